package online

// The protocol: what a guest asks the host and is answered, what a seat sends and receives.
// Every message is JSON; a large one is sent gzipped (encode, decode).

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/nats-io/nats.go"

	"skirmish/play"
)

// Protocol is the version of this protocol; a guest of another version is refused.
const Protocol = 1

// MaxMessage is the largest message a seat or a guest may send the host (its JSON); larger
// ones are refused unread.
const MaxMessage = 64 << 10

// maxInflated is the most a gzipped message may inflate to.
const maxInflated = 64 << 20

// gzipOver is the size above which a message is sent gzipped.
const gzipOver = 32 << 10

// Why a host refuses, as codes a program can tell apart (Refusal.Code); the words are the
// Refusal's.
const (
	CodeVersion   = "version"   // another protocol version
	CodeWrongCode = "code"      // the match code is not this match's
	CodeFull      = "full"      // every side played from afar is taken
	CodeNoSide    = "no_side"   // no side of that name is played from afar
	CodeTaken     = "taken"     // the side asked for is taken
	CodeClosed    = "closed"    // no observers are let in, or the match is over
	CodeMalformed = "malformed" // the message is not one the host reads
	CodeTooLarge  = "too_large" // the message is larger than MaxMessage
	CodeStale     = "stale"     // the seat was taken since by another connection
	CodeRun       = "run"       // the host has restarted since (Run differs): send again
	CodeReplayed  = "replayed"  // the message's number was used already
	CodeGrant     = "grant"     // the host could not let the player's key in
)

// Refusal is why the host refused a request: a code and the words a player reads.
type Refusal struct {
	Code string `json:"code"`
	Text string `json:"text"`
}

// Error is the refusal's words.
func (r *Refusal) Error() string { return r.Text }

// refused makes a refusal.
func refused(code, format string, args ...any) *Refusal {
	return &Refusal{Code: code, Text: fmt.Sprintf(format, args...)}
}

// IsRefusal reports whether err is the host's refusal of code.
func IsRefusal(err error, code string) bool {
	var r *Refusal
	return errors.As(err, &r) && r.Code == code
}

// The operations a guest asks.
const (
	OpInfo    = "info"    // what the match is (MatchInfo)
	OpJoin    = "join"    // take a side
	OpObserve = "observe" // watch
)

// JoinRequest is what a guest asks the host.
type JoinRequest struct {
	Protocol int    `json:"protocol"`
	Game     string `json:"game"`
	Op       string `json:"op"`
	// Code is the match code as typed.
	Code string `json:"code"`
	// Side is the name of the side to take.
	Side string `json:"side,omitempty"`
	// Key is the guest's user key (an nkey's public key, "U…"): the host lets it use the
	// side's subjects; its seed stays with the guest.
	Key string `json:"key,omitempty"`
	// Lease is the seat's lease the guest held before (it takes its seat back).
	Lease string `json:"lease,omitempty"`
	// Proof is Key's signature of the request (proofText): the guest holds the key's seed, so a
	// request seen by another cannot be made again for that key with another lease or side.
	Proof []byte `json:"proof,omitempty"`
	// Player is the player's name, shown to the others.
	Player string `json:"player,omitempty"`
}

// proofText is what a guest signs with its key: the match, the operation, the side and the
// lease it asks with.
func proofText(id string, r *JoinRequest) []byte {
	return []byte("skirmish join " + id + " " + r.Op + " " + r.Side + " " + r.Lease)
}

// JoinReply is the host's answer to a guest.
type JoinReply struct {
	Refused *Refusal  `json:"refused,omitempty"`
	Match   MatchInfo `json:"match"`
	// Side is the index of the side taken (-1 watching); Lease the seat's lease, which its
	// messages carry.
	Side  int    `json:"side"`
	Lease string `json:"lease,omitempty"`
	// JWT is the user JWT for Key on a server of decentralised users ("" on the host's own).
	JWT string `json:"jwt,omitempty"`
}

// MatchInfo is what anyone with the code may know of a match: the map, the rules, the sides
// and who plays them.
type MatchInfo struct {
	Protocol int    `json:"protocol"`
	Game     string `json:"game"`
	ID       string `json:"id"`
	// Title is the match's name (the map's title, by default); Map the map file's name and
	// SHA256 its content's hash, by which a guest finds the same map among its own.
	Title     string            `json:"title"`
	Map       string            `json:"map"`
	MapSHA256 string            `json:"map_sha256"`
	Width     int               `json:"width"`
	Height    int               `json:"height"`
	Rules     string            `json:"rules"`
	Options   map[string]string `json:"options,omitempty"`
	Fog       bool              `json:"fog"`
	Sides     []SideInfo        `json:"sides"`
	// Observers says what watchers see: ObserveNone, ObserveAll, or a side's name (its view).
	Observers string `json:"observers"`
	Round     int    `json:"round"`
	Over      bool   `json:"over,omitempty"`
	Winner    string `json:"winner,omitempty"`
	// Address is where the host says its server is reached (its own server's), for the lobby.
	Address string `json:"address,omitempty"`
	// Code is the match's code, in the lobby's entry of a public match only (HostConfig.Public):
	// the community's members join it from the lobby.
	Code string `json:"code,omitempty"`
}

