package save

// Replay: a save's map checked and loaded, its battle rebuilt and its actions and reactions
// played again, and the result checked against the hash it recorded.

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"maps"
	"path/filepath"
	"slices"

	"skirmish/combat"
	"skirmish/grid"
	"skirmish/internal/quote"
	"skirmish/internal/userfile"
)

// MaxMapSize is the largest map file hashed (64 MiB); grid refuses far smaller maps anyway.
const MaxMapSize = 64 << 20

// Game is a save loaded and replayed: the battle as it was when saved, ready to go on.
type Game struct {
	// Path is the save's file.
	Path string
	File *File
	// Setup is what the battle was built from; New needs it to save the battle again.
	Setup combat.Setup
	// Battle is the replayed battle. Its Reactor is nil: the caller sets its own.
	Battle *combat.Battle
	// Disk is how the map's files on disk compare with the map the save carries, on which
	// the battle was loaded (a format 1 save, which carries none, loads only when they are
	// the same).
	Disk Disk
}

// Load reads the save at path, loads its map from the places the player trusts (checking
// that the file is there and has not changed: LoadMap), rebuilds the battle, replays every
// action and reaction, and checks that the events are the ones saved. It never changes the
// file. Errors are *Error: ErrUnreadable, ErrDamaged (ErrTruncated, ErrTooBig),
// ErrNewerVersion, ErrMapMissing, ErrMapOutside, ErrMapChanged, ErrUnknownRules or
// ErrHashMismatch.
func Load(path string, pl Places) (*Game, error) {
	f, err := Read(path)
	if err != nil {
		return nil, err
	}
	return f.Load(path, pl)
}

// Load loads the map of a save read from file (Read or Parse) and replays it, as Load does.
func (f *File) Load(file string, pl Places) (*Game, error) {
	var m *grid.Map
	var disk Disk
	var err error
	if len(f.Map.Files) > 0 {
		m, disk, err = f.loadCarried(file, pl)
	} else if m, err = f.LoadMap(file, pl); err == nil {
		disk = Disk{State: DiskSame, Path: f.Map.Path}
		err = f.fits(file, m)
	}
	if err != nil {
		return nil, err
	}
	s, err := f.Setup(file, m)
	if err != nil {
		return nil, err
	}
	b, err := f.replay(file, s, f.actionCount(), nil)
	if err != nil {
		return nil, err
	}
	if err := f.verify(file, b); err != nil {
		return nil, err
	}
	f.fromLog(b.Log)
	return &Game{Path: file, File: f, Setup: s, Battle: b, Disk: disk}, nil
}

