package campaign

// Views: what the campaign screens show of a run, worked out here so that they need no rules
// package: the party's heroes as they stand, the foes of a battle by kind.

import (
	"fmt"
	"strings"

	"skirmish/combat"
	"skirmish/combat/rules/age13"
)

// HeroView is what a screen shows of a hero: its sheet and what it carries.
type HeroView struct {
	Name, Kind, Class string
	Level             int
	HP, MaxHP         int
	// Recoveries are those left; Total the class's.
	Recoveries, Total int
	Potions, Wounds   int
	Dead              bool
	// Daily are the powers used until a full heal-up; Resting the recharge powers sitting the
	// next battle out.
	Daily, Resting []string
	// Recovers reports whether the hero's ruleset has 13th Age's recoveries (Recoveries,
	// Total, Potions, Wounds, Daily and Resting mean something); Short says what a Delvers,
	// d20 or Realms hero runs short of ("javelin 1 of 3"), "" for nothing.
	Recovers bool
	Short    string
}

// Party describes the run's party as it stands.
func Party(st *State) []HeroView {
	var out []HeroView
	for _, h := range st.Party {
		s, err := h.Member.Sheet()
		if err != nil {
			continue
		}
		if h.Kept != nil {
			out = append(out, HeroView{Name: h.Member.Name, Kind: h.Member.Kind, Class: kindName(h.Member.ruleset(), h.Member.Kind),
				Level: s.Level, HP: h.Kept.HP, MaxHP: s.HP, Dead: h.Kept.Dead, Short: h.Kept.carried(&s)})
			continue
		}
		v := HeroView{Name: h.Member.Name, Kind: h.Member.Kind, Class: KindName(h.Member.Kind), Level: s.Level, Recovers: true,
			HP: h.Carries.HP, MaxHP: h.Carries.MaxHP(&s), Recoveries: h.Carries.RecoveriesLeft(&s), Potions: h.Carries.Potions,
			Wounds: h.Carries.Wounds, Dead: h.Carries.Dead, Daily: h.Carries.Expended, Resting: h.Carries.Resting}
		if cl, ok := age13.ClassOf(&s); ok {
			v.Total = cl.Recoveries
		}
		out = append(out, v)
	}
	return out
}

// KindName is the name the 13th Age catalog gives a kind ("dire-rat" is "Dire rat"), or the
// kind itself.
func KindName(kind string) string { return kindName(age13.ID, kind) }

// kindName is the name the ruleset's catalog gives a kind, or the kind itself.
func kindName(rules, kind string) string {
	m := Member{rules: rules}
	if cat, err := m.catalog(); err == nil {
		if e, ok := cat.Lookup(kind); ok {
			return e.Name
		}
	}
	return kind
}

// Foes lists the units the party faces in nb, by kind: "Skeleton × 4  ·  Ghoul"; "" for none.
func (nb *Battle) Foes() string {
	count := map[string]int{}
	var order []string
	for _, u := range nb.Setup.Units {
		if u.Side == nb.Party {
			continue
		}
		name := kindName(rulesOf(nb.Setup.Rules), u.Kind)
		if count[name] == 0 {
			order = append(order, name)
		}
		count[name]++
	}
	var parts []string
	for _, name := range order {
		if count[name] > 1 {
			parts = append(parts, fmt.Sprintf("%s × %d", name, count[name]))
		} else {
			parts = append(parts, name)
		}
	}
	return strings.Join(parts, "  ·  ")
}

// rulesOf is the ruleset's id, or 13th Age's for none.
func rulesOf(r combat.Ruleset) string {
	if r == nil {
		return age13.ID
	}
	return r.ID()
}
