package scenarios_test

// The Enchanted Realms example scenarios' numbers: each scenarios/realms-*.json's rule, asserted on its output.

import (
	"maps"
	"testing"

	"skirmish/combat/scenario"

	_ "skirmish/combat/rules/realms" // registers the realms ruleset the scenarios name
)

func init() {
	maps.Copy(facts, realmsFacts)
	maps.Copy(refusals, realmsRefusals)
}

// realmsRefusals are the Realms scenarios that stop on a refused action.
var realmsRefusals = map[string]refusal{
	"realms-at-the-ready.json": {scenario.ExitFailed, `enchanted-realms-combat.txt "At The Ready"`, `"when the orc attacks" is no trigger`},
	"realms-split-move.json":   {scenario.ExitFailed, `enchanted-realms-combat.txt "The Action"`, "Rhen has taken its action this turn; there is no holding or second action"},
	"realms-cover.json":        {scenario.ExitFailed, `enchanted-realms-combat.txt "Cover"`, "Cut is in complete cover from Rhen: it cannot be aimed at from range"},
}

// realmsFacts are the rule's numbers each Realms scenario shows.
var realmsFacts = map[string]func(t *testing.T, o *output){
	"realms-fireball.json":       fireballFacts,
	"realms-fireball-hex.json":   fireballFacts,
	"realms-lightning-bolt.json": lightningFacts,
	"realms-counterspell.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "check", "Mor's counterspell d12 9 + quality 2 + sorcery 1 = 12 against Ash's d12 5 + quality 2 + sorcery 1 = 8: the fireball is disrupted")
		o.wantNoLine(t, `"body preservation save"`)
		o.wantUnit(t, "Grub", "active", 5)
	},
	"realms-counterspell-hex.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "check",
			"Mor's counterspell d12 6 + quality 2 + sorcery 1 = 9 against Ash's d12 6 + quality 2 + sorcery 1 = 9: Ash holds the spell",
			"Grub's body preservation save 4 (body save 1) against 10: failed")
		o.wantUnit(t, "Grub", "active", 3)
	},
	"realms-lightning-bolt-hex.json": lightningFacts,
	"realms-initiative.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "initiative",
			"Kara: d10 5 + quality 2 = 7", "Rhen: d10 3 + quality 2 + modifiers 2 = 7", "Grub: d10 8 + quality 1 = 9", "Snik: d10 6 + quality 1 + modifiers 2 = 9",
			"Kara: d10 1 + quality 2 = 3", "Rhen: d10 2 + quality 2 + modifiers 2 = 6", "Grub: d10 3 + quality 1 = 4", "Snik: d10 4 + quality 1 + modifiers 2 = 7")
		o.wantInOrder(t, `"faces":[12],"total":12,"why":"initiative tie at 9: Grub rolls off"`, `"faces":[12],"total":12,"why":"initiative tie at 9: Snik rolls off"`,
			`"faces":[4],"total":4,"why":"initiative tie at 9: Grub rolls off"`, `"faces":[17],"total":17,"why":"initiative tie at 9: Snik rolls off"`,
			`"faces":[15],"total":15,"why":"initiative tie at 7: Kara rolls off"`, `"faces":[3],"total":3,"why":"initiative tie at 7: Rhen rolls off"`)
		o.wantLine(t, `{"type":"order","order":[{"side":"Foes","units":["Snik"],"initiative":9},{"side":"Foes","units":["Grub"],"initiative":9},{"side":"Heroes","units":["Kara"],"initiative":7},{"side":"Heroes","units":["Rhen"],"initiative":7}]}`)
		o.wantLine(t, `{"type":"order","order":[{"side":"Foes","units":["Snik"],"initiative":7},{"side":"Heroes","units":["Rhen"],"initiative":6},{"side":"Foes","units":["Grub"],"initiative":4},{"side":"Heroes","units":["Kara"],"initiative":3}]}`)
	},
	"realms-pool-attack.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"die 1 of 3: d20 20 + quality 2 = 22 vs AC 13: natural 20, hit",
			"die 2 of 3: d20 10 + quality 2 = 12 vs AC 13: miss",
			"die 3 of 3: d20 1 + quality 2 = 3 vs AC 13: fumble, miss",
			"die 1 of 2: d20 1 + quality 1 = 2 vs AC 17: fumble, miss",
			"die 2 of 2: d20 16 + quality 1 = 17 vs AC 17: hit")
		o.wantTexts(t, "damage_roll", "1 of 3 dice hit: 1 body point (edged)", "1 of 2 dice hit: 1 body point (edged)")
		o.wantUnit(t, "Grub", "active", 4) // 1 of the orc's 5 body points
		o.wantUnit(t, "Kara", "active", 7)
	},
	"realms-split-move.json": func(t *testing.T, o *output) {
		o.wantInOrder(t, `"unit":"Rhen","from":[2,2],"to":[3,2],"feet":10`, `"attacker":"Rhen","target":"Snik"`, `"unit":"Rhen","from":[3,2],"to":[3,1],"feet":5`)
		o.wantTexts(t, "damage_roll", "2 of 3 dice hit: 2 body points (piercing)")
		o.wantUnit(t, "Snik", "dead", 0)
		o.wantRefusal(t, realmsRefusals["realms-split-move.json"])
	},
	"realms-flee-attack.json": func(t *testing.T, o *output) {
		o.wantNoLine(t, `"target":"Kara"`) // defending to withdraw: no flee attack on Kara
		o.wantLine(t, `{"type":"reaction","unit":"Grub","prompt":"leave","action":{"kind":"opportunity","unit":"Grub","target":"Rhen","weapon":"battle axe"}}`)
		o.wantTexts(t, "attack", "die 1 of 2: d20 13 + quality 1 = 14 vs AC 14: hit", "die 2 of 2: d20 5 + quality 1 = 6 vs AC 14: miss")
		o.wantUnit(t, "Rhen", "active", 5)
	},
	"realms-impalement.json": func(t *testing.T, o *output) {
		o.wantInOrder(t, `"kind":"impalement","unit":"Piet"`, `"attacker":"Piet","target":"Grub","weapon":"halberd","kind":"impalement"`, `"attacker":"Grub","target":"Piet"`)
		o.wantTexts(t, "damage_roll", "3 of 4 dice hit: 3 body points (edged)", "0 of 2 dice hit: 0 body points (edged)")
		o.wantUnit(t, "Grub", "active", 2) // 3 of the orc's 5 body points
	},
	"realms-at-the-ready.json": func(t *testing.T, o *output) {
		o.wantInOrder(t, `"unit":"Kara","from":[4,2],"to":[5,2]`, `"kind":"readied","unit":"Wolf"`, `"attacker":"Wolf","target":"Kara","weapon":"bite","kind":"at the ready"`, `"unit":"Kara","from":[5,2],"to":[6,2]`)
		o.wantText(t, "attack", 0, "die 1 of 2: d20 18 + quality 1 = 19 vs AC 17: hit")
		o.wantUnit(t, "Kara", "active", 7)
		o.wantRefusal(t, realmsRefusals["realms-at-the-ready.json"])
	},
	"realms-grapple-shove.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "check", "Ogre 11 against Bex 11: Bex holds", "Bex 12 against Ogre 12: Ogre holds", "Bex 14 against Ogre 9: Bex wins")
		o.wantUnitAt(t, "Ogre", 5, 2)
		o.wantNoLine(t, `"name":"grappled"`)
	},
	"realms-cover.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"die 1 of 3: d20 12 + quality 2 = 14 vs AC 12 + half cover 2 = 14: hit",
			"die 2 of 3: d20 11 + quality 2 = 13 vs AC 12 + half cover 2 = 14: miss",
			"die 3 of 3: d20 13 + quality 2 = 15 vs AC 12 + half cover 2 = 14: hit",
			"die 1 of 3: d20 15 + quality 2 = 17 vs AC 12 + three-quarters cover 5 = 17: hit",
			"die 2 of 3: d20 14 + quality 2 = 16 vs AC 12 + three-quarters cover 5 = 17: miss",
			"die 3 of 3: d20 2 + quality 2 = 4 vs AC 12 + three-quarters cover 5 = 17: miss")
		o.wantUnit(t, "Bandit", "active", 1)
		o.wantUnit(t, "Archer", "active", 2)
		o.wantRefusal(t, realmsRefusals["realms-cover.json"])
	},
	"realms-body-cover.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"die 1 of 3: d20 12 + quality 2 = 14 vs AC 12 + half cover 2 = 14: hit",
			"die 2 of 3: d20 11 + quality 2 = 13 vs AC 12 + half cover 2 = 14: miss",
			"die 3 of 3: d20 13 + quality 2 = 15 vs AC 12 + half cover 2 = 14: hit")
		o.wantUnit(t, "Bandit", "active", 1)
	},
	"realms-critical-sneak.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"die 1 of 4: d20 9 + quality 2 = 11 vs AC 10: hit (critical)",
			"die 2 of 4: d20 12 + quality 2 = 14 vs AC 10: hit (critical)",
			"die 3 of 4: d20 20 + quality 2 = 22 vs AC 10: natural 20, hit (critical)",
			"die 4 of 4: sneak d20 3 + quality 2 = 5 vs AC 10: miss",
			"die 1 of 4: d20 15 + quality 2 = 17 vs AC 10: hit (critical)",
			"die 2 of 4: d20 15 + quality 2 = 17 vs AC 10: hit (critical)",
			"die 3 of 4: d20 2 + quality 2 = 4 vs AC 10: miss",
			"die 4 of 4: critical d20 8 + quality 2 = 10 vs AC 10: hit (critical)")
		o.wantTexts(t, "damage_roll", "3 of 4 dice hit: 1 body point (piercing)", "3 of 4 dice hit: 1 body point (piercing)")
		o.wantUnit(t, "Zed", "active", 3)
	},
	"realms-blind-shot.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"die 1 of 2: d20 9 + quality 2 − target invisible 3 = 8 vs AC 12: miss",
			"die 2 of 2: d20 10 + quality 2 − target invisible 3 = 9 vs AC 12: miss",
			"die 1 of 2: d20 11 + quality 2 − target invisible 3 = 10 vs AC 12 + half cover 2 = 14: miss",
			"die 2 of 2: d20 12 + quality 2 − target invisible 3 = 11 vs AC 12 + half cover 2 = 14: miss")
		o.wantLine(t, `"dice":"1d5","faces":[2]`)
		o.wantUnit(t, "Cut", "active", 3)
		o.wantUnit(t, "Bandit", "active", 3)
	},
	"realms-defense-rolls.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"die 1 of 2: d20 5 + AC 17 = 22 vs DC 21 + quality 1 = 22: avoided",
			"die 2 of 2: d20 4 + AC 17 = 21 vs DC 21 + quality 1 = 22: hit",
			"die 1 of 2: d20 20 + AC 17 = 37 vs DC 21 + quality 1 = 22: natural 20, avoided",
			"die 2 of 2: d20 1 + AC 17 = 18 vs DC 21 + quality 1 = 22: a 1, hit")
		o.wantLine(t, `"unit":"Kara","dice":"2d20"`)
		o.wantUnit(t, "Kara", "active", 6)
	},
	"realms-mounted.json": func(t *testing.T, o *output) {
		o.wantLine(t, `{"type":"moved","unit":"Lyra","from":[8,1],"to":[9,1],"feet":40,"why":"move"}`)
		o.wantLine(t, `{"type":"spent","unit":"Lyra","slot":"move","n":20,"for":"dismounts"}`)
		o.wantTexts(t, "check", "Bex 14 against Rider 5: Bex wins")
		o.wantLine(t, `{"type":"condition_added","unit":"Rider","condition":{"name":"prone","note":"thrown from its mount"}}`)
	},
}

