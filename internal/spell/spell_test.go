package spell

import (
	"slices"
	"testing"
)

func TestDistance(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{{"", "", 0}, {"Spawn", "Spwan", 2}, {"move", "moev", 2}, {"exit", "Exit", 1}, {"goblin", "goblins", 1}, {"kitten", "sitting", 3}, {"é", "e", 1}} {
		if got := Distance(c.a, c.b); got != c.want {
			t.Errorf("Distance(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}

func TestNearest(t *testing.T) {
	known := []string{"Spawn", "Deploy", "Exit", "Objective"}
	for _, c := range []struct{ word, want string }{
		{"Spwan", "Spawn"},   // a swap is two edits
		{"exit", "Exit"},     // case alone
		{"Deploi", "Deploy"}, // one edit
		{"Spawn", ""},        // known: nothing to suggest
		{"Treasure", ""},     // nothing near
	} {
		if got := Nearest(c.word, known); got != c.want {
			t.Errorf("Nearest(%q) = %q, want %q", c.word, got, c.want)
		}
	}
	if got := ByDistance("orx", []string{"goblin", "orc", "ogre"}); !slices.Equal(got, []string{"orc", "ogre", "goblin"}) {
		t.Errorf("ByDistance = %v", got)
	}
}
