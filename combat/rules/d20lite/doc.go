// Package d20lite is the d20 "Sunday Stats" ruleset: initiative once (d20 + Dex), five combat
// points a round, attacks of opportunity, threat ranges without confirmation, flanking, cover
// and concealment, the special attacks, dying at −1 and death at −10, exactly as
// ../shared/rules/d20-sunday-stats-combat.txt says; where it is silent, docs/rulings.md says
// what is played. Square maps only.
package d20lite
