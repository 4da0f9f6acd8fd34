package game

// Thumbnails: a whole map drawn small, with its zones and spawns, for the menus.

import (
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/grid"
)

// maxThumbSource is the largest side, in pixels, of the full-size picture a thumbnail is
// scaled down from.
const maxThumbSource = 2048

// DrawThumbnail draws the whole of m into dst, scaled to fit and centred on the theme's
// sunken surface colour, with its deployment zones, exits and spawns but no grid. Call it
// while the game runs (from Update or Draw).
func DrawThumbnail(dst *ebiten.Image, m *grid.Map, th *Theme, f *Fonts) {
	dst.Fill(th.SurfaceLow)
	ww, wh := float64(m.Width*m.TileWidth), float64(m.Height*m.TileHeight)
	if ww <= 0 || wh <= 0 {
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
	sw, sh := max(1, int(ww*z)), max(1, int(wh*z))
	src := ebiten.NewImage(sw, sh)
	defer src.Deallocate()
	v := NewMapView(m, th, f, 0, 0, float64(sw), float64(sh))
	v.ShowGrid = false
	v.Cam.SetZoom(z)
	v.Cam.X, v.Cam.Y = ww/2, wh/2
	v.Draw(src)
	scale := min(float64(b.Dx())/float64(sw), float64(b.Dy())/float64(sh))
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(scale, scale)
	op.GeoM.Translate(float64(b.Min.X)+(float64(b.Dx())-float64(sw)*scale)/2, float64(b.Min.Y)+(float64(b.Dy())-float64(sh)*scale)/2)
	dst.DrawImage(src, op)
}
