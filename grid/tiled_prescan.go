package grid

// The streaming pre-scan of a .tmx: limits, layer order and bounded tile data, before go-tiled decodes anything.

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/lafriks/go-tiled"

	"skirmish/internal/quote"
)

// Limits on what a map may make the loader do (DESIGN "Bad input": no unbounded allocation).
// Every one is far above what a hand-made battle map needs.
const (
	maxMapFileBytes     = 32 << 20  // a .tmx file
	maxSideFileBytes    = 8 << 20   // a .tsx or .tx file
	maxImageFileBytes   = 16 << 20  // one image file
	maxImageBytesTotal  = 128 << 20 // all image files of one map together
	maxMapSide          = MaxMapSide
	maxMapArea          = MaxMapArea
	maxTileCells        = 1 << 22 // width×height summed over all tile layers (4 layers of 1024×1024)
	maxLayers           = 64      // tile layers, object layers and image layers together
	maxGroups           = 64      // group layers
	maxGroupDepth       = 16      // groups inside groups
	maxTilesets         = 64      // tilesets of one map
	maxTileCount        = 1 << 20 // tiles of one tileset
	maxTileSize         = 4096    // pixels across or down a tile
	maxXMLElements      = 1 << 20 // elements in a .tmx (counted as '<'); big maps use CSV or base64 data
	maxTilesetElements  = 1 << 17 // elements in one tileset
	maxObjects          = 10000   // objects on all object layers
	maxShapePoints      = 4096    // points of one polygon or polyline
	maxShapePointsTotal = 1 << 22 // corners of the collision shapes placed over the whole map (64 MiB)
	maxTemplates        = 256     // distinct template files
)

// The largest map the game plays, and the largest picture it draws. The loader refuses a map
// over these sizes; validate (app/mapcheck) refuses a picture over MaxPicture. Every part of the
// game that grows with the map is bounded by them: the map is drawn a screen-sized chunk at a
// time (never a picture of the whole map), fog and sight work cell by cell, and memory grows
// with the area (docs/architecture.md "Budgets": about 450 MB at 512×512 with 40 units a side).
const (
	// MaxMapSide is the most cells a map may have across or down.
	MaxMapSide = 8192
	// MaxMapArea is the most cells a map may have in all (1024×1024).
	MaxMapArea = 1 << 20
	// MaxPicture is the largest side, in pixels, of a picture the game draws (a tileset's
	// sheet, a tile's own picture, an image layer): 4096, what every graphics card the game
	// runs on takes, less the pixel of padding each side that Ebitengine adds.
	MaxPicture = 4094
)

// layerKind tells the three kinds of leaf layer apart.
type layerKind uint8

const (
	kindTile layerKind = iota
	kindObjects
	kindImage
)

// scannedLayer is one leaf layer in file order, with its groups folded in.
type scannedLayer struct {
	kind        layerKind
	id          int
	name, class string
	visible     bool
	opacity     float64
	offX, offY  float64
	props       tiled.Properties
	gids        []uint32     // a tile layer's width*height gids; nil when its data was unusable
	image       *tiled.Image // an image layer's picture
	objects     []tmxObject  // an object layer's objects
	draw        layerDraw    // tint, parallax, repeats, object order (tiled_extras.go)
}

// scannedMap is everything the pre-scan keeps of a .tmx.
type scannedMap struct {
	width, height, tileW, tileH int
	hex                         *HexLayout // a hexagonal map's layout (scanHexAttrs), nil for orthogonal
	props                       tiled.Properties
	tilesets                    []scannedTileset
	layers                      []scannedLayer
	cells, nLayers, nGroups     int
	nObjects                    int
	draw                        mapDraw // background colour and parallax origin (tiled_extras.go)
}

// fold is what a group passes down to its layers (Tiled multiplies opacity, ANDs visibility
// and adds offsets).
type fold struct {
	visible    bool
	opacity    float64
	offX, offY float64
	draw       drawFold // tint and parallax (tiled_extras.go)
}

// errStop ends the scan after a problem that leaves nothing sensible to read.
var errStop = errors.New("stop")

