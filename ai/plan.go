package ai

// Hard's look-ahead: the side's turn searched an action at a time over every unit in turn
// (which unit acts next, at whom, to which square), each candidate valued by the battle it
// would leave, projected with the listing's own odds: what the foes lose (and the free
// attacks a move, a charge or a shot in reach draws), what they are expected to deal back
// before the side's next turn, the foes that act sooner in the initiative order counting
// more, what the side could strike then, and whose numbers break (delvers-combat.md
// "Morale").

import (
	"skirmish/combat"
	"skirmish/grid"
)

// projection is a battle as hard's planner projects it: where each unit stands, the chance it
// is still in the fight and the hit points it is expected to have, by index in b.Units.
type projection struct {
	pos   []grid.Pos
	alive []float64
	hp    []float64
}

// project is b as it stands: the units in the fight, but those whose morale sends them away
// (they no longer hold the field).
func (t *Tactician) project(b *combat.Battle, dst *projection) {
	dst.pos, dst.alive, dst.hp = dst.pos[:0], dst.alive[:0], dst.hp[:0]
	for _, u := range b.Units {
		a := 0.0
		if u.Active() && !Retreating(b, u) {
			a = 1
		}
		dst.pos, dst.alive, dst.hp = append(dst.pos, u.Pos), append(dst.alive, a), append(dst.hp, float64(u.HP))
	}
}

// copyTo copies p into dst, reusing dst's memory.
func (p *projection) copyTo(dst *projection) {
	dst.pos = append(dst.pos[:0], p.pos...)
	dst.alive = append(dst.alive[:0], p.alive...)
	dst.hp = append(dst.hp[:0], p.hp...)
}

// planner is what hard's search keeps for a decision: the battle as it stands, projected,
// and its value.
type planner struct {
	t       *Tactician
	b       *combat.Battle
	sn      *sense
	w       *worth
	side    int
	base    projection
	scratch projection
	v0      float64
	// broken is, per side, whether its group rule could still break it (not fearless, not
	// clearly winning).
	breakable []bool
	// lost is, per side, the numbers it has lost already; start, what it began with.
	lost, start []float64
	// sideTurn is whether the turn is the whole side's (Delvers), not one unit's in an
	// initiative order.
	sideTurn bool
	// armed is whether the unit weighed has an attack among its candidates.
	armed bool
	// scratch: per unit, the blows it is expected to take; per side, the numbers it loses
	hit, losing []float64
	// soon is, per unit, how surely a foe's turn comes before the side's units can answer it
	// (order weighting where units act one at a time).
	soon []float64
	// stillOf is the battle whose units hash to still (unstick): hit points, and who holds
	// the field, at hard's last action.
	stillOf *combat.Battle
	still   uint64
}

// planAct is hard's choice: for each unit in turn with something to do, its candidates (the
// best of normal's, several squares for a move), each valued by the battle it would leave
// (gain); the best of all is played. Morale comes first: a unit that must flee or retreat does.
func (t *Tactician) planAct(b *combat.Battle) (combat.Action, string, bool) {
	key := b.Round*1000 + b.TurnIndex
	t.unstick(b)
	var pl *planner
	var best, second scored
	var bestGain, secondGain float64
	var bestUnit, secondUnit *combat.Unit
	found, runner := false, false
	for _, u := range b.Units {
		if !u.Active() || !b.InTurnNow(u) || t.done[u.Name] {
			continue
		}
		l := listings.Get().(*combat.Listing)
		t.list(b, u, l)
		if s, ok, forced := t.forced(b, u, l); forced {
			if ok {
				s.a = s.a.Clone()
				listings.Put(l)
				t.acted[u.Name] = key
				return s.a, s.why, true
			}
			t.done[u.Name] = true
			listings.Put(l)
			continue
		}
		if pl == nil {
			pl = t.newPlanner(b, u.Side)
		}
		cands := t.candidates(b, u, l)
		pl.armed = false
		for i := range cands {
			pl.armed = pl.armed || cands[i].tg != nil && cands[i].score > 0
		}
		top := 0.0 // where units act one at a time, the look-ahead chooses among normal's best
		if !pl.sideTurn {
			for i := range cands {
				top = max(top, cands[i].score)
			}
		}
		any := false
		for i := range cands {
			c := &cands[i]
			if c.score <= 0 || b.Check(c.a) != nil {
				continue
			}
			if c.score < topShare*top {
				any = true
				continue
			}
			any = true
			g := pl.gain(u, c)
			if g <= 0 {
				continue // it leaves the side worse off than doing nothing
			}
			switch {
			case !found || g > bestGain:
				if found {
					second, secondGain, secondUnit, runner = best, bestGain, bestUnit, true
				}
				best, bestGain, bestUnit, found = *c, g, u, true
				best.a = c.a.Clone()
			case !runner || g > secondGain:
				second, secondGain, secondUnit, runner = *c, g, u, true
			}
		}
		if !any {
			t.done[u.Name] = true
		}
		listings.Put(l)
	}
	if !found {
		return combat.Action{Kind: combat.EndTurn}, "no unit has anything useful left to do", false
	}
	t.acted[bestUnit.Name] = key
	t.noteReady(b, bestUnit, best.a)
	if best.tg != nil {
		t.struck[bestUnit.Name] = key
	}
	why := bestUnit.Name + ": " + best.text() + " (score " + ftoa(best.score) + ", gain " + ftoa(bestGain)
	if runner {
		why += "; runner-up " + secondUnit.Name + ": " + second.text() + " gain " + ftoa(secondGain)
	}
	return best.a, why + ")", true
}

