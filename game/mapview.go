package game

// MapView: a map on screen as the battle screen shows it, with its camera, layers and overlays.

import (
	"image"
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/grid"
)

// MapView draws one map through a camera. Build it with NewMapView; Update moves the camera
// from input, Draw paints the map and its overlays.
type MapView struct {
	Map *grid.Map
	Cam Camera
	// ShowGrid draws the square grid.
	ShowGrid bool
	// ShowObjects draws the game objects (zones, exits, spawns, objectives) over the map.
	ShowObjects bool
	// ShowSetup draws, with the objects, those of the battle's setup: the deployment zones and
	// the spawns (a battle under way hides them: its units stand where they are).
	ShowSetup bool
	// PanSpeed is how fast keys and screen edges pan, in screen pixels a frame.
	PanSpeed float64

	theme  *Theme
	fonts  *Fonts
	art    *tileArt
	layers []grid.Layer // what is drawn, in order: the map's own, or built from terrain
	sides  map[string]int
	// regions caches the square sets of area objects, by object index
	regions map[int]map[grid.Pos]bool
	// batch collects the overlays' solid shapes, drawn in one call
	batch Batch
	// marks are the markers painted so far (drawMark)
	marks map[markKey]*ebiten.Image
	op    ebiten.DrawImageOptions // reused by every tile draw
	// chunks are the static layers drawn into pictures for DrawBaked, a chunk of the screen
	// at a time
	chunks chunkCache
	// Parallax draws layers with a parallax factor shifted as Tiled scrolls them (the
	// viewer's live view; baked views and thumbnails draw every layer in its place).
	Parallax bool
	// Clock is the time animated tiles are shown at; nil is the time since the view was made.
	Clock func() time.Duration
	born  time.Time
	// animRects are the world rectangles animated tiles are drawn in (DrawBaked redraws
	// them when a frame changes).
	animRects []image.Rectangle
}

// NewMapView prepares m for drawing in the screen rectangle (x, y, w, h), fitted and centred.
func NewMapView(m *grid.Map, th *Theme, f *Fonts, x, y, vw, vh float64) *MapView {
	v := &MapView{Map: m, ShowGrid: true, ShowObjects: true, ShowSetup: true, PanSpeed: panSpeed, theme: th, fonts: f, sides: map[string]int{}, regions: map[int]map[grid.Pos]bool{}, marks: map[markKey]*ebiten.Image{}}
	images := newImageCache()
	v.born = time.Now()
	if hasArt(m) {
		v.art = newTileArt(m.Tilesets, images)
		v.layers = m.Layers
	} else {
		v.art = newTileArt([]grid.Tileset{builtinTileset()}, images)
		v.layers = append(terrainLayers(m), m.Layers...)
	}
	for i, s := range m.Sides {
		v.sides[s] = i
	}
	v.Cam = Camera{ViewX: x, ViewY: y, ViewW: vw, ViewH: vh}
	w, h := v.worldSize()
	v.Cam.Fit(w, h, 3)
	v.animRects = v.animatedRects()
	return v
}

// now is the time animated tiles are shown at.
func (v *MapView) now() time.Duration {
	if v.Clock != nil {
		return v.Clock()
	}
	return time.Since(v.born)
}

// NextAnimation is how long until an animated tile in view shows its next picture, and false
// when the view shows none (the map places none, or none is on screen): a screen at rest asks
// for a frame then (Context.WakeIn).
func (v *MapView) NextAnimation() (time.Duration, bool) {
	if !v.animationInView() {
		return 0, false
	}
	return v.art.untilNext(v.now())
}

// animationInView reports whether some animated tile of the map lies in the view.
func (v *MapView) animationInView() bool {
	for _, wr := range v.animRects {
		if !v.animatedOnScreen(wr).Empty() {
			return true
		}
	}
	return false
}

// animatedOnScreen is the part of the view (logical screen pixels, whole ones) the animated
// tiles of world rectangle wr are drawn in, as DrawBaked places them.
func (v *MapView) animatedOnScreen(wr image.Rectangle) image.Rectangle {
	z := v.Cam.Zoom()
	ox, oy := v.Cam.origin()
	r := image.Rect(int(math.Floor(ox+float64(wr.Min.X)*z)), int(math.Floor(oy+float64(wr.Min.Y)*z)),
		int(math.Ceil(ox+float64(wr.Max.X)*z)), int(math.Ceil(oy+float64(wr.Max.Y)*z)))
	view := image.Rect(int(math.Floor(v.Cam.ViewX)), int(math.Floor(v.Cam.ViewY)),
		int(math.Ceil(v.Cam.ViewX+v.Cam.ViewW)), int(math.Ceil(v.Cam.ViewY+v.Cam.ViewH)))
	return r.Intersect(view)
}

// AnimationDamage is what of the screen the map's animated tiles changed since DrawBaked last
// drew the view: the rectangles (logical pixels) of the animated tiles in view when some
// animation has shown a new picture since, else none. A screen at rest redraws only these
// (game.Damager).
func (v *MapView) AnimationDamage() []image.Rectangle {
	if len(v.animRects) == 0 || v.art.frameKey(v.now()) == v.chunks.drawnKey {
		return nil
	}
	var out []image.Rectangle
	for _, wr := range v.animRects {
		if r := v.animatedOnScreen(wr); !r.Empty() {
			out = append(out, r)
		}
	}
	return out
}

