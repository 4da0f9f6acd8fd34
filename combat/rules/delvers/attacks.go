package delvers

// The attack actions: melee, ranged, swarm, snap, total defense, and choosing a weapon.

import (
	"fmt"
	"slices"
	"strings"

	"skirmish/combat"
)

// eq compares names without case.
func eq(a, b string) bool { return strings.EqualFold(a, b) }

// named writes " (asked for "X")" in a refusal when a name was given, once the refusal is
// read (combat.Refuse formats its message only then).
func named(w string) asked { return asked(w) }

// asked is a name a refusal says was asked for.
type asked string

// String writes it: nothing for no name.
func (a asked) String() string {
	if a == "" {
		return ""
	}
	return fmt.Sprintf(" (asked for %q)", string(a))
}

// enemyTarget returns the action's target if it is an active enemy.
func enemyTarget(b *combat.Battle, u *combat.Unit, a combat.Action, rule string) (*combat.Unit, *combat.RuleError) {
	t := b.Unit(a.Target)
	switch {
	case t == nil:
		return nil, combat.Refuse(rule, "say whom %s attacks", u.Name)
	case t.Side == u.Side:
		return nil, combat.Refuse(rule, "%s is on %s's side", t.Name, u.Name)
	case !t.Active():
		return nil, combat.Refuse(rule, "%s is %s and out of the fight", t.Name, t.Status)
	}
	return t, nil
}

// onlyUnarmed reports whether u may fight only unarmed (delvers-combat.md "Grappling").
func onlyUnarmed(u *combat.Unit) bool { return u.Is(Grappled) || u.Is(Grappling) }

// meleeWeapon picks u's weapon for a melee attack on t: the first ready weapon that strikes in
// melee (bare hands last), only unarmed in a grapple.
func meleeWeapon(b *combat.Battle, u, t *combat.Unit) (combat.Weapon, bool) {
	var fists combat.Weapon
	found := false
	for w := range u.Readied() {
		if !w.InMelee() {
			continue
		}
		if w.Kind == combat.Unarmed {
			if !found {
				fists, found = w, true
			}
			continue
		}
		if !onlyUnarmed(u) {
			return w, true
		}
	}
	if found {
		return fists, true
	}
	return unarmed, true
}

// unarmed is the attack everyone has: fists and feet (1d2, STR or DEX, Brawl; docs/rulings.md).
var unarmed = combat.Weapon{Name: "unarmed", Kind: combat.Unarmed, Damage: combat.Roll{Count: 1, Sides: 2},
	Attributes: []string{"STR", "DEX"}, Skill: "Brawl", Hands: 1}

// weaponFor finds the named ready weapon (or bare hands), or the first ready weapon that suits.
func weaponFor(u *combat.Unit, name string, suits func(combat.Weapon) bool) (combat.Weapon, bool) {
	if eq(name, unarmed.Name) {
		return unarmed, suits(unarmed)
	}
	for w := range u.Readied() {
		if (name == "" || eq(w.Name, name)) && suits(w) {
			return w, true
		}
	}
	return combat.Weapon{}, false
}

// checkMelee: Make a Melee Attack (Main): an adjacent foe in sight, with a ready melee weapon
// or bare hands; only unarmed in a grapple (delvers-combat.md "Make a Melee Attack").
func checkMelee(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	_, _, err := meleeStrike(b, u, a, ruleMelee)
	return err
}

// meleeStrike checks a melee attack and returns its target and weapon.
func meleeStrike(b *combat.Battle, u *combat.Unit, a combat.Action, rule string) (*combat.Unit, combat.Weapon, *combat.RuleError) {
	t, err := enemyTarget(b, u, a, rule)
	if err != nil {
		return nil, combat.Weapon{}, err
	}
	if !b.Map.Adjacent(u.Pos, t.Pos) || !b.Map.Sight(u.Pos, t.Pos).Seen {
		return nil, combat.Weapon{}, combat.Refuse(rule, "%s is not in melee range of %s", t.Name, u.Name)
	}
	var w combat.Weapon
	if a.Weapon == "" {
		w, _ = meleeWeapon(b, u, t)
	} else {
		var ok bool
		if w, ok = weaponFor(u, a.Weapon, combat.Weapon.InMelee); !ok {
			return nil, combat.Weapon{}, combat.Refuse(rule, "%s has no ready melee weapon%s", u.Name, named(a.Weapon))
		}
	}
	if onlyUnarmed(u) && w.Kind != combat.Unarmed {
		return nil, combat.Weapon{}, combat.Refuse(ruleGrapple, "in a grapple %s can fight only unarmed", u.Name)
	}
	return t, w, nil
}

