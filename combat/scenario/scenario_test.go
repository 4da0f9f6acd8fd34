package scenario

// Tests of scenario files end to end: the output lines, forced dice, refused actions, bad files and scripted reactions.

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// runText writes text to a scenario file in a temporary folder (with any extra files) and
// runs it, returning the exit code, the output lines decoded, and stderr.
func runText(t *testing.T, text string, extra ...string) (int, []map[string]any, string) {
	t.Helper()
	dir := t.TempDir()
	for i := 0; i+1 < len(extra); i += 2 {
		if err := os.WriteFile(filepath.Join(dir, extra[i]), []byte(extra[i+1]), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	file := filepath.Join(dir, "s.json")
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	code := Run(file, &stdout, &stderr)
	var lines []map[string]any
	for _, l := range strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n") {
		if l == "" {
			continue
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("output line is not JSON: %q: %v", l, err)
		}
		if !strings.HasPrefix(l, `{"type":`) {
			t.Errorf("output line does not start with its type: %q", l)
		}
		lines = append(lines, m)
	}
	return code, lines, strings.ReplaceAll(stderr.String(), dir+string(filepath.Separator), "")
}

// ofType returns the lines of one type.
func ofType(lines []map[string]any, typ string) []map[string]any {
	var out []map[string]any
	for _, l := range lines {
		if l["type"] == typ {
			out = append(out, l)
		}
	}
	return out
}

// unitOf returns a unit of the state line by name.
func unitOf(t *testing.T, state map[string]any, name string) map[string]any {
	t.Helper()
	for _, u := range state["units"].([]any) {
		if m := u.(map[string]any); m["name"] == name {
			return m
		}
	}
	t.Fatalf("no unit %q in the state line %v", name, state)
	return nil
}

// duel is a scenario whose lines the tests below vary: Ann (inline stats) against an orc.
// Forced dice: Red's initiative 8, Blue's 1, Ann's poke 15 (AC 10: a hit), damage 4.
const duel = `{
  "title": "A duel",
  "rules": "scenario-test",
  "map": ["sides: Red, Blue", "#####", "#...#", "#####"],
  "units": [
    {"name": "Ann", "side": "Red", "at": [1, 1], "stats": {"hp": 6, "ac": 12, "attack_bonus": 1, "speed": 30, "weapons": [{"name": "stick", "kind": "melee", "damage": "1d4"}]}},
    {"name": "Orc", "side": "Blue", "kind": "orc", "at": [2, 1]}
  ],
  "dice": {"seed": 7, "forced": [8, 1, 15, 4]},
  "reactions": [REACTIONS],
  "actions": [
    {"unit": "Ann", "kind": "poke", "target": "Orc"},
    ACTIONS{"kind": "end_turn"}
  ]
}
`

// duelWith fills in the duel's reactions and extra actions.
func duelWith(reactions, actions string) string {
	return strings.NewReplacer("REACTIONS", reactions, "ACTIONS", actions).Replace(duel)
}

func TestRunWritesEventsThenState(t *testing.T) {
	code, lines, stderr := runText(t, duelWith("", ""))
	if code != ExitOK || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	if len(lines) < 5 {
		t.Fatalf("only %d lines", len(lines))
	}
	// Start's own events come first: the initiative rolls, the order, the round and turn.
	if lines[0]["type"] != "roll" || lines[0]["why"] != "initiative of Red" {
		t.Errorf("first line %v, want Red's initiative roll", lines[0])
	}
	for _, l := range lines[:len(lines)-1] {
		if l["type"] == "state" || l["type"] == "error" {
			t.Errorf("a %s line before the end: %v", l["type"], l)
		}
	}
	state := lines[len(lines)-1]
	if state["type"] != "state" {
		t.Fatalf("last line %v, want the state", state)
	}
	if state["over"] != false || state["winner"] != "" || state["round"] != 1.0 {
		t.Errorf("state %v: want round 1, not over, no winner", state)
	}
	// The forced dice appear in the output: 8 and 1 for the order, 15 to hit, 4 damage.
	var faces []float64
	for _, r := range ofType(lines, "roll") {
		if r["forced"] != true {
			t.Errorf("roll %v is not marked forced", r)
		}
		faces = append(faces, r["faces"].([]any)[0].(float64))
	}
	if want := []float64{8, 1, 15, 4}; !equalFloats(faces, want) {
		t.Errorf("rolled %v, want %v", faces, want)
	}
	if a := ofType(lines, "attack"); len(a) != 1 || a[0]["total"] != 15.0 || a[0]["hit"] != true {
		t.Errorf("attack lines %v", a)
	}
	// With no scripted reaction the default reactor takes the orc's riposte (an opportunity).
	if r := ofType(lines, "reaction"); len(r) != 1 || r[0]["unit"] != "Orc" {
		t.Errorf("reaction lines %v, want the orc's default riposte", r)
	}
	orc := unitOf(t, state, "Orc")
	if orc["hp"] != 1.0 || orc["max_hp"] != 5.0 || orc["side"] != "Blue" || orc["status"] != "active" {
		t.Errorf("orc %v: want 1/5 hp, Blue, active", orc)
	}
	if pos := orc["pos"].([]any); pos[0] != 2.0 || pos[1] != 1.0 {
		t.Errorf("orc at %v, want [2,1]", pos)
	}
	ann := unitOf(t, state, "Ann")
	if ann["hp"] != 5.0 || ann["max_hp"] != 6.0 {
		t.Errorf("Ann %v: want 5/6 hp after the riposte", ann)
	}
	if cs, ok := ann["conditions"].([]any); !ok || len(cs) != 0 {
		t.Errorf("Ann's conditions %v, want []", ann["conditions"])
	}
	// end_turn is logged as an action, and the turn passes to Blue.
	if acts := ofType(lines, "action"); len(acts) != 2 {
		t.Errorf("%d action lines, want 2", len(acts))
	}
	if ts := ofType(lines, "turn_started"); len(ts) != 2 || ts[1]["turn"].(map[string]any)["side"] != "Blue" {
		t.Errorf("turn_started lines %v", ts)
	}
}

// equalFloats compares two lists of numbers.
func equalFloats(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestRunIsDeterministic(t *testing.T) {
	text := strings.Replace(duelWith("", ""), `"forced": [8, 1, 15, 4]`, `"forced": []`, 1)
	dir := t.TempDir()
	file := filepath.Join(dir, "s.json")
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	var a, b, errs bytes.Buffer
	if Run(file, &a, &errs) == ExitBadFile || Run(file, &b, &errs) == ExitBadFile {
		t.Fatalf("runs failed: %s", errs.String())
	}
	if a.String() != b.String() {
		t.Errorf("two runs of the same seed differ:\n%s\n%s", a.String(), b.String())
	}
}

func TestIllegalActionStopsWithErrorAndState(t *testing.T) {
	// Line 13 is the second poke of the same turn.
	text := duelWith("", `{"unit": "Ann", "kind": "poke", "target": "Orc"},
    `)
	code, lines, stderr := runText(t, text)
	if code != ExitFailed || stderr != "" {
		t.Fatalf("exit %d, stderr %q; want %d and nothing", code, stderr, ExitFailed)
	}
	n := len(lines)
	if n < 3 {
		t.Fatalf("only %d lines", n)
	}
	e, state := lines[n-2], lines[n-1]
	if e["type"] != "error" || e["action"] != 1.0 || e["line"] != 13.0 || e["rule"] != "test budget" ||
		!strings.Contains(e["message"].(string), "already poked") {
		t.Errorf("error line %v: want action 1, line 13, rule \"test budget\"", e)
	}
	if state["type"] != "state" {
		t.Errorf("last line %v, want the state", state)
	}
	// The events of the first poke were written, and nothing of the end_turn after the refusal.
	if len(ofType(lines, "attack")) != 1 || len(ofType(lines, "turn_ended")) != 0 {
		t.Errorf("want one attack and no turn_ended before the error")
	}
}

func TestEnginePanicIsAnErrorLine(t *testing.T) {
	code, lines, _ := runText(t, duelWith("", `{"unit": "Ann", "kind": "explode"},
    `))
	if code != ExitFailed || len(lines) < 2 {
		t.Fatalf("exit %d, %d lines", code, len(lines))
	}
	e := lines[len(lines)-2]
	if e["type"] != "error" || e["rule"] != "engine" || e["action"] != 1.0 ||
		!strings.Contains(e["message"].(string), "exploded") || !strings.Contains(e["stack"].(string), "pokeRules") {
		t.Errorf("error line %v: want an engine error with the stack", e)
	}
	if lines[len(lines)-1]["type"] != "state" {
		t.Errorf("no state line after the panic")
	}
}

func TestForcedDieThatDoesNotFit(t *testing.T) {
	text := strings.Replace(duelWith("", ""), `[8, 1, 15, 4]`, `[8, 1, 15, 40]`, 1)
	code, lines, _ := runText(t, text)
	if code != ExitFailed {
		t.Fatalf("exit %d, want %d", code, ExitFailed)
	}
	e := ofType(lines, "error")
	if len(e) != 1 || e[0]["rule"] != "dice" || e[0]["action"] != 0.0 || !strings.Contains(e[0]["message"].(string), "40") {
		t.Errorf("error lines %v: want a dice error on action 0", e)
	}
	// At the start, before any action: a d8 cannot show 9.
	text = strings.Replace(duelWith("", ""), `[8, 1, 15, 4]`, `[9]`, 1)
	code, lines, _ = runText(t, text)
	e = ofType(lines, "error")
	if code != ExitFailed || len(e) != 1 || e[0]["rule"] != "dice" || e[0]["action"] != nil ||
		lines[len(lines)-1]["type"] != "state" || len(ofType(lines, "action")) != 0 {
		t.Errorf("exit %d, lines %v: want a dice error at the start, then the state", code, lines)
	}
}

func TestScriptedReactions(t *testing.T) {
	t.Run("taken", func(t *testing.T) {
		// The orc dodges: AC 15 against the forced 15 still hits, so force 14.
		text := strings.Replace(duelWith(`{"unit": "Orc", "prompt": "rolled", "kind": "dodge"}`, ""), "15, 4", "14, 4", 1)
		code, lines, stderr := runText(t, text)
		if code != ExitOK {
			t.Fatalf("exit %d: %s %v", code, stderr, lines)
		}
		r := ofType(lines, "reaction")
		if len(r) != 1 || r[0]["action"].(map[string]any)["kind"] != "dodge" {
			t.Errorf("reactions %v, want the scripted dodge", r)
		}
		if a := ofType(lines, "attack"); len(a) != 1 || a[0]["ac"] != 15.0 || a[0]["hit"] != false {
			t.Errorf("attack %v: want a miss against AC 15", a)
		}
	})
	t.Run("declined", func(t *testing.T) {
		code, lines, stderr := runText(t, duelWith(`{"unit": "Orc", "kind": "opportunity", "target": "Ann", "take": false}`, ""))
		if code != ExitOK {
			t.Fatalf("exit %d: %s %v", code, stderr, lines)
		}
		if r := ofType(lines, "reaction"); len(r) != 0 {
			t.Errorf("reactions %v, want none: the riposte was declined", r)
		}
		if ann := unitOf(t, lines[len(lines)-1], "Ann"); ann["hp"] != 6.0 {
			t.Errorf("Ann %v: want full hp, the riposte declined", ann)
		}
	})
	t.Run("unused", func(t *testing.T) {
		// Line 10: the second entry is never offered (Ann is never poked).
		text := duelWith(`{"unit": "Orc", "kind": "dodge", "take": false},
    {"unit": "Ann", "kind": "dodge"}`, "")
		code, lines, _ := runText(t, text)
		if code != ExitFailed {
			t.Fatalf("exit %d, want %d", code, ExitFailed)
		}
		e := lines[len(lines)-2]
		if e["type"] != "error" || e["rule"] != "scenario" || e["reaction"] != 1.0 || e["line"] != 11.0 ||
			!strings.Contains(e["message"].(string), "reactions[1] was never used") {
			t.Errorf("error line %v: want reactions[1], line 11, rule scenario", e)
		}
		if lines[len(lines)-1]["type"] != "state" {
			t.Errorf("the state line is missing")
		}
	})
}

func TestStatsOverrideCatalog(t *testing.T) {
	text := strings.Replace(duelWith("", ""), `"kind": "orc", "at": [2, 1]}`,
		`"kind": "orc", "at": [2, 1], "stats": {"hp": 9, "ac": 25}, "hp": 7, "conditions": ["prone"]},
    {"name": "Orc2", "side": "Blue", "kind": "orc", "at": [3, 1]}`, 1)
	code, lines, stderr := runText(t, text)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	state := lines[len(lines)-1]
	orc, orc2 := unitOf(t, state, "Orc"), unitOf(t, state, "Orc2")
	if orc["max_hp"] != 9.0 || orc["hp"] != 7.0 {
		t.Errorf("Orc %v: want 7 of 9 hp (stats override the catalog; hp is the starting hp)", orc)
	}
	if cs := orc["conditions"].([]any); len(cs) != 1 || cs[0].(map[string]any)["name"] != "prone" {
		t.Errorf("Orc's conditions %v, want prone", cs)
	}
	if a := ofType(lines, "attack"); len(a) != 1 || a[0]["hit"] != false {
		t.Errorf("attack %v: AC 25 from the stats should make the 15 miss", a)
	}
	if orc2["max_hp"] != 5.0 {
		t.Errorf("Orc2 %v: the catalog entry changed under the first orc's stats", orc2)
	}
}

func TestMapFromFile(t *testing.T) {
	text := strings.Replace(duelWith("", ""), `["sides: Red, Blue", "#####", "#...#", "#####"]`, `"maps/duel.txt"`, 1)
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "maps"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "maps", "duel.txt"), []byte("sides: Red, Blue\n#####\n#...#\n#####\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "s.json")
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	if code := Run(file, &out, &errs); code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
}

// badFiles are scenarios that must be refused with one line on stderr naming the place.
var badFiles = []struct {
	name, text, want string
}{
	{"syntax error", `{
  "rules": "scenario-test",
  "map": ["#...#"],,
  "units": []
}`, `s.json:3: bad JSON: ',' where a field's name in double quotes should begin`},
	{"unknown field", `{
  "rules": "scenario-test",
  "map": ["#...#"],
  "expect": {"over": true}
}`, `s.json:4: unknown field "expect"`},
	{"unknown nested field", `{
  "rules": "scenario-test",
  "map": ["#...#"],
  "units": [
    {"name": "A", "side": "X", "at": [1, 0],
     "stats": {"hp": 3,
               "armor": "chain"}}
  ]
}`, `s.json:7: units[0].stats: unknown field "armor"`},
	{"bad value deep in stats", `{
  "rules": "scenario-test",
  "map": ["#...#"],
  "units": [
    {"name": "A", "side": "X", "at": [1, 0], "stats": {
      "hp": 3,
      "weapons": [
        {"name": "claw", "kind": "melee",
         "damage": "1x6"}]}}
  ]
}`, `s.json:9: units[0].stats.weapons[0].damage: dice expression "1x6"`},
	{"missing unit name", `{
  "rules": "scenario-test",
  "map": ["#...#"],
  "units": [
    {"side": "X", "kind": "orc", "at": [1, 0]}
  ]
}`, `s.json:5: units[0].name: missing`},
	{"unit on a wall", `{
  "rules": "scenario-test",
  "map": ["#...#"],
  "units": [
    {"name": "A", "side": "X", "kind": "orc", "at": [1, 0]},
    {"name": "B", "side": "Y", "kind": "orc", "at": [0, 0]}
  ]
}`, `s.json:6: units[1]: unit "B": square (0,0) is a wall`},
	{"two units on a square", `{
  "rules": "scenario-test",
  "map": ["#...#"],
  "units": [
    {"name": "A", "side": "X", "kind": "orc", "at": [1, 0]},
    {"name": "B", "side": "Y", "kind": "orc", "at": [1, 0]}
  ]
}`, `s.json:6: units[1]: unit "B": square (1,0) is already taken by "A"`},
	{"unit off the map", `{
  "rules": "scenario-test",
  "map": ["#...#"],
  "units": [
    {"name": "A", "side": "X", "kind": "orc", "at": [9, 0]}
  ]
}`, `s.json:5: units[0]: unit "A": square (9,0) is off the 5x1 map`},
	{"ruleset refuses a unit", `{
  "rules": "scenario-test",
  "map": ["#...#"],
  "units": [
    {"name": "A", "side": "X", "kind": "orc", "at": [1, 0]},
    {"name": "B", "side": "Y", "at": [2, 0], "stats": {"hp": 1, "traits": ["unpreparable"]}}
  ]
}`, `s.json:6: units[1]: unit "B": the test ruleset cannot prepare it`},
	{"unknown catalog id", `{
  "rules": "scenario-test",
  "map": ["#...#"],
  "units": [
    {"name": "A", "side": "X", "kind": "orc", "at": [1, 0]},
    {"name": "B", "side": "Y",
     "kind": "troll", "at": [2, 0]}
  ]
}`, `s.json:7: units[1].kind: no catalog entry "troll" in ruleset "scenario-test" (ids: orc)`},
	{"action naming no unit", `{
  "rules": "scenario-test",
  "map": ["#...#"],
  "units": [
    {"name": "Bram", "side": "X", "kind": "orc", "at": [1, 0]},
    {"name": "Grub", "side": "Y", "kind": "orc", "at": [2, 0]}
  ],
  "actions": [
    {"kind": "end_turn"},
    {"unit": "Brm", "kind": "poke", "target": "Grub"}
  ]
}`, `s.json:10: actions[1].unit: no unit named "Brm" (units: Bram, Grub)`},
	{"reaction naming no unit", `{
  "rules": "scenario-test",
  "map": ["#...#"],
  "units": [{"name": "Bram", "side": "X", "kind": "orc", "at": [1, 0]}],
  "reactions": [{"unit": "Bram", "kind": "dodge", "target": "Nobody"}]
}`, `s.json:5: reactions[0].target: no unit named "Nobody" (units: Bram)`},
	{"unknown prompt", `{
  "rules": "scenario-test",
  "map": ["#...#"],
  "units": [{"name": "Bram", "side": "X", "kind": "orc", "at": [1, 0]}],
  "reactions": [{"unit": "Bram", "kind": "dodge", "prompt": "later"}]
}`, `s.json:5: reactions[0].prompt: unknown prompt "later"`},
	{"unknown ruleset", `{
  "rules": "no-such-rules",
  "map": ["#...#"]
}`, `s.json:2: rules: unknown ruleset "no-such-rules"`},
	{"bad square", `{
  "rules": "scenario-test",
  "map": ["#...#"],
  "units": [{"name": "A", "side": "X", "kind": "orc", "at": [1]}]
}`, `s.json:4: units[0].at: a square is written [x, y]`},
	{"starting hp over the maximum", `{
  "rules": "scenario-test",
  "map": ["#...#"],
  "units": [{"name": "A", "side": "X", "kind": "orc", "at": [1, 0], "hp": 6}]
}`, `s.json:4: units[0].hp: starting hp 6 is more than the unit's 5 maximum`},
	{"bad map character", `{
  "rules": "scenario-test",
  "map": [
    "#...#",
    "#.X.#"
  ]
}`, `s.json:5: map[1]: column 3: unknown map character "X"`},
	{"missing map file", `{
  "rules": "scenario-test",
  "map": "nowhere.txt"
}`, `s.json:3: map: `},
	{"forced die of 0", `{
  "rules": "scenario-test",
  "map": ["#...#"],
  "dice": {"forced": [3,
                      0]}
}`, `s.json:5: dice.forced[1]: a die shows 1 or more, not 0`},
	{"negative seed", `{
  "rules": "scenario-test",
  "map": ["#...#"],
  "dice": {"seed": -1}
}`, `s.json:4: dice.seed: want a whole number, 0 or more, not -1`},
	{"field given twice", `{
  "rules": "scenario-test",
  "rules": "scenario-test",
  "map": ["#...#"]
}`, `s.json:3: rules: given twice`},
	{"side not listed", `{
  "rules": "scenario-test",
  "map": ["#...#"],
  "sides": ["X"],
  "units": [{"name": "A", "side": "Y", "kind": "orc", "at": [1, 0]}]
}`, `s.json:5: units[0].side: "Y" is not one of the sides ("X")`},
	{"missing map", `{
  "rules": "scenario-test"
}`, `s.json:1: map: missing`},
	{"truncated", `{
  "rules": "scenario-test",
  "map": ["#...#"`, `s.json:3: map: the file ends before the JSON value does`},
	{"text after the object", `{"rules": "scenario-test", "map": ["#...#"]}
{}`, `s.json:2: unexpected text after the end`},
	{"not an object", `[1, 2]`, `s.json:1: want an object {...}, not a list`},
}

func TestBadFiles(t *testing.T) {
	for _, c := range badFiles {
		t.Run(c.name, func(t *testing.T) {
			code, lines, stderr := runText(t, c.text)
			if code != ExitBadFile {
				t.Errorf("exit %d, want %d", code, ExitBadFile)
			}
			if len(lines) != 0 {
				t.Errorf("wrote %d output lines for a bad file", len(lines))
			}
			if strings.Count(stderr, "\n") != 1 || !strings.HasSuffix(stderr, "\n") {
				t.Errorf("stderr is not one line: %q", stderr)
			}
			if !strings.HasPrefix(stderr, c.want) {
				t.Errorf("stderr %q\nwant it to start with %q", stderr, c.want)
			}
		})
	}
}

func TestLimits(t *testing.T) {
	big := `{"rules": "scenario-test", "map": ["#...#"], "title": "` + strings.Repeat("x", MaxSize) + `"}`
	if _, err := Parse("big.json", []byte(big)); err == nil || !strings.Contains(err.Error(), "big.json: the file is more than") {
		t.Errorf("a file over 1 MiB: %v", err)
	}
	var b strings.Builder
	b.WriteString("{\"map\": [\"#..#\"],\n\"actions\": [\n")
	for i := range MaxActions + 1 {
		if i > 0 {
			b.WriteString(",\n")
		}
		b.WriteString(`{"kind": "end_turn"}`)
	}
	b.WriteString("]}")
	_, err := Parse("many.json", []byte(b.String()))
	if err == nil || !strings.Contains(err.Error(), "many.json:10003: actions: more than 10000 entries") {
		t.Errorf("too many actions: %v", err)
	}
	_, err = Load(filepath.Join(t.TempDir(), "absent.json"))
	if err == nil || !strings.Contains(err.Error(), "absent.json: cannot open") {
		t.Errorf("a missing file: %v", err)
	}
}

func TestLocate(t *testing.T) {
	data := []byte("{\n \"a\": [1,\n  {\"b\": [true,\n   \"x\"]}],\n \"c\": {}\n}")
	for _, c := range []struct {
		p    path
		line int
		at   string
	}{
		{path{}, 1, "{"},
		{path{"a"}, 2, "["},
		{path{"a", 1, "b", 1}, 4, `"x"`},
		{path{"a", 1, "missing"}, 3, "{"},
		{path{"c"}, 5, "{}"},
		{path{"a", 7}, 2, "["},
	} {
		off := locate(data, c.p)
		if got := lineOf(data, off); got != c.line || !bytes.HasPrefix(data[off:], []byte(c.at)) {
			t.Errorf("locate(%v) = line %d at %q, want line %d at %q", c.p, got, data[off:], c.line, c.at)
		}
	}
	if s := (path{"actions", 4, "unit"}).String(); s != "actions[4].unit" {
		t.Errorf("path writes as %q", s)
	}
}

func TestDocExampleParses(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "scenarios.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(doc), "## A complete example\n\n```json\n")
	example, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatal("docs/scenarios.md has no JSON example under \"A complete example\"")
	}
	s, err := Parse("example.json", []byte(example))
	if err != nil {
		t.Fatalf("the example in docs/scenarios.md does not parse: %v", err)
	}
	if len(s.Actions()) != 4 || s.Title == "" {
		t.Errorf("example parsed as %d actions, title %q", len(s.Actions()), s.Title)
	}
}

func TestSpecLimitsMatchConstants(t *testing.T) {
	most := map[string]int{} // the strict reader's limit of each list field (tag max), by JSON name
	st := reflect.TypeFor[spec]()
	for i := range st.NumField() {
		f := st.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		most[name], _ = strconv.Atoi(f.Tag.Get("max"))
	}
	for name, want := range map[string]int{"units": MaxUnits, "actions": MaxActions, "reactions": MaxReactions} {
		if got := most[name]; got != want {
			t.Errorf("spec field %s has max:%q, want %d", name, strconv.Itoa(got), want)
		}
	}
}
