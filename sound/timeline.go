package sound

// The timeline: a run of told events heard beat after beat, as `skirmish shot --audio` renders it.

import (
	"time"

	"skirmish/combat"
	"skirmish/play"
)

// Beats cuts a run of told events into beats, as the screen shows them: a beat begins at each
// action, each round's and turn's start and the battle's end, and holds what that set off
// (the moves, the rolls, the reactions taken out of turn in its middle).
func Beats(events []play.Told) [][]play.Told {
	var out [][]play.Told
	start := 0
	for k, t := range events {
		switch t.Event.(type) {
		case combat.Acted, combat.TurnStarted, combat.RoundStarted, combat.Ended:
			if k > start {
				out = append(out, events[start:k])
			}
			start = k
		}
	}
	if start < len(events) {
		out = append(out, events[start:])
	}
	return out
}

// Timeline lays the cues of a run of told events on one time line, each At from the start of
// the run: each beat (Beats) starts when the one before it has sounded (Beat's span), so that
// the blows of one action never drown the next's. It returns the cues and the run's length.
func (h *Hearer) Timeline(events []play.Told) ([]Cue, time.Duration) {
	var out []Cue
	var at time.Duration
	for _, b := range Beats(events) {
		cues, span := h.Beat(b)
		for _, c := range cues {
			c.At += at
			out = append(out, c)
		}
		at += span
	}
	return out, at
}
