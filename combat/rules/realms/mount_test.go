package realms

// Tests of mounts: moving at the mount's speed, mounting and dismounting for half the speed with
// the distance moved taken off the new speed, and a falling mount throwing its rider
// (enchanted-realms-combat.txt "Movemment", "Different Modes", "Knocked Down", "Reactions").

import (
	"testing"

	"skirmish/combat"
)

// rider is a mounted swordsman of speed 30 on a 60-ft horse of 6 body points.
var rider = with(swordsman, func(s *combat.Sheet) {
	s.Traits = []string{"mounted"}
	s.Defenses = map[string]int{"mount speed": 60, "mount body": 6}
})

// horse is a large mount of speed 60.
var horse = combat.Sheet{HP: 6, AC: 12, Speed: 60, Size: 10, Traits: []string{"mount"},
	Weapons: []combat.Weapon{{Name: "hooves", Kind: combat.Melee, Damage: combat.Roll{Bonus: 1}, Effects: []string{"blunt"}}}}

// TestMounts: the rider moves at the mount's speed; dismounting costs half the rider's own
// speed, and what is left is its own speed less the distance already moved; mounting a mount
// within 5 ft likewise.
func TestMounts(t *testing.T) {
	t.Run("riding: 60 ft of movement", func(t *testing.T) {
		f := lone(t, "A...........", map[rune]who{'A': hero(rider)}, "A")
		if f.U("A").Left(slotMove) != 60 || !f.U("A").Is(Mounted) {
			t.Fatalf("the rider has %d ft, mounted %v; want 60, mounted", f.U("A").Left(slotMove), f.U("A").Is(Mounted))
		}
		f.Act(to("A", 11, 0))
	})
	t.Run("dismounting at once: 30 − 15 = 15 ft left on foot", func(t *testing.T) {
		f := lone(t, "A....", map[rune]who{'A': hero(rider)}, "A")
		f.Act(act(KindDismount, "A", ""))
		if f.U("A").Is(Mounted) || f.U("A").Left(slotMove) != 15 {
			t.Fatalf("after dismounting: mounted %v, %d ft; want on foot, 15 ft", f.U("A").Is(Mounted), f.U("A").Left(slotMove))
		}
	})
	t.Run("dismounting after riding 20 ft: 30 − 20 − 15 leaves nothing (0 or less: the new speed is not used)", func(t *testing.T) {
		f := lone(t, "A....", map[rune]who{'A': hero(rider)}, "A")
		f.Act(to("A", 4, 0))
		f.Act(act(KindDismount, "A", ""))
		if f.U("A").Left(slotMove) != 0 {
			t.Fatalf("%d ft left, want 0", f.U("A").Left(slotMove))
		}
	})
	t.Run("mounting a horse within 5 ft: 15 ft, then 60 − 15 = 45 ft at its speed", func(t *testing.T) {
		f := lone(t, "AH........", map[rune]who{'A': hero(swordsman), 'H': hero(horse)}, "AH")
		f.Act(act(KindMount, "A", "H"))
		if !f.U("A").Is(Mounted) || f.U("A").Left(slotMove) != 45 || f.U("H").Active() {
			t.Fatalf("mounted %v, %d ft, horse %s; want mounted, 45 ft, the horse ridden", f.U("A").Is(Mounted), f.U("A").Left(slotMove), f.U("H").Status)
		}
	})
	t.Run("mounting a horse is no casualty: two riders and a horse have lost 0 of 2, no breaking point (it read lost 1 of its 3)", func(t *testing.T) {
		f := lone(t, "AHB.......", map[rune]who{'A': hero(swordsman), 'H': hero(horse), 'B': hero(swordsman)}, "AHB")
		f.Act(act(KindMount, "A", "H"))
		if lost, start := combat.Numbers(f.Battle, f.U("A").Side); lost != 0 || start != 2 {
			t.Errorf("after mounting: lost %v of %v, want 0 of 2 (docs/rulings.md \"Morale: mounts\")", lost, start)
		}
		for _, e := range f.Battle.Log {
			if m, ok := e.(combat.MoraleBroken); ok {
				t.Errorf("a morale event after mounting: %+v", m)
			}
		}
	})
	t.Run("a horse two hexes away: refused", func(t *testing.T) {
		f := lone(t, "hex: rows odd\nA . H . .", map[rune]who{'A': hero(swordsman), 'H': hero(horse)}, "AH")
		f.Refused(act(KindMount, "A", "H"), "Movemment", "not within 5 ft")
	})
	for _, c := range []struct {
		name  string
		react bool
		prone bool
	}{{"the mount tripped: the rider dismounts as its reaction, on its feet, 15 ft left", true, false}, {"the mount tripped: no reaction, the rider falls prone, 15 ft left", false, true}} {
		t.Run(c.name, func(t *testing.T) {
			f := setup(t, "BA", map[rune]who{'A': hero(rider), 'B': foe(brute)}, "BA", 9, 3)
			f.React["A "+KindLandSafely] = c.react
			f.Act(combat.Action{Kind: KindShove, Unit: "B", Target: "A", Choice: ChoiceTrip})
			if f.U("A").Is(Mounted) || f.U("A").Is(Prone) != c.prone {
				t.Fatalf("mounted %v, prone %v; want thrown, prone %v", f.U("A").Is(Mounted), f.U("A").Is(Prone), c.prone)
			}
			// off the horse, the rider goes on at its own 30 ft less the 15 of dismounting
			if left := f.U("A").Left(slotMove); left != 15 {
				t.Fatalf("%d ft left, want 30 − 15 = 15, not the horse's 60", left)
			}
		})
	}
}
