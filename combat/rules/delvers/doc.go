// Package delvers is the Delvers ruleset, the default: side initiative, main/move/free/instant
// actions, shock, swarms, charges, screens, grappling and morale, exactly as
// ../shared/rules/delvers-combat.md says; where it is silent, docs/rulings.md says what is
// played. Every rule is a named function or table here that cites its section of the text.
package delvers
