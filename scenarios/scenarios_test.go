package scenarios_test

// Example scenarios: each scenarios/*.json is played, its output compared with its golden .out file, and the rule's numbers asserted.

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"skirmish/combat/scenario"

	_ "skirmish/combat/rules/delvers" // registers the delvers ruleset the scenarios name
)

// update rewrites the golden files: go test ./scenarios -update.
var update = flag.Bool("update", false, "rewrite scenarios/*.out from what the scenarios print")

// refusal is a scenario that shows an illegal action: the exit code it must give, and the
// rule and message (a fragment) of its error line, the last line but one.
type refusal struct {
	code          int
	rule, message string
}

// refusals are the scenarios that stop on a refused action; every other scenario exits 0.
var refusals = map[string]refusal{
	"bow-in-melee.json":           {scenario.ExitFailed, `delvers-combat.md "Make a Ranged Attack"`, "a shortbow cannot be fired with an enemy in melee range"},
	"execution.json":              {scenario.ExitFailed, `delvers-combat.md "Execution Attacks"`, "needs a full minute of preparation against an unsuspecting target"},
	"hand-crossbow-in-melee.json": {scenario.ExitFailed, `delvers-combat.md "Make a Ranged Attack"`, "a hand crossbow cannot be fired with an enemy in melee range"},
	"swarm-four-a-round.json": {scenario.ExitFailed, `delvers-combat.md "Make a Swarm Attack"`,
		"four assailants have already swarmed Ogre this round (Ann, Bo, Cy and Dee): no more until the next round"},
}

