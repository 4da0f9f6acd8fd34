package scenes

// Deployment tests: placing, swapping, taking back, resetting and auto-placing units in their zones, on ASCII maps.

import (
	"strings"
	"testing"

	"skirmish/grid"
)

// twoRooms has a deploy zone for each side: three squares on the left for the Delvers, two on
// the right for the Goblins.
const twoRooms = "sides: Delvers, Goblins\n" +
	"##########\n" +
	"#11..#..2#\n" +
	"#1...+..2#\n" +
	"##########\n"

// twoRoomsDeployment deploys two Delvers (human) against a goblin (AI) in twoRooms.
func twoRoomsDeployment(t *testing.T) *Deployment {
	t.Helper()
	m, err := grid.ParseASCII("two rooms", twoRooms)
	if err != nil {
		t.Fatal(err)
	}
	spec := BattleSpec{Map: "two.txt", Rules: "delvers", Sides: []SideSpec{
		{Name: "Delvers", Human: true, Player: "Ann", Units: []UnitSpec{
			{Kind: "warrior", Name: "Bram", Pos: grid.Pos{X: 1, Y: 1}},
			{Kind: "archer", Name: "Ilse", Pos: grid.Pos{X: 2, Y: 1}},
		}},
		{Name: "Goblins", Units: []UnitSpec{{Kind: "goblin", Name: "Snik", Pos: grid.Pos{X: 8, Y: 1}}}},
	}}
	return NewDeployment(spec, m)
}

func TestDeploymentStartsWithTheHumansToPlace(t *testing.T) {
	d := twoRoomsDeployment(t)
	if len(d.Order) != 1 || d.Order[0] != 0 {
		t.Fatalf("order %v, want the Delvers alone", d.Order)
	}
	if d.Placed(0, 0) || d.Placed(0, 1) || !d.Placed(1, 0) {
		t.Fatal("want the Delvers to place and the AI's goblin placed")
	}
	want := []grid.Pos{{X: 1, Y: 1}, {X: 2, Y: 1}, {X: 1, Y: 2}}
	if got := d.Zone(0); len(got) != len(want) || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Fatalf("the Delvers' zone is %v, want %v", got, want)
	}
	if err := d.Ready(0); err == nil || !strings.Contains(err.Error(), "2 units still to place: Bram, Ilse") {
		t.Fatalf("Ready = %v", err)
	}
	if _, err := d.Result(); err == nil {
		t.Fatal("Result with nobody placed made a battle")
	}
}

func TestDeploymentPlace(t *testing.T) {
	cases := []struct {
		name string
		// before places units first (unit, square)
		before []struct {
			j int
			p grid.Pos
		}
		j       int
		p       grid.Pos
		wantErr string
		// where Bram and Ilse stand after, and whether each is placed
		bram, ilse     grid.Pos
		bramOn, ilseOn bool
	}{
		{name: "in the zone", j: 0, p: grid.Pos{X: 1, Y: 2}, bram: grid.Pos{X: 1, Y: 2}, bramOn: true, ilse: grid.Pos{X: 2, Y: 1}},
		{name: "outside the zone", j: 0, p: grid.Pos{X: 3, Y: 1}, wantErr: "outside the deployment zone of Delvers",
			bram: grid.Pos{X: 1, Y: 1}, ilse: grid.Pos{X: 2, Y: 1}},
		{name: "on a wall", j: 0, p: grid.Pos{X: 0, Y: 1}, wantErr: "outside", bram: grid.Pos{X: 1, Y: 1}, ilse: grid.Pos{X: 2, Y: 1}},
		{name: "onto a placed ally: they change places", before: []struct {
			j int
			p grid.Pos
		}{{0, grid.Pos{X: 1, Y: 1}}, {1, grid.Pos{X: 1, Y: 2}}}, j: 0, p: grid.Pos{X: 1, Y: 2},
			bram: grid.Pos{X: 1, Y: 2}, ilse: grid.Pos{X: 1, Y: 1}, bramOn: true, ilseOn: true},
		{name: "from the roster onto an ally: the ally goes back", before: []struct {
			j int
			p grid.Pos
		}{{1, grid.Pos{X: 1, Y: 2}}}, j: 0, p: grid.Pos{X: 1, Y: 2},
			bram: grid.Pos{X: 1, Y: 2}, ilse: grid.Pos{X: 1, Y: 2}, bramOn: true, ilseOn: false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := twoRoomsDeployment(t)
			for _, b := range c.before {
				if err := d.Place(0, b.j, b.p); err != nil {
					t.Fatal(err)
				}
			}
			err := d.Place(0, c.j, c.p)
			if c.wantErr == "" && err != nil || c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)) {
				t.Fatalf("Place = %v, want %q", err, c.wantErr)
			}
			bram, ilse := d.Unit(0, 0), d.Unit(0, 1)
			if bram.Pos != c.bram || ilse.Pos != c.ilse || d.Placed(0, 0) != c.bramOn || d.Placed(0, 1) != c.ilseOn {
				t.Errorf("Bram %v placed %v, Ilse %v placed %v; want %v %v, %v %v",
					bram.Pos, d.Placed(0, 0), ilse.Pos, d.Placed(0, 1), c.bram, c.bramOn, c.ilse, c.ilseOn)
			}
		})
	}
}

