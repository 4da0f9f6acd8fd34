package grid

// resolv and the exact sight agree: on every line that does not graze a solid, resolv's
// LineTest finds a wall or a piece exactly when the exact test finds the line blocked.

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/solarlune/resolv"
)

// segDist returns the distance from point c to the segment ab.
func segDist(a, b, c Point) float64 {
	dx, dy := b.X-a.X, b.Y-a.Y
	t := ((c.X-a.X)*dx + (c.Y-a.Y)*dy) / (dx*dx + dy*dy)
	t = max(0, min(1, t))
	return math.Hypot(a.X+t*dx-c.X, a.Y+t*dy-c.Y)
}

func TestLineTestAgreesWithExactSight(t *testing.T) {
	maps := []*Map{}
	for s := uint64(1); s <= 2; s++ {
		maps = append(maps, randomMap(s, 12, 10, 0.25))
		for _, l := range hexLayouts {
			maps = append(maps, randomHexMap(s, 10, 9, l.h, 0.25))
		}
	}
	const eps = 0.5 // pixels a line must keep from every solid vertex
	for mi, m := range maps {
		ix := m.index()
		sp := m.Space()
		r := rand.New(rand.NewPCG(uint64(mi), 3))
		var open []Pos
		for i := range m.Width * m.Height {
			if p := m.PosOf(i); m.At(p).Sight != SightBlocked && m.At(p).Move != MoveBlocked {
				open = append(open, p)
			}
		}
		// a point well inside cell p, in fixed point of the index
		inside := func(p Pos) fpt {
			if ix.hex != nil {
				a, l := ix.hex.frame(p)
				c := ix.hex.centre(a, l)
				return fpt{c.x + r.Int64N(fpOne) - fpOne/2, c.y + r.Int64N(fpOne) - fpOne/2}
			}
			return fpt{int64(p.X)*fpOne + fpOne/4 + r.Int64N(fpOne/2), int64(p.Y)*fpOne + fpOne/4 + r.Int64N(fpOne/2)}
		}
		checked, blocked := 0, 0
		for n := 0; n < 400; n++ {
			a, b := open[r.IntN(len(open))], open[r.IntN(len(open))]
			if a == b {
				continue
			}
			p, q := inside(a), inside(b)
			pa, pb := ix.fromFixed(p), ix.fromFixed(q)
			tw, th := float64(m.TileWidth), float64(m.TileHeight)
			pa, pb = Point{pa.X * tw, pa.Y * th}, Point{pb.X * tw, pb.Y * th}
			// the solids other than the end cells' own
			var solids []resolv.IShape
			grazing := false
			sp.FilterShapes().ByFunc(func(s resolv.IShape) bool {
				switch d := s.Data().(type) {
				case Pos:
					return s.Tags().Has(TagWall) && d != a && d != b
				case *Shape:
					return d.Cell != a && d.Cell != b
				}
				return false
			}).ForEach(func(s resolv.IShape) bool {
				solids = append(solids, s)
				for _, v := range s.(*resolv.ConvexPolygon).Transformed() {
					if segDist(pa, pb, Point{v.X, v.Y}) < eps {
						grazing = true
					}
				}
				return true
			})
			if grazing {
				continue
			}
			var exact bool
			if ix.hex != nil {
				ea, eb := ix.hex.hexEnds(a, b)
				exact = ix.hexClear(p, q, ea, eb)
			} else {
				exact = ix.clearLine(p, a, q, b)
			}
			hit := resolv.LineTest(resolv.LineTestSettings{
				Start: resolv.NewVector(pa.X, pa.Y), End: resolv.NewVector(pb.X, pb.Y),
				TestAgainst: resolv.ShapeCollection(solids),
				OnIntersect: func(resolv.IntersectionSet, int, int) bool { return false },
			})
			if hit == exact {
				t.Fatalf("map %d (%v): line %v-%v from %v to %v: exact clear %v, LineTest hit %v", mi, m.Topology, pa, pb, a, b, exact, hit)
			}
			checked++
			if !exact {
				blocked++
			}
		}
		if checked < 100 || blocked == 0 || blocked == checked {
			t.Errorf("map %d: only %d lines checked, %d blocked", mi, checked, blocked)
		}
	}
}