// facts are the rule's numbers each scenario shows, asserted on its output so that a reader
// sees them here and not only in the golden file. Every scenario must have an entry.
var facts = map[string]func(t *testing.T, o *output){
	"magic-bomb.json":     magicBombFacts("Wren casts magic bomb at Grub: a 20-ft radius, 64 squares, catching Snik, Bram, Grub, Cut"),
	"magic-bomb-hex.json": magicBombFacts("Wren casts magic bomb at Grub: a 20-ft radius, 61 hexes, catching Snik, Bram, Grub, Cut"),
	"shock.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"d20 2 + attack bonus 1 + STR 1 + Stab 1 = 5 vs AC 13: miss",  // Bram on Grub
			"d20 2 + attack bonus 1 + STR 1 + Stab 1 = 5 vs AC 14: miss",  // Cora on Scaly
			"d20 2 + attack bonus 1 + STR 1 + Stab 1 = 5 vs AC 13: miss",  // Dain on Shieldy
			"d20 2 + attack bonus 1 + STR 1 + Stab 1 = 5 vs AC 13: miss",  // Edda on Shieldy
			"d20 15 + attack bonus 1 + STR 1 + Stab 1 = 18 vs AC 13: hit") // Bram on Grub, round 2
		o.wantTexts(t, "damage_roll",
			"shock 2/13: points 2 + STR 1 = 3", // Grub, AC 13 ≤ 13 (Scaly's AC 14 takes none)
			"shock 2/13: points 2 + STR 1 = 3", // Shieldy: Dain's was turned by the shield, Edda's lands
			"damage 1d8 1 + STR 1 + shock floor 1 = 3")
		o.wantLine(t, `{"type":"condition_added","unit":"Shieldy","condition":{"name":"shield_used","note":"turned Dain's shock"`)
		o.wantUnit(t, "Scaly", "active", 6)
		o.wantUnit(t, "Shieldy", "active", 3)
		o.wantUnit(t, "Grub", "dead", 0)
	},
	"swarm.json": func(t *testing.T, o *output) {
		if a := o.text(t, "attack", 0); !strings.Contains(a, "swarm of 4 6") {
			t.Errorf("round 1: three joined, so the fourth strikes at +6: %s", a)
		}
		o.wantText(t, "damage_roll", 0, "damage 1d8 8 + STR 1 = 9") // +3 capped at the usual maximum 8 + 1
		o.wantText(t, "damage_roll", 1, "damage 1d8 3 + STR 1 + swarm 3 = 7")
		o.wantText(t, "attack", 2, "d20 5 + attack bonus 1 + STR 1 + Stab 1 + swarm of 2 2 = 10 vs AC 20: miss")
		o.wantText(t, "damage_roll", 2, "shock 2/13: points 2 + STR 1 = 3") // against AC 20: a swarm's shock always applies
		o.wantUnit(t, "Ogre", "active", 30-9-7-3)
	},
	"swarm-four-a-round.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"d20 2 + attack bonus 1 + STR 1 + Stab 1 + swarm of 2 2 = 7 vs AC 20: miss", // Bo, with Ann
			"d20 2 + attack bonus 1 + STR 1 + Stab 1 + swarm of 2 2 = 7 vs AC 20: miss") // Dee, with Cy
		o.wantTexts(t, "damage_roll", "shock 2/13: points 2 + STR 1 = 3", "shock 2/13: points 2 + STR 1 = 3")
		o.wantNoLine(t, `"unit":"Eve","slot":"main"`) // the fifth's swarm is refused
		o.wantUnit(t, "Ogre", "active", 30-3-3)
	},
	"swarm-total-defense.json": func(t *testing.T, o *output) {
		o.wantLine(t, `{"type":"reaction","unit":"Ogre","prompt":"rolled","action":{"kind":"total_defense","unit":"Ogre"}}`)
		o.wantTexts(t, "attack",
			"d20 2 + attack bonus 1 + STR 1 + Stab 1 + swarm of 2 2 = 7 vs AC 22: miss", // round 1: AC 20 + 2
			"d20 2 + attack bonus 1 + STR 1 + Stab 1 + swarm of 2 2 = 7 vs AC 20: miss") // round 2
		o.wantTexts(t, "damage_roll", "shock 2/13: points 2 + STR 1 = 3") // round 2's only: immune in round 1
		o.wantInOrder(t, `"name":"total_defense","why":"start of turn"`, `"type":"damage_roll"`)
		o.wantUnit(t, "Ogre", "active", 30-3)
	},
	"charge.json": func(t *testing.T, o *output) {
		o.wantText(t, "attack", 0, "d20 10 + attack bonus 1 + STR 1 + Stab 1 + charge 2 = 15 vs AC 13: hit")
		o.wantText(t, "attack", 1, "d20 12 + attack bonus 1 = 13 vs AC 13: hit")
		o.wantLine(t, `"defense":[{"label":"AC","value":15},{"label":"charging","value":-2}],"ac":13`)
		o.wantLine(t, `{"type":"moved","unit":"Bram","from":[7,1],"to":[8,1],"feet":35,"why":"charge"}`)
		o.wantLine(t, `{"type":"condition_removed","unit":"Bram","name":"charging","why":"end of round"}`)
	},
	"attack-of-opportunity.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack", "d20 14 + attack bonus 1 = 15 vs AC 15: hit") // Grub's only; the unarmed Snit gets none
		o.wantLine(t, `{"type":"reaction","unit":"Grub","prompt":"leave","action":{"kind":"opportunity"`)
		o.wantNoLine(t, `"attacker":"Snit"`)
		o.wantUnit(t, "Bram", "active", 10-4)
	},
	"disengage.json": func(t *testing.T, o *output) {
		o.wantLine(t, `{"type":"condition_added","unit":"Bram","condition":{"name":"disengaged","source":"Grub"`)
		o.wantTexts(t, "attack", "d20 3 + attack bonus 1 = 4 vs AC 15: miss") // Snag on Cora; nobody on Bram
		o.wantNoLine(t, `"target":"Bram"`)
		o.wantNoLine(t, `"type":"damage_roll"`) // spear shock 1/13 does not reach AC 15
	},
	"screen.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "check", "Sten 2d6 8 + STR 1 + Stab 1 = 10 vs Grub 2d6 6 + skill bonus 1 = 7: Sten wins")
		o.wantLine(t, `{"type":"note","unit":"Sten","text":"Sten steps in front of Mira and takes the attack"}`)
		o.wantTexts(t, "attack",
			"d20 12 + attack bonus 1 = 13 vs AC 15: miss", // Grub's attack, taken by Sten
			"d20 12 + attack bonus 1 = 13 vs AC 13: hit")  // Gash's: Stab 1 screens one attacker a round
		o.wantUnit(t, "Mira", "active", 8-2)
	},
	"total-defense.json": func(t *testing.T, o *output) {
		o.wantLine(t, `{"type":"reaction","unit":"Bram","prompt":"rolled","action":{"kind":"total_defense","unit":"Bram"}}`)
		o.wantTexts(t, "attack",
			"d20 14 + attack bonus 1 = 15 vs AC 17: miss", // AC 15 + 2
			"d20 2 + attack bonus 1 = 3 vs AC 17: miss")   // cleaver shock 2/-: none while on total defense
		o.wantNoLine(t, `"type":"damage_roll"`)
		o.wantLine(t, `{"type":"condition_removed","unit":"Bram","name":"total_defense","why":"start of turn"}`)
	},
	"snap-attack.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"d20 17 + attack bonus 1 − snap attack 4 = 14 vs AC 15: miss", // Hob, on the Delvers' turn
			"d20 20 + attack bonus 1 = 21 vs AC 15: hit",                  // Grub hits Bram
			"d20 15 + attack bonus 1 + STR 1 + Stab 1 − snap attack 4 = 14 vs AC 13: hit")
		o.wantTexts(t, "damage_roll", "damage 1d8 4 + STR 1 = 5") // Bram's; Grub's blow never lands
		o.wantLine(t, `"text":"Grub falls before the blow lands: no damage"`)
		o.wantUnit(t, "Bram", "active", 10)
	},
	"hold-an-action.json": func(t *testing.T, o *output) {
		o.wantLine(t, `{"type":"spent","unit":"Bram","slot":"move","n":1,"for":"hold"}`)
		o.wantTexts(t, "attack", "d20 15 + attack bonus 1 + STR 1 + Stab 1 = 18 vs AC 13: hit")
		o.wantTexts(t, "damage_roll", "damage 1d8 6 + STR 1 = 7")
		o.wantInOrder(t, `"turn":{"side":"Orcs"`, `"action":{"kind":"melee","unit":"Bram"`)
		o.wantLine(t, `{"type":"condition_removed","unit":"Bram","name":"holding","why":"end of round"}`)
		o.wantUnit(t, "Grub", "dead", 0)
	},
	"surprise.json": func(t *testing.T, o *output) {
		o.wantLine(t, `{"type":"round_started","round":0,"surprise":true}`)
		o.wantLine(t, `{"type":"budget","unit":"Grub","slots":[]}`)
		o.wantTexts(t, "attack", "d20 11 + attack bonus 1 + STR 1 + Stab 1 = 14 vs AC 13: hit")
		o.wantInOrder(t, `"type":"attack"`, `{"type":"round_started","round":1}`, `"type":"initiative"`)
		o.wantTexts(t, "initiative", "Delvers: 1d8 8 = 8", "Orcs: 1d8 1 = 1")
	},
	"initiative.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "initiative", "Delvers: 1d8 2 + best DEX 2 = 4", "Orcs: 1d8 4 = 4")
		o.wantLine(t, `"text":"Delvers rolls 1 to break the initiative tie"`)
		o.wantLine(t, `"text":"Orcs rolls 6 to break the initiative tie"`)
		o.wantLine(t, `{"type":"order","order":[{"side":"Orcs","initiative":4},{"side":"Delvers","initiative":4}]}`)
		o.wantLine(t, `{"type":"round_started","round":3}`)
		if n := len(o.of("order")); n != 1 {
			t.Errorf("%d order lines, want 1: initiative is never re-rolled", n)
		}
	},
	"ranged-modifiers.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"d20 13 + DEX 1 + Shoot 1 − long range 2 = 13 vs AC 13: hit", // 55 ft, past the 50 ft range
			"d20 13 + DEX 1 + Shoot 1 − half cover 2 = 13 vs AC 13: hit",
			"d20 13 + DEX 1 + Shoot 1 − full cover 4 = 11 vs AC 13: miss",
			"d20 13 + DEX 1 + Shoot 1 − distant prone target 2 = 13 vs AC 13: hit",
			"d20 13 + DEX 1 + Shoot 1 − unseen target 4 = 11 vs AC 13: miss",
			"d20 15 + attack bonus 1 + DEX 1 + Stab 1 − shooting in melee 4 = 14 vs AC 13: hit")
		o.wantLine(t, `{"type":"dropped","unit":"Wren","item":"dagger","pos":[5,11]}`)
	},
	"bow-in-melee.json": func(t *testing.T, o *output) {
		o.wantNoLine(t, `"type":"attack"`)
		o.wantUnit(t, "Snag", "active", 6)
	},
	"hand-crossbow-in-melee.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack", "d20 15 + DEX 1 + Shoot 1 − shooting in melee 4 = 13 vs AC 13: hit") // Kit's sling only
		o.wantTexts(t, "damage_roll", "damage 1d4 3 + DEX 1 = 4")
		o.wantUnit(t, "Snag", "active", 6-4)
	},
	"reload.json": func(t *testing.T, o *output) {
		o.wantLine(t, `{"type":"spent","unit":"Xan","slot":"main","n":1,"for":"reload crossbow"}`)
		o.wantLine(t, `{"type":"condition_removed","unit":"Robin","name":"unloaded","source":"shortbow","why":"reloaded as a free action (Shoot-1)"}`)
		o.wantLine(t, `{"type":"spent","unit":"Pell","slot":"move","n":1,"for":"reload shortbow"}`)
		shots := map[string]int{}
		for _, a := range o.of("attack") {
			shots[a["attacker"].(string)]++
		}
		if want := map[string]int{"Xan": 2, "Robin": 3, "Pell": 2}; !maps.Equal(shots, want) {
			t.Errorf("shots in three rounds %v, want %v", shots, want)
		}
	},
	"items.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"d20 5 + STR 1 + Exert 1 = 7 vs AC 13: miss", // the javelin lands in Grub's square anyway
			"d20 3 + attack bonus 1 = 4 vs AC 14: miss")  // Grub's free attack as Kit picks it up
		o.wantInOrder(t,
			`{"type":"dropped","unit":"Kit","item":"javelin","pos":[4,1]}`,
			`{"type":"spent","unit":"Kit","slot":"move","n":1,"for":"pick up javelin"}`,
			`{"type":"picked_up","unit":"Kit","item":"javelin","pos":[4,1]}`,
			`{"type":"spent","unit":"Kit","slot":"main","n":1,"for":"ready sword"}`,
			`{"type":"spent","unit":"Kit","slot":"main","n":1,"for":"stow javelin"}`)
	},
	"prone-and-stand-up.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "attack",
			"d20 14 + attack bonus 1 + STR 1 + Stab 1 − attacking from prone 4 = 13 vs AC 13: hit",
			"d20 12 + attack bonus 1 + adjacent prone target 2 = 15 vs AC 15: hit", // as Bram stands up
			"d20 9 + attack bonus 1 + STR 1 + Stab 1 + adjacent prone target 2 = 14 vs AC 13: hit")
		o.wantLine(t, `{"type":"spent","unit":"Bram","slot":"move","n":1,"for":"stand up"}`)
		o.wantNoLine(t, `"for":"go prone"`) // going prone is free
		o.wantUnit(t, "Bram", "active", 10-2)
		o.wantUnit(t, "Grub", "active", 20-4-6)
	},
	"shove.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "check",
			"Bram 2d6 9 + STR 1 + Brawl 1 = 11 vs Grub 2d6 6 + skill bonus 1 = 7: Bram wins",
			"Cora 2d6 8 + STR 1 + Exert 1 = 10 vs Snag 2d6 6 + skill bonus 1 = 7: Cora wins",
			"Dain 2d6 5 + STR 1 + Brawl 1 = 7 vs Gash 2d6 6 + skill bonus 1 = 7: Gash wins")
		o.wantNoLine(t, `"type":"damage_roll"`) // in lieu of damage
		o.wantLine(t, `{"type":"condition_added","unit":"Grub","condition":{"name":"prone","source":"Bram","note":"shoved down"}}`)
		o.wantLine(t, `{"type":"moved","unit":"Snag","from":[2,2],"to":[3,2],"feet":0,"why":"shoved"}`)
		o.wantUnit(t, "Gash", "active", 6)
	},
	"grapple.json": func(t *testing.T, o *output) {
		o.wantText(t, "attack", 0, "d20 15 + attack bonus 1 + STR 1 + Brawl 2 = 19 vs AC 13: hit")
		o.wantTexts(t, "check",
			"Ana 2d6 12 + STR 1 + Brawl 2 = 15 vs Grub 2d6 2 + skill bonus 1 = 3: Ana wins",  // grapple
			"Bo 2d6 12 + STR 1 + Brawl 2 = 15 vs Snag 2d6 2 + skill bonus 1 = 3: Bo wins",    // grapple
			"Grub 2d6 2 + skill bonus 1 = 3 vs Ana 2d6 4 + STR 1 + Brawl 2 = 7: Ana wins",    // break free fails
			"Ana 2d6 12 + STR 1 + Brawl 2 = 15 vs Grub 2d6 2 + skill bonus 1 = 3: Ana wins",  // drag
			"Bo 2d6 12 + STR 1 + Brawl 2 = 15 vs Snag 2d6 2 + skill bonus 1 = 3: Bo wins",    // throw
			"Grub 2d6 12 + skill bonus 1 = 13 vs Ana 2d6 2 + STR 1 + Brawl 2 = 5: Grub wins") // breaks free
		o.wantTexts(t, "damage_roll", // end of round 1 only
			"grapple damage 1d2 2 + STR 1 + Brawl 2 = 5",
			"grapple damage 1d2 1 + STR 1 + Brawl 2 = 4")
		o.wantUnitAt(t, "Ana", 1, 1)
		o.wantUnitAt(t, "Grub", 2, 1) // dragged 10 ft
		o.wantUnitAt(t, "Snag", 5, 3) // thrown 5 ft
		o.wantLine(t, `{"type":"condition_added","unit":"Snag","condition":{"name":"prone","source":"Bo","note":"thrown"}}`)
		o.wantUnit(t, "Grub", "active", 20-5)
		o.wantUnit(t, "Snag", "active", 20-4)
	},
	"dual-wielding.json": func(t *testing.T, o *output) {
		o.wantNoLine(t, `"for":"wield`) // a free action
		o.wantTexts(t, "attack",
			"d20 12 + attack bonus 1 + STR 1 + Stab 1 − dual wielding 1 = 14 vs AC 13: hit",
			"d20 5 + attack bonus 1 + STR 1 + Stab 1 − dual wielding 1 = 7 vs AC 13: miss")
		o.wantTexts(t, "damage_roll",
			"damage 1d8 4 + STR 1 + dual wielding 2 = 7",
			"shock 2/13: points 2 + STR 1 = 3")
	},
	"mortally-injured.json": func(t *testing.T, o *output) {
		o.wantLine(t, `{"type":"status","unit":"Ann","status":"down","why":"mortally injured at 0 hp"}`)
		o.wantTexts(t, "check",
			"2d6 3 + DEX 1 + Heal 1 = 5 vs 8: failure",  // round 1, the round Ann fell: 8 + 0
			"2d6 8 + DEX 1 + Heal 1 = 10 vs 9: success") // round 2: 8 + 1
		o.wantInOrder(t, `{"type":"round_ended","round":7}`, `{"type":"status","unit":"Cal","status":"dead","why":"died of a mortal injury"}`)
		o.wantNoLine(t, `"unit":"Ann","status":"dead"`)
		o.wantUnit(t, "Ann", "down", 0)
		o.wantUnit(t, "Cal", "dead", 0)
	},
	"morale-and-leaving.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "damage_roll", "damage 1d8 5 + STR 1 = 6")
		o.wantLine(t, `{"type":"morale","side":"Orcs","why":"lost 1 of its 3"}`)
		o.wantLine(t, `{"type":"spent","unit":"Snag","slot":"main","n":1,"for":"leave (main action as a second move)"}`)
		o.wantLine(t, `{"type":"status","unit":"Snag","status":"fled","why":"left the battlefield"}`)
		o.wantUnit(t, "Snag", "fled", 6)
		o.wantUnit(t, "Grub", "dead", 0)
	},
	"morale-fearless.json": func(t *testing.T, o *output) {
		o.wantTexts(t, "damage_roll", "damage 1d8 5 + STR 1 = 6", "damage 1d8 3 + STR 1 = 4")
		o.wantNoLine(t, `"type":"morale"`) // 1 of 3 lost and Rattle at 2 of 6: undead have no breaking point
		o.wantUnit(t, "Bones", "dead", 0)
		o.wantUnit(t, "Rattle", "active", 2)
	},
	"execution.json": func(t *testing.T, o *output) {
		o.wantNoLine(t, `"type":"attack"`)
		o.wantUnit(t, "Grub", "active", 6)
	},
}

