package age13

// The 13th Age catalog: the built-in heroes and creatures (catalog.json), checked by the rules,.

import (
	_ "embed"
	"errors"
	"fmt"
	"sync"

	"skirmish/catalog"
	"skirmish/combat"
)

//go:embed catalog.json
var catalogJSON []byte

// builtin parses the embedded catalog once. A broken embedded file is a programmer error, and
// TestCatalogEmbeddedParses keeps it from being committed.
var builtin = sync.OnceValue(func() *combat.Catalog {
	c, err := ParseCatalog("combat/rules/age13/catalog.json", catalogJSON)
	if err != nil {
		panic(err)
	}
	return c
})

// Catalog returns a copy of the built-in 13th Age catalog: six hero classes at 1st level,
// the creatures of the bundled maps in 13th Age stat lines, and the "delver" party group.
func Catalog() *combat.Catalog { return builtin().Clone() }

// ParseCatalog reads a catalog file strictly (catalog.Parse) and then checks every
// entry against the 13th Age rules (CheckCatalog).
func ParseCatalog(name string, data []byte) (*combat.Catalog, error) {
	c, err := catalog.Parse(name, data)
	if err != nil {
		return nil, err
	}
	if err := CheckCatalog(c); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return c, nil
}

// CheckCatalog checks each entry as Prepare checks a unit: its weapons' effects and
// defences, a creature's PD and MD, and a hero's numbers against its class and level. The
// error names each entry at fault, one a line.
func CheckCatalog(c *combat.Catalog) error {
	var errs []error
	for _, e := range c.Entries {
		if err := checkSheet(&e.Sheet, 0); err != nil {
			errs = append(errs, fmt.Errorf("entry %q: %w", e.ID, err))
		}
	}
	return errors.Join(errs...)
}

// CheckCatalog checks a merged catalog against the 13th Age rules (catalog.Checker).
func (*Rules) CheckCatalog(c *combat.Catalog) error { return CheckCatalog(c) }
