package ai

// Tests of retreating: a unit whose morale broke does nothing but get away.

import (
	"testing"

	"skirmish/combat"
	_ "skirmish/combat/rules/realms"
)

// A Realms orc at 1 of its 5 body points, beside the knight, is past its breaking point and not
// safe from the knight's longsword. With its movement spent it cannot get away this turn: it
// defends (Realms' defend: no flee attacks as it leaves next turn) rather than strike, and it
// takes no free attack as the knight walks off.
func TestRetreatOnly(t *testing.T) {
	b := boardOf(t, "realms", map[rune]string{'K': "knight", 'o': "orc"}, `
		.......
		..Ko...
		.......`, map[rune]int{'o': 1})
	if err := b.Start(); err != nil {
		t.Fatal(err)
	}
	o := foesOf(b)[0]
	if retreat, why := combat.ShouldRetreat(b, o); !retreat {
		t.Fatalf("the orc at 1 of 5 beside the knight holds (%s)", why)
	}
	for !b.InTurnNow(o) {
		if _, err := b.Do(combat.Action{Kind: combat.EndTurn}); err != nil {
			t.Fatal(err)
		}
	}
	tac := steady(Normal, 1)
	a := tac.Act(b)
	if b.MeaningOf(a) != combat.MeanMove && b.MeaningOf(a) != combat.MeanLeave {
		t.Fatalf("with its movement whole it chose %v (%s); want a retreat", a, tac.Why)
	}
	b.Emit(combat.Spent{Unit: o.Name, Slot: "move", N: o.Left("move"), For: "test"})
	a = tac.Act(b)
	if b.MeaningOf(a) != combat.MeanDefend || a.Target != "" {
		t.Fatalf("with its movement spent it chose %v (%s); want to defend", a, tac.Why)
	}
	knight := b.Units[0]
	if i := tac.React(b, o, combat.Prompt{Kind: combat.PromptLeave, Actor: knight.Name, Target: o.Name},
		[]combat.Action{{Kind: "flee_attack", Unit: o.Name, Target: knight.Name}}); i >= 0 {
		t.Error("the routed orc takes a flee attack on the knight")
	}
}
