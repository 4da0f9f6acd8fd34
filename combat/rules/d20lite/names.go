package d20lite

// Names: the kinds of action, the conditions and the rules (sections of the text) they cite.

// text is the rule text every citation names.
const text = "d20-sunday-stats-combat.txt"

// cite names a section of the text, with a detail after it when the rule is one entry of it.
func cite(section string, detail ...string) string {
	s := text + ` "` + section + `"`
	for _, d := range detail {
		s += " (" + d + ")"
	}
	return s
}

// The rules the refusals and citations name.
var (
	ruleInitiative = cite("Initiative")
	ruleSurprise   = cite("Initiative", "surprise")
	ruleFlatFooted = cite("Initiative", "flat-footed")
	rulePoints     = cite("Taking Actions")
	ruleStep       = cite("Taking Actions", "five feet")
	ruleAoO        = cite("Attacks of Opportunity")
	ruleWithdraw   = cite("Actions", "Withdraw")
	ruleRun        = cite("Actions", "Run")
	ruleMelee      = cite("Actions", "Melee attack")
	ruleRanged     = cite("Actions", "Ranged attack")
	ruleUnarmed    = cite("Actions", "Unarmed attack")
	ruleFull       = cite("Actions", "Full attack")
	ruleCast       = cite("Actions", "Cast Spell")
	ruleMove       = cite("Actions", "Move")
	ruleCrawl      = cite("Actions", "Crawl")
	ruleDraw       = cite("Actions", "Draw a weapon")
	ruleManipulate = cite("Actions", "Manipulate an item")
	ruleStand      = cite("Actions", "Stand up")
	ruleDrop       = cite("Actions", "Drop an item")
	ruleProne      = cite("Actions", "Drop prone")
	ruleTalk       = cite("Actions", "Talk")
	ruleFiveFeet   = cite("Actions", "Move five feet")
	ruleDelay      = cite("Actions", "Delay action")
	ruleReady      = cite("Actions", "Ready action")
	ruleAttack     = cite("Resolving Any Normal Attack")
	ruleDying      = cite("Injury and Death")
	ruleHeal       = cite("Injury and Death", "Heal")
	ruleMassive    = cite("Injury and Death", "Massive Damage")
	ruleCover      = cite("Combat Modifiers", "cover")
	ruleConceal    = cite("Combat Modifiers", "concealment")
	ruleFlank      = cite("Combat Modifiers", "flanking")
	ruleAid        = cite("Special Attacks", "Aid another")
	ruleBullRush   = cite("Special Attacks", "Bull rush")
	ruleCharge     = cite("Special Attacks", "Charge")
	ruleDisarm     = cite("Special Attacks", "Disarm")
	ruleFeint      = cite("Special Attacks", "Feint")
	ruleGrapple    = cite("Special Attacks", "Grapple")
	ruleOverrun    = cite("Special Attacks", "Overrun")
	ruleSunder     = cite("Special Attacks", "Sunder")
	ruleTrip       = cite("Special Attacks", "Trip")
	ruleTwoWeapon  = cite("Special Attacks", "Two-weapon attack")
	// ruleLeave is the shared morale model's way off the field (combat/morale.go).
	ruleLeave = "morale"
)

// The kinds of action, as Action.Kind names them.
const (
	KindWithdraw  = "withdraw"
	KindRun       = "run"
	KindMelee     = "melee"
	KindRanged    = "ranged"
	KindFull      = "full_attack"
	KindSwing     = "swing"
	KindTwoWeapon = "two_weapon"
	KindCast      = "cast"
	KindMove      = "move"
	KindStep      = "step"
	KindCharge    = "charge"
	KindCrawl     = "crawl"
	KindDraw      = "draw"
	KindPickUp    = "pick_up"
	KindStand     = "stand_up"
	KindDrop      = "drop"
	KindProne     = "drop_prone"
	KindTalk      = "talk"
	KindDelay     = "delay"
	KindReady     = "ready"
	KindAid       = "aid"
	KindBullRush  = "bull_rush"
	KindDisarm    = "disarm"
	KindFeint     = "feint"
	KindGrapple   = "grapple"
	KindEscape    = "escape"
	KindOverrun   = "overrun"
	KindSunder    = "sunder"
	KindTrip      = "trip"
	KindHeal      = "heal"
	KindReadied   = "readied"
	KindBlock     = "block"
	KindStepAside = "step_aside"
	KindLeave     = "leave"
)

// The choices kinds offer.
const (
	// Defensively: fighting defensively (−4 to hit, +2 AC), or casting defensively.
	Defensively = "defensively"
	// AidAttack and AidDefense: aid another's two forms.
	AidAttack  = "attack"
	AidDefense = "defense"
)

// The conditions the ruleset puts on units.
const (
	// FlatFooted: before its first turn (no Dex bonus to AC, no attacks of opportunity).
	FlatFooted = "flat-footed"
	// Moved: it has moved this round (no 5-ft step); Stepped: it took its 5-ft step (no
	// other movement).
	Moved   = "on the move"
	Stepped = "rooted after a 5-ft step"
	// Reacted: it has taken its attack of opportunity this round.
	Reacted = "out of attacks of opportunity"
	// Defensive: fighting defensively, +2 AC until its next turn.
	Defensive = "fighting-defensively"
	// Charging: −2 AC until its next turn.
	Charging = "charging"
	// Running: no Dex bonus to AC until its next turn.
	Running = "running"
	// Prone: lying down.
	Prone = "prone"
	// AidedAttack and AidedDefense sit on the foe an aider rolled against: the aider's
	// allies get +2 to hit it, or +2 AC against it, until the aider's next turn.
	AidedAttack  = "aided-attack"
	AidedDefense = "aided-defense"
	// Feinted sits on the foe: its Source's next attack on it denies it its Dex bonus.
	Feinted = "feinted"
	// Grappled: held by Source (who also has Grappling with the held one as Source).
	Grappled  = "grappled"
	Grappling = "grappling"
	// FullAttack: a full attack under way, begun with the weapon Source; the swings made are
	// counted from the log.
	FullAttack = "in a full attack"
	// Readied: a readied attack waiting (Note: melee or ranged; Source: the foe, or "").
	Readied = "readied"
	// Unconscious: out at 0 hp or from massive damage; Dying: below 0 and losing blood;
	// Stable: below 0 but no longer losing blood.
	Unconscious = "unconscious"
	Dying       = "dying"
	Stable      = "stable"
	// Sundered: damage done to an item (Source: the item's name; Value: the damage).
	Sundered = "sundered"
	// SpellCast: one casting of the spell Source used up.
	SpellCast = "short a casting"
	// Delayed: it delayed this round and acts after Source's turn.
	Delayed = "delayed"
)

// SlotPoints is the one budget slot: the combat points left this round.
const SlotPoints = "points"

// Points is how many combat points a creature has each round.
const Points = 5

// The costs, in combat points (d20-sunday-stats-combat.txt "Taking Actions").
const (
	costFull     = 5
	costStandard = 3
	costMove     = 2
	costFree     = 0
)
