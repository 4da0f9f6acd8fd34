package ai

// Tactician: the morale-driven AI. It scores the legal actions by the ruleset's own odds and
// the map, retreats when morale says so, and plays its side as a team.

import (
	"iter"
	"math/rand/v2"
	"slices"
	"strconv"
	"sync"

	"skirmish/combat"
	"skirmish/grid"
)

// Level is how well a Tactician plays.
type Level int

// The three levels. Easy misjudges on purpose (each score scaled by a random 0.5–1.5, and
// two choices in five something else worth doing than its best: easySlip); normal takes its
// runner-up one choice in five (normalSlip).
// Hard also weighs what the enemy can do to it next turn: it will not end a turn where foes
// could strike it first unless it strikes too, so the foe comes to it and it charges first;
// and it knows morale, valuing a blow that drives a foe past half its hp almost as a kill.
// In mirror battles hard beats normal (ai/level_test.go).
const (
	Easy Level = iota
	Normal
	Hard
)

// easySlip is the chance easy takes, instead of its best candidate, another worth something
// (chosen at random among them): a beginner's slips. Misjudged scores alone (0.5–1.5, or
// wider) left easy as strong as normal in Delvers (ladder, 30 battles each way on six maps:
// −1 points); with slips two times in five normal beats it by about 10.
const easySlip = 0.4

// normalSlip is the chance normal takes its runner-up instead of its best candidate: a sound
// player, not a flawless one. Hard, which weighs each candidate by the battle it leaves as
// well, never does.
const normalSlip = 0.2

// Tactician is the AI controller. Each choice is the legal action with the best score:
// expected damage, the chance to drop a foe (worth more the more dangerous it is), the
// wounded first; moves towards a target by walking distance or, for archers, to a square in
// range, in cover and out of reach; retreat towards the exits when combat.ShouldRetreat says
// so. A Tactician plays one side of one battle at a time.
type Tactician struct {
	Level Level
	// Steady, when set, keeps the level's slips off (easySlip, normalSlip): its judgement
	// alone, which the tests of its choices read.
	Steady bool
	rng    *rand.Rand
	// done lists the units that have finished this turn (round*1000 + turn index keys it).
	done    map[string]bool
	doneKey int
	// Why is the explanation of the last choice: its score, the runner-up, a retreat's reason.
	Why string
	// sense is the reading of the battlefield for the turn in progress.
	sense *sense
	// table is the step table of the map in play, with the searches' buffers.
	table *stepTable
	// foe is the walk from the foes of the side played, kept from turn to turn.
	foe foeField
	// views remembers what each foe sees; reaches, where each foe can walk to strike (hard).
	views   viewMemo
	reaches reachMemo
	// cands is choose's list of candidates, kept for the next call.
	cands []scored
	// near is advance's buffer of foes, kept for the next call; alts its best squares.
	near []int
	alts []scored
	// danger is advance's buffer of the foes that could strike a square it weighs.
	danger []int
	// squares is advance's buffer of the squares it weighs.
	squares []square
	// here is what the unit weighing its charges risks where it stands.
	here hereRisk
	// worth is what the units can do to each other this turn (worth.go); shares what risk
	// reads of who stands nearest the foes.
	worth  worth
	shares shareMemo
	// stance is the side's posture for the turn (posture).
	stance stance

	// spirit is the round each fallen hero was last asked to fight in spirit.
	spirit map[string]int
	// freed is the turn (Round*1000 + TurnIndex) each unit last chose to disengage in; fled,
	// the turn it last retreated in.
	freed map[string]int
	fled  map[string]int
	// acted is the turn each unit was last given an action in (it may have moved); struck,
	// the turn it last attacked in (hard's planner).
	acted  map[string]int
	struck map[string]int
	// plan is hard's planner, kept for its memory (plan.go).
	plan planner
	// delayed is the round each unit was last offered a delay in (powers.go).
	delayed map[string]int
	// still is what the battle's units had (hit points, and who holds the field) when it last
	// changed, and the round it changed in (stalled).
	still     uint64
	stillFrom int
	watched   bool
	stillOf   *combat.Battle // the battle watched
	// readyAt is the round each unit last readied an attack in: it does not ready two rounds
	// running (the foe it waited for did not come, or it would strike now).
	readyAt map[string]int
	// fire is whether a side is under fire it cannot answer (watchFire).
	fire fireWatch
	// breaks keeps breakable for the battle as it stands.
	breaks breakMemo
	// trails is each unit's turn under way and turn before (commit.go), reset per battle.
	trails map[string]*trail
}