// ImageErrors lists pictures of the map that could not be decoded (drawn as a checker).
func (v *MapView) ImageErrors() []string { return v.art.images.Errors }

// SideColor returns the colour of a side by name (Neutral for none or an unknown side).
func (v *MapView) SideColor(side string) color.RGBA {
	i, ok := v.sides[side]
	if !ok {
		return v.theme.Neutral
	}
	return v.theme.Side(i)
}

// worldSize is the map's size in world pixels.
func (v *MapView) worldSize() (float64, float64) { return v.Map.PixelSize() }

// panSpeed is how fast keys and edges pan by default, in screen pixels a frame.
const panSpeed = 12

// Update moves the camera from the input's keys (UpdateKeys) and pointer (UpdatePointer).
func (v *MapView) Update(in *Input, screenW, screenH int) {
	v.UpdateKeys(in)
	v.UpdatePointer(in, screenW, screenH)
}

// UpdateKeys moves the camera by the map's keys, wherever the pointer is: the pan keys, the
// zoom keys (about the view's centre) and the grid key.
func (v *MapView) UpdateKeys(in *Input) {
	dx, dy := 0.0, 0.0
	if in.Held(PanLeft) {
		dx--
	}
	if in.Held(PanRight) {
		dx++
	}
	if in.Held(PanUp) {
		dy--
	}
	if in.Held(PanDown) {
		dy++
	}
	v.Cam.Pan(dx*v.PanSpeed, dy*v.PanSpeed)
	mx, my := v.Cam.ViewX+v.Cam.ViewW/2, v.Cam.ViewY+v.Cam.ViewH/2
	if in.Pressed(ZoomIn) {
		v.Cam.ZoomAt(1, mx, my)
	}
	if in.Pressed(ZoomOut) {
		v.Cam.ZoomAt(-1, mx, my)
	}
	if in.Pressed(ToggleGrid) {
		v.ShowGrid = !v.ShowGrid
		v.Rebake() // the grid is baked with the map
	}
	v.Cam.Clamp(v.worldSize())
}

// UpdatePointer moves the camera by the pointer: the screen's edge (EdgePan), a drag and the
// wheel (zooming about the cursor).
func (v *MapView) UpdatePointer(in *Input, screenW, screenH int) {
	v.UpdateEdge(in, screenW, screenH)
	v.UpdateDragWheel(in, true, true)
}

// UpdateEdge pans the camera while the cursor rests at an edge of the screen.
func (v *MapView) UpdateEdge(in *Input, screenW, screenH int) {
	ex, ey := in.EdgePan(screenW, screenH)
	v.Cam.Pan(float64(ex)*v.PanSpeed, float64(ey)*v.PanSpeed)
	v.Cam.Clamp(v.worldSize())
}

// UpdateDragWheel pans the camera by this frame's drag (when drag is set) and zooms it by the
// wheel about the cursor (when wheel is set).
func (v *MapView) UpdateDragWheel(in *Input, drag, wheel bool) {
	if drag {
		gx, gy := in.Drag()
		v.Cam.Pan(-float64(gx), -float64(gy))
	}
	if w := in.Wheel(); w != 0 && wheel {
		cx, cy := in.Cursor()
		v.Cam.ZoomAt(int(math.Copysign(1, w)), float64(cx), float64(cy))
	}
	v.Cam.Clamp(v.worldSize())
}

// CentreOn moves the camera so that square p is in the middle of the view (as far as the
// map's edge allows).
func (v *MapView) CentreOn(p grid.Pos) {
	v.Cam.X, v.Cam.Y = v.Map.CellCentre(p)
	v.Cam.Clamp(v.worldSize())
}

// InView reports whether square p is wholly inside the view.
func (v *MapView) InView(p grid.Pos) bool {
	x, y, w, h := v.SquareRect(p.X, p.Y)
	c := &v.Cam
	return float64(x) >= c.ViewX && float64(y) >= c.ViewY && float64(x+w) <= c.ViewX+c.ViewW && float64(y+h) <= c.ViewY+c.ViewH
}

// Draw paints the map's background colour, its layers in the file's order (tiles, images
// and tile objects, each with its opacity and tint), then the grid and the game objects,
// clipped to the view.
func (v *MapView) Draw(screen *ebiten.Image) {
	dst := screen.SubImage(v.viewRect()).(*ebiten.Image)
	v.drawBackground(dst)
	t := v.now()
	for i := range v.layers {
		l := &v.layers[i]
		if !l.Visible || l.Opacity <= 0 || l.Tint.A == 0 && l.Tint != (color.NRGBA{}) {
			continue
		}
		switch {
		case l.Image != nil:
			v.drawImageLayer(dst, l)
		case l.Objects != nil:
			v.drawObjectLayer(dst, l, t)
		default:
			v.drawTileLayer(dst, l, t)
		}
	}
	v.drawOverlays(dst)
}

