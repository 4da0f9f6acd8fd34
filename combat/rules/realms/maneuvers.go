package realms

// Grappling and pushing: body save competitions on d12s with the text's modifier tables, the
// grappled restriction, escaping, shoving 5 ft and tripping (enchanted-realms-combat.txt
// "Grappling", "Pushing").

import (
	"fmt"

	"skirmish/combat"
	"skirmish/grid"
)

// side is one competitor of a body save competition: its unit and its table modifiers.
type side struct {
	u     *combat.Unit
	terms []combat.Term
}

// slick reports whether the map's weather is rainy, icy or slick (the map property "weather";
// docs/rulings.md "Realms: weather").
func slick(b *combat.Battle) bool {
	switch b.Map.Properties["weather"] {
	case "rainy", "icy", "slick":
		return true
	}
	return false
}

// grappleSides are the competitors of a grapple (escape false) or of an escape from one
// (escape true: the size bonus goes to the escaper when it is the bigger) with the table's
// modifiers: size +2 a category to the bigger grappler, +1 a 10 ft of speed to the faster
// victim, +3 to the victim in rain, ice or slick, −5 to a prone competitor
// (enchanted-realms-combat.txt "Grappling").
func grappleSides(b *combat.Battle, grappler, victim *combat.Unit, escape bool) (g, v side) {
	g, v = side{u: grappler}, side{u: victim}
	gs, vs := sizeOf(&grappler.Sheet), sizeOf(&victim.Sheet)
	switch {
	case gs > vs:
		g.terms = append(g.terms, combat.Term{Label: "size advantage", Value: 2 * (gs - vs)})
	case escape && vs > gs:
		v.terms = append(v.terms, combat.Term{Label: "size advantage", Value: 2 * (vs - gs)})
	}
	if d := speedOf(victim) - speedOf(grappler); d >= 10 {
		v.terms = append(v.terms, combat.Term{Label: "faster", Value: d / 10})
	}
	if slick(b) {
		v.terms = append(v.terms, combat.Term{Label: "slick ground", Value: 3})
	}
	proneTerms(&g, &v)
	return g, v
}

// pushSides are the competitors of a push with its table: +2 to the larger, −3 to the victim
// in rain, ice or slick, −5 to a prone competitor (enchanted-realms-combat.txt "Pushing").
func pushSides(b *combat.Battle, pusher, victim *combat.Unit) (p, v side) {
	p, v = side{u: pusher}, side{u: victim}
	ps, vs := sizeOf(&pusher.Sheet), sizeOf(&victim.Sheet)
	switch {
	case ps > vs:
		p.terms = append(p.terms, combat.Term{Label: "size advantage", Value: 2})
	case vs > ps:
		v.terms = append(v.terms, combat.Term{Label: "size advantage", Value: 2})
	}
	if slick(b) {
		v.terms = append(v.terms, combat.Term{Label: "slick ground", Value: -3})
	}
	proneTerms(&p, &v)
	return p, v
}

// proneTerms gives −5 to each prone competitor.
func proneTerms(sides ...*side) {
	for _, s := range sides {
		if s.u.Is(Prone) {
			s.terms = append(s.terms, combat.Term{Label: "prone", Value: -5})
		}
	}
}

// compete rolls a body save competition on d12s, each side's d12 + body save + modifiers;
// the first side wins only by beating the second: a tie keeps things as they are
// (docs/rulings.md "Realms: competitions"). attack says the first side's roll is its special
// attack (a grapple, a push) on the second: the restrictions that put attacks at advantage or
// disadvantage put it there (enchanted-realms-combat.txt "Grappling": "Only die is used unless
// advantage or disadvantage apply").
func compete(b *combat.Battle, why string, first, second side, attack bool) bool {
	var on *combat.Unit
	if attack {
		on = second.u
	}
	t1, f1 := saveTotal(b, why, first, on)
	t2, f2 := saveTotal(b, why, second, nil)
	won := !f1 && (f2 || t1 > t2)
	text := fmt.Sprintf("%s %d against %s %d: %s", first.u.Name, t1, second.u.Name, t2, map[bool]string{true: first.u.Name + " wins", false: second.u.Name + " holds"}[won])
	b.Emit(combat.Checked{Unit: first.u.Name, Skill: "body save", Why: why, Terms: first.terms, Total: t1, Opponent: second.u.Name, Against: t2, Success: won, Text: text})
	return won
}

