package delvers

// Benchmarks of the gate: an attack resolved, a unit's options listed, a random battle played.

import (
	"testing"

	"skirmish/combat"
)

// BenchmarkMeleeAttack resolves one melee attack (roll, terms, damage) through Battle.Do.
func BenchmarkMeleeAttack(b *testing.B) {
	units := map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", with(orc, func(s *combat.Sheet) { s.HP = 10000 }), nil}}
	f := setup(b, "Ag", units)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := f.Do(act(KindMelee, "A", "g")); err != nil || f.Over {
			b.StopTimer()
			f = setup(b, "Ag", units)
			b.StartTimer()
		}
		if f.u("A").Left(slotMain) == 0 {
			b.StopTimer()
			f.endTurn()
			f.endTurn()
			b.StartTimer()
		}
	}
}

// BenchmarkOptions lists every option of a unit in the middle of the soak's room.
func BenchmarkOptions(b *testing.B) {
	bt, err := combat.New(soakSetup(b, 1))
	if err != nil {
		b.Fatal(err)
	}
	bt.Start()
	u := bt.Units[0]
	b.ReportAllocs()
	for b.Loop() {
		bt.Options(u)
	}
}

// BenchmarkRandomBattle plays a whole battle of random legal actions (8 units), without the
// soak test's invariant checks.
func BenchmarkRandomBattle(b *testing.B) {
	seed := uint64(0)
	b.ReportAllocs()
	for b.Loop() {
		seed++
		playChecked(b, seed, false)
	}
}
