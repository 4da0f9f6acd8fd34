package grid

import "testing"

// TestPosString: a square is written "(x,y)", negative and large coordinates too (the
// messages and the AI's reasons name squares so).
func TestPosString(t *testing.T) {
	for _, c := range []struct {
		p    Pos
		want string
	}{
		{Pos{}, "(0,0)"},
		{Pos{X: 3, Y: 4}, "(3,4)"},
		{Pos{X: -1, Y: 12}, "(-1,12)"},
		{Pos{X: 8191, Y: -8192}, "(8191,-8192)"},
	} {
		if got := c.p.String(); got != c.want {
			t.Errorf("%#v.String() = %q, want %q", c.p, got, c.want)
		}
	}
}
