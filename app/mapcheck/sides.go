package mapcheck

// Sides: every side an object names must be one the map declares (or, with none declared, not a near twin of another).

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"skirmish/grid"
	"skirmish/internal/quote"
	"skirmish/internal/spell"
)

// Declared are the sides the map's `sides` property lists, in order.
func Declared(m *grid.Map) []string {
	var out []string
	for _, s := range strings.Split(m.Properties["sides"], ",") {
		if s = strings.TrimSpace(s); s != "" && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// Sides checks the side every game object names. When the map declares its sides (the `sides`
// property), a side it does not list is an error: the game would make it a side of its own (a
// misspelled `Gobins` fights the Goblins; a side written as a number, `2`, is a side called
// "2"). When the map declares none, the objects' sides are the map's, and a side that looks like
// a misspelling of another, or a number, is a warning.
func Sides(m *grid.Map) grid.Problems {
	var ps grid.Problems
	declared := Declared(m)
	file := mapName(m)
	for _, o := range m.Objects {
		s := o.Side
		if s == "" {
			continue
		}
		if len(declared) > 0 {
			if slices.Contains(declared, s) {
				continue
			}
			ps = append(ps, grid.Problem{File: file, Place: o.Place(), Msg: fmt.Sprintf(
				"side %s is not one of the map's sides (%s), so the game makes it a side of its own: %s",
				quote.Quote(s), grid.SideList(declared), sideFix(s, declared))})
			continue
		}
		if !slices.Contains(m.Sides, s) {
			ps = append(ps, grid.Problem{File: file, Place: o.Place(), Msg: fmt.Sprintf(
				"side %s is not one of the map's sides (%s); set the object's side to one of them", quote.Quote(s), grid.SideList(m.Sides))})
			continue
		}
		others := slices.DeleteFunc(slices.Clone(m.Sides), func(x string) bool { return x == s })
		if _, err := strconv.Atoi(s); err == nil {
			ps = append(ps, grid.Problem{File: file, Place: o.Place(), Warning: true, Msg: fmt.Sprintf(
				"side %s is a number, which the game shows as a side called %s; name the sides in the map property sides (e.g. Delvers, Goblins) and set each object's side to a name", quote.Quote(s), quote.Quote(s))})
		} else if near := spell.Nearest(s, others); near != "" {
			ps = append(ps, grid.Problem{File: file, Place: o.Place(), Warning: true, Msg: fmt.Sprintf(
				"side %s looks like a misspelling of side %s, and the game makes them two sides: did you mean %s? List the sides in the map property sides so that the game can check them", quote.Quote(s), quote.Quote(near), quote.Quote(near))})
		}
	}
	return ps
}

// sideFix says what to do about side s that is not among declared.
func sideFix(s string, declared []string) string {
	if n, err := strconv.Atoi(s); err == nil {
		if n >= 1 && n <= len(declared) {
			return fmt.Sprintf("sides are named, not numbered: side %d of the map is %s, so set the side to %s", n, quote.Quote(declared[n-1]), quote.Quote(declared[n-1]))
		}
		return "sides are named, not numbered: set the side to one of the map's sides"
	}
	if near := spell.Nearest(s, declared); near != "" {
		return fmt.Sprintf("did you mean %s? Set the object's side to %s", quote.Quote(near), quote.Quote(near))
	}
	return "set the object's side to one of them, or add it to the map property sides"
}
