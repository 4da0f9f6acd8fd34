package sound

// Effects: every sound the game plays, by id, each on one bus.

import (
	"slices"

	"skirmish/grid"
)

// Effect names one sound the game plays: the file assets/sounds/<id>.ogg.
type Effect string

// Bus is what a sound is, for its volume: each has its own slider in Settings, under the master
// volume.
type Bus uint8

// The buses.
const (
	// Effects are the battle's sounds: steps, blows, shots, spells, falls.
	Effects Bus = iota
	// Ambience is the map's background loop (wind, water, a cave's drips).
	Ambience
	// Music is the title's and the battle's music.
	Music
	// Interface is the screens' own sounds: clicks, refusals, turn and round starts.
	Interface
	// NumBuses counts the buses.
	NumBuses
)

// String names the bus as the settings do.
func (b Bus) String() string {
	switch b {
	case Effects:
		return "effects"
	case Ambience:
		return "ambience"
	case Music:
		return "music"
	case Interface:
		return "interface"
	}
	return "bus?"
}

// The effects. Steps come in one per ground (StepOn); spells one cast and one impact per
// element (Cast, Burst).
const (
	StepStone  Effect = "step-stone"
	StepEarth  Effect = "step-earth"
	StepGrass  Effect = "step-grass"
	StepWater  Effect = "step-water"
	StepWood   Effect = "step-wood"
	StepGravel Effect = "step-gravel"

	Swing    Effect = "swing"     // a blade or a club through the air
	Punch    Effect = "punch"     // fists, claws and bites
	Hit      Effect = "hit"       // a blow or a missile lands on a body
	Crit     Effect = "crit"      // a critical hit lands
	Miss     Effect = "miss"      // the blow or missile goes past
	Block    Effect = "block"     // a shield turns it (a miss against a shield)
	Graze    Effect = "graze"     // damage on a miss (Delvers' shock)
	Bow      Effect = "bow"       // a bowstring's release
	Crossbow Effect = "crossbow"  // a crossbow's trigger and string
	Sling    Effect = "sling"     // a sling's whirl and release
	Throw    Effect = "throw"     // a thrown dagger, axe or javelin leaves the hand
	Shove    Effect = "shove"     // a forced move: pushed, dragged, knocked back
	Fall     Effect = "fall"      // a body falls: prone, down
	Die      Effect = "die"       // a death
	Flee     Effect = "flee"      // a unit runs from the field
	Panic    Effect = "panic"     // a unit's morale breaks
	Horn     Effect = "horn"      // a whole side's morale breaks: the retreat is blown
	React    Effect = "react"     // a reaction out of turn (an attack of opportunity, a dodge)
	Brace    Effect = "brace"     // a defensive stance is taken
	Reload   Effect = "reload"    // a crossbow is cranked
	Rise     Effect = "rise"      // a unit gets up (stands, is revived)
	Heal     Effect = "heal"      // hit points come back
	Afflict  Effect = "afflict"   // a harmful condition takes hold (dazed, stunned, frightened)
	Draw     Effect = "draw"      // a weapon is taken in hand
	Stow     Effect = "stow"      // a weapon is put away
	Drop     Effect = "drop"      // an item falls to the ground
	Pickup   Effect = "pickup"    // an item is picked up
	TurnOurs Effect = "turn-ours" // the listening side's turn starts
	TurnFoe  Effect = "turn-foe"  // another side's turn starts
	Round    Effect = "round"     // a round starts
	Victory  Effect = "victory"   // the listening side won
	Defeat   Effect = "defeat"    // it lost, or the battle was drawn
	Click    Effect = "click"     // a button or a key did something
	Refuse   Effect = "refuse"    // a click that does nothing: the action is refused

	AmbDungeon  Effect = "amb-dungeon"  // stone halls: a low draught, far drips
	AmbCave     Effect = "amb-cave"     // a cavern: drips and a deep hum
	AmbOutdoors Effect = "amb-outdoors" // open ground: wind
	AmbForest   Effect = "amb-forest"   // woods: leaves and birds
	AmbRiver    Effect = "amb-river"    // running water

	MusicTitle  Effect = "music-title"  // the title screen's music
	MusicBattle Effect = "music-battle" // the battle's music
)

// Elements are the kinds of spell, each with a cast and an impact.
var Elements = []string{"fire", "frost", "lightning", "shadow", "arcane", "holy", "mind", "acid"}

// Cast is the sound of a spell of element being cast; Burst the sound of it striking.
func Cast(element string) Effect  { return Effect("cast-" + element) }
func Burst(element string) Effect { return Effect("burst-" + element) }

// Grounds are the kinds of ground a step sounds on (the map property `ground`).
var Grounds = grid.MapGrounds

// StepOn is the step on ground ("" or unknown: stone).
func StepOn(ground string) Effect {
	if slices.Contains(Grounds, ground) {
		return Effect("step-" + ground)
	}
	return StepStone
}

// Ambiences are the map ambiences (the map property `ambience`), and none.
var Ambiences = grid.MapAmbiences

// busOf is each effect's bus where it is not Effects.
var busOf = map[Effect]Bus{
	TurnOurs: Interface, TurnFoe: Interface, Round: Interface, Click: Interface, Refuse: Interface,
	Victory: Music, Defeat: Music,
	AmbDungeon: Ambience, AmbCave: Ambience, AmbOutdoors: Ambience, AmbForest: Ambience, AmbRiver: Ambience,
	MusicTitle: Music, MusicBattle: Music,
}

// Bus is the bus e plays on.
func (e Effect) Bus() Bus {
	if b, ok := busOf[e]; ok {
		return b
	}
	return Effects
}

// Loops reports whether e is a loop (ambience and music), played on and on rather than once.
func (e Effect) Loops() bool {
	b := e.Bus()
	return b == Ambience || b == Music && e != Victory && e != Defeat
}

// All lists every effect the game may play, each once: the files the generator writes and the
// game embeds.
func All() []Effect {
	out := []Effect{Swing, Punch, Hit, Crit, Miss, Block, Graze, Bow, Crossbow, Sling, Throw, Shove,
		Fall, Die, Flee, Panic, Horn, React, Brace, Reload, Rise, Heal, Afflict, Draw, Stow, Drop, Pickup,
		TurnOurs, TurnFoe, Round, Victory, Defeat, Click, Refuse,
		AmbDungeon, AmbCave, AmbOutdoors, AmbForest, AmbRiver, MusicTitle, MusicBattle}
	for _, g := range Grounds {
		out = append(out, StepOn(g))
	}
	for _, el := range Elements {
		out = append(out, Cast(el), Burst(el))
	}
	return out
}
