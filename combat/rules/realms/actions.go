package realms

// The actions: attacks, defending, at the ready, standing up, dropping prone and
// dismounting, each checked and resolved (enchanted-realms-combat.txt "The Action", "The
// Attack", "Defending", "At The Ready", "Knocked Down", "Movemment").

import (
	"strconv"
	"strings"

	"skirmish/combat"
	"skirmish/grid"
)

// weaponFor is the weapon an attack of a uses: the ready item it names, else the first ready
// weapon fit for the kind (melee or at range).
func weaponFor(u *combat.Unit, a combat.Action) combat.Weapon {
	if a.Weapon != "" {
		for w := range u.Readied() {
			if strings.EqualFold(w.Name, a.Weapon) {
				return w
			}
		}
		return combat.Weapon{}
	}
	for w := range u.Readied() {
		if a.Kind == KindRanged && shoots(w) || a.Kind != KindRanged && inMelee(w) {
			return w
		}
	}
	return combat.Weapon{}
}

// attackWeapon is the weapon an attack a uses: the one it names; else, at a foe, the ready
// weapon fit for the kind that can reach it and is expected to deal the most body points
// (the first in the sheet's order among equals), so that a knight takes up its mace against
// skeletons; else the first fit (weaponFor).
func attackWeapon(b *combat.Battle, u *combat.Unit, a combat.Action) combat.Weapon {
	t := b.Unit(a.Target)
	if a.Weapon != "" || t == nil {
		return weaponFor(u, a)
	}
	var best combat.Weapon
	bestPts := -1.0
	var p pool
	for w := range u.Readied() {
		if !fits(a.Kind, w) || !reaches(b, u, t, a.Kind, w) {
			continue
		}
		s := strike{attacker: u, target: t, weapon: w, kind: atkMelee}
		if a.Kind == KindRanged {
			s.kind, s.ranged = atkRanged, true
		}
		plan(b, &s, &p)
		if e, _ := estimate(b, &s, &p, nil); e.Damage > bestPts {
			best, bestPts = w, e.Damage
		}
	}
	if bestPts < 0 {
		return weaponFor(u, a)
	}
	return best
}

// fits reports whether w makes attacks of the kind: at range, or in melee.
func fits(kind string, w combat.Weapon) bool {
	if kind == KindRanged {
		return shoots(w)
	}
	return inMelee(w)
}

// reaches reports whether an attack of the kind with w reaches t from where u stands.
func reaches(b *combat.Battle, u, t *combat.Unit, kind string, w combat.Weapon) bool {
	if kind == KindRanged {
		return b.Map.Distance(u.Pos, t.Pos) <= rangeOf(w) && coverRefusal(b, u, t) == nil
	}
	return b.Map.Distance(u.Pos, t.Pos) <= reachOf(w) && b.Map.Sight(u.Pos, t.Pos).Seen
}

// aimed returns the foe an action is aimed at, or why it cannot be.
func aimed(b *combat.Battle, u *combat.Unit, a combat.Action, rule string) (*combat.Unit, *combat.RuleError) {
	t := b.Unit(a.Target)
	switch {
	case t == nil:
		return nil, combat.Refuse(rule, "name the foe %s acts against", u.Name)
	case t.Side == u.Side:
		return nil, combat.Refuse(rule, "%s is on %s's side", t.Name, u.Name)
	case !t.Active():
		return nil, combat.Refuse(rule, "%s is %s", t.Name, t.Status)
	}
	if charmedBy(u, t) {
		return nil, combat.Refuse(ruleRestrict, "%s is charmed by %s and cannot attack it", u.Name, t.Name)
	}
	return t, nil
}

// charmedBy reports whether u is charmed by t: it "Cannot attack the charmer or target with
// harmful effects", in its actions and its reactions alike (enchanted-realms-combat.txt
// "Restrictions in Combat": Charmed).
func charmedBy(u, t *combat.Unit) bool {
	for _, c := range u.ConditionsNamed(Charmed) {
		if c.Source == t.Name {
			return true
		}
	}
	return false
}

