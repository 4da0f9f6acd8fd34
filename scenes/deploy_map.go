package scenes

// Deploy map: the camera on the deploying side's zone and the mouse over the map (hover, pan, zoom, click to place, drag to move, right-click to take back).

import (
	"image"

	"skirmish/game"
	"skirmish/grid"
)

// follow pans the camera so that square p is in view, with a square to spare.
func (d *Deploy) follow(p grid.Pos) {
	cam := &d.view.Cam
	if cam.ViewW <= 0 {
		return
	}
	tw, th := d.plan.Map.CellSize()
	x0, y0 := cam.ToWorld(cam.ViewX, cam.ViewY)
	x1, y1 := cam.ToWorld(cam.ViewX+cam.ViewW, cam.ViewY+cam.ViewH)
	ox, oy := d.plan.Map.CellOrigin(p)
	px0, py0 := ox-tw, oy-th
	px1, py1 := ox+2*tw, oy+2*th
	switch {
	case px0 < x0:
		cam.X -= x0 - px0
	case px1 > x1:
		cam.X += px1 - x1
	}
	switch {
	case py0 < y0:
		cam.Y -= y0 - py0
	case py1 > y1:
		cam.Y += py1 - y1
	}
	cam.Clamp(d.view.WorldSize())
}

// mapRect is the screen rectangle the map is drawn in, at the device's pixels (empty before
// the first layout): the screen is laid out and drawn there (game.Crisp).
func (d *Deploy) mapRect() image.Rectangle {
	if d.area == nil {
		return image.Rectangle{}
	}
	return d.area.GetWidget().Rect
}

// fieldRect is mapRect in logical pixels, where the camera, the cursor and the drawing of the
// map are (the tree's device pixels over the UI scale it was laid out at; a tree laid out on
// the logical screen is there already).
func (d *Deploy) fieldRect() (x, y, w, h float64) {
	r, s := d.mapRect(), d.m.scale
	if !d.m.crisp || s <= 0 {
		s = 1
	}
	return float64(r.Min.X) / s, float64(r.Min.Y) / s, float64(r.Dx()) / s, float64(r.Dy()) / s
}

// overField reports whether the logical point (x, y) lies on the map's cell.
func (d *Deploy) overField(x, y int) bool {
	fx, fy, fw, fh := d.fieldRect()
	px, py := float64(x), float64(y)
	return px >= fx && py >= fy && px < fx+fw && py < fy+fh
}

// fit points the camera at the zone of the side deploying: as close as shows the zone whole
// with a square round it, at most twice the tiles' size.
func (d *Deploy) fit() {
	cam := &d.view.Cam
	cam.ViewX, cam.ViewY, cam.ViewW, cam.ViewH = d.fieldRect()
	zone := d.plan.Zone(d.side())
	if len(zone) == 0 {
		w, h := d.view.WorldSize()
		cam.Fit(w, h, 2)
		return
	}
	// the zone's cells' boxes in world pixels, a cell round them
	m := d.plan.Map
	tw, th := m.CellSize()
	x0, y0 := m.CellOrigin(zone[0])
	x1, y1 := x0+tw, y0+th
	for _, p := range zone {
		ox, oy := m.CellOrigin(p)
		x0, y0, x1, y1 = min(x0, ox), min(y0, oy), max(x1, ox+tw), max(y1, oy+th)
	}
	const pad = 1
	cam.Fit(x1-x0+2*pad*tw, y1-y0+2*pad*th, 2)
	cam.X, cam.Y = (x0+x1)/2, (y0+y1)/2
	cam.Clamp(d.view.WorldSize())
	d.fitted = d.turn
}

// updateMap runs the mouse and the camera over the map: hover, pan, zoom, the grid shown or
// hidden, a click to place, a drag to move, a right-click to take back.
func (d *Deploy) updateMap(c *game.Context) {
	if d.mapRect().Empty() {
		return
	}
	cam := &d.view.Cam
	if fx, fy, fw, fh := d.fieldRect(); cam.ViewX != fx || cam.ViewY != fy || cam.ViewW != fw || cam.ViewH != fh || d.fitted != d.turn {
		d.fit()
	}
	in := c.Input
	i := d.side()
	cx, cy := in.Cursor()
	over := d.overField(cx, cy)
	moved := image.Pt(cx, cy) != d.mouseAt
	d.mouseAt = image.Pt(cx, cy)
	d.hoverOn = false
	if x, y, ok := d.view.SquareAt(float64(cx), float64(cy)); ok && over {
		d.hover, d.hoverOn = grid.Pos{X: x, Y: y}, true
		if d.keys && d.drag < 0 && moved {
			d.cursor = d.hover
		}
	}
	// the camera: drag with the right or middle button, the screen's edges, the wheel, the zoom keys
	gx, gy := in.Drag()
	cam.Pan(-float64(gx), -float64(gy))
	ex, ey := in.EdgePan(c.Width, c.Height)
	cam.Pan(float64(ex)*d.view.PanSpeed, float64(ey)*d.view.PanSpeed)
	if w := in.Wheel(); w != 0 && over {
		steps := 1
		if w < 0 {
			steps = -1
		}
		cam.ZoomAt(steps, float64(cx), float64(cy))
	}
	mx, my := cam.ViewX+cam.ViewW/2, cam.ViewY+cam.ViewH/2
	if in.Pressed(game.ZoomIn) {
		cam.ZoomAt(1, mx, my)
	}
	if in.Pressed(game.ZoomOut) {
		cam.ZoomAt(-1, mx, my)
	}
	cam.Clamp(d.view.WorldSize())

	if in.Pressed(game.ToggleGrid) {
		d.view.ShowGrid = !d.view.ShowGrid
		d.view.Rebake() // the grid is baked with the map
	}

	if x, y, ok := in.RightClick(); ok && d.overField(x, y) {
		if sx, sy, on := d.view.SquareAt(float64(x), float64(y)); on {
			if si, j, held := d.plan.At(grid.Pos{X: sx, Y: sy}); held && si == i {
				d.takeBack(c, j)
				return
			}
		}
		if d.pick >= 0 {
			d.pick, d.keys = -1, false
			d.build(c)
		}
		return
	}
	if x, y, ok := in.Click(); ok && d.overField(x, y) {
		sx, sy, on := d.view.SquareAt(float64(x), float64(y))
		p := grid.Pos{X: sx, Y: sy}
		switch si, j, held := d.plan.At(p); {
		case !on:
		case held && si == i:
			d.drag, d.dragFrom, d.dragMoved = j, p, false
		case d.pick >= 0:
			d.place(c, d.pick, p)
		case d.plan.Allowed(i, p):
			d.say("Every unit is placed: drag a token to move it, or take one back with a right-click.")
		}
		return
	}
	if d.drag < 0 {
		return
	}
	if d.hoverOn && d.hover != d.dragFrom {
		d.dragMoved = true
	}
	if in.LeftHeld() {
		return
	}
	j := d.drag
	d.drag = -1
	switch {
	case !d.dragMoved: // a click on a token picks it: the next click moves it
		d.pick, d.keys = j, false
		d.build(c)
	case d.hoverOn:
		if err := d.plan.Place(i, j, d.hover); err != nil {
			d.say(err.Error())
		}
		d.build(c)
	default:
		d.say("Dropped off the map: " + d.plan.Unit(i, j).Name + " stays where it was.")
	}
}
