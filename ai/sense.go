// What a side knows at the start of its turn: how far each square is from the enemy, and which
// squares each foe can strike next turn.
package ai

import (
	"skirmish/combat"
	"skirmish/grid"
)

// sense is a side's reading of the battlefield, worked out once per turn and again whenever a
// foe falls or leaves (the foes do not move during the side's turn).
type sense struct {
	key     int // Round*1000 + TurnIndex
	side    int
	foes    []*combat.Unit // the active enemies
	toFoe   []int32        // per square: feet of walking from the nearest foe (-1: none)
	strikes [][]int32      // for hard, per foe: feet of walking from it, as far as it can go to strike
	shooter []int          // per foe: the normal range of its best missile weapon (0: none)
}

// senseFor returns the sense of u's side for this turn, reusing the last one when it holds.
func (t *Tactician) senseFor(b *combat.Battle, u *combat.Unit) *sense {
	key := b.Round*1000 + b.TurnIndex
	foes := b.Enemies(u)
	if s := t.sense; s != nil && s.key == key && s.side == u.Side && len(s.foes) == len(foes) {
		return s
	}
	s := &sense{key: key, side: u.Side, foes: foes}
	pos := make([]grid.Pos, len(foes))
	for i, e := range foes {
		pos[i] = e.Pos
	}
	st := t.steps(b.Map)
	s.toFoe = st.field(pos, 0)
	s.shooter = make([]int, len(foes))
	for i, e := range foes {
		s.shooter[i] = rangeOf(e)
	}
	if t.Level == Hard { // only hard weighs what the foes can do next turn
		s.strikes = make([][]int32, len(foes))
		for i, e := range foes {
			s.strikes[i] = st.field(pos[i:i+1], strikeReach(e))
		}
	}
	t.sense = s
	return s
}

// steps returns the step table of m, read once per map.
func (t *Tactician) steps(m *grid.Map) *stepTable {
	if t.table == nil || t.table.m != m {
		t.table = newStepTable(m)
	}
	return t.table
}

// strikeReach is how far a foe walks to strike next turn: a charge covers twice its rate and
// ends next to its target (delvers-combat.md "Charge"), the square it strikes one step further.
func strikeReach(e *combat.Unit) int { return 2*e.Sheet.Speed + grid.FeetPerSquare }

// canStrike reports whether foe i could attack a unit standing on p next turn: by walking or
// charging there, or by shooting at it from where it stands now.
func (s *sense) canStrike(b *combat.Battle, i int, p grid.Pos) bool {
	if d := s.strikes[i][b.Map.Index(p)]; d >= 0 {
		return true
	}
	e := s.foes[i]
	return s.shooter[i] > 0 && chebyshev(e.Pos, p)*grid.FeetPerSquare <= s.shooter[i]+e.Sheet.Speed &&
		b.Map.Sight(e.Pos, p).Seen
}

// steps is the walking distance in squares from p to the nearest foe, or far when none can be
// walked to (a foe behind a chasm still draws a shooter's eye).
func (s *sense) steps(b *combat.Battle, p grid.Pos) int {
	d := s.toFoe[b.Map.Index(p)]
	if d < 0 {
		return 1 << 10
	}
	return int(d) / grid.FeetPerSquare
}
