package scenario

// decode: the scenario's terms for the shared strict JSON reader (internal/strictjson): paths, options, lines.

import (
	"errors"

	"skirmish/internal/strictjson"
)

// path is where a value sits in the file: object keys (string) and array indexes (int).
type path = strictjson.Path

// readOptions are how a scenario file is read: null counts as leaving a field out
// (docs/scenarios.md), and lists are bounded only by their fields' max tags.
var readOptions = strictjson.Options{NullOK: true}

// located is a JSON value kept as its bytes with its offset and path in the file, for values
// decoded later (a unit's stats, once the ruleset's catalog is known).
type located = strictjson.Raw

// locate returns the offset where the value at p starts in data, or where the deepest
// enclosing value that is there starts (the object missing the field).
func locate(data []byte, p path) int { return strictjson.Locate(data, p) }

// lineOf returns the 1-based line of the byte at offset off.
func lineOf(data []byte, off int) int {
	line, _ := strictjson.LineCol(data, off)
	return line
}

// fromDecode turns a reader's error into an *Error with its line and field.
func (s *Scenario) fromDecode(err error) *Error {
	var je *strictjson.Error
	if errors.As(err, &je) {
		return &Error{File: s.File, Line: lineOf(s.data, je.Offset), Field: je.Path.String(), Msg: je.Message()}
	}
	return &Error{File: s.File, Msg: err.Error()}
}