// attackOf is the foe and the weapon of an attack: the weapon named, held ready, or the
// first fit for the kind (what: "melee", "ranged").
func attackOf(b *combat.Battle, u *combat.Unit, a combat.Action, what string) (*combat.Unit, combat.Weapon, *combat.RuleError) {
	t, err := aimed(b, u, a, ruleAttack)
	if err != nil {
		return nil, combat.Weapon{}, err
	}
	w := attackWeapon(b, u, a)
	switch {
	case w.Name == "" && a.Weapon != "":
		return nil, w, combat.Refuse(ruleAttack, "%s holds no weapon called %q", u.Name, a.Weapon)
	case w.Name == "":
		return nil, w, combat.Refuse(ruleAttack, "%s holds no %s weapon", u.Name, what)
	}
	return t, w, nil
}

// checkMelee: a melee attack on a foe within the weapon's reach (next to it; two hexes with a
// reach weapon) and in sight of its cell.
func checkMelee(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	t, w, err := attackOf(b, u, a, "melee")
	if err != nil {
		return err
	}
	switch {
	case !inMelee(w):
		return combat.Refuse(ruleAttack, "%s is not a melee weapon", w.Name)
	case b.Map.Distance(u.Pos, t.Pos) > reachOf(w):
		return combat.Refuse(ruleAttack, "%s is out of reach of %s's %s (%d ft)", t.Name, u.Name, w.Name, reachOf(w)*5)
	case !b.Map.Sight(u.Pos, t.Pos).Seen:
		return combat.Refuse(ruleCover, "a wall stands between %s and %s", u.Name, t.Name)
	}
	return nil
}

// rangeOf is the farthest w shoots, in cells: its long range (its range when it has none). The
// text gives distance no term ("ensuring it is within range of the attack used",
// enchanted-realms-combat.txt "The Attack"): a shot anywhere within it rolls alike, with no
// disadvantage beyond the weapon's first range (docs/rulings.md "Realms: range").
func rangeOf(w combat.Weapon) int { return max(w.Range, w.LongRange) / 5 }

// checkRanged: a shot or throw at a foe within range, not in complete cover ("cannot be aimed
// upon from range attacks"), the line clear (enchanted-realms-combat.txt "Cover").
func checkRanged(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	t, w, err := attackOf(b, u, a, "ranged")
	if err != nil {
		return err
	}
	switch {
	case isArea(w):
		return combat.Refuse(ruleAttack, "%s is an area spell: cast it as one", w.Name)
	case !w.Ranged():
		return combat.Refuse(ruleAttack, "%s cannot attack at range", w.Name)
	case b.Map.Distance(u.Pos, t.Pos) > rangeOf(w):
		return combat.Refuse(ruleAttack, "%s is %d ft away; %s reaches %d ft", t.Name, b.Map.Distance(u.Pos, t.Pos)*5, w.Name, rangeOf(w)*5)
	}
	return coverRefusal(b, u, t)
}

// coverRefusal refuses a shot of u at t through complete cover, either way: t in complete cover
// from u "cannot be aimed upon from range attacks", and u in complete cover from t "cannot make
// an attack in any direction that the complete cover protects" (enchanted-realms-combat.txt
// "Cover").
func coverRefusal(b *combat.Battle, u, t *combat.Unit) *combat.RuleError {
	if v := b.Map.Sight(u.Pos, t.Pos); !v.Seen || v.Cover >= grid.CoverFull {
		return combat.Refuse(ruleCover, "%s is in complete cover from %s: it cannot be aimed at from range", t.Name, u.Name)
	}
	if v := b.Map.Sight(t.Pos, u.Pos); !v.Seen || v.Cover >= grid.CoverFull {
		return combat.Refuse(ruleCover, "%s is in complete cover from %s: it cannot attack in the direction the cover protects", u.Name, t.Name)
	}
	return nil
}