// NewTactician returns an AI of the given level; seed drives easy's misjudgements.
func NewTactician(level Level, seed uint64) *Tactician {
	return &Tactician{Level: level, rng: rand.New(rand.NewPCG(seed, 0x51ed27)), done: map[string]bool{}, freed: map[string]int{}, fled: map[string]int{}, acted: map[string]int{}, struck: map[string]int{}, delayed: map[string]int{}, readyAt: map[string]int{}}
}

// playMeanings are what the Tactician plays on its own turn, by what the ruleset's kinds
// mean (a snap attack is for interrupting, and it leaves maneuvers and items to players): a
// hero's rally, potions (fed or drunk) and the party's flee, and the coup de grace, where the
// ruleset has them (party.go).
var playMeanings = []combat.Meaning{combat.MeanMelee, combat.MeanRanged, combat.MeanCharge, combat.MeanGangUp,
	combat.MeanMove, combat.MeanGuard, combat.MeanStandUp, combat.MeanReload, combat.MeanLeave, combat.MeanWithdraw,
	combat.MeanRally, combat.MeanHealAlly, combat.MeanDrink, combat.MeanFinish, combat.MeanFlee,
	combat.MeanFullAttack, combat.MeanStep, combat.MeanAid, combat.MeanStabilize}

// standByPlay are playMeanings and standing by (standby.go), for a ruleset without powers.
var standByPlay = slices.Concat(playMeanings, standByMeanings)

// allMeanings are playMeanings and, for a ruleset with powers, its helping hands (powers.go).
var allMeanings = slices.Concat(playMeanings, powerMeanings)

// powerEvery are the meanings of which the AI weighs every form itself with a ruleset with
// powers: each power of an attack, each square of a disengage; the rest it leaves to the
// ruleset (combat.ListFor).
var powerEvery = []combat.Meaning{combat.MeanMelee, combat.MeanRanged, combat.MeanWithdraw}

// listings keeps spent listings, whose memory the next reuses: the AI lists many times a turn,
// and a simulator runs many battles.
var listings = sync.Pool{New: func() any { return new(combat.Listing) }}

// scored is a candidate action, what it means and its score.
type scored struct {
	a     combat.Action
	m     combat.Meaning
	score float64
	why   string
	// on, when set, is the name of the target the why names after it ("melee Orc 2"): the
	// words are joined only for the candidates an explanation shows.
	on string
	// What hard's planner reads of an attack or a move (plan.go): the foe attacked and the
	// attack's estimate; the square the unit ends on (a move's, a charge's), and the blows
	// its free attacks are expected to deal on the way.
	tg    *combat.Unit
	est   combat.Estimate
	to    grid.Pos
	moves bool
	drawn float64
	spend combat.Spend
}

// text is the candidate's reason in words.
func (s *scored) text() string {
	if s.on != "" {
		return s.why + " " + s.on
	}
	return s.why
}

// candidate is a listed action as a candidate with its score.
func candidate(x *combat.Legal, score float64, why string) scored {
	return scored{a: x.Action, m: x.Meaning, score: score, why: why, spend: x.Spend}
}

// Act returns the best action of the first unit of the turn that still has a useful one.
func (t *Tactician) Act(b *combat.Battle) combat.Action {
	key := b.Round*1000 + b.TurnIndex
	if key != t.doneKey {
		clear(t.done)
		t.doneKey = key
	}
	t.watchStill(b)
	t.watchFire(b)
	t.track(b, key)
	if a, why, ok := t.inSpirit(b); ok {
		t.Why = why
		return a
	}
	if t.Level == Hard {
		a, why, _ := t.planAct(b)
		t.Why = why
		return a
	}
	for _, u := range b.Units {
		if !u.Active() || !b.InTurnNow(u) || t.done[u.Name] {
			continue
		}
		if best, ok := t.best(b, u); ok {
			t.Why = best.why
			t.acted[u.Name] = key
			if best.tg != nil {
				t.struck[u.Name] = key
			}
			t.noteReady(b, u, best.a)
			return best.a
		}
		t.done[u.Name] = true
	}
	t.Why = "no unit has anything useful left to do"
	return combat.Action{Kind: combat.EndTurn}
}

