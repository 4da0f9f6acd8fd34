// Test that the grid key shows and hides the grid on the battle's map.
package scenes

import (
	"image"
	"testing"

	"skirmish/game"
)

// TestGridKeyTogglesTheGridInBattle: G hides the grid baked into the battle's map and shows
// it again: the map's pixels change, then come back as they were.
func TestGridKeyTogglesTheGridInBattle(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	b := helpBattle(t, c, "delvers")
	c.Push(b)
	mid := image.Pt(int(b.lay.mapX+b.lay.mapW/2), int(b.lay.mapY+b.lay.mapH/2))
	c.Input.Inject(game.Frame{Cursor: &mid}) // the map's keys act with the pointer over the map
	frames(t, g, 150)                        // the turn's banner and any animation done
	shown, _ := frames(t, g, 1)
	hidden := press(t, g, game.ToggleGrid)
	if b.view.ShowGrid {
		t.Fatal("the grid key left the grid shown")
	}
	again := press(t, g, game.ToggleGrid)
	area := image.Rect(int(b.lay.mapX), int(b.lay.mapY), int(b.lay.mapX+b.lay.mapW), int(b.lay.mapY+b.lay.mapH))
	diff := func(x, y *image.RGBA) (n int) {
		for py := area.Min.Y; py < area.Max.Y; py++ {
			for px := area.Min.X; px < area.Max.X; px++ {
				if x.RGBAAt(px, py) != y.RGBAAt(px, py) {
					n++
				}
			}
		}
		return n
	}
	gone := diff(shown, hidden)
	if gone < 2000 {
		t.Errorf("hiding the grid changed %d pixels of the map, want the grid's lines gone", gone)
	}
	// the grid back: what still differs is what moved meanwhile (a token's glow, a notice),
	// far less than the grid's lines
	back := diff(shown, again)
	t.Logf("hiding the grid changed %d pixels of the map; showing it again left %d unlike before", gone, back)
	if n := back; n > gone/4 {
		t.Errorf("showing the grid again left %d pixels unlike before (hiding it changed %d)", n, gone)
	}
}
