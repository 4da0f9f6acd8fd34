package combat

// Units: who stands on the battlefield, with the sheet a ruleset reads and the state events change.

import (
	"fmt"
	"iter"
	"maps"
	"slices"
	"strings"

	"skirmish/grid"
)

// Status is where a unit stands in the battle.
type Status string

// The statuses a unit can have; only an active unit acts.
const (
	Active Status = "active" // fighting
	Down   Status = "down"   // at 0 hp, out of the fight but not dead (mortally injured, dying)
	Dead   Status = "dead"
	Fled   Status = "fled" // left the battlefield (delvers-combat.md "Morale": gone, not dead)
)

// Shock is a weapon's damage on a miss (delvers-combat.md "Shock"): Points against targets whose
// AC is at most AC; AC 0 is the text's "-", against any AC. Points 0 means no shock.
type Shock struct {
	Points int `json:"points"`
	AC     int `json:"ac"`
}

// String writes the text's notation: "2/15", "5/-", or "" for none.
func (s Shock) String() string {
	if s.Points == 0 {
		return ""
	}
	if s.AC == 0 {
		return fmt.Sprintf("%d/-", s.Points)
	}
	return fmt.Sprintf("%d/%d", s.Points, s.AC)
}

// MarshalText writes the shock as "2/15".
func (s Shock) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads "2/15", "5/-" or "" (no shock).
func (s *Shock) UnmarshalText(b []byte) error {
	t := strings.TrimSpace(string(b))
	if t == "" || t == "-" {
		*s = Shock{}
		return nil
	}
	var pts, ac int
	pt, act, ok := strings.Cut(t, "/")
	if !ok {
		return fmt.Errorf("shock %q: want points/AC such as 2/15 or 5/-", t)
	}
	if _, err := fmt.Sscan(pt, &pts); err != nil || pts < 0 || pts > 100 {
		return fmt.Errorf("shock %q: points must be a number from 0 to 100", t)
	}
	if act != "-" {
		if _, err := fmt.Sscan(act, &ac); err != nil || ac < 1 || ac > 100 {
			return fmt.Errorf("shock %q: AC must be a number from 1 to 100 or -", t)
		}
	}
	*s = Shock{Points: pts, AC: ac}
	return nil
}

// Weapon kinds.
const (
	Melee    = "melee"    // swords, spears, claws
	Unarmed  = "unarmed"  // fists and feet: Brawl adds to damage
	Thrown   = "thrown"   // daggers, javelins: melee or ranged
	Bow      = "bow"      // missile weapons that cannot fire in melee
	Crossbow = "crossbow" // like a bow (a hand crossbow too), reloaded as a main action
	Sling    = "sling"    // one-handed missile weapon: -4 in melee
	Spell    = "spell"    // magic aimed at a foe: at range when it has one, else close quarters
)

// Weapon is one weapon or natural attack on a sheet.
type Weapon struct {
	Name string `json:"name"`
	// Kind is one of Melee, Unarmed, Thrown, Bow, Crossbow, Sling.
	Kind   string `json:"kind"`
	Damage Roll   `json:"damage"`
	// Attributes the attacker may choose from for attack and damage ("STR", "DEX").
	Attributes []string `json:"attributes,omitempty"`
	// Skill is the combat skill the weapon uses (Stab, Shoot, Brawl, Exert).
	Skill string `json:"skill,omitempty"`
	// Range and LongRange are in feet, for thrown and missile weapons.
	Range     int   `json:"range,omitempty"`
	LongRange int   `json:"long_range,omitempty"`
	Shock     Shock `json:"shock,omitzero"`
	// Hands is 1 or 2; a two-handed missile weapon cannot fire in melee (nor any bow or
	// crossbow, whatever its hands).
	Hands int `json:"hands,omitempty"`
	// Magic is the weapon's magical bonus to hit and damage.
	Magic int `json:"magic,omitempty"`
	// Count is how many of the weapon the unit carries (javelins); 0 means 1.
	Count int `json:"count,omitempty"`
	// Stowed weapons start the battle in the pack, not in hand.
	Stowed bool `json:"stowed,omitempty"`
	// Against names the defence the attack is rolled against, for rulesets with more than
	// one ("PD", "MD" in 13th Age); empty means AC.
	Against string `json:"against,omitempty"`
	// Effects are what the attack does besides its damage, in the words of the ruleset that
	// reads them (13th Age: "miss: level", "natural 16+: ongoing 5 fire"); the ruleset checks
	// them when it prepares a battle, other rulesets ignore them.
	Effects []string `json:"effects,omitempty"`
}

