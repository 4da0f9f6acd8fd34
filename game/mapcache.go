package game

// Map cache: the map's static layers (tiles, grid, zones) drawn once into fixed-size chunks for
// the part of the map on screen at the current zoom, then drawn per frame a chunk at a time.

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// ChunkSize is the side, in screen pixels, of one baked chunk of the map. Every chunk is this
// size whatever the map, so no picture the map view makes is larger than a graphics card takes,
// and a window of 1280×720 needs at most 4×3 of them.
const ChunkSize = 512

// maxChunks bounds the chunks kept: enough for the view and a screen's panning around it at
// two zooms, 1 MiB of pixels each. Memory is bounded by the window, not the map.
const maxChunks = 48

// chunkKey names one chunk: its zoom step and its place in the grid of chunks at that zoom.
type chunkKey struct {
	step   int
	cx, cy int
}

// chunk is one baked piece of the map.
type chunk struct {
	key  chunkKey
	img  *ebiten.Image
	used uint64 // the frame it was last drawn on, for eviction
	// frames is the animation frames the chunk shows (tileArt.frameKey)
	frames string
}

// chunkCache holds the baked chunks of one view, the least recently drawn evicted first.
type chunkCache struct {
	chunks map[chunkKey]*chunk
	spare  []*ebiten.Image // images of evicted chunks, reused
	frame  uint64
	baked  int // chunks drawn since the view was made, for tests and benchmarks
	// drawnKey is the animation frames the view was last drawn with (AnimationDamage)
	drawnKey string
}

// DrawBaked paints the map as Draw does, but from chunks of its static layers drawn once (the
// map does not change during a battle): only the chunks on screen are made, at the camera's
// zoom, and kept while there is room. Call Rebake after changing ShowGrid, ShowObjects or
// ShowSetup.
func (v *MapView) DrawBaked(screen *ebiten.Image) {
	cc := &v.chunks
	if cc.chunks == nil {
		cc.chunks = map[chunkKey]*chunk{}
	}
	cc.frame++
	dst := screen.SubImage(DeviceRect(v.Cam.ViewX, v.Cam.ViewY, v.Cam.ViewW, v.Cam.ViewH)).(*ebiten.Image)
	key := ""
	if len(v.animRects) > 0 {
		key = v.art.frameKey(v.now())
	}
	cc.drawnKey = key
	step := v.Cam.Step
	ox, oy := v.Cam.origin()
	cx0, cy0, cx1, cy1 := v.visibleChunks()
	op := &ebiten.DrawImageOptions{}
	for cy := cy0; cy < cy1; cy++ {
		for cx := cx0; cx < cx1; cx++ {
			c := v.chunkAt(chunkKey{step, cx, cy}, key)
			op.GeoM.Reset()
			op.GeoM.Translate(ox+float64(cx*ChunkSize), oy+float64(cy*ChunkSize))
			if uiScale != 1 { // the chunks are baked in logical pixels, drawn at the device's
				op.GeoM.Scale(uiScale, uiScale)
				op.Filter = ebiten.FilterLinear
			}
			dst.DrawImage(c.img, op)
		}
	}
}

// visibleChunks returns the range of chunks (cx0 ≤ cx < cx1, cy0 ≤ cy < cy1) at the camera's
// zoom that meet both the view and the map.
func (v *MapView) visibleChunks() (cx0, cy0, cx1, cy1 int) {
	z := v.Cam.Zoom()
	w, h := v.worldSize()
	ox, oy := v.Cam.origin()
	// the view's rectangle in bake pixels (the map at zoom z, its corner at 0), cut to the map
	x0, y0 := max(v.Cam.ViewX-ox, 0), max(v.Cam.ViewY-oy, 0)
	x1, y1 := min(v.Cam.ViewX+v.Cam.ViewW-ox, math.Ceil(w*z)), min(v.Cam.ViewY+v.Cam.ViewH-oy, math.Ceil(h*z))
	if x1 <= x0 || y1 <= y0 {
		return 0, 0, 0, 0
	}
	return int(math.Floor(x0 / ChunkSize)), int(math.Floor(y0 / ChunkSize)),
		int(math.Ceil(x1 / ChunkSize)), int(math.Ceil(y1 / ChunkSize))
}

