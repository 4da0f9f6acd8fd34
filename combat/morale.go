package combat

// Morale: the breaking points of units and groups, shared by every ruleset
// (delvers-combat.md "Morale"; DESIGN.md "ai: morale first").

import "fmt"

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

// PastBreakingPoint reports whether a unit has lost at least half of its hp
// (delvers-combat.md "Morale": individuals retreat after losing half their HP).
func PastBreakingPoint(u *Unit) bool {
	return 2*(u.MaxHP()-u.HP) >= u.MaxHP()
}

// ClearlyWontDie reports whether u would survive every active enemy hitting it as hard as it
// can in one round: its hp is more than the sum of their threats (docs/rulings.md).
func ClearlyWontDie(b *Battle, u *Unit) bool {
	total := 0
	for _, e := range b.Enemies(u) {
		total += b.Rules.Threat(b, e, u)
	}
	return u.HP > total
}

// Losses returns how many of a side's starting units are dead, down or fled.
func Losses(b *Battle, side int) int {
	n := 0
	for _, u := range b.Units {
		if u.Side == side && u.Status != Active {
			n++
		}
	}
	return n
}

// GroupPastBreakingPoint reports whether a side has lost a third of its starting numbers
// (delvers-combat.md "Morale": to death or retreat; going down counts, docs/rulings.md). A
// fearless side, whose every unit is undead, a construct, a zealot or militarised, has no
// breaking point ("notable exceptions" to prizing survival).
func GroupPastBreakingPoint(b *Battle, side int) bool {
	return !FearlessSide(b, side) && groupPast(b, side, 0)
}

// FearlessSide reports whether every unit a side began with is fearless, so that the group
// never retreats (delvers-combat.md "Morale"). A side with no units is not.
func FearlessSide(b *Battle, side int) bool {
	n := 0
	for _, u := range b.Units {
		if u.Side != side {
			continue
		}
		if _, ok := Fearless(u); !ok {
			return false
		}
		n++
	}
	return n > 0
}

// groupPast reports whether a side has lost a third of its starting numbers, counting more
// units lost besides those it has.
func groupPast(b *Battle, side, more int) bool {
	return 3*(Losses(b, side)+more) >= b.Sides[side].Start && b.Sides[side].Start > 0
}

// ActiveHP sums the hp of a side's units still fighting.
func ActiveHP(b *Battle, side int) int {
	n := 0
	for _, u := range b.Units {
		if u.Side == side && u.Active() {
			n += u.HP
		}
	}
	return n
}

// ClearlyWinning reports whether a side's fighters have at least twice the hp of all its
// enemies' fighters together (docs/rulings.md).
func ClearlyWinning(b *Battle, side int) bool { return clearlyWinningWithout(b, side, 0) }

// clearlyWinningWithout is ClearlyWinning with hp fewer hit points on side's own part (a unit
// of it dropped).
func clearlyWinningWithout(b *Battle, side, hp int) bool {
	enemy := 0
	for i := range b.Sides {
		if i != side {
			enemy += ActiveHP(b, i)
		}
	}
	return ActiveHP(b, side)-hp >= 2*enemy
}

// ShouldRetreat reports whether morale tells a unit to retreat, and why: past its own breaking
// point unless it clearly won't die, or its group past its breaking point unless clearly
// winning. Fearless units never retreat. Controllers decide what to do with the answer.
func ShouldRetreat(b *Battle, u *Unit) (bool, string) {
	if !u.Active() {
		return false, ""
	}
	if t, ok := Fearless(u); ok {
		return false, t + ": never retreats"
	}
	if PastBreakingPoint(u) && !ClearlyWontDie(b, u) {
		return true, fmt.Sprintf("lost half its hp (%d of %d left)", u.HP, u.MaxHP())
	}
	if GroupPastBreakingPoint(b, u.Side) && !ClearlyWinning(b, u.Side) {
		s := b.Sides[u.Side]
		return true, fmt.Sprintf("%s lost %d of %d and is not clearly winning", s.Name, Losses(b, u.Side), s.Start)
	}
	return false, ""
}

// BreakChance is the chance that one attack with estimate e leaves u at its breaking point
// (half its hp or less) without taking it out of the fight: the chance to hit times the share
// of the damage range that deals at least the hp above half, less the chance to drop it. It
// does not ask whether u is fearless, past the point already or clearly won't die.
func BreakChance(u *Unit, e Estimate) float64 {
	need := u.HP - u.MaxHP()/2 // damage that leaves it at half or less
	atLeast := 0.0
	switch {
	case need <= e.Min:
		atLeast = 1
	case need <= e.Max:
		atLeast = float64(e.Max-need+1) / float64(e.Max-e.Min+1)
	}
	return max(0, e.Hit*atLeast-e.Kill)
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
	// a third of its numbers lost, with its side not clearly winning once its hp are gone.
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
	if !PastBreakingPoint(t) && !ClearlyWontDie(b, t) {
		o.Breaks = BreakChance(t, e)
	}
	o.GroupBreaks = !GroupPastBreakingPoint(b, t.Side) && groupPast(b, t.Side, 1) && !clearlyWinningWithout(b, t.Side, t.HP)
	return o
}

// noteMorale records each side the first time it reaches its group breaking point, and each
// unit that has just reached its own, as MoraleBroken events for the log and the AI.
func (b *Battle) noteMorale() {
	for i, s := range b.Sides {
		if !s.Broken && GroupPastBreakingPoint(b, i) {
			b.Emit(MoraleBroken{Side: s.Name, Why: fmt.Sprintf("lost %d of its %d", Losses(b, i), s.Start)})
		}
	}
	for _, u := range b.Units {
		if !u.Active() || !PastBreakingPoint(u) || u.Broken {
			continue
		}
		if _, ok := Fearless(u); ok {
			continue
		}
		b.Emit(MoraleBroken{Unit: u.Name, Why: fmt.Sprintf("lost half its hp (%d of %d left)", u.HP, u.MaxHP())})
	}
}
