package delvers

// Attacks: the roll and its situational modifiers, the defence, damage, shock, and the
// reactions an attack invites (delvers-combat.md "Combat Attack Rolls", "Damage", "Shock").

import (
	"fmt"

	"skirmish/combat"
	"skirmish/grid"
)

// strike is one attack being made.
type strike struct {
	// kind is how it is made: melee, ranged, charge, swarm, snap, opportunity, shove, grapple.
	kind     string
	ranged   bool
	attacker *combat.Unit
	target   *combat.Unit
	weapon   combat.Weapon
	// extra are the terms the action adds (+2 charge, −4 snap, +2 per swarm assailant).
	extra []combat.Term
	// swarmDamage is the swarm's damage bonus (+1 per other assailant, at most +3).
	swarmDamage int
	swarm       bool
	// noDamage is set for shoves and grapples: the roll decides, and there is no damage or shock.
	noDamage bool
	// depth counts attacks made inside another attack's resolution (snap attacks).
	depth int
	// unplaced marks an attack at a next turn from a square not known yet (a threat): the
	// terms that depend on it are left out, and a melee blow is struck from beside the target.
	unplaced bool
}

// attackTerms appends to ts the attack roll's modifiers for s, not counting the d20
// (delvers-combat.md "Combat Attack Rolls" and its table of situations).
func attackTerms(ts []combat.Term, b *combat.Battle, s *strike) []combat.Term {
	a, t, w := s.attacker, s.target, s.weapon
	ts = append(ts, combat.Term{Label: "attack bonus", Value: a.Sheet.AttackBonus})
	if attr, m := bestAttr(a, w.Attributes); attr != "" && len(a.Sheet.Attributes) > 0 {
		ts = append(ts, combat.Term{Label: attr, Value: m})
	}
	if !npc(a) && w.Skill != "" {
		if l := skillLevel(a, w.Skill); l >= 0 {
			ts = append(ts, combat.Term{Label: w.Skill, Value: l})
		} else {
			ts = append(ts, combat.Term{Label: "untrained " + w.Skill, Value: UntrainedAttack})
		}
	}
	ts = append(ts, combat.Term{Label: "magic", Value: w.Magic})
	adjacent := b.Map.Adjacent(a.Pos, t.Pos)
	if s.unplaced {
		adjacent = !s.ranged
	}
	if t.Is(Prone) || t.Status == combat.Down {
		if adjacent {
			ts = append(ts, combat.Term{Label: "adjacent prone target", Value: 2})
		} else if s.ranged {
			ts = append(ts, combat.Term{Label: "distant prone target", Value: -2})
		}
	}
	if a.Is(Prone) && !s.ranged {
		ts = append(ts, combat.Term{Label: "attacking from prone", Value: -4})
	}
	if s.ranged && !s.unplaced {
		if d := b.Feet(a.Pos, t.Pos); d > w.Range {
			ts = append(ts, combat.Term{Label: "long range", Value: -2})
		}
		if inMelee(b, a) {
			ts = append(ts, combat.Term{Label: "shooting in melee", Value: -4})
		}
	}
	if s.ranged && t.Is(Unseen) {
		ts = append(ts, combat.Term{Label: "unseen target", Value: -4})
	}
	if !s.unplaced {
		switch coverOf(b, a.Pos, t.Pos) {
		case grid.CoverHalf:
			ts = append(ts, combat.Term{Label: "half cover", Value: -2})
		case grid.CoverThreeQuarters, grid.CoverFull:
			ts = append(ts, combat.Term{Label: "full cover", Value: -4})
		}
	}
	if _, ok := dualWielding(a); ok {
		ts = append(ts, combat.Term{Label: "dual wielding", Value: -1})
	}
	return append(ts, s.extra...)
}

