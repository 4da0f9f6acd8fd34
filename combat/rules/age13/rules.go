package age13

// The 13th Age ruleset: its action table, the one gate (Options, Check, Do), budgets substituting downward, Prepare, the turn hooks.

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"skirmish/combat"
)

// ID is the ruleset's id.
const ID = "age13"

func init() { combat.Register(ID, func() combat.Ruleset { return New() }) }

// Rules is the 13th Age ruleset. It keeps no state of its own: everything is in the battle.
type Rules struct{}

// New returns the ruleset.
func New() *Rules { return &Rules{} }

// ID returns "age13".
func (*Rules) ID() string { return ID }

// Catalog returns the built-in 13th Age catalog.
func (*Rules) Catalog() *combat.Catalog { return Catalog() }

// edition is the text the battle plays: 1 (13th-age-combat-rules.txt) or 2
// (13th-age-2e-reference-sheet.txt).
func edition(b *combat.Battle) int {
	if b.RuleOptions[optionEdition] == "2" {
		return 2
	}
	return 1
}

// kind is one row of the action table.
type kind struct {
	kind, label, cost, rule, provokes, summary string
	// target says whom it is aimed at: "enemy", "downed ally" or "".
	target string
	check  func(*combat.Battle, *combat.Unit, combat.Action) *combat.RuleError
	do     func(*combat.Battle, *combat.Unit, combat.Action)
}

// kinds is the action table (13th-age-combat-rules.txt "Combat Actions", "Special Actions").
var kinds = []kind{
	{KindMelee, "Melee attack", costStandard, ruleAttacks, "no", "Attack a foe you are engaged with: d20 + ability + level (+ escalation die) vs its defence.", "enemy", checkMelee, doAttack},
	{KindRanged, "Ranged attack", costStandard, ruleRanged, "sometimes", "Shoot, throw or cast at a foe in sight; while engaged, the foes you do not target get opportunity attacks (in edition 2, and for most spells, all of them).", "enemy", checkRanged, doAttack},
	{KindRun, "Move", costMove, ruleMovement, "sometimes", "Move up to your speed; leaving foes you are engaged with draws their opportunity attacks, and free foes you pass may intercept you.", "", checkRun, doRun},
	{KindDisengage, "Disengage", costMove, ruleDisengage, "no", "A disengage check, 11+ on a d20, −1 for each foe beyond the first: on a success, move away freely; on a failure, stay put.", "", checkDisengage, doDisengage},
	{KindRally, "Rally", costStandard, ruleRally, "no", "Spend a recovery and heal; after the first rally of the battle, only on a normal save (11+).", "", checkRally, doRally},
	{KindStabilize, "Stabilize", costStandard, ruleStabilize, "no", "A DC 10 Wisdom check beside an unconscious ally: on a success its failed death saves stop counting; on 25+ it took only a quick action.", "downed ally", checkStabilize, doStabilize},
	{KindPotion, "Feed a potion", costStandard, rulePotion, "no", "Feed a healing potion to an unconscious ally next to you: it spends a recovery, heals and comes to.", "downed ally", checkPotion, doPotion},
	{KindDrink, "Drink a potion", costQuick, ruleDrink, "no", "Drink one of your healing potions: spend a recovery and heal (half with none left).", "", checkDrink, doDrink},
	{KindLeave, "Leave the battle", costMove, ruleFlee, "sometimes", "From an exit, leave the battlefield: gone, not dead.", "", checkLeave, doLeave},
	{KindCoupDeGrace, "Coup de grace", costAll, ruleCoupDeGrace, "no", "Skip your move and quick actions to strike a helpless foe you are engaged with (unconscious or asleep): an automatic crit.", "helpless enemy", checkCoupDeGrace, doCoupDeGrace},
	{KindLetGo, "Let go", costFree, ruleGrabbed, "no", "Let go of a creature you are grabbing.", "grabbed enemy", checkLetGo, doLetGo},
	{KindDelay, "Delay", costFree, ruleDelay, "no", "Take no action now and act right after another creature's turn instead: your initiative becomes its count from now on.", "any turn", checkDelay, doDelay},
	{KindAssist, "Combat assist", costStandard, ruleAssist, "no", "Edition 2: help a nearby ally: +2 to its next attack roll, save or check.", "ally", checkAssist, doAssist},
	{KindSpirit, "Fight in spirit", costFree, ruleSpirit, "no", "Once a round, out of the fight: give an ally still fighting +1 to attacks, AC, PD or MD (Option) for this round and the next; +2 the first time anyone does it this battle.", "ally", checkSpirit, doSpirit},
	{KindFlee, "Flee", costFree, ruleFlee + "; " + ruleRetreat, "no", "The party flees the fight, carrying its fallen away: the battle is lost, but no one else dies.", "", checkFlee, doFlee},
	{KindReady, "Ready an attack", costStandard, ruleReady, "no", "Ready a melee or ranged attack (Option) for when a foe (or the one named) comes within its reach before your next turn: you then act just before that foe from the next round on.", "enemy (optional)", checkReady, doReady},
	{KindReadyMove, "Ready a move", costStandard, ruleReady, "sometimes", "Ready a move to a square (Path) for when a foe (or the one named) comes nearby, within your speed and in sight, before your next turn: you move there just then, and act just before that foe from the next round on.", "square", checkReadyMove, doReadyMove},
}

