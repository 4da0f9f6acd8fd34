package scenes

// Results heading tests: victory or defeat for the people who played.

import (
	"slices"
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

func TestResultsHeadingSpeaksToThePlayers(t *testing.T) {
	side := func(name, who string, human bool) SideOutcome { return SideOutcome{Name: name, Who: who, Human: human} }
	cases := []struct {
		name             string
		o                Outcome
		kicker, headline string
	}{
		{"a solo player who lost is told of defeat", Outcome{Winner: "Undead", Sides: []SideOutcome{side("Delvers", "Ann", true), side("Undead", "AI, normal", false)}},
			"DEFEAT", "Undead win"},
		{"a solo player who won is told of victory", Outcome{Winner: "Delvers", Sides: []SideOutcome{side("Delvers", "Ann", true), side("Undead", "AI, normal", false)}},
			"VICTORY", "Delvers win"},
		{"hot seat names the winning player", Outcome{Winner: "Undead", Sides: []SideOutcome{side("Delvers", "Ann", true), side("Undead", "Bob", true)}},
			"VICTORY FOR BOB", "Bob wins with Undead"},
		{"hot seat beaten by the AI is defeat for all", Outcome{Winner: "Goblins", Sides: []SideOutcome{side("Delvers", "Ann", true), side("Undead", "Bob", true), side("Goblins", "AI, hard", false)}},
			"DEFEAT", "Goblins win"},
		{"the AI against itself is only over", Outcome{Winner: "Undead", Sides: []SideOutcome{side("Delvers", "AI, easy", false), side("Undead", "AI, normal", false)}},
			"BATTLE OVER", "Undead win"},
		{"no winner is a draw", Outcome{Sides: []SideOutcome{side("Delvers", "Ann", true), side("Undead", "AI, normal", false)}},
			"NO VICTOR", "A draw"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if k, h := c.o.Heading(); k != c.kicker || h != c.headline {
				t.Fatalf("heading %q / %q, want %q / %q", k, h, c.kicker, c.headline)
			}
		})
	}
}

func TestSaveNamesAreSlugsOfTheTitle(t *testing.T) {
	for title, want := range map[string]string{
		"The Warden's Crypt":                    "the-wardens-crypt",
		"Ambush at Kessel Bridge":               "ambush-at-kessel-bridge",
		"Hob’s Ford: part 2/3":                  "hobs-ford-part-2-3",
		"...":                                   "battle",
		strings.Repeat("Long ", 60):             strings.Repeat("long-", 15) + "long",
		strings.Repeat("é", 39) + " " + "ab":    strings.Repeat("é", 39) + "-a",
		strings.Repeat("x", 79) + " " + "yyyyy": strings.Repeat("x", 79),
	} {
		if got := fileSlug(title); got != want {
			t.Errorf("fileSlug(%q) = %q, want %q", title, got, want)
		}
	}
}

// Changing the rules in setup rebuilds the units from the map's spawns: a spawned unit the
// player renamed keeps its name, a unit the player added stays when the new catalog has its
// kind, and one it has not is named as left out.
func TestChangingTheRulesKeepsAddedAndRenamedUnits(t *testing.T) {
	rules, err := combat.Rules("age13")
	if err != nil {
		t.Fatal(err)
	}
	cat := rules.Catalog()
	spawned := SideSpec{Name: "Heroes", Units: []UnitSpec{{Kind: "fighter", Name: "Fighter 1", Pos: grid.Pos{X: 1, Y: 1}}}}
	old := SideSpec{Name: "Heroes", Units: []UnitSpec{
		{Kind: "fighter", Name: "Brann", Pos: grid.Pos{X: 1, Y: 1}},       // renamed
		{Kind: "wizard", Name: "Corvin", Pos: grid.Pos{X: 2, Y: 1}},       // added, in 13th Age's catalog
		{Kind: "sentinel", Name: "Sentinel 1", Pos: grid.Pos{X: 3, Y: 1}}, // added, Delvers only
	}}
	dropped := keepUnits(&spawned, old, cat)
	var names []string
	for _, u := range spawned.Units {
		names = append(names, u.Name)
	}
	if !slices.Equal(names, []string{"Brann", "Corvin"}) || !slices.Equal(dropped, []string{"Sentinel 1"}) {
		t.Fatalf("units %v, left out %v; want [Brann Corvin], [Sentinel 1]", names, dropped)
	}
}
