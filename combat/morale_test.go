package combat

// Tests of what an attack may do to its target's morale: its own breaking point at half its hp, its group's at a third lost, the fearless.

import (
	"math"
	"strings"
	"testing"

	"skirmish/grid"
)

// threatRules is the stub ruleset where every unit threatens 3 damage a round, so that a
// unit with more hp than 3 per enemy clearly won't die.
type threatRules struct{ stubRules }

func (threatRules) Threat(b *Battle, attacker, target *Unit) int { return 3 }

func TestBreakChance(t *testing.T) {
	cases := []struct {
		name   string
		hp, of int
		e      Estimate
		want   float64
	}{
		// 10 of 10 hp: 5 damage or more leaves it at half; a hit does 3–8 (6 of the 6 values
		// reach 3..8, 4 of them reach 5): 50% to hit × 4/6
		{"a hit of 3–8 on 10 hp: two thirds of the hits take it to half", 10, 10, Estimate{Hit: 0.5, Min: 3, Max: 8}, 0.5 * 4 / 6},
		{"every hit does enough: the chance to hit, less the chance to drop it", 6, 10, Estimate{Hit: 0.6, Min: 1, Max: 6, Kill: 0.1}, 0.5},
		{"no hit does enough", 20, 20, Estimate{Hit: 0.9, Min: 1, Max: 9}, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			u := &Unit{HP: c.hp, Sheet: Sheet{HP: c.of}}
			if got := BreakChance(u, c.e); math.Abs(got-c.want) > 1e-9 {
				t.Errorf("BreakChance = %.4f, want %.4f", got, c.want)
			}
		})
	}
}

func TestOutlook(t *testing.T) {
	hit := Estimate{Hit: 0.5, Min: 1, Max: 6, Kill: 0.2}
	cases := []struct {
		name  string
		setup func(b *Battle) *Unit
		want  MoraleOutlook
	}{
		{"a fresh unit with 5 hp and two foes threatening 3 each: a hit of 3+ takes it to half", func(b *Battle) *Unit {
			return b.Unit("C")
		}, MoraleOutlook{Breaks: 0.5*4/6 - 0.2, Drops: 0.2, GroupBreaks: true}},
		{"the fearless never break", func(b *Battle) *Unit {
			u := b.Unit("C")
			u.Sheet.Traits = []string{"undead"}
			return u
		}, MoraleOutlook{Fearless: "undead"}},
		{"one that clearly won't die does not break at half; its 20 hp gone, its side's 5 against 10 breaks", func(b *Battle) *Unit {
			u := b.Unit("C")
			u.Sheet.HP, u.HP = 20, 20
			return u
		}, MoraleOutlook{Drops: 0.2, GroupBreaks: true}},
		{"a side that still clearly wins without it holds", func(b *Battle) *Unit {
			// without C, Blue's D has 40 hp dealing 1.5 a round (half its best blow of 3: the
			// stub gives no odds), power 60, against Red's 3 + 3 hp dealing 3, power 18
			b.Unit("D").Sheet.HP, b.Unit("D").HP = 40, 40
			for _, n := range []string{"A", "B"} {
				b.Unit(n).Sheet.HP, b.Unit(n).HP = 3, 3
			}
			return b.Unit("C")
		}, MoraleOutlook{Breaks: 0.5*4/6 - 0.2, Drops: 0.2}},
		{"a unit already past half its hp and not clearly safe retreats", func(b *Battle) *Unit {
			u := b.Unit("C")
			u.HP = 2
			return u
		}, MoraleOutlook{Retreating: "it lost half its hp (2 of 5 left), and the foes that could reach it deal up to 6"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b, _ := stubBattle(t)
			b.Rules = threatRules{}
			got := Outlook(b, c.setup(b), hit)
			// Blue began with 2: dropping one is half its numbers, past a third; its group
			// breaks then unless, without the dropped one, it has twice Red's power (Red: 10
			// hp dealing 3 a round, 30)
			if math.Abs(got.Breaks-c.want.Breaks) > 1e-9 || got.Fearless != c.want.Fearless || got.Retreating != c.want.Retreating ||
				got.Drops != c.want.Drops || got.GroupBreaks != c.want.GroupBreaks {
				t.Errorf("Outlook = %+v, want %+v", got, c.want)
			}
		})
	}
	t.Run("a side clearly winning holds when one of it drops", func(t *testing.T) {
		b, _ := stubBattle(t)
		b.Rules = threatRules{}
		b.Unit("A").HP, b.Unit("B").HP = 1, 1 // past half their hp, not safe from Blue's 6: leaving the field
		if got := Outlook(b, b.Unit("C"), hit); got.GroupBreaks {
			t.Errorf("Outlook = %+v: Red's two are leaving, so Blue holds the field and losing one does not break it", got)
		}
	})
}

