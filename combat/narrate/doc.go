// Package narrate turns a battle's events into readable lines, every roll with its terms: the
// text of skirmish replay and of the battle screen's combat log.
package narrate