// TestScenarios plays every scenarios/*.json and checks it against its golden file, the
// exit-code table and its facts; every scenario must have facts, and every entry a scenario.
func TestScenarios(t *testing.T) {
	files, err := filepath.Glob("*.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no scenarios found")
	}
	for name := range facts {
		if !slices.Contains(files, name) {
			t.Errorf("facts has %s, but there is no such scenario", name)
		}
	}
	for name := range refusals {
		if !slices.Contains(files, name) {
			t.Errorf("refusals has %s, but there is no such scenario", name)
		}
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(file, ".json"), func(t *testing.T) { checkScenario(t, file) })
	}
}

// TestNoStaleGoldenFiles checks that every golden file belongs to a scenario.
func TestNoStaleGoldenFiles(t *testing.T) {
	outs, err := filepath.Glob("*.out")
	if err != nil {
		t.Fatal(err)
	}
	for _, out := range outs {
		if _, err := os.Stat(strings.TrimSuffix(out, ".out") + ".json"); err != nil {
			t.Errorf("%s has no scenario: delete it", out)
		}
	}
}

// checkScenario plays one scenario and checks its exit code, its golden file, its dice and
// its facts.
func checkScenario(t *testing.T, file string) {
	s, err := scenario.Load(file)
	if err != nil {
		t.Fatal(err)
	}
	if strings.TrimSpace(s.Title) == "" {
		t.Error("the title must say what the scenario shows, with its numbers")
	}
	var stdout, stderr bytes.Buffer
	code := scenario.Run(file, &stdout, &stderr)
	if stderr.Len() > 0 {
		t.Fatalf("stderr: %s", stderr.String())
	}
	o := parse(t, code, stdout.String())

	ref, refused := refusals[file]
	want := scenario.ExitOK
	if refused {
		want = ref.code
	}
	if code != want {
		t.Errorf("exit code %d, want %d", code, want)
	}
	if refused {
		o.wantRefusal(t, ref)
	} else if errs := o.of("error"); len(errs) > 0 {
		t.Errorf("unexpected error line: %v", errs[0])
	}
	o.wantAllDiceForced(t, file)

	golden := strings.TrimSuffix(file, ".json") + ".out"
	if *update {
		if err := os.WriteFile(golden, stdout.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	} else if wantOut, err := os.ReadFile(golden); err != nil {
		t.Errorf("%v (run go test ./scenarios -update to write it)", err)
	} else if d := firstDiff(stdout.String(), string(wantOut)); d != "" {
		t.Errorf("output differs from %s: %s\n(if the change is meant, run go test ./scenarios -update and review the diff)", golden, d)
	}

	f, ok := facts[file]
	if !ok {
		t.Fatalf("no facts for %s: add its rule's numbers to the facts table", file)
	}
	f(t, o)
}

// output is what a scenario printed: its lines, raw and decoded, and its exit code.
type output struct {
	code  int
	raw   []string
	lines []map[string]any
}

// parse splits stdout into JSON lines.
func parse(t *testing.T, code int, stdout string) *output {
	t.Helper()
	o := &output{code: code}
	for _, l := range strings.Split(strings.TrimSuffix(stdout, "\n"), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("output line is not JSON: %q: %v", l, err)
		}
		o.raw = append(o.raw, l)
		o.lines = append(o.lines, m)
	}
	if len(o.lines) == 0 || o.lines[len(o.lines)-1]["type"] != "state" {
		t.Fatal("the last line must be the state line")
	}
	return o
}

