package d20lite

// Sheets: what the rules read of a unit (ability modifiers, saves, skills, size) and of a
// weapon (threat range, multiplier, light, trip, spell level), from the catalog's words.

import (
	"fmt"
	"strconv"
	"strings"

	"skirmish/combat"
)

// mod is an ability's modifier: (score − 10) / 2, rounded down; an ability the sheet does
// not give is 10 (+0).
func mod(u *combat.Unit, ability string) int { return modOf(&u.Sheet, ability) }

// modOf is mod of a sheet.
func modOf(s *combat.Sheet, ability string) int {
	v, ok := s.Attributes[ability]
	if !ok {
		return 0
	}
	d := v - 10
	if d < 0 {
		return (d - 1) / 2
	}
	return d / 2
}

// The saves, as a sheet's defenses name them, and the ability each falls back on
// (docs/rulings.md "Saves").
var saveAbility = map[string]string{"Fort": "CON", "Ref": "DEX", "Will": "WIS"}

// save is u's bonus on a save: the sheet's, or the ability's modifier.
func save(u *combat.Unit, name string) int {
	if v, ok := u.Sheet.Defenses[name]; ok {
		return v
	}
	return mod(u, saveAbility[name])
}

// The skills the rules roll, and the ability an untrained check uses (docs/rulings.md
// "Skills").
var skillAbility = map[string]string{"Bluff": "CHA", "Sense Motive": "WIS", "Heal": "WIS", "Concentration": "CON"}

// skill is u's bonus on a skill check: the sheet's total, or the ability's modifier.
func skill(u *combat.Unit, name string) int {
	if v, ok := u.Sheet.Skills[name]; ok {
		return v
	}
	return mod(u, skillAbility[name])
}

// size is u's size category: 0 medium, −1 small, −2 tiny, +1 large, +2 huge, +3
// gargantuan, from its sheet's size in feet (docs/rulings.md "Size").
func size(u *combat.Unit) int {
	f := u.Sheet.Size
	switch {
	case f <= 0:
		return 0
	case f <= 2:
		return -2
	case f <= 4:
		return -1
	case f <= 8:
		return 0
	case f <= 16:
		return 1
	case f <= 32:
		return 2
	}
	return 3
}

// arms is what the rules read of a weapon beyond its sheet: its threat range (the lowest
// natural roll that threatens), multiplier, whether it is light or natural, trips, and a
// spell's level.
type arms struct {
	combat.Weapon
	threat, mult int
	light        bool
	natural      bool
	trip         bool
	spell        int // the spell's level (0 for a cantrip or a weapon)
}

// armsOf reads a weapon's effects ("crit 19-20/x2", "crit x3", "light", "natural", "trip",
// "spell level 1"); a weapon that says nothing threatens on 20 for ×2.
func armsOf(w combat.Weapon) (arms, error) {
	a := arms{Weapon: w, threat: 20, mult: 2}
	for _, fx := range w.Effects {
		f := strings.TrimSpace(fx)
		switch {
		case f == "light":
			a.light = true
		case f == "natural":
			a.natural = true
		case f == "trip":
			a.trip = true
		case strings.HasPrefix(f, "spell level "):
			n, err := strconv.Atoi(strings.TrimPrefix(f, "spell level "))
			if err != nil || n < 0 || n > 9 {
				return a, fmt.Errorf("weapon %q: effect %q: want \"spell level N\", N from 0 to 9", w.Name, fx)
			}
			a.spell = n
		case strings.HasPrefix(f, "crit "):
			if err := a.readCrit(strings.TrimPrefix(f, "crit ")); err != nil {
				return a, fmt.Errorf("weapon %q: effect %q: %w", w.Name, fx, err)
			}
		default:
			return a, fmt.Errorf("weapon %q: effect %q: want \"crit 19-20/x2\", \"crit x3\", \"light\", \"natural\", \"trip\" or \"spell level N\"", w.Name, fx)
		}
	}
	if w.Kind == combat.Spell && !hasSpellLevel(w) {
		return a, fmt.Errorf("weapon %q: a spell says its level (\"spell level 1\")", w.Name)
	}
	return a, nil
}

// hasSpellLevel reports whether a weapon's effects give a spell level.
func hasSpellLevel(w combat.Weapon) bool {
	for _, f := range w.Effects {
		if strings.HasPrefix(strings.TrimSpace(f), "spell level ") {
			return true
		}
	}
	return false
}

// readCrit reads "19-20/x2", "18-20" or "x3": the threat range and the multiplier.
func (a *arms) readCrit(s string) error {
	rng, mult, hasMult := strings.Cut(s, "/")
	if !hasMult && strings.HasPrefix(s, "x") {
		rng, mult, hasMult = "20", s, true
	}
	lo, hi, isRange := strings.Cut(rng, "-")
	if !isRange {
		hi = lo
	}
	l, err1 := strconv.Atoi(lo)
	h, err2 := strconv.Atoi(hi)
	if err1 != nil || err2 != nil || h != 20 || l < 2 || l > 20 {
		return fmt.Errorf("want a threat range ending at 20, such as 19-20")
	}
	a.threat = l
	if hasMult {
		m, err := strconv.Atoi(strings.TrimPrefix(mult, "x"))
		if err != nil || !strings.HasPrefix(mult, "x") || m < 2 || m > 6 {
			return fmt.Errorf("want a multiplier from x2 to x6")
		}
		a.mult = m
	}
	return nil
}

// weaponArms is armsOf for a weapon the sheet check has already passed.
func weaponArms(w combat.Weapon) arms {
	a, _ := armsOf(w)
	return a
}

// unarmed is a creature's unarmed strike: 1d3, light (docs/rulings.md "Unarmed strike").
var unarmed = combat.Weapon{Name: "unarmed", Kind: combat.Unarmed, Damage: combat.Roll{Count: 1, Sides: 3}, Hands: 1, Effects: []string{"light"}}

// checkSheet says what a sheet lacks for the rules, or nil: every weapon's effects, its
// saves' names.
func checkSheet(s *combat.Sheet) error {
	for _, w := range s.Weapons {
		if _, err := armsOf(w); err != nil {
			return err
		}
	}
	for k := range s.Defenses {
		if _, ok := saveAbility[k]; !ok {
			return fmt.Errorf("defense %q: the d20 defenses are the saves Fort, Ref and Will", k)
		}
	}
	return nil
}
