package combat

// Dice: the one source of randomness in a battle, seeded, recorded and forceable.

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
)

// Dice rolls every die of a battle from a seed. Tests and scenarios may queue forced results,
// which are used first, one per die, in order. Every roll is recorded by the battle as a
// Rolled event with its reason.
type Dice struct {
	seed   uint64
	rng    *rand.Rand
	forced []int
	count  int
	err    error
}

// NewDice returns dice seeded with seed that use the forced results first.
func NewDice(seed uint64, forced []int) *Dice {
	return &Dice{seed: seed, rng: rand.New(rand.NewPCG(seed, seed^0x5deece66d)), forced: append([]int(nil), forced...)}
}

// Seed returns the seed the dice were made with.
func (d *Dice) Seed() uint64 { return d.seed }

// Forced returns how many forced results are still waiting to be used.
func (d *Dice) Forced() int { return len(d.forced) }

// die rolls one die with the given number of sides, taking a forced result first; it reports
// whether the result was forced. A forced result that does not fit the die is an error the
// battle reports after the action (Battle.Do), and the die is rolled normally instead.
func (d *Dice) die(sides int) (int, bool) {
	d.count++
	if len(d.forced) > 0 {
		v := d.forced[0]
		d.forced = d.forced[1:]
		if v >= 1 && v <= sides {
			return v, true
		}
		if d.err == nil {
			d.err = fmt.Errorf("forced result %d does not fit a d%d (die %d of the battle)", v, sides, d.count)
		}
	}
	return 1 + d.rng.IntN(sides), false
}

// Roll rolls a dice expression outside a battle (between battles: a campaign's rests), forced
// results first, and returns the total and each die's face; a forced result that does not
// fit its die is the error, and that die is rolled normally. In a battle, roll with
// Battle.Roll, which records the roll.
func (d *Dice) Roll(r Roll) (int, []int, error) {
	faces := make([]int, r.Count)
	total := r.Bonus
	for i := range faces {
		faces[i], _ = d.die(r.Sides)
		total += faces[i]
	}
	return total, faces, d.takeErr()
}

// takeErr returns and clears the first forced-result error.
func (d *Dice) takeErr() error {
	err := d.err
	d.err = nil
	return err
}

// Roll is a dice expression: Count dice of Sides sides plus Bonus ("2d6+1").
type Roll struct {
	Count, Sides, Bonus int
}

// ParseRoll reads a dice expression such as "1d8", "2d4+1", "d6" or "3" (a flat number).
func ParseRoll(s string) (Roll, error) {
	t := strings.ToLower(strings.ReplaceAll(s, " ", ""))
	if t == "" {
		return Roll{}, fmt.Errorf("empty dice expression")
	}
	var r Roll
	body, bonus := t, ""
	if i := strings.IndexAny(t[1:], "+-"); i >= 0 {
		body, bonus = t[:i+1], t[i+1:]
	}
	if bonus != "" {
		b, err := strconv.Atoi(bonus)
		if err != nil || b < -100 || b > 100 {
			return Roll{}, fmt.Errorf("dice expression %q: bonus %q is not a number from -100 to 100", s, bonus)
		}
		r.Bonus = b
	}
	n, sides, isDice := strings.Cut(body, "d")
	if !isDice {
		v, err := strconv.Atoi(body)
		if err != nil || v < 0 || v > 1000 || bonus != "" {
			return Roll{}, fmt.Errorf("dice expression %q: want NdS, NdS+B or a number", s)
		}
		return Roll{Bonus: v}, nil
	}
	r.Count = 1
	if n != "" {
		c, err := strconv.Atoi(n)
		if err != nil || c < 1 || c > 100 {
			return Roll{}, fmt.Errorf("dice expression %q: the number of dice must be 1 to 100", s)
		}
		r.Count = c
	}
	sd, err := strconv.Atoi(sides)
	if err != nil || sd < 2 || sd > 1000 {
		return Roll{}, fmt.Errorf("dice expression %q: a die must have 2 to 1000 sides", s)
	}
	r.Sides = sd
	return r, nil
}

// String writes the expression back ("2d6+1").
func (r Roll) String() string {
	if r.Count == 0 {
		return strconv.Itoa(r.Bonus)
	}
	s := fmt.Sprintf("%dd%d", r.Count, r.Sides)
	if r.Bonus > 0 {
		s += "+" + strconv.Itoa(r.Bonus)
	} else if r.Bonus < 0 {
		s += strconv.Itoa(r.Bonus)
	}
	return s
}

// Max is the highest total the expression can give.
func (r Roll) Max() int { return r.Count*r.Sides + r.Bonus }

// Min is the lowest total the expression can give.
func (r Roll) Min() int { return r.Count + r.Bonus }

// MarshalText writes the expression as text, so catalogs and saves read "1d8".
func (r Roll) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText reads an expression written by MarshalText or by hand.
func (r *Roll) UnmarshalText(b []byte) error {
	v, err := ParseRoll(string(b))
	if err != nil {
		return err
	}
	*r = v
	return nil
}
