package ai

// Tests of 13th Age's powers and helping hands: which power an attack uses and when a daily or recharge one is spent (the rogue's shadow strike for its invisibility), closing in rather than throwing, drinking a potion, stabilizing, assisting, readying and delaying.

import (
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rules/age13"
	"skirmish/grid"
)

func TestPowersAndHelpingHands(t *testing.T) {
	spendMove := func(c rune) func(b *combat.Battle) {
		return func(b *combat.Battle) {
			b.Emit(combat.Spent{Unit: named(b, c).Name, Slot: age13.SlotMove, N: 1, For: "test: moved already"})
		}
	}
	cases := []struct {
		name, ed, board string
		first           rune
		hp              map[rune]int
		setup           func(b *combat.Battle)
		want            string // the kind chosen and the target's letter
		weapon          string // the power named, if any
		why             string // a fragment of the Tactician's reason
	}{
		// javelin: d20 + DEX 0 + level 1 vs AC 15, 1d6; javelin of faith: d20 + WIS 4 + level 1
		// vs PD 15, 1d8 + 4: the spell by far. Word of binding (recharge) is kept for better
		// game than a 6-hp rat.
		{name: "the cleric casts javelin of faith, not a javelin", ed: "1", board: `
			C....r
			.....r`, first: 'C', want: "ranged r", weapon: "javelin of faith"},
		// an orc has as many hit points as the cleric at full: worth its recharge power
		{name: "a strong foe: word of binding", ed: "1", board: `
			C....o
			.....o`, first: 'C', want: "ranged o", weapon: "word of binding", why: "recharge 16+: a strong foe: 27 hp"},
		// two fresh orcs: 27 hp is less than twice the wizard's 21, no one is down, and ray of
		// frost drops an orc no less often than acid arrow: the daily is kept
		{name: "fresh orcs: ray of frost, acid arrow kept", ed: "1", board: `
			F.W.....o
			........o`, first: 'W', setup: spendMove('W'), want: "ranged o", weapon: "ray of frost"},
		// two orcs at 14 hp, just over half their 27 (they hold): ray of frost drops one only
		// on a crit (5%), acid arrow (2d10 + 4, 14+ on 64 in 100 of its hits) about 40% of
		// the time; the wizard alone (21 hp dealing 15.2 a round: power 319) against the two
		// (28 hp dealing 12.0: 336) is not clearly winning, so a daily is worth spending
		{name: "orcs at 14 hp: acid arrow, it likely drops one", ed: "1", board: `
			W.......o
			.........
			.........
			........o`, first: 'W', hp: map[rune]int{'o': 14}, want: "ranged o", weapon: "acid arrow", why: "daily: it likely drops"},
		// the fighter beside it, the two heroes clearly winning (51 hp dealing 20.6, power
		// 1051, against 336): the daily is kept for a fight that needs it (the wizard has
		// moved, keeping back from the orcs, already)
		{name: "clearly winning: acid arrow kept", ed: "1", board: `
			F.W.....o
			.........
			.........
			........o`, first: 'W', hp: map[rune]int{'o': 14}, setup: spendMove('W'), want: "ranged o", weapon: "ray of frost"},
		{name: "the fighter is down: acid arrow, the side is pressed", ed: "1", board: `
			F.W.....o
			C.R.....o`, first: 'W', setup: func(b *combat.Battle) { fall(b, named(b, 'F'), -2) },
			want: "ranged o", weapon: "acid arrow", why: "the side is pressed: F is down"},
		// three rats side by side against the wizard alone (not clearly winning: 21 hp
		// dealing 13 a round against the rats' 18 dealing 13): lightning fork goes at all three
		{name: "three rats in a group: lightning fork", ed: "1", board: `
			W.......r
			........r
			........r`, first: 'W', weapon: "lightning fork", why: "and 2 more with lightning fork (daily: it goes at 3 foes)"},
		// the rogue between two orcs: shadow strike (vs AC 16, 0.525 with the reroll of a 2)
		// hits a little less often than deadly thrust (vs PD 14, 0.63), but a hit leaves it
		// invisible until the end of its next turn, half of both orcs' blows missing it
		// completely: 0.525 × 0.25 × (10 + 10) = 2.6 more
		{name: "two orcs on the rogue: shadow strike, to vanish", ed: "1", board: `
			oT.
			.o.`, first: 'T', want: "melee o", weapon: "shadow strike", why: "daily: it may hide T' from 2 foes"},
		// one orc: the daily is kept, deadly thrust goes for its PD
		{name: "one orc on the rogue: deadly thrust, shadow strike kept", ed: "1", board: `
			oT.
			...`, first: 'T', want: "melee o", weapon: "deadly thrust"},
		// 12 of 30 is staggered; the two orcs' best blows (10 each) could drop it before its
		// next turn: it drinks its potion (1d10 + CON 2, 7.5 on average) with its quick action
		{name: "staggered between two orcs: the fighter drinks a potion", ed: "1", board: `
			.oFo.`, first: 'F', hp: map[rune]int{'F': 12}, setup: potions('F', 1), want: "drink", why: "2 foes could deal 20 of its 12 hp"},
		// one orc's 10 cannot drop it: the potion is kept, and the recovery spent by a rally
		{name: "one orc far off: no drink, it rallies", ed: "1", board: `
			F.....o`, first: 'F', hp: map[rune]int{'F': 12}, setup: potions('F', 1), want: "rally"},
		// its last potion goes to the dying cleric beside it
		{name: "the last potion is for the dying cleric", ed: "1", board: `
			.oFo.
			..C..`, first: 'F', hp: map[rune]int{'F': 12}, setup: func(b *combat.Battle) {
			potions('F', 1)(b)
			fall(b, named(b, 'C'), -3)
		}, want: "potion C"},
		// the orc is three squares off: the fighter steps up to strike with its longsword
		// (d20 + STR 4 + level 1, 1d8 + 4) rather than throw a javelin (DEX 1, 1d6 + 1)
		{name: "a fighter closes in rather than throw its javelin", ed: "1", board: `
			F...o`, first: 'F', want: "move", why: "to strike with its blade rather than throw"},
		// three failed death saves: the fourth kills (3 in 4); the cleric's check, d20 + WIS 4
		// + level 1 vs 10, succeeds 80% of the time: 0.8 × 0.75 × 20 = 12
		{name: "the cleric stabilizes the dying fighter", ed: "1", board: `
			CF....o
			WR....o`, first: 'C', setup: func(b *combat.Battle) {
			fall(b, named(b, 'F'), -3)
			give(b, named(b, 'F'), combat.Condition{Name: age13.DeathSaves, Value: 3, Ends: combat.EndOfBattle})
		}, want: "stabilize F", why: "else it dies 75% of the time"},
		// stabilized already, its failed saves no longer count: the cleric attacks (with word of
		// binding: an ally is down)
		{name: "a stabilized fighter is left be", ed: "1", board: `
			CF....o
			WR....o`, first: 'C', setup: func(b *combat.Battle) {
			fall(b, named(b, 'F'), -3)
			give(b, named(b, 'F'), combat.Condition{Name: age13.Stabilized})
		}, want: "ranged o", weapon: "word of binding", why: "the side is pressed"},
		// the ranger has moved; the wall hides the orc, which is free to come round: it
		// readies its bow rather than spend its standard action on a second move
		{name: "a ranger readies its bow for the orc coming round the wall", ed: "1", board: `
			##########
			#R.......#
			#######..#
			#o.......#
			##########`, first: 'R', setup: spendMove('R'), want: "ready", why: "could come within it before its next turn"},
		// the same, but the orc is held in a melee with the fighter: nobody is coming, and
		// the ranger, its move spent, keeps its standard action for nothing better
		{name: "no foe coming: the ranger moves on", ed: "1", board: `
			##########
			#R.......#
			#######..#
			#oF......#
			##########`, first: 'R', setup: spendMove('R'), want: "end_turn"},
		// edition 2: the wizard has moved and has no sight of the orc, which is engaged with
		// the fighter: +2 on the fighter's next attack
		{name: "edition 2: the wizard assists the fighter it cannot help otherwise", ed: "2", board: `
			#########
			#W......#
			#######F#
			#######o#
			#########`, first: 'W', setup: spendMove('W'), want: "assist F", why: "engaged"},
		// the wizard cannot move (stuck) nor see the orc, which the fighter holds: it has
		// nothing to do now, and delays until after the fighter's turn
		{name: "nothing to do: the wizard delays until after the fighter", ed: "1", board: `
			#########
			#W......#
			#######F#
			#######o#
			#########`, first: 'W', setup: func(b *combat.Battle) {
			give(b, named(b, 'W'), combat.Condition{Name: age13.Stuck, Ends: age13.SaveNormal, Owner: named(b, 'W').Name})
		}, want: "delay F", why: "nothing useful to do"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := board13(t, c.ed, c.board, c.first, c.hp)
			if c.setup != nil {
				c.setup(b)
			}
			tac, a := act(t, b, c.want)
			got := choice(b, a)
			t.Log(tac.Why)
			if c.want != "" && got != c.want || c.weapon != "" && a.Weapon != c.weapon || !strings.Contains(tac.Why, c.why) {
				t.Fatalf("chose %q with %q (%s); want %q with %q, why saying %q", got, a.Weapon, tac.Why, c.want, c.weapon, c.why)
			}
		})
	}
}

