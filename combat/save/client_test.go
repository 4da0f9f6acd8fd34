package save

// Client tests: who played each side and fog of war go into a save and come back; bad players
// are refused; a save without them still loads.

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

func TestClientRoundTrip(t *testing.T) {
	s, b := play(t, battle{Map: "field.tmx", Seed: 4, Rounds: 1})
	client := &Client{Fog: true, Players: []Player{{Side: b.Sides[0].Name, Human: true, Name: "Ann"}, {Side: b.Sides[1].Name, Level: "hard"}},
		Campaign: &CampaignBattle{File: "crypt-road.json", Bundled: true, Seed: 77, Battle: 2}}
	f, err := New(s, b, Info{Saved: when, Client: client})
	if err != nil {
		t.Fatal(err)
	}
	client.Players[0].Name = "changed after"
	client.Campaign.Battle = 4
	data := marshal(t, f)
	if !bytes.Contains(data, []byte(`"client": {"fog":true,"players":[{"side":"`+b.Sides[0].Name+`","human":true,"name":"Ann"}`)) {
		t.Errorf("the save does not hold the client as written:\n%s", data)
	}
	back, err := Parse("a.json", data)
	if err != nil {
		t.Fatal(err)
	}
	p, ok := back.Client.Player(b.Sides[1].Name)
	if !back.Client.Fog || !ok || p.Human || p.Level != "hard" {
		t.Errorf("read back %+v", back.Client)
	}
	if p, _ := back.Client.Player(b.Sides[0].Name); p.Name != "Ann" {
		t.Errorf("the first player is %+v: New kept the caller's Client, not a copy", p)
	}
	if cb := back.Client.Campaign; cb == nil || *cb != (CampaignBattle{File: "crypt-road.json", Bundled: true, Seed: 77, Battle: 2}) {
		t.Errorf("the campaign battle read back is %+v, want the bundled crypt-road.json's third battle of the run seeded 77", cb)
	}
	if _, ok := (*Client)(nil).Player("x"); ok {
		t.Error("a nil Client names a player")
	}

	// a save without a client (older, or made by the CLI) reads with none
	old, err := New(s, b, Info{Saved: when})
	if err != nil {
		t.Fatal(err)
	}
	if data := marshal(t, old); bytes.Contains(data, []byte(`"client"`)) {
		t.Error("a save without a client writes one")
	} else if f, err := Parse("old.json", data); err != nil || f.Client != nil {
		t.Errorf("a save without a client: %v, %+v", err, f)
	}
}

func TestClientRefusals(t *testing.T) {
	s, b := play(t, battle{Map: "field.tmx", Seed: 4, Rounds: 1})
	a, z := b.Sides[0].Name, b.Sides[1].Name
	for _, c := range []struct {
		name     string
		players  []Player
		campaign *CampaignBattle
		words    string
	}{
		{"a side the battle does not have", []Player{{Side: "Martians", Level: "normal"}}, nil, `"Martians" is not one of the sides`},
		{"a side listed twice", []Player{{Side: a, Level: "easy"}, {Side: a, Level: "hard"}}, nil, "listed twice"},
		{"a human without a name", []Player{{Side: a, Human: true, Name: " "}}, nil, "needs a name"},
		{"a human with an AI level", []Player{{Side: a, Human: true, Name: "Ann", Level: "hard"}}, nil, "has no AI level"},
		{"an AI level that does not exist", []Player{{Side: z, Level: "godlike"}}, nil, `"godlike": want one of easy, normal, hard`},
		{"an AI without a level", []Player{{Side: z}}, nil, `level: "": want one of`},
		{"a campaign battle without its file", []Player{}, &CampaignBattle{File: " ", Battle: 1}, `client.campaign.file: " ": want the campaign file's path`},
		{"a campaign battle past the 50 maps a campaign may have", []Player{}, &CampaignBattle{File: "road.json", Battle: 50}, "client.campaign.battle: 50: want 0 to 49"},
		{"a campaign battle before the first", []Player{}, &CampaignBattle{File: "road.json", Battle: -1}, "client.campaign.battle: -1"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if _, err := New(s, b, Info{Saved: when, Client: &Client{Players: c.players, Campaign: c.campaign}}); err == nil {
				t.Fatal("New made a save that would not load")
			}
			good, err := New(s, b, Info{Saved: when, Client: &Client{}})
			if err != nil {
				t.Fatal(err)
			}
			good.Client.Players, good.Client.Campaign = c.players, c.campaign
			data, err := good.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			_, err = Parse("a.json", data)
			if !errors.Is(err, ErrDamaged) || !strings.Contains(err.Error(), "client.") || !strings.Contains(err.Error(), c.words) {
				t.Errorf("Parse = %v, want damaged, naming the client's field and %q", err, c.words)
			}
		})
	}
}
