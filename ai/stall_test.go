package ai

// Tests of how hard reads a stalled fight where units act one at a time in an initiative
// order (d20 "Initiative"): it comes on while the fight is still, and weighs its blows and
// moves again once one lands (Tactician.unstick), where normal stays heedless for the rest
// of the battle.

import "testing"

// TestHardWeighsBlowsAfterAStall (d20 "Initiative"): a fighter between two orcs, in a fight
// that has stalled for two rounds. Hard still weighs its blow by the order (the orc that acts
// next first); once a blow lands, hard's stall ends and normal's does not.
func TestHardWeighsBlowsAfterAStall(t *testing.T) {
	const board = `
		#######
		#..o..#
		#..F..#
		#..o..#
		#....C#
		#######`
	for _, c := range []struct {
		name       string
		level      Level
		rolls      []int
		strike     string // what it does in the stalled fight, "" when not read
		stillAfter bool   // whether the fight is still stalled for it after a blow lands
	}{
		{"hard strikes the orc that acts next", Hard, []int{2, 20, 15, 10}, "melee o''", false},
		{"hard strikes the orc that acts next, the order turned", Hard, []int{15, 20, 2, 10}, "melee o", false},
		{"normal stays stalled after the blow", Normal, []int{2, 20, 15, 10}, "", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := boardRolled(t, "d20lite", d20ids, board, map[rune]int{'o': 5}, c.rolls)
			if cur, _ := b.Current(); len(cur.Units) != 1 || cur.Units[0] != "F'" {
				t.Fatalf("turn of %v, want the fighter's first (rolls %v)", cur.Units, c.rolls)
			}
			tc := steady(c.level, 1)
			tc.watchStill(b)
			tc.stillFrom = b.Round - 2 // no blow, no fall for two rounds
			a := tc.Act(b)
			if !tc.stalled(b) {
				t.Fatalf("the fight is not stalled before any blow lands")
			}
			if got := a.Kind + " " + a.Target; c.strike != "" && got != c.strike {
				t.Errorf("%s in the stalled fight (%s), want %s", got, tc.Why, c.strike)
			}
			b.Unit("o").HP-- // a blow lands
			tc.Act(b)
			if got := tc.stalled(b); got != c.stillAfter {
				t.Errorf("stalled after a blow: %v, want %v", got, c.stillAfter)
			}
		})
	}
}
