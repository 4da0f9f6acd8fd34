package online

// The host's loop: the requests of guests and seats taken one at a time on the loop's
// goroutine (the one that plays the match), the AI's actions, what each audience is told.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/nats-io/nats.go"

	"skirmish/combat/save"
	"skirmish/play"
)

// listen subscribes the host to the guests' subject and each audience's messages.
func (h *Host) listen() error {
	subjects := []string{h.n.join()}
	for _, a := range h.auds {
		if a != nil {
			subjects = append(subjects, h.n.in(a.name))
		}
	}
	for _, s := range subjects {
		sub, err := h.net.nc.ChanSubscribe(s, h.reqs)
		if err != nil {
			return fmt.Errorf("listening on %s: %w", s, err)
		}
		h.subs = append(h.subs, sub)
	}
	return h.net.nc.Flush()
}

// Result is how a hosted match ended.
type Result struct {
	// Over is set when the battle ended (won, or past its round cap); Winner names the winning
	// side ("" for a draw).
	Over   bool
	Winner string
	Round  int
	// Events is the length of the battle's log and LogSHA256 its hash (save.LogHash): the
	// match's save replays to the same.
	Events    int
	LogSHA256 string
	// Save is the save written, if any.
	Save string
}

// endGrace is how long a host that has finished waits for its players' games to say they
// have every frame.
const endGrace = 10 * time.Second

// Run plays the match until it ends (its result, after writing the save) or ctx is done (the
// match stays in its record, to be resumed).
func (h *Host) Run(ctx context.Context) (Result, error) {
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	var lastAI time.Time
	var backoff <-chan time.Time
	for {
		if err := h.publish(); err != nil {
			h.logf("%v", err)
			backoff = time.After(time.Second)
		}
		if h.m.Over() {
			return h.finish(ctx)
		}
		var pace <-chan time.Time
		if h.aiTurn() && backoff == nil {
			if wait := h.cfg.Pace - time.Since(lastAI); wait > 0 {
				pace = time.After(wait)
			} else {
				n := len(h.m.B.Log)
				if _, err := h.m.StepAI(); err != nil && len(h.m.B.Log) == n {
					h.logf("the AI's action: %v", err)
					backoff = time.After(time.Second)
				}
				lastAI = time.Now()
				h.drain()
				continue
			}
		}
		select {
		case <-ctx.Done():
			return h.result(), ctx.Err()
		case msg := <-h.reqs:
			h.handle(msg)
		case <-tick.C:
			h.putLobby()
		case <-pace:
		case <-backoff:
			backoff = nil
		}
	}
}

// drain takes the requests waiting, without blocking (between the AI's actions).
func (h *Host) drain() {
	for {
		select {
		case msg := <-h.reqs:
			h.handle(msg)
		default:
			return
		}
	}
}

// aiTurn reports whether the AI may act now: its side is in turn and no prompt waits.
func (h *Host) aiTurn() bool { return h.m.AITurn() && h.m.Pending() == nil && !h.m.Busy() }

// handle answers one request.
func (h *Host) handle(msg *nats.Msg) {
	if msg.Subject == h.n.join() {
		h.guest(msg)
		return
	}
	for _, a := range h.auds {
		if a != nil && msg.Subject == h.n.in(a.name) {
			h.intent(a, msg)
			return
		}
	}
}

// respond answers msg with v.
func (h *Host) respond(msg *nats.Msg, v any) {
	if msg.Reply == "" {
		return
	}
	data, hdr, err := encode(v)
	if err != nil {
		h.logf("an answer: %v", err)
		return
	}
	if err := msg.RespondMsg(&nats.Msg{Data: data, Header: hdr}); err != nil {
		h.logf("an answer: %v", err)
	}
}

