package age13

// Strikes: an attack roll and its terms against AC, PD or MD, crits and fumbles, and what a
// hit or a miss does (13th-age-combat-rules.txt "Attack Bonuses", "Damage", "Defenses").

import (
	"fmt"
	"strings"

	"skirmish/combat"
	"skirmish/grid"
)

// strike is one attack being made.
type strike struct {
	// kind is how it is made: melee, ranged, opportunity.
	kind     string
	attacker *combat.Unit
	target   *combat.Unit
	p        power
	// intoMelee marks an attack turned on an ally by a fumble into melee: it is not turned again.
	intoMelee bool
	// noTriggers marks an attack whose natural-roll triggers do not fire: a hindered
	// attacker's, a confused one's in edition 2, a coup de grace (no natural roll).
	noTriggers bool
	// half marks an attack that deals half damage: a confused attacker's in edition 2.
	half bool
	// flex are the flexible attacks the attacker may use once the roll is known (a
	// flexible attack); intent is the one it named, the default when it came up.
	flex   []power
	intent string
	// shared, for an attack on several targets, holds the one damage roll they share once
	// it is rolled (empty until then).
	shared *[]combat.Term
	// unplaced marks an attack at a next turn from a square not known yet (a threat): the
	// terms that depend on it (high ground, bad footing, a far-away shot, cover) are left out.
	unplaced bool
}

// newStrike is an attack by attacker on target with p, with what the attacker's conditions do
// to it: hindered, only no-trigger attacks; confused in edition 2, "a half-damage, no-trigger
// attack" (13th-age-2e-reference-sheet.txt "Conditions").
func newStrike(b *combat.Battle, kind string, attacker, target *combat.Unit, p power) *strike {
	s := &strike{kind: kind, attacker: attacker, target: target, p: p}
	confused2 := edition(b) == 2 && attacker.Is(Confused)
	s.noTriggers = attacker.Is(Hindered) || confused2
	s.half = confused2
	return s
}

// fires reports whether the strike lets a trigger that fired on the roll take effect: not
// one keyed to the natural roll in a no-trigger attack.
func (s *strike) fires(t trigger) bool { return !(s.noTriggers && t.natural()) }

// hero reports whether the attacker rolls as a hero: ability + level, WEAPON dice.
func (s *strike) hero() bool { return s.attacker.Sheet.Hero }

// ability returns the ability a hero attacks and deals damage with: the best of the
// weapon's, else Strength for melee and Dexterity for missiles (13th-age-combat-rules.txt
// "Attack Bonuses": "your class defines which ability").
func (s *strike) ability() (string, int) {
	abilities := s.p.Attributes
	if len(abilities) == 0 {
		abilities = []string{"STR"}
		if s.p.Missile() {
			abilities = []string{"DEX"}
		}
	}
	best, bm := "", 0
	for i, a := range abilities {
		if m := mod(&s.attacker.Sheet, a); i == 0 || m > bm {
			best, bm = a, m
		}
	}
	return best, bm
}

// worst returns the worst of the penalties of u's conditions among those given: the same
// or similar conditions' penalties do not stack (13th-age-combat-rules.txt "Conditions").
func worst(u *combat.Unit, penalties map[string]int) (string, int) {
	name, v := "", 0
	for _, c := range u.Conditions {
		if p, ok := penalties[c.Name]; ok && p < v {
			name, v = c.Name, p
		}
	}
	return name, v
}

// attackPenalties are the conditions that lower attacks (dazed, weakened, fear as dazed).
var attackPenalties = map[string]int{Dazed: -4, Weakened: -4, Fear: -4}

// defensePenalties are the conditions that lower defences.
var defensePenalties = map[string]int{Weakened: -4, Stunned: -4, Helpless: -4}

// Circumstances the map decides, each worth the universal combat modifier
// (13th-age-combat-rules.txt "Combat Modifiers": +2 for advantageous circumstances, −2 for
// adverse ones).
const (
	HighGround = "high ground" // +2: the attacker stands on high ground, its target does not
	BadFooting = "bad footing" // −2: the attacker stands in difficult terrain
)

// circumstances are the universal modifier's terms that the squares give an attack from
// square from on square to: +2 high ground when the attacker stands on high ground and the
// target does not; −2 bad footing when the attacker stands in difficult terrain (rubble, a
// stream, a low wall). Each is a circumstance of one name, counted once, and circumstances
// of different names stack, as the cover and far-away penalties do (13th-age-combat-rules.txt
// "Combat Modifiers", "Stacking Rules"; docs/rulings.md).
func circumstances(m *grid.Map, from, to grid.Pos) []combat.Term {
	var ts []combat.Term
	if m.At(from).High && !m.At(to).High {
		ts = append(ts, combat.Term{Label: HighGround, Value: 2})
	}
	if m.At(from).Move == grid.MoveDifficult {
		ts = append(ts, combat.Term{Label: BadFooting, Value: -2})
	}
	return ts
}

