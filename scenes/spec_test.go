package scenes

// BattleSpec tests: the spawns of a map become the roster, Check's refusals, the combat.Setup, added units, outcomes.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/ai"
	"skirmish/app/sim"
	"skirmish/combat"
	"skirmish/grid"

	_ "skirmish/combat/rules/age13" // the rulesets the bundled maps are played with
	_ "skirmish/combat/rules/delvers"
)

// cryptSpec is the spec a new battle on the bundled crypt starts from.
func cryptSpec(t *testing.T) (BattleSpec, *grid.Map, combat.Ruleset, *combat.Catalog) {
	t.Helper()
	path := filepath.Join("..", "maps", "crypt.tmx")
	m, err := grid.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	rules, err := combat.Rules("delvers")
	if err != nil {
		t.Fatal(err)
	}
	cat, err := MergedCatalog(rules, "")
	if err != nil {
		t.Fatal(err)
	}
	spec, err := SpecFor(path, m, rules, cat, "", 3)
	if err != nil {
		t.Fatal(err)
	}
	return spec, m, rules, cat
}

func TestSpecForTakesTheSpawnsAsSimDoes(t *testing.T) {
	spec, m, rules, _ := cryptSpec(t)
	want, err := sim.Setup(m, rules, 3)
	if err != nil {
		t.Fatal(err)
	}
	var got []combat.UnitSetup
	setup, err := spec.SetupOn(m, rules, rules.Catalog())
	if err != nil {
		t.Fatal(err)
	}
	got = setup.Units
	if len(got) != len(want.Units) {
		t.Fatalf("%d units, sim.Setup gives %d", len(got), len(want.Units))
	}
	byName := map[string]combat.UnitSetup{}
	for _, u := range got {
		byName[u.Name] = u
	}
	for _, w := range want.Units { // the spec lists units side by side; sim in spawn order
		g, ok := byName[w.Name]
		if !ok || g.Kind != w.Kind || g.Side != w.Side || g.Pos != w.Pos || g.Sheet.HP != w.Sheet.HP {
			t.Errorf("%s is %+v in the spec, sim.Setup has %s %s %v", w.Name, g, w.Kind, w.Side, w.Pos)
		}
	}
	if !spec.Fog || !spec.Sides[0].Human || spec.Sides[0].Player != "Player 1" || spec.Sides[1].Human || spec.Sides[1].Level != ai.Normal {
		t.Errorf("defaults %+v: want fog on, the first side human, the others the normal AI", spec)
	}
	if _, err := combat.New(setup); err != nil {
		t.Fatalf("the setup does not make a battle: %v", err)
	}
}

