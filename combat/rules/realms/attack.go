package realms

// The attack: the pool rolled die by die, every die that meets the AC one point of body
// damage, critical hits' award die, damage categories, dodging, touch attacks and the
// defense-rolls variant (enchanted-realms-combat.txt "The Attack" to "Touch-based Effects",
// "Defense Rolls (Variant)").

import (
	"fmt"
	"strings"

	"skirmish/combat"
)

// defenseRolls reports whether the defense-rolls variant has a hero roll against s: the
// option is on, a monster attacks a hero (enchanted-realms-combat.txt "Defense Rolls
// (Variant)").
func defenseRolls(b *combat.Battle, s *strike) bool {
	return b.RuleOptions[OptionDefenseRolls] == "on" && !s.attacker.Sheet.Hero && s.target.Sheet.Hero
}

// resolve makes the attack s: rolls its pool die by die (an AttackRolled event for each), deals
// its body damage and awards a critical hit's die. It returns the body points dealt, the dice
// that hit and the faces rolled (kept).
func resolve(b *combat.Battle, s *strike) (points, hits int, faces []int) {
	a, t := s.attacker, s.target
	var p pool
	plan(b, s, &p)
	if p.crit {
		drop(b, a.Name, CriticalDie, "its award die is rolled")
	}
	mods, def := combat.Sum(p.mods), combat.Sum(p.defense)
	variant := defenseRolls(b, s)
	roller, why := a, fmt.Sprintf("%s's pool at %s with %s", a.Name, t.Name, s.weapon.Name)
	if variant {
		roller, why = t, fmt.Sprintf("%s's defense rolls against %s's %s", t.Name, a.Name, s.weapon.Name)
	}
	if s.forward != nil {
		faces = s.forward
	} else {
		count := p.total + btoi(p.lower)
		_, faces = b.Roll(roller, combat.Roll{Count: count, Sides: 20}, why)
		switch {
		case p.lower && variant: // the hero rolls against a lone die at disadvantage: the higher kept
			faces = append([]int{max(faces[0], faces[1])}, faces[2:]...)
		case p.lower: // one die at disadvantage: two rolled, the lower kept
			faces = append([]int{min(faces[0], faces[1])}, faces[2:]...)
		}
	}
	if s.kind == atkImpale && has(s.weapon, "heavy") {
		heavy(b, a, faces)
	}
	crits := 0
	for i, face := range faces {
		label := dieLabel(&p, s, i)
		if variant && label == "d20 (lower of two)" {
			label = "d20 (higher of two)"
		}
		var hit bool
		var terms, defense []combat.Term
		if variant {
			// the hero rolls d20 + AC against DC 21 + the monster's modifiers: meeting it avoids
			terms = append([]combat.Term{{Label: label, Value: face}}, p.defense...)
			defense = append([]combat.Term{{Label: "DC", Value: 21}}, p.mods...)
			avoid := face == 20 || face != 1 && combat.Sum(terms) >= combat.Sum(defense)
			hit = !avoid
		} else {
			terms = append([]combat.Term{{Label: label, Value: face}}, p.mods...)
			defense = p.defense
			hit = dieHits(face, mods, def)
		}
		crit := hit && (p.critical || p.keen && face == 20)
		if hit {
			hits++
			if crit {
				crits++
			}
		}
		b.Emit(combat.AttackRolled{Attacker: a.Name, Target: t.Name, Weapon: s.weapon.Name, Kind: s.kind,
			Terms: terms, Total: combat.Sum(terms), Defense: defense, AC: combat.Sum(defense), Hit: hit,
			Text: dieText(i, len(faces), terms, defense, face, hit, crit, variant)})
	}
	if a.Is(Invisible) && !a.Is(Struck) {
		b.Emit(combat.ConditionAdded{Unit: a.Name, Condition: combat.Condition{Name: Struck}})
	}
	if crits > 0 {
		b.Emit(combat.ConditionAdded{Unit: a.Name, Condition: combat.Condition{Name: CriticalDie, Source: s.weapon.Name,
			Value: b.Round + 1, Owner: a.Name, Note: "critical hit: +1d20 next round with " + s.weapon.Name}})
	}
	return damage(b, s, &p, hits, crits, len(faces)), hits, faces
}

// heavy rolls again each natural 20 of an impalement with a heavy polearm and keeps the
// lower: "if this pole is a glaive, then the heavy property will cause disadvantage on a
// natural 20" (enchanted-realms-combat.txt "Impalement Maneuver"; docs/rulings.md).
func heavy(b *combat.Battle, a *combat.Unit, faces []int) {
	for i, f := range faces {
		if f == 20 {
			faces[i] = min(f, b.D20(a, "heavy polearm: a natural 20 at disadvantage"))
		}
	}
}

// dieLabel names the i-th die of a pool: the dice of skill and advantage first, then the
// sneak-attack die, the critical die and a maneuver's own.
func dieLabel(p *pool, s *strike, i int) string {
	switch {
	case i < p.dice && p.lower:
		return "d20 (lower of two)"
	case i < p.dice:
		return "d20"
	case p.sneak && i == p.dice:
		return "sneak d20"
	}
	return "critical d20"
}

