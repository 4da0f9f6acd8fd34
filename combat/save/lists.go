package save

// A save's actions and reactions, streamed: Parse checks each as it reads the list but keeps
// only the list's bytes, and a replay decodes them one at a time, so that reading and
// replaying a save costs its bytes and its battle, never a decoded value for each element of
// a list it may not even get to.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"skirmish/combat"
)

// rawList is a JSON list kept as its bytes, with its length.
type rawList struct {
	data []byte
	n    int
}

// actionList and reactionList are how Parse reads a save's lists (fileJSON); most is the
// longest list taken, set before the list is read: the events the save records (each action
// and reaction gave one), or MaxActions and MaxReactions.
type (
	actionList struct {
		rawList
		most int
	}
	reactionList struct {
		rawList
		most int
	}
)

// UnmarshalJSON checks a list of actions, each as the replay will decode it (no unknown
// field, a kind), and keeps its bytes; a problem with one is an *ItemError.
func (l *actionList) UnmarshalJSON(raw []byte) error {
	return l.scan(raw, l.most, "actions", func(dec *json.Decoder) error {
		var a combat.Action
		if err := dec.Decode(&a); err != nil {
			return err
		}
		if strings.TrimSpace(a.Kind) == "" {
			return errors.New("kind: missing: every action has a kind")
		}
		return nil
	})
}

// UnmarshalJSON checks a list of reactions and keeps its bytes, as actionList's does.
func (l *reactionList) UnmarshalJSON(raw []byte) error {
	return l.scan(raw, l.most, "reactions", func(dec *json.Decoder) error {
		var r Reaction
		return dec.Decode(&r)
	})
}

// scan reads raw, a JSON list of at most most elements, checking each with check (which
// decodes one element, refusing unknown fields), and keeps the list and the count. It keeps
// the list compacted, in bytes of its own: white space, however much the file holds, is
// neither kept nor buffered by the decoders that read the list. (raw is only read: the
// strict reader may hand over the file's own bytes.)
func (l *rawList) scan(raw []byte, most int, what string, check func(*json.Decoder) error) error {
	var buf bytes.Buffer
	if err := json.Compact(&buf, raw); err != nil {
		return err
	}
	raw = buf.Bytes()
	dec := newDecoder(raw)
	if tok, err := dec.Token(); err != nil || tok != json.Delim('[') {
		return errors.New("want a list of " + what)
	}
	n := 0
	for dec.More() {
		off := int(dec.InputOffset())
		if n == most {
			return &ItemError{Index: n, Offset: off, Err: fmt.Errorf("more than %d %s: a save holds at most %d, and no more than the events it records (result.events), since each gave one",
				most, what, max(MaxActions, MaxReactions))}
		}
		if err := check(dec); err != nil {
			return &ItemError{Index: n, Offset: off, Err: err}
		}
		n++
	}
	if _, err := dec.Token(); err != nil {
		return err
	}
	*l = rawList{data: raw, n: n}
	return nil
}

// newDecoder is a strict streaming decoder of data.
func newDecoder(data []byte) *json.Decoder {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return dec
}

// cursor walks a list of a save in order: a decoded list, or a rawList decoded an element at
// a time.
type cursor[T any] struct {
	list []T
	dec  *json.Decoder
	i, n int
}

// cursorOf walks list, or raw when it holds a list Parse read.
func cursorOf[T any](list []T, raw rawList) *cursor[T] {
	if raw.data == nil {
		return &cursor[T]{list: list, n: len(list)}
	}
	dec := newDecoder(raw.data)
	dec.Token() // the list's '[', checked by scan
	return &cursor[T]{dec: dec, n: raw.n}
}

// next returns the next element; ok is false at the end.
func (c *cursor[T]) next() (v T, ok bool, err error) {
	if c.i >= c.n {
		return v, false, nil
	}
	if c.dec == nil {
		v = c.list[c.i]
	} else if err := c.dec.Decode(&v); err != nil {
		return v, false, &ItemError{Index: c.i, Err: err}
	}
	c.i++
	return v, true, nil
}

// nextOf is c's next element as Marshal lists them.
func nextOf[T any](c *cursor[T]) func(int) (any, error) {
	return func(int) (any, error) {
		v, _, err := c.next()
		return v, err
	}
}

// actionCursor and reactionCursor walk the save's actions and reactions.
func (f *File) actionCursor() *cursor[combat.Action] { return cursorOf(f.Actions, f.actions) }
func (f *File) reactionCursor() *cursor[Reaction]    { return cursorOf(f.Reactions, f.reactions) }

// actionCount and reactionCount are how many the save holds.
func (f *File) actionCount() int   { return count(f.Actions, f.actions) }
func (f *File) reactionCount() int { return count(f.Reactions, f.reactions) }

// count is the length of list, or of raw when it holds a list Parse read.
func count[T any](list []T, raw rawList) int {
	if raw.data == nil {
		return len(list)
	}
	return raw.n
}

// fromLog sets the save's actions and reactions from the log of its battle, replayed to the
// end, dropping the bytes Parse kept: they are the log's own actions, and cost no more.
func (f *File) fromLog(log []combat.Event) {
	f.Actions, f.Reactions = Choices(log)
	f.actions, f.reactions = rawList{}, rawList{}
}