// coverOf is the target's cover from the attacker as Delvers grades it (delvers-combat.md
// "Line of Sight and Cover"): on squares the grid's grade. On hexes the text's reading of the
// target's corners, six of them: half cover when some are not seen, full cover when none is
// but sight exists; a low wall or barricade between raises it as on squares (WallCover; a
// barricade's three-quarters is full cover, docs/rulings.md "Three-quarters cover").
func coverOf(b *combat.Battle, from, to grid.Pos) grid.Cover {
	v := b.Map.Sight(from, to)
	if b.Map.Topology != grid.Hex || !v.Seen {
		return v.Cover
	}
	c := grid.CoverNone
	switch {
	case v.CornersSeen == 0:
		c = grid.CoverFull
	case v.CornersSeen < 6:
		c = grid.CoverHalf
	}
	return max(c, b.Map.WallCover(from, to))
}

// defenseTerms appends to ts the target's AC as terms: its armour class, −2 after a charge,
// +2 on total defense.
func defenseTerms(ts []combat.Term, t *combat.Unit) []combat.Term {
	ts = append(ts, combat.Term{Label: "AC", Value: t.Sheet.AC})
	if t.Is(Charging) {
		ts = append(ts, combat.Term{Label: "charging", Value: -2})
	}
	if t.Is(TotalDefense) {
		ts = append(ts, combat.Term{Label: "total defense", Value: 2})
	}
	return ts
}

// inMelee reports whether an armed enemy stands adjacent to u, which hampers shooting
// (delvers-combat.md "Make a Ranged Attack": "an enemy attacker in melee range").
func inMelee(b *combat.Battle, u *combat.Unit) bool {
	for _, e := range b.Units { // b.Enemies, without making their list
		if e.Side != u.Side && e.Active() && b.Map.Adjacent(e.Pos, u.Pos) && armed(e) {
			return true
		}
	}
	return false
}

// armed reports whether u is an armed melee combatant: active, with a ready weapon that
// strikes in melee other than bare hands (natural weapons count; docs/rulings.md).
func armed(u *combat.Unit) bool {
	if !u.Active() {
		return false
	}
	for w := range u.Readied() {
		if w.InMelee() && w.Kind != combat.Unarmed {
			return true
		}
	}
	return false
}

// resolve makes the attack: screens, roll, reactions, hit or miss, damage or shock. It
// reports whether the attack hit (and who it ended up against).
func resolve(b *combat.Battle, s *strike) (bool, *combat.Unit) {
	s.target = screenFor(b, s)
	mods := attackTerms(nil, b, s)
	d20 := b.D20(s.attacker, fmt.Sprintf("attack roll: %s vs %s", s.attacker.Name, s.target.Name))
	terms := append([]combat.Term{{Label: "d20", Value: d20}}, mods...)
	total := combat.Sum(terms)
	rolled := &combat.AttackRolled{Attacker: s.attacker.Name, Target: s.target.Name, Weapon: s.weapon.Name,
		Kind: s.kind, Terms: terms, Total: total}
	if canTotalDefend(b, s.target) {
		opts := []combat.Action{{Kind: KindTotalDefense, Unit: s.target.Name}}
		if _, ok := b.Ask(s.target, combat.Prompt{Kind: combat.PromptRolled, Actor: s.attacker.Name, Target: s.target.Name, Attack: rolled}, opts); ok {
			doTotalDefense(b, s.target)
		}
	}
	def := defenseTerms(nil, s.target)
	ac := combat.Sum(def)
	rolled.Defense, rolled.AC, rolled.Hit = def, ac, total >= ac
	rolled.Text = fmt.Sprintf("%s vs %s %d: %s", combat.FormatTerms(terms), "AC", ac, hitWord(rolled.Hit))
	b.Emit(*rolled)
	if s.ranged && s.weapon.Missile() && s.weapon.Kind != combat.Sling {
		b.Emit(combat.ConditionAdded{Unit: s.attacker.Name, Condition: combat.Condition{Name: Unloaded, Source: s.weapon.Name, Note: "fired"}})
	}
	if s.ranged && s.weapon.Kind == combat.Thrown {
		b.Emit(combat.ItemDropped{Unit: s.attacker.Name, Item: s.weapon.Name, Pos: s.target.Pos})
	}
	if s.noDamage {
		return rolled.Hit, s.target
	}
	if rolled.Hit {
		if s.depth == 0 {
			offerSnaps(b, s, rolled)
		}
		if !s.attacker.Active() {
			b.Emit(combat.Note{Unit: s.attacker.Name, Text: s.attacker.Name + " falls before the blow lands: no damage"})
			return true, s.target
		}
		damage(b, s, ac)
		return true, s.target
	}
	shock(b, s, ac)
	return false, s.target
}