// of returns the lines of one type, in order.
func (o *output) of(typ string) []map[string]any {
	var out []map[string]any
	for _, l := range o.lines {
		if l["type"] == typ {
			out = append(out, l)
		}
	}
	return out
}

// texts returns the text of every line of one type, in order.
func (o *output) texts(typ string) []string {
	var out []string
	for _, l := range o.of(typ) {
		s, _ := l["text"].(string)
		out = append(out, s)
	}
	return out
}

// text returns the text of the i-th line of one type.
func (o *output) text(t *testing.T, typ string, i int) string {
	t.Helper()
	ts := o.texts(typ)
	if i >= len(ts) {
		t.Fatalf("want a %s line number %d, there are %d: %q", typ, i, len(ts), ts)
	}
	return ts[i]
}

// wantText checks the text of the i-th line of one type.
func (o *output) wantText(t *testing.T, typ string, i int, want string) {
	t.Helper()
	if got := o.text(t, typ, i); got != want {
		t.Errorf("%s %d:\n got %s\nwant %s", typ, i, got, want)
	}
}

// wantTexts checks the texts of all the lines of one type, in order.
func (o *output) wantTexts(t *testing.T, typ string, want ...string) {
	t.Helper()
	got := o.texts(typ)
	if !slices.Equal(got, want) {
		t.Errorf("%s texts:\n got %q\nwant %q", typ, got, want)
	}
}

