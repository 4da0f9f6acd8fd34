package play

// Logbook: the combat log as each side may read it: the events its units saw (in its own
// words, Sight.Told), narrated under the heading of the action they belong to, numbered by the
// actions it saw.

import (
	"skirmish/combat"
	"skirmish/combat/narrate"
)

// maxLines is how many lines a side's log keeps; past it the oldest third go.
const maxLines = 3000

// Line is one line of a side's combat log.
type Line struct {
	Depth narrate.Depth
	Text  string
	// N numbers the lines of the log from its first (lines dropped from the front keep theirs),
	// so a screen knows which lines it has not yet laid out.
	N int
	// Aside marks the battle's bookkeeping, which a screen may hide behind a detail toggle: a
	// condition running out at the end of a round or turn, a reaction's prompt, a die rolled
	// for what has its own line.
	Aside bool
}

// aside reports whether a narrated line tells bookkeeping (Line.Aside).
func aside(e combat.Event) bool {
	switch e := e.(type) {
	case combat.ConditionRemoved:
		switch combat.Ends(e.Why) {
		case combat.EndOfRound, combat.EndOfTurn, combat.StartOfTurn, combat.StartOfRound:
			return true
		}
		return false
	case combat.Reacted, combat.Rolled, combat.CounterSet:
		return true
	}
	return false
}

// book is one reader's combat log: side's, or every side's (side -1).
type book struct {
	side  int
	narr  narrate.Narrator
	lines []Line
	n     int // lines written so far
	// at is the next event of the log to read; queue the events told but not yet narrated (the
	// last waits for the one after it, which says whether its roll is shown by the next line).
	at    int
	queue []int
	// acted is the index of the action in progress (its Acted event), -1 between actions;
	// headed says whether this reader's log has its heading.
	acted  int
	headed bool
}

// newBook is side's log from event from of the battle's log on.
func newBook(side, from int) *book { return &book{side: side, at: from, acted: -1} }

// read takes in the events of s's log not yet read: each one the reader may know is queued,
// under its action's heading (written from the action as the reader knows it, when the reader
// did not see the action begin but sees what it does). With final set (between two actions)
// everything queued is narrated and a move being gathered is written.
func (k *book) read(s *Match, final bool) {
	log := s.B.Log
	for ; k.at < len(log); k.at++ {
		i := k.at
		switch e := log[i].(type) {
		case combat.RoundStarted, combat.TurnStarted, combat.TurnEnded:
			k.acted = -1
		case combat.Acted:
			k.acted, k.headed = -1, false
			if e.Action.Unit != "" {
				k.acted = i
			}
			if s.tells(k.side, i) {
				k.headed = true
				k.queue = append(k.queue, i)
			}
			continue
		}
		if !s.tells(k.side, i) {
			continue
		}
		if k.acted >= 0 && !k.headed && private(log[i]) {
			k.queue = append(k.queue, k.acted) // the heading of an action first seen mid-way
			k.headed = true
		}
		k.queue = append(k.queue, i)
	}
	keep := 1
	if final {
		keep = 0
	}
	for len(k.queue) > keep {
		i := k.queue[0]
		k.queue = k.queue[1:]
		var next combat.Event
		if len(k.queue) > 0 {
			next = s.sight.Told(k.side, k.queue[0])
		}
		k.write(k.narr.Event(s.sight.Told(k.side, i), next))
	}
	if final {
		k.write(k.narr.Flush())
	}
}

// write appends narrated lines, dropping the oldest third past maxLines.
func (k *book) write(ls []narrate.Line) {
	for _, l := range ls {
		k.n++
		k.lines = append(k.lines, Line{Depth: l.Depth, Text: l.Text, N: k.n, Aside: aside(l.Event)})
	}
	if len(k.lines) > maxLines {
		k.lines = append(k.lines[:0], k.lines[len(k.lines)-2*maxLines/3:]...)
	}
}
