package age13

// The 13th Age catalog: the built-in heroes and creatures (catalog.json), checked by the rules.

import (
	_ "embed"

	"skirmish/catalog"
	"skirmish/combat"
)

//go:embed catalog.json
var catalogJSON []byte

// builtin gives a copy of the embedded catalog, parsed once (combat.EmbeddedCatalog);
// TestCatalogEmbeddedParses keeps a broken file from being committed.
var builtin = combat.EmbeddedCatalog("combat/rules/age13/catalog.json", catalogJSON, ParseCatalog)

// Catalog returns a copy of the built-in 13th Age catalog: six hero classes at 1st level,
// the creatures of the bundled maps in 13th Age stat lines, and the "delver" party group.
func Catalog() *combat.Catalog { return builtin() }

// ParseCatalog reads a catalog file strictly (catalog.Parse) and then checks every
// entry against the 13th Age rules (CheckCatalog).
func ParseCatalog(name string, data []byte) (*combat.Catalog, error) {
	return catalog.ParseChecked(name, data, CheckCatalog)
}

// CheckCatalog checks each entry as Prepare checks a unit: its weapons' effects and
// defences, a creature's PD and MD, and a hero's numbers against its class and level. The
// error names each entry at fault, one a line.
func CheckCatalog(c *combat.Catalog) error {
	return combat.CheckEntries(c, func(s *combat.Sheet) error { return checkSheet(s, 0) })
}

// CheckCatalog checks a merged catalog against the 13th Age rules (catalog.Checker).
func (*Rules) CheckCatalog(c *combat.Catalog) error { return CheckCatalog(c) }