// attackTerms are the attack roll's modifiers after the d20: a hero's ability and level and
// the escalation die, a creature's attack bonus; the weapon's magic; −2 unarmed and in armour
// the class is not trained for; the worst condition; +4 against the creature it grabs; +2
// from high ground, −2 on bad footing; −2 for a shot at a far-away foe or one in cover; −1 for each recovery used that the hero did
// not have; a fallen ally's bonus in spirit; an assist waiting.
func attackTerms(b *combat.Battle, s *strike) []combat.Term {
	a, t := s.attacker, s.target
	var ts []combat.Term
	if s.hero() {
		ab, m := s.ability()
		if s.p.Kind == combat.Unarmed {
			ab, m = "STR", mod(&a.Sheet, "STR")
		}
		ts = append(ts, combat.Term{Label: ab, Value: m}, combat.Term{Label: "level", Value: a.Sheet.Level})
	} else {
		ts = append(ts, combat.Term{Label: "attack", Value: a.Sheet.AttackBonus})
	}
	ts = append(ts, combat.Term{Label: "escalation die", Value: escalationBonus(b, a)})
	ts = append(ts, combat.Term{Label: "magic", Value: s.p.Magic})
	if s.p.Kind == combat.Unarmed && a.Sheet.Hero {
		ts = append(ts, combat.Term{Label: "unarmed", Value: -2})
	}
	ts = append(ts, combat.Term{Label: "armour", Value: armourPenalty(&a.Sheet)})
	if n, v := worst(a, attackPenalties); v != 0 {
		ts = append(ts, combat.Term{Label: n, Value: v})
	}
	if g := grabber(b, t); g == a {
		ts = append(ts, combat.Term{Label: "grabbing", Value: 4}) // 13th-age-combat-rules.txt "Grabbed"
	}
	if !s.unplaced {
		ts = append(ts, circumstances(b.Map, a.Pos, t.Pos)...)
	}
	if s.kind == KindRanged && !s.unplaced {
		if b.Feet(a.Pos, t.Pos) > s.p.Range {
			ts = append(ts, combat.Term{Label: "far away", Value: -2})
		}
		if b.Map.Sight(a.Pos, t.Pos).Cover != grid.CoverNone {
			ts = append(ts, combat.Term{Label: "cover", Value: -2})
		}
	}
	if c, ok := a.Condition(deficit); ok {
		ts = append(ts, combat.Term{Label: "recoveries lacked", Value: -c.Value})
	}
	ts = append(ts, spiritTerm(a, "attacks")...)
	return append(ts, assistTerm(a)...)
}

// defense returns the name of the defence an attack targets and its terms: the sheet's AC,
// PD or MD, the worst condition, and the recoveries lacked.
func defense(b *combat.Battle, t *combat.Unit, against string) (string, []combat.Term) {
	if against == "" {
		against = "AC"
	}
	v := t.Sheet.AC
	if against != "AC" {
		v = t.Sheet.Defenses[against]
	}
	ts := []combat.Term{{Label: against, Value: v}}
	if t.Status == combat.Down {
		ts = append(ts, combat.Term{Label: "helpless", Value: -4})
	} else if n, p := worst(t, defensePenalties); p != 0 {
		ts = append(ts, combat.Term{Label: n, Value: p})
	}
	if c, ok := t.Condition(deficit); ok {
		ts = append(ts, combat.Term{Label: "recoveries lacked", Value: -c.Value})
	}
	return against, append(ts, spiritTerm(t, against)...)
}

// critFrom is the least natural roll that crits: 20, less the power's crit range expansion,
// less 2 against a vulnerable target in edition 1 (13th-age-combat-rules.txt "Crit Range",
// "Conditions": Vulnerable).
func critFrom(b *combat.Battle, s *strike) int {
	n := 20 - s.p.critRange
	if edition(b) == 1 && vulnerableTo(s.target, s.p) {
		n -= 2
	}
	return max(n, 2)
}

// vulnerableTo reports whether t is vulnerable to the attack: the condition, or a trait
// "vulnerable-TYPE" for the attack's damage type.
func vulnerableTo(t *combat.Unit, p power) bool {
	if t.Is(Vulnerable) {
		return true
	}
	return p.dmgType != "" && t.Sheet.Has("vulnerable-"+strings.ReplaceAll(p.dmgType, " ", "-"))
}

// roll is the outcome of an attack roll.
type roll struct {
	natural   int
	hit, crit bool
	fumble    bool
	rolled    combat.AttackRolled
}

// rollAttack rolls the d20 and records the attack: a natural 20 always hits and crits, a
// natural 1 always misses (a fumble); a natural roll in an expanded crit range crits if it
// hits (docs/rulings.md). A two-weapon fighter may reroll a natural 2 first, and a flexible
// attack is chosen once the natural roll that counts is known.
func rollAttack(b *combat.Battle, s *strike) roll {
	nat := d20(b, s.attacker, fmt.Sprintf("attack roll: %s vs %s with %s", s.attacker.Name, s.target.Name, s.p.Name))
	nat = twoWeaponReroll(b, s, nat)
	if len(s.flex) > 0 {
		chooseFlexible(b, s, nat)
	}
	r := judge(b, s, nat)
	b.Emit(r.rolled)
	useAssist(b, s.attacker, "an attack roll")
	return r
}

