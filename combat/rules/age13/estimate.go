package age13

// Estimates: an attack's odds (hit chance, damage range and mean, chance to drop each target) without rolling, over every target it goes at; the conditions it leaves; a power's uses; threat.

import (
	"slices"
	"strconv"
	"strings"

	"skirmish/combat"
)

// Estimate says what an action is expected to do: a rally's or a potion's heal (fed to a dying
// ally or drunk), and for an
// attack, for each natural roll of the d20,
// whether it hits, crits or fumbles against the defence, what its triggers add (ongoing
// damage for the turns it is expected to last), and the damage a hit or a miss deals. An
// attack on several targets (a power's "targets: N nearby enemies") is the sum over the foes
// it would go at, in the order otherTargets gives: each rolls its own attack and the expected
// damage of their shared damage roll adds up (13th-age-combat-rules.txt "Targeting",
// "Damage": "roll damage once"), so Damage is the expected damage to them all and Drops the
// expected number dropped; Hit, Kill, Min and Max are the first (named) target's, as the
// attack preview shows them. Actions that attack no one estimate to zero.
func (*Rules) Estimate(b *combat.Battle, a combat.Action) combat.Estimate {
	e, _ := estimateAction(b, a, nil)
	return e
}

// PowerUses says how often u may use its attack named weapon: "daily", "recharge N+" (each
// once a battle, 13th-age-combat-rules.txt "Powers"; a daily comes back at a full heal-up, a
// recharge power on its roll at a quick rest), or "" for an at-will attack or an unknown one.
func (*Rules) PowerUses(u *combat.Unit, weapon string) string {
	for p := range attacks(u) {
		if !strings.EqualFold(p.Name, weapon) || !p.limited {
			continue
		}
		if p.recharge > 0 {
			return "recharge " + strconv.Itoa(p.recharge) + "+"
		}
		return "daily"
	}
	return ""
}

// DeathRisk is the chance that unconscious hero u dies of its death saves before one of them
// brings it back: each is a d20 that fails on 15 or less (3 in 4; an assist waiting helps
// the first only, as it is spent on that roll; a shocked hero rolls twice and keeps the
// lower, so succeeds 1 time in 16), and it dies at its fourth failure (edition 1) or fifth
// skull (edition 2); none for a stabilized hero, whose failures do not count, one in a coma,
// who rolls none, or one under the meaningful-death option, whom failed saves put in a coma
// instead (13th-age-combat-rules.txt "Death Saves", "Stabilizing", "Optional Meaningful Death
// Rule"; 13th-age-2e-reference-sheet.txt "Dying", "Shocked"). Blows taken meanwhile are not
// counted.
func (*Rules) DeathRisk(b *combat.Battle, u *combat.Unit) float64 {
	if u.Status != combat.Down || !u.Sheet.Hero || u.Is(Stabilized) || u.Is(Coma) || meaningful(b, "") {
		return 0
	}
	left := DeathSavesToDie - count(u, DeathSaves)
	if edition(b) == 2 {
		left = SkullsToDie - count(u, Skulls)
	}
	if left < 1 {
		return 1
	}
	risk := 1 - saveChance(16, u)
	for range left - 1 {
		risk *= 1 - d20Chance(16, u)
	}
	return risk
}

// StabilizeChance is the chance of u's DC 10 Wisdom check to stabilize a dying ally: d20 +
// Wis + level (and an assist waiting) of 10 or more, the d20 rolled twice and the lower kept
// while u is shocked (doStabilize; 13th-age-combat-rules.txt "Stabilizing";
// 13th-age-2e-reference-sheet.txt "Shocked").
func (*Rules) StabilizeChance(u *combat.Unit) float64 {
	return d20Chance(10-mod(&u.Sheet, "WIS")-u.Sheet.Level-combat.Sum(assistTerm(u)), u)
}