// dieText writes one die of the pool: "die 2 of 3: d20 7 + quality 2 = 9 vs AC 14: miss".
func dieText(i, n int, terms, defense []combat.Term, face int, hit, crit, variant bool) string {
	var sb strings.Builder
	def := combat.FormatTerms(defense)
	if len(defense) == 1 {
		def = fmt.Sprintf("%s %d", defense[0].Label, defense[0].Value)
	}
	fmt.Fprintf(&sb, "die %d of %d: %s vs %s", i+1, n, combat.FormatTerms(terms), def)
	switch {
	case variant && face == 20:
		sb.WriteString(": natural 20, avoided")
	case variant && face == 1:
		sb.WriteString(": a 1, hit")
	case variant && hit:
		sb.WriteString(": hit")
	case variant:
		sb.WriteString(": avoided")
	case face == 20:
		sb.WriteString(": natural 20, hit")
	case face == 1:
		sb.WriteString(": fumble, miss")
	case hit:
		sb.WriteString(": hit")
	default:
		sb.WriteString(": miss")
	}
	if crit {
		sb.WriteString(" (critical)")
	}
	return sb.String()
}

// damage deals an attack's body damage: one point a hit (only the critical ones on a petrified
// target; none for a touch), halved or doubled by the target's resistance to the weapon's
// category, less what a dodge avoids. It returns the points dealt.
func damage(b *combat.Battle, s *strike, p *pool, hits, crits, dice int) int {
	a, t := s.attacker, s.target
	points := hits
	terms := []combat.Term{{Label: "hits", Value: hits}}
	note := ""
	if p.onlyCrit && hits > crits {
		terms = append(terms, combat.Term{Label: "petrified: only critical hits", Value: crits - hits})
		points = crits
	}
	if has(s.weapon, "touch") {
		if hits > 0 {
			b.Emit(combat.Note{Unit: a.Name, Text: fmt.Sprintf("%s touches %s: the touch is delivered (no damage)", a.Name, t.Name)})
		} else {
			b.Emit(combat.Note{Unit: a.Name, Text: fmt.Sprintf("%s fails to touch %s: the spell's points are lost", a.Name, t.Name)})
		}
		return 0
	}
	cat := category(s.weapon)
	if how := resistance(t, cat); how != "" && points > 0 {
		after := afterResistance(points, how)
		terms = append(terms, combat.Term{Label: how + " to " + cat, Value: after - points})
		points = after
	}
	if points > 0 && dodgeable(t) {
		opts := []combat.Action{{Kind: KindDodge, Unit: t.Name, Target: a.Name}}
		if _, ok := b.Ask(t, combat.Prompt{Kind: combat.PromptHit, Actor: a.Name, Target: t.Name}, opts); ok {
			b.Emit(combat.Spent{Unit: t.Name, Slot: slotReaction, N: 1, For: "dodge"})
			if d := rollEdged(b, t, 20, fearNet(b, t), "dodge"); d >= dodgeDC {
				terms = append(terms, combat.Term{Label: "dodged", Value: -1})
				points--
				note = fmt.Sprintf(" (dodge %d: one point avoided)", d)
			} else {
				note = fmt.Sprintf(" (dodge %d: failed)", d)
			}
		}
	}
	b.Emit(combat.DamageRolled{Attacker: a.Name, Target: t.Name, Terms: terms, Total: points,
		Text: fmt.Sprintf("%d of %d dice hit: %d body point%s (%s)%s", hits, dice, points, plural(points), cat, note)})
	if points > 0 {
		hurt(b, t, points, a.Name, fmt.Sprintf("%s's %s", a.Name, s.weapon.Name))
	}
	return points
}

// plural is "s" unless n is 1.
func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// dodgeDC is what a dodge's d20 must score to avoid one point: the text gives the dodge skill
// no number, and 11 is an even chance (docs/rulings.md "Realms: dodge").
const dodgeDC = 11

// dodgeable reports whether t may dodge now: the dodge skill, a reaction to spend and not
// restrained ("Dodge and deflection reactions are not permitted").
func dodgeable(t *combat.Unit) bool {
	return skill(&t.Sheet, "dodge") && canReact(t) && !t.Is(Restrained)
}

// hurt takes points of body damage from u; at 0 it is out of the fight: a hero falls
// unconscious (down), a creature dies (docs/rulings.md "Realms: 0 body points").
func hurt(b *combat.Battle, u *combat.Unit, points int, source, why string) {
	points = min(points, u.HP)
	if points <= 0 || !u.Active() {
		return
	}
	b.Emit(combat.Damaged{Unit: u.Name, Amount: points, HP: u.HP - points, Source: source, Why: why})
	if u.HP > 0 {
		return
	}
	if u.Sheet.Hero {
		b.Emit(combat.StatusChanged{Unit: u.Name, Status: combat.Down, Why: "0 body points: unconscious"})
		b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Unconscious, Note: "0 body points"}})
		if !u.Is(Prone) {
			b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Prone, Note: "fell unconscious"}})
		}
	} else {
		b.Emit(combat.StatusChanged{Unit: u.Name, Status: combat.Dead, Why: "0 body points"})
	}
	letGo(b, u, "out of the fight")
}

// letGo ends the grapples u is in, holding or held (it fell, or was shoved apart).
func letGo(b *combat.Battle, u *combat.Unit, why string) {
	if c, ok := u.Condition(Grappling); ok {
		if v := b.Unit(c.Source); v != nil {
			release(b, u, v, why)
		}
	}
	for _, c := range u.ConditionsNamed(Grappled) {
		if g := b.Unit(c.Source); g != nil {
			release(b, g, u, why)
		}
	}
}
