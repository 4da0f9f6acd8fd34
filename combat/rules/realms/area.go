package realms

// Area spells: a burst laid on the map as a shape (grid.Map.AreaCells), every creature in it
// rolling a body preservation save against the caster's spell, with the cover it has from the
// burst's centre (enchanted-realms-combat.txt "Cover": "+2 … body preservation saves against
// area of effect attacks", "+5 to body preservation saves" behind complete cover;
// docs/rulings.md "Realms: area spells").

import (
	"fmt"
	"strconv"
	"strings"

	"skirmish/combat"
	"skirmish/grid"
)

// KindArea casts an area spell.
const KindArea = "area"

// spellArea is the area a weapon's effects give it ("burst 10": a 10-ft burst), and whether it
// has one.
func spellArea(w combat.Weapon) (grid.AreaKind, int, bool) {
	for _, e := range w.Effects {
		if k, ft, ok := parseArea(e); ok {
			return k, ft, true
		}
	}
	return 0, 0, false
}

// parseArea reads an area effect: a kind of area (grid.ParseAreaKind) and its size in feet,
// 5 to 120.
func parseArea(e string) (grid.AreaKind, int, bool) {
	name, size, ok := strings.Cut(e, " ")
	if !ok {
		return 0, 0, false
	}
	k, ok := grid.ParseAreaKind(name)
	ft, err := strconv.Atoi(size)
	if !ok || err != nil || ft < 5 || ft > 120 {
		return 0, 0, false
	}
	return k, ft, true
}

// isArea reports whether w is an area spell (made by KindArea, not by an attack).
func isArea(w combat.Weapon) bool {
	_, _, ok := spellArea(w)
	return ok
}

// shoots reports whether w makes ranged attacks: it reaches at range and is no area spell.
func shoots(w combat.Weapon) bool { return w.Ranged() && !isArea(w) }

// areaSpell is the area spell an action names, or the unit's first ready one.
func areaSpell(u *combat.Unit, a combat.Action) combat.Weapon {
	for w := range u.Readied() {
		if isArea(w) && (a.Weapon == "" || strings.EqualFold(w.Name, a.Weapon)) {
			return w
		}
	}
	return combat.Weapon{}
}

// areaOf is the area a spell cast at t makes: centred on t's cell for a burst; from the
// caster's cell toward t for a cone or a line.
func areaOf(u, t *combat.Unit, w combat.Weapon) grid.Area {
	k, ft, _ := spellArea(w)
	if k == grid.AreaCone || k == grid.AreaLine {
		return grid.Area{Kind: k, Origin: u.Pos, Toward: t.Pos, Feet: ft}
	}
	return grid.Area{Kind: k, Origin: t.Pos, Feet: ft}
}

// caught are the units still on the field (standing or fallen) in the area's cells, in the
// cells' order.
func caught(b *combat.Battle, cells []grid.Pos) []*combat.Unit {
	var out []*combat.Unit
	for _, c := range cells {
		for _, v := range b.Units {
			if v.Pos == c && v.Status != combat.Fled && v.Status != combat.Dead {
				out = append(out, v)
			}
		}
	}
	return out
}

// checkArea: an area spell aimed at a foe the caster could shoot at (within range, neither in
// complete cover from the other), and no creature it is charmed by in the area.
func checkArea(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	t, err := aimed(b, u, a, ruleAttack)
	if err != nil {
		return err
	}
	w := areaSpell(u, a)
	switch {
	case w.Name == "" && a.Weapon != "":
		return combat.Refuse(ruleAttack, "%s holds no area spell called %q", u.Name, a.Weapon)
	case w.Name == "":
		return combat.Refuse(ruleAttack, "%s has no area spell", u.Name)
	case b.Map.Distance(u.Pos, t.Pos) > rangeOf(w):
		return combat.Refuse(ruleAttack, "%s is %d ft away; %s reaches %d ft", t.Name, b.Map.Distance(u.Pos, t.Pos)*5, w.Name, rangeOf(w)*5)
	}
	if err := coverRefusal(b, u, t); err != nil {
		return err
	}
	for _, v := range caught(b, b.Map.AreaCells(nil, areaOf(u, t, w))) {
		if charmedBy(u, v) {
			return combat.Refuse(ruleRestrict, "%s is charmed by %s and cannot catch it in %s", u.Name, v.Name, w.Name)
		}
	}
	return nil
}

// areaCover is the cover v has from the area's origin against its save: the map's, or half
// cover behind another creature's body on the line from the origin (as against a shot), and
// complete cover where the origin's cell does not see v's (enchanted-realms-combat.txt
// "Cover": "spells that attack the area can be used against a target with complete cover").
func areaCover(b *combat.Battle, origin grid.Pos, v *combat.Unit) grid.Cover {
	view := b.Map.Sight(origin, v.Pos)
	if !view.Seen {
		return grid.CoverFull
	}
	c := view.Cover
	if c < grid.CoverHalf {
		line := b.Map.AppendLine(nil, origin, v.Pos)
		occ := b.Occupants()
		for i := 1; i+1 < len(line); i++ {
			if o := occ[b.Map.Index(line[i])]; o.ID != 0 && o.ID != v.ID {
				return grid.CoverHalf
			}
		}
	}
	return c
}

