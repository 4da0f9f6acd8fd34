package ai

// What a side knows at the start of its turn: how far each square is from the enemy, and which
// squares each foe can strike next turn.

import (
	"math/bits"

	"skirmish/combat"
	"skirmish/grid"
)

// sense is a side's reading of the battlefield, worked out once per turn (the foes do not move
// during the side's turn); when a foe falls or leaves, only the walk towards the foes is
// worked out again.
type sense struct {
	key     int // Round*1000 + TurnIndex
	side    int
	foes    []*combat.Unit // the enemies active when the turn began (some may fall during it)
	alive   int            // how many of them are still active
	toFoe   []int32        // per square: feet of walking from the nearest foe (-1: none); see walks
	stale   bool           // a foe has fallen since toFoe was walked
	st      *stepTable
	strikes [][]int32 // for hard, per foe: feet of walking from it, as far as it can go to strike
	reach   []int     // per foe: how far it walks to strike next turn (reachOf)
	shooter []int     // per foe: the normal range of its best missile weapon (0: none)
	shot    []int     // per foe: how far its shot reaches under the rules (shotReach; 0: none)
	mask    []uint64  // for hard with at most 64 foes, per square: the foes that can strike it
	// views remembers, per foe and square, what the foe sees of the square (seen and cover),
	// as worked out this turn from where the foe stood then (from): 0 is not yet asked.
	views []uint8
	from  []grid.Pos
}

// view is what foe i sees of square p: grid.Map.Sight, asked once a turn for each square
// while the foe stays put. Sight is symmetric, so its Seen is also whether p sees the foe.
func (s *sense) view(b *combat.Battle, i int, p grid.Pos) grid.View {
	e := s.foes[i]
	n := len(s.toFoe)
	if s.views == nil {
		s.views = make([]uint8, n*len(s.foes))
		s.from = positions(s.foes)
	}
	row := s.views[i*n : (i+1)*n]
	if s.from[i] != e.Pos { // pushed or moved out of turn: look again from its new square
		clear(row)
		s.from[i] = e.Pos
	}
	j := b.Map.Index(p)
	if c := row[j]; c != 0 {
		return grid.View{Seen: c&2 != 0, Cover: grid.Cover(c >> 2)}
	}
	v := b.Map.Sight(e.Pos, p)
	c := uint8(1) | uint8(v.Cover)<<2
	if v.Seen {
		c |= 2
	}
	row[j] = c
	return grid.View{Seen: v.Seen, Cover: v.Cover}
}

// senseFor returns the sense of u's side for this turn, reusing the last one when it holds.
func (t *Tactician) senseFor(b *combat.Battle, u *combat.Unit) *sense {
	key := b.Round*1000 + b.TurnIndex
	if s := t.sense; s != nil && s.key == key && s.side == u.Side {
		if n := activeCount(s.foes); n != s.alive {
			// a foe fell or fled: the walk towards those left is worked out when next asked
			// (the strikes skip the fallen)
			s.alive, s.stale = n, true
		}
		return s
	}
	foes := b.Enemies(u)
	s := &sense{key: key, side: u.Side, foes: foes, alive: len(foes)}
	pos := positions(foes)
	st := t.steps(b.Map)
	s.st = st
	s.toFoe = st.field(pos, 0)
	s.reach = make([]int, len(foes))
	s.shooter = make([]int, len(foes))
	s.shot = make([]int, len(foes))
	for i, e := range foes {
		s.reach[i] = reachOf(b, e)
		s.shooter[i] = rangeOf(e)
		s.shot[i] = shotReach(b, e)
	}
	if t.Level == Hard { // only hard weighs what the foes can do next turn
		s.strikes = make([][]int32, len(foes))
		for i := range foes {
			s.strikes[i] = st.field(pos[i:i+1], s.reach[i])
		}
		if len(foes) <= 64 {
			s.mask = make([]uint64, len(s.toFoe))
			for i := range foes {
				for j := range s.mask {
					if s.canStrike(b, i, b.Map.PosOf(j)) {
						s.mask[j] |= 1 << i
					}
				}
			}
		}
	}
	t.sense = s
	return s
}

// strikers calls f with each foe still up that could strike a unit on p next turn.
func (s *sense) strikers(b *combat.Battle, p grid.Pos, f func(i int)) {
	if s.mask != nil {
		for m := s.mask[b.Map.Index(p)]; m != 0; m &= m - 1 {
			if i := bits.TrailingZeros64(m); s.foes[i].Active() {
				f(i)
			}
		}
		return
	}
	for i, e := range s.foes {
		if e.Active() && s.canStrike(b, i, p) {
			f(i)
		}
	}
}