// scanMap walks the .tmx once, as a stream of XML tokens. It returns nil after a problem that
// makes the map unusable as a whole (broken XML, wrong orientation, absurd size).
func (ld *loader) scanMap(data []byte) *scannedMap {
	if n := bytes.Count(data, []byte{'<'}); n > maxXMLElements {
		ld.problem(ld.mapFile, "", "has %d XML elements; the most this game reads is %d", n, maxXMLElements)
		return nil
	}
	d := xml.NewDecoder(bytes.NewReader(data))
	start, err := firstElement(d)
	if err != nil && d.InputOffset() == int64(len(data)) && !bytes.Contains(data, []byte("<map")) {
		ld.problem(ld.mapFile, "", "is not a Tiled map: it has no <map> element; save the map from Tiled as .tmx")
		return nil
	}
	if err != nil {
		ld.xmlProblem(ld.mapFile, d, err)
		return nil
	}
	if start.Name.Local != "map" {
		ld.problem(ld.mapFile, "", "is not a Tiled map: it starts with <%s>, not <map>; save the map from Tiled as .tmx", start.Name.Local)
		return nil
	}
	sm := &scannedMap{}
	if !ld.scanMapAttrs(attrs(start), sm) {
		return nil
	}
	for {
		off := d.InputOffset()
		tok, err := d.Token()
		if err != nil {
			if err != errStop {
				ld.xmlProblem(ld.mapFile, d, err)
			}
			return nil
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "properties":
				err = decodeProps(d, t, &sm.props)
			case "tileset":
				if err = d.Skip(); err == nil {
					ld.scanTileset(sm, t, data[off:d.InputOffset()])
				}
			case "layer", "objectgroup", "imagelayer", "group":
				err = ld.scanLayer(d, t, sm, topFold, 0)
			default:
				err = d.Skip()
			}
			if err != nil {
				if err != errStop {
					ld.xmlProblem(ld.mapFile, d, err)
				}
				return nil
			}
		case xml.EndElement:
			return sm
		}
	}
}

// firstElement returns the document's root element.
func firstElement(d *xml.Decoder) (xml.StartElement, error) {
	for {
		tok, err := d.Token()
		if err != nil {
			if err == io.EOF {
				return xml.StartElement{}, io.ErrUnexpectedEOF
			}
			return xml.StartElement{}, err
		}
		if s, ok := tok.(xml.StartElement); ok {
			return s, nil
		}
	}
}

// xmlProblem records a decoder error with its line.
func (ld *loader) xmlProblem(file string, d *xml.Decoder, err error) {
	line, _ := d.InputPos()
	place := fmt.Sprintf("line %d", line)
	var se *xml.SyntaxError
	switch {
	case err == io.EOF || err == io.ErrUnexpectedEOF || (errors.As(err, &se) && strings.Contains(se.Msg, "unexpected EOF")):
		ld.problem(file, place, "the file ends in the middle of the XML (it was cut short); save it again from Tiled")
	case errors.As(err, &se):
		ld.problem(file, fmt.Sprintf("line %d", se.Line), "the XML is broken (%s); save the file again from Tiled, or fix it by hand", quote.Escape(se.Msg))
	default:
		ld.problem(file, place, "the XML cannot be read (%s); save the file again from Tiled", quote.Escape(err.Error()))
	}
}

// attrs returns an element's attributes by local name.
func attrs(s xml.StartElement) map[string]string {
	m := make(map[string]string, len(s.Attr))
	for _, a := range s.Attr {
		m[a.Name.Local] = a.Value
	}
	return m
}

// scanMapAttrs checks the map's attributes (of the <map> element, or the JSON map's fields as
// text); false means the map is unusable.
func (ld *loader) scanMapAttrs(a map[string]string, sm *scannedMap) bool {
	ok := true
	switch o := a["orientation"]; o {
	case "orthogonal", "":
	case "hexagonal":
		sm.hex = &HexLayout{} // read once the tile size is known
	case "isometric", "staggered":
		ld.problem(ld.mapFile, "", "%s maps are not supported; use an orthogonal or hexagonal map (Map > Map Properties > Orientation)", o)
		ok = false
	default:
		ld.problem(ld.mapFile, "", "orientation %s is unknown; use an orthogonal or hexagonal map (Map > Map Properties > Orientation)", quote.Quote(o))
		ok = false
	}
	if a["infinite"] == "1" || a["infinite"] == "true" {
		ld.problem(ld.mapFile, "", "infinite maps are not supported. In Tiled: Map > Map Properties, untick Infinite, save again")
		ok = false
	}
	num := func(name string, lo, hi int) int {
		v, err := strconv.Atoi(strings.TrimSpace(a[name]))
		if err != nil || v < lo || v > hi {
			ld.problem(ld.mapFile, "", "map %s %s must be a whole number from %d to %d (Map > Map Properties)", name, quote.Quote(a[name]), lo, hi)
			ok = false
			return 0
		}
		return v
	}
	sm.draw = mapDrawOf(a)
	sm.width, sm.height = num("width", 1, maxMapSide), num("height", 1, maxMapSide)
	sm.tileW, sm.tileH = num("tilewidth", 1, maxTileSize), num("tileheight", 1, maxTileSize)
	if sm.hex != nil && ok && !ld.scanHexAttrs(a, sm) {
		ok = false
	}
	if sm.width > 0 && sm.height > 0 && sm.width*sm.height > maxMapArea {
		ld.problem(ld.mapFile, "", "the map is %dx%d = %d squares; the game plays at most %d (1024x1024, and %d a side): make it smaller in Map > Resize Map", sm.width, sm.height, sm.width*sm.height, maxMapArea, maxMapSide)
		ok = false
	}
	return ok
}