// saveTotal rolls one side's body save on a d12: its total, and whether it fails outright (a
// paralyzed, petrified or stunned side). Two d12s keep the higher at advantage (a defender's
// saves), the lower at disadvantage (a restrained side's body saves, a poisoned one's
// preservation saves, all a frightened one's die rolls); both cancel. When the roll is an
// attack on `on`, the attack's advantage and disadvantage count too (attackEdges: blind, prone,
// a prone or restrained victim …), and the invisible victim's −3.
func saveTotal(b *combat.Battle, why string, s side, on *combat.Unit) (int, bool) {
	u := s.u
	for _, c := range []string{Paralyzed, Petrified, Stunned} {
		if u.Is(c) {
			b.Emit(combat.Note{Unit: u.Name, Text: fmt.Sprintf("%s is %s and automatically fails its body save", u.Name, c)})
			return 0, true
		}
	}
	var e edges
	if on != nil {
		attackEdges(b, &strike{attacker: u, target: on, kind: atkMelee}, &e)
		if e.penalty != 0 {
			s.terms = append(s.terms, combat.Term{Label: e.penaltyWhy, Value: e.penalty})
		}
	} else if fearSource(b, u) != nil {
		e.add(false, "frightened")
	}
	if u.Is(Defending) {
		e.add(true, "defending")
	}
	if u.Is(Restrained) {
		e.add(false, "restrained")
	}
	if u.Is(Poisoned) {
		e.add(false, "poisoned")
	}
	d := rollEdged(b, u, 12, e.net(), why+": "+u.Name+"'s body save")
	return d + bodySave(&u.Sheet) + combat.Sum(s.terms), false
}

// rollEdged rolls one die of the sides given: at advantage (net > 0) two, the higher kept; at
// disadvantage (net < 0) two, the lower kept.
func rollEdged(b *combat.Battle, u *combat.Unit, sides, net int, why string) int {
	if net == 0 {
		d, _ := b.Roll(u, combat.Roll{Count: 1, Sides: sides}, why)
		return d
	}
	_, faces := b.Roll(u, combat.Roll{Count: 2, Sides: sides}, why)
	if net > 0 {
		return max(faces[0], faces[1])
	}
	return min(faces[0], faces[1])
}

// reachable refuses a maneuver on a foe not next to u.
func nextTo(b *combat.Battle, u, t *combat.Unit, rule string) *combat.RuleError {
	if !b.Map.Adjacent(u.Pos, t.Pos) {
		return combat.Refuse(rule, "%s is not within %s's reach", t.Name, u.Name)
	}
	return nil
}

// checkGrapple: a foe within reach, u holding no one yet.
func checkGrapple(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	t, err := aimed(b, u, a, ruleGrappling)
	if err != nil {
		return err
	}
	if c, ok := u.Condition(Grappling); ok {
		return combat.Refuse(ruleGrappling, "%s already holds %s", u.Name, c.Source)
	}
	if u.Is(Mounted) {
		return combat.Refuse(ruleGrappling, "%s is riding and cannot wrestle", u.Name)
	}
	return nextTo(b, u, t, ruleGrappling)
}

// doGrapple: won, the foe is grappled (movement 0) until it escapes or u lets go.
func doGrapple(b *combat.Battle, u *combat.Unit, a combat.Action) {
	t := b.Unit(a.Target)
	g, v := grappleSides(b, u, t, false)
	if !compete(b, "grapple", g, v, true) {
		b.Emit(combat.Note{Unit: u.Name, Text: u.Name + " could not maintain the hold on " + t.Name})
		return
	}
	b.Emit(combat.ConditionAdded{Unit: t.Name, Condition: combat.Condition{Name: Grappled, Source: u.Name}})
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Grappling, Source: t.Name, Value: b.Round}})
}

// checkEscape: grappled.
func checkEscape(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if !u.Is(Grappled) {
		return combat.Refuse(ruleGrappling, "%s is not grappled", u.Name)
	}
	return nil
}

// doEscape: a competition against the grappler; won, free.
func doEscape(b *combat.Battle, u *combat.Unit, a combat.Action) {
	c, _ := u.Condition(Grappled)
	g := b.Unit(c.Source)
	if g == nil || !g.Active() {
		release(b, nil, u, "its grappler is gone")
		return
	}
	gs, vs := grappleSides(b, g, u, true)
	if compete(b, "escape", vs, gs, false) {
		release(b, g, u, "escaped")
	}
}

// release ends a grapple.
func release(b *combat.Battle, grappler, victim *combat.Unit, why string) {
	if grappler == nil {
		drop(b, victim.Name, Grappled, why)
		return
	}
	b.Emit(combat.ConditionRemoved{Unit: victim.Name, Name: Grappled, Source: grappler.Name, Why: why})
	b.Emit(combat.ConditionRemoved{Unit: grappler.Name, Name: Grappling, Source: victim.Name, Why: why})
}

