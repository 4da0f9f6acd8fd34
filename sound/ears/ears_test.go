package ears

// Hearing a play session under fog: three sides, two rooms sealed apart.

import (
	"strings"
	"testing"

	"skirmish/ai"
	"skirmish/combat"
	_ "skirmish/combat/rules/delvers"
	"skirmish/grid"
	"skirmish/play"
	"skirmish/sound"
)

// who is a unit on a board: its kind in the Delvers catalog and its side's index.
type who struct {
	kind string
	side int
}

// board builds a Delvers battle on the board (each letter of units a unit named by it) between
// sides, the first human and the others the AI's, under fog or not.
func board(t *testing.T, text string, units map[rune]who, sides []string, fog bool) *play.Session {
	t.Helper()
	r, err := combat.Rules("delvers")
	if err != nil {
		t.Fatal(err)
	}
	var us []combat.UnitSetup
	var clean []string
	for y, line := range strings.Split(strings.TrimSpace(text), "\n") {
		row := []rune(strings.TrimSpace(line))
		for x, c := range row {
			if w, ok := units[c]; ok {
				e, _ := r.Catalog().Lookup(w.kind)
				us = append(us, combat.UnitSetup{Name: string(c), Kind: w.kind, Side: sides[w.side], Pos: grid.Pos{X: x, Y: y}, Sheet: e.Sheet.Clone()})
				row[x] = '.'
			}
		}
		clean = append(clean, string(row))
	}
	m, err := grid.ParseASCII(t.Name(), strings.Join(clean, "\n"))
	if err != nil {
		t.Fatal(err)
	}
	setup := combat.Setup{Map: m, Rules: r, Sides: sides, Units: us, Seed: 7}
	b, err := combat.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	seats := make([]play.Seat, len(sides))
	for i := range seats {
		seats[i] = play.Seat{Human: i == 0, AI: ai.NewTactician(ai.Normal, uint64(i+1))}
	}
	p, err := play.New(play.Config{Setup: setup, Seats: seats, Fog: fog, MaxRounds: 20}, b)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// sealedRooms are two rooms with no way between them: Ann's warrior (A) and a skeleton (g) in
// the west one, Bo's warrior (X) and a skeleton (r) in the east one.
const sealedRooms = `
	#############
	#.....#.....#
	#.Ag..#.Xr..#
	#.....#.....#
	#############`

var sealedUnits = map[rune]who{'A': {"warrior", 0}, 'g': {"skeleton", 2}, 'X': {"warrior", 1}, 'r': {"skeleton", 2}}

// blows sorts the attacks of a battle's log by the room they were struck in.
func blows(t *testing.T, log []combat.Event) (west, east []int) {
	t.Helper()
	for i, e := range log {
		if a, ok := e.(combat.AttackRolled); ok {
			switch a.Attacker {
			case "A", "g":
				west = append(west, i)
			default:
				east = append(east, i)
			}
		}
	}
	if len(west) == 0 || len(east) == 0 {
		t.Fatalf("the battle should have blows in both rooms: west %v, east %v", west, east)
	}
	return west, east
}

// heard are the log's events that cues were called for by.
func heard(cues []sound.Cue) map[int][]sound.Effect {
	out := map[int][]sound.Effect{}
	for _, c := range cues {
		out[c.Event] = append(out[c.Event], c.Effect)
	}
	return out
}

// TestHiddenFoesBlowsAreSilent: under fog, Ann (west room) hears the blows struck beside her
// warrior and none of the fight in the sealed east room; without fog she hears both.
func TestHiddenFoesBlowsAreSilent(t *testing.T) {
	sides := []string{"Ann's", "Bo's", "Beasts"}
	for _, fog := range []bool{true, false} {
		p := board(t, sealedRooms, sealedUnits, sides, fog)
		p.RunAI(4)
		west, east := blows(t, p.B.Log)
		h := &sound.Hearer{}
		Listen(h, p)
		if want := map[bool]int{true: 0, false: -1}[fog]; h.Side != want {
			t.Fatalf("fog %v: the hearer listens as side %d, want %d", fog, h.Side, want)
		}
		cues, length := h.Timeline(ToldTo(p, 0))
		if length <= 0 {
			t.Fatalf("fog %v: the timeline is empty", fog)
		}
		by := heard(cues)
		for _, i := range west {
			if len(by[i]) < 2 {
				t.Errorf("fog %v: blow %d beside Ann's warrior sounds %v, want its launch and impact", fog, i, by[i])
			}
		}
		for _, i := range east {
			if fog && len(by[i]) > 0 {
				t.Errorf("under fog, blow %d in the sealed room (%+v) sounds %v to Ann", i, p.B.Log[i], by[i])
			}
			if !fog && len(by[i]) == 0 {
				t.Errorf("without fog, blow %d in the east room is silent", i)
			}
		}
		if fog {
			for _, c := range cues {
				if !p.Sight().Knows(0, c.Event) {
					t.Errorf("Ann hears %s for event %d, which she may not know of", c.Effect, c.Event)
				}
			}
		}
	}
}
