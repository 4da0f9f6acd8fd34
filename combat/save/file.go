package save

// File: the save format (docs/saves.md), building one from a battle, and writing it as JSON.

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"time"

	"skirmish/combat"
	"skirmish/grid"
	"skirmish/internal/strictjson"
)

// Format is the version of the save format this game writes, and the newest it reads. Format
// 2 saves carry their map's files (MapRef.Files); format 1 saves name the map by its path and
// hash only, and still load while the map file is as it was.
const Format = 2

// GameVersion is the game's version, written into every save for the player's information.
// Release builds set it: go build -ldflags "-X skirmish/combat/save.GameVersion=1.0.0".
var GameVersion = "dev"

// File is one save as written: what fixes the battle (map, rules, sides, units, seed,
// forced dice), the choices made in it (actions and reactions) and what they led to.
type File struct {
	// Format is the save format's version (Format when written by this game).
	Format int `json:"format"`
	// Game is the version of the game that wrote it (GameVersion).
	Game string `json:"game"`
	// Saved is when the save was written, in UTC.
	Saved time.Time `json:"saved"`
	// Title is the player's name for the save, or the client's ("Autosave, round 3").
	Title string `json:"title,omitempty"`
	Map   MapRef `json:"map"`
	Rules Rules  `json:"rules"`
	// Sides are the battle's sides in order.
	Sides []string `json:"sides" max:"100"`
	// Surprised names the sides caught unawares.
	Surprised []string `json:"surprised,omitempty" max:"100"`
	Seed      uint64   `json:"seed"`
	// Forced are dice results used first, one per die (scripted battles).
	Forced []int  `json:"forced,omitempty" max:"100000"`
	Units  []Unit `json:"units" max:"1000"`
	// Actions are every action taken, in order, as Battle.Do was given them.
	Actions Actions `json:"actions"`
	// Reactions are the reactions chosen out of turn (attacks of opportunity, total
	// defense, snap attacks, held actions): every prompt not listed here was declined.
	Reactions Reactions `json:"reactions,omitempty"`
	// Client is how the game's client played the battle (who played each side, fog of war);
	// nil in saves made elsewhere (tests, the simulator) and in saves from before it was
	// written, which the client loads with the first side human and fog off.
	Client *Client `json:"client,omitempty"`
	// Result is what the battle looked like when saved; Load checks the replay against it.
	Result Result `json:"result"`

	// actions and reactions are the lists of a save read by Parse, as their bytes, until a
	// Load fills Actions and Reactions from the replayed battle's log.
	actions, reactions rawList
}

// Client is what the client needs beyond the battle to go on playing it: who plays each
// side and whether fog of war is on. It changes nothing in the replay.
type Client struct {
	// Fog is fog of war: each human side sees only what its units see.
	Fog bool `json:"fog"`
	// Players say who plays each side, in the order of the sides; a side not listed is
	// played by the AI at normal level.
	Players []Player `json:"players" max:"100"`
	// Campaign is the campaign whose battle this is (nil for a battle of its own): loading
	// the save goes on with the battle inside its campaign, if the campaign still waits for it.
	Campaign *CampaignBattle `json:"campaign,omitempty"`
}

// CampaignBattle names a campaign's battle: the campaign file, which run of it (its seed) and
// which of its maps.
type CampaignBattle struct {
	// File is the campaign file's path; for a bundled campaign, its file name.
	File    string `json:"file"`
	Bundled bool   `json:"bundled,omitempty"`
	// Seed is the seed of the campaign's run (a new run of the same campaign has another).
	Seed uint64 `json:"seed"`
	// Battle is the map's 0-based index in the campaign's list.
	Battle int `json:"battle"`
}

// Player is who plays one side: a human (with a name) or the AI at a level.
type Player struct {
	Side  string `json:"side"`
	Human bool   `json:"human,omitempty"`
	// Name is the human player's name.
	Name string `json:"name,omitempty"`
	// Level is the AI's level, one of AILevels; "" for a human.
	Level string `json:"level,omitempty"`
}

// AILevels are the names of the AI's levels a save may give, as app/sim names them.
var AILevels = []string{"easy", "normal", "hard"}

// Player returns who plays side, and false when the save does not say.
func (c *Client) Player(side string) (Player, bool) {
	if c == nil {
		return Player{}, false
	}
	for _, p := range c.Players {
		if p.Side == side {
			return p, true
		}
	}
	return Player{}, false
}

// Actions are a save's actions. A save read from a file (Parse) keeps them as its bytes
// until its battle is replayed (lists.go); New and Load fill them from the battle's log.
type Actions []combat.Action

// Reactions are a save's reactions, kept as Actions are.
type Reactions []Reaction

