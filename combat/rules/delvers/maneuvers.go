package delvers

// Combat maneuvers: shoving and grappling (delvers-combat.md "Shoving", "Grappling").

import (
	"fmt"

	"skirmish/combat"
	"skirmish/grid"
)

// brawlOrExert are the skills a shove may use; grappling uses Brawl alone.
var brawlOrExert = []string{"Brawl", "Exert"}

// strOnly is the attribute of grapple and shove checks.
var strOnly = []string{"STR"}

// checkShove: Shoving (Main, as an attack): a melee attack roll, then an opposed STR/Brawl or
// STR/Exert check; option "prone" knocks the target down, "push" forces it into the square
// given as the path (adjacent to it, open and empty).
func checkShove(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	t, _, err := meleeStrike(b, u, a, ruleShove)
	if err != nil {
		return err
	}
	if _, ok := sizePenalty(u, t); !ok {
		return combat.Refuse(ruleShove, "%s is far too big for %s to shove", t.Name, u.Name)
	}
	switch a.Choice {
	case "prone":
		return nil
	case "push":
		if len(a.Path) != 1 {
			return combat.Refuse(ruleShove, "a push needs the square to force %s into", t.Name)
		}
		return forcedSquare(b, t, a.Path[0], ruleShove)
	}
	return combat.Refuse(ruleShove, "a shove's option is \"prone\" or \"push\", not %q", a.Choice)
}

// forcible reports whether t can be forced into p (forcedSquare), without saying why not.
func forcible(b *combat.Battle, t *combat.Unit, p grid.Pos) bool {
	_, ok := b.Map.StepCost(grid.Mover{ID: t.ID, Side: t.Side, Size: t.Sheet.Size, From: t.Pos}, nil, t.Pos, p)
	return ok && b.Map.Adjacent(t.Pos, p) && b.At(p) == nil
}

// forcedSquare checks that t can be forced into p: adjacent to it, enterable and empty.
func forcedSquare(b *combat.Battle, t *combat.Unit, p grid.Pos, rule string) *combat.RuleError {
	if !b.Map.Adjacent(t.Pos, p) {
		return combat.Refuse(rule, "%v is not adjacent to %s", p, t.Name)
	}
	if _, ok := b.Map.StepCost(grid.Mover{ID: t.ID, Side: t.Side, Size: t.Sheet.Size, From: t.Pos}, nil, t.Pos, p); !ok {
		return combat.Refuse(rule, "%s cannot be forced into %v", t.Name, p)
	}
	if o := b.At(p); o != nil {
		return combat.Refuse(rule, "%v is taken by %s", p, o.Name)
	}
	return nil
}

// doShove makes the attack roll and, on a hit, the opposed check instead of damage.
func doShove(b *combat.Battle, u *combat.Unit, a combat.Action) {
	t, w, _ := meleeStrike(b, u, a, ruleShove)
	spend(b, u, costMain, "shove")
	hit, t := resolve(b, &strike{kind: KindShove, attacker: u, target: t, weapon: w, noDamage: true})
	if !hit || !t.Active() {
		return
	}
	pen, _ := sizePenalty(u, t)
	if !opposed(b, u, t, strOnly, brawlOrExert, "shove "+t.Name, combat.Term{Label: "size", Value: pen}) {
		return
	}
	if a.Choice == "prone" || t.Name != a.Target || forcedSquare(b, t, a.Path[0], ruleShove) != nil {
		b.Emit(combat.ConditionAdded{Unit: t.Name, Condition: combat.Condition{Name: Prone, Source: u.Name, Note: "shoved down"}})
		return
	}
	b.Emit(combat.Moved{Unit: t.Name, From: t.Pos, To: a.Path[0], Why: "shoved"})
}

