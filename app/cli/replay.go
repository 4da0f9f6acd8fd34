package cli

// The replay command: loads a save, replays it and prints the battle as readable lines.

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"skirmish/combat/narrate"
	"skirmish/combat/save"
)

// Replay loads the save at path, replays it (checking it against the save, as the game's
// loader does) and writes the battle to w: a header, then each round, each turn, each action
// numbered, and under it what happened, every roll with its terms. A save carries its map, on
// which the battle is replayed; a note says when the map's file (looked for in the places pl:
// the game's are the bundled maps and the user's maps and campaigns folders) has changed
// since, is gone or is elsewhere. An old save (format 1) names its map by path only: a map
// outside those folders is refused unless anyMap (the --any-map flag) says to open it. A save
// that is refused is the error, which names the file, the problem and what to do.
func Replay(w io.Writer, path string, pl save.Places, anyMap bool) error {
	if anyMap {
		if f, err := save.Read(path); err == nil {
			pl.Allowed = append(pl.Allowed, f.Map.Path)
		}
	}
	g, err := save.Load(path, pl)
	if errors.Is(err, save.ErrMapOutside) {
		return echoable(fmt.Errorf("%w (to open it anyway: skirmish replay --any-map %s)", err, path))
	}
	if err != nil {
		return echoable(err)
	}
	bw := bufio.NewWriter(w)
	f := g.File
	title := f.Map.Title
	if title == "" {
		title = f.Map.Path
	}
	// Every field is echoed printable and cut short: a save may hold escape sequences, NUL
	// bytes or megabytes in any of them.
	p := func(s string) string { return printable(s, maxEchoed/4) }
	fmt.Fprintf(bw, "%s: %s on %s (%s), rules %s, sides %s, seed %d, saved %s by Skirmish %s\n",
		p(path), p(orNone(f.Title, "a battle")), p(title), p(f.Map.Path), p(f.Rules.ID), p(strings.Join(f.Sides, " against ")), f.Seed,
		f.Saved.Format("2006-01-02 15:04 MST"), p(f.Game))
	if _, text, ok := g.MapNotice(); ok {
		fmt.Fprintf(bw, "note: %s\n", printable(text, maxEchoed))
	}
	log := g.Battle.Log
	writeLines(bw, narrate.Events(log))
	fmt.Fprintf(bw, "replayed %d actions and %d reactions into %d events, the same as saved (hash %s)\n",
		len(f.Actions), len(f.Reactions), len(log), f.Result.LogSHA256[:12])
	return bw.Flush()
}

// orNone returns s, or none when s is empty.
func orNone(s, none string) string {
	if s == "" {
		return none
	}
	return s
}

// indents are the indents of the lines at each depth: rounds, turns, actions, what actions do.
var indents = [...]string{narrate.RoundDepth: "", narrate.TurnDepth: "  ", narrate.ActionDepth: "    ", narrate.DetailDepth: "      "}

// writeLines writes narrated lines, each at its depth's indent.
func writeLines(w io.Writer, lines []narrate.Line) {
	for _, l := range lines {
		fmt.Fprintf(w, "%s%s\n", indents[l.Depth], printable(l.Text, maxEchoed))
	}
}
