package age13

// Names: the action kinds, budget slots, conditions and counters of the 13th Age ruleset, and the texts' sections.

import (
	"slices"

	"skirmish/combat"
)

// Action kinds.
const (
	KindMelee       = "melee"         // an attack on an engaged foe with a melee weapon or power (standard)
	KindRanged      = "ranged"        // an attack with a ranged weapon or spell (standard)
	KindMove        = "move"          // a move action spent moving
	KindDisengage   = "disengage"     // a disengage check, then the move (move)
	KindRally       = "rally"         // spend a recovery to heal (standard)
	KindStabilize   = "stabilize"     // a DC 10 Wisdom check to stabilize an unconscious ally (standard; quick at 25+)
	KindLeave       = "leave"         // leave the battlefield from an exit (move; docs/rulings.md)
	KindIntercept   = "intercept"     // stop a foe moving past (a reaction: free in edition 1, the interrupt action in edition 2)
	KindCoupDeGrace = "coup_de_grace" // an automatic crit on a helpless foe (standard, move and quick)
	KindLetGo       = "let_go"        // let go of a grabbed creature (free)
	KindPotion      = "potion"        // feed a healing potion to an unconscious ally (standard)
)

// oldMove is the move's kind before it had its own name ("run", as Delvers calls its move):
// saves and scenarios that say it still play (kindOf).
const oldMove = "run"

// Budget slots: each turn one standard, one move and one quick action; one interrupt action
// when it is not the creature's turn.
const (
	SlotStandard  = "standard"
	SlotMove      = "move"
	SlotQuick     = "quick"
	SlotInterrupt = "interrupt"
)

// Costs an action may have.
const (
	costStandard  = "standard"
	costMove      = "move"
	costQuick     = "quick"
	costFree      = "free"
	costInterrupt = "interrupt"
	costAll       = "standard+move+quick" // a coup de grace: the standard action, skipping the move and quick ones
)

// Conditions the ruleset puts on units.
const (
	Staggered   = "staggered"    // at half hp or fewer
	Dazed       = "dazed"        // −4 to attacks
	Weakened    = "weakened"     // −4 to attacks and defences
	Fear        = "fear"         // dazed, and no escalation die
	Stunned     = "stunned"      // −4 to defences, no actions
	Hampered    = "hampered"     // basic attacks only
	Stuck       = "stuck"        // cannot move or disengage
	Vulnerable  = "vulnerable"   // crit range +2 (edition 1), bonus damage (edition 2)
	Helpless    = "helpless"     // −4 to defences (the unconscious are helpless)
	Ongoing     = "ongoing"      // Value damage at the end of the owner's turn, Note its type; save ends
	TempHP      = "temporary hp" // Value temporary hit points
	PoppedFree  = "popped free"  // free of Source's opportunity attack this turn
	Expended    = "expended"     // Source: a limited power used this battle
	Recoveries  = "recoveries used"
	DeathSaves  = "failed death saves" // edition 1: Value failures this battle
	Skulls      = "skulls"             // edition 2: Value skulls this battle
	Stabilized  = "stabilized"         // unconscious, but failed death saves no longer count
	Rallied     = "rallied"            // Value rallies this battle
	RallyFailed = "rally failed"       // cannot rally again this round
	Grabbed     = "grabbed"            // held by Source: no moving away, disengage −5, no opportunity or ranged attacks
	Confused    = "confused"           // attacks go at a random nearby ally; no opportunity attacks
	Charmed     = "charmed"            // cannot attack (edition 2)
	Hindered    = "hindered"           // no spells, powers or limited abilities; no-trigger attacks only (edition 2)
	Shocked     = "shocked"            // rolls every d20 twice and uses the lower (edition 2)
)

// When conditions end besides the engine's moments: on a save at the end of the owner's
// turn, and at the end of the owner's next turn (not the one in progress).
const (
	SaveEasy      combat.Ends = "save ends (easy, 6+)"
	SaveNormal    combat.Ends = "save ends (11+)"
	SaveHard      combat.Ends = "save ends (hard, 16+)"
	EndOfNextTurn combat.Ends = "end of next turn"
)

// Escalation is the name of the battle counter that holds the escalation die.
const Escalation = "escalation"

// The ruleset's options: the text it plays, "1" (the default) or "2"; the optional rules of
// lasting wounds and meaningful death, "on" or "off" (the default); and whether a recovery
// is rolled ("roll", the default) or its average taken ("average").
const (
	optionEdition    = "edition"
	OptionWounds     = "lasting-wounds"
	OptionDeath      = "meaningful-death"
	OptionRecoveries = "recoveries"
)

// Options lists the ruleset's options (its description's), sorted.
func Options() []string {
	out := make([]string, len(description.Options))
	for i, o := range description.Options {
		out[i] = o.Name
	}
	slices.Sort(out)
	return out
}

// OptionValues lists the values an option may take, the default first; nil for no option of
// the ruleset's.
func OptionValues(option string) []string {
	for _, o := range description.Options {
		if o.Name == option {
			return o.Values
		}
	}
	return nil
}

// on reports whether an on/off option is on in the battle.
func on(b *combat.Battle, option string) bool { return b.RuleOptions[option] == "on" }

// cite1 is the citation of a section of the edition 1 text, as errors and options show it.
func cite1(section string) string { return `13th-age-combat-rules.txt "` + section + `"` }

// Sections the rules cite.
var (
	ruleInitiative  = cite1("Cyclic Initiative")
	ruleActions     = cite1("Combat Actions")
	ruleInterrupt   = cite1("Interrupt Actions")
	ruleEngaged     = cite1("Engaged")
	ruleDisengage   = cite1("Disengaging")
	ruleIntercept   = cite1("Intercepting")
	ruleAttacks     = cite1("Attack Bonuses")
	ruleRanged      = cite1("Ranged Attacks")
	ruleRally       = cite1("Rally")
	ruleStabilize   = cite1("Stabilizing")
	ruleFlee        = cite1("Flee")
	ruleStuck       = cite1("Conditions") + " (Stuck)"
	ruleHampered    = cite1("Conditions") + " (Hampered)"
	ruleMovement    = cite1("Movement and Melee")
	ruleGrabbed     = cite1("Grabbed")
	ruleCoupDeGrace = cite1("Coup de Grace")
	ruleConditions  = cite1("Conditions")
)

// cite2 is the citation of a section of the edition 2 text.
func cite2(section string) string { return `13th-age-2e-reference-sheet.txt "` + section + `"` }
