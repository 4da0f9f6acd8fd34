package d20lite

// Attacks: the roll (BAB + Str or Dex and every modifier), the defence, natural 1 and 20,
// threat ranges without confirmation, concealment, and damage
// (d20-sunday-stats-combat.txt "Resolving Any Normal Attack", "Combat Modifiers").

import (
	"fmt"

	"skirmish/combat"
	"skirmish/grid"
)

// strike is one attack being made: how, by whom, on whom, with what, from where.
type strike struct {
	// kind is the kind it is made as (melee, ranged, charge, opportunity, swing, ...).
	kind     string
	att, def *combat.Unit
	w        arms
	// from is the attacker's square (a charge's end); zero means where it stands.
	from    grid.Pos
	fromSet bool
	// bab is the attack bonus when it is not the sheet's (an iterative swing's).
	bab    int
	babSet bool
	// thrown is set for a readied attack with a thrown weapon at a foe not beside the attacker
	// (the weapon is thrown, not swung).
	thrown bool
	// extra are the action's own terms (fighting defensively, charge, two-weapon).
	extra []combat.Term
	// offHand halves the Str bonus to damage; defensively is fighting defensively.
	offHand bool
	// unplaced marks an attack at a next turn from a square not known yet (a threat): the
	// terms that depend on it (flanking, shooting into melee, cover) are left out.
	unplaced bool
}

// at is the attacker's square for this attack.
func (s *strike) at() grid.Pos {
	if s.fromSet {
		return s.from
	}
	return s.att.Pos
}

// ranged reports whether the attack is a ranged one: a missile weapon, a spell with a
// range, a thrown weapon thrown.
func (s *strike) ranged() bool {
	switch {
	case s.w.Kind == combat.Spell:
		return s.w.Range > 0
	case s.w.Missile():
		return true
	case s.w.Kind == combat.Thrown:
		return s.kind == KindRanged || s.kind == KindReadied && s.thrown
	}
	return false
}

// abilityTerm is the ability the attack adds: Dex for a missile (a thrown weapon thrown, a
// spell with a range: a ray, a missile), Str otherwise (a melee weapon, a touch spell)
// (d20-sunday-stats-combat.txt "Resolving Any Normal Attack": "your Str modifier (or Dex if
// it's a missile weapon)"; docs/rulings.md "d20 spells").
func (s *strike) abilityTerm() combat.Term {
	switch {
	case s.ranged():
		return combat.Term{Label: "Dex", Value: mod(s.att, "DEX")}
	}
	return combat.Term{Label: "Str", Value: mod(s.att, "STR")}
}

// terms are the attack roll's modifiers after the d20.
func (s *strike) terms(b *combat.Battle, dst []combat.Term) []combat.Term {
	bab := s.att.Sheet.AttackBonus
	if s.babSet {
		bab = s.bab
	}
	dst = append(dst, combat.Term{Label: "BAB", Value: bab}, s.abilityTerm())
	if s.w.Magic != 0 {
		dst = append(dst, combat.Term{Label: "magic", Value: s.w.Magic})
	}
	dst = append(dst, s.extra...)
	if !s.ranged() && !s.unplaced && flanked(b, s.att, s.def, s.at()) {
		dst = append(dst, combat.Term{Label: "flanking", Value: 2})
	}
	if s.ranged() && !s.unplaced && inMeleeWithAlly(b, s.att, s.def) {
		dst = append(dst, combat.Term{Label: "into melee", Value: -4})
	}
	if !s.ranged() && s.att.Is(Prone) {
		dst = append(dst, combat.Term{Label: "prone", Value: -4})
	}
	for _, c := range s.def.ConditionsNamed(AidedAttack) {
		if aider := b.Unit(c.Source); aider != nil && aider != s.att && aider.Side == s.att.Side {
			dst = append(dst, combat.Term{Label: "aided by " + aider.Name, Value: 2})
		}
	}
	// No term for distance: the text gives none (a shot past the weapon's farthest range is
	// refused, inRange; docs/rulings.md "d20 range").
	return dst
}

