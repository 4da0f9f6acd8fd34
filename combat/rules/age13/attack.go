package age13

// Attacks: choosing the attack, its roll and terms against AC, PD or MD, crits and fumbles, and what a hit or a miss does.

import (
	"fmt"
	"iter"
	"slices"
	"strings"

	"skirmish/combat"
	"skirmish/grid"
)

// unarmed is the attack every hero has: a Strength attack at −2 against AC
// (13th-age-combat-rules.txt "Unarmed Attacks"); its dice are worked out from the level.
var unarmed = combat.Weapon{Name: "unarmed", Kind: combat.Unarmed, Damage: combat.Roll{Count: 1, Sides: 3}, Attributes: []string{"STR"}}

// attacks yields u's attacks: its ready weapons and powers and, for a hero, its unarmed attack
// last, without building a list.
func attacks(u *combat.Unit) iter.Seq[power] {
	return func(yield func(power) bool) {
		for i := range u.Items {
			if !u.Items[i].Ready {
				continue
			}
			if p, err := readPower(u.Items[i].Weapon); err == nil && !yield(p) {
				return
			}
		}
		if u.Sheet.Hero && u.Item(unarmed.Name) < 0 {
			p, _ := readPower(unarmed)
			yield(p)
		}
	}
}

// meleeCapable reports whether a power strikes an engaged foe: a melee, unarmed or thrown
// weapon, or a spell without a range.
func meleeCapable(p power) bool {
	return p.InMelee() || p.Kind == combat.Spell && p.Range == 0
}

// findPower picks the attack an action names, or by default the attacker's first basic
// attack of that kind (else its first of that kind), and says why it cannot be used.
func findPower(b *combat.Battle, u *combat.Unit, name, kind, rule string) (power, *combat.RuleError) {
	var pick power
	found := false
	if name != "" {
		for p := range attacks(u) {
			if strings.EqualFold(p.Name, name) {
				pick, found = p, true
				break
			}
		}
		if !found {
			return power{}, combat.Refuse(rule, "%s has no attack %q ready", u.Name, name)
		}
		if !fits(pick, kind) {
			return power{}, combat.Refuse(rule, "%s's %s is not a %s attack", u.Name, pick.Name, kind)
		}
	} else {
		for p := range attacks(u) {
			if fits(p, kind) && p.flex == nil && (!found || p.basic && !pick.basic) {
				pick, found = p, true
			}
		}
		if !found {
			return power{}, combat.Refuse(rule, "%s has no %s attack", u.Name, kind)
		}
	}
	return pick, usable(b, u, pick)
}

// fits reports whether a power can make an attack of the kind: melee or ranged.
func fits(p power, kind string) bool {
	if kind == KindMelee {
		return meleeCapable(p)
	}
	return p.Ranged()
}

// usable says why u cannot use a power now: spent for the battle; not basic while hampered;
// a spell, a power or a limited one while hindered; limited while confused (edition 1)
// (13th-age-combat-rules.txt "Conditions": Hampered, Confused; 13th-age-2e-reference-sheet.txt
// "Conditions": Hindered).
func usable(b *combat.Battle, u *combat.Unit, p power) *combat.RuleError {
	switch {
	case p.limited && expended(u, p.Name):
		return combat.Refuse(ruleActions, "%s has already used %s this battle", u.Name, p.Name)
	case u.Is(Hampered) && !basicFor(u, p):
		return combat.Refuse(ruleHampered, "%s is hampered and can only make basic attacks", u.Name)
	case u.Is(Hindered) && (p.Kind == combat.Spell || !basicFor(u, p)):
		return combat.Refuse(ruleHindered, "%s is hindered: no spells, powers or limited abilities, only basic attacks without their triggers", u.Name)
	case u.Is(Confused) && p.limited && edition(b) == 1:
		return combat.Refuse(ruleConfused, "%s is confused and cannot use its limited powers", u.Name)
	}
	return nil
}

// basicFor reports whether p is one of u's basic attacks: marked basic, or for a creature any
// attack that is not limited (a stat line's attacks are not powers; docs/rulings.md).
func basicFor(u *combat.Unit, p power) bool {
	return p.basic || !u.Sheet.Hero && !p.limited
}

// expended reports whether u has used a limited power this battle.
func expended(u *combat.Unit, name string) bool {
	for _, c := range u.ConditionsNamed(Expended) {
		if strings.EqualFold(c.Source, name) {
			return true
		}
	}
	return false
}

// engaged lists the foes u is engaged with: active enemies next to it
// (13th-age-combat-rules.txt "Engaged"; docs/rulings.md: adjacent squares are melee).
func engaged(b *combat.Battle, u *combat.Unit) []*combat.Unit {
	var out []*combat.Unit
	for _, e := range b.Enemies(u) {
		if b.Map.Adjacent(e.Pos, u.Pos) {
			out = append(out, e)
		}
	}
	return out
}

