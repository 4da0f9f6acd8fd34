package campaign

// Tests of what a Delvers, d20 or Realms hero carries between battles: hit points, the fallen
// getting up, the dead, thrown weapons on the field, d20 spells, the full heal-up; and a
// bundled campaign of every ruleset played to its end, headless and as the client plays it.

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rules/d20lite"
)

// keptFile is a campaign of the ruleset whose party is the kinds, on the bundled ford.
func keptFile(t *testing.T, rules string, kinds ...string) *File {
	t.Helper()
	var party []string
	for i, k := range kinds {
		party = append(party, `{"name": "H`+itoa(i)+`", "kind": "`+k+`"}`)
	}
	f, err := Parse(filepath.Join(testMaps, "campaigns", "c.json"), []byte(`{"title": "t", "rules": "`+rules+`", "heal_up_every": 2,
		"party": [`+strings.Join(party, ", ")+`], "maps": ["../ford.tmx", "../ford.tmx", "../ford.tmx"]}`))
	if err != nil {
		t.Fatal(err)
	}
	f.folders = []string{testMaps}
	return f
}

func TestKeptBetweenBattles(t *testing.T) {
	cases := []struct {
		name  string
		rules string
		kind  string
		// battle does to the hero what the case says, in its first battle
		battle func(b *combat.Battle, u *combat.Unit)
		won    bool
		// want is the hero's Kept after the battle: hp (0: its maximum less lost), left, dead
		hp   int
		left map[string]int
		dead bool
		fell bool
	}{
		{"hit points lost stay lost", "delvers", "warrior", func(b *combat.Battle, u *combat.Unit) { u.HP -= 3 }, true, -3, nil, false, false},
		{"thrown javelins on a field the party holds are picked up", "delvers", "skirmisher", func(b *combat.Battle, u *combat.Unit) {
			b.Emit(combat.ItemDropped{Unit: u.Name, Item: "javelin", Pos: u.Pos})
			b.Emit(combat.ItemDropped{Unit: u.Name, Item: "javelin", Pos: u.Pos})
		}, true, 0, nil, false, false},
		{"thrown javelins on a field the party leaves are lost", "delvers", "skirmisher", func(b *combat.Battle, u *combat.Unit) {
			b.Emit(combat.ItemDropped{Unit: u.Name, Item: "javelin", Pos: u.Pos})
			b.Emit(combat.ItemDropped{Unit: u.Name, Item: "javelin", Pos: u.Pos})
		}, false, 0, map[string]int{"javelin": 1}, false, false},
		{"a javelin thrown and picked up again is not counted twice", "d20lite", "fighter", func(b *combat.Battle, u *combat.Unit) {
			b.Emit(combat.ItemDropped{Unit: u.Name, Item: "javelin", Pos: u.Pos})
			b.Emit(combat.ItemPickedUp{Unit: u.Name, Item: "javelin", Pos: u.Pos})
		}, true, 0, nil, false, false},
		{"a mortally injured delver who lives gets up at 1 hp", "delvers", "warrior", func(b *combat.Battle, u *combat.Unit) {
			u.HP = 0
			b.Emit(combat.StatusChanged{Unit: u.Name, Status: combat.Down, Why: "test"})
		}, true, 1, nil, false, true},
		{"a dying d20 hero is stabilised and gets up at 1 hp", "d20lite", "rogue", func(b *combat.Battle, u *combat.Unit) {
			u.HP = -4
			b.Emit(combat.StatusChanged{Unit: u.Name, Status: combat.Down, Why: "test"})
		}, false, 1, nil, false, true},
		{"the dead stay dead", "realms", "knight", func(b *combat.Battle, u *combat.Unit) {
			u.HP = 0
			b.Emit(combat.StatusChanged{Unit: u.Name, Status: combat.Dead, Why: "test"})
		}, true, 0, nil, true, false},
		{"a d20 spell cast is gone until a full heal-up", "d20lite", "wizard", func(b *combat.Battle, u *combat.Unit) {
			b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: d20lite.SpellCast, Source: "magic missile"}})
			b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: d20lite.SpellCast, Source: "magic missile"}})
			b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: d20lite.SpellCast, Source: "magic missile"}})
		}, true, 0, map[string]int{"magic missile": 0}, false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := keptFile(t, c.rules, c.kind)
			st, err := Start(f, 1)
			if err != nil {
				t.Fatal(err)
			}
			nb, err := NextBattle(f, st)
			if err != nil {
				t.Fatal(err)
			}
			b, err := combat.New(nb.Setup)
			if err != nil {
				t.Fatal(err)
			}
			h := &st.Party[0]
			u := b.Unit(h.Member.Name)
			s, _ := h.Member.Sheet()
			c.battle(b, u)
			fell := h.Kept.afterBattle(b, u, &s, c.won)
			want := c.hp
			if want <= 0 && !c.dead {
				want += s.HP
			}
			if c.dead {
				want = h.Kept.HP
			}
			if h.Kept.HP != want || h.Kept.Dead != c.dead || fell != c.fell || !equalLeft(h.Kept.Left, c.left) {
				t.Fatalf("kept %+v, fell %v; want hp %d, left %v, dead %v, fell %v", *h.Kept, fell, want, c.left, c.dead, c.fell)
			}
			if err := h.Kept.check(&s); err != nil {
				t.Fatalf("what the battle left does not pass the state's checks: %v", err)
			}
			// the next battle: the hero enters with what it has left, a weapon it has none of
			// left out
			sh, hp := h.Kept.setup(s)
			for name, n := range c.left {
				w, ok := sh.Weapon(name)
				if n == 0 && ok || n > 0 && (!ok || max(w.Count, 1) != n) {
					t.Fatalf("next battle's sheet has %s %v (count %d), want %d", name, ok, w.Count, n)
				}
			}
			if !c.dead && hp != h.Kept.HP {
				t.Fatalf("enters the next battle with %d hp, want %d", hp, h.Kept.HP)
			}
			// a full heal-up gives every hit point and weapon back to the living
			h.Kept.healUp(&s)
			if !c.dead && (h.Kept.HP != s.HP || h.Kept.Left != nil) {
				t.Fatalf("after a full heal-up: %+v, want %d hp and every weapon", *h.Kept, s.HP)
			}
		})
	}
}