// doMelee makes the attack.
func doMelee(b *combat.Battle, u *combat.Unit, a combat.Action) {
	t, w, _ := meleeStrike(b, u, a, ruleMelee)
	spend(b, u, costMain, "melee attack")
	resolve(b, &strike{kind: KindMelee, attacker: u, target: t, weapon: w})
}

// checkRanged: Make a Ranged Attack (Main): a bow or thrown weapon at a foe in sight within
// its long range; bows, crossbows and other two-handed missile weapons cannot fire with an
// armed foe adjacent (noFireInMelee); a bow or crossbow must be loaded (delvers-combat.md
// "Make a Ranged Attack", "Reload a Weapon"; the situational table).
func checkRanged(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	_, _, err := rangedStrike(b, u, a, ruleRanged)
	return err
}

// rangedStrike checks a ranged attack and returns its target and weapon.
func rangedStrike(b *combat.Battle, u *combat.Unit, a combat.Action, rule string) (*combat.Unit, combat.Weapon, *combat.RuleError) {
	t, err := enemyTarget(b, u, a, rule)
	if err != nil {
		return nil, combat.Weapon{}, err
	}
	if onlyUnarmed(u) {
		return nil, combat.Weapon{}, combat.Refuse(ruleGrapple, "in a grapple %s can fight only unarmed", u.Name)
	}
	w, ok := weaponFor(u, a.Weapon, shoots)
	if !ok {
		return nil, combat.Weapon{}, combat.Refuse(rule, "%s has no ready bow or thrown weapon%s", u.Name, named(a.Weapon))
	}
	v := b.Map.Sight(u.Pos, t.Pos)
	switch d := b.Feet(u.Pos, t.Pos); {
	case t.Is(Hidden):
		return nil, combat.Weapon{}, combat.Refuse(ruleAttack, "%s cannot see %s and does not know where it is", u.Name, t.Name)
	case !v.Seen:
		return nil, combat.Weapon{}, combat.Refuse(ruleSight, "%s has no line of sight to %s", u.Name, t.Name)
	case d > w.LongRange:
		return nil, combat.Weapon{}, combat.Refuse(ruleAttack, "%s is %d ft away, past the %s's long range of %d ft", t.Name, d, w.Name, w.LongRange)
	case noFireInMelee(w) && inMelee(b, u):
		return nil, combat.Weapon{}, combat.Refuse(ruleRanged, "a %s cannot be fired with an enemy in melee range", w.Name)
	}
	if c, ok := unloaded(u, w); ok && !freeReload(u, w) {
		return nil, combat.Weapon{}, combat.Refuse(ruleReload, "the %s is not loaded (%s); reload it first", w.Name, c.Note)
	}
	return t, w, nil
}

// noFireInMelee reports whether w cannot be fired at all with an enemy attacker in melee
// range: every bow and crossbow, whatever its hands (a hand crossbow too; docs/rulings.md),
// and any other two-handed missile weapon. One-handed missile weapons (a sling) and thrown
// weapons fire at −4 instead (delvers-combat.md "Make a Ranged Attack": "bows and other
// two-handed ranged weapons cannot be fired at all"; the situational table's "Shooting a
// bow or crossbow while in melee: N/A").
func noFireInMelee(w combat.Weapon) bool {
	return w.Kind == combat.Bow || w.Kind == combat.Crossbow || w.Missile() && w.Hands >= 2
}

