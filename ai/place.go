package ai

// Where to stand: the squares a unit moves to, weighed in what it can deal from there, the
// foes' blows it would draw on the way and meet there, cover, and the ground to cover.

import (
	"cmp"
	"fmt"
	"slices"

	"skirmish/combat"
	"skirmish/grid"
)

// advance chooses where u moves, among the moves listed (each to a square; a disengage's
// too): the square worth the most (placeScore) less the free attacks the move draws on the
// way (Legal.Provokes, each foe's expected blow), if it is worth more than where u stands.
// second is set when the move takes the action u would attack with. The score is the gain in
// the AI's currency (expected damage, dealt or kept off), a quarter of it, on top of a half:
// a move that gains little comes after any attack.
func (t *Tactician) advance(b *combat.Battle, u *combat.Unit, moves []combat.Legal, second bool) (scored, bool) {
	if len(moves) == 0 {
		return scored{}, false
	}
	sn := t.senseFor(b, u)
	if sn.alive == 0 {
		return scored{}, false
	}
	pl := placing{u: u, sn: sn, w: t.worthFor(b), rng: rangeOf(u), second: second, walk: sn.walks(b)}
	pl.near = t.near[:0]
	pl.frail = t.caution(b, u)
	// The foes that can count on some square weighed: a foe whose shot, blade or sight
	// (placeScore's ranges) reaches no square within the farthest move is left out, but
	// for the danger, which asks every foe that could strike.
	span := 0
	for i := range moves {
		if path := moves[i].Action.Path; len(path) == 1 {
			span = max(span, b.Map.Distance(u.Pos, path[0]))
		}
	}
	for i, e := range sn.foes {
		if !e.Active() {
			continue
		}
		reach := max(1, pl.rng/grid.FeetPerCell, sn.shooter[i]/grid.FeetPerCell)
		if b.Map.Distance(u.Pos, e.Pos)-span <= reach {
			pl.near = append(pl.near, i)
		}
	}
	t.near = pl.near
	if pl.frail > 0 {
		pl.danger = dangerWithin(b, sn, u.Pos, span, t.danger[:0])
		t.danger = pl.danger
	}
	here := t.placeScore(b, &pl, u.Pos)
	// Each square's worth but for what u risks there (placeBase), less the free attacks the
	// move draws; then, the best first, what it risks, until no square left could beat the
	// squares kept (risk only takes away): so risk, the costly part, is asked of few squares.
	keep := 1
	if t.Level == Hard {
		keep = maxAlts // the planner weighs the next best squares too (alts)
	}
	sq := t.squares[:0]
	for i := range moves {
		x := &moves[i]
		if len(x.Action.Path) != 1 {
			continue // a disengage in place
		}
		if t.walksBack(b, u, x.Action.Path[0]) {
			continue // commit: no walking back without a new reason (commit.go)
		}
		d := t.drawn(b, u, x)
		if t.Level == Easy {
			d = 0 // a beginner walks past foes without a thought for the free attacks it draws
		}
		if s := t.placeBase(b, &pl, x.Action.Path[0]) - d; s > here {
			sq = append(sq, square{i: i, base: s, drawn: d})
		}
	}
	t.squares = sq
	// the best first, ties in the listing's order (sq is in it): the order a stable sort
	// gives, by a quicker sort, as no two squares have the same move's index
	slices.SortFunc(sq, func(x, y square) int { return cmp.Or(cmp.Compare(y.base, x.base), cmp.Compare(x.i, y.i)) })
	t.alts = t.alts[:0]
	for _, q := range sq {
		if len(t.alts) == keep && q.base <= t.alts[keep-1].score {
			break
		}
		x := &moves[q.i]
		p := x.Action.Path[0]
		s := q.base - t.placeRisk(b, &pl, p)
		if s <= here {
			continue
		}
		full := len(t.alts) == keep
		if full && !(s > t.alts[keep-1].score) {
			continue // not among the best: its words are not written
		}
		why := "move to " + p.String()
		if n := len(x.Provokes); n > 0 {
			why += fmt.Sprintf(" (drawing %d free attacks)", n)
		}
		c := candidate(x, s, why) // scored by s here, made a move's score below
		c.to, c.moves, c.drawn = p, true, q.drawn
		if full {
			t.alts[keep-1] = c
		} else {
			t.alts = append(t.alts, c)
		}
		slices.SortStableFunc(t.alts, func(x, y scored) int { return cmp.Compare(y.score, x.score) })
	}
	if len(t.alts) == 0 {
		return scored{}, false
	}
	for i := range t.alts {
		t.alts[i].score = 0.5 + (t.alts[i].score-here)/4
	}
	return t.alts[0], true
}

// dangerWithin appends to dst the foes (indices in sn.foes) still up that could strike some
// square within span squares of p next turn (sense.canStrike's ranges), and returns it; nil
// with hard's marks, which say it square by square (riskAmong).
func dangerWithin(b *combat.Battle, sn *sense, p grid.Pos, span int, dst []int) []int {
	if sn.strike != nil {
		return nil
	}
	for i, e := range sn.foes {
		reach := max(sn.reach[i], sn.shot[i]+e.Sheet.Speed) / grid.FeetPerCell
		if e.Active() && b.Map.Distance(p, e.Pos)-span <= reach {
			dst = append(dst, i)
		}
	}
	if dst == nil {
		dst = []int{} // none: not nil, which would ask every foe
	}
	return dst
}

// square is a square advance weighs: the move's index in the listing, its worth but for
// what u risks there, and the free attacks' blows it draws.
type square struct {
	i     int
	base  float64
	drawn float64
}

