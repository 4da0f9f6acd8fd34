// Package realms is the Enchanted Realms ruleset (../shared/rules/enchanted-realms-combat.txt):
// initiative rolled every round on d10, one action a turn with the movement split around it,
// one reaction a round, and attacks as pools of d20s in which every die that meets the
// target's AC is one point of body damage. It plays on hex maps and, by a ruling, on squares
// (docs/rulings.md "Realms"), asking the map only through grid.Map's topology interface.
//
// It registers itself as "realms"; docs/rules/realms.md traces every rule of the text to its
// tests.
package realms
