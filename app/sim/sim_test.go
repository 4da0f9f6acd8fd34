package sim

// Tests of the simulator: spawn placement on every bundled map, refusals, runs that add up and do not depend on the worker count, the Wilson interval.

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/ai"
	"skirmish/combat"
	_ "skirmish/combat/rules/delvers"
	"skirmish/grid"
)

// spawn makes a Spawn object covering one square.
func spawn(id int, name, side, unit string, count int, at grid.Pos) grid.Object {
	return grid.Object{ID: id, Name: name, Class: grid.ClassSpawn, Side: side, Unit: unit, Count: count,
		Cells: []grid.Pos{at}, X: float64(at.X), Y: float64(at.Y), Properties: map[string]string{}}
}

// mustASCII parses a test's ASCII map, which must parse.
func mustASCII(text string) *grid.Map {
	m, err := grid.ParseASCII("ascii", text)
	if err != nil {
		panic(err)
	}
	return m
}

// delvers returns the Delvers ruleset.
func delvers(t testing.TB) combat.Ruleset {
	t.Helper()
	r, err := combat.Rules("delvers")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// checkPlaced fails unless every unit stands on an open square of the map, no two on one.
func checkPlaced(t *testing.T, name string, m *grid.Map, s combat.Setup) {
	t.Helper()
	seen := map[grid.Pos]string{}
	for _, u := range s.Units {
		switch {
		case !m.In(u.Pos):
			t.Errorf("%s: %s at %v is off the map", name, u.Name, u.Pos)
		case m.At(u.Pos).Move == grid.MoveBlocked:
			t.Errorf("%s: %s at %v stands in a wall", name, u.Name, u.Pos)
		case seen[u.Pos] != "":
			t.Errorf("%s: %s and %s share %v", name, seen[u.Pos], u.Name, u.Pos)
		}
		seen[u.Pos] = u.Name
	}
}

func TestSetupBundledMaps(t *testing.T) {
	files, err := filepath.Glob("../../maps/*.tmx")
	if err != nil || len(files) == 0 {
		t.Fatalf("no bundled maps: %v", err)
	}
	for _, f := range files {
		m, err := grid.Load(f)
		if err != nil {
			t.Fatal(err)
		}
		rules := delvers(t)
		s, err := Setup(m, rules, 7)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		want := 0
		for _, o := range m.ObjectsOf(grid.ClassSpawn) {
			want += o.Count
		}
		if len(s.Units) != want || want == 0 {
			t.Errorf("%s: %d units placed, the spawns ask for %d", f, len(s.Units), want)
		}
		checkPlaced(t, f, m, s)
		names := map[string]bool{}
		for _, u := range s.Units {
			if names[u.Name] {
				t.Errorf("%s: two units named %q", f, u.Name)
			}
			names[u.Name] = true
		}
		if _, err := combat.New(s); err != nil {
			t.Errorf("%s: the engine refuses the setup: %v", f, err)
		}
	}
}

func TestSetupPlacesAroundTheSpawn(t *testing.T) {
	m := mustASCII(`
sides: Red, Blue
#######
#.....#
#.#...#
#.....#
#######`)
	m.Objects = append(m.Objects,
		spawn(1, "Red band", "Red", "bandit", 4, grid.Pos{X: 2, Y: 2}), // on a wall: around it
		spawn(2, "Blue orcs", "Blue", "orc", 2, grid.Pos{X: 4, Y: 2}))
	s, err := Setup(m, delvers(t), 1)
	if err != nil {
		t.Fatal(err)
	}
	checkPlaced(t, "ascii", m, s)
	// ring 1 around (2,2), by y then x: (1,1) (2,1) (3,1) (1,2) (3,2) ...
	want := []struct {
		name string
		at   grid.Pos
	}{
		{"Bandit 1", grid.Pos{X: 1, Y: 1}}, {"Bandit 2", grid.Pos{X: 2, Y: 1}}, {"Bandit 3", grid.Pos{X: 3, Y: 1}},
		{"Bandit 4", grid.Pos{X: 1, Y: 2}}, {"Orc 1", grid.Pos{X: 4, Y: 2}}, {"Orc 2", grid.Pos{X: 4, Y: 1}},
	}
	for i, w := range want {
		if u := s.Units[i]; u.Name != w.name || u.Pos != w.at {
			t.Errorf("unit %d is %s at %v, want %s at %v", i, u.Name, u.Pos, w.name, w.at)
		}
	}
	if strings.Join(s.Sides, ",") != "Red,Blue" {
		t.Errorf("sides %v", s.Sides)
	}
}

func TestSetupRefuses(t *testing.T) {
	const room = `
sides: Red, Blue
#####
#1.2#
#####`
	m := mustASCII(room)
	m.File = "room.txt"
	if _, err := Setup(m, delvers(t), 1); err == nil || !strings.Contains(err.Error(), "room.txt: no Spawn objects: sim needs spawns") {
		t.Errorf("a map without spawns: %v", err)
	}
	for _, c := range []struct {
		o    grid.Object
		want string
	}{
		{spawn(5, "Ghosts", "Blue", "gohst", 1, grid.Pos{X: 3, Y: 1}), `object 5 "Ghosts": unit "gohst"`},
		{spawn(6, "Lost", "Green", "orc", 1, grid.Pos{X: 3, Y: 1}), `object 6 "Lost": side "Green"`},
		{spawn(7, "", "Blue", "orc", 3, grid.Pos{X: 3, Y: 1}), `object 7: there is room for only 2 of its 3`},
	} {
		m := mustASCII(room)
		m.File = "room.txt"
		m.Objects = append(m.Objects, spawn(4, "Reds", "Red", "bandit", 1, grid.Pos{X: 1, Y: 1}), c.o)
		_, err := Setup(m, delvers(t), 1)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "room.txt: ") {
			t.Errorf("%+v: error %v, want one naming room.txt and %s", c.o, err, c.want)
		}
	}
	m = mustASCII(room)
	m.Objects = append(m.Objects, spawn(4, "Reds", "Red", "bandit", 1, grid.Pos{X: 1, Y: 1}))
	if _, err := Setup(m, delvers(t), 1); err == nil || !strings.Contains(err.Error(), "two sides") {
		t.Errorf("spawns for one side: %v", err)
	}
}

