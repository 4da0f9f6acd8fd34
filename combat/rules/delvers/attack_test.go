package delvers

// Tests of attack rolls, damage and shock with the text's numbers.

import (
	"testing"

	"skirmish/combat"
)

func TestAttributeModifier(t *testing.T) {
	cases := []struct{ score, mod int }{{3, -2}, {4, -1}, {7, -1}, {8, 0}, {13, 0}, {14, 1}, {17, 1}, {18, 2}}
	for _, c := range cases {
		if got := AttributeModifier(c.score); got != c.mod {
			t.Errorf("AttributeModifier(%d) = %d, want %d", c.score, got, c.mod)
		}
	}
}

func TestMeleeAttackRoll(t *testing.T) {
	cases := []struct {
		name   string
		sheet  combat.Sheet
		forced []int
		roll   string
		damage string
		hp     int
	}{
		{"hero: d20 + attack bonus + attribute + skill; damage die + attribute",
			fighter, []int{11, 5}, "d20 11 + attack bonus 1 + STR 1 + Stab 1 = 14 vs AC 13: hit", "damage 1d8 5 + STR 1 = 6", 0},
		{"untrained: −2 to hit",
			with(fighter, func(s *combat.Sheet) { delete(s.Skills, "Stab") }), []int{11}, "d20 11 + attack bonus 1 + STR 1 − untrained Stab 2 = 11 vs AC 13: miss", "shock 2/13: points 2 + STR 1 = 3", 3},
		{"magic adds to hit and damage",
			with(fighter, func(s *combat.Sheet) { s.Weapons[0].Magic = 1 }), []int{10, 2}, "d20 10 + attack bonus 1 + STR 1 + Stab 1 + magic 1 = 14 vs AC 13: hit", "damage 1d8 2 + STR 1 + magic 1 = 4", 2},
		{"a total equal to the AC hits: 10 + 3 = 13 vs AC 13",
			fighter, []int{10, 2}, "d20 10 + attack bonus 1 + STR 1 + Stab 1 = 13 vs AC 13: hit", "damage 1d8 2 + STR 1 = 3", 3},
		{"either attribute the weapon lists: the better, DEX 18 (+2) over STR 16 (+1), to hit and to damage",
			with(fighter, func(s *combat.Sheet) { s.Attributes["DEX"] = 18 }), []int{10, 3}, "d20 10 + attack bonus 1 + DEX 2 + Stab 1 = 14 vs AC 13: hit", "damage 1d8 3 + DEX 2 = 5", 1},
		{"an NPC has no attribute or skill: d20 + attack bonus (its HD)",
			orc, []int{12, 4}, "d20 12 + attack bonus 1 = 13 vs AC 13: hit", "damage 1d6 4 = 4", 2},
		{"a purely unarmed attack adds Brawl to the damage: 1d2 + STR 1 + Brawl 1",
			with(fighter, func(s *combat.Sheet) { s.Weapons = nil }), []int{12, 2}, "d20 12 + attack bonus 1 + STR 1 + Brawl 1 = 15 vs AC 13: hit", "damage 1d2 2 + STR 1 + Brawl 1 = 4", 2},
		{"a hit never deals less than the shock a miss would",
			fighter, []int{12, 1}, "d20 12 + attack bonus 1 + STR 1 + Stab 1 = 15 vs AC 13: hit", "damage 1d8 1 + STR 1 + shock floor 1 = 3", 3},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := setup(t, `
				Ao`, map[rune]who{'A': {"Heroes", c.sheet, nil}, 'o': {"Foes", orc, nil}}, c.forced...)
			evs := f.Act(act(KindMelee, "A", "o"))
			wantText(t, "roll", f.one(evs).Text, c.roll)
			wantText(t, "damage", damages(evs)[0].Text, c.damage)
			if got := f.U("o").HP; got != c.hp {
				t.Fatalf("orc hp %d, want %d", got, c.hp)
			}
		})
	}
}
