package ai

// Random: a controller that takes random legal actions, the yardstick the AI must beat (a
// test's: nothing plays it).

import (
	"math/rand/v2"

	"skirmish/combat"
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

// turnActions lists the legal actions of the units whose turn it is, every one the ruleset
// lists but the end of the turn.
func turnActions(b *combat.Battle) []combat.Action {
	var out []combat.Action
	var l combat.Listing
	for _, u := range b.Units {
		if u.Active() && b.InTurnNow(u) {
			b.List(u, &l)
			for _, x := range l.Actions {
				if x.Action.Kind != combat.EndTurn {
					out = append(out, x.Action.Clone())
				}
			}
		}
	}
	return out
}
