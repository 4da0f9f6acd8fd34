package ai

// Tests of the levels: hard beats normal in mirror battles.

import "testing"

// levelDuel plays n mirror battles of roster, hard against normal, swapping sides every other
// battle, and returns hard's wins, normal's wins and the draws.
func levelDuel(t *testing.T, roster []string, n int) (hard, normal, draws int) {
	t.Helper()
	for i := range n {
		seed := uint64(i + 1)
		b := mirror(t, roster, seed)
		ctl := []Controller{NewTactician(Hard, seed), NewTactician(Normal, seed+1000)}
		if i%2 == 1 {
			ctl[0], ctl[1] = ctl[1], ctl[0]
		}
		r, err := Play(b, ctl, 50)
		if err != nil {
			t.Fatal(err)
		}
		switch r.Winner {
		case "":
			draws++
		case b.Sides[i%2].Name:
			hard++
		default:
			normal++
		}
	}
	return hard, normal, draws
}

// TestHardBeatsNormal: over 200 mirror battles of each of three rosters (mixed, spears and
// bows, orcs and goblins), with sides swapped every other battle, hard wins more than normal.
func TestHardBeatsNormal(t *testing.T) {
	for _, r := range [][]string{roster, {"soldier", "soldier", "bandit-archer", "bandit-archer"}, {"orc", "orc", "goblin", "goblin", "goblin"}} {
		h, n, d := levelDuel(t, r, 200)
		t.Logf("%v: hard %d, normal %d, draws %d", r, h, n, d)
		if h <= n {
			t.Errorf("%v: hard won %d, normal %d (draws %d): hard should win more often than not", r, h, n, d)
		}
	}
}
