package grid

// Tiled objects: decoding, templates (.tx, merged here since go-tiled does not), and the squares an object covers.

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"math"
	"path"
	"strconv"
	"strings"

	"github.com/lafriks/go-tiled"

	"skirmish/internal/quote"
)

// maxObjectWork bounds the square-in-shape tests of all objects together (squares tested
// times corners of the shape), so a map of huge many-cornered objects still loads quickly.
const maxObjectWork = 1 << 26

// objShape is the geometry kind of an object.
type objShape uint8

const (
	shapeRect objShape = iota
	shapePoint
	shapeEllipse
	shapePolygon
	shapePolyline
)

// tmxObject is one <object> as written, with which attributes it sets, so a template
// instance overrides exactly what it says (DESIGN "grid": grid merges templates itself).
type tmxObject struct {
	ID                   int
	Name, Type, Class    string
	X, Y, W, H, Rotation float64
	GID                  uint32
	Template             string
	Props                tiled.Properties
	Shape                objShape
	Points               []Point // polygon or polyline corners in pixels, relative to X, Y
	has                  map[string]bool
	hasShape             bool
	bad                  string // what was wrong with a value, "" if nothing
	// Hidden is an object Tiled does not show (visible="0").
	Hidden bool
	// tplTileset and tplFirstGID say, for a tile object whose gid comes from its template,
	// which tileset (root-relative path) the gid counts in and that tileset's first gid there.
	tplTileset  string
	tplFirstGID uint32
}

// UnmarshalXML decodes an <object>, noting the attributes present.
func (o *tmxObject) UnmarshalXML(d *xml.Decoder, s xml.StartElement) error {
	o.has = map[string]bool{}
	num := func(name, v string) float64 {
		f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || !finite(f) {
			o.bad = fmt.Sprintf("%s %s is not a number", name, quote.Quote(v))
			return 0
		}
		return f
	}
	for _, a := range s.Attr {
		n := a.Name.Local
		o.has[n] = true
		switch n {
		case "id":
			o.ID, _ = strconv.Atoi(a.Value)
		case "name":
			o.Name = a.Value
		case "type":
			o.Type = a.Value
		case "class":
			o.Class = a.Value
		case "x":
			o.X = num(n, a.Value)
		case "y":
			o.Y = num(n, a.Value)
		case "width":
			o.W = num(n, a.Value)
		case "height":
			o.H = num(n, a.Value)
		case "rotation":
			o.Rotation = num(n, a.Value)
		case "gid":
			g, err := strconv.ParseUint(a.Value, 10, 32)
			if err != nil {
				o.bad = fmt.Sprintf("gid %s is not a tile number", quote.Quote(a.Value))
			}
			o.GID = uint32(g)
		case "template":
			o.Template = a.Value
		case "visible":
			o.Hidden = a.Value == "0"
		}
	}
	return eachChild(d, func(c xml.StartElement) error {
		switch c.Name.Local {
		case "properties":
			return decodeProps(d, c, &o.Props)
		case "point":
			o.Shape, o.hasShape = shapePoint, true
		case "ellipse":
			o.Shape, o.hasShape = shapeEllipse, true
		case "polygon", "polyline":
			o.Shape, o.hasShape = shapePolygon, true
			if c.Name.Local == "polyline" {
				o.Shape = shapePolyline
			}
			pts, msg := parsePoints(attrs(c)["points"])
			if msg != "" {
				o.bad = msg
			}
			o.Points = pts
		}
		return d.Skip()
	})
}

// parsePoints reads Tiled's "x,y x,y …" point list.
func parsePoints(s string) ([]Point, string) {
	fields := strings.Fields(s)
	if len(fields) > maxShapePoints {
		return nil, fmt.Sprintf("has %d points; the most is %d", len(fields), maxShapePoints)
	}
	pts := make([]Point, 0, len(fields))
	for _, f := range fields {
		xs, ys, ok := strings.Cut(f, ",")
		x, err1 := strconv.ParseFloat(xs, 64)
		y, err2 := strconv.ParseFloat(ys, 64)
		if !ok || err1 != nil || err2 != nil || !finite(x) || !finite(y) {
			return nil, fmt.Sprintf("point %s is not of the form x,y", quote.Quote(f))
		}
		pts = append(pts, Point{x, y})
	}
	return pts, ""
}

// templateResult caches one template file.
type templateResult struct {
	obj *tmxObject // nil when the template could not be used
}