// pushCells are the cells a shove may push t into: next to it, farther from u than t is,
// open ground nobody holds (docs/rulings.md "Realms: shoving").
func pushCells(b *combat.Battle, u, t *combat.Unit, out []grid.Pos) []grid.Pos {
	d := b.Map.Distance(u.Pos, t.Pos)
	for i := range b.Map.NeighbourCount() {
		q := b.Map.Neighbour(t.Pos, i)
		if !b.Map.In(q) || b.Map.Distance(u.Pos, q) <= d || b.At(q) != nil {
			continue
		}
		if _, ok := b.Map.StepCost(b.Mover(t), nil, t.Pos, q); ok {
			out = append(out, q)
		}
	}
	return out
}

// checkShove: a foe within reach no more than one size larger; a shove needs a cell to push it
// into (the one named, or any), a trip names none.
func checkShove(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	t, err := aimed(b, u, a, rulePushing)
	if err != nil {
		return err
	}
	if err := nextTo(b, u, t, rulePushing); err != nil {
		return err
	}
	if sizeOf(&t.Sheet) > sizeOf(&u.Sheet)+1 {
		return combat.Refuse(rulePushing, "%s is more than one size larger than %s", t.Name, u.Name)
	}
	switch a.Choice {
	case ChoiceTrip:
		if len(a.Path) > 0 {
			return combat.Refuse(rulePushing, "a trip knocks the foe prone in place: name no hex")
		}
		if t.Is(Prone) && !t.Is(Mounted) {
			return combat.Refuse(rulePushing, "%s is already prone", t.Name)
		}
	case ChoicePush:
		cells := pushCells(b, u, t, nil)
		if len(cells) == 0 {
			return combat.Refuse(rulePushing, "there is no open hex behind %s to shove it into", t.Name)
		}
		if len(a.Path) > 1 || len(a.Path) == 1 && !containsPos(cells, a.Path[0]) {
			return combat.Refuse(rulePushing, "%s can be shoved only 5 ft straight away from %s, into an open hex", t.Name, u.Name)
		}
	default:
		return combat.Refuse(rulePushing, "say %q or %q", ChoicePush, ChoiceTrip)
	}
	return nil
}

// containsPos reports whether ps holds p.
func containsPos(ps []grid.Pos, p grid.Pos) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// doShove: won, the foe is shoved 5 ft or falls prone (a rider's mount falls, and the rider
// with it unless it dismounts as its reaction).
func doShove(b *combat.Battle, u *combat.Unit, a combat.Action) {
	t := b.Unit(a.Target)
	p, v := pushSides(b, u, t)
	if !compete(b, a.Choice, p, v, true) {
		return
	}
	if a.Choice == ChoicePush {
		to := pushCells(b, u, t, nil)[0]
		if len(a.Path) == 1 {
			to = a.Path[0]
		}
		b.Emit(combat.Moved{Unit: t.Name, From: t.Pos, To: to, Why: "shoved by " + u.Name})
		letGo(b, t, "shoved apart")
		return
	}
	if t.Is(Mounted) {
		mountFalls(b, t, "its mount is tripped")
		return
	}
	knockProne(b, t, "tripped by "+u.Name)
}

// knockProne knocks u prone; it may stand back up at once as its reaction if it has half its
// speed of movement left (enchanted-realms-combat.txt "Reactions": Standing up; "Knocked
// Down").
func knockProne(b *combat.Battle, u *combat.Unit, why string) {
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Prone, Note: why}})
	if !u.Active() || !canReact(u) || u.Left(slotMove) < standCost(u) || frozenBy(u) != "" {
		return
	}
	if _, ok := b.Ask(u, combat.Prompt{Kind: combat.PromptHit, Actor: u.Name, Target: u.Name}, []combat.Action{{Kind: KindRise, Unit: u.Name}}); ok {
		b.Emit(combat.Spent{Unit: u.Name, Slot: slotReaction, N: 1, For: "standing up"})
		standUp(b, u, "stands up as its reaction")
	}
}

// mountFalls throws a rider whose mount falls: its reaction lands it on its feet, else it
// falls prone beside the mount (in the mount's hex, which the fallen mount leaves;
// enchanted-realms-combat.txt "Knocked Down"; docs/rulings.md "Realms: mounts"). Either way it
// is off its mount: its movement left is its own speed less what it has moved and the half
// speed of dismounting, as any dismount ("Different Modes").
func mountFalls(b *combat.Battle, u *combat.Unit, why string) {
	if canReact(u) {
		if _, ok := b.Ask(u, combat.Prompt{Kind: combat.PromptHit, Actor: u.Name, Target: u.Name}, []combat.Action{{Kind: KindLandSafely, Unit: u.Name}}); ok {
			b.Emit(combat.Spent{Unit: u.Name, Slot: slotReaction, N: 1, For: "dismount"})
			dismount(b, u, why+": lands on its feet")
			return
		}
	}
	dismount(b, u, why+": the rider is thrown")
	knockProne(b, u, "thrown from its mount")
}
