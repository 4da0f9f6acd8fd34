package campaign

// Tests of campaigns: the file's checks, the rests between battles with their numbers, and a whole campaign played, saved and resumed.

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rules/age13"
)

func TestParseRefusals(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"a ruleset no campaign plays", `{"rules": "toy", "party": [], "maps": []}`, `c.json:1: rules: "toy": a campaign plays one of delvers, age13, d20lite, realms`},
		{"a Delvers hero's level", `{"rules": "delvers", "party": [{"name": "A", "kind": "warrior", "level": 3}], "maps": ["m"]}`, `party[0].level: 3: a Delvers hero plays at its catalog level`},
		{"potions outside 13th Age", `{"rules": "d20lite", "party": [{"name": "A", "kind": "fighter", "potions": 1}], "maps": ["m"]}`, `party[0].potions: 1: potions are 13th Age's`},
		{"a d20 hero in a Realms party", `{"rules": "realms", "party": [{"name": "A", "kind": "cleric"}], "maps": ["m"]}`, `party[0].kind: "cleric" is not in the Enchanted Realms catalog`},
		{"an option Delvers does not take", `{"rules": "delvers", "options": {"edition": "2"}, "party": [{"name": "A", "kind": "warrior"}], "maps": ["m"]}`, `options:`},
		{"an unknown option", "{\"rules\": \"age13\",\n \"options\": {\"gritty\": \"on\"}}", `c.json:2: options.gritty: 13th Age has no option "gritty"`},
		{"an option's value", `{"rules": "age13", "options": {"lasting-wounds": "yes"}}`, `options.lasting-wounds: "yes": want off or on`},
		{"no party", `{"rules": "age13", "maps": ["m.tmx"]}`, `party: missing`},
		{"a creature in the party", `{"rules": "age13", "party": [{"name": "Grub", "kind": "orc"}], "maps": ["m.tmx"]}`, `party[0].kind: "orc" is a creature, not a hero`},
		{"two of one name", `{"rules": "age13", "party": [{"name": "A", "kind": "fighter"}, {"name": "A", "kind": "rogue"}], "maps": ["m.tmx"]}`, `party[1].name: "A": two heroes have this name`},
		{"too many potions", `{"rules": "age13", "party": [{"name": "A", "kind": "fighter", "potions": 11}], "maps": ["m.tmx"]}`, `party[0].potions: 11: a hero carries 0 to 10 potions`},
		{"a level past 10", `{"rules": "age13", "party": [{"name": "A", "kind": "fighter", "level": 11}], "maps": ["m.tmx"]}`, `party[0].level: 11`},
		{"no maps", `{"rules": "age13", "party": [{"name": "A", "kind": "fighter"}]}`, `maps: missing`},
		{"an unknown key", `{"rules": "age13", "party": [], "map": []}`, `map`},
		{"heal-ups", `{"rules": "age13", "heal_up_every": 21, "party": [{"name": "A", "kind": "fighter"}], "maps": ["m"]}`, `heal_up_every: 21: want 1 to 20 battles`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("c.json", []byte(c.text))
			var ce *Error
			if !errors.As(err, &ce) || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "c.json") {
				t.Fatalf("Parse: %v, want an *Error containing %q", err, c.want)
			}
		})
	}
}

