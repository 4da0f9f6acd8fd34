package d20lite

// The d20 catalog: the built-in heroes and creatures (catalog.json), checked by the rules.

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
	c, err := ParseCatalog("combat/rules/d20lite/catalog.json", catalogJSON)
	if err != nil {
		panic(err)
	}
	return c
})

// Catalog returns a copy of the built-in d20 catalog: six 3rd-level heroes, the creatures
// of the bundled maps in d20 stat lines, and the "delver" party group.
func Catalog() *combat.Catalog { return builtin().Clone() }

// ParseCatalog reads a catalog file strictly (catalog.Parse) and then checks every entry
// against the d20 rules (CheckCatalog).
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

// CheckCatalog checks each entry as Prepare checks a unit: its weapons' effects (threat
// range, multiplier, light, natural, trip, spell level) and its saves' names. The error
// names each entry at fault, one a line.
func CheckCatalog(c *combat.Catalog) error {
	var errs []error
	for _, e := range c.Entries {
		if err := checkSheet(&e.Sheet); err != nil {
			errs = append(errs, fmt.Errorf("entry %q: %w", e.ID, err))
		}
	}
	return errors.Join(errs...)
}

// CheckCatalog checks a merged catalog against the d20 rules (catalog.Checker).
func (*Rules) CheckCatalog(c *combat.Catalog) error { return CheckCatalog(c) }