// template loads a .tx named by an object of the map (once per file).
func (ld *loader) template(place, src string) *tmxObject {
	rel, msg := ld.resolve(".", src)
	if msg != "" {
		ld.problem(ld.mapFile, place, "template %s", msg)
		return nil
	}
	if r, ok := ld.templates[rel]; ok {
		return r.obj
	}
	r := &templateResult{}
	if len(ld.templates) >= maxTemplates {
		ld.problem(ld.mapFile, place, "the map uses more than %d template files", maxTemplates)
		return nil
	}
	ld.templates[rel] = r
	data, msg := ld.readFile(rel, maxSideFileBytes)
	if msg != "" {
		ld.problem(ld.mapFile, place, "template %s: %s", quote.Quote(src), msg)
		return nil
	}
	file := ld.display(rel)
	var obj *tmxObject
	if looksJSON(data) {
		obj = ld.decodeJSONTemplate(file, data)
	} else {
		obj = ld.decodeXMLTemplate(file, data)
	}
	if obj == nil {
		return nil
	}
	if obj.bad != "" {
		ld.problem(file, "object", "%s; fix the template in Tiled", obj.bad)
		return nil
	}
	if obj.GID != 0 {
		// The template's gid counts in its own tileset, named in the template.
		if obj.tplTileset == "" {
			ld.problem(file, "object", "shows a tile but names no tileset; save the template again from Tiled")
			return nil
		}
		tsRel, msg := ld.resolve(path.Dir(rel), obj.tplTileset)
		if msg != "" {
			ld.problem(file, "tileset", "%s", msg)
			return nil
		}
		obj.tplTileset = tsRel
	}
	r.obj = obj
	return obj
}

// decodeXMLTemplate reads a .tx template's object, or records a problem and returns nil.
func (ld *loader) decodeXMLTemplate(file string, data []byte) *tmxObject {
	if n := bytes.Count(data, []byte{'<'}); n > maxTilesetElements {
		ld.problem(file, "", "has %d XML elements; the most this game reads in a template is %d", n, maxTilesetElements)
		return nil
	}
	d := xml.NewDecoder(bytes.NewReader(data))
	s, err := firstElement(d)
	if err != nil {
		ld.xmlProblem(file, d, err)
		return nil
	}
	if s.Name.Local != "template" {
		ld.problem(file, "", "is not a Tiled template: it starts with <%s>, not <template>; save it from Tiled (Save As Template)", s.Name.Local)
		return nil
	}
	var obj *tmxObject
	var tsSource string
	var tsFirst uint64
	err = eachChild(d, func(c xml.StartElement) error {
		if c.Name.Local == "object" && obj == nil {
			obj = &tmxObject{}
			return d.DecodeElement(obj, &c)
		}
		if c.Name.Local == "tileset" {
			a := attrs(c)
			tsSource = a["source"]
			tsFirst, _ = strconv.ParseUint(a["firstgid"], 10, 32)
		}
		return d.Skip()
	})
	if obj != nil {
		obj.tplTileset, obj.tplFirstGID = tsSource, uint32(tsFirst)
	}
	if err != nil {
		ld.xmlProblem(file, d, err)
		return nil
	}
	if obj == nil {
		ld.problem(file, "", "holds no <object>; save the template again from Tiled")
	}
	return obj
}

// merge returns the template t overridden by what the instance o sets.
func merge(t, o *tmxObject) tmxObject {
	out := *t
	out.ID, out.Template, out.bad = o.ID, o.Template, o.bad
	out.has = map[string]bool{}
	for k := range t.has {
		out.has[k] = true
	}
	for k := range o.has {
		out.has[k] = true
		switch k {
		case "name":
			out.Name = o.Name
		case "type":
			out.Type = o.Type
		case "class":
			out.Class = o.Class
		case "x":
			out.X = o.X
		case "y":
			out.Y = o.Y
		case "width":
			out.W = o.W
		case "height":
			out.H = o.H
		case "rotation":
			out.Rotation = o.Rotation
		case "gid":
			out.GID, out.tplTileset, out.tplFirstGID = o.GID, "", 0
		case "visible":
			out.Hidden = o.Hidden
		}
	}
	if o.hasShape {
		out.Shape, out.Points = o.Shape, o.Points
	}
	out.Props = append(tiled.Properties(nil), t.Props...)
	at := make(map[string][]int, len(out.Props)) // where each name is, looked up once a property
	for i, q := range out.Props {
		if q != nil {
			at[q.Name] = append(at[q.Name], i)
		}
	}
	for _, p := range o.Props {
		if p == nil {
			continue
		}
		if is, ok := at[p.Name]; ok {
			for _, i := range is {
				out.Props[i] = p
			}
			continue
		}
		at[p.Name] = []int{len(out.Props)}
		out.Props = append(out.Props, p)
	}
	return out
}

