// decode: a strict JSON decoder that knows the byte offset of every value it reads, and finds a path's offset again.
package scenario

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
)

// path is where a value sits in the file: object keys (string) and array indexes (int).
type path []any

// String writes the path as the error messages do: "actions[4].unit".
func (p path) String() string {
	var b strings.Builder
	for _, s := range p {
		switch s := s.(type) {
		case string:
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(s)
		case int:
			b.WriteString("[" + strconv.Itoa(s) + "]")
		}
	}
	return b.String()
}

// with returns p extended by one step, never sharing p's backing array.
func (p path) with(step any) path {
	return append(p[:len(p):len(p)], step)
}

// located is a JSON value kept as its bytes, with the offset where it starts in the file, for
// values decoded later (a unit's stats, once the ruleset's catalog is known).
type located struct {
	data   []byte
	offset int
}

// decodeError is a problem found at a byte offset of the file.
type decodeError struct {
	offset int
	path   path
	msg    string
}

// Error writes the path and the message; the caller turns the offset into a line.
func (e *decodeError) Error() string { return e.path.String() + ": " + e.msg }

// decoder reads one JSON value from data[base:end] into a Go value by reflection, with
// encoding/json's tags but stricter: field names match exactly, unknown and repeated fields
// are errors, and slices may have a most length (struct tag `max:"N"`). Leaves (numbers,
// strings, types with their own UnmarshalJSON or UnmarshalText) are decoded one by one with
// encoding/json, so every error has the exact offset of the value at fault.
type decoder struct {
	data []byte // the whole file, so offsets are the file's
	base int    // where dec's input starts in data
	dec  *json.Decoder
}

// newDecoder returns a decoder for the value that starts at data[base:end].
func newDecoder(data []byte, base, end int) *decoder {
	return &decoder{data: data, base: base, dec: json.NewDecoder(bytes.NewReader(data[base:end]))}
}

// decodeInto decodes the one value of data[base:end] into *ptr and checks nothing follows it.
func decodeInto(data []byte, base, end int, ptr any) error {
	d := newDecoder(data, base, end)
	if err := d.value(reflect.ValueOf(ptr).Elem(), nil, 0); err != nil {
		return err
	}
	off := d.next()
	if _, err := d.dec.Token(); err != io.EOF {
		return &decodeError{offset: off, msg: "unexpected text after the end of the JSON value"}
	}
	return nil
}

// next returns the offset in data where the next value or key starts.
func (d *decoder) next() int {
	return skipSpace(d.data, d.base+int(d.dec.InputOffset()))
}

// skipSpace skips the white space and the separators (',' and ':') between JSON tokens.
func skipSpace(data []byte, i int) int {
	for i < len(data) {
		switch data[i] {
		case ' ', '\t', '\r', '\n', ',', ':':
			i++
		default:
			return i
		}
	}
	return i
}

var (
	jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
	locatedType     = reflect.TypeFor[located]()
)

// leaf reports whether values of t are decoded whole by encoding/json.
func leaf(t reflect.Type) bool {
	pt := reflect.PointerTo(t)
	if pt.Implements(jsonUnmarshaler) || pt.Implements(textUnmarshaler) {
		return true
	}
	switch t.Kind() {
	case reflect.Struct, reflect.Slice, reflect.Map:
		return false
	case reflect.Pointer:
		return leaf(t.Elem())
	}
	return true
}

