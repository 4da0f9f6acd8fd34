package ai

// Random: a controller that takes random legal actions, the yardstick the AI must beat.

import (
	"math/rand/v2"

	"skirmish/combat"
	"skirmish/grid"
)

// Random picks uniformly among the legal actions of the units whose turn it is, ending the
// turn now and then; it takes every reaction offered with even odds. Seeded: the same seed
// gives the same choices.
type Random struct {
	rng *rand.Rand
}

// NewRandom returns a random controller seeded with seed.
func NewRandom(seed uint64) *Random { return &Random{rng: rand.New(rand.NewPCG(seed, 0x9e3779b9))} }

// Act picks a random legal action.
func (r *Random) Act(b *combat.Battle) combat.Action {
	acts := turnActions(b)
	if len(acts) == 0 || r.rng.IntN(len(acts)+1) == 0 {
		return combat.Action{Kind: combat.EndTurn}
	}
	return acts[r.rng.IntN(len(acts))]
}

// React takes a random reaction half of the time.
func (r *Random) React(b *combat.Battle, u *combat.Unit, p combat.Prompt, opts []combat.Action) int {
	if r.rng.IntN(2) == 0 {
		return -1
	}
	return r.rng.IntN(len(opts))
}

// turnActions lists concrete legal actions of the units whose turn it is: one per option
// target, square and choice (a move's squares only, not every path).
func turnActions(b *combat.Battle) []combat.Action {
	var out []combat.Action
	for _, u := range b.Units {
		if u.Active() && b.InTurnNow(u) {
			out = append(out, unitActions(b, u)...)
		}
	}
	return out
}

// unitActions lists u's concrete legal actions from its options.
func unitActions(b *combat.Battle, u *combat.Unit) []combat.Action {
	var out []combat.Action
	for _, o := range b.Options(u) {
		if o.Err != nil {
			continue
		}
		choices := o.Choices
		if len(choices) == 0 {
			choices = []string{""}
		}
		for _, c := range choices {
			if c == "strike" {
				c = ""
			}
			base := combat.Action{Kind: o.Kind, Unit: u.Name, Option: c}
			switch {
			case len(o.Targets) > 0:
				for _, t := range o.Targets {
					a := base
					a.Target = t
					if b.Check(a) == nil {
						out = append(out, a)
					}
				}
			case len(o.Squares) > 0:
				for _, p := range o.Squares {
					a := base
					a.Path = []grid.Pos{p}
					out = append(out, a)
				}
			default:
				if b.Check(base) == nil {
					out = append(out, base)
				}
			}
		}
	}
	return out
}