// convertObjects turns an object layer's game objects into Map.Objects, and returns its tile
// objects to draw, in Tiled's draw order.
func (ld *loader) convertObjects(m *Map, sl *scannedLayer) []TileObject {
	var tiles []TileObject
	for i := range sl.objects {
		o := &sl.objects[i]
		place := objectPlace(o.ID, o.Name)
		if o.Template != "" {
			t := ld.template(place, o.Template)
			if t == nil {
				continue
			}
			merged := merge(t, o)
			o = &merged
			place = objectPlace(o.ID, o.Name)
		}
		if o.GID != 0 && !o.Hidden && o.bad == "" {
			if to, ok := ld.tileObject(m, o, place, sl.offX, sl.offY); ok {
				tiles = append(tiles, to)
			}
		}
		class := o.Class
		if class == "" {
			class = o.Type
		}
		raw := class
		class = ld.gameClass(place, class)
		if class == "" {
			ld.unknownClass(place, raw, o)
			continue // decoration, notes, lights: not the game's business
		}
		if o.bad != "" {
			ld.problem(ld.mapFile, place, "%s; fix it in Tiled", o.bad)
			continue
		}
		if class == ClassTerrain {
			ld.zoneObject(m, o, place, sl.offX, sl.offY)
			continue
		}
		props := propsMap(o.Props)
		ld.checkNames(ld.mapFile, place, o.Props, ClassProperties[class])
		obj := Object{ID: o.ID, Name: o.Name, Class: class, Side: strings.TrimSpace(props["side"]),
			Unit: props["unit"], Count: 1, Properties: props}
		if class == ClassObjective && props["name"] != "" {
			obj.Name = props["name"]
		}
		if (class == ClassSpawn || class == ClassDeploy) && obj.Side == "" {
			ld.problem(ld.mapFile, place, "this %s names no side; give it a property side (a string: one of the map's sides)", class)
		}
		if v, ok := props["count"]; ok && class == ClassSpawn {
			n, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil || n < 1 || n > 1000 {
				ld.problem(ld.mapFile, place, "count %s must be a whole number from 1 to 1000", quote.Quote(v))
			} else {
				obj.Count = n
			}
		}
		if v, ok := props["points"]; ok && class == ClassObjective {
			if _, err := strconv.Atoi(strings.TrimSpace(v)); err != nil {
				ld.problem(ld.mapFile, place, "points %s must be a whole number", quote.Quote(v))
			}
		}
		var ok bool
		obj.Cells, obj.X, obj.Y, obj.W, obj.H, ok = ld.objectCells(m, o, sl.offX, sl.offY)
		if !ok {
			ld.problem(ld.mapFile, place, "lies off the map (it covers no square of the %dx%d map); move it onto the map in Tiled", m.Width, m.Height)
			continue
		}
		ld.checkOnMap(m, place, class, obj.X, obj.Y, obj.W, obj.H, len(obj.Cells))
		if !m.addSide(obj.Side) && !ld.tooManySides {
			ld.tooManySides = true
			ld.problem(ld.mapFile, place, "names the side %s, a side more than the %d a map may have; name fewer sides", quote.Quote(obj.Side), MaxSides)
		}
		m.Objects = append(m.Objects, obj)
	}
	if !sl.draw.indexOrder {
		sortTopDown(tiles)
	}
	return tiles
}