// kindOf returns the table row of a kind.
func kindOf(name string) (*kind, bool) {
	for i := range kinds {
		if kinds[i].kind == name {
			return &kinds[i], true
		}
	}
	return nil, false
}

// Kinds lists the action kinds a unit may choose on its turn, in table order.
func Kinds() []string {
	out := make([]string, len(kinds))
	for i, k := range kinds {
		out[i] = k.kind
	}
	return out
}

// Check returns nil if a is legal now, or the rule it breaks.
func (*Rules) Check(b *combat.Battle, a combat.Action) error {
	if err := check(b, a); err != nil {
		return err
	}
	return nil
}

// check is Check with a typed result.
func check(b *combat.Battle, a combat.Action) *combat.RuleError {
	u := b.Unit(a.Unit)
	switch a.Kind {
	case combat.Opportunity:
		return combat.Refuse(ruleEngaged, "opportunity attacks are made only as a foe moves away or shoots, when the game asks")
	case KindIntercept:
		return combat.Refuse(ruleIntercept, "intercepting is done only as a foe moves past, when the game asks")
	case KindReadied:
		return combat.Refuse(ruleReady, "a readied attack is taken only as a foe moves within its reach, when the game asks")
	case KindFlexible, KindPlain:
		return combat.Refuse(ruleFlexible, "a flexible attack is chosen after the attack roll, when the game asks")
	case KindReroll, KindKeep:
		return combat.Refuse(ruleTwoWeapon, "rerolling a natural 2 is chosen after the attack roll, when the game asks")
	}
	k, ok := kindOf(a.Kind)
	if !ok {
		return combat.Refuse(ruleActions, "%q is not a 13th Age action (actions: %s)", a.Kind, strings.Join(Kinds(), ", "))
	}
	if a.Kind == KindSpirit {
		return checkSpirit(b, u, a) // the fallen's action, on any turn of their side
	}
	if !u.Active() {
		return combat.Refuse("units", "%s is %s and cannot act", u.Name, u.Status)
	}
	if err := turnGate(b, u, k.cost); err != nil {
		return err
	}
	if err := cannotAct(u); err != nil {
		return err
	}
	if err := afford(u, k.cost); err != nil {
		return err
	}
	return k.check(b, u, a)
}

// Do resolves a checked action, then ends the grabs it broke.
func (*Rules) Do(b *combat.Battle, a combat.Action) {
	k, _ := kindOf(a.Kind)
	k.do(b, b.Unit(a.Unit), a)
	loosen(b)
}

