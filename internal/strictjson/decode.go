package strictjson

// Decode: the strict reader and its errors.

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"io"
	"iter"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// Options are the leniencies and limits of a decode. The zero Options refuse null and set
// no limits.
type Options struct {
	// NullOK lets null stand for any value and leave it as it was, as if the key were left
	// out. Without it, null is a WrongType problem.
	NullOK bool
	// MaxList is the most elements of a list whose struct field has no `max:"N"` tag of its
	// own; 0 is no limit.
	MaxList int
	// MaxKeys is the most keys of any one object; 0 is no limit.
	MaxKeys int
}

// Raw is a JSON value kept as its bytes, for reading later (when the type to read it as is
// known). A struct field of type Raw takes any value.
type Raw struct {
	// Data is the value as written; nil when the key was left out (or null, with NullOK).
	Data []byte
	// Offset is where Data starts in the input it was read from.
	Offset int
	// Path is where the value sits in that input.
	Path Path
}

// Decode reads r's value into *v as Decode does, with the offsets and paths of the input r
// was read from, so that its problems are placed in that input.
func (r Raw) Decode(v any, opt Options) (*Offsets, error) {
	return decode(r.Data, r.Offset, r.Path, v, opt)
}

// Spot is where one value sits in the input.
type Spot struct {
	// Key is the offset of the value's key, for a member of an object; else Value.
	Key int
	// Value is the offset of the value's first byte.
	Value int
}

// Offsets are where the values Decode read start, by path.
type Offsets struct {
	at map[string]placed
}

// placed is a value's Spot and its Path.
type placed struct {
	Spot
	path Path
}

// At returns where the value at p starts, if Decode read it.
func (o *Offsets) At(p Path) (Spot, bool) {
	s, ok := o.at[p.key()]
	return s.Spot, ok
}

// All yields the paths Decode read and where their values start, in the order of the input.
func (o *Offsets) All() iter.Seq2[Path, Spot] {
	return func(yield func(Path, Spot) bool) {
		all := slices.SortedFunc(maps.Values(o.at), func(a, b placed) int { return a.Value - b.Value })
		for _, v := range all {
			if !yield(v.path, v.Spot) {
				return
			}
		}
	}
}

// Nearest returns where the value at p starts or, if Decode did not read it (a key left
// out, or a problem stopped Decode first), the deepest value on p that it did read. It
// reports false if it read none, not even the top.
func (o *Offsets) Nearest(p Path) (Spot, bool) {
	for k := len(p); k >= 0; k-- {
		if s, ok := o.at[p[:k].key()]; ok {
			return s.Spot, true
		}
	}
	return Spot{}, false
}

// Decode reads the one JSON value of data into *v, v being a non-nil pointer, by
// reflection with encoding/json's rules (json tags, embedded structs, UnmarshalJSON and
// UnmarshalText) made strict: a key must name a field exactly, no key may come twice, null
// is refused unless opt.NullOK, lists and objects are bounded by opt and by `max:"N"` field
// tags, and only white space may follow the value. A list is read into a new slice and a
// map into a copy of the one v holds, with the keys read added.
//
// Every error is an *Error. Decode stops at the first problem; what it read before then is
// in *v (lists and maps included) and in the returned Offsets.
func Decode(data []byte, v any, opt Options) (*Offsets, error) {
	return decode(data, 0, nil, v, opt)
}

// decode is Decode of data found at offset base and path at of a larger input.
func decode(data []byte, base int, at Path, v any, opt Options) (*Offsets, error) {
	d := &decoder{data: data, base: base, opt: opt, dec: json.NewDecoder(bytes.NewReader(data)),
		offs: &Offsets{at: map[string]placed{}}}
	d.dec.UseNumber()
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return d.offs, &Error{Problem: Unsupported, Offset: base, Path: at, Want: reflect.TypeOf(v)}
	}
	if err := d.value(rv.Elem(), at, -1, 0); err != nil {
		return d.offs, err
	}
	off := int(d.dec.InputOffset())
	for off < len(data) && strings.IndexByte(" \t\r\n", data[off]) >= 0 {
		off++ // white space only: no separator may follow the value
	}
	// Checked in data, not by the decoder, which would buffer a long run of white space whole.
	if off < len(data) {
		return d.offs, &Error{Problem: Trailing, Offset: base + off, Path: at}
	}
	return d.offs, nil
}

