package delvers

// The Delvers catalog: the built-in heroes and creatures (catalog.json) and the user's file over them.

import (
	_ "embed"
	"fmt"
	"sync"

	"skirmish/combat"
)

//go:embed catalog.json
var catalogJSON []byte

// builtin parses the embedded catalog once. A broken embedded file is a programmer error, and
// TestCatalogEmbeddedParses keeps it from being committed.
var builtin = sync.OnceValue(func() *combat.Catalog {
	c, err := combat.ParseCatalog("combat/rules/delvers/catalog.json", catalogJSON)
	if err != nil {
		panic(err)
	}
	return c
})

// Catalog returns a copy of the built-in Delvers catalog: seven hero archetypes, the creatures
// the bundled maps and scenarios use, and the "delver" party group (docs/catalog.md).
func Catalog() *combat.Catalog { return builtin().Clone() }

// LoadCatalog returns the built-in catalog with the user's catalog file merged over it: the
// user's entries and groups replace built-in ones with the same id and add the rest.
//
// Pass "" when there is no user file. A userFile that does not exist is an error: a caller
// that looks for the file in its default place (combat.UserCatalogPath) and does not find it
// passes "", so a path the user gave by hand and mistyped is reported.
func LoadCatalog(userFile string) (*combat.Catalog, error) {
	c := Catalog()
	if userFile == "" {
		return c, nil
	}
	user, err := combat.LoadCatalogFile(userFile)
	if err != nil {
		return nil, err
	}
	c.Merge(user)
	if err := c.Check(); err != nil {
		return nil, fmt.Errorf("%s: merged over the built-in catalog:\n%w", userFile, err)
	}
	return c, nil
}
