package game

// Small drawing helpers shared by the map view and the scenes: text with a shadow, panels, batched shapes, CPU-painted pictures.

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	xvector "golang.org/x/image/vector"
)

// Text draws s with its top-left at (x, y) in logical pixels and a one-pixel shadow, at the
// device's pixels: the face is drawn at its size times the UI scale (crisp at any scale), its
// corner on a whole device pixel; it returns the width drawn, in logical pixels.
func Text(dst *ebiten.Image, s string, face text.Face, x, y float64, c color.RGBA) float64 {
	k := uiScale
	f, geo := scaledFace(face, k)
	op := &text.DrawOptions{}
	shadow := math.Max(1, math.Round(k))
	if geo != 1 {
		op.GeoM.Scale(geo, geo)
	}
	op.GeoM.Translate(math.Round(x*k)+shadow, math.Round(y*k)+shadow)
	op.ColorScale.ScaleWithColor(color.RGBA{0, 0, 0, 0xa0})
	text.Draw(dst, s, f, op)
	op.GeoM.Translate(-shadow, -shadow)
	op.ColorScale.Reset()
	op.ColorScale.ScaleWithColor(c)
	text.Draw(dst, s, f, op)
	w, _ := text.Measure(s, face, 0)
	if TextDrawn != nil && s != "" {
		m := face.Metrics()
		x0, y0 := math.Round(x*k), math.Round(y*k)
		TextDrawn(dst, s, image.Rect(int(x0), int(y0), int(math.Ceil(x0+w*k)), int(math.Ceil(y0+(m.HAscent+m.HDescent)*k))))
	}
	return w
}

// TextDrawn, when set (the layout tests; nil in the game), is told of every text Text draws:
// the picture it is drawn on, the words, and the device pixels of that picture their line
// covers (its width, and its ascent and descent from the top Text was given).
var TextDrawn func(dst *ebiten.Image, s string, r image.Rectangle)

// scaledFace is face at k times its size, made once for each face and scale: a Go text face
// grown (so its glyphs are drawn at the device's pixels), or face itself with the factor
// geo its drawing is to be scaled by (any other face).
func scaledFace(face text.Face, k float64) (f text.Face, geo float64) {
	if k == 1 {
		return face, 1
	}
	g, ok := face.(*text.GoTextFace)
	if !ok {
		return face, k
	}
	key := faceKey{g, k}
	if f := scaledFaces[key]; f != nil {
		return f, 1
	}
	if len(scaledFaces) > 256 { // faces made and dropped (tests make many games): start again
		clear(scaledFaces)
	}
	grown := &text.GoTextFace{Source: g.Source, Direction: g.Direction, Size: g.Size * k, Language: g.Language, Script: g.Script}
	scaledFaces[key] = grown
	return grown, 1
}

// faceKey names a face at a scale.
type faceKey struct {
	face  *text.GoTextFace
	scale float64
}

// scaledFaces are the faces made at a scale (scaledFace); the game draws on one goroutine.
var scaledFaces = map[faceKey]*text.GoTextFace{}

// TextWidth measures s in face.
func TextWidth(s string, face text.Face) float64 {
	w, _ := text.Measure(s, face, 0)
	return w
}

// Panel draws a translucent panel with a border line at its bottom (or all round if boxed).
func Panel(dst *ebiten.Image, th *Theme, x, y, w, h float32, boxed bool) {
	FillRect(dst, x, y, w, h, th.Panel, false)
	if boxed {
		StrokeRect(dst, x+0.5, y+0.5, w-1, h-1, 1, th.PanelEdge, false)
		return
	}
	FillRect(dst, x, y+h-1, w, 1, th.PanelEdge, false)
}

// whitePixel is the source of solid shapes: the middle pixel of a white 3×3 image, so that
// sampling never bleeds in a neighbour on the atlas.
var whitePixel = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	pix := make([]byte, 4*9)
	for i := range pix {
		pix[i] = 0xff
	}
	img.WritePixels(pix)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}()

// Batch collects solid shapes (rectangles, outlines, lines, discs) as triangles and draws them
// all in one DrawTriangles call, where vector's helpers make a call each. Shapes are drawn in
// the order they were added; Draw empties the batch and keeps its buffers, so a batch reused
// every frame allocates nothing. The zero Batch is ready to use.
type Batch struct {
	vs []ebiten.Vertex
	is []uint32
	op ebiten.DrawTrianglesOptions
}

// Len is the number of vertices collected.
func (b *Batch) Len() int { return len(b.vs) }

