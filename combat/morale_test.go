package combat

// Tests of what an attack may do to its target's morale: its own breaking point at half its hp, its group's at a third lost, the fearless.

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
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

// The group rule counts numbers as the texts count them (docs/rulings.md "Morale: mooks",
// "Morale: mounts"): a mob of mooks (13th Age) is one of its side's numbers, each mook lost a
// fifth of it in a mob of five; a mount is none, and ridden off the field no casualty.
func TestNumbers(t *testing.T) {
	mob := func(n, hp int) []UnitSetup {
		var out []UnitSetup
		for i := range n {
			out = append(out, fighter("goblin"+strconv.Itoa(i+1), "Blue", 10+i, hp, 4, "mook"))
		}
		return out
	}
	heroes := []UnitSetup{fighter("Hero1", "Red", 0, 20, 8), fighter("Hero2", "Red", 1, 20, 8)}
	cases := []struct {
		name  string
		units []UnitSetup
		gone  []string // slain, or fled with Fled below
		fled  bool
		side  int
		lost  string // Lost
		past  bool   // GroupPastBreakingPoint
	}{
		{"a mob of five and a wolf are 2 numbers; none lost", append(mob(5, 7), fighter("wolf1", "Blue", 20, 20, 6)), nil, false, 1, "0 of 2", false},
		{"three of a mob of five slain: 0.6 of 2, short of a third", append(mob(5, 7), fighter("wolf1", "Blue", 20, 20, 6)),
			[]string{"goblin1", "goblin2", "goblin3"}, false, 1, "0.6 of 2", false},
		{"four of a mob of five slain: 0.8 of 2, past a third", append(mob(5, 7), fighter("wolf1", "Blue", 20, 20, 6)),
			[]string{"goblin1", "goblin2", "goblin3", "goblin4"}, false, 1, "0.8 of 2", true},
		{"a mob of six wholly lost is exactly 1 of 2 (not six sixths summed, 2.0)", append(mob(6, 4), fighter("wolf1", "Blue", 20, 20, 6)),
			[]string{"goblin1", "goblin2", "goblin3", "goblin4", "goblin5", "goblin6"}, false, 1, "1 of 2", true},
		{"two mobs of three and a wolf are 3; a whole mob fled is 1 of 3, a third", append(append(mob(3, 4),
			fighter("rat1", "Blue", 14, 3, 2, "mook"), fighter("rat2", "Blue", 15, 3, 2, "mook"), fighter("rat3", "Blue", 16, 3, 2, "mook")),
			fighter("wolf1", "Blue", 20, 20, 6)), []string{"rat1", "rat2", "rat3"}, true, 1, "1 of 3", true},
		{"two heroes and a horse are 2: a mount is none of its side's numbers", append(heroes, fighter("horse1", "Red", 2, 12, 4, "mount")),
			nil, false, 0, "0 of 2", false},
		{"the horse ridden off the field (fled): 0 of 2, no casualty", append(heroes, fighter("horse1", "Red", 2, 12, 4, "mount")),
			[]string{"horse1"}, true, 0, "0 of 2", false},
		{"a hero slain beside the horse: 1 of 2", append(heroes, fighter("horse1", "Red", 2, 12, 4, "mount")),
			[]string{"Hero1"}, false, 0, "1 of 2", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			units := slices.Clone(c.units)
			if c.side == 1 {
				units = append(units, heroes...)
			} else {
				units = append(units, fighter("orc1", "Blue", 25, 10, 6))
			}
			b := moraleBattle(t, units...)
			for _, n := range c.gone {
				if c.fled {
					b.Emit(StatusChanged{Unit: n, Status: Fled, Why: "test"})
				} else {
					slay(b, n)
				}
			}
			if got := Lost(b, c.side); got != c.lost || GroupPastBreakingPoint(b, c.side) != c.past {
				t.Errorf("lost %s, past a third: %v; want %s, %v", got, GroupPastBreakingPoint(b, c.side), c.lost, c.past)
			}
		})
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

// "Clearly winning" is read from the battle (docs/rulings.md "Clearly winning"): at least
// twice the foes' power, the damage a side deals a round times its hit points (Strength), of
// the units holding the field. The stub gives no odds, so each unit deals half its best blow
// (a club of 1d6: 3) a round.
func TestClearlyWinning(t *testing.T) {
	many := func(prefix, side string, at, n, hp, sides int) []UnitSetup {
		var out []UnitSetup
		for i := range n {
			out = append(out, fighter(prefix+strconv.Itoa(i+1), side, at+i, hp, sides))
		}
		return out
	}
	cases := []struct {
		name       string
		units      []UnitSetup
		slain      []string
		hp         map[string]int // hit points left after a blow
		own, enemy Strength
		winning    bool
		why        string // ShouldRetreat's reason for Blue's first unit standing, if it breaks
	}{
		{"6 units with 1.99 times the foes' hp, 3 of 9 lost (13th Age, Hob's Ford, seed 60): power 2142 against 540, clearly winning",
			append(append(many("A", "Red", 0, 3, 20, 6), many("B", "Blue", 5, 8, 20, 6)...), fighter("C", "Blue", 13, 19, 6)),
			[]string{"B1", "B2", "B3"}, nil,
			Strength{Units: 6, HP: 119, Deal: 18}, Strength{Units: 3, HP: 60, Deal: 9}, true, ""},
		{"45 hp dealing 1 against 20 dealing 6: power 45 against 120, not clearly winning whatever twice their hp would say",
			[]UnitSetup{fighter("A", "Red", 0, 10, 6), fighter("B", "Red", 1, 10, 6), fighter("C", "Blue", 3, 45, 2), fighter("D", "Blue", 4, 5, 2)},
			[]string{"D"}, nil, Strength{Units: 1, HP: 45, Deal: 1}, Strength{Units: 2, HP: 20, Deal: 6}, false,
			"Blue lost 1 of 2, not clearly winning: 1 unit, 45 hp, dealing 1.0 a round (power 45) against the foes' 2 units, 20 hp, dealing 6.0 a round (power 120), short of twice their power"},
		{"more units and as many hp, half the damage: 4 units, 40 hp, dealing 4 (power 160) against 2, 40 hp, dealing 6 (240): not clearly winning",
			append(many("A", "Red", 0, 2, 20, 6), many("B", "Blue", 5, 6, 10, 2)...), []string{"B5", "B6"}, nil,
			Strength{Units: 4, HP: 40, Deal: 4}, Strength{Units: 2, HP: 40, Deal: 6}, false,
			"Blue lost 2 of 6, not clearly winning: 4 units, 40 hp, dealing 4.0 a round (power 160) against the foes' 2 units, 40 hp, dealing 6.0 a round (power 240), short of twice their power"},
		{"exactly twice the foes' power: 20 hp dealing 3 (60) against 10 dealing 3 (30), clearly winning",
			[]UnitSetup{fighter("A", "Red", 0, 10, 6), fighter("C", "Blue", 3, 20, 6), fighter("D", "Blue", 4, 5, 6)}, []string{"D"}, nil,
			Strength{Units: 1, HP: 20, Deal: 3}, Strength{Units: 1, HP: 10, Deal: 3}, true, ""},
		{"just short of twice: 20 hp dealing 3 (60) against 11 dealing 3 (33), not clearly winning",
			[]UnitSetup{fighter("A", "Red", 0, 11, 6), fighter("C", "Blue", 3, 20, 6), fighter("D", "Blue", 4, 5, 6)}, []string{"D"}, nil,
			Strength{Units: 1, HP: 20, Deal: 3}, Strength{Units: 1, HP: 11, Deal: 3}, false,
			"Blue lost 1 of 2, not clearly winning: 1 unit, 20 hp, dealing 3.0 a round (power 60) against the foes' 1 unit, 11 hp, dealing 3.0 a round (power 33), short of twice their power"},
		{"the foes leaving the field (past half their hp, a blow from dropping) hold none of it: clearly winning, with no foe left to deal damage to",
			[]UnitSetup{fighter("A", "Red", 0, 10, 6), fighter("B", "Red", 1, 10, 6), fighter("C", "Blue", 3, 45, 2), fighter("D", "Blue", 4, 5, 2)},
			[]string{"D"}, map[string]int{"A": 2, "B": 2}, Strength{Units: 1, HP: 45}, Strength{}, true, ""},
		{"its own last unit leaving (2 of 20 hp, a blow from dropping): it holds none of the field, not clearly winning",
			[]UnitSetup{fighter("A", "Red", 0, 10, 6), fighter("C", "Blue", 1, 20, 6), fighter("D", "Blue", 4, 5, 6)},
			[]string{"D"}, map[string]int{"C": 2}, Strength{}, Strength{Units: 1, HP: 10, Deal: 0}, false,
			"it lost half its hp (2 of 20 left), and the foes that could reach it deal up to 6"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := moraleBattle(t, c.units...)
			slay(b, c.slain...)
			for n, hp := range c.hp {
				b.Emit(Damaged{Unit: n, Amount: b.Unit(n).HP - hp, HP: hp, Why: "test"})
			}
			own, enemy := Strengths(b, 1, nil)
			if !sameStrength(own, c.own) || !sameStrength(enemy, c.enemy) {
				t.Fatalf("strengths %+v against %+v, want %+v against %+v", own, enemy, c.own, c.enemy)
			}
			if got := ClearlyWinning(b, 1); got != c.winning {
				t.Errorf("ClearlyWinning = %v, want %v", got, c.winning)
			}
			var first *Unit
			for _, u := range b.Units {
				if u.Side == 1 && u.Active() {
					first = u
					break
				}
			}
			if retreat, why := ShouldRetreat(b, first); retreat != (c.why != "") || why != c.why {
				t.Errorf("ShouldRetreat(%s) = %v, %q; want %q", first.Name, retreat, why, c.why)
			}
		})
	}
}

