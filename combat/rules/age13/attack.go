package age13

// Attacks: choosing the attack and its targets, engagement and reach, and the attack action;
// strike.go rolls it.

import (
	"fmt"
	"iter"
	"slices"
	"strings"

	"skirmish/combat"
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
	if err := hpThreshold(u, t, p); err != nil {
		return nil, power{}, err
	}
	if p.teleport != 0 {
		if err := checkTeleport(b, u, p, a.Path); err != nil {
			return nil, power{}, err
		}
	}
	_, err = otherTargets(b, u, t, p, kind, a.Choice)
	return t, p, err
}

// ruleTargetHP cites the rule of hit point thresholds.
var ruleTargetHP = cite1("Target Hit Points")

// hpThreshold refuses a power that targets creatures with N hit points or fewer at t, which
// has more: "The hit point value you use is based on current hit points, not starting hit
// points" (13th-age-combat-rules.txt "Target Hit Points").
func hpThreshold(u, t *combat.Unit, p power) *combat.RuleError {
	if p.maxHP > 0 && t.HP > p.maxHP {
		return combat.Refuse(ruleTargetHP, "%s has %d hp; %s's %s targets only creatures with %d hp or fewer", t.Name, t.HP, u.Name, p.Name, p.maxHP)
	}
	return nil
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
		if hpThreshold(u, v, p) != nil {
			return false
		}
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
// the opportunity attacks a shot or a spell draws, then the roll, then the teleport of a
// power that teleports its user (teleport). A confused attacker's
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
	if p.teleport != 0 {
		defer teleport(b, u, p, a.Path)
	}
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