// vertex appends one vertex of colour c (premultiplied, as colours are everywhere in the game).
func (b *Batch) vertex(x, y float32, c color.RGBA) {
	b.vs = append(b.vs, ebiten.Vertex{DstX: x, DstY: y, SrcX: 1, SrcY: 1,
		ColorR: float32(c.R) / 255, ColorG: float32(c.G) / 255, ColorB: float32(c.B) / 255, ColorA: float32(c.A) / 255})
}

// quad appends the quadrilateral (x0,y0)-(x1,y1)-(x2,y2)-(x3,y3), in order round its edge.
func (b *Batch) quad(x0, y0, x1, y1, x2, y2, x3, y3 float32, c color.RGBA) {
	n := uint32(len(b.vs))
	b.vertex(x0, y0, c)
	b.vertex(x1, y1, c)
	b.vertex(x2, y2, c)
	b.vertex(x3, y3, c)
	b.is = append(b.is, n, n+1, n+2, n, n+2, n+3)
}

// Rect fills the rectangle at (x, y) of size w×h, as vector.FillRect does without anti-aliasing.
func (b *Batch) Rect(x, y, w, h float32, c color.RGBA) {
	if w <= 0 || h <= 0 {
		return
	}
	b.quad(x, y, x+w, y, x+w, y+h, x, y+h, c)
}

// StrokeRect outlines the rectangle at (x, y) of size w×h with a line of the given width
// centred on its edge, exactly as vector.StrokeRect does without anti-aliasing.
func (b *Batch) StrokeRect(x, y, w, h, width float32, c color.RGBA) {
	if width <= 0 {
		return
	}
	if width >= w || width >= h {
		b.Rect(x-width/2, y-width/2, w+width, h+width, c)
		return
	}
	hw := width / 2
	b.Rect(x-hw, y-hw, w+width, width, c)   // top
	b.Rect(x-hw, y+hw, width, h-width, c)   // left
	b.Rect(x+w-hw, y+hw, width, h-width, c) // right
	b.Rect(x-hw, y+h-hw, w+width, width, c) // bottom
}

// Line draws a segment of the given width from (x0, y0) to (x1, y1) with square ends flush with
// its end points, as vector.StrokeLine does without anti-aliasing.
func (b *Batch) Line(x0, y0, x1, y1, width float32, c color.RGBA) {
	dx, dy := x1-x0, y1-y0
	l := float32(math.Hypot(float64(dx), float64(dy)))
	if l == 0 {
		return
	}
	// the unit normal times half the width
	nx, ny := -dy/l*width/2, dx/l*width/2
	b.quad(x0+nx, y0+ny, x1+nx, y1+ny, x1-nx, y1-ny, x0-nx, y0-ny, c)
}

// Polygon fills the convex polygon with corners pts (x, y pairs, in order round it) as a fan of
// triangles.
func (b *Batch) Polygon(pts []float32, c color.RGBA) {
	n := len(pts) / 2
	if n < 3 {
		return
	}
	base := uint32(len(b.vs))
	for i := 0; i < n; i++ {
		b.vertex(pts[2*i], pts[2*i+1], c)
	}
	for i := 1; i+1 < n; i++ {
		b.is = append(b.is, base, base+uint32(i), base+uint32(i+1))
	}
}

// Disc fills a circle of radius r at (cx, cy) with as many sides as vector.FillCircle uses.
func (b *Batch) Disc(cx, cy, r float32, c color.RGBA) {
	n := circleSides(r)
	if n < 3 {
		return
	}
	first := uint32(len(b.vs))
	for i := range n {
		s, co := math.Sincos(float64(i) * 2 * math.Pi / float64(n))
		b.vertex(cx+r*float32(co), cy+r*float32(s), c)
		if i > 1 {
			k := first + uint32(i)
			b.is = append(b.is, first, k-1, k)
		}
	}
}

// circleSides is how many sides a circle of radius r is drawn with: about one a pixel of
// its edge, as vector draws them.
func circleSides(r float32) int {
	if !(r > 0) || r > 4096 {
		return 0
	}
	return int(math.Ceil(math.Pi * float64(r)))
}

// Draw draws every shape collected onto dst in one call and empties the batch. The shapes are
// in logical pixels: they are drawn at the UI scale, at the device's pixels.
func (b *Batch) Draw(dst *ebiten.Image) {
	if len(b.is) > 0 {
		if k := float32(uiScale); k != 1 {
			for i := range b.vs {
				b.vs[i].DstX *= k
				b.vs[i].DstY *= k
			}
		}
		b.op.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
		dst.DrawTriangles32(b.vs, b.is, whitePixel, &b.op)
	}
	b.vs, b.is = b.vs[:0], b.is[:0]
}