// sameStrength compares two strengths, their damage to a millionth.
func sameStrength(a, b Strength) bool {
	return a.Units == b.Units && a.HP == b.HP && math.Abs(a.Deal-b.Deal) < 1e-6
}

// A side's strength asked from several goroutines at once (the screen's preview while the AI
// thinks on the same battle, play.Match.Think) gives each the answer the battle's state
// gives; under the race detector, the kept answers are never written while read.
func TestStrengthsAskedTogether(t *testing.T) {
	b := moraleBattle(t, fighter("A", "Red", 0, 10, 6), fighter("B", "Red", 1, 10, 6),
		fighter("C", "Blue", 3, 45, 2), fighter("D", "Blue", 4, 5, 2), fighter("E", "Blue", 5, 9, 4))
	type ask struct {
		side    int
		without *Unit
	}
	var asks []ask
	for side := range 2 {
		asks = append(asks, ask{side, nil})
		for _, u := range b.Units {
			asks = append(asks, ask{side, u})
		}
	}
	want := make([][2]Strength, len(asks))
	for i, a := range asks {
		want[i][0], want[i][1] = strengths(b, a.side, a.without)
	}
	var wg sync.WaitGroup
	errs := make(chan string, 8*len(asks))
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range 50 * len(asks) {
				i := (k + g*3) % len(asks)
				own, enemy := Strengths(b, asks[i].side, asks[i].without)
				if own != want[i][0] || enemy != want[i][1] {
					errs <- fmt.Sprintf("side %d without %v: %+v against %+v, want %+v", asks[i].side, asks[i].without, own, enemy, want[i])
					return
				}
				Outlook(b, b.Unit("C"), Estimate{Hit: 0.5, Min: 1, Max: 6})
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// "undead, constructs, religious zealots, and extremely militarized creatures are notable
// exceptions" (delvers-combat.md "Morale"): a side all of whose numbers are fearless has no
// group breaking point; its mounts are none of its numbers (docs/rulings.md "Morale: mounts").
func TestFearlessSide(t *testing.T) {
	cases := []struct {
		name  string
		units []UnitSetup
		want  bool
	}{
		{"three undead: fearless", []UnitSetup{fighter("skel1", "Blue", 5, 10, 6, "undead"), fighter("skel2", "Blue", 6, 10, 6, "undead"),
			fighter("skel3", "Blue", 7, 10, 6, "undead")}, true},
		{"two undead riders and their horse: fearless, the mount none of its numbers", []UnitSetup{fighter("knight1", "Blue", 5, 10, 6, "undead"),
			fighter("knight2", "Blue", 6, 10, 6, "undead"), fighter("horse1", "Blue", 7, 12, 4, "mount")}, true},
		{"an undead and a goblin: not fearless", []UnitSetup{fighter("skel1", "Blue", 5, 10, 6, "undead"), fighter("goblin1", "Blue", 6, 5, 4)}, false},
		{"a horse alone: no numbers, not fearless", []UnitSetup{fighter("horse1", "Blue", 5, 12, 4, "mount")}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := moraleBattle(t, append([]UnitSetup{fighter("Hero1", "Red", 0, 20, 8)}, c.units...)...)
			if got := FearlessSide(b, 1); got != c.want {
				t.Errorf("FearlessSide = %v, want %v", got, c.want)
			}
		})
	}
}

// The group clause's reason says how the mob was counted: "lost 0.8 of 2 (a mob of mooks
// counts as one)", four goblins of five slain beside a wolf; a side with no mob is counted by
// its units, with no such words.
func TestGroupRetreatsCountsAMobAsOne(t *testing.T) {
	heroes := []UnitSetup{fighter("Hero1", "Red", 0, 40, 8), fighter("Hero2", "Red", 1, 40, 8), fighter("wolf1", "Blue", 9, 20, 6)}
	cases := []struct {
		name  string
		trait string // the goblins'
		want  string
	}{
		// Blue: the wolf (20 hp, 3 a round) and goblin5, its mob past half (7 of 35) and
		// within the heroes' reach (16 a blow together): leaving. Red: 80 hp dealing 8, power 640.
		{"a mob of five goblins and a wolf, four goblins slain: 0.8 of 2", "mook",
			"Blue lost 0.8 of 2 (a mob of mooks counts as one), not clearly winning: 1 unit, 20 hp, dealing 3.0 a round (power 60) " +
				"against the foes' 2 units, 80 hp, dealing 8.0 a round (power 640), short of twice their power"},
		// goblin5 unhurt holds: Blue 27 hp dealing 5 (power 135) against 640
		{"five goblins who are no mooks and a wolf, four slain: 4 of 6", "",
			"Blue lost 4 of 6, not clearly winning: 2 units, 27 hp, dealing 5.0 a round (power 135) " +
				"against the foes' 2 units, 80 hp, dealing 8.0 a round (power 640), short of twice their power"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			units := slices.Clone(heroes)
			for i := range 5 {
				g := fighter("goblin"+strconv.Itoa(i+1), "Blue", 3+i, 7, 4)
				if c.trait != "" {
					g.Sheet.Traits = []string{c.trait}
				}
				units = append(units, g)
			}
			b := moraleBattle(t, units...)
			slay(b, "goblin1", "goblin2", "goblin3", "goblin4")
			if retreat, why := GroupRetreats(b, 1); !retreat || why != c.want {
				t.Errorf("GroupRetreats = %v, %q; want %q", retreat, why, c.want)
			}
		})
	}
}
