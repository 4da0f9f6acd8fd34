package age13

// Delay and readied actions (attacks and moves): acting later than one's turn, and how each moves the creature's place in the initiative order.

import (
	"fmt"
	"slices"
	"strings"

	"skirmish/combat"
	"skirmish/grid"
)

// Action kinds that move a creature's initiative, and the reaction a readied action is taken
// with.
const (
	KindDelay     = "delay"      // take no action now; act after another's turn instead (free)
	KindReady     = "ready"      // ready an attack for when a foe comes within its reach (standard)
	KindReadyMove = "ready_move" // ready a move to a square for when a foe comes nearby (standard)
	KindReadied   = "readied"    // the readied attack or move, taken as the foe moves (a reaction)
)

// ReadiedMove is the Option of a readied action that is a move (KindReadied): its Path is
// the square it moves to.
const ReadiedMove = "move"

// Conditions that carry a delay or a readied action until the order changes.
const (
	// Delayed: the creature delayed and will act after Source's turn.
	Delayed = "delayed"
	// Readied: an action readied until the creature's next turn; Note is "melee with WEAPON",
	// "ranged with WEAPON" or "move to (X,Y)" (for the reader: a readied move's square is its
	// Value, readiedSquare), Source the foe awaited ("" for any).
	Readied = "readied"
	// ActsBefore: the creature took its readied action during Source's turn and acts just
	// before Source from the next round on.
	ActsBefore = "acts before"
	// Forgoes: the creature took its readied action before its regular turn this round and
	// gets no actions in that turn.
	Forgoes = "forgoes its turn"
)

// More citations.
var (
	ruleDelay = cite1("Delay")
	ruleReady = cite1("Readying an Action")
)

// checkDelay: on its turn, before any creature of the turn has acted, a creature may delay
// to act just after another turn of the order: later this round, or, if that turn has
// passed, in the next round instead of its own (13th-age-combat-rules.txt "Delay").
// Creatures that share a turn delay together; there is no delaying in an ambush round.
func checkDelay(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := canDelay(b); err != nil {
		return err
	}
	t, _ := b.Current()
	w := b.Unit(a.Target)
	if w == nil {
		return combat.Refuse(ruleDelay, "say after whose turn %s will act", u.Name)
	}
	j := combat.LastTurnOf(b.Order, w.Name)
	if j < 0 || j == b.TurnIndex || slices.Contains(t.Units, w.Name) {
		return combat.Refuse(ruleDelay, "%s does not have another turn in the order to act after", w.Name)
	}
	return nil
}

// canDelay says why the turn in progress cannot be delayed: an ambush round, or one of its
// creatures has acted.
func canDelay(b *combat.Battle) *combat.RuleError {
	t, _ := b.Current()
	if b.Round < 1 {
		return combat.Refuse(ruleDelay, "no one delays in the ambush round")
	}
	for _, v := range b.TurnUnits(t) {
		if v.Active() && (v.Left(SlotStandard) < 1 || v.Left(SlotMove) < 1 || v.Left(SlotQuick) < 1) {
			return combat.Refuse(ruleDelay, "%s has already acted this turn: delaying means taking no action", v.Name)
		}
	}
	return nil
}