// wantLine checks that some line contains a fragment.
func (o *output) wantLine(t *testing.T, fragment string) {
	t.Helper()
	if !slices.ContainsFunc(o.raw, func(l string) bool { return strings.Contains(l, fragment) }) {
		t.Errorf("no line contains %s", fragment)
	}
}

// wantNoLine checks that no line contains a fragment.
func (o *output) wantNoLine(t *testing.T, fragment string) {
	t.Helper()
	for _, l := range o.raw {
		if strings.Contains(l, fragment) {
			t.Errorf("want no line with %s, got %s", fragment, l)
		}
	}
}

// wantInOrder checks that lines containing each fragment come in this order.
func (o *output) wantInOrder(t *testing.T, fragments ...string) {
	t.Helper()
	i := 0
	for _, l := range o.raw {
		if i < len(fragments) && strings.Contains(l, fragments[i]) {
			i++
		}
	}
	if i < len(fragments) {
		t.Errorf("no line with %s after the lines with %q", fragments[i], fragments[:i])
	}
}

// unit returns a unit of the state line.
func (o *output) unit(t *testing.T, name string) map[string]any {
	t.Helper()
	units, _ := o.lines[len(o.lines)-1]["units"].([]any)
	for _, u := range units {
		if m, _ := u.(map[string]any); m["name"] == name {
			return m
		}
	}
	t.Fatalf("no unit %s in the state line", name)
	return nil
}

