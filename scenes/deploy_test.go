package scenes

// Deploy screen tests under Xvfb: hot-seat with fog on a map without objects, placing by mouse (click, drag, right-click), Back, the grid key, held arrows, and AI battles that skip it.

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/grid"
)

// bareMap has no game objects at all: no sides, spawns or deploy regions; walls in the middle.
const bareMap = "title: Bare\n" +
	"............\n" +
	".....##.....\n" +
	"............\n" +
	".....##.....\n" +
	"............\n"

// bareSetup opens setup on bareMap with two warriors added to each default side, both played
// by humans (Ann and Bo), fog of war on.
func bareSetup(t *testing.T, g *game.Game) *Setup {
	t.Helper()
	c := g.Context()
	s := textSetup(t, c, "bare.txt", bareMap)
	if len(s.spec.Sides) != 2 || len(s.spec.Sides[0].Units) != 0 {
		t.Fatalf("the bare map's setup has sides %+v, want the two default sides without units", s.spec.Sides)
	}
	e, ok := s.cat.Lookup("warrior")
	if !ok {
		t.Fatal("no warrior in the catalog")
	}
	for i := range 2 {
		for range 2 {
			if err := s.spec.AddUnit(s.gm, i, e); err != nil {
				t.Fatal(err)
			}
		}
	}
	s.spec.Fog = true
	s.spec.Sides[0].Human, s.spec.Sides[0].Player = true, "Ann"
	s.spec.Sides[1].Human, s.spec.Sides[1].Player = true, "Bo"
	s.build(c)
	c.Push(NewTitle(c))
	c.Push(s)
	frames(t, g, 2)
	return s
}

// deployOf returns the deploy screen on top, failing if it is not there.
func deployOf(t *testing.T, g *game.Game) *Deploy {
	t.Helper()
	d, ok := g.Top().(*Deploy)
	if !ok {
		t.Fatalf("the top scene is %T, want the deploy screen", g.Top())
	}
	return d
}

// squareCentre is the screen point in the middle of square p on the deploy screen.
func squareCentre(d *Deploy, p grid.Pos) image.Point {
	x, y, w, h := d.view.SquareRect(p.X, p.Y)
	return image.Pt(int(x+w/2), int(y+h/2))
}

// clickAt clicks square p of the deploy screen's map.
func clickAt(t *testing.T, g *game.Game, d *Deploy, p grid.Pos) {
	t.Helper()
	q := squareCentre(d, p)
	g.Context().Input.InjectClick(q.X, q.Y)
	frames(t, g, 3)
}

// passHandover confirms the deploy hand-over on top, checking whom it names.
func passHandover(t *testing.T, g *game.Game, side string) {
	t.Helper()
	h, ok := g.Top().(*deployHandover)
	if !ok {
		t.Fatalf("the top scene is %T, want the hand-over to %s", g.Top(), side)
	}
	if got := h.d.Side(); got != side {
		t.Fatalf("the hand-over is to %s, want %s", got, side)
	}
	img, _ := frames(t, g, 1)
	c := g.Context()
	checkFrame(t, "hand-over to "+side, img, c.Theme.Text, 300, image.Rect(330, 230, 950, 490))
	press(t, g, game.Confirm)
	deployOf(t, g)
}