// doRanged reloads a bow for free when the shooter may, then shoots or throws.
func doRanged(b *combat.Battle, u *combat.Unit, a combat.Action) {
	t, w, _ := rangedStrike(b, u, a, ruleRanged)
	spend(b, u, costMain, "ranged attack")
	autoReload(b, u, w)
	resolve(b, &strike{kind: KindRanged, ranged: true, attacker: u, target: t, weapon: w})
}

// autoReload reloads a bow or crossbow as a free action when the shooter has Shoot-1
// (delvers-combat.md "Reload a Weapon").
func autoReload(b *combat.Battle, u *combat.Unit, w combat.Weapon) {
	if _, ok := unloaded(u, w); ok && freeReload(u, w) {
		b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: Unloaded, Source: w.Name, Why: "reloaded as a free action (Shoot-1)"})
	}
}

// checkSwarm: Make a Swarm Attack (Main): join a swarm on a foe in reach of a ready weapon, or
// strike with +2 to hit and +1 damage per other assailant, at most +6 and +3; at most four
// assailants on one target a round, strikers included (delvers-combat.md "Make a Swarm
// Attack").
func checkSwarm(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	_, _, _, err := swarmStrike(b, u, a)
	return err
}

// SwarmAssailants is how many allies may make a swarm attack on one target in a round
// (delvers-combat.md "Make a Swarm Attack": "until up to four allies have Made a Swarm Attack
// on that target this round").
const SwarmAssailants = 4

// swarmStrike checks a swarm action and returns the target, weapon and whether it is ranged.
func swarmStrike(b *combat.Battle, u *combat.Unit, a combat.Action) (*combat.Unit, combat.Weapon, bool, *combat.RuleError) {
	t, w, err := meleeStrike(b, u, a, ruleSwarm)
	ranged := false
	if err != nil {
		var rerr *combat.RuleError
		if t, w, rerr = rangedStrike(b, u, a, ruleSwarm); rerr != nil {
			return nil, combat.Weapon{}, false, err
		}
		ranged = true
	}
	if a.Choice != "" && a.Choice != "strike" && a.Choice != "join" {
		return nil, combat.Weapon{}, false, combat.Refuse(ruleSwarm, "a swarm's option is \"strike\" (or nothing) or \"join\", not %q", a.Choice)
	}
	round := roundAssailants(b, u, t)
	switch {
	case slices.Contains(round, u.Name):
		return nil, combat.Weapon{}, false, combat.Refuse(ruleSwarm, "%s has already made a swarm attack on %s this round", u.Name, t.Name)
	case len(round) >= SwarmAssailants:
		return nil, combat.Weapon{}, false, combat.Refuse(ruleSwarm, "four assailants have already swarmed %s this round (%s): no more until the next round", t.Name, andList(round))
	case a.Choice == "join" && len(round) == SwarmAssailants-1:
		return nil, combat.Weapon{}, false, combat.Refuse(ruleSwarm, "three assailants have swarmed %s this round (%s): the fourth and last may only strike", t.Name, andList(round))
	case a.Choice != "join" && len(swarmers(b, u, t)) == 0:
		return nil, combat.Weapon{}, false, combat.Refuse(ruleSwarm, "no ally has joined a swarm on %s yet; join one, or make a melee or ranged attack", t.Name)
	}
	return t, w, ranged, nil
}

// andList writes names as "A, B, C and D".
func andList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// roundAssailants lists, in order, u's side's units that have made a swarm attack on t this
// round, joining or striking, whether or not they are still fighting.
func roundAssailants(b *combat.Battle, u, t *combat.Unit) []string {
	var out []string
	for _, c := range t.ConditionsNamed(SwarmedBy) {
		if s := b.Unit(c.Source); s != nil && s.Side == u.Side {
			out = append(out, s.Name)
		}
	}
	return out
}