// HashMapFile returns the hex SHA-256 of a map file's bytes, as a save records it. It reads
// only regular files of at most MaxMapSize bytes, and never blocks (internal/userfile).
func HashMapFile(path string) (string, error) {
	fh, fi, err := userfile.Open(path)
	if err != nil {
		return "", fmt.Errorf("map %w", err)
	}
	defer fh.Close()
	if fi.Size() > MaxMapSize {
		return "", fmt.Errorf("map %s is over %d MiB", path, MaxMapSize>>20)
	}
	h := sha256.New()
	n, err := io.Copy(h, io.LimitReader(fh, MaxMapSize+1))
	if err != nil {
		return "", fmt.Errorf("map %s: %s", path, userfile.Problem(err))
	}
	if n > MaxMapSize {
		return "", fmt.Errorf("map %s is over %d MiB", path, MaxMapSize>>20)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// LoadMap loads the map of a save of format 1, which names its map by path and hash only,
// after checking that its file is one the player trusts and its bytes are the ones the battle
// was played on; file names the save in errors. (A save of format 2 carries its map: Load
// loads that.) A map at
// the path saved is opened when that path lies in one of the places' folders (or was
// allowed); else the folders are searched for the same map, by the file's name and then by
// its content's hash; a path outside them that holds no copy found there is refused with
// ErrMapOutside, which the caller may put to the player before loading again with the path
// allowed. A relative map path is taken from the current folder.
func (f *File) LoadMap(file string, pl Places) (*grid.Map, error) {
	p := f.Map.Path
	trusted := pl.trusted(p)
	if trusted && exists(p) {
		if sum, err := HashMapFile(p); err == nil && sum == f.Map.SHA256 {
			return f.loadMapAt(file, p)
		}
	}
	if q, ok := pl.find(filepath.Base(p), f.Map.SHA256); ok {
		return f.loadMapAt(file, q)
	}
	switch {
	case !exists(p):
		return nil, refuse(file, ErrMapMissing, nil, "map %s is missing, and no map in your maps folders is the same", quote.Quote(p))
	case !trusted:
		return nil, refuse(file, ErrMapOutside, nil, "map %s is outside the bundled maps and your maps and campaigns folders, and none of those holds the same map", quote.Quote(p))
	}
	sum, err := HashMapFile(p)
	if err != nil {
		return nil, refuse(file, ErrMapMissing, err, "map %s: %s", quote.Quote(p), userfile.Problem(err))
	}
	return nil, refuse(file, ErrMapChanged, nil, "map %s changed since this save (hash %s when saved, %s now)",
		quote.Quote(p), short(f.Map.SHA256), short(sum))
}

// fits checks that the units of a format 1 save stand on the map's open squares. A save of
// format 1 names its map by the hash of the file as it was when the save was written, which
// was the file on disk then, not necessarily the map the battle began on (a map edited in
// the middle of a battle): a unit on a wall or off the map is the map's doing, not the
// save's, and is refused as a changed map (ErrMapChanged), never as a damaged save.
func (f *File) fits(file string, m *grid.Map) error {
	for i, u := range f.Units {
		what := ""
		switch {
		case !m.In(u.Pos):
			what = fmt.Sprintf("is off the %dx%d map", m.Width, m.Height)
		case m.At(u.Pos).Move == grid.MoveBlocked:
			what = "is a wall"
		default:
			continue
		}
		return refuse(file, ErrMapChanged, nil, "map %s is not the map the battle began on: units[%d] (%s) stood on square %v, which %s now; the map was edited during the battle",
			quote.Quote(f.Map.Path), i, quote.Quote(u.Name), u.Pos, what)
	}
	return nil
}

// loadMapAt loads the map at p, whose bytes have the hash the save recorded.
func (f *File) loadMapAt(file, p string) (*grid.Map, error) {
	m, err := grid.Load(p)
	if err != nil {
		return nil, refuse(file, ErrMapChanged, err, "map %s does not load as it did (a tileset it uses may have changed): %v", quote.Quote(p), err)
	}
	return m, nil
}

// short cuts a hash to the first 12 digits for messages.
func short(h string) string {
	if len(h) > 12 {
		return h[:12] + "…"
	}
	return h
}

// Setup builds the battle's setup on m, the save's map; file names the save in errors.
func (f *File) Setup(file string, m *grid.Map) (combat.Setup, error) {
	rules, err := combat.Rules(f.Rules.ID)
	if err != nil {
		return combat.Setup{}, refuse(file, ErrUnknownRules, err, "%v", err)
	}
	units := make([]combat.UnitSetup, len(f.Units))
	for i, u := range f.Units {
		units[i] = combat.UnitSetup{Name: u.Name, Kind: u.Kind, Side: u.Side, Pos: u.Pos, Sheet: u.Sheet.Clone(),
			HP: u.HP, Conditions: slices.Clone(u.Conditions)}
	}
	return combat.Setup{Map: m, Rules: rules, Options: maps.Clone(f.Rules.Options), Sides: slices.Clone(f.Sides),
		Units: units, Seed: f.Seed, Forced: slices.Clone(f.Forced), Surprised: slices.Clone(f.Surprised)}, nil
}

// replayer answers a battle's prompts from the saved reactions: it takes the next saved
// reaction at the prompt that comes where it was taken (the same place in the event log, the
// same unit and prompt, the same action among the options), and declines every other
// prompt. A saved reaction that is not offered there is an error.
type replayer struct {
	reactions *cursor[Reaction]
	want      Reaction // the next saved reaction, when has
	has       bool
	next      int // the number of reactions taken
	err       error
}

// newReplayer answers prompts from f's reactions, from the first.
func newReplayer(f *File) *replayer {
	r := &replayer{reactions: f.reactionCursor()}
	r.take()
	return r
}

// take moves on to the next saved reaction.
func (r *replayer) take() {
	var err error
	r.want, r.has, err = r.reactions.next()
	if err != nil && r.err == nil {
		r.err = fmt.Errorf("reactions%v", err)
	}
}

// react is the replayer as a combat.Reactor.
func (r *replayer) react(b *combat.Battle, u *combat.Unit, p combat.Prompt, options []combat.Action) int {
	if r.err != nil || !r.has {
		return -1
	}
	want := r.want
	if want.Event != len(b.Log) || want.Unit != u.Name || want.Prompt != p.Kind {
		return -1
	}
	for i, o := range options {
		if sameAction(o, want.Action) {
			r.next++
			r.take()
			return i
		}
	}
	r.err = fmt.Errorf("reaction %d (%s) is not among the reactions %s is offered at event %d", r.next+1, quote.Quote(want.Action.String()), quote.Quote(u.Name), want.Event)
	return -1
}

// missed reports a saved reaction whose place in the log has gone by without its prompt.
func (r *replayer) missed(b *combat.Battle) error {
	if r.err != nil {
		return r.err
	}
	if r.has && r.want.Event < len(b.Log) {
		return fmt.Errorf("reaction %d (%s at event %d) was not asked for on replay", r.next+1, quote.Quote(r.want.Action.String()), r.want.Event)
	}
	return nil
}

// sameAction reports whether two actions are the same in every field.
func sameAction(a, b combat.Action) bool {
	return a.Kind == b.Kind && a.Unit == b.Unit && a.Target == b.Target && a.Weapon == b.Weapon &&
		a.Choice == b.Choice && slices.Equal(a.Path, b.Path)
}

// replay builds the battle from s (with a ruleset of its own) and plays the first n actions,
// answering prompts from the saved reactions; after each action it calls each (if set) with
// the number of actions played. Its errors are *Error for file.
func (f *File) replay(file string, s combat.Setup, n int, each func(int, *combat.Battle)) (*combat.Battle, error) {
	return f.replayWith(file, s, n, newReplayer(f), each)
}

// replayWith is replay answering prompts with r, which is left ready for the next action.
func (f *File) replayWith(file string, s combat.Setup, n int, r *replayer, each func(int, *combat.Battle)) (*combat.Battle, error) {
	b, err := combat.New(s.Apart())
	if err != nil {
		var se *combat.SetupError
		if errors.As(err, &se) {
			return nil, refuse(file, ErrDamaged, err, "damaged: units[%d]: %v", se.Unit, err)
		}
		return nil, refuse(file, ErrDamaged, err, "damaged: the battle cannot be set up: %v", err)
	}
	b.Reactor = r.react
	if f.Result.Events > 0 {
		if err := b.Start(); err != nil && !errors.Is(err, combat.ErrDice) {
			return nil, refuse(file, ErrHashMismatch, err, "does not replay: starting the battle: %v", err)
		}
	}
	if err := r.missed(b); err != nil {
		return nil, refuse(file, ErrHashMismatch, err, "does not replay: %v", err)
	}
	if each != nil {
		each(0, b)
	}
	actions := f.actionCursor()
	for i := range n {
		a, _, err := actions.next()
		if err != nil {
			return nil, refuse(file, ErrDamaged, err, "damaged: actions%v", err)
		}
		// A forced die that did not fit is not a failure: it did not fit when played either.
		if _, err := b.Do(a); err != nil && !errors.Is(err, combat.ErrDice) {
			return nil, refuse(file, ErrHashMismatch, err, "does not replay: action %d (%s) is refused: %v (the rules may have changed, or the file was edited)", i+1, quote.Quote(a.String()), err)
		}
		if err := r.missed(b); err != nil {
			return nil, refuse(file, ErrHashMismatch, err, "does not replay: after action %d: %v", i+1, err)
		}
		// The log can only grow: past the events recorded, the save cannot replay to them, and
		// the rest of its actions are not played (they would build a log of any length).
		if len(b.Log) > f.Result.Events {
			return nil, refuse(file, ErrHashMismatch, nil, "does not replay: after action %d of %d the battle has given %d events, more than the %d the save recorded (the rules may have changed, or the file was edited)",
				i+1, f.actionCount(), len(b.Log), f.Result.Events)
		}
		if each != nil {
			each(i+1, b)
		}
	}
	b.Reactor = nil
	return b, nil
}

// verify checks a battle replayed to the end against the saved result.
func (f *File) verify(file string, b *combat.Battle) error {
	if len(b.Log) != f.Result.Events {
		return refuse(file, ErrHashMismatch, nil, "does not replay: the battle gives %d events, the save recorded %d (the rules may have changed, or the file was edited)",
			len(b.Log), f.Result.Events)
	}
	sum, err := LogHash(b.Log)
	if err != nil {
		return refuse(file, ErrHashMismatch, err, "does not replay: %v", err)
	}
	if sum != f.Result.LogSHA256 {
		return refuse(file, ErrHashMismatch, nil, "does not replay: the events' hash is %s, the save recorded %s (the rules may have changed, or the file was edited)",
			short(sum), short(f.Result.LogSHA256))
	}
	return nil
}
