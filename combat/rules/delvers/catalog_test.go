package delvers

// Tests of the Delvers catalog: it parses, covers the bundled maps, follows its own conventions,
// and merges a user's file.

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"skirmish/catalog"
	"skirmish/combat"
	"skirmish/combat/rulestest"
	"skirmish/grid"
)

func TestCatalogEmbeddedParses(t *testing.T) {
	rulestest.CatalogParses(t, catalogJSON, catalog.Parse, Catalog())
}

func TestCatalogHasHeroesWithAllSixAttributesAndCreatures(t *testing.T) {
	heroes, creatures := 0, 0
	for _, e := range Catalog().Entries {
		switch e.Role {
		case combat.RoleHero:
			heroes++
			for _, a := range combat.AttributeNames {
				if s, ok := e.Attributes[a]; !ok || s < 3 || s > 18 {
					t.Errorf("hero %s: %s is %d (present %v)", e.ID, a, s, ok)
				}
			}
			if !e.Hero || e.Level != 1 || e.HP < 6 || e.HP > 14 || e.AttackBonus < 0 || e.AttackBonus > 1 ||
				e.Speed != 30 || e.Size != 5 || e.Description == "" || e.Armour == "" {
				t.Errorf("hero %s: want hero, level 1, hp 6-14, attack +0/+1, speed 30, size 5, description and armour: %+v", e.ID, e)
			}
		case combat.RoleCreature:
			creatures++
			if e.Description == "" {
				t.Errorf("creature %s has no description", e.ID)
			}
		}
	}
	if heroes < 6 || creatures < 12 {
		t.Errorf("%d heroes and %d creatures; want at least 6 and 12", heroes, creatures)
	}
}

func TestCatalogResolvesEveryUnitTheBundledMapsSpawn(t *testing.T) {
	c := Catalog()
	_, seen := rulestest.CheckSpawns(t, c, "../../../maps/*.tmx")
	for _, id := range []string{"delver", "skeleton", "zombie", "skeleton-archer", "ghoul", "bandit-archer", "bandit", "orc", "orc-archer"} {
		if _, err := c.Expand(id, 1); err != nil {
			t.Errorf("%s: %v", id, err)
		}
		if !seen[id] {
			t.Logf("%s: no bundled map spawns it now", id)
		}
	}
}

func TestCatalogDelverGroupIsTheFourHeroParty(t *testing.T) {
	got, err := Catalog().Expand("delver", 4)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"warrior", "archer", "sentinel", "healer"}
	for i, e := range got {
		if e.ID != want[i] || !e.Hero {
			t.Errorf("delver %d is %q (hero %v); want hero %q", i+1, e.ID, e.Hero, want[i])
		}
	}
}

func TestCatalogFearlessCreaturesCarryTheirTrait(t *testing.T) {
	// delvers-combat.md "Morale": undead, constructs, religious zealots and extremely
	// militarised creatures do not retreat.
	fearless := map[string]string{
		"skeleton": "undead", "skeleton-archer": "undead", "zombie": "undead", "ghoul": "undead",
		"stone-golem": "construct", "cultist": "zealot", "soldier": "militarised",
	}
	for _, e := range Catalog().Entries {
		u := &combat.Unit{Sheet: e.Sheet}
		trait, ok := combat.Fearless(u)
		switch want, should := fearless[e.ID]; {
		case should && trait != want:
			t.Errorf("%s: fearless trait %q; want %q", e.ID, trait, want)
		case !should && ok:
			t.Errorf("%s: fearless by %q; the catalog does not mean it to be", e.ID, trait)
		}
	}
	c := Catalog()
	for id := range fearless {
		if _, ok := c.Lookup(id); !ok {
			t.Errorf("no entry %q", id)
		}
	}
	if e, _ := c.Lookup("bandit-captain"); !e.Has("disciplined") {
		t.Error("the bandit captain is not disciplined")
	}
	if e, _ := c.Lookup("soldier"); !e.Has("disciplined") || !e.Shield {
		t.Error("the soldier is not disciplined with a shield")
	}
}

