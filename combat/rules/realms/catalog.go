package realms

// The Realms catalog: the built-in heroes and creatures in Realms stat lines (catalog.json).

import (
	_ "embed"

	"skirmish/catalog"
	"skirmish/combat"
)

//go:embed catalog.json
var catalogJSON []byte

// builtin gives a copy of the embedded catalog, parsed once (combat.EmbeddedCatalog);
// TestCatalogParses keeps a broken file from being committed.
var builtin = combat.EmbeddedCatalog("combat/rules/realms/catalog.json", catalogJSON, catalog.Parse)

// Catalog returns a copy of the built-in Realms catalog: the hero archetypes, the "delver"
// party group, the creatures of every bundled map, a mount and a mounted creature
// (docs/catalog.md "Realms").
func Catalog() *combat.Catalog { return builtin() }
