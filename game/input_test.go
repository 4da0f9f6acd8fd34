// Input tests: the key map's names (drawable in the fonts), injected frames as the test seam reads them, right clicks and key repeat.
package game

import (
	"image"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

func TestActionIDsAreUniqueAndFound(t *testing.T) {
	seen := map[string]bool{}
	for _, a := range Actions() {
		id := a.ID()
		if id == "" || seen[id] {
			t.Fatalf("action %d has id %q (empty or repeated)", a, id)
		}
		seen[id] = true
		if b, ok := ActionByID(id); !ok || b != a {
			t.Fatalf("ActionByID(%q) = %v, %v", id, b, ok)
		}
		if len(DefaultKeyMap()[a]) == 0 {
			t.Errorf("%v has no default key", a)
		}
	}
}

func TestInjectedFrames(t *testing.T) {
	in := NewInput(DefaultKeyMap())
	in.Enabled = false // no devices: only what is injected
	in.InjectActions(Confirm)
	in.InjectClick(40, 30)
	in.InjectKey(ebiten.KeyK)

	in.Update()
	if !in.Pressed(Confirm) || !in.Held(Confirm) || in.Pressed(Back) {
		t.Fatal("frame 1: want Confirm pressed and nothing else")
	}
	in.Update()
	if x, y, ok := in.Click(); !ok || x != 40 || y != 30 || !in.LeftHeld() {
		t.Fatalf("frame 2: click = %d,%d,%v, want the button down at 40,30", x, y, ok)
	}
	if in.Pressed(Confirm) {
		t.Fatal("frame 2: Confirm is still pressed")
	}
	in.Update()
	if in.LeftHeld() || !in.LeftReleased() {
		t.Fatal("frame 3: want the button released")
	}
	in.Update()
	if k, ok := in.Key(); !ok || k != ebiten.KeyK {
		t.Fatalf("frame 4: key = %v, %v; want K", k, ok)
	}
	in.Update()
	if _, ok := in.Key(); ok || in.Pending() != 0 {
		t.Fatal("frame 5: want nothing left")
	}
}

func TestKeyNames(t *testing.T) {
	k := DefaultKeyMap()
	if got := k.KeysOf(Back); len(got) != 1 || got[0] != "Esc" {
		t.Errorf("Back is %v, want Esc", got)
	}
	if got := k.KeysOf(MenuUp); len(got) != 1 || got[0] != "↑" {
		t.Errorf("MenuUp is %v, want ↑", got)
	}
}

func TestSaveAndUndoKeys(t *testing.T) {
	// F5 and F9 as most games have them; U and R undo and redo as in Battle for Wesnoth.
	k := DefaultKeyMap()
	for _, c := range []struct {
		a    Action
		want string
	}{{QuickSave, "F5"}, {QuickLoad, "F9"}, {Undo, "U"}, {Redo, "R"}, {ReplayStep, "."}, {ReplayBack, ","}} {
		if got := k.KeysOf(c.a); len(got) == 0 || got[0] != c.want {
			t.Errorf("%v is %v, want %s first", c.a, got, c.want)
		}
	}
}

func TestRightClickAndKeyRepeat(t *testing.T) {
	// a right click is the button released within clickSlop pixels of where it went down;
	// further, it was a drag of the map
	for _, c := range []struct {
		name         string
		frames       []Frame
		want         bool
		wantX, wantY int
	}{
		{"click in place", []Frame{{Cursor: pt(50, 60), Right: true}, {Cursor: pt(50, 60)}}, true, 50, 60},
		{"held, then released", []Frame{{Cursor: pt(50, 60), Right: true}, {Right: true}, {Right: true}, {Cursor: pt(52, 57)}}, true, 52, 57},
		{"dragged 4 px", []Frame{{Cursor: pt(50, 60), Right: true}, {Cursor: pt(54, 60)}}, false, 0, 0},
		{"left button", []Frame{{Cursor: pt(50, 60), Left: true}, {Cursor: pt(50, 60)}}, false, 0, 0},
	} {
		in := NewInput(DefaultKeyMap())
		in.Enabled = false
		in.Inject(c.frames...)
		clicks := 0
		for range c.frames {
			in.Update()
			if x, y, ok := in.RightClick(); ok {
				clicks++
				if x != c.wantX || y != c.wantY {
					t.Errorf("%s: right click at %d,%d, want %d,%d", c.name, x, y, c.wantX, c.wantY)
				}
			}
		}
		if got := clicks == 1; got != c.want || clicks > 1 {
			t.Errorf("%s: %d right clicks, want one: %v", c.name, clicks, c.want)
		}
	}
	in := NewInput(DefaultKeyMap())
	in.Enabled = false
	in.InjectRightClick(7, 8)
	in.Update()
	if _, _, ok := in.RightClick(); ok {
		t.Error("InjectRightClick: a click on the frame the button went down")
	}
	in.Update()
	if x, y, ok := in.RightClick(); !ok || x != 7 || y != 8 {
		t.Errorf("InjectRightClick: %d,%d,%v, want a click at 7,8", x, y, ok)
	}

	// a key held repeats its meaning after repeatDelay frames, then every repeatEvery frames
	for _, c := range []struct {
		held int
		want []int // the frames (from 1) on which MenuLeft repeats
	}{
		{1, []int{1}},
		{24, []int{1}},
		{25, []int{1, 25}},
		{40, []int{1, 25, 29, 33, 37}},
	} {
		in := NewInput(DefaultKeyMap())
		in.Enabled = false
		in.InjectHold(MenuLeft, c.held)
		in.InjectActions() // released
		var got []int
		for f := 1; f <= c.held+1; f++ {
			in.Update()
			if in.Repeated(MenuLeft) {
				got = append(got, f)
			}
			if f > 1 && in.Pressed(MenuLeft) {
				t.Errorf("held %d: MenuLeft pressed again on frame %d", c.held, f)
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("held %d frames: repeats on frames %v, want %v", c.held, got, c.want)
		}
	}
}

func TestKeyNamesAreInTheFonts(t *testing.T) {
	// every key's name is drawn in hints with the Go fonts: each of its letters must have a
	// glyph there (Backspace was "⌫", which they lack)
	for _, ttf := range [][]byte{goregular.TTF, gobold.TTF} {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		var buf sfnt.Buffer
		for k := ebiten.Key(0); k <= ebiten.KeyMax; k++ {
			for _, r := range KeyName(k) {
				if g, err := f.GlyphIndex(&buf, r); err != nil || g == 0 {
					t.Errorf("%v is named %q: the fonts have no %q", k, KeyName(k), r)
				}
			}
		}
	}
	if got := KeyName(ebiten.KeyBackspace); got != "Backspace" {
		t.Errorf("Backspace is named %q", got)
	}
}

// pt is a point, for frames.
func pt(x, y int) *image.Point { return &image.Point{X: x, Y: y} }
