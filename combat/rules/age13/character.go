package age13

// Characters: ability modifiers, tiers, the class table, and a hero's defences, hit points and initiative bonus.

import (
	"fmt"
	"slices"
	"sort"

	"skirmish/combat"
)

// AbilityModifier is a score's modifier: subtract 10, halve, round down
// (13th-age-combat-rules.txt "Damage"). 18 gives +4, 9 gives −1, 8 gives −1, 7 gives −2.
func AbilityModifier(score int) int {
	d := score - 10
	if d < 0 {
		return (d - 1) / 2
	}
	return d / 2
}

// Tier is the multiplier of ability modifiers added to damage and recoveries: ×1 to 4th level,
// ×2 from 5th, ×3 from 8th, negative modifiers too (13th-age-combat-rules.txt "Damage",
// "Recoveries"; 13th-age-2e-reference-sheet.txt "Basic Attack": "Stat Mod * Tier").
func Tier(level int) int {
	switch {
	case level >= 8:
		return 3
	case level >= 5:
		return 2
	}
	return 1
}

// levelMultiplier is the hit point multiplier of each level, 1st to 10th: hit points are
// (class base + Con modifier) × this (13th-age-2e-reference-sheet.txt "Hit Points"; the
// multipliers are the level progression chart's, docs/rulings.md).
var levelMultiplier = [...]int{0, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24}

// MaxLevel is the highest hero level the texts' tables reach.
const MaxLevel = 10

// Class is one row of the class table: its base defences by armour, base hit points and its
// recoveries. The texts give the formulas with "class base"; the bases are the 13th Age
// classes' (docs/rulings.md).
type Class struct {
	Name string
	// AC is the base AC by armour worn: "none", "light", "heavy". A shield adds 1.
	AC     map[string]int
	PD, MD int
	// HP is the base of the hit point formula.
	HP int
	// Recoveries is how many the class starts a battle with; RecoveryDie its die.
	Recoveries  int
	RecoveryDie int
	// Penalised lists the armour ("heavy", "shield") that costs the class −2 to attack.
	Penalised []string
}

// classes is the class table.
var classes = map[string]Class{
	"barbarian": {Name: "barbarian", AC: map[string]int{"none": 10, "light": 12, "heavy": 13}, PD: 11, MD: 10, HP: 7, Recoveries: 8, RecoveryDie: 10, Penalised: []string{"heavy"}},
	"cleric":    {Name: "cleric", AC: map[string]int{"none": 10, "light": 12, "heavy": 14}, PD: 11, MD: 11, HP: 7, Recoveries: 8, RecoveryDie: 8},
	"fighter":   {Name: "fighter", AC: map[string]int{"none": 10, "light": 13, "heavy": 15}, PD: 10, MD: 10, HP: 8, Recoveries: 9, RecoveryDie: 10},
	"ranger":    {Name: "ranger", AC: map[string]int{"none": 10, "light": 14, "heavy": 15}, PD: 11, MD: 10, HP: 7, Recoveries: 8, RecoveryDie: 8, Penalised: []string{"heavy", "shield"}},
	"rogue":     {Name: "rogue", AC: map[string]int{"none": 11, "light": 12, "heavy": 13}, PD: 12, MD: 10, HP: 6, Recoveries: 8, RecoveryDie: 8, Penalised: []string{"heavy", "shield"}},
	"wizard":    {Name: "wizard", AC: map[string]int{"none": 10, "light": 10, "heavy": 11}, PD: 10, MD: 12, HP: 6, Recoveries: 8, RecoveryDie: 6, Penalised: []string{"heavy", "shield"}},
}

// Classes lists the class names, sorted.
func Classes() []string {
	out := make([]string, 0, len(classes))
	for n := range classes {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// ClassOf returns a sheet's class.
func ClassOf(s *combat.Sheet) (Class, bool) {
	c, ok := classes[s.Class]
	return c, ok
}

// mod is a sheet's modifier for an ability; a creature without that score has +0.
func mod(s *combat.Sheet, ability string) int {
	v, ok := s.Attributes[ability]
	if !ok {
		return 0
	}
	return AbilityModifier(v)
}

// middle returns the middle of three modifiers: the higher and the lower are disregarded
// (13th-age-combat-rules.txt "Defenses").
func middle(a, b, c int) int {
	v := []int{a, b, c}
	slices.Sort(v)
	return v[1]
}

// Derived is what a hero's class, abilities, armour and level give.
type Derived struct {
	AC, PD, MD, HP, Initiative int
}

// Derive works out a hero's defences, hit points and initiative bonus:
// AC = class base for its armour (+1 shield) + middle of Con, Dex, Wis + level;
// PD = class base + middle of Str, Con, Dex + level; MD = class base + middle of Int, Wis,
// Cha + level; HP = (class base + Con) × the level's multiplier; initiative = Dex + level
// (13th-age-2e-reference-sheet.txt, its first lines; 13th-age-combat-rules.txt "Defenses",
// "Initiative Bonus").
func Derive(s *combat.Sheet) (Derived, error) {
	c, ok := ClassOf(s)
	if !ok {
		return Derived{}, fmt.Errorf("class %q: want one of %v", s.Class, Classes())
	}
	if s.Level < 1 || s.Level > MaxLevel {
		return Derived{}, fmt.Errorf("level %d: a hero's level is 1 to %d", s.Level, MaxLevel)
	}
	armour := armourOf(s)
	base, ok := c.AC[armour]
	if !ok {
		return Derived{}, fmt.Errorf("armour %q: want none, light or heavy", s.Armour)
	}
	if s.Shield {
		base++
	}
	str, con, dex := mod(s, "STR"), mod(s, "CON"), mod(s, "DEX")
	in, wis, cha := mod(s, "INT"), mod(s, "WIS"), mod(s, "CHA")
	l := s.Level
	return Derived{
		AC:         base + middle(con, dex, wis) + l,
		PD:         c.PD + middle(str, con, dex) + l,
		MD:         c.MD + middle(in, wis, cha) + l,
		HP:         (c.HP + con) * levelMultiplier[l],
		Initiative: dex + l,
	}, nil
}

// armourOf is the armour a hero wears, "none" when the sheet says nothing.
func armourOf(s *combat.Sheet) string {
	if s.Armour == "" {
		return "none"
	}
	return s.Armour
}

// armourPenalty is the attack penalty of armour the class is not trained for: −2.
func armourPenalty(s *combat.Sheet) int {
	c, ok := ClassOf(s)
	if !ok {
		return 0
	}
	if slices.Contains(c.Penalised, armourOf(s)) || s.Shield && slices.Contains(c.Penalised, "shield") {
		return -2
	}
	return 0
}

// InitiativeBonus is d20's bonus for initiative: a hero's Dex + level, a creature's stated
// bonus (its stat line's "Initiative") or else its Dex + level
// (13th-age-combat-rules.txt "Initiative Bonus").
func InitiativeBonus(s *combat.Sheet) int {
	if !s.Hero && (s.Initiative != 0 || len(s.Attributes) == 0) {
		return s.Initiative
	}
	return mod(s, "DEX") + s.Level
}
