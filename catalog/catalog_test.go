package catalog

// Tests of catalogs: parsing and its error messages, Check, Expand, Merge and loading a user's file.

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"skirmish/combat"
	"strconv"
	"strings"
	"testing"
)

// orcEntry is a valid creature entry; cases change it with with().
const orcEntry = `{
      "id": "orc",
      "name": "Orc",
      "role": "creature",
      "hd": 2,
      "hp": 9,
      "ac": 14,
      "attack_bonus": 2,
      "skill_bonus": 1,
      "speed": 30,
      "shield": true,
      "traits": ["fierce"],
      "weapons": [
        {"name": "axe", "kind": "melee", "damage": "1d8", "shock": "2/13", "attributes": ["STR"], "skill": "Stab", "hands": 1},
        {"name": "javelin", "kind": "thrown", "damage": "1d6", "range": 30, "long_range": 60, "count": 2}
      ]
    }`

// heroEntry is a valid hero entry.
const heroEntry = `{
      "id": "warrior",
      "name": "Warrior",
      "role": "hero",
      "hero": true,
      "level": 1,
      "attributes": {"STR": 16, "DEX": 12, "CON": 14, "INT": 9, "WIS": 10, "CHA": 11},
      "skills": {"Stab": 1, "Exert": 0},
      "hp": 12,
      "ac": 16,
      "attack_bonus": 1,
      "speed": 30,
      "size": 5,
      "weapons": [{"name": "sword", "kind": "melee", "damage": "1d8", "shock": "2/13"}]
    }`

// catalogOf writes a catalog file of entries and, if given, a groups object.
func catalogOf(groups string, entries ...string) string {
	s := "{\n  \"entries\": [\n    " + strings.Join(entries, ",\n    ") + "\n  ]"
	if groups != "" {
		s += ",\n  \"groups\": " + groups
	}
	return s + "\n}\n"
}

// with returns s with old replaced by new once; old must be there, so a case cannot go stale.
func with(t *testing.T, s, old, new string) string {
	t.Helper()
	if !strings.Contains(s, old) {
		t.Fatalf("test text does not contain %q", old)
	}
	return strings.Replace(s, old, new, 1)
}

func TestParseCatalogReadsAValidFile(t *testing.T) {
	c, err := Parse("good.json", []byte(catalogOf(`{"party": ["warrior", "orc"]}`, heroEntry, orcEntry)))
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Entries) != 2 || c.Entries[0].ID != "warrior" || c.Entries[1].ID != "orc" {
		t.Fatalf("entries = %+v", c.Entries)
	}
	orc := c.Entries[1]
	axe := orc.Weapons[0]
	if axe.Damage != (combat.Roll{Count: 1, Sides: 8}) || axe.Shock != (combat.Shock{Points: 2, AC: 13}) || axe.Hands != 1 {
		t.Errorf("axe = %+v", axe)
	}
	if jav := orc.Weapons[1]; jav.Range != 30 || jav.LongRange != 60 || jav.Count != 2 || jav.Shock.Points != 0 {
		t.Errorf("javelin = %+v", jav)
	}
	if orc.HP != 9 || orc.AC != 14 || orc.HD != 2 || !orc.Shield || !orc.Has("fierce") || orc.Role != combat.RoleCreature {
		t.Errorf("orc = %+v", orc)
	}
	w := c.Entries[0]
	if !w.Hero || w.Attributes["STR"] != 16 || w.Skills["Stab"] != 1 || w.Level != 1 {
		t.Errorf("warrior = %+v", w)
	}
	if got := c.Groups["party"]; !reflect.DeepEqual(got, []string{"warrior", "orc"}) {
		t.Errorf("party = %v", got)
	}
}

func TestParseCatalogAcceptsAByteOrderMarkAndNoEntries(t *testing.T) {
	for _, text := range []string{"\xef\xbb\xbf" + catalogOf("", orcEntry), `{}`, `{"entries": []}`} {
		if _, err := Parse("ok.json", []byte(text)); err != nil {
			t.Errorf("%.30q: %v", text, err)
		}
	}
}

