package grid

// A lock-free memo of Sight results per map, shared by every goroutine reading it: exact (a
// byte for every pair of squares) on a map small enough, lossy on a larger one.

import "sync/atomic"

// sightMemo remembers recent Sight results. Sight depends only on the map, so a remembered
// answer is the answer: the memo changes speed, never results. Each slot holds one pair's key
// and packed View in a single word, so readers and writers need no lock; a collision simply
// overwrites the older pair. Its size is bounded whatever the map (maxMemoSlots words).
// On a map of at most maxDensePairs pairs of squares (the bundled maps: up to about 1,400
// squares), every pair has a byte of its own (dense) instead, four to a word: nothing is
// ever forgotten, in no more memory than the slots' bound.
type sightMemo struct {
	n     uint64 // squares on the map: a pair's key is from*n + to
	shift uint8  // 64 - log2(len(slots)): a hash's top bits pick the slot
	slots []atomic.Uint64
	dense []atomic.Uint32 // per pair a byte (denseKnown and the packed View), or nil
}

// maxDensePairs is the most pairs of squares a memo keeps a byte each for (2 MiB, as many
// bytes as the slots' bound).
const maxDensePairs = maxMemoSlots * 8

// denseKnown marks a dense byte that holds a View.
const denseKnown = 0x80

// Memo sizes: about 64 slots per square, between 1 Ki and 256 Ki slots (2 MiB).
const (
	minMemoSlots = 1 << 10
	maxMemoSlots = 1 << 18
)

// newSightMemo sizes a memo for a w×h map.
func newSightMemo(w, h int) *sightMemo {
	if n := uint64(w * h); n > 0 && n*n <= maxDensePairs {
		return &sightMemo{n: n, dense: make([]atomic.Uint32, (n*n+3)/4)}
	}
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
	var b uint64
	if s.dense != nil {
		b = uint64(s.dense[k>>2].Load()>>(k&3*8)) & 0xff
		if b&denseKnown == 0 {
			return View{}, false
		}
	} else {
		word := s.slot(k).Load()
		if word>>8 != k+1 {
			return View{}, false
		}
		b = word & 0xff
	}
	return View{Seen: b&1 != 0, Cover: Cover(b >> 1 & 3), CornersSeen: int(b >> 3 & 7)}, true
}

// put remembers v for the pair k.
func (s *sightMemo) put(k uint64, v View) {
	b := uint64(v.Cover&3)<<1 | uint64(v.CornersSeen&7)<<3
	if v.Seen {
		b |= 1
	}
	if s.dense == nil {
		s.slot(k).Store((k+1)<<8 | b)
		return
	}
	w, shift := &s.dense[k>>2], k&3*8
	for { // the word's other three pairs may be written meanwhile
		old := w.Load()
		if w.CompareAndSwap(old, old&^(0xff<<shift)|uint32(b|denseKnown)<<shift) {
			return
		}
	}
}
