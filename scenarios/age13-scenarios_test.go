package scenarios_test

// The 13th Age example scenarios' numbers: each scenarios/age13-*.json's rule, asserted on its output.

import (
	"maps"
	"testing"

	"skirmish/combat/scenario"

	_ "skirmish/combat/rules/age13" // registers the age13 ruleset the scenarios name
)

func init() {
	maps.Copy(facts, age13Facts)
	maps.Copy(refusals, age13Refusals)
}

// age13Refusals are the 13th Age scenarios that stop on a refused action.
var age13Refusals = map[string]refusal{
	"age13-actions.json": {scenario.ExitFailed, `13th-age-combat-rules.txt "Combat Actions"`, "Ayla has already used its standard action this turn"},
	"age13-death-saves-edition2.json": {scenario.ExitFailed, `13th-age-combat-rules.txt "Death saves"; 13th-age-2e-reference-sheet.txt "Dying"`,
		"Ayla came to on a death save of 16 to 19 this turn and takes no actions: only a natural 20 lets it act"},
	"age13-stunned.json":  {scenario.ExitFailed, `13th-age-combat-rules.txt "Conditions" (Stunned)`, "Ayla is stunned and can't take any actions"},
	"age13-teleport.json": {scenario.ExitFailed, `13th-age-combat-rules.txt "Conditions" (Stuck)`, "Imp is stuck and cannot move or disengage"},
}

