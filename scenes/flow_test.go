package scenes

// Flow tests: title → map picker → setup → deploy → battle, driven by meanings and clicks through the input seam.

import (
	"image"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/ai"
	"skirmish/game"
	"skirmish/grid"
)

// ebitenKeyK is the key the rebinding test binds.
const ebitenKeyK = ebiten.KeyK

// brokenMap is a map file that does not load.
const brokenMap = `<?xml version="1.0"?>
<map version="1.10" orientation="orthogonal" width="-3" height="10" tilewidth="32" tileheight="32"></map>
`

// press injects meanings, one frame each, and runs those frames plus one.
func press(t *testing.T, g *game.Game, as ...game.Action) *image.RGBA {
	t.Helper()
	for _, a := range as {
		g.Context().Input.InjectActions(a)
	}
	img, _ := frames(t, g, len(as)+1)
	return img
}

// tap is press without the picture: the meanings injected, one frame each, and those frames
// plus one run.
func tap(t *testing.T, g *game.Game, as ...game.Action) {
	t.Helper()
	for _, a := range as {
		g.Context().Input.InjectActions(a)
	}
	framesNoPicture(t, g, len(as)+1)
}

// menuOf returns the menu of the scene on top, failing if it is not a menu screen.
func menuOf(t *testing.T, g *game.Game) *menu {
	t.Helper()
	m := menuIn(g.Top())
	if m == nil {
		t.Fatalf("the top scene is %T, not a menu screen", g.Top())
	}
	return m
}

// selected is the key of the selected item of the active nav (the dialog's if one is open).
func selected(t *testing.T, g *game.Game) string {
	t.Helper()
	if it := menuOf(t, g).active().current(); it != nil {
		return it.key
	}
	return ""
}

// moveTo presses a until the item whose key satisfies ok is selected, failing after limit
// presses.
func moveTo(t *testing.T, g *game.Game, a game.Action, limit int, ok func(key string) bool) {
	t.Helper()
	for i := 0; i <= limit; i++ {
		if ok(selected(t, g)) {
			return
		}
		press(t, g, a)
	}
	t.Fatalf("after %d presses of %v the selection is %q", limit, a, selected(t, g))
}

// is matches a key exactly.
func is(key string) func(string) bool { return func(k string) bool { return k == key } }

// clickOn clicks the centre of the selected-or-not item with that key, through the input seam.
func clickOn(t *testing.T, g *game.Game, key string) {
	t.Helper()
	if s, ok := g.Top().(*Setup); ok && s.age <= doubleClickFrames {
		frames(t, g, doubleClickFrames+1-s.age) // a click as soon as it opens is a double click's
	}
	n := menuOf(t, g).active()
	i := n.index(key)
	if i < 0 {
		t.Fatalf("no item %q on %T", key, g.Top())
	}
	r := n.items[i].w.GetWidget().Rect
	if r.Empty() {
		t.Fatalf("item %q has no place on screen yet", key)
	}
	x, y := centre(r)
	g.Context().Input.InjectClick(int(x), int(y))
	frames(t, g, 3)
}

