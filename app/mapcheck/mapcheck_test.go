package mapcheck

// Tests of the checks: each mistake a map maker makes is caught with the object and the fix; a good map has none.

import (
	"slices"
	"strings"
	"testing"

	_ "skirmish/combat/rules/age13"
	_ "skirmish/combat/rules/delvers"
	"skirmish/grid"
)

// room is a walled room of 6×2 open squares: Delvers deploy on the left, Goblins on the right.
const room = `
sides: Delvers, Goblins
########
#1....2#
#1....2#
########`

// spawn makes a Spawn object of count units covering one square.
func spawn(id int, side, unit string, count int, at grid.Pos) grid.Object {
	return grid.Object{ID: id, Name: "s" + strings.Repeat("x", id%2), Class: grid.ClassSpawn, Side: side, Unit: unit, Count: count,
		Cells: []grid.Pos{at}, Properties: map[string]string{}}
}

// roomWith is the room, as the file room.txt, with the given ruleset and objects added.
func roomWith(ruleset string, objs ...grid.Object) *grid.Map {
	m := mustASCII(room)
	m.File, m.Ruleset = "room.txt", ruleset
	m.Objects = append(m.Objects, objs...)
	return m
}

func TestCheck(t *testing.T) {
	delver := spawn(10, "Delvers", "warrior", 2, grid.Pos{X: 1, Y: 1})
	goblins := spawn(11, "Goblins", "goblin", 2, grid.Pos{X: 6, Y: 1})
	tests := []struct {
		name    string
		m       *grid.Map
		place   string // of the one problem; "" for none
		msg     string
		warning bool
	}{
		{"a good map has no problems", roomWith("", delver, goblins), "", "", false},
		{"a 13th Age unit on a Delvers map names the ruleset it is in", roomWith("delvers", delver, spawn(12, "Goblins", "harpy", 1, grid.Pos{X: 6, Y: 2})),
			"object 12", `unit "harpy" is not in the delvers catalog but is in age13's: set the map property ruleset to age13, or choose a delvers unit`, false},
		{"a misspelled unit names the nearest id", roomWith("", delver, spawn(12, "Goblins", "gobiln", 1, grid.Pos{X: 6, Y: 2})),
			"object 12", `unit "gobiln" is not in the delvers catalog: did you mean "goblin"? (skirmish catalog --rules delvers lists them)`, false},
		{"a unit no catalog has", roomWith("age13", spawn(10, "Delvers", "fighter", 1, grid.Pos{X: 1, Y: 1}), spawn(12, "Goblins", "balrog", 1, grid.Pos{X: 6, Y: 2})),
			"object 12", `unit "balrog" is not in any ruleset's catalog: set its unit to an id of the age13 catalog`, false},
		{"a Spawn with no unit", roomWith("", delver, spawn(12, "Goblins", "", 1, grid.Pos{X: 6, Y: 2})),
			"object 12", "this Spawn names no unit, so it gives none; give it a property unit", false},
		{"a spawn in a wall", roomWith("", delver, goblins, spawn(12, "Goblins", "goblin", 1, grid.Pos{X: 7, Y: 0})),
			"object 12", "there is no room for its units: it stands in a wall", false},
		{"a spawn with too little room around it", roomWith("", delver, spawn(12, "Goblins", "goblin", 13, grid.Pos{X: 6, Y: 1})),
			"object 12", "there is room for only 10 of its 13 units around it", false},
		{"an unknown ruleset", roomWith("delver", delver, goblins),
			"map property ruleset", `ruleset "delver" is not one this game has (age13, delvers): did you mean delvers? Set the map property ruleset to one of them; until then the game plays it with delvers`, false},
		{"a misspelled side makes a third side", roomWith("", delver, spawn(12, "Gobins", "goblin", 1, grid.Pos{X: 6, Y: 2})),
			"object 12", `side "Gobins" is not one of the map's sides ("Delvers", "Goblins"), so the game makes it a side of its own: did you mean "Goblins"?`, false},
		{"a side given as a number", roomWith("", delver, spawn(12, "2", "goblin", 1, grid.Pos{X: 6, Y: 2})),
			"object 12", `sides are named, not numbered: side 2 of the map is "Goblins", so set the side to "Goblins"`, false},
		{"only one side spawns", roomWith("", delver),
			"Spawn objects", "only \"Delvers\" spawns units", true},
		{"an image layer wider than the game draws", withLayer(roomWith("", delver, goblins), grid.Layer{Name: "sky", Image: &grid.Image{Source: "sky.png", Width: 5000, Height: 300}}),
			"image layer \"sky\"", "picture \"sky.png\" is 5000x300 px; the game draws pictures of at most 4094 px a side", false},
	}
	cs := Registered("")
	if got := cs.Rulesets(); !slices.Equal(got, []string{"age13", "delvers"}) {
		t.Fatalf("registered rulesets %v", got)
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ps := cs.Check(tc.m)
			if tc.place == "" {
				if len(ps) > 0 {
					t.Fatalf("want no problems, got:\n%v", ps)
				}
				return
			}
			if len(ps) != 1 {
				t.Fatalf("want one problem, got %d:\n%v", len(ps), ps)
			}
			p := ps[0]
			if p.File != "room.txt" || p.Place != tc.place && !strings.HasPrefix(p.Place, tc.place+" ") || !strings.Contains(p.Msg, tc.msg) || p.Warning != tc.warning {
				t.Errorf("got %#v\nwant file room.txt, place %s, warning %v, message with %q", p, tc.place, tc.warning, tc.msg)
			}
		})
	}
}

