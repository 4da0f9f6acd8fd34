package scenes

// Viewer drawing: the hint bar, the map list panel and error messages.

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/grid"
)

// List panel geometry.
const (
	listX, listY, listW = 24, game.HeaderHeight + 16, 420
	listRow             = 28
)

// drawFooter paints the hint bar.
func drawFooter(dst *ebiten.Image, c *game.Context, cur, n int) {
	th, f := c.Theme, c.Fonts
	y := float32(c.Height - footerHeight)
	game.Panel(dst, th, 0, y, float32(c.Width), footerHeight, false)
	hints := "WASD / arrows / right-drag: pan   wheel / + -: zoom   G: grid   Esc: quit"
	if n > 1 {
		hints = fmt.Sprintf("map %d of %d   1–9 / PgUp PgDn: switch   Tab: list   ", cur+1, n) + hints
	}
	game.Text(dst, hints, f.Small, 14, float64(y)+6, th.TextDim)
}

// drawList paints the map list panel.
func drawList(dst *ebiten.Image, c *game.Context, paths []string, maps []*grid.Map, cur int) {
	th, f := c.Theme, c.Fonts
	h := float32(len(paths)*listRow + 44)
	game.Panel(dst, th, listX, listY, listW, h, true)
	game.Text(dst, "Maps", f.Title, listX+14, listY+8, th.Text)
	for i, p := range paths {
		y := float64(listY + 40 + i*listRow)
		name := filepath.Base(p)
		if m := maps[i]; m != nil && m.Title != "" {
			name = m.Title + "  (" + name + ")"
		}
		col := th.TextDim
		if i == cur {
			col = th.Accent
		}
		label := name
		if i < 9 {
			label = fmt.Sprintf("%d  %s", i+1, name)
		}
		game.Text(dst, label, f.Body, listX+14, y, col)
	}
}

// listHit returns the list row under (x, y), or -1.
func listHit(c *game.Context, n, x, y int) int {
	if x < listX || x >= listX+listW || y < listY+40 {
		return -1
	}
	i := (y - listY - 40) / listRow
	if i >= n {
		return -1
	}
	return i
}

// drawMessage shows an error across the bottom of the map.
func drawMessage(dst *ebiten.Image, c *game.Context, msg string) {
	th, f := c.Theme, c.Fonts
	var lines []string
	for _, l := range strings.Split(msg, "\n") {
		lines = append(lines, wrap(l, f.Body, float64(c.Width-72))...)
	}
	if len(lines) > 6 {
		lines = append(lines[:6], fmt.Sprintf("… and %d more", len(lines)-6))
	}
	h := float32(len(lines)*18 + 16)
	y := float32(c.Height-footerHeight) - h - 12
	game.Panel(dst, th, 24, y, float32(c.Width-48), h, true)
	for i, l := range lines {
		game.Text(dst, l, f.Body, 36, float64(y)+8+float64(i*18), th.Accent)
	}
}