// best returns u's best useful action, if it has one, among the actions the ruleset lists
// for the meanings it plays. Where the ruleset picks the weapon and the square (a charge's
// end) of an attack itself, it takes the form the ruleset would (Legal.Default); with powers,
// it weighs each power (powerAttack).
func (t *Tactician) best(b *combat.Battle, u *combat.Unit) (scored, bool) {
	l := listings.Get().(*combat.Listing)
	defer listings.Put(l)
	s, ok := t.choose(b, u, l)
	s.a = s.a.Clone() // the listing goes back to the pool: the action chosen keeps its own path
	return s, ok
}

// choose is best, listing into l: nothing it returns but the action chosen is kept past the
// call.
func (t *Tactician) choose(b *combat.Battle, u *combat.Unit, l *combat.Listing) (scored, bool) {
	t.list(b, u, l)
	if s, ok, forced := t.forced(b, u, l); forced {
		return s, ok
	}
	return t.pick(b, u, t.candidates(b, u, l))
}

// list lists into l what u may do, of the meanings the Tactician plays.
func (t *Tactician) list(b *combat.Battle, u *combat.Unit, l *combat.Listing) {
	if _, powers := b.Rules.(powerRules); powers { // it weighs every power of its attacks itself, and each square
		b.ListFor(u, l, combat.ListFor{Meanings: allMeanings, Defaults: true, Every: powerEvery})
	} else {
		b.ListDefaults(u, l, standByPlay...)
	}
}

// forced is what morale makes u do, if anything (forced is then set): the party's flee, a
// retreat, or nothing at all (ok false) for a unit whose morale broke and has done its retreat.
func (t *Tactician) forced(b *combat.Battle, u *combat.Unit, l *combat.Listing) (s scored, ok, forced bool) {
	// A party that may flee together (13th Age's heroes) leaves as one when the fight is
	// lost, carrying its fallen, unless a potion can bring one of them back first; a hero
	// past its own breaking point does not go alone.
	party := l.Has(combat.MeanFlee)
	if party && partyLost(b, u) {
		if x := firstOf(l, combat.MeanHealAlly); x != nil {
			s := t.potion(b, u, x)
			s.why = u.Name + ": " + s.why + ", before the losing party flees"
			return s, true, true
		}
		return flee(b, u, firstOf(l, combat.MeanFlee)), true, true
	}
	turn := b.Round*1000 + b.TurnIndex
	if retreat, why := combat.ShouldRetreat(b, u); retreat && !party {
		if s, ok := t.retreat(b, u, l, why); ok {
			t.fled[u.Name] = turn
			return s, true, true
		}
		// A unit whose morale broke does nothing but retreat: with its retreat for the turn
		// made, or no way to make one, it defends itself if it can (Realms' defend: no flee
		// attacks as it leaves next turn), else it is done; only one cornered, that could not
		// get away at all, fights on.
		for x := range l.With(combat.MeanDefend) {
			if x.Action.Target == "" {
				return candidate(x, 100, u.Name+": defends, as it cannot get away further this turn: "+why), true, true
			}
		}
		if t.fled[u.Name] == turn || !t.cornered(b, u) {
			return scored{}, false, true
		}
	}
	return scored{}, false, false
}

