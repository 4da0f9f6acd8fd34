package delvers

// Estimates: the odds of an attack (hit chance, damage range, chance to drop the target) from
// the same terms the attack would roll, without rolling.

import (
	"fmt"
	"sync"

	"skirmish/combat"
)

// Estimate says what an attack action is expected to do to its target: the chance to hit from
// the attack's own terms against the target's AC, the damage a hit does (die + modifiers,
// swarm bonus, shock floor) and the shock a miss does. Non-attacks estimate to zero.
func (*Rules) Estimate(b *combat.Battle, a combat.Action) combat.Estimate {
	if u, t := b.Unit(a.Unit), b.Unit(a.Target); a.Kind == KindSkill && u != nil && t != nil {
		return combat.Estimate{Hit: firstAidChance(b, u, t)}
	}
	if u, t := b.Unit(a.Unit), b.Unit(a.Target); a.Kind == KindBomb && u != nil && t != nil {
		if w, ok := bombOf(u, a.Weapon); ok {
			return bombPreview(b, u, t, w).Estimate
		}
		return combat.Estimate{}
	}
	var s strike
	var at combat.Unit
	if !plannedStrike(b, a, &s, &at) {
		return combat.Estimate{}
	}
	return estimate(b, &s)
}

// The terms actions add to their attack rolls.
var (
	chargeTerm = []combat.Term{{Label: "charge", Value: 2}}
	snapTerm   = []combat.Term{{Label: "snap attack", Value: -4}}
)

// swarmTerm is the term a swarm of n (the striker and n-1 others) adds to the roll.
func swarmTerm(n, hit int) []combat.Term {
	return []combat.Term{{Label: fmt.Sprintf("swarm of %d", n), Value: hit}}
}

// plannedStrike fills s with the strike an attack action would make, with the attacker where
// it would attack from (for a charge, at, a copy of it at the end of its line), and reports
// whether the action makes one.
func plannedStrike(b *combat.Battle, a combat.Action, s *strike, at *combat.Unit) bool {
	u := b.Unit(a.Unit)
	if u == nil {
		return false
	}
	var err *combat.RuleError
	*s = strike{kind: a.Kind, attacker: u}
	switch a.Kind {
	case KindMelee, combat.Opportunity:
		s.target, s.weapon, err = meleeStrike(b, u, a, ruleMelee)
	case KindRanged:
		s.ranged = true
		s.target, s.weapon, err = rangedStrike(b, u, a, ruleRanged)
	case KindSnap:
		if s.target = b.Unit(a.Target); s.target == nil {
			return false
		}
		s.weapon, err = snapWeapon(b, u, a)
		s.ranged, s.extra = !b.Map.Adjacent(u.Pos, s.target.Pos), snapTerm
	case KindSwarm:
		if a.Choice == "join" {
			return false
		}
		if s.target, s.weapon, s.ranged, err = swarmStrike(b, u, a); err == nil {
			others := len(swarmers(b, u, s.target))
			hit, dmg := SwarmBonus(others)
			s.swarm, s.swarmDamage, s.extra = true, dmg, swarmTerm(others+1, hit)
		}
	case KindShove, KindGrapple:
		if a.Kind == KindGrapple {
			a.Weapon = unarmed.Name
		}
		s.noDamage = true
		s.target, s.weapon, err = meleeStrike(b, u, a, ruleShove)
	case KindCharge:
		if s.target, err = enemyTarget(b, u, a, ruleCharge); err != nil {
			return false
		}
		if s.weapon, err = chargeWeapon(u, a); err != nil {
			return false
		}
		dest, derr := chargeDest(b, u, s.target, s.weapon, a, nil)
		if derr != nil {
			return false
		}
		*at = *u // the charger as it will stand at the end of its line
		at.Pos = dest
		s.attacker, s.ranged, s.extra = at, !b.Map.Adjacent(dest, s.target.Pos), chargeTerm
	default:
		return false
	}
	return err == nil
}

// estimate works out a strike's odds.
func estimate(b *combat.Battle, s *strike) combat.Estimate {
	var buf [16]combat.Term // the terms are only summed: one buffer serves each list in turn
	ac := combat.Sum(defenseTerms(buf[:0], s.target))
	return estimateAgainst(b, s, combat.Sum(attackTerms(buf[:0], b, s)), ac)
}

// estimateAgainst is estimate with the attack roll's modifiers and the defence added up.
func estimateAgainst(b *combat.Battle, s *strike, mod, ac int) combat.Estimate {
	var buf [16]combat.Term
	need := ac - mod
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

// distributions remembers diceDistribution's answers: a battle's weapons roll few dice.
var distributions = struct {
	sync.RWMutex
	m map[combat.Roll][]float64
}{m: map[combat.Roll][]float64{}}

// diceDistribution returns the chance of each total of a roll's dice (with its bonus),
// indexed by total. The slice is shared: read it, never change it.
func diceDistribution(r combat.Roll) []float64 {
	distributions.RLock()
	d, ok := distributions.m[r]
	distributions.RUnlock()
	if !ok {
		d = distributionOf(r)
		distributions.Lock()
		distributions.m[r] = d
		distributions.Unlock()
	}
	return d
}

// distributionOf works diceDistribution out.
func distributionOf(r combat.Roll) []float64 {
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
