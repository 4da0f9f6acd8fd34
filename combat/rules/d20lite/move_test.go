package d20lite

import (
	"testing"

	"skirmish/combat"
	"skirmish/combat/rulestest"
)

// d20-sunday-stats-combat.txt "Attacks of Opportunity", "Actions": moving out of a threatened
// square draws an attack of opportunity; one a round per combatant; withdraw leaves its
// starting square freely; running loses the Dex bonus to AC.
func TestAttacksOfOpportunity(t *testing.T) {
	room := `
		......
		.AB...
		.C....`
	t.Run("moving out of a threatened square", func(t *testing.T) {
		f := board(t, room, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(fighterSheet(1, 10, 30)), 'C': hero(dummy(10, 10))}, 1, 20, 2)
		f.EndTurn() // B acts: not flat-footed any more
		f.force(15, 3)
		evs := f.Act(moveTo(KindMove, "A", 0, 0))
		rulestest.WantTexts(t, "B's attack of opportunity", rulestest.AttackTexts(evs),
			"d20 15 + BAB 1 + Str 2 = 18 vs AC 12: hit")
		if f.U("A").Pos != pos(0, 0) {
			t.Fatalf("A at %v: it goes on after the attack", f.U("A").Pos)
		}
	})
	t.Run("one a round: the second leaving draws none", func(t *testing.T) {
		f := board(t, room, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(fighterSheet(1, 10, 30)), 'C': hero(fighterSheet(1, 12, 30))}, 2, 20, 1)
		f.EndTurn()
		f.force(5, 3, 5, 3)
		f.Act(moveTo(KindMove, "A", 0, 0))
		f.EndTurn()
		evs := f.Act(moveTo(KindMove, "C", 0, 2))
		if n := len(rulestest.AttackTexts(evs)); n != 0 || len(f.Offered) != 1 {
			t.Fatalf("%d attacks, offered %v: B has had its one attack of opportunity this round", n, f.Offered)
		}
	})
	t.Run("withdraw: the first square is left freely", func(t *testing.T) {
		f := board(t, room, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(fighterSheet(1, 10, 30)), 'C': hero(dummy(10, 10))}, 1, 20, 2)
		f.EndTurn()
		f.Act(moveTo(KindWithdraw, "A", 0, 0))
		if len(f.Offered) != 0 {
			t.Fatalf("offered %v: withdrawing leaves the first square without provoking", f.Offered)
		}
	})
	t.Run("withdraw: leaving a second threatened square still provokes", func(t *testing.T) {
		// A at (1,1) withdraws along the row of B's reach: (2,2) is still beside B
		f := board(t, `
			......
			.A....
			.CB...`, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(fighterSheet(1, 10, 30)), 'C': hero(dummy(10, 10))}, 1, 2, 20)
		f.EndTurn() // B (21), then A (2 + Dex 1), then C (2)
		f.force(5, 3)
		f.Act(combat.Action{Kind: KindWithdraw, Unit: "A", Path: to(4, 0)})
		if len(f.Offered) != 1 {
			t.Fatalf("offered %v: the second square beside B is left with an attack", f.Offered)
		}
	})
	t.Run("a ranged attack provokes from every foe threatening the shooter", func(t *testing.T) {
		f := board(t, `
			.....
			.AB..
			.C..D`, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(fighterSheet(1, 10, 30)), 'C': enemy(fighterSheet(1, 10, 30)), 'D': enemy(dummy(10, 10))}, 1, 19, 18, 2)
		f.EndTurn() // B 20, C 19, A 2 (Dex +1 wins the tie with D)
		f.EndTurn()
		f.force(1, 1, 10, 3)
		f.Act(combat.Action{Kind: KindRanged, Unit: "A", Target: "D", Weapon: "shortbow"})
		rulestest.WantTexts(t, "offered", f.Offered, "B opportunity", "C opportunity")
	})
	t.Run("an unarmed attack provokes from its target only", func(t *testing.T) {
		f := board(t, `
			.....
			.AB..
			.C...`, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(fighterSheet(1, 10, 30)), 'C': enemy(fighterSheet(1, 10, 30))}, 1, 19, 18)
		f.EndTurn()
		f.EndTurn()
		f.force(1, 1)
		f.Act(attack(KindMelee, "A", "B", "unarmed"))
		rulestest.WantTexts(t, "offered", f.Offered, "B opportunity")
	})
	t.Run("standing up is not starred: no attack", func(t *testing.T) {
		f := board(t, room, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(fighterSheet(1, 10, 30)), 'C': hero(dummy(10, 10))}, 1, 20, 2)
		f.EndTurn()
		f.Act(act(KindProne, "A", ""))
		f.Act(act(KindStand, "A", ""))
		if len(f.Offered) != 0 {
			t.Fatalf("offered %v", f.Offered)
		}
	})
	t.Run("running: four times the speed, no Dex to AC", func(t *testing.T) {
		quick := with(fighterSheet(1, 14, 30), func(s *combat.Sheet) { s.Attributes["DEX"] = 14; s.Speed = 5 })
		f := board(t, `
			A........B`, map[rune]who{'A': hero(quick), 'B': enemy(fighterSheet(1, 10, 30))}, 20, 1)
		f.Refused(moveTo(KindRun, "A", 5, 0), "Run", "cannot reach (5,0) with 20 ft")
		f.Act(moveTo(KindRun, "A", 4, 0))
		f.EndTurn()
		f.force(10, 3)
		evs := f.Act(combat.Action{Kind: KindRanged, Unit: "B", Target: "A", Weapon: "shortbow"})
		rulestest.WantTexts(t, "the shot at the runner", rulestest.AttackTexts(evs),
			"d20 10 + BAB 1 + Dex 1 = 12 vs AC 14 − running 2 = 12: hit")
	})
}

