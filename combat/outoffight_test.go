package combat

// Tests of the seam for actions out of the fight: a ruleset may let units that are down take some kinds.

import "testing"

// spiritRules is the stub ruleset with one kind, "haunt", that units out of the fight may take.
type spiritRules struct{ stubRules }

func (spiritRules) Kinds() []ActionKind { return []ActionKind{{Kind: "haunt", OutOfFight: true}} }
func (spiritRules) Check(b *Battle, a Action) error {
	if a.Kind == "haunt" {
		return nil
	}
	return Refuse("stub", "nothing to do")
}

func TestActsOutOfFight(t *testing.T) {
	cases := []struct {
		name  string
		rules Ruleset
		kind  string
		ok    bool
	}{
		{"a ruleset that says nothing: the down cannot act", stubRules{}, "haunt", false},
		{"a kind the ruleset lets the down take goes to its Check", spiritRules{}, "haunt", true},
		{"other kinds are still refused for the unit's status", spiritRules{}, "melee", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b, _ := stubBattle(t)
			b.Rules = c.rules
			b.Emit(StatusChanged{Unit: "A", Status: Down, Why: "test"})
			err := b.Check(Action{Kind: c.kind, Unit: "A"})
			if (err == nil) != c.ok {
				t.Fatalf("Check = %v, want allowed %v", err, c.ok)
			}
			if !c.ok {
				if re, ok := err.(*RuleError); !ok || re.Rule != "units" {
					t.Fatalf("error %v: want the refusal for the unit's status", err)
				}
			}
		})
	}
}