// Ranged reports whether the weapon can attack at range.
func (w Weapon) Ranged() bool { return w.Range > 0 }

// InMelee reports whether the weapon can attack an adjacent foe in melee.
func (w Weapon) InMelee() bool { return w.Kind == Melee || w.Kind == Unarmed || w.Kind == Thrown }

// Missile reports whether the weapon shoots (a bow, crossbow or sling) rather than strikes
// or is thrown.
func (w Weapon) Missile() bool { return w.Kind == Bow || w.Kind == Crossbow || w.Kind == Sling }

// Sheet is what a ruleset reads about a unit: the catalog entry or inline stats.
type Sheet struct {
	// Hero marks a player character (a Delver): it adds its DEX to its side's initiative and
	// is mortally injured, not slain, at 0 hp.
	Hero bool `json:"hero,omitempty"`
	// Attributes are scores (3-18) by name: STR, DEX, CON, INT, WIS, CHA.
	Attributes map[string]int `json:"attributes,omitempty"`
	// Skills are skill levels by name (Stab, Shoot, Brawl, Exert, Heal, Notice, Sneak); a
	// skill that is absent is untrained.
	Skills map[string]int `json:"skills,omitempty"`
	// HD is an NPC's hit dice; 0 for heroes.
	HD int `json:"hd,omitempty"`
	// HP is the unit's maximum hit points.
	HP int `json:"hp"`
	// AttackBonus is the base attack bonus (an NPC's is usually its HD).
	AttackBonus int `json:"attack_bonus"`
	// SkillBonus is an NPC's bonus on skill checks, in place of attribute and skill.
	SkillBonus int `json:"skill_bonus,omitempty"`
	AC         int `json:"ac"`
	// Speed is the normal movement rate in feet (30 for a human).
	Speed int `json:"speed"`
	// Size is the largest dimension in feet (5 for a man).
	Size    float64  `json:"size,omitempty"`
	Weapons []Weapon `json:"weapons"`
	Shield  bool     `json:"shield,omitempty"`
	Armour  string   `json:"armour,omitempty"`
	// Traits are rule-relevant tags: undead, construct, zealot, militarised (fearless),
	// disciplined (may snap attack).
	Traits []string `json:"traits,omitempty"`
	// Level is a hero's level (rulesets that scale by level use it).
	Level int `json:"level,omitempty"`
	// Class is a hero's class, for rulesets whose numbers come from it (13th Age: "fighter").
	Class string `json:"class,omitempty"`
	// Defenses are defence numbers besides AC, by name, for rulesets that have them (13th Age:
	// "PD" and "MD", and resistances such as "resist fire", the natural roll that beats it).
	Defenses map[string]int `json:"defenses,omitempty"`
	// Initiative is an initiative bonus the sheet states outright (a 13th Age monster's
	// "Initiative +5"); rulesets that work it out from attributes ignore it.
	Initiative int `json:"initiative,omitempty"`
}

// Clone returns a deep copy of the sheet: maps, traits and weapons are the copy's own.
func (s Sheet) Clone() Sheet {
	s.Attributes = maps.Clone(s.Attributes)
	s.Skills = maps.Clone(s.Skills)
	s.Defenses = maps.Clone(s.Defenses)
	s.Traits = slices.Clone(s.Traits)
	s.Weapons = slices.Clone(s.Weapons)
	for i := range s.Weapons {
		s.Weapons[i].Attributes = slices.Clone(s.Weapons[i].Attributes)
		s.Weapons[i].Effects = slices.Clone(s.Weapons[i].Effects)
	}
	return s
}

// Has reports whether the sheet has a trait.
func (s *Sheet) Has(trait string) bool { return slices.Contains(s.Traits, trait) }

// Weapon returns the sheet's weapon with the given name.
func (s *Sheet) Weapon(name string) (Weapon, bool) {
	for _, w := range s.Weapons {
		if strings.EqualFold(w.Name, name) {
			return w, true
		}
	}
	return Weapon{}, false
}

// Ends says when a condition ends on its own.
type Ends string

// When conditions end. Start and end of turn refer to the turn of the condition's Owner.
const (
	Never        Ends = ""
	EndOfRound   Ends = "end of round"
	StartOfTurn  Ends = "start of turn"
	EndOfTurn    Ends = "end of turn"
	EndOfBattle  Ends = "end of battle"
	StartOfRound Ends = "start of round"
)

