package age13

// Tests of the 13th Age catalog: it parses and obeys the rules, has the classes and creatures, covers the bundled maps.

import (
	"os"
	"slices"
	"strings"
	"testing"

	"skirmish/catalog"
	"skirmish/combat"
	"skirmish/combat/rulestest"
)

func TestCatalogEmbeddedParses(t *testing.T) {
	rulestest.CatalogParses(t, catalogJSON, ParseCatalog, Catalog())
}

func TestCatalogContent(t *testing.T) {
	c := Catalog()
	var classes []string
	monsters, mooks := 0, 0
	for _, e := range c.Entries {
		if e.Hero {
			classes = append(classes, e.Class)
			var melee, ranged, signature bool
			for _, w := range e.Weapons {
				p, err := readPower(w)
				if err != nil {
					t.Fatal(err)
				}
				melee = melee || p.basic && meleeCapable(p)
				ranged = ranged || p.basic && p.Ranged() || p.Kind == combat.Spell && p.Ranged()
				signature = signature || !p.basic
			}
			if !melee || !ranged || !signature {
				t.Errorf("%s: basic melee %v, ranged %v, a signature power %v: want all three", e.ID, melee, ranged, signature)
			}
			continue
		}
		monsters++
		if e.Has("mook") {
			mooks++
		}
		if e.Defenses["PD"] == 0 || e.Defenses["MD"] == 0 || e.AttackBonus == 0 {
			t.Errorf("%s: a 13th Age stat line needs an attack bonus, PD and MD", e.ID)
		}
	}
	slices.Sort(classes)
	if want := []string{"barbarian", "cleric", "fighter", "ranger", "rogue", "wizard"}; !slices.Equal(classes, want) {
		t.Errorf("classes %v, want %v", classes, want)
	}
	if monsters < 12 || mooks < 3 {
		t.Errorf("%d creatures, %d of them mooks: want at least 12, some mooks", monsters, mooks)
	}
}

func TestCatalogCoversTheBundledMaps(t *testing.T) {
	c := Catalog()
	rulestest.CheckSpawns(t, c, "../../../maps/*.tmx")
}

func TestUserCatalogIsCheckedByTheRules(t *testing.T) {
	dir := t.TempDir()
	write := func(body string) string { return rulestest.WriteFile(t, dir, "catalog.json", body) }
	good := `{"entries": [{"id": "troll", "name": "Troll", "role": "creature", "level": 5, "attack_bonus": 10,
		"hp": 80, "ac": 21, "defenses": {"PD": 19, "MD": 15}, "speed": 30, "weapons": [
		{"name": "claws", "kind": "melee", "damage": "18", "effects": ["natural even hit: +6 damage"]}]}]}`
	load := func(file string) (*combat.Catalog, error) { return rulestest.MergeUserFile(New(), file) }
	c, err := load(write(good))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := c.Lookup("troll"); !ok {
		t.Fatal("the troll was not merged in")
	}
	_, err = load(write(strings.Replace(good, "natural even hit", "natural banana", 1)))
	if err == nil || !strings.Contains(err.Error(), `entry "troll": weapon "claws": effect "natural banana: +6 damage"`) {
		t.Fatalf("got %v", err)
	}
	_, err = load(write(strings.Replace(good, `"PD": 19, `, ``, 1)))
	if err == nil || !strings.Contains(err.Error(), `entry "troll": a creature needs its defenses PD and MD`) {
		t.Fatalf("got %v", err)
	}
}

