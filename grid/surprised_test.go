package grid

// Tests of the `surprised` map property, read from Tiled and ASCII maps and checked against the sides.

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// surprisedTMX is a 3×1 Tiled map with the given map properties and a Spawn for side "Wolves".
func surprisedTMX(props string) string {
	return tmx(3, 1, ` <properties>
`+props+`
 </properties>
 <objectgroup id="1" name="Setup">
  <object id="1" class="Spawn" x="40" y="8">
   <properties><property name="side" value="Wolves"/></properties>
   <point/>
  </object>
 </objectgroup>`)
}

func TestSurprisedTiled(t *testing.T) {
	tests := []struct {
		name, props string
		want        []string
	}{
		{"unsaid", `  <property name="sides" value="Delvers, Bandits"/>`, nil},
		{"one side", `  <property name="sides" value="Delvers, Bandits"/>
  <property name="surprised" value="Delvers"/>`, []string{"Delvers"}},
		{"trimmed, repeats and blanks dropped", `  <property name="sides" value="Delvers,Bandits"/>
  <property name="surprised" value=" Bandits ,, Delvers,Bandits,"/>`, []string{"Bandits", "Delvers"}},
		{"a side only an object names", `  <property name="sides" value="Delvers"/>
  <property name="surprised" value="Wolves"/>`, []string{"Wolves"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			writeFiles(t, dir, map[string]string{"m.tmx": surprisedTMX(tt.props)})
			m, err := LoadTiled(filepath.Join(dir, "m.tmx"))
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(m.Surprised, tt.want) {
				t.Errorf("Surprised %q, want %q", m.Surprised, tt.want)
			}
		})
	}
}

func TestSurprisedTiledNotASide(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"ambush.tmx": surprisedTMX(`  <property name="sides" value="Delvers, Bandits"/>
  <property name="surprised" value="Delvers, Goblins"/>`)})
	m, err := LoadTiled(filepath.Join(dir, "ambush.tmx"))
	if m != nil {
		t.Errorf("got a map as well as problems")
	}
	checkProblems(t, err, wantProblem{"ambush.tmx", "map property surprised",
		`"Goblins" is not one of the map's sides ("Delvers", "Bandits", "Wolves")`})
}

func TestSurprisedASCII(t *testing.T) {
	m, err := ParseASCII("ambush.txt", `
sides: Delvers, Goblins
surprised: Goblins
#####
#1.2#
#####`)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(m.Surprised, []string{"Goblins"}) {
		t.Errorf("Surprised %q, want [Goblins]", m.Surprised)
	}

	_, err = ParseASCII("ambush.txt", `
sides: Delvers, Goblins
surprised: goblins
#####
#1.2#
#####`)
	want := `ambush.txt: map property surprised: "goblins" is not one of the map's sides ("Delvers", "Goblins")`
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("error %v, want one starting %s", err, want)
	}

	_, err = ParseASCII("bare.txt", `
surprised: Goblins
...`)
	if err == nil || !strings.Contains(err.Error(), `bare.txt: map property surprised: "Goblins" is not a side of this map, which names none`) {
		t.Errorf("a map without sides: %v", err)
	}
}