// Limits on the lists of a save and on the battle it records: a long battle has a few
// thousand actions and tens of thousands of events, so a save over these is no battle.
const (
	MaxActions   = 1_000_000
	MaxReactions = 1_000_000
	// MaxEvents bounds the event log a save records (result.events): a replay builds that
	// log, and stops as soon as it passes the number recorded.
	MaxEvents = 1_000_000
)

// ItemError is a problem with one element of a list read by its own decoder: its index and
// its byte offset from the start of the list.
type ItemError struct {
	Index, Offset int
	Err           error
}

// Error writes the index and the problem: "[812]: unknown field "x"".
func (e *ItemError) Error() string {
	return fmt.Sprintf("[%d]: %s", e.Index, strictjson.Plain(e.Err))
}

// Unwrap returns the problem.
func (e *ItemError) Unwrap() error { return e.Err }

// MapRef names the map a battle was played on and fixes its content.
type MapRef struct {
	// Path is the map file (absolute when the save was made by New; "" for a map that was
	// never a file of its own, such as a scenario's).
	Path string `json:"path"`
	// SHA256 is the hex SHA-256 of the map file's bytes.
	SHA256 string `json:"sha256"`
	// Title is the map's title, for the load screen.
	Title string `json:"title,omitempty"`
	// Files are the map's text files as the battle was played on them (format 2): the map's
	// own file first, then each tileset and template it names. The battle is loaded on them,
	// whatever became of the files on disk since; the files on disk are only compared with
	// them, and give the map's pictures.
	Files []MapFile `json:"files,omitempty" max:"400"`
}

// Rules names the ruleset and its options.
type Rules struct {
	ID      string            `json:"id"`
	Options map[string]string `json:"options,omitempty"`
}

// Unit is one unit as the battle began: where it stood and its whole sheet, so that a
// changed catalog does not change a saved battle.
type Unit struct {
	Name string   `json:"name"`
	Kind string   `json:"kind,omitempty"`
	Side string   `json:"side"`
	Pos  grid.Pos `json:"pos"`
	// HP is the hp it started with if less than its maximum (0 means full).
	HP         int                `json:"hp,omitempty"`
	Conditions []combat.Condition `json:"conditions,omitempty" max:"100"`
	Sheet      combat.Sheet       `json:"sheet"`
}

// Reaction is one reaction chosen out of turn: the answer given at a prompt. Event is the
// index in the event log of the Reacted event it gave, which is where in the battle the
// prompt came; a replay takes the reaction at the prompt that comes there.
type Reaction struct {
	Event  int           `json:"event"`
	Unit   string        `json:"unit"`
	Prompt string        `json:"prompt"`
	Action combat.Action `json:"action"`
}

// Result is the state of the battle when it was saved.
type Result struct {
	// Events is the length of the event log.
	Events int `json:"events"`
	// Round is the round in progress.
	Round  int    `json:"round"`
	Over   bool   `json:"over,omitempty"`
	Winner string `json:"winner,omitempty"`
	// LogSHA256 is LogHash of the event log.
	LogSHA256 string `json:"log_sha256"`
}

// Info is what a save says about itself beyond the battle.
type Info struct {
	// Title is the save's name; it may be empty.
	Title string
	// Saved is the time to record; the zero time means now.
	Saved time.Time
	// Client is who plays each side and whether fog of war is on (nil: not written).
	Client *Client
}