// Canvas is a small picture painted on the CPU with anti-aliased discs and rings, then turned
// into an ebiten image once: for pictures drawn once and shown many times (tokens), where
// ebiten's own anti-aliased paths would each cost a trip through the GPU's stencil buffers.
type Canvas struct {
	img *image.RGBA
	ras xvector.Rasterizer
}

// NewCanvas makes a transparent canvas of w×h pixels.
func NewCanvas(w, h int) *Canvas {
	return &Canvas{img: image.NewRGBA(image.Rect(0, 0, w, h))}
}

// circle adds a circle of radius r round (cx, cy) to the rasteriser's path, clockwise or not.
func (c *Canvas) circle(cx, cy, r float32, clockwise bool) {
	n := 16 + 4*int(math.Ceil(float64(r)))
	for i := 0; i <= n; i++ {
		a := 2 * math.Pi * float64(i) / float64(n)
		if !clockwise {
			a = -a
		}
		s, co := math.Sincos(a)
		x, y := cx+r*float32(co), cy+r*float32(s)
		if i == 0 {
			c.ras.MoveTo(x, y)
		} else {
			c.ras.LineTo(x, y)
		}
	}
	c.ras.ClosePath()
}

// fill paints the rasteriser's path in colour col (premultiplied) over the canvas.
func (c *Canvas) fill(col color.RGBA) {
	b := c.img.Bounds()
	c.ras.DrawOp = draw.Over
	c.ras.Draw(c.img, b, image.NewUniform(col), image.Point{})
}

// reset readies the rasteriser for a new path.
func (c *Canvas) reset() {
	b := c.img.Bounds()
	c.ras.Reset(b.Dx(), b.Dy())
}

// Disc fills a circle of radius r round (cx, cy).
func (c *Canvas) Disc(cx, cy, r float32, col color.RGBA) {
	if r <= 0 {
		return
	}
	c.reset()
	c.circle(cx, cy, r, true)
	c.fill(col)
}

// Ring strokes a circle of radius r round (cx, cy) with a line width wide, centred on it.
func (c *Canvas) Ring(cx, cy, r, width float32, col color.RGBA) {
	if r <= 0 || width <= 0 {
		return
	}
	c.reset()
	c.circle(cx, cy, r+width/2, true)
	if in := r - width/2; in > 0 {
		c.circle(cx, cy, in, false)
	}
	c.fill(col)
}

// Polygon fills the polygon through the points (x0, y0, x1, y1, ...).
func (c *Canvas) Polygon(pts []float32, col color.RGBA) {
	if len(pts) < 6 {
		return
	}
	c.reset()
	c.polygon(pts)
	c.fill(col)
}

// polygon adds the closed polygon through pts to the rasteriser's path, turned clockwise so
// that overlapping pieces of one path add up rather than cancel.
func (c *Canvas) polygon(pts []float32) {
	area := float32(0)
	n := len(pts) / 2
	for i := range n {
		j := (i + 1) % n
		area += pts[2*i]*pts[2*j+1] - pts[2*j]*pts[2*i+1]
	}
	at := func(k int) (float32, float32) {
		if area < 0 {
			k = n - 1 - k
		}
		return pts[2*k], pts[2*k+1]
	}
	x, y := at(0)
	c.ras.MoveTo(x, y)
	for k := 1; k < n; k++ {
		x, y = at(k)
		c.ras.LineTo(x, y)
	}
	c.ras.ClosePath()
}

// Polyline strokes the open line through the points (x0, y0, x1, y1, ...) with a line width
// wide, with round joins and caps.
func (c *Canvas) Polyline(pts []float32, width float32, col color.RGBA) {
	if len(pts) < 4 || width <= 0 {
		return
	}
	c.reset()
	h := width / 2
	for i := 0; i+3 < len(pts); i += 2 {
		x0, y0, x1, y1 := pts[i], pts[i+1], pts[i+2], pts[i+3]
		l := float32(math.Hypot(float64(x1-x0), float64(y1-y0)))
		if l == 0 {
			continue
		}
		nx, ny := -(y1-y0)/l*h, (x1-x0)/l*h
		c.polygon([]float32{x0 + nx, y0 + ny, x1 + nx, y1 + ny, x1 - nx, y1 - ny, x0 - nx, y0 - ny})
	}
	for i := 0; i+1 < len(pts); i += 2 {
		c.circle(pts[i], pts[i+1], h, true)
	}
	c.fill(col)
}

// Image returns the canvas as a new ebiten image.
func (c *Canvas) Image() *ebiten.Image { return ebiten.NewImageFromImage(c.img) }
