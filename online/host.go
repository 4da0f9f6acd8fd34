package online

// Host: the game that runs a match: its battle (a play.Match), the server it is played on,
// the match's record, and each audience's seat (the sides played from afar, the observers).

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/nats-io/nats.go"

	"skirmish/ai"
	"skirmish/combat"
	"skirmish/combat/save"
	"skirmish/play"
)

// HostSeat is who plays one side of a hosted match.
type HostSeat struct {
	// Seat is SeatRemote (a player at another computer), SeatHost (the host's own player, who
	// plays through a Seat like the others) or SeatAI (the host's AI, at Level).
	Seat  string   `json:"seat"`
	Level ai.Level `json:"level,omitempty"`
}

// HostConfig is how a host plays its match.
type HostConfig struct {
	// Setup is the battle (its map loaded from a file: a save names it); Title the match's
	// name (the map's title when empty).
	Setup combat.Setup
	Title string
	// Seats are who plays each side, by side index.
	Seats []HostSeat
	// Fog hides from each side what its units do not see; MaxRounds ends the battle as a
	// draw after that round (0: never).
	Fog       bool
	MaxRounds int
	// Observers is what watchers see: ObserveNone (none are let in), ObserveAll, or a side's
	// name (that side's view).
	Observers string
	// Code is the match code (NewCode's when empty). A host started with the code of a match
	// whose record is on the server resumes that match (its record's setup and seats rule).
	Code string
	// Net is the server the match is played on.
	Net NetConfig
	// Public puts the match's code in its lobby entry, so that whoever reads the lobby (a
	// community's members) may join from it; else the entry says the match is there, and
	// players need the code from the host.
	Public bool
	// Save, when set, is where the match's save is written when it ends.
	Save string
	// Pace is the pause between the AI's actions (so that players can follow them; 0: none).
	Pace time.Duration
	// Log hears what the host does, a line at a time (nil: nothing).
	Log func(string)
}

// Host runs a match. Its methods but Run's are not for use while Run runs, except Close.
type Host struct {
	cfg   HostConfig
	code  string
	n     names
	net   *hostNet
	run   string
	setup combat.Setup
	rec   matchRecord
	m     *play.Match
	jr    *journal
	// auds are the audiences: the seats of the sides played through the network (by side)
	// and the observers' (auds[len(sides)], nil when none are let in).
	auds  []*aud
	seats []*seatState
	reqs  chan *nats.Msg
	subs  []*nats.Subscription
	// resumed is set when the match went on from a record.
	resumed bool
	// lobbyAt is when the lobby's entry was last written, lobbyInfo what it said of the seats.
	lobbyAt   time.Time
	lobbyInfo string
}

// seatState is one side's seat: who holds it (their key and lease) and when they were last
// heard from.
type seatState struct {
	HostSeat
	key, lease, player string
	seen               time.Time
}

// staleAfter is how long a seat's holder may go unheard before another player with the code
// may take the seat; seats say they are there every pingEvery.
const (
	staleAfter = 20 * time.Second
	pingEvery  = 5 * time.Second
)

// NewHost starts a match: it opens the server (starting the host's own, or reaching
// another), resumes the match of the code from its record when there is one (else records a
// new one), builds the battle and lets players in. Run plays it; Close stops it.
func NewHost(ctx context.Context, cfg HostConfig) (*Host, error) {
	code := cfg.Code
	if code == "" {
		code = NewCode()
	}
	norm, err := NormalCode(code)
	if err != nil {
		return nil, err
	}
	h := &Host{cfg: cfg, code: code, n: names{id: MatchID(norm)}, run: randomID(), reqs: make(chan *nats.Msg, 256)}
	if h.net, err = openHostNet(ctx, cfg.Net, h.n, norm, len(cfg.Seats), h.cfg.Log); err != nil {
		return nil, err
	}
	if err := h.open(ctx); err != nil {
		h.Close()
		return nil, err
	}
	return h, nil
}

// open reads the match's record (resuming the match, or recording a new one), opens the
// audiences' streams and lets players in.
func (h *Host) open(ctx context.Context) error {
	cfg := h.cfg
	js := h.net.js
	jst, err := ensureStream(ctx, js, h.n.journalStream(), h.n.journal(), cfg.Net.Replicas)
	if err != nil {
		return err
	}
	h.jr = &journal{js: js, subject: h.n.journal(), run: h.run}
	var past []record
	if err := readAll(ctx, jst, func(seq uint64, data []byte) error {
		var r record
		if err := json.Unmarshal(data, &r); err != nil {
			return fmt.Errorf("the match's record, message %d: %w", seq, err)
		}
		past = append(past, r)
		h.jr.last = seq
		return nil
	}); err != nil {
		return fmt.Errorf("reading the match's record: %w", err)
	}
	var pending *play.Record
	if len(past) > 0 {
		pending, err = h.resume(past)
	} else {
		err = h.start()
	}
	if err != nil {
		return err
	}
	if err := h.openAudiences(ctx, pending); err != nil {
		return err
	}
	if err := h.listen(); err != nil {
		return err
	}
	h.putLobby()
	return nil
}

