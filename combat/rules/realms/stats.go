package realms

// The sheet as Realms reads it: size categories, a weapon's damage category and properties,
// its applicable skills, body saves, resistances and vulnerabilities (docs/catalog.md "Realms").

import (
	"slices"
	"strings"

	"skirmish/combat"
)

// Size categories, smallest first (enchanted-realms-combat.txt "Grappling", "Pushing").
const (
	sizeTiny = iota
	sizeSmall
	sizeMedium
	sizeLarge
	sizeHuge
	sizeGargantuan
)

// sizeNames name the categories as traits do.
var sizeNames = []string{"tiny", "small", "medium", "large", "huge", "gargantuan"}

// sizeOf is a sheet's size category: its trait ("small", "large") if it has one, else by its
// largest dimension: 10 ft large, 15 ft huge, 20 ft and more gargantuan, less medium.
func sizeOf(s *combat.Sheet) int {
	for i, n := range sizeNames {
		if s.Has(n) {
			return i
		}
	}
	switch {
	case s.Size >= 20:
		return sizeGargantuan
	case s.Size >= 15:
		return sizeHuge
	case s.Size >= 10:
		return sizeLarge
	}
	return sizeMedium
}

// Categories are the text's ten categories of body damage (enchanted-realms-combat.txt
// "Physical Damage").
var Categories = []string{"alchemical", "blunt", "cold", "edged", "fire", "lightning", "necrotic", "piercing", "poison", "smite"}

// Properties are the weapon properties the rules read: light and reach (sneak attacks; reach
// also strikes 10 ft away), heavy (a glaive's), polearm (impalement), keen (a natural 20 is a
// critical hit, the equipment that grants one: docs/rulings.md) and touch (a touch that deals
// no damage).
var Properties = []string{"light", "reach", "heavy", "polearm", "keen", "touch"}

// has reports whether a weapon has a property or category among its effects.
func has(w combat.Weapon, word string) bool { return slices.Contains(w.Effects, word) }

// category is the weapon's damage category: the first of its effects that is one, else
// piercing for what shoots or is thrown and blunt for the rest (docs/rulings.md).
func category(w combat.Weapon) string {
	for _, e := range w.Effects {
		if slices.Contains(Categories, e) {
			return e
		}
	}
	if w.Missile() || w.Kind == combat.Thrown {
		return "piercing"
	}
	return "blunt"
}

// weaponSkills are the skills that add a die to an attack with w: the weapon's skills
// (Weapon.Skill, several separated by commas) that the sheet has at level 1 or more, each once
// (enchanted-realms-combat.txt "The Attack": "one per applicable skill").
func weaponSkills(s *combat.Sheet, w combat.Weapon) []string {
	var out []string
	for part := range strings.SplitSeq(w.Skill, ",") {
		name := strings.TrimSpace(part)
		if name != "" && s.Skills[name] > 0 && !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	return out
}

// skill reports whether the sheet has a skill at level 1 or more.
func skill(s *combat.Sheet, name string) bool { return s.Skills[name] > 0 }

// bodySave is the sheet's body save modifier (Defenses "body"; 0 when it has none,
// docs/rulings.md "Realms: body saves").
func bodySave(s *combat.Sheet) int { return s.Defenses["body"] }

// initiativeMod is what the sheet adds to its d10 for initiative besides its quality (the
// attack bonus): the sheet's initiative bonus, its skills and magic (docs/rulings.md).
func initiativeMod(s *combat.Sheet) int { return s.Initiative }

// resistance is how a unit takes damage of a category: "immune", "resistant", "vulnerable"
// or "" (normal). Resistance and vulnerability from any number of sources (traits such as
// "resist-fire", "vulnerable-cold", "immune-poison", or conditions of those names) count once,
// and both together cancel (enchanted-realms-combat.txt "Physical Damage"). A petrified
// creature is immune to poison (enchanted-realms-combat.txt "Restrictions in Combat").
func resistance(u *combat.Unit, cat string) string {
	in := func(word string) bool { return u.Sheet.Has(word+"-"+cat) || u.Is(word+"-"+cat) }
	if in("immune") || cat == "poison" && u.Is(Petrified) {
		return "immune"
	}
	r, v := in("resist"), in("vulnerable")
	switch {
	case r && v:
		return ""
	case r:
		return "resistant"
	case v:
		return "vulnerable"
	}
	return ""
}

// afterResistance is an attack's body damage after the target's resistance: halved rounding
// down, doubled, none or unchanged.
func afterResistance(points int, how string) int {
	switch how {
	case "immune":
		return 0
	case "resistant":
		return points / 2
	case "vulnerable":
		return points * 2
	}
	return points
}

// speedOf is how far u moves in a round: its mount's speed while mounted, else its sheet's
// (enchanted-realms-combat.txt "Movemment").
func speedOf(u *combat.Unit) int {
	if c, ok := u.Condition(Mounted); ok {
		return mountSpeed(c)
	}
	return u.Sheet.Speed
}

// reachOf is how many cells away w strikes: 2 with the reach property, else 1 (docs/rulings.md).
func reachOf(w combat.Weapon) int {
	if has(w, "reach") {
		return 2
	}
	return 1
}

// inMelee reports whether w strikes in melee: a melee, unarmed or thrown weapon, or a spell
// with no range (a touch).
func inMelee(w combat.Weapon) bool { return w.InMelee() || w.Kind == combat.Spell && w.Range == 0 }