// walks returns, per square, the feet of walking from the nearest foe still up (-1: none).
func (s *sense) walks() []int32 {
	if s.stale {
		var pos []grid.Pos
		for _, e := range s.foes {
			if e.Active() {
				pos = append(pos, e.Pos)
			}
		}
		s.toFoe, s.stale = s.st.field(pos, 0), false
	}
	return s.toFoe
}

// positions lists the units' squares.
func positions(us []*combat.Unit) []grid.Pos {
	out := make([]grid.Pos, len(us))
	for i, u := range us {
		out[i] = u.Pos
	}
	return out
}

// activeCount counts the units still active.
func activeCount(us []*combat.Unit) int {
	n := 0
	for _, u := range us {
		if u.Active() {
			n++
		}
	}
	return n
}

// steps returns the step table of m, read once per map.
func (t *Tactician) steps(m *grid.Map) *stepTable {
	if t.table == nil || t.table.m != m {
		t.table = newStepTable(m)
	}
	return t.table
}

// strikeReach is how far a foe walks to strike next turn in Delvers: a charge covers twice its
// rate and ends next to its target (delvers-combat.md "Charge"), the square it strikes one
// step further.
func strikeReach(e *combat.Unit) int { return 2*e.Sheet.Speed + grid.FeetPerCell }

// reachOf is how far foe e walks to strike next turn under b's rules: with a charge in the
// ruleset's table, strikeReach; without (13th Age), a creature takes its move action and then
// attacks with its standard one (13th-age-combat-rules.txt "Actions on Your Turn", "Movement
// and Melee"): its speed, the square it strikes one step further.
func reachOf(b *combat.Battle, e *combat.Unit) int {
	if !hasMeaning(b, combat.MeanCharge) {
		return e.Sheet.Speed + grid.FeetPerCell
	}
	return strikeReach(e)
}

// hasMeaning reports whether the battle's action table has a kind of meaning m.
func hasMeaning(b *combat.Battle, m combat.Meaning) bool {
	for _, k := range b.Kinds() {
		if k.Meaning == m {
			return true
		}
	}
	return false
}

// shotReach is how far u's ready bows, crossbows, slings and ranged spells (rangeOf's) reach
// in feet under b's rules: in a ruleset with powers (13th Age) a shot goes as far as the
// ruleset lets it, the weapon's far range if it has one (max(LongRange, Range), as age13's
// reach); otherwise their normal range (rangeOf). 0 for none.
func shotReach(b *combat.Battle, u *combat.Unit) int {
	if _, powers := b.Rules.(powerRules); !powers {
		return rangeOf(u)
	}
	r := 0
	for _, it := range u.Items {
		if w := it.Weapon; it.Ready && (w.Missile() || w.Kind == combat.Spell) && w.Range > 0 {
			r = max(r, w.Range, w.LongRange)
		}
	}
	return r
}

// canStrike reports whether foe i could attack a unit standing on p next turn: by walking
// there (hard: by the squares it can walk, s.strikes; else as the crow flies, walls not
// counted) to strike, or by shooting at it after a move, if it sees p.
func (s *sense) canStrike(b *combat.Battle, i int, p grid.Pos) bool {
	e := s.foes[i]
	d := b.Map.Distance(e.Pos, p) * grid.FeetPerCell
	if s.strikes != nil {
		if s.strikes[i][b.Map.Index(p)] >= 0 {
			return true
		}
	} else if d <= s.reach[i] {
		return true
	}
	return s.shot[i] > 0 && d <= s.shot[i]+e.Sheet.Speed && s.view(b, i, p).Seen
}

// threatsTo adds up the best blows (combat.Ruleset.Threat) of the foes still up that could
// strike u before its next turn (canStrike), and counts them.
func (t *Tactician) threatsTo(b *combat.Battle, u *combat.Unit) (threat, n int) {
	s := t.senseFor(b, u)
	for i, e := range s.foes {
		if e.Active() && s.canStrike(b, i, u.Pos) {
			threat += b.Rules.Threat(b, e, u)
			n++
		}
	}
	return threat, n
}

// steps is the walking distance in squares from p to the nearest foe, or far when none can be
// walked to (a foe behind a chasm still draws a shooter's eye).
func (s *sense) steps(b *combat.Battle, p grid.Pos) int {
	d := s.walks()[b.Map.Index(p)]
	if d < 0 {
		return 1 << 10
	}
	return int(d) / grid.FeetPerCell
}
