package strictjson

// Tests of the strict reader: what it reads, each problem with its place and words, offsets, Locate, LineCol, paths and fields.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// word is read from text by UnmarshalText, which refuses an empty one.
type word string

// UnmarshalText keeps the text in capitals.
func (w *word) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		return errors.New("a word needs letters")
	}
	*w = word(strings.ToUpper(string(b)))
	return nil
}

// pair is read by its own UnmarshalJSON, from [a, b].
type pair struct{ A, B int }

// UnmarshalJSON reads [a, b].
func (p *pair) UnmarshalJSON(b []byte) error {
	var xs []int
	if err := json.Unmarshal(b, &xs); err != nil || len(xs) != 2 {
		return errors.New("a pair is written [a, b]")
	}
	p.A, p.B = xs[0], xs[1]
	return nil
}

// inner is embedded in doc: its fields are doc's, but doc's own Name hides inner's.
type inner struct {
	Extra string `json:"extra"`
	Name  string `json:"name"`
}

// item is an element of doc's items.
type item struct {
	ID  string `json:"id"`
	Qty int    `json:"qty"`
}

// doc is the type most tests read.
type doc struct {
	Name   string         `json:"name"`
	Count  int            `json:"count"`
	Small  int8           `json:"small"`
	Size   uint           `json:"size"`
	Ratio  float64        `json:"ratio"`
	Flag   bool           `json:"flag"`
	Tags   []string       `json:"tags" max:"3"`
	Scores map[string]int `json:"scores"`
	Items  []item         `json:"items"`
	Word   word           `json:"word"`
	Pair   *pair          `json:"pair"`
	Any    any            `json:"any"`
	Next   *item          `json:"next"`
	Later  Raw            `json:"later"`
	inner
	Skip   string `json:"-"`
	Dash   string `json:"-,"`
	hidden int
}

func TestDecodeReadsWhatUnmarshalReads(t *testing.T) {
	for _, text := range []string{
		`{}`,
		`{"name": "a", "count": -3, "small": 127, "size": 18446744073709551615, "ratio": 1.5e3, "flag": true}`,
		`{"tags": [], "scores": {}, "items": []}`,
		`{"tags": ["x", "y", "z"], "scores": {"STR": 3, "": 0}, "items": [{"id": "a", "qty": 2}, {}]}`,
		`{"word": "orc", "pair": [1, 2], "any": {"a": [1, "b", null]}, "next": {"id": "n", "qty": 1}}`,
		`{"later": {"any": "thing"}, "tags": ["a"]}`,
		`{"extra": "e", "-": "dash", "name": "\u00e9\ud800"}`,
		" \n\t{\"name\": \"x\"}\n\n ",
	} {
		var got doc
		if _, err := Decode([]byte(text), &got, Options{}); err != nil {
			t.Errorf("%s: %v", text, err)
			continue
		}
		if err := sameAsUnmarshal([]byte(text), got); err != nil {
			t.Errorf("%s: %v", text, err)
		}
	}
}

// sameAsUnmarshal says how got, what Decode read from data, differs from what encoding/json
// reads, the Raw field read as a json.RawMessage; nil if it does not.
func sameAsUnmarshal(data []byte, got doc) error {
	var want struct {
		doc
		Later json.RawMessage `json:"later"`
	}
	if err := json.Unmarshal(data, &want); err != nil {
		return fmt.Errorf("encoding/json refuses it: %v", err)
	}
	if !bytes.Equal(want.Later, got.Later.Data) {
		return fmt.Errorf("raw value %q, encoding/json %q", got.Later.Data, want.Later)
	}
	want.doc.Later = got.Later
	if !reflect.DeepEqual(got, want.doc) {
		return fmt.Errorf("read\n%+v\nencoding/json\n%+v", got, want.doc)
	}
	return nil
}