// estimateAction is Estimate with what the attack is expected to leave besides its damage:
// f (when not nil) is called, for each foe it goes at and each condition its triggers put on
// that foe, with the chance it does (counting only the rolls that leave the foe alive) and
// how many of the foe's turns the condition is expected to last (1 until the end of a next
// turn; 1 / the save's chance for a save-ends one); and with the attacker itself as target
// for each condition the attack gives its user (the rogue's shadow strike: "you become
// invisible"), with the chance any of its attack rolls gives it, for the foes' turns it lasts
// (selfTurns). It also returns how many foes the attack goes at (0 for an action that attacks
// no one). The listing's previews carry these (combat.Preview.Effects).
func estimateAction(b *combat.Battle, a combat.Action, f func(*combat.Unit, string, float64, float64)) (combat.Estimate, int) {
	u := b.Unit(a.Unit)
	if u == nil {
		return combat.Estimate{}, 0
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
			return combat.Estimate{}, 0
		}
		return estimate(b, newStrike(b, a.Kind, u, t, p), f, nil), 1
	case KindCoupDeGrace:
		if t, p, err = coupDeGrace(b, u, a); err != nil {
			return combat.Estimate{}, 0
		}
		return coupEstimate(b, newStrike(b, KindCoupDeGrace, u, t, p)), 1
	case KindRally:
		if checkRally(b, u, a) != nil {
			return combat.Estimate{}, 0
		}
		return combat.Estimate{Heal: rallyHeal(u)}, 0
	case KindPotion:
		if t = b.Unit(a.Target); t == nil || checkPotion(b, u, a) != nil {
			return combat.Estimate{}, 0
		}
		return combat.Estimate{Heal: min(recoveryMean(t), float64(t.MaxHP()-max(t.HP, 0)))}, 0
	case KindDrink:
		if checkDrink(b, u, a) != nil {
			return combat.Estimate{}, 0
		}
		return combat.Estimate{Heal: min(recoveryMean(u), float64(u.MaxHP()-max(u.HP, 0)))}, 0
	default:
		return combat.Estimate{}, 0
	}
	if err != nil {
		return combat.Estimate{}, 0
	}
	return estimateStrike(b, u, a, t, p, f)
}

// estimateStrike is estimateAction for a melee or ranged attack a whose target t and power p
// are found (meleeStrike, rangedStrike).
func estimateStrike(b *combat.Battle, u *combat.Unit, a combat.Action, t *combat.Unit, p power, f func(*combat.Unit, string, float64, float64)) (combat.Estimate, int) {
	e, n, _ := estimateStrikePlan(b, u, a, t, p, f)
	return e, n
}

// estimateStrikePlan is estimateStrike, and the plan of the attack on t: its roll's terms.
func estimateStrikePlan(b *combat.Battle, u *combat.Unit, a combat.Action, t *combat.Unit, p power, f func(*combat.Unit, string, float64, float64)) (combat.Estimate, int, *plan) {
	var self selfChances
	e, first := estimatePlan(b, attackStrike(b, a.Kind, u, t, p), f, &self)
	e.Drops = e.Kill
	others, _ := otherTargets(b, u, t, p, a.Kind, a.Choice)
	for _, v := range others {
		ev := estimate(b, attackStrike(b, a.Kind, u, v, p), f, &self)
		e.Damage += ev.Damage
		e.Drops += ev.Kill
	}
	if f != nil {
		for _, c := range self.c[:self.n] {
			f(u, c.cond, c.chance, selfTurns(c.ends))
		}
	}
	return e, 1 + len(others), first
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
	// atk and def are the attack roll's modifiers and the defence's terms
	atk, def []combat.Term
}

