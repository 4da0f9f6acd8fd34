package ai

// Worth: what units can do to each other, read from the ruleset's own odds once a turn (the
// expected outcome of each one's best attack on each other, combat.EstimateThreat), and what
// follows from it: how much each deals a round, how frail each is, how dangerous a square.

import (
	"skirmish/combat"
	"skirmish/grid"
)

// worth is what the units of a battle can do to each other this turn, worked out as asked
// and kept for the turn (the odds change only as units fall, rise or gain conditions, and a
// turn's choices read them many times).
type worth struct {
	key  int // Round*1000 + TurnIndex
	b    *combat.Battle
	n    int
	est  []combat.Estimate // attacker*n + target, by index in b.Units
	done []bool
	// frail is, per unit, how much it fears the foes' blows where it stands (frailty)
	frail []float64
	// deals is, per unit, what it deals a round (deal), kept while as many units are up
	// as when it was worked out (up); -1 when not yet worked out
	deals []float64
	up    int
	// upNow is how many units are up as the log stood at upAt entries (-1: not counted)
	upNow, upAt int
}

// worthFor returns the turn's worth, made afresh when the turn has changed.
func (t *Tactician) worthFor(b *combat.Battle) *worth {
	key := b.Round*1000 + b.TurnIndex
	w := &t.worth
	if w.b == b && w.key == key && w.n == len(b.Units) {
		return w
	}
	n := len(b.Units)
	w.key, w.b, w.n = key, b, n
	if cap(w.est) < n*n {
		w.est, w.done = make([]combat.Estimate, n*n), make([]bool, n*n)
	}
	w.est, w.done = w.est[:n*n], w.done[:n*n]
	clear(w.done)
	w.frail = w.frail[:0]
	w.deals = w.deals[:0]
	w.upAt = -1
	return w
}

// index is u's index in the battle's units (its ID less one: units are numbered as placed).
func index(u *combat.Unit) int { return u.ID - 1 }

// odds is the expected outcome of a's best attack on t (combat.EstimateThreat; without the
// ruleset's odds, half its worst blow as the expected damage).
func (w *worth) odds(a, t *combat.Unit) combat.Estimate {
	k := index(a)*w.n + index(t)
	if !w.done[k] {
		e, ok := combat.EstimateThreat(w.b, a, t)
		if !ok {
			e.Damage, e.Hit = float64(e.Max)/2, 0.5
		}
		w.est[k], w.done[k] = e, true
	}
	return w.est[k]
}

// expect is the damage a's best attack on t is expected to deal.
func (w *worth) expect(a, t *combat.Unit) float64 { return w.odds(a, t).Damage }

// deal is the damage u is expected to deal a round, its best attack on each foe still up on
// average.
func (w *worth) deal(u *combat.Unit) float64 {
	if at := len(w.b.Log); at != w.upAt { // only an event raises or drops a unit
		w.upNow, w.upAt = 0, at
		for _, v := range w.b.Units {
			if v.Active() {
				w.upNow++
			}
		}
	}
	up := w.upNow
	if len(w.deals) == 0 || up != w.up {
		w.deals, w.up = w.deals[:0], up
		for range w.n {
			w.deals = append(w.deals, -1)
		}
	}
	d := &w.deals[index(u)]
	if *d < 0 {
		*d = w.dealNow(u)
	}
	return *d
}

