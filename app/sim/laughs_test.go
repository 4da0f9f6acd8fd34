package sim

// The laughable plays (ai.Laughs, docs/ai.md "Laughable plays") on the bundled maps, at
// normal on every side: each counter stays at or near zero.

import (
	"io"
	"path/filepath"
	"testing"

	"skirmish/ai"
	_ "skirmish/combat/rules/age13"   // every ruleset's bundled maps
	_ "skirmish/combat/rules/d20lite" // every ruleset's bundled maps
	_ "skirmish/combat/rules/realms"  // every ruleset's bundled maps
)

// laughBattles is how many battles a map each ruleset plays in TestLaughsNearZero.
const laughBattles = 5

func TestLaughsNearZero(t *testing.T) {
	square, _ := filepath.Glob("../../maps/*.tmx")
	hex, _ := filepath.Glob("../../maps/hex/*.tmx")
	if len(square) == 0 || len(hex) == 0 {
		t.Fatal("no bundled maps")
	}
	cases := []struct {
		rules string
		maps  []string
	}{
		{"delvers", square}, {"age13", square}, {"d20lite", square}, {"realms", hex},
	}
	for _, c := range cases {
		t.Run(c.rules, func(t *testing.T) {
			var n int
			var l struct{ provokes, heals, retreat, back, ready int }
			for _, m := range c.maps {
				rep, err := Run(Options{Map: m, Rules: c.rules, Battles: laughBattles, Seed: 1, Level: ai.Normal}, io.Discard)
				if err != nil {
					t.Fatalf("%s: %v", m, err)
				}
				n += laughBattles
				l.provokes += rep.Laughs.IdleProvokes
				l.heals += rep.Laughs.HealsSkipped
				l.retreat += rep.Laughs.RetreatActions
				l.back += rep.Laughs.BackAndForth
				l.ready += rep.Laughs.IdleReadies
			}
			t.Logf("%d battles: %+v", n, l)
			// at most one in two battles (a move back and forth as the foes come and go, a
			// staggered 13th Age hero whose second rally needs a save), one in ten for a
			// retreating unit's action (a cornered one fights on, as the rule lets it) and
			// a readied attack again for nothing
			for _, k := range []struct {
				what       string
				got, limit int
			}{
				{"free attacks drawn for nothing", l.provokes, n / 2},
				{"heals skipped", l.heals, n / 2},
				{"actions by retreating units", l.retreat, n / 10},
				{"moves back and forth", l.back, n / 2},
				{"readied again for nothing", l.ready, n / 10},
			} {
				if k.got > k.limit {
					t.Errorf("%s: %d in %d battles at normal, want at most %d", k.what, k.got, n, k.limit)
				}
			}
		})
	}
}