// blowRules is the stub ruleset where a unit's best blow is its first weapon's most damage;
// it gives no odds, so a side's damage a round counts half of each blow.
type blowRules struct{ stubRules }

func (blowRules) Threat(b *Battle, attacker, target *Unit) int {
	if len(attacker.Sheet.Weapons) == 0 {
		return 0
	}
	return attacker.Sheet.Weapons[0].Damage.Max()
}

// moraleBattle starts a battle on a 30×3 floor of the units given, Red's and Blue's.
func moraleBattle(t *testing.T, units ...UnitSetup) *Battle {
	t.Helper()
	m, err := grid.ParseASCII("floor", strings.Repeat(strings.Repeat(".", 30)+"\n", 3))
	if err != nil {
		t.Fatal(err)
	}
	b, err := New(Setup{Map: m, Rules: blowRules{}, Sides: []string{"Red", "Blue"}, Seed: 1, Units: units})
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Start(); err != nil {
		t.Fatal(err)
	}
	return b
}

// fighter is a unit of a side at x with hp and a club of damage 1d(sides), and traits.
func fighter(name, side string, x, hp, sides int, traits ...string) UnitSetup {
	return UnitSetup{Name: name, Kind: strings.TrimRight(name, "0123456789"), Side: side, Pos: grid.Pos{X: x, Y: 1},
		Sheet: Sheet{HP: hp, AC: 10, Speed: 30, Traits: traits, Weapons: []Weapon{{Name: "club", Kind: Melee, Damage: Roll{Count: 1, Sides: sides}}}}}
}

func slay(b *Battle, names ...string) {
	for _, n := range names {
		b.Emit(StatusChanged{Unit: n, Status: Dead, Why: "test"})
	}
}

// The group rule counts numbers as the texts count them: a mob of mooks (13th Age) is one of
// its side's numbers, each mook lost a fifth of it in a mob of five; a mount is none.
func TestNumbers(t *testing.T) {
	b := moraleBattle(t, fighter("Hero1", "Red", 0, 20, 8), fighter("Hero2", "Red", 1, 20, 8),
		fighter("goblin1", "Blue", 10, 7, 4, "mook"), fighter("goblin2", "Blue", 11, 7, 4, "mook"),
		fighter("goblin3", "Blue", 12, 7, 4, "mook"), fighter("goblin4", "Blue", 13, 7, 4, "mook"),
		fighter("goblin5", "Blue", 14, 7, 4, "mook"), fighter("wolf1", "Blue", 15, 20, 6),
		fighter("horse1", "Red", 2, 12, 4, "mount"))
	if lost, start := Numbers(b, 1); lost != 0 || start != 2 {
		t.Fatalf("Blue: %v lost of %v; want 0 of 2 (the mob and the wolf)", lost, start)
	}
	slay(b, "goblin1", "goblin2", "goblin3")
	if lost, _ := Numbers(b, 1); math.Abs(lost-0.6) > 1e-9 || GroupPastBreakingPoint(b, 1) || Lost(b, 1) != "0.6 of 2" {
		t.Errorf("three of five goblins slain: %v lost (%s), past: %v; want 0.6 of 2, short of a third", lost, Lost(b, 1), GroupPastBreakingPoint(b, 1))
	}
	slay(b, "goblin4")
	if !GroupPastBreakingPoint(b, 1) {
		t.Errorf("four of five goblins slain: 0.8 of 2 is past a third")
	}
	b.Emit(StatusChanged{Unit: "horse1", Status: Fled, Why: "ridden"})
	if lost, start := Numbers(b, 0); lost != 0 || start != 2 {
		t.Errorf("Red with its horse ridden away: %v lost of %v; want 0 of 2: a mount is no casualty", lost, start)
	}
}

