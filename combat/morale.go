package combat

// Morale: the breaking points of units and groups, shared by every ruleset
// (delvers-combat.md "Morale"; DESIGN.md "ai: morale first"), and what decides them:
// whether a unit clearly won't die, whether its group is clearly winning, read from the
// battle (docs/rulings.md "Morale").

import (
	"fmt"
	"math"
	"strconv"
)

// fearlessTraits never retreat: delvers-combat.md "Morale" names undead, constructs, religious
// zealots and extremely militarised creatures.
var fearlessTraits = []string{"undead", "construct", "zealot", "militarised"}

// Fearless reports whether the unit ignores morale, and which trait makes it so.
func Fearless(u *Unit) (string, bool) {
	for _, t := range fearlessTraits {
		if u.Sheet.Has(t) {
			return t, true
		}
	}
	return "", false
}

// mookTrait marks a mook (13th Age): the mooks of one kind on a side are a mob, which morale
// counts as one of its side's numbers and one individual (docs/rulings.md "Morale: mooks").
const mookTrait = "mook"

// mountTrait marks a mount (Realms): ridden, it leaves the field with its rider; it is no
// fighter of its side's numbers (docs/rulings.md "Morale: mounts").
const mountTrait = "mount"

// mob is the mooks of u's kind on u's side, u among them, all it began with whatever their
// state; nil when u is no mook.
func mob(b *Battle, u *Unit) []*Unit {
	if !u.Sheet.Has(mookTrait) || u.Kind == "" {
		return nil
	}
	var out []*Unit
	for _, v := range b.Units {
		if v.Side == u.Side && v.Kind == u.Kind && v.Sheet.Has(mookTrait) {
			out = append(out, v)
		}
	}
	return out
}

// Individual is what morale reads of one individual: a unit, or a mook's whole mob. HP is
// what it has left (the mob's active mooks'), most what it began with.
func Individual(b *Battle, u *Unit) (hp, most int) {
	m := mob(b, u)
	if m == nil {
		return u.HP, u.MaxHP()
	}
	for _, v := range m {
		most += v.MaxHP()
		if v.Active() {
			hp += v.HP
		}
	}
	return hp, most
}

// PastBreakingPoint reports whether an individual has lost at least half of its hp
// (delvers-combat.md "Morale": individuals retreat after losing half their HP); a mook is
// past it when its mob is.
func PastBreakingPoint(u *Unit) bool {
	return 2*(u.MaxHP()-u.HP) >= u.MaxHP()
}

// IndividualPast is PastBreakingPoint read as the text counts an individual: a mook's whole
// mob (Individual).
func IndividualPast(b *Battle, u *Unit) bool {
	hp, most := Individual(b, u)
	return 2*(most-hp) >= most
}

// strikesNext reports whether e could strike u before u's next turn, as the crow flies: a
// move and a charge's worth of ground (twice its speed) and a step, or a shot from there.
func strikesNext(b *Battle, e, u *Unit) bool {
	reach := 2*e.Sheet.Speed + 5
	for _, it := range e.Items {
		if w := it.Weapon; it.Ready && (w.Missile() || w.Kind == Spell) {
			reach = max(reach, e.Sheet.Speed+max(w.Range, w.LongRange))
		}
	}
	return b.Map.Distance(e.Pos, u.Pos)*5 <= reach
}

// ClearlyWontDie reports whether u would survive every active enemy that could reach it
// before its next turn hitting it as hard as it can once: its hp (a mob's, together) is more
// than the sum of their threats (docs/rulings.md "Morale").
func ClearlyWontDie(b *Battle, u *Unit) bool {
	hp, _ := Individual(b, u)
	return hp > threatOn(b, u)
}

// threatOn sums the most damage each active enemy that could reach u before its next turn
// deals it with one hit.
func threatOn(b *Battle, u *Unit) int {
	total := 0
	for _, e := range b.Enemies(u) {
		if strikesNext(b, e, u) {
			total += b.Rules.Threat(b, e, u)
		}
	}
	return total
}