// candidates scores what u may do (l, listed by list), unsorted; the slice is reused by the
// next call.
func (t *Tactician) candidates(b *combat.Battle, u *combat.Unit, l *combat.Listing) []scored {
	pr, powers := b.Rules.(powerRules)
	turn := b.Round*1000 + b.TurnIndex
	cands := t.cands[:0] // the last call's memory
	attacks := false     // some attack is a candidate
	var move scored      // the move candidate, if any
	moves := false
	for group := range groups(l) {
		x := &group[0]
		switch x.Meaning {
		case combat.MeanMelee, combat.MeanRanged, combat.MeanCharge, combat.MeanGangUp, combat.MeanFullAttack:
			tg := b.Unit(x.Action.Target)
			if tg == nil || tg.Side == u.Side {
				continue // a confused unit's attacks go at its allies: it makes none
			}
			if powers {
				if s, ok := t.powerAttack(b, u, pr, tg, group); ok {
					cands, attacks = append(cands, s), true
				}
				continue
			}
			// the form the ruleset makes by default; a swarm's strike, not a join: it strikes
			// where a swarm is made
			d := defaultOf(b, group)
			if d == nil || d.Meaning == combat.MeanCharge && aheadOfTheLine(b, u, tg) {
				continue
			}
			c := candidate(d, t.attackValue(b, u, tg, d.Preview.Estimate, d.Meaning)-t.chargeRisk(b, u, d), d.Action.Kind)
			c.on, c.tg, c.est = tg.Name, tg, d.Preview.Estimate
			if d.Meaning == combat.MeanCharge && len(d.Action.Path) > 0 {
				c.to, c.moves, c.drawn = d.Action.Path[len(d.Action.Path)-1], true, t.drawn(b, u, d)
			} else if t.Level == Hard {
				c.drawn = t.drawn(b, u, d) // a shot or a spell in a foe's reach draws its free attack
			}
			cands = append(cands, c)
			attacks = true
			if s, ok := t.defensive(b, u, tg, l, group); ok && t.Level != Easy {
				cands = append(cands, s)
			}
		case combat.MeanMove:
			if screening(b, u) {
				continue // it stays by the ally it screens
			}
			if t.freed[u.Name] == turn && rangeOf(u) == 0 {
				continue // it has just got out of a melee it was losing
			}
			if powers && x.Spend != combat.SpendMove {
				continue // with powers, its standard action is for a power or a helping hand, not a second move
			}
			if s, ok := t.advance(b, u, group, x.Spend != combat.SpendMove); ok {
				cands = append(cands, s)
				move, moves = s, true
				if t.Level == Hard { // the planner weighs the next best squares too
					cands = append(cands, t.alts[1:]...)
				}
			}
		case combat.MeanGuard:
			if x.Action.Path == nil && t.Level != Easy { // a ward beside it; screening from afar is left to players; a beginner never thinks of it
				if s, ok := t.screen(b, u, b.Unit(x.Action.Target), x); ok {
					cands = append(cands, s)
				}
			}
		case combat.MeanRally:
			if s, ok := t.rally(b, u, x); ok {
				cands = append(cands, s)
			}
		case combat.MeanHealAlly:
			cands = append(cands, t.potion(b, u, x))
		case combat.MeanDrink:
			if s, ok := t.drink(b, u, x, l.Has(combat.MeanHealAlly)); ok {
				cands = append(cands, s)
			}
		case combat.MeanFinish:
			if d := defaultOf(b, group); d != nil {
				cands = append(cands, t.coup(b, u, d))
			}
		case combat.MeanWithdraw:
			if s, ok := t.disengage(b, u, l, group); ok && t.Level != Easy { // a beginner stays in a melee it is losing
				cands = append(cands, s)
			}
		case combat.MeanStabilize:
			if s, ok := t.stabilize(b, u, pr, x); ok {
				cands = append(cands, s)
			}
		case combat.MeanStandUp:
			cands = append(cands, candidate(x, 1, "stand up"))
		case combat.MeanStep:
			if s, ok := t.step(b, u, group); ok {
				cands = append(cands, s)
			}
		case combat.MeanAid:
			if !powers {
				for i := range group {
					if s, ok := t.aid(b, u, &group[i], bestScore(cands)); ok {
						cands = append(cands, s)
					}
				}
			}
		case combat.MeanReload:
			if d := defaultOf(b, group); d != nil {
				cands = append(cands, candidate(d, 0.5, "reload"))
			}
		}
	}
	if powers {
		cands = t.helpingHands(b, u, l, cands, attacks, move, moves)
	} else if !attacks && !moves {
		cands = t.standBy(b, u, l, cands)
	}
	t.cands = cands
	return cands
}

// groups yields the listed actions a kind and target at a time (a move's: all its squares).
func groups(l *combat.Listing) iter.Seq[[]combat.Legal] {
	return func(yield func([]combat.Legal) bool) {
		for i := 0; i < len(l.Actions); {
			a := &l.Actions[i].Action
			j := i + 1
			for j < len(l.Actions) && l.Actions[j].Action.Kind == a.Kind && l.Actions[j].Action.Target == a.Target {
				j++
			}
			if !yield(l.Actions[i:j]) {
				return
			}
			i = j
		}
	}
}

// defaultOf is the form of a group the ruleset takes when the action names no weapon or
// square (Legal.Default), in a choice that means what its kind means (a swarm's strike, not a
// join); nil when there is none.
func defaultOf(b *combat.Battle, group []combat.Legal) *combat.Legal {
	for i := range group {
		x := &group[i]
		if x.Default && b.MeaningOf(x.Action) == x.Meaning {
			return x
		}
	}
	return nil
}

