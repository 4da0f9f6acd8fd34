package grid

// What Tiled draws beyond tiles, read from either format into the same form: layer tints,
// parallax factors, image repeats and object draw order, the map's background colour and
// parallax origin, colour keys and tile objects.

import (
	"image/color"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/lafriks/go-tiled"

	"skirmish/internal/quote"
)

// drawFold is what a group passes down to its layers besides visibility, opacity and offsets:
// Tiled multiplies tints and parallax factors through groups.
type drawFold struct {
	tint   color.NRGBA // the zero value is none (white)
	px, py float64
}

// topFold is what the map itself passes to its top layers.
var topFold = fold{visible: true, opacity: 1, draw: drawFold{px: 1, py: 1}}

// layerDraw is what a layer says about drawing besides visibility, opacity and offsets.
type layerDraw struct {
	tint               color.NRGBA
	px, py             float64
	repeatX, repeatY   bool
	indexOrder         bool // objects drawn in file order (draworder="index"), not top-down
	hasParallax, tints bool
}

// layerDrawOf reads a layer's drawing attributes (as the XML element has them).
func layerDrawOf(a map[string]string) layerDraw {
	d := layerDraw{px: 1, py: 1}
	if c, ok := parseColor(a["tintcolor"]); ok {
		d.tint, d.tints = c, true
	}
	if v, err := strconv.ParseFloat(a["parallaxx"], 64); err == nil && finite(v) {
		d.px, d.hasParallax = v, true
	}
	if v, err := strconv.ParseFloat(a["parallaxy"], 64); err == nil && finite(v) {
		d.py, d.hasParallax = v, true
	}
	d.repeatX, d.repeatY = a["repeatx"] == "1" || a["repeatx"] == "true", a["repeaty"] == "1" || a["repeaty"] == "true"
	d.indexOrder = a["draworder"] == "index"
	return d
}

// fold combines the layer's tint and parallax with its groups' (parent), keeps the result as
// the layer's own and returns it for the layer's own layers, when it is a group.
func (d *layerDraw) fold(parent drawFold) drawFold {
	out := drawFold{tint: parent.tint, px: parent.px * d.px, py: parent.py * d.py}
	if d.tints {
		out.tint = multiplyColor(parent.tint, d.tint)
	}
	d.tint, d.px, d.py = out.tint, out.px, out.py
	d.tints = out.tint != color.NRGBA{}
	d.hasParallax = out.px != 1 || out.py != 1
	return out
}

// multiplyColor multiplies two tints channel by channel; the zero value stands for white.
func multiplyColor(a, b color.NRGBA) color.NRGBA {
	if a == (color.NRGBA{}) {
		return b
	}
	if b == (color.NRGBA{}) {
		return a
	}
	m := func(x, y uint8) uint8 { return uint8((int(x)*int(y) + 127) / 255) }
	return color.NRGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), m(a.A, b.A)}
}

// parseColor reads a colour as Tiled writes it: "#rrggbb" or "#aarrggbb" (the # optional).
func parseColor(s string) (color.NRGBA, bool) {
	s = strings.TrimPrefix(strings.TrimSpace(s), "#")
	if len(s) != 6 && len(s) != 8 {
		return color.NRGBA{}, false
	}
	v, err := strconv.ParseUint(s, 16, 32)
	if err != nil {
		return color.NRGBA{}, false
	}
	c := color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
	if len(s) == 8 {
		c.A = uint8(v >> 24)
	}
	return c, true
}

// colorOf converts go-tiled's colour (a tileset's or an image's trans) to a grid colour key.
func colorOf(h *tiled.HexColor) *color.NRGBA {
	if h == nil {
		return nil
	}
	c, ok := parseColor(h.String())
	if !ok {
		return nil
	}
	c.A = 0xff
	return &c
}

// mapDraw is what the map says about drawing.
type mapDraw struct {
	background color.NRGBA
	origin     Point
}