func TestDecodeProblems(t *testing.T) {
	type v = Value
	cases := []struct {
		name string
		text string
		opt  Options
		prob Problem
		path string
		at   string // the input from the problem's offset on starts with this
		msg  string // the whole Error()
	}{
		{"syntax", `{"name": "a",, "count": 1}`, Options{}, Syntax, "", `, "count"`,
			`bad JSON: ',' where a field's name in double quotes should begin ("name": value; a comma too many before }?)`},
		{"syntax inside a number placed by the whole input", `{"items": [{"qty": 5e}]}`, Options{}, Syntax, "items[0].qty", `}]}`,
			`items[0].qty: bad JSON: '}' in a number's exponent, where a digit should be`},
		{"syntax in a value read whole", `{"pair": [1, 2,]}`, Options{}, Syntax, "pair", `]}`,
			`pair: bad JSON: ']' where a value should begin (a comma too many, or a value missing?)`},
		{"truncated", `{"tags": ["a"`, Options{}, Truncated, "tags", ``,
			`tags: the file ends before the JSON value does`},
		{"empty", ``, Options{}, Truncated, "", ``, `the file ends before the JSON value does`},
		{"trailing", `{} {}`, Options{}, Trailing, "", `{}`, `unexpected text after the end of the JSON value`},
		{"trailing comma", `{},`, Options{}, Trailing, "", `,`, `unexpected text after the end of the JSON value`},
		{"string for a number", `{"count": "9"}`, Options{}, WrongType, "count", `"9"`, `count: want a whole number, not a string`},
		{"fraction for a whole number", `{"count": 4.5}`, Options{}, WrongType, "count", `4.5`, `count: want a whole number, not 4.5`},
		{"too big for int8", `{"small": 128}`, Options{}, WrongType, "small", `128`, `small: want a whole number, not 128`},
		{"negative for uint", `{"size": -1}`, Options{}, WrongType, "size", `-1`, `size: want a whole number, 0 or more, not -1`},
		{"too big for a float", `{"ratio": 1e999}`, Options{}, WrongType, "ratio", `1e999`, `ratio: want a number, not 1e999`},
		{"null refused", `{"flag": null}`, Options{}, WrongType, "flag", `null`, `flag: want true or false, not null`},
		{"list for a string, refused at once", `{"name": [1, 2 3]}`, Options{}, WrongType, "name", `[1`, `name: want a string, not a list`},
		{"object for a list", `{"tags": {}}`, Options{}, WrongType, "tags", `{}`, `tags: want a list [...], not an object`},
		{"number for text", `{"word": 5}`, Options{}, WrongType, "word", `5`, `word: want a string, not a number`},
		{"top is a list", `[]`, Options{}, WrongType, "", `[]`, `want an object {...}, not a list`},
		{"text refused", `{"word": ""}`, Options{}, BadValue, "word", `""`, `word: a word needs letters`},
		{"UnmarshalJSON refuses", `{"pair": [1]}`, Options{}, BadValue, "pair", `[1]`, `pair: a pair is written [a, b]`},
		{"unknown field", `{"name": "a", "Count": 1}`, Options{}, UnknownField, "", `"Count"`,
			`unknown field "Count" (the fields are name, count, small, size, ratio, flag, tags, scores, items, word, pair, any, next, later, extra, -)`},
		{"unknown nested field", `{"items": [{"id": "a", "n": 1}]}`, Options{}, UnknownField, "items[0]", `"n"`,
			`items[0]: unknown field "n" (the fields are id, qty)`},
		{"field twice", `{"count": 1, "count": 2}`, Options{}, Repeated, "count", `"count": 2`, `count: given twice`},
		{"map key twice", `{"scores": {"a": 1, "a": 2}}`, Options{}, Repeated, "scores.a", `"a": 2`, `scores.a: given twice`},
		{"list over its max tag", `{"tags": ["a", "b", "c", "d"]}`, Options{}, TooLong, "tags", `"d"`,
			`tags: more than 3 entries; the most is 3`},
		{"list over MaxList", `{"items": [{}, {}, {}]}`, Options{MaxList: 2}, TooLong, "items", `{}]`,
			`items: more than 2 entries; the most is 2`},
		{"the max tag beats MaxList", `{"tags": ["a", "b", "c"], "items": [{}, {}]}`, Options{MaxList: 1}, TooLong, "items", `{}]`,
			`items: more than 1 entries; the most is 1`},
		{"too many keys", `{"scores": {"a": 1, "b": 2, "c": 3}}`, Options{MaxKeys: 2}, TooManyKeys, "scores", `"c"`,
			`scores: more than 2 keys; the most is 2`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var d doc
			_, err := Decode([]byte(c.text), &d, c.opt)
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error %v (%T), want an *Error", err, err)
			}
			if e.Problem != c.prob || e.Path.String() != c.path {
				t.Errorf("problem %d at %q, want %d at %q", e.Problem, e.Path, c.prob, c.path)
			}
			if e.Offset < 0 || e.Offset > len(c.text) || !strings.HasPrefix(c.text[e.Offset:], c.at) {
				t.Errorf("offset %d, want where %q starts", e.Offset, c.at)
			}
			if err.Error() != c.msg {
				t.Errorf("message\n%s\nwant\n%s", err, c.msg)
			}
		})
	}
}