// saveCover is the bonus cover gives to a body preservation save against an area:
// +2 half, +5 three-quarters, +5 complete (enchanted-realms-combat.txt "Cover").
func saveCover(c grid.Cover) (combat.Term, bool) {
	switch c {
	case grid.CoverHalf:
		return combat.Term{Label: "half cover", Value: 2}, true
	case grid.CoverThreeQuarters:
		return combat.Term{Label: "three-quarters cover", Value: 5}, true
	case grid.CoverFull:
		return combat.Term{Label: "complete cover", Value: 5}, true
	}
	return combat.Term{}, false
}

// spellTerms are what the caster adds to its d12: its quality and one for each of the
// spell's skills it has (as each adds a die to an attack's pool).
func spellTerms(u *combat.Unit, w combat.Weapon) []combat.Term {
	ts := []combat.Term{{Label: "quality", Value: u.Sheet.AttackBonus}}
	for _, s := range weaponSkills(&u.Sheet, w) {
		ts = append(ts, combat.Term{Label: s, Value: 1})
	}
	if w.Magic != 0 {
		ts = append(ts, combat.Term{Label: "magic", Value: w.Magic})
	}
	return ts
}

// doArea casts the spell: the caster rolls d12 + its terms once; every creature in the area,
// friend or foe, rolls its body preservation save, d12 + body save + cover from the area's
// origin (advantage and disadvantage as for its other saves), and is harmed only if the
// caster's total beats its own: the spell's damage in body points, halved or doubled by its
// resistance to the spell's category.
func doArea(b *combat.Battle, u *combat.Unit, a combat.Action) {
	t, w := b.Unit(a.Target), areaSpell(u, a)
	if counterspelled(b, u, w) {
		return
	}
	ar := areaOf(u, t, w)
	cells := b.Map.AreaCells(nil, ar)
	in := caught(b, cells)
	names := make([]string, len(in))
	for i, v := range in {
		names[i] = v.Name
	}
	b.Emit(combat.Note{Unit: u.Name, Text: fmt.Sprintf("%s casts %s (%d-ft %s) at %s: %d cells, catching %s",
		u.Name, w.Name, ar.Feet, ar.Kind, t.Name, len(cells), strings.Join(names, ", "))})
	terms := spellTerms(u, w)
	d := rollEdged(b, u, 12, fearNet(b, u), w.Name+": "+u.Name+"'s spell")
	spell := d + combat.Sum(terms)
	b.Emit(combat.Note{Unit: u.Name, Text: fmt.Sprintf("%s's %s: d12 %d%s = %d", u.Name, w.Name, d, termText(terms), spell)})
	for _, v := range in {
		if !v.Active() && v.Status != combat.Down {
			continue
		}
		s := side{u: v}
		cover := areaCover(b, ar.Origin, v)
		if c, ok := saveCover(cover); ok {
			s.terms = append(s.terms, c)
		}
		total, fails := saveTotal(b, w.Name, s, nil)
		saved := !fails && total >= spell
		text := fmt.Sprintf("%s's body preservation save %d (body save %d%s) against %d: %s", v.Name, total, bodySave(&v.Sheet), termText(s.terms), spell,
			map[bool]string{true: "saved", false: "failed"}[saved])
		b.Emit(combat.Checked{Unit: v.Name, Skill: "body preservation save", Why: w.Name, Terms: s.terms, Total: total, Opponent: u.Name, Against: spell, Success: saved, Text: text})
		if saved {
			continue
		}
		points := w.Damage.Bonus
		if w.Damage.Count > 0 {
			points, _ = b.Roll(u, w.Damage, w.Name+": damage to "+v.Name)
		}
		dterms := []combat.Term{{Label: w.Damage.String(), Value: points}}
		cat := category(w)
		if how := resistance(v, cat); how != "" && points > 0 {
			after := afterResistance(points, how)
			dterms = append(dterms, combat.Term{Label: how + " to " + cat, Value: after - points})
			points = after
		}
		b.Emit(combat.DamageRolled{Attacker: u.Name, Target: v.Name, Terms: dterms, Total: points,
			Text: fmt.Sprintf("%s: %d body point%s (%s)", w.Name, points, plural(points), cat)})
		if points > 0 {
			hurt(b, v, points, u.Name, fmt.Sprintf("%s's %s", u.Name, w.Name))
		}
	}
}

// termText writes terms as " + label value" each (a negative value as " − label value").
func termText(ts []combat.Term) string {
	var sb strings.Builder
	for _, t := range ts {
		if t.Value < 0 {
			fmt.Fprintf(&sb, " − %s %d", t.Label, -t.Value)
		} else {
			fmt.Fprintf(&sb, " + %s %d", t.Label, t.Value)
		}
	}
	return sb.String()
}

