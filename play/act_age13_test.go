package play

// Click-to-event tests for every 13th Age action kind, in both editions (13th-age-combat-rules.txt
// and 13th-age-2e-reference-sheet.txt): the heroes win the initiative and act first, in board
// order; each case is clicked as a player plays it.

import (
	"testing"

	"skirmish/combat"
)

// age13Units are the cases' units: F a fighter, C a cleric, R a ranger, W a wizard, G a rogue;
// o an orc, z a zombie.
var age13Units = map[rune]who{
	'F': {name: "Fenn", kind: "fighter"}, 'C': {name: "Cara", kind: "cleric"}, 'R': {name: "Rook", kind: "ranger"},
	'W': {name: "Wynn", kind: "wizard"}, 'G': {name: "Gil", kind: "rogue"},
	'o': {name: "Orc", kind: "orc", side: 1}, 'z': {name: "Rot", kind: "zombie", side: 1},
}

// with13 is age13Units with the unit of r changed by f.
func with13(r rune, f func(*who)) map[rune]who { return changed(age13Units, r, f) }

// potion is a healing potion carried.
var potion = combat.Condition{Name: "healing potion"}

// age13Cases are the cases of one edition.
func age13Cases(ed string) []clickCase {
	u := age13Units
	wounded := func(r rune, cond ...combat.Condition) map[rune]who {
		return with13(r, func(w *who) { w.hp = 10; w.cond = cond })
	}
	return []clickCase{
		{name: "Melee attack: a click on the foe engaged", g: age13(ed), board: `
			######
			#Fo..#
			######`, units: u,
			clicks: func(tb *table) { tb.clickUnit("Orc") },
			want:   combat.Action{Kind: "melee", Unit: "Fenn", Target: "Orc"}},
		{name: "Ranged attack: a click on the foe in sight", g: age13(ed), board: `
			########
			#R....o#
			########`, units: u,
			clicks: func(tb *table) { tb.clickUnit("Orc") },
			want:   combat.Action{Kind: "ranged", Unit: "Rook", Target: "Orc"}},
		{name: "Ranged attack: the power picked in the strip", g: age13(ed), board: `
			########
			#W....o#
			########`, units: u,
			clicks: func(tb *table) { tb.choose("ranged"); tb.PickWeapon(1); tb.clickUnit("Orc") },
			want:   combat.Action{Kind: "ranged", Unit: "Wynn", Target: "Orc"}},
		{name: "Move: a click on a square", g: age13(ed), board: `
			########
			#F....o#
			########`, units: u,
			clicks: func(tb *table) { tb.click(3, 1) },
			want:   combat.Action{Kind: "move", Unit: "Fenn", Path: at(3, 1)}},
		{name: "Disengage: away from the foe engaged", g: age13(ed), board: `
			######
			#.Fo.#
			######`, units: u,
			clicks: func(tb *table) { tb.choose("disengage"); tb.click(1, 1) },
			want:   combat.Action{Kind: "disengage", Unit: "Fenn", Path: at(1, 1)}},
		{name: "Rally: a wounded hero spends a recovery", g: age13(ed), board: `
			########
			#F....o#
			########`, units: wounded('F'),
			clicks: func(tb *table) { tb.choose("rally") },
			want:   combat.Action{Kind: "rally", Unit: "Fenn"}},
		{name: "Stabilize: the unconscious ally next to it", g: age13(ed), board: `
			#######
			#CF..o#
			#######`, units: u,
			clicks: func(tb *table) { tb.down("Fenn"); tb.choose("stabilize"); tb.clickUnit("Fenn") },
			want:   combat.Action{Kind: "stabilize", Unit: "Cara", Target: "Fenn"}},
		{name: "Feed a potion: to the unconscious ally next to it", g: age13(ed), board: `
			#######
			#CF..o#
			#######`, units: with13('C', func(w *who) { w.cond = []combat.Condition{potion} }),
			clicks: func(tb *table) { tb.down("Fenn"); tb.choose("potion"); tb.clickUnit("Fenn") },
			want:   combat.Action{Kind: "potion", Unit: "Cara", Target: "Fenn"}},
		{name: "Drink a potion", g: age13(ed), board: `
			########
			#F....o#
			########`, units: wounded('F', potion),
			clicks: func(tb *table) { tb.choose("drink") },
			want:   combat.Action{Kind: "drink", Unit: "Fenn"}},
		{name: "Leave the battle from an exit", g: age13(ed), board: `
			########
			#F....o#
			#E######`, units: u,
			clicks: func(tb *table) { tb.click(1, 2); tb.endTurn(""); tb.choose("leave") },
			want:   combat.Action{Kind: "leave", Unit: "Fenn"}},
		{name: "Coup de grace: on the helpless foe engaged", g: age13(ed), board: `
			######
			#Fo..#
			######`, units: with13('o', func(w *who) { w.cond = []combat.Condition{{Name: "helpless"}} }),
			clicks: func(tb *table) { tb.choose("coup_de_grace"); tb.clickUnit("Orc") },
			want:   combat.Action{Kind: "coup_de_grace", Unit: "Fenn", Target: "Orc"}},
		{name: "Let go: of the foe grabbed", g: age13(ed), board: `
			######
			#Fo..#
			######`, units: with13('o', func(w *who) { w.cond = []combat.Condition{{Name: "grabbed", Source: "Fenn", Owner: "Orc"}} }),
			clicks: func(tb *table) { tb.choose("let_go"); tb.clickUnit("Orc") },
			want:   combat.Action{Kind: "let_go", Unit: "Fenn", Target: "Orc"}},
		{name: "Delay: to act after the orc", g: age13(ed), board: `
			########
			#F....o#
			########`, units: u,
			clicks: func(tb *table) { tb.choose("delay"); tb.clickUnit("Orc") },
			want:   combat.Action{Kind: "delay", Unit: "Fenn", Target: "Orc"}},
		{name: "Flee: the party leaves the fight", g: age13(ed), board: `
			########
			#F....o#
			########`, units: u,
			clicks: func(tb *table) { tb.choose("flee") },
			want:   combat.Action{Kind: "flee", Unit: "Fenn"}},
		{name: "Ready an attack: ranged, for any foe", g: age13(ed), board: `
			########
			#R....o#
			########`, units: u,
			clicks: func(tb *table) {
				tb.choose("ready")
				tb.pick("ranged")
				if err := tb.TakeAny(); err != nil {
					tb.t.Fatal(err)
				}
			},
			want: combat.Action{Kind: "ready", Unit: "Rook", Choice: "ranged"}},
		{name: "Ready an attack: melee, for the orc", g: age13(ed), board: `
			########
			#F....o#
			########`, units: u,
			clicks: func(tb *table) { tb.choose("ready"); tb.pick("melee"); tb.clickUnit("Orc") },
			want:   combat.Action{Kind: "ready", Unit: "Fenn", Target: "Orc", Choice: "melee"}},
		{name: "Ready a move: to the square clicked", g: age13(ed), board: `
			########
			#W....o#
			#......#
			########`, units: u,
			clicks: func(tb *table) { tb.choose("ready_move"); tb.click(1, 2) },
			want:   combat.Action{Kind: "ready_move", Unit: "Wynn", Path: at(1, 2)}},
		{name: "Fight in spirit: the fallen hero's bonus to an ally", g: age13(ed), board: `
			#######
			#FC..o#
			#######`, units: u,
			clicks: func(tb *table) {
				tb.down("Cara") // in Fenn's turn: the fallen may act on a turn of their side
				tb.sel("Cara")
				tb.choose("fight_in_spirit")
				tb.pick("AC")
				tb.clickUnit("Fenn")
			},
			want: combat.Action{Kind: "fight_in_spirit", Unit: "Cara", Target: "Fenn", Choice: "AC"}},
		{name: "End turn", g: age13(ed), board: `
			########
			#F....o#
			########`, units: u,
			clicks: func(tb *table) {
				if err := tb.EndTurn(); err != nil {
					tb.t.Fatal(err)
				}
			},
			want: combat.Action{Kind: combat.EndTurn}},
	}
}