func TestFlowTitleToBattle(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, map[string]string{"broken.tmx": brokenMap})
	c := g.Context()
	StartBattle = startBattle
	t.Cleanup(func() { StartBattle = nil })

	c.Push(NewTitle(c))
	img, _ := frames(t, g, 3)
	th := c.Theme
	checkFrame(t, "title", img, th.Accent, 800, image.Rect(80, 120, 640, 240)) // the game's name
	checkFrame(t, "title", img, th.Text, 300, image.Rect(80, 280, 460, 600))   // the menu
	if k := selected(t, g); k != "new" {
		t.Fatalf("the title starts on %q, want New battle", k)
	}

	// New battle: the map picker, every bundled map and the broken one as cards
	img = press(t, g, game.Confirm)
	picker, ok := g.Top().(*MapPicker)
	if !ok {
		t.Fatalf("Confirm on New battle opened %T, want the map picker", g.Top())
	}
	img, _ = frames(t, g, 2) // thumbnails paint on the first frame
	checkFrame(t, "map picker", img, th.Text, 300, headerBand, bodyBand)
	if n := len(picker.entries); n != len(c.Files.Bundled)+1 {
		t.Fatalf("the picker has %d maps, want %d bundled and 1 of the user's", n, len(c.Files.Bundled))
	}

	// the broken map's card (the player's: first) says why, and choosing it explains instead
	// of crashing
	broken := "map:" + filepath.Join(c.Files.UserMaps, "broken.tmx")
	moveTo(t, g, game.MenuDown, 6, is(broken))
	press(t, g, game.Confirm)
	d := menuOf(t, g).dlg
	if d == nil || d.title != "This map cannot be loaded" {
		t.Fatalf("choosing the broken map opened %+v, want the problems dialog", d)
	}
	press(t, g, game.Back)
	if menuOf(t, g).dlg != nil {
		t.Fatal("Back did not close the dialog")
	}

	// down from the player's maps (listed first) to the first bundled map, then along the
	// first row to the crypt, and choose it
	crypt := "map:" + filepath.Join("..", "maps", "crypt.tmx")
	moveTo(t, g, game.MenuDown, 6, is("map:"+c.Files.Bundled[0]))
	moveTo(t, g, game.MenuRight, 4, is(crypt))
	press(t, g, game.Confirm)
	setup, ok := g.Top().(*Setup)
	if !ok {
		t.Fatalf("choosing the crypt opened %T, want the setup screen", g.Top())
	}
	img, _ = frames(t, g, 2)
	checkFrame(t, "setup", img, th.Text, 300, headerBand, bodyBand)
	spec := setup.Spec()
	if len(spec.Sides) != 2 || spec.Sides[0].Name != "Delvers" || spec.Sides[1].Name != "Undead" {
		t.Fatalf("setup sides %+v, want Delvers and Undead", spec.Sides)
	}
	if !spec.Sides[0].Human || spec.Sides[0].Player != "Player 1" || spec.Sides[1].Human {
		t.Fatalf("want Delvers human (Player 1) and Undead AI, got %+v", spec.Sides)
	}
	if a, b := len(spec.Sides[0].Units), len(spec.Sides[1].Units); a != 4 || b != 8 {
		t.Fatalf("the crypt's spawns give %d Delvers and %d Undead, want 4 and 8", a, b)
	}

	// fog off, the Undead at hard, a new seed by a click, a unit added to the Delvers
	moveTo(t, g, game.NextItem, 40, is("fog"))
	press(t, g, game.MenuRight)
	moveTo(t, g, game.NextItem, 40, is("side1:ctl"))
	press(t, g, game.MenuRight)
	seed := setup.Spec().Seed
	clickOn(t, g, "reroll")
	if setup.Spec().Seed == seed {
		t.Errorf("clicking Reroll kept seed %d", seed)
	}
	moveTo(t, g, game.NextItem, 40, is("side0:add"))
	press(t, g, game.Confirm)
	if d := menuOf(t, g).dlg; d == nil || !strings.HasPrefix(d.title, "Add a unit") {
		t.Fatalf("Add unit opened %+v, want the catalog", d)
	}
	img = press(t, g, game.MenuDown, game.Confirm) // the second entry of the catalog
	if n := len(setup.Spec().Sides[0].Units); n != 5 {
		t.Fatalf("after adding a unit the Delvers have %d units, want 5", n)
	}
	checkFrame(t, "setup after adding", img, th.Text, 300, bodyBand)

	// Start opens the deploy screen: the Delvers (human) place their five units
	moveTo(t, g, game.NextItem, 60, is("start"))
	press(t, g, game.Confirm)
	dep, ok := g.Top().(*Deploy)
	if !ok {
		t.Fatalf("Start opened %T, want the deploy screen", g.Top())
	}
	img, _ = frames(t, g, 3)
	checkFrame(t, "deploy", img, th.Text, 300, headerBand, image.Rect(c.Width-deployPanelW-24, 80, c.Width, c.Height-70))
	// the map is drawn with the Delvers' zone lit in their colour (blue over the floor)
	if n := near(img, dep.mapRect(), mix(th.Side(0), th.Background, 0.45)) + near(img, dep.mapRect(), th.Side(0)); n < 100 {
		t.Errorf("deploy: only %d pixels of the Delvers' colour on the map", n)
	}
	plan := dep.Plan()
	if dep.Side() != "Delvers" || len(plan.Unplaced(0)) != 5 || !plan.Placed(1, 0) {
		t.Fatalf("deploying %s with %d to place; want the Delvers' 5, the Undead placed by the AI", dep.Side(), len(plan.Unplaced(0)))
	}
	if k := selected(t, g); k != "auto" {
		t.Errorf("the deploy screen starts on %q, want Auto-place (Start battle is greyed)", k)
	}
	if it := menuOf(t, g).nav.items[menuOf(t, g).nav.index("start")]; usable(it) {
		t.Error("Start battle is usable with nobody placed")
	}
	// by keys: choose the first unit, step right from the first free square, place it
	first := plan.Unit(0, 0).Name
	moveTo(t, g, game.MenuUp, 8, is("unit:"+first))
	press(t, g, game.Confirm)
	if !dep.keys || dep.pick != 0 {
		t.Fatalf("Confirm on %s: keys %v, pick %d; want the keyboard placing it", first, dep.keys, dep.pick)
	}
	want := dep.cursor
	want.X++
	press(t, g, game.MenuRight, game.Confirm)
	if !plan.Placed(0, 0) || plan.Unit(0, 0).Pos != want {
		t.Fatalf("%s placed %v on %v, want %v", first, plan.Placed(0, 0), plan.Unit(0, 0).Pos, want)
	}
	if dep.pick != 1 || !dep.keys {
		t.Errorf("after placing, pick %d keys %v: want the next unit in hand", dep.pick, dep.keys)
	}
	press(t, g, game.Back) // stop placing; the screen stays
	if g.Top() != game.Scene(dep) || dep.keys {
		t.Fatalf("Back while placing left %T, keys %v", g.Top(), dep.keys)
	}
	// Auto-place the rest; Start battle is chosen next
	moveTo(t, g, game.MenuDown, 10, is("auto"))
	press(t, g, game.Confirm)
	if err := plan.Ready(0); err != nil {
		t.Fatal(err)
	}
	if plan.Unit(0, 0).Pos != want {
		t.Errorf("Auto-place moved %s from %v to %v", first, want, plan.Unit(0, 0).Pos)
	}
	if k := selected(t, g); k != "start" {
		t.Errorf("after Auto-place the selection is %q, want Start battle", k)
	}
	deployed, err := plan.Result()
	if err != nil {
		t.Fatal(err)
	}
	press(t, g, game.Confirm)
	b := battleOf(g)
	if b == nil {
		t.Fatalf("Start battle opened %T, want the battle", g.Top())
	}
	got := b.Spec
	if got.Map != filepath.Join("..", "maps", "crypt.tmx") || got.Fog || got.Sides[1].Human || got.Sides[1].Level != ai.Hard {
		t.Errorf("started %+v, want the crypt, fog off, the Undead played by the hard AI", got)
	}
	if got.Seed == seed {
		t.Errorf("started with the old seed %d", seed)
	}
	if len(b.B().Units) != 13 || len(b.B().Sides) != 2 {
		t.Errorf("the battle has %d units on %d sides, want 13 on two", len(b.B().Units), len(b.B().Sides))
	}
	// the battle is set up on the squares deployed (the AI may have moved since)
	at := map[string]grid.Pos{}
	for _, u := range b.Setup.Units {
		at[u.Name] = u.Pos
	}
	for _, side := range deployed.Sides {
		for _, u := range side.Units {
			if p, ok := at[u.Name]; !ok || p != u.Pos {
				t.Errorf("the battle sets %s up on %v, deployed on %v", u.Name, p, u.Pos)
			}
		}
	}
}

