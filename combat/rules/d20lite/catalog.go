package d20lite

// The d20 catalog: the built-in heroes and creatures (catalog.json), checked by the rules.

import (
	_ "embed"

	"skirmish/catalog"
	"skirmish/combat"
)

//go:embed catalog.json
var catalogJSON []byte

// builtin gives a copy of the embedded catalog, parsed once (combat.EmbeddedCatalog);
// TestCatalogEmbeddedParses keeps a broken file from being committed.
var builtin = combat.EmbeddedCatalog("combat/rules/d20lite/catalog.json", catalogJSON, ParseCatalog)

// Catalog returns a copy of the built-in d20 catalog: six 3rd-level heroes, the creatures
// of the bundled maps in d20 stat lines, and the "delver" party group.
func Catalog() *combat.Catalog { return builtin() }

// ParseCatalog reads a catalog file strictly (catalog.Parse) and then checks every entry
// against the d20 rules (CheckCatalog).
func ParseCatalog(name string, data []byte) (*combat.Catalog, error) {
	return catalog.ParseChecked(name, data, CheckCatalog)
}

// CheckCatalog checks each entry as Prepare checks a unit: its weapons' effects (threat
// range, multiplier, light, natural, trip, spell level) and its saves' names. The error
// names each entry at fault, one a line.
func CheckCatalog(c *combat.Catalog) error {
	return combat.CheckEntries(c, checkSheet)
}

// CheckCatalog checks a merged catalog against the d20 rules (catalog.Checker).
func (*Rules) CheckCatalog(c *combat.Catalog) error { return CheckCatalog(c) }
