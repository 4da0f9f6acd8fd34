package grid

// Warnings of the Tiled loaders: classes and properties the game does not read but that look
// meant for it (a misspelling, another case), and game regions partly off the map.

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/lafriks/go-tiled"

	"skirmish/internal/quote"
	"skirmish/internal/spell"
)

// warn records a warning: something the map still loads and plays with, but not as its maker
// probably meant.
func (ld *loader) warn(file, place, format string, args ...any) {
	ld.probs = append(ld.probs, Problem{File: file, Place: place, Msg: fmt.Sprintf(format, args...), Warning: true})
}

// gameClass returns the game class that class names exactly (case included), or "" for a
// class the game does not read. Such a class is warned about when it differs from a game class
// only in case (another game's `exit` objects are not Exits) or looks like a misspelling of
// one (`Spwan`); the object is left alone either way.
func (ld *loader) gameClass(place, class string) string {
	for _, k := range Classes {
		if class == k {
			return k
		}
	}
	near := spell.Nearest(class, Classes)
	switch {
	case near == "":
	case strings.EqualFold(near, class):
		ld.warn(ld.mapFile, place, "class %s is not %s (classes are matched exactly, case included), so the game ignores this object; if it is meant for the game, set its class to %s", quote.Quote(class), near, near)
	default:
		ld.warn(ld.mapFile, place, "class %s is not a class the game reads, so it ignores this object: did you mean %s? Set its class to %s in Tiled (or leave it, if it is not meant for the game)", quote.Quote(class), near, near)
	}
	return ""
}

// checkNames warns about each property of ps (named in messages as `what`, such as "map
// property") that is not one of known but looks like a misspelling of one.
func (ld *loader) checkNames(file, place string, ps tiled.Properties, known []string) {
	for _, p := range ps {
		if p == nil || len(p.Properties) > 0 {
			continue
		}
		if near := spell.Nearest(p.Name, known); near != "" && !containsString(known, p.Name) {
			ld.warn(file, place, "property %s is not one the game reads, so it is ignored: did you mean %s? Rename it in Tiled", quote.Quote(p.Name), near)
		}
	}
}

// checkOnMap warns when a game object's area reaches beyond the map: only the squares of it
// on the map count, which its maker probably did not mean. x, y, w, h are its bounds in squares.
func (ld *loader) checkOnMap(m *Map, place, class string, x, y, w, h float64, cells int) {
	const eps = 1e-6
	if w == 0 && h == 0 {
		return // a point off the map is an error of its own
	}
	if x >= -eps && y >= -eps && x+w <= float64(m.Width)+eps && y+h <= float64(m.Height)+eps {
		return
	}
	ld.warn(ld.mapFile, place, "this %s lies partly off the %dx%d map, so only its %d squares on the map count; move or resize it in Tiled so that it lies wholly on the map", class, m.Width, m.Height, cells)
}

// containsString reports whether list holds s.
func containsString(list []string, s string) bool {
	for _, k := range list {
		if k == s {
			return true
		}
	}
	return false
}

// checkControls warns of each map property whose name or text holds a control character (a
// NUL, an escape; a line break or tab only in a description is text): Tiled never writes
// one, and a title or side holding one cannot be shown as written.
func (ld *loader) checkControls(props map[string]string) {
	for _, k := range slices.Sorted(maps.Keys(props)) {
		v := props[k]
		bad := strings.IndexFunc(k+v, func(r rune) bool {
			return unicode.IsControl(r) && !(k == "description" && (r == '\n' || r == '\r' || r == '\t'))
		})
		if bad >= 0 {
			r, _ := utf8.DecodeRuneInString((k + v)[bad:])
			ld.warn(ld.mapFile, "map property "+quote.Quote(k), "holds the control character %U, which the game cannot show: %s; remove it in Tiled", r, quote.Quote(v))
		}
	}
}
