package delvers

// Falling: mortally injured heroes, slain creatures, dying, and what a fallen unit lets go of.

import (
	"skirmish/combat"
)

// DyingRounds is how many rounds a mortally injured unit lives without first aid: it dies at
// the end of the sixth round after the one it fell in (docs/rulings.md, after Worlds Without
// Number's six rounds).
const DyingRounds = 6

// fall takes a unit at 0 hp out of the fight: a hero is mortally injured (down, dying), a
// creature is slain (docs/rulings.md: the text names Mortally Injured without its rules).
func fall(b *combat.Battle, u *combat.Unit) {
	if u.Sheet.Hero {
		b.Emit(combat.StatusChanged{Unit: u.Name, Status: combat.Down, Why: "mortally injured at 0 hp"})
	} else {
		b.Emit(combat.StatusChanged{Unit: u.Name, Status: combat.Dead, Why: "slain at 0 hp"})
	}
	letGo(b, u)
}

// letGo ends what a unit leaving the fight was doing to others and others to it: grapples it
// holds or is held in, screens it gives, swarms it joined.
func letGo(b *combat.Battle, u *combat.Unit) {
	for _, v := range b.Units {
		for _, c := range append([]combat.Condition(nil), v.Conditions...) {
			switch {
			case v == u && (c.Name == Grappling || c.Name == Grappled || c.Name == Holding || c.Name == TotalDefense):
				b.Emit(combat.ConditionRemoved{Unit: v.Name, Name: c.Name, Source: c.Source, Why: u.Name + " is out of the fight"})
			case v != u && c.Source == u.Name && (c.Name == Grappled || c.Name == Grappling || c.Name == Screened || c.Name == Swarmed):
				b.Emit(combat.ConditionRemoved{Unit: v.Name, Name: c.Name, Source: c.Source, Why: u.Name + " is out of the fight"})
			}
		}
	}
}

// dying kills, at the end of a round, each mortally injured unit that has been down for
// DyingRounds full rounds without being stabilised.
func dying(b *combat.Battle) {
	for _, u := range b.Units {
		if u.Status == combat.Down && !u.Is(Stabilised) && b.Round-u.DownRound >= DyingRounds {
			b.Emit(combat.StatusChanged{Unit: u.Name, Status: combat.Dead, Why: "died of a mortal injury"})
		}
	}
}