// abs returns the absolute value of n.
func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// attackTarget returns the action's target if u may attack it with an attack of the kind:
// an enemy still in the fight or, while u is confused, an ally (whom the attack goes at is
// rolled when it is made).
func attackTarget(b *combat.Battle, u *combat.Unit, a combat.Action, kind, rule string) (*combat.Unit, *combat.RuleError) {
	if err := mayAttack(u, kind); err != nil {
		return nil, err
	}
	t := b.Unit(a.Target)
	switch {
	case t == nil:
		return nil, combat.Refuse(rule, "say whom %s attacks", u.Name)
	case u.Is(Confused) && (t.Side != u.Side || t == u):
		return nil, combat.Refuse(ruleConfused, "%s is confused: its attacks go at a random nearby ally, not at %s", u.Name, t.Name)
	case !u.Is(Confused) && t.Side == u.Side:
		return nil, combat.Refuse(rule, "%s is on %s's side", t.Name, u.Name)
	case !t.Active():
		return nil, combat.Refuse(rule, "%s is %s", t.Name, t.Status)
	}
	return t, nil
}

// checkMelee: a melee attack targets an enemy the attacker is engaged with
// (13th-age-combat-rules.txt "Engaged": "can make melee attacks against enemies engaged
// with you"; unengaged creatures cannot).
func checkMelee(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	_, _, err := meleeStrike(b, u, a)
	return err
}

// meleeStrike finds a melee attack's target and power.
func meleeStrike(b *combat.Battle, u *combat.Unit, a combat.Action) (*combat.Unit, power, *combat.RuleError) {
	return strikeWith(b, u, a, KindMelee, func() (power, *combat.RuleError) { return findPower(b, u, a.Weapon, KindMelee, ruleAttacks) })
}

// strikeWith checks a melee or ranged attack (kind) with the power find finds: its target,
// the power, the reach and the other targets, in that order.
func strikeWith(b *combat.Battle, u *combat.Unit, a combat.Action, kind string, find func() (power, *combat.RuleError)) (*combat.Unit, power, *combat.RuleError) {
	rule := ruleEngaged
	if kind == KindRanged {
		rule = ruleRanged
	}
	t, err := attackTarget(b, u, a, kind, rule)
	if err != nil {
		return nil, power{}, err
	}
	p, err := find()
	if err != nil {
		return nil, power{}, err
	}
	if kind == KindMelee {
		err = meleeReach(b, u, t)
	} else {
		err = rangedReach(b, u, t, p)
	}
	if err != nil {
		return nil, power{}, err
	}
	_, err = otherTargets(b, u, t, p, kind, a.Choice)
	return t, p, err
}

// meleeReach says why u cannot strike t in melee: not engaged with it.
func meleeReach(b *combat.Battle, u, t *combat.Unit) *combat.RuleError {
	if !b.Map.Adjacent(u.Pos, t.Pos) || !b.Map.Sight(u.Pos, t.Pos).Seen {
		return combat.Refuse(ruleEngaged, "%s is not engaged with %s: a melee attack needs the foe next to it", u.Name, t.Name)
	}
	return nil
}

// checkRanged: a ranged attack or spell targets an enemy in sight within its range
// (13th-age-combat-rules.txt "Ranged Attacks"; ranges in feet, docs/rulings.md).
func checkRanged(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	_, _, err := rangedStrike(b, u, a)
	return err
}

// rangedStrike finds a ranged attack's target and power.
func rangedStrike(b *combat.Battle, u *combat.Unit, a combat.Action) (*combat.Unit, power, *combat.RuleError) {
	return strikeWith(b, u, a, KindRanged, func() (power, *combat.RuleError) { return findPower(b, u, a.Weapon, KindRanged, ruleRanged) })
}

// ruleTargeting cites the rules of several targets.
var ruleTargeting = cite1("Targeting") + "; " + cite1("Damage")

// otherTargets are the foes besides t that an attack on several targets goes at, in order
// (none for an attack on one, or a confused attacker's): in a group, each next the foe still
// untargeted that stands next to one already targeted and that the attack reaches, nearest
// the first target, then in battle order: "You pick one target and attack the rest in order;
// you don't skip all over the battlefield"; not in a group, the ones named in option (comma
// separated), else the nearest the attacker reaches (13th-age-combat-rules.txt "Targeting";
// docs/rulings.md). Up to the power's number in all.
func otherTargets(b *combat.Battle, u, t *combat.Unit, p power, kind, option string) ([]*combat.Unit, *combat.RuleError) {
	if p.targets < 2 || u.Is(Confused) {
		if option != "" && p.targets < 2 {
			return nil, combat.Refuse(ruleTargeting, "%s's %s attacks one target: name only it", u.Name, p.Name)
		}
		return nil, nil
	}
	reaches := func(v *combat.Unit) bool {
		if kind == KindMelee {
			return meleeReach(b, u, v) == nil
		}
		return rangedReach(b, u, v, p) == nil
	}
	chosen := []*combat.Unit{t}
	if option != "" {
		if p.group {
			return nil, combat.Refuse(ruleTargeting, "%s's %s targets enemies in a group: name the first, and the rest follow in order", u.Name, p.Name)
		}
		for _, name := range strings.Split(option, ",") {
			v := b.Unit(strings.TrimSpace(name))
			switch {
			case v == nil:
				return nil, combat.Refuse(ruleTargeting, "there is no unit named %q", strings.TrimSpace(name))
			case v.Side == u.Side || !v.Active():
				return nil, combat.Refuse(ruleTargeting, "%s is not a foe still fighting", v.Name)
			case slices.Contains(chosen, v):
				return nil, combat.Refuse(ruleTargeting, "%s is named twice", v.Name)
			case !reaches(v):
				return nil, combat.Refuse(ruleTargeting, "%s's %s does not reach %s", u.Name, p.Name, v.Name)
			case len(chosen) == p.targets:
				return nil, combat.Refuse(ruleTargeting, "%s's %s targets at most %d", u.Name, p.Name, p.targets)
			}
			chosen = append(chosen, v)
		}
		return chosen[1:], nil
	}
	for len(chosen) < p.targets {
		var next *combat.Unit
		for _, v := range b.Enemies(u) {
			if slices.Contains(chosen, v) || !reaches(v) {
				continue
			}
			if p.group && !slices.ContainsFunc(chosen, func(c *combat.Unit) bool { return b.Map.Adjacent(c.Pos, v.Pos) }) {
				continue
			}
			from := u.Pos
			if p.group {
				from = t.Pos
			}
			if next == nil || b.Feet(from, v.Pos) < b.Feet(from, next.Pos) {
				next = v
			}
		}
		if next == nil {
			break
		}
		chosen = append(chosen, next)
	}
	return chosen[1:], nil
}

