package age13

// Tests of ambushes: edition 1's ambush round for two ambushers, edition 2's initiative bonus.

import (
	"slices"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

// ambushed starts a battle in which the heroes are surprised by three orcs of three kinds.
func ambushed(t *testing.T, ed string, forced ...int) (*combat.Battle, error) {
	orc := entry(t, "orc")
	s := combat.Setup{Map: mustMap(t, "...\n...\n..."), Rules: New(), Sides: []string{"Heroes", "Foes"}, Seed: 1,
		Options: map[string]string{"edition": ed}, Surprised: []string{"Heroes"}, Forced: forced, Units: []combat.UnitSetup{
			{Name: "F", Side: "Heroes", Pos: pos(0, 0), Sheet: entry(t, "fighter")},
			{Name: "a", Kind: "a", Side: "Foes", Pos: pos(2, 0), Sheet: orc},
			{Name: "W", Side: "Heroes", Pos: pos(0, 1), Sheet: entry(t, "wizard")},
			{Name: "b", Kind: "b", Side: "Foes", Pos: pos(2, 1), Sheet: orc},
			{Name: "c", Kind: "c", Side: "Foes", Pos: pos(2, 2), Sheet: orc}}}
	b, err := combat.New(s)
	if err != nil {
		return nil, err
	}
	return b, b.Start()
}

func TestAmbush(t *testing.T) {
	t.Run("edition 1: only the best ambusher and its best ally act in the ambush round", func(t *testing.T) {
		// F 20+2, a 5+3, W 20+3, b 15+3, c 10+3
		b, err := ambushed(t, "1", 20, 5, 20, 15, 10)
		if err != nil {
			t.Fatal(err)
		}
		if b.Round != 0 || !slices.EqualFunc(orderOf(b), [][]string{{"b"}, {"c"}}, slices.Equal) {
			t.Fatalf("round %d, order %v: want round 0 for b and c", b.Round, orderOf(b))
		}
		for range 2 {
			if _, err := b.Do(combat.Action{Kind: combat.EndTurn}); err != nil {
				t.Fatal(err)
			}
		}
		if b.Round != 1 || !slices.EqualFunc(orderOf(b), [][]string{{"W"}, {"F"}, {"b"}, {"c"}, {"a"}}, slices.Equal) || b.Counter(Escalation) != 0 {
			t.Fatalf("round %d, order %v, escalation %d: want everyone in round 1, the die still 0", b.Round, orderOf(b), b.Counter(Escalation))
		}
	})
	t.Run("edition 2: no ambush round; the ambushers get +5 initiative", func(t *testing.T) {
		b, err := ambushed(t, "2", 20, 5, 20, 15, 10)
		if err != nil {
			t.Fatal(err)
		}
		rulestest.WantTexts(t, "initiative", texts[combat.Initiative](b.Log),
			"F: d20 20 + initiative bonus 2 = 22",
			"a: d20 5 + initiative bonus 3 + ambush 5 = 13",
			"W: d20 20 + initiative bonus 3 = 23",
			"b: d20 15 + initiative bonus 3 + ambush 5 = 23",
			"c: d20 10 + initiative bonus 3 + ambush 5 = 18")
		if b.Round != 1 || !slices.EqualFunc(orderOf(b), [][]string{{"W"}, {"b"}, {"F"}, {"c"}, {"a"}}, slices.Equal) {
			t.Fatalf("round %d, order %v", b.Round, orderOf(b))
		}
	})
}