func TestParseCatalogReadsWhatMarshalWrites(t *testing.T) {
	c, err := Parse("a.json", []byte(catalogOf(`{"party": ["warrior"]}`, heroEntry, orcEntry)))
	if err != nil {
		t.Fatal(err)
	}
	out, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	again, err := Parse("b.json", out)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !reflect.DeepEqual(c, again) {
		t.Errorf("round trip changed the catalog:\n%+v\n%+v", c, again)
	}
}

func TestParseCatalogReadsDefensesClassAndEffects(t *testing.T) {
	orc := with(t, orcEntry, `"hd": 2`, `"hd": 2, "initiative": 5, "defenses": {"PD": 15, "MD": 11, "resist fire": 16}`)
	orc = with(t, orc, `"hands": 1`, `"hands": 1, "against": "PD", "effects": ["miss: level", "natural 16+: ongoing 5 fire"]`)
	orc = with(t, orc, `"kind": "thrown"`, `"kind": "spell"`)
	hero := with(t, heroEntry, `"level": 1`, `"level": 1, "class": "fighter"`)
	c, err := Parse("good.json", []byte(catalogOf("", hero, orc)))
	if err != nil {
		t.Fatal(err)
	}
	o := c.Entries[1]
	if o.Initiative != 5 || o.Defenses["PD"] != 15 || o.Defenses["MD"] != 11 || o.Defenses["resist fire"] != 16 || c.Entries[0].Class != "fighter" {
		t.Fatalf("sheet = %+v", o.Sheet)
	}
	axe := o.Weapons[0]
	if axe.Against != "PD" || !reflect.DeepEqual(axe.Effects, []string{"miss: level", "natural 16+: ongoing 5 fire"}) || o.Weapons[1].Kind != combat.Spell {
		t.Fatalf("weapons = %+v", o.Weapons)
	}
	clone := o.Clone()
	clone.Defenses["PD"] = 1
	clone.Weapons[0].Effects[0] = "changed"
	if o.Defenses["PD"] != 15 || o.Weapons[0].Effects[0] != "miss: level" {
		t.Fatal("Clone shares the defenses or the effects with the original")
	}
}