// value decodes the next value into v (addressable) at path p; most > 0 bounds a slice's length.
func (d *decoder) value(v reflect.Value, p path, most int) error {
	start := d.next()
	t := v.Type()
	if t == locatedType {
		var raw json.RawMessage
		if err := d.dec.Decode(&raw); err != nil {
			return d.syntax(err, p)
		}
		if string(raw) != "null" {
			v.Set(reflect.ValueOf(located{data: raw, offset: start}))
		}
		return nil
	}
	if leaf(t) {
		var raw json.RawMessage
		if err := d.dec.Decode(&raw); err != nil {
			return d.syntax(err, p)
		}
		if err := json.Unmarshal(raw, v.Addr().Interface()); err != nil {
			return &decodeError{offset: start, path: p, msg: leafMessage(err)}
		}
		return nil
	}
	if t.Kind() == reflect.Pointer {
		if v.IsNil() {
			v.Set(reflect.New(t.Elem()))
		}
		return d.value(v.Elem(), p, most)
	}
	tok, err := d.dec.Token()
	if err != nil {
		return d.syntax(err, p)
	}
	if tok == nil {
		return nil // null leaves the value as it was, as encoding/json does
	}
	switch t.Kind() {
	case reflect.Struct:
		if tok != json.Delim('{') {
			return &decodeError{offset: start, path: p, msg: "want an object {...}, not " + describe(tok)}
		}
		return d.object(v, p)
	case reflect.Slice:
		if tok != json.Delim('[') {
			return &decodeError{offset: start, path: p, msg: "want a list [...], not " + describe(tok)}
		}
		s := reflect.MakeSlice(t, 0, 0)
		for i := 0; d.dec.More(); i++ {
			if most > 0 && i >= most {
				return &decodeError{offset: d.next(), path: p, msg: fmt.Sprintf("more than %d entries; the most is %d", most, most)}
			}
			e := reflect.New(t.Elem()).Elem()
			if err := d.value(e, p.with(i), 0); err != nil {
				return err
			}
			s = reflect.Append(s, e)
		}
		if _, err := d.dec.Token(); err != nil {
			return d.syntax(err, p)
		}
		v.Set(s)
		return nil
	case reflect.Map:
		if tok != json.Delim('{') {
			return &decodeError{offset: start, path: p, msg: "want an object {...}, not " + describe(tok)}
		}
		if t.Key().Kind() != reflect.String {
			return &decodeError{offset: start, path: p, msg: "cannot decode a map whose keys are not strings"}
		}
		m := reflect.MakeMap(t)
		if !v.IsNil() {
			iter := v.MapRange()
			for iter.Next() {
				m.SetMapIndex(iter.Key(), iter.Value())
			}
		}
		seen := map[string]bool{}
		for d.dec.More() {
			koff := d.next()
			k, err := d.dec.Token()
			if err != nil {
				return d.syntax(err, p)
			}
			key, _ := k.(string)
			if seen[key] {
				return &decodeError{offset: koff, path: p.with(key), msg: "given twice"}
			}
			seen[key] = true
			e := reflect.New(t.Elem()).Elem()
			if err := d.value(e, p.with(key), 0); err != nil {
				return err
			}
			m.SetMapIndex(reflect.ValueOf(key).Convert(t.Key()), e)
		}
		if _, err := d.dec.Token(); err != nil {
			return d.syntax(err, p)
		}
		v.Set(m)
		return nil
	}
	return &decodeError{offset: start, path: p, msg: "cannot decode a value of Go type " + t.String()}
}

// object decodes the members of an object whose '{' has been read into the struct v.
func (d *decoder) object(v reflect.Value, p path) error {
	fields := fieldsOf(v.Type())
	seen := map[string]bool{}
	for d.dec.More() {
		koff := d.next()
		k, err := d.dec.Token()
		if err != nil {
			return d.syntax(err, p)
		}
		key, _ := k.(string)
		f, ok := fields.byName[key]
		if !ok {
			return &decodeError{offset: koff, path: p, msg: fmt.Sprintf("unknown field %q (the fields are %s)", key, strings.Join(fields.names, ", "))}
		}
		if seen[key] {
			return &decodeError{offset: koff, path: p.with(key), msg: "given twice"}
		}
		seen[key] = true
		if err := d.value(v.FieldByIndex(f.index), p.with(key), f.max); err != nil {
			return err
		}
	}
	if _, err := d.dec.Token(); err != nil {
		return d.syntax(err, p)
	}
	return nil
}

// syntax turns a json.Decoder error into a decodeError at its offset.
func (d *decoder) syntax(err error, p path) error {
	var se *json.SyntaxError
	switch {
	case errors.As(err, &se):
		off := d.base + int(se.Offset)
		if off > 0 {
			off-- // the offset is just past the character at fault
		}
		return &decodeError{offset: off, path: p, msg: "bad JSON: " + strings.TrimPrefix(se.Error(), "json: ")}
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return &decodeError{offset: len(d.data), path: p, msg: "the file ends before the JSON value does"}
	}
	return &decodeError{offset: d.next(), path: p, msg: strings.TrimPrefix(err.Error(), "json: ")}
}