// turnGate says whether u may act now: standard, move, quick and free actions on its own
// turn; an interrupt only when it is not its turn (13th-age-combat-rules.txt "Actions on Your
// Turn", "Interrupt Actions").
func turnGate(b *combat.Battle, u *combat.Unit, cost string) *combat.RuleError {
	mine := b.InTurnNow(u)
	if cost == costInterrupt {
		if mine {
			return combat.Refuse(ruleInterrupt, "an interrupt action is taken when it is not %s's turn", u.Name)
		}
		return nil
	}
	if mine {
		return nil
	}
	if t, ok := b.Current(); ok {
		who := t.Side
		if len(t.Units) > 0 {
			who = strings.Join(t.Units, ", ")
		}
		return combat.Refuse(ruleInitiative, "it is %s's turn, not %s's", who, u.Name)
	}
	return combat.Refuse(ruleInitiative, "no turn is in progress")
}

// payers are the slots that may pay for each cost, cheapest first: a standard action may be
// used as a move or a quick action, a move action as a quick action
// (13th-age-combat-rules.txt "Regular Actions"; 13th-age-2e-reference-sheet.txt "Combat
// Actions": "Substitute downward").
var payers = map[string][]string{
	costStandard:  {SlotStandard},
	costMove:      {SlotMove, SlotStandard},
	costQuick:     {SlotQuick, SlotMove, SlotStandard},
	costInterrupt: {SlotInterrupt},
}

// payer returns the slot that pays for a cost now: the cheapest one left. A coup de grace is
// paid by all three of the turn's actions, each itself; payer names the standard one.
func payer(u *combat.Unit, cost string) (string, bool) {
	if cost == costAll {
		ok := u.Left(SlotStandard) >= 1 && u.Left(SlotMove) >= 1 && u.Left(SlotQuick) >= 1
		return SlotStandard, ok
	}
	for _, s := range payers[cost] {
		if u.Left(s) >= 1 {
			return s, true
		}
	}
	return "", cost == costFree
}

// afford says whether u has an action left that can pay for the cost.
func afford(u *combat.Unit, cost string) *combat.RuleError {
	if _, ok := payer(u, cost); ok {
		return nil
	}
	if u.Is(Stunned) && cost != costInterrupt {
		return combat.Refuse(ruleStunned2, "%s is stunned: its roll of 16+ gave it one action this turn, and it has taken it", u.Name)
	}
	switch cost {
	case costStandard:
		return combat.Refuse(ruleActions, "%s has already used its standard action this turn", u.Name)
	case costInterrupt:
		return combat.Refuse(ruleInterrupt, "%s has used its interrupt action; it has another after the end of its next turn", u.Name)
	case costAll:
		return combat.Refuse(ruleCoupDeGrace, "%s must still have its standard, move and quick actions: a coup de grace skips the other two", u.Name)
	}
	return combat.Refuse(ruleActions, "%s has no %s action left, nor a larger one to use in its place", u.Name, cost)
}

// spend records the action that pays for a cost, saying when a larger one stands in.
func spend(b *combat.Battle, u *combat.Unit, cost, why string) {
	slot, ok := payer(u, cost)
	if !ok || cost == costFree {
		return
	}
	if cost == costAll {
		for _, s := range []string{SlotStandard, SlotMove, SlotQuick} {
			b.Emit(combat.Spent{Unit: u.Name, Slot: s, N: 1, For: why})
		}
		return
	}
	if slot != cost {
		why += " (" + slot + " action as a " + cost + " action)"
	}
	b.Emit(combat.Spent{Unit: u.Name, Slot: slot, N: 1, For: why})
}

// Options lists every action kind for u, with its targets, squares or weapons, or why not now.
func (*Rules) Options(b *combat.Battle, u *combat.Unit) []combat.Option {
	return options(nil, b, u, nil)
}

// AppendOptionsOf appends to dst the options of the given kinds only, as Options lists them,
// reusing the lists of dst's entries past its length (combat.KindOptioner).
func (*Rules) AppendOptionsOf(dst []combat.Option, b *combat.Battle, u *combat.Unit, only []string) []combat.Option {
	return options(dst, b, u, only)
}

