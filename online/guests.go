package online

// Guests: whoever has the match code asks the host what the match is, takes a side's seat,
// or watches; the host lets the guest's key use that audience's subjects and nothing else.

import (
	"fmt"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"

	"skirmish/combat/save"
)

// Info is what anyone with the code may know of the match now.
func (h *Host) Info() MatchInfo {
	b := h.m.B
	f := h.rec.Setup
	mi := MatchInfo{Protocol: Protocol, Game: save.GameVersion, ID: h.n.id, Title: h.rec.Title, Map: baseName(f.Map.Path),
		MapSHA256: f.Map.SHA256, Width: b.Map.Width, Height: b.Map.Height, Rules: f.Rules.ID, Options: f.Rules.Options,
		Fog: h.rec.Fog, Observers: h.rec.Observers, Round: b.Round, Over: h.m.Over(), Winner: b.Winner}
	if len(h.net.addresses) > 0 {
		mi.Address = h.net.addresses[0]
	}
	for i, sd := range b.Sides {
		st := h.seats[i]
		si := SideInfo{Name: sd.Name, Seat: st.Seat, Taken: st.lease != "", Player: st.player}
		if st.Seat == SeatAI {
			si.Level = levelName(st.Level)
		}
		mi.Sides = append(mi.Sides, si)
	}
	return mi
}