// judge works out an attack roll with a natural roll, without recording it: its terms, the
// defence, hit, crit or fumble.
func judge(b *combat.Battle, s *strike, nat int) roll {
	mods := attackTerms(b, s)
	terms := append([]combat.Term{{Label: "d20", Value: nat}}, mods...)
	total := combat.Sum(terms)
	against, def := defense(b, s.target, s.p.Against)
	dv := combat.Sum(def)
	r := roll{natural: nat, fumble: nat == 1}
	r.hit = nat == 20 || !r.fumble && total >= dv
	r.crit = r.hit && nat >= critFrom(b, s)
	word := "miss"
	switch {
	case r.fumble:
		word = "fumble (natural 1): miss"
	case r.crit:
		word = fmt.Sprintf("crit (natural %d)", nat)
	case r.hit:
		word = "hit"
	}
	r.rolled = combat.AttackRolled{Attacker: s.attacker.Name, Target: s.target.Name, Weapon: s.p.Name, Kind: s.kind,
		Terms: terms, Total: total, Defense: def, AC: dv, Hit: r.hit,
		Text: fmt.Sprintf("%s vs %s %d: %s", combat.FormatTerms(terms), against, dv, word)}
	return r
}

// resolve makes the attack: the roll, then what a hit, a miss or a fumble does, then the
// effects its triggers give. It reports whether it hit.
func resolve(b *combat.Battle, s *strike) bool {
	if invisibleMiss(b, s) {
		return false
	}
	r := rollAttack(b, s)
	if r.fumble {
		b.Emit(combat.Note{Unit: s.attacker.Name, Text: "a fumble has no effect on the target, not even miss damage"})
		shotIntoMelee(b, s)
		return false
	}
	var fired []trigger
	for _, t := range s.p.triggers {
		if t.fires(r.natural, r.hit) && s.fires(t) {
			fired = append(fired, t)
		}
	}
	if r.hit {
		onHit(b, s, r, fired)
	} else {
		onMiss(b, s, r, fired)
	}
	afterHit(b, s, r, fired)
	return r.hit
}

// afterHit gives the attacker the conditions and temporary hit points its triggers give it,
// then puts on the target the ongoing damage and conditions of the triggers that fired,
// unless the attack slew it.
func afterHit(b *combat.Battle, s *strike, r roll, fired []trigger) {
	for _, t := range fired {
		switch t.out.kind {
		case "self":
			addSelf(b, s, t)
		case "temp":
			if s.attacker.Active() {
				gainTempHP(b, s.attacker, amount(b, s, t.out, "temporary hit points: "+t.text), s.p.Name)
			}
		}
	}
	if s.target.Status == combat.Dead {
		return
	}
	for _, t := range fired {
		switch t.out.kind {
		case "ongoing":
			addOngoing(b, s, r, t)
		case "condition":
			addCondition(b, s, t)
		}
	}
}

// shotIntoMelee turns a fumbled shot at an enemy engaged with the attacker's allies on one of
// them (the nearest the attacker, docs/rulings.md): edition 1 rolls the attack again against
// the ally, for ranged attacks; edition 2 hits the ally for half damage, for ranged and
// close-quarters attacks (13th-age-combat-rules.txt "Shooting into Melee";
// 13th-age-2e-reference-sheet.txt "Shooting into Melee").
func shotIntoMelee(b *combat.Battle, s *strike) {
	ed := edition(b)
	if s.intoMelee || !(s.kind == KindRanged || ed == 2 && s.p.closeQuarters) {
		return
	}
	var ally *combat.Unit
	for _, v := range b.Allies(s.attacker) {
		if b.Map.Adjacent(v.Pos, s.target.Pos) && (ally == nil || b.Feet(s.attacker.Pos, v.Pos) < b.Feet(s.attacker.Pos, ally.Pos)) {
			ally = v
		}
	}
	if ally == nil {
		return
	}
	at := newStrike(b, s.kind, s.attacker, ally, s.p)
	at.intoMelee = true
	if ed == 1 {
		b.Emit(combat.Note{Unit: s.attacker.Name, Text: fmt.Sprintf("shooting into melee: the fumble is rolled again against %s, engaged with %s", ally.Name, s.target.Name)})
		resolve(b, at)
		return
	}
	ts := rollDamage(b, at, fmt.Sprintf("damage: %s's %s, fumbled into %s", s.attacker.Name, s.p.Name, ally.Name))
	sum := max(combat.Sum(ts), 0)
	ts = append(ts, combat.Term{Label: "into melee: half", Value: sum/2 - sum})
	total := max(combat.Sum(ts), 0)
	b.Emit(combat.DamageRolled{Attacker: s.attacker.Name, Target: ally.Name, Terms: ts, Total: total, Text: damageText("damage", ts)})
	deal(b, at, total, fmt.Sprintf("hit by %s's fumbled %s", s.attacker.Name, s.p.Name))
}