// start records a new match from the configuration and builds its battle.
func (h *Host) start() error {
	cfg := h.cfg
	s := cfg.Setup
	if s.Map == nil || s.Map.File == "" {
		return errors.New("a hosted match's map must come from a file")
	}
	b, err := combat.New(s)
	if err != nil {
		return err
	}
	if len(cfg.Seats) != len(b.Sides) {
		return fmt.Errorf("%d seats for the %d sides %v", len(cfg.Seats), len(b.Sides), b.Sides)
	}
	f, err := save.New(s, b, save.Info{Title: h.title(), Client: h.client(b)})
	if err != nil {
		return err
	}
	obs := cfg.Observers
	if obs == "" {
		obs = ObserveNone
	}
	if obs != ObserveNone && obs != ObserveAll && b.SideIndex(obs) < 0 {
		return fmt.Errorf("observers see %q: want %s, %s or a side's name", obs, ObserveNone, ObserveAll)
	}
	h.rec = matchRecord{Protocol: Protocol, Title: h.title(), Setup: f, Seats: slices.Clone(cfg.Seats), Fog: cfg.Fog,
		MaxRounds: cfg.MaxRounds, Observers: obs}
	if err := h.jr.write(record{Match: &h.rec}); err != nil {
		return err
	}
	h.setup = s
	return h.play(b)
}

// title is the match's name: the configuration's, else the map's title, else its file's.
func (h *Host) title() string {
	switch {
	case h.cfg.Title != "":
		return h.cfg.Title
	case h.cfg.Setup.Map != nil && h.cfg.Setup.Map.Title != "":
		return h.cfg.Setup.Map.Title
	case h.cfg.Setup.Map != nil:
		return h.cfg.Setup.Map.File
	}
	return "a match"
}

// client is who plays each side as a save says it.
func (h *Host) client(b *combat.Battle) *save.Client {
	c := &save.Client{Fog: h.cfg.Fog}
	for i, sd := range b.Sides {
		p := save.Player{Side: sd.Name}
		if i < len(h.cfg.Seats) && h.cfg.Seats[i].Seat != SeatAI {
			p.Human, p.Name = true, sd.Name+"'s player"
		} else if i < len(h.cfg.Seats) {
			p.Level = levelName(h.cfg.Seats[i].Level)
		}
		c.Players = append(c.Players, p)
	}
	return c
}

// levelName names an AI level as saves do.
func levelName(l ai.Level) string {
	if int(l) >= 0 && int(l) < len(save.AILevels) {
		return save.AILevels[l]
	}
	return "normal"
}

// play makes the match of battle b, its seats from the record.
func (h *Host) play(b *combat.Battle) error {
	seats := make([]play.Seat, len(b.Sides))
	h.seats = make([]*seatState, len(b.Sides))
	for i, st := range h.rec.Seats {
		level := st.Level
		if st.Seat != SeatAI {
			level = ai.Normal
		}
		seats[i] = play.Seat{Human: st.Seat != SeatAI, AI: ai.NewTactician(level, h.setup.Seed+uint64(i)+1)}
		h.seats[i] = &seatState{HostSeat: st}
	}
	m, err := play.New(play.Config{Setup: h.setup, Seats: seats, Fog: h.rec.Fog, MaxRounds: h.rec.MaxRounds,
		Journal: play.Recorder{Keep: h.jr.keep}}, b)
	if err != nil {
		return err
	}
	h.m = m
	return nil
}

// randomID is 16 random hex digits: a run's id, a seat's lease.
func randomID() string {
	b := make([]byte, 8)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// Code is the match code to give the players.
func (h *Host) Code() string { return h.code }

// ID is the match's id.
func (h *Host) ID() string { return h.n.id }

// Addresses are where players reach the match's server: the host's own server's addresses
// on this computer's networks, or the server's URL.
func (h *Host) Addresses() []string { return h.net.addresses }

// Resumed reports whether the match went on from its record.
func (h *Host) Resumed() bool { return h.resumed }

// Match is the match in play: read it only while Run is not running.
func (h *Host) Match() *play.Match { return h.m }

// Setup is what the battle was built from.
func (h *Host) Setup() combat.Setup { return h.setup }

// logf tells the host's log.
func (h *Host) logf(format string, args ...any) {
	if h.cfg.Log != nil {
		h.cfg.Log(fmt.Sprintf(format, args...))
	}
}

// Close stops the host: its subscriptions, its connection and its own server. The match's
// record stays: a host started again with the code resumes it.
func (h *Host) Close() {
	for _, s := range h.subs {
		s.Unsubscribe()
	}
	if h.net != nil {
		h.net.close()
	}
}
