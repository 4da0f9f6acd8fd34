package delvers

// The Delvers catalog: the built-in heroes and creatures (catalog.json).

import (
	_ "embed"
	"sync"

	"skirmish/catalog"
	"skirmish/combat"
)

//go:embed catalog.json
var catalogJSON []byte

// builtin parses the embedded catalog once. A broken embedded file is a programmer error, and
// TestCatalogEmbeddedParses keeps it from being committed.
var builtin = sync.OnceValue(func() *combat.Catalog {
	c, err := catalog.Parse("combat/rules/delvers/catalog.json", catalogJSON)
	if err != nil {
		panic(err)
	}
	return c
})

// Catalog returns a copy of the built-in Delvers catalog: seven hero archetypes, the creatures
// the bundled maps and scenarios use, and the "delver" party group (docs/catalog.md).
func Catalog() *combat.Catalog { return builtin().Clone() }
