package catalog

// Error formatting: a problem with its file, line, entry, weapon, group and field labels, and one error of many problems.

import (
	"errors"
	"fmt"
	"skirmish/combat"
	"skirmish/internal/quote"
	"skirmish/internal/strictjson"
	"strings"
)

// label writes a problem without a file position, for Check.
func label(c *combat.Catalog, p problem) string {
	return prefix(p.path, func(p strictjson.Path) (string, bool) { return nameOf(c, p) }) + p.text
}

// nameOf returns the id of the entry or the name of the weapon at p, a path that entryPath
// or weaponPath writes.
func nameOf(c *combat.Catalog, p strictjson.Path) (string, bool) {
	i, ok := p[1].(int)
	if !ok || i < 0 || i >= len(c.Entries) {
		return "", false
	}
	if len(p) == 2 {
		return c.Entries[i].ID, true
	}
	j, ok := p[3].(int)
	if !ok || j < 0 || j >= len(c.Entries[i].Weapons) {
		return "", false
	}
	return c.Entries[i].Weapons[j].Name, true
}

// problem is one thing wrong in a catalog: where (a path of keys and list indices from the
// top of the file) and what. The text begins with the field's own name; path's entry, weapon
// or group parts are written before it as labels.
type problem struct {
	path strictjson.Path
	text string
	// off is the byte offset for the position, or -1 to look the path up.
	off int
	// col asks for a column too (syntax and type errors).
	col bool
}

// maxProblems is the most problems one error lists.
const maxProblems = 10

// joinProblems makes one error of the first problems' messages, one a line, and a count of
// the rest of all of them.
func joinProblems(msgs []string, all int) error {
	if n := all - len(msgs); n > 0 {
		more := fmt.Sprintf("... and %d more problems", n)
		if n == 1 {
			more = "... and 1 more problem"
		}
		msgs = append(msgs, more)
	}
	return errors.New(strings.Join(msgs, "\n"))
}

// entryPath and weaponPath are the paths of an entry and of one of its weapons.
func entryPath(i int) strictjson.Path { return strictjson.Path{"entries", i} }

func weaponPath(i, j int) strictjson.Path { return strictjson.Path{"entries", i, "weapons", j} }

// at returns a problem at a field below base.
func at(base strictjson.Path, field string, format string, args ...any) problem {
	path := base
	if field != "" {
		path = base.With(field)
	}
	return problem{path: path, text: fmt.Sprintf(format, args...), off: -1}
}

// prefix writes the labels of a path's entry, weapon and group: `entry "orc": weapon "axe": `.
// name returns the id or name known for an entry's or a weapon's path (entryPath,
// weaponPath); without one the label gives the position ("entry 4").
func prefix(path strictjson.Path, name func(strictjson.Path) (string, bool)) string {
	var b strings.Builder
	label := func(kind string, p strictjson.Path) {
		if n, ok := name(p); ok && n != "" {
			fmt.Fprintf(&b, "%s %s: ", kind, quote.Quote(n))
		} else {
			i, _ := p[len(p)-1].(int)
			fmt.Fprintf(&b, "%s %d: ", kind, i+1)
		}
	}
	if len(path) >= 2 && path[0] == "entries" {
		label("entry", path[:2])
		if len(path) >= 4 && path[2] == "weapons" {
			label("weapon", path[:4])
		}
	} else if len(path) >= 2 && path[0] == "groups" {
		fmt.Fprintf(&b, "group %s: ", quote.Quote(fmt.Sprint(path[1])))
	}
	return b.String()
}

// last returns the last step of a path as text, or "".
func last(path strictjson.Path) string {
	if len(path) == 0 {
		return ""
	}
	return fmt.Sprint(path[len(path)-1])
}

// fieldName writes the part of a path below its entry, weapon or group: "hp",
// "attributes.STR", "traits #2"; "catalog" for the file itself.
func fieldName(path strictjson.Path) string {
	k := 0
	switch {
	case len(path) >= 4 && path[0] == "entries" && path[2] == "weapons":
		k = 4
	case len(path) >= 2 && (path[0] == "entries" || path[0] == "groups"):
		k = 2
	}
	rest := path[k:]
	if len(rest) == 0 {
		switch {
		case len(path) == 0:
			return "catalog"
		case path[0] == "entries" && len(path) == 2:
			return "the entry"
		case path[0] == "entries":
			return "the weapon"
		default:
			return "members"
		}
	}
	var b strings.Builder
	for i, s := range rest {
		n, index := s.(int)
		switch {
		case i == 0:
			fmt.Fprint(&b, s)
		case index:
			fmt.Fprintf(&b, " #%d", n+1)
		default:
			fmt.Fprintf(&b, ".%v", s)
		}
	}
	return b.String()
}

// format writes a problem with the file's name, its line (and column) and its labels, which
// name gives.
func (f *source) format(p *problem, name func(strictjson.Path) (string, bool)) error {
	off := f.offset(p)
	pos := f.name
	if off >= 0 {
		line, col := strictjson.LineCol(f.data, off)
		if p.col {
			pos = fmt.Sprintf("%s:%d:%d", f.name, line, col)
		} else {
			pos = fmt.Sprintf("%s:%d", f.name, line)
		}
	}
	return fmt.Errorf("%s: %s%s", pos, prefix(p.path, name), p.text)
}

// offset returns the byte offset of a problem: its own, or where its path's key (or the
// nearest enclosing one's) is; -1 if neither is known.
func (f *source) offset(p *problem) int {
	if p.off >= 0 {
		return p.off
	}
	if s, ok := f.offs.Nearest(p.path); ok {
		return s.Key
	}
	return -1
}
