package realms

// Names: the action kinds, conditions, budget slots and rule citations of Enchanted Realms.

import "skirmish/combat"

// text is the rule text every citation names.
const text = "enchanted-realms-combat.txt"

// cite is the citation of a section of the text: `enchanted-realms-combat.txt "Cover"`.
func cite(section string) string { return text + ` "` + section + `"` }

// The sections the refusals and comments cite.
var (
	ruleInitiative = cite("Initiative")
	ruleAction     = cite("The Action")
	ruleReactions  = cite("Reactions")
	ruleMovement   = cite("Movemment") // sic: the text's heading
	ruleTerrain    = cite("Terrain")
	ruleKnocked    = cite("Knocked Down")
	ruleAttack     = cite("The Attack")
	ruleRaw        = cite("Raw Die Scores")
	ruleCritical   = cite("Critical Hits")
	ruleDamage     = cite("Physical Damage")
	ruleSneak      = cite("Sneak Attacks")
	ruleDefending  = cite("Defending")
	ruleReady      = cite("At The Ready")
	ruleGrappling  = cite("Grappling")
	rulePushing    = cite("Pushing")
	ruleFlee       = cite("Flee Attack")
	ruleImpalement = cite("Impalement Maneuver")
	ruleCover      = cite("Cover")
	ruleBlind      = cite("Blind Shot")
	ruleDefenseVar = cite("Defense Rolls (Variant)")
	ruleRestrict   = cite("Restrictions in Combat")
	ruleGrid       = "grid"
)

// Action kinds.
const (
	KindMove      = "move"
	KindMelee     = "melee"
	KindRanged    = "ranged"
	KindDefend    = "defend"
	KindReady     = "ready"
	KindGrapple   = "grapple"
	KindEscape    = "escape"
	KindShove     = "shove"
	KindStandUp   = "stand_up"
	KindDropProne = "drop_prone"
	KindLeave     = "leave"
	KindGrab      = "grab"
	KindMount     = "mount"
	KindDismount  = "dismount"
	// The reactions, taken only when the game asks. The flee attack is Realms' attack of
	// opportunity: the engine's Opportunity kind, which every controller takes by default.
	KindFleeAttack = combat.Opportunity
	KindImpale     = "impalement"
	KindDodge      = "dodge"
	KindRise       = "stand_up_reaction"
	KindLandSafely = "dismount_reaction"
	KindReadied    = "readied"
)

// Choices of the kinds that have them.
const (
	// ChoiceWithinReach and ChoiceWithin20 are at the ready's triggers: "if a foe comes within
	// my reach, I attack it", "if a foe comes within 20 ft, I shoot it".
	ChoiceWithinReach = "if a foe comes within reach"
	ChoiceWithin20    = "if a foe comes within 20 ft"
	// ChoicePush and ChoiceTrip are pushing's two options.
	ChoicePush = "shove"
	ChoiceTrip = "trip"
	// ChoiceWithdraw on a move announces the turn's action as defending to withdraw: the
	// defend is taken as the move begins, so no step of it draws a flee attack
	// (docs/rulings.md "Realms: withdrawing").
	ChoiceWithdraw = "withdraw"
)

// Budget slots, all set at the start of each round: the action, the movement in feet and the
// reaction.
const (
	slotAction   = "action"
	slotMove     = "move"
	slotReaction = "reaction"
)

// The restrictions of the text's table (enchanted-realms-combat.txt "Restrictions in Combat").
const (
	Blind         = "blind"
	Charmed       = "charmed"
	Deaf          = "deaf"
	Frightened    = "frightened"
	Grappled      = "grappled"
	Incapacitated = "incapacitated"
	Invisible     = "invisible"
	Paralyzed     = "paralyzed"
	Petrified     = "petrified"
	Poisoned      = "poisoned"
	Prone         = "prone"
	Restrained    = "restrained"
	Stunned       = "stunned"
	Unconscious   = "unconscious"
)

// The ruleset's other conditions.
const (
	// Defending: the defend action, until the unit's next turn (Source: none).
	Defending = "defending"
	// AtTheReady: a reaction set on a trigger (Note: the choice; Source: the weapon).
	AtTheReady = "at_the_ready"
	// CriticalDie: a critical hit's award, +1d20 on the next attack in round Value with the
	// weapon named by Source.
	CriticalDie = "critical_die"
	// Grappling: the unit holds the unit named by Source (Value: the round the hold began).
	Grappling = "grappling"
	// Mounted: the unit rides a mount: Source names it, Value is its body points left, Note
	// its speed in feet.
	Mounted = "mounted"
	// Struck: an invisible unit has made its first strike (no more sneak attacks for being
	// unseen).
	Struck = "struck_unseen"
)

// restrictions are the text's restrictions, in its table's order.
var restrictions = []string{Blind, Charmed, Deaf, Frightened, Grappled, Incapacitated, Invisible, Paralyzed,
	Petrified, Poisoned, Prone, Restrained, Stunned, Unconscious}

// OptionDefenseRolls is the setup option of the defense-rolls variant: "on" has heroes roll
// to avoid monsters' attacks (enchanted-realms-combat.txt "Defense Rolls (Variant)").
const OptionDefenseRolls = "defense-rolls"