// maxAlts is how many squares advance keeps for hard's planner.
const maxAlts = 3

// squaresOf are the squares the listed moves go to, in order (those with a square).
func squaresOf(moves []combat.Legal) []grid.Pos {
	out := make([]grid.Pos, 0, len(moves))
	for _, x := range moves {
		if len(x.Action.Path) == 1 {
			out = append(out, x.Action.Path[0])
		}
	}
	return out
}

// placing is what advance works out once for all the squares it weighs.
type placing struct {
	u      *combat.Unit
	sn     *sense
	w      *worth
	rng    int     // the normal range of u's best missile weapon in feet; 0 for a melee fighter
	second bool    // the move spends the main action: no attack after it
	frail  float64 // how much u heeds what it risks (caution)
	walk   []int32 // the walk from the foes (sense.walks)
	near   []int   // the foes (indices in sn.foes) within placeScore's ranges of some square weighed
	// danger are the foes (indices in sn.foes) that could strike some square weighed next
	// turn (sense.canStrike's ranges), for risk; nil with hard's marks, which say it per square
	danger []int
}

// stepWorth is what a step nearer the foes is worth to a unit that cannot strike yet: about
// a tenth of a blow, so that a unit comes on, and what it could deal from a square counts for
// more than the ground.
const stepWorth = 0.6

// placeBase values square p for pl.u, in expected damage, but for what u risks there
// (placeRisk):
//   - a melee fighter: its best blow on a foe beside p it can see (the foe's wounds count, as
//     an attack's do), in full if it can still strike this turn, half if not; else the
//     walking steps to the nearest foe, each stepWorth less;
//   - a shooter: its best shot on a foe in range and sight, the same way, but a foe beside
//     it costs it twice that foe's blow (it shoots badly and is hit); with no shot, the steps;
//   - both: a foe's missile that sees p costs a part of its blow, less behind cover;
//
// and placeRisk takes away what it risks on p before its next turn (risk): the foes that
// could strike it there against the hit points it has before it is out, so that no unit walks
// alone into a crowd, and a shooter, a healer or a caster, worth more than its blows or with
// few hit points, keeps behind the line.
func (t *Tactician) placeBase(b *combat.Battle, pl *placing, p grid.Pos) float64 {
	s, best := 0.0, 0.0
	shooter := pl.rng > 0
	u := pl.u
	for _, i := range pl.near {
		e := pl.sn.foes[i]
		if !e.Active() {
			continue
		}
		d := b.Map.Distance(p, e.Pos)
		wounded := 1 + 1 - float64(e.HP)/float64(max(e.MaxHP(), 1))
		switch {
		case shooter && d <= 1:
			s -= 2*pl.w.expect(e, u) + 1
		case shooter:
			if d*grid.FeetPerCell <= pl.rng && pl.sn.view(b, i, p).Seen {
				best = max(best, pl.w.expect(u, e)*wounded)
			}
		case d == 1 && pl.sn.view(b, i, p).Seen:
			best = max(best, pl.w.expect(u, e)*wounded)
		}
		if pl.sn.shooter[i] > 0 && d > 1 && d*grid.FeetPerCell <= pl.sn.shooter[i] && t.Level != Easy {
			// in the sights of a foe's missile: cover is worth seeking
			switch v := pl.sn.view(b, i, p); {
			case !v.Seen, v.Cover == grid.CoverFull:
			case v.Cover >= grid.CoverHalf:
				s -= 0.15 * pl.w.expect(e, u)
			default:
				s -= 0.3 * pl.w.expect(e, u)
			}
		}
	}
	steps := -1
	if !shooter && support(u) {
		// a healer or caster with no shot keeps a step behind its side's front line: it walks
		// no nearer the foes than a step behind the fighter nearest them, nor up to a foe
		// ahead of it to strike (a normal healer walked to the front, then was piled on)
		if front, ok := frontOf(b, pl, u); ok {
			if st := stepsIn(pl.walk, b, p); st <= front {
				s -= stepWorth * float64(2*(front+1-st))
				steps, best = front+1, 0
			}
		}
	}
	switch {
	case best > 0 && !pl.second:
		s += best
	case best > 0:
		s += best / 2
	default:
		if steps < 0 {
			steps = stepsIn(pl.walk, b, p)
		}
		s -= stepWorth * float64(steps)
	}
	return s
}

// frontOf is how many walking steps from the foes u's side's front line stands: the fewest of
// its fighters still up (no shooter, healer or caster) but u; ok is false when it has none.
func frontOf(b *combat.Battle, pl *placing, u *combat.Unit) (int, bool) {
	front, ok := 1<<20, false
	for _, a := range b.Units {
		if a == u || a.Side != u.Side || !a.Active() || shooter(a) || support(a) {
			continue
		}
		front, ok = min(front, stepsIn(pl.walk, b, a.Pos)), true
	}
	return front, ok
}

// placeScore is placeBase less what u risks on p (placeRisk).
func (t *Tactician) placeScore(b *combat.Battle, pl *placing, p grid.Pos) float64 {
	return t.placeBase(b, pl, p) - t.placeRisk(b, pl, p)
}

// placeRisk is what u risks on p before its next turn (risk), as much as it heeds it.
func (t *Tactician) placeRisk(b *combat.Battle, pl *placing, p grid.Pos) float64 {
	if pl.frail == 0 {
		return 0 // heedless (a beginner, a stalled fight): what it risks is not asked
	}
	return pl.frail * t.riskAmong(b, pl.sn, pl.u, p, pl.danger)
}
