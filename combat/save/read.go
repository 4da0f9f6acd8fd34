package save

// Read: a save file from disk into a File, bounded, strict, and refused with the reason why.

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"skirmish/catalog"
	"skirmish/combat"
	"skirmish/internal/quote"
	"skirmish/internal/strictjson"
	"skirmish/internal/userfile"
)

// MaxSize is the largest save file read, in bytes (16 MiB): a long battle's save is well
// under a megabyte, and a bigger file is refused before it is decoded. Reading a file of
// MaxSize takes a few hundred megabytes at most.
const MaxSize = 16 << 20

// readOptions are how a save is read: no nulls, and every list and object bounded (the
// File's fields carry their own limits; these bound the rest: paths, maps, conditions).
var readOptions = strictjson.Options{MaxList: 10000, MaxKeys: 1000}

// Read reads and parses the save at path (Parse), without loading its map or replaying it.
// It reads at most MaxSize bytes, never blocks on a named pipe or a device (internal/userfile)
// and never writes the file. Errors are *Error.
func Read(path string) (*File, error) {
	data, err := userfile.Read(path, MaxSize)
	switch {
	case errors.Is(err, userfile.ErrTooBig):
		return nil, refuse(path, ErrTooBig, err, "%s (not a save this game wrote)", userfile.Problem(err))
	case err != nil:
		return nil, refuse(path, ErrUnreadable, err, "%s", userfile.Problem(err))
	}
	return Parse(path, data)
}

