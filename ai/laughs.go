package ai

// Laughs: what a player would laugh at in a battle the AI played, counted by watching the
// actions and their events (Play fills Result.Laughs).

import (
	"skirmish/combat"
	"skirmish/grid"
)

// Laughs counts, over a battle, the plays a player would laugh at (issue 27). Each is
// counted from what the battle logged, whoever chose the actions.
type Laughs struct {
	// IdleProvokes counts free attacks (attacks of opportunity, flee attacks) drawn by a move
	// that gained nothing: its mover was not retreating, made no attack after it that turn,
	// and was still beside a foe it had been beside, or was no nearer any foe.
	IdleProvokes int `json:"idle_provokes"`
	// HealsSkipped counts turns in which a unit could heal or stabilise someone who needed it
	// (a dying ally, or itself at half its hit points or fewer) and neither did so nor
	// attacked, nor retreated.
	HealsSkipped int `json:"heals_skipped"`
	// RetreatActions counts actions taken by units whose morale had broken (they should be
	// retreating) other than getting away: moving, stepping, withdrawing, leaving, fleeing.
	RetreatActions int `json:"retreat_actions"`
	// BackAndForth counts turns that undid the unit's move of its turn before without an
	// attack in either (it walked out and came at least halfway back), and charges or attacks
	// in melee in the turn after a withdrawal that was no retreat.
	BackAndForth int `json:"back_and_forth"`
	// IdleReadies counts readied attacks taken when the unit's readied attack of its turn
	// before was never set off: readying again and again for a foe that does not come.
	IdleReadies int `json:"idle_readies"`
}

// Add adds o's counts to l's.
func (l *Laughs) Add(o Laughs) {
	l.IdleProvokes += o.IdleProvokes
	l.HealsSkipped += o.HealsSkipped
	l.RetreatActions += o.RetreatActions
	l.BackAndForth += o.BackAndForth
	l.IdleReadies += o.IdleReadies
}

// Total is the sum of the counts.
func (l Laughs) Total() int {
	return l.IdleProvokes + l.HealsSkipped + l.RetreatActions + l.BackAndForth + l.IdleReadies
}

// watch follows a battle for its Laughs, an action at a time (Play calls before and after).
type watch struct {
	Laughs
	units map[string]*watched
	// the action under way: its unit, its meaning and its events' start in the log
	actor   *combat.Unit
	meaning combat.Meaning
	from    int
	near    []string // the foes beside the mover before its move
	nearest int      // the mover's distance to the nearest foe before its move
}

// watched is what watch keeps of one unit.
type watched struct {
	inTurn   bool
	start    grid.Pos // where its turn began
	attacked bool     // it attacked this turn
	healed   bool     // it healed or stabilised this turn
	retreat  bool     // its morale broke this turn
	withdrew bool     // it withdrew this turn, not retreating
	moved    bool
	skipped  bool // it ends the turn with a heal wanted and not taken
	provoked int  // free attacks its idle-looking moves drew this turn, counted at the turn's end
	// the turn before: where it began and ended, whether it attacked, withdrew or readied
	// and the readied attack was never set off
	lastStart, lastEnd grid.Pos
	lastIdle           bool // moved and did not attack
	lastWithdrew       bool
	readied, lastReady bool // readied this turn; readied last turn and nothing set it off
}

// attackMeanings are the meanings of attacks made on a unit's turn.
var attackMeanings = []combat.Meaning{combat.MeanMelee, combat.MeanRanged, combat.MeanGangUp, combat.MeanCharge,
	combat.MeanFullAttack, combat.MeanFinish}

// healMeanings are the meanings that heal or save someone.
var healMeanings = []combat.Meaning{combat.MeanRally, combat.MeanDrink, combat.MeanHealAlly, combat.MeanStabilize}

// getaways are what a unit whose morale broke may do: get away (and defend itself, when the
// defence is no attack).
var getaways = []combat.Meaning{combat.MeanMove, combat.MeanStep, combat.MeanWithdraw, combat.MeanLeave,
	combat.MeanFlee, combat.MeanEndTurn, combat.MeanStandUp}

func has(ms []combat.Meaning, m combat.Meaning) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

// of is the watched state of u, made on first sight.
func (w *watch) of(u *combat.Unit) *watched {
	if w.units == nil {
		w.units = map[string]*watched{}
	}
	s := w.units[u.Name]
	if s == nil {
		s = &watched{start: u.Pos, lastStart: u.Pos, lastEnd: u.Pos}
		w.units[u.Name] = s
	}
	return s
}

// before notes the action a is about to be done in b.
func (w *watch) before(b *combat.Battle, a combat.Action) {
	w.from, w.actor = len(b.Log), nil
	if a.Kind == combat.EndTurn {
		// the heals skipped are asked of the listing while the turn is still on
		for _, u := range b.Units {
			if s := w.units[u.Name]; s != nil && s.inTurn && u.Active() && b.InTurnNow(u) {
				s.skipped = !s.attacked && !s.healed && !s.retreat && w.healWanted(b, u)
			}
		}
		return
	}
	u := b.Unit(a.Unit)
	if u == nil || !u.Active() {
		return
	}
	w.actor, w.meaning = u, b.MeaningOf(a)
	if k, ok := b.Kind(a.Kind); ok && k.Meaning == combat.MeanReady {
		w.meaning = combat.MeanReady // a readied attack means its attack's meaning, but is none yet
	}
	s := w.of(u)
	if Retreating(b, u) {
		s.retreat = true
		if !has(getaways, w.meaning) && !(w.meaning == combat.MeanDefend && a.Target == "") {
			w.RetreatActions++
		}
	}
	switch {
	case has(attackMeanings, w.meaning):
		s.attacked = true
		if w.meaning == combat.MeanCharge || w.meaning == combat.MeanMelee || w.meaning == combat.MeanFullAttack || w.meaning == combat.MeanGangUp {
			if s.lastWithdrew {
				w.BackAndForth++
				s.lastWithdrew = false
			}
		}
	case has(healMeanings, w.meaning):
		s.healed = true
	case w.meaning == combat.MeanReady:
		if s.lastReady {
			w.IdleReadies++
		}
		s.readied = true
	case w.meaning == combat.MeanWithdraw && !s.retreat:
		s.withdrew = true
	}
	w.near, w.nearest = w.near[:0], 1<<30
	for _, e := range b.Enemies(u) {
		d := b.Map.Distance(u.Pos, e.Pos)
		w.nearest = min(w.nearest, d)
		if d <= 1 {
			w.near = append(w.near, e.Name)
		}
	}
}

