package ai

// What a side knows at the start of its turn: how far each square is from the enemy, and which
// squares each foe can strike next turn.

import (
	"math/bits"

	"skirmish/combat"
	"skirmish/grid"
)

// sense is a side's reading of the battlefield, worked out once per turn (the foes do not move
// during the side's turn, but for a push). The walk from the foes (walks) follows the battle:
// it is mended when a foe falls, leaves or is pushed.
type sense struct {
	key     int // Round*1000 + TurnIndex
	side    int
	t       *Tactician
	foes    []*combat.Unit // the enemies active when the turn began (some may fall during it)
	unit    []int          // per foe: its index in b.Units
	alive   int            // how many of them are still active
	reach   []int          // per foe: how far it walks to strike next turn (reachOf)
	shooter []int          // per foe: the normal range of its best missile weapon (0: none)
	shot    []int          // per foe: how far its shot reaches under the rules (shotReach; 0: none)
	// strike is, for hard, per cell, the foes that can walk to strike it next turn (a bit per
	// foe, words uint64 a cell); nil for the other levels.
	strike []uint64
	words  int
	// shooters has a bit for each foe with a shot (shot > 0), words uint64 (hard).
	shooters []uint64
}

// view is what foe i sees of square p: grid.Map.Sight, asked once for each square and each
// square the foe stands on (the map never changes). Sight is symmetric, so its Seen is also
// whether p sees the foe.
func (s *sense) view(b *combat.Battle, i int, p grid.Pos) grid.View {
	return s.t.views.view(b.Map, s.unit[i], s.foes[i].Pos, p)
}

// senseFor returns the sense of u's side for this turn, reusing the last one when it holds.
func (t *Tactician) senseFor(b *combat.Battle, u *combat.Unit) *sense {
	key := b.Round*1000 + b.TurnIndex
	if s := t.sense; s != nil && s.key == key && s.side == u.Side {
		s.alive = activeCount(s.foes)
		return s
	}
	s := &sense{key: key, side: u.Side, t: t}
	for i, v := range b.Units {
		if v.Side != u.Side && v.Active() {
			s.foes, s.unit = append(s.foes, v), append(s.unit, i)
		}
	}
	s.alive = len(s.foes)
	s.reach = make([]int, len(s.foes))
	s.shooter = make([]int, len(s.foes))
	s.shot = make([]int, len(s.foes))
	for i, e := range s.foes {
		s.reach[i] = reachOf(b, e)
		s.shooter[i] = rangeOf(e)
		s.shot[i] = shotReach(b, e)
	}
	if t.Level == Hard { // only hard weighs what the foes can do next turn
		s.strike, s.words = t.reaches.mark(t.steps(b.Map), s)
		s.shooters = make([]uint64, s.words)
		for i, r := range s.shot {
			if r > 0 {
				s.shooters[i/64] |= 1 << (i % 64)
			}
		}
	}
	t.sense = s
	return s
}

// strikers calls f with each foe still up that could strike a unit on p next turn, in order.
// With hard's marks, only the foes that can walk there to strike and those with a shot are
// asked.
func (s *sense) strikers(b *combat.Battle, p grid.Pos, f func(i int)) {
	if s.strike == nil {
		for i, e := range s.foes {
			if e.Active() && s.canStrike(b, i, p) {
				f(i)
			}
		}
		return
	}
	j := b.Map.Index(p) * s.words
	for w := range s.words {
		for m := s.strike[j+w] | s.shooters[w]; m != 0; m &= m - 1 {
			if i := w*64 + bits.TrailingZeros64(m); s.foes[i].Active() && s.canStrike(b, i, p) {
				f(i)
			}
		}
	}
}

// walks returns, per square, the feet of walking from the nearest foe still up (-1: none),
// brought up to date with the battle (foeField).
func (s *sense) walks(b *combat.Battle) []int32 {
	return s.t.foe.update(s.t.steps(b.Map), b, s.side)
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
// there (hard: by the squares it can walk, s.strike; else as the crow flies, walls not
// counted) to strike, or by shooting at it after a move, if it sees p.
func (s *sense) canStrike(b *combat.Battle, i int, p grid.Pos) bool {
	e := s.foes[i]
	d := b.Map.Distance(e.Pos, p) * grid.FeetPerCell
	if s.strike != nil {
		if s.strike[b.Map.Index(p)*s.words+i/64]&(1<<(i%64)) != 0 {
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

// stepsIn is the walking distance in squares from p to the nearest foe in walk (sense.walks), or
// far when none can be walked to (a foe behind a chasm still draws a shooter's eye).
func stepsIn(walk []int32, b *combat.Battle, p grid.Pos) int {
	d := walk[b.Map.Index(p)]
	if d < 0 {
		return 1 << 10
	}
	return int(d) / grid.FeetPerCell
}
