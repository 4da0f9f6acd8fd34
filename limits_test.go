package main

// One set of limits for every loader: what a save may not hold, a scenario may not either (hit points, size, speed, an
// unknown condition, an option the ruleset does not have).

import (
	"os"
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/combat/save"
	"skirmish/combat/scenario"
)

// scenarioWith is a Delvers scenario whose warrior Ann has the given extra fields and whose
// file has the given options.
func scenarioWith(options, ann string) string {
	return `{"title": "limits", "rules": "delvers", ` + options + `
  "map": ["sides: A, B", "#######", "#.....#", "#######"],
  "units": [
    {"name": "Ann", "side": "A", "kind": "warrior", "at": [1, 1]` + ann + `},
    {"name": "Rot", "side": "B", "kind": "zombie", "at": [5, 1]}
  ],
  "actions": [{"unit": "Ann", "kind": "end_turn"}]}`
}

func TestScenarioAndSaveShareLimits(t *testing.T) {
	good, err := os.ReadFile("combat/save/testdata/seeds/short.json")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name             string
		scenario         string
		saveOld, saveNew string // Ann's sheet or the save's rules, changed
		want             string
	}{
		{"hp 2^62", scenarioWith("", `, "stats": {"hp": 4611686018427387904}`), `"hp":12,`, `"hp":4611686018427387904,`, "hp"},
		{"size 1e9", scenarioWith("", `, "stats": {"size": 1e9}`), `"size":5,`, `"size":1e9,`, "size"},
		{"speed 1e9", scenarioWith("", `, "stats": {"speed": 1000000000}`), `"speed":30,"size":5,"weapons":[{"name":"sword"`, `"speed":1000000000,"size":5,"weapons":[{"name":"sword"`, "speed"},
		{"an unknown condition", scenarioWith("", `, "conditions": ["bogus"]`), `"side":"Delvers","pos":[1,1]`, `"side":"Delvers","pos":[1,1],"conditions":[{"name":"bogus"}]`, `"bogus"`},
		{"edition 7 for Delvers", scenarioWith(`"options": {"edition": "7"},`, ""), `"rules": {"id":"delvers"}`, `"rules": {"id":"delvers","options":{"edition":"7"}}`, "edition"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := func() error {
				s, err := scenario.Parse("limits.json", []byte(c.scenario))
				if err != nil {
					return err
				}
				setup, err := s.Setup()
				if err != nil {
					return err
				}
				_, err = combat.New(setup)
				return err
			}()
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("the scenario: %v; want a refusal naming %s", err, c.want)
			}
			if !strings.Contains(string(good), c.saveOld) {
				t.Fatalf("the seed save has no %s", c.saveOld)
			}
			p := t.TempDir() + "/s.json"
			os.WriteFile(p, []byte(strings.Replace(string(good), c.saveOld, c.saveNew, 1)), 0o644)
			places := save.Places{Folders: []string{"combat/save/testdata"}}
			f, err := save.Read(p)
			if err == nil {
				f.Map.Path = "combat/save/" + f.Map.Path
				_, err = f.Load(p, places)
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("the save: %v; want a refusal naming %s", err, c.want)
			}
		})
	}
}