func TestStartWithoutBattleScreenSaysSo(t *testing.T) {
	needDisplay(t)
	StartBattle = nil
	g := newTestGame(t, nil)
	c := g.Context()
	m, err := game.LoadMap(filepath.Join("..", "maps", "crypt.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewSetup(c, filepath.Join("..", "maps", "crypt.tmx"), m)
	if err != nil {
		t.Fatal(err)
	}
	c.Push(s)
	frames(t, g, 2)
	if k := selected(t, g); k != "start" {
		t.Fatalf("the setup screen starts on %q, want Start", k)
	}
	img := press(t, g, game.Confirm)
	d := s.m.dlg
	if d == nil || d.title != "The battle screen is not built yet" {
		t.Fatalf("Start with no battle screen opened %+v, want the not-built-yet dialog", d)
	}
	img, _ = frames(t, g, 1)
	checkFrame(t, "not built yet", img, c.Theme.Accent, 150, image.Rect(340, 100, 940, 620))
}

func TestSetupRenameAndRemoveUnit(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	s := cryptSetup(t, c)
	c.Push(s)
	frames(t, g, 2)
	first := s.Spec().Sides[1].Units[0].Name
	moveTo(t, g, game.NextItem, 40, is("side1:unit:"+first))
	press(t, g, game.Confirm)
	d := s.m.dlg
	if d == nil || d.title != first {
		t.Fatalf("Confirm on %s opened %+v, want its dialog", first, d)
	}
	// type a new name (the text field is ebitenui's; its text is set directly), then Save
	d.nav.items[0].w.(*widget.TextInput).SetText("Old Bones")
	moveTo(t, g, game.NextItem, 5, is("dialog:Save"))
	press(t, g, game.Confirm)
	if got := s.Spec().Sides[1].Units[0].Name; got != "Old Bones" {
		t.Fatalf("after renaming the unit is %q, want Old Bones", got)
	}
	if k := selected(t, g); k != "side1:unit:Old Bones" {
		t.Errorf("after renaming the selection is %q", k)
	}
	n := len(s.Spec().Sides[1].Units)
	press(t, g, game.Confirm)
	moveTo(t, g, game.NextItem, 5, is("dialog:Remove unit"))
	press(t, g, game.Confirm)
	if got := len(s.Spec().Sides[1].Units); got != n-1 {
		t.Fatalf("after removing one the Undead have %d units, want %d", got, n-1)
	}
	for _, u := range s.Spec().Sides[1].Units {
		if u.Name == "Old Bones" {
			t.Fatal("Old Bones is still there")
		}
	}
}

func TestSettingsRebindAndSave(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	c.Push(NewTitle(c))
	frames(t, g, 1)
	moveTo(t, g, game.MenuDown, 5, is("settings"))
	press(t, g, game.Confirm)
	s, ok := g.Top().(*Settings)
	if !ok {
		t.Fatalf("Settings opened %T", g.Top())
	}
	img, _ := frames(t, g, 2)
	checkFrame(t, "settings", img, c.Theme.Text, 300, headerBand, bodyBand)

	// the palette, by the arrows
	moveTo(t, g, game.MenuDown, 5, is("palette"))
	press(t, g, game.MenuRight)
	if !c.Settings.ColourBlind || c.Theme.Side(0) != game.OkabeItoSides[0] {
		t.Fatalf("the palette did not switch: %+v", c.Settings.ColourBlind)
	}
	// Confirm's main key becomes K
	moveTo(t, g, game.NextItem, 60, is("key:confirm:0"))
	press(t, g, game.Confirm)
	if s.capture == nil {
		t.Fatal("Confirm on a key slot does not wait for a key")
	}
	c.Input.InjectKey(ebitenKeyK)
	frames(t, g, 2)
	if keys := c.Input.Keys[game.Confirm]; len(keys) == 0 || keys[0] != ebitenKeyK {
		t.Fatalf("Confirm's keys are %v, want K first", c.Input.Keys.KeysOf(game.Confirm))
	}
	// Back leaves and saves
	press(t, g, game.Back)
	if _, ok := g.Top().(*Title); !ok {
		t.Fatalf("Back from settings went to %T", g.Top())
	}
	saved, err := game.LoadSettings(c.Files.Settings)
	if err != nil {
		t.Fatalf("the saved settings do not read: %v", err)
	}
	if !saved.ColourBlind || saved.Keys[game.Confirm][0] != ebitenKeyK {
		t.Errorf("saved %+v, want the colour-blind palette and K for Confirm", saved)
	}
}

func TestResultsFromHeadlessBattle(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	s := cryptSetup(t, c)
	spec := s.Spec()
	spec.Seed = 7
	o, err := PlayHeadless(spec, 50)
	if err != nil {
		t.Fatal(err)
	}
	c.Push(NewResults(c, o))
	img, _ := frames(t, g, 2)
	checkFrame(t, "results", img, c.Theme.Text, 300, headerBand, bodyBand)
	if o.Winner != "" {
		col := c.Theme.Side(0)
		if o.Winner == "Undead" {
			col = c.Theme.Side(1)
		}
		checkFrame(t, "results banner", img, col, 500, image.Rect(160, 80, 1120, 360))
	}
	if k := selected(t, g); k != "rematch" {
		t.Errorf("the results start on %q, want Rematch", k)
	}
	moveTo(t, g, game.MenuLeft, 3, is("title"))
	press(t, g, game.Confirm)
	if _, ok := g.Top().(*Title); !ok {
		t.Fatalf("Title went to %T", g.Top())
	}
}

func TestTitleBackAsksThenQuits(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	c.Push(NewTitle(c))
	frames(t, g, 1)
	press(t, g, game.Back)
	d := menuOf(t, g).dlg
	if d == nil || d.title != "Quit Skirmish?" {
		t.Fatalf("Back on the title opened %+v, want to be asked", d)
	}
	if k := selected(t, g); k != "dialog:Quit" {
		t.Fatalf("the quit dialog selects %q", k)
	}
	c.Input.InjectActions(game.Confirm)
	if _, ended := frames(t, g, 2); !ended {
		t.Fatal("choosing Quit did not end the game")
	}
}

func TestHelpListsTheKeys(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	c.Push(NewMapPicker(c))
	frames(t, g, 1)
	press(t, g, game.Help)
	d := menuOf(t, g).dlg
	if d == nil || !d.help {
		t.Fatalf("Help opened %+v", d)
	}
	img, _ := frames(t, g, 1)
	checkFrame(t, "help", img, c.Theme.Text, 400, image.Rect(300, 100, 980, 620))
	press(t, g, game.Back)
	if menuOf(t, g).dlg != nil {
		t.Fatal("Back did not close the help")
	}
}
