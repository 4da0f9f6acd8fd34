package strictjson

// The slips of a hand-edited JSON file, worded as what is where and what should be there,
// never in encoding/json's terms ("invalid character", "literal", Go's types).

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestPlainWordsHandEditingSlips(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"a comma too many before }", `{"a": 1,}`, `'}' where a field's name in double quotes should begin`},
		{"a comma too many in a list", `[1, 2,]`, `']' where a value should begin (a comma too many`},
		{"a comma missing between fields", `{"a": 1 "b": 2}`, `'"' after a field's value, where a comma or } should be (a comma missing?)`},
		{"a comma missing in a list", `[1 2]`, `'2' after an entry of a list, where a comma or ] should be`},
		{"no colon after a name", `{"a" 1}`, `'1' after a field's name, where a colon should be`},
		{"a name without quotes", `{a: 1}`, `'a' where a field's name in double quotes should begin`},
		{"text after the end", `{} x`, `'x' after the end of the JSON: a file holds one value`},
		{"a tab inside a string", "{\"a\": \"x\ty\"}", `'\t' inside a quoted string, where a control character`},
		{"a Windows path's backslash", `{"a": "C:\maps"}`, `'m' after a backslash in a quoted string: JSON's escapes are`},
		{"a short \\u escape", `{"a": "\u12"}`, `'"' in a \u escape, which takes 4 hex digits`},
		{"a letter in a number", `{"a": 12x}`, `'x' after a field's value`},
		{"a point with no digit", `{"a": 1.}`, `'}' after a number's decimal point, where a digit should be`},
		{"text without quotes", `{"a": yes}`, `'y' where a value should begin`},
		{"a misspelled true", `{"a": ture}`, `'u' in a word JSON does not know: its words are true, false and null`},
		{"a quote as the character", `{'a': 1}`, `'\'' where a field's name in double quotes should begin`},
		{"cut short", `{"a": [1,`, `the file ends before the JSON does`},
		{"a number for a string", `{"s": 1}`, `s: want a string, not a number`},
		{"a list for a whole number", `{"n": []}`, `n: want a whole number, not a list`},
		{"a number too big", `{"small": 300}`, `small: want a whole number, not 300`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var v struct {
				A     any    `json:"a"`
				S     string `json:"s"`
				N     int    `json:"n"`
				Small int8   `json:"small"`
			}
			err := json.Unmarshal([]byte(c.text), &v)
			if err == nil {
				t.Fatal("no error")
			}
			got := Plain(err)
			if !strings.Contains(got, c.want) {
				t.Errorf("Plain: %s\nwant it to say %s", got, c.want)
			}
			for _, jargon := range []string{"invalid character", "literal", "Go ", "unmarshal", "JSON input"} {
				if strings.Contains(got, jargon) {
					t.Errorf("Plain: %s: says %q", got, jargon)
				}
			}
		})
	}
}
