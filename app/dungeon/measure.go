package dungeon

// Measure: the party's wins over many headless AI battles on one map.

import (
	"fmt"
	"runtime"
	"slices"
	"sync"

	"skirmish/ai"
	"skirmish/app/sim"
	"skirmish/combat"
	"skirmish/grid"
)

// MaxRounds is the round cap of the battles that measure an encounter; a capped battle is no
// win for the party.
const MaxRounds = sim.DefaultMaxRounds

// Tally is the party's wins in a number of battles.
type Tally struct {
	Wins, Battles int
}

// Rate is the share of battles the party won.
func (t Tally) Rate() float64 {
	if t.Battles == 0 {
		return 0
	}
	return float64(t.Wins) / float64(t.Battles)
}

// Interval is the rate's 95% interval (Wilson, as sim reports it).
func (t Tally) Interval() (low, high float64) { return sim.Wilson(t.Wins, t.Battles) }

// add is the two tallies together.
func (t Tally) add(o Tally) Tally { return Tally{t.Wins + o.Wins, t.Battles + o.Battles} }

// String writes the tally: "61.0% (244 of 400, 95% interval 56.1% - 65.7%)".
func (t Tally) String() string {
	lo, hi := t.Interval()
	return fmt.Sprintf("%.1f%% (%d of %d, 95%% interval %.1f%% - %.1f%%)", 100*t.Rate(), t.Wins, t.Battles, 100*lo, 100*hi)
}

// Measure plays n battles on the map m (its spawns give the units) under ruleset rules, battle
// i with seed first+i for its dice and first+i+s for side s's AI (as sim plays them), every
// side's AI at level, on workers goroutines (0: GOMAXPROCS), and counts the party's wins.
func Measure(m *grid.Map, rules string, level ai.Level, first uint64, n, workers int) (Tally, error) {
	return measureStop(m, rules, level, first, n, workers, nil)
}

// measureStop is Measure, asking stop (when not nil) before each battle and failing with
// ErrStopped once it answers true.
func measureStop(m *grid.Map, rules string, level ai.Level, first uint64, n, workers int, stop func() bool) (Tally, error) {
	r, err := combat.Rules(rules)
	if err != nil {
		return Tally{}, err
	}
	base, err := sim.Setup(m, r, first)
	if err != nil {
		return Tally{}, err
	}
	party := slices.Index(base.Sides, PartySide)
	if party < 0 {
		return Tally{}, fmt.Errorf("%s: the party spawns no units", m.File)
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	won := make([]bool, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			rules, _ := combat.Rules(rules) // each worker its own ruleset value
			for i := w; i < n; i += workers {
				if stop != nil && stop() {
					errs[i] = ErrStopped
					continue
				}
				seed := first + uint64(i)
				s := base
				s.Rules, s.Seed = rules, seed
				s.Units = slices.Clone(base.Units)
				for j := range s.Units {
					s.Units[j].Sheet = s.Units[j].Sheet.Clone()
				}
				b, err := combat.New(s)
				if err != nil {
					errs[i] = err
					continue
				}
				ctl := make([]ai.Controller, len(b.Sides))
				for k := range ctl {
					ctl[k] = ai.NewTactician(level, seed+uint64(k))
				}
				res, err := ai.Play(b, ctl, MaxRounds)
				if err != nil {
					errs[i] = fmt.Errorf("%s: battle with seed %d: %w", m.File, seed, err)
					continue
				}
				won[i] = res.Winner == PartySide
			}
		})
	}
	wg.Wait()
	t := Tally{Battles: n}
	for i := range n {
		if errs[i] != nil {
			return Tally{}, errs[i]
		}
		if won[i] {
			t.Wins++
		}
	}
	return t, nil
}

// strength is what one foe of a kind brings: its hit points and the damage it is expected to
// deal a round to the party's units, on average (combat.Strengths' reading, unit by unit).
type strength struct {
	HP, Deal float64
}

// strengths measures each kind's strength against the party on the layout: a battle with one
// unit of each kind, each unit's hp and its best attack's expected damage (combat.EstimateThreat)
// on each of the party's units, averaged.
func strengths(l *Layout, d Map, kinds []string) (map[string]strength, error) {
	d.Foes = nil
	for _, k := range kinds {
		d.Foes = append(d.Foes, Group{Unit: k, Count: 1})
	}
	m, err := l.Load("dungeon.tmx", d)
	if err != nil {
		return nil, err
	}
	r, err := combat.Rules(d.Rules)
	if err != nil {
		return nil, err
	}
	s, err := sim.Setup(m, r, 1)
	if err != nil {
		return nil, err
	}
	b, err := combat.New(s)
	if err != nil {
		return nil, err
	}
	out := map[string]strength{}
	for _, u := range b.Units {
		if b.Sides[u.Side].Name == PartySide {
			continue
		}
		deal, n := 0.0, 0
		for _, e := range b.Units {
			if b.Sides[e.Side].Name != PartySide {
				continue
			}
			est, odds := combat.EstimateThreat(b, u, e)
			if !odds {
				est.Damage = float64(est.Max) / 2
			}
			deal += est.Damage
			n++
		}
		if n > 0 {
			deal /= float64(n)
		}
		out[u.Kind] = strength{HP: float64(u.HP), Deal: deal}
	}
	return out, nil
}