// hitWord is "hit" or "miss".
func hitWord(hit bool) string {
	if hit {
		return "hit"
	}
	return "miss"
}

// damageTerms are a hit's modifiers after the die: attribute, magic, Brawl for unarmed
// attacks, +2 for dual wielding when the target is in reach of both weapons
// (delvers-combat.md "Damage", "Dual Wielding Weapons").
func damageTerms(ts []combat.Term, b *combat.Battle, s *strike) []combat.Term {
	a, w := s.attacker, s.weapon
	if attr, m := bestAttr(a, w.Attributes); attr != "" && len(a.Sheet.Attributes) > 0 {
		ts = append(ts, combat.Term{Label: attr, Value: m})
	}
	ts = append(ts, combat.Term{Label: "magic", Value: w.Magic})
	if w.Kind == combat.Unarmed {
		ts = append(ts, combat.Term{Label: "Brawl", Value: max(skillLevel(a, "Brawl"), 0)})
	}
	if main, off, ok := wielded(a); ok && inReachOfBoth(b, a, s.target, main, off) {
		ts = append(ts, combat.Term{Label: "dual wielding", Value: 2})
	}
	return ts
}

// damage rolls and deals a hit's damage: die + modifiers, the swarm's bonus up to the
// weapon's usual maximum, and never less than the shock a miss would have dealt
// (delvers-combat.md "Damage", "Make a Swarm Attack", "Shock").
func damage(b *combat.Battle, s *strike, ac int) {
	a, t, w := s.attacker, s.target, s.weapon
	die, _ := b.Roll(a, w.Damage, fmt.Sprintf("damage: %s's %s", a.Name, w.Name))
	terms := damageTerms(append(make([]combat.Term, 0, 6), combat.Term{Label: w.Damage.String(), Value: die}), b, s)
	if s.swarmDamage > 0 {
		usualMax := w.Damage.Max() + combat.Sum(terms[1:])
		if bonus := min(s.swarmDamage, usualMax-combat.Sum(terms)); bonus > 0 {
			terms = append(terms, combat.Term{Label: "swarm", Value: bonus})
		}
	}
	if sh, ok := shockTerms(nil, b, s, ac, false); ok && combat.Sum(terms) < combat.Sum(sh) {
		terms = append(terms, combat.Term{Label: "shock floor", Value: combat.Sum(sh) - combat.Sum(terms)})
	}
	total := max(combat.Sum(terms), 0)
	b.Emit(combat.DamageRolled{Attacker: a.Name, Target: t.Name, Terms: terms, Total: total,
		Text: fmt.Sprintf("damage %s", combat.FormatTerms(terms))})
	hurt(b, t, total, a.Name, fmt.Sprintf("hit by %s's %s", a.Name, w.Name))
}

