package scenes

// Battle help tests: the F1 overlay over a battle lists the keys as bound, sums up the rules in play with their sections, and closes.

import (
	"image"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/combat"
	"skirmish/game"
)

// cryptBattle is a test game with the crypt's Delvers battle on top (helpBattle), two frames
// drawn.
func cryptBattle(t *testing.T) (*game.Game, *game.Context, *Battle) {
	t.Helper()
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	b := helpBattle(t, c, "delvers")
	c.Push(b)
	frames(t, g, 2)
	return g, c, b
}

// helpBattle is a battle on the crypt under ruleset id, with the map's own units.
func helpBattle(t *testing.T, c *game.Context, id string) *Battle {
	t.Helper()
	path := filepath.Join("..", "maps", "crypt.tmx")
	m, err := game.LoadMap(path)
	if err != nil {
		t.Fatal(err)
	}
	rules, err := combat.Rules(id)
	if err != nil {
		t.Fatal(err)
	}
	spec, err := SpecFor(path, m, rules, rules.Catalog(), "", 5)
	if err != nil {
		t.Fatal(err)
	}
	b, err := NewBattle(c, spec)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// helpOpen pushes the help over the battle on top and draws it.
func helpOpen(t *testing.T, g *game.Game, id string) (*BattleHelp, *image.RGBA) {
	t.Helper()
	press(t, g, game.Help) // the battle opens it on F1
	img, _ := frames(t, g, 2)
	h, ok := g.Top().(*BattleHelp)
	if !ok {
		t.Fatalf("the top scene after Help is %T, want the help", g.Top())
	}
	if h.rulesID != id {
		t.Fatalf("the help is for %q, want %q", h.rulesID, id)
	}
	return h, img
}

func TestBattleHelpOverTheBattle(t *testing.T) {
	needDisplay(t)
	for _, id := range []string{"delvers", "age13"} {
		t.Run(id, func(t *testing.T) {
			g := newTestGame(t, nil)
			c := g.Context()
			th := c.Theme
			b := helpBattle(t, c, id)
			c.Push(b)
			frames(t, g, 2)
			h, img := helpOpen(t, g, id)
			keepShot(t, "help-"+id, img)
			if h.under != game.Scene(b) {
				t.Fatalf("the help is over %T, want the battle", h.under)
			}
			pw, ph := int(h.pw), int(h.ph)
			panel := image.Rect(int(h.px), int(h.py), int(h.px)+pw, int(h.py)+ph)
			if !panel.In(image.Rect(0, 0, c.Width, c.Height)) {
				t.Fatalf("the panel %v is not on the screen", panel)
			}
			title := image.Rect(panel.Min.X, panel.Min.Y, panel.Min.X+300, panel.Min.Y+70)
			keys := image.Rect(panel.Min.X+helpPad, panel.Min.Y+80, panel.Min.X+helpPad+helpKeysW, panel.Max.Y-60)
			rules := image.Rect(panel.Min.X+helpPad+helpKeysW+helpGap, panel.Min.Y+80, panel.Max.X-helpPad, panel.Max.Y-60)
			checkFrame(t, "help title", img, th.Accent, 200, title)
			checkFrame(t, "help keys and rules", img, th.Text, 400, keys, rules)
			// the battle shows round the panel, dimmed: the top bar's round in accent is darkened
			if n := near(img, image.Rect(0, 0, 300, battleTopH), th.Accent); n > 20 {
				t.Errorf("%d pixels of bright accent in the battle's top bar: is the battle dimmed?", n)
			}
			for _, close := range []struct {
				name string
				do   func()
			}{
				{"Back", func() { press(t, g, game.Back) }},
				{"Help", func() { press(t, g, game.Help) }},
				{"a click", func() { c.Input.InjectClick(40, 40); frames(t, g, 2) }},
			} {
				if close.name != "Back" {
					helpOpen(t, g, id)
				}
				close.do()
				if g.Top() != game.Scene(b) {
					t.Errorf("%s left %T on top, want the battle", close.name, g.Top())
				}
			}
		})
	}
}

// A key rebound while the help is open shows at once.
func TestBattleHelpShowsTheKeysAsBound(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	c.Push(helpBattle(t, c, "delvers"))
	h, before := helpOpen(t, g, "delvers")
	if got := helpRowOf(t, battleKeyRows(&c.Input.Keys), "End the turn").keys; got != "E" {
		t.Errorf("End the turn: %q, want the default E", got)
	}
	if got := helpRowOf(t, battleKeyRows(&c.Input.Keys), "Pan the map").keys; got != "← → ↑ ↓  /  A D W S" {
		t.Errorf("Pan the map: %q, want the arrows, then the letters", got)
	}
	if got := helpRowOf(t, battleKeyRows(&c.Input.Keys), "Drop the action, the unit").keys; got != "X  /  Backspace" {
		t.Errorf("Drop the action: %q, want X, then Backspace in words", got)
	}
	c.Input.Keys[game.EndTurn] = []ebiten.Key{ebiten.KeyQ}
	c.Input.Keys[game.Undo] = nil
	c.Input.Keys[game.Redo] = nil
	after, _ := frames(t, g, 2)
	rows := battleKeyRows(&h.keys)
	if got := helpRowOf(t, rows, "End the turn").keys; got != "Q" {
		t.Errorf("End the turn after rebinding: %q, want Q", got)
	}
	if got := helpRowOf(t, rows, "Undo, redo").keys; got != "" {
		t.Errorf("Undo with no key: %q, want none", got)
	}
	keys := image.Rect(int(h.px)+helpPad, int(h.py)+80, int(h.px)+helpPad+helpKeysW, int(h.py)+600)
	if samePixels(before, after, keys) {
		t.Error("the keys column did not change after rebinding")
	}
}

func TestBattleHelpListsEveryActionKey(t *testing.T) {
	// thirty buttons' keys, in runs: the digits, then with Shift, then with Ctrl; a key
	// rebound breaks its run and is named by itself; a button without a key is left out
	def := game.DefaultKeyMap()
	rebound := def.Clone()
	rebound[game.HotKey12] = []ebiten.Key{ebiten.KeyQ}
	rebound[game.HotKey30] = nil
	for _, c := range []struct {
		name string
		keys game.KeyMap
		want string
	}{
		{"the defaults", def, "1–0, Shift+1–0, Ctrl+1–0"},
		{"button 12 on Q, button 30 on nothing", rebound, "1–0, Shift+1, Q, Shift+3–0, Ctrl+1–9"},
	} {
		if got := helpRowOf(t, battleKeyRows(&c.keys), "Choose an action").keys; got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
	if got := helpRowOf(t, battleKeyRows(&def), "Centre on the unit").keys; got != "C" {
		t.Errorf("Centre on the unit: %q, want C", got)
	}
}

// helpRowOf is a row of the table, by what it does.
func helpRowOf(t *testing.T, rows []helpRow, what string) helpRow {
	t.Helper()
	for _, r := range rows {
		if r.what == what {
			return r
		}
	}
	t.Fatalf("no row %q", what)
	return helpRow{}
}

// samePixels reports whether two frames are alike inside r.
func samePixels(a, b *image.RGBA, r image.Rectangle) bool {
	r = r.Intersect(a.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		i, j := a.PixOffset(r.Min.X, y), a.PixOffset(r.Max.X, y)
		if string(a.Pix[i:j]) != string(b.Pix[i:j]) {
			return false
		}
	}
	return true
}

// The help shows the ruleset's summary from its description (each ruleset's tests hold the
// summary to the text's numbers and sections: rulestest.Describe).
func TestHelpShowsTheRulesetsSummary(t *testing.T) {
	for _, id := range combat.RulesetIDs() {
		r, _ := combat.Rules(id)
		if s := summaryOf(id); s.name != combat.Title(r, nil) || len(s.notes) != len(r.Describe().Summary) {
			t.Errorf("%s: summary %q of %d points, want the description's", id, s.name, len(s.notes))
		}
	}
}

// An unknown ruleset still gets a panel, with a word instead of a summary.
func TestSummaryOfAnUnknownRuleset(t *testing.T) {
	s := summaryOf("no-such-ruleset")
	if s.name != "no-such-ruleset" || len(s.notes) != 1 || s.notes[0].Source != "" {
		t.Errorf("summaryOf(no-such-ruleset) = %+v", s)
	}
}

// On a small logical screen (a large UI scale) the panel shrinks to fit, whole.
func TestBattleHelpFitsASmallScreen(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	st := c.Settings
	st.UIScale = 1.5
	c.Apply(st)
	if c.Width >= game.ScreenWidth {
		t.Fatalf("UI scale 1.5 left the screen %d wide", c.Width)
	}
	c.Push(helpBattle(t, c, "age13"))
	frames(t, g, 2)
	h, img := helpOpen(t, g, "age13")
	w, hh := h.pw*h.scale, h.ph*h.scale
	if h.scale >= 1 || h.px < 0 || h.py < 0 || h.px+w > float64(c.Width) || h.py+hh > float64(c.Height) {
		t.Errorf("panel at (%v, %v), %v×%v at scale %v on a %d×%d screen", h.px, h.py, w, hh, h.scale, c.Width, c.Height)
	}
	k := c.Scale // the frame has the device's pixels
	checkFrame(t, "small help", img, c.Theme.Text, 300, image.Rect(int(h.px*k), int(h.py*k), int((h.px+w)*k), int((h.py+hh)*k)))
}