func TestParseCatalogRejectsBadInput(t *testing.T) {
	orc := orcEntry
	ok := catalogOf("", orc)
	many := make([]string, MaxEntries+1)
	for i := range many {
		many[i] = `{"id": "x"}`
	}
	cases := []struct {
		name string
		text string
		want string // a fragment of the error
	}{
		{"empty file", "  \n", `bad.json: the file is empty`},
		{"file over 1 MiB", `{"entries": []}` + strings.Repeat(" ", MaxSize), `a catalog may be at most 1 MiB`},
		{"not UTF-8", "{\"entries\": [\n{\"id\": \"or\xffc\"}]}", `bad.json:2: column 11: not UTF-8 text`},
		{"syntax error gives line and column", "{\"entries\": [\n {\"id\": \"orc\",,}]}", `bad.json:2:15: entry "orc": JSON syntax: ',' where a field's name in double quotes should begin`},
		{"truncated file", "{\"entries\": [\n {\"id\": \"orc\"", `the file ends in the middle of the catalog`},
		{"top level is a list", `[]`, `bad.json:1:1: catalog [...]: want an object such as {"entries": [...]}`},
		{"trailing data", ok + `{}`, `unexpected data after the catalog's closing }`},
		{"trailing garbage", ok + `x`, fmt.Sprintf("bad.json:%d:1: unexpected data", strings.Count(ok, "\n")+1)},
		{"entries is not a list", `{"entries": {}}`, `entries {...}: want a list`},
		{"more than 1000 entries", `{"entries": [` + strings.Join(many, ",") + `]}`, `entries: more than 1000 entries`},
		{"unknown top-level field", `{"entries": [], "units": []}`, `unknown field "units"`},
		{"unknown field", catalogOf("", with(t, orc, `"hd": 2`, `"colour": "green"`)), `bad.json:7:7: entry "orc": unknown field "colour"`},
		{"field in the wrong case", catalogOf("", with(t, orc, `"hp": 9`, `"HP": 9`)), `unknown field "HP": field names are lower case; want "hp"`},
		{"misspelt field", catalogOf("", with(t, orc, `"attack_bonus"`, `"atack_bonus"`)), `did you mean "attack_bonus"?`},
		{"unknown weapon field", catalogOf("", with(t, orc, `"hands": 1`, `"reach": 10`)), `entry "orc": weapon "axe": unknown field "reach"`},
		{"field twice", catalogOf("", with(t, orc, `"hd": 2`, `"hp": 2`)), `entry "orc": field "hp" appears twice`},
		{"attribute twice", catalogOf("", with(t, heroEntry, `"CHA": 11`, `"STR": 11`)), `attribute "STR" appears twice`},
		{"text for a number gives line and column", catalogOf("", with(t, orc, `"hp": 9`, `"hp": "9"`)), `bad.json:8:13: entry "orc": hp "9": want a whole number`},
		{"fraction for a whole number", catalogOf("", with(t, orc, `"hp": 9`, `"hp": 4.5`)), `hp 4.5: want a whole number`},
		{"null value", catalogOf("", with(t, orc, `"ac": 14`, `"ac": null`)), `ac null: want a whole number`},
		{"huge number", catalogOf("", with(t, orc, `"hp": 9`, `"hp": 99999999999999999999`)), `hp 99999999999999999999: want a whole number`},
		{"list for a flag", catalogOf("", with(t, orc, `"shield": true`, `"shield": [true]`)), `shield [...]: want true or false`},
		{"id before the problem is not needed", catalogOf("", `{"hp": "x", "id": "late"}`), `entry "late": hp "x"`},
		{"bad damage names file, line, entry, weapon and field", catalogOf("", with(t, orc, `"1d8"`, `"1x8"`)), `bad.json:16: entry "orc": weapon "axe": damage "1x8": want NdS, NdS+B or a number`},
		{"damage as a number", catalogOf("", with(t, orc, `"damage": "1d8"`, `"damage": 8`)), `weapon "axe": damage 8: want dice in quotes`},
		{"bad shock", catalogOf("", with(t, orc, `"2/13"`, `"2x"`)), `weapon "axe": shock "2x": want points/AC`},
		{"zero damage", catalogOf("", with(t, orc, `"1d8"`, `"0"`)), `weapon "axe": damage "0": want dice that can do damage`},
		{"id missing", catalogOf("", with(t, orc, `"id": "orc",`, ``)), `entry 1: id is missing`},
		{"id with capitals", catalogOf("", with(t, orc, `"id": "orc"`, `"id": "Orc"`)), `entry "Orc": id "Orc": want lowercase letters, digits and hyphens`},
		{"id with a space", catalogOf("", with(t, orc, `"id": "orc"`, `"id": "big orc"`)), `id "big orc": want lowercase`},
		{"duplicate ids", catalogOf("", orc, orc), `bad.json:21: entry "orc": id "orc": entry 1 has the same id`},
		{"name missing", catalogOf("", with(t, orc, `"name": "Orc",`, ``)), `entry "orc": name is missing`},
		{"blank name", catalogOf("", with(t, orc, `"name": "Orc"`, `"name": "  "`)), `entry "orc": name is missing`},
		{"bad role", catalogOf("", with(t, orc, `"creature"`, `"monster"`)), `role "monster": want "hero" or "creature"`},
		{"hero without the hero flag", catalogOf("", with(t, heroEntry, `"hero": true,`, ``)), `role "hero": a hero's sheet needs "hero": true`},
		{"creature with the hero flag", catalogOf("", with(t, orc, `"hd": 2`, `"hero": true`)), `hero true: only an entry with role "hero" may be a hero`},
		{"hp 0", catalogOf("", with(t, orc, `"hp": 9`, `"hp": 0`)), `bad.json:8: entry "orc": hp 0: want hit points from 1 to 10000`},
		{"hp over 10000", catalogOf("", with(t, orc, `"hp": 9`, `"hp": 10001`)), `hp 10001: want hit points from 1 to 10000`},
		{"negative ac", catalogOf("", with(t, orc, `"ac": 14`, `"ac": -1`)), `ac -1: want an armour class from 0 to 100`},
		{"ac over 100", catalogOf("", with(t, orc, `"ac": 14`, `"ac": 101`)), `ac 101`},
		{"speed over 1000", catalogOf("", with(t, orc, `"speed": 30`, `"speed": 1005`)), `speed 1005: want feet from 0 to 1000`},
		{"size over 1000", catalogOf("", with(t, orc, `"hd": 2`, `"size": 1000.5`)), `size 1000.5: want feet from 0 to 1000`},
		{"hd over 100", catalogOf("", with(t, orc, `"hd": 2`, `"hd": 101`)), `hd 101: want hit dice from 0 to 100`},
		{"ac missing", catalogOf("", with(t, orc, `"ac": 14,`, ``)), `entry "orc": ac is missing`},
		{"speed missing", catalogOf("", with(t, orc, `"speed": 30,`, ``)), `entry "orc": speed is missing`},
		{"unknown attribute", catalogOf("", with(t, heroEntry, `"CHA": 11`, `"LUCK": 11`)), `attribute "LUCK": want one of STR, DEX, CON, INT, WIS, CHA`},
		{"attribute score 19", catalogOf("", with(t, heroEntry, `"STR": 16`, `"STR": 19`)), `entry "warrior": attribute STR 19: want a score from 3 to 18`},
		{"attribute score 2", catalogOf("", with(t, heroEntry, `"STR": 16`, `"STR": 2`)), `attribute STR 2: want a score from 3 to 18`},
		{"skill level 11", catalogOf("", with(t, heroEntry, `"Stab": 1`, `"Stab": 11`)), `skill "Stab" 11: want a level from 0 to 10`},
		{"negative skill level", catalogOf("", with(t, heroEntry, `"Stab": 1`, `"Stab": -1`)), `skill "Stab" -1`},
		{"unnamed skill", catalogOf("", with(t, heroEntry, `"Stab": 1`, `"": 1`)), `skill "": a skill needs a name`},
		{"weapons missing", catalogOf("", `{"id": "ghost", "name": "Ghost", "role": "creature", "hp": 4, "ac": 10, "speed": 30}`), `entry "ghost": weapons is missing`},
		{"no weapons", catalogOf("", `{"id": "ghost", "name": "Ghost", "role": "creature", "hp": 4, "ac": 10, "speed": 30, "weapons": []}`), `weapons: want at least one weapon`},
		{"weapon without a name", catalogOf("", with(t, orc, `"name": "axe", `, ``)), `entry "orc": weapon 1: name is missing`},
		{"weapon without damage", catalogOf("", with(t, orc, `"damage": "1d8", `, ``)), `weapon "axe": damage is missing`},
		{"bad weapon kind", catalogOf("", with(t, orc, `"kind": "melee"`, `"kind": "axe"`)), `weapon "axe": kind "axe": want one of melee, unarmed, thrown, bow, crossbow, sling`},
		{"weapon attribute", catalogOf("", with(t, orc, `["STR"]`, `["POW"]`)), `weapon "axe": attributes: "POW": want one of`},
		{"thrown weapon without range", catalogOf("", with(t, orc, `"range": 30, `, ``)), `weapon "javelin": range 0: a thrown weapon needs a range`},
		{"long range short of range", catalogOf("", with(t, orc, `"long_range": 60`, `"long_range": 20`)), `weapon "javelin": long_range 20: want at least the range 30`},
		{"melee weapon with a range", catalogOf("", with(t, orc, `"hands": 1`, `"range": 10`)), `weapon "axe": range 10: a melee weapon has no range`},
		{"three hands", catalogOf("", with(t, orc, `"hands": 1`, `"hands": 3`)), `weapon "axe": hands 3: want hands from 0 to 2`},
		{"count over 20", catalogOf("", with(t, orc, `"count": 2`, `"count": 21`)), `weapon "javelin": count 21: want a count from 0 to 20`},
		{"two weapons of one name", catalogOf("", with(t, orc, `"name": "javelin"`, `"name": "Axe"`)), `weapon "Axe": name "Axe": weapon 1 has the same name`},
		{"misspelt trait", catalogOf("", with(t, orc, `"fierce"`, `"militarized"`)), `trait "militarized": the trait is spelt "militarised"`},
		{"defense over 100", catalogOf("", with(t, orc, `"hd": 2`, `"defenses": {"PD": 101}`)), `entry "orc": defense "PD" 101: want a number from 0 to 100`},
		{"unnamed defense", catalogOf("", with(t, orc, `"hd": 2`, `"defenses": {"": 12}`)), `entry "orc": defense "": a defense needs a name`},
		{"class with capitals", catalogOf("", with(t, heroEntry, `"level": 1`, `"class": "Fighter"`)), `entry "warrior": class "Fighter": want lowercase letters and hyphens`},
		{"initiative over 50", catalogOf("", with(t, orc, `"hd": 2`, `"initiative": 51`)), `entry "orc": initiative 51: want a bonus from -20 to 50`},
		{"empty effect", catalogOf("", with(t, orc, `"hands": 1`, `"effects": ["miss: level", " "]`)), `entry "orc": weapon "axe": effect #2 is empty`},
		{"spell with a negative range", catalogOf("", with(t, with(t, orc, `"kind": "thrown"`, `"kind": "spell"`), `"range": 30`, `"range": -5`)), `weapon "javelin": range -5: a spell's range is feet from 0 (close quarters) to 5000`},
		{"trait with capitals", catalogOf("", with(t, orc, `"fierce"`, `"Fierce"`)), `trait "Fierce": want lowercase letters`},
		{"group with an entry's id", catalogOf(`{"orc": ["orc"]}`, orc), `group "orc": an entry has the same id`},
		{"group with an unknown member", catalogOf(`{"band": ["orc", "troll"]}`, orc), `bad.json:21: group "band": member "troll" is not an entry of the catalog`},
		{"group of a group", catalogOf(`{"band": ["orc"], "army": ["band"]}`, orc), `group "army": member "band" is a group; a group lists entries only`},
		{"empty group", catalogOf(`{"band": []}`, orc), `group "band": lists no entries`},
		{"group with a bad id", catalogOf(`{"Band": ["orc"]}`, orc), `group "Band": id "Band": want lowercase`},
		{"group is not a list", catalogOf(`{"band": "orc"}`, orc), `group "band": members "orc": want a list`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c, err := Parse("bad.json", []byte(tc.text))
			if err == nil {
				t.Fatalf("no error; want %q; got %d entries", tc.want, len(c.Entries))
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error\n%v\nwant it to contain\n%s", err, tc.want)
			}
			for _, line := range strings.Split(err.Error(), "\n") {
				if !strings.HasPrefix(line, "bad.json") && !strings.HasPrefix(line, "...") {
					t.Errorf("line %q does not name the file", line)
				}
			}
		})
	}
}