// firstOf is the first listed action of a meaning, or nil.
func firstOf(l *combat.Listing, m combat.Meaning) *combat.Legal {
	for x := range l.With(m) {
		return x
	}
	return nil
}

// aheadOfTheLine reports whether a charge by u at tg would take a healer or caster with no
// shot ahead of its side's fighters: no ally of u's stands beside tg.
func aheadOfTheLine(b *combat.Battle, u, tg *combat.Unit) bool {
	if rangeOf(u) > 0 || !support(u) {
		return false
	}
	for _, a := range b.Allies(u) {
		if b.Map.Adjacent(a.Pos, tg.Pos) {
			return false
		}
	}
	return true
}

// screen values screening ward, an ally next to u, with x (delvers-combat.md "Screen an
// Ally"): worth it for a shooter, a healer or a caster, or a wounded ally, that a foe can
// reach next turn, by a unit that is no shooter itself and no frailer than it, at a third of
// the blows of the two foes that could come at it hardest (none while another screens it),
// after any attack u has (it costs the move action, not the main one).
func (t *Tactician) screen(b *combat.Battle, u, ward *combat.Unit, x *combat.Legal) (scored, bool) {
	w := t.worthFor(b)
	if ward == nil || shooter(u) || u.MaxHP() < ward.MaxHP() || !shooter(ward) && !support(ward) && !combat.PastBreakingPoint(ward) {
		return scored{}, false
	}
	if slices.Contains(wards(b, u), ward) {
		return scored{}, false // already screening it
	}
	for _, a := range b.Allies(u) {
		if a != u && a.Active() && slices.Contains(wards(b, a), ward) {
			return scored{}, false // another screens it: a second body adds little, and stands idle
		}
	}
	sn := t.senseFor(b, u)
	var top [2]float64 // the two hardest blows of the foes that could come at it
	for _, e := range sn.foes {
		if e.Active() && b.Map.Distance(e.Pos, ward.Pos)*grid.FeetPerCell <= strikeReach(e) {
			v := w.expect(e, ward)
			switch {
			case v > top[0]:
				top[0], top[1] = v, top[0]
			case v > top[1]:
				top[1] = v
			}
		}
	}
	if top[0] == 0 {
		return scored{}, false // no foe can come at it next turn
	}
	// the blows it takes for the ward are still blows taken: what it saves is the ward's
	// frailty, a part of them (a half made the orcs of the field screen their archers, all
	// four, while the delvers charged)
	return candidate(x, 1+(top[0]+top[1])/3, "screen "+ward.Name), true
}

// wards are the allies u guards now, through the ruleset's hook (combat.Ruleset.Wards).
func wards(b *combat.Battle, u *combat.Unit) []*combat.Unit { return b.Rules.Wards(b, u) }

// screening reports whether u is guarding an ally.
func screening(b *combat.Battle, u *combat.Unit) bool { return len(wards(b, u)) > 0 }

// attackValue values an attack on tg with estimate e: expected damage, plus the chance to
// drop the target weighted by how dangerous it is, more for the wounded (for an attack on
// several foes, e sums them: their damage, and the foes it drops, e.Dropped, each weighed as
// the first; e.Kill, Hit, Min and Max are the first's alone), and the chance to break its
// morale (it leaves: lost to its side as a dead one, delvers-combat.md "Morale"). A foe
// beside a wounded ally is worth a quarter more: it may drop the ally next. A charge pays for
// its lost defence, and a shooter that charges gives up its bow's position.
func (t *Tactician) attackValue(b *combat.Battle, u, tg *combat.Unit, e combat.Estimate, m combat.Meaning) float64 {
	if t.Level == Easy {
		// A beginner hits whom it can as hard as it can: no eye for the foe it could drop,
		// the wounded, the dangerous or morale (its misjudgements come on top, in choose);
		// but its shooters and healers know their place, as normal's.
		return chargeWorth(u, e.Damage+1, m)
	}
	danger := float64(b.Rules.Threat(b, tg, u))
	wounded := 1 - float64(tg.HP)/float64(max(tg.MaxHP(), 1))
	s := e.Damage*(1+wounded) + e.Dropped()*(4+danger) + t.breakChance(b, tg, e)*(2+danger/2)
	if t.Level == Hard {
		s = e.Damage*(1+wounded) + e.Dropped()*(6+2*danger) + t.breakChance(b, tg, e)*(4+danger)
	}
	for _, a := range b.Allies(u) {
		if staggered(a) && b.Map.Adjacent(a.Pos, tg.Pos) {
			s *= 1.25
			break
		}
	}
	return chargeWorth(u, s, m) + 1 // any attack beats standing still
}

