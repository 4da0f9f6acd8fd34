package combat

// Catalogs: unit sheets by id, embedded by each ruleset and extendable by the user's own file.

import (
	"errors"
	"fmt"
	"skirmish/internal/quote"
	"skirmish/internal/spell"
	"slices"
	"sort"
	"strings"
	"sync"
)

// CatalogEntry is one kind of unit a catalog offers.
type CatalogEntry struct {
	// ID is how maps (Spawn unit=) and scenarios name the entry.
	ID   string `json:"id"`
	Name string `json:"name"`
	// Role is "hero" (a player character archetype) or "creature".
	Role        string `json:"role"`
	Description string `json:"description,omitempty"`
	Sheet
}

// Catalog is a set of entries and of groups (an id that stands for several entries in turn,
// such as "delver" for a party).
type Catalog struct {
	// Entries may be at most catalog.MaxEntries; the tag tells the JSON reader.
	Entries []CatalogEntry      `json:"entries" max:"1000"`
	Groups  map[string][]string `json:"groups,omitempty"`
}

// MaxExpand is the most units one Expand call returns.
const MaxExpand = 100

// Roles an entry may have.
const (
	RoleHero     = "hero"     // a player character archetype
	RoleCreature = "creature" // everything else
)

// AttributeNames are the six attributes a sheet may score, in the usual order.
var AttributeNames = []string{"STR", "DEX", "CON", "INT", "WIS", "CHA"}

// Lookup returns a copy of the entry with that id.
func (c *Catalog) Lookup(id string) (CatalogEntry, bool) {
	for _, e := range c.Entries {
		if e.ID == id {
			return e.Clone(), true
		}
	}
	return CatalogEntry{}, false
}

// Expand returns count entries for an id: the entry itself count times, or for a group its
// members in turn.
//
// Count must be 1 to MaxExpand. Each returned entry is a copy the caller may change. An
// unknown id's error lists the known ids nearest to it.
func (c *Catalog) Expand(id string, count int) ([]CatalogEntry, error) {
	if count < 1 || count > MaxExpand {
		return nil, fmt.Errorf("unit %s: count %d: want 1 to %d", quote.Quote(id), count, MaxExpand)
	}
	var members []string
	if _, ok := c.index(id); ok {
		members = []string{id}
	} else if g, ok := c.Groups[id]; ok {
		if len(g) == 0 {
			return nil, fmt.Errorf("group %s lists no entries", quote.Quote(id))
		}
		members = g
	} else {
		return nil, c.unknown(id)
	}
	out := make([]CatalogEntry, 0, count)
	for i := range count {
		m := members[i%len(members)]
		j, ok := c.index(m)
		if !ok {
			return nil, fmt.Errorf("group %s: member %s is not an entry of the catalog", quote.Quote(id), quote.Quote(m))
		}
		out = append(out, c.Entries[j].Clone())
	}
	return out, nil
}

// Merge adds other's entries and groups to c; an entry or group with an id c already has
// replaces it.
//
// A replaced entry keeps its place; new entries are appended in other's order. Merge copies
// what it takes, so later changes to other do not reach c. Merging can break a group (an
// entry id that now clashes with it); call Check afterwards.
func (c *Catalog) Merge(other *Catalog) {
	if other == nil {
		return
	}
	for _, e := range other.Entries {
		if i, ok := c.index(e.ID); ok {
			c.Entries[i] = e.Clone()
		} else {
			c.Entries = append(c.Entries, e.Clone())
		}
	}
	if len(other.Groups) > 0 && c.Groups == nil {
		c.Groups = make(map[string][]string, len(other.Groups))
	}
	for id, members := range other.Groups {
		c.Groups[id] = slices.Clone(members)
	}
}

// Clone returns a deep copy of the catalog.
func (c *Catalog) Clone() *Catalog {
	out := &Catalog{Entries: make([]CatalogEntry, len(c.Entries))}
	for i, e := range c.Entries {
		out.Entries[i] = e.Clone()
	}
	if c.Groups != nil {
		out.Groups = make(map[string][]string, len(c.Groups))
		for id, m := range c.Groups {
			out.Groups[id] = slices.Clone(m)
		}
	}
	return out
}

// IDs returns the ids of the entries in order, then the groups' ids sorted.
func (c *Catalog) IDs() []string {
	ids := make([]string, 0, len(c.Entries)+len(c.Groups))
	for _, e := range c.Entries {
		ids = append(ids, e.ID)
	}
	return append(ids, c.GroupIDs()...)
}

// Clone returns a deep copy of the entry: its maps and lists are its own.
func (e CatalogEntry) Clone() CatalogEntry {
	e.Sheet = e.Sheet.Clone()
	return e
}

// index returns the position of the entry with that id.
func (c *Catalog) index(id string) (int, bool) {
	for i := range c.Entries {
		if c.Entries[i].ID == id {
			return i, true
		}
	}
	return 0, false
}

// GroupIDs returns the groups' ids, sorted.
func (c *Catalog) GroupIDs() []string {
	ids := make([]string, 0, len(c.Groups))
	for id := range c.Groups {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// unknown is the error for an id that is neither an entry nor a group: it lists the nearest
// known ids.
func (c *Catalog) unknown(id string) error {
	ids := c.IDs()
	if len(ids) == 0 {
		return fmt.Errorf("unit %s: the catalog is empty", quote.Quote(id))
	}
	ids = spell.ByDistance(id, ids)
	near := ids[:min(len(ids), 6)]
	more := ""
	if n := len(ids) - len(near); n > 0 {
		more = fmt.Sprintf(" and %d more", n)
	}
	return fmt.Errorf("unit %s is not in the catalog; known ids include %s%s", quote.Quote(id), strings.Join(near, ", "), more)
}

// EmbeddedCatalog returns a ruleset's built-in catalog as a function that gives a copy of it
// each call: data (the embedded file, name its path for errors) is parsed by parse once, at
// the first call. A broken embedded file is a programmer error: the first call panics, and
// each ruleset's test of its embedded catalog keeps one from being committed.
func EmbeddedCatalog(name string, data []byte, parse func(name string, data []byte) (*Catalog, error)) func() *Catalog {
	parsed := sync.OnceValue(func() *Catalog {
		c, err := parse(name, data)
		if err != nil {
			panic(err)
		}
		return c
	})
	return func() *Catalog { return parsed().Clone() }
}

// CheckEntries checks every entry's sheet with check (a ruleset's check of a unit's sheet);
// the error names each entry at fault, one a line.
func CheckEntries(c *Catalog, check func(*Sheet) error) error {
	var errs []error
	for _, e := range c.Entries {
		if err := check(&e.Sheet); err != nil {
			errs = append(errs, fmt.Errorf("entry %q: %w", e.ID, err))
		}
	}
	return errors.Join(errs...)
}
