package strictjson

// Broken JSON in the terms of someone who edits a file by hand: where the character at fault
// is, what should be there, and the usual slip behind it.

import (
	"encoding/json"
	"errors"
	"strings"
)

// plainContexts word encoding/json's syntax errors, "invalid character 'x' CONTEXT", by the
// start of their context.
var plainContexts = []struct{ context, plain string }{
	{"looking for beginning of value", "where a value should begin (a comma too many, or a value missing?)"},
	{"looking for beginning of object key string", `where a field's name in double quotes should begin ("name": value; a comma too many before }?)`},
	{"after object key:value pair", "after a field's value, where a comma or } should be (a comma missing?)"},
	{"after object key", "after a field's name, where a colon should be"},
	{"after array element", "after an entry of a list, where a comma or ] should be (a comma missing?)"},
	{"after top-level value", "after the end of the JSON: a file holds one value (text, or a second value, after the last } or ]?)"},
	{"in string literal", `inside a quoted string, where a control character (a tab, a line break) is written as an escape: \t, \n, \u0000`},
	{"in string escape code", `after a backslash in a quoted string: JSON's escapes are \" \\ \/ \b \f \n \r \t and \u with 4 hex digits (\\ for a backslash itself)`},
	{`in \u hexadecimal character escape`, `in a \u escape, which takes 4 hex digits`},
	{"in numeric literal", "inside a number"},
	{"after decimal point in numeric literal", "after a number's decimal point, where a digit should be"},
	{"in exponent of numeric literal", "in a number's exponent, where a digit should be"},
	{"in literal", "in a word JSON does not know: its words are true, false and null (text goes in double quotes)"},
	{"exceeded max depth", "nested too deep"},
}

// Plain words err, an error of encoding/json, for someone who edits the file by hand: a
// syntax error says what character is where, and what should be there ("',' where a field's
// name in double quotes should begin (...)"); a value of the wrong type names the field and
// both types ("kind: want a string, not a number"), not Go's; anything else is err's text
// without the "json: " prefix.
func Plain(err error) string {
	if err == nil {
		return "no details"
	}
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	msg := strings.TrimPrefix(err.Error(), "json: ")
	if errors.As(err, &te) && te.Type != nil {
		field := te.Field
		if field == "" {
			field = "the value"
		}
		return field + ": want " + Want(te.Type) + ", not " + jsonValue(te.Value)
	}
	if !errors.As(err, &se) {
		return msg
	}
	msg = se.Error()
	if msg == "unexpected end of JSON input" {
		return "the file ends before the JSON does (it was cut short, or a } or ] is missing)"
	}
	rest, ok := strings.CutPrefix(msg, "invalid character ")
	if !ok {
		return msg
	}
	// rest is the character, quoted by encoding/json ('x', '\x00', '\''), then the context
	char, context, ok := cutQuoted(rest)
	if !ok {
		return msg
	}
	for _, c := range plainContexts {
		if strings.HasPrefix(context, c.context) {
			return char + " " + c.plain
		}
	}
	return msg
}

// jsonValue words encoding/json's name of a value found ("number", "number 300", "array").
func jsonValue(v string) string {
	switch v {
	case "array":
		return "a list"
	case "object":
		return "an object"
	case "bool":
		return "true or false"
	case "string":
		return "a string"
	case "number":
		return "a number"
	}
	if n, ok := strings.CutPrefix(v, "number "); ok {
		return n
	}
	return v
}

// cutQuoted splits "'x' context" after the quoted character encoding/json writes: 'x', '\”
// or '\x00'.
func cutQuoted(s string) (char, context string, ok bool) {
	if len(s) < 3 || s[0] != '\'' {
		return "", "", false
	}
	i := strings.Index(s[2:], "' ") // the closing quote: not the second character, which may be '\''
	if i < 0 {
		return "", "", false
	}
	return s[:i+3], s[i+4:], true
}
