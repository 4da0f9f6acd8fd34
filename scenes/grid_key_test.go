package scenes

// Tests of the battle map's keys: the grid key shows and hides the grid; the pan, zoom and centre keys move the camera wherever the pointer is, and not while a dialog takes the keys.

import (
	"image"
	"testing"

	"skirmish/combat/rules/age13"
	"skirmish/game"
	"skirmish/grid"
)

// TestGridKeyTogglesTheGridInBattle: G hides the grid baked into the battle's map and shows
// it again: the map's pixels change, then come back as they were. The pointer rests on the
// combat log: the map's keys do not need it over the map.
func TestGridKeyTogglesTheGridInBattle(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	b := helpBattle(t, c, "delvers")
	c.Push(b)
	onLog := image.Pt(int(b.lay.logX+b.lay.logW/2), int(b.lay.logY+b.lay.logH/2))
	c.Input.Inject(game.Frame{Cursor: &onLog})
	frames(t, g, 150) // the turn's banner and any animation done
	shown, _ := frames(t, g, 1)
	hidden := press(t, g, game.ToggleGrid)
	if b.field.view.ShowGrid {
		t.Fatal("the grid key left the grid shown")
	}
	again := press(t, g, game.ToggleGrid)
	area := image.Rect(int(b.lay.mapX), int(b.lay.mapY), int(b.lay.mapX+b.lay.mapW), int(b.lay.mapY+b.lay.mapH))
	diff := func(x, y *image.RGBA) (n int) {
		for py := area.Min.Y; py < area.Max.Y; py++ {
			for px := area.Min.X; px < area.Max.X; px++ {
				if x.RGBAAt(px, py) != y.RGBAAt(px, py) {
					n++
				}
			}
		}
		return n
	}
	gone := diff(shown, hidden)
	if gone < 2000 {
		t.Errorf("hiding the grid changed %d pixels of the map, want the grid's lines gone", gone)
	}
	// the grid back: what still differs is what moved meanwhile (a token's glow, a notice),
	// far less than the grid's lines
	back := diff(shown, again)
	t.Logf("hiding the grid changed %d pixels of the map; showing it again left %d unlike before", gone, back)
	if n := back; n > gone/4 {
		t.Errorf("showing the grid again left %d pixels unlike before (hiding it changed %d)", n, gone)
	}
}

// TestMapKeysActWhereverThePointerIs: with the pointer over the side panel, the action bar,
// the top bar or outside the window, the zoom keys zoom, the pan keys pan and the centre key
// centres the map on the selected unit; the wheel away from the map does not zoom it.
func TestMapKeysActWhereverThePointerIs(t *testing.T) {
	g, c, b := cryptBattle(t)
	for _, where := range []struct {
		name string
		at   image.Point
	}{
		{"the combat log", image.Pt(int(b.lay.logX+b.lay.logW/2), int(b.lay.logY+b.lay.logH/2))},
		{"the action bar", image.Pt(int(b.lay.sideX/2), int(b.lay.barY+20))},
		{"the top bar", image.Pt(300, 20)},
		{"outside the window", image.Pt(-50, -50)},
	} {
		t.Run(where.name, func(t *testing.T) {
			cam := &b.field.view.Cam
			cam.SetZoom(1)
			b.field.view.CentreOn(grid.Pos{X: 0, Y: 0})
			c.Input.Inject(game.Frame{Cursor: &where.at})
			frames(t, g, 1)
			step := cam.Step
			press(t, g, game.ZoomIn)
			if cam.Step != step+1 {
				t.Fatalf("the zoom-in key moved the zoom from step %d to %d, want %d", step, cam.Step, step+1)
			}
			x0, y0 := cam.X, cam.Y
			c.Input.InjectHold(game.PanRight, 10)
			c.Input.InjectHold(game.PanDown, 10)
			frames(t, g, 21)
			if cam.X <= x0 || cam.Y <= y0 {
				t.Fatalf("holding the pan keys moved the camera from (%v, %v) to (%v, %v), want right and down", x0, y0, cam.X, cam.Y)
			}
			press(t, g, game.ZoomOut)
			if cam.Step != step {
				t.Fatalf("the zoom-out key left the zoom at step %d, want %d", cam.Step, step)
			}
			// the centre key: the selected unit in the middle of the view (as the map's edge allows)
			u := focusUnit(b.view())
			if u == nil {
				t.Fatal("no unit to centre on")
			}
			b.field.view.CentreOn(grid.Pos{X: b.B().Map.Width - 1, Y: b.B().Map.Height - 1})
			press(t, g, game.CentreUnit)
			want := *cam
			want.X, want.Y = (float64(u.Pos.X)+0.5)*float64(b.B().Map.TileWidth), (float64(u.Pos.Y)+0.5)*float64(b.B().Map.TileHeight)
			want.Clamp(b.field.view.WorldSize())
			if cam.X != want.X || cam.Y != want.Y || !b.field.view.InView(u.Pos) {
				t.Fatalf("the centre key put the camera at (%v, %v), want (%v, %v) on %s at %v", cam.X, cam.Y, want.X, want.Y, u.Name, u.Pos)
			}
		})
	}
	// the wheel is the pointer's: over the log it scrolls the log, over the map it zooms
	for len(b.log.lines) <= b.lay.logLines+3 {
		b.log.lines = append(b.log.lines, logLine{text: "a line to scroll", first: true})
	}
	onLog := image.Pt(int(b.lay.logX+10), int(b.lay.logY+10))
	step, top := b.field.view.Cam.Step, b.log.top
	c.Input.Inject(game.Frame{Cursor: &onLog, Wheel: 1})
	frames(t, g, 2)
	if b.field.view.Cam.Step != step || b.log.top <= top {
		t.Errorf("the wheel over the log: zoom step %d to %d, log scrolled from %d to %d; want the log scrolled, not the map zoomed", step, b.field.view.Cam.Step, top, b.log.top)
	}
	onMap := image.Pt(int(b.lay.mapX+b.lay.mapW/2), int(b.lay.mapY+b.lay.mapH/2))
	c.Input.Inject(game.Frame{Cursor: &onMap, Wheel: -1})
	frames(t, g, 2)
	if b.field.view.Cam.Step != step-1 {
		t.Errorf("the wheel over the map left the zoom at step %d, want %d", b.field.view.Cam.Step, step-1)
	}
}