// decoder reads one value from data token by token. Offsets within it are data's; base is
// added to those it reports.
type decoder struct {
	data []byte
	base int
	opt  Options
	dec  *json.Decoder
	offs *Offsets
}

var rawType = reflect.TypeFor[Raw]()

// null is how JSON writes null.
var null = []byte("null")

// value reads the next value into v, which is settable, at path p; keyAt is the offset of
// its key (-1 for none) and most, if over 0, bounds a list's length.
func (d *decoder) value(v reflect.Value, p Path, keyAt, most int) error {
	start := d.next()
	if keyAt < 0 {
		keyAt = start
	}
	d.offs.at[p.key()] = placed{Spot{Key: d.base + keyAt, Value: d.base + start}, p}
	t := v.Type()
	if scalar(t) {
		tok, err := d.dec.Token()
		if err != nil {
			return d.syntax(err, p)
		}
		if tok == nil {
			return d.null(start, p, t)
		}
		return d.scalar(indirect(v), tokenValue(tok), start, p)
	}
	if deref(t) == rawType || leaf(t) {
		var raw json.RawMessage
		if err := d.dec.Decode(&raw); err != nil {
			return d.syntax(err, p)
		}
		if bytes.Equal(raw, null) {
			return d.null(start, p, t)
		}
		if deref(t) == rawType {
			indirect(v).Set(reflect.ValueOf(Raw{Data: raw, Offset: d.base + start, Path: p}))
			return nil
		}
		return d.whole(indirect(v), raw, start, p)
	}
	tok, err := d.dec.Token()
	if err != nil {
		return d.syntax(err, p)
	}
	if tok == nil {
		return d.null(start, p, t)
	}
	v = indirect(v)
	switch v.Kind() {
	case reflect.Struct:
		if tok != json.Delim('{') {
			return d.wrong(start, p, v.Type(), tokenValue(tok))
		}
		return d.object(v, p)
	case reflect.Map:
		if tok != json.Delim('{') {
			return d.wrong(start, p, v.Type(), tokenValue(tok))
		}
		return d.mapping(v, p, start)
	case reflect.Slice:
		if tok != json.Delim('[') {
			return d.wrong(start, p, v.Type(), tokenValue(tok))
		}
		if most <= 0 {
			most = d.opt.MaxList
		}
		return d.list(v, p, most)
	}
	return &Error{Problem: Unsupported, Offset: d.base + start, Path: p, Want: v.Type()}
}

// leaf reports whether values of t are read whole, from one JSON value's bytes, rather than
// token by token.
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

// scalar reports whether t (a leaf) takes only a string, a number, true or false, so that
// it is read as one token, and a list or object is refused at its first byte.
func scalar(t reflect.Type) bool {
	t = deref(t)
	if reflect.PointerTo(t).Implements(jsonUnmarshaler) {
		return false
	}
	if reflect.PointerTo(t).Implements(textUnmarshaler) {
		return true
	}
	switch t.Kind() {
	case reflect.Array, reflect.Interface, reflect.Struct, reflect.Slice, reflect.Map:
		return false
	}
	return true
}

// indirect follows pointers from v, making each that is nil point to a new zero value.
func indirect(v reflect.Value) reflect.Value {
	for v.Kind() == reflect.Pointer {
		if v.IsNil() {
			v.Set(reflect.New(v.Type().Elem()))
		}
		v = v.Elem()
	}
	return v
}

// deref returns t without its pointers.
func deref(t reflect.Type) reflect.Type {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t
}

// null handles a null at start for a value of type t: allowed and ignored, or refused.
func (d *decoder) null(start int, p Path, t reflect.Type) error {
	if d.opt.NullOK {
		return nil
	}
	return d.wrong(start, p, t, Value{Kind: Null})
}

// wrong is a WrongType problem: got is no value of type t.
func (d *decoder) wrong(start int, p Path, t reflect.Type, got Value) error {
	return &Error{Problem: WrongType, Offset: d.base + start, Path: p, Want: deref(t), Got: got}
}

