package realms

// Tests of the Realms catalog: it parses, covers every unit the bundled maps spawn (square and
// hex), and its stat lines are Realms': body points, AC, speed, skills that give dice, weapons
// with a damage category and known properties, sizes, resistances, a mount and a rider.

import (
	"slices"
	"strings"
	"testing"

	"skirmish/catalog"
	"skirmish/combat"
	"skirmish/combat/rulestest"
)

func TestCatalogParses(t *testing.T) {
	rulestest.CatalogParses(t, catalogJSON, catalog.Parse, Catalog())
}

// TestCatalogStatLines: at least 6 heroes and 12 creatures; every weapon names one damage
// category of the text's ten and only properties the rules read, each of its skills is one the
// sheet has (or none: the pool's single die), its damage is the one body point a hit deals; an
// area spell names its area ("burst 10") and deals 1 to 3 body points on a failed save, and
// some hero casts one.
func TestCatalogStatLines(t *testing.T) {
	heroes, creatures := 0, 0
	var mount, rider, resistant, large, area bool
	for _, e := range Catalog().Entries {
		if e.Role == combat.RoleHero {
			heroes++
		} else {
			creatures++
		}
		if e.HP < 1 || e.HP > 12 || e.AC < 10 || e.AC > 18 || e.Speed < 20 || e.Description == "" {
			t.Errorf("%s: body points %d, AC %d, speed %d: want 1-12, 10-18, at least 20, and a description", e.ID, e.HP, e.AC, e.Speed)
		}
		for _, w := range e.Weapons {
			cats := 0
			for _, fx := range w.Effects {
				switch {
				case slices.Contains(Categories, fx):
					cats++
				case isArea(combat.Weapon{Effects: []string{fx}}):
				case !slices.Contains(Properties, fx):
					t.Errorf("%s's %s: effect %q is neither a category nor a property", e.ID, w.Name, fx)
				}
			}
			if cats != 1 {
				t.Errorf("%s's %s names %d damage categories, want 1", e.ID, w.Name, cats)
			}
			for s := range strings.SplitSeq(w.Skill, ",") {
				if s = strings.TrimSpace(s); s != "" && e.Skills[s] < 1 {
					t.Errorf("%s's %s uses the skill %q the sheet lacks", e.ID, w.Name, s)
				}
			}
			if isArea(w) {
				area = true
				if w.Damage.Min() < 1 || w.Damage.Max() > 3 || !w.Ranged() {
					t.Errorf("%s's %s: damage %v, range %d: want 1 to 3 body points on a failed save, at range", e.ID, w.Name, w.Damage, w.Range)
				}
			} else if w.Damage.Min() != 1 || w.Damage.Max() != 1 {
				t.Errorf("%s's %s: damage %v, want 1 (a body point a hit)", e.ID, w.Name, w.Damage)
			}
		}
		mount = mount || e.Has("mount")
		if _, ok := mountOf(&e.Sheet); ok {
			rider = true
			if e.Defenses["mount speed"] < e.Speed || e.Defenses["mount body"] < 1 {
				t.Errorf("%s rides a mount of %d ft and %d body points", e.ID, e.Defenses["mount speed"], e.Defenses["mount body"])
			}
		}
		for _, tr := range e.Traits {
			resistant = resistant || strings.HasPrefix(tr, "resist-") || strings.HasPrefix(tr, "vulnerable-")
		}
		large = large || sizeOf(&e.Sheet) >= sizeLarge
	}
	if !area {
		t.Error("no unit casts an area spell")
	}
	if heroes < 6 || creatures < 12 || !mount || !rider || !resistant || !large {
		t.Errorf("%d heroes, %d creatures, a mount %v, a rider %v, resistances %v, a large creature %v", heroes, creatures, mount, rider, resistant, large)
	}
}

// TestCatalogForte: a sheet's forte in a weapon ("WEAPON forte") is one of its applicable skills
// and adds a die to every attack with that weapon, as "if that character also has an
// applicable slashing skill to include, then 2d20 are rolled" (enchanted-realms-combat.txt "The
// Attack"); the knight's longsword forte does, and so must the pikeman's halberd forte, which
// is also impalement's fourth die ("Impalement Maneuver"): the pikeman's halberd rolls 1 +
// polearms + halberd forte = 3d20.
func TestCatalogForte(t *testing.T) {
	for _, e := range Catalog().Entries {
		for s := range e.Skills {
			name, ok := strings.CutSuffix(s, " forte")
			if !ok {
				continue
			}
			i := slices.IndexFunc(e.Weapons, func(w combat.Weapon) bool { return w.Name == name })
			if i < 0 {
				t.Errorf("%s has %q but no %s", e.ID, s, name)
				continue
			}
			if got := weaponSkills(&e.Sheet, e.Weapons[i]); !slices.Contains(got, s) {
				t.Errorf("%s's %s: applicable skills %v, want %q among them", e.ID, name, got, s)
			}
		}
	}
	pike, ok := Catalog().Lookup("pikeman")
	if !ok {
		t.Fatal("no pikeman")
	}
	if n := 1 + len(weaponSkills(&pike.Sheet, pike.Weapons[0])); n != 3 {
		t.Errorf("the pikeman's halberd rolls %dd20, want 3 (one, polearms, halberd forte)", n)
	}
}

// TestCatalogCoversTheBundledMaps: every unit id a bundled map spawns, square or hex, is an
// entry or group of the catalog, and a battle on each map can be set up.
func TestCatalogCoversTheBundledMaps(t *testing.T) {
	c := Catalog()
	if maps, _ := rulestest.CheckSpawns(t, c, "../../../maps/*.tmx", "../../../maps/hex/*.tmx"); len(maps) < 9 {
		t.Fatalf("found %d bundled maps", len(maps))
	}
	party, err := c.Expand("delver", 4)
	if err != nil || len(party) != 4 || !party[0].Hero {
		t.Fatalf("the delver party: %v %v", party, err)
	}
}

// TestPresenter: the panel's round (action, feet, reaction), the chips, the reaction dialog.
func TestPresenter(t *testing.T) {
	f := setup(t, "..AB.", map[rune]who{'A': hero(swordsman), 'B': foe(brute)}, "AB")
	r := Rules{}
	v := r.Unit(f.Battle, f.U("A"))
	if len(v.Lines) == 0 || v.Lines[0].Text != "action ready · 30 ft to move · reaction ready" {
		t.Fatalf("panel %+v", v.Lines)
	}
	if cv, ok := r.Condition(combat.Condition{Name: Prone}); !ok || !cv.Hurts {
		t.Fatalf("prone chip %+v", cv)
	}
	if _, ok := r.Condition(combat.Condition{Name: Struck}); ok {
		t.Fatalf("a bookkeeping condition is a chip")
	}
	rv := r.Reaction(f.Battle, f.U("B"), combat.Prompt{Kind: combat.PromptLeave, Actor: "A", Target: "B"},
		[]combat.Action{{Kind: KindFleeAttack, Unit: "B", Target: "A", Weapon: "axe"}})
	if len(rv.Buttons) != 1 || rv.Buttons[0].Label != "Flee attack on A" || rv.Buttons[0].Detail != "A normal attack with axe: 1d20 at +1 vs 14" {
		t.Fatalf("reaction view %+v", rv)
	}
	if combat.Present(New()) == (combat.Plain{}) {
		t.Fatalf("the ruleset has no presenter")
	}
}
