package catalog

// The strict reader of a catalog file: the JSON reader's limits and problems worded in the catalog's terms, and the fields a file leaves out.

import (
	"encoding/json"
	"fmt"
	"reflect"
	"skirmish/combat"
	"skirmish/internal/quote"
	"skirmish/internal/spell"
	"skirmish/internal/strictjson"
	"slices"
	"strconv"
	"strings"
)

// readOptions are the limits on a catalog file's JSON: no null, and bounded lists (a field's
// max tag, else maxListLen) and objects.
var readOptions = strictjson.Options{MaxList: maxListLen, MaxKeys: maxObjectKeys}

// source is a catalog file as ParseCatalog read it, for the positions of its problems.
type source struct {
	name string // the file's name
	data []byte
	offs *strictjson.Offsets // where each value the reader read starts
}

// readProblem words a problem of the JSON reader as the catalog's messages do. The reader
// checks the file against the combat.Catalog type: field names exactly as written, no field twice,
// every value of the right type, dice and shock that parse, bounded lists, no trailing data.
func readProblem(e *strictjson.Error) problem {
	p := problem{path: e.Path, off: e.Offset, col: true}
	switch e.Problem {
	case strictjson.Syntax:
		p.text = "JSON syntax: " + strictjson.Plain(e.Err)
	case strictjson.Truncated:
		p.text = "the file ends in the middle of the catalog; a bracket or brace is missing"
	case strictjson.Trailing:
		p.text = "unexpected data after the catalog's closing }; a file holds one catalog object"
	case strictjson.WrongType:
		w := want(e.Want)
		if e.Got.Kind == strictjson.Number && (e.Want.Kind() == reflect.Float32 || e.Want.Kind() == reflect.Float64) {
			w = "a smaller number" // the only number a float refuses is one too big
		}
		p.text = fmt.Sprintf("%s %s: want %s", fieldName(e.Path), e.Got, w)
	case strictjson.BadValue:
		p.text, p.col = textProblem(last(e.Path), e.Got.Text, e.Err), false
	case strictjson.UnknownField:
		p.text = unknownField(e.Key, e.Fields)
	case strictjson.Repeated:
		p.path = e.Path[:len(e.Path)-1]
		p.text = fmt.Sprintf("%s %s appears twice", keyWord(p.path), quote.Quote(e.Key))
	case strictjson.TooLong:
		what := "elements"
		if e.Path.String() == "entries" {
			what = "entries"
		}
		p.text, p.col = fmt.Sprintf("%s: more than %d %s", fieldName(e.Path), e.Limit, what), false
	case strictjson.TooManyKeys:
		p.text = fmt.Sprintf("%s: more than %d keys", fieldName(e.Path), e.Limit)
	default:
		p.text = fmt.Sprintf("%s: cannot be read", fieldName(e.Path))
	}
	return p
}

// unknownField says a key is not a field, suggesting the one meant.
func unknownField(key string, fields []string) string {
	best, bd := "", 3
	if len(key) > maxNameLen {
		bd = 0 // no suggestion for a key that long
	}
	for _, name := range fields {
		if strings.EqualFold(name, key) {
			return fmt.Sprintf("unknown field %s: field names are lower case; want %s", quote.Quote(key), quote.Quote(name))
		}
	}
	for _, name := range fields {
		if bd == 0 {
			break
		}
		if d := spell.Distance(key, name); d < bd || d == bd && name < best {
			best, bd = name, d
		}
	}
	if best != "" {
		return fmt.Sprintf("unknown field %s (did you mean %s?)", quote.Quote(key), quote.Quote(best))
	}
	names := slices.Sorted(slices.Values(fields))
	return fmt.Sprintf("unknown field %s; the fields here are %s", quote.Quote(key), strings.Join(names, ", "))
}

