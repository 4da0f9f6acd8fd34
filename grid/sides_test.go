package grid

// One cap on a map's sides, MaxSides (100), the same in ASCII maps, .tmx and .tmj maps and
// saves, named in the error; naming sides costs time in proportion to their number (a map of
// 100,000 names is refused at once, where the loader once compared every name with every
// other for minutes).

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// sideNames are n side names, "S1" to "Sn", comma-separated.
func sideNames(n int) string {
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprintf("S%d", i+1)
	}
	return strings.Join(names, ",")
}

// spawns are object layer XML of n Spawn objects, each of its own side.
func spawns(n int) string {
	var b strings.Builder
	b.WriteString(`<objectgroup id="2" name="Units">`)
	for i := range n {
		fmt.Fprintf(&b, `<object id="%d" class="Spawn" x="8" y="8"><point/><properties><property name="side" value="S%d"/><property name="unit" value="warrior"/></properties></object>`, i+1, i+1)
	}
	b.WriteString(`</objectgroup>`)
	return b.String()
}

func TestSidesCap(t *testing.T) {
	tmxProp := func(n int) string {
		return tmx(4, 4, `<properties><property name="sides" value="`+sideNames(n)+`"/></properties>`)
	}
	tmjProp := func(n int) string {
		return `{"type": "map", "orientation": "orthogonal", "width": 4, "height": 4, "tilewidth": 16, "tileheight": 16,
 "properties": [{"name": "sides", "type": "string", "value": "` + sideNames(n) + `"}], "layers": []}`
	}
	cases := []struct {
		name, file, text string
		want             string // "" to load
	}{
		{"an ASCII map naming 100 sides", "m.txt", "sides: " + sideNames(100) + "\n....", ""},
		{"an ASCII map naming 101 sides", "m.txt", "sides: " + sideNames(101) + "\n....", "more than the 100 sides a map may have"},
		{"an ASCII map naming 100,000 sides", "m.txt", "sides: " + sideNames(100000) + "\n....", "lists 100000 names, more than the 100 sides"},
		{"a .tmx naming 100 sides", "m.tmx", tmxProp(100), ""},
		{"a .tmx naming 100,000 sides", "m.tmx", tmxProp(100000), "lists 100000 names, more than the 100 sides"},
		{"a .tmj naming 100,000 sides", "m.tmj", tmjProp(100000), "lists 100000 names, more than the 100 sides"},
		{"a .tmx whose objects name 100 sides", "m.tmx", tmx(4, 4, spawns(100)), ""},
		{"a .tmx whose objects name 101 sides", "m.tmx", tmx(4, 4, spawns(101)), `names the side "S101", a side more than the 100 a map may have`},
		{"a .tmx whose objects name 10,000 sides", "m.tmx", tmx(4, 4, spawns(10000)), `names the side "S101", a side more than the 100`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			writeFiles(t, dir, map[string]string{c.file: c.text})
			m, err := Load(filepath.Join(dir, c.file))
			if c.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				if len(m.Sides) != 100 {
					t.Fatalf("%d sides, want 100", len(m.Sides))
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %.300v, want one saying %s", err, c.want)
			}
			if strings.Count(err.Error(), "\n") > 0 || len(err.Error()) > 600 {
				t.Errorf("the error is %d lines and %d bytes: the cap is said once", strings.Count(err.Error(), "\n")+1, len(err.Error()))
			}
		})
	}
}

// The surprised property is read against a set of the sides: 100,000 names are as quick to
// read as a few, and the refusal lists ten sides and how many more.
func TestSurprisedNamesManyTimes(t *testing.T) {
	text := "sides: " + sideNames(100) + "\nsurprised: " + strings.Repeat("S1,", 100000) + "Nobody\n...."
	_, err := ParseASCII("m.txt", text)
	want := `"Nobody" is not one of the map's sides ("S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S10" and 90 more)`
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("error %.300v, want one saying %s", err, want)
	}
}

// A map's spawns place at most MaxUnits units in all: 2,000 spawns of 1,000 units each on an
// open 512×512 floor place 1,000 and walk no further (each spawn once walked past every square
// taken before it, on a fresh copy of the map's marks).
func TestSpawnSquaresStopAtMaxUnits(t *testing.T) {
	m := NewMap(512, 512)
	for i := range 2000 {
		p := Pos{X: i % 512, Y: 256}
		m.Objects = append(m.Objects, Object{ID: i + 1, Class: ClassSpawn, Side: "A", Unit: "goblin", Count: 1000, Cells: []Pos{p}})
	}
	squares := m.SpawnSquares()
	placed := 0
	for _, s := range squares {
		placed += len(s)
	}
	if placed != MaxUnits || len(squares[0]) != MaxUnits || len(squares[1]) != 0 {
		t.Fatalf("placed %d (the first spawn %d, the second %d), want %d, all for the first", placed, len(squares[0]), len(squares[1]), MaxUnits)
	}
}