// decodeProps decodes a <properties> element into ps (go-tiled's Property handles nesting).
func decodeProps(d *xml.Decoder, s xml.StartElement, ps *tiled.Properties) error {
	var p struct {
		P tiled.Properties `xml:"property"`
	}
	if err := d.DecodeElement(&p, &s); err != nil {
		return err
	}
	*ps = append(*ps, p.P...)
	return nil
}

// scanLayer reads a leaf layer or a group (recursively), appending leaves to sm.layers.
func (ld *loader) scanLayer(d *xml.Decoder, s xml.StartElement, sm *scannedMap, parent fold, depth int) error {
	a := attrs(s)
	sl := scannedLayer{name: a["name"], class: a["class"], visible: a["visible"] != "0", opacity: 1}
	sl.id, _ = strconv.Atoi(a["id"])
	sl.draw = layerDrawOf(a)
	if v, err := strconv.ParseFloat(a["opacity"], 64); err == nil && v >= 0 && v <= 1 {
		sl.opacity = v
	}
	sl.offX, _ = strconv.ParseFloat(a["offsetx"], 64)
	sl.offY, _ = strconv.ParseFloat(a["offsety"], 64)
	here := sl.foldInto(parent)
	place := fmt.Sprintf("layer %s", quote.Quote(sl.name))

	if s.Name.Local == "group" {
		if !ld.countGroup(sm, place, depth) {
			return errStop
		}
		return eachChild(d, func(c xml.StartElement) error {
			switch c.Name.Local {
			case "layer", "objectgroup", "imagelayer", "group":
				return ld.scanLayer(d, c, sm, here, depth+1)
			}
			return d.Skip()
		})
	}
	if !ld.countLayer(sm, place) {
		return errStop
	}
	var err error
	switch s.Name.Local {
	case "layer":
		sl.kind = kindTile
		ld.checkLayerSize(sm, place, a["width"], a["height"])
		sawData := false
		err = eachChild(d, func(c xml.StartElement) error {
			switch c.Name.Local {
			case "properties":
				return decodeProps(d, c, &sl.props)
			case "data":
				sawData = true
				gids, err := ld.scanData(d, c, sm, place)
				sl.gids = gids
				return err
			}
			return d.Skip()
		})
		if err == nil && !sawData {
			ld.problem(ld.mapFile, place, "has no tile data; save the map again from Tiled")
		}
	case "objectgroup":
		sl.kind = kindObjects
		err = eachChild(d, func(c xml.StartElement) error {
			switch c.Name.Local {
			case "properties":
				return decodeProps(d, c, &sl.props)
			case "object":
				if !ld.countObject(sm, place) {
					return d.Skip()
				}
				var o tmxObject
				if err := d.DecodeElement(&o, &c); err != nil {
					return err
				}
				sl.objects = append(sl.objects, o)
				return nil
			}
			return d.Skip()
		})
	case "imagelayer":
		sl.kind = kindImage
		err = eachChild(d, func(c xml.StartElement) error {
			switch c.Name.Local {
			case "properties":
				return decodeProps(d, c, &sl.props)
			case "image":
				var img tiled.Image
				if err := d.DecodeElement(&img, &c); err != nil {
					return err
				}
				sl.image = &img
				return nil
			}
			return d.Skip()
		})
	}
	if err != nil {
		return err
	}
	sm.layers = append(sm.layers, sl)
	return nil
}

// checkLayerSize warns when a tile layer says it is of another size than the map (w and h as
// the file writes them, "" when it does not): the game reads every tile layer at the map's
// size, as Tiled makes the layers of a finite map.
func (ld *loader) checkLayerSize(sm *scannedMap, place, w, h string) {
	if w == "" && h == "" {
		return
	}
	if w == strconv.Itoa(sm.width) && h == strconv.Itoa(sm.height) {
		return
	}
	ld.warn(ld.mapFile, place, "the layer says it is %s by %s squares, but the map is %dx%d; the game reads it at the map's size (in Tiled: Layer > Layer Properties, or Map > Resize Map, and save again)",
		quote.Quote(w), quote.Quote(h), sm.width, sm.height)
}