func TestWrongTypeFacts(t *testing.T) {
	var d doc
	_, err := Decode([]byte(`{"items": [{"qty": "lots"}]}`), &d, Options{})
	var e *Error
	if !errors.As(err, &e) || e.Want != reflect.TypeFor[int]() || e.Got != (Value{Kind: String, Text: "lots"}) {
		t.Fatalf("error %#v", err)
	}
	if e.Got.String() != `"lots"` || e.Got.Word() != "a string" || e.Message() != "want a whole number, not a string" {
		t.Errorf("words %s, %s, %s", e.Got, e.Got.Word(), e.Message())
	}
}

func TestNullOKLeavesValuesAsTheyWere(t *testing.T) {
	d := doc{Name: "kept", Tags: []string{"t"}, Scores: map[string]int{"a": 1}, Pair: &pair{1, 2}}
	text := `{"name": null, "tags": null, "scores": {"b": null, "c": 3}, "pair": null, "next": null, "later": null, "any": null}`
	if _, err := Decode([]byte(text), &d, Options{NullOK: true}); err != nil {
		t.Fatal(err)
	}
	want := doc{Name: "kept", Tags: []string{"t"}, Scores: map[string]int{"a": 1, "b": 0, "c": 3}, Pair: &pair{1, 2}}
	if !reflect.DeepEqual(d, want) {
		t.Errorf("got %+v\nwant %+v", d, want)
	}
}

func TestMapsAreCopiedAndListsReplaced(t *testing.T) {
	scores := map[string]int{"a": 1}
	d := doc{Scores: scores, Tags: []string{"old", "older"}}
	if _, err := Decode([]byte(`{"scores": {"b": 2}, "tags": ["new"]}`), &d, Options{}); err != nil {
		t.Fatal(err)
	}
	if len(scores) != 1 || !reflect.DeepEqual(d.Scores, map[string]int{"a": 1, "b": 2}) || !reflect.DeepEqual(d.Tags, []string{"new"}) {
		t.Errorf("scores %v (the old map %v), tags %v", d.Scores, scores, d.Tags)
	}
}

func TestWhatWasReadBeforeAProblemIsKept(t *testing.T) {
	var d doc
	text := `{"items": [{"id": "a"}, {"id": "b", "qty": true}], "name": "late"}`
	offs, err := Decode([]byte(text), &d, Options{})
	if err == nil {
		t.Fatal("no error")
	}
	if len(d.Items) != 2 || d.Items[0].ID != "a" || d.Items[1].ID != "b" || d.Name != "" {
		t.Errorf("partial value %+v", d)
	}
	if _, ok := offs.At(Path{"items", 1, "qty"}); !ok {
		t.Error("the value at fault was not recorded")
	}
	if _, ok := offs.At(Path{"name"}); ok {
		t.Error("a key after the problem was recorded")
	}
}

