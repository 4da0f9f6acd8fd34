// Input tests: the key map's names, and injected frames as the test seam reads them.
package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
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