// TestMapKeysWaitWhileADialogHasThem: while the reaction prompt waits for an answer, or the
// help or the pause menu is over the battle, the map's keys do not move the battle's camera.
func TestMapKeysWaitWhileADialogHasThem(t *testing.T) {
	still := func(name string, g *game.Game, b *Battle) {
		t.Helper()
		cam, grid := b.field.view.Cam, b.field.view.ShowGrid
		g.Context().Input.InjectHold(game.PanRight, 6)
		press(t, g, game.ZoomOut, game.ToggleGrid, game.CentreUnit)
		if b.field.view.Cam != cam || b.field.view.ShowGrid != grid {
			t.Errorf("%s: the map's keys moved the battle's camera (%+v to %+v) or grid (%v to %v)", name, cam, b.field.view.Cam, grid, b.field.view.ShowGrid)
		}
	}
	// a reaction asked of the player: the fighter's natural 18 brings up a flexible attack
	// (13th-age-combat-rules.txt "Flexible Attacks")
	dg := newTestGame(t, nil)
	d := duelBattle(t, dg, age13.ID, map[string]string{"edition": "1"}, "fighter", "zombie", 20, 1, 18)
	press(t, dg, game.HotKeys[optionIndex(t, d, "melee")])
	clickSquare(t, dg, d, grid.Pos{X: 3, Y: 2})
	if d.P.Pending() == nil {
		t.Fatalf("no prompt after the natural 18 (notice %q)", d.notes.notice)
	}
	d.field.view.Cam.SetZoom(2)
	d.field.view.CentreOn(grid.Pos{X: 5, Y: 2})
	still("the reaction prompt", dg, d)

	g, c, b := cryptBattle(t)
	b.field.view.Cam.SetZoom(2)
	b.field.view.CentreOn(grid.Pos{X: 5, Y: 5})
	c.Push(NewBattleHelp(c, "delvers"))
	still("the help", g, b)
	c.Pop()
	c.Push(NewPause(c, b))
	still("the pause menu", g, b)
}

// TestDragPansOnlyWhenBegunOverTheMap: a right-drag begun over the map pans it, on over the
// HUD; one begun over the HUD does not pan the map when it crosses onto it.
func TestDragPansOnlyWhenBegunOverTheMap(t *testing.T) {
	g, c, b := cryptBattle(t)
	cam := &b.field.view.Cam
	cam.SetZoom(2)
	drag := func(from, to image.Point) (dx, dy float64) {
		b.field.view.CentreOn(grid.Pos{X: b.B().Map.Width / 2, Y: b.B().Map.Height / 2})
		x0, y0 := cam.X, cam.Y
		var fs []game.Frame
		for i := 0; i <= 8; i++ {
			p := image.Pt(from.X+(to.X-from.X)*i/8, from.Y+(to.Y-from.Y)*i/8)
			fs = append(fs, game.Frame{Cursor: &p, Right: true})
		}
		fs = append(fs, game.Frame{Cursor: &to})
		c.Input.Inject(fs...)
		frames(t, g, len(fs)+1)
		return cam.X - x0, cam.Y - y0
	}
	mid := image.Pt(int(b.lay.mapX+b.lay.mapW/2), int(b.lay.mapY+b.lay.mapH/2))
	onBar := image.Pt(int(b.lay.mapX+b.lay.mapW/2), int(b.lay.barY+40))
	if dx, dy := drag(mid, onBar); dx == 0 && dy == 0 {
		t.Errorf("a drag from the map onto the action bar did not pan the map")
	}
	if dx, dy := drag(onBar, mid); dx != 0 || dy != 0 {
		t.Errorf("a drag from the action bar onto the map panned it by (%v, %v)", dx, dy)
	}
}