// visibleSquares returns the squares on screen, with a margin of extra rows and columns for
// tiles larger than a square and for offsets.
func (v *MapView) visibleSquares(margin int) (x0, y0, x1, y1 int) {
	if v.Map.Topology == grid.Hex {
		return v.hexVisible(margin)
	}
	tw, th := float64(v.Map.TileWidth), float64(v.Map.TileHeight)
	wx0, wy0 := v.Cam.ToWorld(v.Cam.ViewX, v.Cam.ViewY)
	wx1, wy1 := v.Cam.ToWorld(v.Cam.ViewX+v.Cam.ViewW, v.Cam.ViewY+v.Cam.ViewH)
	x0 = max(0, int(math.Floor(wx0/tw))-margin)
	y0 = max(0, int(math.Floor(wy0/th))-margin)
	x1 = min(v.Map.Width, int(math.Ceil(wx1/tw))+margin)
	y1 = min(v.Map.Height, int(math.Ceil(wy1/th))+margin)
	return
}

// drawTileLayer draws the visible tiles of one layer at time t, each with its flips and offsets.
func (v *MapView) drawTileLayer(dst *ebiten.Image, l *grid.Layer, t time.Duration) {
	m := v.Map
	if m.Topology == grid.Hex {
		v.drawHexTileLayer(dst, l, t)
		return
	}
	px, py := v.parallaxShift(l)
	margin := 1 + int(math.Abs(l.OffsetX+px)+math.Abs(l.OffsetY+py))/max(1, min(m.TileWidth, m.TileHeight))
	x0, y0, x1, y1 := v.visibleSquares(margin)
	cam := v.Cam.GeoM()
	filter := ebiten.FilterNearest
	if v.Cam.Zoom() < 1 {
		filter = ebiten.FilterLinear
	}
	scale := layerScale(l)
	for y := y0; y < y1; y++ {
		row := l.Tiles[y*m.Width : (y+1)*m.Width]
		for x := x0; x < x1; x++ {
			ref := row[x]
			if ref.Empty() {
				continue
			}
			img, ts := v.art.tile(ref, t)
			if img == nil {
				continue
			}
			b := img.Bounds()
			w, h := float64(b.Dx()), float64(b.Dy())
			op := &v.op
			op.GeoM = flipGeoM(ref.Flip, w, h)
			// Tiled puts a tile's bottom-left corner on its square's bottom-left corner.
			op.GeoM.Translate(float64(x*m.TileWidth+ts.OffsetX)+l.OffsetX+px,
				float64((y+1)*m.TileHeight-b.Dy()+ts.OffsetY)+l.OffsetY+py)
			op.GeoM.Concat(cam)
			op.ColorScale = scale
			op.Filter = filter
			dst.DrawImage(img, op)
		}
	}
}

// deviceViewRect is the screen rectangle of the view at the device's pixels (the UI scale).
func (v *MapView) deviceViewRect() image.Rectangle {
	c := &v.Cam
	return DeviceRect(c.ViewX, c.ViewY, c.ViewW, c.ViewH)
}

// viewRect is the screen rectangle of the view, in whole pixels.
func (v *MapView) viewRect() image.Rectangle {
	c := &v.Cam
	return image.Rect(int(c.ViewX), int(c.ViewY), int(c.ViewX+c.ViewW), int(c.ViewY+c.ViewH))
}

// SquareAt returns the cell under a screen point, and whether it is on the map: the point in
// map pixels at the camera's zoom, then the cell whose outline holds it (grid.Map.CellAt, the
// cells' resolv polygons), on squares and hexes alike.
func (v *MapView) SquareAt(sx, sy float64) (x, y int, ok bool) {
	if sx < v.Cam.ViewX || sy < v.Cam.ViewY || sx >= v.Cam.ViewX+v.Cam.ViewW || sy >= v.Cam.ViewY+v.Cam.ViewH {
		return 0, 0, false
	}
	wx, wy := v.Cam.ToWorld(sx, sy)
	p, ok := v.Map.CellAt(wx, wy)
	return p.X, p.Y, ok
}

// SquareRect returns the screen rectangle of the square (x, y); on a hex map, of the hex's
// box (FillCell and StrokeCell draw the hex itself).
func (v *MapView) SquareRect(x, y int) (sx, sy, w, h float32) {
	ox, oy := v.Map.CellOrigin(grid.Pos{X: x, Y: y})
	cw, ch := v.Map.CellSize()
	sx64, sy64 := v.Cam.ToScreen(ox, oy)
	z := v.Cam.Zoom()
	return float32(sx64), float32(sy64), float32(cw * z), float32(ch * z)
}

// WorldSize is the map's size in world pixels (zoom 1).
func (v *MapView) WorldSize() (w, h float64) { return v.worldSize() }

// Resize moves the view into the screen rectangle at (x, y) of size w×h, keeping the world
// point at its centre there (the window was resized, or the HUD laid out again).
func (v *MapView) Resize(x, y, w, h float64) {
	v.Cam.ViewX, v.Cam.ViewY, v.Cam.ViewW, v.Cam.ViewH = x, y, w, h
	v.Cam.Clamp(v.worldSize())
}