func TestDeployHotSeatOnAMapWithoutObjects(t *testing.T) {
	needDisplay(t)
	StartBattle = startBattle
	t.Cleanup(func() { StartBattle = nil })
	g := newTestGame(t, nil)
	c := g.Context()
	bareSetup(t, g)
	clickOn(t, g, "start")

	// fog and two humans: Ann's placing starts behind a hand-over
	passHandover(t, g, "Side 1")
	d := deployOf(t, g)
	frames(t, g, 2)
	plan := d.Plan()
	// 12 squares across: each side's band is the 2 columns at its edge
	for i, cols := range [][2]int{{0, 1}, {10, 11}} {
		for _, p := range plan.Zone(i) {
			if p.X < cols[0] || p.X > cols[1] {
				t.Errorf("%s may deploy on %v, outside columns %d-%d", plan.Spec.Sides[i].Name, p, cols[0], cols[1])
			}
		}
	}
	if len(plan.Zone(0)) != 10 {
		t.Errorf("Side 1's zone has %d squares, want 10", len(plan.Zone(0)))
	}
	img, _ := frames(t, g, 1)
	if n := near(img, d.mapRect(), c.Theme.Side(0)); n < 200 {
		t.Errorf("only %d pixels of Side 1's colour on the map: is the zone lit?", n)
	}

	// a click outside the zone places nothing and says why
	clickAt(t, g, d, grid.Pos{X: 5, Y: 0})
	if plan.Placed(0, 0) || d.msgT == 0 {
		t.Fatalf("a click outside the zone: placed %v, notice %q", plan.Placed(0, 0), d.msg)
	}
	// click the second unit's row, then a lit square
	second := plan.Unit(0, 1).Name
	clickOn(t, g, "unit:"+second)
	if d.pick != 1 {
		t.Fatalf("clicking %s's row picked %d", second, d.pick)
	}
	clickAt(t, g, d, grid.Pos{X: 1, Y: 4})
	if !plan.Placed(0, 1) || plan.Unit(0, 1).Pos != (grid.Pos{X: 1, Y: 4}) {
		t.Fatalf("%s placed %v on %v, want 1, 4", second, plan.Placed(0, 1), plan.Unit(0, 1).Pos)
	}
	if d.pick != 0 {
		t.Errorf("after placing, pick %d: want the first unit, still to place", d.pick)
	}
	// drag the token to another lit square
	from, to := squareCentre(d, grid.Pos{X: 1, Y: 4}), squareCentre(d, grid.Pos{X: 0, Y: 1})
	mid := image.Pt((from.X+to.X)/2, (from.Y+to.Y)/2)
	c.Input.Inject(game.Frame{Cursor: &from, Left: true}, game.Frame{Cursor: &mid, Left: true},
		game.Frame{Cursor: &to, Left: true}, game.Frame{Cursor: &to})
	frames(t, g, 5)
	if plan.Unit(0, 1).Pos != (grid.Pos{X: 0, Y: 1}) || !plan.Placed(0, 1) {
		t.Fatalf("after the drag %s is on %v, want 0, 1", second, plan.Unit(0, 1).Pos)
	}
	// a right-click on it takes it back; a right-drag pans and takes nothing back
	past := image.Pt(to.X+40, to.Y)
	c.Input.Inject(game.Frame{Cursor: &to, Right: true}, game.Frame{Cursor: &past})
	frames(t, g, 3)
	if !plan.Placed(0, 1) {
		t.Fatal("a drag with the right button took the token back")
	}
	c.Input.InjectRightClick(to.X, to.Y)
	frames(t, g, 3)
	if plan.Placed(0, 1) {
		t.Fatal("a right-click left the token on the map")
	}
	// Start battle is greyed until every unit stands; Auto-place fills the rest
	if usable(d.m.nav.items[d.m.nav.index("start")]) {
		t.Fatal("Done is usable with units to place")
	}
	clickOn(t, g, "auto")
	if err := plan.Ready(0); err != nil {
		t.Fatal(err)
	}
	clickOn(t, g, "start")

	// Bo's turn, behind a hand-over; Ann's units are hidden from him
	passHandover(t, g, "Side 2")
	if d.Side() != "Side 2" || d.shown(0) || !d.shown(1) {
		t.Fatalf("deploying %s; Side 1 shown %v: want Side 2 deploying, Side 1 hidden by the fog", d.Side(), d.shown(0))
	}
	clickOn(t, g, "auto")
	want, err := plan.Result()
	if err != nil {
		t.Fatal(err)
	}
	clickOn(t, g, "start")
	b := battleOf(g)
	if b == nil {
		t.Fatalf("the last Done opened %T, want the battle", g.Top())
	}
	for _, side := range want.Sides {
		for _, u := range side.Units {
			found := false
			for _, su := range b.Setup.Units {
				found = found || su.Name == u.Name && su.Pos == u.Pos
			}
			if !found {
				t.Errorf("%s of %s is not set up on %v, where it was deployed", u.Name, side.Name, u.Pos)
			}
		}
	}
	for _, u := range b.Setup.Units { // opposite edges
		if u.Side == "Side 1" && u.Pos.X > 1 || u.Side == "Side 2" && u.Pos.X < 10 {
			t.Errorf("%s of %s starts on %v, off its edge", u.Name, u.Side, u.Pos)
		}
	}
}

