package dungeon

// The Tiled round trip: a generated map opened and saved again by Tiled (its command line,
// `tiled --export-map tmx`, which reads the map with Tiled's own reader and writes it with its
// own TMX writer, as File > Save does) plays identically. Skipped where Tiled is not installed
// (scripts/sysdeps.sh test installs Debian's tiled).

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"skirmish/ai"
	"skirmish/app/sim"
	"skirmish/combat"
	"skirmish/grid"
)

func TestTiledResaveCheck_PlaysIdentically(t *testing.T) {
	tiled, err := exec.LookPath("tiled")
	if err != nil {
		t.Skip("tiled is not installed (scripts/sysdeps.sh test installs it)")
	}
	cases := []struct {
		name  string
		rules string
		theme Theme
		hex   bool
	}{
		{"a crypt on squares, Delvers", "delvers", Themes[0], false},
		{"a fort on hexes, Realms", "realms", Themes[2], true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			l := GenerateOn(Sizes[0], c.theme, 5, c.hex)
			kinds, err := c.theme.Kinds(c.rules, mustRules(t, c.rules).Catalog())
			if err != nil {
				t.Fatal(err)
			}
			d := Map{Rules: c.rules, Party: "delver", PartySize: 4, Title: "Round trip", Description: "A map Tiled saves again.",
				Foes: Encounter{{Unit: kinds[0], Count: 4}, {Unit: kinds[len(kinds)-1], Count: 2}}}
			ours := filepath.Join(dir, "ours.tmx")
			if _, err := l.Write(ours, d); err != nil {
				t.Fatal(err)
			}
			theirs := filepath.Join(dir, "theirs.tmx")
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			cmd := exec.CommandContext(ctx, tiled, "--export-map", "tmx", ours, theirs)
			cmd.Env = append(os.Environ(), "QT_QPA_PLATFORM=offscreen", "XDG_RUNTIME_DIR="+dir)
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("tiled --export-map: %v\n%s", err, out)
			}
			a, _ := os.ReadFile(ours)
			b, err := os.ReadFile(theirs)
			if err != nil {
				t.Fatalf("tiled wrote no map: %v", err)
			}
			if !bytes.Equal(a, b) {
				t.Logf("Tiled's file differs from ours byte for byte (%d and %d bytes); the battles decide", len(a), len(b))
			}
			mo, err := grid.Load(ours)
			if err != nil {
				t.Fatal(err)
			}
			mt, err := grid.Load(theirs)
			if err != nil {
				t.Fatalf("the map Tiled saved does not load: %v", err)
			}
			for seed := uint64(1); seed <= 3; seed++ {
				lo, lt := battleLog(t, mo, c.rules, seed), battleLog(t, mt, c.rules, seed)
				if !bytes.Equal(lo, lt) {
					t.Fatalf("seed %d: the battle on Tiled's map differs from ours (%d and %d bytes of events)", seed, len(lo), len(lt))
				}
			}
		})
	}
}

// mustRules is the ruleset of that id.
func mustRules(t *testing.T, id string) combat.Ruleset {
	t.Helper()
	r, err := combat.Rules(id)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// battleLog plays the map's battle as Measure does (seed for the dice, seed+s for side s's
// normal AI) and returns its events as JSON.
func battleLog(t *testing.T, m *grid.Map, rules string, seed uint64) []byte {
	t.Helper()
	s, err := sim.Setup(m, mustRules(t, rules), seed)
	if err != nil {
		t.Fatal(err)
	}
	b, err := combat.New(s)
	if err != nil {
		t.Fatal(err)
	}
	ctl := make([]ai.Controller, len(b.Sides))
	for k := range ctl {
		ctl[k] = ai.NewTactician(ai.Normal, seed+uint64(k))
	}
	if _, err := ai.Play(b, ctl, MaxRounds); err != nil {
		t.Fatal(err)
	}
	out, err := json.Marshal(b.Log)
	if err != nil {
		t.Fatal(err)
	}
	return out
}