// wantUnit checks a unit's status and hp at the end.
func (o *output) wantUnit(t *testing.T, name, status string, hp int) {
	t.Helper()
	u := o.unit(t, name)
	if u["status"] != status || u["hp"] != float64(hp) {
		t.Errorf("%s ends %v with %v hp, want %s with %d", name, u["status"], u["hp"], status, hp)
	}
}

// wantUnitAt checks a unit's square at the end.
func (o *output) wantUnitAt(t *testing.T, name string, x, y int) {
	t.Helper()
	if got, want := fmt.Sprint(o.unit(t, name)["pos"]), fmt.Sprint([]any{float64(x), float64(y)}); got != want {
		t.Errorf("%s ends at %s, want [%d %d]", name, got, x, y)
	}
}

// wantRefusal checks that the last line but one is the error line of the refused action.
func (o *output) wantRefusal(t *testing.T, r refusal) {
	t.Helper()
	if len(o.lines) < 2 {
		t.Fatal("want an error line before the state line")
	}
	e := o.lines[len(o.lines)-2]
	msg, _ := e["message"].(string)
	if e["type"] != "error" || e["rule"] != r.rule || !strings.Contains(msg, r.message) {
		t.Errorf("last line but one %s\nwant an error citing %s with %q", o.raw[len(o.raw)-2], r.rule, r.message)
	}
}

