package strictjson

// FuzzDecode: no input panics the reader, every problem is placed inside the input, and what it accepts encoding/json reads the same.

import (
	"encoding/json"
	"errors"
	"testing"
)

func FuzzDecode(f *testing.F) {
	for _, seed := range []string{
		`{"name": "a", "count": -3, "small": 12, "size": 7, "ratio": 1.5, "flag": true, "tags": ["x"]}`,
		`{"scores": {"a": 1, "b": 2}, "items": [{"id": "i", "qty": 2}], "word": "w", "pair": [1, 2]}`,
		`{"any": [1, {"b": null}], "next": {"id": "n"}, "extra": "e", "later": {"x": [1]}}`,
		`{"name": "a",, "count": 1}`,
		`{"count": 1, "count": 2}`,
		`{"tags": ["a", "b", "c", "d"]}`,
		`{"small": 128, "size": -1, "ratio": 1e999}`,
		`{"Name": "wrong case"} x`,
		`{"items": [{"qty": 5e}]}`,
		"{\"name\": \"\\ud800\\u00e9\"}",
		`{"scores": {"a": 1, "a": 2}}`,
		`[`,
		``,
		`null`,
		"\xef\xbb\xbf{\"name\": \"a\"}",
		"{\"name\": \"\xff\"}",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var got doc
		offs, err := Decode(data, &got, Options{MaxKeys: 8})
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error %T is not an *Error: %v", err, err)
			}
			if e.Offset < 0 || e.Offset > len(data) || e.Message() == "" || e.Problem < Syntax || e.Problem > Unsupported {
				t.Fatalf("problem %d at %d of %d bytes: %q", e.Problem, e.Offset, len(data), e.Message())
			}
			if e.Problem == Syntax && json.Valid(data) {
				t.Fatalf("a syntax error in valid JSON: %v", err)
			}
			return
		}
		if err := sameAsUnmarshal(data, got); err != nil {
			t.Fatalf("%q: %v", data, err)
		}
		for p, s := range offs.All() {
			if s.Value >= len(data) || s.Key > s.Value || Locate(data, p) != s.Value {
				t.Fatalf("%v at %+v; Locate says %d", p, s, Locate(data, p))
			}
		}
	})
}