func TestSpecForAMapWithoutSpawns(t *testing.T) {
	m, err := grid.ParseASCII("arena", "......\n......\n")
	if err != nil {
		t.Fatal(err)
	}
	rules, err := combat.Rules("delvers")
	if err != nil {
		t.Fatal(err)
	}
	spec, err := SpecFor("arena.txt", m, rules, rules.Catalog(), "", 1)
	if err == nil || !strings.Contains(err.Error(), "no spawns") {
		t.Fatalf("error %v, want one saying there are no spawns", err)
	}
	if len(spec.Sides) != 2 || spec.Sides[0].Name != DefaultSides[0] || len(spec.Sides[0].Units) != 0 {
		t.Fatalf("sides %+v, want the two default sides with no units", spec.Sides)
	}
	// units added by hand make a battle
	e, _ := rules.Catalog().Lookup("warrior")
	for i := range 2 {
		for range 2 {
			if err := spec.AddUnit(m, i, e); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := spec.Check(); err != nil {
		t.Fatal(err)
	}
	setup, err := spec.SetupOn(m, rules, rules.Catalog())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := combat.New(setup); err != nil {
		t.Fatalf("hand-made units do not make a battle: %v", err)
	}
	if got := spec.Sides[1].Units[1].Name; got != "Warrior 4" {
		t.Errorf("the fourth warrior is called %q, want Warrior 4 (names are unique across sides)", got)
	}
}

func TestAddUnitGoesToTheSidesDeployZone(t *testing.T) {
	spec, m, _, cat := cryptSpec(t)
	e, ok := cat.Lookup("archer")
	if !ok {
		t.Fatal("no archer in the catalog")
	}
	if err := spec.AddUnit(m, 0, e); err != nil {
		t.Fatal(err)
	}
	u := spec.Sides[0].Units[len(spec.Sides[0].Units)-1]
	if u.Name != "Archer 2" || u.Kind != "archer" {
		t.Errorf("added %+v, want Archer 2 (Archer 1 is taken)", u)
	}
	inZone := false
	for _, o := range m.ObjectsOf(grid.ClassDeploy) {
		for _, p := range o.Cells {
			inZone = inZone || (o.Side == "Delvers" && p == u.Pos)
		}
	}
	if !inZone {
		t.Errorf("the added archer stands on %v, outside the Delvers' deployment zone", u.Pos)
	}
	if err := spec.Check(); err != nil {
		t.Fatal(err)
	}
}

func TestCheckRefuses(t *testing.T) {
	base, _, _, _ := cryptSpec(t)
	clone := func() BattleSpec {
		s := base
		s.Sides = nil
		for _, side := range base.Sides {
			side.Units = append([]UnitSpec(nil), side.Units...)
			s.Sides = append(s.Sides, side)
		}
		return s
	}
	cases := []struct {
		name   string
		change func(*BattleSpec)
		want   string
	}{
		{"a side without units", func(s *BattleSpec) { s.Sides[1].Units = nil }, "at least two sides"},
		{"a human without a name", func(s *BattleSpec) { s.Sides[0].Player = "  " }, "give the player a name"},
		{"two players of one name", func(s *BattleSpec) { s.Sides[1].Human, s.Sides[1].Player = true, "player 1" }, "two players are called"},
		{"two units of one name", func(s *BattleSpec) { s.Sides[1].Units[0].Name = s.Sides[0].Units[0].Name }, "two units are called"},
		{"two units on one square", func(s *BattleSpec) { s.Sides[1].Units[0].Pos = s.Sides[0].Units[0].Pos }, "same square"},
		{"five humans", func(s *BattleSpec) {
			for i := 0; i < 3; i++ {
				s.Sides = append(s.Sides, SideSpec{Name: "Extra" + string(rune('A'+i)), Human: true, Player: "P" + string(rune('A'+i)),
					Units: []UnitSpec{{Kind: "warrior", Name: "W" + string(rune('A'+i)), Pos: grid.Pos{X: 30 + i, Y: 16}}}})
			}
			s.Sides[1].Human, s.Sides[1].Player = true, "Undead player"
		}, "at most 4"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := clone()
			c.change(&s)
			err := s.Check()
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("Check() = %v, want an error containing %q", err, c.want)
			}
		})
	}
	if err := clone().Check(); err != nil {
		t.Fatalf("the crypt's own spec is refused: %v", err)
	}
}

func TestSetupNamesAnUnknownKind(t *testing.T) {
	spec, m, rules, cat := cryptSpec(t)
	spec.Sides[1].Units[0].Kind = "dragon"
	_, err := spec.SetupOn(m, rules, cat)
	if err == nil || !strings.Contains(err.Error(), `"dragon" is not in the delvers catalog`) {
		t.Fatalf("error %v, want one naming the unknown kind", err)
	}
}