func TestOffsets(t *testing.T) {
	text := "{\n  \"name\":\n    \"a\",\n  \"items\": [{\"id\": \"x\"}, {}],\n  \"scores\": {\"s\": 1}\n}"
	var d doc
	offs, err := Decode([]byte(text), &d, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		p          Path
		key, value string
	}{
		{Path{}, "{\n", "{\n"},
		{Path{"name"}, `"name":`, `"a"`},
		{Path{"items", 0}, `{"id"`, `{"id"`},
		{Path{"items", 0, "id"}, `"id"`, `"x"`},
		{Path{"items", 1}, `{}]`, `{}]`},
		{Path{"scores", "s"}, `"s"`, `1}`},
	} {
		s, ok := offs.At(c.p)
		if !ok || !strings.HasPrefix(text[s.Key:], c.key) || !strings.HasPrefix(text[s.Value:], c.value) {
			t.Errorf("At(%v) = %+v, %v: key at %q, value at %q", c.p, s, ok, text[s.Key:], text[s.Value:])
		}
	}
	if _, ok := offs.At(Path{"count"}); ok {
		t.Error("a key left out is recorded")
	}
	if s, ok := offs.Nearest(Path{"items", 1, "qty"}); !ok || !strings.HasPrefix(text[s.Value:], "{}]") {
		t.Errorf("Nearest = %+v, %v; want the object missing the key", s, ok)
	}
	last := -1
	n := 0
	for p, s := range offs.All() {
		if s.Value <= last || Locate([]byte(text), p) != s.Value {
			t.Errorf("All: %v at %d after %d; Locate says %d", p, s.Value, last, Locate([]byte(text), p))
		}
		last = s.Value
		n++
	}
	if n != 8 {
		t.Errorf("All yields %d values, want 8", n)
	}
}

func TestRawIsReadLaterInPlace(t *testing.T) {
	text := "{\"items\": [{}],\n \"later\": {\"items\": [\n  {\"qty\": \"x\"}]}}"
	var d doc
	if _, err := Decode([]byte(text), &d, Options{}); err != nil {
		t.Fatal(err)
	}
	r := d.Later
	if r.Path.String() != "later" || !strings.HasPrefix(text[r.Offset:], string(r.Data)) || r.Data[0] != '{' {
		t.Fatalf("raw %+v", r)
	}
	var later doc
	offs, err := r.Decode(&later, Options{})
	var e *Error
	if !errors.As(err, &e) || e.Path.String() != "later.items[0].qty" || !strings.HasPrefix(text[e.Offset:], `"x"`) {
		t.Fatalf("error %v at %d, want later.items[0].qty at the \"x\"", err, e.Offset)
	}
	if s, ok := offs.At(Path{"later", "items"}); !ok || text[s.Value] != '[' {
		t.Errorf("offsets of the raw value are not the input's: %+v, %v", s, ok)
	}
	if line, _ := LineCol([]byte(text), e.Offset); line != 3 {
		t.Errorf("line %d, want 3", line)
	}
}

func TestUnsupported(t *testing.T) {
	for _, c := range []struct {
		name string
		v    any
	}{
		{"not a pointer", doc{}},
		{"nil pointer", (*doc)(nil)},
		{"map with int keys", new(map[int]string)},
		{"channel", new(chan int)},
		{"interface with methods", new(error)},
	} {
		_, err := Decode([]byte(`{"1": "a"}`), c.v, Options{})
		var e *Error
		if !errors.As(err, &e) || e.Problem != Unsupported || !strings.HasPrefix(e.Message(), "cannot decode") {
			t.Errorf("%s: %v", c.name, err)
		}
	}
}

func TestLocate(t *testing.T) {
	data := []byte("{\n \"a\": [1,\n  {\"b\": [true,\n   \"x\"]}],\n \"c\": {}\n}")
	for _, c := range []struct {
		p  Path
		at string
	}{
		{Path{}, "{"},
		{Path{"a"}, "[1"},
		{Path{"a", 1, "b", 1}, `"x"`},
		{Path{"a", 1, "missing"}, `{"b"`},
		{Path{"c"}, "{}"},
		{Path{"a", 7}, "[1"},
		{Path{"a", "b"}, "[1"},
		{Path{"c", 0}, "{}"},
	} {
		if off := Locate(data, c.p); !strings.HasPrefix(string(data[off:]), c.at) {
			t.Errorf("Locate(%v) at %q, want %q", c.p, data[off:], c.at)
		}
	}
	if off := Locate([]byte(`{"a": [1, 2`), Path{"a", 1}); off != 10 {
		t.Errorf("Locate in a broken document = %d, want 10", off)
	}
}

func TestLineCol(t *testing.T) {
	data := []byte("ab\nçé\"x\"\n")
	for _, c := range []struct{ off, line, col int }{
		{0, 1, 1}, {2, 1, 3}, {3, 2, 1}, {7, 2, 3}, {-5, 1, 1}, {100, 3, 1},
	} {
		if l, col := LineCol(data, c.off); l != c.line || col != c.col {
			t.Errorf("LineCol(%d) = %d:%d, want %d:%d", c.off, l, col, c.line, c.col)
		}
	}
}

