package age13

// Presentation tests: the reaction dialog's words for the attacker's own choices and the
// interrupts, and conditions as their chips say them.

import (
	"slices"
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

func TestReactionDialogWords(t *testing.T) {
	u := &combat.Unit{Name: "Ann", Sheet: combat.Sheet{Weapons: []combat.Weapon{{Name: "shield bash", Effects: []string{"flexible: natural 16+ hit"}}}}}
	attack := &combat.AttackRolled{Terms: []combat.Term{{Label: "d20", Value: 17}}, Text: "d20 17 + STR 4 + level 1 = 22 vs AC 14: hit"}
	for _, tc := range []struct {
		edition string
		prompt  combat.Prompt
		opts    []combat.Action
		title   string
		labels  []string
		detail  string // in the first button's detail
		no      string
	}{
		// 13th-age-combat-rules.txt "Flexible Attacks": the natural roll, then the choice
		{"1", combat.Prompt{Kind: combat.PromptRolled, Actor: "Ann", Target: "Orc", Attack: attack},
			[]combat.Action{{Kind: KindFlexible, Weapon: "shield bash", Target: "Orc"}, {Kind: KindPlain, Weapon: "longsword", Target: "Orc"}},
			"Flexible attack: Ann", []string{"Use shield bash", "Plain attack with longsword"}, "natural 16+ hit", "Let the rules choose (the default)"},
		// "Two-Weapon Fighting": a natural 2 rerolled by default
		{"1", combat.Prompt{Kind: combat.PromptRolled, Actor: "Ann", Target: "Orc"},
			[]combat.Action{{Kind: KindReroll}, {Kind: KindKeep}},
			"Two-weapon fighting: Ann", []string{"Reroll the natural 2", "Keep the natural 2"}, "reroll counts", "Let the rules choose (reroll)"},
		// "Intercepting": free in edition 1, the interrupt action in edition 2
		{"1", combat.Prompt{Kind: combat.PromptMoved, Actor: "Orc", Target: "Ann"},
			[]combat.Action{{Kind: KindIntercept, Target: "Orc"}},
			"Intercept: Ann", []string{"Intercept Orc"}, "a free action", "No"},
		{"2", combat.Prompt{Kind: combat.PromptMoved, Actor: "Orc", Target: "Ann"},
			[]combat.Action{{Kind: KindIntercept, Target: "Orc"}},
			"Intercept: Ann", []string{"Intercept Orc"}, "interrupt action", "No"},
		// "Readying an Action": the readied attack as the foe moves
		{"2", combat.Prompt{Kind: combat.PromptMoved, Actor: "Orc", Target: "Ann"},
			[]combat.Action{{Kind: KindReadied, Target: "Orc", Weapon: "longbow", Choice: "ranged"}},
			"Readied attack: Ann", []string{"Readied ranged attack on Orc"}, "just before Orc", "No"},
		// the readied move as the foe comes near
		{"1", combat.Prompt{Kind: combat.PromptMoved, Actor: "Orc", Target: "Ann"},
			[]combat.Action{{Kind: KindReadied, Target: "Orc", Choice: ReadiedMove, Path: []grid.Pos{{X: 0, Y: 2}}}},
			"Readied move: Ann", []string{"Take the readied move"}, "just before Orc", "No"},
		// "Engaged": an opportunity attack as a foe moves away
		{"1", combat.Prompt{Kind: combat.PromptLeave, Actor: "Orc", Target: "Ann"},
			[]combat.Action{{Kind: combat.Opportunity, Target: "Orc", Weapon: "longsword"}},
			"Reaction: Ann", []string{"Opportunity attack on Orc"}, "basic melee attack with longsword", "No"},
	} {
		b := &combat.Battle{RuleOptions: map[string]string{"edition": tc.edition}}
		v := Rules{}.Reaction(b, u, tc.prompt, tc.opts)
		var labels []string
		for _, bt := range v.Buttons {
			labels = append(labels, bt.Label)
		}
		if v.Title != tc.title || !slices.Equal(labels, tc.labels) || v.No != tc.no {
			t.Errorf("edition %s, %v: %q %v %q; want %q %v %q", tc.edition, tc.opts, v.Title, labels, v.No, tc.title, tc.labels, tc.no)
		}
		if len(v.Buttons) == 0 || !strings.Contains(v.Buttons[0].Detail, tc.detail) {
			t.Errorf("edition %s, %v: the first button's detail is %+v, want it to say %q", tc.edition, tc.opts, v.Buttons, tc.detail)
		}
	}
	v := Rules{}.Reaction(&combat.Battle{}, u, combat.Prompt{Kind: combat.PromptRolled, Actor: "Ann", Target: "Orc", Attack: attack},
		[]combat.Action{{Kind: KindFlexible, Weapon: "shield bash"}})
	if !strings.Contains(strings.Join(v.Lines, " "), "natural roll is 17") {
		t.Errorf("the flexible prompt's text %q does not give the natural 17", v.Lines)
	}
}

func TestConditionChips(t *testing.T) {
	for _, tc := range []struct {
		cd   combat.Condition
		want string
	}{
		// "Conditions" and their saves: easy 6+, normal 11+, hard 16+
		{combat.Condition{Name: Ongoing, Value: 5, Note: "fire", Ends: SaveNormal}, "ongoing 5 fire · save 11+"},
		{combat.Condition{Name: Dazed, Ends: SaveEasy}, "dazed · save 6+"},
		{combat.Condition{Name: Stuck, Ends: SaveHard}, "stuck · save 16+"},
		// "Fight in Spirit": +2 the first time, to the end of the next round
		{combat.Condition{Name: InSpirit + ": AC", Value: 2, Ends: EndOfNextRound}, "+2 AC in spirit · to next round's end"},
		{combat.Condition{Name: Grabbed, Source: "Ogre"}, "grabbed by Ogre"},
	} {
		if v, ok := (Rules{}).Condition(tc.cd); !ok || v.Text != tc.want {
			t.Errorf("%+v reads %q, want %q", tc.cd, v.Text, tc.want)
		}
	}
	if _, ok := (Rules{}).Condition(combat.Condition{Name: TempHP, Value: 4}); ok {
		t.Error("temporary hit points are a chip; want them beside the hp")
	}
}