// New makes the save of battle b, built by combat.New from s and played since (its event log
// holds every action and reaction). The save carries the map's files as the map was read
// (s.Map.Files): the battle's own map, not the file as it is now, which may have been edited
// since. New checks that the save it makes would be read back: a unit's sheet must pass the
// catalog's checks.
func New(s combat.Setup, b *combat.Battle, info Info) (*File, error) {
	switch {
	case s.Map == nil || s.Rules == nil:
		return nil, errors.New("cannot save: the setup has no map or no ruleset")
	case len(s.Map.Files) == 0:
		return nil, errors.New("cannot save: the battle's map was not read from files, and a save carries its map's files")
	case len(s.Units) != len(b.Units):
		return nil, fmt.Errorf("cannot save: the setup has %d units and the battle %d; give New the setup the battle was built from", len(s.Units), len(b.Units))
	}
	path := ""
	if s.Map.File != "" {
		var err error
		if path, err = filepath.Abs(s.Map.File); err != nil {
			return nil, fmt.Errorf("cannot save: map %s: %w", s.Map.File, err)
		}
	}
	files, err := packMap(s.Map.Files)
	if err != nil {
		return nil, fmt.Errorf("cannot save: packing the map: %w", err)
	}
	saved := info.Saved
	if saved.IsZero() {
		saved = time.Now()
	}
	f := &File{Format: Format, Game: GameVersion, Saved: saved.UTC(), Title: info.Title, Client: info.Client.clone(),
		Map:   MapRef{Path: path, SHA256: files[0].SHA256, Title: s.Map.Title, Files: files},
		Rules: Rules{ID: s.Rules.ID(), Options: maps.Clone(s.Options)},
		Seed:  s.Seed, Forced: slices.Clone(s.Forced), Surprised: slices.Clone(s.Surprised)}
	for _, side := range b.Sides {
		f.Sides = append(f.Sides, side.Name)
	}
	for i, us := range s.Units {
		if b.Units[i].Name != us.Name {
			return nil, fmt.Errorf("cannot save: unit %d is %q in the setup and %q in the battle", i+1, us.Name, b.Units[i].Name)
		}
		f.Units = append(f.Units, Unit{Name: us.Name, Kind: us.Kind, Side: us.Side, Pos: us.Pos, HP: us.HP,
			Conditions: slices.Clone(us.Conditions), Sheet: us.Sheet.Clone()})
	}
	f.fromLog(b.Log)
	hash, err := LogHash(b.Log)
	if err != nil {
		return nil, fmt.Errorf("cannot save: %w", err)
	}
	f.Result = Result{Events: len(b.Log), Round: b.Round, Over: b.Over, Winner: b.Winner, LogSHA256: hash}
	if err := f.check(); err != nil {
		return nil, fmt.Errorf("cannot save: it would not load: %w", err)
	}
	return f, nil
}

// LogHash is the hex SHA-256 of an event log in its canonical encoding: each event as
// combat.MarshalEvent writes it, followed by a newline. Two logs with the same hash are the
// same events, byte for byte.
func LogHash(log []combat.Event) (string, error) {
	h := sha256.New()
	for i, e := range log {
		b, err := combat.MarshalEvent(e)
		if err != nil {
			return "", fmt.Errorf("event %d (%s): %w", i, e.Type(), err)
		}
		h.Write(b)
		h.Write([]byte{'\n'})
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// Marshal writes the save as JSON: one field a line, and each unit, action and reaction on a
// line of its own, so that a save reads (and diffs) line by line. The same File always gives
// the same bytes.
func (f *File) Marshal() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("{\n")
	first := true
	field := func(key string, v any) error {
		data, err := json.Marshal(v)
		if err != nil {
			return fmt.Errorf("%s: %w", key, err)
		}
		if !first {
			b.WriteString(",\n")
		}
		first = false
		fmt.Fprintf(&b, "  %q: %s", key, data)
		return nil
	}
	list := func(key string, n int, item func(i int) (any, error)) error {
		if !first {
			b.WriteString(",\n")
		}
		first = false
		fmt.Fprintf(&b, "  %q: [", key)
		for i := range n {
			v, err := item(i)
			if err != nil {
				return fmt.Errorf("%s[%d]: %w", key, i, err)
			}
			data, err := json.Marshal(v)
			if err != nil {
				return fmt.Errorf("%s[%d]: %w", key, i, err)
			}
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString("\n    ")
			b.Write(data)
		}
		if n > 0 {
			b.WriteString("\n  ")
		}
		b.WriteByte(']')
		return nil
	}

	errs := []error{
		field("format", f.Format),
		field("game", f.Game),
		field("saved", f.Saved),
	}
	if f.Title != "" {
		errs = append(errs, field("title", f.Title))
	}
	errs = append(errs, field("map", f.Map), field("rules", f.Rules), field("sides", nonNil(f.Sides)))
	if len(f.Surprised) > 0 {
		errs = append(errs, field("surprised", f.Surprised))
	}
	errs = append(errs, field("seed", f.Seed))
	if len(f.Forced) > 0 {
		errs = append(errs, field("forced", f.Forced))
	}
	errs = append(errs,
		list("units", len(f.Units), func(i int) (any, error) { return f.Units[i], nil }),
		list("actions", f.actionCount(), nextOf(f.actionCursor())))
	if n := f.reactionCount(); n > 0 {
		errs = append(errs, list("reactions", n, nextOf(f.reactionCursor())))
	}
	if f.Client != nil {
		errs = append(errs, field("client", f.Client))
	}
	errs = append(errs, field("result", f.Result))
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	b.WriteString("\n}\n")
	return b.Bytes(), nil
}

// clone returns a copy of c whose players are its own (nil for nil).
func (c *Client) clone() *Client {
	if c == nil {
		return nil
	}
	out := *c
	out.Players = slices.Clone(c.Players)
	if c.Campaign != nil {
		cb := *c.Campaign
		out.Campaign = &cb
	}
	return &out
}

// nonNil returns s, or an empty list for nil, so that JSON shows [] rather than null.
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
