package grid

// Tests for straight lines of squares and single steps.

import (
	"slices"
	"testing"
)

// Line is a square line to a new slice.
func Line(a, b Pos) []Pos { return appendSquareLine(nil, a, b) }

func TestLine(t *testing.T) {
	cases := []struct {
		name string
		a, b Pos
		want []Pos
	}{
		{"one square", Pos{2, 2}, Pos{2, 2}, []Pos{{2, 2}}},
		{"straight east", Pos{0, 0}, Pos{3, 0}, []Pos{{0, 0}, {1, 0}, {2, 0}, {3, 0}}},
		{"diagonal", Pos{0, 0}, Pos{2, 2}, []Pos{{0, 0}, {1, 1}, {2, 2}}},
		{"knight's move rounds the half down", Pos{0, 0}, Pos{2, 1}, []Pos{{0, 0}, {1, 0}, {2, 1}}},
		{"steep north-west", Pos{3, 5}, Pos{2, 1}, []Pos{{3, 5}, {3, 4}, {2, 3}, {2, 2}, {2, 1}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := Line(c.a, c.b)
			if !slices.Equal(got, c.want) {
				t.Fatalf("Line(%v,%v) = %v, want %v", c.a, c.b, got, c.want)
			}
			back := Line(c.b, c.a)
			slices.Reverse(back)
			if !slices.Equal(back, got) {
				t.Fatalf("Line(%v,%v) reversed = %v, want %v", c.b, c.a, back, got)
			}
			for i := 1; i < len(got); i++ {
				if !got[i-1].squareAdjacent(got[i]) {
					t.Fatalf("squares %v and %v are not adjacent", got[i-1], got[i])
				}
			}
		})
	}
}

func TestStepCost(t *testing.T) {
	m, occ, mv, _ := unitsOn(t, `
		.~.
		#Me
		.#.`)
	cases := []struct {
		name     string
		to       Pos
		feet     int
		possible bool
	}{
		{"floor costs 5 ft", Pos{0, 0}, 5, true},
		{"difficult terrain costs 10 ft", Pos{1, 0}, 10, true},
		{"a wall cannot be entered", Pos{0, 1}, 0, false},
		{"a standing enemy blocks", Pos{2, 1}, 0, false},
		{"a sealed corner cannot be crossed", Pos{0, 2}, 0, false},
		{"a square two away is not a step", Pos{1, 1}, 0, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			feet, ok := m.StepCost(mv, occ, mv.From, c.to)
			if feet != c.feet || ok != c.possible {
				t.Fatalf("StepCost to %v = %d, %v; want %d, %v", c.to, feet, ok, c.feet, c.possible)
			}
		})
	}
}