// doDelay gives up the turn's actions for now and places the turn after the target's: a copy
// of it is put there at once when that turn is still to come this round; otherwise the order
// changes when the next round starts (settleOrder). Either way the creature's initiative
// becomes the target's count.
func doDelay(b *combat.Battle, u *combat.Unit, a combat.Action) {
	t, _ := b.Current()
	w := b.Unit(a.Target)
	j := combat.LastTurnOf(b.Order, w.Name)
	for _, v := range b.TurnUnits(t) {
		if !v.Active() {
			continue
		}
		for _, s := range []string{SlotStandard, SlotMove, SlotQuick} {
			b.Emit(combat.Spent{Unit: v.Name, Slot: s, N: 1, For: "delay"})
		}
		b.Emit(combat.ConditionAdded{Unit: v.Name, Condition: combat.Condition{Name: Delayed, Source: w.Name, Owner: v.Name}})
	}
	when := "in the next round, in place of its own turn"
	if j > b.TurnIndex {
		order := slices.Clone(b.Order)
		moved := t
		moved.Initiative = order[j].Initiative
		b.Emit(combat.OrderSet{Order: slices.Insert(order, j+1, moved)})
		when = "this round"
	}
	b.Emit(combat.Note{Unit: u.Name, Text: fmt.Sprintf("%s delays: it acts after %s's turn %s, on initiative %d from now on", strings.Join(t.Units, ", "), w.Name, when, b.Order[j].Initiative)})
}

// readyKind is the attack a ready action readies: Option "melee" or "ranged", by default
// melee if the creature has a melee attack it can use.
func readyKind(b *combat.Battle, u *combat.Unit, a combat.Action) string {
	if a.Choice != "" {
		return a.Choice
	}
	if _, err := findPower(b, u, a.Weapon, KindMelee, ruleReady); err == nil {
		return KindMelee
	}
	return KindRanged
}

// checkReady: readying is a standard action; it readies a melee or a ranged attack the
// creature could make, against a named foe or any (13th-age-combat-rules.txt "Readying an
// Action"; Skirmish readies attacks only, docs/rulings.md).
func checkReady(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	_, err := readied(b, u, a)
	return err
}

// readied finds the attack a ready action readies.
func readied(b *combat.Battle, u *combat.Unit, a combat.Action) (power, *combat.RuleError) {
	if err := readyGate(b, u, a); err != nil {
		return power{}, err
	}
	return findPower(b, u, a.Weapon, readyKind(b, u, a), ruleReady)
}

// readyGate says why u cannot ready the action's kind of attack for its target whatever the
// power: not a melee or a ranged attack, an attack u may not make at all, confusion, a target
// that is no foe in the fight.
func readyGate(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	kind := readyKind(b, u, a)
	if kind != KindMelee && kind != KindRanged {
		return combat.Refuse(ruleReady, "ready a melee or a ranged attack, not %q", a.Choice)
	}
	if err := mayAttack(u, kind); err != nil {
		return err
	}
	if u.Is(Confused) {
		return combat.Refuse(ruleConfused, "%s is confused: its attacks go at its allies", u.Name)
	}
	if a.Target != "" {
		if t := b.Unit(a.Target); t == nil || t.Side == u.Side || !t.Active() {
			return combat.Refuse(ruleReady, "%s is not a foe in the fight", a.Target)
		}
	}
	return nil
}

// doReady spends the standard action and readies the attack until the creature's next turn.
func doReady(b *combat.Battle, u *combat.Unit, a combat.Action) {
	p, _ := readied(b, u, a)
	kind := readyKind(b, u, a)
	setReadied(b, u, "ready a "+kind+" attack", combat.Condition{Source: a.Target, Note: kind + " with " + p.Name})
}

// setReadied spends u's standard action (for what) and readies c until its next turn, in place of
// any action it had readied before.
func setReadied(b *combat.Battle, u *combat.Unit, what string, c combat.Condition) {
	spend(b, u, costStandard, what)
	if old, ok := u.Condition(Readied); ok {
		b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: Readied, Source: old.Source, Why: "readied again"})
	}
	c.Name, c.Ends, c.Owner = Readied, combat.StartOfTurn, u.Name
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: c})
}

