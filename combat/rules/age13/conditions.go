package age13

// Conditions: only the worst of one condition applies; grabs and letting go; what the confused, charmed, hindered, shocked and helpless may do; coup de grace.

import (
	"fmt"

	"skirmish/combat"
	"skirmish/grid"
)

// More citations of the conditions.
var (
	ruleConfused = ruleConditions + " (Confused)"
	ruleCharmed  = cite2("Conditions") + " (Charmed)"
	ruleHindered = cite2("Conditions") + " (Hindered)"
)

// lasting ranks how long a condition lasts, for "only the worst applies": until the end of a
// turn, until the end of the next turn, then the saves from easy to hard, then anything that
// lasts until something else ends it (docs/rulings.md).
func lasting(e combat.Ends) int {
	switch e {
	case combat.EndOfTurn:
		return 1
	case EndOfNextTurn:
		return 2
	case SaveEasy:
		return 3
	case SaveNormal:
		return 4
	case SaveHard:
		return 5
	}
	return 6
}

// inflict puts a condition on u unless u already has the same condition lasting as long or
// longer: a creature is affected by the same condition once at a time, the worst one
// (13th-age-combat-rules.txt "Conditions"). A worse one replaces the lesser. It reports
// whether the condition took.
func inflict(b *combat.Battle, u *combat.Unit, c combat.Condition) bool {
	old := u.ConditionsNamed(c.Name)
	for _, o := range old {
		if lasting(o.Ends) >= lasting(c.Ends) {
			b.Emit(combat.Note{Unit: u.Name, Text: fmt.Sprintf("%s is already %s (%s): only the worst of the same condition applies", u.Name, c.Name, endsText(o.Ends))})
			return false
		}
	}
	for _, o := range old {
		b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: o.Name, Source: o.Source, Why: "a worse " + c.Name + " replaces it: only the worst applies"})
	}
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: c})
	if c.Name == Stunned && u.Active() && b.InTurnNow(u) && len(old) == 0 {
		// stunned in its own turn: it "can't take any actions" from now on, and had no roll
		// for one (13th-age-combat-rules.txt "Conditions"; 13th-age-2e-reference-sheet.txt)
		b.Emit(combat.BudgetSet{Unit: u.Name, Slots: []combat.Slot{{Name: SlotInterrupt, Left: u.Left(SlotInterrupt)}}})
		rule := ruleStunned
		if edition(b) == 2 {
			rule = ruleStunned2
		}
		stopActing(b, u, noActions{rule, "was stunned during its turn and can't take any more actions"})
	}
	return true
}

// endsText says in words when a condition ends.
func endsText(e combat.Ends) string {
	if e == combat.Never {
		return "until it is ended"
	}
	return string(e)
}

// grab puts the grabbed condition on t, held by g, after a hit: only while the two are next
// to each other, and a creature already held is not grabbed by a second grabber
// (13th-age-combat-rules.txt "Grabbed"; docs/rulings.md).
func grab(b *combat.Battle, g, t *combat.Unit) {
	switch {
	case !g.Active() || !t.Active() || !b.Map.Adjacent(g.Pos, t.Pos):
		return
	case t.Is(Grabbed):
		c, _ := t.Condition(Grabbed)
		b.Emit(combat.Note{Unit: t.Name, Text: fmt.Sprintf("%s is already grabbed by %s", t.Name, c.Source)})
		return
	}
	b.Emit(combat.ConditionAdded{Unit: t.Name, Condition: combat.Condition{Name: Grabbed, Source: g.Name, Owner: t.Name}})
}

// grabber returns the creature holding u, if u is grabbed.
func grabber(b *combat.Battle, u *combat.Unit) *combat.Unit {
	c, ok := u.Condition(Grabbed)
	if !ok {
		return nil
	}
	return b.Unit(c.Source)
}

// held lists the creatures g is grabbing.
func held(b *combat.Battle, g *combat.Unit) []*combat.Unit {
	var out []*combat.Unit
	for _, v := range b.Units {
		if c, ok := v.Condition(Grabbed); ok && c.Source == g.Name {
			out = append(out, v)
		}
	}
	return out
}