// strikeOf is the strike an attack action makes.
func strikeOf(b *combat.Battle, u *combat.Unit, a combat.Action) strike {
	w := attackWeapon(b, u, a)
	t := b.Unit(a.Target)
	s := strike{attacker: u, target: t, weapon: w, kind: atkMelee}
	if a.Kind == KindRanged {
		s.kind, s.ranged = atkRanged, true
	}
	return s
}

// doAttack makes a melee or ranged attack: a charging foe's polearm may impale the attacker
// first, and a miss at an unseen target may strike another (blind shot).
func doAttack(b *combat.Battle, u *combat.Unit, a combat.Action) {
	s := strikeOf(b, u, a)
	if counterspelled(b, u, s.weapon) {
		return
	}
	if !s.ranged && !impale(b, u, s.target) {
		return
	}
	blind := s.ranged && !sees(b, u, s.target)
	var p pool
	plan(b, &s, &p)
	mods := append([]combat.Term{}, p.mods...)
	if _, hits, faces := resolve(b, &s); blind && hits == 0 {
		blindShot(b, &s, faces, mods)
	}
}

// checkDefend: the defend action, not allowed once the unit has reacted this round
// (enchanted-realms-combat.txt "Defending").
func checkDefend(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if reactedThisRound(b, u) {
		return combat.Refuse(ruleDefending, "%s has already taken a reaction this round and cannot defend", u.Name)
	}
	return nil
}

// reactedThisRound reports whether u took a reaction this round.
func reactedThisRound(b *combat.Battle, u *combat.Unit) bool {
	for i := len(b.Log) - 1; i >= 0; i-- {
		switch e := b.Log[i].(type) {
		case combat.RoundStarted:
			return false
		case combat.Reacted:
			if e.Unit == u.Name {
				return true
			}
		}
	}
	return false
}

// doDefend: defending until the unit's next turn, its reaction given up.
func doDefend(b *combat.Battle, u *combat.Unit, a combat.Action) {
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Defending, Ends: combat.StartOfTurn, Owner: u.Name}})
	if n := u.Left(slotReaction); n > 0 {
		b.Emit(combat.Spent{Unit: u.Name, Slot: slotReaction, N: n, For: "defending: no reactions"})
	}
}

// checkReady: at the ready on one of the triggers the engine can detect, both "if" triggers
// (a foe coming within reach, a foe closing within 20 ft); a "when" or "after" trigger is
// refused (enchanted-realms-combat.txt "At The Ready").
func checkReady(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	switch a.Choice {
	case ChoiceWithinReach, ChoiceWithin20:
	case "":
		return combat.Refuse(ruleReady, "say the trigger: %q or %q", ChoiceWithinReach, ChoiceWithin20)
	default:
		low := strings.ToLower(a.Choice)
		if strings.HasPrefix(low, "when") || strings.HasPrefix(low, "after") {
			return combat.Refuse(ruleReady, "%q is no trigger: a trigger is an \"if\", not a known or expected \"when\" or \"after\"", a.Choice)
		}
		return combat.Refuse(ruleReady, "%q is not a trigger the game can tell: %q or %q", a.Choice, ChoiceWithinReach, ChoiceWithin20)
	}
	w := weaponFor(u, combat.Action{Kind: readyKind(a.Choice), Weapon: a.Weapon})
	switch {
	case w.Name == "" && a.Weapon != "":
		return combat.Refuse(ruleReady, "%s holds no weapon called %q", u.Name, a.Weapon)
	case w.Name == "":
		return combat.Refuse(ruleReady, "%s holds no weapon for that trigger", u.Name)
	case a.Choice == ChoiceWithinReach && !inMelee(w):
		return combat.Refuse(ruleReady, "%s does not strike in melee", w.Name)
	case a.Choice == ChoiceWithin20 && !shoots(w):
		return combat.Refuse(ruleReady, "%s does not shoot", w.Name)
	}
	return nil
}

