package grid

// Tiled's JSON format (.tmj and .json maps, .tsj tilesets, .tj templates): decoded into the same
// scannedMap the XML pre-scan makes, so that both formats share one conversion and one set of
// limits.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/lafriks/go-tiled"

	"skirmish/internal/quote"
	"skirmish/internal/strictjson"
	"skirmish/internal/userfile"
)

// LoadTiledJSON reads a Tiled JSON map (.tmj, or .json as Tiled before 1.9 saved them) and
// every tileset, template and image it names, as LoadTiled reads a .tmx: through
// os.OpenRoot of the map's folder, with the same limits, into the same Map. Tilesets and
// templates it names may be JSON (.tsj, .tj) or XML (.tsx, .tx).
func LoadTiledJSON(path string) (*Map, error) {
	return LoadTiled(path)
}

// looksJSON reports whether a file's first character, past white space and a byte order
// mark, opens a JSON object.
func looksJSON(data []byte) bool {
	data = bytes.TrimLeft(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")), " \t\r\n")
	return len(data) > 0 && data[0] == '{'
}

// notJSONObject says what data, which does not start with {, holds instead of a JSON object.
func notJSONObject(data []byte) string {
	data = bytes.TrimLeft(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")), " \t\r\n")
	switch {
	case len(data) == 0:
		return "the file is empty"
	case data[0] == '[':
		return "the file is a JSON list, where a Tiled map is a JSON object ({…})"
	case data[0] == '<':
		return "the file holds XML: a Tiled map saved as XML is named .tmx"
	}
	return "it does not start with {, as a Tiled JSON map does"
}

// jsonProperty is one custom property as Tiled writes it in JSON; a class-typed property's
// value is an object of its members' values.
type jsonProperty struct {
	Name         string          `json:"name"`
	Type         string          `json:"type"`
	PropertyType string          `json:"propertytype"`
	Value        json.RawMessage `json:"value"`
}

// jsonLayer is a layer of any kind (Tiled's "type" says which).
type jsonLayer struct {
	Type             string          `json:"type"`
	ID               int             `json:"id"`
	Name             string          `json:"name"`
	Class            string          `json:"class"`
	Visible          *bool           `json:"visible"`
	Opacity          *float64        `json:"opacity"`
	OffsetX          float64         `json:"offsetx"`
	OffsetY          float64         `json:"offsety"`
	Properties       []jsonProperty  `json:"properties"`
	Width            json.RawMessage `json:"width"`
	Height           json.RawMessage `json:"height"`
	Data             json.RawMessage `json:"data"`
	Encoding         string          `json:"encoding"`
	Compression      string          `json:"compression"`
	Chunks           json.RawMessage `json:"chunks"`
	Objects          []jsonObject    `json:"objects"`
	Image            string          `json:"image"`
	TransparentColor string          `json:"transparentcolor"`
	Layers           []jsonLayer     `json:"layers"`
	layerExtras
}

// jsonPoint is a polygon's or polyline's corner.
type jsonPoint struct {
	X, Y float64
}

// jsonObject is an object with the fields it sets (a template instance sets only those it
// changes).
type jsonObject struct {
	fields   map[string]json.RawMessage
	ID       int            `json:"id"`
	Name     string         `json:"name"`
	Type     string         `json:"type"`
	Class    string         `json:"class"`
	X        float64        `json:"x"`
	Y        float64        `json:"y"`
	Width    float64        `json:"width"`
	Height   float64        `json:"height"`
	Rotation float64        `json:"rotation"`
	GID      uint32         `json:"gid"`
	Template string         `json:"template"`
	Point    bool           `json:"point"`
	Ellipse  bool           `json:"ellipse"`
	Polygon  []jsonPoint    `json:"polygon"`
	Polyline []jsonPoint    `json:"polyline"`
	Props    []jsonProperty `json:"properties"`
	Visible  *bool          `json:"visible"`
}

// UnmarshalJSON decodes an object and notes which fields it sets.
func (o *jsonObject) UnmarshalJSON(b []byte) error {
	type plain jsonObject
	var p plain
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	if err := json.Unmarshal(b, &p.fields); err != nil {
		return err
	}
	*o = jsonObject(p)
	return nil
}

// jsonTile is a tileset's tile that says something: its properties, image, animation or
// collision shapes.
type jsonTile struct {
	ID          uint32         `json:"id"`
	Type        string         `json:"type"`
	Class       string         `json:"class"`
	Properties  []jsonProperty `json:"properties"`
	Image       string         `json:"image"`
	ImageWidth  int            `json:"imagewidth"`
	ImageHeight int            `json:"imageheight"`
	X           int            `json:"x"`
	Y           int            `json:"y"`
	Width       int            `json:"width"`
	Height      int            `json:"height"`
	Animation   []struct {
		TileID   uint32 `json:"tileid"`
		Duration uint32 `json:"duration"`
	} `json:"animation"`
	ObjectGroup *struct {
		Objects []jsonObject `json:"objects"`
	} `json:"objectgroup"`
}

// jsonTileset is a tileset: in a .tsj file, or embedded in a map (with its firstgid).
type jsonTileset struct {
	Type             string              `json:"type"`
	Name             string              `json:"name"`
	Class            string              `json:"class"`
	TileWidth        int                 `json:"tilewidth"`
	TileHeight       int                 `json:"tileheight"`
	Spacing          int                 `json:"spacing"`
	Margin           int                 `json:"margin"`
	TileCount        int                 `json:"tilecount"`
	Columns          int                 `json:"columns"`
	Image            string              `json:"image"`
	ImageWidth       int                 `json:"imagewidth"`
	ImageHeight      int                 `json:"imageheight"`
	TransparentColor string              `json:"transparentcolor"`
	ObjectAlignment  string              `json:"objectalignment"`
	TileOffset       *struct{ X, Y int } `json:"tileoffset"`
	Properties       []jsonProperty      `json:"properties"`
	Tiles            []jsonTile          `json:"tiles"`
}

// jsonMap is a map file's top level.
type jsonMap struct {
	Type        string            `json:"type"`
	Orientation string            `json:"orientation"`
	Infinite    bool              `json:"infinite"`
	Width       json.RawMessage   `json:"width"`
	Height      json.RawMessage   `json:"height"`
	TileWidth   json.RawMessage   `json:"tilewidth"`
	TileHeight  json.RawMessage   `json:"tileheight"`
	Properties  []jsonProperty    `json:"properties"`
	Tilesets    []json.RawMessage `json:"tilesets"`
	Layers      []jsonLayer       `json:"layers"`
	mapExtras
}

// jsonProblem records why data, a JSON file, cannot be decoded, with the line of the fault.
func (ld *loader) jsonProblem(file string, data []byte, err error, what string) {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		line, _ := strictjson.LineCol(data, int(se.Offset))
		if se.Offset >= int64(len(bytes.TrimRight(data, " \t\r\n"))) {
			ld.problem(file, fmt.Sprintf("line %d", line), "the file ends in the middle of the JSON (it was cut short); save it again from Tiled")
			return
		}
		ld.problem(file, fmt.Sprintf("line %d", line), "the JSON is broken (%s); save the file again from Tiled, or fix it by hand", strictjson.Plain(se))
	case errors.As(err, &te):
		line, _ := strictjson.LineCol(data, int(te.Offset))
		field := te.Field
		if field == "" {
			field = "a value"
		}
		ld.problem(file, fmt.Sprintf("line %d", line), "%s is a JSON %s where %s wants %s; save the file again from Tiled", field, te.Value, what, jsonKind(te.Type.Kind().String()))
	case errors.Is(err, io.ErrUnexpectedEOF):
		ld.problem(file, "", "the file ends in the middle of the JSON (it was cut short); save it again from Tiled")
	default:
		ld.problem(file, "", "the JSON cannot be read (%s); save the file again from Tiled", quote.Escape(strictjson.Plain(err)))
	}
}

// jsonKind names a Go kind as JSON does.
func jsonKind(k string) string {
	switch {
	case strings.HasPrefix(k, "int"), strings.HasPrefix(k, "uint"):
		return "a whole number"
	case strings.HasPrefix(k, "float"):
		return "a number"
	case k == "bool":
		return "true or false"
	case k == "string":
		return "text"
	case k == "slice":
		return "a list"
	}
	return "an object"
}

// scanJSONMap decodes a JSON map into the scannedMap the conversion reads, checking the same
// limits as the XML pre-scan. It returns nil after a problem that makes the map unusable.
func (ld *loader) scanJSONMap(data []byte) *scannedMap {
	if !looksJSON(data) {
		ld.problem(ld.mapFile, "", "is not a Tiled JSON map: %s; save the map from Tiled as JSON (.tmj)", notJSONObject(data))
		return nil
	}
	if off := strictjson.InvalidUTF8(data); off >= 0 {
		line, msg := strictjson.NotUTF8(data, off)
		ld.problem(ld.mapFile, fmt.Sprintf("line %d", line), "%s", msg)
		return nil
	}
	if n := bytes.Count(data, []byte{'{'}); n > maxXMLElements {
		ld.problem(ld.mapFile, "", "has %d JSON objects; the most this game reads is %d", n, maxXMLElements)
		return nil
	}
	var jm jsonMap
	if err := json.Unmarshal(data, &jm); err != nil {
		ld.jsonProblem(ld.mapFile, data, err, "a Tiled map")
		return nil
	}
	switch jm.Type {
	case "map", "":
	case "tileset", "template":
		ld.problem(ld.mapFile, "", "is a Tiled %s, not a map; open the map that uses it instead", jm.Type)
		return nil
	default:
		ld.problem(ld.mapFile, "", "is not a Tiled map: its type is %s; save the map from Tiled as JSON (.tmj)", quote.Quote(jm.Type))
		return nil
	}
	if jm.Layers == nil && len(jm.Width) == 0 {
		ld.problem(ld.mapFile, "", "is not a Tiled map: it has no width, height or layers; save the map from Tiled as JSON (.tmj)")
		return nil
	}
	a := map[string]string{"orientation": jm.Orientation, "width": rawText(jm.Width), "height": rawText(jm.Height),
		"tilewidth": rawText(jm.TileWidth), "tileheight": rawText(jm.TileHeight)}
	if jm.Infinite {
		a["infinite"] = "1"
	}
	jm.mapExtras.attrs(a)
	sm := &scannedMap{}
	if !ld.scanMapAttrs(a, sm) {
		return nil
	}
	sm.props = jsonProps(jm.Properties, 0)
	for _, raw := range jm.Tilesets {
		var head struct {
			FirstGID json.RawMessage `json:"firstgid"`
			Source   string          `json:"source"`
			Name     string          `json:"name"`
		}
		if err := json.Unmarshal(raw, &head); err != nil {
			ld.jsonProblem(ld.mapFile, data, err, "a tileset")
			continue
		}
		ld.addTileset(sm, rawText(head.FirstGID), head.Source, head.Name, raw)
	}
	for i := range jm.Layers {
		if !ld.scanJSONLayer(&jm.Layers[i], sm, topFold, 0) {
			return nil
		}
	}
	return sm
}

// rawText is a JSON value as text: a string's contents, else the value as written.
func rawText(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	return strings.TrimSpace(string(raw))
}

// scanJSONLayer adds a leaf layer or a group's leaves (recursively) to sm.layers, as scanLayer
// does for XML; false stops the scan.
func (ld *loader) scanJSONLayer(jl *jsonLayer, sm *scannedMap, parent fold, depth int) bool {
	sl := scannedLayer{id: jl.ID, name: jl.Name, class: jl.Class, visible: jl.Visible == nil || *jl.Visible, opacity: 1,
		offX: jl.OffsetX, offY: jl.OffsetY, props: jsonProps(jl.Properties, 0)}
	if jl.Opacity != nil && *jl.Opacity >= 0 && *jl.Opacity <= 1 {
		sl.opacity = *jl.Opacity
	}
	jl.layerExtras.scanned(&sl)
	here := sl.foldInto(parent)
	place := fmt.Sprintf("layer %s", quote.Quote(sl.name))
	switch jl.Type {
	case "group":
		if !ld.countGroup(sm, place, depth) {
			return false
		}
		for i := range jl.Layers {
			if !ld.scanJSONLayer(&jl.Layers[i], sm, here, depth+1) {
				return false
			}
		}
		return true
	case "tilelayer", "objectgroup", "imagelayer":
	default:
		ld.problem(ld.mapFile, place, "layer type %s is unknown; save the map again from Tiled", quote.Quote(jl.Type))
		return true
	}
	if !ld.countLayer(sm, place) {
		return false
	}
	switch jl.Type {
	case "tilelayer":
		sl.kind = kindTile
		if jl.Width != nil || jl.Height != nil {
			ld.checkLayerSize(sm, place, rawText(jl.Width), rawText(jl.Height))
		}
		switch {
		case len(jl.Chunks) > 0 && string(jl.Chunks) != "null":
			ld.problem(ld.mapFile, place, "infinite maps are not supported. In Tiled: Map > Map Properties, untick Infinite, save again")
		case len(jl.Data) == 0:
			ld.problem(ld.mapFile, place, "has no tile data; save the map again from Tiled")
		case !ld.countCells(sm, place):
		case jl.Data[0] == '[':
			sl.gids = ld.parseTileList(sm, place, jl.Data)
		default:
			var text string
			if err := json.Unmarshal(jl.Data, &text); err != nil {
				ld.problem(ld.mapFile, place, "the tile data is neither a list of tile numbers nor base64 text; save the map again from Tiled")
				break
			}
			enc := jl.Encoding
			if enc == "" {
				enc = "base64"
			}
			sl.gids = ld.tileData(sm, place, enc, jl.Compression, []byte(text))
		}
	case "objectgroup":
		sl.kind = kindObjects
		for i := range jl.Objects {
			if !ld.countObject(sm, place) {
				break
			}
			sl.objects = append(sl.objects, jsonToObject(&jl.Objects[i]))
		}
	case "imagelayer":
		sl.kind = kindImage
		if jl.Image != "" {
			sl.image = &tiled.Image{Source: jl.Image, Trans: hexColor(jl.TransparentColor)}
		}
	}
	sm.layers = append(sm.layers, sl)
	return true
}

// hexColor parses a colour as Tiled writes it ("#rrggbb" or "#aarrggbb"); nil when empty or
// unreadable.
func hexColor(s string) *tiled.HexColor {
	if s == "" {
		return nil
	}
	c, err := tiled.ParseHexColor(s)
	if err != nil {
		return nil
	}
	return c
}

// jsonToObject converts a JSON object to the form the XML reader makes, with the same record
// of which attributes it sets (for templates).
func jsonToObject(j *jsonObject) tmxObject {
	o := tmxObject{ID: j.ID, Name: j.Name, Type: j.Type, Class: j.Class, X: j.X, Y: j.Y, W: j.Width, H: j.Height,
		Rotation: j.Rotation, GID: j.GID, Template: j.Template, Props: jsonProps(j.Props, 0), has: map[string]bool{}}
	for k := range j.fields {
		switch k {
		case "name", "type", "class", "x", "y", "width", "height", "rotation", "gid", "template", "visible":
			o.has[k] = true
		}
	}
	switch {
	case j.Point:
		o.Shape, o.hasShape = shapePoint, true
	case j.Ellipse:
		o.Shape, o.hasShape = shapeEllipse, true
	case j.Polygon != nil || j.Polyline != nil:
		pts, shape := j.Polygon, shapePolygon
		if j.Polygon == nil {
			pts, shape = j.Polyline, shapePolyline
		}
		o.Shape, o.hasShape = shape, true
		if len(pts) > maxShapePoints {
			o.bad = fmt.Sprintf("has %d points; the most is %d", len(pts), maxShapePoints)
			break
		}
		for _, p := range pts {
			o.Points = append(o.Points, Point{p.X, p.Y})
		}
	}
	jsonObjectExtras(j, &o)
	return o
}

// maxPropertyDepth bounds class-typed properties inside class-typed properties.
const maxPropertyDepth = 16

// jsonProps converts JSON properties to go-tiled's, as the XML reader has them: each value as
// text, a class-typed value's members as nested properties in name order.
func jsonProps(ps []jsonProperty, depth int) tiled.Properties {
	var out tiled.Properties
	for _, p := range ps {
		tp := &tiled.Property{Name: p.Name, Type: p.Type, PropertyType: p.PropertyType}
		members, isObject := jsonMembers(p.Value)
		switch {
		case isObject && depth < maxPropertyDepth:
			tp.Properties = jsonProps(members, depth+1)
		case isObject:
		default:
			tp.Value = rawText(p.Value)
		}
		out = append(out, tp)
	}
	return out
}

// jsonMembers reads a class-typed property's value, an object of member values, as properties
// in name order; isObject is false for any other value.
func jsonMembers(raw json.RawMessage) (members []jsonProperty, isObject bool) {
	var m map[string]json.RawMessage
	if len(bytes.TrimSpace(raw)) == 0 || bytes.TrimSpace(raw)[0] != '{' || json.Unmarshal(raw, &m) != nil {
		return nil, false
	}
	names := make([]string, 0, len(m))
	for k := range m {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		members = append(members, jsonProperty{Name: k, Value: m[k]})
	}
	return members, true
}

// decodeJSONTileset decodes a JSON tileset (a .tsj file, or one embedded in a JSON map) into
// go-tiled's Tileset, the form the conversion reads, or records a problem.
func (ld *loader) decodeJSONTileset(st *scannedTileset, place string, raw []byte) {
	if n := bytes.Count(raw, []byte{'{'}); n > maxTilesetElements {
		ld.problem(st.file, place, "has %d JSON objects; the most this game reads in a tileset is %d", n, maxTilesetElements)
		return
	}
	if off := strictjson.InvalidUTF8(raw); off >= 0 {
		line, msg := strictjson.NotUTF8(raw, off)
		ld.problem(st.file, fmt.Sprintf("line %d", line), "%s", msg)
		return
	}
	var jt jsonTileset
	if err := json.Unmarshal(raw, &jt); err != nil {
		ld.jsonProblem(st.file, raw, err, "a tileset")
		return
	}
	if st.source != "" && jt.Type != "tileset" && jt.Type != "" {
		ld.problem(st.file, "", "is not a Tiled tileset: its type is %s; export the tileset from Tiled as .tsj or .tsx", quote.Quote(jt.Type))
		return
	}
	ts := &tiled.Tileset{FirstGID: st.firstGID, Name: jt.Name, Class: jt.Class, TileWidth: jt.TileWidth, TileHeight: jt.TileHeight,
		Spacing: jt.Spacing, Margin: jt.Margin, TileCount: jt.TileCount, Columns: jt.Columns, ObjectAlignment: jt.ObjectAlignment,
		Properties: jsonProps(jt.Properties, 0)}
	ts.SetBaseDir(st.dir)
	if jt.TileOffset != nil {
		ts.TileOffset = &tiled.TilesetTileOffset{X: jt.TileOffset.X, Y: jt.TileOffset.Y}
	}
	if jt.Image != "" {
		ts.Image = &tiled.Image{Source: jt.Image, Width: jt.ImageWidth, Height: jt.ImageHeight, Trans: hexColor(jt.TransparentColor)}
	}
	for i := range jt.Tiles {
		jtile := &jt.Tiles[i]
		t := &tiled.TilesetTile{ID: jtile.ID, Type: jtile.Type, Class: jtile.Class, Properties: jsonProps(jtile.Properties, 0),
			X: jtile.X, Y: jtile.Y, Width: jtile.Width, Height: jtile.Height}
		if t.Class == "" {
			t.Class = t.Type
		}
		if jtile.Image != "" {
			t.Image = &tiled.Image{Source: jtile.Image, Width: jtile.ImageWidth, Height: jtile.ImageHeight}
		}
		for _, f := range jtile.Animation {
			t.Animation = append(t.Animation, &tiled.AnimationFrame{TileID: f.TileID, Duration: f.Duration})
		}
		if og := jtile.ObjectGroup; og != nil {
			g := &tiled.ObjectGroup{}
			for j := range og.Objects {
				g.Objects = append(g.Objects, collisionObject(&og.Objects[j]))
			}
			t.ObjectGroups = []*tiled.ObjectGroup{g}
		}
		ts.Tiles = append(ts.Tiles, t)
	}
	st.ts = ts
}

// collisionObject converts a collision shape of a JSON tile to go-tiled's Object.
func collisionObject(j *jsonObject) *tiled.Object {
	o := &tiled.Object{ID: uint32(max(j.ID, 0)), X: j.X, Y: j.Y, Width: j.Width, Height: j.Height, Rotation: j.Rotation}
	points := func(ps []jsonPoint) *tiled.Points {
		out := make(tiled.Points, len(ps))
		for i, p := range ps {
			out[i] = &tiled.Point{X: p.X, Y: p.Y}
		}
		return &out
	}
	switch {
	case j.Ellipse:
		o.Ellipses = []*tiled.Ellipse{{}}
	case j.Polygon != nil:
		o.Polygons = []*tiled.Polygon{{Points: points(j.Polygon)}}
	case j.Polyline != nil:
		o.PolyLines = []*tiled.PolyLine{{Points: points(j.Polyline)}}
	}
	return o
}

// decodeJSONTemplate reads a .tj template's object, or records a problem and returns nil.
func (ld *loader) decodeJSONTemplate(file string, data []byte) *tmxObject {
	if n := bytes.Count(data, []byte{'{'}); n > maxTilesetElements {
		ld.problem(file, "", "has %d JSON objects; the most this game reads in a template is %d", n, maxTilesetElements)
		return nil
	}
	if off := strictjson.InvalidUTF8(data); off >= 0 {
		line, msg := strictjson.NotUTF8(data, off)
		ld.problem(file, fmt.Sprintf("line %d", line), "%s", msg)
		return nil
	}
	var jt struct {
		Type    string               `json:"type"`
		Object  *jsonObject          `json:"object"`
		Tileset *jsonTemplateTileset `json:"tileset"`
	}
	if err := json.Unmarshal(data, &jt); err != nil {
		ld.jsonProblem(file, data, err, "a template")
		return nil
	}
	if jt.Type != "template" && jt.Type != "" {
		ld.problem(file, "", "is not a Tiled template: its type is %s; save it from Tiled (Save As Template)", quote.Quote(jt.Type))
		return nil
	}
	if jt.Object == nil {
		ld.problem(file, "", "holds no object; save the template again from Tiled")
		return nil
	}
	o := jsonToObject(jt.Object)
	if jt.Tileset != nil {
		o.tplTileset, o.tplFirstGID = jt.Tileset.Source, jt.Tileset.FirstGID
	}
	return &o
}

// isJSONMap reports whether the JSON file at path is a Tiled map: its top level says "type":
// "map", or (as Tiled before 1.2 wrote) has both layers and an orientation. Only the top
// level's keys are read, and at most maxMapFileBytes of the file.
func isJSONMap(path string) bool {
	f, _, err := userfile.Open(path) // a regular file, opened without blocking
	if err != nil {
		return false
	}
	defer f.Close()
	d := json.NewDecoder(io.LimitReader(f, maxMapFileBytes))
	if tok, err := d.Token(); err != nil || tok != json.Delim('{') {
		return false
	}
	layers, orientation := false, false
	for d.More() {
		tok, err := d.Token()
		if err != nil {
			return false
		}
		key, _ := tok.(string)
		switch key {
		case "type":
			var v any
			if d.Decode(&v) != nil {
				return false
			}
			return v == "map"
		case "layers":
			layers = true
		case "orientation":
			orientation = true
		}
		if key != "type" {
			var skip json.RawMessage
			if d.Decode(&skip) != nil {
				return false
			}
		}
	}
	return layers && orientation
}
