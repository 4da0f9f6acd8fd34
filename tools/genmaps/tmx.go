package main

// The Tiled 1.10 map file: properties, the shared tileset, two tile layers (three with ramparts) and the objects.

import (
	"bytes"
	"compress/zlib"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"sort"
	"strings"
)

// object is a game object on the Setup layer, in squares.
type object struct {
	class, name string
	x, y, w, h  float64 // w = h = 0 makes a point object at the square's centre
	props       []prop
}

// prop is one custom property: name, Tiled type ("" for string) and value.
type prop struct{ name, typ, value string }

// mapDef is one bundled map.
type mapDef struct {
	file    string
	props   map[string]string
	sketch  []string
	objects []object
	zlib    bool // base64-zlib layer data instead of CSV
	seed    uint64
	// earthy stands features (rubble, pillars, low walls) on earth (`:`) rather than
	// flagstones, unless more of their neighbours are flagstones (`.`): caves and yards. The
	// older maps predate it and keep it off, so their files stay as they were.
	earthy bool
}

// tmx writes a map as Tiled 1.10 saves it.
func tmx(d mapDef, l *layers) (string, error) {
	var b strings.Builder
	nextLayer := 4
	if l.hasHigh {
		nextLayer = 5
	}
	fmt.Fprintf(&b, `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" width="%d" height="%d" tilewidth="32" tileheight="32" infinite="0" nextlayerid="%d" nextobjectid="%d">
`, l.w, l.h, nextLayer, len(d.objects)+1)
	keys := make([]string, 0, len(d.props))
	for k := range d.props {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	b.WriteString(" <properties>\n")
	for _, k := range keys {
		writeProp(&b, "  ", prop{name: k, value: d.props[k]})
	}
	b.WriteString(" </properties>\n")
	b.WriteString(" <tileset firstgid=\"1\" source=\"tiles/dungeon.tsx\"/>\n")
	type tileLayer struct {
		id    int
		name  string
		gids  []uint32
		props []prop
	}
	tileLayers := []tileLayer{{1, "Ground", l.ground, nil}, {2, "Walls", l.walls, nil}}
	if l.hasHigh {
		// the ramparts: high ground wherever the layer has a tile (grid reads the layer's property)
		tileLayers = append(tileLayers, tileLayer{4, "Ramparts", l.high, []prop{{"high", "bool", "true"}}})
	}
	for _, layer := range tileLayers {
		fmt.Fprintf(&b, " <layer id=\"%d\" name=\"%s\" width=\"%d\" height=\"%d\">\n", layer.id, layer.name, l.w, l.h)
		if len(layer.props) > 0 {
			b.WriteString("  <properties>\n")
			for _, p := range layer.props {
				writeProp(&b, "   ", p)
			}
			b.WriteString("  </properties>\n")
		}
		data, err := encode(layer.gids, l.w, d.zlib)
		if err != nil {
			return "", err
		}
		b.WriteString(data)
		b.WriteString(" </layer>\n")
	}
	b.WriteString(" <objectgroup id=\"3\" name=\"Setup\">\n")
	for i, o := range d.objects {
		writeObject(&b, i+1, o)
	}
	b.WriteString(" </objectgroup>\n</map>\n")
	return b.String(), nil
}

// encode writes a layer's <data> element as CSV or base64-zlib, the way Tiled lays them out.
func encode(gids []uint32, w int, compressed bool) (string, error) {
	if !compressed {
		var b strings.Builder
		b.WriteString("  <data encoding=\"csv\">\n")
		for i, g := range gids {
			fmt.Fprintf(&b, "%d", g)
			if i < len(gids)-1 {
				b.WriteByte(',')
			}
			if (i+1)%w == 0 {
				b.WriteByte('\n')
			}
		}
		b.WriteString("</data>\n")
		return b.String(), nil
	}
	raw := make([]byte, 4*len(gids))
	for i, g := range gids {
		binary.LittleEndian.PutUint32(raw[4*i:], g)
	}
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	if _, err := zw.Write(raw); err != nil {
		return "", err
	}
	if err := zw.Close(); err != nil {
		return "", err
	}
	return "  <data encoding=\"base64\" compression=\"zlib\">\n   " +
		base64.StdEncoding.EncodeToString(z.Bytes()) + "\n  </data>\n", nil
}

// writeObject writes one object in pixels, with its class and properties.
func writeObject(b *strings.Builder, id int, o object) {
	const px = 32
	point := o.w == 0 && o.h == 0
	x, y := o.x*px, o.y*px
	if point {
		x, y = x+px/2, y+px/2
	}
	writeObjectXML(b, id, o.name, o.class, x, y, o.w*px, o.h*px, point, o.props)
}

// writeObjectXML writes an <object> of class at (x, y) pixels, w×h unless point, with its
// properties sorted by name, as Tiled lays it out.
func writeObjectXML(b *strings.Builder, id int, name, class string, x, y, w, h float64, point bool, props []prop) {
	if name != "" {
		name = fmt.Sprintf(" name=\"%s\"", escape(name))
	}
	fmt.Fprintf(b, "  <object id=\"%d\"%s type=\"%s\" x=\"%s\" y=\"%s\"", id, name, class, num(x), num(y))
	if !point {
		fmt.Fprintf(b, " width=\"%s\" height=\"%s\"", num(w), num(h))
	}
	if len(props) == 0 && !point {
		b.WriteString("/>\n")
		return
	}
	b.WriteString(">\n")
	if len(props) > 0 {
		ps := append([]prop(nil), props...)
		sort.Slice(ps, func(i, j int) bool { return ps[i].name < ps[j].name })
		b.WriteString("   <properties>\n")
		for _, p := range ps {
			writeProp(b, "    ", p)
		}
		b.WriteString("   </properties>\n")
	}
	if point {
		b.WriteString("   <point/>\n")
	}
	b.WriteString("  </object>\n")
}

// writeProp writes one <property>; multi-line strings go in the element body, as Tiled does.
func writeProp(b *strings.Builder, indent string, p prop) {
	typ := ""
	if p.typ != "" {
		typ = fmt.Sprintf(" type=\"%s\"", p.typ)
	}
	if strings.Contains(p.value, "\n") {
		fmt.Fprintf(b, "%s<property name=\"%s\"%s>%s</property>\n", indent, p.name, typ, escape(p.value))
		return
	}
	fmt.Fprintf(b, "%s<property name=\"%s\"%s value=\"%s\"/>\n", indent, p.name, typ, escape(p.value))
}

// num prints a pixel coordinate without trailing zeros.
func num(v float64) string {
	return strings.TrimRight(strings.TrimRight(fmt.Sprintf("%.3f", v), "0"), ".")
}

// escape writes text for an XML attribute or element, as Tiled's writer does.
var escape = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace
