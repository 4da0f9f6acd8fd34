package realms

// Benchmarks: a listing of every legal action of the unit in turn at the start of a battle in
// the soak's rooms (squares and hexes), and whole random battles.

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
	"skirmish/internal/cpubench"
)

// BenchmarkList lists everything the first unit in turn may do, its whole movement left, in
// the soak's square and hex rooms, into a reused Listing; actions reports how many.
func BenchmarkList(b *testing.B) {
	for _, room := range []string{"square", "hex"} {
		b.Run(room, func(b *testing.B) {
			bt, err := combat.New(soakSetup(b, room, 1))
			if err != nil {
				b.Fatal(err)
			}
			if err := bt.Start(); err != nil {
				b.Fatal(err)
			}
			var u *combat.Unit
			for _, v := range bt.Units {
				if bt.InTurnNow(v) {
					u = v
				}
			}
			rulestest.BenchList(b, bt, u)
		})
	}
}

// BenchmarkRandomBattle plays a random battle of the soak without its checks.
func BenchmarkRandomBattle(b *testing.B) {
	meter := cpubench.Start(b)
	for meter.Loop() {
		play(b, "hex", 3, false)
	}
}
