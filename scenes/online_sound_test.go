package scenes

// The online screen hears its side's events as the sound package decides under fog: a blow on
// the side's unit by a foe its view does not show sounds its impact, not its launch; with the
// foe in view, both. The results screen after a match tells the side's victory or defeat.

import (
	"testing"

	"skirmish/app/netplay"
	"skirmish/app/sim"
	"skirmish/combat"
	"skirmish/play"
	"skirmish/sound"
)

func TestTheOnlineScreenHearsBlowsAsItsSideMay(t *testing.T) {
	needDisplay(t)
	s, err := netplay.HostOptions{Map: onlineMap}.Setup()
	if err != nil {
		t.Fatal(err)
	}
	setup, err := sim.Setup(s.Map, s.Rules, 1)
	if err != nil {
		t.Fatal(err)
	}
	// Red's first unit, struck by Blue's first from beside it
	var mine, foe combat.UnitSetup
	for _, u := range setup.Units {
		switch {
		case u.Side == "Red" && mine.Name == "":
			mine = u
		case u.Side == "Blue" && foe.Name == "":
			foe = u
		}
	}
	weapon := ""
	if len(foe.Sheet.Weapons) > 0 {
		weapon = foe.Sheet.Weapons[0].Name
	}
	foePos := mine.Pos
	foePos.X++
	blow := []play.Told{{N: 10, Event: combat.AttackRolled{Attacker: foe.Name, Target: mine.Name, Weapon: weapon, Kind: "melee", Hit: true, Text: "hit"}}}
	for _, tc := range []struct {
		name       string
		foeInView  bool
		wantLaunch bool
	}{
		{"the foe unseen: its swing is not heard", false, false},
		{"the foe in view: its swing is heard", true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := fakeView(false)
			v.Fog = &play.FogView{}
			v.Units = []play.UnitView{{Name: mine.Name, Kind: mine.Kind, Side: 0, Pos: mine.Pos, HP: mine.Sheet.HP, MaxHP: mine.Sheet.HP}}
			if tc.foeInView {
				v.Units = append(v.Units, play.UnitView{Name: foe.Name, Kind: foe.Kind, Side: 1, Pos: foePos, HP: foe.Sheet.HP, MaxHP: foe.Sheet.HP})
			}
			g, b := openFakeBattle(t, &fakeSeat{view: v}, nil)
			b.hear(g.Context(), v, blow)
			h := b.ears.hearer
			cues, _ := h.Timeline(blow)
			launch, impact := false, false
			for _, c := range cues {
				switch c.Effect {
				case sound.Hit, sound.Crit:
					impact = true
				case sound.Miss, sound.Block:
				default:
					launch = launch || c.Effect != sound.Burst("")
				}
			}
			if !impact || launch != tc.wantLaunch {
				t.Fatalf("the cues heard are %+v: impact %v, launch %v; want the impact, and the launch %v", cues, impact, launch, tc.wantLaunch)
			}
			if b.cues != len(cues) {
				t.Errorf("the screen played %d cues, the hearer lays out %d", b.cues, len(cues))
			}
		})
	}
}
