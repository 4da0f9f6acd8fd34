package scenarios_test

// The d20 Sunday Stats example scenarios' numbers: each scenarios/d20lite-*.json's rule, asserted on its output.

import (
	"maps"
	"testing"

	"skirmish/combat/scenario"

	_ "skirmish/combat/rules/d20lite" // registers the d20lite ruleset the scenarios name
)

func init() {
	maps.Copy(facts, d20Facts)
	maps.Copy(refusals, d20Refusals)
}

// d20Refusals are the d20 scenarios that stop on a refused action.
var d20Refusals = map[string]refusal{
	"d20lite-five-foot-step.json": {scenario.ExitFailed, `d20-sunday-stats-combat.txt "Taking Actions" (five feet)`, "Ayla took a 5-ft step this round: no other movement after it"},
}

// d20Facts are the rule's numbers each d20 scenario shows.
var d20Facts = map[string]func(t *testing.T, o *output){
	"d20lite-initiative.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "initiative", "Ayla: d20 8 + Dex 1 = 9", "Grub: d20 12 = 12", "Snag: d20 15 + Dex 1 = 16")
		o.wantLine(t, `{"type":"order","order":[{"side":"Orcs","units":["Snag"],"initiative":16},{"side":"Orcs","units":["Grub"],"initiative":12},{"side":"Heroes","units":["Ayla"],"initiative":9}]}`)
		o.wantLine(t, `{"type":"budget","unit":"Ayla","slots":[{"name":"points","left":5}]}`)
		o.wantLine(t, `{"type":"round_started","round":3}`)
		if n := len(o.of("order")); n != 1 {
			t.Errorf("%d order lines, want 1: initiative is rolled once", n)
		}
	},
	"d20lite-critical-hit.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack", "d20 19 + BAB 3 + Str 3 = 25 vs AC 13: hit, a critical hit (threat 19–20, ×2)")
		o.wantTexts(t, "damage_roll", "1d8 5 + Str 3 + critical ×2 8 = 16")
		o.wantUnit(t, "Grub", "down", 8-16)
	},
	"d20lite-five-foot-step.json": func(t *testing.T, o *output) {
		o.wantNoLine(t, `"type":"reaction"`)
		o.wantLine(t, `{"type":"moved","unit":"Ayla","from":[2,1],"to":[1,1],"feet":5,"why":"5-ft step"}`)
		o.wantTexts(t, "attack", "d20 14 + BAB 3 + Dex 1 = 18 vs AC 13: hit")
		o.wantTexts(t, "damage_roll", "1d6 4 = 4")
		o.wantUnit(t, "Grub", "active", 8-4)
	},
	"d20lite-attack-of-opportunity.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack", "d20 16 + BAB 1 + Str 3 = 20 vs AC 16: hit")
		o.wantTexts(t, "damage_roll", "2d4 5 + 1½ Str (two hands) 4 = 9")
		if n := len(o.of("reaction")); n != 1 {
			t.Errorf("%d attacks of opportunity, want 1: one a round", n)
		}
		o.wantUnit(t, "Brin", "active", 17-9)
		o.wantUnitAt(t, "Ayla", 1, 2)
	},
	"d20lite-dying.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "damage_roll", "1d8 7 + Str 3 = 10")
		o.wantTexts(t, "check",
			"Moss's Fortitude save to stabilise: d20 9 + Fort 3 = 12 vs 20",
			"Moss's Fortitude save to stabilise: d20 17 + Fort 3 = 20 vs 20")
		o.wantLine(t, `{"type":"damaged","unit":"Moss","amount":1,"hp":-3,"why":"dying: loses a hit point"}`)
		o.wantUnit(t, "Moss", "down", -3)
	},
	"d20lite-full-attack.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"d20 18 + BAB 1 + Str 1 = 20 vs AC 18 − flat-footed 1 = 17: hit",
			"d20 14 + BAB 1 + Str 1 = 16 vs AC 16 − flat-footed 3 = 13: hit",
			"d20 3 + BAB 1 + Str 1 = 5 vs AC 16 − flat-footed 3 = 13: miss")
		o.wantLine(t, `{"type":"spent","unit":"Ghoul","slot":"points","n":5,"for":"Full attack"}`)
		o.wantUnit(t, "Ayla", "active", 28-5)
		o.wantUnit(t, "Brin", "active", 17-3)
	},
	"d20lite-flanking-and-aid.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"aid another: d20 8 + BAB 2 + Str 1 = 11 vs AC 10: success",
			"d20 6 + BAB 3 + Str 3 + flanking 2 + aided by Brin 2 = 16 vs AC 13: hit")
		o.wantTexts(t, "damage_roll", "1d8 6 + Str 3 = 9")
		o.wantUnit(t, "Grub", "down", 8-9)
	},
	"d20lite-charge.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"d20 13 + BAB 3 + Str 3 + charge 2 = 21 vs AC 14: hit",
			"d20 5 + BAB 3 + Str 4 = 12 vs AC 14 − charging 2 = 12: hit")
		o.wantUnitAt(t, "Thra", 6, 1)
		o.wantUnit(t, "Thra", "active", 33-12)
	},
}