func TestCatalogVillain(t *testing.T) {
	// the meaningful-death option's named villain: a creature with the trait villain, under the
	// id the Delvers catalog gives the same creature
	data, err := os.ReadFile("../delvers/catalog.json")
	if err != nil {
		t.Fatal(err)
	}
	delvers, err := catalog.Parse("delvers/catalog.json", data)
	if err != nil {
		t.Fatal(err)
	}
	var villains []string
	for _, e := range Catalog().Entries {
		if !e.Has(Villain) {
			continue
		}
		villains = append(villains, e.ID)
		if d, ok := delvers.Lookup(e.ID); !ok || d.Name != e.Name {
			t.Errorf("villain %q (%s): the Delvers catalog has no %s under that id", e.ID, e.Name, e.Name)
		}
	}
	if !slices.Equal(villains, []string{"wyrm"}) {
		t.Fatalf("villains %v, want the wyrm", villains)
	}
	w, _ := Catalog().Lookup("wyrm")
	p, err := readPower(w.Weapons[1])
	if err != nil || p.targets != 3 || !p.group || !p.limited || p.dmgType != "fire" || w.Defenses["resist fire"] != 16 || w.HP != 120 {
		t.Fatalf("the wyrm's breath %+v (%v), hp %d: want three foes in a group, recharge, fire; it resists fire 16+", p.effects, err, w.HP)
	}
}

// TestCatalogStatLines: each creature's numbers follow its level as 13th Age's baseline
// monster has them (attack +5 at level 0, 16 AC, PD 14, MD 10, 20 hp and 4 damage, rising
// with each level: the table below), so that retuning a level retunes the whole line
// (docs/sim.md "Balance"). Attack is level + 5 (a weak mook's + 4); AC up to 4 under the
// level's, PD and MD within 4 of it; hp within a fifth of the level's times the creature's
// size (large ×2, huge ×3), a mook's from a fifth of it to a third; the best fixed damage 0.6
// to 1.4 times the level's.
func TestCatalogStatLines(t *testing.T) {
	type line struct{ attack, damage, hp, ac, pd, md int }
	baseline := map[int]line{
		0: {5, 4, 20, 16, 14, 10}, 1: {6, 5, 27, 17, 15, 11}, 2: {7, 7, 36, 18, 16, 12},
		3: {8, 10, 45, 19, 17, 13}, 4: {9, 14, 54, 20, 18, 14},
	}
	within := func(v, lo, hi float64) bool { return v >= lo-1e-9 && v <= hi+1e-9 }
	for _, e := range Catalog().Entries {
		if e.Hero {
			continue
		}
		b, ok := baseline[e.Level]
		if !ok {
			t.Errorf("%s: level %d has no baseline here", e.ID, e.Level)
			continue
		}
		size := map[float64]float64{5: 1, 10: 2, 40: 3}[e.Size]
		hp := float64(e.HP) / (float64(b.hp) * size)
		lo, hi := 0.8, 1.2
		if e.Has("mook") {
			lo, hi = 0.2, 1.0/3
		}
		damage := 0
		for _, w := range e.Weapons {
			if w.Damage.Count == 0 {
				damage = max(damage, w.Damage.Bonus)
			}
		}
		switch {
		case e.AttackBonus != e.Level+5 && !(e.Has("mook") && e.AttackBonus == e.Level+4):
			t.Errorf("%s: attack +%d at level %d, want +%d", e.ID, e.AttackBonus, e.Level, e.Level+5)
		case e.AC > b.ac || e.AC < b.ac-4:
			t.Errorf("%s: AC %d at level %d, want %d to %d", e.ID, e.AC, e.Level, b.ac-4, b.ac)
		case abs(e.Defenses["PD"]-b.pd) > 4 || abs(e.Defenses["MD"]-b.md) > 4:
			t.Errorf("%s: PD %d, MD %d at level %d, want within 4 of %d and %d", e.ID, e.Defenses["PD"], e.Defenses["MD"], e.Level, b.pd, b.md)
		case !within(hp, lo, hi):
			t.Errorf("%s: %d hp at level %d is %.2f of the level's %d (×%v for its size), want %.2f to %.2f", e.ID, e.HP, e.Level, hp, b.hp, size, lo, hi)
		case damage > 0 && !within(float64(damage)/float64(b.damage), 0.6, 1.4):
			t.Errorf("%s: %d damage at level %d, want 0.6 to 1.4 of %d", e.ID, damage, e.Level, b.damage)
		}
	}
}

// abs returns the absolute value of n.
func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
