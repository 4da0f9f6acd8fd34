package d20lite

// Estimates: what an attack is expected to do, by the rules' own odds and without rolling
// (the AI and the preview read them), worked out by the code the attack resolves with.

import (
	"skirmish/combat"
	"skirmish/grid"
)

// Estimate says what a legal action is expected to do (combat.Ruleset).
func (*Rules) Estimate(b *combat.Battle, a combat.Action) combat.Estimate {
	switch a.Kind {
	case KindHeal:
		return combat.Estimate{Hit: healChance(b.Unit(a.Unit))}
	}
	e, _, _, _ := preview(b, a)
	return e
}

// healChance is the chance of a DC 15 Heal check.
func healChance(u *combat.Unit) float64 { return chance(15 - skill(u, "Heal")) }

// chance is the chance a d20 rolls at least n.
func chance(n int) float64 { return float64(min(20, max(0, 21-n))) / 20 }

// strikeOf builds the strike an attack action makes, as its Do does; ok is false for an
// action that makes none (or is not legal now).
func strikeOf(b *combat.Battle, a combat.Action) (*strike, *strike, bool) {
	u, t := b.Unit(a.Unit), b.Unit(a.Target)
	if u == nil || t == nil {
		return nil, nil, false
	}
	s := &strike{kind: a.Kind, att: u, def: t}
	switch a.Kind {
	case KindMelee, combat.Opportunity:
		w, err := weaponFor(u, a.Weapon, useMelee, ruleMelee)
		if err != nil {
			return nil, nil, false
		}
		s.w = w
		if a.Choice == Defensively {
			s.extra = []combat.Term{{Label: "fighting defensively", Value: -4}}
		}
	case KindRanged:
		w, err := weaponFor(u, a.Weapon, useRanged, ruleRanged)
		if err != nil {
			return nil, nil, false
		}
		s.w = w
	case KindCast:
		w, err := weaponFor(u, a.Weapon, useSpell, ruleCast)
		if err != nil {
			return nil, nil, false
		}
		s.w = w
	case KindCharge:
		w, err := weaponFor(u, a.Weapon, useMelee, ruleCharge)
		if err != nil {
			return nil, nil, false
		}
		end, rerr := chargeEnd(b, u, t, a.Path)
		if rerr != nil {
			return nil, nil, false
		}
		s.w, s.from, s.fromSet = w, end, true
		s.extra = []combat.Term{{Label: "charge", Value: 2}}
	case KindFull:
		w, err := fullWeapon(b, u, t, a.Weapon)
		if err != nil {
			return nil, nil, false
		}
		s.w = w
	case KindSwing:
		_, ss, i, ok := nextSwing(b, u)
		if !ok {
			return nil, nil, false
		}
		s.w, s.bab, s.babSet = weaponArms(weaponOf(u, ss[i].weapon)), ss[i].bab, true
	case KindTwoWeapon:
		w, err := weaponFor(u, a.Weapon, useArmed, ruleTwoWeapon)
		if err != nil {
			return nil, nil, false
		}
		off, ok := offHand(u, w)
		if !ok {
			return nil, nil, false
		}
		p1, p2 := twoWeaponPenalties(u, off)
		s.w, s.extra = w, []combat.Term{{Label: "two weapons", Value: p1}}
		return s, &strike{kind: KindTwoWeapon, att: u, def: t, w: off, offHand: true, extra: []combat.Term{{Label: "two weapons (off hand)", Value: p2}}}, true
	default:
		return nil, nil, false
	}
	return s, nil, true
}

// preview is an attack action's estimate, its roll's terms, the defence and the target's
// cover.
func preview(b *combat.Battle, a combat.Action) (combat.Estimate, []combat.Term, []combat.Term, grid.Cover) {
	s, s2, ok := strikeOf(b, a)
	if !ok {
		return combat.Estimate{}, nil, nil, grid.CoverNone
	}
	terms, def := s.terms(b, nil), s.defense(b, nil)
	e := s.estimate(b, terms, def, s.def.HP)
	if a.Kind == KindFull {
		// the whole full attack at the one foe: each swing's damage
		ss := swings(s.att, s.w)
		for _, sw := range ss[1:] {
			n := &strike{kind: KindSwing, att: s.att, def: s.def, w: weaponArms(weaponOf(s.att, sw.weapon)), bab: sw.bab, babSet: true}
			more := n.estimate(b, n.terms(b, nil), n.defense(b, nil), s.def.HP)
			e = combine(e, more, s.def.HP)
		}
	}
	if s2 != nil {
		more := s2.estimate(b, s2.terms(b, nil), s2.defense(b, nil), s.def.HP)
		e = combine(e, more, s.def.HP)
	}
	return e, terms, def, b.Map.Sight(s.at(), s.def.Pos).Cover
}

// combine is two attacks at one foe: their damage adds; the foe drops if either drops it
// alone, or (roughly) if the two together do.
func combine(x, y combat.Estimate, hp int) combat.Estimate {
	out := combat.Estimate{Hit: 1 - (1-x.Hit)*(1-y.Hit), Damage: x.Damage + y.Damage, Min: x.Min, Max: x.Max + y.Max}
	out.Kill = 1 - (1-x.Kill)*(1-y.Kill)
	if x.Damage+y.Damage >= float64(hp) && out.Kill < x.Hit*y.Hit {
		out.Kill = x.Hit * y.Hit
	}
	return out
}

// estimate works out the odds over the twenty faces of the d20 and the damage dice.
func (s *strike) estimate(b *combat.Battle, terms, def []combat.Term, hp int) combat.Estimate {
	bonus, ac := combat.Sum(terms), combat.Sum(def)
	var hit, crit float64
	for nat := 1; nat <= 20; nat++ {
		if nat == 20 || nat != 1 && nat+bonus >= ac {
			hit++
			if nat >= s.w.threat {
				crit++
			}
		}
	}
	hit, crit = hit/20, crit/20
	if concealed(b, s.def) {
		hit, crit = hit*0.8, crit*0.8
	}
	dist, lo := s.damageDist()
	var avg, dropN, dropC float64
	for i, p := range dist {
		d := lo + i
		avg += p * float64(d)
		if d >= hp {
			dropN += p
		}
		if d*s.w.mult >= hp {
			dropC += p
		}
	}
	normal := hit - crit
	e := combat.Estimate{Hit: hit, Damage: normal*avg + crit*avg*float64(s.w.mult), Min: lo, Max: (lo + len(dist) - 1) * s.w.mult}
	e.Kill = normal*dropN + crit*dropC
	return e
}

// damageDist is the chance of each damage a normal hit does, from lo up.
func (s *strike) damageDist() ([]float64, int) {
	r := s.w.Damage
	dist := []float64{1}
	for range r.Count {
		next := make([]float64, len(dist)+r.Sides-1)
		for i, p := range dist {
			for f := 0; f < r.Sides; f++ {
				next[i+f] += p / float64(r.Sides)
			}
		}
		dist = next
	}
	add := r.Bonus + r.Count + s.w.Magic
	if t, ok := s.strBonus(); ok {
		add += t.Value
	}
	if add >= 1 {
		return dist, add
	}
	// damage below 1 is 1
	out := []float64{0}
	for i, p := range dist {
		if add+i <= 1 {
			out[0] += p
		} else {
			out = append(out, p)
		}
	}
	return out, 1
}
