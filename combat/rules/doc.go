// Package rules holds one package per ruleset (delvers, age13, d20lite, realms), each behind
// the engine's ruleset interface.
package rules
