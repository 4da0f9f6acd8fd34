package d20lite

// Tests of the d20 catalog: it parses and obeys the rules, has the heroes and creatures in d20
// stat lines, and covers the bundled maps.

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

func TestCatalogEmbeddedParses(t *testing.T) {
	rulestest.CatalogParses(t, catalogJSON, ParseCatalog, Catalog())
}

// TestCatalogStatLines: six heroes and at least twelve creatures, each with what the rules
// read: Str, Dex, BAB, saves, a weapon with its threat range and multiplier; the heroes with
// Con, hands on every weapon, and between them every special the rules play (a caster with
// spells of levels 0 to 2, two-weapon fighters, a healer, a liar).
func TestCatalogStatLines(t *testing.T) {
	c := Catalog()
	var heroes []string
	creatures := 0
	var spells, twoWeapons, healer, liar bool
	for _, e := range c.Entries {
		if e.Hero {
			heroes = append(heroes, e.Class)
			if _, ok := e.Attributes["CON"]; !ok {
				t.Errorf("%s: a hero needs a Con score", e.ID)
			}
		} else {
			creatures++
		}
		for _, a := range []string{"STR", "DEX"} {
			if _, ok := e.Attributes[a]; !ok {
				t.Errorf("%s: no %s", e.ID, a)
			}
		}
		for _, s := range []string{"Fort", "Ref", "Will"} {
			if _, ok := e.Defenses[s]; !ok {
				t.Errorf("%s: no %s save", e.ID, s)
			}
		}
		for _, w := range e.Weapons {
			a, err := armsOf(w)
			if err != nil {
				t.Fatal(err)
			}
			if a.threat < 2 || a.mult < 2 || w.Hands < 1 && w.Kind != combat.Spell {
				t.Errorf("%s: %s: threat %d, ×%d, %d hands", e.ID, w.Name, a.threat, a.mult, w.Hands)
			}
			spells = spells || a.spell == 2
		}
		twoWeapons = twoWeapons || e.Has("two-weapon-fighting")
		healer = healer || e.Skills["Heal"] >= 5
		liar = liar || e.Skills["Bluff"] >= 5
	}
	slices.Sort(heroes)
	if want := []string{"barbarian", "cleric", "fighter", "ranger", "rogue", "wizard"}; !slices.Equal(heroes, want) {
		t.Errorf("heroes %v, want %v", heroes, want)
	}
	if creatures < 12 || !spells || !twoWeapons || !healer || !liar {
		t.Errorf("%d creatures (want 12+); level 2 spells %v, two-weapon fighters %v, a healer %v, a liar %v", creatures, spells, twoWeapons, healer, liar)
	}
	if ws := entry(t, "ghoul").Weapons; len(ws) != 3 || !weaponArms(ws[1]).natural {
		t.Errorf("the ghoul's bite and two claws: %v", ws)
	}
}

func TestCatalogCoversTheBundledMaps(t *testing.T) {
	c := Catalog()
	rulestest.CheckSpawns(t, c, "../../../maps/*.tmx")
	camp, err := os.ReadFile("../../../maps/campaigns/crypt-road.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range regexp.MustCompile(`"kind": "([^"]+)"`).FindAllStringSubmatch(string(camp), -1) {
		if !slices.Contains(c.IDs(), m[1]) {
			t.Errorf("the campaign's party has %q, which the d20 catalog lacks", m[1])
		}
	}
}

func TestUserCatalogIsCheckedByTheRules(t *testing.T) {
	dir := t.TempDir()
	write := func(body string) string { return rulestest.WriteFile(t, dir, "catalog.json", body) }
	good := `{"entries": [{"id": "troll", "name": "Troll", "role": "creature", "attack_bonus": 4,
		"attributes": {"STR": 18, "DEX": 14, "CON": 18}, "defenses": {"Fort": 11, "Ref": 4, "Will": 3},
		"hp": 63, "ac": 16, "speed": 30, "size": 12, "weapons": [
		{"name": "claw", "kind": "melee", "damage": "1d6", "hands": 1, "effects": ["natural", "crit 20/x2"]}]}]}`
	load := func(file string) (*combat.Catalog, error) { return rulestest.MergeUserFile(New(), file) }
	if c, err := load(write(good)); err != nil {
		t.Fatal(err)
	} else if _, ok := c.Lookup("troll"); !ok {
		t.Fatal("the troll was not merged in")
	}
	_, err := load(write(strings.Replace(good, "crit 20/x2", "crit 21/x2", 1)))
	if err == nil || !strings.Contains(err.Error(), `entry "troll": weapon "claw": effect "crit 21/x2"`) {
		t.Fatalf("got %v", err)
	}
	_, err = load(write(strings.Replace(good, `"Ref": 4`, `"PD": 4`, 1)))
	if err == nil || !strings.Contains(err.Error(), `defense "PD": the d20 defenses are the saves Fort, Ref and Will`) {
		t.Fatalf("got %v", err)
	}
}