func TestParseCatalogErrorMatchesTheDocumentedExample(t *testing.T) {
	text := "{\"entries\": [" + with(t, orcEntry, `"1d8"`, `"1x8"`) + "\n]}"
	_, err := Parse("my-catalog.json", []byte(text))
	want := `my-catalog.json:14: entry "orc": weapon "axe": damage "1x8": want NdS, NdS+B or a number`
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
}

func TestParseCatalogListsProblemsInFileOrderUpToTen(t *testing.T) {
	bad := with(t, with(t, orcEntry, `"hp": 9`, `"hp": 0`), `"ac": 14`, `"ac": 500`)
	_, err := Parse("bad.json", []byte(catalogOf("", bad)))
	if err == nil {
		t.Fatal("no error")
	}
	lines := strings.Split(err.Error(), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], "hp 0") || !strings.Contains(lines[1], "ac 500") {
		t.Errorf("want hp then ac, got\n%v", err)
	}
	entries := make([]string, 12)
	for i := range entries {
		entries[i] = with(t, with(t, orcEntry, `"hp": 9`, `"hp": 0`), `"id": "orc"`, `"id": "orc-`+string(rune('a'+i))+`"`)
	}
	_, err = Parse("bad.json", []byte(catalogOf("", entries...)))
	lines = strings.Split(err.Error(), "\n")
	if len(lines) != 11 || lines[10] != "... and 2 more problems" {
		t.Errorf("want ten problems and a count of the rest, got\n%v", err)
	}
}

