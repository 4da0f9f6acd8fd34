package spell

import (
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
