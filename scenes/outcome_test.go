package scenes

// Results heading tests: victory or defeat for the people who played.

import "testing"

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
		"The Warden's Crypt":      "the-wardens-crypt",
		"Ambush at Kessel Bridge": "ambush-at-kessel-bridge",
		"Hob’s Ford: part 2/3":    "hobs-ford-part-2-3",
		"...":                     "battle",
	} {
		if got := fileSlug(title); got != want {
			t.Errorf("fileSlug(%q) = %q, want %q", title, got, want)
		}
	}
}