// checkReadyMove: readying a move is a standard action; it readies a move action to a square
// the creature could move to now, for when a foe (the one named, or any) moves nearby
// (13th-age-combat-rules.txt "Readying an Action": "You can ready a standard action, a move
// action, or a free action"; docs/rulings.md).
func checkReadyMove(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	if err := notStuck(u); err != nil {
		return err
	}
	if err := notHeld(b, u); err != nil {
		return err
	}
	if len(a.Path) != 1 {
		return combat.Refuse(ruleReady, "say the one square %s will move to", u.Name)
	}
	if a.Target != "" {
		if t := b.Unit(a.Target); t == nil || t.Side == u.Side || !t.Active() {
			return combat.Refuse(ruleReady, "%s is not a foe in the fight", a.Target)
		}
	}
	_, err := planPath(b, u, a.Path, speed(u))
	return err
}

// doReadyMove spends the standard action and readies the move until the creature's next turn:
// the condition's Value is the square's map index + 1 (0 is a readied attack), its note
// says the square for the reader.
func doReadyMove(b *combat.Battle, u *combat.Unit, a combat.Action) {
	to := a.Path[0]
	setReadied(b, u, "ready a move", combat.Condition{Source: a.Target, Value: b.Map.Index(to) + 1, Note: ReadiedMove + " to " + to.String()})
}

// readiedSquare is the square of a readied move (doReadyMove's Value), or false for a
// readied attack.
func readiedSquare(b *combat.Battle, c combat.Condition) (grid.Pos, bool) {
	if c.Value < 1 {
		return grid.Pos{}, false
	}
	return b.Map.PosOf(c.Value - 1), true
}

// readiedMove is the readied move r could take now as mover steps: to its square, when the
// mover is nearby (within r's speed, as the crow flies) and in sight, and r can move there now.
func readiedMove(b *combat.Battle, r, mover *combat.Unit, dest grid.Pos) (combat.Action, bool) {
	if b.Feet(r.Pos, mover.Pos) > speed(r) || !b.Map.Sight(r.Pos, mover.Pos).Seen || notStuck(r) != nil || notHeld(b, r) != nil || r.Pos == dest {
		return combat.Action{}, false
	}
	if _, err := planPath(b, r, []grid.Pos{dest}, speed(r)); err != nil {
		return combat.Action{}, false
	}
	return combat.Action{Kind: KindReadied, Unit: r.Name, Target: mover.Name, Choice: ReadiedMove, Path: []grid.Pos{dest}}, true
}

// springReadied offers each foe of the mover with a readied action that the mover's step now
// triggers (awaiting that foe, or any) the chance to take it: an attack once the mover is
// within its reach, a move once the mover is nearby. The action interrupts the move. A
// creature that takes it acts just before the mover's turn from the next round on, and if its
// own turn has not yet come this round, it forgoes it (13th-age-combat-rules.txt "Readying an
// Action"). It reports whether the mover is still up.
func springReadied(b *combat.Battle, mover *combat.Unit) bool {
	for _, r := range b.Units {
		c, ok := r.Condition(Readied)
		if !ok || r.Side == mover.Side || !canReact(b, r) || c.Source != "" && c.Source != mover.Name {
			continue
		}
		if dest, ok := readiedSquare(b, c); ok {
			a, ok := readiedMove(b, r, mover, dest)
			if !ok {
				continue
			}
			if _, ok := b.Ask(r, combat.Prompt{Kind: combat.PromptMoved, Actor: mover.Name, Target: r.Name}, []combat.Action{a}); !ok {
				continue
			}
			tookReadied(b, r, mover, c, "move", "move")
			path, _ := planPath(b, r, a.Path, speed(r))
			walk(b, r, path, "readied move")
			if !mover.Active() {
				return false
			}
			continue
		}
		if r.Is(Confused) {
			continue
		}
		kind, weapon, _ := strings.Cut(c.Note, " with ")
		if mayAttack(r, kind) != nil {
			continue
		}
		p, err := findPower(b, r, weapon, kind, ruleReady)
		if err != nil {
			continue
		}
		if kind == KindMelee && meleeReach(b, r, mover) != nil || kind == KindRanged && rangedReach(b, r, mover, p) != nil {
			continue
		}
		a := combat.Action{Kind: KindReadied, Unit: r.Name, Target: mover.Name, Weapon: p.Name, Choice: kind}
		if _, ok := b.Ask(r, combat.Prompt{Kind: combat.PromptMoved, Actor: mover.Name, Target: r.Name}, []combat.Action{a}); !ok {
			continue
		}
		tookReadied(b, r, mover, c, "attack", kind+" attack")
		if p.limited {
			b.Emit(combat.ConditionAdded{Unit: r.Name, Condition: combat.Condition{Name: Expended, Source: p.Name, Ends: combat.EndOfBattle}})
		}
		if shoots(kind, p) && !provokeShot(b, r, []*combat.Unit{mover}, p) {
			continue
		}
		resolve(b, attackStrike(b, kind, r, mover, p))
		if !mover.Active() {
			return false
		}
	}
	return mover.Active()
}