// dealNow is deal worked out.
func (w *worth) dealNow(u *combat.Unit) float64 {
	sum, n := 0.0, 0
	for _, e := range w.b.Units {
		if e.Side != u.Side && e.Active() {
			sum += w.expect(u, e)
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

// frailty is how much u fears the foes' blows where it would stand: 0.3 for a fighter (the
// weakest of a mob is still a fighter: its numbers are its strength), 1 for a unit that
// should keep behind the line, a shooter, a healer or a caster.
func (w *worth) frailty(u *combat.Unit) float64 {
	if len(w.frail) == 0 {
		w.frail = make([]float64, w.n)
		for _, v := range w.b.Units {
			w.frail[index(v)] = -1
		}
	}
	f := &w.frail[index(u)]
	if *f < 0 {
		*f = 0.3
		if shooter(u) || support(u) {
			*f = 1
		}
	}
	return *f
}

// support reports whether u is a healer or a caster: it has the Heal skill or casts spells.
func support(u *combat.Unit) bool {
	if u.Sheet.Skills["Heal"] > 0 {
		return true
	}
	for _, it := range u.Items {
		if it.Ready && it.Weapon.Kind == combat.Spell {
			return true
		}
	}
	return false
}

// caution is how much u heeds what it risks where it would stand (risk): a shooter, a healer
// or a caster fully, always; a fighter fully while its side holds back (posture), half while
// it comes on, when what matters is to come on together (risk's share still keeps it from
// running ahead of its side; at a fifth a normal sentinel charged ten goblins alone). A
// beginner minds each unit's own skin, a fighter's as much as an archer's: its side does not
// come on together but a unit at a time, each when it sees no danger for itself, and the
// foes take them piecemeal. (Heeding nothing, charging in as one, it was as strong as
// normal in Delvers: ladder, 200 battles each way on six maps, normal − easy +0.9; timid so,
// +15.3: docs/ai.md, "The ladder".) Nobody heeds anything in a stalled fight (Tactician.stalled).
func (t *Tactician) caution(b *combat.Battle, u *combat.Unit) float64 {
	c := 1.0
	if t.worthFor(b).frailty(u) < 1 && t.posture(b, u.Side).advance && t.Level != Easy {
		c = 0.5
	}
	if t.stalled(b) {
		c = 0
	}
	return c
}

// stance is a side's posture for a turn: whether it comes on or holds, and why.
type stance struct {
	key     int
	side    int
	advance bool
	why     string
}

// posture is whether u's side comes on this turn or holds and lets the foes come: it comes on
// when it is at least as strong as its foes (combat.Strengths: power, the damage a round times
// the hit points, of the units holding the field), or when their missiles outdeal its own
// (holding under their fire loses), or once three rounds have passed without it (two sides
// holding would never fight); else it holds.
func (t *Tactician) posture(b *combat.Battle, side int) stance {
	key := b.Round*1000 + b.TurnIndex
	if s := t.stance; s.key == key && s.side == side {
		return s
	}
	s := stance{key: key, side: side, advance: true}
	if t.Level < Hard {
		s.why = "it comes on"
		t.stance = s
		return s
	}
	own, enemy := combat.Strengths(b, side, nil)
	switch {
	case own.Power() >= enemy.Power():
		s.why = "as strong as its foes"
	case t.missiles(b, side, true) > t.missiles(b, side, false):
		s.why = "the foes' missiles outdeal its own"
	case t.beenUnderFire(b, side):
		s.why = "under fire: it closes"
	case b.Round > 3:
		s.why = "three rounds have passed"
	default:
		s.advance, s.why = false, "weaker than its foes: it lets them come"
	}
	t.stance = s
	return s
}

// missiles is what the shooters of side (foes: of its enemies) deal a round.
func (t *Tactician) missiles(b *combat.Battle, side int, foes bool) float64 {
	w := t.worthFor(b)
	sum := 0.0
	for _, u := range b.Units {
		if u.Active() && (u.Side == side) != foes && shooter(u) {
			sum += w.deal(u)
		}
	}
	return sum
}

// horizon is how many rounds a unit's blows are counted for in what it is worth: a unit lost
// now is its blows of the rounds the fight still lasts, about three.
const horizon = 3

// value is what u is worth to its side: the damage it deals a round over the horizon, twice
// for a healer or caster (it does more than its blows).
func (w *worth) value(u *combat.Unit) float64 {
	v := w.deal(u) * horizon
	if support(u) {
		v *= 2
	}
	return v
}

// riskAmong (risk) is what u stands to lose on p before its next turn, in the AI's currency: the blows of
// the foes that could strike it there (sense.strikers), each foe taken to strike the nearest
// unit of u's side it could reach (share), against the hit points u has before it is out
// of the fight (to its breaking point, where morale would send it away, or to 0 when
// fearless). The chance it is out grows as x²/(1+x²) with x their ratio (even odds when the
// blows match them), times what u is worth, and a third of the damage besides. So no unit
// walks alone into a crowd, a side comes on together, and a shooter, a healer or a caster,
// worth more than its blows or with few hit points, keeps behind the line. The foes that could
// strike p are asked among those of among (indices in sn.foes: advance's, found once for all
// its squares) when it is not nil and hard's marks are not there to say it.
func (t *Tactician) riskAmong(b *combat.Battle, sn *sense, u *combat.Unit, p grid.Pos, among []int) float64 {
	w := t.worthFor(b)
	in := 0.0
	add := func(i int) { in += w.expect(sn.foes[i], u) * t.share(b, sn, i, u, p) }
	if among != nil && sn.strike == nil {
		for _, i := range among {
			if sn.foes[i].Active() && sn.canStrike(b, i, p) {
				add(i)
			}
		}
	} else {
		sn.strikers(b, p, add)
	}
	if in == 0 {
		return 0
	}
	need := float64(u.HP)
	if _, fearless := combat.Fearless(u); !fearless {
		need = max(1, float64(u.HP-u.MaxHP()/2))
	}
	x := in / need
	return x*x/(1+x*x)*w.value(u) + in/3
}

// share is how much of foe i's blow falls on u standing on p: all of it when p is nearer the
// foe than any other unit of u's side it could strike, half when as near, a fifth when
// another is nearer (the foe may still pick u). A unit of the side that has yet to act this
// turn counts as nearer by the squares it can move: it may come on beside u.
func (t *Tactician) share(b *combat.Battle, sn *sense, i int, u *combat.Unit, p grid.Pos) float64 {
	c := &t.shares
	if c.at != len(b.Log) || c.u != u || c.sn != sn {
		c.at, c.u, c.sn = len(b.Log), u, sn
		c.nearest = c.nearest[:0]
		for range sn.foes {
			c.nearest = append(c.nearest, -1)
		}
	}
	if c.nearest[i] < 0 {
		e := sn.foes[i]
		nearest := 1 << 20
		for _, v := range b.Units {
			if v == u || v.Side != u.Side || !v.Active() || !sn.canStrike(b, i, v.Pos) {
				continue
			}
			dv := b.Map.Distance(e.Pos, v.Pos)
			if b.InTurnNow(v) && t.acted[v.Name] != sn.key {
				dv = max(1, dv-v.Sheet.Speed/grid.FeetPerCell)
			}
			nearest = min(nearest, dv)
		}
		c.nearest[i] = nearest
	}
	d, nearest := b.Map.Distance(sn.foes[i].Pos, p), c.nearest[i]
	switch {
	case d < nearest:
		return 1
	case d == nearest:
		return 0.5
	}
	return 0.2
}

// drawn is the damage the free attacks a move draws (Legal.Provokes) are expected to deal u.
func (t *Tactician) drawn(b *combat.Battle, u *combat.Unit, x *combat.Legal) float64 {
	if len(x.Provokes) == 0 {
		return 0
	}
	w := t.worthFor(b)
	d := 0.0
	for _, name := range x.Provokes {
		if e := b.Unit(name); e != nil && e.Active() {
			d += w.expect(e, u)
		}
	}
	return d
}

// shareMemo keeps, for one unit in one state of the battle, the nearest of the other units of
// its side to each foe that the foe could strike (share).
type shareMemo struct {
	at      int
	u       *combat.Unit
	sn      *sense
	nearest []int
}
