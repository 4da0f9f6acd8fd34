package game

// Overlays on the map: the square grid, deployment zones, exits, spawns and objectives.

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/grid"
)

// drawOverlays paints the grid and every game object over the map.
func (v *MapView) drawOverlays(dst *ebiten.Image) {
	if v.ShowGrid && v.Cam.Zoom() >= 0.5 {
		v.drawGrid(dst)
	}
	if !v.ShowObjects {
		return
	}
	// Objects far outside the view are not looked at: a bake's pieces and the squares of
	// animated tiles redrawn in a bake are small views of a large map.
	tw, th := float64(v.Map.TileWidth), float64(v.Map.TileHeight)
	vx0, vy0 := v.Cam.ToWorld(v.Cam.ViewX, v.Cam.ViewY)
	vx1, vy1 := v.Cam.ToWorld(v.Cam.ViewX+v.Cam.ViewW, v.Cam.ViewY+v.Cam.ViewH)
	const reach = 160 // world pixels a marker or a name may reach beyond its object's squares
	far := func(o *grid.Object) bool {
		return (o.X+o.W+1)*tw+reach < vx0 || o.X*tw-reach > vx1 || (o.Y+o.H+1)*th+reach < vy0 || o.Y*th-reach > vy1
	}
	for i, o := range v.Map.Objects {
		if far(&o) {
			continue
		}
		switch o.Class {
		case grid.ClassDeploy:
			if !v.ShowSetup {
				continue
			}
			v.drawRegion(dst, i, v.SideColor(o.Side), 0x30)
		case grid.ClassExit:
			v.drawExit(dst, i)
		}
	}
	v.batch.Draw(dst) // the regions' tints and edges not drawn yet
	for i, o := range v.Map.Objects {
		if far(&o) {
			continue
		}
		switch o.Class {
		case grid.ClassSpawn:
			if v.ShowSetup {
				v.drawSpawn(dst, o)
			}
		case grid.ClassObjective:
			v.drawObjective(dst, i)
		}
	}
}

// squareRect returns the screen rectangle of square p.
func (v *MapView) squareRect(p grid.Pos) (x, y, w, h float32) { return v.SquareRect(p.X, p.Y) }

// drawGrid draws a faint line along every square edge in view.
func (v *MapView) drawGrid(dst *ebiten.Image) {
	if v.Map.Topology == grid.Hex {
		v.drawHexGrid(dst)
		return
	}
	x0, y0, x1, y1 := v.visibleSquares(0)
	c := v.theme.Grid
	ax, ay, _, _ := v.squareRect(grid.Pos{X: x0, Y: y0})
	bx, by, _, _ := v.squareRect(grid.Pos{X: x1, Y: y1})
	for x := x0; x <= x1; x++ {
		sx, _, _, _ := v.squareRect(grid.Pos{X: x, Y: y0})
		v.batch.Rect(sx, ay, 1, by-ay, c)
	}
	for y := y0; y <= y1; y++ {
		_, sy, _, _ := v.squareRect(grid.Pos{X: x0, Y: y})
		v.batch.Rect(ax, sy, bx-ax, 1, c)
	}
	v.batch.Draw(dst)
}

// regionOf returns the set of squares of object i, built once.
func (v *MapView) regionOf(i int) map[grid.Pos]bool {
	if r, ok := v.regions[i]; ok {
		return r
	}
	r := make(map[grid.Pos]bool, len(v.Map.Objects[i].Cells))
	for _, p := range v.Map.Objects[i].Cells {
		r[p] = true
	}
	v.regions[i] = r
	return r
}

// drawRegion adds to the view's batch the tint of the cells of object i and the outline of
// its border in colour c; the caller draws the batch.
func (v *MapView) drawRegion(dst *ebiten.Image, i int, c color.RGBA, alpha uint8) {
	in := v.regionOf(i)
	inside := func(q grid.Pos) bool { return in[q] }
	fill, edge := WithAlpha(c, alpha), WithAlpha(c, 0xe0)
	for _, p := range v.Map.Objects[i].Cells {
		v.FillCell(&v.batch, p, 0, fill)
		v.StrokeBorder(&v.batch, p, inside, 2, edge)
	}
}

// drawExit marks exit squares with a pale tint and a chevron pointing off the nearest edge.
func (v *MapView) drawExit(dst *ebiten.Image, i int) {
	o := &v.Map.Objects[i]
	c := v.theme.Exit
	if o.Side != "" {
		c = v.SideColor(o.Side)
	}
	v.drawRegion(dst, i, c, 0x30)
	v.batch.Draw(dst)
	m := v.Map
	for _, p := range o.Cells {
		x, y, w, h := v.squareRect(p)
		// direction to the nearest map edge
		best, dx, dy := p.X, float32(-1), float32(0)
		if d := m.Width - 1 - p.X; d < best {
			best, dx, dy = d, 1, 0
		}
		if d := p.Y; d < best {
			best, dx, dy = d, 0, -1
		}
		if d := m.Height - 1 - p.Y; d < best {
			dx, dy = 0, 1
		}
		v.drawMark(dst, markKey{kind: markExit, col: c, size: int(w + 0.5), dx: int8(dx), dy: int8(dy)}, x+w/2, y+h/2)
	}
}

