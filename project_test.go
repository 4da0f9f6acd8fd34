package main

// The Tiled project file and the map-making guide name exactly the rulesets this binary has.

import (
	"encoding/json"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

// projectFile is the part of maps/skirmish.tiled-project the test reads.
type projectFile struct {
	Commands []struct {
		Name, Command, Arguments string
	} `json:"commands"`
	PropertyTypes []struct {
		Name    string   `json:"name"`
		Type    string   `json:"type"`
		Values  []string `json:"values"`
		UseAs   []string `json:"useAs"`
		Members []struct {
			Name         string `json:"name"`
			PropertyType string `json:"propertyType"`
		} `json:"members"`
	} `json:"propertyTypes"`
}

// TestProjectKnowsTheRulesets: the project's ruleset enum, its map class's members and commands
// match what the game reads and the rulesets main registers, and docs/maps.md lists exactly
// those rulesets, so that a map maker never picks one that does not exist.
func TestProjectKnowsTheRulesets(t *testing.T) {
	data, err := os.ReadFile("maps/skirmish.tiled-project")
	if err != nil {
		t.Fatal(err)
	}
	var p projectFile
	if err := json.Unmarshal(data, &p); err != nil {
		t.Fatalf("the project file is not JSON: %v", err)
	}
	want := combat.RulesetIDs()
	found := map[string]bool{}
	for _, pt := range p.PropertyTypes {
		switch {
		case pt.Name == "ruleset":
			found["enum"] = true
			if got := slices.Sorted(slices.Values(pt.Values)); !slices.Equal(got, want) {
				t.Errorf("the project's ruleset enum is %v; the registered rulesets are %v", got, want)
			}
		case slices.Contains(pt.UseAs, "map"):
			found["map class"] = true
			var names []string
			for _, m := range pt.Members {
				names = append(names, m.Name)
				if m.Name == "ruleset" && m.PropertyType != "ruleset" {
					t.Errorf("the map class's ruleset is not the ruleset enum")
				}
			}
			if got, want := slices.Sorted(slices.Values(names)), slices.Sorted(slices.Values(grid.MapProperties)); !slices.Equal(got, want) {
				t.Errorf("the map class's members are %v, want the map properties the game reads %v", got, want)
			}
		}
	}
	if !found["enum"] || !found["map class"] {
		t.Errorf("the project lacks %v", found)
	}
	var commands []string
	for _, c := range p.Commands {
		commands = append(commands, c.Name+": "+c.Command+" "+c.Arguments)
	}
	for _, c := range []string{"Validate in Skirmish: skirmish validate %mapfile", "View in Skirmish: skirmish view %mapfile"} {
		if !slices.Contains(commands, c) {
			t.Errorf("the project's commands %q lack %q", commands, c)
		}
	}

	doc, err := os.ReadFile("docs/maps.md")
	if err != nil {
		t.Fatal(err)
	}
	row := ""
	for _, l := range strings.Split(string(doc), "\n") {
		if strings.HasPrefix(l, "| `ruleset`") {
			row = l
		}
	}
	var listed []string
	for _, m := range regexp.MustCompile("`([a-z0-9]+)`").FindAllStringSubmatch(row, -1) {
		if m[1] != "ruleset" {
			listed = append(listed, m[1])
		}
	}
	if slices.Sort(listed); !slices.Equal(listed, want) {
		t.Errorf("docs/maps.md's ruleset row lists %v, want the registered %v:\n%s", listed, want, row)
	}
}

// TestUsageStatesTheLimits: the usage text states the largest map and picture the game plays.
func TestUsageStatesTheLimits(t *testing.T) {
	for _, n := range []string{"8192", "1,048,576", "4094"} {
		if !strings.Contains(usage, n) {
			t.Errorf("the usage does not state the limit %s", n)
		}
	}
	if grid.MaxMapSide != 8192 || grid.MaxMapArea != 1048576 || grid.MaxPicture != 4094 {
		t.Errorf("the limits changed (%d, %d, %d): say so in the usage", grid.MaxMapSide, grid.MaxMapArea, grid.MaxPicture)
	}
}
