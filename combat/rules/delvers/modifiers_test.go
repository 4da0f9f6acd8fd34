package delvers

// Tests of the situational modifier table (delvers-combat.md "Combat Attack Rolls").

import (
	"testing"

	"skirmish/combat"
)

func TestSituationalModifiers(t *testing.T) {
	knife := with(fighter, func(s *combat.Sheet) { s.Weapons = append(s.Weapons, dagger) })
	missile := func(name, kind string, hands int) combat.Sheet {
		return with(archer, func(s *combat.Sheet) {
			s.Weapons = []combat.Weapon{{Name: name, Kind: kind, Damage: combat.Roll{Count: 1, Sides: 6},
				Attributes: []string{"DEX"}, Skill: "Shoot", Range: 30, LongRange: 60, Hands: hands}}
		})
	}
	sling := missile("sling", combat.Sling, 1)
	cases := []struct {
		name   string
		board  string
		units  map[rune]who
		action combat.Action
		forced []int
		// roll is the attack's text; rule and msg, when set, say the action is refused instead.
		roll, rule, msg string
	}{
		{name: "attacking an adjacent prone foe: +2", board: "Ag",
			units:  map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", orc, []string{Prone}}},
			action: act(KindMelee, "A", "g"), forced: []int{9, 1},
			roll: "d20 9 + attack bonus 1 + STR 1 + Stab 1 + adjacent prone target 2 = 14 vs AC 13: hit"},
		{name: "shooting at a distant prone foe: −2", board: "R...g",
			units:  map[rune]who{'R': {"Heroes", archer, nil}, 'g': {"Foes", orc, []string{Prone}}},
			action: act(KindRanged, "R", "g"), forced: []int{12},
			roll: "d20 12 + DEX 1 + Shoot 1 − distant prone target 2 = 12 vs AC 13: miss"},
		{name: "melee attacking while prone: −4", board: "Ag",
			units:  map[rune]who{'A': {"Heroes", fighter, []string{Prone}}, 'g': {"Foes", orc, nil}},
			action: act(KindMelee, "A", "g"), forced: []int{12},
			roll: "d20 12 + attack bonus 1 + STR 1 + Stab 1 − attacking from prone 4 = 11 vs AC 13: miss"},
		{name: "past normal range, up to long range: −2", board: "R..........g",
			units:  map[rune]who{'R': {"Heroes", archer, nil}, 'g': {"Foes", orc, nil}},
			action: act(KindRanged, "R", "g"), forced: []int{13},
			roll: "d20 13 + DEX 1 + Shoot 1 − long range 2 = 13 vs AC 13: hit"},
		{name: "past long range: cannot shoot", board: "R...............g",
			units:  map[rune]who{'R': {"Heroes", archer, nil}, 'g': {"Foes", orc, nil}},
			action: act(KindRanged, "R", "g"), rule: "Combat Attack Rolls", msg: "past the shortbow's long range of 75 ft"},
		{name: "half cover: −2", board: "R...-g",
			units:  map[rune]who{'R': {"Heroes", archer, nil}, 'g': {"Foes", orc, nil}},
			action: act(KindRanged, "R", "g"), forced: []int{13},
			roll: "d20 13 + DEX 1 + Shoot 1 − half cover 2 = 13 vs AC 13: hit"},
		{name: "a high barricade is full cover: −4", board: "R...=g",
			units:  map[rune]who{'R': {"Heroes", archer, nil}, 'g': {"Foes", orc, nil}},
			action: act(KindRanged, "R", "g"), forced: []int{13},
			roll: "d20 13 + DEX 1 + Shoot 1 − full cover 4 = 11 vs AC 13: miss"},
		{name: "throwing a weapon while in melee: −4", board: "Ag..h",
			units:  map[rune]who{'A': {"Heroes", knife, nil}, 'g': {"Foes", orc, nil}, 'h': {"Foes", orc, nil}},
			action: combat.Action{Kind: KindRanged, Unit: "A", Target: "h", Weapon: "dagger"}, forced: []int{15},
			roll: "d20 15 + attack bonus 1 + STR 1 + Stab 1 − shooting in melee 4 = 14 vs AC 13: hit"},
		{name: "a one-handed missile weapon (a sling) in melee: −4", board: "Rg..h",
			units:  map[rune]who{'R': {"Heroes", sling, nil}, 'g': {"Foes", orc, nil}, 'h': {"Foes", orc, nil}},
			action: act(KindRanged, "R", "h"), forced: []int{15},
			roll: "d20 15 + DEX 1 + Shoot 1 − shooting in melee 4 = 13 vs AC 13: hit"},
		{name: "a bow in melee: N/A", board: "Rg..h",
			units:  map[rune]who{'R': {"Heroes", archer, nil}, 'g': {"Foes", orc, nil}, 'h': {"Foes", orc, nil}},
			action: act(KindRanged, "R", "h"), rule: "Make a Ranged Attack", msg: "a shortbow cannot be fired with an enemy in melee range"},
		{name: "a crossbow in melee: N/A", board: "Rg..h",
			units:  map[rune]who{'R': {"Heroes", missile("heavy crossbow", combat.Crossbow, 2), nil}, 'g': {"Foes", orc, nil}, 'h': {"Foes", orc, nil}},
			action: act(KindRanged, "R", "h"), rule: "Make a Ranged Attack", msg: "a heavy crossbow cannot be fired with an enemy in melee range"},
		{name: "a one-handed hand crossbow in melee: N/A, a crossbow whatever its hands", board: "Rg..h",
			units:  map[rune]who{'R': {"Heroes", missile("hand crossbow", combat.Crossbow, 1), nil}, 'g': {"Foes", orc, nil}, 'h': {"Foes", orc, nil}},
			action: act(KindRanged, "R", "h"), rule: "Make a Ranged Attack", msg: "a hand crossbow cannot be fired with an enemy in melee range"},
		{name: "a one-handed bow in melee: N/A, a bow whatever the sheet says of its hands", board: "Rg..h",
			units:  map[rune]who{'R': {"Heroes", missile("shortbow", combat.Bow, 1), nil}, 'g': {"Foes", orc, nil}, 'h': {"Foes", orc, nil}},
			action: act(KindRanged, "R", "h"), rule: "Make a Ranged Attack", msg: "a shortbow cannot be fired with an enemy in melee range"},
		{name: "another two-handed ranged weapon (a staff sling) in melee: not at all", board: "Rg..h",
			units:  map[rune]who{'R': {"Heroes", missile("staff sling", combat.Sling, 2), nil}, 'g': {"Foes", orc, nil}, 'h': {"Foes", orc, nil}},
			action: act(KindRanged, "R", "h"), rule: "Make a Ranged Attack", msg: "a staff sling cannot be fired with an enemy in melee range"},
		{name: "a bow with only an unarmed foe adjacent fires without penalty: not an armed melee combatant", board: "Rg..h",
			units:  map[rune]who{'R': {"Heroes", archer, nil}, 'g': {"Foes", with(orc, func(s *combat.Sheet) { s.Weapons = nil }), nil}, 'h': {"Foes", orc, nil}},
			action: act(KindRanged, "R", "h"), forced: []int{13},
			roll: "d20 13 + DEX 1 + Shoot 1 = 15 vs AC 13: hit"},
		{name: "an unseen foe whose square is known: −4", board: "R...g",
			units:  map[rune]who{'R': {"Heroes", archer, nil}, 'g': {"Foes", orc, []string{Unseen}}},
			action: act(KindRanged, "R", "g"), forced: []int{15},
			roll: "d20 15 + DEX 1 + Shoot 1 − unseen target 4 = 13 vs AC 13: hit"},
		{name: "an unseen foe whose square is unknown: not allowed", board: "R...g",
			units:  map[rune]who{'R': {"Heroes", archer, nil}, 'g': {"Foes", orc, []string{Hidden}}},
			action: act(KindRanged, "R", "g"), rule: "Combat Attack Rolls", msg: "does not know where it is"},
		{name: "another character in the way is no solid object: no cover", board: "R.h.g",
			units:  map[rune]who{'R': {"Heroes", archer, nil}, 'h': {"Foes", orc, nil}, 'g': {"Foes", orc, nil}},
			action: act(KindRanged, "R", "g"), forced: []int{13},
			roll: "d20 13 + DEX 1 + Shoot 1 = 15 vs AC 13: hit"},
		{name: "no line of sight through a wall", board: "R.#.g",
			units:  map[rune]who{'R': {"Heroes", archer, nil}, 'g': {"Foes", orc, nil}},
			action: act(KindRanged, "R", "g"), rule: "Line of Sight", msg: "no line of sight"},
		{name: "shock is for melee: a thrown dagger that misses deals none", board: "Ag..h",
			units:  map[rune]who{'A': {"Heroes", knife, nil}, 'g': {"Foes", orc, nil}, 'h': {"Foes", with(orc, func(s *combat.Sheet) { s.AC = 10 }), nil}},
			action: combat.Action{Kind: KindRanged, Unit: "A", Target: "h", Weapon: "dagger"}, forced: []int{1},
			roll: "d20 1 + attack bonus 1 + STR 1 + Stab 1 − shooting in melee 4 = 0 vs AC 10: miss"},
		{name: "melee needs an adjacent foe", board: "A.g",
			units:  map[rune]who{'A': {"Heroes", fighter, nil}, 'g': {"Foes", orc, nil}},
			action: act(KindMelee, "A", "g"), rule: "Make a Melee Attack", msg: "not in melee range"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := setup(t, c.board, c.units, append(c.forced, 1, 1, 1, 1)...)
			if c.rule != "" {
				f.Refused(c.action, c.rule, c.msg)
				return
			}
			evs := f.Act(c.action)
			wantText(t, "roll", f.one(evs).Text, c.roll)
			if a := f.one(evs); !a.Hit && len(damages(evs)) > 0 && c.action.Kind == KindRanged {
				t.Fatalf("a missed ranged attack dealt shock: %v", damages(evs))
			}
		})
	}
}