// markKind names a marker drawn on map objects.
type markKind uint8

// The markers: an exit's chevron, a spawn's token, an objective's diamond.
const (
	markExit markKind = iota
	markSpawn
	markObjective
)

// markKey is one marker picture: its kind, colour, the square's size in pixels it is drawn
// for, and (for a chevron) the way it points.
type markKey struct {
	kind   markKind
	col    color.RGBA
	size   int
	dx, dy int8
}

// drawMark draws marker k centred on (cx, cy). Markers are painted once, anti-aliased on the
// CPU (Canvas), and kept by the view: ebiten's anti-aliased paths cost far more to draw, on
// every map bake and thumbnail.
func (v *MapView) drawMark(dst *ebiten.Image, k markKey, cx, cy float32) {
	img, ok := v.marks[k]
	if !ok {
		img = v.paintMark(k)
		v.marks[k] = img
	}
	b := img.Bounds()
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(cx)-float64(b.Dx())/2, float64(cy)-float64(b.Dy())/2)
	dst.DrawImage(img, &op)
}

// paintMark paints marker k on a canvas a little larger than its square.
func (v *MapView) paintMark(k markKey) *ebiten.Image {
	w := float32(max(k.size, 4))
	n := int(w) + 8
	cv := NewCanvas(n, n)
	cx, cy := float32(n)/2, float32(n)/2
	switch k.kind {
	case markExit:
		// a chevron ">" turned toward (dx, dy), over its shadow
		s, dx, dy := w*0.22, float32(k.dx), float32(k.dy)
		px, py := -dy, dx // perpendicular
		line := func(ox, oy float32) []float32 {
			return []float32{cx - dx*s + px*s + ox, cy - dy*s + py*s + oy, cx + dx*s + ox, cy + dy*s + oy, cx - dx*s - px*s + ox, cy - dy*s - py*s + oy}
		}
		width := max(1.5, w*0.09)
		cv.Polyline(line(0, 0), width, v.theme.Shadow)
		cv.Polyline(line(-1, -1), width, WithAlpha(k.col, 0xf0))
	case markSpawn:
		r := w * 0.34
		cv.Disc(cx+1.5, cy+2, r, v.theme.Shadow)
		cv.Disc(cx, cy, r, k.col)
		cv.Ring(cx, cy, r, max(1, w/20), color.RGBA{0x10, 0x10, 0x10, 0xff})
		cv.Ring(cx, cy, r*0.72, max(1, w/28), WithAlpha(color.RGBA{0xff, 0xff, 0xff, 0xff}, 0x70))
	case markObjective:
		r := w * 0.32
		diamond := []float32{cx, cy - r, cx + r*0.8, cy, cx, cy + r, cx - r*0.8, cy}
		cv.Polygon(diamond, k.col)
		cv.Polyline(append(diamond, diamond[:2]...), max(1, r/8), v.theme.Shadow)
	}
	return cv.Image()
}

// drawSpawn draws a token in the side's colour on each square of a spawn, with its count.
func (v *MapView) drawSpawn(dst *ebiten.Image, o grid.Object) {
	c := v.SideColor(o.Side)
	for i, p := range o.Cells {
		x, y, w, h := v.squareRect(p)
		cx, cy := x+w/2, y+h/2
		v.drawMark(dst, markKey{kind: markSpawn, col: c, size: int(w + 0.5)}, cx, cy)
		if i == 0 && w >= 24 {
			label := fmt.Sprint(max(1, o.Count))
			face := v.fonts.Bold
			tw := TextWidth(label, face)
			Text(dst, label, face, float64(cx)-tw/2, float64(cy)-9, v.theme.Text)
			if o.Unit != "" && w >= 48 {
				uw := TextWidth(o.Unit, v.fonts.Small)
				Text(dst, o.Unit, v.fonts.Small, float64(cx)-uw/2, float64(y+h)-2, v.theme.Text)
			}
		}
	}
}

// drawObjective draws a gold diamond on an objective (one, in the middle of an area, which
// is outlined in gold too).
func (v *MapView) drawObjective(dst *ebiten.Image, i int) {
	o := &v.Map.Objects[i]
	if len(o.Cells) > 1 {
		v.drawRegion(dst, i, v.theme.Accent, 0x20)
		v.batch.Draw(dst)
	}
	z := v.Cam.Zoom()
	tw, th := float64(v.Map.TileWidth), float64(v.Map.TileHeight)
	wx, wy := o.X*tw+tw/2, o.Y*th+th/2
	if o.W > 0 || o.H > 0 {
		wx, wy = (o.X+o.W/2)*tw, (o.Y+o.H/2)*th
	}
	sx, sy := v.Cam.ToScreen(wx, wy)
	r := float32(tw * z * 0.32)
	v.drawMark(dst, markKey{kind: markObjective, col: v.theme.Accent, size: int(tw*z + 0.5)}, float32(sx), float32(sy))
	if o.Name != "" && z >= 1 {
		w := TextWidth(o.Name, v.fonts.Small)
		Text(dst, o.Name, v.fonts.Small, sx-w/2, sy+float64(r)+1, v.theme.Accent)
	}
}
