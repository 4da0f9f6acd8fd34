package delvers

// Benchmarks of the gate: an attack resolved, a unit's options listed, a random battle played.

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
	"skirmish/internal/cpubench"
)

// BenchmarkMeleeAttack resolves one melee attack (roll, terms, damage) through Battle.Do.
func BenchmarkMeleeAttack(b *testing.B) {
	units := map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", with(orc, func(s *combat.Sheet) { s.HP = 10000 }), nil}}
	f := setup(b, "Ag", units)
	b.ReportAllocs()
	meter := cpubench.Start(b)
	for meter.Loop() {
		if _, err := f.Do(act(KindMelee, "A", "g")); err != nil || f.Over {
			meter.Pause()
			f = setup(b, "Ag", units)
			meter.Resume()
		}
		if f.U("A").Left(slotMain) == 0 {
			meter.Pause()
			f.EndTurn()
			f.EndTurn()
			meter.Resume()
		}
	}
}

// soakRoom is the soak's room, its battle started.
func soakRoom(b *testing.B) *combat.Battle {
	bt, err := combat.New(soakSetup(b, 1))
	if err != nil {
		b.Fatal(err)
	}
	bt.Start()
	return bt
}

// BenchmarkList lists every legal action of a unit in the soak's room, into a reused Listing.
func BenchmarkList(b *testing.B) {
	bt := soakRoom(b)
	rulestest.BenchList(b, bt, bt.Units[0])
}

// BenchmarkRandomBattle plays a whole battle of random legal actions (8 units), without the
// soak test's invariant checks.
func BenchmarkRandomBattle(b *testing.B) {
	seed := uint64(0)
	b.ReportAllocs()
	meter := cpubench.Start(b)
	for meter.Loop() {
		seed++
		playChecked(b, seed, false)
	}
}

// BenchmarkListDefaults lists what the AI asks of a unit in the soak's room: the meanings it
// plays, in the forms the ruleset takes by itself.
func BenchmarkListDefaults(b *testing.B) {
	bt := soakRoom(b)
	u := bt.Units[0]
	var l combat.Listing
	only := []combat.Meaning{combat.MeanMelee, combat.MeanRanged, combat.MeanCharge, combat.MeanGangUp,
		combat.MeanMove, combat.MeanGuard, combat.MeanStandUp, combat.MeanReload, combat.MeanLeave, combat.MeanWithdraw}
	b.ReportAllocs()
	meter := cpubench.Start(b)
	for meter.Loop() {
		bt.ListDefaults(u, &l, only...)
	}
	b.ReportMetric(float64(len(l.Actions)), "actions")
}