// mapDrawOf reads the map's drawing attributes (as the XML <map> element has them).
func mapDrawOf(a map[string]string) mapDraw {
	var d mapDraw
	d.background, _ = parseColor(a["backgroundcolor"])
	d.origin.X, _ = strconv.ParseFloat(a["parallaxoriginx"], 64)
	d.origin.Y, _ = strconv.ParseFloat(a["parallaxoriginy"], 64)
	if !finite(d.origin.X) || !finite(d.origin.Y) {
		d.origin = Point{}
	}
	return d
}

// layer is the drawable Layer of a scanned layer, without its tiles, image or objects.
func (sl *scannedLayer) layer() Layer {
	l := Layer{Name: sl.name, Visible: sl.visible, Opacity: sl.opacity, OffsetX: sl.offX, OffsetY: sl.offY,
		RepeatX: sl.draw.repeatX, RepeatY: sl.draw.repeatY}
	if sl.draw.tints {
		l.Tint = sl.draw.tint
	}
	if sl.draw.hasParallax {
		l.Parallax = &Point{sl.draw.px, sl.draw.py}
	}
	return l
}

// alignments are Tiled's object alignments: where a tile object's origin lies in its box.
var alignments = map[string][2]float64{
	"topleft": {0, 0}, "top": {0.5, 0}, "topright": {1, 0},
	"left": {0, 0.5}, "center": {0.5, 0.5}, "right": {1, 0.5},
	"bottomleft": {0, 1}, "bottom": {0.5, 1}, "bottomright": {1, 1},
}

// alignOf is the origin of a tile object of a tileset with the given objectalignment, on an
// orthogonal map (where "unspecified" is the bottom-left corner).
func alignOf(objectAlignment string) (x, y float64) {
	if a, ok := alignments[objectAlignment]; ok {
		return a[0], a[1]
	}
	return 0, 1
}

// tileObject makes the drawable tile object of a game-or-decoration object o with a gid, or
// records a problem and returns false. A template's tile names its gid in the template's own
// tileset, found among the map's by its file.
func (ld *loader) tileObject(m *Map, o *tmxObject, place string, offX, offY float64) (TileObject, bool) {
	gid := o.GID
	if o.tplTileset != "" {
		k := -1
		for i, lt := range ld.tilesets {
			if lt.rel == o.tplTileset {
				k = i
			}
		}
		if k < 0 {
			ld.warn(ld.mapFile, place, "its template's tile comes from the tileset %s, which the map does not use, so it is not drawn; add that tileset to the map in Tiled", quote.Quote(o.tplTileset))
			return TileObject{}, false
		}
		gid = (m.Tilesets[k].FirstGID + (gid&^gidFlags - o.tplFirstGID)) | gid&gidFlags
	}
	bare := gid &^ gidFlags
	ti := ld.tilesetOf(m, bare)
	if ti < 0 {
		ld.problem(ld.mapFile, place, "shows tile gid %d, which belongs to no tileset of the map; a tileset was probably removed: re-add it in Tiled or delete the object", bare)
		return TileObject{}, false
	}
	lt, ts := ld.tilesets[ti], &m.Tilesets[ti]
	id := bare - ts.FirstGID
	if !lt.ok {
		return TileObject{}, false
	}
	if !lt.validID(id) {
		ld.problem(ld.mapFile, place, "shows tile %d of tileset %s, which has only %d tiles; fix the tileset or the object", id, quote.Quote(lt.name), ts.TileCount)
		return TileObject{}, false
	}
	w, h := o.W, o.H
	if !o.has["width"] || !o.has["height"] {
		tw, th := tileSize(ts, id)
		if !o.has["width"] {
			w = float64(tw)
		}
		if !o.has["height"] {
			h = float64(th)
		}
	}
	to := TileObject{Tile: TileRef{Tileset: uint16(ti + 1), Flip: flipsOf(gid), ID: id},
		X: o.X + offX, Y: o.Y + offY, W: w, H: h, AlignX: ts.AlignX, AlignY: ts.AlignY, Rotation: o.Rotation}
	if !finite(to.X) || !finite(to.Y) || !finite(to.W) || !finite(to.H) || !finite(to.Rotation) || math.Abs(to.W) > 1<<20 || math.Abs(to.H) > 1<<20 {
		return TileObject{}, false
	}
	return to, true
}

