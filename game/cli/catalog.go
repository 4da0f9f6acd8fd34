package cli

// The catalog command: lists a ruleset's heroes and creatures, merged with the user's own file.

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strings"
	"text/tabwriter"

	"skirmish/combat"
)

// Catalog prints the catalog of a ruleset, merged with the user's catalog file: file when it
// is given, else the default one (combat.UserCatalogPath) when it exists. It reports whether
// everything loaded; errors go to errw naming the file and the place.
func Catalog(w, errw io.Writer, rules, file string) bool {
	r, err := combat.Rules(rules)
	if err != nil {
		fmt.Fprintln(errw, "skirmish:", err)
		return false
	}
	c := r.Catalog()
	explicit := file != ""
	if !explicit {
		if file, err = combat.UserCatalogPath(); err != nil {
			file = ""
		}
	}
	source := "built in"
	if file != "" {
		user, err := combat.LoadCatalogFile(file)
		switch {
		case err == nil:
			c.Merge(user)
			if err := c.Check(); err != nil {
				fmt.Fprintf(errw, "%s: merged over the built-in %s catalog: %v\n", file, rules, err)
				return false
			}
			source = "built in, with " + file
		case !explicit && errors.Is(err, fs.ErrNotExist):
			// no user file: the built-in catalog alone
		default:
			fmt.Fprintln(errw, err)
			return false
		}
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