// potions gives the unit of the letter n healing potions.
func potions(c rune, n int) func(b *combat.Battle) {
	return func(b *combat.Battle) {
		for range n {
			give(b, named(b, c), combat.Condition{Name: age13.HealingPotion})
		}
	}
}

// TestDrinkThenStrike: the potion is a quick action, and the hero still strikes this turn.
func TestDrinkThenStrike(t *testing.T) {
	// 9 of 30 next to an orc whose best blow is 10: it drinks (1d10 + CON 2: 12 to 21 hp),
	// and, no longer outmatched, strikes with its standard action
	b := board13(t, "1", "Fo", 'F', map[rune]int{'F': 9})
	potions('F', 2)(b)
	tac := steady(Normal, 1)
	var got []string
	for range 2 {
		a := tac.Act(b)
		got = append(got, choice(b, a))
		if _, err := b.Do(a); err != nil {
			t.Fatalf("%v: %v (%s)", a, err, tac.Why)
		}
	}
	if got[0] != "drink" || got[1] != "melee o" {
		t.Fatalf("chose %v, want drink then melee o", got)
	}
	if u := named(b, 'F'); u.HP < 12 || u.HP > 21 || len(u.ConditionsNamed(age13.HealingPotion)) != 1 || u.Left(age13.SlotQuick) != 0 {
		t.Fatalf("F at %d hp with %d potions and %d quick actions, want 12 to 21, 1 and 0", u.HP, len(u.ConditionsNamed(age13.HealingPotion)), u.Left(age13.SlotQuick))
	}
}

