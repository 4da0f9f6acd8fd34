package delvers

// The Delvers ruleset: its action table, the one gate (Options, Check, Do), budgets and hooks.

import (
	"slices"
	"strings"

	"skirmish/combat"
	"skirmish/grid"
)

// ID is the ruleset's id.
const ID = "delvers"

func init() { combat.Register(ID, func() combat.Ruleset { return New() }) }

// Rules is the Delvers ruleset. It keeps no state of its own: everything is in the battle.
type Rules struct{}

// New returns the ruleset.
func New() *Rules { return &Rules{} }

// ID returns "delvers".
func (*Rules) ID() string { return ID }

// Catalog returns the built-in Delvers catalog.
func (*Rules) Catalog() *combat.Catalog { return Catalog() }

// Action costs, as delvers-combat.md "Combat Action Types" names them.
const (
	costMain     = "main"
	costMove     = "move"
	costMainMove = "main+move"
	costFree     = "free"
	costInstant  = "instant"
	costVaries   = "varies"
)

// Budget slots: one main and one move action a round.
const (
	slotMain = "main"
	slotMove = "move"
)

// kind is one row of the action table.
type kind struct {
	kind, label, cost, rule, provokes, summary string
	// target says whom it is aimed at: "enemy", "ally", "downed ally" or "".
	target string
	// square is set when the kind needs a destination.
	square  bool
	choices []string
	check   func(*combat.Battle, *combat.Unit, combat.Action) *combat.RuleError
	do      func(*combat.Battle, *combat.Unit, combat.Action)
}

// kinds is the action table of delvers-combat.md "Combat Actions" (type and attack of
// opportunity as the text gives them) with the maneuvers after it.
var kinds = []kind{
	{KindMelee, "Melee attack", costMain, ruleMelee, "no", "Attack an adjacent foe with a melee weapon or bare hands.", "enemy", false, nil, checkMelee, doMelee},
	{KindRanged, "Ranged attack", costMain, ruleRanged, "no", "Shoot or throw at a foe in sight; −4 in melee for thrown and one-handed, bows cannot fire in melee.", "enemy", false, nil, checkRanged, doRanged},
	{KindSwarm, "Swarm attack", costMain, ruleSwarm, "no", "Join a swarm on a foe, or strike with +2 to hit and +1 damage per other assailant (up to +6/+3); its shock always applies.", "enemy", false, []string{"strike", "join"}, checkSwarm, doSwarm},
	{KindCharge, "Charge", costMainMove, ruleCharge, "yes", "Move up to twice your rate in a straight line (at least 5 ft), then attack at +2; −2 AC until the end of the round.", "enemy", true, nil, checkCharge, doCharge},
	{KindSkill, "First aid", costMain, ruleSkill, "yes", "Stabilise an adjacent mortally injured ally (INT or DEX/Heal).", "downed ally", false, []string{firstAid}, checkSkill, doSkill},
	{KindReload, "Reload", costVaries, ruleReload, "no", "Reload a crossbow (main) or a bow (move; free with Shoot-1).", "", false, nil, checkReload, doReload},
	{KindReady, "Ready item", costMain, ruleReady, "no", "Take an item from your pack into your hand.", "", false, nil, checkReady, doReady},
	{KindStow, "Stow item", costMain, ruleReady, "no", "Put a ready item away in your pack.", "", false, nil, checkStow, doStow},
	{KindDisengage, "Disengage", costMain, ruleDisengage, "no", "Move away from the foes next to you this turn without their free attacks.", "", false, nil, checkDisengage, doDisengage},
	{KindScreen, "Screen an ally", costMove, ruleScreen, "sometimes", "Move next to an ally and take attacks aimed at it on a won opposed combat check, until your next turn.", "ally", true, nil, checkScreen, doScreen},
	{KindRun, "Move", costMove, ruleRun, "yes", "Move up to your normal rate; armed foes next to you when you start get a free attack as you leave.", "", true, nil, checkRun, doRun},
	{KindPickUp, "Pick up", costMove, rulePickUp, "yes", "Pick up an item within reach, ready in hand.", "", false, nil, checkPickUp, doPickUp},
	{KindStandUp, "Stand up", costMove, ruleStandUp, "yes", "Rise from prone, picking up what lies in your square.", "", false, nil, checkStandUp, doStandUp},
	{KindHold, "Hold action", costMove, ruleHold, "no", "Wait: take your remaining actions at any moment until the end of the round.", "", false, nil, checkHold, doHold},
	{KindProne, "Go prone", costFree, ruleProne, "no", "Drop prone: −2 to ranged attacks against you, +2 to adjacent ones, half speed.", "", false, nil, checkProne, doProne},
	{KindTotalDefense, "Total defense", costInstant, ruleTotal, "no", "Give up your main action: +2 AC and immune to shock until your next turn; even after seeing an attack roll.", "", false, nil, checkTotalDefense, func(b *combat.Battle, u *combat.Unit, a combat.Action) { doTotalDefense(b, u) }},
	{KindSnap, "Snap attack", costInstant, ruleSnap, "no", "Give up your main action to attack at −4 at any moment, even out of turn.", "enemy", false, nil, checkSnap, func(b *combat.Battle, u *combat.Unit, a combat.Action) { doSnap(b, u, a, 0) }},
	{KindShove, "Shove", costMain, ruleShove, "no", "A melee attack that, instead of damage, knocks the foe prone or pushes it a square on a won STR check.", "enemy", false, []string{"prone", "push"}, checkShove, doShove},
	{KindGrapple, "Grapple", costMain, ruleGrapple, "no", "An unarmed attack that seizes the foe on a won STR/Brawl check.", "enemy", false, nil, checkGrapple, doGrapple},
	{KindEscape, "Break free", costMain, ruleGrapple, "no", "An opposed STR/Brawl check against everyone grappling you.", "", false, nil, checkEscape, doEscape},
	{KindDrag, "Move grappled foe", costMain, ruleGrapple, "no", "Drag the foe you hold 10 ft with you, or throw it 5 ft prone, on a won STR/Brawl check.", "", true, []string{"drag", "throw"}, checkDrag, doDrag},
	{KindRelease, "Release", costFree, ruleGrapple, "no", "Let go of the foe you hold.", "", false, nil, checkRelease, doRelease},
	{KindWield, "Dual wield", costFree, ruleDual, "no", "Fight with a second one-handed weapon: −1 to hit, +2 damage when both reach.", "", false, []string{"single"}, checkWield, doWield},
	{KindLeave, "Leave the battle", costMove, ruleMorale, "yes", "From an exit, leave the battlefield: gone, not dead.", "", false, nil, checkLeave, doLeave},
	{KindExecute, "Execution attack", costMain, ruleExecution, "no", "Not possible in a battle.", "enemy", false, nil, checkExecute, nil},
}

