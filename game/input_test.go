package game

// Input tests: the key map's names (drawable in the fonts), injected frames as the test seam reads them, right clicks, key repeat, and keys held with Shift or Ctrl (the hot keys past the tenth).

import (
	"fmt"
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

func TestHotKeysCoverThirtyButtons(t *testing.T) {
	// the first ten action buttons on 1–9 and 0, the next ten with Shift, the ten after with Ctrl
	k := DefaultKeyMap()
	if len(HotKeys) != 30 {
		t.Fatalf("%d hot keys, want 30", len(HotKeys))
	}
	for _, c := range []struct {
		button int // from 1
		want   string
		id     string
	}{
		{1, "1", "action_1"}, {9, "9", "action_9"}, {10, "0", "action_10"},
		{11, "Shift+1", "action_11"}, {20, "Shift+0", "action_20"},
		{21, "Ctrl+1", "action_21"}, {30, "Ctrl+0", "action_30"},
	} {
		a := HotKeys[c.button-1]
		if got := k.KeysOf(a); len(got) != 1 || got[0] != c.want {
			t.Errorf("button %d is bound to %v, want %s", c.button, got, c.want)
		}
		if a.ID() != c.id || a.String() != fmt.Sprintf("Action %d (battle)", c.button) {
			t.Errorf("button %d is %q, %q", c.button, a.ID(), a)
		}
	}
	if got := k.KeysOf(CentreUnit); len(got) != 1 || got[0] != "C" {
		t.Errorf("CentreUnit is %v, want C", got)
	}
}

func TestChordsMatchExactly(t *testing.T) {
	// a binding with Shift or Ctrl acts only with exactly those held; a plain key acts with
	// Shift held unless a chord on its key claims it, and never with Ctrl held
	k := DefaultKeyMap()
	for _, c := range []struct {
		name        string
		key         ebiten.Key
		shift, ctrl bool
		want        []Action // the meanings pressed, in Actions() order
	}{
		{"1 alone: button 1", ebiten.Key1, false, false, []Action{HotKey1}},
		{"Shift+1: button 11, not 1", ebiten.Key1, true, false, []Action{HotKey11}},
		{"Ctrl+0: button 30", ebiten.Key0, false, true, []Action{HotKey30}},
		{"Shift+Ctrl+1: no button", ebiten.Key1, true, true, nil},
		{"Shift+E still ends the turn: no chord on E", ebiten.KeyE, true, false, []Action{EndTurn}},
		{"Shift+→ still pans", ebiten.KeyArrowRight, true, false, []Action{PanRight, MenuRight}},
		{"Ctrl+S does not pan down: no plain binding acts with Ctrl held", ebiten.KeyS, false, true, nil},
		{"Ctrl+E does not end the turn", ebiten.KeyE, false, true, nil},
	} {
		var held, pressed [numActions]bool
		is := func(x ebiten.Key) bool { return x == c.key }
		k.match(&held, &pressed, keyState{down: is, went: is, shift: c.shift, ctrl: c.ctrl}, nil)
		var got []Action
		for _, a := range Actions() {
			if pressed[a] != held[a] {
				t.Errorf("%s: %v pressed %v, held %v", c.name, a, pressed[a], held[a])
			}
			if pressed[a] {
				got = append(got, a)
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: pressed %v, want %v", c.name, got, c.want)
		}
	}
}

func TestCaptureKeyForRebinding(t *testing.T) {
	never := func(ebiten.Key) bool { return false }
	upShift := func(k ebiten.Key) bool { return k == ebiten.KeyShiftLeft }
	for _, c := range []struct {
		name        string
		frames      [][]ebiten.Key // the keys that went down, frame by frame
		up          func(ebiten.Key) bool
		shift, ctrl bool
		want        ebiten.Key
		ok          bool
	}{
		{"a key alone", [][]ebiten.Key{{ebiten.KeyQ}}, never, false, false, ebiten.KeyQ, true},
		{"Shift, then 2 with it held", [][]ebiten.Key{{ebiten.KeyShift, ebiten.KeyShiftLeft}, {ebiten.Key2}}, never, true, false, WithShift(ebiten.Key2), true},
		{"Ctrl+3", [][]ebiten.Key{{ebiten.KeyControlRight}, {ebiten.Key3}}, never, false, true, WithCtrl(ebiten.Key3), true},
		{"Shift held: nothing yet", [][]ebiten.Key{{ebiten.KeyShiftLeft}, {}}, never, true, false, 0, false},
		{"Shift tapped alone is Shift", [][]ebiten.Key{{ebiten.KeyShiftLeft}, {}}, upShift, false, false, ebiten.KeyShiftLeft, true},
	} {
		var key, alone ebiten.Key
		ok := false
		for _, went := range c.frames {
			key, ok, alone = captureKey(went, c.up, c.shift, c.ctrl, alone)
			if ok {
				break
			}
		}
		if ok != c.ok || ok && key != c.want {
			t.Errorf("%s: captured %v (%s), %v; want %s, %v", c.name, key, KeyName(key), ok, KeyName(c.want), c.ok)
		}
	}
}

func TestChordsInTheSettingsFile(t *testing.T) {
	for _, c := range []struct {
		key  ebiten.Key
		text string
		name string
	}{
		{ebiten.Key1, "Digit1", "1"},
		{WithShift(ebiten.Key1), "Shift+Digit1", "Shift+1"},
		{WithCtrl(ebiten.KeyArrowUp), "Ctrl+ArrowUp", "Ctrl+↑"},
		{WithCtrl(WithShift(ebiten.KeyQ)), "Ctrl+Shift+Q", "Ctrl+Shift+Q"},
	} {
		if got := KeyText(c.key); got != c.text {
			t.Errorf("KeyText(%s) = %q, want %q", c.name, got, c.text)
		}
		if got, ok := ParseKeyText(c.text); !ok || got != c.key {
			t.Errorf("ParseKeyText(%q) = %v, %v", c.text, got, ok)
		}
		if got := KeyName(c.key); got != c.name {
			t.Errorf("KeyName = %q, want %q", got, c.name)
		}
	}
	for _, bad := range []string{"Shift+", "Shift+Nope", "Ctrl+ShiftLeft", "shift+Digit1", ""} {
		if k, ok := ParseKeyText(bad); ok {
			t.Errorf("ParseKeyText(%q) = %v, want refused", bad, k)
		}
	}
	// a file from before the Shift and Ctrl buttons keeps their defaults; one that binds a
	// chord reads it back
	s, err := ParseSettings("settings.json", []byte(`{"version":1,"ui_scale":1,"animation_speed":1,"scroll_speed":3,
		"keys":{"action_1":["Digit1"],"action_12":["Shift+KeyQ"]}}`))
	if err == nil {
		t.Fatalf("KeyQ is no key name, want an error")
	}
	s, err = ParseSettings("settings.json", []byte(`{"version":1,"ui_scale":1,"animation_speed":1,"scroll_speed":3,
		"keys":{"action_1":["Digit1"],"action_12":["Shift+Q"]}}`))
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Keys.KeysOf(HotKey12); !slices.Equal(got, []string{"Shift+Q"}) {
		t.Errorf("action_12 read as %v, want Shift+Q", got)
	}
	if got := s.Keys.KeysOf(HotKey11); !slices.Equal(got, []string{"Shift+1"}) {
		t.Errorf("action_11, not in the file, is %v; want its default Shift+1", got)
	}
	data, err := MarshalSettings(s)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseSettings("settings.json", data)
	if err != nil || !slices.Equal(back.Keys[HotKey12], s.Keys[HotKey12]) || !slices.Equal(back.Keys[HotKey21], []ebiten.Key{WithCtrl(ebiten.Key1)}) {
		t.Errorf("written and read back: %v, %v (%v)", back.Keys[HotKey12], back.Keys[HotKey21], err)
	}
}
