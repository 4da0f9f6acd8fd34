package game

// Hex maps on screen: tiles in Tiled's hexagonal order and turns, hex outlines for the grid,
// zones and highlights.

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/grid"
)

// hexDrawOrder calls fn for every cell of the visible range in the order Tiled's hexagonal
// renderer draws them (hexagonalrenderer.cpp drawTileLayer): row by row, and on maps of
// staggered columns the higher columns of a row before the lower (shifted) ones, so that
// tiles taller than their hex overlap as in Tiled.
func hexDrawOrder(m *grid.Map, x0, y0, x1, y1 int, fn func(p grid.Pos)) {
	for y := y0; y < y1; y++ {
		if !m.Hex.StaggerX {
			for x := x0; x < x1; x++ {
				fn(grid.Pos{X: x, Y: y})
			}
			continue
		}
		for _, shifted := range [2]bool{false, true} {
			for x := x0; x < x1; x++ {
				if ((x&1 != 0) != m.Hex.StaggerEven) == shifted {
					fn(grid.Pos{X: x, Y: y})
				}
			}
		}
	}
}

// hexGeoM is the transform that draws a w×h tile image with the given flip bits on a hex
// map the way Tiled does (HexTurn): mirrored, then turned about its centre; the result is
// centred on the origin.
func hexGeoM(flip uint8, w, h float64) ebiten.GeoM {
	var g ebiten.GeoM
	g.Translate(-w/2, -h/2)
	deg, mx, my := grid.HexTurn(flip)
	sx, sy := 1.0, 1.0
	if mx {
		sx = -1
	}
	if my {
		sy = -1
	}
	g.Scale(sx, sy)
	g.Rotate(deg * math.Pi / 180)
	return g
}

// drawHexTileLayer draws the visible tiles of one layer of a hex map, each with its bottom-left
// corner on its hex's box's bottom-left corner (Tiled's rule), turned and mirrored as Tiled
// draws hex tiles.
func (v *MapView) drawHexTileLayer(dst *ebiten.Image, l *grid.Layer, t time.Duration) {
	m := v.Map
	px, py := v.parallaxShift(l)
	scale := layerScale(l)
	x0, y0, x1, y1 := v.visibleSquares(2)
	cam := v.Cam.GeoM()
	filter := ebiten.FilterNearest
	if v.Cam.Zoom() < 1 {
		filter = ebiten.FilterLinear
	}
	_, ch := m.CellSize()
	hexDrawOrder(m, x0, y0, x1, y1, func(p grid.Pos) {
		ref := l.Tiles[p.Y*m.Width+p.X]
		if ref.Empty() {
			return
		}
		img, ts := v.art.tile(ref, t)
		if img == nil {
			return
		}
		b := img.Bounds()
		w, h := float64(b.Dx()), float64(b.Dy())
		ox, oy := m.CellOrigin(p)
		op := &v.op
		op.GeoM = hexGeoM(ref.Flip, w, h)
		op.GeoM.Translate(ox+w/2+float64(ts.OffsetX)+l.OffsetX+px, oy+ch-h/2+float64(ts.OffsetY)+l.OffsetY+py)
		op.GeoM.Concat(cam)
		op.ColorScale = scale
		op.Filter = filter
		dst.DrawImage(img, op)
	})
}

// hexVisible returns the range of cells (x0 ≤ x < x1, y0 ≤ y < y1) whose boxes may show in
// the view, widened by margin cells.
func (v *MapView) hexVisible(margin int) (x0, y0, x1, y1 int) {
	m := v.Map
	wx0, wy0 := v.Cam.ToWorld(v.Cam.ViewX, v.Cam.ViewY)
	wx1, wy1 := v.Cam.ToWorld(v.Cam.ViewX+v.Cam.ViewW, v.Cam.ViewY+v.Cam.ViewH)
	cw, ch := m.CellSize()
	// cells are at least half a box apart along either axis
	sx, sy := cw/2, ch/2
	x0 = max(0, int(math.Floor(wx0/sx/2))-margin-1)
	y0 = max(0, int(math.Floor(wy0/sy/2))-margin-1)
	x1 = min(m.Width, int(math.Ceil(wx1/sx))+margin+1)
	y1 = min(m.Height, int(math.Ceil(wy1/sy))+margin+1)
	return
}

// hexScreen returns the screen corners of hex p as float32 pairs, in pts's room.
func (v *MapView) hexScreen(pts []float32, p grid.Pos) []float32 {
	var buf [6]grid.Point
	for _, c := range v.Map.CellPolygon(buf[:0], p) {
		sx, sy := v.Cam.ToScreen(c.X, c.Y)
		pts = append(pts, float32(sx), float32(sy))
	}
	return pts
}

// drawHexGrid draws a faint outline round every hex in view.
func (v *MapView) drawHexGrid(dst *ebiten.Image) {
	x0, y0, x1, y1 := v.hexVisible(0)
	c := v.theme.Grid
	var pts [12]float32
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			s := v.hexScreen(pts[:0], grid.Pos{X: x, Y: y})
			for k := 0; k < 6; k++ {
				j := (k + 1) % 6
				v.batch.Line(s[2*k], s[2*k+1], s[2*j], s[2*j+1], 1, c)
			}
		}
	}
	v.batch.Draw(dst)
}
