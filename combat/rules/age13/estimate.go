// Estimates: an attack's odds (hit chance, damage range and mean, chance to drop the target) without rolling; threat.
package age13

import (
	"slices"

	"skirmish/combat"
)

// Estimate says what an attack action is expected to do to its target: for each natural roll
// of the d20, whether it hits, crits or fumbles against the defence, what its triggers add,
// and the damage a hit or a miss deals. Min and Max are the range of a hit without a crit.
// Actions that attack no one estimate to zero.
func (*Rules) Estimate(b *combat.Battle, a combat.Action) combat.Estimate {
	u := b.Unit(a.Unit)
	if u == nil {
		return combat.Estimate{}
	}
	var t *combat.Unit
	var p power
	var err *combat.RuleError
	switch a.Kind {
	case KindMelee:
		t, p, err = meleeStrike(b, u, a)
	case KindRanged:
		t, p, err = rangedStrike(b, u, a)
	case combat.Opportunity:
		t = b.Unit(a.Target)
		var ok bool
		p, ok = basicMelee(u)
		if !ok || t == nil {
			return combat.Estimate{}
		}
	case KindCoupDeGrace:
		if t, p, err = coupDeGrace(b, u, a); err != nil {
			return combat.Estimate{}
		}
		return coupEstimate(b, newStrike(b, KindCoupDeGrace, u, t, p))
	case KindRally:
		if checkRally(b, u, a) != nil {
			return combat.Estimate{}
		}
		return combat.Estimate{Heal: rallyHeal(u)}
	case KindPotion:
		if t = b.Unit(a.Target); t == nil || checkPotion(b, u, a) != nil {
			return combat.Estimate{}
		}
		return combat.Estimate{Heal: min(recoveryMean(t), float64(t.MaxHP()-max(t.HP, 0)))}
	default:
		return combat.Estimate{}
	}
	if err != nil {
		return combat.Estimate{}
	}
	if a.Kind == combat.Opportunity {
		return estimate(b, newStrike(b, a.Kind, u, t, p))
	}
	return estimate(b, attackStrike(b, a.Kind, u, t, p))
}

// dist is a distribution of totals: the chance of each total from its lowest, lo.
type dist struct {
	lo int
	p  []float64
}

// rollDist is the distribution of a roll's total.
func rollDist(r combat.Roll) dist {
	d := dist{lo: r.Bonus, p: []float64{1}}
	for range r.Count {
		next := make([]float64, len(d.p)+r.Sides-1)
		for t, pr := range d.p {
			for f := 1; f <= r.Sides; f++ {
				next[t+f-1] += pr / float64(r.Sides)
			}
		}
		d.lo++
		d.p = next
	}
	return d
}

// add is the distribution of the sum of two.
func (d dist) add(e dist) dist {
	out := dist{lo: d.lo + e.lo, p: make([]float64, len(d.p)+len(e.p)-1)}
	for i, x := range d.p {
		for j, y := range e.p {
			out.p[i+j] += x * y
		}
	}
	return out
}

// constant is a distribution that is always n.
func constant(n int) dist { return dist{lo: n, p: []float64{1}} }

// plan is what an estimate needs of one of a strike's powers: the natural roll that hits,
// the one that crits, and the distribution of a hit's damage.
type plan struct {
	s            strike
	need, critAt int
	base         dist
}

// planFor works out a plan for s made with p.
func planFor(b *combat.Battle, s *strike, p power) plan {
	pl := plan{s: *s}
	pl.s.p = p
	_, def := defense(b, s.target, p.Against)
	pl.need = combat.Sum(def) - combat.Sum(attackTerms(b, &pl.s))
	pl.base = constant(combat.Sum(damageMods(&pl.s)))
	for _, r := range dice(&pl.s) {
		pl.base = pl.base.add(rollDist(r))
	}
	pl.critAt = critFrom(b, &pl.s)
	return pl
}

// hits reports whether the plan's attack hits on a natural roll.
func (pl *plan) hits(nat int) bool { return nat == 20 || nat != 1 && nat >= pl.need }

// natWeights are the chances of each natural roll that counts: 1 in 20 each, except that a
// two-weapon fighter rerolls a natural 2 (it keeps it only when the reroll is a 2 again).
func natWeights(s *strike) [21]float64 {
	var w [21]float64
	for n := 1; n <= 20; n++ {
		w[n] = 0.05
	}
	if s.rerolls() {
		for n := 1; n <= 20; n++ {
			w[n] += 0.05 * 0.05
		}
		w[2] = 0.05 * 0.05
	}
	return w
}