// shockTerms appends to ts the shock a miss would deal, and whether it applies: only in melee, the
// weapon's shock points + the attribute modifier, against AC at most its rating ("-": any AC); a shield turns
// the first shock each round. Total defense makes the target immune to all of it, a swarm's
// included; a swarm's shock otherwise always applies, whatever the AC or the shield
// (delvers-combat.md "Shock", "Make a Swarm Attack", "Total Defense": "immune to Shock …
// including the otherwise-unavoidable damage from a Swarm Attack"). When use is set, a shield
// that turns the shock is marked used for the round.
func shockTerms(ts []combat.Term, b *combat.Battle, s *strike, ac int, use bool) ([]combat.Term, bool) {
	a, t, w := s.attacker, s.target, s.weapon
	if w.Shock.Points == 0 || s.ranged {
		return nil, false // "some melee weapons inflict Shock": never a thrown or shot attack
	}
	if t.Is(TotalDefense) {
		return nil, false
	}
	ts = append(ts, combat.Term{Label: "points", Value: w.Shock.Points})
	if attr, m := bestAttr(a, w.Attributes); attr != "" && len(a.Sheet.Attributes) > 0 {
		ts = append(ts, combat.Term{Label: attr, Value: m})
	}
	if s.swarm {
		return ts, true
	}
	if w.Shock.AC != 0 && ac > w.Shock.AC {
		return nil, false
	}
	if t.Sheet.Shield && !t.Is(ShieldUsed) {
		if use {
			b.Emit(combat.ConditionAdded{Unit: t.Name, Condition: combat.Condition{Name: ShieldUsed, Ends: combat.EndOfRound, Note: "turned " + a.Name + "'s shock"}})
		}
		return nil, false
	}
	return ts, true
}

// shock deals a miss's shock, if any.
func shock(b *combat.Battle, s *strike, ac int) {
	ts, ok := shockTerms(nil, b, s, ac, true)
	if !ok {
		return
	}
	total := max(combat.Sum(ts), 0)
	b.Emit(combat.DamageRolled{Attacker: s.attacker.Name, Target: s.target.Name, Terms: ts, Total: total, Shock: true,
		Text: fmt.Sprintf("shock %s: %s", s.weapon.Shock, combat.FormatTerms(ts))})
	hurt(b, s.target, total, s.attacker.Name, fmt.Sprintf("shock from %s's %s", s.attacker.Name, s.weapon.Name))
}

// offerSnaps gives every enemy of the attacker that could snap attack it the chance to, after
// the hit and before the damage (delvers-combat.md "Make a Snap Attack").
func offerSnaps(b *combat.Battle, s *strike, rolled *combat.AttackRolled) {
	for _, e := range b.Enemies(s.attacker) {
		if !s.attacker.Active() {
			return
		}
		a := combat.Action{Kind: KindSnap, Unit: e.Name, Target: s.attacker.Name}
		w, err := snapWeapon(b, e, a)
		if err != nil {
			continue
		}
		a.Weapon = w.Name
		if _, ok := b.Ask(e, combat.Prompt{Kind: combat.PromptHit, Actor: s.attacker.Name, Target: s.target.Name, Attack: rolled}, []combat.Action{a}); ok {
			doSnap(b, e, a, s.depth+1)
		}
	}
}

// hurt takes hp from u; at 0 it falls.
func hurt(b *combat.Battle, u *combat.Unit, amount int, source, why string) {
	if amount <= 0 || u.Status == combat.Dead {
		return
	}
	hp := max(u.HP-amount, 0)
	b.Emit(combat.Damaged{Unit: u.Name, Amount: amount, HP: hp, Source: source, Why: why})
	if hp == 0 && u.Active() {
		fall(b, u)
	}
}

// reachOf is how far a weapon reaches in feet: 5 for melee, its long range for missiles.
func reachOf(w combat.Weapon) int {
	if w.Ranged() {
		return w.LongRange
	}
	return grid.FeetPerCell
}

// inReachOfBoth reports whether t is within range of both of a dual wielder's weapons.
func inReachOfBoth(b *combat.Battle, a, t *combat.Unit, w, off combat.Weapon) bool {
	d := b.Feet(a.Pos, t.Pos)
	return d <= reachOf(w) && d <= reachOf(off)
}