func TestCheckFindsAGroupBrokenByMerge(t *testing.T) {
	base, err := Parse("base.json", []byte(catalogOf(`{"band": ["orc"]}`, orcEntry)))
	if err != nil {
		t.Fatal(err)
	}
	clash := with(t, orcEntry, `"id": "orc"`, `"id": "band"`)
	user, err := Parse("user.json", []byte(catalogOf("", clash)))
	if err != nil {
		t.Fatal(err)
	}
	base.Merge(user)
	if err := Check(base); err == nil || !strings.Contains(err.Error(), `group "band": an entry has the same id`) {
		t.Errorf("Check after merge = %v", err)
	}
}

func TestCheckNamesEntriesWithoutAFile(t *testing.T) {
	c := &combat.Catalog{Entries: []combat.CatalogEntry{{ID: "ghost", Name: "Ghost", Role: combat.RoleCreature, Sheet: combat.Sheet{HP: 0, Weapons: []combat.Weapon{
		{Name: "touch", Kind: combat.Melee, Damage: combat.Roll{Count: 1, Sides: 4}, Range: 5}}}}}}
	err := Check(c)
	for _, want := range []string{`entry "ghost": hp 0: want hit points`, `entry "ghost": weapon "touch": range 5: a melee weapon has no range`} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Check = %v; want %q", err, want)
		}
	}
}

