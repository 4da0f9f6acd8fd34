package realms

// The Realms catalog: the built-in heroes and creatures in Realms stat lines (catalog.json).

import (
	_ "embed"
	"sync"

	"skirmish/catalog"
	"skirmish/combat"
)

//go:embed catalog.json
var catalogJSON []byte

// builtin parses the embedded catalog once; TestCatalog keeps a broken file from being
// committed.
var builtin = sync.OnceValue(func() *combat.Catalog {
	c, err := catalog.Parse("combat/rules/realms/catalog.json", catalogJSON)
	if err != nil {
		panic(err)
	}
	return c
})

// Catalog returns a copy of the built-in Realms catalog: the hero archetypes, the "delver"
// party group, the creatures of every bundled map, a mount and a mounted creature
// (docs/catalog.md "Realms").
func Catalog() *combat.Catalog { return builtin().Clone() }