// defense is what the attack rolls against: the target's AC, less its Dex bonus when it is
// flat-footed, running or feinted by the attacker, and every modifier it has.
func (s *strike) defense(b *combat.Battle, dst []combat.Term) []combat.Term {
	d := s.def
	dst = append(dst, combat.Term{Label: "AC", Value: d.Sheet.AC})
	if dex := mod(d, "DEX"); dex > 0 {
		switch {
		case d.Is(FlatFooted):
			dst = append(dst, combat.Term{Label: "flat-footed", Value: -dex})
		case d.Is(Running):
			dst = append(dst, combat.Term{Label: "running", Value: -dex})
		case feintedBy(d, s.att):
			dst = append(dst, combat.Term{Label: "feinted", Value: -dex})
		}
	}
	if v := b.Map.Sight(s.at(), d.Pos); !s.unplaced && (v.Cover == grid.CoverHalf || v.Cover == grid.CoverThreeQuarters) {
		dst = append(dst, combat.Term{Label: "cover", Value: 4})
	}
	if d.Is(Defensive) {
		dst = append(dst, combat.Term{Label: "fighting defensively", Value: 2})
	}
	if d.Is(Charging) {
		dst = append(dst, combat.Term{Label: "charging", Value: -2})
	}
	if d.Is(Prone) {
		if s.ranged() {
			dst = append(dst, combat.Term{Label: "prone", Value: 4})
		} else {
			dst = append(dst, combat.Term{Label: "prone", Value: -4})
		}
	}
	for _, c := range s.att.ConditionsNamed(AidedDefense) {
		if aider := b.Unit(c.Source); aider != nil && aider != d && aider.Side == d.Side {
			dst = append(dst, combat.Term{Label: "aided by " + aider.Name, Value: 2})
		}
	}
	return dst
}

// feintedBy reports whether att's feint denies d its Dex bonus.
func feintedBy(d, att *combat.Unit) bool {
	for _, c := range d.ConditionsNamed(Feinted) {
		if c.Source == att.Name {
			return true
		}
	}
	return false
}

// flanked reports whether att, attacking from its square at, and an ally are on opposite
// sides of def: the ally stands on the square the attacker's mirrors through the
// defender's, and is up (not down); the text asks nothing more of it, not even a weapon
// (d20-sunday-stats-combat.txt "Combat Modifiers": "If you and an ally are on opposite sides
// of a defender, he is flanked"; docs/rulings.md "d20 flanking on squares").
func flanked(b *combat.Battle, att, def *combat.Unit, at grid.Pos) bool {
	if !b.Map.Adjacent(at, def.Pos) {
		return false
	}
	opposite := grid.Pos{X: 2*def.Pos.X - at.X, Y: 2*def.Pos.Y - at.Y}
	for _, a := range b.Units {
		if a != att && a.Side == att.Side && a.Pos == opposite && a.Active() {
			return true
		}
	}
	return false
}

// inMeleeWithAlly reports whether def is engaged in melee with an ally of att's: an ally of
// att stands beside it (d20-sunday-stats-combat.txt "Actions": Ranged attack).
func inMeleeWithAlly(b *combat.Battle, att, def *combat.Unit) bool {
	for _, a := range b.Units {
		if a != att && a.Side == att.Side && a.Active() && b.Map.Adjacent(a.Pos, def.Pos) {
			return true
		}
	}
	return false
}

// concealed reports whether def stands in a concealing square (darkness, fog, tall grass).
func concealed(b *combat.Battle, def *combat.Unit) bool { return b.Map.At(def.Pos).Conceal }

// outcome is an attack roll's result.
type outcome struct {
	natural, total, ac int
	hit, crit          bool
}

