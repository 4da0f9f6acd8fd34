package scenes

// Reaction dialog tests: total defense asked with the roll, its terms, the defence, what is at
// stake and what it costs.

import (
	"strings"
	"testing"

	"skirmish/game"
)

// delvers-combat.md "Total Defense": +2 AC and immune to shock until the unit's next turn, for
// its main action. The warrior who kept its main action is asked when the zombie's attack is
// rolled, and the dialog says all of it.
func TestTotalDefenseDialogShowsTheRollAndTheStakes(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	// initiative: the heroes' 8 beats the 1; the zombie's attack roll is a 12
	b := duelBattle(t, g, "delvers", nil, "warrior", "zombie", 8, 1, 12)
	press(t, g, game.EndTurn)
	for range 120 {
		if b.P.Pending() != nil {
			break
		}
		frames(t, g, 2)
	}
	a := b.P.Pending()
	if a == nil {
		t.Fatal("the warrior was not asked for total defense when the zombie attacked")
	}
	img, _ := frames(t, g, 2)
	keepShot(t, "reaction-total-defense", img)
	v := a.View
	text := strings.Join(v.Lines, "\n")
	if v.Title != "Total defense for Hero?" {
		t.Errorf("the dialog is titled %q", v.Title)
	}
	for _, want := range []string{"Foe's", "d20 12", "against your AC", "Total defense"} {
		if !strings.Contains(text, want) {
			t.Errorf("the dialog says %q: want %q in it", text, want)
		}
	}
	if !strings.Contains(text, "hits now") && !strings.Contains(text, "misses") {
		t.Errorf("the dialog says %q: want whether the roll hits now", text)
	}
	if len(v.Buttons) != 1 || !strings.Contains(v.Buttons[0].Detail, "main action") {
		t.Errorf("the reaction's button is %+v: want its cost, the main action", v.Buttons)
	}
	if !strings.Contains(v.No, "keep the main action") {
		t.Errorf("No says %q: want what declining keeps", v.No)
	}
}