// Condition is a named state on a unit: prone, grappled, total defense. Source is the unit
// that caused it (a grappler, a screen's defender), Value a number it carries (an AC change,
// a count), Ends when it ends and Owner whose turn that refers to.
type Condition struct {
	Name   string `json:"name"`
	Source string `json:"source,omitempty"`
	Value  int    `json:"value,omitempty"`
	Note   string `json:"note,omitempty"`
	Ends   Ends   `json:"ends,omitempty"`
	Owner  string `json:"owner,omitempty"`
}

// Slot is one kind of action a unit may still spend this round or turn ("main", "move").
type Slot struct {
	Name string `json:"name"`
	Left int    `json:"left"`
}

// Item is something a unit carries: a weapon in hand (Ready) or in the pack, or a shield.
type Item struct {
	Weapon Weapon `json:"weapon"`
	Ready  bool   `json:"ready"`
}

// GroundItem is an item lying on the battlefield (a thrown javelin, a dropped sword).
type GroundItem struct {
	Weapon Weapon   `json:"weapon"`
	Pos    grid.Pos `json:"pos"`
}

// Unit is one combatant. Its state (position, hp, status, conditions, budget, items) changes
// only by events; read it freely.
type Unit struct {
	// ID is the unit's index in Battle.Units plus 1; names are what actions and events use.
	ID   int    `json:"-"`
	Name string `json:"name"`
	// Kind is the catalog id the unit came from ("" for inline stats).
	Kind  string   `json:"kind,omitempty"`
	Side  int      `json:"-"`
	Pos   grid.Pos `json:"pos"`
	Sheet Sheet    `json:"-"`

	HP         int         `json:"hp"`
	Status     Status      `json:"status"`
	Conditions []Condition `json:"conditions"`
	Budget     []Slot      `json:"-"`
	Items      []Item      `json:"-"`
	// DownRound is the round the unit went down (0 if it has not).
	DownRound int `json:"-"`
	// Broken is set once the unit has reached its own breaking point (a MoraleBroken event).
	Broken bool `json:"broken,omitempty"`

	// changes is the battle's count of changes (Battle.touch) when an event last changed the
	// unit: the threat estimates kept for it hold while it stands.
	changes uint64
}

// MaxHP is the unit's maximum hit points.
func (u *Unit) MaxHP() int { return u.Sheet.HP }

// Active reports whether the unit is still fighting.
func (u *Unit) Active() bool { return u.Status == Active }

// Is reports whether the unit has a condition by that name.
func (u *Unit) Is(name string) bool {
	for _, c := range u.Conditions {
		if c.Name == name {
			return true
		}
	}
	return false
}

// Condition returns the unit's first condition by that name.
func (u *Unit) Condition(name string) (Condition, bool) {
	for _, c := range u.Conditions {
		if c.Name == name {
			return c, true
		}
	}
	return Condition{}, false
}

// ConditionsNamed returns every condition by that name (several grapplers, several screens).
func (u *Unit) ConditionsNamed(name string) []Condition {
	var out []Condition
	for _, c := range u.Conditions {
		if c.Name == name {
			out = append(out, c)
		}
	}
	return out
}

// Left returns how many of the slot the unit may still spend.
func (u *Unit) Left(slot string) int {
	for _, s := range u.Budget {
		if s.Name == slot {
			return s.Left
		}
	}
	return 0
}

// Ready returns the weapons the unit holds ready, in sheet order.
func (u *Unit) Ready() []Weapon {
	var out []Weapon
	for _, it := range u.Items {
		if it.Ready {
			out = append(out, it.Weapon)
		}
	}
	return out
}

// Readied yields the weapons the unit holds ready, in sheet order, as Ready lists them but
// without building a slice (for loops on hot paths).
func (u *Unit) Readied() iter.Seq[Weapon] {
	return func(yield func(Weapon) bool) {
		for _, it := range u.Items {
			if it.Ready && !yield(it.Weapon) {
				return
			}
		}
	}
}

// Item returns the index of the unit's first item with that name, ready ones first, or -1.
func (u *Unit) Item(name string) int {
	idx := -1
	for i, it := range u.Items {
		if strings.EqualFold(it.Weapon.Name, name) {
			if it.Ready {
				return i
			}
			if idx < 0 {
				idx = i
			}
		}
	}
	return idx
}

// Standing reports whether the unit is on its feet (active and not prone).
func (u *Unit) Standing() bool { return u.Status == Active && !u.Is("prone") }