// equalLeft compares two Left maps, nil and empty alike.
func equalLeft(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// Each ruleset has a bundled campaign; it plays to its end headless (Play) and as the client
// plays it (NextBattle, the battle, Finish) alike, every state it writes reading back.
func TestBundledCampaignOfEveryRuleset(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(testMaps, "campaigns", "*.json"))
	seen := map[string]bool{}
	for _, path := range files {
		f, err := Load(path, testMaps)
		if err != nil {
			t.Fatal(err)
		}
		seen[f.Rules] = true
		t.Run(filepath.Base(path), func(t *testing.T) {
			whole, err := Start(f, 1)
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			state := filepath.Join(t.TempDir(), "state.json")
			err = Play(f, whole, &out, func(s *State) error {
				if err := s.Save(state); err != nil {
					return err
				}
				_, err := LoadState(state, f)
				return err
			})
			if err != nil {
				t.Fatal(err)
			}
			if !whole.Over || !strings.Contains(out.String(), "Battle 1 of ") {
				t.Fatalf("the campaign did not end:\n%s", out.String())
			}
			t.Logf("%s", out.String())
			client, _ := Start(f, 1)
			playClient(t, f, client)
			a, _ := json.Marshal(whole)
			b, _ := json.Marshal(client)
			if !bytes.Equal(a, b) {
				t.Fatalf("the client's campaign differs from Play's:\n%s\n%s", a, b)
			}
		})
	}
	for _, r := range Rulesets {
		if !seen[r] {
			t.Errorf("no bundled campaign plays %s", r)
		}
	}
}