// estimate works out a strike's odds over the twenty natural rolls: for a flexible attack,
// each roll with the flexible attack used by default on it; half of everything against an
// invisible target.
func estimate(b *combat.Battle, s *strike) combat.Estimate {
	main := planFor(b, s, s.p)
	var flex []plan
	for _, p := range s.flex {
		flex = append(flex, planFor(b, s, p))
	}
	w := natWeights(s)
	var e combat.Estimate
	lo, hi := -1, 0
	for nat := 1; nat <= 20; nat++ {
		pl := &main
		if len(flex) > 0 {
			var ok []power
			for i := range flex {
				if flex[i].s.p.flex.fires(nat, flex[i].hits(nat)) {
					ok = append(ok, flex[i].s.p)
				}
			}
			if p, found := defaultFlexible(s, ok); found {
				pl = &flex[slices.IndexFunc(flex, func(f plan) bool { return f.s.p.Name == p.Name })]
			}
		}
		ps := &pl.s
		r := roll{natural: nat, fumble: nat == 1}
		r.hit = pl.hits(nat)
		r.crit = r.hit && nat >= pl.critAt
		if r.fumble {
			continue
		}
		if r.hit {
			e.Hit += w[nat]
		}
		d := constant(0)
		if r.hit {
			d = pl.base
		}
		extra := false
		for _, t := range ps.p.triggers {
			if !t.fires(nat, r.hit) || !ps.fires(t) || t.out.kind != "damage" {
				continue
			}
			extra = true
			switch {
			case t.out.amount == "level":
				d = d.add(constant(ps.attacker.Sheet.Level))
			case t.out.amount == "half":
				d = d.add(halve(pl.base))
			default:
				d = d.add(rollDist(t.out.roll))
			}
		}
		bonus := combat.Sum(vulnerableBonus(b, ps, r))
		if !r.hit && !extra && bonus == 0 {
			continue
		}
		_, res := resisted(ps.target, ps.p)
		for i, pr := range d.p {
			v := max(d.lo+i, 0)
			if r.crit {
				v *= critMultiplier(ps.p)
			}
			if ps.half {
				v /= 2
			}
			if res > 0 && nat < res {
				v /= 2
			}
			v += bonus
			e.Damage += w[nat] * pr * float64(v)
			if v >= ps.target.HP {
				e.Kill += w[nat] * pr
			}
			if r.hit && !r.crit && pr > 0 {
				if lo < 0 || v < lo {
					lo = v
				}
				hi = max(hi, v)
			}
		}
	}
	e.Min, e.Max = max(lo, 0), hi
	if s.target.Is(Invisible) {
		e.Hit, e.Damage, e.Kill = e.Hit/2, e.Damage/2, e.Kill/2
	}
	return e
}

// coupEstimate is a coup de grace's odds: a sure crit (doubled, or more), halved when a faked d20 falls below
// the target's resistance, with edition 2's vulnerability bonus at its crit's three times;
// its kill is death for an unconscious hero (the edition's threshold), the hit points left
// for anyone else.
func coupEstimate(b *combat.Battle, s *strike) combat.Estimate {
	pl := planFor(b, s, s.p)
	_, res := resisted(s.target, s.p)
	halfChance := 0.0
	if res > 0 {
		halfChance = float64(res-1) / 20
	}
	bonus := combat.Sum(vulnerableBonus(b, s, roll{natural: 20, hit: true, crit: true}))
	need := killDamage(b, s.target)
	e := combat.Estimate{Hit: 1}
	lo, hi := -1, 0
	for i, pr := range pl.base.p {
		full := critMultiplier(s.p) * max(pl.base.lo+i, 0)
		for _, o := range []struct {
			v  int
			pr float64
		}{{full + bonus, pr * (1 - halfChance)}, {full/2 + bonus, pr * halfChance}} {
			if o.pr == 0 {
				continue
			}
			e.Damage += o.pr * float64(o.v)
			if o.v >= need {
				e.Kill += o.pr
			}
			if lo < 0 || o.v < lo {
				lo = o.v
			}
			hi = max(hi, o.v)
		}
	}
	e.Min, e.Max = max(lo, 0), hi
	return e
}

// killDamage is the damage that takes t out for good: its hit points, or for an unconscious
// hero what takes it to its edition's death threshold (pastDeath).
func killDamage(b *combat.Battle, t *combat.Unit) int {
	if t.Status != combat.Down {
		return max(t.HP, 1)
	}
	if edition(b) == 2 {
		return t.HP + t.MaxHP()
	}
	return t.HP + (t.MaxHP()+1)/2
}

// halve is the distribution of half of each total, rounded down.
func halve(d dist) dist {
	out := dist{lo: max(d.lo, 0) / 2}
	for i, pr := range d.p {
		v := max(d.lo+i, 0) / 2
		for len(out.p) <= v-out.lo {
			out.p = append(out.p, 0)
		}
		out.p[v-out.lo] += pr
	}
	return out
}

// Threat is the most damage attacker's best attack could deal target with one hit, without a
// crit: the dice at their most, the modifiers and any trigger's extra damage.
func (*Rules) Threat(b *combat.Battle, attacker, target *combat.Unit) int {
	best := 0
	for p := range attacks(attacker) {
		if p.limited && expended(attacker, p.Name) {
			continue
		}
		s := &strike{attacker: attacker, target: target, p: p}
		n := combat.Sum(damageMods(s))
		for _, r := range dice(s) {
			n += r.Max()
		}
		for _, t := range p.triggers {
			if t.out.kind == "damage" && t.on != "miss" {
				switch t.out.amount {
				case "level":
					n += attacker.Sheet.Level
				case "":
					n += t.out.roll.Max()
				}
			}
		}
		best = max(best, n)
	}
	return best
}