// swarmers lists u's allies who have joined the swarm on t that has not struck yet this round
// and are still fighting.
func swarmers(b *combat.Battle, u, t *combat.Unit) []*combat.Unit {
	var out []*combat.Unit
	for _, c := range t.ConditionsNamed(Swarmed) {
		if s := b.Unit(c.Source); s != nil && s != u && s.Active() && s.Side == u.Side {
			out = append(out, s)
		}
	}
	return out
}

// SwarmBonus is the swarm's bonus for a number of other assailants: +2 to hit and +1 damage
// each, at most +6 and +3 (delvers-combat.md "Make a Swarm Attack").
func SwarmBonus(others int) (hit, damage int) {
	others = min(others, 3)
	return 2 * others, others
}

// doSwarm joins the swarm, or strikes with its bonus and ends it; either way u counts as one of
// the target's assailants for the rest of the round.
func doSwarm(b *combat.Battle, u *combat.Unit, a combat.Action) {
	t, w, ranged, _ := swarmStrike(b, u, a)
	spend(b, u, costMain, "swarm attack")
	b.Emit(combat.ConditionAdded{Unit: t.Name, Condition: combat.Condition{Name: SwarmedBy, Source: u.Name, Ends: combat.EndOfRound}})
	if a.Choice == "join" {
		b.Emit(combat.ConditionAdded{Unit: t.Name, Condition: combat.Condition{Name: Swarmed, Source: u.Name, Ends: combat.EndOfRound}})
		return
	}
	others := swarmers(b, u, t)
	hit, dmg := SwarmBonus(len(others))
	for _, c := range t.ConditionsNamed(Swarmed) {
		b.Emit(combat.ConditionRemoved{Unit: t.Name, Name: Swarmed, Source: c.Source, Why: "the swarm has struck"})
	}
	if ranged {
		autoReload(b, u, w)
	}
	resolve(b, &strike{kind: KindSwarm, ranged: ranged, attacker: u, target: t, weapon: w, swarm: true, swarmDamage: dmg,
		extra: swarmTerm(len(others)+1, hit)})
}

// snapWeapon checks a snap attack: the main action unspent this round, and, for an NPC, the
// discipline to make one; then a melee attack if the target is adjacent, else a ranged one
// (delvers-combat.md "Make a Snap Attack").
func snapWeapon(b *combat.Battle, u *combat.Unit, a combat.Action) (combat.Weapon, *combat.RuleError) {
	if u.Left(slotMain) < 1 {
		return combat.Weapon{}, combat.Refuse(ruleSnap, "%s has already spent its main action this round", u.Name)
	}
	if !u.Sheet.Hero && !u.Sheet.Has("disciplined") {
		return combat.Weapon{}, combat.Refuse(ruleSnap, "only well-trained and disciplined NPCs can snap attack; %s is not", u.Name)
	}
	if t := b.Unit(a.Target); t != nil && b.Map.Adjacent(u.Pos, t.Pos) {
		_, w, err := meleeStrike(b, u, a, ruleSnap)
		return w, err
	}
	_, w, err := rangedStrike(b, u, a, ruleSnap)
	return w, err
}

// checkSnap checks a snap attack.
func checkSnap(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	_, err := snapWeapon(b, u, a)
	return err
}

// doSnap gives up the main action and attacks at −4.
func doSnap(b *combat.Battle, u *combat.Unit, a combat.Action, depth int) {
	w, _ := snapWeapon(b, u, a)
	t := b.Unit(a.Target)
	spend(b, u, costMain, "snap attack")
	ranged := !b.Map.Adjacent(u.Pos, t.Pos)
	if ranged {
		autoReload(b, u, w)
	}
	resolve(b, &strike{kind: KindSnap, ranged: ranged, attacker: u, target: t, weapon: w, depth: depth,
		extra: snapTerm})
}

// canTotalDefend reports whether u could take total defense now: active, its main action
// unspent, not already defending (delvers-combat.md "Total Defense").
func canTotalDefend(b *combat.Battle, u *combat.Unit) bool {
	return u.Active() && u.Left(slotMain) >= 1 && !u.Is(TotalDefense)
}