// wantAllDiceForced checks that every die rolled was a forced one and every forced result
// was used, so the output never depends on the seed and the script went the way its
// author meant.
func (o *output) wantAllDiceForced(t *testing.T, file string) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var spec struct {
		Dice struct {
			Forced []int `json:"forced"`
		} `json:"dice"`
	}
	if err := json.Unmarshal(data, &spec); err != nil {
		t.Fatal(err)
	}
	used := 0
	for _, r := range o.of("roll") {
		if r["forced"] != true {
			t.Errorf("a die was not forced: %v", r)
		}
		faces, _ := r["faces"].([]any)
		used += len(faces)
	}
	if used != len(spec.Dice.Forced) {
		t.Errorf("%d forced results, %d used", len(spec.Dice.Forced), used)
	}
}

// firstDiff describes the first line where got and want differ, or returns "".
func firstDiff(got, want string) string {
	if got == want {
		return ""
	}
	g, w := strings.Split(strings.TrimSuffix(got, "\n"), "\n"), strings.Split(strings.TrimSuffix(want, "\n"), "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return fmt.Sprintf("first difference at line %d (got %d lines, want %d):\n got %s\nwant %s", i+1, len(g), len(w), show(gl, i < len(g)), show(wl, i < len(w)))
		}
	}
	return "the outputs differ only in their final line break"
}

