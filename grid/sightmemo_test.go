package grid

// Tests of the sight memo: remembered answers equal worked-out ones, even when pairs collide.

import (
	"sync"
	"sync/atomic"
	"testing"
)

// TestSightMemoChangesNothing: every pair of a 16×16 map with 30% walls and low walls, asked
// three times from four goroutines, gives exactly the view worked out afresh: through a lossy
// memo far smaller than the 65,536 pairs (so slots are overwritten all the time), and through
// the dense one (a byte a pair, four to a word, written from four goroutines at once).
func TestSightMemoChangesNothing(t *testing.T) {
	for _, tc := range []struct {
		name string
		memo func(n int) *sightMemo
	}{
		{"lossy", func(n int) *sightMemo {
			return &sightMemo{n: uint64(n), shift: 64 - 10, slots: make([]atomic.Uint64, 1<<10)}
		}},
		{"dense", func(n int) *sightMemo { return newSightMemo(16, 16) }},
	} {
		t.Run(tc.name, func(t *testing.T) { sightMemoChangesNothing(t, tc.memo) })
	}
}

// sightMemoChangesNothing is TestSightMemoChangesNothing with the memo made by memo.
func sightMemoChangesNothing(t *testing.T, memo func(n int) *sightMemo) {
	m := randomMap(11, 16, 16, 0.3)
	ix := m.index()
	n := m.Width * m.Height
	ix.memo = memo(n)
	want := make([]View, n*n)
	for i := range n {
		for j := range n {
			want[i*n+j] = ix.sight(m.PosOf(i), m.PosOf(j))
		}
	}
	var wg sync.WaitGroup
	errs := make(chan string, 4)
	for g := range 4 {
		wg.Go(func() {
			for pass := range 3 {
				for i := range n {
					for j := range n {
						a, b := (i+g*37)%n, (j+pass*101)%n
						if got := m.Sight(m.PosOf(a), m.PosOf(b)); got != want[a*n+b] {
							errs <- m.PosOf(a).String() + "→" + m.PosOf(b).String()
							return
						}
					}
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Errorf("memoised sight differs from worked-out sight at %s", e)
	}
}

// TestSightMemoPacking: every View Sight can give survives the memo's packing, in the lossy
// slots and in the dense bytes.
func TestSightMemoPacking(t *testing.T) {
	for _, s := range []*sightMemo{newSightMemo(1000, 1000), newSightMemo(4, 4)} {
		sightMemoPacking(t, s)
	}
}

// sightMemoPacking is TestSightMemoPacking on the memo s.
func sightMemoPacking(t *testing.T, s *sightMemo) {
	for _, seen := range []bool{false, true} {
		for c := CoverNone; c <= CoverFull; c++ {
			for k := 0; k <= 4; k++ {
				v := View{Seen: seen, Cover: c, CornersSeen: k}
				key := s.key(4, Pos{1, 2}, Pos{3, 0})
				s.put(key, v)
				if got, ok := s.get(key); !ok || got != v {
					t.Errorf("put %+v, got %+v (%v)", v, got, ok)
				}
				if _, ok := s.get(key + 1); ok {
					t.Errorf("a different pair read %+v's slot as its own", v)
				}
			}
		}
	}
}