// kindOf returns the table row of a kind.
func kindOf(name string) (*kind, bool) {
	for i := range kinds {
		if kinds[i].kind == name {
			return &kinds[i], true
		}
	}
	return nil, false
}

// Kinds lists the action kinds of the ruleset in table order.
func Kinds() []string {
	out := make([]string, len(kinds))
	for i, k := range kinds {
		out[i] = k.kind
	}
	return out
}

// Check returns nil if a is legal now, or the rule it breaks.
func (*Rules) Check(b *combat.Battle, a combat.Action) error {
	if err := check(b, a); err != nil {
		return err
	}
	return nil
}

// check is Check with a typed result.
func check(b *combat.Battle, a combat.Action) *combat.RuleError {
	u := b.Unit(a.Unit)
	if a.Kind == combat.Opportunity {
		return combat.Refuse(ruleAoO, "attacks of opportunity are taken only as a foe flees, when the game asks")
	}
	k, ok := kindOf(a.Kind)
	if !ok {
		return combat.Refuse(cite("Combat Actions"), "%q is not a Delvers action (actions: %s)", a.Kind, strings.Join(Kinds(), ", "))
	}
	if err := turnGate(b, u, k.cost); err != nil {
		return err
	}
	if err := afford(b, u, k.cost); err != nil {
		return err
	}
	return k.check(b, u, a)
}

// Do resolves a checked action.
func (*Rules) Do(b *combat.Battle, a combat.Action) {
	k, _ := kindOf(a.Kind)
	k.do(b, b.Unit(a.Unit), a)
}

