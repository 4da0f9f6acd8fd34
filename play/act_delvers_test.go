package play

// Click-to-event tests for every Delvers action kind (delvers-combat.md): the heroes win the
// initiative 8 to 1 and act first; each case is clicked as a player plays it.

import (
	"testing"

	"skirmish/combat"
)

// delversUnits are the cases' units: W a warrior, A an archer, S a skirmisher (javelins), H a
// healer, B a brawler, D a duelist, R a sentinel; z a zombie, b a bandit, o an orc.
var delversUnits = map[rune]who{
	'W': {name: "Wren", kind: "warrior"}, 'A': {name: "Ash", kind: "archer"}, 'S': {name: "Sky", kind: "skirmisher"},
	'H': {name: "Hale", kind: "healer"}, 'B': {name: "Bruno", kind: "brawler"}, 'D': {name: "Dara", kind: "duelist"},
	'R': {name: "Rook", kind: "sentinel"},
	'z': {name: "Rot", kind: "zombie", side: 1}, 'b': {name: "Bandit", kind: "bandit", side: 1}, 'o': {name: "Orc", kind: "orc", side: 1},
}

// with is delversUnits with the unit of r changed by f.
func with(r rune, f func(*who)) map[rune]who { return changed(delversUnits, r, f) }

func TestClickEveryDelversKind(t *testing.T) {
	u := delversUnits
	cases := []clickCase{
		{name: "Make a Melee Attack: a click on the foe next to it", g: delvers(), board: `
			######
			#Wz..#
			######`, units: u,
			clicks: func(tb *table) { tb.clickUnit("Rot") },
			want:   combat.Action{Kind: "melee", Unit: "Wren", Target: "Rot"}},
		{name: "Make a Ranged Attack: a click on the foe in range", g: delvers(), board: `
			########
			#A....z#
			########`, units: u,
			clicks: func(tb *table) { tb.clickUnit("Rot") },
			want:   combat.Action{Kind: "ranged", Unit: "Ash", Target: "Rot", Weapon: "longbow"}},
		{name: "Charge: a click on a foe out of reach, to its nearest square", g: delvers(), board: `
			########
			#W....z#
			########`, units: u,
			clicks: func(tb *table) { tb.clickUnit("Rot") },
			want:   combat.Action{Kind: "charge", Unit: "Wren", Target: "Rot", Path: at(5, 1)}},
		{name: "Charge: the end square picked first", g: delvers(), board: `
			########
			#......#
			#W....z#
			#......#
			########`, units: u,
			clicks: func(tb *table) { tb.choose("charge"); tb.click(5, 1) },
			want:   combat.Action{Kind: "charge", Unit: "Wren", Target: "Rot", Path: at(5, 1)}},
		{name: "Run: a click on a square", g: delvers(), board: `
			########
			#W....z#
			########`, units: u,
			clicks: func(tb *table) { tb.click(3, 1) },
			want:   combat.Action{Kind: "run", Unit: "Wren", Path: at(3, 1)}},
		{name: "Make a Swarm Attack: join the swarm", g: delvers(), board: `
			######
			#Wz..#
			######`, units: u,
			clicks: func(tb *table) { tb.choose("swarm"); tb.pick("join"); tb.clickUnit("Rot") },
			want:   combat.Action{Kind: "swarm", Unit: "Wren", Target: "Rot", Choice: "join"}},
		{name: "Make a Swarm Attack: strike the foe an ally joined the swarm on", g: delvers(), board: `
			######
			#Wz..#
			#R...#
			######`, units: u,
			clicks: func(tb *table) {
				tb.sel("Rook")
				tb.choose("swarm")
				tb.pick("join")
				tb.clickUnit("Rot")
				tb.sel("Wren")
				tb.choose("swarm")
				tb.pick("strike")
				tb.clickUnit("Rot")
			},
			want: combat.Action{Kind: "swarm", Unit: "Wren", Target: "Rot"}},
		{name: "Use a Skill: first aid for the fallen ally next to it", g: delvers(), board: `
			#######
			#HW..z#
			#######`, units: u,
			clicks: func(tb *table) { tb.down("Wren"); tb.sel("Hale"); tb.choose("skill"); tb.clickUnit("Wren") },
			want:   combat.Action{Kind: "skill", Unit: "Hale", Target: "Wren"}},
		{name: "Reload a Weapon: the bow fired", g: delvers(), board: `
			########
			#A....z#
			########`, units: with('A', func(w *who) { w.cond = []combat.Condition{{Name: "unloaded", Source: "longbow", Note: "fired"}} }),
			clicks: func(tb *table) { tb.choose("reload") },
			want:   combat.Action{Kind: "reload", Unit: "Ash"}},
		{name: "Ready an Item: the stowed dagger", g: delvers(), board: `
			########
			#W....z#
			########`, units: with('W', func(w *who) {
			w.sheet = func(s *combat.Sheet) {
				s.Weapons = append(s.Weapons, combat.Weapon{Name: "dagger", Kind: combat.Thrown, Damage: combat.Roll{Count: 1, Sides: 4}, Hands: 1, Range: 10, Stowed: true})
			}
		}),
			clicks: func(tb *table) { tb.choose("ready") },
			want:   combat.Action{Kind: "ready", Unit: "Wren", Weapon: "dagger"}},
		{name: "Stow an Item: one of the skirmisher's two, picked in the strip", g: delvers(), board: `
			########
			#S....z#
			########`, units: u,
			clicks: func(tb *table) { tb.choose("stow"); tb.variant("short sword") },
			want:   combat.Action{Kind: "stow", Unit: "Sky", Weapon: "short sword"}},
		{name: "Disengage: next to an armed foe", g: delvers(), board: `
			######
			#Wz..#
			######`, units: u,
			clicks: func(tb *table) { tb.choose("disengage") },
			want:   combat.Action{Kind: "disengage", Unit: "Wren"}},
		{name: "Screen an Ally: the ally next to it", g: delvers(), board: `
			#######
			#WH..z#
			#######`, units: u,
			clicks: func(tb *table) { tb.choose("screen"); tb.clickUnit("Hale") },
			want:   combat.Action{Kind: "screen", Unit: "Wren", Target: "Hale"}},
		{name: "Screen an Ally: from afar, the ally, then the square", g: delvers(), board: `
			##########
			#W.......#
			#.....H..#
			#.......z#
			##########`, units: u,
			clicks: func(tb *table) { tb.choose("screen"); tb.clickUnit("Hale"); tb.aimSquare() },
			want:   combat.Action{Kind: "screen", Unit: "Wren", Target: "Hale"}},
		{name: "Pick up an Item: the javelin thrown at the foe next to it", g: delvers(), board: `
			#######
			#Sz..o#
			#######`, units: u,
			clicks: func(tb *table) {
				tb.choose("ranged") // the javelin flies, and lies where it struck
				tb.clickUnit("Rot")
				tb.choose("pick_up")
			},
			want: combat.Action{Kind: "pick_up", Unit: "Sky"}},
		{name: "Stand Up: from prone", g: delvers(), board: `
			########
			#W....z#
			########`, units: with('W', func(w *who) { w.cond = []combat.Condition{{Name: "prone"}} }),
			clicks: func(tb *table) { tb.choose("stand_up") },
			want:   combat.Action{Kind: "stand_up", Unit: "Wren"}},
		{name: "Hold an Action", g: delvers(), board: `
			########
			#W....z#
			########`, units: u,
			clicks: func(tb *table) { tb.choose("hold") },
			want:   combat.Action{Kind: "hold", Unit: "Wren"}},
		{name: "Go Prone", g: delvers(), board: `
			########
			#W....z#
			########`, units: u,
			clicks: func(tb *table) { tb.choose("prone") },
			want:   combat.Action{Kind: "prone", Unit: "Wren"}},
		{name: "Total Defense", g: delvers(), board: `
			######
			#Wz..#
			######`, units: u,
			clicks: func(tb *table) { tb.choose("total_defense") },
			want:   combat.Action{Kind: "total_defense", Unit: "Wren"}},
		{name: "Make a Snap Attack: a disciplined soldier's", g: delvers(), board: `
			######
			#Wz..#
			######`, units: with('W', func(w *who) { w.kind = "soldier" }),
			clicks: func(tb *table) { tb.choose("snap"); tb.clickUnit("Rot") },
			want:   combat.Action{Kind: "snap", Unit: "Wren", Target: "Rot"}},
		{name: "Shoving: knock prone", g: delvers(), board: `
			######
			#Wz..#
			######`, units: u,
			clicks: func(tb *table) { tb.choose("shove"); tb.pick("prone"); tb.clickUnit("Rot") },
			want:   combat.Action{Kind: "shove", Unit: "Wren", Target: "Rot", Choice: "prone"}},
		{name: "Shoving: push, into the square picked", g: delvers(), board: `
			######
			#....#
			#Wz..#
			#....#
			######`, units: u,
			clicks: func(tb *table) { tb.choose("shove"); tb.pick("push"); tb.clickUnit("Rot"); tb.aimSquare() },
			want:   combat.Action{Kind: "shove", Unit: "Wren", Target: "Rot", Choice: "push"}},
		{name: "Grappling: seize the foe", g: delvers(), board: `
			######
			#Bz..#
			######`, units: u,
			clicks: func(tb *table) { tb.choose("grapple"); tb.clickUnit("Rot") },
			want:   combat.Action{Kind: "grapple", Unit: "Bruno", Target: "Rot"}},
		{name: "Grappling: break free", g: delvers(), board: `
			######
			#Bz..#
			######`, units: grappled('B', 'z', false),
			clicks: func(tb *table) { tb.choose("escape") },
			want:   combat.Action{Kind: "escape", Unit: "Bruno"}},
		{name: "Grappling: drag the foe two squares", g: delvers(), board: `
			#######
			#...Bz#
			#######`, units: grappled('B', 'z', true),
			clicks: func(tb *table) { tb.choose("drag"); tb.pick("drag"); tb.click(2, 1) },
			want:   combat.Action{Kind: "drag", Unit: "Bruno", Choice: "drag", Path: at(2, 1)}},
		{name: "Grappling: throw the foe", g: delvers(), board: `
			#######
			#...Bz#
			#.....#
			#######`, units: grappled('B', 'z', true),
			clicks: func(tb *table) { tb.choose("drag"); tb.pick("throw"); tb.clickMarked() },
			want:   combat.Action{Kind: "drag", Unit: "Bruno", Choice: "throw"}},
		{name: "Grappling: let go", g: delvers(), board: `
			######
			#Bz..#
			######`, units: grappled('B', 'z', true),
			clicks: func(tb *table) { tb.choose("release") },
			want:   combat.Action{Kind: "release", Unit: "Bruno"}},
		{name: "Dual Wielding Weapons: take up the second blade", g: delvers(), board: `
			########
			#D....z#
			########`, units: u,
			clicks: func(tb *table) { tb.choose("wield") },
			want:   combat.Action{Kind: "wield", Unit: "Dara"}},
		{name: "The Grid: a radius ability (Magic Bomb) at a foe in sight", g: delvers(), board: `
			##########
			#W.....z.#
			##########`, units: with('W', func(w *who) { w.kind = "wizard" }),
			clicks: func(tb *table) { tb.choose("bomb"); tb.clickUnit("Rot") },
			want:   combat.Action{Kind: "bomb", Unit: "Wren", Target: "Rot", Weapon: "magic bomb"}},
		{name: "Morale: leave the battle from an exit", g: delvers(), board: `
			########
			#W....z#
			###E####`, units: u,
			clicks: func(tb *table) { tb.click(3, 2); tb.endTurn(""); tb.sel("Wren"); tb.choose("leave") },
			want:   combat.Action{Kind: "leave", Unit: "Wren"}},
		{name: "End turn", g: delvers(), board: `
			########
			#W....z#
			########`, units: u,
			clicks: func(tb *table) {
				if err := tb.EndTurn(); err != nil {
					tb.t.Fatal(err)
				}
			},
			want: combat.Action{Kind: combat.EndTurn}},
	}
	taken := runClicks(t, cases)
	// Execution Attacks: never possible in a skirmish; its button says why
	t.Run("Execution Attacks: greyed with the rule", func(t *testing.T) {
		tb := newTable(t, delvers(), "######\n#Wz..#\n######", u)
		if err := tb.Choose("execute"); err == nil {
			t.Fatal("an execution attack was chosen in battle")
		}
		taken["execute"] = true
	})
	checkEveryKind(t, delvers(), taken)
}

