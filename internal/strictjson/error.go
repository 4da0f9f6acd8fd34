package strictjson

// Problems the decoder finds, and the words for JSON values and for what a Go type wants.

import (
	"encoding"
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"skirmish/internal/quote"
)

// Problem is the kind of thing wrong with a document.
type Problem int

// The problems Decode reports.
const (
	// Syntax is broken JSON; Err is encoding/json's *json.SyntaxError.
	Syntax Problem = iota + 1
	// Truncated is a document that ends inside a value; the offset is the end.
	Truncated
	// Trailing is anything but white space after the value.
	Trailing
	// WrongType is a value Want cannot be read from: the wrong kind of JSON value (null
	// included, unless Options.NullOK), a fraction or too big a number for an integer, a
	// negative one for an unsigned integer, or too big a number for a float.
	WrongType
	// BadValue is a value the Go type's own UnmarshalText or UnmarshalJSON refused (Err),
	// or one encoding/json could not read for a type Decode leaves to it.
	BadValue
	// UnknownField is a key that is not one of the struct's fields; Path is the object's.
	UnknownField
	// Repeated is a key given twice in one object; Path is the second member's.
	Repeated
	// TooLong is a list of more than Limit elements; Path is the list's.
	TooLong
	// TooManyKeys is an object of more than Limit keys; Path is the object's.
	TooManyKeys
	// Unsupported is a Go type Decode cannot fill (a map whose keys are not strings, a
	// channel, a function), or a v that is not a non-nil pointer.
	Unsupported
)

// Error is a problem at a place in a document, with the facts a message needs. Error
// writes it in words of its own; a caller that wants others builds them from the fields.
type Error struct {
	Problem Problem
	// Offset is the byte offset of the value or key at fault (of the character, for
	// Syntax), in the input Decode read.
	Offset int
	// Path is the value at fault (see the Problem for which).
	Path Path
	// Want is the Go type wanted: WrongType and BadValue (pointers removed), Unsupported.
	Want reflect.Type
	// Got is the value the document has: WrongType and BadValue.
	Got Value
	// Key is the key at fault: UnknownField, Repeated.
	Key string
	// Fields are the struct's field names in order: UnknownField.
	Fields []string
	// Limit is the most elements or keys: TooLong, TooManyKeys.
	Limit int
	// Err is the error behind a Syntax or BadValue problem.
	Err error
}

// Error writes the path and the message: `units[0].stats: unknown field "armor" (...)`.
func (e *Error) Error() string {
	if p := e.Path.String(); p != "" {
		return p + ": " + e.Message()
	}
	return e.Message()
}

// Unwrap returns the error behind the problem, if any.
func (e *Error) Unwrap() error { return e.Err }

// Message says what is wrong without the path: "want a whole number, 0 or more, not -1".
func (e *Error) Message() string {
	switch e.Problem {
	case Syntax:
		return "bad JSON: " + Plain(e.Err)
	case Truncated:
		return "the file ends before the JSON value does"
	case Trailing:
		return "unexpected text after the end of the JSON value"
	case WrongType:
		got := e.Got.Word()
		if e.Got.Kind == Number && numeric(e.Want) {
			got = e.Got.String()
		}
		return "want " + Want(e.Want) + ", not " + got
	case BadValue:
		return Plain(e.Err)
	case UnknownField:
		return fmt.Sprintf("unknown field %s (the fields are %s)", quote.Quote(e.Key), strings.Join(e.Fields, ", "))
	case Repeated:
		return "given twice"
	case TooLong:
		return fmt.Sprintf("more than %d entries; the most is %d", e.Limit, e.Limit)
	case TooManyKeys:
		return fmt.Sprintf("more than %d keys; the most is %d", e.Limit, e.Limit)
	}
	return fmt.Sprintf("cannot decode a value of Go type %v", e.Want)
}

// Kind is the kind of a JSON value.
type Kind int

// The kinds of JSON value.
const (
	Null Kind = iota
	Bool
	Number
	String
	List
	Object
)

// Value is a JSON value as a message shows it.
type Value struct {
	Kind Kind
	// Text is a string's text (unquoted), a number as written, or "true" or "false".
	Text string
}

// Word names the kind of value: "a string", "a number", "true or false", "a list".
func (v Value) Word() string {
	switch v.Kind {
	case Bool:
		return "true or false"
	case Number:
		return "a number"
	case String:
		return "a string"
	case List:
		return "a list"
	case Object:
		return "an object"
	}
	return "null"
}

// String writes the value as it appeared, briefly: `"orc"`, `4.5`, `true`, `null`, `[...]`,
// `{...}`; a number of over 40 characters is cut short, a string is quoted by quote.Quote.
func (v Value) String() string {
	switch v.Kind {
	case Bool:
		return v.Text
	case Number:
		if len(v.Text) > 40 {
			return v.Text[:37] + "..."
		}
		return v.Text
	case String:
		return quote.Quote(v.Text)
	case List:
		return "[...]"
	case Object:
		return "{...}"
	}
	return "null"
}

// valueOf describes raw, one well-formed JSON value.
func valueOf(raw []byte) Value {
	if len(raw) == 0 {
		return Value{}
	}
	switch raw[0] {
	case '"':
		var s string
		_ = json.Unmarshal(raw, &s) // well formed, so it cannot fail
		return Value{Kind: String, Text: s}
	case '[':
		return Value{Kind: List}
	case '{':
		return Value{Kind: Object}
	case 't', 'f':
		return Value{Kind: Bool, Text: string(raw)}
	case 'n':
		return Value{}
	}
	return Value{Kind: Number, Text: string(raw)}
}

// tokenValue describes a token json.Decoder.Token returned, with UseNumber.
func tokenValue(tok json.Token) Value {
	switch t := tok.(type) {
	case json.Delim:
		if t == '[' {
			return Value{Kind: List}
		}
		return Value{Kind: Object}
	case string:
		return Value{Kind: String, Text: t}
	case json.Number:
		return Value{Kind: Number, Text: string(t)}
	case bool:
		return Value{Kind: Bool, Text: strconv.FormatBool(t)}
	}
	return Value{}
}

var (
	jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// Want names the JSON a Go type is written as, for "want ..." messages: "a whole number",
// "a whole number, 0 or more", "a number", "a string" (also for a type read from text by
// its UnmarshalText), "true or false", "a list [...]", "an object {...}".
func Want(t reflect.Type) string {
	if t == nil {
		return "nothing"
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	pt := reflect.PointerTo(t)
	if pt.Implements(textUnmarshaler) && !pt.Implements(jsonUnmarshaler) {
		return "a string"
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return "a whole number"
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
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
	case reflect.Interface:
		return "a JSON value"
	}
	return t.String()
}

// numeric reports whether t is a Go number type, so that a number it refused is worth
// showing as written.
func numeric(t reflect.Type) bool {
	if t == nil || reflect.PointerTo(t).Implements(textUnmarshaler) || reflect.PointerTo(t).Implements(jsonUnmarshaler) {
		return false
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64:
		return true
	}
	return false
}
