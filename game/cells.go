package game

// Cell shapes for the screens' highlights: a cell's tint, outline and the border of a set of
// cells, in screen pixels, drawn as squares or hexes as the map's cells are.

import (
	"image/color"
	"math"

	"skirmish/grid"
)

// FillCell adds to b the shape of cell p, inset by in screen pixels, filled with c.
func (v *MapView) FillCell(b *Batch, p grid.Pos, in float32, c color.RGBA) {
	if v.Map.Topology != grid.Hex {
		x, y, w, h := v.SquareRect(p.X, p.Y)
		b.Rect(x+in, y+in, w-2*in, h-2*in, c)
		return
	}
	var pts [12]float32
	b.Polygon(v.insetHex(pts[:0], p, in), c)
}

// StrokeCell adds to b the outline of cell p, inset by in screen pixels, a line of the given
// width centred on it.
func (v *MapView) StrokeCell(b *Batch, p grid.Pos, in, width float32, c color.RGBA) {
	if v.Map.Topology != grid.Hex {
		x, y, w, h := v.SquareRect(p.X, p.Y)
		b.StrokeRect(x+in, y+in, w-2*in, h-2*in, width, c)
		return
	}
	var pts [12]float32
	s := v.insetHex(pts[:0], p, in)
	for k := range 6 {
		j := (k + 1) % 6
		b.Line(s[2*k], s[2*k+1], s[2*j], s[2*j+1], width, c)
		b.Disc(s[2*k], s[2*k+1], width/2, c) // round the corner the two lines leave open
	}
}

// StrokeBorder adds to b, along the inside of cell p's edges that face a cell inside does not
// accept (or the map's edge), a band of the given width: the border of a region drawn cell by
// cell.
func (v *MapView) StrokeBorder(b *Batch, p grid.Pos, inside func(grid.Pos) bool, width float32, c color.RGBA) {
	if v.Map.Topology != grid.Hex {
		x, y, w, h := v.SquareRect(p.X, p.Y)
		if !inside(grid.Pos{X: p.X, Y: p.Y - 1}) {
			b.Rect(x, y, w, width, c)
		}
		if !inside(grid.Pos{X: p.X, Y: p.Y + 1}) {
			b.Rect(x, y+h-width, w, width, c)
		}
		if !inside(grid.Pos{X: p.X - 1, Y: p.Y}) {
			b.Rect(x, y, width, h, c)
		}
		if !inside(grid.Pos{X: p.X + 1, Y: p.Y}) {
			b.Rect(x+w-width, y, width, h, c)
		}
		return
	}
	m := v.Map
	var world [6]grid.Point
	corners := m.CellPolygon(world[:0], p)
	var pts [12]float32
	s := v.insetHex(pts[:0], p, width/2)
	cx, cy := m.CellCentre(p)
	for k := range 6 {
		j := (k + 1) % 6
		// the neighbour across edge k is the cell a point just past the edge's middle is in
		mx, my := (corners[k].X+corners[j].X)/2, (corners[k].Y+corners[j].Y)/2
		q, ok := m.CellAt(mx+(mx-cx)*0.1, my+(my-cy)*0.1)
		if !ok || !inside(q) {
			b.Line(s[2*k], s[2*k+1], s[2*j], s[2*j+1], width, c)
		}
	}
}

// insetHex appends the screen corners of hex p, each moved in screen pixels toward its centre.
func (v *MapView) insetHex(pts []float32, p grid.Pos, in float32) []float32 {
	pts = v.hexScreen(pts, p)
	if in == 0 {
		return pts
	}
	wx, wy := v.Map.CellCentre(p)
	sx, sy := v.Cam.ToScreen(wx, wy)
	cx, cy := float32(sx), float32(sy)
	for k := 0; k+1 < len(pts); k += 2 {
		dx, dy := cx-pts[k], cy-pts[k+1]
		if d := float32(math.Hypot(float64(dx), float64(dy))); d > in {
			pts[k] += dx * in / d
			pts[k+1] += dy * in / d
		}
	}
	return pts
}

// CellMiddle is the screen point at the middle of cell p.
func (v *MapView) CellMiddle(p grid.Pos) (x, y float32) {
	wx, wy := v.Map.CellCentre(p)
	sx, sy := v.Cam.ToScreen(wx, wy)
	return float32(sx), float32(sy)
}