// age13Facts are the rule's numbers each 13th Age scenario shows.
var age13Facts = map[string]func(t *testing.T, o *output){
	"age13-teleport.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"d20 4 + STR 4 + level 1 = 9 vs AC 16: miss", // Ayla's opportunity attack: casting draws it
			"d20 14 + attack 6 = 20 vs PD 12: hit")       // the bolt; the teleport draws none
		o.wantLine(t, `{"type":"moved","unit":"Imp","from":[3,2],"to":[7,1],"feet":0,"why":"teleports with blink bolt: no opportunity attacks"}`)
		o.wantUnit(t, "Wren", "active", 21-5)
	},
	"age13-teleport-hex.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack", "d20 13 + attack 6 = 19 vs AC 14: hit") // Zed gets no opportunity attack
		o.wantInOrder(t, `"type":"moved","unit":"Imp","from":[3,3],"to":[8,2]`, `"type":"condition_removed","unit":"Imp","name":"grabbed","source":"Zed"`,
			`"type":"moved","unit":"Imp","from":[8,2],"to":[9,2]`)
	},
	"age13-initiative.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "initiative",
			"Ayla: d20 8 + initiative bonus 2 = 10",
			"Brin: d20 12 + initiative bonus 5 = 17",
			"Grub (all 2 orc): d20 15 + initiative bonus 3 = 18",
			"Hask: d20 3 + initiative bonus 6 = 9")
		o.wantLine(t, `{"type":"order","order":[{"side":"Orcs","units":["Grub","Snag"],"initiative":18},{"side":"Heroes","units":["Brin"],"initiative":17},{"side":"Heroes","units":["Ayla"],"initiative":10},{"side":"Orcs","units":["Hask"],"initiative":9}]}`)
		o.wantLine(t, `{"type":"round_started","round":3}`)
		if n := len(o.of("order")); n != 1 {
			t.Errorf("%d order lines, want 1: initiative is rolled once", n)
		}
	},
	"age13-invisibility-power.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"d20 13 + DEX 4 + level 1 = 18 vs AC 16: hit", // Vex's shadow strike
			"d20 14 + attack 6 = 20 vs AC 14: hit")        // Grub, once Vex is seen again
		o.wantLine(t, `{"type":"note","unit":"Grub","text":"invisible Vex: d20 4, Grub's attack misses completely"}`)
		o.wantInOrder(t, `"type":"condition_added","unit":"Vex","condition":{"name":"invisible"`, `"type":"condition_removed","unit":"Vex","name":"invisible"`)
		o.wantUnit(t, "Vex", "active", 21-6)
	},
	"age13-high-ground.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"d20 11 + STR 4 + level 1 − bad footing 2 = 14 vs AC 16: miss", // Ayla, in the stream
			"d20 11 + attack 6 = 17 vs AC 18: miss",                        // Grub, on dry ground
			"d20 8 + attack 8 + high ground 2 = 18 vs AC 18: hit")          // Hask, from the rampart
		o.wantUnit(t, "Grub", "active", 27-1)
		o.wantUnit(t, "Ayla", "active", 30-10)
	},
	"age13-escalation-die.json": func(t *testing.T, o *output) {
		o.wantInOrder(t, `"name":"escalation","value":0`, `"name":"escalation","value":1`, `"name":"escalation","value":2`)
		o.wantTexts(t, "attack",
			"d20 5 + STR 4 + level 1 = 10 vs AC 16: miss",
			"d20 5 + attack 6 = 11 vs AC 18: miss",
			"d20 5 + STR 4 + level 1 + escalation die 1 = 11 vs AC 16: miss",
			"d20 5 + attack 6 = 11 vs AC 18: miss",
			"d20 5 + STR 4 + level 1 + escalation die 2 = 12 vs AC 16: miss",
			"d20 5 + attack 6 = 11 vs AC 18: miss")
	},
	"age13-actions.json": func(t *testing.T, o *output) {
		o.wantLine(t, `{"type":"spent","unit":"Ayla","slot":"move","n":1,"for":"move"}`)
		o.wantLine(t, `{"type":"spent","unit":"Ayla","slot":"standard","n":1,"for":"move (standard action as a move action)"}`)
		o.wantUnitAt(t, "Ayla", 7, 1)
		o.wantNoLine(t, `"type":"attack"`)
	},
	"age13-opportunity-attack.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"d20 3 + attack 6 = 9 vs AC 17: miss",         // Snag, as Rhen shoots Hask
			"d20 15 + DEX 4 + level 1 = 20 vs AC 17: hit", // Rhen's shot
			"d20 14 + attack 6 = 20 vs AC 18: hit")        // Grub, as Ayla moves away
		o.wantInOrder(t, `"attacker":"Grub","target":"Ayla","weapon":"axe","kind":"opportunity"`, `{"type":"moved","unit":"Ayla"`)
		o.wantUnit(t, "Ayla", "active", 30-6)
		o.wantUnit(t, "Hask", "active", 37-9)
	},
	"age13-shooting-while-engaged-edition2.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"d20 3 + attack 6 = 9 vs AC 17: miss",         // Grub, engaged and not targeted
			"d20 4 + attack 6 = 10 vs AC 17: miss",        // Snag, the target: edition 2 spares no one
			"d20 15 + DEX 4 + level 1 = 20 vs AC 16: hit") // Rhen's shot
		o.wantInOrder(t, `"attacker":"Snag","target":"Rhen","weapon":"axe","kind":"opportunity"`, `"attacker":"Rhen","target":"Snag","weapon":"longbow","kind":"ranged"`)
		o.wantUnit(t, "Snag", "active", 27-9)
	},
	"age13-temporary-hit-points.json": func(t *testing.T, o *output) {
		o.wantLine(t, `{"type":"condition_added","unit":"Brak","condition":{"name":"temporary hp","source":"raging blow","value":7,"ends":"end of battle"}}`)
		o.wantLine(t, `{"type":"condition_removed","unit":"Brak","name":"temporary hp","source":"raging blow","why":"7 damage taken from temporary hit points"}`)
		o.wantLine(t, `{"type":"damaged","unit":"Brak","amount":10,"hp":20,"source":"Grum","why":"hit by Grum's great club"}`) // 17 − 7
		o.wantLine(t, `"why":"6 damage taken from temporary hit points"}`)                                                     // all of the greataxe's 6
		o.wantLine(t, `"why":"the 10 from great club are more: temporary hit points don't stack, the higher counts"}`)         // 4 left: 10, not 14
		o.wantLine(t, `"text":"Grum keeps its 10 temporary hit points: the 10 from great club are no more, and temporary hit points don't stack: the higher counts"}`)
		o.wantNoLine(t, `"name":"temporary hp","source":"great club","value":14`)
		o.wantNoLine(t, `"name":"temporary hp","source":"great club","value":20`)
		o.wantUnit(t, "Grum", "active", 90-9)
		o.wantUnit(t, "Brak", "active", 30-10-7-7)
	},
	"age13-disengage.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "check",
			"disengage: d20 11 − foes beyond the first 1 = 10 vs 11+: failure",
			"disengage: d20 12 − foes beyond the first 1 = 11 vs 11+: success")
		o.wantNoLine(t, `"type":"attack"`)
		o.wantUnitAt(t, "Ayla", 1, 1)
	},
	"age13-intercept.json": func(t *testing.T, o *output) {
		o.wantLine(t, `{"type":"reaction","unit":"Ayla","prompt":"moved","action":{"kind":"intercept","unit":"Ayla","target":"Grub"}}`)
		o.wantLine(t, `{"type":"spent","unit":"Ayla","slot":"interrupt","n":1,"for":"intercept Grub"}`)
		o.wantUnitAt(t, "Grub", 3, 1)
	},
	"age13-crit-and-fumble.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"d20 20 + STR 4 + level 1 = 25 vs AC 16: crit (natural 20)",
			"d20 20 + attack 6 = 26 vs AC 18: crit (natural 20)",
			"d20 1 + STR 4 + level 1 + escalation die 1 = 7 vs AC 16: fumble (natural 1): miss")
		o.wantTexts(t, "damage_roll",
			"damage 1d8 5 + STR 4 + crit: double 9 = 18",
			"damage 6 + natural 16+ hit 4 + crit: double 10 = 20") // and nothing for the fumble
		o.wantUnit(t, "Grub", "active", 200-18)
		o.wantUnit(t, "Ayla", "active", 30-20)
	},
	"age13-miss-damage.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "damage_roll",
			"miss damage level 1 = 1",
			"miss damage 2d12+5 16 − half 8 = 8",
			"miss damage level 1 + natural even miss (level) 1 = 2")
		o.wantUnit(t, "Grub", "active", 200-1-2)
		o.wantUnit(t, "Ayla", "active", 30-8)
	},
	"age13-ongoing-damage.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "damage_roll", "damage 2d10 7 + INT 4 = 11")
		o.wantLine(t, `{"type":"condition_added","unit":"Grub","condition":{"name":"ongoing","source":"Wren","value":5,"note":"acid","ends":"save ends (11+)","owner":"Grub"}}`)
		o.wantTexts(t, "check",
			"save against ongoing 5 acid damage: d20 10 vs 11+: failure",
			"save against ongoing 5 acid damage: d20 11 vs 11+: success")
		o.wantInOrder(t, `"why":"ongoing 5 acid damage"`, `"text":"save against ongoing 5 acid damage: d20 10`, `"why":"ongoing 5 acid damage"`, `"text":"save against ongoing 5 acid damage: d20 11`)
		o.wantUnit(t, "Grub", "active", 200-11-5-5)
	},
	"age13-death-saves-edition1.json": func(t *testing.T, o *output) {
		o.wantLine(t, `{"type":"status","unit":"Ayla","status":"down","why":"unconscious at 0 hp or below"}`)
		o.wantTexts(t, "check",
			"death save: d20 15 vs 16+: failure",
			"death save: d20 2 vs 16+: failure",
			"death save: d20 3 vs 16+: failure",
			"death save: d20 4 vs 16+: failure")
		o.wantLine(t, `{"type":"status","unit":"Ayla","status":"dead","why":"died at its fourth failed death save"}`)
		o.wantUnit(t, "Ayla", "dead", -2)
		o.wantNoLine(t, `"skulls"`)
	},
	"age13-death-saves-edition2.json": func(t *testing.T, o *output) {
		o.wantInOrder(t, `{"type":"status","unit":"Ayla","status":"down"`, `"name":"skulls","value":1`,
			`"text":"death save: d20 15 vs 16+: failure"`, `"name":"skulls","value":2`,
			`"text":"death save: d20 16 vs 16+: success"`, `"text":"Ayla spends a recovery (8 left): 1d10 7 + CON 2 = 9"`,
			`{"type":"status","unit":"Ayla","status":"active","why":"back to consciousness"}`)
		o.wantLine(t, `{"type":"budget","unit":"Ayla","slots":[{"name":"interrupt","left":0}]}`) // no actions that turn
		o.wantUnit(t, "Ayla", "active", 9)
	},
	"age13-stunned.json": func(t *testing.T, o *output) {
		o.wantLine(t, `{"type":"budget","unit":"Ayla","slots":[{"name":"interrupt","left":0}]}`)
		o.wantNoLine(t, `"type":"attack"`)
		o.wantUnit(t, "Grub", "active", 27)
	},
	"age13-vulnerable-edition1.json": func(t *testing.T, o *output) {
		o.wantLine(t, `{"type":"condition_added","unit":"Ayla","condition":{"name":"vulnerable","source":"Ghast","ends":"save ends (11+)","owner":"Ayla"}}`)
		o.wantTexts(t, "attack",
			"d20 12 + attack 8 = 20 vs AC 18: hit",
			"d20 18 + attack 6 = 24 vs AC 18: crit (natural 18)")
		o.wantTexts(t, "damage_roll", "damage 8 = 8", "damage 6 + natural 16+ hit 4 + crit: double 10 = 20")
		o.wantTexts(t, "check", "save against vulnerable: d20 11 vs 11+: success")
		o.wantUnit(t, "Ayla", "active", 30-8-20)
	},
	"age13-vulnerable-edition2.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "damage_roll",
			"damage 8 = 8",
			"miss damage vulnerable: 2 × level 2 = 2",
			"damage 8 + vulnerable: 2 × level 6 = 14")
		o.wantTexts(t, "check", "save against vulnerable: d20 10 vs 11+: failure")
		o.wantNoLine(t, `crit (natural`)
		o.wantUnit(t, "Ayla", "active", 30-8-2-14)
	},
	"age13-mooks.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "damage_roll", "damage 1d8 8 + STR 4 = 12")
		o.wantLine(t, `{"type":"note","unit":"Rat 2","text":"6 damage spills over to Rat 2, the next mook of the mob"}`)
		o.wantLine(t, `{"type":"order","order":[{"side":"Heroes","units":["Ayla"],"initiative":22},{"side":"Rats","units":["Rat 1","Rat 2","Rat 3"],"initiative":3}]}`)
		o.wantUnit(t, "Rat 1", "dead", 0)
		o.wantUnit(t, "Rat 2", "dead", 0)
		o.wantUnit(t, "Rat 3", "active", 6)
	},
	"age13-resistance.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "damage_roll",
			"damage 1d8 6 + STR 4 − resist weapons 16+: half 5 = 5",
			"damage 1d8 5 + INT 4 = 9",
			"damage 1d8 6 + STR 4 = 10")
		o.wantUnit(t, "Grub", "active", 200-5-9-10)
	},
	"age13-rally.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "note", "Ayla spends a recovery (8 left): 1d10 6 + CON 2 = 8", "Ayla spends a recovery (7 left): 1d10 5 + CON 2 = 7")
		o.wantTexts(t, "check", "save to rally again: d20 10 vs 11+: failure", "save to rally again: d20 11 vs 11+: success")
		o.wantInOrder(t, `"text":"save to rally again: d20 10 vs 11+: failure"`, `{"type":"spent","unit":"Ayla","slot":"standard","n":1,"for":"melee attack with longsword"}`)
		o.wantUnit(t, "Ayla", "active", 10+8+7)
	},
	"age13-shooting-into-melee.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"d20 1 + DEX 4 + level 1 = 6 vs AC 16: fumble (natural 1): miss",
			"d20 15 + DEX 4 + level 1 = 20 vs AC 18: hit")
		o.wantLine(t, `"text":"shooting into melee: the fumble is rolled again against Ayla, engaged with Grub"`)
		o.wantTexts(t, "damage_roll", "damage 1d8 5 + DEX 4 = 9")
		o.wantUnit(t, "Ayla", "active", 30-9)
		o.wantUnit(t, "Grub", "active", 27)
	},
	"age13-tiers.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"d20 10 + STR 4 + level 5 = 19 vs AC 16: hit",
			"d20 10 + STR 4 + level 8 = 22 vs AC 16: hit")
		o.wantTexts(t, "damage_roll", "damage 5d8 15 + STR ×2 8 = 23", "damage 8d8 8 + STR ×3 12 = 20")
		o.wantUnit(t, "Ayla", "active", 80)
		o.wantUnit(t, "Bryn", "active", 160)
	},
	"age13-grabbed.json": func(t *testing.T, o *output) {
		o.wantLine(t, `{"type":"condition_added","unit":"Ayla","condition":{"name":"grabbed","source":"Zed","owner":"Ayla"}}`)
		o.wantTexts(t, "check",
			"disengage: d20 15 − grabbed 5 = 10 vs 11+: failure",
			"disengage: d20 11 = 11 vs 11+: success") // she hit Zed this turn
		o.wantTexts(t, "attack",
			"d20 16 + attack 7 = 23 vs AC 18: hit",
			"d20 15 + STR 4 + level 1 + escalation die 1 = 21 vs AC 14: hit",
			"d20 5 + attack 7 + grabbing 4 = 16 vs AC 18: miss",
			"d20 12 + STR 4 + level 1 + escalation die 2 = 19 vs AC 14: hit")
		o.wantLine(t, `"name":"grabbed","source":"Zed","why":"the grab ends: Ayla is no longer next to Zed"`)
		o.wantUnitAt(t, "Ayla", 1, 1)
	},
	"age13-coup-de-grace.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"d20 14 + attack 6 = 20 vs AC 18: hit",
			"coup de grace on helpless Ayla (AC 14): an automatic crit")
		o.wantTexts(t, "damage_roll", "damage 6 = 6", "damage 6 + crit: double 6 = 12")
		o.wantLine(t, `{"type":"spent","unit":"Grub","slot":"quick","n":1,"for":"coup de grace on Ayla"}`)
		o.wantUnit(t, "Ayla", "dead", 1-6-12)
	},
	"age13-flexible-attacks.json": func(t *testing.T, o *output) {
		o.wantLine(t, `"text":"Sly fights with two weapons: the natural 2 is rerolled, and the reroll counts"`)
		o.wantTexts(t, "attack",
			"d20 15 + DEX 4 + level 1 = 20 vs AC 16: hit",
			"d20 4 + STR 4 + level 1 = 9 vs AC 16: miss",
			"d20 16 + STR 4 + level 1 + escalation die 1 = 22 vs AC 16: hit")
		o.wantTexts(t, "damage_roll",
			"damage 1d8 3 + DEX 4 = 7",
			"miss damage level 1 + natural even miss (level) 1 = 2",
			"damage 1d8 5 + STR 4 = 9")
		o.wantInOrder(t, `"weapon":"heavy blow","kind":"melee"`, `"weapon":"shield bash","kind":"melee"`)
		o.wantLine(t, `{"type":"condition_added","unit":"Grub","condition":{"name":"dazed","source":"Ayla","ends":"end of next turn","owner":"Ayla"}}`)
		o.wantLine(t, `{"type":"condition_added","unit":"Ayla","condition":{"name":"expended","source":"shield bash","ends":"end of battle"}}`)
		o.wantUnit(t, "Grub", "active", 200-7-2-9)
	},
	"age13-invisibility.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "note", "invisible Hask: d20 7, Brin's attack misses completely", "invisible Hask: d20 14, the attack goes on")
		o.wantTexts(t, "attack", "d20 15 + DEX 4 + level 1 + escalation die 1 = 21 vs AC 17: hit")
		o.wantUnit(t, "Hask", "active", 37-10)
	},
}
