package d20lite

import (
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

// The description: d20 + Dex; 5 points, standard 3, move 2; cover +4, concealment 20%,
// flanking +2; dead at −10, DC 15 to stabilise.
func TestDescribe(t *testing.T) {
	rulestest.Describe(t, New(), "d20 + Dex", "5 combat points", "standard 3", "move 2", "+4", "20%", "+2", "−10", "DC 15")
}

// The action bar's meter reads the points and each kind's cost from the table
// (d20-sunday-stats-combat.txt "Taking Actions").
func TestMeter(t *testing.T) {
	m := New().Describe().Meter
	if m.Slot != SlotPoints || m.Full != 5 {
		t.Fatalf("meter %s of %d, want points of 5", m.Slot, m.Full)
	}
	for kind, want := range map[string]int{KindWithdraw: 5, KindFull: 5, KindMelee: 3, KindCast: 3, KindMove: 2, KindStep: 0, KindSwing: 0, KindTalk: 0} {
		if got := m.Cost(kind); got != want {
			t.Errorf("%s costs %d on the meter, want %d", kind, got, want)
		}
	}
}

// The reaction dialog names an attack of opportunity and its odds, and an overrun's choice.
func TestReactionWords(t *testing.T) {
	f := board(t, pair, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(dummy(10, 30))}, 20, 1)
	r := New()
	v := r.Reaction(f.Battle, f.U("A"), combat.Prompt{Kind: combat.PromptLeave, Actor: "B", Target: "A"},
		[]combat.Action{{Kind: combat.Opportunity, Unit: "A", Target: "B", Weapon: "longsword"}})
	if !strings.Contains(v.Lines[0], "one a round") || v.Buttons[0].Label != "Attack of opportunity on B" || !strings.Contains(v.Buttons[0].Detail, "% to hit") {
		t.Fatalf("%+v", v)
	}
	v = r.Reaction(f.Battle, f.U("B"), combat.Prompt{Kind: PromptOverrun, Actor: "A", Target: "B"}, []combat.Action{{Kind: KindBlock, Unit: "B", Target: "A"}})
	if v.No != "Step aside" || v.Buttons[0].Label != "Block" {
		t.Fatalf("%+v", v)
	}
}
