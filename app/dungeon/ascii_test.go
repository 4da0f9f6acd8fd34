package dungeon

import (
	"slices"
	"strings"
	"testing"

	"skirmish/grid"
)

// layoutFrom is a layout drawn in ASCII (the legend of the cell constants), with its rooms.
func layoutFrom(rows []string, rooms []Room, hex bool) *Layout {
	l := &Layout{W: len(rows[0]), H: len(rows), Rooms: rooms, Theme: Themes[0], Hex: hex}
	l.Cells = []byte(strings.Join(rows, ""))
	return l
}

// TestTMX_ASCIIMapAsDrawn: a map drawn in ASCII is written and loaded back as drawn, on
// squares and on hexes: each cell's terrain, the party's and the foes' Deploy regions on their
// rooms, the exits on the stairs, the spawns in the rooms.
func TestTMX_ASCIIMapAsDrawn(t *testing.T) {
	rows := []string{
		"##############",
		"#.....###....#",
		"#.....+.#.o..#",
		"#>....#...=.>#",
		"#.....###.:~.#",
		"##############",
	}
	rooms := []Room{{X: 1, Y: 1, W: 5, H: 4}, {X: 9, Y: 1, W: 4, H: 4}}
	for _, hex := range []bool{false, true} {
		l := layoutFrom(rows, rooms, hex)
		m, err := l.Load("ascii.tmx", Map{Rules: "delvers", Party: "delver", PartySize: 4, Foes: Encounter{{Unit: "skeleton", Count: 3}}})
		if err != nil {
			t.Fatalf("hex %v: %v", hex, err)
		}
		for y, row := range rows {
			for x := range row {
				got, want := m.At(grid.Pos{X: x, Y: y}), terrainOf[row[x]]
				if hex {
					want.Door = false
				}
				if got.Move != want.Move || got.Cover != want.Cover || got.Door != want.Door {
					t.Errorf("hex %v: (%d,%d) %q loads as %+v, want %+v", hex, x, y, row[x], got, want)
				}
			}
		}
		cellsOf := func(class, side string) []grid.Pos {
			var out []grid.Pos
			for _, o := range m.ObjectsOf(class) {
				if o.Side == side {
					out = append(out, o.Cells...)
				}
			}
			slices.SortFunc(out, func(a, b grid.Pos) int { return (a.Y-b.Y)*100 + a.X - b.X })
			return out
		}
		roomCells := func(r Room) []grid.Pos {
			var out []grid.Pos
			for y := r.Y; y < r.Y+r.H; y++ {
				for x := r.X; x < r.X+r.W; x++ {
					out = append(out, grid.Pos{X: x, Y: y})
				}
			}
			return out
		}
		for _, c := range []struct {
			class, side string
			want        []grid.Pos
		}{
			{grid.ClassDeploy, PartySide, roomCells(rooms[0])},
			{grid.ClassDeploy, "Undead", roomCells(rooms[1])},
			{grid.ClassExit, PartySide, []grid.Pos{{X: 1, Y: 3}}},
			{grid.ClassExit, "Undead", []grid.Pos{{X: 12, Y: 3}}},
			{grid.ClassSpawn, PartySide, []grid.Pos{{X: 3, Y: 3}}},
			{grid.ClassSpawn, "Undead", []grid.Pos{{X: 11, Y: 3}}},
		} {
			if got := cellsOf(c.class, c.side); !slices.Equal(got, c.want) {
				t.Errorf("hex %v: %s of %s covers %v, want %v", hex, c.class, c.side, got, c.want)
			}
		}
	}
}