// A mook's morale is its mob's: the mob, five goblins of 7 hp (35), breaks as one when it has
// lost half its hit points, its last mooks unhurt as they are.
func TestMobBreaksAsOne(t *testing.T) {
	b := moraleBattle(t, fighter("Hero1", "Red", 0, 20, 20),
		fighter("goblin1", "Blue", 1, 7, 4, "mook"), fighter("goblin2", "Blue", 20, 7, 4, "mook"),
		fighter("goblin3", "Blue", 21, 7, 4, "mook"), fighter("goblin4", "Blue", 22, 7, 4, "mook"),
		fighter("goblin5", "Blue", 23, 7, 4, "mook"), fighter("wolf1", "Blue", 29, 20, 6))
	g := b.Unit("goblin5")
	slay(b, "goblin1", "goblin2")
	if hp, most := Individual(b, g); hp != 21 || most != 35 || IndividualPast(b, g) {
		t.Fatalf("two slain: the mob has %d of %d hp, past: %v; want 21 of 35, not past", hp, most, IndividualPast(b, g))
	}
	b.Emit(Damaged{Unit: "goblin3", Amount: 4, HP: 3, Why: "test"})
	if !IndividualPast(b, g) || PastBreakingPoint(g) {
		t.Fatal("17 of 35 left: the mob is past half, though goblin5 itself is unhurt")
	}
	retreat, why := ShouldRetreat(b, g)
	// the hero, 23 squares away, cannot reach it this round (a charge and a step: 65 ft);
	// Blue has lost 0.4 of its 2 (the mob and the wolf), short of a third
	if retreat {
		t.Errorf("ShouldRetreat = %v (%s): no foe can reach goblin5 before its turn", retreat, why)
	}
	b.Emit(Moved{Unit: "Hero1", From: grid.Pos{X: 0, Y: 1}, To: grid.Pos{X: 22, Y: 0}, Why: "test"})
	if retreat, why := ShouldRetreat(b, g); !retreat || why != "its mob lost half its hp (17 of 35 left), and the foes that could reach it deal up to 20" {
		t.Errorf("with the hero beside it: ShouldRetreat = %v (%s)", retreat, why)
	}
}

// "Clearly winning" is read from the battle: twice the foes' power, the damage a side deals a
// round times its hit points (Strength), of the units holding the field. Hit points alone do
// not make it: 45 hp dealing 1 a round (power 45) is not clearly winning against 20 hp
// dealing 6 (120), whatever twice their hit points would say.
func TestClearlyWinning(t *testing.T) {
	b := moraleBattle(t, fighter("A", "Red", 0, 10, 6), fighter("B", "Red", 1, 10, 6),
		fighter("C", "Blue", 3, 45, 2), fighter("D", "Blue", 4, 5, 2))
	slay(b, "D")
	own, enemy := Strengths(b, 1, nil)
	if own != (Strength{Units: 1, HP: 45, Deal: 1}) || enemy != (Strength{Units: 2, HP: 20, Deal: 6}) {
		t.Fatalf("strengths %+v against %+v", own, enemy)
	}
	if ClearlyWinning(b, 1) {
		t.Error("45 hp dealing 1 against 20 dealing 6: not clearly winning")
	}
	retreat, why := ShouldRetreat(b, b.Unit("C"))
	if want := "Blue lost 1 of 2 and is not clearly winning (Blue 1 units, 45 hp, dealing 1.0 a round against the foes' 2 units, 20 hp, dealing 6.0 a round: power 45 against 120; it needs 2 times theirs)"; !retreat || why != want {
		t.Errorf("ShouldRetreat = %v, %q; want %q", retreat, why, want)
	}
	// Red's A and B at 2 hp of 10: past half, and C's blow of 2 could drop either: they
	// are leaving, and Blue holds the field
	for _, n := range []string{"A", "B"} {
		b.Emit(Damaged{Unit: n, Amount: 8, HP: 2, Why: "test"})
	}
	if !ClearlyWinning(b, 1) {
		t.Error("with Red's two leaving, Blue holds the field: clearly winning")
	}
}
