package game

// What Tiled draws besides a tile layer's tiles: the background colour, image layers (repeated
// or not), tile objects, layer tints, parallax scrolling, and where animated tiles are drawn.

import (
	"image"
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/grid"
)

// layerScale is the colour scale a layer is drawn with: its opacity, and its tint
// multiplying every pixel (the tint's alpha multiplies the opacity), on premultiplied colour.
func layerScale(l *grid.Layer) ebiten.ColorScale {
	var cs ebiten.ColorScale
	a := float32(l.Opacity)
	if l.Tint != (color.NRGBA{}) {
		ta := float32(l.Tint.A) / 255
		cs.Scale(float32(l.Tint.R)/255*ta*a, float32(l.Tint.G)/255*ta*a, float32(l.Tint.B)/255*ta*a, ta*a)
		return cs
	}
	cs.ScaleAlpha(a)
	return cs
}

// parallaxShift is how far the live view draws a layer from its place, as Tiled scrolls a
// layer with parallax factor f: by (view centre − parallax origin) × (1 − f). Zero for layers
// without parallax and for views that do not scroll (bakes, thumbnails).
func (v *MapView) parallaxShift(l *grid.Layer) (dx, dy float64) {
	if !v.Parallax || l.Parallax == nil {
		return 0, 0
	}
	o := v.Map.ParallaxOrigin
	return (v.Cam.X - o.X) * (1 - l.Parallax.X), (v.Cam.Y - o.Y) * (1 - l.Parallax.Y)
}

// drawBackground fills the map's area with its background colour, if it has one.
func (v *MapView) drawBackground(dst *ebiten.Image) {
	bg := v.Map.Background
	if bg.A == 0 {
		return
	}
	w, h := v.worldSize()
	x0, y0 := v.Cam.ToScreen(0, 0)
	x1, y1 := v.Cam.ToScreen(w, h)
	r := image.Rect(int(math.Floor(x0)), int(math.Floor(y0)), int(math.Ceil(x1)), int(math.Ceil(y1))).Intersect(dst.Bounds())
	if r.Empty() {
		return
	}
	dst.SubImage(r).(*ebiten.Image).Fill(bg)
}

// drawImageLayer draws an image layer at its offset, repeated across the map where it says
// repeatx or repeaty.
func (v *MapView) drawImageLayer(dst *ebiten.Image, l *grid.Layer) {
	img := v.art.images.get(l.Image)
	iw, ih := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	if iw <= 0 || ih <= 0 {
		return
	}
	px, py := v.parallaxShift(l)
	x, y := l.OffsetX+px, l.OffsetY+py
	w, h := v.worldSize()
	xs, ys := []float64{x}, []float64{y}
	if l.RepeatX {
		xs = repeats(x, iw, 0, w)
	}
	if l.RepeatY {
		ys = repeats(y, ih, 0, h)
	}
	op := &ebiten.DrawImageOptions{ColorScale: layerScale(l)}
	if v.Cam.Zoom() < 1 {
		op.Filter = ebiten.FilterLinear
	}
	cam := v.Cam.GeoM()
	for _, ty := range ys {
		for _, tx := range xs {
			op.GeoM.Reset()
			op.GeoM.Translate(tx, ty)
			op.GeoM.Concat(cam)
			dst.DrawImage(img, op)
		}
	}
}

// maxRepeats bounds the copies of a repeated image along one axis.
const maxRepeats = 4096

// repeats are the positions of copies of a size-wide image placed at start and repeated both
// ways, that cover [lo, hi).
func repeats(start, size, lo, hi float64) []float64 {
	first := start - math.Ceil((start-lo)/size)*size
	var out []float64
	for p := first; p < hi && len(out) < maxRepeats; p += size {
		out = append(out, p)
	}
	return out
}