// newPlanner projects the battle for side's turn and values it.
func (t *Tactician) newPlanner(b *combat.Battle, side int) *planner {
	pl := &t.plan
	pl.t, pl.b, pl.side = t, b, side
	pl.w = t.worthFor(b)
	for _, u := range b.Units {
		if u.Side == side && u.Active() {
			pl.sn = t.senseFor(b, u)
			break
		}
	}
	t.project(b, &pl.base)
	pl.breakable = pl.breakable[:0]
	pl.lost, pl.start = pl.lost[:0], pl.start[:0]
	for i := range b.Sides {
		lost, start := combat.Numbers(b, i)
		pl.lost, pl.start = append(pl.lost, lost), append(pl.start, start)
		pl.breakable = append(pl.breakable, !combat.FearlessSide(b, i) && !combat.ClearlyWinning(b, i))
	}
	turn, _ := b.Current()
	pl.sideTurn = len(turn.Units) == 0
	pl.order(b)
	pl.v0 = pl.value(&pl.base)
	return pl
}

// lookWeight is how much the look-ahead counts against normal's score in hard's gain.
const lookWeight = 0.5

// unitLookWeight is lookWeight where units act one at a time in an initiative order: there the
// look-ahead only re-ranks normal's best (topShare), and counts in full.
const unitLookWeight = 1.0

// topShare bounds the look-ahead where units act one at a time in an initiative order (13th
// Age, d20, Realms): it weighs only the candidates whose normal score is at least this share
// of the unit's best, so it re-ranks sound choices and never promotes a poor one (its gain
// runs to several times a score: in a d20 trace a cleric's charge scored 4.5 for a gain of 22).
const topShare = 0.8

// orderDecay is how much less a foe's blows count in the look-ahead for each turn of the
// side's own units that comes before the foe's in the initiative order (order).
const orderDecay = 0.6

// gain is what candidate c of u is worth to hard: normal's score, and for an attack or a move
// half the value of the battle it would leave less the value of the battle as it stands, the
// whole of it where units act one at a time (unitLookWeight) (the look-ahead refines normal's
// judgement, it does not replace it: alone, it valued a blow that drops no one at nearly
// nothing, and readied attacks over blows); for anything else (a heal, a screen, standing up)
// and in a stalled fight (Tactician.stalled), normal's score, but for a blow where units act
// one at a time.
func (pl *planner) gain(u *combat.Unit, c *scored) float64 {
	if c.tg == nil && !c.moves {
		return c.score
	}
	if pl.t.stalled(pl.b) && (pl.sideTurn || c.tg == nil) {
		return c.score // a stalled fight is for coming on, not weighing (but a blow is still weighed where units act one at a time)
	}
	if c.tg == nil && !pl.armed && pl.t.underFire(pl.b, pl.side) {
		return c.score // hurt where it stands, with nothing to strike: it closes, as normal would
	}
	p := &pl.scratch
	pl.base.copyTo(p)
	i := index(u)
	if c.moves {
		p.pos[i] = c.to
	}
	if c.drawn > 0 { // the free attacks a move, a charge, or a shot or spell in reach draws
		p.hp[i] -= c.drawn
		p.alive[i] *= 1 - outChance(c.drawn, need(u, p.hp[i]+c.drawn))
	}
	strikeNow := 0.0
	if tg := c.tg; tg != nil {
		j := index(tg)
		out := min(1, c.est.Dropped()+pl.t.breakChance(pl.b, tg, c.est))
		p.alive[j] *= 1 - out
		p.hp[j] -= c.est.Damage
	} else if c.moves && pl.canStrikeAfter(u, c) {
		strikeNow = pl.strikeFrom(u, p, c.to)
	}
	lw := lookWeight
	if !pl.sideTurn {
		lw = unitLookWeight
	}
	return c.score + lw*(pl.value(p)-pl.v0+strikeNow)
}