// chargeWorth is s, the worth of an attack of meaning m by u, less what a charge costs: its
// lost defence, and for a shooter, a healer or a caster, its place behind the line: a quarter
// of the worth, and not the point any attack has over standing still, so that it charges only
// a foe it all but drops.
func chargeWorth(u *combat.Unit, s float64, m combat.Meaning) float64 {
	if m != combat.MeanCharge {
		return s
	}
	s *= 0.85
	if rangeOf(u) > 0 || support(u) {
		s = s/4 - 1 // nor does it charge as any attack beats standing still
	}
	return s
}

// chargeRisk is what a charge x costs u where it ends: what it risks there (risk) more than
// where it stands.
func (t *Tactician) chargeRisk(b *combat.Battle, u *combat.Unit, x *combat.Legal) float64 {
	if x.Meaning != combat.MeanCharge || len(x.Action.Path) == 0 {
		return 0
	}
	c := t.caution(b, u)
	if c == 0 {
		return 0
	}
	sn := t.senseFor(b, u)
	end := x.Action.Path[len(x.Action.Path)-1]
	h := &t.here
	if h.u != u || h.at != len(b.Log) || h.b != b || h.p != u.Pos {
		h.u, h.b, h.at, h.p = u, b, len(b.Log), u.Pos
		h.danger = dangerWithin(b, sn, u.Pos, strikeReach(u)/grid.FeetPerCell+1, h.danger[:0])
		h.risk = t.riskAmong(b, sn, u, u.Pos, h.danger)
	}
	return c * max(0, t.riskAmong(b, sn, u, end, h.danger)-h.risk)
}

// breakChance is the chance an attack with estimate e drives tg past its breaking point
// without dropping it (taking a hit's damage as even between its least and most), where that
// would send it away: not fearless, not past it already, not one that clearly won't die.
func (t *Tactician) breakChance(b *combat.Battle, tg *combat.Unit, e combat.Estimate) float64 {
	if !t.breakable(b, tg) {
		return 0
	}
	return combat.IndividualBreakChance(b, tg, e)
}

// breakable reports whether a blow could send tg away by its own morale: not fearless, not
// past its breaking point already, not one that clearly won't die. It is worked out once a
// turn for each unit and its hit points (the foes it fears do not move in the side's turn):
// every level asks it of every attack it weighs, and the reach of the foes is costly to ask.
func (t *Tactician) breakable(b *combat.Battle, tg *combat.Unit) bool {
	m := &t.breaks
	key := b.Round*1000 + b.TurnIndex
	if m.key != key || m.b != b || len(m.v) != len(b.Units) {
		m.key, m.b = key, b
		m.v = append(m.v[:0], make([]int8, len(b.Units))...)
		m.hp = append(m.hp[:0], make([]int, len(b.Units))...)
	}
	i := index(tg)
	v := &m.v[i]
	if *v == 0 || m.hp[i] != tg.HP {
		*v, m.hp[i] = 1, tg.HP
		if _, fearless := combat.Fearless(tg); fearless || combat.IndividualPast(b, tg) || combat.ClearlyWontDie(b, tg) {
			*v = -1
		}
	}
	return *v > 0
}

// breakMemo keeps Tactician.breakable for one turn of a battle: per unit, 1 or -1 once known,
// and the hit points it was known for.
type breakMemo struct {
	key int
	b   *combat.Battle
	v   []int8
	hp  []int
}

// hereRisk keeps what u risks where it stands in one state of a battle (chargeRisk asks it of
// every charge).
type hereRisk struct {
	u    *combat.Unit
	b    *combat.Battle
	at   int
	p    grid.Pos
	risk float64
	// danger are the foes that could strike where its charges end (dangerWithin).
	danger []int
}

// rangeOf is the normal range of u's best ready missile weapon or ranged spell in feet (0: it
// has none).
func rangeOf(u *combat.Unit) int {
	r := 0
	for _, it := range u.Items {
		if it.Ready && (it.Weapon.Missile() || it.Weapon.Kind == combat.Spell) {
			r = max(r, it.Weapon.Range)
		}
	}
	return r
}

// ftoa writes a score briefly.
func ftoa(f float64) string { return strconv.FormatFloat(f, 'f', 1, 64) }
