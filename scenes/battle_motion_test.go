package scenes

import (
	"testing"

	"skirmish/combat"
	_ "skirmish/combat/rules/delvers"
	"skirmish/grid"
	"skirmish/play"
	"skirmish/sound"
)

// motionBattle is a Delvers battle on a row: a warrior (A) beside a skeleton (s), an archer (B)
// four squares off, and a second skeleton.
func motionBattle(t *testing.T) *combat.Battle {
	t.Helper()
	r, err := combat.Rules("delvers")
	if err != nil {
		t.Fatal(err)
	}
	m, err := grid.ParseASCII("row", ".........\n.........")
	if err != nil {
		t.Fatal(err)
	}
	var us []combat.UnitSetup
	for _, u := range []struct {
		name, kind, side string
		x, y             int
	}{{"A", "warrior", "Heroes", 1, 0}, {"Skeleton 1", "skeleton", "Foes", 2, 0}, {"B", "archer", "Heroes", 6, 0}, {"Skeleton 2", "skeleton", "Foes", 2, 1}} {
		e, _ := r.Catalog().Lookup(u.kind)
		us = append(us, combat.UnitSetup{Name: u.name, Kind: u.kind, Side: u.side, Pos: grid.Pos{X: u.x, Y: u.y}, Sheet: e.Sheet.Clone()})
	}
	b, err := combat.New(combat.Setup{Map: m, Rules: r, Sides: []string{"Heroes", "Foes"}, Units: us, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// heardBlows lays out a melee hit of A's, a critical arrow of B's and the skeleton's death as
// the hearer does, the events appended to b's log so that the motion reads them there.
func heardBlows(t *testing.T, b *combat.Battle) []sound.Cue {
	t.Helper()
	n := len(b.Log)
	b.Log = append(b.Log,
		combat.AttackRolled{Attacker: "A", Target: "Skeleton 1", Weapon: "sword", Hit: true},
		combat.AttackRolled{Attacker: "B", Target: "Skeleton 1", Weapon: "longbow", Hit: true, Text: "a critical hit"},
		combat.StatusChanged{Unit: "Skeleton 1", Status: combat.Dead})
	var told []play.Told
	for i := n; i < len(b.Log); i++ {
		told = append(told, play.Told{N: i, Event: b.Log[i]})
	}
	cues, _ := (&sound.Hearer{B: b, Side: -1}).Timeline(told)
	return cues
}

// TestMotionFollowsTheBlows: the warrior lunges at the skeleton as it swings and is back after;
// the skeleton is knocked back from it as the blow lands; the arrow flies from the archer to
// it and lands as its sound does, knocking it back harder (a critical hit, with a shake); it
// falls. Reduce motion keeps the flashes and the fall and nothing that travels.
func TestMotionFollowsTheBlows(t *testing.T) {
	b := motionBattle(t)
	cues := heardBlows(t, b)
	cw, _ := b.Map.CellSize()
	m := &motion{}
	m.plan(b, cues)
	kinds := map[fxKind]int{}
	for _, f := range m.fx {
		kinds[f.kind]++
	}
	if kinds[fxLunge] != 1 || kinds[fxMissile] != 1 || kinds[fxFlash] != 2 || kinds[fxKnock] != 2 || kinds[fxFall] != 1 {
		t.Fatalf("motions %v", kinds)
	}
	at := func(e sound.Effect) float64 {
		for _, c := range cues {
			if c.Effect == e {
				return c.At.Seconds()
			}
		}
		t.Fatalf("no %s cue", e)
		return 0
	}
	m.clock = at(sound.Swing) + lungeTime/2
	if x, _ := m.offset("A", cw); x < 0.2*cw {
		t.Errorf("mid-lunge the warrior is %.1f px towards its foe, want over a fifth of a square", x)
	}
	m.clock = at(sound.Swing) + lungeTime
	if x, y := m.offset("A", cw); x > 0.01 || y != 0 {
		t.Errorf("after the lunge the warrior is off its square by (%.1f, %.1f)", x, y)
	}
	m.clock = at(sound.Hit) + knockTime/3
	if x, _ := m.offset("Skeleton 1", cw); x <= 0 {
		t.Errorf("as the sword lands the skeleton is moved %.1f px, want away from the warrior (+x)", x)
	}
	knock := 0.0
	m.clock = at(sound.Crit) + knockTime/3
	if knock, _ = m.offset("Skeleton 1", cw); knock >= 0 {
		t.Errorf("as the arrow lands the skeleton is moved %.1f px, want away from the archer (-x)", knock)
	}
	if x, y := m.shake(); x == 0 && y == 0 {
		t.Errorf("a critical hit does not shake the screen")
	}
	for _, f := range m.fx {
		if f.kind == fxMissile && (f.effect != sound.Bow || f.start != at(sound.Bow) || f.start+f.dur != at(sound.Crit)) {
			t.Errorf("the arrow flies from %.2f s for %.2f s (%s), want from the bowstring (%.2f s) to the crit (%.2f s)",
				f.start, f.dur, f.effect, at(sound.Bow), at(sound.Crit))
		}
	}
	r := &motion{reduce: true}
	r.plan(b, cues)
	for _, f := range r.fx {
		if f.kind == fxLunge || f.kind == fxKnock || f.kind == fxMissile {
			t.Errorf("reduce motion keeps a motion of kind %d", f.kind)
		}
	}
	if len(r.fx) != 3 {
		t.Errorf("reduce motion keeps %d motions, want the two flashes and the fall", len(r.fx))
	}
	m.clock = 100
	m.advance(1)
	if m.busy() || len(m.fx) != 0 {
		t.Errorf("long after, motions are still under way: %d", len(m.fx))
	}
}

// TestTokensOfAKindAreNumbered: the two skeletons the view shows carry their numbers; the lone
// warrior none, nor a lone skeleton of the other side.
func TestTokensOfAKindAreNumbered(t *testing.T) {
	v := &play.View{Units: []play.UnitView{{Name: "A", Kind: "warrior"}, {Name: "Skeleton 1", Kind: "skeleton", Side: 1},
		{Name: "Skeleton 2", Kind: "skeleton", Side: 1}, {Name: "Skeleton 3", Kind: "skeleton"}}}
	for name, want := range map[string]string{"Skeleton 1": "1", "Skeleton 2": "2", "A": "", "Skeleton 3": ""} {
		if got := number(v, v.Unit(name)); got != want {
			t.Errorf("%s is numbered %q, want %q", name, got, want)
		}
	}
}

// TestMovesWalkTheirPath: a token walks each square of a move in turn, not straight to its end.
func TestMovesWalkTheirPath(t *testing.T) {
	m := &motion{}
	m.walk([]play.Told{
		{N: 0, Event: combat.Moved{Unit: "B", From: grid.Pos{X: 6, Y: 0}, To: grid.Pos{X: 7, Y: 0}, Feet: 5}},
		{N: 1, Event: combat.Moved{Unit: "B", From: grid.Pos{X: 7, Y: 0}, To: grid.Pos{X: 7, Y: 1}, Feet: 10}},
	})
	if got := m.path["B"]; len(got) != 2 || got[0] != (grid.Pos{X: 7, Y: 0}) || got[1] != (grid.Pos{X: 7, Y: 1}) {
		t.Fatalf("B walks %v", got)
	}
	if !m.busy() {
		t.Error("a walk under way is not busy")
	}
	// walked square by square, a 6-square run lands about as soon as a glide straight there
	m.path["R"] = []grid.Pos{{X: 1}, {X: 2}, {X: 3}, {X: 4}, {X: 5}, {X: 6}}
	x, n := 0.0, 0
	for ; len(m.path["R"]) > 0 && n < 1000; n++ {
		next := float64(m.path["R"][0].X) * 32
		x, _ = glide(x, 0, next, 0, m.walkPace("R"))
		if x == next {
			m.path["R"] = m.path["R"][1:]
		}
	}
	if n > 22 || n < 6 {
		t.Errorf("6 squares walked in %d frames, want a glide's 6 to 22", n)
	}
	m.skip()
	if m.busy() {
		t.Error("skipped, the walk goes on")
	}
}
