package save

// Saves of Enchanted Realms battles, on a hex map and a square one, load and replay to the same
// events.

import (
	"math/rand/v2"
	"testing"

	"skirmish/ai"
	"skirmish/app/sim"
	"skirmish/combat"
	_ "skirmish/combat/rules/realms"
	"skirmish/grid"
)

// TestSaveLoadReplaysRealms: AI battles under Realms (reactions taken and declined at random
// on the square map) are saved, loaded and replayed to the same log, and saved again to the
// same bytes.
func TestSaveLoadReplaysRealms(t *testing.T) {
	for _, c := range []struct {
		path   string
		seed   uint64
		random bool
	}{{"hex/broken-keep.tmx", 1, false}, {"hex/wolfwood-road.tmx", 2, true}, {"crypt.tmx", 3, true}} {
		m, err := grid.Load(bundledMap(c.path))
		if err != nil {
			t.Fatal(err)
		}
		rules, _ := combat.Rules("realms")
		s, err := sim.Setup(m, rules, c.seed)
		if err != nil {
			t.Fatal(err)
		}
		b, err := combat.New(s)
		if err != nil {
			t.Fatal(err)
		}
		ctl := make([]ai.Controller, len(b.Sides))
		for i := range ctl {
			tac := ai.NewTactician(ai.Normal, c.seed+uint64(i))
			if c.random {
				ctl[i] = randomReacts{tac, rand.New(rand.NewPCG(c.seed, uint64(i)))}
			} else {
				ctl[i] = tac
			}
		}
		if _, err := ai.Play(b, ctl, 30); err != nil {
			t.Fatal(err)
		}
		f, err := New(s, b, Info{Title: "realms " + c.path, Saved: when})
		if err != nil {
			t.Fatal(err)
		}
		p := writeSave(t, t.TempDir(), "r.json", f)
		g, err := Load(p, testPlaces)
		if err != nil {
			t.Fatalf("%s: %v", c.path, err)
		}
		want, _ := LogHash(b.Log)
		got, _ := LogHash(g.Battle.Log)
		if got != want || g.Battle.Round != b.Round || g.Battle.Winner != b.Winner {
			t.Fatalf("%s: replayed %d events, round %d, winner %q; played %d, round %d, winner %q",
				c.path, len(g.Battle.Log), g.Battle.Round, g.Battle.Winner, len(b.Log), b.Round, b.Winner)
		}
		again, err := New(g.Setup, g.Battle, Info{Title: f.Title, Saved: when})
		if err != nil {
			t.Fatal(err)
		}
		if string(marshal(t, again)) != string(marshal(t, f)) {
			t.Fatalf("%s: the loaded game saves to other bytes", c.path)
		}
	}
}
