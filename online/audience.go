package online

// Audiences: who watches the match through the network (each side played from afar, the
// observers), each with its stream of frames (the events it is told and its combat log) and
// its view, pushed when it changes.

import (
	"context"
	"fmt"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"skirmish/play"
)

// aud is one audience of the match.
type aud struct {
	name string
	// side is the side whose seat it is (-1: the observers); sess the session whose eyes it
	// has.
	side int
	sess *play.Session
	// epoch is the match's epoch last told; told the length of the battle's log told; line
	// the last log line sent; newLog is set while the next frame must carry the whole log.
	epoch  int
	told   int
	line   int
	newLog bool
	over   bool
	// frames is the number of the last frame in its stream; view the view last pushed, and
	// viewSeq its number in this run.
	frames  uint64
	view    *play.View
	viewSeq uint64
	// seq is the number of the last message of the seat's taken, answer its answer (sent
	// again to a message sent again); acked the frames the seat said it has.
	seq    uint64
	answer []byte
	acked  uint64
}

// openAudiences makes each audience's stream and seat, playing again the action the record
// left under way; each audience's next frame carries its whole log and what it has not yet
// been told.
func (h *Host) openAudiences(ctx context.Context, r *play.Record) error {
	h.auds = make([]*aud, len(h.seats)+1)
	for i, st := range h.seats {
		if st.Seat != SeatAI {
			h.auds[i] = &aud{name: audience(i), side: i}
		}
	}
	switch obs := h.rec.Observers; obs {
	case ObserveNone, "":
	case ObserveAll:
		h.auds[len(h.seats)] = &aud{name: audience(-1), side: -1}
	default:
		h.auds[len(h.seats)] = &aud{name: audience(-1), side: h.m.B.SideIndex(obs)}
	}
	for _, a := range h.auds {
		if a == nil {
			continue
		}
		s, err := ensureStream(ctx, h.net.js, h.n.stream(a.name), h.n.frames(a.name), h.cfg.Net.Replicas)
		if err != nil {
			return err
		}
		a.sess, a.epoch, a.newLog = h.m.Session(a.side), h.m.Epoch(), true
		last, err := s.GetLastMsgForSubject(ctx, h.n.frames(a.name))
		if err == nil {
			var f Frame
			if err := decode(last.Data, last.Header, 0, &f); err != nil {
				return fmt.Errorf("the last frame of %s: %w", a.name, err)
			}
			a.frames, a.told, a.over = last.Sequence, f.Told, f.Over
		} else if err != jetstream.ErrMsgNotFound {
			return fmt.Errorf("the stream of %s: %w", a.name, err)
		}
	}
	if r != nil && r.Pending != nil {
		h.logf("playing again the action under way when the host stopped: %s", play.ActionName(*r.Pending))
		if err := h.m.Resume(*r.Pending, r.PendingReactions); err != nil {
			h.logf("the action under way is refused now: %v", err)
		}
	}
	return h.publish()
}

// publish sends each audience what it has not yet been told: a frame of its events and log
// lines (kept in its stream before anything else happens), and its view when it changed.
func (h *Host) publish() error {
	var first error
	for _, a := range h.auds {
		if a == nil {
			continue
		}
		if err := h.publishFrame(a); err != nil && first == nil {
			first = err
		}
		h.pushView(a)
	}
	return first
}

// publishFrame sends a the frame of what it has not been told, if anything.
func (h *Host) publishFrame(a *aud) error {
	m := h.m
	f := Frame{NewLog: a.newLog, Told: len(m.B.Log)}
	epoch := m.Epoch()
	if epoch != a.epoch {
		f.Restart, f.NewLog = true, true
	} else {
		f.Events = a.sess.ToldSince(a.told)
	}
	line := a.line
	if f.NewLog {
		line = 0
	}
	lines := a.sess.Log()
	for i := range lines {
		if lines[i].N > line {
			f.Lines = lines[i:]
			break
		}
	}
	if m.Over() {
		f.Over, f.Winner = true, m.B.Winner
	}
	if !f.Restart && !f.NewLog && len(f.Events) == 0 && len(f.Lines) == 0 && f.Over == a.over && f.Told == a.told {
		return nil
	}
	data, hdr, err := encode(f)
	if err != nil {
		return err
	}
	ack, err := keep(h.net.js, &nats.Msg{Subject: h.n.frames(a.name), Data: data, Header: hdr},
		fmt.Sprintf("%s-%s-%d", h.run, a.name, a.frames), jetstream.WithExpectLastSequence(a.frames))
	if err != nil {
		return fmt.Errorf("the frames of %s: %w", a.name, err)
	}
	a.frames, a.epoch, a.told, a.newLog, a.over = ack.Sequence, epoch, f.Told, false, f.Over
	if len(lines) > 0 {
		a.line = lines[len(lines)-1].N
	} else if f.NewLog {
		a.line = 0
	}
	return nil
}

// viewNote is a's view now, as sent.
func (h *Host) viewNote(a *aud) *ViewNote {
	v := a.sess.View()
	if v != a.view {
		a.view = v
		a.viewSeq++
	}
	return &ViewNote{Run: h.run, Seq: a.viewSeq, Frames: a.frames, View: v}
}

// pushView pushes a's view when it changed since it was last sent.
func (h *Host) pushView(a *aud) {
	if a.sess.View() == a.view {
		return
	}
	data, hdr, err := encode(h.viewNote(a))
	if err != nil {
		h.logf("the view of %s: %v", a.name, err)
		return
	}
	if err := h.net.nc.PublishMsg(&nats.Msg{Subject: h.n.view(a.name), Data: data, Header: hdr}); err != nil {
		h.logf("the view of %s: %v", a.name, err)
	}
}