func TestCatalogNumbersFollowTheConventions(t *testing.T) {
	// docs/catalog.md: an NPC's hp is floor(HD × 4.5), its attack bonus its HD (+1 trained),
	// its skill bonus 0-2; a hero carries the skill of each of its weapons; a made weapon
	// (one with a skill) has the same numbers on every sheet.
	hpExceptions := map[string]int{"giant-rat": 2} // half a hit die
	first := map[string]combat.Weapon{}
	for _, e := range Catalog().Entries {
		if e.Role == combat.RoleCreature {
			want := max(1, e.HD*9/2)
			if n, ok := hpExceptions[e.ID]; ok {
				want = n
			}
			if e.HP != want {
				t.Errorf("%s: hp %d; want %d for HD %d", e.ID, e.HP, want, e.HD)
			}
			if e.AttackBonus < e.HD || e.AttackBonus > e.HD+1 || e.SkillBonus < 0 || e.SkillBonus > 2 {
				t.Errorf("%s: attack +%d, skill +%d for HD %d", e.ID, e.AttackBonus, e.SkillBonus, e.HD)
			}
		}
		for _, w := range e.Weapons {
			if e.Hero && !hasSkill(e.Skills, w.Skill) {
				t.Errorf("hero %s: weapon %s needs skill %s, which the hero lacks", e.ID, w.Name, w.Skill)
			}
			if w.Skill == "" {
				continue // a natural weapon: each creature's own
			}
			w.Count = 0
			if f, ok := first[w.Name]; ok && !weaponsEqual(f, w) {
				t.Errorf("%s: %s is %+v, elsewhere %+v; a weapon's numbers are the same everywhere", e.ID, w.Name, w, f)
			} else if !ok {
				first[w.Name] = w
			}
		}
	}
	want := map[string]string{ // the weapon conventions: damage, shock, range/long range, hands
		"sword": "1d8 2/13 0/0 1", "spear": "1d6+1 2/13 0/0 1", "dagger": "1d4 1/15 30/60 1",
		"short sword": "1d6 2/15 0/0 1", "mace": "1d6 1/13 0/0 1", "javelin": "1d6 1/13 30/60 1",
		"shortbow": "1d6  50/75 2", "longbow": "1d8  100/200 2", "crossbow": "1d10  100/300 2",
		"hand crossbow": "1d6  30/60 1", "sling": "1d4  30/60 1", "fists": "1d2  0/0 1",
		"great club": "2d6 3/15 0/0 2", "axe": "1d8 2/13 0/0 1",
	}
	for name, nums := range want {
		w, ok := first[name]
		if !ok {
			t.Errorf("no %s in the catalog", name)
			continue
		}
		if got := fmt.Sprintf("%s %s %d/%d %d", w.Damage, w.Shock, w.Range, w.LongRange, w.Hands); got != nums {
			t.Errorf("%s: %s; want %s", name, got, nums)
		}
	}
	if e, _ := Catalog().Lookup("wyrm"); e.Size != 8*grid.FeetPerCell {
		t.Errorf("wyrm size %v; want 8× a man's", e.Size)
	}
	if e, _ := Catalog().Lookup("duelist"); len(e.Weapons) != 2 || e.Weapons[0].Hands != 1 || e.Weapons[1].Hands != 1 || e.Skills["Stab"] < 1 || e.Shield {
		t.Errorf("duelist cannot dual wield: %+v", e)
	}
}

// hasSkill reports whether skills has the named skill; a weapon without a skill needs none.
func hasSkill(skills map[string]int, skill string) bool {
	if skill == "" {
		return true
	}
	_, ok := skills[skill]
	return ok
}

// weaponsEqual compares two weapons' numbers.
func weaponsEqual(a, b combat.Weapon) bool {
	return a.Kind == b.Kind && a.Damage == b.Damage && a.Shock == b.Shock && a.Range == b.Range &&
		a.LongRange == b.LongRange && a.Hands == b.Hands && a.Skill == b.Skill && slices.Equal(a.Attributes, b.Attributes)
}

func TestLoadCatalogMergesTheUserFile(t *testing.T) {
	text := `{"entries": [
  {"id": "orc", "name": "Orc Chief", "role": "creature", "hd": 4, "hp": 18, "ac": 15, "attack_bonus": 5, "speed": 30,
   "weapons": [{"name": "great axe", "kind": "melee", "damage": "1d10", "shock": "3/15", "hands": 2}]},
  {"id": "troll", "name": "Troll", "role": "creature", "hd": 6, "hp": 27, "ac": 15, "attack_bonus": 6, "speed": 30, "size": 10,
   "weapons": [{"name": "claws", "kind": "melee", "damage": "1d8", "shock": "2/15"}]}
],
"groups": {"trolls": ["troll", "troll", "orc"]}}`
	c, err := loadCatalog(rulestest.WriteFile(t, t.TempDir(), "catalog.json", text))
	if err != nil {
		t.Fatal(err)
	}
	builtin := Catalog()
	orc, _ := c.Lookup("orc")
	if orc.Name != "Orc Chief" || orc.HP != 18 {
		t.Errorf("orc = %+v; want the user's", orc)
	}
	if i := slices.IndexFunc(c.Entries, func(e combat.CatalogEntry) bool { return e.ID == "orc" }); builtin.Entries[i].ID != "orc" {
		t.Errorf("the user's orc moved to %d", i)
	}
	if last := c.Entries[len(c.Entries)-1]; last.ID != "troll" || len(c.Entries) != len(builtin.Entries)+1 {
		t.Errorf("the troll was not appended: last %q, %d entries", last.ID, len(c.Entries))
	}
	if got, err := c.Expand("trolls", 3); err != nil || got[2].ID != "orc" {
		t.Errorf("trolls: %v", err)
	}
	if orc, _ := builtin.Lookup("orc"); orc.Name != "Orc" {
		t.Error("loading a user file changed the built-in catalog")
	}
	if c, err := loadCatalog(""); err != nil || len(c.Entries) != len(builtin.Entries) {
		t.Errorf("loadCatalog(\"\") = %v", err)
	}
}