// show writes a line, or says there is none.
func show(line string, ok bool) string {
	if !ok {
		return "(no line)"
	}
	return line
}

// magicBombFacts: Magic Bomb's 20-ft radius, the 8x8 square (64 squares) on squares, every hex
// within 4 steps (61) on hexes; one roll, d20 + INT 1 + Shoot 1, against each creature caught,
// the caster's own warrior too (delvers-combat.md "The Grid"; docs/rulings.md "Delvers:
// radius abilities").
func magicBombFacts(area string) func(t *testing.T, o *output) {
	return func(t *testing.T, o *output) {
		o.wantTexts(t, "note", area)
		o.wantTexts(t, "attack",
			"d20 18 + INT 1 + Shoot 1 = 20 vs AC 13: hit",
			"d20 9 + INT 1 + Shoot 1 = 11 vs AC 16: miss",
			"d20 12 + INT 1 + Shoot 1 = 14 vs AC 14: hit",
			"d20 4 + INT 1 + Shoot 1 = 6 vs AC 13: miss")
		o.wantTexts(t, "damage_roll", "damage 2d6 7 + INT 1 = 8", "damage 2d6 5 + INT 1 = 6")
		o.wantUnit(t, "Snik", "dead", 0)
		o.wantUnit(t, "Grub", "active", 3)
		o.wantUnit(t, "Bram", "active", 12)
		o.wantUnit(t, "Nob", "active", 4)
	}
}