// listArea lists each ready area spell at each foe it may be cast at, with its preview: the
// cells, and every unit caught with its chance of failing its save.
func listArea(ls *lister, k *kind) *combat.RuleError {
	var last *combat.RuleError
	var spells []string
	for w := range ls.U.Readied() {
		if isArea(w) {
			spells = append(spells, w.Name)
		}
	}
	if len(spells) == 0 {
		return combat.Refuse(ruleAttack, "%s has no area spell", ls.U.Name)
	}
	for _, t := range ls.foes() {
		for i, name := range spells {
			a := combat.Action{Kind: k.Kind, Unit: ls.U.Name, Target: t.Name, Weapon: name}
			x, err := combat.Try(ls, k, a, i == 0)
			if err != nil {
				last = err
				continue
			}
			pv := ls.L.Previewed(x)
			*pv = areaPreview(ls.B, ls.U, t, areaSpell(ls.U, a))
		}
	}
	return last
}

// areaPreview is what casting w at t is expected to do: the area's cells; each unit caught
// with its cover and its chances; the aimed foe's odds as the preview's estimate, its damage
// and drops those of the whole area (netOf), and the number of foes caught.
func areaPreview(b *combat.Battle, u, t *combat.Unit, w combat.Weapon) combat.Preview {
	ar := areaOf(u, t, w)
	pv := combat.Preview{Area: b.Map.AreaCells(nil, ar)}
	spell := combat.Sum(spellTerms(u, w))
	for _, v := range caught(b, pv.Area) {
		if !v.Active() && v.Status != combat.Down {
			continue
		}
		cover := areaCover(b, ar.Origin, v)
		c := combat.Caught{Unit: v.Name, Friend: v.Side == u.Side, Cover: cover}
		e := areaEstimate(b, u, v, w, spell, cover)
		c.Chance, c.Damage, c.Kill = e.Hit, e.Damage, e.Kill
		pv.Caught = append(pv.Caught, c)
		if v == t {
			pv.Estimate, pv.Cover = e, cover
		}
		if v.Side != u.Side {
			pv.Foes++
		}
	}
	pv.Damage, pv.Drops = netOf(pv.Caught)
	return pv
}

// netOf is what an area attack is worth to its side, for the preview's estimate (whose Hit,
// Min, Max and Kill are the aimed foe's): the damage expected on the foes caught less that on
// the friends, and the foes expected to drop less the friends (at least none).
func netOf(caught []combat.Caught) (damage, drops float64) {
	for _, c := range caught {
		if c.Friend {
			damage, drops = damage-c.Damage, drops-c.Kill
		} else {
			damage, drops = damage+c.Damage, drops+c.Kill
		}
	}
	return damage, max(drops, 0)
}

// areaEstimate is the estimate of the spell on v: the chance its save fails (the caster's
// d12 + spell beats v's d12 + body save + cover; two d12s, the better or the worse kept, when
// v's saves are at advantage or disadvantage), the body points expected and the chance they
// take v out of the fight.
func areaEstimate(b *combat.Battle, u, v *combat.Unit, w combat.Weapon, spell int, cover grid.Cover) combat.Estimate {
	if v.Is(Paralyzed) || v.Is(Petrified) || v.Is(Stunned) {
		return damageEstimate(v, w, 1)
	}
	save := bodySave(&v.Sheet)
	if c, ok := saveCover(cover); ok {
		save += c.Value
	}
	net := fearNet(b, v)
	if v.Is(Defending) {
		net++
	}
	if v.Is(Restrained) {
		net--
	}
	if v.Is(Poisoned) {
		net--
	}
	caster := d12Odds(fearNet(b, u))
	saver := d12Odds(net)
	fail := 0.0
	for c := 1; c <= 12; c++ {
		for s := 1; s <= 12; s++ {
			if c+spell > s+save {
				fail += caster[c] * saver[s]
			}
		}
	}
	return damageEstimate(v, w, fail)
}

// d12Odds is the chance of each face of a d12 rolled plainly (net 0), at advantage (net > 0:
// the higher of two) or at disadvantage (net < 0: the lower), indexed 1 to 12.
func d12Odds(net int) [13]float64 {
	var p [13]float64
	for f := 1; f <= 12; f++ {
		x := float64(f)
		switch {
		case net > 0:
			p[f] = (x*x - (x-1)*(x-1)) / 144
		case net < 0:
			p[f] = ((13-x)*(13-x) - (12-x)*(12-x)) / 144
		default:
			p[f] = 1.0 / 12
		}
	}
	return p
}

// damageEstimate is the spell's estimate on v given the chance its save fails: the damage's
// average after v's resistance, and the chance it takes v's last body points.
func damageEstimate(v *combat.Unit, w combat.Weapon, fail float64) combat.Estimate {
	how := resistance(v, category(w))
	lo, hi := afterResistance(w.Damage.Min(), how), afterResistance(w.Damage.Max(), how)
	e := combat.Estimate{Hit: fail, Min: lo, Max: hi, Damage: fail * float64(lo+hi) / 2}
	if lo >= v.HP {
		e.Kill = fail
	} else if hi >= v.HP && hi > lo {
		e.Kill = fail * float64(hi-v.HP+1) / float64(hi-lo+1)
	}
	return e
}