// readyKind is the attack a trigger readies: melee for a foe within reach, ranged for one
// within 20 ft.
func readyKind(choice string) string {
	if choice == ChoiceWithin20 {
		return KindRanged
	}
	return KindMelee
}

// doReady sets the trigger until the unit's next turn.
func doReady(b *combat.Battle, u *combat.Unit, a combat.Action) {
	w := weaponFor(u, combat.Action{Kind: readyKind(a.Choice), Weapon: a.Weapon})
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: AtTheReady, Source: w.Name, Note: a.Choice,
		Ends: combat.StartOfTurn, Owner: u.Name}})
}

// standCost is what standing up costs: half the unit's standard movement
// (enchanted-realms-combat.txt "Knocked Down").
func standCost(u *combat.Unit) int { return speedOf(u) / 2 }

// checkStandUp: prone, able to move, with half its speed left.
func checkStandUp(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	switch {
	case !u.Is(Prone):
		return combat.Refuse(ruleKnocked, "%s is not prone", u.Name)
	case frozenBy(u) != "":
		return combat.Refuse(ruleRestrict, "%s is %s and cannot move", u.Name, frozenBy(u))
	case u.Left(slotMove) < standCost(u):
		return combat.Refuse(ruleKnocked, "standing up takes %d ft of movement; %s has %d ft left", standCost(u), u.Name, u.Left(slotMove))
	}
	return nil
}

// doStandUp spends half the speed and stands.
func doStandUp(b *combat.Battle, u *combat.Unit, a combat.Action) { standUp(b, u, "stands up") }

// standUp spends half u's speed of its movement and takes prone away.
func standUp(b *combat.Battle, u *combat.Unit, why string) {
	if n := standCost(u); n > 0 {
		b.Emit(combat.Spent{Unit: u.Name, Slot: slotMove, N: n, For: why})
	}
	drop(b, u.Name, Prone, why)
}

// checkDropProne: dropping prone is free on the unit's turn (not while mounted).
func checkDropProne(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	switch {
	case u.Is(Prone):
		return combat.Refuse(ruleKnocked, "%s is already prone", u.Name)
	case u.Is(Mounted):
		return combat.Refuse(ruleMovement, "%s is riding; dismount first", u.Name)
	}
	return nil
}

// doDropProne drops the unit prone.
func doDropProne(b *combat.Battle, u *combat.Unit, a combat.Action) {
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Prone}})
}

// mountOf is the Mounted condition a sheet starts with: a sheet with the trait "mounted" rides
// a mount of Defenses "mount speed" feet and "mount body" body points (docs/catalog.md).
func mountOf(s *combat.Sheet) (combat.Condition, bool) {
	if !s.Has("mounted") {
		return combat.Condition{}, false
	}
	return combat.Condition{Name: Mounted, Source: "mount", Value: max(1, s.Defenses["mount body"]),
		Note: strconv.Itoa(s.Defenses["mount speed"])}, true
}

// mountSpeed is a Mounted condition's speed in feet.
func mountSpeed(c combat.Condition) int {
	n, _ := strconv.Atoi(c.Note)
	return n
}

// checkDismount: riding, with half its own speed of movement left (enchanted-realms-combat.txt
// "Movemment": "Whether mounting or dismounting, doing so costs an amount of movement equal to
// half your speed").
func checkDismount(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	switch {
	case !u.Is(Mounted):
		return combat.Refuse(ruleMovement, "%s is not riding", u.Name)
	case frozenBy(u) != "":
		return combat.Refuse(ruleRestrict, "%s is %s and cannot move", u.Name, frozenBy(u))
	case u.Left(slotMove) < u.Sheet.Speed/2:
		return combat.Refuse(ruleMovement, "dismounting takes %d ft of movement; %s has %d ft left", u.Sheet.Speed/2, u.Name, u.Left(slotMove))
	}
	return nil
}