// withLayer is m with layer l added.
func withLayer(m *grid.Map, l grid.Layer) *grid.Map {
	m.Layers = append(m.Layers, l)
	return m
}

// With no sides declared, the objects' sides are the map's: a near twin of another side, or a
// number, is a warning.
func TestSidesUndeclared(t *testing.T) {
	m := mustASCII("####\n#..#\n####")
	m.File = "m.txt"
	for _, o := range []grid.Object{spawn(1, "Goblins", "goblin", 1, grid.Pos{X: 1, Y: 1}), spawn(2, "Gobins", "goblin", 1, grid.Pos{X: 2, Y: 1}), spawn(3, "3", "goblin", 1, grid.Pos{X: 2, Y: 1})} {
		m.Objects = append(m.Objects, o)
		m.Sides = append(m.Sides, o.Side)
	}
	ps := Sides(m)
	if len(ps) != 3 || len(ps.Warnings()) != 3 {
		t.Fatalf("want 3 warnings, got:\n%v", ps)
	}
	for i, want := range []string{`side "Goblins" looks like a misspelling of side "Gobins"`, `side "Gobins" looks like a misspelling of side "Goblins"`, `side "3" is a number`} {
		if !strings.Contains(ps[i].Msg, want) {
			t.Errorf("problem %d: %q, want %q", i, ps[i].Msg, want)
		}
	}
}

// The spawns give the same units as sim always did: the spawn's square first, then around it
// in walking steps, named after the catalog's entries; a bad spawn leaves the others be.
func TestSpawnsKeepTheGoodOnes(t *testing.T) {
	m := roomWith("", spawn(10, "Delvers", "delver", 3, grid.Pos{X: 1, Y: 1}), spawn(11, "Goblins", "nope", 1, grid.Pos{X: 6, Y: 1}))
	units, ps := Spawns(m, "delvers", Registered("").Catalog("delvers"), nil)
	if len(ps) != 1 || !strings.Contains(ps[0].Msg, `"nope"`) {
		t.Errorf("problems %v", ps)
	}
	var got []string
	for _, u := range units {
		got = append(got, u.Name+"@"+u.Pos.String())
	}
	if want := []string{"Warrior 1@(1,1)", "Archer 1@(2,1)", "Sentinel 1@(1,2)"}; !slices.Equal(got, want) {
		t.Errorf("units %v, want %v", got, want)
	}
}

// mustASCII parses a test's ASCII map, which must parse.
func mustASCII(text string) *grid.Map {
	m, err := grid.ParseASCII("ascii", text)
	if err != nil {
		panic(err)
	}
	return m
}

// TestSounds: a map's ambience or ground the game does not know is a warning naming the nearest
// known one; known ones and none are not.
func TestSounds(t *testing.T) {
	for _, c := range []struct{ props, want string }{
		{"ambience: dungon\nground: stone\n", `ambience "dungon" is not one the game has (none, dungeon, cave, outdoors, forest, river): did you mean dungeon?`},
		{"ground: gras\n", `ground "gras" is not one the game has (stone, earth, grass, water, wood, gravel): did you mean grass?`},
		{"ambience: river\nground: water\n", ""},
		{"", ""},
	} {
		m, err := grid.ParseASCII("sounds", c.props+"...\n...")
		if err != nil {
			t.Fatal(err)
		}
		ps := Sounds(m)
		switch {
		case c.want == "" && len(ps) > 0:
			t.Errorf("%q: %v", c.props, ps)
		case c.want != "" && (len(ps) != 1 || !ps[0].Warning || !strings.Contains(ps[0].Msg, c.want)):
			t.Errorf("%q: %v, want a warning %q", c.props, ps, c.want)
		}
	}
}

// A map's spawns give at most grid.MaxUnits units in all: the spawn that passes them is
// refused, naming the cap, and those after it are not looked at.
func TestSpawnsGiveAtMostMaxUnits(t *testing.T) {
	m := grid.NewMap(100, 100)
	m.File = "big.txt"
	m.Sides = []string{"Delvers", "Goblins"}
	for i := range 12 { // 100 goblins each, the most a spawn gives
		m.Objects = append(m.Objects, spawn(i+1, "Goblins", "goblin", 100, grid.Pos{X: 4 + 8*i, Y: 50}))
	}
	cs := Registered("")
	units, ps := Spawns(m, "delvers", cs.Catalog("delvers"), nil)
	if len(units) != 1000 || len(ps) != 1 || !strings.Contains(ps[0].Msg, "the map's spawns give more than 1000 units, the most a battle has") || ps[0].Place != `object 11 "sx"` {
		t.Fatalf("%d units, problems %v", len(units), ps)
	}
}
