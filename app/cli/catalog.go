package cli

// The catalog command: lists a ruleset's heroes and creatures, merged with the user's own file.

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"text/tabwriter"

	"skirmish/catalog"
	"skirmish/combat"
)

// Catalog prints the catalog of a ruleset, merged with the user's catalog file: file when it
// is given, else the default one (catalog.UserPath) when it exists. It reports whether
// everything loaded; errors go to errw naming the file and the place.
func Catalog(w, errw io.Writer, rules, file string) bool {
	r, err := combat.Rules(rules)
	if err != nil {
		fmt.Fprintln(errw, "skirmish:", err)
		return false
	}
	explicit := file != ""
	if !explicit {
		if file, err = catalog.UserPath(); err != nil {
			file = ""
		}
	}
	c, err := catalog.Merged(r, file, explicit)
	if err != nil {
		fmt.Fprintln(errw, err)
		return false
	}
	source := "built in"
	if _, err := os.Stat(file); file != "" && err == nil {
		source = "built in, with " + file
	}
	fmt.Fprintf(w, "%s catalog (%s)\n\n", rules, source)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "id\trole\thp\tAC\tattack\tweapons\ttraits")
	for _, e := range c.Entries {
		var ws []string
		for _, wp := range e.Weapons {
			s := wp.Name + " " + wp.Damage.String()
			if wp.Shock.Points > 0 {
				s += " shock " + wp.Shock.String()
			}
			ws = append(ws, s)
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%+d\t%s\t%s\n", e.ID, e.Role, e.HP, e.AC, e.AttackBonus, strings.Join(ws, ", "), strings.Join(e.Traits, ", "))
	}
	tw.Flush()
	for _, id := range sortedGroups(c) {
		fmt.Fprintf(w, "\ngroup %s: %s", id, strings.Join(c.Groups[id], ", "))
	}
	fmt.Fprintln(w)
	return true
}

// sortedGroups lists a catalog's group ids in order.
func sortedGroups(c *combat.Catalog) []string {
	var ids []string
	for id := range c.Groups {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}