// after reads the events of the action done: the turns begun and ended, the free attacks a
// move drew, the readied attacks set off.
func (w *watch) after(b *combat.Battle) {
	for _, e := range b.Log[w.from:] {
		switch e := e.(type) {
		case combat.TurnStarted:
			w.turnStarted(b, e.Turn)
		case combat.TurnEnded:
			w.turnEnded(b, e.Side)
		case combat.Reacted:
			if v := b.Unit(e.Unit); v != nil {
				w.of(v).lastReady = false // it reacted: whatever it readied had its chance
			}
		}
	}
	u := w.actor
	if u == nil || !has([]combat.Meaning{combat.MeanMove, combat.MeanStep, combat.MeanWithdraw}, w.meaning) {
		return
	}
	s := w.of(u)
	s.moved = true
	drawn := 0
	for _, e := range b.Log[w.from:] {
		if r, ok := e.(combat.Reacted); ok && r.Prompt == combat.PromptLeave && r.Action.Target == u.Name {
			drawn++
		}
	}
	if drawn == 0 || s.retreat || !u.Active() {
		return
	}
	nearest, stillBeside := 1<<30, false
	for _, e := range b.Enemies(u) {
		d := b.Map.Distance(u.Pos, e.Pos)
		nearest = min(nearest, d)
		if d <= 1 && has2(w.near, e.Name) {
			stillBeside = true
		}
	}
	if stillBeside || nearest >= w.nearest {
		s.provoked += drawn // idle unless it attacks after it this turn
	}
}

func has2(names []string, n string) bool {
	for _, x := range names {
		if x == n {
			return true
		}
	}
	return false
}

// turnStarted begins the turn of the units in t.
func (w *watch) turnStarted(b *combat.Battle, t combat.Turn) {
	for _, u := range b.Units {
		if b.SideName(u) != t.Side || len(t.Units) > 0 && !has2(t.Units, u.Name) || !u.Active() {
			continue
		}
		s := w.of(u)
		s.inTurn, s.start = true, u.Pos
		s.attacked, s.healed, s.retreat, s.withdrew, s.moved, s.skipped, s.provoked, s.readied = false, false, false, false, false, false, 0, false
	}
}

// turnEnded closes the turn of the units of side in turn: the free attacks drawn for
// nothing, a move undone, a heal skipped.
func (w *watch) turnEnded(b *combat.Battle, side string) {
	for _, u := range b.Units {
		s := w.units[u.Name]
		if s == nil || !s.inTurn || b.SideName(u) != side {
			continue
		}
		s.inTurn = false
		if !s.attacked {
			w.IdleProvokes += s.provoked
		}
		if u.Active() && !s.retreat {
			d0, d1 := b.Map.Distance(s.lastStart, s.lastEnd), b.Map.Distance(s.lastStart, u.Pos)
			if s.lastIdle && s.moved && !s.attacked && d0 >= 2 && 2*d1 <= d0 && b.Map.Distance(s.lastEnd, u.Pos) >= 2 {
				w.BackAndForth++
			}
			if s.skipped {
				w.HealsSkipped++
			}
		}
		s.lastStart, s.lastEnd = s.start, u.Pos
		s.lastIdle = s.moved && !s.attacked
		s.lastWithdrew = s.withdrew
		s.lastReady = s.readied
	}
}

// healWanted reports whether u could heal or stabilise, now, someone who needs it: a dying
// ally, or itself at half its hit points or fewer.
func (w *watch) healWanted(b *combat.Battle, u *combat.Unit) bool {
	need := staggered(u)
	for _, v := range b.Units {
		if v.Side == u.Side && v.Status == combat.Down && b.Map.Distance(u.Pos, v.Pos) <= 1 {
			need = true
		}
	}
	if !need {
		return false
	}
	l := listings.Get().(*combat.Listing)
	defer listings.Put(l)
	b.List(u, l, healMeanings...)
	for i := range l.Actions {
		x := &l.Actions[i]
		t := b.Unit(x.Action.Target)
		switch {
		case t == nil && staggered(u) && (x.Meaning == combat.MeanRally || x.Meaning == combat.MeanDrink):
			return true
		case t != nil && t.Side == u.Side && t.Status == combat.Down:
			return true
		}
	}
	return false
}

// Retreating reports whether morale sends u away (combat.ShouldRetreat), as the AI plays it:
// a hero of a party that flees together (13th Age) goes only with its party.
func Retreating(b *combat.Battle, u *combat.Unit) bool {
	if u.Sheet.Hero && hasMeaning(b, combat.MeanFlee) {
		return partyLost(b, u)
	}
	r, _ := combat.ShouldRetreat(b, u)
	return r
}
