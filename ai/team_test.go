package ai

// Tests of team play: a fighter screens the archer a foe could reach next turn.

import (
	"testing"

	"skirmish/combat"
)

// TestScreenTheArcher: a warrior next to its archer, a wolf 16 squares off (too far for the
// warrior's 12-square charge, near enough for the wolf's 20-square one to reach the archer
// next turn): after the archer has done its part, the warrior screens it and stays at its
// side (delvers-combat.md "Screen an Ally"). With the wolf 30 squares off, it does not.
func TestScreenTheArcher(t *testing.T) {
	for _, c := range []struct {
		name, board string
		screens     bool
	}{
		{"wolf 16 squares off", "####################\n#AW..............w.#\n####################", true},
		{"wolf 30 squares off", "###################################\n#AW..............................w#\n###################################", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := board(t, c.board, nil)
			tac := steady(Normal, 1)
			screened := false
			b.Reactor = func(*combat.Battle, *combat.Unit, combat.Prompt, []combat.Action) int { return -1 }
			if err := b.Start(); err != nil {
				t.Fatal(err)
			}
			if _, err := b.Do(combat.Action{Kind: combat.EndTurn}); err != nil { // the Foes go first
				t.Fatal(err)
			}
			for range 10 {
				a := tac.Act(b)
				if a.Kind == combat.EndTurn {
					break
				}
				if a.Kind == "screen" && a.Unit == "W'" && a.Target == "A" {
					screened = true
				}
				if _, err := b.Do(a); err != nil {
					t.Fatalf("%v: %v", a, err)
				}
			}
			if screened != c.screens {
				t.Fatalf("the warrior screened the archer: %v, want %v (last choice: %s)", screened, c.screens, tac.Why)
			}
			if w, a := b.Unit("W'"), b.Unit("A"); screened && !b.Map.Adjacent(w.Pos, a.Pos) {
				t.Fatalf("the warrior screened the archer, then left its side for %v", w.Pos)
			}
		})
	}
}
