package age13

// Tests of the universal combat modifier as the map decides it: +2 from high ground, −2 on bad footing.

import (
	"math"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
	"skirmish/grid"
)

// ground marks squares of a board's map: high ground, difficult terrain, or both.
type ground struct {
	high, difficult []grid.Pos
}

// lay changes the terrain of a battle's map under its units (a board's letters stand on floor).
func (g ground) lay(m *grid.Map) {
	for _, p := range g.high {
		t := m.At(p)
		t.High = true
		m.Set(p, t)
	}
	for _, p := range g.difficult {
		t := m.At(p)
		t.Move = grid.MoveDifficult
		m.Set(p, t)
	}
}

func TestCombatModifiers(t *testing.T) {
	fighter := map[rune]who{'F': hero(entry(t, "fighter")), 'o': foe(entry(t, "orc"))}
	ranger := map[rune]who{'R': hero(entry(t, "ranger")), 'o': foe(entry(t, "orc"))}
	melee := attack(KindMelee, "F", "o", "longsword")
	cases := []struct {
		name   string
		board  string
		units  map[rune]who
		ground ground
		dice   []int // after initiative (heroes 20, creatures 1): the attack roll, the damage
		action combat.Action
		want   string
	}{
		{"+2 high ground: the attacker stands high, its target does not", "Fo", fighter,
			ground{high: []grid.Pos{pos(0, 0)}}, []int{10, 5}, melee,
			"d20 10 + STR 4 + level 1 + high ground 2 = 17 vs AC 16: hit"},
		{"both on high ground: no modifier", "Fo", fighter,
			ground{high: []grid.Pos{pos(0, 0), pos(1, 0)}}, []int{10, 5}, melee,
			"d20 10 + STR 4 + level 1 = 15 vs AC 16: miss"},
		{"the target high, the attacker not: no modifier (the target gets none on defence)", "Fo", fighter,
			ground{high: []grid.Pos{pos(1, 0)}}, []int{10, 5}, melee,
			"d20 10 + STR 4 + level 1 = 15 vs AC 16: miss"},
		{"−2 bad footing: the attacker stands in difficult terrain", "Fo", fighter,
			ground{difficult: []grid.Pos{pos(0, 0)}}, []int{13, 5}, melee,
			"d20 13 + STR 4 + level 1 − bad footing 2 = 16 vs AC 16: hit"},
		{"the target in difficult terrain: no modifier", "Fo", fighter,
			ground{difficult: []grid.Pos{pos(1, 0)}}, []int{10, 5}, melee,
			"d20 10 + STR 4 + level 1 = 15 vs AC 16: miss"},
		{"a creature's attack from bad footing: −2 as well", "Fo", fighter,
			ground{difficult: []grid.Pos{pos(1, 0)}}, []int{14}, attack(KindMelee, "o", "F", "axe"),
			"d20 14 + attack 6 − bad footing 2 = 18 vs AC 18: hit"},
		{"high ground on rubble: +2 and −2, different circumstances, both count", "Fo", fighter,
			ground{high: []grid.Pos{pos(0, 0)}, difficult: []grid.Pos{pos(0, 0)}}, []int{11, 5}, melee,
			"d20 11 + STR 4 + level 1 + high ground 2 − bad footing 2 = 16 vs AC 16: hit"},
		{"a shot from high ground at a far-away foe in cover: +2, −2, −2", "R............-o", ranger,
			ground{high: []grid.Pos{pos(0, 0)}}, []int{12, 5}, attack(KindRanged, "R", "o", "longbow"),
			"d20 12 + DEX 4 + level 1 + high ground 2 − far away 2 − cover 2 = 15 vs AC 16: miss"},
	}
	for _, ed := range []string{"1", "2"} {
		for _, c := range cases {
			t.Run("edition "+ed+": "+c.name, func(t *testing.T) {
				f := board(t, ed, c.board, c.units, append(initiativeDice(c.board, c.units), c.dice...)...)
				c.ground.lay(f.Map)
				for !f.InTurnNow(f.U(c.action.Unit)) {
					f.EndTurn()
				}
				evs := f.Act(c.action)
				rulestest.WantTexts(t, "attack", rulestest.AttackTexts(evs), c.want)
				f.replayed()
			})
		}
	}

	t.Run("an opportunity attack from high ground has the +2 too", func(t *testing.T) {
		// initiative: o 1 + 3, F 20 + 2; F steps away from the orc on the rampart
		f := board(t, "1", ".....\n.oF..\n.....", fighter, 1, 20, 9)
		ground{high: []grid.Pos{pos(1, 1)}}.lay(f.Map)
		evs := f.Act(run("F", pos(4, 1)))
		rulestest.WantTexts(t, "opportunity attack", rulestest.AttackTexts(evs), "d20 9 + attack 6 + high ground 2 = 17 vs AC 18: miss")
	})

	t.Run("the estimate the AI and the odds tooltip read counts it: +2 is 10 points to hit", func(t *testing.T) {
		hit := func(g ground) float64 {
			f := board(t, "1", "Fo", fighter, 20, 1)
			g.lay(f.Map)
			return f.Rules.Estimate(f.Battle, melee).Hit
		}
		flat, high, footing := hit(ground{}), hit(ground{high: []grid.Pos{pos(0, 0)}}), hit(ground{difficult: []grid.Pos{pos(0, 0)}})
		// flat: 11+ on the d20 hits AC 16 (50%); high ground: 9+ (60%); bad footing: 13+ (40%)
		for _, c := range []struct {
			name      string
			got, want float64
		}{{"flat", flat, 0.50}, {"high ground", high, 0.60}, {"bad footing", footing, 0.40}} {
			if math.Abs(c.got-c.want) > 1e-9 {
				t.Errorf("%s: hit chance %.2f, want %.2f", c.name, c.got, c.want)
			}
		}
	})
}
