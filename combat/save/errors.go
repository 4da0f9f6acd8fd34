package save

// Errors: why a save is refused, as typed kinds (errors.Is) and messages that say what to do.

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// The kinds of refusal. Every error Read, Load and the Stepper return for a file is an
// *Error that errors.Is one of these.
var (
	// ErrDamaged is a file that is not a well-formed save: broken JSON, a wrong field, a
	// value out of range, a unit its sheet does not allow.
	ErrDamaged = errors.New("damaged")
	// ErrTruncated is a file that ends early (a save interrupted by a crash or a full disk);
	// errors.Is(err, ErrDamaged) holds for it too.
	ErrTruncated = fmt.Errorf("%w: truncated", ErrDamaged)
	// ErrTooBig is a file larger than MaxSize; errors.Is(err, ErrDamaged) holds for it too.
	ErrTooBig = fmt.Errorf("%w: too big", ErrDamaged)
	// ErrNewerVersion is a save written in a format newer than this game reads.
	ErrNewerVersion = errors.New("newer version")
	// ErrMapMissing is a save whose map file is not at its path any more.
	ErrMapMissing = errors.New("map missing")
	// ErrMapOutside is a save whose map lies outside the places the player trusts (the
	// bundled maps, the user's maps and campaigns folders), with no copy of it there: the
	// player is asked before it is opened (Places.Allowed).
	ErrMapOutside = errors.New("map outside the maps folders")
	// ErrMapChanged is a save whose map file's bytes differ from the ones it was played on.
	ErrMapChanged = errors.New("map changed")
	// ErrUnknownRules is a save played under a ruleset this game does not have.
	ErrUnknownRules = errors.New("unknown ruleset")
	// ErrHashMismatch is a save that does not replay to the battle it recorded: an action
	// or reaction is refused on the way, or the events differ from the ones saved (their
	// hash or number). The rules changed since, or the file was changed by hand.
	ErrHashMismatch = errors.New("hash mismatch")
	// ErrUnreadable is a file that cannot be opened or read at all (missing, no permission).
	ErrUnreadable = errors.New("unreadable")
)

// Error is a save refused: the file, what is wrong with it and what to do. It prints as one
// line, `save /x/y.json: truncated at byte 812 (the file is incomplete); load the backup
// y.json.bak or another save`.
type Error struct {
	// File is the save's path as given.
	File string
	// Kind is one of the Err kinds above.
	Kind error
	// Msg says what is wrong; Hint what to do about it.
	Msg, Hint string
	// Err is the error behind it, if any (an *os.PathError, a *strictjson.Error).
	Err error
}

// Error writes the file, the problem and the remedy on one line.
func (e *Error) Error() string {
	s := "save " + e.File + ": " + oneLine(e.Msg)
	if e.Hint != "" {
		s += "; " + e.Hint
	}
	return s
}

// Unwrap returns the kind and the error behind it, so that errors.Is finds both.
func (e *Error) Unwrap() []error {
	if e.Err == nil {
		return []error{e.Kind}
	}
	return []error{e.Kind, e.Err}
}

// oneLine joins a multi-line message into one line.
func oneLine(s string) string {
	lines := strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == '\r' })
	for i := range lines {
		lines[i] = strings.TrimSpace(lines[i])
	}
	return strings.Join(lines, "; ")
}

// BackupPath is where Write keeps the previous version of the save at path.
func BackupPath(path string) string { return path + ".bak" }

// fallback is the remedy for a save that cannot be used: its backup if it has one, else
// another save.
func fallback(file string) string {
	if !strings.HasSuffix(file, ".bak") {
		if _, err := os.Stat(BackupPath(file)); err == nil {
			return "load the backup " + filepath.Base(BackupPath(file)) + " or another save"
		}
	}
	return "load another save"
}

// refuse builds the *Error for file, with the remedy that suits the kind.
func refuse(file string, kind error, cause error, format string, args ...any) *Error {
	e := &Error{File: file, Kind: kind, Msg: fmt.Sprintf(format, args...), Err: cause}
	switch kind {
	case ErrNewerVersion:
		e.Hint = "update Skirmish to load it"
	case ErrMapMissing:
		e.Hint = "put the map back at that path, or load another save"
	case ErrMapOutside:
		e.Hint = "open it only if you trust where the save came from, or put the map in your maps folder"
	case ErrMapChanged:
		e.Hint = "restore the map as it was to load this save, or start a new battle on it"
	case ErrUnknownRules:
		e.Hint = "load it with the version of Skirmish that wrote it"
	case ErrUnreadable:
		e.Hint = "check the path and its permissions"
	default:
		e.Hint = fallback(file)
	}
	return e
}