// checkTotalDefense checks total defense.
func checkTotalDefense(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if u.Is(TotalDefense) {
		return combat.Refuse(ruleTotal, "%s is already on total defense", u.Name)
	}
	if u.Left(slotMain) < 1 {
		return combat.Refuse(ruleTotal, "%s has already spent its main action this round", u.Name)
	}
	return nil
}

// doTotalDefense gives up the main action for +2 AC and immunity to shock until the start of
// u's next turn.
func doTotalDefense(b *combat.Battle, u *combat.Unit) {
	spend(b, u, costMain, "total defense")
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: TotalDefense, Value: 2,
		Ends: combat.StartOfTurn, Owner: u.Name}})
}

// dualWielding returns u's off-hand weapon if it is dual wielding.
func dualWielding(u *combat.Unit) (combat.Weapon, bool) {
	c, ok := u.Condition(DualWielding)
	if !ok {
		return combat.Weapon{}, false
	}
	return weaponFor(u, c.Source, func(combat.Weapon) bool { return true })
}

// wielded returns the two weapons a dual wielder holds: its first ready one-handed weapon
// besides the off-hand one, and the off-hand one. Whichever it attacks with, its +2 needs the
// target in range of both (delvers-combat.md "Dual Wielding Weapons").
func wielded(u *combat.Unit) (main, off combat.Weapon, ok bool) {
	off, ok = dualWielding(u)
	if !ok {
		return combat.Weapon{}, combat.Weapon{}, false
	}
	for w := range u.Readied() {
		if w.Hands <= 1 && w.Kind != combat.Unarmed && !eq(w.Name, off.Name) {
			return w, off, true
		}
	}
	return combat.Weapon{}, combat.Weapon{}, false
}

// checkWield: Dual Wielding Weapons: a second one-handed weapon, ready, with level 1 in both
// weapons' skills (an NPC: skill bonus 1), and no shield; option "single" goes back to one.
func checkWield(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if a.Choice == "single" {
		if !u.Is(DualWielding) {
			return combat.Refuse(ruleDual, "%s is not dual wielding", u.Name)
		}
		return nil
	}
	_, err := offHand(u, a.Weapon)
	return err
}

// offHand checks that u may dual wield with off as its second weapon.
func offHand(u *combat.Unit, off string) (combat.Weapon, *combat.RuleError) {
	if u.Is(DualWielding) {
		return combat.Weapon{}, combat.Refuse(ruleDual, "%s is already dual wielding", u.Name)
	}
	if u.Sheet.Shield {
		return combat.Weapon{}, combat.Refuse(ruleDual, "%s carries a shield and has no hand free", u.Name)
	}
	one := func(w combat.Weapon) bool { return w.Hands <= 1 && w.Kind != combat.Unarmed }
	var hands []combat.Weapon
	for w := range u.Readied() {
		if one(w) {
			hands = append(hands, w)
		}
	}
	if len(hands) < 2 {
		return combat.Weapon{}, combat.Refuse(ruleDual, "%s needs two ready one-handed weapons to dual wield", u.Name)
	}
	w := hands[1]
	if off != "" {
		var ok bool
		if w, ok = weaponFor(u, off, one); !ok {
			return combat.Weapon{}, combat.Refuse(ruleDual, "%s has no ready one-handed weapon%s", u.Name, named(off))
		}
	}
	for _, h := range hands[:2] {
		if skillLevel(u, h.Skill) < 1 {
			return combat.Weapon{}, combat.Refuse(ruleDual, "dual wielding needs level 1 in %s, the %s's skill", h.Skill, h.Name)
		}
	}
	return w, nil
}

// doWield takes up or puts down the second weapon; a free action (the text's sheathing of a
// readied weapon needs no action; docs/rulings.md).
func doWield(b *combat.Battle, u *combat.Unit, a combat.Action) {
	if a.Choice == "single" {
		c, _ := u.Condition(DualWielding)
		b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: DualWielding, Source: c.Source, Why: "back to one weapon"})
		return
	}
	w, _ := offHand(u, a.Weapon)
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: DualWielding, Source: w.Name}})
}
