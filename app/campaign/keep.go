package campaign

// What a Delvers, d20 or Realms hero carries between battles: its hit points, its thrown weapons and spells, its death.

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"skirmish/combat"
	"skirmish/combat/rules/d20lite"
)

// Kept is what a hero of a ruleset without 13th Age's rests (Delvers, d20, Realms) carries
// from one battle to the next. Those texts give no healing between fights
// (delvers-combat.md, d20-sunday-stats-combat.txt "Injury and Death",
// enchanted-realms-combat.txt): hit points lost stay lost until a full heal-up, a hero that
// fell and lived gets up at 1 hit point after the battle, thrown weapons the party leaves on
// a field it does not hold are gone, and a d20 spell cast is gone until a full heal-up (its
// "count" is its castings, docs/rulings.md "Spells"). The rulings are docs/campaign.md's.
type Kept struct {
	// HP is the hero's hit points now (at least 1 once the battle is over, for the living).
	HP int `json:"hp"`
	// Left are the weapons of which the hero carries fewer than its sheet gives, by name: how
	// many are left (thrown weapons, d20 spells' castings).
	Left map[string]int `json:"left,omitempty"`
	// Dead is set for good once the hero dies.
	Dead bool `json:"dead,omitempty"`
}

// newKept is a hero fresh from a full heal-up: its sheet's hit points and every weapon.
func newKept(s *combat.Sheet) Kept { return Kept{HP: s.HP} }

// counts is how many of each weapon the sheet gives, by name (a weapon's count, 1 for 0).
func counts(s *combat.Sheet) map[string]int {
	out := map[string]int{}
	for _, w := range s.Weapons {
		out[w.Name] += max(w.Count, 1)
	}
	return out
}

// setup is how the hero enters its next battle: its sheet with the weapons it has left (one
// it has none of left out), and its hit points, at least 1.
func (k *Kept) setup(s combat.Sheet) (combat.Sheet, int) {
	s = s.Clone()
	var ws []combat.Weapon
	for _, w := range s.Weapons {
		n, short := k.Left[w.Name]
		switch {
		case !short:
			ws = append(ws, w)
		case n > 0:
			w.Count = n
			ws = append(ws, w)
		}
	}
	s.Weapons = ws
	return s, min(max(k.HP, 1), s.HP)
}

// afterBattle reads what the battle left u with into k: its hit points and death, the
// weapons it still holds or carries, those it threw and the party picked up again when it
// held the field (won), less each d20 spell it cast. It reports whether the hero fell (went
// down) in the battle. A hero down at the end and alive is tended after the battle and gets
// up at 1 hit point: Delvers' mortally injured are stabilised (delvers-combat.md "Mortally
// Injured"; the party has the time the battle did not give), d20's dying are stabilised
// (d20-sunday-stats-combat.txt "Injury and Death": a DC 15 Heal check, taken with time to
// spare), Realms' unconscious wake.
func (k *Kept) afterBattle(b *combat.Battle, u *combat.Unit, s *combat.Sheet, won bool) bool {
	k.HP = u.HP
	k.Dead = u.Status == combat.Dead
	fell := false
	have := map[string]int{}
	for _, it := range u.Items {
		have[it.Weapon.Name]++
	}
	for _, e := range b.Log {
		switch e := e.(type) {
		case combat.StatusChanged:
			if e.Unit == u.Name && e.Status == combat.Down {
				fell = true
			}
		case combat.ItemDropped:
			if e.Unit == u.Name && won {
				have[e.Item]++ // back from the field the party holds
			}
		case combat.ItemPickedUp:
			if e.Unit == u.Name && won {
				have[e.Item]-- // counted once: in hand at the end and on the ground when it was dropped
			}
		}
	}
	for _, c := range u.ConditionsNamed(d20lite.SpellCast) {
		have[c.Source]--
	}
	full := counts(s)
	k.Left = nil
	for _, name := range slices.Sorted(maps.Keys(full)) {
		if n := max(min(have[name], full[name]), 0); n < full[name] {
			if k.Left == nil {
				k.Left = map[string]int{}
			}
			k.Left[name] = n
		}
	}
	if !k.Dead && k.HP < 1 {
		k.HP = 1
	}
	return fell
}

// healUp is a full heal-up: every hit point back, thrown weapons restocked, spells again.
func (k *Kept) healUp(s *combat.Sheet) {
	if k.Dead {
		return
	}
	k.HP, k.Left = s.HP, nil
}

// check range-checks what k carries as the game could have written it.
func (k *Kept) check(s *combat.Sheet) error {
	switch {
	case k.HP > s.HP || k.HP < 1 && !k.Dead || k.HP < -100*s.HP:
		return fmt.Errorf("hp %d: want 1 to its %d maximum", k.HP, s.HP)
	}
	full := counts(s)
	for name, n := range k.Left {
		if f, ok := full[name]; !ok || n < 0 || n >= f {
			return fmt.Errorf("left: %q %d: want a weapon of the hero's with fewer than its %d", name, n, f)
		}
	}
	return nil
}

// carried says what a hero has left of the weapons it runs short of: "javelin 1 of 3"; ""
// for none short.
func (k *Kept) carried(s *combat.Sheet) string {
	if len(k.Left) == 0 {
		return ""
	}
	full := counts(s)
	var parts []string
	for _, name := range slices.Sorted(maps.Keys(k.Left)) {
		parts = append(parts, fmt.Sprintf("%s %d of %d", name, k.Left[name], full[name]))
	}
	return strings.Join(parts, ", ")
}