// describe names a JSON token for messages.
func describe(tok json.Token) string {
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			return "an object"
		case '[':
			return "a list"
		}
		return strconv.Quote(t.String())
	case string:
		return "a string"
	case float64, json.Number:
		return "a number"
	case bool:
		return "true or false"
	}
	return "null"
}

// leafMessage rewrites encoding/json's error for one value in words a scenario author reads.
func leafMessage(err error) string {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return "want " + kindWord(te.Type) + ", not " + valueWord(te.Value)
	}
	return strings.TrimPrefix(err.Error(), "json: ")
}

// valueWord names the JSON value encoding/json describes ("string", "number -1").
func valueWord(v string) string {
	switch v {
	case "string":
		return "a string"
	case "number":
		return "a number"
	case "bool":
		return "true or false"
	case "array":
		return "a list"
	case "object":
		return "an object"
	}
	if n, ok := strings.CutPrefix(v, "number "); ok {
		return n
	}
	return v
}

// kindWord names what a Go type wants from JSON.
func kindWord(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return "a whole number"
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number, 0 or more"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "a list [...]"
	case reflect.Map, reflect.Struct:
		return "an object {...}"
	case reflect.Pointer:
		return kindWord(t.Elem())
	}
	return t.String()
}

// field is one JSON field of a struct: its name, where it is, and its most length (tag max).
type field struct {
	index []int
	max   int
}

// structFields are a struct's JSON fields by name, and their names in order for messages.
type structFields struct {
	byName map[string]field
	names  []string
}

// fieldsOf lists the JSON fields of a struct type, as encoding/json names them (tag name,
// else the Go name), through embedded structs; fields tagged "-" and unexported ones are
// not fields.
func fieldsOf(t reflect.Type) structFields {
	fs := structFields{byName: map[string]field{}}
	var walk func(t reflect.Type, index []int)
	walk = func(t reflect.Type, index []int) {
		for i := range t.NumField() {
			sf := t.Field(i)
			tag := sf.Tag.Get("json")
			name, _, _ := strings.Cut(tag, ",")
			if tag == "-" {
				continue
			}
			idx := append(index[:len(index):len(index)], i)
			if sf.Anonymous && name == "" && sf.Type.Kind() == reflect.Struct {
				walk(sf.Type, idx)
				continue
			}
			if !sf.IsExported() {
				continue
			}
			if name == "" {
				name = sf.Name
			}
			if _, dup := fs.byName[name]; dup {
				continue
			}
			max, _ := strconv.Atoi(sf.Tag.Get("max"))
			fs.byName[name] = field{index: idx, max: max}
			fs.names = append(fs.names, name)
		}
	}
	walk(t, nil)
	return fs
}

// locate returns the offset where the value at p starts in data, a JSON document already
// known to be well formed. When p goes through a field or index that is not there, it
// returns the start of the deepest value that is (the object missing the field).
func locate(data []byte, p path) int {
	dec := json.NewDecoder(bytes.NewReader(data))
	at := func() int { return skipSpace(data, int(dec.InputOffset())) }
	off := at()
	for _, step := range p {
		tok, err := dec.Token()
		if err != nil {
			return off
		}
		found := false
		switch s := step.(type) {
		case string:
			if tok != json.Delim('{') {
				return off
			}
			for dec.More() {
				k, err := dec.Token()
				if err != nil {
					return off
				}
				if k == s {
					found = true
					break
				}
				if dec.Decode(new(json.RawMessage)) != nil {
					return off
				}
			}
		case int:
			if tok != json.Delim('[') {
				return off
			}
			for i := 0; dec.More(); i++ {
				if i == s {
					found = true
					break
				}
				if dec.Decode(new(json.RawMessage)) != nil {
					return off
				}
			}
		}
		if !found {
			return off
		}
		off = at()
	}
	return off
}

// lineOf returns the 1-based line of the byte at offset off.
func lineOf(data []byte, off int) int {
	off = min(max(off, 0), len(data))
	return 1 + bytes.Count(data[:off], []byte{'\n'})
}