// fireballFacts: a 15-ft burst around Grub; the spell d12 7 + quality 2 + sorcery 1 = 10; each
// save d12 + body save + cover from the burst's centre: Kara (friendly fire) and Grub fail and
// lose 2 body points, Snik behind the wall (complete cover, +5) and the bandit behind the low
// wall (half cover, +2) save (enchanted-realms-combat.txt "Cover"; docs/rulings.md "Realms:
// area spells").
// lightningFacts are the numbers of the lightning bolt, on squares and on hexes alike: a line's
// cells, friendly fire, and a body on the line from the caster as half cover.
func lightningFacts(t *testing.T, o *output) {
	o.wantTexts(t, "note", "Vel casts lightning bolt (60-ft line) at Grub: 12 cells, catching Kara, Grub, Snik", "Vel's lightning bolt: d12 7 + quality 2 + sorcery 1 = 10")
	o.wantTexts(t, "check",
		"Kara's body preservation save 8 (body save 2) against 10: failed",
		"Grub's body preservation save 6 (body save 1 + half cover 2) against 10: failed",
		"Snik's body preservation save 11 (body save 0 + half cover 2) against 10: saved")
	o.wantUnit(t, "Kara", "active", 6)
	o.wantUnit(t, "Grub", "active", 3)
	o.wantUnit(t, "Snik", "active", 2)
	o.wantUnit(t, "Bandit", "active", 3)
}

func fireballFacts(t *testing.T, o *output) {
	o.wantTexts(t, "note", "Ash casts fireball (15-ft burst) at Grub: 37 cells, catching Kara, Grub, Snik, Bandit", "Ash's fireball: d12 7 + quality 2 + sorcery 1 = 10")
	o.wantTexts(t, "check",
		"Kara's body preservation save 8 (body save 2) against 10: failed",
		"Grub's body preservation save 4 (body save 1) against 10: failed",
		"Snik's body preservation save 11 (body save 0 + complete cover 5) against 10: saved",
		"Bandit's body preservation save 11 (body save 0 + half cover 2) against 10: saved")
	o.wantUnit(t, "Kara", "active", 6)
	o.wantUnit(t, "Grub", "active", 3)
	o.wantUnit(t, "Snik", "active", 2)
	o.wantUnit(t, "Bandit", "active", 3)
}