// countGroup counts a group layer at depth, recording a problem (and returning false, which
// stops the scan) past maxGroups or maxGroupDepth.
func (ld *loader) countGroup(sm *scannedMap, place string, depth int) bool {
	sm.nGroups++
	if sm.nGroups > maxGroups || depth >= maxGroupDepth {
		ld.problem(ld.mapFile, place, "the map has more than %d groups, or groups nested more than %d deep; flatten them", maxGroups, maxGroupDepth)
		return false
	}
	return true
}

// countLayer counts a leaf layer, recording a problem (and returning false, which stops the
// scan) past maxLayers.
func (ld *loader) countLayer(sm *scannedMap, place string) bool {
	sm.nLayers++
	if sm.nLayers > maxLayers {
		ld.problem(ld.mapFile, place, "the map has more than %d layers; merge some", maxLayers)
		return false
	}
	return true
}

// countObject counts an object; past maxObjects it returns false (the object is ignored) and
// records one problem.
func (ld *loader) countObject(sm *scannedMap, place string) bool {
	sm.nObjects++
	if sm.nObjects > maxObjects {
		if sm.nObjects == maxObjects+1 {
			ld.problem(ld.mapFile, place, "the map has more than %d objects; the rest are ignored", maxObjects)
		}
		return false
	}
	return true
}

// foldInto folds the groups the layer sits in (parent) into its own visibility, opacity and
// offsets, and returns what it passes on to its own layers when it is a group.
func (sl *scannedLayer) foldInto(parent fold) fold {
	if !finite(sl.offX) || !finite(sl.offY) {
		sl.offX, sl.offY = 0, 0
	}
	here := fold{visible: parent.visible && sl.visible, opacity: parent.opacity * sl.opacity,
		offX: parent.offX + sl.offX, offY: parent.offY + sl.offY, draw: sl.draw.fold(parent.draw)}
	sl.visible, sl.opacity, sl.offX, sl.offY = here.visible, here.opacity, here.offX, here.offY
	return here
}

// finite reports whether f is a usable number.
func finite(f float64) bool { return f-f == 0 }

// eachChild calls fn for each child element of the element just started, which must consume it.
func eachChild(d *xml.Decoder, fn func(xml.StartElement) error) error {
	for {
		tok, err := d.Token()
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if err := fn(t); err != nil {
				return err
			}
		case xml.EndElement:
			return nil
		}
	}
}

// scanData decodes a tile layer's <data> into width*height gids, refusing more than that
// before it is produced (tileData). Bad data is a problem and nil gids; the error is only for
// XML the decoder cannot read.
func (ld *loader) scanData(d *xml.Decoder, s xml.StartElement, sm *scannedMap, place string) ([]uint32, error) {
	a := attrs(s)
	if !ld.countCells(sm, place) {
		return nil, d.Skip()
	}
	if a["encoding"] == "" {
		return ld.scanXMLTiles(d, sm.width*sm.height, place)
	}
	text, err := charData(d)
	if err != nil {
		return nil, err
	}
	return ld.tileData(sm, place, a["encoding"], a["compression"], text), nil
}

// charData collects the text of the element just started, up to its end.
func charData(d *xml.Decoder) ([]byte, error) {
	var buf []byte
	depth := 0
	for {
		tok, err := d.Token()
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.CharData:
			if depth == 0 {
				if buf == nil {
					buf = bytes.Clone(t)
				} else {
					buf = append(buf, t...)
				}
			}
		case xml.StartElement:
			depth++
		case xml.EndElement:
			if depth == 0 {
				return buf, nil
			}
			depth--
		}
	}
}

// scanXMLTiles reads the old <tile gid="…"/> form of tile data, at most n of them.
func (ld *loader) scanXMLTiles(d *xml.Decoder, n int, place string) ([]uint32, error) {
	gids := make([]uint32, 0, min(n, 4096))
	var problem string
	err := eachChild(d, func(c xml.StartElement) error {
		if c.Name.Local == "tile" && problem == "" {
			if len(gids) >= n {
				problem = fmt.Sprintf("the tile data holds more than the map's %d squares; save the map again from Tiled", n)
			} else {
				var g uint64
				if v := attrs(c)["gid"]; v != "" {
					var err error
					if g, err = strconv.ParseUint(v, 10, 32); err != nil {
						problem = fmt.Sprintf("tile gid %s is not a tile number; save the map again from Tiled", quote.Quote(v))
					}
				}
				gids = append(gids, uint32(g))
			}
		}
		return d.Skip()
	})
	if err != nil {
		return nil, err
	}
	if problem == "" && len(gids) != n {
		problem = fmt.Sprintf("the tile data holds %d tiles but the map has %d squares; save the map again from Tiled", len(gids), n)
	}
	if problem != "" {
		ld.problem(ld.mapFile, place, "%s", problem)
		return nil, nil
	}
	return gids, nil
}