// loosen ends the grabs that no longer hold: the grabber or the grabbed is out of the fight,
// or they are no longer next to each other (the grabbed popped free and moved away).
func loosen(b *combat.Battle) {
	for _, u := range b.Units {
		c, ok := u.Condition(Grabbed)
		if !ok {
			continue
		}
		g := b.Unit(c.Source)
		why := ""
		switch {
		case !u.Active():
			why = u.Name + " is " + string(u.Status)
		case g == nil || !g.Active():
			why = c.Source + " is out of the fight"
		case !b.Map.Adjacent(g.Pos, u.Pos):
			why = u.Name + " is no longer next to " + g.Name
		default:
			continue
		}
		b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: Grabbed, Source: c.Source, Why: "the grab ends: " + why})
	}
}

// letGoToMove releases the creatures u holds before it moves, but those smaller than it,
// which it carries along (carry), and returns those: a grabber must let go of a creature its
// size or larger to move, and the creature left behind gets no opportunity attack
// (13th-age-combat-rules.txt "Grabbed": "If you are smaller than the creature that is
// grabbing you, it can move and carry you along with no problem").
func letGoToMove(b *combat.Battle, u *combat.Unit) []*combat.Unit {
	var carried []*combat.Unit
	for _, v := range held(b, u) {
		if v.Sheet.Size < u.Sheet.Size {
			carried = append(carried, v)
			continue
		}
		b.Emit(combat.ConditionRemoved{Unit: v.Name, Name: Grabbed, Source: u.Name, Why: u.Name + " lets go to move"})
		b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: PoppedFree, Source: v.Name, Ends: combat.EndOfTurn, Owner: u.Name}})
	}
	return carried
}

// carry brings the smaller creatures u holds along as it steps from square from: each moves
// into the square u left, if it is still held and nobody else stands there (u may be passing
// through an ally); one that cannot follow stays, and the grab ends if the two are no longer
// next to each other (loosen). Being carried draws no attacks (docs/rulings.md).
func carry(b *combat.Battle, u *combat.Unit, carried []*combat.Unit, from grid.Pos) {
	for _, v := range carried {
		if grabber(b, v) != u || !v.Active() || b.Map.Adjacent(v.Pos, u.Pos) || !b.Alone(v, from) {
			continue
		}
		if v.Is(Stuck) {
			continue // "let anyone else move you": it stays, and the grab ends as they part
		}
		b.Emit(combat.Moved{Unit: v.Name, From: v.Pos, To: from, Why: "carried by " + u.Name})
	}
}

// checkLetGo: a creature lets go of one it is grabbing as a free action on its turn.
func checkLetGo(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	t := b.Unit(a.Target)
	if t == nil {
		return combat.Refuse(ruleGrabbed, "say whom %s lets go of", u.Name)
	}
	if g := grabber(b, t); g != u {
		return combat.Refuse(ruleGrabbed, "%s is not grabbing %s", u.Name, t.Name)
	}
	return nil
}

// doLetGo ends the grab.
func doLetGo(b *combat.Battle, u *combat.Unit, a combat.Action) {
	b.Emit(combat.ConditionRemoved{Unit: a.Target, Name: Grabbed, Source: u.Name, Why: u.Name + " lets go"})
}

// hitThisTurn reports whether u has hit t with an attack during the turn in progress.
func hitThisTurn(b *combat.Battle, u, t *combat.Unit) bool {
	for i := len(b.Log) - 1; i >= 0; i-- {
		switch e := b.Log[i].(type) {
		case combat.TurnStarted:
			return false
		case combat.AttackRolled:
			if e.Hit && e.Attacker == u.Name && e.Target == t.Name {
				return true
			}
		}
	}
	return false
}

// grabPenalty is the disengage check's −5 while grabbed, unless u hit its grabber this turn
// (13th-age-combat-rules.txt "Grabbed").
func grabPenalty(b *combat.Battle, u *combat.Unit) int {
	g := grabber(b, u)
	if g == nil || poppedFree(u, g) || hitThisTurn(b, u, g) {
		return 0
	}
	return -5
}