func TestMergedCatalogTakesTheUsersFile(t *testing.T) {
	rules, err := combat.Rules("delvers")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	good := filepath.Join(dir, "catalog.json")
	os.WriteFile(good, []byte(`{"entries":[{"id":"orc","name":"Big orc","role":"creature","hp":30,"ac":15,"speed":30,
		"weapons":[{"name":"axe","kind":"melee","damage":"1d12"}]}]}`), 0o644)
	cat, err := MergedCatalog(rules, good)
	if err != nil {
		t.Fatal(err)
	}
	if e, ok := cat.Lookup("orc"); !ok || e.Name != "Big orc" {
		t.Fatalf("orc is %+v, want the user's Big orc", e)
	}
	if _, err := MergedCatalog(rules, filepath.Join(dir, "none.json")); err != nil {
		t.Fatalf("a missing user file is an error: %v", err)
	}
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"entries":[{"id":"orc","hp":"x"}]}`), 0o644)
	cat, err = MergedCatalog(rules, bad)
	if err == nil || !strings.Contains(err.Error(), "bad.json") {
		t.Fatalf("a broken file gave %v, want an error naming it", err)
	}
	if _, ok := cat.Lookup("warrior"); !ok {
		t.Fatal("a broken file left no built-in catalog")
	}
}

func TestOutcomeFromResult(t *testing.T) {
	spec := BattleSpec{Sides: []SideSpec{{Name: "Delvers", Human: true, Player: "Ann"}, {Name: "Orcs", Level: ai.Hard}}}
	r := ai.Result{Winner: "Orcs", Rounds: 9, Dead: []int{1, 2}, Down: []int{2, 0}, Fled: []int{1, 0}, Left: []int{0, 5}}
	o := OutcomeFromResult(spec, []string{"Delvers", "Orcs"}, r)
	if o.Winner != "Orcs" || o.Rounds != 9 || len(o.Sides) != 2 {
		t.Fatalf("outcome %+v", o)
	}
	d, orcs := o.Sides[0], o.Sides[1]
	if d.Who != "Ann" || !d.Human || d.Units != 4 || d.Casualties() != 3 || d.Fled != 1 || d.Standing != 0 {
		t.Errorf("Delvers %+v, want Ann's 4 units: 3 casualties, 1 fled", d)
	}
	if orcs.Who != "AI, hard" || orcs.Units != 7 || orcs.Dead != 2 || orcs.Standing != 5 {
		t.Errorf("Orcs %+v, want the hard AI's 7 units: 2 slain, 5 standing", orcs)
	}
}

func TestPlayHeadlessFinishes(t *testing.T) {
	spec, _, _, _ := cryptSpec(t)
	spec.Sides[0].Human = false
	o, err := PlayHeadless(spec, 50)
	if err != nil {
		t.Fatal(err)
	}
	units := 0
	for _, s := range o.Sides {
		units += s.Units
		if s.Dead+s.Down+s.Fled+s.Standing != s.Units {
			t.Errorf("%s: the counts do not add up: %+v", s.Name, s)
		}
	}
	if units != 12 || o.Rounds < 1 || (o.Winner == "" && !o.Capped && o.Sides[0].Standing+o.Sides[1].Standing > 0) {
		t.Fatalf("outcome %+v", o)
	}
}

// TestRuleOptionsPlay: each value of each option Setup offers plays through the setup a
// battle is made from.
func TestRuleOptionsPlay(t *testing.T) {
	for _, id := range combat.RulesetIDs() {
		rules, _ := combat.Rules(id)
		opts := offeredOptions(id)
		if len(opts) == 0 || !combat.PlaysOn(rules, grid.Square) {
			continue
		}
		spec, m, _, _ := cryptSpec(t)
		spec.Rules = id
		cat, err := MergedCatalog(rules, "")
		if err != nil {
			t.Fatal(err)
		}
		spec, err = SpecFor(spec.Map, m, rules, cat, "", 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range opts {
			for _, v := range o.Values {
				spec.Options = map[string]string{o.Name: v}
				setup, err := spec.SetupOn(m, rules, cat)
				if err == nil {
					_, err = combat.New(setup)
				}
				if err != nil {
					t.Errorf("%s %s=%s: %v", id, o.Name, v, err)
				}
			}
		}
	}
}

func TestEdgeBand(t *testing.T) {
	open := "............\n............\n............\n............\n"
	walled := "############\n#..........#\n#..........#\n############\n"
	narrow := "...\n...\n"
	cases := []struct {
		name, ascii string
		side        int
		// lo and hi bound the band across its depth (x for sides 1 and 2, y for 3 and 4)
		lo, hi, count int
	}{
		// 12 squares across: a sixth is 2 deep
		{"open, first side on the left", open, 0, 0, 1, 8},
		{"open, second side on the right", open, 1, 10, 11, 8},
		{"open, third side on top", open, 2, 0, 1, 24},
		{"open, fourth side at the bottom", open, 3, 2, 3, 24},
		// inside the walls: 10 open squares across, still 2 deep, starting at the first open column
		{"walled, left", walled, 0, 1, 2, 4},
		{"walled, right", walled, 1, 9, 10, 4},
		// 3 across: half the extent caps the depth at 1, so the bands do not meet
		{"narrow, left", narrow, 0, 0, 0, 2},
		{"narrow, right", narrow, 1, 2, 2, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, err := grid.ParseASCII(c.name, c.ascii)
			if err != nil {
				t.Fatal(err)
			}
			band := m.EdgeBand(c.side)
			if len(band) != c.count {
				t.Fatalf("%d squares %v, want %d", len(band), band, c.count)
			}
			for _, p := range band {
				a := p.X
				if c.side >= 2 {
					a = p.Y
				}
				if a < c.lo || a > c.hi || m.At(p).Move == grid.MoveBlocked {
					t.Errorf("%v is in the band, want open squares %d to %d across", p, c.lo, c.hi)
				}
			}
		})
	}
}

// noObjectsMap is a map with no game objects at all: no spawns, no deploy regions, no sides.
const noObjectsMap = "..........\n....##....\n..........\n....##....\n..........\n"

func TestAMapWithoutObjectsDeploysAtOppositeEdges(t *testing.T) {
	m, err := grid.ParseASCII("bare", noObjectsMap)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Objects) != 0 || len(m.Sides) != 0 {
		t.Fatalf("the bare map has objects %v and sides %v", m.Objects, m.Sides)
	}
	rules, err := combat.Rules("delvers")
	if err != nil {
		t.Fatal(err)
	}
	spec, _ := SpecFor("bare.txt", m, rules, rules.Catalog(), "", 5)
	spec.Sides[1].Human, spec.Sides[1].Player = true, "Player 2"
	e, _ := rules.Catalog().Lookup("warrior")
	for i := range 2 {
		for range 3 {
			if err := spec.AddUnit(m, i, e); err != nil {
				t.Fatal(err)
			}
		}
	}
	// 10 squares across: bands 2 deep, columns 0-1 and 8-9
	for i, cols := range [][2]int{{0, 1}, {8, 9}} {
		for _, u := range spec.Sides[i].Units {
			if u.Pos.X < cols[0] || u.Pos.X > cols[1] {
				t.Errorf("%s of %s was added on %v, outside columns %d-%d", u.Name, spec.Sides[i].Name, u.Pos, cols[0], cols[1])
			}
		}
		for _, p := range spec.DeployZone(m, i) {
			if p.X < cols[0] || p.X > cols[1] {
				t.Errorf("%s may deploy on %v, outside columns %d-%d", spec.Sides[i].Name, p, cols[0], cols[1])
			}
		}
		if n := len(spec.DeployZone(m, i)); n != 10 {
			t.Errorf("%s's zone has %d squares, want the 10 of its two columns", spec.Sides[i].Name, n)
		}
	}
	// both humans deploy, the second after the first, and the battle is made
	d := NewDeployment(spec, m)
	if len(d.Order) != 2 {
		t.Fatalf("deploy order %v, want both sides", d.Order)
	}
	for _, i := range d.Order {
		if err := d.AutoPlace(i); err != nil {
			t.Fatal(err)
		}
	}
	out, err := d.Result()
	if err != nil {
		t.Fatal(err)
	}
	setup, err := out.SetupOn(m, rules, rules.Catalog())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := combat.New(setup); err != nil {
		t.Fatalf("the deployed bare map does not make a battle: %v", err)
	}
}

func TestDeployZoneOfTheCrypt(t *testing.T) {
	spec, m, _, _ := cryptSpec(t)
	for i, side := range spec.Sides {
		zone := map[grid.Pos]bool{}
		for _, p := range spec.DeployZone(m, i) {
			zone[p] = true
			if m.At(p).Move == grid.MoveBlocked {
				t.Errorf("%s may deploy on the wall %v", side.Name, p)
			}
		}
		for _, o := range m.ObjectsOf(grid.ClassDeploy) {
			for _, p := range o.Cells {
				if o.Side == side.Name && m.At(p).Move != grid.MoveBlocked && !zone[p] {
					t.Errorf("%s's Deploy square %v is not in its zone", side.Name, p)
				}
				if o.Side != side.Name && zone[p] {
					t.Errorf("%s may deploy on %v, in %s's region", side.Name, p, o.Side)
				}
			}
		}
		for _, u := range side.Units { // the spawns' squares: every unit has room
			if !zone[u.Pos] {
				t.Errorf("%s's %s starts on %v, outside its zone", side.Name, u.Name, u.Pos)
			}
		}
	}
}
