package cli

// Replay test: a saved AI battle prints round by round with every action and its rolls' terms,
// and a damaged save is refused naming the file.

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/ai"
	"skirmish/combat"
	_ "skirmish/combat/rules/delvers"
	"skirmish/combat/save"
	"skirmish/grid"
)

// savedBattle plays a small AI battle on a map in dir and saves it there; it returns the save's
// path and the battle.
func savedBattle(t *testing.T, dir string) (string, *save.File) {
	t.Helper()
	mapFile := filepath.Join(dir, "pit.txt")
	err := os.WriteFile(mapFile, []byte("title: The Pit\nsides: Delvers, Undead\n"+
		"##########\n#1......2#\n#1..-...2E\n#1......2#\n##########\n"), 0o644)
	if err != nil {
		t.Fatal(err)
	}
	m, err := grid.Load(mapFile)
	if err != nil {
		t.Fatal(err)
	}
	rules, err := combat.Rules("delvers")
	if err != nil {
		t.Fatal(err)
	}
	var units []combat.UnitSetup
	for i, u := range []struct{ name, kind, side string }{
		{"Ann", "warrior", "Delvers"}, {"Bo", "archer", "Delvers"}, {"Skeleton", "skeleton", "Undead"}, {"Zombie", "zombie", "Undead"},
	} {
		e, ok := rules.Catalog().Lookup(u.kind)
		if !ok {
			t.Fatalf("no %s in the catalog", u.kind)
		}
		x := 1
		if u.side == "Undead" {
			x = 8
		}
		units = append(units, combat.UnitSetup{Name: u.name, Kind: u.kind, Side: u.side, Pos: grid.Pos{X: x, Y: 1 + i%2}, Sheet: e.Sheet})
	}
	s := combat.Setup{Map: m, Rules: rules, Units: units, Seed: 5}
	b, err := combat.New(s)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ai.Play(b, []ai.Controller{ai.NewTactician(ai.Normal, 1), ai.NewTactician(ai.Normal, 2)}, 20); err != nil {
		t.Fatal(err)
	}
	f, err := save.New(s, b, save.Info{Title: "test battle"})
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "battle.json")
	if err := save.Write(p, f); err != nil {
		t.Fatal(err)
	}
	return p, f
}

func TestReplayPrintsTheBattle(t *testing.T) {
	dir := t.TempDir()
	p, f := savedBattle(t, dir)
	var out strings.Builder
	if err := Replay(&out, p, save.Places{Folders: []string{dir}}, false); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	t.Log("\n" + text)
	// each line says one thing: the header, rounds, turns, numbered actions, what happened
	for _, want := range []string{
		p + ": test battle on The Pit", "rules delvers", "sides Delvers against Undead", "seed 5",
		"Round 1\n", "  initiative: Delvers: 1d8", "  turn of ", "    1. ", "vs AC", "damage 1d", "hp left",
		fmt.Sprintf("replayed %d actions", len(f.Actions)), "the same as saved (hash " + f.Result.LogSHA256[:12],
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the replay lacks %q", want)
		}
	}
	// every action is listed, numbered in order
	for i := range f.Actions {
		if !strings.Contains(text, fmt.Sprintf("\n    %d. ", i+1)) {
			t.Errorf("action %d (%v) is not listed", i+1, f.Actions[i])
		}
	}
	if f.Result.Over && !strings.Contains(text, " win: ") && !strings.Contains(text, "draw") {
		t.Error("the battle's end is not shown")
	}
}

func TestReplayRefusesADamagedSave(t *testing.T) {
	p, f := savedBattle(t, t.TempDir())
	if err := save.Write(p, f); err != nil { // the first save becomes the backup
		t.Fatal(err)
	}
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, data[:len(data)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	err = Replay(&out, p, save.Places{}, false)
	if !errors.Is(err, save.ErrTruncated) || !strings.Contains(err.Error(), p) || !strings.Contains(err.Error(), "backup battle.json.bak") {
		t.Errorf("a truncated save gives %v; want a truncated save named %s, pointing at its backup", err, p)
	}
	if out.Len() > 0 {
		t.Errorf("a refused save printed:\n%s", out.String())
	}
}

// A save carries its map: one whose map file lies outside the maps folders replays on the map
// it carries, saying so. An old save (format 1), which carries none, is refused, saying how
// to open the map anyway; with --any-map it replays.
func TestReplayAsksBeforeAMapOutside(t *testing.T) {
	p, f := savedBattle(t, t.TempDir())
	elsewhere := save.Places{Folders: []string{t.TempDir()}}
	var out strings.Builder
	if err := Replay(&out, p, elsewhere, false); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "note: Map ") || !strings.Contains(out.String(), "outside the bundled maps and your maps and campaigns folders, so it was not read") {
		t.Errorf("the replay does not say its map file was not read:\n%.600s", out.String())
	}
	out.Reset()
	f.Format, f.Map.Files = 1, nil
	if err := save.Write(p, f); err != nil {
		t.Fatal(err)
	}
	err := Replay(&out, p, elsewhere, false)
	if !errors.Is(err, save.ErrMapOutside) || !strings.Contains(err.Error(), "--any-map") {
		t.Fatalf("a map outside gives %v; want ErrMapOutside naming --any-map", err)
	}
	if out.Len() > 0 {
		t.Errorf("a refused save printed:\n%s", out.String())
	}
	if err := Replay(&out, p, elsewhere, true); err != nil {
		t.Fatalf("with --any-map: %v", err)
	}
}

// What replay echoes from a save is printable and short: escape sequences and NUL bytes are
// written as escapes, and a 15 MB field is cut, in the replay and in a refusal alike.
func TestReplayEchoesOnlyPrintableText(t *testing.T) {
	dir := t.TempDir()
	p, f := savedBattle(t, dir)
	huge := strings.Repeat("A", 15<<20)
	check := func(what, text string) {
		t.Helper()
		if strings.ContainsAny(text, "\x1b\x00\x07") {
			t.Errorf("%s echoes control characters", what)
		}
		for _, line := range strings.Split(text, "\n") {
			if len(line) > 4000 {
				t.Errorf("%s echoes a line of %d bytes", what, len(line))
			}
		}
	}
	f.Title = "\x1b[2J\x1b[31mEvil\x00\a title " + huge
	if err := save.Write(p, f); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	if err := Replay(&out, p, save.Places{Folders: []string{dir}}, false); err != nil {
		t.Fatal(err)
	}
	check("the replay", out.String())
	if !strings.Contains(out.String(), `\x1b[2J\x1b[31mEvil\x00\x07 title AAA`) {
		t.Errorf("the title is not shown with its escapes written out: %.200s", out.String())
	}
	f.Title, f.Map.Path = "t", "\x1b[31m"+huge+".txt"
	if err := save.Write(p, f); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := Replay(&out, p, save.Places{}, false); err != nil { // the map the save carries
		t.Fatal(err)
	}
	check("the replay's note on its map", out.String())
	f.Format, f.Map.Files = 1, nil // an old save, which names its map only
	if err := save.Write(p, f); err != nil {
		t.Fatal(err)
	}
	err := Replay(&out, p, save.Places{}, false) // no folders: the map is not found by its bytes either
	if !errors.Is(err, save.ErrMapMissing) {
		t.Fatalf("a save whose map path is 15 MB gives %v; want the map missing", err)
	}
	check("the refusal", err.Error())
}