// options appends to out u's options of every kind, or of the kinds in only when it is not
// nil. The entries of out past its length are reused: their targets, squares and weapons are
// cut to zero and refilled (choices are never reused: some are shared tables).
func options(out []combat.Option, b *combat.Battle, u *combat.Unit, only []string) []combat.Option {
	for i := range kinds {
		k := &kinds[i]
		if only != nil && !slices.Contains(only, k.kind) {
			continue
		}
		o := combat.Option{Kind: k.kind, Label: k.label, Cost: k.cost, Rule: k.rule, Provokes: k.provokes, Summary: k.summary}
		if len(out) < cap(out) { // reuse the lists of the spent option in out's next entry
			old := out[: len(out)+1 : len(out)+1][len(out)]
			o.Targets, o.Squares, o.Weapons = old.Targets[:0], old.Squares[:0], old.Weapons[:0]
		}
		switch {
		case k.kind == KindSpirit:
			fillSpirit(b, u, &o)
		case !u.Active():
			o.Err = combat.Refuse("units", "%s is %s", u.Name, u.Status)
		case turnGate(b, u, k.cost) != nil:
			o.Err = turnGate(b, u, k.cost)
		case cannotAct(u) != nil:
			o.Err = cannotAct(u)
		case afford(u, k.cost) != nil:
			o.Err = afford(u, k.cost)
		default:
			fillOption(b, u, k, &o)
		}
		out = append(out, o)
	}
	return out
}

// fillSpirit lists the allies a fallen hero may inspire and the bonuses, or why it cannot.
func fillSpirit(b *combat.Battle, u *combat.Unit, o *combat.Option) {
	for _, v := range b.Allies(u) {
		if checkSpirit(b, u, combat.Action{Kind: KindSpirit, Unit: u.Name, Target: v.Name}) == nil {
			o.Targets = append(o.Targets, v.Name)
		}
	}
	if len(o.Targets) == 0 {
		o.Err = checkSpirit(b, u, combat.Action{Kind: KindSpirit, Unit: u.Name})
		return
	}
	o.Choices = spiritBonuses
}