// canStrikeAfter reports whether u may still attack this turn after the move c: the move is
// its move action, and it has made no attack this turn.
func (pl *planner) canStrikeAfter(u *combat.Unit, c *scored) bool {
	return c.m == combat.MeanMove && c.spend == combat.SpendMove && pl.t.struck[u.Name] != pl.b.Round*1000+pl.b.TurnIndex
}

// strikeFrom is the best blow u could deal this turn from p, as the planner values damage:
// on a foe beside p (a melee fighter) or in range and sight (a shooter).
func (pl *planner) strikeFrom(u *combat.Unit, p *projection, at grid.Pos) float64 {
	best := 0.0
	rng := rangeOf(u)
	for i, e := range pl.sn.foes {
		j := index(e)
		if p.alive[j] <= 0 {
			continue
		}
		d := pl.b.Map.Distance(at, e.Pos)
		ok := d == 1 && rng == 0 || rng > 0 && d > 1 && d*grid.FeetPerCell <= rng
		if !ok || !pl.sn.view(pl.b, i, at).Seen {
			continue
		}
		o := pl.w.odds(u, e)
		v := p.alive[j] * (o.Kill*pl.w.value(e) + o.Damage)
		best = max(best, v)
	}
	return best
}

// need is the hit points u has before it is out of the fight: to its breaking point, or to 0
// when fearless.
func need(u *combat.Unit, hp float64) float64 {
	if _, fearless := combat.Fearless(u); fearless {
		return max(1, hp)
	}
	return max(1, hp-float64(u.MaxHP()/2))
}

// outChance is the chance blows expected to deal d take out a unit with n hit points before it
// is out: x²/(1+x²), x = d/n (even odds when they match).
func outChance(d, n float64) float64 {
	if d <= 0 {
		return 0
	}
	x := d / n
	return x * x / (1 + x*x)
}

// value is what projection p is worth to the planner's side: what its units are worth, each
// by the chance it is still in the fight after the foes' next turn and by the fight it has
// left in its hit points (fight) (each foe strikes the unit
// it could reach that it would hurt most), less what the foes still in the fight are worth,
// plus half of what the side could strike at its next turn; a side whose numbers would break
// (a third lost, delvers-combat.md "Morale") loses what it is worth, by the chance it does.
func (pl *planner) value(p *projection) float64 {
	b, w := pl.b, pl.w
	if cap(pl.hit) < len(b.Units) {
		pl.hit = make([]float64, len(b.Units))
	}
	hit := pl.hit[:len(b.Units)]
	clear(hit)
	// the foes' next turn
	for fi, e := range pl.sn.foes {
		j := index(e)
		if p.alive[j] <= 0 {
			continue
		}
		// the foe strikes, as the foes' own AI would, the unit it could reach that it would
		// hurt most, the blows of the foes before it counted (the wounded, and those it
		// could drop, first: so a crowd piles on the weakest within its reach)
		target, best := -1, 0.0
		for k, v := range b.Units {
			if v.Side != pl.side || p.alive[k] <= 0 || !pl.sn.canStrike(b, fi, p.pos[k]) {
				continue
			}
			left := p.hp[k] - hit[k]
			if left <= 0 {
				continue
			}
			d := w.expect(e, v)
			s := d * (1 + (1 - left/float64(max(v.MaxHP(), 1))))
			if d >= need(v, left) {
				s *= 2
			}
			// the nearer the likelier: a foe beside it strikes where it stands
			s /= 1 + 0.3*float64(b.Map.Distance(e.Pos, p.pos[k])-1)
			if s > best {
				target, best = k, s
			}
		}
		if target >= 0 {
			hit[target] += p.alive[j] * pl.soon[j] * w.expect(e, b.Units[target])
		}
	}
	own, foes, reach := 0.0, 0.0, 0.0
	pl.losing = append(pl.losing[:0], make([]float64, len(b.Sides))...)
	lost := pl.losing
	for k, v := range b.Units {
		if p.alive[k] <= 0 {
			continue
		}
		a := p.alive[k]
		if v.Side == pl.side {
			a *= 1 - outChance(hit[k], need(v, p.hp[k]))
			own += a * w.value(v) * fight(v, p.hp[k]-hit[k])
			reach += a * pl.reachFrom(v, p)
		} else {
			foes += a * w.value(v) * fight(v, p.hp[k])
		}
		lost[v.Side] += (1 - a) * combat.Weight(b, v)
	}
	v := own - foes + reach/2
	for s := range b.Sides {
		if !pl.breakable[s] || pl.start[s] == 0 {
			continue
		}
		// the chance its numbers break: a ramp one unit wide about a third of them
		pb := min(1, max(0, pl.lost[s]+lost[s]-pl.start[s]/3+0.5))
		if s == pl.side {
			v -= pb * own
		} else {
			v += pb * foes
		}
	}
	return v
}