// d20-sunday-stats-combat.txt "Actions": Crawl* (2) five feet while prone; Stand up (2);
// Drop prone (0).
func TestProneCrawlStand(t *testing.T) {
	f := board(t, `
		A....
		....B`, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(dummy(10, 10))}, 20, 1)
	f.Refused(moveTo(KindCrawl, "A", 1, 0), "Crawl", "not prone")
	f.Act(act(KindProne, "A", ""))
	f.Refused(moveTo(KindMove, "A", 2, 0), "Crawl", "prone")
	f.Refused(moveTo(KindCrawl, "A", 2, 0), "Crawl", "cannot reach")
	f.Act(moveTo(KindCrawl, "A", 1, 0))
	f.Act(act(KindStand, "A", ""))
	if f.U("A").Is(Prone) || f.U("A").Left(SlotPoints) != 1 {
		t.Fatalf("prone %v, %d points: crawl 2 + stand 2 leave 1", f.U("A").Is(Prone), f.U("A").Left(SlotPoints))
	}
}

// docs/rulings.md "d20 prone": +4 AC against ranged attacks, −4 against melee, −4 to the
// prone one's melee attacks.
func TestProne(t *testing.T) {
	f := board(t, `
		A.....
		BC...D`, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': lying(enemy(dummy(10, 30))), 'C': hero(fighterSheet(1, 12, 30)), 'D': lying(enemy(dummy(10, 30)))}, 20, 1, 19, 2)
	f.Act(act(KindProne, "A", ""))
	f.force(10)
	evs := f.Act(attack(KindMelee, "A", "B", "longsword"))
	rulestest.WantTexts(t, "prone against prone", rulestest.AttackTexts(evs), "d20 10 + BAB 1 + Str 2 − prone 4 = 9 vs AC 10 − prone 4 = 6: hit")
	f.EndTurn()
	f.force(5)
	evs = f.Act(attack(KindRanged, "C", "D", "shortbow"))
	rulestest.WantTexts(t, "a shot at the prone", rulestest.AttackTexts(evs), "d20 5 + BAB 1 + Dex 1 = 7 vs AC 10 + prone 4 = 14: miss")
}

// docs/rulings.md "d20 leaving the battle": from an exit, a move (2 points) off the field;
// leaving its square draws attacks of opportunity.
func TestLeave(t *testing.T) {
	f := board(t, `
		...B
		A.E.`, map[rune]who{'A': hero(fighterSheet(1, 12, 30)), 'B': enemy(fighterSheet(1, 10, 30))}, 20, 1) // B first: it has acted
	f.EndTurn()
	f.Refused(act(KindLeave, "A", ""), "morale", "must stand on an exit")
	f.Act(moveTo(KindMove, "A", 2, 1))
	f.force(1)
	f.Act(act(KindLeave, "A", ""))
	if f.U("A").Status != combat.Fled || len(f.Offered) != 1 {
		t.Fatalf("A %s, offered %v: gone, after B's attack of opportunity", f.U("A").Status, f.Offered)
	}
}
