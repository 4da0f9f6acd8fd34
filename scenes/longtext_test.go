package scenes

// Long words from files: a save, a map or a campaign whose title or error is one word of thousands of characters is cut
// to fit its card in a few measurements, and the screens listing them cost little memory.

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/game"
)

// A 20,000-character word is cut to its width with about log₂(20,000) measurements, not one
// per character removed.
func TestFitCutsAWordInFewMeasurements(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	k := newKit(g.Context())
	counted := 0
	measure = func(s string, f text.Face) float64 { counted++; return game.TextWidth(s, f) }
	defer func() { measure = game.TextWidth }()
	word := strings.Repeat("W", 20000)
	for _, tc := range []struct {
		name string
		s    string
		n    int
	}{
		{"one word as a title", word, 1},
		{"a word between two lines of a message", "written in save format 99, by Skirmish " + word + "; this Skirmish reads formats up to 1", 2},
	} {
		counted = 0
		got := paragraph(tc.s, k.small, 300, tc.n)
		lines := strings.Split(got, "\n")
		if len(lines) > tc.n {
			t.Errorf("%s: %d lines, want at most %d", tc.name, len(lines), tc.n)
		}
		for _, ln := range lines {
			if w := game.TextWidth(ln, k.small); w > 300 {
				t.Errorf("%s: line %.20q… is %.0f wide, over 300", tc.name, ln, w)
			}
		}
		if !strings.HasSuffix(got, "…") {
			t.Errorf("%s: the cut text %.40q does not end in …", tc.name, got)
		}
		if counted > 60 {
			t.Errorf("%s: %d measurements to cut it; want a few dozen at most", tc.name, counted)
		}
	}
}

// allocated runs f and returns the bytes it allocated.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// The load list, the map picker and the campaigns list with one long word each: before the
// cut was found by halving, each cost hundreds of megabytes (and ran out of memory).
func TestLongWordsInListsCostLittle(t *testing.T) {
	needDisplay(t)
	long := strings.Repeat("W", 20000)
	mapWord := strings.Repeat("M", 3000)
	g := newTestGame(t, map[string]string{"long.tmx": `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="4" height="2" tilewidth="32" tileheight="32" infinite="0">
 <properties>
  <property name="title" value="The ` + mapWord + `"/>
  <property name="description" value="Deep in ` + mapWord + ` lies a crypt"/>
 </properties>
</map>
`})
	c := g.Context()
	dir := t.TempDir()
	c.Files.Saves = filepath.Join(dir, "saves")
	c.Files.UserCampaigns = filepath.Join(dir, "campaigns")
	c.Files.CampaignStates = filepath.Join(dir, "states")
	for _, d := range []string{c.Files.Saves, c.Files.UserCampaigns, c.Files.CampaignStates} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write := func(p, s string) {
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(c.Files.Saves, "newer.json"), `{"format": 99, "game": "`+long+`"}`)
	write(filepath.Join(c.Files.Saves, "key.json"), `{"format": 1, "`+long+`": 1}`)
	write(filepath.Join(c.Files.UserCampaigns, "long.json"), `{"title": "`+mapWord+`", "description": "`+mapWord+`", "rules": "`+long+`"}`)
	c.Push(NewTitle(c))
	frames(t, g, 1)
	for _, tc := range []struct {
		name string
		open func()
	}{
		{"load list", func() { c.Push(NewLoadScreen(c)) }},
		{"map picker", func() { c.Push(NewMapPicker(c)) }},
		{"campaigns list", func() { c.Push(NewCampaignList(c)) }},
	} {
		used := allocated(func() {
			tc.open()
			frames(t, g, 3)
		})
		t.Logf("%s: %d MiB", tc.name, used>>20)
		if used > 96<<20 {
			t.Errorf("the %s allocated %d MiB for one long word; want a few dozen at most", tc.name, used>>20)
		}
		c.Pop()
		frames(t, g, 1)
	}
}

// A path is broken after its separators, and a name in it longer than the line (a folder named
// by a test, thousands of characters) where it reaches the edge: no line is wider than asked.
func TestWrapPathBreaksANameLongerThanTheLine(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	k := newKit(g.Context())
	for _, tc := range []struct {
		name, path string
		minLines   int
	}{
		{"short names", "/home/ann/.local/share/skirmish/campaigns", 1},
		{"a long name", "/tmp/" + strings.Repeat("TestEveryScreenFitsEveryScale", 3) + "/002/campaigns", 3},
		{"a 5,000-character name", "/" + strings.Repeat("w", 5000), 10},
	} {
		got := strings.Split(wrapPath(tc.path, k.small, 200), "\n")
		if strings.Join(got, "") != shorten(tc.path, maxShown) {
			t.Errorf("%s: the lines %q are not the path", tc.name, got)
		}
		if len(got) < tc.minLines {
			t.Errorf("%s: %d lines, want at least %d", tc.name, len(got), tc.minLines)
		}
		for _, l := range got {
			if w := game.TextWidth(l, k.small); w > 200 {
				t.Errorf("%s: the line %q is %.0f wide, want at most 200", tc.name, l, w)
			}
		}
	}
}