// turnGate says whether u may act now with an action of this cost: in its side's turn; with a
// held action, at any moment until the end of the round; instants at any moment
// (delvers-combat.md "Combat Sequence", "Combat Action Types", "Hold An Action", "Surprise").
func turnGate(b *combat.Battle, u *combat.Unit, cost string) *combat.RuleError {
	if cost == costInstant || b.InTurnNow(u) || u.Is(Holding) {
		return nil
	}
	side := b.SideName(u)
	if b.Round == 0 && slices.Contains(b.Surprised, side) {
		return combat.Refuse(ruleSurprise, "%s is surprised and cannot act in the surprise round", side)
	}
	if t, ok := b.Current(); ok {
		return combat.Refuse(ruleSequence, "it is %s's turn; %s acts on %s's turn", t.Side, u.Name, side)
	}
	return combat.Refuse(ruleSequence, "no turn is in progress")
}

// afford says whether u has the actions a cost needs: a main action spent as a second move
// counts as a move (delvers-combat.md "Combat Action Types").
func afford(b *combat.Battle, u *combat.Unit, cost string) *combat.RuleError {
	main, move := u.Left(slotMain) >= 1, u.Left(slotMove) >= 1
	switch cost {
	case costMain:
		if !main {
			return combat.Refuse(ruleActionTypes, "%s has already spent its main action this round", u.Name)
		}
	case costMove:
		if !main && !move {
			return combat.Refuse(ruleActionTypes, "%s has no move action left, nor a main action to spend as a second move", u.Name)
		}
	case costMainMove:
		if !main || !move {
			return combat.Refuse(ruleActionTypes, "%s needs both its main and its move action", u.Name)
		}
	}
	return nil
}

// affordMemo remembers afford's answers for one listing of options: several kinds share a
// cost, and nothing is spent while they are listed.
type affordMemo struct {
	cost [4]string
	err  [4]*combat.RuleError
	n    int
}

// afford is afford(b, u, cost), asked once per cost.
func (m *affordMemo) afford(b *combat.Battle, u *combat.Unit, cost string) *combat.RuleError {
	for i := range m.n {
		if m.cost[i] == cost {
			return m.err[i]
		}
	}
	err := afford(b, u, cost)
	if m.n < len(m.cost) {
		m.cost[m.n], m.err[m.n] = cost, err
		m.n++
	}
	return err
}

// spend records the actions a cost uses: a move takes the move action, or else the main
// action as a second move.
func spend(b *combat.Battle, u *combat.Unit, cost, why string) {
	switch cost {
	case costMain:
		b.Emit(combat.Spent{Unit: u.Name, Slot: slotMain, N: 1, For: why})
	case costMove:
		if u.Left(slotMove) >= 1 {
			b.Emit(combat.Spent{Unit: u.Name, Slot: slotMove, N: 1, For: why})
		} else {
			b.Emit(combat.Spent{Unit: u.Name, Slot: slotMain, N: 1, For: why + " (main action as a second move)"})
		}
	case costMainMove:
		b.Emit(combat.Spent{Unit: u.Name, Slot: slotMain, N: 1, For: why})
		b.Emit(combat.Spent{Unit: u.Name, Slot: slotMove, N: 1, For: why})
	}
}

// Options lists every action kind for u, with its targets or squares, or why not now.
func (*Rules) Options(b *combat.Battle, u *combat.Unit) []combat.Option {
	return options(make([]combat.Option, 0, len(kinds)), b, u, nil)
}

// AppendOptionsOf appends the options of the given kinds only (combat.KindOptioner).
func (*Rules) AppendOptionsOf(dst []combat.Option, b *combat.Battle, u *combat.Unit, only []string) []combat.Option {
	return options(dst, b, u, only)
}

