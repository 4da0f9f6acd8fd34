package cli

// Validate: load maps and report every problem, one per line, or a summary of each good map.

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"skirmish/game"
	"skirmish/grid"
)

// Validate loads each path and writes its problems ("file: place: message") or a summary
// ("MAP: ok (W×H, N layers, …)") to w. It reports whether every map was good.
func Validate(w io.Writer, paths []string) bool {
	ok := true
	for _, p := range paths {
		m, err := game.LoadMap(p)
		if err != nil {
			ok = false
			for _, pr := range grid.ProblemsOf(p, err) {
				fmt.Fprintln(w, pr.Error())
			}
			continue
		}
		fmt.Fprintf(w, "%s: ok (%s)\n", p, summary(m))
	}
	return ok
}

// summary describes a good map in one line.
func summary(m *grid.Map) string {
	parts := []string{fmt.Sprintf("%d×%d", m.Width, m.Height), count(len(m.Layers), "layer"),
		count(len(m.Tilesets), "tileset")}
	classes := map[string]int{}
	for _, o := range m.Objects {
		classes[o.Class]++
	}
	names := make([]string, 0, len(classes))
	for c := range classes {
		names = append(names, c)
	}
	sort.Strings(names)
	for _, c := range names {
		parts = append(parts, fmt.Sprintf("%d %s", classes[c], c))
	}
	if len(m.Sides) > 0 {
		parts = append(parts, "sides "+strings.Join(m.Sides, ", "))
	}
	if m.Ruleset != "" {
		parts = append(parts, "ruleset "+m.Ruleset)
	}
	return strings.Join(parts, ", ")
}

// count writes "1 layer" or "2 layers".
func count(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