// twoAndParty is a catalog of two entries and a group for the Expand and Merge tests.
func twoAndParty(t *testing.T) *combat.Catalog {
	t.Helper()
	c, err := Parse("c.json", []byte(catalogOf(`{"party": ["warrior", "orc", "warrior"]}`, heroEntry, orcEntry)))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestExpand(t *testing.T) {
	c := twoAndParty(t)
	cases := []struct {
		name  string
		id    string
		count int
		want  []string // ids, or nil for an error
		err   string   // a fragment of the error
	}{
		{"an entry repeats", "orc", 3, []string{"orc", "orc", "orc"}, ""},
		{"a group gives its members in turn", "party", 2, []string{"warrior", "orc"}, ""},
		{"a group cycles", "party", 5, []string{"warrior", "orc", "warrior", "warrior", "orc"}, ""},
		{"count 1 to 100", "orc", 100, nil, ""},
		{"count 0", "orc", 0, nil, `count 0: want 1 to 100`},
		{"count over 100", "orc", 101, nil, `count 101: want 1 to 100`},
		{"unknown id lists the nearest ids", "orcs", 1, nil, `unit "orcs" is not in the catalog; known ids include orc, party, warrior`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := c.Expand(tc.id, tc.count)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error = %v; want %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != tc.count {
				t.Fatalf("%d entries; want %d", len(got), tc.count)
			}
			for i, id := range tc.want {
				if got[i].ID != id {
					t.Errorf("entry %d is %q; want %q", i, got[i].ID, id)
				}
			}
		})
	}
}

func TestExpandAndLookupReturnCopies(t *testing.T) {
	c := twoAndParty(t)
	got, err := c.Expand("warrior", 2)
	if err != nil {
		t.Fatal(err)
	}
	got[0].Attributes["STR"] = 3
	got[0].Weapons[0].Name = "stick"
	got[1].Skills["Stab"] = 9
	e, _ := c.Lookup("warrior")
	if e.Attributes["STR"] != 16 || e.Weapons[0].Name != "sword" || e.Skills["Stab"] != 1 {
		t.Errorf("changing an expanded entry changed the catalog: %+v", e)
	}
	e.Traits = append(e.Traits, "x")
	e.Weapons[0].Damage = combat.Roll{Bonus: 1}
	if again, _ := c.Lookup("warrior"); again.Weapons[0].Damage.Sides != 8 {
		t.Error("changing a looked-up entry changed the catalog")
	}
}