func TestRunAddsUpAndIgnoresWorkers(t *testing.T) {
	var out [2]bytes.Buffer
	for i, workers := range []int{1, 4} {
		var progress bytes.Buffer
		rep, err := Run(Options{Map: "../../maps/field.tmx", Battles: 20, Seed: 3, Level: ai.Normal, Workers: workers}, &progress)
		if err != nil {
			t.Fatal(err)
		}
		if progress.Len() > 0 {
			t.Errorf("progress drawn on a buffer, not a terminal: %q", progress.String())
		}
		wins := 0
		for _, s := range rep.Sides {
			wins += s.Wins
			if s.WinLow > s.WinRate || s.WinRate > s.WinHigh {
				t.Errorf("%s: win rate %v outside its interval [%v, %v]", s.Name, s.WinRate, s.WinLow, s.WinHigh)
			}
			if got := s.MeanDead + s.MeanDown + s.MeanFled + s.MeanLeft; math.Abs(got-float64(s.Units)) > 0.001 {
				t.Errorf("%s: dead, down, fled and left add up to %v of %d units", s.Name, got, s.Units)
			}
		}
		if rep.Battles != 20 || wins+rep.Draws != rep.Battles || rep.RoundCap > rep.Draws {
			t.Errorf("%d battles: %d wins, %d draws (%d at the cap)", rep.Battles, wins, rep.Draws, rep.RoundCap)
		}
		if rep.MeanRounds < 1 || rep.MeanRounds > float64(rep.MaxRounds) || rep.MaxRounds != DefaultMaxRounds {
			t.Errorf("mean rounds %v with a cap of %d", rep.MeanRounds, rep.MaxRounds)
		}
		if rep.Rules != "delvers" || rep.Level != "normal" || len(rep.Sides) != 2 {
			t.Errorf("report %+v", rep)
		}
		if err := rep.JSON(&out[i]); err != nil {
			t.Fatal(err)
		}
		var text bytes.Buffer
		if err := rep.Text(&text); err != nil || !strings.Contains(text.String(), "95% interval") {
			t.Errorf("text report (%v):\n%s", err, text.String())
		}
	}
	if out[0].String() != out[1].String() {
		t.Errorf("the report depends on the worker count:\n1: %s4: %s", out[0].String(), out[1].String())
	}
	for _, key := range []string{`"map":`, `"battles":20`, `"draws":`, `"round_cap":`, `"mean_rounds":`, `"win_rate":`, `"win_low":`, `"mean_fled":`} {
		if !strings.Contains(out[0].String(), key) {
			t.Errorf("the JSON has no %s: %s", key, out[0].String())
		}
	}
}

