package realms

// Estimates: the chance of each number of body points an attack deals, from its pool, worked
// out by the code that rolls it (plan), without rolling.

import (
	"skirmish/combat"
)

// Estimate says what an attack is expected to do (combat.Ruleset): the chance of 0, 1, 2 …
// body points (Odds), their mean, the chance of at least one hit and of taking the target
// out of the fight; for a counterspell (Unit the counterspeller, Target the caster) the
// chance it disrupts the spell, as Hit (counterOdds).
func (*Rules) Estimate(b *combat.Battle, a combat.Action) combat.Estimate {
	u, t := b.Unit(a.Unit), b.Unit(a.Target)
	if u != nil && t != nil && a.Kind == KindCounter {
		return combat.Estimate{Hit: counterOdds(b, u, t)} // Hit: the chance the spell is disrupted
	}
	if u != nil && t != nil && a.Kind == KindArea {
		if w := areaSpell(u, a); w.Name != "" {
			return areaPreview(b, u, t, w).Estimate
		}
		return combat.Estimate{}
	}
	if u == nil || t == nil || a.Kind != KindMelee && a.Kind != KindRanged {
		return combat.Estimate{}
	}
	s := strikeOf(b, u, a)
	if s.weapon.Name == "" {
		return combat.Estimate{}
	}
	var p pool
	plan(b, &s, &p)
	e, _ := estimate(b, &s, &p, nil)
	return e
}

// estimate works out the estimate of a planned strike and the chance of each number of body
// points it deals, 0 to Max, appended to odds.
func estimate(b *combat.Battle, s *strike, p *pool, odds []float64) (combat.Estimate, []float64) {
	hit, dmg := dieOdds(b, s, p)
	// the distribution of hits and of damaging hits over the pool's dice
	var hits, dmgs [maxPool + 2]float64
	hits[0], dmgs[0] = 1, 1
	n := p.total
	for i := range n {
		ph, pd := hit, dmg
		if i == 0 && p.lower {
			ph, pd = hit*hit, dmg*dmg
		}
		for k := i + 1; k >= 1; k-- {
			hits[k] = hits[k]*(1-ph) + hits[k-1]*ph
			dmgs[k] = dmgs[k]*(1-pd) + dmgs[k-1]*pd
		}
		hits[0] *= 1 - ph
		dmgs[0] *= 1 - pd
	}
	e := combat.Estimate{Hit: 1 - hits[0]}
	if has(s.weapon, "touch") {
		return e, odds
	}
	how := resistance(s.target, category(s.weapon))
	e.Max = afterResistance(n, how)
	e.Min = afterResistance(1, how)
	odds = append(odds, make([]float64, e.Max+1)...)
	base := len(odds) - e.Max - 1
	for k := 0; k <= n; k++ {
		pts := afterResistance(k, how)
		odds[base+pts] += dmgs[k]
		e.Damage += float64(pts) * dmgs[k]
		if pts >= s.target.HP {
			e.Kill += dmgs[k]
		}
	}
	return e, odds
}

// dieOdds is the chance one die of the pool hits, and that it hits and deals damage (only
// critical hits on a petrified target).
func dieOdds(b *combat.Battle, s *strike, p *pool) (hit, dmg float64) {
	mods, def := combat.Sum(p.mods), combat.Sum(p.defense)
	variant := defenseRolls(b, s)
	nh, nd := 0, 0
	for f := 1; f <= 20; f++ {
		h := dieHits(f, mods, def)
		if variant {
			h = !(f == 20 || f != 1 && f+def >= 21+mods)
		}
		if !h {
			continue
		}
		nh++
		if !p.onlyCrit || p.critical || p.keen && f == 20 {
			nd++
		}
	}
	return float64(nh) / 20, float64(nd) / 20
}
