// Catalogs: unit sheets by id, embedded by each ruleset and extendable by the user's own file.
package combat

import "errors"

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
	Entries []CatalogEntry      `json:"entries"`
	Groups  map[string][]string `json:"groups,omitempty"`
}

// ParseCatalog reads a catalog from JSON; name is the file's name for errors.
func ParseCatalog(name string, data []byte) (*Catalog, error) {
	return nil, errors.New("not yet")
}

// Lookup returns the entry with that id.
func (c *Catalog) Lookup(id string) (CatalogEntry, bool) {
	for _, e := range c.Entries {
		if e.ID == id {
			return e, true
		}
	}
	return CatalogEntry{}, false
}

// Expand returns count entries for an id: the entry itself count times, or for a group its
// members in turn.
func (c *Catalog) Expand(id string, count int) ([]CatalogEntry, error) {
	return nil, errors.New("not yet")
}

// Merge adds other's entries and groups to c; an entry or group with an id c already has
// replaces it.
func (c *Catalog) Merge(other *Catalog) {}