// fillOption finds an available kind's targets, squares and weapons, or why it has none.
func fillOption(b *combat.Battle, u *combat.Unit, k *kind, o *combat.Option) {
	base := combat.Action{Kind: k.kind, Unit: u.Name}
	switch k.kind {
	case KindMelee, KindRanged:
		if err := mayAttack(u, k.kind); err != nil {
			o.Err = err
			return
		}
		var first *combat.RuleError
		for p := range attacks(u) {
			if !fits(p, k.kind) {
				continue
			}
			if err := usable(b, u, p); err != nil {
				first = cmp.Or(first, err)
				continue
			}
			ok := false
			for _, t := range victims(b, u) {
				var err *combat.RuleError
				if k.kind == KindMelee {
					err = meleeReach(b, u, t)
				} else {
					err = rangedReach(b, u, t, p)
				}
				if err != nil {
					first = cmp.Or(first, err)
					continue
				}
				ok = true
				if !slices.Contains(o.Targets, t.Name) {
					o.Targets = append(o.Targets, t.Name)
				}
			}
			if ok {
				o.Weapons = append(o.Weapons, p.Name)
			}
		}
		if len(o.Targets) == 0 {
			if first == nil {
				first = combat.Refuse(k.rule, "no foe for %s", u.Name)
			}
			o.Err = first
		}
	case KindRun, KindDisengage, KindReadyMove:
		if err := k.check(b, u, base); err != nil && k.kind == KindDisengage {
			o.Err = err
			return
		}
		if err := notStuck(u); err != nil {
			o.Err = err
			return
		}
		if err := notHeld(b, u); err != nil && k.kind != KindDisengage {
			o.Err = err
			return
		}
		for _, p := range b.Reach(u, speed(u)).Squares() {
			if p != u.Pos {
				o.Squares = append(o.Squares, p)
			}
		}
		if len(o.Squares) == 0 && k.kind != KindDisengage {
			o.Err = combat.Refuse(ruleMovement, "%s has nowhere to move", u.Name)
		}
	case KindCoupDeGrace:
		var first *combat.RuleError
		for _, v := range b.Units {
			if v.Side == u.Side || !helpless(v) {
				continue
			}
			a := base
			a.Target = v.Name
			if err := checkCoupDeGrace(b, u, a); err != nil {
				first = cmp.Or(first, err)
				continue
			}
			o.Targets = append(o.Targets, v.Name)
		}
		if len(o.Targets) == 0 {
			o.Err = cmp.Or(first, combat.Refuse(ruleCoupDeGrace, "no helpless foe is next to %s", u.Name))
			return
		}
		for p := range attacks(u) {
			if meleeCapable(p) && usable(b, u, p) == nil {
				o.Weapons = append(o.Weapons, p.Name)
			}
		}
	case KindDelay:
		if err := canDelay(b); err != nil {
			o.Err = err
			return
		}
		for i, t := range b.Order {
			if i != b.TurnIndex && len(t.Units) > 0 && !slices.Contains(o.Targets, t.Units[0]) && !b.InTurnNow(b.Unit(t.Units[0])) {
				a := base
				a.Target = t.Units[0]
				if checkDelay(b, u, a) == nil {
					o.Targets = append(o.Targets, t.Units[0])
				}
			}
		}
		if len(o.Targets) == 0 {
			o.Err = combat.Refuse(ruleDelay, "there is no other turn to act after")
		}
	case KindReady:
		for _, kind := range []string{KindMelee, KindRanged} {
			a := base
			a.Option = kind
			if p, err := readied(b, u, a); err == nil {
				o.Choices = append(o.Choices, kind)
				if !slices.Contains(o.Weapons, p.Name) {
					o.Weapons = append(o.Weapons, p.Name)
				}
			} else if o.Err == nil {
				o.Err = err
			}
		}
		if len(o.Choices) > 0 {
			o.Err = nil
			for _, t := range b.Enemies(u) {
				o.Targets = append(o.Targets, t.Name)
			}
		}
	case KindAssist:
		if edition(b) != 2 {
			o.Err = combat.Refuse(ruleAssist, "combat assist is edition 2's rule")
			return
		}
		for _, v := range b.Allies(u) {
			a := base
			a.Target = v.Name
			if checkAssist(b, u, a) == nil {
				o.Targets = append(o.Targets, v.Name)
			}
		}
		if len(o.Targets) == 0 {
			o.Err = combat.Refuse(ruleAssist, "no ally nearby without an assist waiting")
		}
	case KindLetGo:
		for _, v := range held(b, u) {
			o.Targets = append(o.Targets, v.Name)
		}
		if len(o.Targets) == 0 {
			o.Err = combat.Refuse(ruleGrabbed, "%s is grabbing no one", u.Name)
		}
	case KindPotion:
		for _, v := range b.Units {
			a := base
			a.Target = v.Name
			if v.Side == u.Side && v.Status == combat.Down && checkPotion(b, u, a) == nil {
				o.Targets = append(o.Targets, v.Name)
			}
		}
		if len(o.Targets) == 0 {
			o.Err = checkPotion(b, u, base) // carries none
			if u.Is(HealingPotion) {
				o.Err = combat.Refuse(rulePotion, "no unconscious ally is next to %s", u.Name)
			}
		}
	case KindStabilize:
		for _, v := range b.Units {
			a := base
			a.Target = v.Name
			if v.Side == u.Side && v.Status == combat.Down && checkStabilize(b, u, a) == nil {
				o.Targets = append(o.Targets, v.Name)
			}
		}
		if len(o.Targets) == 0 {
			o.Err = combat.Refuse(ruleStabilize, "no unconscious ally is next to %s", u.Name)
		}
	default:
		o.Err = k.check(b, u, base)
	}
}

// Prepare checks the option and the sheets: the edition; every effect of every weapon; a
// hero's class, level and armour, and that its AC, PD, MD, hit points and initiative are the
// ones its class, abilities and level give; a creature's PD and MD.
func (*Rules) Prepare(b *combat.Battle) error {
	for k, v := range b.RuleOptions {
		values, known := optionValues[k]
		switch {
		case !known:
			return fmt.Errorf("13th Age has no option %q (options: %s)", k, strings.Join(Options(), ", "))
		case k == optionEdition && !slices.Contains(values, v):
			return fmt.Errorf("edition %q: want \"1\" (13th-age-combat-rules.txt) or \"2\" (13th-age-2e-reference-sheet.txt)", v)
		case !slices.Contains(values, v):
			return fmt.Errorf("%s %q: want %s", k, v, strings.Join(values, " or "))
		}
	}
	for i, u := range b.Units {
		if err := checkSheet(&u.Sheet, count(u, LastingWounds)); err != nil {
			return &combat.SetupError{Unit: i, Err: fmt.Errorf("unit %q: %w", u.Name, err)}
		}
	}
	return nil
}