func TestDeploymentRefusesAnotherSidesSquare(t *testing.T) {
	m, err := grid.ParseASCII("open", "sides: A, B\n11.22\n")
	if err != nil {
		t.Fatal(err)
	}
	// B's zone and A's spawn square overlap on (3, 0): A's unit was put there
	spec := BattleSpec{Sides: []SideSpec{
		{Name: "A", Units: []UnitSpec{{Kind: "warrior", Name: "W", Pos: grid.Pos{X: 3, Y: 0}}}},
		{Name: "B", Human: true, Player: "Bo", Units: []UnitSpec{{Kind: "warrior", Name: "V", Pos: grid.Pos{X: 4, Y: 0}}}},
	}}
	d := NewDeployment(spec, m)
	if err := d.Place(1, 0, grid.Pos{X: 3, Y: 0}); err == nil || !strings.Contains(err.Error(), "W stands on 3, 0") {
		t.Fatalf("Place on A's unit = %v, want a refusal naming W", err)
	}
}

func TestDeploymentTakeResetAndAutoPlace(t *testing.T) {
	d := twoRoomsDeployment(t)
	// Ilse on Bram's home square: auto-place sends Bram to the first free square instead
	if err := d.Place(0, 1, grid.Pos{X: 1, Y: 1}); err != nil {
		t.Fatal(err)
	}
	if err := d.AutoPlace(0); err != nil {
		t.Fatal(err)
	}
	if got := d.Unit(0, 0).Pos; got != (grid.Pos{X: 2, Y: 1}) || !d.Placed(0, 0) {
		t.Fatalf("auto-placed Bram on %v, want 2, 1 (his own square is Ilse's)", got)
	}
	if err := d.Ready(0); err != nil {
		t.Fatal(err)
	}
	d.Take(0, 1)
	if d.Placed(0, 1) || len(d.Unplaced(0)) != 1 {
		t.Fatal("Take left Ilse on the map")
	}
	d.Reset(0)
	if len(d.Unplaced(0)) != 2 || !d.Placed(1, 0) {
		t.Fatal("Reset did not take back both Delvers, or took the goblin")
	}
	// every unit goes home
	if err := d.AutoPlace(0); err != nil {
		t.Fatal(err)
	}
	out, err := d.Result()
	if err != nil {
		t.Fatal(err)
	}
	if out.Sides[0].Units[0].Pos != (grid.Pos{X: 1, Y: 1}) || out.Sides[0].Units[1].Pos != (grid.Pos{X: 2, Y: 1}) {
		t.Errorf("auto-placed %+v, want the spec's squares", out.Sides[0].Units)
	}
	if err := out.Check(); err != nil {
		t.Fatal(err)
	}
}

func TestAutoPlaceSaysWhenTheZoneIsFull(t *testing.T) {
	d := twoRoomsDeployment(t)
	d.Spec.Sides[0].Units = append(d.Spec.Sides[0].Units,
		UnitSpec{Kind: "warrior", Name: "Cato", Pos: grid.Pos{X: 1, Y: 2}},
		UnitSpec{Kind: "warrior", Name: "Dag", Pos: grid.Pos{X: 1, Y: 2}})
	d.home[0] = append(d.home[0], grid.Pos{X: 1, Y: 2}, grid.Pos{X: 1, Y: 2})
	d.placed[0] = append(d.placed[0], false, false)
	err := d.AutoPlace(0)
	if err == nil || !strings.Contains(err.Error(), "no room left in the deployment zone of Delvers for 1 unit") {
		t.Fatalf("AutoPlace = %v, want no room for 1 unit (4 units, 3 squares)", err)
	}
}

// On a hex map, deployment speaks of hexes: a unit placed outside the zone is told to go on a
// lit hex.
func TestDeploymentOnHexesSaysHex(t *testing.T) {
	m, err := grid.ParseASCII("hex field", "sides: Delvers, Goblins\nhex: rows odd\n1 . . 2\n . . . .\n")
	if err != nil {
		t.Fatal(err)
	}
	spec := BattleSpec{Map: "hex.txt", Rules: "realms", Sides: []SideSpec{
		{Name: "Delvers", Human: true, Player: "Ann", Units: []UnitSpec{{Kind: "knight", Name: "Bram", Pos: grid.Pos{X: 0, Y: 0}}}},
		{Name: "Goblins", Units: []UnitSpec{{Kind: "goblin", Name: "Snik", Pos: grid.Pos{X: 3, Y: 0}}}},
	}}
	d := NewDeployment(spec, m)
	err = d.Place(0, 0, grid.Pos{X: 1, Y: 1})
	if err == nil || !strings.Contains(err.Error(), "on a lit hex") || strings.Contains(err.Error(), "square") {
		t.Errorf("placing outside the zone on hexes: %v, want it to say a lit hex", err)
	}
	if w := cellWord(twoRoomsDeployment(t).Map); w != "square" {
		t.Errorf("a square map's cell is a %q", w)
	}
}
