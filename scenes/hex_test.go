package scenes

// A battle on hexes from the client: setup, deploy along the edges of a map without objects,
// the battle played by clicks on hexes to the results.

import (
	"slices"
	"testing"

	"skirmish/combat"
	"skirmish/game"
	"skirmish/grid"
)

// hexField is a hex map without objects: 12 hexes across, 6 rows, a few walls.
const hexField = "title: Hex Field\nsides: Delvers, Undead\nhex: rows odd\n" +
	". . . . . . . . . . . .\n" +
	" . . . . . # . . . . . .\n" +
	". . . . . # . . . . . .\n" +
	" . . . . . . . . . . . .\n" +
	". . . . . . # . . . . .\n" +
	" . . . . . . . . . . . .\n"

func TestHexBattleFromDeployToResults(t *testing.T) {
	needDisplay(t)
	StartBattle = startBattle
	t.Cleanup(func() { StartBattle = nil })
	g := newTestGame(t, nil)
	c := g.Context()
	s := textSetup(t, c, "hexes.txt", hexField)
	if s.gm.Topology != grid.Hex {
		t.Fatalf("the map is %v, want hexes", s.gm.Topology)
	}
	if got, want := s.topologyNote(combat.RulesetIDs()), "A hex map: played with 13th Age, Delvers, Enchanted Realms (not d20 Sunday Stats)."; got != want {
		t.Errorf("setup says %q, want %q", got, want)
	}
	for i, kind := range []string{"warrior", "zombie"} {
		e, ok := s.cat.Lookup(kind)
		if !ok {
			t.Fatalf("no %s in the catalog", kind)
		}
		if err := s.spec.AddUnit(s.gm, i, e); err != nil {
			t.Fatal(err)
		}
	}
	s.spec.Seed = 5
	s.spec.Fog = true
	s.spec.Sides[0].Human, s.spec.Sides[0].Player = true, "Ann"
	s.spec.Sides[0].Units[0].Name = "Bram"
	s.spec.Sides[1].Units[0].Name = "Rot"
	s.build(c)
	c.Push(NewTitle(c))
	c.Push(s)
	frames(t, g, 2)
	clickOn(t, g, "start")

	// deploy: the first side's band is the two columns at the left edge (grid.Map.EdgeBand)
	d := deployOf(t, g)
	frames(t, g, 2)
	plan := d.Plan()
	for _, p := range plan.Zone(0) {
		if p.X > 1 {
			t.Errorf("Delvers may deploy on %v, outside the left band", p)
		}
	}
	if len(plan.Zone(0)) != 12 {
		t.Errorf("the left band has %d hexes, want 2 columns of 6", len(plan.Zone(0)))
	}
	img, _ := frames(t, g, 1)
	if n := near(img, d.mapRect(), c.Theme.Side(0)); n < 200 {
		t.Errorf("only %d pixels of the Delvers' colour on the map: is the zone lit?", n)
	}
	// a click on the middle of a hex of the band places Bram there: the pointer's hex
	at := grid.Pos{X: 1, Y: 3}
	clickAt(t, g, d, at)
	if !plan.Placed(0, 0) || plan.Unit(0, 0).Pos != at {
		t.Fatalf("Bram placed %v on %v, want %v", plan.Placed(0, 0), plan.Unit(0, 0).Pos, at)
	}
	clickOn(t, g, "start")

	b := battleOf(g)
	if b == nil {
		t.Fatalf("Start opened %T, want the battle", g.Top())
	}
	b.P.SetMaxRounds(40)
	m := b.B().Map
	moved, attacked := false, false
	for step := 0; step < 400; step++ {
		bt, ready, done := humanMove(t, g, step)
		if done {
			break
		}
		if !ready {
			continue
		}
		bram, rot := bt.B().Unit("Bram"), bt.B().Unit("Rot")
		if bt.P.Selected() != bram {
			clickSquare(t, g, bt, bram.Pos)
			if bt.P.Selected() != bram {
				t.Fatalf("clicking Bram's hex %v selected %v", bram.Pos, bt.P.Selected())
			}
		}
		if slices.Contains(targetsOf(bt, "melee"), "Rot") {
			if !m.Adjacent(bram.Pos, rot.Pos) {
				t.Fatalf("melee on Rot listed from %v, %v away", bram.Pos, rot.Pos)
			}
			before := len(bt.B().Log)
			clickSquare(t, g, bt, rot.Pos)
			if len(bt.B().Log) == before {
				t.Fatal("clicking Rot's hex with melee open did nothing")
			}
			attacked = true
			continue
		}
		if sq := squaresOf(bt, "run"); len(sq) > 0 && bram.Sheet.Speed > 0 && !m.Adjacent(bram.Pos, rot.Pos) {
			best := sq[0]
			for _, p := range sq {
				if m.Distance(p, rot.Pos) < m.Distance(best, rot.Pos) {
					best = p
				}
			}
			if best != bram.Pos && m.Distance(best, rot.Pos) < m.Distance(bram.Pos, rot.Pos) {
				from := bram.Pos
				// hovering the hex shows the path: the pointer's hex is the one clicked
				clickSquare(t, g, bt, best)
				if bram.Pos == from {
					t.Fatalf("clicking %v did not move Bram (at %v)", best, from)
				}
				if bram.Pos != best {
					t.Fatalf("Bram went to %v, not the hex clicked, %v", bram.Pos, best)
				}
				moved = true
				continue
			}
		}
		press(t, g, game.EndTurn)
	}
	r, ok := g.Top().(*Results)
	if !ok {
		t.Fatalf("the battle did not reach the results: top is %T", g.Top())
	}
	if !moved || !attacked {
		t.Errorf("moved %v, attacked %v: want Bram to walk the hexes to Rot and strike it", moved, attacked)
	}
	if r.o.Rounds == 0 || len(r.o.Sides) != 2 {
		t.Errorf("outcome %+v", r.o)
	}
	img, _ = frames(t, g, 3)
	checkFrame(t, "results", img, c.Theme.Text, 300, headerBand, bodyBand)
}