func TestLoadCatalogReportsABadUserFile(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string { return rulestest.WriteFile(t, dir, name, text) }
	cases := []struct {
		name string
		path string
		want string
	}{
		{"missing file", filepath.Join(dir, "nope.json"), "nope.json"},
		{"bad entry", write("bad.json", `{"entries": [{"id": "orc", "hp": "lots"}]}`), `bad.json:1:34: entry "orc": hp "lots": want a whole number`},
		{"entry takes a built-in group's id", write("clash.json",
			`{"entries": [{"id": "delver", "name": "Delver", "role": "creature", "hp": 4, "ac": 10, "speed": 30,
			  "weapons": [{"name": "club", "kind": "melee", "damage": "1d6"}]}]}`),
			`clash.json: merged over the built-in delvers catalog:` + "\n" + `group "delver": an entry has the same id`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := loadCatalog(tc.path)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error = %v; want %q", err, tc.want)
			}
		})
	}
}

func TestCatalogTableInDocsMatchesTheJSON(t *testing.T) {
	doc, err := os.ReadFile("../../../docs/catalog.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range Catalog().Entries {
		if row := docRow(e); !strings.Contains(string(doc), row+"\n") {
			t.Errorf("docs/catalog.md lacks the row\n%s", row)
		}
	}
}

// docRow writes an entry as its row in docs/catalog.md's tables.
func docRow(e combat.CatalogEntry) string {
	var ws []string
	for _, w := range e.Weapons {
		s := w.Name
		if w.Count > 1 {
			s += fmt.Sprintf(" ×%d", w.Count)
		}
		s += " " + w.Damage.String()
		if w.Shock.Points > 0 {
			s += " shock " + w.Shock.String()
		}
		if w.Range > 0 {
			s += fmt.Sprintf(", %d/%d ft", w.Range, w.LongRange)
		}
		if w.Hands == 2 {
			s += ", two hands"
		}
		ws = append(ws, s)
	}
	if e.Shield {
		ws = append(ws, "shield")
	}
	weapons := strings.Join(ws, "; ")
	if e.Role == combat.RoleHero {
		var attrs []string
		for _, a := range combat.AttributeNames {
			attrs = append(attrs, fmt.Sprintf("%s %d", a, e.Attributes[a]))
		}
		var skills []string
		for _, s := range []string{"Stab", "Shoot", "Brawl", "Exert", "Heal", "Notice", "Sneak"} {
			if l, ok := e.Skills[s]; ok {
				skills = append(skills, fmt.Sprintf("%s %d", s, l))
			}
		}
		return fmt.Sprintf("| `%s` | %s | %d | %d | %+d | %s | %s | %s | %s |", e.ID, e.Name, e.HP, e.AC, e.AttackBonus,
			strings.Join(attrs, ", "), strings.Join(skills, ", "), weapons, e.Armour)
	}
	traits := strings.Join(e.Traits, ", ")
	if traits == "" {
		traits = "—"
	}
	return fmt.Sprintf("| `%s` | %s | %d | %d | %d | %+d | %+d | %d | %g | %s | %s |", e.ID, e.Name, e.HD, e.HP, e.AC,
		e.AttackBonus, e.SkillBonus, e.Speed, e.Size, weapons, traits)
}

func TestCatalogExampleInDocsLoads(t *testing.T) {
	doc, err := os.ReadFile("../../../docs/catalog.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(doc), "```json\n")
	example, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatal("docs/catalog.md has no ```json example")
	}
	user := filepath.Join(t.TempDir(), "catalog.json")
	if err := os.WriteFile(user, []byte(example), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := loadCatalog(user)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := c.Expand("trolls", 3); err != nil || got[0].ID != "troll" || got[2].Name != "Orc Veteran" {
		t.Errorf("the example's group: %v", err)
	}
}

// loadCatalog is the built-in catalog with the user's file merged over it, as the game loads it.
func loadCatalog(file string) (*combat.Catalog, error) { return rulestest.MergeUserFile(New(), file) }
