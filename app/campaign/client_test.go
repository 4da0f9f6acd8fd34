package campaign

// Tests of the campaign as the client plays it: NextBattle and Finish give Play's campaign, a battle is finished once, extra recoveries at a quick rest.

import (
	"bytes"
	"encoding/json"
	"io"
	"path/filepath"
	"skirmish/combat/save"
	"strings"
	"testing"

	"skirmish/ai"
	"skirmish/combat"
)

// playClient plays the campaign as the client does: NextBattle, the battle built from its
// setup and played by the AI seeded as the battle screen seeds it, then Finish.
func playClient(t *testing.T, f *File, st *State) {
	t.Helper()
	for !st.Over && st.Next < len(f.Maps) {
		nb, err := NextBattle(f, st)
		if err != nil {
			t.Fatal(err)
		}
		b, err := combat.New(nb.Setup)
		if err != nil {
			t.Fatal(err)
		}
		party := -1
		ctl := make([]ai.Controller, len(b.Sides))
		for i, s := range b.Sides {
			ctl[i] = ai.NewTactician(ai.Normal, nb.Setup.Seed+uint64(i))
			if s.Name == nb.Party {
				party = i
			}
		}
		if party < 0 {
			t.Fatalf("battle %d: the party's side %q is not among the battle's sides", nb.Index+1, nb.Party)
		}
		for _, u := range b.Units {
			if u.Side == party && !u.Sheet.Hero {
				t.Fatalf("battle %d: %s (a %s) fights on the party's side", nb.Index+1, u.Name, u.Kind)
			}
		}
		if _, err := ai.Play(b, ctl, nb.MaxRounds); err != nil {
			t.Fatal(err)
		}
		next := st.Next
		rep, err := Finish(f, st, nb, b)
		if err != nil {
			t.Fatal(err)
		}
		if st.Next != next+1 || len(st.Battles) != next+1 || rep.Outcome == "" {
			t.Fatalf("after battle %d: next %d, %d reports, outcome %q", next+1, st.Next, len(st.Battles), rep.Outcome)
		}
		if _, err := Finish(f, st, nb, b); err == nil || !strings.Contains(err.Error(), "finished already") {
			t.Fatalf("finishing battle %d twice: %v", nb.Index+1, err)
		}
	}
}

func TestClientPathIsPlay(t *testing.T) {
	for _, file := range []string{"testdata/crypt-road.json", "../../maps/campaigns/crypt-road.json"} {
		t.Run(file, func(t *testing.T) {
			f, err := Load(file, testMaps)
			if err != nil {
				t.Fatal(err)
			}
			for _, seed := range []uint64{1, 3, 8} {
				played, _ := Start(f, seed)
				if err := Play(f, played, io.Discard, nil); err != nil {
					t.Fatal(err)
				}
				client, _ := Start(f, seed)
				playClient(t, f, client)
				a, _ := json.Marshal(played)
				b, _ := json.Marshal(client)
				if !bytes.Equal(a, b) {
					t.Fatalf("seed %d: the client's campaign differs from Play's:\n%s\n%s", seed, a, b)
				}
				if !client.Over {
					t.Fatalf("seed %d: the campaign did not end", seed)
				}
				if _, err := NextBattle(f, client); err == nil || !strings.Contains(err.Error(), "is over") {
					t.Fatalf("seed %d: NextBattle after the end: %v", seed, err)
				}
			}
		})
	}
}

func TestSpendRecoveryAtAQuickRest(t *testing.T) {
	// Brann, a 3rd-level fighter, 50 hp, recoveries of 3d10 + 2 (average 18); Ilse, a
	// 5th-level cleric at 72 hp.
	f := party(t, 4)
	st, _ := Start(f, 1)
	brann := &st.Party[0].Carries
	if _, err := SpendRecovery(f, st, "Brann"); err == nil || !strings.Contains(err.Error(), "at a quick rest") {
		t.Fatalf("before any battle: %v", err)
	}
	brann.HP = 40 // 10 lacking is less than 18: the quick rest keeps the recoveries
	st.Next, st.SinceHealUp = 1, 1
	rep := Report{Outcome: Won}
	rest(f, st, &rep, 0)
	st.Battles = append(st.Battles, rep)
	if brann.HP != 40 || brann.Recoveries != 0 {
		t.Fatalf("after the quick rest Brann has %d hp, %d recoveries used; want 40 and 0", brann.HP, brann.Recoveries)
	}
	rec, err := SpendRecovery(f, st, "Brann")
	if err != nil {
		t.Fatal(err)
	}
	// the average 16 + CON 2 = 18, capped at 50: 10 healed
	if rec.Heal != 10 || brann.HP != 50 || brann.Recoveries != 1 {
		t.Fatalf("one more recovery: %+v, Brann %d hp, %d used; want 10 healed to 50, 1 used", rec, brann.HP, brann.Recoveries)
	}
	r := st.Battles[0].Rests["Brann"]
	if len(r.Recoveries) != 1 || r.HP != 50 || !strings.Contains(r.Recoveries[0].Text, "40 to 50 hp") {
		t.Fatalf("the report's rest: %+v", r)
	}
	for _, c := range []struct{ name, want string }{{"Brann", "maximum of 50"}, {"Ilse", "maximum of 72"}, {"Nobody", "not in the party"}} {
		if _, err := SpendRecovery(f, st, c.name); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}

func TestSaveAtTheStart(t *testing.T) {
	// the client saves a new campaign before its first battle: no battles yet, and it loads
	f, err := Load("testdata/crypt-road.json", testMaps)
	if err != nil {
		t.Fatal(err)
	}
	st, _ := Start(f, 5)
	path := filepath.Join(t.TempDir(), "road.json")
	if err := st.Save(path); err != nil {
		t.Fatal(err)
	}
	got, err := LoadState(path, f)
	if err != nil {
		t.Fatal(err)
	}
	if got.Next != 0 || len(got.Battles) != 0 || got.Seed != 5 || len(got.Party) != 5 || got.Party[0].Carries.HP != 30 {
		t.Fatalf("the state saved at the start reads back as %+v", got)
	}
}

func TestHeroNamedLikeASpawnedFoe(t *testing.T) {
	// combat.New refuses two units of one name: a hero called as a creature the map spawns
	// ("Orc Warrior 1" on the field) is named in the refusal, not a battle that cannot start
	f, err := Load("testdata/crypt-road.json", testMaps)
	if err != nil {
		t.Fatal(err)
	}
	f.Party[1].Name = "Orc Warrior 1"
	st, err := Start(f, 5)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NextBattle(f, st); err == nil || !strings.Contains(err.Error(), "the hero Orc Warrior 1 has the name of a creature the map spawns") {
		t.Fatalf("NextBattle: %v, want the clash of names", err)
	}
}

func TestSavesKnowTheMapsACampaignMayHave(t *testing.T) {
	// a save's campaign battle is checked against save.MaxCampaignMaps, which save cannot
	// import from here
	if save.MaxCampaignMaps != MaxMaps {
		t.Fatalf("save.MaxCampaignMaps is %d, campaign.MaxMaps %d", save.MaxCampaignMaps, MaxMaps)
	}
}
