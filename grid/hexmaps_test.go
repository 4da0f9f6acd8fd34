package grid

// The bundled hex maps (maps/hex/) load, give each side a deployment and spawns, and give the
// cover their descriptions promise: arrow slits three-quarters (a pointy hex's corners lie on
// the slit's line, so two of the six are seen through it), low walls half.

import (
	"path/filepath"
	"testing"
)

func TestBundledHexMaps(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "maps", "hex", "*.tmx"))
	if err != nil || len(files) < 3 {
		t.Fatalf("want at least three bundled hex maps, found %d (%v)", len(files), err)
	}
	slits, lows := 0, 0
	for _, f := range files {
		m, err := LoadTiled(f)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(f)
		if m.Topology != Hex || len(m.Sides) != 2 {
			t.Errorf("%s: %v map with sides %v", name, m.Topology, m.Sides)
		}
		for _, s := range m.Sides {
			deploy, spawns := 0, 0
			for _, o := range m.Objects {
				if o.Side == s && o.Class == ClassDeploy {
					deploy++
				}
				if o.Side == s && o.Class == ClassSpawn {
					spawns++
					for _, c := range o.Cells {
						if m.At(c).Move == MoveBlocked {
							t.Errorf("%s: spawn %q on a blocked hex %v", name, o.Name, c)
						}
					}
				}
			}
			if deploy == 0 || spawns == 0 {
				t.Errorf("%s: side %s has %d deployments and %d spawns", name, s, deploy, spawns)
			}
		}
		shapes := map[Pos]int{}
		for _, s := range m.Shapes {
			shapes[s.Cell]++
		}
		for p, n := range shapes {
			if n != 2 || m.At(p).Sight == SightBlocked {
				continue
			}
			// the slit's sight runs north-south: the hexes two rows up and down lie in line
			a, b := Pos{p.X, p.Y - 2}, Pos{p.X, p.Y + 2}
			if !m.In(a) || !m.In(b) || m.At(a).Move == MoveBlocked || m.At(b).Move == MoveBlocked {
				continue
			}
			slits++
			for _, pair := range [2][2]Pos{{a, b}, {b, a}} {
				if v := m.Sight(pair[0], pair[1]); !v.Seen || v.Cover < CoverThreeQuarters {
					t.Errorf("%s: the slit at %v: %v sees %v as %+v, want seen with three-quarters cover or more", name, p, pair[0], pair[1], v)
				}
			}
		}
		for i := range m.Width * m.Height {
			p := m.PosOf(i)
			if m.At(p).Cover != CoverHalf {
				continue
			}
			for _, d := range []int{1, -1} {
				tgt, shooter := Pos{p.X + d, p.Y}, Pos{p.X - 4*d, p.Y}
				if !m.In(tgt) || !m.In(shooter) || m.At(tgt).Cover != CoverNone || m.At(shooter).Cover != CoverNone ||
					m.At(tgt).Move != MoveNormal || m.At(shooter).Move != MoveNormal {
					continue
				}
				v := m.Sight(shooter, tgt)
				if !v.Seen {
					continue
				}
				lows++
				if v.Cover < CoverHalf {
					t.Errorf("%s: the low wall at %v: %v sees %v as %+v, want at least half cover", name, p, shooter, tgt, v)
				}
			}
		}
	}
	if slits < 4 || lows < 4 {
		t.Errorf("checked only %d slits and %d low walls", slits, lows)
	}
}
