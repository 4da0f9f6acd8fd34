// Package age13 is the 13th Age ruleset: creature-by-creature cyclic initiative, the
// escalation die, standard, move, quick and interrupt actions, engagement, opportunity
// attacks and intercepts, attacks against AC, PD and MD with crits, fumbles and miss damage,
// ongoing damage and saves, death saves and mooks, as ../shared/rules/13th-age-combat-rules.txt
// (edition 1) and ../shared/rules/13th-age-2e-reference-sheet.txt (edition 2) say. The
// option "edition" ("1", the default, or "2") chooses the text where the two differ. Where
// they are silent, docs/rulings.md says what is played. Every rule is a named function or
// table here that cites its section of the text.
package age13
