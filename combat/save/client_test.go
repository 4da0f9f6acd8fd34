// Client tests: who played each side and fog of war go into a save and come back; bad players
// are refused; a save without them still loads.
package save

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

func TestClientRoundTrip(t *testing.T) {
	s, b := play(t, battle{Map: "field.tmx", Seed: 4, Rounds: 1})
	client := &Client{Fog: true, Players: []Player{{Side: b.Sides[0].Name, Human: true, Name: "Ann"}, {Side: b.Sides[1].Name, Level: "hard"}}}
	f, err := New(s, b, Info{Saved: when, Client: client})
	if err != nil {
		t.Fatal(err)
	}
	client.Players[0].Name = "changed after"
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
		name    string
		players []Player
		words   string
	}{
		{"a side the battle does not have", []Player{{Side: "Martians", Level: "normal"}}, `"Martians" is not one of the sides`},
		{"a side listed twice", []Player{{Side: a, Level: "easy"}, {Side: a, Level: "hard"}}, "listed twice"},
		{"a human without a name", []Player{{Side: a, Human: true, Name: " "}}, "needs a name"},
		{"a human with an AI level", []Player{{Side: a, Human: true, Name: "Ann", Level: "hard"}}, "has no AI level"},
		{"an AI level that does not exist", []Player{{Side: z, Level: "godlike"}}, `"godlike": want one of easy, normal, hard`},
		{"an AI without a level", []Player{{Side: z}}, `level: "": want one of`},
	} {
		t.Run(c.name, func(t *testing.T) {
			if _, err := New(s, b, Info{Saved: when, Client: &Client{Players: c.players}}); err == nil {
				t.Fatal("New made a save that would not load")
			}
			good, err := New(s, b, Info{Saved: when, Client: &Client{}})
			if err != nil {
				t.Fatal(err)
			}
			good.Client.Players = c.players
			data, err := good.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			_, err = Parse("a.json", data)
			if !errors.Is(err, ErrDamaged) || !strings.Contains(err.Error(), "client.players[") || !strings.Contains(err.Error(), c.words) {
				t.Errorf("Parse = %v, want damaged, naming client.players and %q", err, c.words)
			}
		})
	}
}