// TestThreatsTo: in 13th Age a foe moves (its speed) and then attacks: an orc (speed 30 ft)
// strikes a hero up to 35 ft off, not Delvers' charge of 65 ft; an orc archer's shortbow
// reaches its far range, 120 ft, after its move: 150 ft (13th-age-combat-rules.txt "Actions
// on Your Turn", "Ranged Attacks"). The orc's best blow is 10, the archer's 10.
func TestThreatsTo(t *testing.T) {
	row := func(foe rune, squares int) string {
		return "F" + strings.Repeat(".", squares-1) + string(foe)
	}
	cases := []struct {
		name   string
		board  string
		threat int
		n      int
	}{
		{"an orc 35 ft off: a move and a step", row('o', 7), 10, 1},
		{"an orc 40 ft off: out of reach", row('o', 8), 0, 0},
		{"an orc archer 150 ft off: a move and its far range", row('a', 30), 10, 1},
		{"an orc archer 155 ft off: out of reach", row('a', 31), 0, 0},
	}
	for _, c := range cases {
		for _, level := range []Level{Normal, Hard} {
			t.Run(c.name+[]string{" (easy)", " (normal)", " (hard)"}[level], func(t *testing.T) {
				b := board13(t, "1", c.board, 'F', nil)
				threat, n := NewTactician(level, 1).threatsTo(b, named(b, 'F'))
				if threat != c.threat || n != c.n {
					t.Fatalf("threatsTo = %d from %d foes, want %d from %d", threat, n, c.threat, c.n)
				}
			})
		}
	}
}

// TestReadyReach: a hero readies its attack for a foe that two moves (2 × 30 ft) bring within
// its reach: the ranger's longbow to its far range, 120 ft (60 + 120 = 180 ft, 36 squares),
// the fighter's blade a step (60 + 5 = 65 ft, 13 squares) (13th-age-combat-rules.txt
// "Readying an Action", "Actions on Your Turn").
func TestReadyReach(t *testing.T) {
	row := func(hero rune, squares int) string {
		return string(hero) + strings.Repeat(".", squares-1) + "o"
	}
	cases := []struct {
		name  string
		board string
		hero  rune
		want  string // the attack readied, "" for none
	}{
		{"the ranger, an orc 180 ft off", row('R', 36), 'R', "ranged"},
		{"the ranger, an orc 185 ft off", row('R', 37), 'R', ""},
		{"the fighter, an orc 65 ft off", row('F', 13), 'F', "melee"},
		{"the fighter, an orc 70 ft off", row('F', 14), 'F', ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := board13(t, "1", c.board, c.hero, nil)
			u := named(b, c.hero)
			var l combat.Listing
			if b.List(u, &l, combat.MeanReady); !l.Has(combat.MeanReady) {
				t.Fatal("no ready action listed")
			}
			s, ok := steady(Normal, 1).ready(b, u, &l)
			if got := map[bool]string{true: s.a.Choice}[ok]; got != c.want {
				t.Fatalf("readied %q (%s), want %q", got, s.why, c.want)
			}
		})
	}
}

// TestSidearm: a fighter not yet engaged that can step next to a foe closes in rather than
// throw its javelin; one already engaged (next to an orc) is not pushed to move (13th Age:
// moving away draws the orc's opportunity attack, 13th-age-combat-rules.txt "Movement and
// Melee").
func TestSidearm(t *testing.T) {
	cases := []struct {
		name, board string
		to          grid.Pos // the end of advance's move
		want        bool
	}{
		{"free, the orc 20 ft off", "F...o", grid.Pos{X: 3, Y: 0}, true},
		{"free, the move ends away from the orc", "F...o\n.....", grid.Pos{X: 1, Y: 1}, false},
		{"engaged with an orc, another 20 ft off", "oF...o", grid.Pos{X: 4, Y: 0}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := board13(t, "1", c.board, 'F', nil)
			u := named(b, 'F')
			move := scored{a: combat.Action{Kind: age13.KindMove, Unit: u.Name, Path: []grid.Pos{c.to}}, m: combat.MeanMove}
			if got := sidearm(b, u, move, true); got != c.want {
				t.Fatalf("sidearm = %v, want %v", got, c.want)
			}
		})
	}
}
