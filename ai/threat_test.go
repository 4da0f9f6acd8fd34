package ai

// Threat preview tests: which foes could attack a square next turn.

import (
	"math"
	"testing"

	"skirmish/combat"
	_ "skirmish/combat/rules/d20lite"
	"skirmish/grid"
)

func TestThreatsReachBySquaresWalked(t *testing.T) {
	// delvers-combat.md "Charge": a foe moves up to twice its speed and strikes; the orc (speed
	// 30 ft in the catalog: 65 ft to strike, 13 squares) threatens the corridor up to 13
	// squares off, and nothing behind the wall it cannot walk round.
	b := board(t, `
		#########################
		#W.....................o#
		#########################
		#.......................#
		#########################`, nil)
	orc := foesOf(b)[0]
	if orc.Sheet.Speed != 30 {
		t.Fatalf("the orc's speed is %d ft, the test reads 30", orc.Sheet.Speed)
	}
	w := b.Units[0]
	all := func(*combat.Unit) bool { return true }
	th := NewThreats()
	cases := []struct {
		name string
		p    grid.Pos
		want int
	}{
		{"next to the orc", grid.Pos{X: 22, Y: 1}, 1},
		{"13 squares off, a charge away", grid.Pos{X: 10, Y: 1}, 1},
		{"16 squares off, out of its reach", grid.Pos{X: 7, Y: 1}, 0},
		{"behind the wall, though near as the crow flies", grid.Pos{X: 22, Y: 3}, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := th.At(b, w, c.p, all)
			if len(got) != c.want {
				t.Fatalf("%d threats on %v, want %d", len(got), c.p, c.want)
			}
			if c.want > 0 && (got[0].Foe != orc || got[0].Worst <= 0) {
				t.Fatalf("threat %+v, want the orc with its worst blow", got[0])
			}
		})
	}
	if got := th.At(b, w, grid.Pos{X: 22, Y: 1}, func(*combat.Unit) bool { return false }); len(got) != 0 {
		t.Errorf("a foe the side does not know of threatens: %+v", got)
	}
	area := th.Area(b, w, orc)
	if !area[b.Map.Index(grid.Pos{X: 10, Y: 1})] || area[b.Map.Index(grid.Pos{X: 7, Y: 1})] {
		t.Errorf("the orc's area does not match At")
	}
	counts := th.Counts(b, w, all)
	for j, in := range area {
		if want := map[bool]uint8{true: 1, false: 0}[in]; counts[j] != want {
			t.Fatalf("Counts on %v is %d, Area says %v", b.Map.PosOf(j), counts[j], in)
		}
	}
	// mid-turn, the orc runs 6 squares west: the reach is worked out again from where it stands
	orc.Pos = grid.Pos{X: 16, Y: 1}
	if got := th.At(b, w, grid.Pos{X: 4, Y: 1}, all); len(got) != 1 {
		t.Errorf("after the orc's run, 12 squares from it: %d threats, want 1 (the sense kept from before the run)", len(got))
	}
}

func TestThreatsEstimateTheFoesBestAttackOnTheSquare(t *testing.T) {
	// d20-sunday-stats-combat.txt "Combat Modifiers": a defender in concealment (darkness,
	// fog, tall grass) has every hit on him miss anyway one time in five. The orc could
	// strike the fighter on either square beside it next turn; on the concealing one ('"')
	// its chance to hit and its expected damage are four fifths of the plain one's, and its
	// worst blow is the same.
	b := boardOf(t, "d20lite", map[rune]string{'F': "fighter", 'o': "orc"}, `
		F.....
		...o..
		..."..`, nil)
	u, orc := b.Units[0], foesOf(b)[0]
	all := func(*combat.Unit) bool { return true }
	th := NewThreats()
	plain, hidden := th.At(b, u, grid.Pos{X: 2, Y: 1}, all), th.At(b, u, grid.Pos{X: 3, Y: 2}, all)
	if len(plain) != 1 || len(hidden) != 1 || plain[0].Foe != orc || hidden[0].Foe != orc {
		t.Fatalf("threats %+v and %+v, want the orc on each", plain, hidden)
	}
	p, h := plain[0], hidden[0]
	if !p.Odds || p.Expect.Hit <= 0 || p.Expect.Hit >= 1 || p.Expect.Damage <= 0 {
		t.Fatalf("the orc's odds on the plain square: %+v, want a chance to hit and an expected damage", p)
	}
	if p.Expect.Max != p.Worst || h.Worst != p.Worst {
		t.Errorf("worst blows %d and %d, the estimate's most %d: want one number", p.Worst, h.Worst, p.Expect.Max)
	}
	if math.Abs(h.Expect.Hit-0.8*p.Expect.Hit) > 1e-9 || math.Abs(h.Expect.Damage-0.8*p.Expect.Damage) > 1e-9 {
		t.Errorf("concealed: hit %.4f, expected %.4f; plain: hit %.4f, expected %.4f; want four fifths", h.Expect.Hit, h.Expect.Damage, p.Expect.Hit, p.Expect.Damage)
	}
	if u.Pos != (grid.Pos{}) {
		t.Errorf("the fighter was moved to %v by asking", u.Pos)
	}
}
