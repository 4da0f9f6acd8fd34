// Package toy is the smallest ruleset there is, the recipe of docs/architecture.md ("A fifth
// ruleset") worked out: its own package, its rules cited to its own text (below), the kit of
// package combat for everything the four rulesets share, and one import to play it. The game
// does not import it; its test plays a battle through the play layer and the AI.
//
// The toy rules, its whole text (cited as toy "Section"):
//
// Turns. The sides act in the order the battle names them, each side all its units at once,
// round after round.
//
// Actions. In its side's turn a unit may move once and strike once, in either order.
//
// Move. Up to the unit's speed in feet, a cell at a time; a unit may pass its allies but not
// end on them, and never passes a foe. Moving away from a foe is free.
//
// Strike. At a foe beside the striker: a d6 of 4 or more hits, and a hit deals the damage of
// the striker's first ready weapon. A unit at 0 hit points is dead.
package toy