// Parse reads a save from data; file names it in errors. It refuses, in this order, a file
// over MaxSize (ErrTooBig), one that ends early (ErrTruncated), one that is not JSON or has
// no format (ErrDamaged), one of a newer format (ErrNewerVersion), and one whose fields are
// wrong (ErrDamaged, naming the line and the field). Errors are *Error.
func Parse(file string, data []byte) (*File, error) {
	if len(data) > MaxSize {
		return nil, refuse(file, ErrTooBig, nil, "the file is over %d MiB, the most a save may be (not a save this game wrote)", MaxSize>>20)
	}
	data = strictjson.TrimBOM(data) // a byte order mark some editors write
	if err := checkComplete(file, data); err != nil {
		return nil, err
	}
	if off := strictjson.InvalidUTF8(data); off >= 0 {
		line, msg := strictjson.NotUTF8(data, off)
		return nil, refuse(file, ErrDamaged, nil, "damaged at line %d, %s", line, msg)
	}
	var head struct {
		Format json.RawMessage `json:"format"`
		Game   string          `json:"game"`
		Result struct {
			Events json.RawMessage `json:"events"`
		} `json:"result"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &se) && se.Error() == endOfInput:
			return nil, truncated(file, len(data), "the file is incomplete")
		case errors.As(err, &se):
			return nil, refuse(file, ErrDamaged, err, "damaged at %s: %s", place(data, int(se.Offset)-1), strictjson.Plain(se))
		case errors.As(err, &te) && te.Field == "":
			return nil, refuse(file, ErrDamaged, err, "not a save: the file is a JSON %s, not an object", te.Value)
		}
		// a wrong type for "game": the strict reader below words it
	}
	var format int
	if len(head.Format) == 0 {
		return nil, refuse(file, ErrDamaged, nil, "not a save: it has no \"format\" field")
	}
	if err := json.Unmarshal(head.Format, &format); err != nil || format < 1 {
		return nil, refuse(file, ErrDamaged, nil, "\"format\" is %s; a save's format is a whole number from 1", head.Format)
	}
	if format > Format {
		game := ""
		if head.Game != "" {
			game = ", by Skirmish " + strings.ToValidUTF8(head.Game, "?")
		}
		return nil, refuse(file, ErrNewerVersion, nil, "written in save format %d%s; this Skirmish (%s) reads formats up to %d",
			format, game, GameVersion, Format)
	}
	var in fileJSON
	// Each action and reaction gave an event: a list longer than the events recorded is
	// refused as soon as it is, not read to its end.
	in.Actions.most, in.Reactions.most = MaxActions, MaxReactions
	if events, err := strconv.Atoi(string(head.Result.Events)); err == nil && events >= 0 {
		in.Actions.most, in.Reactions.most = min(events, MaxActions), min(events, MaxReactions)
	}
	if _, err := strictjson.Decode(data, &in, readOptions); err != nil {
		var je *strictjson.Error
		if errors.As(err, &je) && je.Problem == strictjson.Truncated {
			return nil, truncated(file, len(data), "the file is incomplete")
		}
		var ie *ItemError
		if errors.As(err, &je) && je.Problem == strictjson.BadValue && errors.As(je.Err, &ie) {
			return nil, refuse(file, ErrDamaged, err, "damaged at %s", placed(data, je.Offset+ie.Offset, je.Path.String()+ie.Error()))
		}
		if errors.As(err, &je) {
			return nil, refuse(file, ErrDamaged, err, "damaged at %s", placed(data, je.Offset, je.Error()))
		}
		return nil, refuse(file, ErrDamaged, err, "damaged: %v", err)
	}
	f := in.File
	f.actions, f.reactions = in.Actions.rawList, in.Reactions.rawList
	if err := f.check(); err != nil {
		return nil, refuse(file, ErrDamaged, err, "damaged: %v", err)
	}
	return &f, nil
}

// fileJSON is a save as Parse reads it: its lists are checked and kept as their bytes
// (lists.go), not decoded whole.
type fileJSON struct {
	File
	Actions   actionList   `json:"actions"`
	Reactions reactionList `json:"reactions"`
}

// checkComplete refuses a file that is empty or padded with the zero bytes a crash can leave
// at the end of a file. (A file cut short elsewhere is found by the JSON reader.)
func checkComplete(file string, data []byte) error {
	trimmed := bytes.TrimRight(data, "\x00")
	switch {
	case len(bytes.TrimSpace(data)) == 0:
		return truncated(file, 0, "the file is empty")
	case len(trimmed) < len(data):
		return truncated(file, len(trimmed), "the file ends in zero bytes, as a crash leaves it")
	}
	return nil
}

// endOfInput is how encoding/json words a document that ends before its value does.
const endOfInput = "unexpected end of JSON input"

// truncated is the error for a file cut short at byte n.
func truncated(file string, n int, why string) *Error {
	return refuse(file, ErrTruncated, nil, "truncated at byte %d (%s)", n, why)
}

// place words a byte offset of data as a line and column: "line 12, column 5".
func place(data []byte, off int) string {
	line, col := strictjson.LineCol(data, min(max(off, 0), len(data)))
	return fmt.Sprintf("line %d, column %d", line, col)
}

// placed words a strict reader's problem with its line: "line 12: actions[3].kind: want a
// string, not a number".
func placed(data []byte, off int, msg string) string {
	line, _ := strictjson.LineCol(data, min(max(off, 0), len(data)))
	return fmt.Sprintf("line %d: %s", line, msg)
}

// check checks what the JSON reader cannot: required fields, names that must match, and
// each unit's sheet by the catalog's rules. Squares, sides and the ruleset's own checks come
// when the battle is built (Replay).
func (f *File) check() error {
	switch {
	case f.Game == "":
		return errors.New("game: missing: the version of the game that wrote the save")
	case strings.TrimSpace(f.Map.Path) == "" && len(f.Map.Files) == 0:
		return errors.New("map.path: missing: the map file the battle was played on")
	case f.Format >= 2 && len(f.Map.Files) == 0:
		return errors.New("map.files: missing: a save of format 2 carries its map's files")
	case !isHash(f.Map.SHA256):
		return fmt.Errorf("map.sha256: %s is not a SHA-256 (64 hex digits)", quote.Quote(f.Map.SHA256))
	case f.Rules.ID == "":
		return errors.New("rules.id: missing: the ruleset the battle was played under")
	case len(f.Sides) == 0:
		return errors.New("sides: none: a battle has sides")
	case !isHash(f.Result.LogSHA256):
		return fmt.Errorf("result.log_sha256: %s is not a SHA-256 (64 hex digits)", quote.Quote(f.Result.LogSHA256))
	case f.Result.Events < 0 || f.Result.Round < 0:
		return errors.New("result: the number of events and the round cannot be negative")
	case f.Result.Events > MaxEvents:
		return fmt.Errorf("result.events: %d; a battle of more than %d events is not one this game plays", f.Result.Events, MaxEvents)
	case f.actionCount()+f.reactionCount() > f.Result.Events:
		return fmt.Errorf("result.events: %d, fewer than the %d actions and %d reactions the save holds, each of which is an event",
			f.Result.Events, f.actionCount(), f.reactionCount())
	}
	if len(f.Map.Files) > 0 {
		if err := checkMapFiles(f.Map.Files); err != nil {
			return err
		}
		if f.Map.Files[0].SHA256 != f.Map.SHA256 {
			return errors.New("map.sha256: not the hash of the map's own file, map.files[0]")
		}
	}
	for i, s := range f.Sides {
		if strings.TrimSpace(s) == "" || slices.Contains(f.Sides[:i], s) {
			return fmt.Errorf("sides[%d]: %s: a side needs a name of its own", i, quote.Quote(s))
		}
	}
	for i, s := range f.Surprised {
		if !slices.Contains(f.Sides, s) {
			return fmt.Errorf("surprised[%d]: %s is not one of the sides", i, quote.Quote(s))
		}
	}
	for i, v := range f.Forced {
		if v < 1 {
			return fmt.Errorf("forced[%d]: a die shows 1 or more, not %d", i, v)
		}
	}
	names := map[string]bool{}
	for i := range f.Units {
		u := &f.Units[i]
		switch {
		case strings.TrimSpace(u.Name) == "" || names[u.Name]:
			return fmt.Errorf("units[%d]: %s: a unit needs a name of its own", i, quote.Quote(u.Name))
		case !slices.Contains(f.Sides, u.Side):
			return fmt.Errorf("units[%d] (%s): side %s is not one of the sides", i, quote.Quote(u.Name), quote.Quote(u.Side))
		}
		if err := catalog.CheckSheet(u.Name, u.Sheet); err != nil {
			return fmt.Errorf("units[%d] (%s): sheet: %w", i, quote.Quote(u.Name), err)
		}
		if u.HP < 0 || u.HP > u.Sheet.HP {
			return fmt.Errorf("units[%d] (%s): hp %d is not between 0 (full) and its %d maximum", i, quote.Quote(u.Name), u.HP, u.Sheet.HP)
		}
		names[u.Name] = true
	}
	for i, a := range f.Actions {
		if strings.TrimSpace(a.Kind) == "" {
			return fmt.Errorf("actions[%d].kind: missing: every action has a kind", i)
		}
	}
	if err := f.Client.check(f.Sides); err != nil {
		return err
	}
	last := -1
	rc := f.reactionCursor()
	for i := 0; ; i++ {
		r, ok, err := rc.next()
		if err != nil {
			return fmt.Errorf("reactions%v", err)
		}
		if !ok {
			break
		}
		switch {
		case r.Event <= last || r.Event >= f.Result.Events:
			return fmt.Errorf("reactions[%d].event: %d is not after the one before and inside the %d events", i, r.Event, f.Result.Events)
		case !names[r.Unit]:
			return fmt.Errorf("reactions[%d].unit: no unit named %s", i, quote.Quote(r.Unit))
		case !slices.Contains(combat.PromptKinds, r.Prompt):
			return fmt.Errorf("reactions[%d].prompt: %s: want one of %s", i, quote.Quote(r.Prompt), strings.Join(combat.PromptKinds, ", "))
		}
		last = r.Event
	}
	return nil
}

// check checks the client's players: each of a side of the battle, once; a human with a name
// and no level, an AI with one of AILevels. A nil Client is fine (older saves have none).
func (c *Client) check(sides []string) error {
	if c == nil {
		return nil
	}
	seen := map[string]bool{}
	for i, p := range c.Players {
		switch {
		case !slices.Contains(sides, p.Side):
			return fmt.Errorf("client.players[%d].side: %s is not one of the sides", i, quote.Quote(p.Side))
		case seen[p.Side]:
			return fmt.Errorf("client.players[%d].side: %s is listed twice", i, quote.Quote(p.Side))
		case p.Human && strings.TrimSpace(p.Name) == "":
			return fmt.Errorf("client.players[%d] (%s): a human player needs a name", i, quote.Quote(p.Side))
		case p.Human && p.Level != "":
			return fmt.Errorf("client.players[%d] (%s): a human player has no AI level", i, quote.Quote(p.Side))
		case !p.Human && !slices.Contains(AILevels, p.Level):
			return fmt.Errorf("client.players[%d].level: %s: want one of %s", i, quote.Quote(p.Level), strings.Join(AILevels, ", "))
		}
		seen[p.Side] = true
	}
	if cb := c.Campaign; cb != nil {
		switch {
		case strings.TrimSpace(cb.File) == "" || len(cb.File) > 4096:
			return fmt.Errorf("client.campaign.file: %s: want the campaign file's path", quote.Quote(cb.File))
		case cb.Battle < 0 || cb.Battle >= MaxCampaignMaps:
			return fmt.Errorf("client.campaign.battle: %d: want 0 to %d", cb.Battle, MaxCampaignMaps-1)
		}
	}
	return nil
}

// MaxCampaignMaps bounds a campaign battle's index: campaign.MaxMaps (a test holds them
// equal), not imported, since the campaign package brings the AI with it.
const MaxCampaignMaps = 50

// isHash reports whether s is a SHA-256 in lower-case hex.
func isHash(s string) bool {
	if len(s) != 64 || strings.ToLower(s) != s {
		return false
	}
	_, err := hex.DecodeString(s)
	return err == nil
}