func TestDeployBackReturnsToSetup(t *testing.T) {
	needDisplay(t)
	StartBattle = startBattle
	t.Cleanup(func() { StartBattle = nil })
	g := newTestGame(t, nil)
	s := pitSetup(t, g)
	frames(t, g, 2)
	clickOn(t, g, "start")
	d := deployOf(t, g)
	frames(t, g, 2)
	// Cancel on a placed unit's row takes it back; Back leaves for setup, which keeps its spec
	clickOn(t, g, "auto")
	if err := d.Plan().Ready(0); err != nil {
		t.Fatal(err)
	}
	moveTo(t, g, game.MenuUp, 8, is("unit:Bram"))
	press(t, g, game.Cancel)
	if d.Plan().Placed(0, 0) {
		t.Fatal("Cancel on Bram's row left him on the map")
	}
	press(t, g, game.Back)
	if g.Top() != game.Scene(s) {
		t.Fatalf("Back from deploy went to %T, want setup", g.Top())
	}
	if got := s.Spec().Sides[0].Units[0].Pos; got != (grid.Pos{X: 2, Y: 2}) {
		t.Errorf("setup's Bram moved to %v", got)
	}
}

func TestAIBattlesSkipDeploy(t *testing.T) {
	needDisplay(t)
	StartBattle = startBattle
	t.Cleanup(func() { StartBattle = nil })
	g := newTestGame(t, nil)
	s := pitSetup(t, g)
	s.spec.Sides[0].Human = false
	s.build(g.Context())
	frames(t, g, 2)
	clickOn(t, g, "start")
	if battleOf(g) == nil {
		t.Fatalf("Start with no human opened %T, want the battle", g.Top())
	}
}

func TestDeployShot(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	s := cryptSetup(t, c)
	d, err := ShotDeploy(c, s.Spec())
	if err != nil {
		t.Fatal(err)
	}
	c.Push(d)
	img, _ := frames(t, g, 3)
	checkFrame(t, "deploy shot", img, c.Theme.Accent, 60, d.mapRect()) // the unit in hand's square and the caption
	if left := d.Plan().Unplaced(0); len(left) != 2 || !d.keys || d.pick != left[0] {
		t.Errorf("the shot has %v to place, keys %v, pick %d: want two, the first in hand", left, d.keys, d.pick)
	}
}

func TestDeployShowsTheMapFromItsFirstFrame(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	d, err := NewDeploy(c, cryptSetup(t, c).Spec())
	if err != nil {
		t.Fatal(err)
	}
	c.Push(d)
	img, _ := frames(t, g, 1)
	r := d.mapRect()
	if r.Empty() {
		t.Fatal("after the first frame the deploy screen has no cell for its map")
	}
	if n := colours(img.SubImage(r).(*image.RGBA)); n < 50 {
		t.Errorf("the first frame's map cell %v has %d colours: a blank cell, not the crypt", r, n)
	}
	// Auto-place builds the panel again, the map's cell with it: the map stays on screen
	frames(t, g, 2)
	clickOn(t, g, "auto")
	for i := range 3 {
		img, _ := frames(t, g, 1)
		if n := colours(img.SubImage(d.mapRect()).(*image.RGBA)); n < 50 {
			t.Errorf("frame %d after Auto-place: the map cell %v has %d colours, a blank cell", i+1, d.mapRect(), n)
		}
	}
}