// rangedReach says why u cannot shoot or cast p at t: out of range or out of sight.
func rangedReach(b *combat.Battle, u, t *combat.Unit, p power) *combat.RuleError {
	if d := b.Feet(u.Pos, t.Pos); d > reach(p) {
		return combat.Refuse(ruleRanged, "%s is %d ft away; %s's %s reaches %d ft", t.Name, d, u.Name, p.Name, reach(p))
	}
	if !b.Map.Sight(u.Pos, t.Pos).Seen {
		return combat.Refuse(ruleRanged, "%s cannot see %s", u.Name, t.Name)
	}
	return nil
}

// reach is how far a ranged power reaches: its far range if it has one, else its range.
func reach(p power) int { return max(p.LongRange, p.Range) }

// doAttack makes a melee or ranged attack: the standard action, a limited power marked used,
// the opportunity attacks a shot or a spell draws, then the roll. A confused attacker's
// attack goes at one of the allies it could reach, rolled for.
func doAttack(b *combat.Battle, u *combat.Unit, a combat.Action) {
	var t *combat.Unit
	var p power
	if a.Kind == KindMelee {
		t, p, _ = meleeStrike(b, u, a)
	} else {
		t, p, _ = rangedStrike(b, u, a)
	}
	spend(b, u, costStandard, a.Kind+" attack with "+p.Name)
	if u.Is(Confused) {
		t = randomOf(b, u, alliesInReach(b, u, a.Kind, p), "confused: which nearby ally "+u.Name+" attacks")
		b.Emit(combat.Note{Unit: u.Name, Text: fmt.Sprintf("%s is confused: its attack goes at %s", u.Name, t.Name)})
	}
	if p.limited {
		b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Expended, Source: p.Name, Ends: combat.EndOfBattle}})
	}
	others, _ := otherTargets(b, u, t, p, a.Kind, a.Choice)
	if shoots(a.Kind, p) {
		if !provokeShot(b, u, append([]*combat.Unit{t}, others...), p) {
			return
		}
	}
	s := attackStrike(b, a.Kind, u, t, p)
	if len(others) > 0 {
		s.shared = &[]combat.Term{}
		b.Emit(combat.Note{Unit: u.Name, Text: fmt.Sprintf("%s's %s targets %s: an attack roll each, one damage roll", u.Name, p.Name, names(append([]*combat.Unit{t}, others...)))})
	}
	resolve(b, s)
	for _, v := range others {
		if !u.Active() {
			return
		}
		if !v.Active() {
			continue // fallen to an earlier target's spilled damage
		}
		sv := attackStrike(b, a.Kind, u, v, p)
		sv.shared = s.shared
		resolve(b, sv)
	}
}

// names writes units' names: "A, B and C".
func names(us []*combat.Unit) string {
	var out []string
	for _, v := range us {
		out = append(out, v.Name)
	}
	if len(out) < 2 {
		return strings.Join(out, "")
	}
	return strings.Join(out[:len(out)-1], ", ") + " and " + out[len(out)-1]
}

// alliesInReach are the allies of u that an attack of the kind with p could reach now, in
// battle order: the ones a confused creature's attack may go at.
func alliesInReach(b *combat.Battle, u *combat.Unit, kind string, p power) []*combat.Unit {
	var out []*combat.Unit
	for _, v := range b.Allies(u) {
		var err *combat.RuleError
		if kind == KindMelee {
			err = meleeReach(b, u, v)
		} else {
			err = rangedReach(b, u, v, p)
		}
		if err == nil {
			out = append(out, v)
		}
	}
	return out
}

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
	ts = append(ts, circumstances(b.Map, a.Pos, t.Pos)...)
	if s.kind == KindRanged {
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