// scalar reads got, a value other than null, into v, which is no pointer and of a type
// scalar accepts.
func (d *decoder) scalar(v reflect.Value, got Value, start int, p Path) error {
	wrong := func() error { return d.wrong(start, p, v.Type(), got) }
	if u, ok := v.Addr().Interface().(encoding.TextUnmarshaler); ok {
		if got.Kind != String {
			return wrong()
		}
		if err := u.UnmarshalText([]byte(got.Text)); err != nil {
			return &Error{Problem: BadValue, Offset: d.base + start, Path: p, Want: v.Type(), Got: got, Err: err}
		}
		return nil
	}
	switch v.Kind() {
	case reflect.String:
		if got.Kind != String {
			return wrong()
		}
		v.SetString(got.Text)
	case reflect.Bool:
		if got.Kind != Bool {
			return wrong()
		}
		v.SetBool(got.Text == "true")
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, err := strconv.ParseInt(got.Text, 10, 64)
		if got.Kind != Number || err != nil || v.OverflowInt(n) {
			return wrong()
		}
		v.SetInt(n)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		n, err := strconv.ParseUint(got.Text, 10, 64)
		if got.Kind != Number || err != nil || v.OverflowUint(n) {
			return wrong()
		}
		v.SetUint(n)
	case reflect.Float32, reflect.Float64:
		f, err := strconv.ParseFloat(got.Text, v.Type().Bits())
		if got.Kind != Number || err != nil || v.OverflowFloat(f) {
			return wrong()
		}
		v.SetFloat(f)
	default:
		return &Error{Problem: Unsupported, Offset: d.base + start, Path: p, Want: v.Type()}
	}
	return nil
}

// whole reads raw, one JSON value other than null, into v, which is no pointer and of a
// leaf type that is no scalar: its own UnmarshalJSON reads it, or encoding/json does.
func (d *decoder) whole(v reflect.Value, raw []byte, start int, p Path) error {
	if v.Kind() == reflect.Interface && v.NumMethod() > 0 {
		return &Error{Problem: Unsupported, Offset: d.base + start, Path: p, Want: v.Type()}
	}
	var err error
	if u, ok := v.Addr().Interface().(json.Unmarshaler); ok {
		err = u.UnmarshalJSON(raw)
	} else {
		err = json.Unmarshal(raw, v.Addr().Interface())
	}
	if err != nil {
		return &Error{Problem: BadValue, Offset: d.base + start, Path: p, Want: v.Type(), Got: valueOf(raw), Err: err}
	}
	return nil
}

// object reads the members of an object, its '{' read, into the struct v.
func (d *decoder) object(v reflect.Value, p Path) error {
	fs := fieldsOf(v.Type())
	seen := map[string]bool{}
	for d.dec.More() {
		keyAt, key, err := d.key(seen, p)
		if err != nil {
			return err
		}
		i, ok := fs.byName[key]
		if !ok {
			return &Error{Problem: UnknownField, Offset: d.base + keyAt, Path: p, Key: key, Fields: fs.names}
		}
		f := fs.list[i]
		if err := d.value(v.FieldByIndex(f.Index), p.With(key), keyAt, f.Max); err != nil {
			return err
		}
	}
	return d.end(p)
}

// mapping reads the members of an object, its '{' read at start, into the map v: a copy of
// the map v held, with the keys read added.
func (d *decoder) mapping(v reflect.Value, p Path, start int) error {
	t := v.Type()
	if t.Key().Kind() != reflect.String {
		return &Error{Problem: Unsupported, Offset: d.base + start, Path: p, Want: t}
	}
	m := reflect.MakeMap(t)
	for it := v.MapRange(); it.Next(); {
		m.SetMapIndex(it.Key(), it.Value())
	}
	v.Set(m)
	seen := map[string]bool{}
	for d.dec.More() {
		keyAt, key, err := d.key(seen, p)
		if err != nil {
			return err
		}
		e := reflect.New(t.Elem()).Elem()
		if err := d.value(e, p.With(key), keyAt, 0); err != nil {
			return err
		}
		m.SetMapIndex(reflect.ValueOf(key).Convert(t.Key()), e)
	}
	return d.end(p)
}

// key reads an object's next key, refusing one seen before and one too many.
func (d *decoder) key(seen map[string]bool, p Path) (int, string, error) {
	at := d.next()
	tok, err := d.dec.Token()
	if err != nil {
		return at, "", d.syntax(err, p)
	}
	key, _ := tok.(string) // Token returns only strings here
	if seen[key] {
		return at, key, &Error{Problem: Repeated, Offset: d.base + at, Path: p.With(key), Key: key}
	}
	seen[key] = true
	if most := d.opt.MaxKeys; most > 0 && len(seen) > most {
		return at, key, &Error{Problem: TooManyKeys, Offset: d.base + at, Path: p, Limit: most}
	}
	return at, key, nil
}

