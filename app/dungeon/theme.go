package dungeon

// Themes: what a dungeon looks like and who lives in it.

import (
	"fmt"
	"slices"
	"strings"

	"skirmish/combat"
)

// Theme is a kind of dungeon: its features and its foes.
type Theme struct {
	Name string
	// Foes is the foes' side name; Pool their catalog ids, of which a ruleset's catalog may
	// hold only some.
	Foes string
	Pool []string
	// Pillars says whether its halls have pillars; Ground is the difficult ground it strews
	// in its rooms (Rubble or Water).
	Pillars bool
	Ground  byte
}

// Themes are the themes a dungeon comes in.
var Themes = []Theme{
	{Name: "crypt", Foes: "Undead", Pool: []string{"skeleton", "skeleton-archer", "zombie", "ghoul"}, Pillars: true, Ground: Rubble},
	{Name: "cavern", Foes: "Cave dwellers", Pool: []string{"giant-rat", "goblin", "wolf", "orc", "orc-archer", "ogre"}, Ground: Water},
	{Name: "fort", Foes: "Bandits", Pool: []string{"bandit", "bandit-archer", "bandit-captain", "crossbowman", "soldier"}, Pillars: true, Ground: Rubble},
}

// ThemeNamed returns the theme of that name.
func ThemeNamed(name string) (Theme, error) {
	var names []string
	for _, t := range Themes {
		if strings.EqualFold(t.Name, strings.TrimSpace(name)) {
			return t, nil
		}
		names = append(names, t.Name)
	}
	return Theme{}, fmt.Errorf("unknown dungeon theme %q: want %s", name, strings.Join(names, ", "))
}

// PartySide is the party's side name.
const PartySide = "Party"

// Kinds are the theme's foes that the catalog holds, in the theme's order; an error when it
// holds none of them.
func (t Theme) Kinds(rules string, cat *combat.Catalog) ([]string, error) {
	var out []string
	for _, id := range t.Pool {
		if e, ok := cat.Lookup(id); ok && e.Role == combat.RoleCreature {
			out = append(out, id)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("the %s catalog holds none of the %s theme's foes (%s)", rules, t.Name, strings.Join(t.Pool, ", "))
	}
	return slices.Clip(out), nil
}
