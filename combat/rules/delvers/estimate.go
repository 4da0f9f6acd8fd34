package delvers

// Estimates: the odds of an attack (hit chance, damage range, chance to drop the target) from
// the same terms the attack would roll, without rolling.

import (
	"skirmish/combat"
)

// Estimate says what an attack action is expected to do to its target: the chance to hit from
// the attack's own terms against the target's AC, the damage a hit does (die + modifiers,
// swarm bonus, shock floor) and the shock a miss does. Non-attacks estimate to zero.
func (*Rules) Estimate(b *combat.Battle, a combat.Action) combat.Estimate {
	s, ok := plannedStrike(b, a)
	if !ok {
		return combat.Estimate{}
	}
	return estimate(b, s)
}

// plannedStrike builds the strike an attack action would make, with the attacker where it
// would attack from.
func plannedStrike(b *combat.Battle, a combat.Action) (*strike, bool) {
	u := b.Unit(a.Unit)
	if u == nil {
		return nil, false
	}
	switch a.Kind {
	case KindMelee, combat.Opportunity:
		t, w, err := meleeStrike(b, u, a, ruleMelee)
		return &strike{kind: a.Kind, attacker: u, target: t, weapon: w}, err == nil
	case KindRanged:
		t, w, err := rangedStrike(b, u, a, ruleRanged)
		return &strike{kind: a.Kind, ranged: true, attacker: u, target: t, weapon: w}, err == nil
	case KindSnap:
		t := b.Unit(a.Target)
		w, err := snapWeapon(b, u, a)
		if err != nil || t == nil {
			return nil, false
		}
		return &strike{kind: a.Kind, ranged: !u.Pos.Adjacent(t.Pos), attacker: u, target: t, weapon: w,
			extra: []combat.Term{{Label: "snap attack", Value: -4}}}, true
	case KindSwarm:
		if a.Option == "join" {
			return nil, false
		}
		t, w, ranged, err := swarmStrike(b, u, a)
		if err != nil {
			return nil, false
		}
		hit, dmg := SwarmBonus(len(swarmers(b, u, t)))
		return &strike{kind: a.Kind, ranged: ranged, attacker: u, target: t, weapon: w, swarm: true, swarmDamage: dmg,
			extra: []combat.Term{{Label: "swarm", Value: hit}}}, true
	case KindCharge:
		t, err := enemyTarget(b, u, a, ruleCharge)
		if err != nil {
			return nil, false
		}
		w, werr := chargeWeapon(u, a)
		if werr != nil {
			return nil, false
		}
		dest, derr := chargeDest(b, u, t, w, a)
		if derr != nil {
			return nil, false
		}
		at := *u // the charger as it will stand at the end of its line
		at.Pos = dest
		return &strike{kind: a.Kind, ranged: !dest.Adjacent(t.Pos), attacker: &at, target: t, weapon: w,
			extra: []combat.Term{{Label: "charge", Value: 2}}}, true
	}
	return nil, false
}

// estimate works out a strike's odds.
func estimate(b *combat.Battle, s *strike) combat.Estimate {
	var buf [16]combat.Term // the terms are only summed: one buffer serves each list in turn
	ac := combat.Sum(defenseTerms(buf[:0], s.target))
	need := ac - combat.Sum(attackTerms(buf[:0], b, s))
	hit := float64(21-need) / 20
	hit = min(max(hit, 0), 1)
	w := s.weapon
	mods := combat.Sum(damageTerms(buf[:0], b, s))
	usualMax := w.Damage.Max() + mods
	floor := 0
	if sh, ok := shockTerms(buf[:0], b, s, ac, false); ok {
		floor = max(combat.Sum(sh), 0)
	}
	// The distribution of a hit's damage: the dice, then modifiers, swarm bonus and floor.
	dist := diceDistribution(w.Damage)
	var mean, dropHit float64
	lo, hi := -1, 0
	for total, p := range dist {
		if p == 0 {
			continue
		}
		d := total + mods
		if s.swarmDamage > 0 {
			d += max(min(s.swarmDamage, usualMax-d), 0)
		}
		d = max(d, floor, 0)
		mean += p * float64(d)
		if d >= s.target.HP {
			dropHit += p
		}
		if lo < 0 || d < lo {
			lo = d
		}
		hi = max(hi, d)
	}
	miss := 0.0
	if floor > 0 && !s.noDamage {
		miss = float64(floor)
	}
	dropMiss := 0.0
	if floor > 0 && floor >= s.target.HP {
		dropMiss = 1
	}
	if s.noDamage {
		mean, dropHit = 0, 0
	}
	return combat.Estimate{Hit: hit, Damage: hit*mean + (1-hit)*miss, Min: max(lo, 0), Max: hi,
		Kill: hit*dropHit + (1-hit)*dropMiss}
}

// diceDistribution returns the chance of each total of a roll's dice (without its bonus,
// which it adds), indexed by total.
func diceDistribution(r combat.Roll) []float64 {
	dist := []float64{1}
	for range r.Count {
		next := make([]float64, len(dist)+r.Sides)
		for t, p := range dist {
			if p == 0 {
				continue
			}
			for f := 1; f <= r.Sides; f++ {
				next[t+f] += p / float64(r.Sides)
			}
		}
		dist = next
	}
	if r.Bonus == 0 {
		return dist
	}
	out := make([]float64, max(len(dist)+r.Bonus, 1))
	for t, p := range dist {
		if t+r.Bonus >= 0 {
			out[t+r.Bonus] += p
		} else {
			out[0] += p
		}
	}
	return out
}