// grappled are the units with grappler g holding h (holding true) or h holding g.
func grappled(g, h rune, holding bool) map[rune]who {
	us := with(g, func(*who) {})
	a, b := us[g], us[h]
	if !holding {
		a, b = b, a
	}
	a.cond = append(a.cond, combat.Condition{Name: "grappling", Source: b.name})
	b.cond = append(b.cond, combat.Condition{Name: "grappled", Source: a.name})
	if holding {
		us[g], us[h] = a, b
	} else {
		us[g], us[h] = b, a
	}
	return us
}

func TestDelversReactionsByTheDialog(t *testing.T) {
	cases := []clickCase{
		// delvers-combat.md "Total Defense" (instant): taken as the zombie's attack is rolled
		{name: "Total Defense against the attack rolled", g: delvers(), board: `
			######
			#Wz..#
			######`, units: delversUnits,
			clicks: func(tb *table) {
				if !tb.endTurn("total_defense") {
					tb.t.Fatal("Total defense was never offered as the zombie attacked")
				}
			},
			want: combat.Action{Kind: "total_defense", Unit: "Wren"}, reacted: true},
		// "Make a Snap Attack": a disciplined soldier snaps back after a hit, before its damage
		{name: "Make a Snap Attack after the foe's hit", g: delvers(20), board: `
			######
			#Wz..#
			######`, units: with('W', func(w *who) { w.kind = "soldier" }),
			clicks: func(tb *table) {
				if !tb.endTurn("snap") {
					tb.t.Fatal("a snap attack was never offered as the zombie hit")
				}
			},
			want: combat.Action{Kind: "snap", Unit: "Wren", Target: "Rot"}, reacted: true},
		// "Attack of Opportunity": the zombie stands up from prone next to Wren
		{name: "Attack of Opportunity on a foe standing up", g: delvers(), board: `
			######
			#Wz..#
			######`, units: with('z', func(w *who) { w.cond = []combat.Condition{{Name: "prone"}} }),
			clicks: func(tb *table) {
				if !tb.endTurn(combat.Opportunity) {
					tb.t.Fatal("no attack of opportunity was offered as the zombie stood up")
				}
			},
			want: combat.Action{Kind: combat.Opportunity, Unit: "Wren", Target: "Rot"}, reacted: true},
	}
	runClicks(t, cases)
}