// chunkAt returns chunk k, drawing it if it is not kept, and redrawing its animated tiles if
// the animations have moved on since (key is the frames they show now).
func (v *MapView) chunkAt(k chunkKey, key string) *chunk {
	cc := &v.chunks
	c := cc.chunks[k]
	if c == nil {
		if len(cc.chunks) >= maxChunks {
			cc.evict()
		}
		c = &chunk{key: k}
		if n := len(cc.spare); n > 0 {
			c.img, cc.spare = cc.spare[n-1], cc.spare[:n-1]
			c.img.Clear()
		} else {
			c.img = ebiten.NewImageWithOptions(image.Rect(0, 0, ChunkSize, ChunkSize), nil)
		}
		v.drawInto(c.img, k, c.img.Bounds())
		c.frames = key
		cc.chunks[k] = c
		cc.baked++
	} else if c.frames != key {
		v.animateChunk(c)
		c.frames = key
	}
	c.used = cc.frame
	return c
}

// evict drops the chunk drawn longest ago, keeping its image for the next chunk.
func (cc *chunkCache) evict() {
	var old *chunk
	for _, c := range cc.chunks {
		if old == nil || c.used < old.used {
			old = c
		}
	}
	delete(cc.chunks, old.key)
	cc.spare = append(cc.spare, old.img)
}

// Rebake forgets the baked chunks, so that DrawBaked makes them again.
func (v *MapView) Rebake() {
	cc := &v.chunks
	for k, c := range cc.chunks {
		cc.spare = append(cc.spare, c.img)
		delete(cc.chunks, k)
	}
}

// Baked is how many chunks the view has drawn since it was made (a chunk drawn again after
// it was evicted or after Rebake counts again), and how many it keeps now.
func (v *MapView) Baked() (drawn, kept int) { return v.chunks.baked, len(v.chunks.chunks) }

// drawInto draws the map at chunk k's zoom into the rectangle r (chunk pixels) of img, a
// chunk whose pixel (0, 0) is k's corner: through a camera whose view is r, without parallax.
func (v *MapView) drawInto(img *ebiten.Image, k chunkKey, r image.Rectangle) {
	defer atScale(1)() // bake pixels are logical pixels at the chunk's zoom
	cam, parallax := v.Cam, v.Parallax
	v.Cam = Camera{Step: k.step, ViewX: float64(r.Min.X), ViewY: float64(r.Min.Y), ViewW: float64(r.Dx()), ViewH: float64(r.Dy())}
	z := v.Cam.Zoom()
	// the world point at the middle of r: r's middle in bake pixels, over the zoom
	v.Cam.X = (float64(k.cx*ChunkSize) + v.Cam.ViewX + v.Cam.ViewW/2) / z
	v.Cam.Y = (float64(k.cy*ChunkSize) + v.Cam.ViewY + v.Cam.ViewH/2) / z
	v.Parallax = false
	v.Draw(img)
	v.Cam, v.Parallax = cam, parallax
}

// animateChunk redraws, in chunk c, the rectangles of the animated tiles: each is cleared and
// drawn again, every layer and overlay, so the chunk is as Draw would paint it now.
func (v *MapView) animateChunk(c *chunk) {
	z := ZoomSteps[c.key.step]
	bx, by := float64(c.key.cx*ChunkSize), float64(c.key.cy*ChunkSize)
	bounds := c.img.Bounds()
	for _, wr := range v.animRects {
		r := image.Rect(int(math.Floor(float64(wr.Min.X)*z-bx)), int(math.Floor(float64(wr.Min.Y)*z-by)),
			int(math.Ceil(float64(wr.Max.X)*z-bx)), int(math.Ceil(float64(wr.Max.Y)*z-by))).Intersect(bounds)
		if r.Empty() {
			continue
		}
		c.img.SubImage(r).(*ebiten.Image).Clear()
		v.drawInto(c.img, c.key, r)
	}
}
