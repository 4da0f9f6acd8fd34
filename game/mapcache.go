package game

// Map cache: the map's static layers (tiles, grid, zones) drawn once into images, then drawn per frame in one call.

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/grid"
)

// bake is the static layers drawn at one zoom into an image, whole at once or a piece a frame.
type bake struct {
	img  *ebiten.Image
	zoom float64
	// pieces is how many pieces the image is drawn in, done how many are drawn so far
	pieces, done int
	// frames is the animation frames the bake shows (tileArt.frameKey), as of its first piece
	frames string
}

// ready reports whether the bake is drawn whole.
func (b *bake) ready() bool { return b.img != nil && b.done == b.pieces }

// bakePiece is the side of a piece of a bake drawn piece by piece, in the bake's pixels: at
// zoom 2 the largest bundled map (36×24 squares of 32 px) is six pieces.
const bakePiece = 1024

// The bakes: the first is at zoom 1 and drawn whole on the first frame (the cavern's costs a
// quarter of one at zoom 2, the size the screen once baked first: under Xvfb's software
// rasteriser that first frame stalled about 100 ms longer than the next); views zoomed in draw
// the second, at zoom 2, a piece a frame, and show the first scaled up until it is whole.
const (
	bakeLow, bakeHigh = 0, 1
)

// DrawBaked paints the map as Draw does, but from images of its static layers made once (the
// map does not change during a battle): one draw a frame, whatever the map. Call Rebake after
// changing ShowGrid, ShowObjects or ShowSetup.
func (v *MapView) DrawBaked(screen *ebiten.Image) {
	lo := &v.bakes[bakeLow]
	if !lo.ready() {
		v.bakeStep(lo, 1, 0)
	}
	use := lo
	if z := v.Cam.Zoom(); z > 1 {
		hi := &v.bakes[bakeHigh]
		if !hi.ready() {
			v.bakeStep(hi, 2, bakePiece)
		}
		if hi.ready() {
			use = hi
		}
	}
	v.animateBakes()
	dst := screen.SubImage(v.viewRect()).(*ebiten.Image)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(1/use.zoom, 1/use.zoom)
	op.GeoM.Concat(v.Cam.GeoM())
	if v.Cam.Zoom() < use.zoom {
		op.Filter = ebiten.FilterLinear
	}
	dst.DrawImage(use.img, op)
}

// Baking reports whether the bake the view needs at its zoom is still being drawn, a piece a
// frame (meanwhile DrawBaked shows the zoom 1 bake, scaled); tests and benchmarks wait on it.
func (v *MapView) Baking() bool {
	return v.Cam.Zoom() > 1 && v.bakes[bakeHigh].img != nil && !v.bakes[bakeHigh].ready()
}

// Rebake forgets the baked images, so that DrawBaked makes them again.
func (v *MapView) Rebake() {
	for i := range v.bakes {
		if b := &v.bakes[i]; b.img != nil {
			b.img.Deallocate()
			*b = bake{}
		}
	}
}

// bakeStep draws the next piece of bake b of the whole map at zoom z, making its image first;
// piece 0 draws it whole, in one piece.
func (v *MapView) bakeStep(b *bake, z float64, piece int) {
	w, h := v.worldSize()
	iw, ih := int(math.Ceil(w*z)), int(math.Ceil(h*z))
	if b.img == nil {
		b.img = ebiten.NewImageWithOptions(image.Rect(0, 0, iw, ih), nil)
		b.zoom, b.done, b.pieces = z, 0, 1
		if piece > 0 {
			b.pieces = ((iw + piece - 1) / piece) * ((ih + piece - 1) / piece)
		}
	}
	r := image.Rect(0, 0, iw, ih)
	if piece > 0 {
		across := (iw + piece - 1) / piece
		x, y := b.done%across*piece, b.done/across*piece
		r = image.Rect(x, y, min(iw, x+piece), min(ih, y+piece)) // the last row and column are cut short
	}
	if b.done == 0 {
		b.frames = v.art.frameKey(v.now())
	}
	v.drawInto(b.img, r, z)
	b.done++
}

// drawInto draws the map at zoom z into the rectangle r of img, a bake whose pixel (0, 0) is
// the world's origin: through a camera whose view is r, without parallax.
func (v *MapView) drawInto(img *ebiten.Image, r image.Rectangle, z float64) {
	cam, parallax := v.Cam, v.Parallax
	v.Cam = Camera{ViewX: float64(r.Min.X), ViewY: float64(r.Min.Y), ViewW: float64(r.Dx()), ViewH: float64(r.Dy())}
	v.Cam.SetZoom(z)
	v.Cam.X = (v.Cam.ViewX + v.Cam.ViewW/2) / z
	v.Cam.Y = (v.Cam.ViewY + v.Cam.ViewH/2) / z
	v.Parallax = false
	v.Draw(img)
	v.Cam, v.Parallax = cam, parallax
}

// animateBakes redraws, in every bake drawn whole, the rectangles of the animated tiles when
// an animation has moved to another frame since the bake showed them: each is cleared and
// drawn again, every layer and overlay, so the bake is as Draw would paint it now.
func (v *MapView) animateBakes() {
	if len(v.animRects) == 0 {
		return
	}
	key := v.art.frameKey(v.now())
	for i := range v.bakes {
		b := &v.bakes[i]
		if !b.ready() || b.frames == key {
			continue
		}
		b.frames = key
		bounds := b.img.Bounds()
		for _, wr := range v.animRects {
			r := image.Rect(int(math.Floor(float64(wr.Min.X)*b.zoom)), int(math.Floor(float64(wr.Min.Y)*b.zoom)),
				int(math.Ceil(float64(wr.Max.X)*b.zoom)), int(math.Ceil(float64(wr.Max.Y)*b.zoom))).Intersect(bounds)
			if r.Empty() {
				continue
			}
			b.img.SubImage(r).(*ebiten.Image).Clear()
			v.drawInto(b.img, r, b.zoom)
		}
	}
}

// SquareAt returns the square under a screen point, and whether it is on the map.
func (v *MapView) SquareAt(sx, sy float64) (x, y int, ok bool) {
	if sx < v.Cam.ViewX || sy < v.Cam.ViewY || sx >= v.Cam.ViewX+v.Cam.ViewW || sy >= v.Cam.ViewY+v.Cam.ViewH {
		return 0, 0, false
	}
	wx, wy := v.Cam.ToWorld(sx, sy)
	if v.Map.Topology == grid.Hex {
		p, ok := v.Map.CellAt(wx, wy)
		return p.X, p.Y, ok
	}
	if wx < 0 || wy < 0 {
		return 0, 0, false
	}
	x, y = int(wx)/v.Map.TileWidth, int(wy)/v.Map.TileHeight
	return x, y, x < v.Map.Width && y < v.Map.Height
}

// SquareRect returns the screen rectangle of the square (x, y); on a hex map, of the hex's
// box (HexOutline gives its outline).
func (v *MapView) SquareRect(x, y int) (sx, sy, w, h float32) {
	ox, oy := v.Map.CellOrigin(grid.Pos{X: x, Y: y})
	cw, ch := v.Map.CellSize()
	sx64, sy64 := v.Cam.ToScreen(ox, oy)
	z := v.Cam.Zoom()
	return float32(sx64), float32(sy64), float32(cw * z), float32(ch * z)
}

// WorldSize is the map's size in world pixels (zoom 1).
func (v *MapView) WorldSize() (w, h float64) { return v.worldSize() }