// canReact reports whether u can act out of turn at all: active, not stunned (it "can't take
// any actions"), and not confused in edition 2 ("You take no actions when it isn't your
// turn") (13th-age-combat-rules.txt "Conditions"; 13th-age-2e-reference-sheet.txt
// "Conditions").
func canReact(b *combat.Battle, u *combat.Unit) bool {
	return u.Active() && !u.Is(Stunned) && !(edition(b) == 2 && u.Is(Confused))
}

// canOpportunity reports whether u may make opportunity attacks: not grabbed, confused or
// charmed (13th-age-combat-rules.txt "Grabbed", "Conditions": Confused;
// 13th-age-2e-reference-sheet.txt "Conditions": Charmed "can't attack").
func canOpportunity(b *combat.Battle, u *combat.Unit) bool {
	return canReact(b, u) && !u.Is(Grabbed) && !u.Is(Confused) && !u.Is(Charmed)
}

// mayAttack says why u cannot make an attack of a kind at all: charmed creatures cannot
// attack; grabbed ones cannot use ranged attacks ("melee and close attacks are fine").
func mayAttack(u *combat.Unit, kind string) *combat.RuleError {
	if u.Is(Charmed) {
		return combat.Refuse(ruleCharmed, "%s is charmed and cannot attack", u.Name)
	}
	if kind == KindRanged && u.Is(Grabbed) {
		return combat.Refuse(ruleGrabbed, "%s is grabbed and cannot use ranged attacks", u.Name)
	}
	return nil
}

// confusedAttack makes an edition 2 confused creature's attack as its turn starts: "On your
// turn, you make a half-damage, no-trigger attack against a random nearby ally"
// (13th-age-2e-reference-sheet.txt "Conditions": Confused). It attacks with its basic attack,
// in melee when an ally is next to it, else a ranged one, at an ally that attack reaches,
// rolled for; its standard action pays. With no ally in reach, or its standard action gone, it
// makes none (docs/rulings.md). Edition 1's confused creature is not forced to attack.
func confusedAttack(b *combat.Battle, u *combat.Unit) {
	if edition(b) != 2 || !u.Active() || !u.Is(Confused) || u.Left(SlotStandard) < 1 {
		return
	}
	for _, kind := range []string{KindMelee, KindRanged} {
		if mayAttack(u, kind) != nil {
			continue
		}
		p, err := findPower(b, u, "", kind, ruleConfused)
		if err != nil {
			continue
		}
		allies := alliesInReach(b, u, kind, p)
		if len(allies) == 0 {
			continue
		}
		b.Emit(combat.Note{Unit: u.Name, Text: u.Name + " is confused: on its turn it makes a half-damage, no-trigger attack against a random nearby ally"})
		doAttack(b, u, combat.Action{Kind: kind, Unit: u.Name, Target: allies[0].Name, Weapon: p.Name})
		return
	}
	b.Emit(combat.Note{Unit: u.Name, Text: u.Name + " is confused, but no ally is in reach of its attacks"})
}

// victims are the creatures u's attacks may go at: its enemies, or while confused its allies
// (13th-age-combat-rules.txt "Conditions": Confused "against any nearby ally").
func victims(b *combat.Battle, u *combat.Unit) []*combat.Unit {
	if u.Is(Confused) {
		return b.Allies(u)
	}
	return b.Enemies(u)
}

// helpless reports whether t is helpless: unconscious, or asleep (the helpless condition)
// (13th-age-combat-rules.txt "Conditions": Helpless).
func helpless(t *combat.Unit) bool {
	return t.Status == combat.Down || t.Active() && t.Is(Helpless)
}

// checkCoupDeGrace: a standard action attack on a helpless enemy the attacker is engaged
// with, skipping its move and quick actions (so it must have all three), with a melee attack
// (13th-age-combat-rules.txt "Coup de Grace"; 13th-age-2e-reference-sheet.txt "Coup de Grace").
func checkCoupDeGrace(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	_, _, err := coupDeGrace(b, u, a)
	return err
}

