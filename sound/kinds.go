package sound

// What each kind of event sounds like, or why it has no sound.

// EventSound says what one kind of combat event (its Type) sounds like: the effects it may call
// for, and why it sounds so or has no sound at all.
type EventSound struct {
	Type    string
	Effects []Effect
	Why     string
}

// Sounds lists every kind of combat event, in the order of combat/event.go. A test checks that
// the list names every kind there is and that the Hearer calls for nothing else.
var Sounds = []EventSound{
	{"action", []Effect{Brace, Reload, Rise, Horn},
		"an action sounds by what it does (its steps, its blows); a defensive stance braces, a reload cranks, standing up rises, a side's flight blows the horn"},
	{"round_started", []Effect{Round}, "the round's drum, on the interface bus"},
	{"round_ended", nil, "the next round's start sounds instead"},
	{"order", nil, "the turn order is bookkeeping, shown in the order strip"},
	{"turn_started", []Effect{TurnOurs, TurnFoe}, "a rising chime for the listener's own turn, a low one for another side's"},
	{"turn_ended", nil, "the next turn's start sounds instead"},
	{"roll", nil, "dice are the log's: what a roll decides sounds (the hit, the miss, the fall)"},
	{"initiative", nil, "an initiative roll is the log's; the turn it places sounds when it starts"},
	{"check", nil, "a skill check is the log's: what it decides sounds (a fall, an escape's steps)"},
	{"budget", nil, "actions given for a turn are bookkeeping, shown on the action bar"},
	{"spent", nil, "actions spent are bookkeeping, shown on the action bar"},
	{"moved", StepsAndShove(), "a step on the ground of its cell (stone, earth, grass, water, wood, gravel); a forced move is a shove"},
	{"attack", append([]Effect{Swing, Punch, Throw, Bow, Crossbow, Sling, Hit, Crit, Miss, Block}, castsAndBursts()...),
		"the launch by the weapon (a swing, a blow of fists or claws, a throw, a bow, a crossbow, a sling, a spell's cast by its element) unless the attacker is unseen, then after its flight the impact: a hit, a critical hit, a miss, a block on a shield; a spell's burst on a hit"},
	{"damage_roll", []Effect{Graze}, "damage on a miss (Delvers' shock) grazes; a hit's damage is the attack's impact"},
	{"damaged", []Effect{Hit}, "damage with no blow heard in its beat (ongoing fire, bleeding) is a hit; a blow's is its impact"},
	{"healed", []Effect{Heal}, "hit points coming back"},
	{"condition_added", []Effect{Fall, Afflict}, "falling prone; a harmful condition taking hold (dazed, stunned, frightened, grabbed); the turn's bookkeeping conditions (charging, flat-footed) are silent"},
	{"condition_removed", nil, "a condition ends quietly: the log and the unit's chips tell it"},
	{"status", []Effect{Fall, Die, Flee, Rise}, "down: the body falls; dead: a death; fled: running from the field; back in the fight: rising"},
	{"readied", []Effect{Draw}, "a weapon drawn"},
	{"stowed", []Effect{Stow}, "a weapon put away"},
	{"dropped", []Effect{Drop}, "an item falling to the ground (a thrown weapon landing)"},
	{"picked_up", []Effect{Pickup}, "an item picked up"},
	{"reaction", []Effect{React}, "a reaction out of turn: a short sting before what it does sounds"},
	{"morale", []Effect{Panic, Horn}, "a unit's morale breaking is a cry of panic; a whole side's is the retreat horn"},
	{"counter", nil, "a battle-wide counter (13th Age's escalation die) changes as the round starts, whose drum sounds"},
	{"ended", []Effect{Victory, Defeat}, "a fanfare for the listener's win (any win when the AI plays every side), a dirge for a loss or a draw"},
	{"note", nil, "a note is a line of explanation for the log"},
}

// StepsAndShove are the effects of a move: a step on each ground, and a shove.
func StepsAndShove() []Effect {
	out := []Effect{Shove}
	for _, g := range Grounds {
		out = append(out, StepOn(g))
	}
	return out
}

// castsAndBursts are every element's cast and burst.
func castsAndBursts() []Effect {
	var out []Effect
	for _, el := range Elements {
		out = append(out, Cast(el), Burst(el))
	}
	return out
}
