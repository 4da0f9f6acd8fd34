package grid

import (
	"slices"
	"testing"
)

// holders are the cells on the map whose outline (CellPolygon, closed) holds the pixel: the
// test's oracle, by brute force.
func holders(m *Map, x, y float64) []Pos {
	var out []Pos
	var poly []Point
	for i := range m.Width * m.Height {
		p := m.PosOf(i)
		poly = m.CellPolygon(poly[:0], p)
		in := true
		for j := range poly {
			a, b := poly[j], poly[(j+1)%len(poly)]
			if (b.X-a.X)*(y-a.Y)-(b.Y-a.Y)*(x-a.X) < -1e-9 {
				in = false
				break
			}
		}
		if in {
			out = append(out, p)
		}
	}
	return out
}

// TestPointerCellAgreesWithTheOutlines: the pointer's cell through the cells' resolv polygons
// is the cell whose exact outline holds the pixel, on squares and on every hex layout, at
// pixels a zoomed screen gives (a lattice of fractional pixels across the map and past its
// edges); pixels off the map are on no cell.
func TestPointerCellAgreesWithTheOutlines(t *testing.T) {
	maps := []struct {
		name string
		m    *Map
	}{{"squares", NewMap(6, 5)}}
	for _, l := range hexLayouts {
		maps = append(maps, struct {
			name string
			m    *Map
		}{l.name, NewHexMap(7, 6, l.h)})
	}
	for _, c := range maps {
		t.Run(c.name, func(t *testing.T) {
			m := c.m
			w, h := m.PixelSize()
			const step = 1.37 // zoomed out to 0.73: one screen pixel is 1.37 map pixels, never on a lattice line
			for y := -3.0; y < h+3; y += step {
				for x := -3.0; x < w+3; x += step {
					got, ok := m.CellAt(x, y)
					want := holders(m, x, y)
					if ok != (len(want) > 0) || ok && !slices.Contains(want, got) {
						t.Fatalf("pixel (%.2f, %.2f): %v %v, the outlines holding it: %v", x, y, got, ok, want)
					}
				}
			}
		})
	}
}
