package age13

// Tests of the character numbers: ability modifiers, tiers, defences, hit points, initiative.

import (
	"strings"
	"testing"

	"skirmish/combat"
)

func TestAbilityModifier(t *testing.T) {
	// 13th-age-combat-rules.txt "Damage": subtract 10, halve, round down.
	for score, want := range map[int]int{3: -4, 7: -2, 8: -1, 9: -1, 10: 0, 11: 0, 12: 1, 17: 3, 18: 4, 20: 5} {
		if got := AbilityModifier(score); got != want {
			t.Errorf("AbilityModifier(%d) = %d, want %d", score, got, want)
		}
	}
}

// DamageModifier is the ability modifier a hit adds at a level: the modifier times the tier
// (13th-age-combat-rules.txt "Damage": 18 Str at 5th level adds +8, 8 Str at 8th −3).
func DamageModifier(score, level int) int { return AbilityModifier(score) * Tier(level) }

func TestDamageModifierTiers(t *testing.T) {
	cases := []struct {
		name         string
		score, level int
		want         int
	}{
		{"1st level: 18 Str adds its +4", 18, 1, 4},
		{"4th level: still +4", 18, 4, 4},
		{"5th level: the modifier doubled, 18 Str deals WEAPON + 8", 18, 5, 8},
		{"7th level: doubled", 18, 7, 8},
		{"8th level: tripled, +12", 18, 8, 12},
		{"10th level: tripled", 18, 10, 12},
		{"negative modifiers are doubled too: 8 Str at 5th is −2", 8, 5, -2},
		{"and tripled: 7 Str at 8th is −6", 7, 8, -6},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := DamageModifier(c.score, c.level); got != c.want {
				t.Fatalf("DamageModifier(%d, %d) = %d, want %d", c.score, c.level, got, c.want)
			}
		})
	}
}

func TestDeriveHeroNumbers(t *testing.T) {
	// AC = class base (+1 shield) + middle of Con/Dex/Wis + level; PD: Str/Con/Dex; MD:
	// Int/Wis/Cha; hp = (class base + Con) × level multiplier; initiative = Dex + level.
	cases := []struct {
		name  string
		sheet combat.Sheet
		want  Derived
	}{
		{"fighter 1st: heavy 15 + shield 1 + Dex 1 (middle of Con 2, Dex 1, Wis 0) + 1 = AC 18; hp (8 + 2) × 3 = 30",
			entry(t, "fighter"), Derived{AC: 18, PD: 13, MD: 11, HP: 30, Initiative: 2}},
		{"fighter 5th: + 4 levels; hp (8 + 2) × 8 = 80", atLevel(t, "fighter", 5), Derived{AC: 22, PD: 17, MD: 15, HP: 80, Initiative: 6}},
		{"fighter 10th: hp (8 + 2) × 24 = 240", atLevel(t, "fighter", 10), Derived{AC: 27, PD: 22, MD: 20, HP: 240, Initiative: 11}},
		{"wizard 1st: no armour 10 + 1 + 1 = AC 12; MD 12 + Wis 1 (middle of Int 4, Wis 1, Cha 0) + 1 = 14; hp (6 + 1) × 3 = 21",
			entry(t, "wizard"), Derived{AC: 12, PD: 12, MD: 14, HP: 21, Initiative: 3}},
		{"rogue 1st: PD 12 + 1 + 1 = 14", entry(t, "rogue"), Derived{AC: 14, PD: 14, MD: 12, HP: 21, Initiative: 5}},
		{"ranger 1st: light 14 + Con 2 + 1 = AC 17", entry(t, "ranger"), Derived{AC: 17, PD: 14, MD: 11, HP: 27, Initiative: 5}},
		{"cleric 1st: heavy 14 + shield 1 + Con 2 + 1 = AC 18", entry(t, "cleric"), Derived{AC: 18, PD: 14, MD: 13, HP: 27, Initiative: 1}},
		{"barbarian 1st: PD 11 + Con 3 (middle of Str 4, Con 3, Dex 2) + 1 = 15; hp (7 + 3) × 3 = 30",
			entry(t, "barbarian"), Derived{AC: 15, PD: 15, MD: 11, HP: 30, Initiative: 3}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := Derive(&c.sheet)
			if err != nil {
				t.Fatal(err)
			}
			if got != c.want {
				t.Fatalf("Derive = %+v, want %+v", got, c.want)
			}
		})
	}
}