// What observers may see (MatchInfo.Observers).
const (
	ObserveNone = "none"
	ObserveAll  = "all"
)

// Who plays a side (SideInfo.Seat).
const (
	SeatRemote = "remote" // a player at another computer
	SeatHost   = "host"   // the host's player
	SeatAI     = "ai"     // the host's AI
)

// SideInfo is one side of a match: who plays it, and whether its seat is taken.
type SideInfo struct {
	Name string `json:"name"`
	Seat string `json:"seat"`
	// Level is the AI's level, for an AI side.
	Level string `json:"level,omitempty"`
	// Taken is set while a player holds the seat; Player is the player's name.
	Taken  bool   `json:"taken,omitempty"`
	Player string `json:"player,omitempty"`
}

// Side is the index of the side named, or -1.
func (m *MatchInfo) Side(name string) int {
	for i, s := range m.Sides {
		if s.Name == name {
			return i
		}
	}
	return -1
}

// Intent is one message of a seat to the host: a play.Msg (nil: only to say the seat is
// there, and to ask for its view).
type Intent struct {
	Lease string `json:"lease"`
	// Run is the host's run the seat last heard of; Seq numbers the seat's messages, each
	// larger than the last.
	Run string    `json:"run"`
	Seq uint64    `json:"seq"`
	Msg *play.Msg `json:"msg,omitempty"`
	// Frames is how many frames of its stream the seat has (the host waits at the end until
	// every seat has them all).
	Frames uint64 `json:"frames,omitempty"`
}

// Answer is the host's answer to an Intent.
type Answer struct {
	Refused *Refusal   `json:"refused,omitempty"`
	Seq     uint64     `json:"seq"`
	Reply   play.Reply `json:"reply"`
	// Run is the host's run; View the seat's view after the message.
	Run  string    `json:"run"`
	View *ViewNote `json:"view,omitempty"`
}

// ViewNote is an audience's view as sent: the host's run, the view's number in the run (a
// seat keeps the latest), and how many frames the audience's stream held when it was made.
type ViewNote struct {
	Run    string     `json:"run"`
	Seq    uint64     `json:"seq"`
	Frames uint64     `json:"frames"`
	View   *play.View `json:"view"`
}

// Frame is one message of an audience's stream: the events it is told and the lines of its
// combat log since the last frame.
type Frame struct {
	// Restart is set when the battle was rebuilt (an undo): the events start again and the
	// units stand where the next view says.
	Restart bool        `json:"restart,omitempty"`
	Events  []play.Told `json:"events,omitempty"`
	// NewLog is set when Lines are the whole log from its first line (after an undo, or a
	// host's restart), not lines to add.
	NewLog bool        `json:"new_log,omitempty"`
	Lines  []play.Line `json:"lines,omitempty"`
	// Told is the length of the battle's log the audience has been told up to.
	Told int `json:"told"`
	// Over is set in the last frame of a match; Winner names the winning side.
	Over   bool   `json:"over,omitempty"`
	Winner string `json:"winner,omitempty"`
}

// encode writes v as JSON, gzipped when large (the header says so).
func encode(v any) ([]byte, nats.Header, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return nil, nil, err
	}
	if len(data) <= gzipOver {
		return data, nil, nil
	}
	var b bytes.Buffer
	z := gzip.NewWriter(&b)
	z.Write(data)
	if err := z.Close(); err != nil {
		return nil, nil, err
	}
	return b.Bytes(), nats.Header{"Content-Encoding": []string{"gzip"}}, nil
}

// decode reads what encode wrote into v, refusing a message over most bytes (0: no limit
// on the message, maxInflated on what it inflates to).
func decode(data []byte, h nats.Header, most int, v any) error {
	if most > 0 && len(data) > most {
		return refused(CodeTooLarge, "the message has %d bytes, more than the %d a message may have", len(data), most)
	}
	if h.Get("Content-Encoding") == "gzip" {
		z, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			return refused(CodeMalformed, "the message is not gzip: %v", err)
		}
		raw, err := io.ReadAll(io.LimitReader(z, maxInflated+1))
		if err != nil {
			return refused(CodeMalformed, "the message does not inflate: %v", err)
		}
		if len(raw) > maxInflated || most > 0 && len(raw) > 16*most {
			return refused(CodeTooLarge, "the message inflates to more than a message may")
		}
		data = raw
	}
	if err := json.Unmarshal(data, v); err != nil {
		return refused(CodeMalformed, "the message is not one the game reads: %v", err)
	}
	return nil
}
