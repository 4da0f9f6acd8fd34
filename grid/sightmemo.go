package grid

// A lossy, lock-free memo of Sight results per map, shared by every goroutine reading it.

import "sync/atomic"

// sightMemo remembers recent Sight results. Sight depends only on the map, so a remembered
// answer is the answer: the memo changes speed, never results. Each slot holds one pair's key
// and packed View in a single word, so readers and writers need no lock; a collision simply
// overwrites the older pair. Its size is bounded whatever the map (maxMemoSlots words).
type sightMemo struct {
	n     uint64 // squares on the map: a pair's key is from*n + to
	shift uint8  // 64 - log2(len(slots)): a hash's top bits pick the slot
	slots []atomic.Uint64
}

// Memo sizes: about 64 slots per square, between 1 Ki and 256 Ki slots (2 MiB).
const (
	minMemoSlots = 1 << 10
	maxMemoSlots = 1 << 18
)

// newSightMemo sizes a memo for a w×h map.
func newSightMemo(w, h int) *sightMemo {
	size, bits := uint64(minMemoSlots), uint8(10)
	for size < uint64(w*h)*64 && size < maxMemoSlots {
		size, bits = size<<1, bits+1
	}
	return &sightMemo{n: uint64(w * h), shift: 64 - bits, slots: make([]atomic.Uint64, size)}
}

// key numbers the ordered pair (from, to) of squares inside a w-wide map.
func (s *sightMemo) key(w int, from, to Pos) uint64 {
	return uint64(from.Y*w+from.X)*s.n + uint64(to.Y*w+to.X)
}

// slot picks a pair's slot by a multiplicative hash of its key.
func (s *sightMemo) slot(k uint64) *atomic.Uint64 {
	return &s.slots[(k*0x9E3779B97F4A7C15)>>s.shift]
}

// get returns the remembered view of the pair k, if it is there.
func (s *sightMemo) get(k uint64) (View, bool) {
	word := s.slot(k).Load()
	if word>>8 != k+1 {
		return View{}, false
	}
	b := word & 0xff
	return View{Seen: b&1 != 0, Cover: Cover(b >> 1 & 3), CornersSeen: int(b >> 3 & 7)}, true
}

// put remembers v for the pair k.
func (s *sightMemo) put(k uint64, v View) {
	b := uint64(v.Cover&3)<<1 | uint64(v.CornersSeen&7)<<3
	if v.Seen {
		b |= 1
	}
	s.slot(k).Store((k+1)<<8 | b)
}
