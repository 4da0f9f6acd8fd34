package game

// CellShade: a colour per cell drawn over the map (fog of war), in pieces no graphics card
// refuses.

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/grid"
)

// shadePiece is the side, in cells, of one piece of a CellShade's picture.
const shadePiece = 1024

// CellShade is a picture of one pixel a cell, stretched over each cell's box when drawn: the
// fog of war over a map. It is kept in pieces of at most shadePiece cells a side, so a map of
// any size the loader takes draws, and only the pieces on screen are drawn.
type CellShade struct {
	w, h    int
	pix     []byte // premultiplied RGBA, a cell each, row-major
	pieces  []*ebiten.Image
	dirty   []bool
	scratch []byte
}

// NewCellShade returns a clear shade for a w×h map.
func NewCellShade(w, h int) *CellShade {
	across, down := (w+shadePiece-1)/shadePiece, (h+shadePiece-1)/shadePiece
	s := &CellShade{w: w, h: h, pix: make([]byte, 4*w*h), pieces: make([]*ebiten.Image, across*down), dirty: make([]bool, across*down)}
	for i := range s.dirty {
		s.dirty[i] = true
	}
	return s
}

// Pix is the shade's pixels: premultiplied RGBA, 4 bytes a cell, in the map's row-major order
// (Map.Index). After writing to it, call Changed.
func (s *CellShade) Pix() []byte { return s.pix }

// Changed marks every piece to be uploaded again before the next Draw.
func (s *CellShade) Changed() {
	for i := range s.dirty {
		s.dirty[i] = true
	}
}

// Draw stretches the shade over the map as v shows it, each cell's pixel over the cell's
// square; on a hex map each hex in view is filled with its pixel's colour instead.
func (s *CellShade) Draw(dst *ebiten.Image, v *MapView) {
	m := v.Map
	if m.Topology == grid.Hex {
		s.drawHexes(dst, v)
		return
	}
	across := (s.w + shadePiece - 1) / shadePiece
	x0, y0, x1, y1 := v.visibleSquares(1)
	cam := v.Cam.GeoM()
	cam.Scale(uiScale, uiScale) // at the device's pixels
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterNearest}
	view := dst.SubImage(v.deviceViewRect()).(*ebiten.Image)
	for i := range s.pieces {
		px, py := i%across*shadePiece, i/across*shadePiece
		pw, ph := min(shadePiece, s.w-px), min(shadePiece, s.h-py)
		if px >= x1 || py >= y1 || px+pw <= x0 || py+ph <= y0 {
			continue
		}
		img := s.piece(i, px, py, pw, ph)
		op.GeoM.Reset()
		op.GeoM.Translate(float64(px), float64(py))
		op.GeoM.Scale(float64(m.TileWidth), float64(m.TileHeight))
		op.GeoM.Concat(cam)
		view.DrawImage(img, op)
	}
}

// piece returns piece i (its corner at cell (px, py), pw×ph cells), uploading it if changed.
func (s *CellShade) piece(i, px, py, pw, ph int) *ebiten.Image {
	img := s.pieces[i]
	if img == nil {
		img = ebiten.NewImageWithOptions(image.Rect(0, 0, pw, ph), nil)
		s.pieces[i] = img
	}
	if s.dirty[i] {
		s.dirty[i] = false
		buf := s.pix[4*(py*s.w+px):]
		if pw != s.w {
			if cap(s.scratch) < 4*pw*ph {
				s.scratch = make([]byte, 4*pw*ph)
			}
			buf = s.scratch[:4*pw*ph]
			for y := range ph {
				copy(buf[4*y*pw:4*(y+1)*pw], s.pix[4*((py+y)*s.w+px):])
			}
		}
		img.WritePixels(buf[:4*pw*ph])
	}
	return img
}

// drawHexes fills each hex in view with its pixel's colour (a hex's outline is no picture's
// pixel grid), in one batch.
func (s *CellShade) drawHexes(dst *ebiten.Image, v *MapView) {
	x0, y0, x1, y1 := v.hexVisible(1)
	var pts [12]float32
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			i := 4 * (y*s.w + x)
			if s.pix[i+3] == 0 {
				continue
			}
			c := color.RGBA{s.pix[i], s.pix[i+1], s.pix[i+2], s.pix[i+3]}
			v.batch.Polygon(v.hexScreen(pts[:0], grid.Pos{X: x, Y: y}), c)
		}
	}
	view := dst.SubImage(v.deviceViewRect()).(*ebiten.Image)
	v.batch.Draw(view)
}
