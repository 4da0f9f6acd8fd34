package cli

// Validate: load maps, run every check the game makes (mapcheck) and report each problem, then a summary of each map.

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"skirmish/app/mapcheck"
	"skirmish/catalog"
	"skirmish/grid"
	"skirmish/internal/quote"
)

// ValidateOptions are the settings of the validate command.
type ValidateOptions struct {
	// Strict counts warnings as errors.
	Strict bool
	// Catalog is the user's catalog file merged into every ruleset's catalog, as the game
	// merges it; "" for the default one (catalog.UserPath), "-" for none.
	Catalog string
}

// Validate loads each map (a folder stands for every map under it, as the map picker lists
// them) and runs every check the game makes on it (mapcheck): it writes each problem as
// "file: place: message" (a warning's message starts "warning: ") and a summary line per map
// ("MAP: ok (W×H, N layers, …)"). It reports whether every map is free of errors, and with
// o.Strict of warnings too.
func Validate(w io.Writer, paths []string, o ValidateOptions) bool {
	file := o.Catalog
	switch file {
	case "-":
		file = ""
	case "":
		file, _ = catalog.UserPath()
	}
	cs := mapcheck.Registered(file)
	if cs.UserErr != nil {
		fmt.Fprintf(w, "note: your catalog file is not used, so maps naming its units are reported as unknown:\n%v\n", cs.UserErr)
	}
	expanded, ok := expandMapPaths(w, paths)
	for _, p := range expanded {
		m, err := grid.Load(p)
		if err != nil {
			ok = false
			for _, pr := range grid.ProblemsOf(p, err) {
				fmt.Fprintln(w, pr.Error())
			}
			continue
		}
		ps := cs.Check(m)
		for _, pr := range ps {
			fmt.Fprintln(w, pr.Error())
		}
		errs, warns := len(ps.Errors()), len(ps.Warnings())
		verdict := "ok"
		switch {
		case errs > 0:
			verdict = count(errs, "error")
			if warns > 0 {
				verdict += ", " + count(warns, "warning")
			}
			ok = false
		case warns > 0 && o.Strict:
			verdict = count(warns, "warning") + " (errors with --strict)"
			ok = false
		case warns > 0:
			verdict = "ok, " + count(warns, "warning")
		}
		fmt.Fprintf(w, "%s: %s (%s)\n", p, verdict, summary(m))
	}
	return ok
}

// expandMapPaths replaces each folder among paths by the maps under it (grid.MapFiles). A
// folder that holds none is an error, said so: ok is false.
func expandMapPaths(w io.Writer, paths []string) (out []string, ok bool) {
	ok = true
	for _, p := range paths {
		found, isDir := grid.MapFiles(p)
		if !isDir {
			out = append(out, p)
			continue
		}
		if len(found) == 0 {
			fmt.Fprintf(w, "%s: a folder with no maps in it (.tmx, .tmj or .json maps, in it or its subfolders); give a map file or a folder of maps\n", p)
			ok = false
		}
		out = append(out, found...)
	}
	return out, ok
}

// summary describes a map in one line.
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
		parts = append(parts, "sides "+grid.SideList(m.Sides))
	}
	parts = append(parts, "ruleset "+quote.Quote(mapcheck.RulesOf(m)))
	return strings.Join(parts, ", ")
}

// count writes "1 layer" or "2 layers".
func count(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