func TestPath(t *testing.T) {
	p := Path{"actions", 4}
	a, b := p.With("unit"), p.With("target")
	if a.String() != "actions[4].unit" || b.String() != "actions[4].target" || p.String() != "actions[4]" {
		t.Errorf("paths %s, %s, %s", a, b, p)
	}
	if (Path{}).String() != "" || (Path{0, "a"}).String() != "[0].a" {
		t.Error("the top or a list at the top writes wrong")
	}
	if (Path{"a.b"}).key() == (Path{"a", "b"}).key() || (Path{"1"}).key() == (Path{1}).key() {
		t.Error("two paths share a key")
	}
	// A key from a file that is not plain text is quoted and cut, so a message stays one line
	// (the campaign fuzzer found "options.\n" breaking one).
	for _, c := range []struct {
		p    Path
		want string
	}{
		{Path{"options", "\n"}, `options["\n"]`},
		{Path{"keys", "a.b", 2}, `keys["a.b"][2]`},
		{Path{"skills", "resist fire"}, `skills.resist fire`},
		{Path{"x", strings.Repeat("k", 20000)}, `x["` + strings.Repeat("k", 40) + `…` + strings.Repeat("k", 20) + `" (20000 characters)]`},
		{Path{"\x1b[31m"}, `["\x1b[31m"]`},
	} {
		if got := c.p.String(); got != c.want {
			t.Errorf("%q writes %s, want %s", []any(c.p), got, c.want)
		}
	}
}

func TestFields(t *testing.T) {
	var names []string
	for _, f := range fieldsOf(reflect.TypeFor[doc]()).list {
		names = append(names, f.Name)
		switch f.Name {
		case "tags":
			if f.Max != 3 {
				t.Errorf("tags max %d, want 3", f.Max)
			}
		case "name":
			if len(f.Index) != 1 {
				t.Errorf("name is the embedded one (index %v); the outer one should hide it", f.Index)
			}
		}
	}
	want := "name count small size ratio flag tags scores items word pair any next later extra -"
	if got := strings.Join(names, " "); got != want {
		t.Errorf("fields %s\nwant   %s", got, want)
	}
}

func TestWantAndValueWords(t *testing.T) {
	for typ, want := range map[reflect.Type]string{
		reflect.TypeFor[int64]():          "a whole number",
		reflect.TypeFor[*uint8]():         "a whole number, 0 or more",
		reflect.TypeFor[float32]():        "a number",
		reflect.TypeFor[string]():         "a string",
		reflect.TypeFor[word]():           "a string",
		reflect.TypeFor[bool]():           "true or false",
		reflect.TypeFor[[]int]():          "a list [...]",
		reflect.TypeFor[map[string]int](): "an object {...}",
		reflect.TypeFor[doc]():            "an object {...}",
		reflect.TypeFor[any]():            "a JSON value",
	} {
		if got := Want(typ); got != want {
			t.Errorf("Want(%v) = %q, want %q", typ, got, want)
		}
	}
	long := strings.Repeat("9", 50)
	for _, c := range []struct {
		v           Value
		shown, word string
	}{
		{Value{Kind: String, Text: "orc"}, `"orc"`, "a string"},
		{Value{Kind: String, Text: strings.Repeat("é", 50)}, `"` + strings.Repeat("é", 50) + `"`, "a string"},
		{Value{Kind: String, Text: strings.Repeat("é", 70)}, `"` + strings.Repeat("é", 40) + `…` + strings.Repeat("é", 20) + `" (70 characters)`, "a string"},
		{Value{Kind: Number, Text: long}, long[:37] + "...", "a number"},
		{Value{Kind: Bool, Text: "false"}, "false", "true or false"},
		{Value{}, "null", "null"},
		{Value{Kind: List}, "[...]", "a list"},
		{Value{Kind: Object}, "{...}", "an object"},
	} {
		if c.v.String() != c.shown || c.v.Word() != c.word {
			t.Errorf("%+v shows as %s, %s; want %s, %s", c.v, c.v, c.v.Word(), c.shown, c.word)
		}
	}
}