// tileSize is the size of tile id of ts as drawn: a sheet's tile size, or a collection tile's
// rectangle or image.
func tileSize(ts *Tileset, id uint32) (w, h int) {
	if r, ok := ts.TileRects[id]; ok {
		return r[2], r[3]
	}
	if img := ts.TileImages[id]; img != nil {
		return img.Width, img.Height
	}
	return ts.TileWidth, ts.TileHeight
}

// sortTopDown puts an object layer's tile objects in Tiled's "topdown" draw order: by y, file
// order among equals.
func sortTopDown(objs []TileObject) {
	sort.SliceStable(objs, func(a, b int) bool { return objs[a].Y < objs[b].Y })
}

// layerExtras are the drawing fields of a JSON layer.
type layerExtras struct {
	ParallaxX *float64 `json:"parallaxx"`
	ParallaxY *float64 `json:"parallaxy"`
	TintColor string   `json:"tintcolor"`
	RepeatX   bool     `json:"repeatx"`
	RepeatY   bool     `json:"repeaty"`
	DrawOrder string   `json:"draworder"`
}

// scanned sets the scanned layer's drawing attributes from a JSON layer's fields.
func (e *layerExtras) scanned(sl *scannedLayer) {
	a := map[string]string{"tintcolor": e.TintColor, "draworder": e.DrawOrder}
	if e.ParallaxX != nil {
		a["parallaxx"] = strconv.FormatFloat(*e.ParallaxX, 'g', -1, 64)
	}
	if e.ParallaxY != nil {
		a["parallaxy"] = strconv.FormatFloat(*e.ParallaxY, 'g', -1, 64)
	}
	if e.RepeatX {
		a["repeatx"] = "1"
	}
	if e.RepeatY {
		a["repeaty"] = "1"
	}
	sl.draw = layerDrawOf(a)
}

// mapExtras are the drawing fields of a JSON map.
type mapExtras struct {
	BackgroundColor string   `json:"backgroundcolor"`
	ParallaxOriginX *float64 `json:"parallaxoriginx"`
	ParallaxOriginY *float64 `json:"parallaxoriginy"`
}

// attrs adds a JSON map's drawing fields to its attributes as the XML <map> element has them.
func (e *mapExtras) attrs(a map[string]string) {
	a["backgroundcolor"] = e.BackgroundColor
	if e.ParallaxOriginX != nil {
		a["parallaxoriginx"] = strconv.FormatFloat(*e.ParallaxOriginX, 'g', -1, 64)
	}
	if e.ParallaxOriginY != nil {
		a["parallaxoriginy"] = strconv.FormatFloat(*e.ParallaxOriginY, 'g', -1, 64)
	}
}

// jsonObjectExtras copies a JSON object's drawing fields to o: whether it is shown.
func jsonObjectExtras(j *jsonObject, o *tmxObject) {
	o.Hidden = j.Visible != nil && !*j.Visible
}

// jsonTemplateTileset is the tileset a JSON template's tile object names its gid in.
type jsonTemplateTileset struct {
	FirstGID uint32 `json:"firstgid"`
	Source   string `json:"source"`
}

// tileRect records the part of a collection tile's image that is the tile, when Tiled says
// one (x, y, width and height on the tile, Tiled 1.9) other than the whole image.
func (ld *loader) tileRect(out *Tileset, t *tiled.TilesetTile, img *Image, place, file string) {
	x, y, w, h := t.X, t.Y, t.Width, t.Height
	if w == 0 {
		w = img.Width
	}
	if h == 0 {
		h = img.Height
	}
	declared := t.Image != nil && w == t.Image.Width && h == t.Image.Height // go-tiled's default: the image's own size as written
	if x == 0 && y == 0 && (w == img.Width && h == img.Height || declared) {
		return
	}
	if x < 0 || y < 0 || w <= 0 || h <= 0 || x+w > img.Width || y+h > img.Height {
		ld.problem(file, place, "its rectangle %d,%d %dx%d is not inside its %dx%d image; fix it in Tiled's tileset editor", x, y, w, h, img.Width, img.Height)
		return
	}
	if out.TileRects == nil {
		out.TileRects = map[uint32][4]int{}
	}
	out.TileRects[t.ID] = [4]int{x, y, w, h}
}
