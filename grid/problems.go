package grid

// Problems: the errors a map loader reports, each naming the file, the place and what to do.

import (
	"errors"
	"strings"
)

// Problem is one thing wrong with a map file.
type Problem struct {
	// File is the file at fault (the map, or a tileset, template or image it names).
	File string
	// Place says where in the file: `layer "Walls"`, `object 12 "Spawn"`, `tileset "dungeon"`,
	// `line 40`; "" when it is the file as a whole.
	Place string
	// Msg says what is wrong and what to do about it.
	Msg string
	// Warning marks a problem the map still plays with (a misspelled class the game ignores, a
	// region partly off the map); the others are errors: the map will not play as drawn.
	Warning bool
}

// Error formats the problem as "file: place: message", or "file: place: warning: message".
func (p Problem) Error() string {
	var b strings.Builder
	b.WriteString(p.File)
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