// baseName is a path's last element, either slash.
func baseName(p string) string {
	if i := strings.LastIndexAny(p, `/\`); i >= 0 {
		return p[i+1:]
	}
	return p
}

// guest answers a guest's request.
func (h *Host) guest(msg *nats.Msg) {
	var req JoinRequest
	reply := JoinReply{Side: -1}
	if err := decode(msg.Data, msg.Header, MaxMessage, &req); err != nil {
		reply.Refused = asRefusal(err)
		h.respond(msg, reply)
		return
	}
	reply.Match = h.Info()
	if req.Protocol != Protocol {
		reply.Refused = refused(CodeVersion, "this match is hosted by Skirmish %s, which speaks online protocol %d; your game (%s) speaks %d: play it with the host's version",
			save.GameVersion, Protocol, req.Game, req.Protocol)
	} else if code, err := NormalCode(req.Code); err != nil || MatchID(code) != h.n.id {
		reply.Refused = refused(CodeWrongCode, "that is not this match's code")
	} else if req.Op != OpInfo && !h.proven(&req) {
		reply.Refused = refused(CodeGrant, "the request is not signed by the key it names")
	} else {
		switch req.Op {
		case OpInfo:
		case OpJoin:
			reply.Refused = h.take(&req, &reply)
		case OpObserve:
			reply.Refused = h.observe(&req, &reply)
		default:
			reply.Refused = refused(CodeMalformed, "no such request %q", req.Op)
		}
	}
	if reply.Refused != nil {
		h.logf("refused a guest (%s): %s", req.Player, reply.Refused.Text)
		reply.Side, reply.Lease = -1, ""
	}
	h.respond(msg, reply)
}

// proven reports whether the request is signed by the key it names.
func (h *Host) proven(req *JoinRequest) bool {
	kp, err := nkeys.FromPublicKey(req.Key)
	return err == nil && kp.Verify(proofText(h.n.id, req), req.Proof) == nil
}

// take gives the guest a side's seat: the side asked for (any free one when none is named)
// if it is played from afar and nobody holds it, or its holder has gone quiet, or the guest
// takes back its own seat (its lease).
func (h *Host) take(req *JoinRequest, reply *JoinReply) *Refusal {
	if h.m.Over() {
		return refused(CodeClosed, "the match is over")
	}
	side := -1
	if req.Side == "" {
		for i, st := range h.seats {
			if st.Seat == SeatRemote && h.free(st) {
				side = i
				break
			}
		}
		if side < 0 {
			return h.full()
		}
	} else if side = h.m.B.SideIndex(req.Side); side < 0 || h.seats[side].Seat != SeatRemote {
		var names []string
		for i, st := range h.seats {
			if st.Seat == SeatRemote {
				names = append(names, h.m.B.Sides[i].Name)
			}
		}
		return refused(CodeNoSide, "no side %q is played from afar here (those that are: %s)", req.Side, strings.Join(names, ", "))
	}
	st := h.seats[side]
	// its own seat: by its lease, or a join asked again by the key that took the seat (the
	// answer to the first was lost with a link cut as it was sent: Seat's askAgain)
	mine := req.Key != "" && req.Key == st.key && (req.Lease == st.lease || req.Lease == "")
	if !mine && !h.free(st) {
		if h.openSeats() == 0 {
			return h.full()
		}
		return refused(CodeTaken, "side %s is taken by %s", h.m.B.Sides[side].Name, playerName(st.player))
	}
	return h.grant(side, audience(side), req, reply, mine)
}

// free reports whether a remote seat may be given to a new player: nobody holds it, or its
// holder has not been heard from for staleAfter.
func (h *Host) free(st *seatState) bool {
	return st.lease == "" || time.Since(st.seen) > staleAfter
}

// openSeats counts the remote seats that may be taken.
func (h *Host) openSeats() int {
	n := 0
	for _, st := range h.seats {
		if st.Seat == SeatRemote && h.free(st) {
			n++
		}
	}
	return n
}

// full is the refusal of a match whose remote seats are all taken.
func (h *Host) full() *Refusal {
	var taken []string
	for i, st := range h.seats {
		if st.Seat == SeatRemote {
			taken = append(taken, fmt.Sprintf("%s by %s", h.m.B.Sides[i].Name, playerName(st.player)))
		}
	}
	if len(taken) == 0 {
		return refused(CodeFull, "the match is full: no side is played from afar")
	}
	return refused(CodeFull, "the match is full: every side played from afar is taken (%s)", strings.Join(taken, ", "))
}

// playerName is a player's name, or "another player".
func playerName(p string) string {
	if p == "" {
		return "another player"
	}
	return p
}

// grant lets the guest's key use the audience's subjects, and records the seat given (a
// side's: a new lease, unless the guest takes its own back; the key it replaces is shut out).
func (h *Host) grant(side int, a string, req *JoinRequest, reply *JoinReply, mine bool) *Refusal {
	jwt, err := h.net.auth.grant(req.Key, a)
	if err != nil {
		return asRefusalCode(err, CodeGrant)
	}
	reply.JWT, reply.Side = jwt, side
	if a == audience(-1) {
		h.logf("%s watches", playerName(req.Player))
		return nil
	}
	st := h.seats[side]
	if !mine && st.key != "" && st.key != req.Key {
		if err := h.net.auth.revoke(st.key); err != nil {
			h.logf("shutting out the seat's old key: %v", err)
		}
	}
	// a new lease each time: the messages of the connection before it are stale
	st.lease = randomID()
	if aud := h.auds[side]; aud != nil {
		aud.seq, aud.answer = 0, nil
	}
	st.key, st.player, st.seen = req.Key, req.Player, time.Now()
	if err := h.jr.write(record{Seat: &seatGrant{Side: side, Key: st.key, Lease: st.lease, Player: st.player}}); err != nil {
		h.logf("recording the seat: %v", err)
	}
	reply.Lease = st.lease
	reply.Match = h.Info()
	h.logf("%s takes side %s", playerName(req.Player), h.m.B.Sides[side].Name)
	h.putLobby()
	return nil
}

// observe lets the guest watch, if the host lets observers in.
func (h *Host) observe(req *JoinRequest, reply *JoinReply) *Refusal {
	if h.auds[len(h.seats)] == nil {
		return refused(CodeClosed, "the host lets no observers in")
	}
	return h.grant(-1, audience(-1), req, reply, false)
}

// asRefusalCode is err as a refusal, of code when it is not one already.
func asRefusalCode(err error, code string) *Refusal {
	if r := asRefusal(err); r.Code != CodeMalformed || code == CodeMalformed {
		return r
	}
	return refused(code, "%v", err)
}