// objectCells returns the squares an object covers and its bounds in squares. A point
// covers its square; an area every square whose centre lies inside it, or if none, the square
// of its centre. ok is false when that square is off the map. On hex maps a point's hex is the
// one Tiled's nearest-centre rule gives (hexObjectCell), an area's the hexes whose centres it
// holds.
func (ld *loader) objectCells(m *Map, o *tmxObject, offX, offY float64) (cells []Pos, x, y, w, h float64, ok bool) {
	tw, th := float64(m.TileWidth), float64(m.TileHeight)
	ox, oy := o.X+offX, o.Y+offY
	sin, cos := math.Sincos(o.Rotation * math.Pi / 180)
	toWorld := func(p Point) Point { return Point{ox + p.X*cos - p.Y*sin, oy + p.X*sin + p.Y*cos} }
	toLocal := func(p Point) Point {
		dx, dy := p.X-ox, p.Y-oy
		return Point{dx*cos + dy*sin, -dx*sin + dy*cos}
	}
	square := func(p Point) (Pos, bool) {
		if !finite(p.X) || !finite(p.Y) {
			return Pos{}, false
		}
		if m.Topology == Hex {
			c := hexObjectCell(m, p) // Tiled's nearest-centre rule
			return c, m.In(c)
		}
		c := Pos{int(math.Floor(p.X / tw)), int(math.Floor(p.Y / th))}
		return c, m.In(c)
	}
	if o.Shape == shapePoint {
		c, in := square(Point{ox, oy})
		return []Pos{c}, ox / tw, oy / th, 0, 0, in
	}

	// The shape's outline in local pixels: corners of a polygon, else of the box.
	var outline []Point
	var inside func(Point) bool
	bx0, by0 := 0.0, 0.0
	if o.GID != 0 {
		by0 = -o.H // a tile object's origin is its bottom-left corner
	}
	bw, bh := max(o.W, 0), max(o.H, 0)
	switch o.Shape {
	case shapePolygon, shapePolyline:
		outline = o.Points
		if o.Shape == shapePolygon && len(outline) >= 3 {
			inside = func(p Point) bool { return inPolygon(outline, p) }
		}
	default:
		outline = []Point{{bx0, by0}, {bx0 + bw, by0}, {bx0 + bw, by0 + bh}, {bx0, by0 + bh}}
		if bw > 0 && bh > 0 {
			if o.Shape == shapeEllipse {
				cx, cy, rx, ry := bx0+bw/2, by0+bh/2, bw/2, bh/2
				inside = func(p Point) bool {
					dx, dy := (p.X-cx)/rx, (p.Y-cy)/ry
					return dx*dx+dy*dy <= 1
				}
			} else {
				inside = func(p Point) bool { return p.X >= bx0 && p.X <= bx0+bw && p.Y >= by0 && p.Y <= by0+bh }
			}
		}
	}
	if len(outline) == 0 {
		outline = []Point{{0, 0}}
	}
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range outline {
		q := toWorld(p)
		minX, minY, maxX, maxY = min(minX, q.X), min(minY, q.Y), max(maxX, q.X), max(maxY, q.Y)
	}
	if !finite(minX) || !finite(minY) || !finite(maxX) || !finite(maxY) {
		return nil, 0, 0, 0, 0, false
	}
	x, y, w, h = minX/tw, minY/th, (maxX-minX)/tw, (maxY-minY)/th

	if inside != nil {
		x0, x1 := clampInt(math.Floor(minX/tw-0.5), 0, m.Width-1), clampInt(math.Ceil(maxX/tw-0.5), 0, m.Width-1)
		y0, y1 := clampInt(math.Floor(minY/th-0.5), 0, m.Height-1), clampInt(math.Ceil(maxY/th-0.5), 0, m.Height-1)
		if m.Topology == Hex {
			x0, y0, x1, y1 = hexCellRange(m, minX, minY, maxX, maxY)
		}
		work := (x1 - x0 + 1) * (y1 - y0 + 1) * max(len(outline), 4)
		ld.objectWork += work
		if ld.objectWork <= maxObjectWork {
			for cy := y0; cy <= y1; cy++ {
				for cx := x0; cx <= x1; cx++ {
					px, py := (float64(cx)+0.5)*tw, (float64(cy)+0.5)*th
					if m.Topology == Hex {
						px, py = m.CellCentre(Pos{cx, cy})
					}
					if inside(toLocal(Point{px, py})) {
						cells = append(cells, Pos{cx, cy})
					}
				}
			}
		}
	} else if o.Shape == shapePolyline {
		// An open line covers the squares it passes through, sampled a quarter square apart.
		for i := 0; i+1 < len(outline); i++ {
			a, b := toWorld(outline[i]), toWorld(outline[i+1])
			steps := int(min(math.Max(math.Abs(b.X-a.X)/tw, math.Abs(b.Y-a.Y)/th)*4, float64(4*(m.Width+m.Height)))) + 1
			ld.objectWork += steps
			if ld.objectWork > maxObjectWork {
				break
			}
			for k := 0; k <= steps; k++ {
				f := float64(k) / float64(steps)
				if c, in := square(Point{a.X + (b.X-a.X)*f, a.Y + (b.Y-a.Y)*f}); in && (len(cells) == 0 || cells[len(cells)-1] != c) && !containsPos(cells, c) {
					cells = append(cells, c)
				}
			}
		}
	}
	if len(cells) == 0 {
		c, in := square(Point{(minX + maxX) / 2, (minY + maxY) / 2})
		if !in {
			return nil, x, y, w, h, false
		}
		cells = []Pos{c}
	}
	return cells, x, y, w, h, true
}

// containsPos reports whether ps holds p.
func containsPos(ps []Pos, p Pos) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// clampInt converts f to an int within [lo, hi].
func clampInt(f float64, lo, hi int) int {
	if !(f >= float64(lo)) {
		return lo
	}
	if f > float64(hi) {
		return hi
	}
	return int(f)
}

// inPolygon reports whether p lies inside the closed polygon pts (even-odd rule).
func inPolygon(pts []Point, p Point) bool {
	in := false
	for i, j := 0, len(pts)-1; i < len(pts); j, i = i, i+1 {
		a, b := pts[i], pts[j]
		if (a.Y > p.Y) != (b.Y > p.Y) && p.X < (b.X-a.X)*(p.Y-a.Y)/(b.Y-a.Y)+a.X {
			in = !in
		}
	}
	return in
}
