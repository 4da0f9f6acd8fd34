package scenes

// Icon tests: every unit of every ruleset's catalog has its icon on the token.

import (
	"testing"

	"skirmish/assets"
	"skirmish/combat"
)

func TestEveryCatalogUnitHasAnIcon(t *testing.T) {
	for _, id := range combat.RulesetIDs() {
		rules, err := combat.Rules(id)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range rules.Catalog().Entries {
			if _, ok := assets.Icon(e.ID); !ok {
				t.Errorf("%s: %s (%s) has no icon in assets/icons: add it to tools/genicons and run it", rulesTitle(id, nil), e.Name, e.ID)
			}
		}
	}
}
