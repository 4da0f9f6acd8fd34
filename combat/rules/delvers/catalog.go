package delvers

// The Delvers catalog: the built-in heroes and creatures (catalog.json).

import (
	_ "embed"

	"skirmish/catalog"
	"skirmish/combat"
)

//go:embed catalog.json
var catalogJSON []byte

// builtin gives a copy of the embedded catalog, parsed once (combat.EmbeddedCatalog);
// TestCatalogEmbeddedParses keeps a broken file from being committed.
var builtin = combat.EmbeddedCatalog("combat/rules/delvers/catalog.json", catalogJSON, catalog.Parse)

// Catalog returns a copy of the built-in Delvers catalog: seven hero archetypes, the creatures
// the bundled maps and scenarios use, and the "delver" party group (docs/catalog.md).
func Catalog() *combat.Catalog { return builtin() }