// drawObjectLayer draws an object layer's tile objects at time t, in their order.
func (v *MapView) drawObjectLayer(dst *ebiten.Image, l *grid.Layer, t time.Duration) {
	px, py := v.parallaxShift(l)
	vx0, vy0 := v.Cam.ToWorld(v.Cam.ViewX, v.Cam.ViewY)
	vx1, vy1 := v.Cam.ToWorld(v.Cam.ViewX+v.Cam.ViewW, v.Cam.ViewY+v.Cam.ViewH)
	cam := v.Cam.GeoM()
	op := &v.op
	op.ColorScale = layerScale(l)
	op.Filter = ebiten.FilterLinear // tile objects are scaled and turned freely
	for i := range l.Objects {
		o := &l.Objects[i]
		img, ts := v.art.tile(o.Tile, t)
		if img == nil {
			continue
		}
		r := math.Hypot(o.W, o.H) + math.Abs(float64(ts.OffsetX)) + math.Abs(float64(ts.OffsetY))
		if x, y := o.X+px, o.Y+py; x+r < vx0 || x-r > vx1 || y+r < vy0 || y-r > vy1 {
			continue
		}
		op.GeoM = tileObjectGeoM(o, ts, img)
		op.GeoM.Translate(px, py)
		op.GeoM.Concat(cam)
		dst.DrawImage(img, op)
	}
}

// tileObjectGeoM places a tile object's picture in the world as Tiled does: flipped within
// its box, scaled to the object's size, its alignment point on the origin (moved by the
// tileset's tile offset), turned about the origin, then moved to the object's position.
func tileObjectGeoM(o *grid.TileObject, ts *grid.Tileset, img *ebiten.Image) ebiten.GeoM {
	b := img.Bounds()
	iw, ih := float64(b.Dx()), float64(b.Dy())
	g := flipGeoM(o.Tile.Flip, iw, ih)
	if iw > 0 && ih > 0 {
		g.Scale(o.W/iw, o.H/ih)
	}
	g.Translate(-o.AlignX*o.W+float64(ts.OffsetX), -o.AlignY*o.H+float64(ts.OffsetY))
	if o.Rotation != 0 {
		g.Rotate(o.Rotation * math.Pi / 180)
	}
	g.Translate(o.X, o.Y)
	return g
}

// animatedRects lists the world rectangles the map's animated tiles are drawn in: a tile
// layer's animated squares (as wide and high as the tile's picture, merged along each row)
// and the bounds of animated tile objects. DrawBaked redraws them when a frame changes.
func (v *MapView) animatedRects() []image.Rectangle {
	if !v.art.animated() {
		return nil
	}
	m := v.Map
	var out []image.Rectangle
	isAnimated := func(ref grid.TileRef) (*grid.Tileset, bool) {
		i := int(ref.Tileset) - 1
		if ref.Empty() || i >= len(v.art.sets) {
			return nil, false
		}
		ts := v.art.sets[i]
		return ts, len(ts.Animations[ref.ID]) > 0
	}
	for li := range v.layers {
		l := &v.layers[li]
		for i := range l.Objects {
			o := &l.Objects[i]
			if _, ok := isAnimated(o.Tile); ok {
				r := int(math.Ceil(math.Hypot(o.W, o.H)))
				out = append(out, image.Rect(int(o.X)-r, int(o.Y)-r, int(o.X)+r+1, int(o.Y)+r+1))
			}
		}
		if l.Tiles == nil {
			continue
		}
		for y := 0; y < m.Height; y++ {
			run := image.Rectangle{}
			for x := 0; x <= m.Width; x++ {
				var r image.Rectangle
				if x < m.Width {
					if ts, ok := isAnimated(l.Tiles[y*m.Width+x]); ok {
						img, _ := v.art.tile(l.Tiles[y*m.Width+x], 0)
						w, h := m.TileWidth, m.TileHeight
						if img != nil {
							w, h = img.Bounds().Dx(), img.Bounds().Dy()
						}
						left := x*m.TileWidth + ts.OffsetX + int(math.Floor(l.OffsetX))
						bottom := (y+1)*m.TileHeight + ts.OffsetY + int(math.Floor(l.OffsetY))
						r = image.Rect(left, bottom-h, left+w+1, bottom+1)
					}
				}
				switch {
				case r.Empty() && !run.Empty():
					out = append(out, run)
					run = image.Rectangle{}
				case !r.Empty():
					run = run.Union(r)
				}
			}
		}
	}
	return out
}