// tookReadied records that r takes its readied action (an "attack" or a "move"; what says
// which, "melee attack") as the mover moves: the readied condition ends, r acts just before the mover from the next round on, and forgoes its own
// turn this round if it has not yet come (13th-age-combat-rules.txt "Readying an Action").
func tookReadied(b *combat.Battle, r, mover *combat.Unit, c combat.Condition, action, what string) {
	b.Emit(combat.ConditionRemoved{Unit: r.Name, Name: Readied, Source: c.Source, Why: "the readied " + action + " is taken"})
	b.Emit(combat.Note{Unit: r.Name, Text: fmt.Sprintf("%s takes its readied %s as %s moves", r.Name, what, mover.Name)})
	if o, ok := r.Condition(ActsBefore); ok {
		b.Emit(combat.ConditionRemoved{Unit: r.Name, Name: ActsBefore, Source: o.Source, Why: "readied again"})
	}
	b.Emit(combat.ConditionAdded{Unit: r.Name, Condition: combat.Condition{Name: ActsBefore, Source: mover.Name, Owner: r.Name}})
	if combat.LastTurnOf(b.Order, r.Name) > b.TurnIndex && !r.Is(Forgoes) {
		b.Emit(combat.ConditionAdded{Unit: r.Name, Condition: combat.Condition{Name: Forgoes, Owner: r.Name}})
	}
}

// settleOrder fixes the order as a round starts: a turn a delay put in twice keeps its later
// place; a creature still waiting on a delay acts just after the turn it named; one that took
// a readied action acts just before the creature that triggered it. Each takes the other
// turn's initiative count.
func settleOrder(b *combat.Battle) {
	order := slices.Clone(b.Order)
	key := func(t combat.Turn) string { return t.Side + "\x00" + strings.Join(t.Units, "\x00") }
	for i := len(order) - 1; i >= 0; i-- {
		for j := i - 1; j >= 0; j-- {
			if key(order[j]) == key(order[i]) {
				order = slices.Delete(order, j, j+1)
				i--
			}
		}
	}
	move := func(name, other string, after bool) {
		i, j := combat.LastTurnOf(order, name), combat.LastTurnOf(order, other)
		if i < 0 || j < 0 || i == j {
			return
		}
		t := order[i]
		t.Initiative = order[j].Initiative
		order = slices.Delete(order, i, i+1)
		if j = combat.LastTurnOf(order, other); after {
			j++
		}
		order = slices.Insert(order, j, t)
	}
	for _, u := range b.Units {
		if c, ok := u.Condition(Delayed); ok {
			move(u.Name, c.Source, true)
		}
		if c, ok := u.Condition(ActsBefore); ok {
			move(u.Name, c.Source, false)
			b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: ActsBefore, Source: c.Source, Why: "its place in the order has moved"})
		}
	}
	if !slices.EqualFunc(order, b.Order, func(x, y combat.Turn) bool { return key(x) == key(y) && x.Initiative == y.Initiative }) {
		b.Emit(combat.OrderSet{Order: order})
	}
}