func TestMerge(t *testing.T) {
	c := twoAndParty(t)
	user, err := Parse("user.json", []byte(catalogOf(`{"party": ["orc"], "pair": ["troll", "orc"]}`,
		with(t, orcEntry, `"hp": 9`, `"hp": 20`),
		with(t, with(t, orcEntry, `"id": "orc"`, `"id": "troll"`), `"name": "Orc"`, `"name": "Troll"`))))
	if err != nil {
		t.Fatal(err)
	}
	c.Merge(user)
	var ids []string
	for _, e := range c.Entries {
		ids = append(ids, e.ID)
	}
	if !reflect.DeepEqual(ids, []string{"warrior", "orc", "troll"}) {
		t.Errorf("ids after merge = %v; want the orc replaced in place and the troll appended", ids)
	}
	if orc, _ := c.Lookup("orc"); orc.HP != 20 {
		t.Errorf("orc hp = %d; want the user's 20", orc.HP)
	}
	if !reflect.DeepEqual(c.Groups["party"], []string{"orc"}) || !reflect.DeepEqual(c.Groups["pair"], []string{"troll", "orc"}) {
		t.Errorf("groups = %v", c.Groups)
	}
	if err := Check(c); err != nil {
		t.Error(err)
	}
	user.Entries[0].HP = 1
	user.Groups["pair"][0] = "warrior"
	if orc, _ := c.Lookup("orc"); orc.HP != 20 || c.Groups["pair"][0] != "troll" {
		t.Error("Merge kept references to the other catalog")
	}
	var empty combat.Catalog
	empty.Merge(c)
	if len(empty.Entries) != 3 || len(empty.Groups) != 2 {
		t.Errorf("merging into an empty catalog gave %d entries, %d groups", len(empty.Entries), len(empty.Groups))
	}
	empty.Merge(nil)
}

func TestLoadFile(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	good := write("good.json", catalogOf("", orcEntry))
	if c, err := LoadFile(good); err != nil || len(c.Entries) != 1 {
		t.Fatalf("good file: %v", err)
	}
	missing := filepath.Join(dir, "nope.json")
	cases := []struct {
		name string
		path string
		want string
		is   error
	}{
		{"missing file", missing, missing, fs.ErrNotExist},
		{"a folder", dir, dir + ": is a folder", nil},
		{"too big", write("big.json", `{"entries": []}`+strings.Repeat(" ", MaxSize)), "big.json: is over 1 MiB", nil},
		{"bad content names the path", write("bad.json", catalogOf("", with(t, orcEntry, `"hp": 9`, `"hp": 0`))), filepath.Join(dir, "bad.json") + ":8: entry \"orc\": hp 0", nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := LoadFile(tc.path)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error = %v; want %q", err, tc.want)
			}
			if tc.is != nil && !errors.Is(err, tc.is) {
				t.Errorf("error %v is not %v", err, tc.is)
			}
		})
	}
}

func TestUserCatalogPathEndsInSkirmishCatalogJSON(t *testing.T) {
	p, err := UserPath()
	if err != nil {
		t.Skip("no user config folder here:", err)
	}
	if !strings.HasSuffix(p, filepath.Join("skirmish", "catalog.json")) {
		t.Errorf("UserCatalogPath = %q", p)
	}
}

func TestCatalogEntriesTagMatchesLimit(t *testing.T) {
	f, _ := reflect.TypeFor[combat.Catalog]().FieldByName("Entries")
	if got := f.Tag.Get("max"); got != strconv.Itoa(MaxEntries) {
		t.Fatalf("Entries has max:%q, but MaxEntries is %d", got, MaxEntries)
	}
}