// intent takes one message of audience a's seat: a stale seat's, one of another run's, one
// sent before or a malformed one is refused and changes nothing; else its play.Msg goes to the
// seat's session, what it changed is published, and the answer carries the seat's view.
func (h *Host) intent(a *aud, msg *nats.Msg) {
	var in Intent
	if err := decode(msg.Data, msg.Header, MaxMessage, &in); err != nil {
		h.respond(msg, Answer{Refused: asRefusal(err), Run: h.run})
		return
	}
	if a.side >= 0 && a.name != audience(-1) {
		st := h.seats[a.side]
		if in.Lease == "" || in.Lease != st.lease {
			h.respond(msg, Answer{Refused: refused(CodeStale, "this seat was taken since by another connection (%s)", st.player), Run: h.run, Seq: in.Seq})
			return
		}
		st.seen = time.Now()
	}
	switch {
	case in.Run != h.run:
		h.respond(msg, Answer{Refused: refused(CodeRun, "the host has restarted since: look at the battle again"), Run: h.run, Seq: in.Seq, View: h.viewNote(a)})
		return
	case in.Seq == a.seq && a.answer != nil:
		msg.Respond(a.answer) // the same message again (its answer was lost): the same answer
		return
	case in.Seq <= a.seq:
		h.respond(msg, Answer{Refused: refused(CodeReplayed, "message %d was sent before (the last taken is %d)", in.Seq, a.seq), Run: h.run, Seq: in.Seq})
		return
	}
	a.acked = max(a.acked, in.Frames)
	var reply play.Reply
	if in.Msg != nil {
		if a.side < 0 || a.name == audience(-1) {
			reply = watcherSend(a.sess, *in.Msg)
		} else {
			reply = a.sess.Send(*in.Msg)
		}
		if err := h.publish(); err != nil {
			h.logf("%v", err)
		}
	}
	ans := Answer{Seq: in.Seq, Reply: reply, Run: h.run, View: h.viewNote(a)}
	data, err := json.Marshal(ans)
	if err != nil {
		h.logf("an answer: %v", err)
		return
	}
	a.seq, a.answer = in.Seq, data
	h.respond(msg, ans)
}

// watcherSend takes from an observer only what changes nothing of the battle or its seats:
// nothing (an observer's session may be a side's seat).
func watcherSend(*play.Session, play.Msg) play.Reply {
	return play.Reply{Refused: "observers watch: they send nothing to the battle"}
}

// asRefusal is err as a refusal (a malformed message's, if it is not one already).
func asRefusal(err error) *Refusal {
	var r *Refusal
	if errors.As(err, &r) {
		return r
	}
	return refused(CodeMalformed, "%v", err)
}

// result is how the match stands.
func (h *Host) result() Result {
	b := h.m.B
	r := Result{Over: h.m.Over(), Winner: b.Winner, Round: b.Round, Events: len(b.Log)}
	r.LogSHA256, _ = save.LogHash(b.Log)
	return r
}

// finish ends a match that is over: the save written, the lobby's entry gone, and a wait
// (at most endGrace) until the players' games have every frame.
func (h *Host) finish(ctx context.Context) (Result, error) {
	r := h.result()
	h.deleteLobby()
	if h.cfg.Save != "" {
		if err := h.WriteSave(h.cfg.Save); err != nil {
			return r, err
		}
		r.Save = h.cfg.Save
	}
	deadline := time.After(endGrace)
	for !h.allAcked() {
		select {
		case msg := <-h.reqs:
			h.handle(msg)
		case <-deadline:
			return r, nil
		case <-ctx.Done():
			return r, nil
		}
	}
	return r, nil
}

// allAcked reports whether every seat heard from lately has said it has every frame.
func (h *Host) allAcked() bool {
	for i, a := range h.auds {
		if a == nil || i >= len(h.seats) || h.seats[i].lease == "" || time.Since(h.seats[i].seen) > staleAfter {
			continue
		}
		if a.acked < a.frames {
			return false
		}
	}
	return true
}

// WriteSave writes the match's save: a local battle's, its seed, setup and actions.
func (h *Host) WriteSave(path string) error {
	c := *h.rec.Setup.Client
	c.Players = slices.Clone(c.Players)
	for i := range c.Players {
		if i < len(h.seats) && h.seats[i].player != "" && c.Players[i].Human {
			c.Players[i].Name = h.seats[i].player
		}
	}
	f, err := save.New(h.setup, h.m.B, save.Info{Title: h.rec.Title, Client: &c})
	if err != nil {
		return err
	}
	return save.Write(path, f)
}