// leaving reports whether u has broken by its own morale and leaves the field (the group's
// clause aside): past its breaking point, not clearly safe, not fearless, and not a hero that
// goes only with its party (WithParty).
func leaving(b *Battle, u *Unit) bool {
	if _, ok := Fearless(u); ok || WithParty(b, u) {
		return false
	}
	return IndividualPast(b, u) && !ClearlyWontDie(b, u)
}

// WithParty reports whether u leaves the battle only with its party, never alone: a hero
// under rules whose heroes flee together (13th Age, "Fleeing is a party action": the ruleset
// has an action meaning MeanFlee). Its own breaking point sends it nowhere; the group's does,
// as the party's flee (docs/rulings.md "The AI with 13th Age").
func WithParty(b *Battle, u *Unit) bool {
	if !u.Sheet.Hero {
		return false
	}
	for _, k := range b.Kinds() {
		if k.Meaning == MeanFlee {
			return true
		}
	}
	return false
}

// Weight is how much of its side's numbers u is, as the group rule counts them (Numbers): a
// mount none, a mook its share of its mob, any other unit one.
func Weight(b *Battle, u *Unit) float64 { return weight(b, u) }

// weight is Weight.
func weight(b *Battle, u *Unit) float64 {
	if u.Sheet.Has(mountTrait) {
		return 0
	}
	if m := mob(b, u); m != nil {
		return 1 / float64(len(m))
	}
	return 1
}

// Numbers is a side's starting numbers and those it has lost (dead, down or fled), as the
// group rule counts them: a mob of mooks is one, each mook lost a share of it; a mount is
// none (docs/rulings.md "Morale").
func Numbers(b *Battle, side int) (lost, start float64) {
	// a mob's share is counted by the mob, lost mooks over its size, so that a mob wholly
	// lost is exactly one (not six sixths summed)
	type share struct{ lost, of int }
	var mobs map[string]*share
	for _, u := range b.Units {
		if u.Side != side || u.Sheet.Has(mountTrait) {
			continue
		}
		if u.Sheet.Has(mookTrait) && u.Kind != "" {
			if mobs == nil {
				mobs = map[string]*share{}
			}
			m := mobs[u.Kind]
			if m == nil {
				m = &share{}
				mobs[u.Kind] = m
				start++
			}
			m.of++
			if u.Status != Active {
				m.lost++
			}
			continue
		}
		start++
		if u.Status != Active {
			lost++
		}
	}
	for _, m := range mobs {
		lost += float64(m.lost) / float64(m.of)
	}
	return lost, start
}

// GroupPastBreakingPoint reports whether a side has lost a third of its starting numbers
// (delvers-combat.md "Morale": to death or retreat; going down counts, docs/rulings.md). A
// fearless side, whose every unit is undead, a construct, a zealot or militarised, has no
// breaking point ("notable exceptions" to prizing survival).
func GroupPastBreakingPoint(b *Battle, side int) bool {
	return !FearlessSide(b, side) && groupPast(b, side, nil)
}

// FearlessSide reports whether every unit a side began with is fearless, so that the group
// never retreats (delvers-combat.md "Morale"); its mounts, none of its numbers, aside. A side
// with no units but mounts is not.
func FearlessSide(b *Battle, side int) bool {
	n := 0
	for _, u := range b.Units {
		if u.Side != side || u.Sheet.Has(mountTrait) {
			continue // a mount is none of its side's numbers (Numbers)
		}
		if _, ok := Fearless(u); !ok {
			return false
		}
		n++
	}
	return n > 0
}

// groupPast reports whether a side has lost a third of its starting numbers, counting unit
// more as lost besides those it has (nil: none).
func groupPast(b *Battle, side int, more *Unit) bool {
	lost, start := Numbers(b, side)
	if more != nil && more.Active() {
		lost += weight(b, more)
	}
	return start > 0 && 3*lost >= start-1e-9
}

