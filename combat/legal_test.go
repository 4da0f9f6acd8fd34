package combat

// Tests of the action table's vocabulary: meanings and spends read back as written, and
// citations read as rulesets write them.

import (
	"encoding/json"
	"reflect"
	"testing"
)

func TestMeaningsAndSpendsReadBack(t *testing.T) {
	for m := MeanOther; m <= MeanReaction; m++ {
		var back Meaning
		text, _ := m.MarshalText()
		if err := back.UnmarshalText(text); err != nil || back != m || m > MeanOther && m.String() == "" {
			t.Fatalf("meaning %d written %q reads back as %d (%v)", m, text, back, err)
		}
	}
	for s := SpendNone; s <= SpendTurn; s++ {
		var back Spend
		text, _ := s.MarshalText()
		if err := back.UnmarshalText(text); err != nil || back != s {
			t.Fatalf("spend %d written %q reads back as %d (%v)", s, text, back, err)
		}
	}
	if len(meaningNames) != int(MeanReaction)+1 || len(spendNames) != int(SpendTurn)+1 {
		t.Fatalf("%d meaning names for %d meanings, %d spend names for %d spends", len(meaningNames), MeanReaction+1, len(spendNames), SpendTurn+1)
	}
	var m Meaning
	if err := m.UnmarshalText([]byte("dance")); err == nil {
		t.Fatal("an unknown meaning reads")
	}
	x := Legal{Action: Action{Kind: "melee", Unit: "A", Target: "B"}, Meaning: MeanMelee, Spend: SpendAction, Default: true}
	raw, _ := json.Marshal(x)
	if want := `{"action":{"kind":"melee","unit":"A","target":"B"},"meaning":"melee","default":true,"spend":"action"}`; string(raw) != want {
		t.Fatalf("a legal action as JSON: %s, want %s", raw, want)
	}
}

func TestParseCitations(t *testing.T) {
	cases := []struct {
		rule string
		want []Citation
	}{
		{`delvers-combat.md "Charge"`, []Citation{{"delvers-combat.md", "Charge"}}},
		{`13th-age-combat-rules.txt "Conditions" (Stuck)`, []Citation{{"13th-age-combat-rules.txt", "Conditions (Stuck)"}}},
		{`13th-age-combat-rules.txt "Flee"; 13th-age-2e-reference-sheet.txt "Retreat (Party Action)"`,
			[]Citation{{"13th-age-combat-rules.txt", "Flee"}, {"13th-age-2e-reference-sheet.txt", "Retreat (Party Action)"}}},
		{"turn order", []Citation{{Section: "turn order"}}},
	}
	for _, c := range cases {
		got := ParseCitations(c.rule)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("ParseCitations(%q) = %v, want %v", c.rule, got, c.want)
		}
		k := ActionKind{Cites: got}
		if len(got) == 1 && got[0].Text != "" && got[0].String() != c.rule && c.rule[len(c.rule)-1] == '"' {
			t.Errorf("%v written back is %q, not %q", got[0], got[0].String(), c.rule)
		}
		_ = k.Rule()
	}
	if got := (&ActionKind{Cites: ParseCitations(cases[2].rule)}).Rule(); got != "Flee; Retreat (Party Action)" {
		t.Errorf("the sections players read: %q", got)
	}
}
