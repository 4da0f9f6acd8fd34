package age13

// Between battles: what a battle leaves a hero with, quick rests (recoveries, recharge rolls, edition 2's skulls), full heal-ups and lasting wounds.

import (
	"errors"
	"fmt"
	"slices"

	"skirmish/combat"
)

// Hero is what a hero carries from one battle to the next (13th-age-combat-rules.txt "Rest
// and Recharge"; 13th-age-2e-reference-sheet.txt "Quick Rest", "Full Heal").
type Hero struct {
	// HP is the hero's hit points now: below 0 only for one that fell and has not been healed.
	HP int `json:"hp"`
	// Recoveries is how many recoveries it has spent since its last full heal-up; Lacked how
	// many of those it did not have (−1 each to attacks and defences until a full heal-up).
	Recoveries int `json:"recoveries_used"`
	Lacked     int `json:"recoveries_lacked,omitempty"`
	// Expended are its limited powers used and not yet back: daily ones until a full
	// heal-up, recharge ones until a quick rest's recharge roll. Resting are the recharge
	// powers whose roll failed: out of the next battle, back after it.
	Expended []string `json:"expended,omitempty"`
	Resting  []string `json:"resting,omitempty"`
	// Wounds are its lasting wounds (the optional rule); Skulls its skulls (edition 2).
	Wounds int `json:"lasting_wounds,omitempty"`
	Skulls int `json:"skulls,omitempty"`
	// Potions is how many healing potions it carries.
	Potions int `json:"potions,omitempty"`
	// Dead is set for good once it dies.
	Dead bool `json:"dead,omitempty"`
}

// NewHero is a hero fresh from a full heal-up with its sheet's hit points and its potions.
func NewHero(s *combat.Sheet, potions int) Hero { return Hero{HP: s.HP, Potions: potions} }

// MaxHP is the hero's maximum hit points with its lasting wounds, from its sheet's.
func (h *Hero) MaxHP(s *combat.Sheet) int { return WoundedHP(s.HP, s.Level, h.Wounds) }

// Staggered reports whether the hero is at half its maximum or fewer.
func (h *Hero) Staggered(s *combat.Sheet) bool { return 2*h.HP <= h.MaxHP(s) }

// RecoveriesLeft is how many recoveries the hero has until its next full heal-up.
func (h *Hero) RecoveriesLeft(s *combat.Sheet) int {
	c, _ := ClassOf(s)
	return max(c.Recoveries-h.Recoveries, 0)
}

// Setup is how the hero enters its next battle: its sheet with the hit points its lasting
// wounds leave, its hit points (at least 1: nobody starts a battle unconscious), and the
// conditions that carry what it spent: recoveries, the recoveries it lacked, its expended and
// resting powers, its skulls, its lasting wounds and its potions.
func (h *Hero) Setup(s combat.Sheet) (combat.Sheet, int, []combat.Condition) {
	s = s.Clone()
	s.HP = h.MaxHP(&s)
	hp := min(max(h.HP, 1), s.HP)
	var cs []combat.Condition
	counter := func(name string, v int) {
		if v > 0 {
			cs = append(cs, combat.Condition{Name: name, Value: v, Ends: combat.EndOfBattle})
		}
	}
	counter(Recoveries, h.Recoveries)
	counter(deficit, h.Lacked)
	counter(Skulls, h.Skulls)
	counter(LastingWounds, h.Wounds)
	for _, p := range slices.Concat(h.Expended, h.Resting) {
		cs = append(cs, combat.Condition{Name: Expended, Source: p, Ends: combat.EndOfBattle})
	}
	for range h.Potions {
		cs = append(cs, combat.Condition{Name: HealingPotion})
	}
	return s, hp, cs
}

// AfterBattle reads what the battle left u with into h: its hit points and status, the
// recoveries it spent and lacked, its expended powers, skulls and potions, and, with the
// lasting-wound rule on, a lasting wound if it dropped to 0 hp or below one or more times
// (13th-age-combat-rules.txt "Optional Lasting-Wound Rule"). A hero in a coma (meaningful
// death) is alive. It reports whether the hero fell in the battle.
func AfterBattle(b *combat.Battle, u *combat.Unit, h *Hero) bool {
	h.HP = u.HP
	h.Dead = u.Status == combat.Dead
	h.Recoveries = count(u, Recoveries)
	h.Lacked = count(u, deficit)
	h.Skulls = count(u, Skulls)
	h.Potions = len(u.ConditionsNamed(HealingPotion))
	h.Expended = h.Expended[:0]
	for _, c := range u.ConditionsNamed(Expended) {
		if !slices.Contains(h.Resting, c.Source) && !slices.Contains(h.Expended, c.Source) {
			h.Expended = append(h.Expended, c.Source)
		}
	}
	fell := false
	for _, e := range b.Log {
		if s, ok := e.(combat.StatusChanged); ok && s.Unit == u.Name && s.Status == combat.Down {
			fell = true
			break
		}
	}
	if fell && on(b, OptionWounds) && !h.Dead {
		h.Wounds++
	}
	return fell
}

// Recovered is one recovery spent at a rest: the hit points it gave, in words.
type Recovered struct {
	Heal int    `json:"heal"`
	Text string `json:"text"`
}

// Recharged is one recharge roll at a quick rest.
type Recharged struct {
	Power string `json:"power"`
	Roll  int    `json:"roll"`
	Need  int    `json:"need"`
	Back  bool   `json:"back"`
}

// Rest is what a quick rest did for a hero.
type Rest struct {
	Recoveries []Recovered `json:"recoveries,omitempty"`
	Recharges  []Recharged `json:"recharges,omitempty"`
	// Returned are the powers that sat out the last battle after a failed recharge roll.
	Returned []string `json:"returned,omitempty"`
	// Skulls is how many skulls the rest healed (edition 2).
	Skulls int `json:"skulls_healed,omitempty"`
	// HP is the hero's hit points after the rest.
	HP int `json:"hp"`
}