func TestRunRefusesAMapWithoutSpawns(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bare.txt")
	if err := os.WriteFile(path, []byte("sides: Red, Blue\n#####\n#1.2#\n#####\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Run(Options{Map: path, Battles: 1}, nil)
	if err == nil || err.Error() != path+": no Spawn objects: sim needs spawns (see docs/maps.md)" {
		t.Errorf("error %v", err)
	}
	_, err = Run(Options{Map: filepath.Join(t.TempDir(), "missing.tmx"), Battles: 1}, nil)
	if err == nil || !strings.Contains(err.Error(), "missing.tmx") || strings.Contains(err.Error(), "\n") {
		t.Errorf("a missing map: %v", err)
	}
}

// A silly count is refused before anything is reserved for it: two billion battles' results
// once took all the memory there was.
func TestRunRefusesASillyCount(t *testing.T) {
	for _, n := range []int{0, -1, MaxBattles + 1, 2_000_000_000} {
		var err error
		used := testing.AllocsPerRun(1, func() { _, err = Run(Options{Map: "../../maps/crypt.tmx", Battles: n}, nil) })
		if err == nil || !strings.Contains(err.Error(), "want 1 to 1000000") {
			t.Errorf("%d battles: %v; want a refusal naming the range", n, err)
		}
		if used > 10 {
			t.Errorf("%d battles: %v allocations before refusing", n, used)
		}
	}
}

func TestWilson(t *testing.T) {
	lo, hi := Wilson(9, 10)
	// 9 of 10: [0.5958, 0.9821]
	if math.Abs(lo-0.5958) > 0.0005 || math.Abs(hi-0.9821) > 0.0005 {
		t.Errorf("Wilson(9, 10) = [%.4f, %.4f], want about [0.5958, 0.9821]", lo, hi)
	}
	if lo, hi := Wilson(0, 10); lo != 0 || math.Abs(hi-0.2775) > 0.0005 {
		t.Errorf("Wilson(0, 10) = [%.4f, %.4f], want [0, 0.2775]", lo, hi)
	}
	if lo, hi := Wilson(5, 10); math.Abs(lo+hi-1) > 1e-12 {
		t.Errorf("Wilson(5, 10) = [%.4f, %.4f] is not symmetric around 0.5", lo, hi)
	}
}

func TestParseLevel(t *testing.T) {
	for _, l := range []ai.Level{ai.Easy, ai.Normal, ai.Hard} {
		if got, err := ParseLevel(LevelName(l)); err != nil || got != l {
			t.Errorf("ParseLevel(%q) = %v, %v", LevelName(l), got, err)
		}
	}
	if _, err := ParseLevel("brutal"); err == nil {
		t.Error("ParseLevel accepted brutal")
	}
}