func TestLevelMultipliers(t *testing.T) {
	// the level progression chart's hit point multipliers, 1st to 10th level
	want := []int{3, 4, 5, 6, 8, 10, 12, 16, 20, 24}
	for l := 1; l <= MaxLevel; l++ {
		s := atLevel(t, "fighter", l)
		if s.HP != 10*want[l-1] {
			t.Errorf("fighter (base 8 + Con 2) at level %d has %d hp, want %d", l, s.HP, 10*want[l-1])
		}
	}
}

func TestInitiativeBonus(t *testing.T) {
	cases := []struct {
		name  string
		sheet combat.Sheet
		want  int
	}{
		{"a hero: Dex + level, 18 Dex at 1st is +5", entry(t, "rogue"), 5},
		{"at 5th level: +9", atLevel(t, "rogue", 5), 9},
		{"a creature: its stat line's initiative", entry(t, "ghoul"), 8},
		{"a creature without attributes or a stated bonus: +0", creature(5, "4", 15, 13, 11, 10), 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := InitiativeBonus(&c.sheet); got != c.want {
				t.Fatalf("InitiativeBonus = %d, want %d", got, c.want)
			}
		})
	}
}

func TestPrepareChecksSheets(t *testing.T) {
	m := "..\n.."
	cases := []struct {
		name  string
		sheet combat.Sheet
		opts  map[string]string
		want  string
	}{
		{"a hero's AC must be what its class gives", with(entry(t, "fighter"), func(s *combat.Sheet) { s.AC = 16 }), nil,
			`unit "A": a level 1 fighter with these abilities and heavy armour and a shield has ac 18, not 16`},
		{"raising the level changes every number", with(entry(t, "fighter"), func(s *combat.Sheet) { s.Level = 5 }), nil,
			"has ac 22, not 18, PD 17, not 13, MD 15, not 11, hp 80, not 30, initiative 6, not 2"},
		{"a hero needs a class", with(entry(t, "fighter"), func(s *combat.Sheet) { s.Class = "" }), nil, `class "": want one of [barbarian cleric fighter ranger rogue wizard]`},
		{"a hero's level is 1 to 10", with(entry(t, "fighter"), func(s *combat.Sheet) { s.Level = 11 }), nil, "level 11: a hero's level is 1 to 10"},
		{"a creature needs PD and MD", with(creature(5, "4", 15, 13, 11, 10), func(s *combat.Sheet) { delete(s.Defenses, "MD") }), nil, "a creature needs its defenses PD and MD"},
		{"an unknown defence", with(creature(5, "4", 15, 13, 11, 10), func(s *combat.Sheet) { s.Defenses["resist mud"] = 12 }), nil, `defense "resist mud": want PD, MD or resist TYPE`},
		{"a hero's weapon is one die (WEAPON)", with(entry(t, "fighter"), func(s *combat.Sheet) { s.Weapons[0].Damage = combat.Roll{Count: 2, Sides: 6} }), nil,
			`weapon "longsword": damage "2d6": a hero's weapon damage is one die`},
		{"an effect it cannot read", creature(5, "4", 15, 13, 11, 10, "natural banana: dazed (save ends)"), nil, `weapon "claw": effect "natural banana: dazed (save ends)": trigger "natural banana"`},
		{"a condition without an end", creature(5, "4", 15, 13, 11, 10, "hit: dazed"), nil, `dazed "": want (save ends)`},
		{"an unknown damage type", creature(5, "4", 15, 13, 11, 10, "type: mud"), nil, `damage type "mud"`},
		{"half damage belongs to a miss", creature(5, "4", 15, 13, 11, 10, "hit: half damage"), nil, "half damage is a miss's"},
		{"against a defence it does not have", with(creature(5, "4", 15, 13, 11, 10), func(s *combat.Sheet) { s.Weapons[0].Against = "Will" }), nil, `against "Will": want AC, PD or MD`},
		{"edition 3", creature(5, "4", 15, 13, 11, 10), map[string]string{"edition": "3"}, `edition "3": want "1"`},
		{"an unknown option", creature(5, "4", 15, 13, 11, 10), map[string]string{"mode": "x"}, `13th Age has no option "mode"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			mp := mustMap(t, m)
			_, err := combat.New(combat.Setup{Map: mp, Rules: New(), Sides: []string{"Heroes"}, Options: c.opts,
				Units: []combat.UnitSetup{{Name: "A", Side: "Heroes", Sheet: c.sheet}}})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want an error containing %q", err, c.want)
			}
		})
	}
}