// QuickRest rests a living hero between battles (13th-age-combat-rules.txt "Quick Rests";
// 13th-age-2e-reference-sheet.txt "Quick Rest"), rolling with d:
//   - the recharge powers that failed their roll at the last rest are back;
//   - each recharge power used in the last battle rolls a d20: its recharge value or more
//     and it is back, else it sits out the next battle;
//   - a staggered hero must heal: it spends a recovery (half, and −1 until a full heal-up,
//     when it has none left; docs/rulings.md); then it spends more while it has some left
//     and the hit points it lacks are at least a recovery's average, so that none is wasted
//     (the player's choice, played as the AI plays it);
//   - edition 2: all skulls but one heal; the last waits for a full heal-up.
//
// average takes each recovery's average instead of rolling it. Dead heroes do not rest.
func QuickRest(d *combat.Dice, h *Hero, s *combat.Sheet, ed int, average bool) (Rest, error) {
	var r Rest
	if h.Dead {
		return r, nil
	}
	r.Returned, h.Resting = h.Resting, nil
	var kept []string
	for _, name := range h.Expended {
		w, ok := s.Weapon(name)
		p, err := readPower(w)
		if !ok || err != nil || p.recharge == 0 {
			kept = append(kept, name) // daily: until a full heal-up
			continue
		}
		v, _, err := d.Roll(combat.Roll{Count: 1, Sides: 20})
		if err != nil {
			return r, err
		}
		back := v >= p.recharge
		r.Recharges = append(r.Recharges, Recharged{Power: name, Roll: v, Need: p.recharge, Back: back})
		if !back {
			h.Resting = append(h.Resting, name)
		}
	}
	h.Expended = kept
	for first := true; ; first = false {
		left := h.RecoveriesLeft(s)
		must := first && h.Staggered(s)
		worth := left > 0 && h.MaxHP(s)-max(h.HP, 0) >= restAverage(s)
		if !must && !worth {
			break
		}
		rec, err := restRecovery(d, h, s, average)
		if err != nil {
			return r, err
		}
		r.Recoveries = append(r.Recoveries, rec)
		if left == 0 {
			break // one recovery it did not have, because it had to; no more
		}
	}
	if ed == 2 && h.Skulls > 1 {
		r.Skulls, h.Skulls = h.Skulls-1, 1
	}
	r.HP = h.HP
	return r, nil
}

// SpendRecovery spends one more recovery of a living hero at a quick rest, by the player's
// choice beyond what QuickRest spent (13th-age-combat-rules.txt "Quick Rests": the heroes may
// use recoveries to heal): the class die once per level (or, with average, their average)
// plus Con × tier, healing from 0 up to the hero's maximum. It refuses a dead hero, one at its
// maximum hit points (a recovery would be wasted) and one with no recoveries left (only a
// staggered hero's forced recovery is taken without one, by QuickRest).
func SpendRecovery(d *combat.Dice, h *Hero, s *combat.Sheet, average bool) (Recovered, error) {
	switch {
	case h.Dead:
		return Recovered{}, errors.New("the dead do not heal")
	case h.HP >= h.MaxHP(s):
		return Recovered{}, fmt.Errorf("already at its maximum of %d hit points", h.MaxHP(s))
	case h.RecoveriesLeft(s) == 0:
		return Recovered{}, errors.New("no recoveries left until a full heal-up")
	}
	return restRecovery(d, h, s, average)
}

// restAverage is the average of a hero's recovery (RecoveryAverage) from its sheet.
func restAverage(s *combat.Sheet) int {
	return RecoveryAverage(&combat.Unit{Sheet: *s})
}

// restRecovery spends one recovery between battles: the class die once per level (or their
// average) and Con × tier, half with none left (and one more lacked), healing from 0 up to
// the hero's maximum.
func restRecovery(d *combat.Dice, h *Hero, s *combat.Sheet, average bool) (Recovered, error) {
	r, bonus := recoveryRoll(&combat.Unit{Sheet: *s})
	v, label := r.Count*(r.Sides+1)/2, "average "+r.String()
	if !average {
		var err error
		if v, _, err = d.Roll(r); err != nil {
			return Recovered{}, err
		}
		label = r.String()
	}
	ts := []combat.Term{{Label: label, Value: v}, {Label: "CON", Value: bonus}}
	if t := Tier(max(s.Level, 1)); t > 1 {
		ts[1].Label = fmt.Sprintf("CON ×%d", t)
	}
	if h.RecoveriesLeft(s) == 0 {
		sum := max(combat.Sum(ts), 0)
		ts = append(ts, combat.Term{Label: "no recoveries left: half", Value: sum/2 - sum})
		h.Lacked++
	}
	h.Recoveries++
	total := max(combat.Sum(ts), 0)
	from := max(h.HP, 0)
	h.HP = min(from+total, h.MaxHP(s))
	return Recovered{Heal: h.HP - from, Text: fmt.Sprintf("%s: %d to %d hp", combat.FormatTerms(ts), from, h.HP)}, nil
}

// FullHealUp restores a living hero (13th-age-combat-rules.txt "Full Heal-ups";
// 13th-age-2e-reference-sheet.txt "Full Heal"): its full hit points, every recovery, every
// power, no lasting wounds, no skulls, no penalty for recoveries it lacked.
func FullHealUp(h *Hero, s *combat.Sheet) {
	if h.Dead {
		return
	}
	*h = Hero{HP: s.HP, Potions: h.Potions}
}