// Strength is what a side can still deal and take (docs/rulings.md "Morale: clearly
// winning"): its units holding the field (active, not broken by their own morale), their hit
// points and the damage they are expected to deal a round, each its best attack's expected
// damage (misses' too) on the foes holding the field, on average.
type Strength struct {
	Units int
	HP    int
	Deal  float64
}

// Power is a side's fighting strength by Lanchester's square law for aimed fire: the damage
// it deals a round times the hit points it can lose. Two sides' powers compare as the
// squares of their numbers would: the stronger wins, keeping about √(1 − weaker/stronger) of
// itself.
func (s Strength) Power() float64 { return s.Deal * float64(s.HP) }

// String writes a side's strength: "3 units, 25 hp, dealing 11.0 a round" ("1 unit").
func (s Strength) String() string {
	return fmt.Sprintf("%s, %d hp, dealing %.1f a round", count(s.Units, "unit"), s.HP, s.Deal)
}

// count writes n things: "1 unit", "3 units".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return strconv.Itoa(n) + " " + thing + "s"
}

// ClearMargin is how much stronger than its enemies a side must be to be clearly winning: twice
// their power, so that it expects to come out of the fight with about seven tenths of its
// own (√(1 − ½)).
const ClearMargin = 2

// Strengths are side's strength and its enemies' together, each unit without (nil: none)
// left out as if it had dropped.
//
// The state changes only by events, so the answer is kept until the log grows: the AI and
// the listings ask it many times a turn (each listing's run, each weighing of a side). What
// is kept is never changed once kept: an answer worked out anew is kept in a fresh copy that
// replaces it atomically, so that the screen may ask while the AI thinks on the same battle
// (play.Match.Think), and each asker gets the answer the battle's state gives.
func Strengths(b *Battle, side int, without *Unit) (own, enemy Strength) {
	m := b.strengths.Load()
	if m != nil && (m.log != len(b.Log) || m.units != len(b.Units)) {
		m = nil // the battle has changed since
	}
	if m != nil {
		for _, k := range m.kept {
			if k.side == side && k.without == without {
				return k.own, k.enemy
			}
		}
	}
	own, enemy = strengths(b, side, without)
	n := &strengthMemo{log: len(b.Log), units: len(b.Units)}
	if m != nil {
		kept := m.kept[max(0, len(m.kept)-maxKeptStrengths+1):]
		n.kept = make([]keptStrength, len(kept), len(kept)+1)
		copy(n.kept, kept)
	}
	n.kept = append(n.kept, keptStrength{side: side, without: without, own: own, enemy: enemy})
	b.strengths.Store(n)
	return own, enemy
}

// maxKeptStrengths is how many answers of Strengths are kept for one state of the battle
// (each side's, and each side's without a unit the AI or the preview weighs dropping).
const maxKeptStrengths = 32

// strengthMemo keeps Strengths' answers for the battle as its log last stood; it is not
// changed once kept (Strengths).
type strengthMemo struct {
	log, units int // len(b.Log) and len(b.Units) when kept
	kept       []keptStrength
}

// keptStrength is one answer of Strengths.
type keptStrength struct {
	side       int
	without    *Unit
	own, enemy Strength
}

// strengths is Strengths worked out.
func strengths(b *Battle, side int, without *Unit) (own, enemy Strength) {
	var holding []*Unit
	for _, u := range b.Units {
		if u.Active() && u != without && !leaving(b, u) {
			holding = append(holding, u)
		}
	}
	for _, u := range holding {
		s := &enemy
		if u.Side == side {
			s = &own
		}
		s.Units++
		s.HP += u.HP
		deal, n := 0.0, 0
		for _, e := range holding {
			if e.Side == u.Side {
				continue
			}
			est, odds := EstimateThreat(b, u, e)
			if !odds {
				est.Damage = float64(est.Max) / 2 // only the worst blow is known
			}
			deal += est.Damage
			n++
		}
		if n > 0 {
			s.Deal += deal / float64(n)
		}
	}
	return own, enemy
}

