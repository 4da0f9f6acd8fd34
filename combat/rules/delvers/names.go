package delvers

// Names: the action kinds and conditions of the Delvers ruleset, and the text's sections.

// Action kinds, named after delvers-combat.md "Combat Actions" and "Combat Maneuvers".
const (
	KindMelee        = "melee"         // Make a Melee Attack (Main)
	KindRanged       = "ranged"        // Make a Ranged Attack (Main)
	KindSwarm        = "swarm"         // Make a Swarm Attack (Main); option "join" only joins, "strike" (or none) strikes
	KindCharge       = "charge"        // Charge (Move+Main)
	KindSkill        = "skill"         // Use a Skill (Main): option "first_aid"
	KindReload       = "reload"        // Reload a Weapon
	KindReady        = "ready"         // Ready an Item (Main)
	KindStow         = "stow"          // Stow an Item (Main)
	KindDisengage    = "disengage"     // Disengage (Main)
	KindScreen       = "screen"        // Screen an Ally (Move)
	KindRun          = "run"           // Run (Move): the move action of moving
	KindPickUp       = "pick_up"       // Pick up an Item (Move)
	KindStandUp      = "stand_up"      // Stand Up (Move)
	KindHold         = "hold"          // Hold an Action (Move)
	KindProne        = "prone"         // Go Prone (Free)
	KindTotalDefense = "total_defense" // Total Defense (Instant)
	KindSnap         = "snap"          // Make a Snap Attack (Instant)
	KindShove        = "shove"         // Shoving: option "prone" or "push" (with a path)
	KindGrapple      = "grapple"       // Grappling: seize a foe with an unarmed hit
	KindEscape       = "escape"        // Grappling: a main action to break free
	KindDrag         = "drag"          // Grappling: move the grappled foe; option "drag" or "throw"
	KindRelease      = "release"       // Grappling: let go (free)
	KindWield        = "wield"         // Dual Wielding: take up a second weapon (free); option "single" puts it down
	KindLeave        = "leave"         // leave the battlefield from an exit (docs/rulings.md)
	KindExecute      = "execute"       // Execution Attacks: never possible in a skirmish
)

// Conditions the ruleset puts on units.
const (
	Prone        = "prone"
	TotalDefense = "total_defense" // +2 AC, immune to shock until the start of the unit's next turn
	Charging     = "charging"      // −2 AC until the end of the round
	Screened     = "screened"      // Source screens this unit until the start of Source's next turn
	ScreensUsed  = "screens_used"  // Value: attackers screened against this round
	Swarmed      = "swarmed"       // Source has joined the swarm on this unit that has not struck yet
	SwarmedBy    = "swarmed_by"    // Source has made a swarm attack on this unit this round (joined or struck)
	Disengaged   = "disengaged"    // free of Source's attack of opportunity this turn
	Grappled     = "grappled"      // held by Source
	Grappling    = "grappling"     // holding Source
	Holding      = "holding"       // holding its actions until the end of the round
	ShieldUsed   = "shield_used"   // its shield has turned the first shock this round
	Unloaded     = "unloaded"      // Note: the bow or crossbow that needs reloading
	DualWielding = "dual_wielding" // Note: the off-hand weapon
	Stabilised   = "stabilised"    // mortally injured but no longer dying
	Unseen       = "unseen"        // cannot be seen, but its square is known: −4 to shoot at
	Hidden       = "hidden"        // cannot be seen and its square is unknown: cannot be shot
)

// cite returns the citation of a section of delvers-combat.md, as errors and options show it.
func cite(section string) string { return `delvers-combat.md "` + section + `"` }

// Sections of the text that rules cite.
var (
	ruleSequence    = cite("Combat Sequence")
	ruleSurprise    = cite("Surprise")
	ruleActionTypes = cite("Combat Action Types")
	ruleAoO         = cite("Attack of Opportunity")
	ruleMelee       = cite("Make a Melee Attack")
	ruleRanged      = cite("Make a Ranged Attack")
	ruleSnap        = cite("Make a Snap Attack")
	ruleSwarm       = cite("Make a Swarm Attack")
	ruleCharge      = cite("Charge")
	ruleScreen      = cite("Screen an Ally")
	ruleTotal       = cite("Total Defense")
	ruleRun         = cite("Run")
	ruleDisengage   = cite("Disengage")
	ruleSkill       = cite("Use a Skill")
	ruleReady       = cite("Ready or Stow an Item")
	ruleReload      = cite("Reload a Weapon")
	rulePickUp      = cite("Pick up an Item")
	ruleStandUp     = cite("Stand Up")
	ruleProne       = cite("Go Prone")
	ruleHold        = cite("Hold An Action")
	ruleAttack      = cite("Combat Attack Rolls")
	ruleShock       = cite("Shock")
	ruleShove       = cite("Shoving")
	ruleGrapple     = cite("Grappling")
	ruleDual        = cite("Dual Wielding Weapons")
	ruleExecution   = cite("Execution Attacks")
	ruleMorale      = cite("Morale")
	ruleGrid        = cite("The Grid")
	ruleSight       = cite("Line of Sight and Cover")
)
