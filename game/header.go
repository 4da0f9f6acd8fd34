package game

// Header: the compact bar over the map with its title, size, ruleset and sides.

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/grid"
)

// HeaderHeight is the height of the header bar in logical pixels.
const HeaderHeight = 40

// DrawHeader paints the header bar for m across the top of the screen.
func DrawHeader(dst *ebiten.Image, c *Context, m *grid.Map, zoom float64) {
	th, f := c.Theme, c.Fonts
	Panel(dst, th, 0, 0, float32(c.Width), HeaderHeight, false)
	title := m.Title
	if title == "" {
		title = baseName(m.File)
	}
	x := 14.0
	x += Text(dst, title, f.Title, x, 8, th.Text) + 14
	info := []string{fmt.Sprintf("%d×%d squares", m.Width, m.Height)}
	if n := len(m.Layers); n > 0 {
		info = append(info, plural(n, "layer"))
	}
	if m.Ruleset != "" {
		info = append(info, m.Ruleset)
	}
	info = append(info, fmt.Sprintf("zoom ×%s", trimFloat(zoom)))
	Text(dst, strings.Join(info, "  ·  "), f.Body, x, 13, th.TextDim)
	// side chips, right-aligned
	rx := float64(c.Width) - 14
	for i := len(m.Sides) - 1; i >= 0; i-- {
		name := m.Sides[i]
		w := TextWidth(name, f.Bold)
		rx -= w
		Text(dst, name, f.Bold, rx, 12, th.Text)
		rx -= 20
		FillRect(dst, float32(rx), 13, 14, 14, th.Side(i), false)
		StrokeRect(dst, float32(rx)+0.5, 13.5, 13, 13, 1, th.Shadow, false)
		rx -= 18
	}
}

// baseName is the last element of a slash- or backslash-separated path.
func baseName(p string) string {
	if i := strings.LastIndexAny(p, `/\`); i >= 0 {
		return p[i+1:]
	}
	return p
}

// plural writes "1 layer" or "3 layers".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// trimFloat prints 2, 0.5 or 0.75 without trailing zeros.
func trimFloat(v float64) string {
	s := strings.TrimRight(strings.TrimRight(fmt.Sprintf("%.2f", v), "0"), ".")
	return s
}