// checkSheet says what a sheet lacks for 13th Age, or nil; a hero with lasting wounds has
// 2 + its level fewer hit points for each (13th-age-combat-rules.txt "Optional Lasting-Wound
// Rule").
func checkSheet(s *combat.Sheet, wounds int) error {
	for _, w := range s.Weapons {
		p, err := readPower(w)
		if err != nil {
			return err
		}
		if err := checkWeapon(s, p); err != nil {
			return err
		}
	}
	for k := range s.Defenses {
		if k == "PD" || k == "MD" {
			continue
		}
		if t, ok := strings.CutPrefix(k, "resist "); ok && slices.Contains(DamageTypes, t) {
			continue
		}
		return fmt.Errorf("defense %q: want PD, MD or resist TYPE (%s)", k, strings.Join(DamageTypes, ", "))
	}
	if !s.Hero {
		if _, ok := s.Defenses["PD"]; !ok {
			return fmt.Errorf("a creature needs its defenses PD and MD (\"defenses\": {\"PD\": 14, \"MD\": 10})")
		}
		if _, ok := s.Defenses["MD"]; !ok {
			return fmt.Errorf("a creature needs its defenses PD and MD (\"defenses\": {\"PD\": 14, \"MD\": 10})")
		}
		return nil
	}
	d, err := Derive(s)
	if err != nil {
		return fmt.Errorf("a hero's numbers come from its class, level and armour: %w", err)
	}
	var wrong []string
	for _, f := range []struct {
		name      string
		got, want int
	}{{"ac", s.AC, d.AC}, {"PD", s.Defenses["PD"], d.PD}, {"MD", s.Defenses["MD"], d.MD}, {"hp", s.HP, WoundedHP(d.HP, s.Level, wounds)}, {"initiative", s.Initiative, d.Initiative}} {
		if f.got != f.want {
			wrong = append(wrong, fmt.Sprintf("%s %d, not %d", f.name, f.want, f.got))
		}
	}
	if len(wrong) > 0 {
		return fmt.Errorf("a level %d %s with these abilities and %s armour%s has %s",
			s.Level, s.Class, armourOf(s), map[bool]string{true: " and a shield"}[s.Shield], strings.Join(wrong, ", "))
	}
	return nil
}

// checkWeapon checks what 13th Age needs of an attack: the defence it targets, and for a
// hero's weapon a single die, which it rolls once per level (WEAPON).
func checkWeapon(s *combat.Sheet, p power) error {
	switch p.Against {
	case "", "AC", "PD", "MD":
	default:
		return fmt.Errorf("weapon %q: against %q: want AC, PD or MD", p.Name, p.Against)
	}
	if s.Hero && p.Kind != combat.Spell && (p.Damage.Count != 1 || p.Damage.Bonus != 0) {
		return fmt.Errorf("weapon %q: damage %q: a hero's weapon damage is one die, such as 1d8, rolled once per level (WEAPON)", p.Name, p.Damage)
	}
	return nil
}

// Begin rolls initiative and sets the order; temporary hit points drop to 0; every creature
// has its interrupt action. When a side is surprised, edition 1 plays an ambush round for
// the two ambushers with the best initiative, edition 2 gives the ambushers +5 initiative
// and no extra round.
func (*Rules) Begin(b *combat.Battle) {
	for _, u := range b.Units {
		if c, ok := u.Condition(TempHP); ok {
			b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: TempHP, Source: c.Source, Why: "temporary hit points drop to 0 when initiative is rolled"})
		}
	}
	order := rollInitiative(b)
	b.Emit(combat.OrderSet{Order: order})
	for _, u := range b.Units {
		if u.Active() {
			b.Emit(combat.BudgetSet{Unit: u.Name, Slots: []combat.Slot{{Name: SlotInterrupt, Left: 1}}})
		}
	}
	if len(b.Surprised) > 0 {
		b.Emit(combat.OrderSet{Order: ambushOrder(b, order)})
	}
}