// checkGrapple: Grappling (Main, as an attack): an unarmed hit, then an opposed STR/Brawl
// check; a grappler holds one target at a time.
func checkGrapple(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	a.Weapon = unarmed.Name
	t, _, err := meleeStrike(b, u, a, ruleGrapple)
	if err != nil {
		return err
	}
	if c, ok := u.Condition(Grappling); ok {
		return combat.Refuse(ruleGrapple, "%s is already grappling %s; a grappler holds one target at a time", u.Name, c.Source)
	}
	if _, ok := sizePenalty(u, t); !ok {
		return combat.Refuse(ruleGrapple, "%s is far too big for %s to grapple", t.Name, u.Name)
	}
	return nil
}

// doGrapple makes the unarmed attack and, on a hit, the opposed check instead of damage.
func doGrapple(b *combat.Battle, u *combat.Unit, a combat.Action) {
	a.Weapon = unarmed.Name
	t, w, _ := meleeStrike(b, u, a, ruleGrapple)
	spend(b, u, costMain, "grapple")
	hit, t := resolve(b, &strike{kind: KindGrapple, attacker: u, target: t, weapon: w, noDamage: true})
	if !hit || !t.Active() {
		return
	}
	pen, _ := sizePenalty(u, t)
	if !opposed(b, u, t, strOnly, []string{"Brawl"}, "grapple "+t.Name, combat.Term{Label: "size", Value: pen}) {
		return
	}
	b.Emit(combat.ConditionAdded{Unit: t.Name, Condition: combat.Condition{Name: Grappled, Source: u.Name}})
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Grappling, Source: t.Name}})
}

// checkEscape: a grappled defender spends a main action on a new opposed check.
func checkEscape(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if !u.Is(Grappled) {
		return combat.Refuse(ruleGrapple, "%s is not grappled", u.Name)
	}
	return nil
}

// doEscape rolls the defender's one check against every grappler; it breaks free of each it
// beats (delvers-combat.md "Grappling": the single check is compared against all of them).
func doEscape(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, costMain, "break free")
	ut, ul := checkTerms(b, u, strOnly, []string{"Brawl"}, "break free")
	mine := combat.Sum(ut)
	for _, c := range u.ConditionsNamed(Grappled) {
		g := b.Unit(c.Source)
		gt, _ := checkTerms(b, g, strOnly, []string{"Brawl"}, "hold "+u.Name)
		theirs := combat.Sum(gt)
		b.Emit(combat.Checked{Unit: u.Name, Skill: ul, Why: "break free of " + g.Name, Terms: ut, Total: mine,
			Opponent: g.Name, Against: theirs, Success: mine > theirs,
			Text: fmt.Sprintf("%s %s vs %s %s: %s", u.Name, combat.FormatTerms(ut), g.Name, combat.FormatTerms(gt), winner(mine > theirs, u, g))})
		if mine > theirs {
			release(b, g, u, "broke free")
		}
	}
}

// release ends g's grapple on t.
func release(b *combat.Battle, g, t *combat.Unit, why string) {
	b.Emit(combat.ConditionRemoved{Unit: t.Name, Name: Grappled, Source: g.Name, Why: why})
	b.Emit(combat.ConditionRemoved{Unit: g.Name, Name: Grappling, Source: t.Name, Why: why})
}

// grappled returns the unit u is grappling.
func grappled(b *combat.Battle, u *combat.Unit) *combat.Unit {
	c, ok := u.Condition(Grappling)
	if !ok {
		return nil
	}
	return b.Unit(c.Source)
}

// checkRelease: letting go of a grapple is free (docs/rulings.md).
func checkRelease(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if grappled(b, u) == nil {
		return combat.Refuse(ruleGrapple, "%s is not grappling anyone", u.Name)
	}
	return nil
}

// doRelease lets go.
func doRelease(b *combat.Battle, u *combat.Unit, a combat.Action) {
	release(b, u, grappled(b, u), "released")
}