// options appends to out u's options of every kind, or of the kinds in only when it is not
// nil. The entries of out past its length are reused: their lists are cut to zero and refilled.
func options(out []combat.Option, b *combat.Battle, u *combat.Unit, only []string) []combat.Option {
	var weapons []string // shared by every option: the names of u's ready weapons
	for w := range u.Readied() {
		weapons = append(weapons, w.Name)
	}
	var costs affordMemo
	for i := range kinds {
		k := &kinds[i]
		if k.kind == KindExecute || only != nil && !slices.Contains(only, k.kind) {
			continue
		}
		o := combat.Option{Kind: k.kind, Label: k.label, Cost: k.cost, Rule: k.rule, Provokes: k.provokes, Summary: k.summary, Choices: k.choices}
		if len(out) < cap(out) { // reuse the lists of the spent option in out's next entry
			old := out[: len(out)+1 : len(out)+1][len(out)]
			o.Targets, o.Squares, o.Paths = old.Targets[:0], old.Squares[:0], old.Paths[:0]
		}
		if !u.Active() {
			o.Err = combat.Refuse("units", "%s is %s", u.Name, u.Status)
		} else if err := turnGate(b, u, k.cost); err != nil {
			o.Err = err
		} else if err := costs.afford(b, u, k.cost); err != nil {
			o.Err = err
		} else {
			o.Weapons = weapons
			fillOption(b, u, k, &o)
		}
		out = append(out, o)
	}
	return out
}

// fillOption finds an available kind's targets and squares, or why it has none. A kind with
// choices lists every target some choice may be aimed at (a swarm's strike or join).
func fillOption(b *combat.Battle, u *combat.Unit, k *kind, o *combat.Option) {
	base := combat.Action{Kind: k.kind, Unit: u.Name}
	if len(k.choices) > 0 {
		base.Option = k.choices[0]
	}
	if k.target == "" {
		if k.kind == KindRun {
			if err := notHeld(u); err != nil {
				o.Err = err
				return
			}
			from := u.Pos
			o.Squares = slices.DeleteFunc(b.Reach(u, moveBudget(u)).AppendSquares(o.Squares), func(p grid.Pos) bool { return p == from })
			if len(o.Squares) == 0 {
				o.Err = combat.Refuse(ruleRun, "%s has nowhere to move", u.Name)
			}
			return
		}
		if k.kind == KindDrag || k.kind == KindWield {
			if k.kind == KindDrag && grappled(b, u) == nil {
				o.Err = combat.Refuse(ruleGrapple, "%s is not grappling anyone", u.Name)
			}
			if k.kind == KindWield {
				base.Option = ""
				if u.Is(DualWielding) {
					base.Option = "single"
				}
				o.Err = k.check(b, u, base)
			}
			return
		}
		o.Err = k.check(b, u, base)
		return
	}
	var first *combat.RuleError
	var lines *chargeLines // the charge's lines from u, shared by every target
	reach := -1            // the longest range of u's ready missiles, once asked
	for _, t := range candidates(b, u, k.target) {
		if first != nil && outOfReach(u, k.kind, t, &reach) {
			continue // refused for sure; only the first refusal is kept
		}
		a := base
		a.Target = t.Name
		if k.kind == KindScreen && !u.Pos.Adjacent(t.Pos) {
			continue // screening from afar needs a square; the UI asks for it
		}
		var ends []grid.Pos
		if k.kind == KindCharge {
			// The ends are searched once; the check then walks only the nearest one's line.
			// A melee charge lists every end next to the target; a thrown one, which may end
			// on any of hundreds of squares, lists the nearest (any other may be asked for).
			if w, werr := chargeWeapon(u, a); werr == nil {
				if lines == nil {
					lines = newChargeLines(b, u)
					defer lines.release()
				}
				if w.Kind == combat.Thrown {
					if dest, derr := nearestThrownEnd(b, u, t, w, lines); derr == nil {
						ends = []grid.Pos{dest}
					}
				} else {
					ends = chargeEnds(b, u, t, w, lines)
				}
				if dest, derr := nearestEnd(u, t, ends); derr == nil {
					a.Path = []grid.Pos{dest}
				}
			}
		}
		err := k.check(b, u, a)
		// a target is listed when any of the kind's choices may be aimed at it: a swarm's
		// foe that no ally swarms yet is one to join, though not yet one to strike
		// (delvers-combat.md "Make a Swarm Attack")
		for _, ch := range k.choices[min(1, len(k.choices)):] {
			if err == nil {
				break
			}
			if a.Option = ch; k.check(b, u, a) == nil {
				err = nil
			}
		}
		if err == nil {
			o.Targets = append(o.Targets, t.Name)
			o.Squares = append(o.Squares, ends...)
			if k.kind == KindCharge {
				o.Paths = append(o.Paths, a.Path)
			}
		} else if first == nil {
			first = err
		}
	}
	if len(o.Targets) == 0 && k.kind != KindScreen {
		if first == nil {
			first = combat.Refuse(k.rule, "no %s for %s", k.target, u.Name)
		}
		o.Err = first
	}
}