func TestClickEveryAge13Kind(t *testing.T) {
	for _, ed := range []string{"1", "2"} {
		t.Run("edition "+ed, func(t *testing.T) {
			cases := age13Cases(ed)
			skip := []string{"assist"}
			if ed == "2" {
				// 13th-age-2e-reference-sheet.txt "Combat Assist": +2 to a nearby ally's next roll
				cases = append(cases, clickCase{name: "Combat assist: the ally nearby", g: age13(ed), board: `
					#######
					#FC..o#
					#######`, units: age13Units,
					clicks: func(tb *table) { tb.choose("assist"); tb.clickUnit("Cara") },
					want:   combat.Action{Kind: "assist", Unit: "Fenn", Target: "Cara"}})
				skip = nil
			}
			checkEveryKind(t, age13(ed), runClicks(t, cases), skip...)
		})
	}
}

func TestAge13ReactionsByTheDialog(t *testing.T) {
	tough := func(r rune) map[rune]who {
		return with13(r, func(w *who) {
			w.sheet = func(s *combat.Sheet) { s.HP = 200 }
		})
	}
	for _, ed := range []string{"1", "2"} {
		t.Run("edition "+ed, func(t *testing.T) {
			runClicks(t, []clickCase{
				// "Flexible Attacks": the fighter's natural 18 brings up shield bash; the
				// fighter's player takes it, or the plain attack, in the dialog
				answered("Flexible attack chosen after the natural roll", ed, 18, 'F', "flexible", combat.Action{Kind: "flexible", Unit: "Fenn", Weapon: "shield bash"}),
				answered("The plain attack, no flexible one", ed, 18, 'F', "plain", combat.Action{Kind: "plain", Unit: "Fenn"}),
				// "Two-Weapon Fighting": a natural 2 rerolled, or kept
				answered("Two-weapon fighting: reroll the natural 2", ed, 2, 'G', "reroll", combat.Action{Kind: "reroll", Unit: "Gil"}),
				answered("Two-weapon fighting: keep the natural 2", ed, 2, 'G', "keep", combat.Action{Kind: "keep", Unit: "Gil"}),
				// "Readying an Action": the orc comes within reach of the readied attack
				{name: "Readied attack as the foe comes near", g: age13(ed), board: `
					#######
					#F...o#
					#######`, units: age13Units,
					clicks: func(tb *table) {
						tb.choose("ready")
						tb.pick("melee")
						if err := tb.TakeAny(); err != nil {
							tb.t.Fatal(err)
						}
						if !tb.endTurn("readied") {
							tb.t.Fatal("the readied attack was never offered")
						}
					},
					want: combat.Action{Kind: "readied", Unit: "Fenn", Target: "Orc"}, reacted: true},
				{name: "Readied move as the foe comes near", g: age13(ed), board: `
					#######
					#W...o#
					#.....#
					#######`, units: age13Units,
					clicks: func(tb *table) {
						tb.choose("ready_move")
						tb.click(1, 2)
						if !tb.endTurn("readied") {
							tb.t.Fatal("the readied move was never offered")
						}
					},
					want: combat.Action{Kind: "readied", Unit: "Wynn", Target: "Orc", Path: at(1, 2)}, reacted: true},
				// "Intercepting": the orc runs past the free fighter towards the wizard
				{name: "Intercept a foe moving past", g: age13(ed), board: `
					#########
					#o......#
					#..F....#
					#......W#
					#########`, units: tough('o'),
					clicks: func(tb *table) {
						tb.endTurn("")
						if !tb.endTurn("intercept") {
							tb.t.Fatal("the orc did not run past the fighter")
						}
					},
					want: combat.Action{Kind: "intercept", Unit: "Fenn", Target: "Orc"}, reacted: true},
				// "Opportunity Attacks": the orc leaves the fighter for the wounded wizard, worth
				// the fighter's free blow
				{name: "Opportunity attack on a foe moving away", g: age13(ed), board: `
					#########
					#Fo.....#
					#.......#
					#......W#
					#########`, units: with13('W', func(w *who) { w.hp = 3 }),
					clicks: func(tb *table) {
						tb.endTurn("")
						if !tb.endTurn(combat.Opportunity) {
							tb.t.Fatal("the orc never left the fighter")
						}
					},
					want: combat.Action{Kind: combat.Opportunity, Unit: "Fenn", Target: "Orc"}, reacted: true},
			})
		})
	}
}

// answered is a case of the attacker's own choice after its natural roll: the hero of r
// attacks the zombie next to it with the d20 forced to nat, and answers the prompt that comes
// with the reaction of kind.
func answered(name, ed string, nat int, r rune, kind string, want combat.Action) clickCase {
	return clickCase{name: name, g: age13(ed, nat), board: "######\n#" + string(r) + "z..#\n######", units: age13Units,
		clicks: func(tb *table) {
			tb.choose("melee")
			tb.clickUnit("Rot")
			tb.answer(kind)
		},
		want: want, reacted: true}
}

// answer answers the pending prompt with its reaction of the kind named.
func (tb *table) answer(kind string) {
	tb.t.Helper()
	a := tb.Pending()
	if a == nil {
		tb.t.Fatalf("no prompt waits for %s", kind)
	}
	for i, o := range a.Options {
		if o.Kind == kind {
			if err := tb.send(Answer(i)); err != nil {
				tb.t.Fatal(err)
			}
			return
		}
	}
	tb.t.Fatalf("the prompt %q offers %+v, not %s", a.View.Title, a.Options, kind)
}
