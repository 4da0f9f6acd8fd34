package delvers

// Radius abilities: "Abilities that have a radius create a square on the grid where each side
// of the square has a length of twice the radius. For example, Magic Bomb creates 20' radius
// explosion. On the grid, this is an 8x8 square." (delvers-combat.md "The Grid"): the square
// laid on the map as a shape (grid.Map.AreaCells, grid.AreaSquare), one attack roll against
// every creature in it (docs/rulings.md "Delvers: radius abilities").

import (
	"fmt"
	"strconv"
	"strings"

	"skirmish/combat"
	"skirmish/grid"
)

// KindBomb casts a radius ability (the catalog's Magic Bomb).
const KindBomb = "bomb"

// bombRadius is the radius in feet a weapon's effects give it ("radius 20"), 5 to 60, and
// whether it has one.
func bombRadius(w combat.Weapon) (int, bool) {
	for _, e := range w.Effects {
		if s, ok := strings.CutPrefix(e, "radius "); ok {
			if ft, err := strconv.Atoi(s); err == nil && ft >= 5 && ft <= 60 {
				return ft, true
			}
		}
	}
	return 0, false
}

// isBomb reports whether w is a radius ability (cast with KindBomb, never an attack).
func isBomb(w combat.Weapon) bool {
	_, ok := bombRadius(w)
	return ok
}

// shoots reports whether w makes ranged attacks: it reaches at range and is no radius ability.
func shoots(w combat.Weapon) bool { return w.Ranged() && !isBomb(w) }

// bombOf is the radius ability an action names, or the unit's first ready one.
func bombOf(u *combat.Unit, name string) (combat.Weapon, bool) {
	for w := range u.Readied() {
		if isBomb(w) && (name == "" || eq(w.Name, name)) {
			return w, true
		}
	}
	return combat.Weapon{}, false
}

// bombArea is the square a bomb cast at t makes: centred on the corner of t's square nearest
// the caster (the first of equals: up, then left), a square of side twice the radius; on
// hexes, where no corner is shared by squares, the burst of that radius around t's hex.
func bombArea(b *combat.Battle, u, t *combat.Unit, w combat.Weapon) grid.Area {
	ft, _ := bombRadius(w)
	if b.Map.Topology == grid.Hex {
		return grid.Area{Kind: grid.AreaSquare, Origin: t.Pos, Feet: ft}
	}
	c := t.Pos
	if u.Pos.X > t.Pos.X {
		c.X++
	}
	if u.Pos.Y > t.Pos.Y {
		c.Y++
	}
	return grid.Area{Kind: grid.AreaSquare, Origin: c, Feet: ft}
}

// inBomb are the active units standing in the cells, in the cells' order.
func inBomb(b *combat.Battle, cells []grid.Pos) []*combat.Unit {
	var out []*combat.Unit
	for _, c := range cells {
		if v := b.At(c); v != nil && v.Active() {
			out = append(out, v)
		}
	}
	return out
}

// checkBomb: a radius ability aimed at a foe the caster sees and knows where it is, within
// the ability's range.
func checkBomb(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	_, _, err := bombAt(b, u, a)
	return err
}

// bombAt checks a bomb and returns its target and ability.
func bombAt(b *combat.Battle, u *combat.Unit, a combat.Action) (*combat.Unit, combat.Weapon, *combat.RuleError) {
	t, err := enemyTarget(b, u, a, ruleGrid)
	if err != nil {
		return nil, combat.Weapon{}, err
	}
	w, ok := bombOf(u, a.Weapon)
	if !ok {
		return nil, w, combat.Refuse(ruleGrid, "%s has no radius ability%s", u.Name, named(a.Weapon))
	}
	switch d := b.Feet(u.Pos, t.Pos); {
	case t.Is(Hidden):
		return nil, w, combat.Refuse(ruleAttack, "%s cannot see %s and does not know where it is", u.Name, t.Name)
	case !b.Map.Sight(u.Pos, t.Pos).Seen:
		return nil, w, combat.Refuse(ruleSight, "%s has no line of sight to %s", u.Name, t.Name)
	case d > max(w.Range, w.LongRange):
		return nil, w, combat.Refuse(ruleGrid, "%s is %d ft away; the %s reaches %d ft", t.Name, d, w.Name, max(w.Range, w.LongRange))
	}
	return t, w, nil
}

// bombTerms are what the caster adds to each attack roll: attack bonus, the ability's
// attribute, its combat skill and magic (delvers-combat.md "Combat Attack Rolls"), without the
// situations of a shot: the explosion is not aimed at each creature.
func bombTerms(u *combat.Unit, w combat.Weapon) []combat.Term {
	ts := []combat.Term{{Label: "attack bonus", Value: u.Sheet.AttackBonus}}
	if attr, m := bestAttr(u, w.Attributes); attr != "" && len(u.Sheet.Attributes) > 0 {
		ts = append(ts, combat.Term{Label: attr, Value: m})
	}
	if !npc(u) && w.Skill != "" {
		if l := skillLevel(u, w.Skill); l >= 0 {
			ts = append(ts, combat.Term{Label: w.Skill, Value: l})
		} else {
			ts = append(ts, combat.Term{Label: "untrained " + w.Skill, Value: UntrainedAttack})
		}
	}
	return append(ts, combat.Term{Label: "magic", Value: w.Magic})
}

