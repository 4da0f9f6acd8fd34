// Package strictjson reads JSON into Go values strictly, remembering where each value starts so that every problem can name its line, column and path.
//
// Decode is encoding/json's Unmarshal with the leniencies taken out: field names match
// exactly, unknown and repeated keys are errors, null is refused (unless Options.NullOK),
// lists and objects may be bounded, and nothing may follow the value. Each problem is an
// *Error with its byte offset, its Path ("units[2].at") and the facts a message needs, so
// that a caller can word it for its own readers; Want and Value are the shared vocabulary.
// Decode also returns the Offsets of every value it read, by path, and Locate finds a
// path's offset in a document read without a type; LineCol turns an offset into a line and
// column.
package strictjson