// checkMount: not riding, a willing mount of its side within 5 ft (an active ally with the
// trait "mount", larger than the rider), half its own speed of movement left
// (enchanted-realms-combat.txt "Movemment").
func checkMount(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	m := b.Unit(a.Target)
	switch {
	case u.Is(Mounted):
		return combat.Refuse(ruleMovement, "%s is already riding", u.Name)
	case m == nil:
		return combat.Refuse(ruleMovement, "name the mount %s climbs on", u.Name)
	case m.Side != u.Side || !m.Active() || !m.Sheet.Has("mount") || sizeOf(&m.Sheet) <= sizeOf(&u.Sheet):
		return combat.Refuse(ruleMovement, "%s is no mount of %s's side that can carry it", m.Name, u.Name)
	case b.Map.Distance(u.Pos, m.Pos) > 1:
		return combat.Refuse(ruleMovement, "%s is not within 5 ft of %s", m.Name, u.Name)
	case frozenBy(u) != "" || u.Is(Prone) || u.Is(Grappling):
		return combat.Refuse(ruleRestrict, "%s cannot climb on a mount now", u.Name)
	case u.Left(slotMove) < u.Sheet.Speed/2:
		return combat.Refuse(ruleMovement, "mounting takes %d ft of movement; %s has %d ft left", u.Sheet.Speed/2, u.Name, u.Left(slotMove))
	}
	return nil
}

// doMount: the rider pays half its speed and goes on at the mount's speed less what it has
// spent ("Different Modes"); the mount is ridden, no longer a unit of its own on the field
// (docs/rulings.md "Realms: mounts").
func doMount(b *combat.Battle, u *combat.Unit, a combat.Action) {
	m := b.Unit(a.Target)
	spent := u.Sheet.Speed - u.Left(slotMove) + u.Sheet.Speed/2
	left := max(0, m.Sheet.Speed-spent)
	b.Emit(combat.StatusChanged{Unit: m.Name, Status: combat.Fled, Why: "ridden by " + u.Name + ": it carries its rider"})
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Mounted, Source: m.Name, Value: m.HP, Note: strconv.Itoa(m.Sheet.Speed)}})
	b.Emit(combat.BudgetSet{Unit: u.Name, Slots: []combat.Slot{{Name: slotAction, Left: u.Left(slotAction)}, {Name: slotMove, Left: left}, {Name: slotReaction, Left: u.Left(slotReaction)}}})
}

// listMount lists mounting each mount within reach.
func listMount(ls *lister, k *kind) *combat.RuleError {
	var last *combat.RuleError = combat.Refuse(ruleMovement, "no mount of %s's side stands within 5 ft", ls.U.Name)
	for _, m := range ls.B.Allies(ls.U) {
		if _, err := combat.Try(ls, k, combat.Action{Kind: k.Kind, Unit: ls.U.Name, Target: m.Name}, true); err != nil && m.Sheet.Has("mount") {
			last = err
		}
	}
	return last
}

// doDismount gets off: what is left is the rider's own speed less what was moved and the half
// speed dismounting costs ("Different Modes": the distance already moved comes off the new
// speed).
func doDismount(b *combat.Battle, u *combat.Unit, a combat.Action) { dismount(b, u, "dismounts") }

// dismount takes u off its mount, its movement left now measured by its own speed.
func dismount(b *combat.Battle, u *combat.Unit, why string) {
	c, _ := u.Condition(Mounted)
	moved := mountSpeed(c) - u.Left(slotMove)
	left := max(0, u.Sheet.Speed-moved-u.Sheet.Speed/2)
	if n := u.Left(slotMove) - left; n > 0 {
		b.Emit(combat.Spent{Unit: u.Name, Slot: slotMove, N: n, For: why})
	}
	drop(b, u.Name, Mounted, why+"; the mount leaves the fight")
}
