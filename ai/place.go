package ai

// Where to stand: the squares a unit moves to, weighed for reach, shots, cover and danger.

import (
	"fmt"
	"slices"

	"skirmish/combat"
	"skirmish/grid"
)

// advance chooses where u moves to fight, among the moves listed (each to a square; a
// disengage's too): for a melee fighter, the square from which it can strike the foe it would
// best attack or, failing that, the square nearest the foe by walking; for a shooter, a square
// from which it can shoot with cover and no foe next to it, or nearer the foe when it has no
// shot. Hard also keeps out of the foes' reach when it could not strike first. second is set
// when the move takes the action u would attack with.
func (t *Tactician) advance(b *combat.Battle, u *combat.Unit, moves []combat.Legal, second bool) (scored, bool) {
	if len(moves) == 0 {
		return scored{}, false
	}
	sn := t.senseFor(b, u)
	if sn.alive == 0 {
		return scored{}, false
	}
	pl := placing{u: u, sn: sn, rng: rangeOf(u), second: second, walk: sn.walks(b)}
	t.threat = slices.Grow(t.threat[:0], len(sn.foes))[:len(sn.foes)]
	pl.threat, pl.near = t.threat, t.near[:0]
	for i := range pl.threat {
		pl.threat[i] = -1 // worked out when first needed (danger)
	}
	// The foes that can count on some square weighed: a foe whose shot, blade or sight
	// (placeScore's ranges) reaches no square within the farthest move is left out.
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
	here, _ := t.placeScore(b, &pl, u.Pos)
	best, bestScore, bestStrikes, at := u.Pos, here, false, -1
	for i := range moves {
		if len(moves[i].Action.Path) != 1 {
			continue // a disengage in place
		}
		p := moves[i].Action.Path[0]
		if s, strikes := t.placeScore(b, &pl, p); s > bestScore {
			best, bestScore, bestStrikes, at = p, s, strikes, i
		}
	}
	if best == u.Pos {
		return scored{}, false
	}
	why := "move to " + best.String()
	if t.Level == Hard && !bestStrikes {
		n := 0
		pl.sn.strikers(b, best, func(int) { n++ })
		if n == 0 {
			why += " (out of the foes' reach)"
		} else {
			why += fmt.Sprintf(" (%d foes could strike it there first)", n)
		}
	}
	return candidate(&moves[at], 0.5+(bestScore-here)/100, why), true
}

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
	rng    int       // the normal range of u's best missile weapon in feet; 0 for a melee fighter
	second bool      // the move spends the main action: no attack after it
	threat []float64 // per foe: the most it deals u with one hit
	walk   []int32   // the walk from the foes (sense.walks)
	near   []int     // the foes (indices in sn.foes) within placeScore's ranges of some square weighed
}

// placeScore values square p for pl.u.
//   - A melee fighter wants to stand next to a foe it can see, else to be few steps from one.
//   - A shooter wants foes in range and sight, none next to it, else to close in.
//   - Both keep out of the sight of foes' missiles where cover allows.
//   - Hard adds the wounded foes it would stand next to, and the blows foes could land on it
//     there next turn when it would not strike this turn: it lets the foe come to it.
//
// It also reports whether u could strike from p this turn.
func (t *Tactician) placeScore(b *combat.Battle, pl *placing, p grid.Pos) (float64, bool) {
	s := 0.0
	shooter := pl.rng > 0
	strikes := false // from p, u can attack this turn
	shots := 0
	for _, i := range pl.near {
		e := pl.sn.foes[i]
		if !e.Active() {
			continue
		}
		d := b.Map.Distance(p, e.Pos)
		if shooter {
			if d <= 1 {
				s -= 20
			} else if d*grid.FeetPerCell <= pl.rng && pl.sn.view(b, i, p).Seen {
				s += 10 + float64(e.MaxHP()-e.HP)
				shots++
			}
		} else if d == 1 && pl.sn.view(b, i, p).Seen {
			strikes = true
			if t.Level == Hard {
				s += 5 * (1 - float64(e.HP)/float64(max(e.MaxHP(), 1))) // the most wounded first
			}
		}
		if pl.sn.shooter[i] > 0 && d > 1 && d*grid.FeetPerCell <= pl.sn.shooter[i] {
			// in the sights of a foe's missile: cover is worth seeking
			switch v := pl.sn.view(b, i, p); {
			case !v.Seen, v.Cover == grid.CoverFull:
			case v.Cover >= grid.CoverHalf:
				s -= 1
			default:
				s -= 2
			}
		}
	}
	steps := stepsIn(pl.walk, b, p)
	switch {
	case shooter && shots == 0:
		s -= float64(steps) // no shot from here: close in
	case !shooter:
		s -= 3 * float64(steps)
		if strikes {
			s += 10
		}
	}
	strikes = !pl.second && (strikes || shots > 0)
	if t.Level == Hard && !strikes {
		s -= t.danger(b, pl, p)
	}
	return s, strikes
}

// danger is what hard fears of square p when it would stand there without striking this turn:
// half the worst blow of every foe that could attack it there next turn. It fades after the
// third round, so that two cautious sides still come to blows.
func (t *Tactician) danger(b *combat.Battle, pl *placing, p grid.Pos) float64 {
	w := 2.0
	if b.Round > 3 {
		w = 0.1
	}
	d := 0.0
	pl.sn.strikers(b, p, func(i int) {
		if pl.threat[i] < 0 {
			pl.threat[i] = float64(b.Rules.Threat(b, pl.sn.foes[i], pl.u))
		}
		d += w * pl.threat[i]
	})
	return d
}
