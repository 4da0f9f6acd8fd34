package grid

// The map's memory of viewsheds: what each viewer cell sees, worked out once and shared by every
// Fog of the map, in any goroutine, within a bound.

import (
	"container/list"
	"sync"
)

// maxShedCells bounds the cells all remembered viewsheds of one map hold together (4 bytes
// each: 32 MiB).
const maxShedCells = 8 << 20

// shedCache remembers viewsheds, the least recently used forgotten first. The slices it hands
// out are never changed.
type shedCache struct {
	mu    sync.Mutex
	sheds map[Pos]*list.Element // of *shed
	lru   list.List             // front: most recently used
	cells int
	// spare are sweepers for Sight and viewsheds, reused
	spareMu sync.Mutex
	spare   []*sweeper
}

// shed is one remembered viewshed.
type shed struct {
	at    Pos
	cells []int32
}

// viewshed returns the open cells viewer cell v sees (Map.Index, v first): remembered, or worked
// out by the sweep. Safe for concurrent use; the slice is shared and must not be changed.
func (ix *sightIndex) viewshed(m *Map, v Pos) []int32 {
	c := &ix.sheds
	c.mu.Lock()
	if e, ok := c.sheds[v]; ok {
		c.lru.MoveToFront(e)
		cells := e.Value.(*shed).cells
		c.mu.Unlock()
		return cells
	}
	c.mu.Unlock()
	sw := ix.getSweeper()
	cells := sw.viewshed(v, nil)
	ix.putSweeper(sw)
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.sheds[v]; ok { // worked out meanwhile by another goroutine
		return e.Value.(*shed).cells
	}
	if c.sheds == nil {
		c.sheds = map[Pos]*list.Element{}
	}
	c.sheds[v] = c.lru.PushFront(&shed{at: v, cells: cells})
	c.cells += len(cells)
	for c.cells > maxShedCells && c.lru.Len() > 1 {
		old := c.lru.Back().Value.(*shed)
		c.lru.Remove(c.lru.Back())
		delete(c.sheds, old.at)
		c.cells -= len(old.cells)
	}
	return cells
}
