package age13

// The attack roll's choices and chances: invisibility's miss chance, two-weapon fighting's reroll of a natural 2, and flexible attacks chosen by the natural roll.

import (
	"fmt"
	"slices"

	"skirmish/combat"
)

// Reaction kinds of the attacker's own choices after its d20 (combat.PromptRolled): which
// flexible attack it uses (Weapon names it), or none (plain: the attack it rolled, named by
// Weapon); whether it rerolls a natural 2 with two weapons (reroll) or keeps it (keep).
const (
	KindFlexible = "flexible"
	KindPlain    = "plain"
	KindReroll   = "reroll"
	KindKeep     = "keep"
)

// Invisible is the condition of a creature others cannot see: attacks on it miss completely
// half the time, before the roll.
const Invisible = "invisible"

// More citations.
var (
	ruleFlexible  = cite1("Flexible Attacks")
	ruleTwoWeapon = cite1("Two-Weapon Fighting")
)

// invisibleMiss rolls, before an attack on an invisible creature, whether it misses
// completely: a d20 of 10 or less (50%). Such a miss deals no damage and has no effect on
// the target (13th-age-combat-rules.txt "Invisibility"; 13th-age-2e-reference-sheet.txt
// "Invisibility": "50% miss chance"). It reports whether the attack missed.
func invisibleMiss(b *combat.Battle, s *strike) bool {
	if !s.target.Is(Invisible) {
		return false
	}
	v := b.D20(s.attacker, fmt.Sprintf("%s is invisible: 1–10 misses completely", s.target.Name))
	if v > 10 {
		b.Emit(combat.Note{Unit: s.attacker.Name, Text: fmt.Sprintf("invisible %s: d20 %d, the attack goes on", s.target.Name, v)})
		return false
	}
	b.Emit(combat.Note{Unit: s.attacker.Name, Text: fmt.Sprintf("invisible %s: d20 %d, %s's attack misses completely", s.target.Name, v, s.attacker.Name)})
	return true
}

// twoWeapons reports whether u fights with two weapons: a hero with two one-handed melee
// weapons ready and no shield (13th-age-combat-rules.txt "Two-Weapon Fighting";
// docs/rulings.md).
func twoWeapons(u *combat.Unit) bool {
	if !u.Sheet.Hero || u.Sheet.Shield {
		return false
	}
	n := 0
	for w := range u.Readied() {
		if w.Kind == combat.Melee && w.Hands == 1 {
			n++
		}
	}
	return n >= 2
}

// rerolls reports whether a strike may reroll a natural 2: a melee weapon attack by a creature
// fighting with two weapons.
func (s *strike) rerolls() bool {
	return s.p.Kind == combat.Melee && twoWeapons(s.attacker)
}

// twoWeaponReroll offers a two-weapon fighter the reroll of a natural 2, which it must then
// use; by default it rerolls. It returns the natural roll that counts.
func twoWeaponReroll(b *combat.Battle, s *strike, nat int) int {
	if nat != 2 || !s.rerolls() {
		return nat
	}
	base := combat.Action{Unit: s.attacker.Name, Target: s.target.Name, Weapon: s.p.Name}
	reroll, keep := base, base
	reroll.Kind, keep.Kind = KindReroll, KindKeep
	p := combat.Prompt{Kind: combat.PromptRolled, Actor: s.attacker.Name, Target: s.target.Name}
	if a, ok := b.Ask(s.attacker, p, []combat.Action{reroll, keep}); ok && a.Kind == KindKeep {
		return nat
	}
	b.Emit(combat.Note{Unit: s.attacker.Name, Text: s.attacker.Name + " fights with two weapons: the natural 2 is rerolled, and the reroll counts"})
	return d20(b, s.attacker, fmt.Sprintf("two-weapon reroll: %s vs %s", s.attacker.Name, s.target.Name))
}

// flexiblePowers are u's flexible attacks of the kind it could use now, in sheet order.
func flexiblePowers(b *combat.Battle, u *combat.Unit, kind string) []power {
	var out []power
	for p := range attacks(u) {
		if p.flex != nil && fits(p, kind) && usable(b, u, p) == nil {
			out = append(out, p)
		}
	}
	return out
}