// planFor works out a plan for s made with p.
func planFor(b *combat.Battle, s *strike, p power) plan {
	pl := plan{s: *s}
	pl.s.p = p
	_, pl.def = defense(b, s.target, p.Against)
	pl.atk = attackTerms(b, &pl.s)
	pl.need = combat.Sum(pl.def) - combat.Sum(pl.atk)
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
// invisible target. Ongoing damage a trigger starts counts, on the rolls that leave the
// target alive, for the turns it is expected to last (turnsLasting), doubled for its first turn
// by an edition 2 crit and halved as addOngoing halves it. f, when not nil, is told the
// chance of each condition the triggers put on the target (on the rolls that leave it alive);
// self, when not nil, gathers the chance of each condition they give the attacker (on every
// roll that fires them, as afterHit gives it).
func estimate(b *combat.Battle, s *strike, f func(*combat.Unit, string, float64, float64), self *selfChances) combat.Estimate {
	e, _ := estimatePlan(b, s, f, self)
	return e
}

// estimatePlan is estimate, and the plan of s's own power: its roll's terms.
func estimatePlan(b *combat.Battle, s *strike, f func(*combat.Unit, string, float64, float64), self *selfChances) (combat.Estimate, *plan) {
	main := planFor(b, s, s.p)
	var flex []plan
	for _, p := range s.flex {
		flex = append(flex, planFor(b, s, p))
	}
	w := natWeights(s)
	var e combat.Estimate
	var conds [4]condChance
	nconds := 0
	var mine selfChances // this strike's conditions on the attacker
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
		ongoing := 0.0 // the expected ongoing damage this roll starts
		var fired [4]*trigger
		nfired := 0
		for i := range ps.p.triggers {
			t := &ps.p.triggers[i]
			if !t.fires(nat, r.hit) || !ps.fires(*t) {
				continue
			}
			switch t.out.kind {
			case "ongoing":
				ongoing += ongoingMean(b, ps, r, *t)
				continue
			case "condition":
				if f != nil && nfired < len(fired) {
					fired[nfired] = t
					nfired++
				}
				continue
			case "self":
				if self != nil {
					mine.n = addCond(&mine.c, mine.n, t.out, w[nat])
				}
				continue
			case "temp":
				continue // the attacker's own gain, not the target's harm
			case "damage":
			default:
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
		if !r.hit && !extra && bonus == 0 && ongoing == 0 && nfired == 0 {
			continue
		}
		_, res := resisted(ps.target, ps.p)
		alive := 0.0 // the chance, on this roll, that the target lives through the blow
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
			} else {
				alive += pr
			}
			if r.hit && !r.crit && pr > 0 {
				if lo < 0 || v < lo {
					lo = v
				}
				hi = max(hi, v)
			}
		}
		e.Damage += w[nat] * alive * ongoing
		for _, t := range fired[:nfired] {
			nconds = addCond(&conds, nconds, t.out, w[nat]*alive)
		}
	}
	e.Min, e.Max = max(lo, 0), hi
	half := 1.0
	if s.target.Is(Invisible) {
		half = 0.5
		e.Hit, e.Damage, e.Kill = e.Hit/2, e.Damage/2, e.Kill/2
	}
	for _, c := range conds[:nconds] {
		f(s.target, c.cond, c.chance*half, turnsLasting(c.ends, s.target))
	}
	for _, c := range mine.c[:mine.n] {
		self.join(c, c.chance*half)
	}
	return e, &main
}

// selfChances are the conditions an attack gives its user, each with the chance that at
// least one of its attack rolls does.
type selfChances struct {
	c [4]condChance
	n int
}

// join adds one attack roll's chance p of giving condition c: the chance that this one or
// another does is 1 − (1 − the others') × (1 − p).
func (sc *selfChances) join(c condChance, p float64) {
	for i := range sc.c[:sc.n] {
		if sc.c[i].cond == c.cond && sc.c[i].ends == c.ends {
			sc.c[i].chance = 1 - (1-sc.c[i].chance)*(1-p)
			return
		}
	}
	if sc.n < len(sc.c) {
		c.chance = p
		sc.c[sc.n] = c
		sc.n++
	}
}