// checkDrag: to move a grappled target, a main action and an opposed STR/Brawl check; option
// "drag" moves both up to 10 ft along the path, "throw" hurls the target 5 ft into the square
// given, prone (delvers-combat.md "Grappling").
func checkDrag(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	t := grappled(b, u)
	if t == nil {
		return combat.Refuse(ruleGrapple, "%s is not grappling anyone", u.Name)
	}
	if len(a.Path) == 0 {
		return combat.Refuse(ruleGrapple, "say where %s takes %s", u.Name, t.Name)
	}
	switch a.Choice {
	case "throw":
		if len(a.Path) != 1 {
			return combat.Refuse(ruleGrapple, "a throw needs the one square %s lands in", t.Name)
		}
		return forcedSquare(b, t, a.Path[0], ruleGrapple)
	case "drag", "":
		return dragPath(b, u, t, a.Path)
	}
	return combat.Refuse(ruleGrapple, "moving a grappled foe is \"drag\" or \"throw\", not %q", a.Choice)
}

// dragPath checks a drag: the grappler's own steps into empty squares, at most 10 ft, the
// target following into each square the grappler leaves (docs/rulings.md).
func dragPath(b *combat.Battle, u, t *combat.Unit, path []grid.Pos) *combat.RuleError {
	if len(path) > 2 {
		return combat.Refuse(ruleGrapple, "a drag moves 10 ft at most (two squares)")
	}
	from := u.Pos
	cost := 0
	for _, p := range path {
		c, ok := b.Map.StepCost(b.Mover(u), nil, from, p)
		if !ok || b.At(p) != nil {
			return combat.Refuse(ruleGrapple, "%s cannot drag %s into %v", u.Name, t.Name, p)
		}
		cost += c
		from = p
	}
	if cost > 10 {
		return combat.Refuse(ruleGrapple, "that drag costs %d ft; a drag moves 10 ft", cost)
	}
	return nil
}

// doDrag rolls the check; a win drags or throws, a loss frees the defender.
func doDrag(b *combat.Battle, u *combat.Unit, a combat.Action) {
	t := grappled(b, u)
	spend(b, u, costMain, "move "+t.Name)
	pen, _ := sizePenalty(u, t)
	if !opposed(b, u, t, strOnly, []string{"Brawl"}, "move "+t.Name, combat.Term{Label: "size", Value: pen}) {
		release(b, u, t, "broke free as "+u.Name+" tried to move it")
		return
	}
	if a.Choice == "throw" {
		release(b, u, t, "thrown")
		b.Emit(combat.Moved{Unit: t.Name, From: t.Pos, To: a.Path[0], Why: "thrown"})
		b.Emit(combat.ConditionAdded{Unit: t.Name, Condition: combat.Condition{Name: Prone, Source: u.Name, Note: "thrown"}})
		return
	}
	for _, p := range a.Path {
		prev := u.Pos
		b.Emit(combat.Moved{Unit: u.Name, From: prev, To: p, Why: "drags " + t.Name})
		b.Emit(combat.Moved{Unit: t.Name, From: t.Pos, To: prev, Why: "dragged by " + u.Name})
	}
}

// grappleDamage deals, at the end of a round, each grappler's unarmed damage to each defender
// it holds (delvers-combat.md "Grappling").
func grappleDamage(b *combat.Battle) {
	for _, t := range b.Units {
		for _, c := range t.ConditionsNamed(Grappled) {
			g := b.Unit(c.Source)
			if g == nil || !g.Active() || !t.Active() && t.Status != combat.Down {
				continue
			}
			s := &strike{kind: "grapple damage", attacker: g, target: t, weapon: unarmedOf(g)}
			die, _ := b.Roll(g, s.weapon.Damage, "grapple damage: "+g.Name+" on "+t.Name)
			terms := damageTerms(append(make([]combat.Term, 0, 6), combat.Term{Label: s.weapon.Damage.String(), Value: die}), b, s)
			total := max(combat.Sum(terms), 0)
			b.Emit(combat.DamageRolled{Attacker: g.Name, Target: t.Name, Terms: terms, Total: total,
				Text: "grapple damage " + combat.FormatTerms(terms)})
			hurt(b, t, total, g.Name, "held in "+g.Name+"'s grapple")
		}
	}
}

// unarmedOf is u's unarmed attack: its own unarmed weapon if its sheet has one, else fists.
func unarmedOf(u *combat.Unit) combat.Weapon {
	for w := range u.Readied() {
		if w.Kind == combat.Unarmed {
			return w
		}
	}
	return unarmed
}
