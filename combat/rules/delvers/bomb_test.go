package delvers

import (
	"slices"
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

// mage: INT 16 (+1), Shoot-1, attack bonus 0, AC 11, 6 hp; a Magic Bomb of 20-ft radius within
// 60 ft, 2d6 + INT; every roll is d20 + attack bonus 0 + INT 1 + Shoot 1 + magic 0.
var (
	magicBomb = combat.Weapon{Name: "magic bomb", Kind: combat.Spell, Damage: combat.Roll{Count: 2, Sides: 6},
		Attributes: []string{"INT"}, Skill: "Shoot", Range: 60, LongRange: 60, Hands: 1, Effects: []string{"radius 20"}}
	mage = combat.Sheet{Hero: true, HP: 6, AC: 11, Speed: 30,
		Attributes: map[string]int{"STR": 10, "DEX": 10, "CON": 10, "INT": 16, "WIS": 10, "CHA": 10},
		Skills:     map[string]int{"Shoot": 1}, Weapons: []combat.Weapon{magicBomb}}
)

// bombed are the targets of the bomb's attack rolls, in order.
func bombed(evs []combat.Event) []string {
	var out []string
	for _, a := range attacks(evs) {
		if a.Kind == KindBomb {
			out = append(out, a.Target)
		}
	}
	return out
}

// TestMagicBomb: "Abilities that have a radius create a square on the grid where each side of
// the square has a length of twice the radius. For example, Magic Bomb creates 20' radius
// explosion. On the grid, this is an 8x8 square." (delvers-combat.md "The Grid"), played
// (docs/rulings.md "Delvers: radius abilities"): the square is centred on the corner of the
// foe's square nearest the caster, one attack roll against each creature in it, friend or foe.
func TestMagicBomb(t *testing.T) {
	units := map[rune]who{'M': {side: "Heroes", sheet: mage}, 'F': {side: "Heroes", sheet: fighter},
		'O': {side: "Foes", sheet: orc}, 'P': {side: "Foes", sheet: orc}, 'Q': {side: "Foes", sheet: orc},
		'R': {side: "Foes", sheet: orc}, 'S': {side: "Foes", sheet: orc}}
	board := `
		.............
		....R........
		.............
		.............
		.............
		M..SF...O...Q
		.............
		.............
		...........P.
		.............`
	t.Run("20-ft radius: the 8x8 square on the foe's corner toward the caster, friends caught", func(t *testing.T) {
		// rolls: R 20 hits (2d6 3+4 + INT 1 = 8), F 9 + 2 = 11 misses AC 15, O 11 + 2 = 13 hits
		// AC 13 (1+1 + 1 = 3), P 10 + 2 = 12 misses
		f := setup(t, board, units, 20, 3, 4, 9, 11, 1, 1, 10)
		evs := f.Act(combat.Action{Kind: KindBomb, Unit: "M", Target: "O", Weapon: "magic bomb"})
		if got := bombed(evs); strings.Join(got, ",") != "R,F,O,P" {
			t.Fatalf("the bomb struck %v, want R, F, O and P (not S at x 3 nor Q at x 12)", got)
		}
		as := attacks(evs)
		wantText(t, "R", as[0].Text, "d20 20 + INT 1 + Shoot 1 = 22 vs AC 13: hit")
		wantText(t, "F", as[1].Text, "d20 9 + INT 1 + Shoot 1 = 11 vs AC 15: miss")
		wantText(t, "O", as[2].Text, "d20 11 + INT 1 + Shoot 1 = 13 vs AC 13: hit")
		if f.U("R").HP != 0 || f.U("O").HP != 6-3 || f.U("F").HP != fighter.HP || f.U("P").HP != 6 {
			t.Errorf("hp R %d, O %d, F %d, P %d; want 0, 3, 10, 6", f.U("R").HP, f.U("O").HP, f.U("F").HP, f.U("P").HP)
		}
	})
	t.Run("the preview: 64 squares, the fighter caught as a friend", func(t *testing.T) {
		f := setup(t, board, units)
		ls, _ := f.Listed("M", KindBomb)
		i := slices.IndexFunc(ls, func(l combat.Legal) bool { return l.Action.Target == "O" })
		if i < 0 || ls[i].Preview == nil {
			t.Fatalf("no bomb at O listed: %v", ls)
		}
		pv := ls[i].Preview
		want := f.Map.AreaCells(nil, grid.Area{Kind: grid.AreaSquare, Origin: grid.Pos{X: 8, Y: 5}, Feet: 20})
		if len(pv.Area) != 64 || !slices.Equal(pv.Area, want) || pv.Area[0] != (grid.Pos{X: 4, Y: 1}) {
			t.Errorf("area %d squares from %v, want the 64 from (4,1)", len(pv.Area), pv.Area[:1])
		}
		if len(pv.Caught) != 4 || !pv.Caught[1].Friend || pv.Foes != 3 || pv.Caught[2].Chance != 0.5 {
			t.Errorf("caught %+v, foes %d; want R, F (friend), O (10 of 20 hit AC 13 at +2), P", pv.Caught, pv.Foes)
		}
	})
	t.Run("on hexes: the burst of 20 ft, every hex within 4 steps of the foe's", func(t *testing.T) {
		f := setupHex(t, `
			hex: rows odd
			. . . . . . . . . . . .
			 . . . . . . . . . . . .
			M . . . . . O . . . P Q
			 . . . . . . . . . . . .
			. . . . . . . . . . . .`, units, 1, 1, 1)
		if got := bombed(f.Act(combat.Action{Kind: KindBomb, Unit: "M", Target: "O"})); strings.Join(got, ",") != "O,P" {
			t.Errorf("the bomb struck %v, want O and P, 4 hexes away (not Q, 5)", got)
		}
	})
	t.Run("not a shot; out of range; out of sight", func(t *testing.T) {
		f := setup(t, "M.........O..#P", units)
		f.Refused(combat.Action{Kind: KindRanged, Unit: "M", Target: "O", Weapon: "magic bomb"}, "Make a Ranged Attack", "no ready bow or thrown weapon")
		f = setup(t, "M............O", units)
		f.Refused(combat.Action{Kind: KindBomb, Unit: "M", Target: "O"}, "The Grid", "65 ft away")
		f = setup(t, "M.#O", units)
		f.Refused(combat.Action{Kind: KindBomb, Unit: "M", Target: "O"}, "Line of Sight", "no line of sight")
	})
}