// selfTurns is how many rounds of the foes' turns a condition the attacker gives itself
// lasts: one until the end of its next turn (the foes' turns between this one and its next);
// three until the end of the battle (about what is left of a fight once a daily is spent,
// docs/sim.md's mean rounds).
func selfTurns(ends combat.Ends) float64 {
	if ends == combat.EndOfBattle {
		return 3
	}
	return 1
}

// condChance is the chance an attack puts a condition on its target, and how it ends.
type condChance struct {
	cond   string
	ends   combat.Ends
	chance float64
}

// addCond adds chance to the entry of the outcome's condition in cs[:n] (a new one if it has
// none, while there is room) and returns the new count.
func addCond(cs *[4]condChance, n int, o outcome, chance float64) int {
	for i := range cs[:n] {
		if cs[i].cond == o.cond && cs[i].ends == o.ends {
			cs[i].chance += chance
			return n
		}
	}
	if n == len(cs) {
		return n
	}
	cs[n] = condChance{cond: o.cond, ends: o.ends, chance: chance}
	return n + 1
}

// turnsLasting is how many of t's turns an effect that ends so is expected to last: one until the
// end of a next turn (or a grab's, which the grabber keeps up), 1 / the chance of the save
// that ends it (a normal save, 11+: two turns; 13th-age-combat-rules.txt "Saves").
func turnsLasting(ends combat.Ends, t *combat.Unit) float64 {
	if n := saveTarget(ends); n > 0 {
		return 1 / max(saveChance(n, t), 0.05)
	}
	return 1
}

// ongoingMean is the expected damage of the ongoing damage trigger tr starts on roll r, as
// addOngoing puts it on and endOfTurnSaves deals it: none to the immune, halved when the
// target's resistance beats the natural roll, for the turns it lasts, its first doubled by
// an edition 2 crit.
func ongoingMean(b *combat.Battle, s *strike, r roll, tr trigger) float64 {
	if typ, ok := immune(s); ok && tr.out.dmgType == typ {
		return 0
	}
	n := tr.out.roll.Bonus
	if _, res := resisted(s.target, power{Weapon: combat.Weapon{Kind: combat.Spell}, effects: effects{dmgType: tr.out.dmgType}}); res > 0 && r.natural < res && tr.out.dmgType != "" {
		n /= 2
	}
	if n < 1 {
		return 0
	}
	v := float64(n) * turnsLasting(tr.out.ends, s.target)
	if edition(b) == 2 && r.crit {
		v += float64(n)
	}
	return v
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
	_, most, _ := threatPower(attacker, target)
	return most
}

// ThreatEstimate is the odds of attacker's best attack (Threat's) on target at its next turn
// (combat.ThreatEstimator), over the twenty natural rolls as estimate works them out: crits,
// miss damage, triggers, the escalation die as it stands now; a flexible attack as the basic
// attack it rides on, with the flexible attacks on their rolls (attackStrike), so its Max may
// fall short of Threat's. Where attacker will stand is not known: high ground, bad footing,
// a far-away shot and cover are left out (strike.unplaced); the attack goes at target alone.
func (*Rules) ThreatEstimate(b *combat.Battle, attacker, target *combat.Unit) combat.Estimate {
	p, _, ok := threatPower(attacker, target)
	if !ok {
		return combat.Estimate{}
	}
	kind := KindRanged
	if meleeCapable(p) {
		kind = KindMelee
	}
	s := attackStrike(b, kind, attacker, target, p)
	s.unplaced = true
	return estimate(b, s, nil, nil)
}

// threatPower is attacker's attack that deals target the most with one hit, without a crit
// (the first of the best; limited powers already used left out), that most, and whether
// attacker has an attack at all.
func threatPower(attacker, target *combat.Unit) (power, int, bool) {
	var best power
	most, found := 0, false
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
		if !found || n > most {
			best, most, found = p, n, true
		}
	}
	return best, max(most, 0), found
}