// doBomb spends the main action and makes one attack roll against each creature in the
// square, friend or foe, the caster too: d20 + the terms against its AC; a hit deals the
// ability's damage + attribute + magic. A miss deals nothing (no shock: no melee blow).
func doBomb(b *combat.Battle, u *combat.Unit, a combat.Action) {
	t, w, _ := bombAt(b, u, a)
	spend(b, u, costMain, w.Name)
	ar := bombArea(b, u, t, w)
	cells := b.Map.AreaCells(nil, ar)
	caught := inBomb(b, cells)
	names := make([]string, len(caught))
	for i, v := range caught {
		names[i] = v.Name
	}
	cellWord := "squares"
	if b.Map.Topology == grid.Hex {
		cellWord = "hexes"
	}
	b.Emit(combat.Note{Unit: u.Name, Text: fmt.Sprintf("%s casts %s at %s: a %d-ft radius, %d %s, catching %s",
		u.Name, w.Name, t.Name, ar.Feet, len(cells), cellWord, strings.Join(names, ", "))})
	mods := bombTerms(u, w)
	for _, v := range caught {
		if !v.Active() {
			continue
		}
		d20 := b.D20(u, fmt.Sprintf("%s: %s vs %s", w.Name, u.Name, v.Name))
		terms := append([]combat.Term{{Label: "d20", Value: d20}}, mods...)
		total := combat.Sum(terms)
		def := defenseTerms(nil, v)
		ac := combat.Sum(def)
		hit := total >= ac
		b.Emit(combat.AttackRolled{Attacker: u.Name, Target: v.Name, Weapon: w.Name, Kind: KindBomb, Terms: terms, Total: total,
			Defense: def, AC: ac, Hit: hit, Text: fmt.Sprintf("%s vs AC %d: %s", combat.FormatTerms(terms), ac, hitWord(hit))})
		if hit {
			damage(b, &strike{kind: KindBomb, ranged: true, attacker: u, target: v, weapon: w}, ac)
		}
	}
}

// listBomb lists each ready radius ability at each foe, with its preview: the square's cells
// and each creature caught with its chance to be hit.
func listBomb(ls *lister, k *kind) *combat.RuleError {
	var first *combat.RuleError
	var names []string
	for w := range ls.U.Readied() {
		if isBomb(w) {
			names = append(names, w.Name)
		}
	}
	if len(names) == 0 {
		return combat.Refuse(ruleGrid, "%s has no radius ability", ls.U.Name)
	}
	for _, t := range ls.B.Enemies(ls.U) {
		for i, n := range names {
			a := combat.Action{Kind: k.Kind, Unit: ls.U.Name, Target: t.Name, Weapon: n}
			x, err := combat.Try(ls, k, a, i == 0)
			if err != nil {
				if first == nil {
					first = err
				}
				continue
			}
			w, _ := bombOf(ls.U, n)
			pv := ls.L.Previewed(x)
			*pv = bombPreview(ls.B, ls.U, t, w)
		}
	}
	return first
}

// bombPreview is what the bomb cast at t is expected to do: the square's cells, each creature
// caught with its odds (estimateAgainst, the attack's own numbers), t's as the estimate, whose
// damage and drops are the whole square's: the foes' less the friends' (drops at least none),
// so that a controller weighs friendly fire.
func bombPreview(b *combat.Battle, u, t *combat.Unit, w combat.Weapon) combat.Preview {
	pv := combat.Preview{Area: b.Map.AreaCells(nil, bombArea(b, u, t, w))}
	mod := combat.Sum(bombTerms(u, w))
	for _, v := range inBomb(b, pv.Area) {
		s := strike{kind: KindBomb, ranged: true, attacker: u, target: v, weapon: w}
		e := estimateAgainst(b, &s, mod, combat.Sum(defenseTerms(nil, v)))
		pv.Caught = append(pv.Caught, combat.Caught{Unit: v.Name, Friend: v.Side == u.Side, Chance: e.Hit, Damage: e.Damage, Kill: e.Kill})
		if v == t {
			pv.Estimate = e
		}
		if v.Side != u.Side {
			pv.Foes++
		}
	}
	pv.Damage, pv.Drops = 0, 0
	for _, c := range pv.Caught {
		sign := 1.0
		if c.Friend {
			sign = -1
		}
		pv.Damage += sign * c.Damage
		pv.Drops += sign * c.Kill
	}
	pv.Drops = max(pv.Drops, 0)
	return pv
}