// coupDeGrace finds a coup de grace's target and power.
func coupDeGrace(b *combat.Battle, u *combat.Unit, a combat.Action) (*combat.Unit, power, *combat.RuleError) {
	if err := mayAttack(u, KindMelee); err != nil {
		return nil, power{}, err
	}
	if u.Is(Confused) {
		return nil, power{}, combat.Refuse(ruleConfused, "%s is confused: its attacks go at its allies", u.Name)
	}
	t := b.Unit(a.Target)
	switch {
	case t == nil:
		return nil, power{}, combat.Refuse(ruleCoupDeGrace, "say which helpless foe %s strikes", u.Name)
	case t.Side == u.Side:
		return nil, power{}, combat.Refuse(ruleCoupDeGrace, "%s is on %s's side", t.Name, u.Name)
	case !helpless(t):
		return nil, power{}, combat.Refuse(ruleCoupDeGrace, "%s is not helpless (unconscious or asleep)", t.Name)
	}
	p, err := findPower(b, u, a.Weapon, KindMelee, ruleCoupDeGrace)
	if err != nil {
		return nil, power{}, err
	}
	if !b.Map.Adjacent(u.Pos, t.Pos) || !b.Map.Sight(u.Pos, t.Pos).Seen {
		return nil, power{}, combat.Refuse(ruleCoupDeGrace, "%s is not engaged with %s: a coup de grace needs the foe next to it", u.Name, t.Name)
	}
	return t, p, nil
}

// doCoupDeGrace spends the standard, move and quick actions and scores an automatic crit: no
// d20 is rolled, so nothing keyed to the natural roll happens; against a resistant target a
// d20 is rolled to see whether the damage gets past the resistance, as the text says of
// automatic damage (13th-age-combat-rules.txt "Resistance"; docs/rulings.md).
func doCoupDeGrace(b *combat.Battle, u *combat.Unit, a combat.Action) {
	t, p, _ := coupDeGrace(b, u, a)
	spend(b, u, costAll, "coup de grace on "+t.Name)
	if p.limited {
		b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Expended, Source: p.Name, Ends: combat.EndOfBattle}})
	}
	s := newStrike(b, KindCoupDeGrace, u, t, p)
	s.noTriggers = true
	against, def := defense(b, t, p.Against)
	r := roll{natural: 20, hit: true, crit: true}
	r.rolled = combat.AttackRolled{Attacker: u.Name, Target: t.Name, Weapon: p.Name, Kind: KindCoupDeGrace,
		Terms: []combat.Term{{Label: "coup de grace", Value: 0}}, Defense: def, AC: combat.Sum(def), Hit: true,
		Text: fmt.Sprintf("coup de grace on helpless %s (%s %d): an automatic crit", t.Name, against, combat.Sum(def))}
	b.Emit(r.rolled)
	if _, n := resisted(t, p); n > 0 {
		r.natural = d20(b, u, "a faked attack roll: does the coup de grace get past "+t.Name+"'s resistance")
	}
	var fired []trigger
	for _, tr := range p.triggers {
		if tr.fires(r.natural, true) && s.fires(tr) {
			fired = append(fired, tr)
		}
	}
	onHit(b, s, r, fired)
	afterHit(b, s, r, fired)
}

// shocked is the note a shocked creature's rolls carry.
const shockedWhy = " (shocked: rolled twice, the lower counts)"

// d20 rolls a d20 for u: twice, keeping the lower, while u is shocked: "You roll twice for
// all d20 rolls … and must use the lower result" (13th-age-2e-reference-sheet.txt
// "Conditions": Shocked).
func d20(b *combat.Battle, u *combat.Unit, why string) int {
	v := b.D20(u, why)
	if u != nil && u.Is(Shocked) {
		w := b.D20(u, why+shockedWhy)
		b.Emit(combat.Note{Unit: u.Name, Text: fmt.Sprintf("%s is shocked: of %d and %d the lower, %d, counts", u.Name, v, w, min(v, w))})
		v = min(v, w)
	}
	return v
}

// randomOf picks one of the units with a die (none rolled for one), for what the text leaves
// to chance (a confused creature's target).
func randomOf(b *combat.Battle, u *combat.Unit, us []*combat.Unit, why string) *combat.Unit {
	if len(us) == 0 {
		return nil
	}
	if len(us) == 1 {
		return us[0]
	}
	v, _ := b.Roll(u, combat.Roll{Count: 1, Sides: len(us)}, why)
	return us[max(v-1, 0)]
}