func TestDeployGridKeyAndHeldArrows(t *testing.T) {
	needDisplay(t)
	StartBattle = startBattle
	t.Cleanup(func() { StartBattle = nil })
	g := newTestGame(t, nil)
	pitSetup(t, g)
	frames(t, g, 2)
	clickOn(t, g, "start")
	d := deployOf(t, g)
	frames(t, g, 2)

	// G shows or hides the grid, drawn over the map
	before, _ := frames(t, g, 1)
	shown := d.view.ShowGrid
	after := press(t, g, game.ToggleGrid)
	if d.view.ShowGrid == shown {
		t.Fatalf("%s left the grid shown %v", keyHint(g.Context(), game.ToggleGrid), shown)
	}
	if n := differing(before, after, d.mapRect()); n < 100 {
		t.Errorf("only %d pixels of the map changed when the grid was toggled", n)
	}

	// by keys, an arrow held down moves the cursor on: one square when pressed, then one
	// every 4 frames after 24 (frames 1, 25, 29 of 30 held)
	moveTo(t, g, game.MenuUp, 8, is("unit:Bram"))
	press(t, g, game.Confirm)
	if !d.keys {
		t.Fatal("Confirm on Bram's row did not start placing him by keys")
	}
	from := d.cursor
	g.Context().Input.InjectHold(game.MenuRight, 30)
	frames(t, g, 31)
	if want := (grid.Pos{X: from.X + 3, Y: from.Y}); d.cursor != want {
		t.Errorf("→ held 30 frames moved the cursor from %v to %v, want %v", from, d.cursor, want)
	}
}

// differing counts the pixels of r that differ between two frames.
func differing(a, b *image.RGBA, r image.Rectangle) int {
	n := 0
	r = r.Intersect(a.Bounds()).Intersect(b.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			i := a.PixOffset(x, y)
			if a.Pix[i] != b.Pix[i] || a.Pix[i+1] != b.Pix[i+1] || a.Pix[i+2] != b.Pix[i+2] {
				n++
			}
		}
	}
	return n
}

// tagScene draws a name tag over a token at (x, bottom) inside cell, on black.
type tagScene struct {
	cell      image.Rectangle
	x, bottom float64
}

func (tagScene) Update(*game.Context) error { return nil }

func (s tagScene) Draw(screen *ebiten.Image, c *game.Context) {
	screen.Fill(color.Black)
	nameTag(screen.SubImage(s.cell).(*ebiten.Image), c, "Pikeman 1", s.x, s.bottom)
}

// A unit's name tag over a token at the map cell's left edge stands whole inside the cell: its
// left end a little inside the cell's edge, not cut off by it.
func TestDeployNameTagStaysInsideTheCell(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	cell := image.Rect(100, 50, 300, 150)
	c.Reset(tagScene{cell: cell, x: 104, bottom: 60}) // a token at the edge, near the top
	img, _ := frames(t, g, 1)
	left, top := 1000, 1000
	for y := 0; y < 200; y++ {
		for x := 0; x < 400; x++ {
			if p := img.RGBAAt(x, y); p.R > 8 || p.G > 8 || p.B > 8 {
				left, top = min(left, x), min(top, y)
			}
		}
	}
	if left < cell.Min.X+1 || left > cell.Min.X+4 {
		t.Errorf("the tag's left end at x=%d, want just inside the cell's edge at %d", left, cell.Min.X)
	}
	if top < cell.Min.Y+1 {
		t.Errorf("the tag's top at y=%d, want inside the cell, which begins at %d", top, cell.Min.Y)
	}
}