// outOfReach reports, cheaply, an attack the check would surely refuse: a melee attack on a
// foe not adjacent (delvers-combat.md "Make a Melee Attack"), a shot at one past the long
// range of every ready missile ("Make a Ranged Attack"), a swarm attack on one that neither
// reaches. reach caches the longest range (-1: not yet worked out).
func outOfReach(u *combat.Unit, kind string, t *combat.Unit, reach *int) bool {
	if kind != KindMelee && kind != KindRanged && kind != KindSwarm {
		return false
	}
	if kind != KindRanged && u.Pos.Adjacent(t.Pos) {
		return false
	}
	if kind == KindMelee {
		return true
	}
	if *reach < 0 {
		*reach = 0
		for w := range u.Readied() {
			if w.Ranged() {
				*reach = max(*reach, w.LongRange)
			}
		}
	}
	return distance(u.Pos, t.Pos) > *reach
}

// candidates lists the units an action aimed at who could be aimed at.
func candidates(b *combat.Battle, u *combat.Unit, who string) []*combat.Unit {
	switch who {
	case "enemy":
		return b.Enemies(u)
	case "ally":
		return b.Allies(u)
	}
	var out []*combat.Unit
	for _, v := range b.Units {
		if v.Side == u.Side && v.Status == combat.Down {
			out = append(out, v)
		}
	}
	return out
}

// Prepare checks the units' sheets for what the rules need.
func (*Rules) Prepare(b *combat.Battle) error { return nil }

// Begin sets up dual wielders and, when a side is surprised, the surprise round's order: the
// sides not surprised, in the battle's side order (delvers-combat.md "Surprise").
func (*Rules) Begin(b *combat.Battle) {
	for _, u := range b.Units {
		if u.Sheet.Has("dual-wielder") {
			if w, err := offHand(u, ""); err == nil {
				b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: DualWielding, Source: w.Name}})
			}
		}
	}
	if len(b.Surprised) == 0 {
		return
	}
	var order []combat.Turn
	for _, s := range b.Sides {
		if !slices.Contains(b.Surprised, s.Name) && s.Start > 0 {
			order = append(order, combat.Turn{Side: s.Name})
		}
	}
	b.Emit(combat.OrderSet{Order: order})
}

// RoundStarted rolls initiative before the first full round and gives every active unit its
// main and move action; surprised units get none in the surprise round.
func (*Rules) RoundStarted(b *combat.Battle) {
	if b.Round == 1 {
		rollInitiative(b)
	}
	for _, u := range b.Units {
		if !u.Active() {
			continue
		}
		slots := []combat.Slot{{Name: slotMain, Left: 1}, {Name: slotMove, Left: 1}}
		if b.Round == 0 && slices.Contains(b.Surprised, b.SideName(u)) {
			slots = []combat.Slot{}
		}
		b.Emit(combat.BudgetSet{Unit: u.Name, Slots: slots})
	}
}

// TurnStarted does nothing: Delvers budgets are per round.
func (*Rules) TurnStarted(b *combat.Battle, t combat.Turn) {}

// TurnEnded does nothing.
func (*Rules) TurnEnded(b *combat.Battle, t combat.Turn) {}

// RoundEnded deals grapple damage and lets the mortally injured die.
func (*Rules) RoundEnded(b *combat.Battle) {
	grappleDamage(b)
	dying(b)
}

// Threat is the most damage attacker's best ready weapon can deal target with one hit.
func (*Rules) Threat(b *combat.Battle, attacker, target *combat.Unit) int {
	best := 0
	for w := range attacker.Readied() {
		best = max(best, threatOf(b, attacker, target, w))
	}
	return max(best, threatOf(b, attacker, target, unarmedOf(attacker)))
}

// threatOf is the most damage attacker deals target with one hit of w.
func threatOf(b *combat.Battle, attacker, target *combat.Unit, w combat.Weapon) int {
	var buf [8]combat.Term
	return w.Damage.Max() + combat.Sum(damageTerms(buf[:0], b, &strike{attacker: attacker, target: target, weapon: w}))
}