// roll makes the attack roll and records it: a natural 1 misses and a natural 20 hits; a
// hit on a natural roll in the weapon's threat range is a critical hit, with no roll to
// confirm it; a hit on a concealed target misses anyway on 1–20 of a d100. It spends the
// attacker's feint on the target.
func (s *strike) roll(b *combat.Battle) outcome {
	var tb, db [12]combat.Term
	terms := s.terms(b, tb[:0])
	def := s.defense(b, db[:0])
	nat := b.D20(s.att, fmt.Sprintf("attack on %s", s.def.Name))
	all := append([]combat.Term{{Label: "d20", Value: nat}}, terms...)
	o := outcome{natural: nat, total: combat.Sum(all), ac: combat.Sum(def)}
	o.hit = nat == 20 || nat != 1 && o.total >= o.ac
	o.crit = o.hit && nat >= s.w.threat
	text := fmt.Sprintf("%s vs %s", combat.FormatTerms(all), defenseText(def))
	switch {
	case nat == 1:
		text += ": a natural 1 misses"
	case nat == 20 && o.total < o.ac:
		text += ": a natural 20 hits"
	case o.hit:
		text += ": hit"
	default:
		text += ": miss"
	}
	if o.crit {
		text += fmt.Sprintf(", a critical hit (threat %d–20, ×%d)", s.w.threat, s.w.mult)
	}
	b.Emit(combat.AttackRolled{Attacker: s.att.Name, Target: s.def.Name, Weapon: s.w.Name, Kind: s.kind,
		Terms: all, Total: o.total, Defense: append([]combat.Term(nil), def...), AC: o.ac, Hit: o.hit, Text: text})
	if feintedBy(s.def, s.att) {
		// Every attack roll on the foe spends the feint, a trip's or a grapple's too
		// (d20-sunday-stats-combat.txt "Special Attacks": Feint, "on your next attack against
		// him he doesn't get a Dexterity bonus").
		b.Emit(combat.ConditionRemoved{Unit: s.def.Name, Name: Feinted, Source: s.att.Name, Why: "the feint's attack is made"})
	}
	if o.hit && concealed(b, s.def) {
		v, _ := b.Roll(s.att, combat.Roll{Count: 1, Sides: 100}, "concealment: 1–20 misses")
		if v <= 20 {
			b.Emit(combat.Note{Unit: s.att.Name, Text: fmt.Sprintf("%s is concealed: the d100 rolls %d, and the hit misses", s.def.Name, v)})
			o.hit, o.crit = false, false
		}
	}
	return o
}

// strBonus is the Str the damage adds: none for a ranged attack; one and a half times a
// positive bonus two-handed, half of it in the off hand; a penalty in full
// (d20-sunday-stats-combat.txt "Resolving Any Normal Attack"; docs/rulings.md "Strength
// penalties").
func (s *strike) strBonus() (combat.Term, bool) {
	if s.ranged() || s.w.Kind == combat.Spell {
		return combat.Term{}, false
	}
	str := mod(s.att, "STR")
	switch {
	case str <= 0:
		return combat.Term{Label: "Str", Value: str}, true
	case s.offHand:
		return combat.Term{Label: "½ Str (off hand)", Value: str / 2}, true
	case s.w.Hands == 2:
		return combat.Term{Label: "1½ Str (two hands)", Value: str * 3 / 2}, true
	}
	return combat.Term{Label: "Str", Value: str}, true
}

// damage rolls the hit's damage and deals it: the weapon's dice (and magic), the Str bonus
// for melee, at least 1, times the multiplier on a critical hit. It returns the damage.
func (s *strike) damage(b *combat.Battle, crit bool) int {
	roll := s.w.Damage
	v, _ := b.Roll(s.att, roll, fmt.Sprintf("%s damage", s.w.Name))
	terms := []combat.Term{{Label: roll.String(), Value: v}}
	if t, ok := s.strBonus(); ok {
		terms = append(terms, t)
	}
	if s.w.Magic != 0 {
		terms = append(terms, combat.Term{Label: "magic", Value: s.w.Magic})
	}
	total := max(1, combat.Sum(terms))
	if combat.Sum(terms) < 1 {
		terms = append(terms, combat.Term{Label: "at least 1", Value: 1 - combat.Sum(terms)})
	}
	if crit {
		terms = append(terms, combat.Term{Label: fmt.Sprintf("critical ×%d", s.w.mult), Value: total * (s.w.mult - 1)})
		total *= s.w.mult
	}
	b.Emit(combat.DamageRolled{Attacker: s.att.Name, Target: s.def.Name, Terms: terms, Total: total,
		Text: combat.FormatTerms(terms)})
	hurt(b, s.def, total, s.att.Name, s.w.Name)
	return total
}

// resolve makes the attack: the roll (which uses up a feint on the target), and on a hit the
// damage. It returns the outcome and the damage dealt.
func resolve(b *combat.Battle, s *strike) (outcome, int) {
	o := s.roll(b)
	if !o.hit {
		return o, 0
	}
	return o, s.damage(b, o.crit)
}

// maxDamage is the most one hit can do: the dice's most with the Str bonus, times the
// multiplier.
func (s *strike) maxDamage() int {
	n := s.w.Damage.Max() + s.w.Magic
	if t, ok := s.strBonus(); ok {
		n += t.Value
	}
	return max(1, n) * s.w.mult
}

// defenseText writes a defence: "AC 15" alone, or its terms and total.
func defenseText(def []combat.Term) string {
	if len(def) == 1 {
		return fmt.Sprintf("%s %d", def[0].Label, def[0].Value)
	}
	return combat.FormatTerms(def)
}
