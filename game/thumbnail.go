package game

// Thumbnails: a whole map drawn small, with its zones and spawns, for the menus.

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/grid"
)

// maxThumbSource is the largest side, in pixels, of the full-size picture a thumbnail is
// scaled down from.
const maxThumbSource = 2048

// thumbTileCells is the most cells a map may have to be thumbnailed from its tiles: a larger one
// is thumbnailed from its terrain, a pixel a cell (drawing a million tiles for a picture a few
// hundred pixels wide would stall the menu for seconds).
const thumbTileCells = 1 << 16

// DrawThumbnail draws the whole of m into dst, scaled to fit and centred on the theme's
// sunken surface colour, with its deployment zones, exits and spawns but no grid. Call it
// while the game runs (from Update or Draw). No picture it makes is larger than
// maxThumbSource pixels a side, whatever the map.
func DrawThumbnail(dst *ebiten.Image, m *grid.Map, th *Theme, f *Fonts) {
	defer atScale(1)() // the picture's own pixels, whatever screen is drawing
	dst.Fill(th.SurfaceLow)
	ww, wh := m.PixelSize()
	if ww <= 0 || wh <= 0 {
		return
	}
	if m.Width*m.Height > thumbTileCells {
		drawTerrainThumbnail(dst, m, th)
		return
	}
	// the largest zoom up to 1 that keeps the full-size picture within three times the
	// thumbnail (enough for smooth scaling, and no more to draw)
	b := dst.Bounds()
	limit := min(maxThumbSource, max(256, 3*float64(max(b.Dx(), b.Dy()))))
	z := ZoomSteps[0]
	for _, s := range ZoomSteps {
		if s <= 1 && ww*s <= limit && wh*s <= limit {
			z = s
		}
	}
	sw, sh := max(1, int(math.Ceil(ww*z))), max(1, int(math.Ceil(wh*z)))
	v := NewMapView(m, th, f, 0, 0, float64(sw), float64(sh))
	v.ShowGrid = false
	v.Cam.SetZoom(z)
	scale := min(float64(b.Dx())/float64(sw), float64(b.Dy())/float64(sh))
	at := func(x, y float64) *ebiten.DrawImageOptions {
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Translate(x, y)
		op.GeoM.Scale(scale, scale)
		op.GeoM.Translate(float64(b.Min.X)+(float64(b.Dx())-float64(sw)*scale)/2, float64(b.Min.Y)+(float64(b.Dy())-float64(sh)*scale)/2)
		return op
	}
	if sw <= maxThumbSource && sh <= maxThumbSource {
		src := ebiten.NewImage(sw, sh)
		defer src.Deallocate()
		v.Cam.X, v.Cam.Y = ww/2, wh/2
		v.Draw(src)
		dst.DrawImage(src, at(0, 0))
		return
	}
	// a long thin map, too long even at the smallest zoom: drawn a chunk at a time
	src := ebiten.NewImage(ChunkSize, ChunkSize)
	defer src.Deallocate()
	for cy := 0; cy*ChunkSize < sh; cy++ {
		for cx := 0; cx*ChunkSize < sw; cx++ {
			src.Clear()
			v.drawInto(src, chunkKey{v.Cam.Step, cx, cy}, src.Bounds())
			dst.DrawImage(src, at(float64(cx*ChunkSize), float64(cy*ChunkSize)))
		}
	}
}

// Colours of a terrain thumbnail.
var (
	thumbFloor     = color.RGBA{0x6a, 0x5e, 0x4c, 0xff}
	thumbWall      = color.RGBA{0x2a, 0x25, 0x20, 0xff}
	thumbBlocked   = color.RGBA{0x2c, 0x4a, 0x66, 0xff} // impassable but seen across: water, chasms
	thumbDifficult = color.RGBA{0x56, 0x62, 0x40, 0xff}
	thumbCover     = color.RGBA{0x8c, 0x7a, 0x5a, 0xff}
)

// drawTerrainThumbnail draws m as a picture of a pixel a cell (every k-th cell, on a map
// larger than maxThumbSource cells a side), coloured by terrain, its deployment zones tinted
// with their side's colour and its exits and spawns marked, scaled into dst.
func drawTerrainThumbnail(dst *ebiten.Image, m *grid.Map, th *Theme) {
	k := max(1, (max(m.Width, m.Height)+maxThumbSource-1)/maxThumbSource)
	w, h := (m.Width+k-1)/k, (m.Height+k-1)/k
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			t := m.At(grid.Pos{X: x * k, Y: y * k})
			c := thumbFloor
			switch {
			case t.Sight == grid.SightBlocked:
				c = thumbWall
			case t.Move == grid.MoveBlocked:
				c = thumbBlocked
			case t.Cover > grid.CoverNone:
				c = thumbCover
			case t.Move == grid.MoveDifficult:
				c = thumbDifficult
			}
			img.SetRGBA(x, y, c)
		}
	}
	sides := map[string]int{}
	for i, s := range m.Sides {
		sides[s] = i
	}
	side := func(s string) color.RGBA {
		if i, ok := sides[s]; ok {
			return th.Side(i)
		}
		return th.Neutral
	}
	mark := func(p grid.Pos, c color.RGBA, a float64) {
		x, y := p.X/k, p.Y/k
		if x >= w || y >= h {
			return
		}
		o := img.RGBAAt(x, y)
		mix := func(a0, b0 uint8) uint8 { return uint8(float64(a0)*(1-a) + float64(b0)*a) }
		img.SetRGBA(x, y, color.RGBA{mix(o.R, c.R), mix(o.G, c.G), mix(o.B, c.B), 0xff})
	}
	for _, o := range m.Objects {
		switch o.Class {
		case grid.ClassDeploy:
			for _, p := range o.Cells {
				mark(p, side(o.Side), 0.45)
			}
		case grid.ClassExit:
			for _, p := range o.Cells {
				mark(p, th.Accent, 0.6)
			}
		case grid.ClassSpawn:
			for _, p := range o.Cells {
				mark(p, side(o.Side), 1)
			}
		}
	}
	src := ebiten.NewImageFromImage(img)
	defer src.Deallocate()
	// the picture stretched to the map's own proportions (a hex map's cells are not square)
	ww, wh := m.PixelSize()
	b := dst.Bounds()
	scale := min(float64(b.Dx())/ww, float64(b.Dy())/wh)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(ww*scale/float64(w), wh*scale/float64(h))
	op.GeoM.Translate(float64(b.Min.X)+(float64(b.Dx())-ww*scale)/2, float64(b.Min.Y)+(float64(b.Dy())-wh*scale)/2)
	dst.DrawImage(src, op)
}