// reachFrom is the best blow u could deal at its next turn from where p puts it: on a foe
// still in the fight within its reach (a charge, or a move and a step) or its shot and a
// move, as the crow flies.
func (pl *planner) reachFrom(u *combat.Unit, p *projection) float64 {
	b := pl.b
	at := p.pos[index(u)]
	reach, shot := reachOf(b, u), shotReach(b, u)
	best := 0.0
	for _, e := range pl.sn.foes {
		j := index(e)
		if p.alive[j] <= 0 {
			continue
		}
		d := b.Map.Distance(at, e.Pos) * grid.FeetPerCell
		if d > reach && (shot == 0 || d > shot+u.Sheet.Speed) {
			continue
		}
		best = max(best, p.alive[j]*pl.w.expect(u, e))
	}
	return best
}

// fight is how much of its fight u has left with hp hit points: a floor of a third (a
// wounded unit still strikes as hard), the rest by the hit points it has before it is out
// (need) against those it had at full.
func fight(u *combat.Unit, hp float64) float64 {
	full := need(u, float64(u.MaxHP()))
	return 1/3.0 + 2/3.0*min(1, max(0, need(u, hp)/full))
}

// order sets soon: 1 for every unit where the side takes its turn as a whole; where units act
// one at a time in an initiative order, each foe's blows count orderDecay less for each turn
// of the side's own units that comes before the foe's, from the turn under way round to it
// (an ally that acts first may drop it, engage it or step out of its reach; the foe that
// acts next strikes the battle as this action leaves it).
func (pl *planner) order(b *combat.Battle) {
	pl.soon = append(pl.soon[:0], make([]float64, len(b.Units))...)
	for i := range pl.soon {
		pl.soon[i] = 1
	}
	if pl.sideTurn || len(b.Order) == 0 {
		return
	}
	own := 0
	n := len(b.Order)
	for k := 1; k < n; k++ {
		turn := b.Order[(b.TurnIndex+k)%n]
		if b.SideIndex(turn.Side) == pl.side {
			own++
			continue
		}
		f := 1.0
		for range own {
			f *= orderDecay
		}
		for _, name := range turn.Units {
			if u := b.Unit(name); u != nil {
				pl.soon[index(u)] = f
			}
		}
	}
}

// unstick ends a stall (Tactician.stalled) for hard where units act one at a time in an
// initiative order (13th Age, d20, Realms) once a blow lands, someone falls or someone leaves:
// normal, once a fight has stalled, comes on heedless of what it risks for the rest of the
// battle, and hard's look-ahead was off with it (in 13th Age traces, where both sides
// ready and delay in the first rounds, hard weighed no attack at all after round 2). Hard
// comes on while the fight is still, then weighs its blows and moves again. Delvers' side
// turns keep the stall as normal's.
func (t *Tactician) unstick(b *combat.Battle) {
	pl := &t.plan
	if turn, _ := b.Current(); len(turn.Units) == 0 {
		return
	}
	h := stillness(b)
	if pl.stillOf != b {
		pl.stillOf, pl.still = b, h
		return
	}
	if h != pl.still {
		pl.still = h
		t.stillFrom = b.Round
	}
}