// list reads the elements of a list, its '[' read, into a new slice in v; most, if over 0,
// is the most it may have.
func (d *decoder) list(v reflect.Value, p Path, most int) error {
	v.Set(reflect.MakeSlice(v.Type(), 0, 0))
	zero := reflect.Zero(v.Type().Elem())
	for i := 0; d.dec.More(); i++ {
		if most > 0 && i >= most {
			return &Error{Problem: TooLong, Offset: d.base + d.next(), Path: p, Limit: most}
		}
		v.Set(reflect.Append(v, zero))
		if err := d.value(v.Index(i), p.With(i), -1, 0); err != nil {
			return err
		}
	}
	return d.end(p)
}

// end reads the '}' or ']' that closes the object or list at p.
func (d *decoder) end(p Path) error {
	if _, err := d.dec.Token(); err != nil {
		return d.syntax(err, p)
	}
	return nil
}

// next returns the offset in data where the next token starts.
func (d *decoder) next() int {
	return skipSpace(d.data, int(d.dec.InputOffset()))
}

// syntax turns an error of the json.Decoder into a Syntax or Truncated problem at p.
func (d *decoder) syntax(err error, p Path) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		off, first := d.syntaxAt(se)
		return &Error{Problem: Syntax, Offset: d.base + off, Path: p, Err: first}
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return &Error{Problem: Truncated, Offset: d.base + len(d.data), Path: p}
	}
	return &Error{Problem: Syntax, Offset: d.base + d.next(), Path: p, Err: err}
}

// syntaxAt returns the offset of the character at fault in data's first syntax error, and
// the error as a scan of the whole input words it. json.Decoder counts a SyntaxError's
// offset from different places (the input's start for Token, the value's for Decode) and
// words some errors apart ("expected colon after object key"), so data is scanned whole
// again; se, the decoder's error, is the answer if that finds nothing.
func (d *decoder) syntaxAt(se *json.SyntaxError) (int, *json.SyntaxError) {
	var first *json.SyntaxError
	if errors.As(json.Unmarshal(d.data, new(json.RawMessage)), &first) && first.Offset > 0 {
		return min(int(first.Offset)-1, len(d.data)), first
	}
	return min(max(int(se.Offset), 0), len(d.data)), se
}

// Field is one JSON field of a struct type.
type Field struct {
	// Name is the key that names it: the json tag's name, else the Go name.
	Name string
	// Index is its index sequence, for reflect.Value.FieldByIndex.
	Index []int
	Type  reflect.Type
	// Max is the most elements of a list field (tag `max:"N"`); 0 for no limit of its own.
	Max int
}

// structFields are a struct type's JSON fields in order, and where each name is in list.
type structFields struct {
	list   []Field
	names  []string
	byName map[string]int
}

// fieldCache holds the structFields of the types seen, by reflect.Type.
var fieldCache sync.Map

// Fields lists the JSON fields of struct type t in order, named as encoding/json names
// them, through embedded structs (a shallower field hides a deeper one of the same name).
// Fields tagged "-" and unexported ones are not fields.
func Fields(t reflect.Type) []Field {
	return append([]Field(nil), fieldsOf(t).list...)
}

// fieldsOf is Fields, indexed and kept.
func fieldsOf(t reflect.Type) *structFields {
	if fs, ok := fieldCache.Load(t); ok {
		return fs.(*structFields)
	}
	fs := &structFields{byName: map[string]int{}}
	var walk func(t reflect.Type, index []int)
	walk = func(t reflect.Type, index []int) {
		for i := range t.NumField() {
			sf := t.Field(i)
			tag := sf.Tag.Get("json")
			if tag == "-" {
				continue
			}
			name, _, _ := strings.Cut(tag, ",")
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
			most, _ := strconv.Atoi(sf.Tag.Get("max"))
			f := Field{Name: name, Index: idx, Type: sf.Type, Max: most}
			if j, dup := fs.byName[name]; dup {
				if len(idx) < len(fs.list[j].Index) {
					fs.list[j] = f
				}
				continue
			}
			fs.byName[name] = len(fs.list)
			fs.list = append(fs.list, f)
			fs.names = append(fs.names, name)
		}
	}
	walk(t, nil)
	actual, _ := fieldCache.LoadOrStore(t, fs)
	return actual.(*structFields)
}