// want describes the JSON a type is written as, in the catalog's words.
func want(t reflect.Type) string {
	switch t {
	case reflect.TypeFor[combat.Roll]():
		return "dice in quotes, such as \"1d8\" or \"2d6+1\""
	case reflect.TypeFor[combat.Shock]():
		return "a shock rating in quotes, such as \"2/15\" or \"5/-\""
	case reflect.TypeFor[combat.Catalog]():
		return "an object such as {\"entries\": [...]}"
	}
	if t.Kind() == reflect.String {
		return "text in quotes"
	}
	return strictjson.Want(t)
}

// textProblem writes a dice or shock error as `damage "1x8": want NdS, NdS+B or a number`.
func textProblem(field, value string, err error) string {
	msg := err.Error()
	q := strconv.Quote(value)
	msg = strings.TrimPrefix(msg, "dice expression "+q+": ")
	msg = strings.TrimPrefix(msg, field+" "+q+": ")
	return fmt.Sprintf("%s %s: %s", field, quote.Quote(value), msg)
}

// keyWord names what the keys of the object at path are, for "appears twice".
func keyWord(path strictjson.Path) string {
	switch last(path) {
	case "attributes":
		return "attribute"
	case "skills":
		return "skill"
	case "groups":
		return "group"
	}
	return "field"
}

// names returns the ids of entries and names of weapons for the labels of a problem the
// reader found in c, read in part: those it read, and failing that whatever a lenient read
// of the whole file finds (nothing, if its JSON is broken).
func (f *source) names(c *combat.Catalog) func(strictjson.Path) (string, bool) {
	known := map[string]string{}
	set := func(p strictjson.Path, v any) {
		if s, ok := v.(string); ok {
			if _, have := known[p.String()]; !have {
				known[p.String()] = s
			}
		}
	}
	read := func(p strictjson.Path) bool { _, ok := f.offs.At(p); return ok }
	for i, e := range c.Entries {
		if read(entryPath(i).With("id")) {
			set(entryPath(i), e.ID)
		}
		for j, w := range e.Weapons {
			if read(weaponPath(i, j).With("name")) {
				set(weaponPath(i, j), w.Name)
			}
		}
	}
	var loose struct {
		Entries []struct {
			ID      any `json:"id"`
			Weapons []struct {
				Name any `json:"name"`
			} `json:"weapons"`
		} `json:"entries"`
	}
	_ = json.Unmarshal(f.data, &loose) // partial results are what we want
	for i, e := range loose.Entries {
		set(entryPath(i), e.ID)
		for j, w := range e.Weapons {
			set(weaponPath(i, j), w.Name)
		}
	}
	return func(p strictjson.Path) (string, bool) { n, ok := known[p.String()]; return n, ok }
}

// missing lists the fields a catalog file leaves out that an entry or weapon needs: the
// reader would quietly leave them zero.
func (f *source) missing(c *combat.Catalog) []problem {
	var out []problem
	for i, e := range c.Entries {
		base := entryPath(i)
		for _, fd := range []struct{ key, hint string }{
			{"id", "an id such as \"cave-bear\""},
			{"name", "the name a player reads, such as \"Cave Bear\""},
			{"role", "\"hero\" or \"creature\""},
			{"hp", "the most hit points, such as 9"},
			{"ac", "an armour class, such as 10 for an unarmoured man"},
			{"speed", "feet per move, such as 30 for a man"},
			{"weapons", "a list of weapons or natural attacks"},
		} {
			if _, ok := f.offs.At(base.With(fd.key)); !ok {
				out = append(out, at(base, fd.key, "%s is missing: want %s", fd.key, fd.hint))
			}
		}
		for j := range e.Weapons {
			wb := weaponPath(i, j)
			for _, fd := range []struct{ key, hint string }{
				{"name", "a name such as \"sword\""},
				{"kind", "one of " + strings.Join(weaponKinds, ", ")},
				{"damage", "dice such as \"1d8\""},
			} {
				if _, ok := f.offs.At(wb.With(fd.key)); !ok {
					out = append(out, at(wb, fd.key, "%s is missing: want %s", fd.key, fd.hint))
				}
			}
		}
	}
	return out
}
