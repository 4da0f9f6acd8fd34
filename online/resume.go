package online

// Resuming: a host started with the code of a match whose record is on the server goes on
// with that match from its record.

import (
	"errors"
	"fmt"
	"time"

	"skirmish/combat"
	"skirmish/combat/save"
	"skirmish/grid"
	"skirmish/play"
)

// resume rebuilds the match from its record: the setup and seats as hosted, every choice
// ended in it, the seats granted; it returns the record, whose action under way (if any)
// openAudiences plays again.
func (h *Host) resume(past []record) (*play.Record, error) {
	first := past[0].Match
	if first == nil || first.Setup == nil {
		return nil, errors.New("the match's record does not start with the match")
	}
	if first.Protocol != Protocol {
		return nil, fmt.Errorf("the match's record was written by online protocol %d; this game speaks %d", first.Protocol, Protocol)
	}
	h.rec = *first
	m, err := h.recordMap(first.Setup)
	if err != nil {
		return nil, err
	}
	if h.setup, err = first.Setup.Setup("the match's record", m); err != nil {
		return nil, err
	}
	r := &play.Record{}
	var grants []seatGrant
	for i, rec := range past[1:] {
		switch {
		case rec.Entry != nil:
			if err := r.Add(*rec.Entry); err != nil {
				return nil, fmt.Errorf("the match's record, message %d: %w", i+2, err)
			}
		case rec.Seat != nil:
			grants = append(grants, *rec.Seat)
		}
	}
	var b *combat.Battle
	if r.Started() {
		b, err = r.Battle(h.setup)
	} else {
		b, err = combat.New(h.setup)
	}
	if err != nil {
		return nil, err
	}
	if err := h.play(b); err != nil {
		return nil, err
	}
	now := time.Now()
	for _, g := range grants {
		if g.Side >= 0 && g.Side < len(h.seats) {
			st := h.seats[g.Side]
			st.key, st.lease, st.player, st.seen = g.Key, g.Lease, g.Player, now
		}
	}
	h.resumed = true
	h.logf("resumed the match from its record: round %d, %d actions", b.Round, len(r.Actions))
	return r, nil
}

// recordMap is the map the record's match was hosted on: the host's, when it is the same
// map, else the file the record names, when it still holds the same map.
func (h *Host) recordMap(f *save.File) (*grid.Map, error) {
	if m := h.cfg.Setup.Map; m != nil && m.File != "" {
		if sum, err := save.HashMapFile(m.File); err == nil && sum == f.Map.SHA256 {
			return m, nil
		}
	}
	if sum, err := save.HashMapFile(f.Map.Path); err != nil || sum != f.Map.SHA256 {
		return nil, fmt.Errorf("the match of this code was hosted on map %s, which is no longer there as it was: host it with that map (--map)", f.Map.Path)
	}
	return grid.Load(f.Map.Path)
}
