package combat

// Tests of what an attack may do to its target's morale: its own breaking point at half its hp, its group's at a third lost, the fearless.

import (
	"math"
	"testing"
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
			b.Unit("D").Sheet.HP, b.Unit("D").HP = 20, 20 // Blue 25 against Red's 10; 20 left after C drops
			return b.Unit("C")
		}, MoraleOutlook{Breaks: 0.5*4/6 - 0.2, Drops: 0.2}},
		{"a unit already past half its hp and not clearly safe retreats", func(b *Battle) *Unit {
			u := b.Unit("C")
			u.HP = 2
			return u
		}, MoraleOutlook{Retreating: "lost half its hp (2 of 5 left)"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b, _ := stubBattle(t)
			b.Rules = threatRules{}
			got := Outlook(b, c.setup(b), hit)
			// Blue began with 2: dropping one is half its numbers, past a third; its group
			// breaks then unless, without the dropped one's hp, it has twice Red's 10
			if math.Abs(got.Breaks-c.want.Breaks) > 1e-9 || got.Fearless != c.want.Fearless || got.Retreating != c.want.Retreating ||
				got.Drops != c.want.Drops || got.GroupBreaks != c.want.GroupBreaks {
				t.Errorf("Outlook = %+v, want %+v", got, c.want)
			}
		})
	}
	t.Run("a side clearly winning holds when one of it drops", func(t *testing.T) {
		b, _ := stubBattle(t)
		b.Rules = threatRules{}
		b.Unit("A").HP, b.Unit("B").HP = 1, 1 // Blue's 10 hp against Red's 2
		if got := Outlook(b, b.Unit("C"), hit); got.GroupBreaks {
			t.Errorf("Outlook = %+v: Blue has five times Red's hp, so losing one does not break it", got)
		}
	})
}