// ClearlyWinning reports whether a side is clearly winning, read from the battle: its units
// holding the field have at least ClearMargin times the power of all its enemies holding it
// (Strength.Power: the damage they deal a round times their hit points), so numbers, what
// each side deals and can take, and who still holds the field all count (docs/rulings.md).
func ClearlyWinning(b *Battle, side int) bool {
	ok, _, _ := clearlyWinning(b, side, nil)
	return ok
}

// clearlyWinning is ClearlyWinning with unit without dropped, and the strengths that decide
// it (winningWhy writes them).
func clearlyWinning(b *Battle, side int, without *Unit) (ok bool, own, enemy Strength) {
	own, enemy = Strengths(b, side, without)
	return own.Units > 0 && own.Power() >= ClearMargin*enemy.Power(), own, enemy
}

// winningWhy writes the figures that decide whether a side is clearly winning: "6 units, 34
// hp, dealing 6.3 a round (power 214) against the foes' 3 units, 62 hp, dealing 16.4 a round
// (power 1014)".
func winningWhy(own, enemy Strength) string {
	return fmt.Sprintf("%s (power %.0f) against the foes' %s (power %.0f)", own, own.Power(), enemy, enemy.Power())
}

// margin writes ClearMargin as a multiple: "twice".
func margin() string {
	if ClearMargin == 2 {
		return "twice"
	}
	return strconv.FormatFloat(ClearMargin, 'g', -1, 64) + " times"
}

// number writes a count of numbers to a tenth: "2", or "2.4" for a share of a mob (never
// "2.0").
func number(x float64) string {
	r := math.Round(x*10) / 10
	if r == math.Trunc(r) {
		return strconv.Itoa(int(r))
	}
	return strconv.FormatFloat(r, 'f', 1, 64)
}

// Lost writes how much of its numbers a side has lost: "4 of 10", "1.6 of 4".
func Lost(b *Battle, side int) string {
	lost, start := Numbers(b, side)
	return number(lost) + " of " + number(start)
}

// ShouldRetreat reports whether morale tells a unit to retreat, and why, with the figures that
// decided it: past its own breaking point unless it clearly won't die, or its group past its
// breaking point unless clearly winning. Fearless units never retreat. Controllers decide
// what to do with the answer.
func ShouldRetreat(b *Battle, u *Unit) (bool, string) {
	if !u.Active() {
		return false, ""
	}
	if t, ok := Fearless(u); ok {
		return false, t + ": never retreats"
	}
	if IndividualPast(b, u) && !WithParty(b, u) {
		hp, most := Individual(b, u)
		if th := threatOn(b, u); hp <= th {
			who := "it"
			if mob(b, u) != nil {
				who = "its mob"
			}
			return true, fmt.Sprintf("%s lost half its hp (%d of %d left), and the foes that could reach it deal up to %d", who, hp, most, th)
		}
	}
	return GroupRetreats(b, u.Side)
}

// GroupRetreats reports whether a side's group clause of morale sends it away, and why with
// the figures: past its group breaking point and not clearly winning.
func GroupRetreats(b *Battle, side int) (bool, string) {
	if !GroupPastBreakingPoint(b, side) {
		return false, ""
	}
	ok, own, enemy := clearlyWinning(b, side, nil)
	if ok {
		return false, ""
	}
	mobs := ""
	for _, u := range b.Units {
		if u.Side == side && mob(b, u) != nil {
			mobs = " (a mob of mooks counts as one)"
			break
		}
	}
	return true, fmt.Sprintf("%s lost %s%s, not clearly winning: %s, short of %s their power",
		b.Sides[side].Name, Lost(b, side), mobs, winningWhy(own, enemy), margin())
}