// RoundStarted sets the escalation die, after an ambush round the full order, and the
// places delays and readied actions moved creatures to (settleOrder).
func (*Rules) RoundStarted(b *combat.Battle) {
	if b.Round == 1 && len(b.Surprised) > 0 {
		for _, e := range b.Log {
			if o, ok := e.(combat.OrderSet); ok {
				b.Emit(o)
				break
			}
		}
	}
	settleOrder(b)
	lastRound(b)
	escalate(b)
}

// TurnStarted ends the conditions that last until the end of a creature's next turn at the
// end of this one, rolls death saves for the unconscious, gives each creature of the turn its
// standard, move and quick action, and makes edition 2's confused creatures attack an ally.
func (*Rules) TurnStarted(b *combat.Battle, t combat.Turn) {
	for _, u := range b.Units {
		for _, c := range slices.Clone(u.Conditions) {
			if owner := b.Unit(c.Owner); c.Ends == EndOfNextTurn && owner != nil && b.InTurnNow(owner) {
				b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: c.Name, Source: c.Source, Why: "its next turn has come"})
				c.Ends = combat.EndOfTurn
				b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: c})
			}
		}
	}
	for _, u := range turnUnits(b, t) {
		if c, ok := u.Condition(Delayed); ok {
			b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: Delayed, Source: c.Source, Why: "its delayed turn has come"})
		}
		var none noActions // why u takes no actions this turn, if it takes none
		if u.Is(Forgoes) {
			b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: Forgoes, Why: "it took its readied action this round: no regular turn"})
			none = noActions{ruleReady, "took its readied action before its turn came this round: it gets no regular turn"}
		}
		if u.Status == combat.Down && !deathSave(b, u) && u.Active() {
			none = noActions{ruleDeathSaves, "came to on a death save of 16 to 19 this turn and takes no actions: only a natural 20 lets it act"}
		}
		if !u.Active() {
			continue
		}
		slots := []combat.Slot{{Name: SlotStandard, Left: 1}, {Name: SlotMove, Left: 1}, {Name: SlotQuick, Left: 1}, {Name: SlotInterrupt, Left: u.Left(SlotInterrupt)}}
		if none.why != "" {
			slots = []combat.Slot{{Name: SlotInterrupt, Left: u.Left(SlotInterrupt)}}
		} else if u.Is(Stunned) {
			slots, none = stunnedSlots(b, u)
		}
		b.Emit(combat.BudgetSet{Unit: u.Name, Slots: slots})
		stopActing(b, u, none)
	}
	loosen(b)
	for _, u := range turnUnits(b, t) {
		confusedAttack(b, u)
	}
}

// turnUnits lists the units whose turn t is, in battle order.
func turnUnits(b *combat.Battle, t combat.Turn) []*combat.Unit {
	var out []*combat.Unit
	for _, u := range b.Units {
		if b.SideName(u) == t.Side && (len(t.Units) == 0 || slices.Contains(t.Units, u.Name)) {
			out = append(out, u)
		}
	}
	return out
}

// TurnEnded deals ongoing damage and rolls saves for the creatures of the turn, then gives
// back the interrupt action of those that used it (13th-age-combat-rules.txt "Make Saves
// Last", "Ongoing Damage", "Interrupt Actions").
func (*Rules) TurnEnded(b *combat.Battle, t combat.Turn) {
	for _, u := range turnUnits(b, t) {
		if !u.Is(Delayed) { // a delayed creature has its turn, and its saves, later
			endOfTurnSaves(b, u)
		}
		if u.Active() && u.Left(SlotInterrupt) < 1 {
			b.Emit(combat.BudgetSet{Unit: u.Name, Slots: []combat.Slot{{Name: SlotInterrupt, Left: 1}}})
		}
	}
	loosen(b)
}

// RoundEnded does nothing: the escalation die moves at the start of a round.
func (*Rules) RoundEnded(b *combat.Battle) {}
