package grid

// Problems: the errors a map loader reports, each naming the file, the place and what to do.

import (
	"errors"
	"strconv"
	"strings"

	"skirmish/internal/quote"
)

// Problem is one thing wrong with a map file.
type Problem struct {
	// File is the file at fault (the map, or a tileset, template or image it names).
	File string
	// Line is the line of the file at fault, from 1, when the problem has one (ASCII maps); 0
	// otherwise.
	Line int
	// Place says where in the file: `layer "Walls"`, `object 12 "Spawn"`, `tileset "dungeon"`,
	// `line 40`, `column 7`; "" when it is the file as a whole.
	Place string
	// Msg says what is wrong and what to do about it.
	Msg string
	// Warning marks a problem the map still plays with (a misspelled class the game ignores, a
	// region partly off the map); the others are errors: the map will not play as drawn.
	Warning bool
	// Err is the error behind the problem, if any (a file that did not open).
	Err error
}

// Unwrap returns the error behind the problem, so that errors.Is(err, fs.ErrNotExist) tells
// a map file that is missing.
func (p Problem) Unwrap() error { return p.Err }

// Error formats the problem as "file: place: message", or "file: place: warning: message";
// with a line, "file:line: place: message".
func (p Problem) Error() string {
	var b strings.Builder
	b.WriteString(shownFile(p.File))
	if p.Line > 0 {
		b.WriteString(":" + strconv.Itoa(p.Line))
	}
	if p.Place != "" {
		b.WriteString(": ")
		b.WriteString(p.Place)
	}
	b.WriteString(": ")
	if p.Warning {
		b.WriteString("warning: ")
	}
	b.WriteString(p.Msg)
	return b.String()
}

// shownFile is a problem's file as its message shows it: as it is, or quoted (quote.Quote)
// when it holds what a message must not (a control character from a path a map names) or is
// over 400 bytes.
func shownFile(file string) string {
	if len(file) > 400 || !quote.Printable(file) {
		return quote.Quote(file)
	}
	return file
}

// Problems is every problem found in one load; it is the error LoadTiled and Load return.
type Problems []Problem

// Error lists the problems one to a line.
func (ps Problems) Error() string {
	lines := make([]string, len(ps))
	for i, p := range ps {
		lines[i] = p.Error()
	}
	return strings.Join(lines, "\n")
}

// ProblemsOf returns the problems behind err: the list if err holds Problems, a single
// Problem if it holds one, otherwise one Problem made from err's text with the given file.
func ProblemsOf(file string, err error) Problems {
	if err == nil {
		return nil
	}
	var ps Problems
	if errors.As(err, &ps) {
		return ps
	}
	var p Problem
	if errors.As(err, &p) {
		return Problems{p}
	}
	return Problems{{File: file, Msg: err.Error()}}
}

// Errors returns the problems that are not warnings.
func (ps Problems) Errors() Problems {
	var out Problems
	for _, p := range ps {
		if !p.Warning {
			out = append(out, p)
		}
	}
	return out
}

// Warnings returns the problems that are warnings.
func (ps Problems) Warnings() Problems {
	var out Problems
	for _, p := range ps {
		if p.Warning {
			out = append(out, p)
		}
	}
	return out
}