// BreakChance is the chance that one attack with estimate e leaves u at its breaking point
// (half its hp or less) without taking it out of the fight: the chance to hit times the share
// of the damage range that deals at least the hp above half, less the chance to drop it. It
// does not ask whether u is fearless, past the point already or clearly won't die.
func BreakChance(u *Unit, e Estimate) float64 {
	return breakChance(u.HP, u.MaxHP(), e)
}

// breakChance is BreakChance for an individual with hp of most left.
func breakChance(hp, most int, e Estimate) float64 {
	need := hp - most/2 // damage that leaves it at half or less
	atLeast := 0.0
	switch {
	case need <= e.Min:
		atLeast = 1
	case need <= e.Max:
		atLeast = float64(e.Max-need+1) / float64(e.Max-e.Min+1)
	}
	return max(0, e.Hit*atLeast-e.Kill)
}

// IndividualBreakChance is BreakChance read as the text counts an individual: a mook's
// mob, whose hit points the attack's damage spills over.
func IndividualBreakChance(b *Battle, u *Unit, e Estimate) float64 {
	hp, most := Individual(b, u)
	return breakChance(hp, most, e)
}

// MoraleOutlook is what an attack may do to its target's morale, for the attack preview
// (delvers-combat.md "Morale").
type MoraleOutlook struct {
	// Fearless names the trait that keeps the target from ever retreating ("" if none).
	Fearless string
	// Retreating says why the target's morale has broken already ("" while it holds).
	Retreating string
	// Breaks is the chance the attack leaves the target at its own breaking point (BreakChance);
	// 0 when reaching it would not make it retreat, as it clearly won't die.
	Breaks float64
	// Drops is the chance the attack takes it out of the fight (the estimate's Kill).
	Drops float64
	// GroupBreaks is whether its dropping would take its side past its group breaking point,
	// a third of its numbers lost, with its side not clearly winning without it.
	GroupBreaks bool
}

// Outlook is what an attack with estimate e may do to t's morale.
func Outlook(b *Battle, t *Unit, e Estimate) MoraleOutlook {
	if trait, ok := Fearless(t); ok {
		return MoraleOutlook{Fearless: trait}
	}
	if retreat, why := ShouldRetreat(b, t); retreat {
		return MoraleOutlook{Retreating: why}
	}
	o := MoraleOutlook{Drops: e.Kill}
	if !IndividualPast(b, t) && !ClearlyWontDie(b, t) && !WithParty(b, t) {
		o.Breaks = IndividualBreakChance(b, t, e)
	}
	if !GroupPastBreakingPoint(b, t.Side) && groupPast(b, t.Side, t) {
		winning, _, _ := clearlyWinning(b, t.Side, t)
		o.GroupBreaks = !winning
	}
	return o
}

// noteMorale records each side the first time it reaches its group breaking point, and each
// individual that has just reached its own (a mob once, as its first mook), as MoraleBroken
// events for the log and the AI.
func (b *Battle) noteMorale() {
	for i, s := range b.Sides {
		if !s.Broken && GroupPastBreakingPoint(b, i) {
			lost, start := Numbers(b, i)
			b.Emit(MoraleBroken{Side: s.Name, Why: "lost " + number(lost) + " of its " + number(start)})
		}
	}
	for _, u := range b.Units {
		if !u.Active() || u.Broken || !IndividualPast(b, u) {
			continue
		}
		if _, ok := Fearless(u); ok {
			continue
		}
		hp, most := Individual(b, u)
		why := fmt.Sprintf("lost half its hp (%d of %d left)", hp, most)
		if mob(b, u) != nil {
			why = fmt.Sprintf("its mob lost half its hp (%d of %d left)", hp, most)
		}
		b.Emit(MoraleBroken{Unit: u.Name, Why: why})
	}
}