// attackStrike is the strike an attack action makes with p. An attack with a basic attack by
// a creature that has flexible attacks of its kind is a flexible attack: after the roll, it
// may use one of them whose triggering roll came up. Naming a flexible attack makes the same
// flexible attack (with the first basic attack of the kind) and says which to use by
// default. A hindered attacker, or a confused one in edition 2, makes no-trigger attacks and
// so no flexible ones (13th-age-combat-rules.txt "Flexible Attacks"; docs/rulings.md).
func attackStrike(b *combat.Battle, kind string, u, t *combat.Unit, p power) *strike {
	intent := ""
	if p.flex != nil {
		if c, err := findPower(b, u, "", kind, ruleFlexible); err == nil && c.flex == nil {
			intent, p = p.Name, c
		}
	}
	s := newStrike(b, kind, u, t, p)
	if p.flex == nil && basicFor(u, p) && !s.noTriggers {
		s.flex = flexiblePowers(b, u, kind)
		s.intent = intent
	}
	return s
}

// eligible are the flexible attacks of a strike whose triggering roll the natural roll meets,
// each with its own roll judged (its hit or miss counts for its trigger).
func eligible(b *combat.Battle, s *strike, nat int) []power {
	var out []power
	for _, p := range s.flex {
		c := *s
		c.p = p
		if r := judge(b, &c, nat); p.flex.fires(nat, r.hit) {
			out = append(out, p)
		}
	}
	return out
}

// defaultFlexible is the flexible attack used when the attacker does not choose: the one it
// named if it came up, else the first at-will one, else the first limited one.
func defaultFlexible(s *strike, ok []power) (power, bool) {
	if i := slices.IndexFunc(ok, func(p power) bool { return p.Name == s.intent }); i >= 0 {
		return ok[i], true
	}
	if i := slices.IndexFunc(ok, func(p power) bool { return !p.limited }); i >= 0 {
		return ok[i], true
	}
	if len(ok) > 0 {
		return ok[0], true
	}
	return power{}, false
}

// chooseFlexible lets the attacker pick which flexible attack to use now the natural roll is
// known, or none (the plain attack it rolled): it asks at combat.PromptRolled, one option
// for each flexible attack that came up and one plain; without an answer it takes
// defaultFlexible. The chosen attack replaces the strike's power, and a
// limited one is spent.
func chooseFlexible(b *combat.Battle, s *strike, nat int) {
	ok := eligible(b, s, nat)
	if len(ok) == 0 {
		return
	}
	var opts []combat.Action
	for _, p := range ok {
		opts = append(opts, combat.Action{Kind: KindFlexible, Unit: s.attacker.Name, Target: s.target.Name, Weapon: p.Name})
	}
	opts = append(opts, combat.Action{Kind: KindPlain, Unit: s.attacker.Name, Target: s.target.Name, Weapon: s.p.Name})
	preview := judge(b, s, nat).rolled
	pick, chosen := defaultFlexible(s, ok)
	if a, asked := b.Ask(s.attacker, combat.Prompt{Kind: combat.PromptRolled, Actor: s.attacker.Name, Target: s.target.Name, Attack: &preview}, opts); asked {
		if a.Kind == KindPlain {
			return
		}
		i := slices.IndexFunc(ok, func(p power) bool { return p.Name == a.Weapon })
		pick, chosen = ok[i], true
	}
	if !chosen {
		return
	}
	b.Emit(combat.Note{Unit: s.attacker.Name, Text: fmt.Sprintf("flexible attack: %s (its triggering roll, %s, came up on the natural %d)", pick.Name, pick.flex.rollText(), nat)})
	if pick.limited {
		b.Emit(combat.ConditionAdded{Unit: s.attacker.Name, Condition: combat.Condition{Name: Expended, Source: pick.Name, Ends: combat.EndOfBattle}})
	}
	s.p = pick
}