// party is a file of a 3rd-level fighter and a 5th-level cleric, recoveries at their average,
// and five maps that the rests below do not load.
func party(t *testing.T, healUp int) *File {
	t.Helper()
	f, err := Parse("c.json", []byte(`{"title": "t", "rules": "age13", "options": {"recoveries": "average"}, "heal_up_every": `+itoa(healUp)+`,
		"party": [{"name": "Brann", "kind": "fighter", "level": 3}, {"name": "Ilse", "kind": "cleric", "level": 5}],
		"maps": ["a", "b", "c", "d", "e"]}`))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// itoa writes a small number.
func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// unitOf is a unit with the sheet, for the rules' per-unit numbers.
func unitOf(s combat.Sheet) *combat.Unit { return &combat.Unit{Sheet: s} }

func TestRestsBetweenBattles(t *testing.T) {
	// A recovery is the class die × level + CON × tier, or its average (each die's 5.5 or 4.5,
	// the dice's sum rounded down):
	// Brann, a 3rd-level fighter: (8 + CON 2) × 5 = 50 hp; 3d10 + 2 × 1: 16 + 2 = 18.
	// Ilse, a 5th-level cleric: (7 + CON 2) × 8 = 72 hp; 5d8 + 2 × 2: 22 + 4 = 26.
	f := party(t, 4)
	st, err := Start(f, 1)
	if err != nil {
		t.Fatal(err)
	}
	brann, ilse := &st.Party[0].Carries, &st.Party[1].Carries
	if brann.HP != 50 || ilse.HP != 72 {
		t.Fatalf("fresh: Brann %d, Ilse %d hp; want 50 and 72", brann.HP, ilse.HP)
	}
	if s, _ := st.Party[0].Member.Sheet(); age13.RecoveryAverage(unitOf(s)) != 18 {
		t.Fatalf("Brann's recovery average %d, want 3d10's 16 + CON 2", age13.RecoveryAverage(unitOf(s)))
	}
	steps := []struct {
		what          string
		outcome       string
		brann, ilse   int // hp after the battle
		rest          string
		brannAfter    int
		ilseAfter     int
		brannRecovers int // recoveries used after the rest
	}{
		// Brann at 20 of 50 is staggered and must heal: 18 → 38; 12 lacking is less than 18.
		// Ilse at 60 of 72 is not, and 12 lacking is less than 26: she keeps them.
		{"after the 1st battle", Won, 20, 60, "quick rest", 38, 60, 1},
		// Brann fallen at −5 heals from 0: 18, 36, then 14 lacking is less than 18.
		// Ilse at 10 is staggered: 36, 62, then 10 lacking is less than 26.
		{"after the 2nd: Brann fallen at −5, healed from 0", Won, -5, 10, "quick rest", 36, 62, 3},
		{"after the 3rd", Won, 40, 72, "quick rest", 40, 72, 3},
		// the 4th battle earns a full heal-up: full hp, every recovery back
		{"after the 4th: a full heal-up", Won, 5, 5, "full heal-up (4 battles since the last)", 50, 72, 0},
	}
	for i, s := range steps {
		brann.HP, ilse.HP = s.brann, s.ilse
		rep := Report{Outcome: s.outcome}
		st.Next++
		st.SinceHealUp++
		rest(f, st, &rep, i)
		if rep.Rest != s.rest || brann.HP != s.brannAfter || ilse.HP != s.ilseAfter || brann.Recoveries != s.brannRecovers {
			t.Fatalf("%s: %q, Brann %d hp (%d recoveries used), Ilse %d; want %q, %d (%d), %d (%+v)",
				s.what, rep.Rest, brann.HP, brann.Recoveries, ilse.HP, s.rest, s.brannAfter, s.brannRecovers, s.ilseAfter, rep.Rests)
		}
	}
	t.Run("a flee is a campaign loss and buys a full heal-up", func(t *testing.T) {
		f := party(t, 4)
		st, _ := Start(f, 1)
		st.Party[0].Carries.HP, st.Party[0].Carries.Recoveries = 3, 5
		st.Next, st.SinceHealUp = 1, 1
		rep := Report{Outcome: Fled}
		rest(f, st, &rep, 0)
		if st.Losses != 1 || st.Party[0].Carries.HP != 50 || st.Party[0].Carries.Recoveries != 0 || st.SinceHealUp != 0 {
			t.Fatalf("after a flee: %d losses, %+v", st.Losses, st.Party[0].Carries)
		}
	})
	t.Run("a defeat ends the campaign", func(t *testing.T) {
		f := party(t, 4)
		st, _ := Start(f, 1)
		st.Next = 1
		rep := Report{Outcome: Defeated}
		rest(f, st, &rep, 0)
		if !st.Over || !strings.Contains(st.Outcome, "the party fell on map 1") || rep.Rest != "" {
			t.Fatalf("after a defeat: over %v, %q, rest %q", st.Over, st.Outcome, rep.Rest)
		}
	})
}

// errStop stops a campaign from its save callback.
var errStop = errors.New("stop here")

func TestPlaySaveAndResume(t *testing.T) {
	f, err := Load("testdata/crypt-road.json", testMaps)
	if err != nil {
		t.Fatal(err)
	}
	// the whole campaign in one go
	whole, _ := Start(f, 3)
	var out bytes.Buffer
	if err := Play(f, whole, &out, nil); err != nil {
		t.Fatal(err)
	}
	if !whole.Over || len(whole.Battles) == 0 || !strings.Contains(out.String(), "Battle 1 of 5") {
		t.Fatalf("the campaign did not end:\n%s", out.String())
	}
	for i, r := range whole.Battles {
		want := "quick rest"
		switch {
		case i == len(whole.Battles)-1:
			want = ""
		case r.Outcome == Fled:
			want = "full heal-up (the party retreated to heal: a campaign loss)"
		case strings.HasPrefix(r.Rest, "full heal-up ("):
			want = r.Rest // after the 4th since the last
		}
		if r.Rest != want {
			t.Fatalf("battle %d (%s): rest %q, want %q", i+1, r.Outcome, r.Rest, want)
		}
	}
	// the same seed, stopped after two battles, saved, loaded and played on: the same campaign
	dir := t.TempDir()
	path := filepath.Join(dir, "road.state.json")
	first, _ := Start(f, 3)
	var out2 bytes.Buffer
	err = Play(f, first, &out2, func(s *State) error {
		if err := s.Save(path); err != nil {
			return err
		}
		if s.Next == 2 {
			return errStop
		}
		return nil
	})
	if !errors.Is(err, errStop) {
		t.Fatalf("Play: %v, want it stopped after battle 2", err)
	}
	resumed, err := LoadState(path, f)
	if err != nil {
		t.Fatal(err)
	}
	if err := Play(f, resumed, &out2, nil); err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(whole)
	b, _ := json.Marshal(resumed)
	if !bytes.Equal(a, b) {
		t.Fatalf("resumed campaign differs:\n%s\n%s", a, b)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("the state's folder holds %d files: the temporary files are gone", len(entries))
	}
	t.Run("a state of another campaign is refused", func(t *testing.T) {
		g := *f
		g.Title = "Another road"
		if _, err := LoadState(path, &g); err == nil || !strings.Contains(err.Error(), "is for the campaign") {
			t.Fatalf("LoadState: %v", err)
		}
	})
	for _, c := range []struct {
		name  string
		edit  func(s *State)
		words string
	}{
		{"every battle of the road's 5 played yet not over", func(s *State) { s.Over, s.Outcome = false, "" }, "all 5 battles played, yet the campaign is not over"},
		{"fewer reports than battles played", func(s *State) { s.Battles = s.Battles[:1] }, "1 battles reported, but battle 6 is next"},
		// what no campaign could have written: a hero killed or made a god by a number
		{"1000 lasting wounds", func(s *State) { s.Party[0].Carries.Wounds = 1000 }, "lasting_wounds 1000: want 0 to 5, one a battle at most"},
		{"hp over the maximum", func(s *State) { s.Party[1].Carries.HP = 5000 }, `party[1] ("Ilse"): hp 5000`},
		{"a living hero far below 0 hp", func(s *State) { s.Party[1].Carries.HP, s.Party[1].Carries.Dead = -5000, false }, "hp -5000"},
		{"five skulls on a living hero", func(s *State) { s.Party[2].Carries.Skulls, s.Party[2].Carries.Dead = 5, false }, "skulls 5: want 0 to 4"},
		{"99 potions", func(s *State) { s.Party[0].Carries.Potions = 99 }, "potions 99: want 0 to 10"},
		{"more recoveries lacked than used", func(s *State) { s.Party[0].Carries.Lacked = s.Party[0].Carries.Recoveries + 1 }, "recoveries_lacked"},
		{"a power the hero does not have", func(s *State) { s.Party[3].Carries.Expended = []string{"wish"} }, `expended: "wish" is not a power of`},
		{"an outcome no battle has", func(s *State) { s.Battles[0].Outcome = "victory" }, `battles[0].outcome "victory"`},
		{"a stranger among the fallen", func(s *State) { s.Battles[0].Fell = []string{"Mallory"} }, `"Mallory" is not one of the party`},
		{"more losses than battles", func(s *State) { s.Losses = 9 }, "losses 9"},
	} {
		t.Run("a state with "+c.name+" is refused", func(t *testing.T) {
			bad := *resumed
			bad.Party = slices.Clone(bad.Party)
			bad.Battles = slices.Clone(bad.Battles)
			c.edit(&bad)
			p := filepath.Join(t.TempDir(), "bad.json")
			// the game never writes it (Save reads it back first) ...
			if err := bad.Save(p); err == nil || !strings.Contains(err.Error(), c.words) {
				t.Fatalf("Save: %v, want %q", err, c.words)
			}
			// ... and refuses it written by hand
			data, err := json.Marshal(&bad)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, data, 0o644); err != nil {
				t.Fatal(err)
			}
			if _, err := LoadState(p, f); err == nil || !strings.Contains(err.Error(), c.words) {
				t.Fatalf("LoadState: %v, want %q", err, c.words)
			}
		})
	}
}

// Every state a campaign writes passes the range checks when read back, whatever the dice did
// (heroes falling, dying, wounded, out of recoveries).
func TestEveryStateWrittenReadsBack(t *testing.T) {
	f, err := Load("testdata/crypt-road.json", testMaps)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 12; seed++ {
		st, _ := Start(f, seed)
		path := filepath.Join(t.TempDir(), "state.json")
		err := Play(f, st, io.Discard, func(s *State) error {
			if err := s.Save(path); err != nil {
				return err
			}
			_, err := LoadState(path, f)
			return err
		})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
}
