package sim

// Run: plays many seeded AI-against-AI battles on a worker pool and sums them up.

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"maps"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"skirmish/ai"
	"skirmish/app/mapcheck"
	"skirmish/combat"
	"skirmish/grid"
)

// Options says what to simulate.
type Options struct {
	// Map is the map file (Tiled .tmx or ASCII); it must have Spawn objects.
	Map string
	// Rules is the ruleset's id; "" means the map's ruleset property, else "delvers". The
	// ruleset must be registered (import its package, as the skirmish command does).
	Rules string
	// Battles is how many battles to play (at least 1).
	Battles int
	// Seed is the first battle's seed: battle i (from 0) uses Seed+i for its dice, and side
	// s's AI in it uses Seed+i+s.
	Seed uint64
	// Level is how well every side's AI plays, but those SideLevels names.
	Level ai.Level
	// SideLevels gives some sides a level of their own, by side name (matched without regard
	// to case): `sim --level Goblins=hard`. A name that is no side of the battle is an error.
	SideLevels map[string]ai.Level
	// MaxRounds ends a battle as a draw after that many rounds; 0 means DefaultMaxRounds.
	MaxRounds int
	// Workers is how many battles run at once; 0 means runtime.GOMAXPROCS(0).
	Workers int
	// Trace, when set, receives the AI's debug view of every battle, in battle order: each
	// choice with its score and the runner-up's, each reaction, each retreat's reason.
	Trace io.Writer
}

// DefaultMaxRounds is the round cap when Options.MaxRounds is 0.
const DefaultMaxRounds = 50

// MaxBattles is the most battles one run plays: each battle's result is kept for the report,
// and a million battles already take hours. A larger count is refused before anything is
// reserved for it.
const MaxBattles = 1_000_000

// levels names the AI levels, by ai.Level.
var levels = []string{ai.Easy: "easy", ai.Normal: "normal", ai.Hard: "hard"}

// ParseLevel reads an AI level: easy, normal or hard.
func ParseLevel(s string) (ai.Level, error) {
	for i, name := range levels {
		if strings.EqualFold(strings.TrimSpace(s), name) {
			return ai.Level(i), nil
		}
	}
	return 0, fmt.Errorf("unknown AI level %q: want easy, normal or hard", s)
}

// LevelName returns a level's name (easy, normal, hard).
func LevelName(l ai.Level) string {
	if int(l) >= 0 && int(l) < len(levels) {
		return levels[l]
	}
	return fmt.Sprintf("level %d", int(l))
}

// Run loads the map, builds the battle from its spawns (Setup) and plays opts.Battles
// battles, every side played by an ai.Tactician, on opts.Workers goroutines. Each battle has
// its own combat.Battle; the map is shared read-only. Results are gathered by battle index,
// so the report is the same for any number of workers.
//
// When progress is a terminal, Run draws a one-line progress bar on it (redrawn with \r and
// cleared at the end); otherwise, or when it is nil, it prints nothing. Errors are one line
// and name the map file.
func Run(opts Options, progress io.Writer) (Report, error) {
	bar := newBar(progress, max(opts.Battles, 0))
	defer bar.clear()
	return run(opts, bar)
}

// run is Run, counting each battle done on bar.
func run(opts Options, bar *bar) (Report, error) {
	if opts.Battles < 1 || opts.Battles > MaxBattles {
		return Report{}, fmt.Errorf("%d battles: want 1 to %d", opts.Battles, MaxBattles)
	}
	if opts.MaxRounds == 0 {
		opts.MaxRounds = DefaultMaxRounds
	}
	if opts.MaxRounds < 1 {
		return Report{}, fmt.Errorf("at most %d rounds: want at least 1", opts.MaxRounds)
	}
	if opts.Workers <= 0 {
		opts.Workers = runtime.GOMAXPROCS(0)
	}
	opts.Workers = min(opts.Workers, opts.Battles)
	m, err := grid.Load(opts.Map)
	if err != nil {
		return Report{}, oneLine(opts.Map, err)
	}
	if opts.Rules == "" {
		opts.Rules = m.Ruleset
	}
	if opts.Rules == "" {
		opts.Rules = "delvers"
	}
	rules, err := combat.Rules(opts.Rules)
	if err != nil {
		return Report{}, fmt.Errorf("%s: %w", opts.Map, err)
	}
	if err := mapcheck.Refusal(m, rules); err != nil {
		return Report{}, err
	}
	base, err := Setup(m, rules, opts.Seed)
	if err != nil {
		return Report{}, err
	}
	// A first battle checks the setup before the workers start, so that a setup the
	// ruleset refuses is one error, not one per battle.
	if _, err := combat.New(battleSetup(base, rules, opts.Seed)); err != nil {
		return Report{}, fmt.Errorf("%s: %w", opts.Map, err)
	}
	lv, err := sideLevels(opts, base.Sides)
	if err != nil {
		return Report{}, err
	}

	results := make([]battle, opts.Battles)
	errs := make([]error, opts.Battles)
	var failed atomic.Bool
	jobs := make(chan int)
	done := make(chan int, opts.Workers)
	var wg sync.WaitGroup
	for range opts.Workers {
		wg.Go(func() {
			rules, _ := combat.Rules(opts.Rules) // each worker its own ruleset value
			for i := range jobs {
				if !failed.Load() {
					results[i], errs[i] = play(base, rules, opts, lv, i)
					if errs[i] != nil {
						failed.Store(true)
					}
				}
				done <- i
			}
		})
	}
	go func() {
		for i := range opts.Battles {
			jobs <- i
		}
		close(jobs)
		wg.Wait()
		close(done)
	}()
	for range done {
		bar.step()
	}
	for _, err := range errs {
		if err != nil {
			return Report{}, err
		}
	}
	if opts.Trace != nil {
		for i, r := range results {
			fmt.Fprintf(opts.Trace, "battle %d (seed %d)\n%s", i+1, opts.Seed+uint64(i), r.trace)
		}
	}

	rep := Report{Map: opts.Map, Title: m.Title, Rules: opts.Rules, Level: levelsName(base.Sides, lv), Seed: opts.Seed,
		MaxRounds: opts.MaxRounds}
	units := make([]int, len(base.Sides))
	for _, u := range base.Units {
		for i, s := range base.Sides {
			if u.Side == s {
				units[i]++
			}
		}
	}
	rep.tally(base.Sides, units, results)
	for i := range rep.Sides {
		rep.Sides[i].Level = LevelName(lv[i])
	}
	return rep, nil
}

// sideLevels is the level of each side (by index in sides): opts.Level, but where
// opts.SideLevels names the side. A name there that is no side is an error naming the sides.
func sideLevels(opts Options, sides []string) ([]ai.Level, error) {
	out := make([]ai.Level, len(sides))
	for i := range out {
		out[i] = opts.Level
	}
	names := slices.Sorted(maps.Keys(opts.SideLevels))
	for _, name := range names {
		i := slices.IndexFunc(sides, func(s string) bool { return strings.EqualFold(s, strings.TrimSpace(name)) })
		if i < 0 {
			return nil, fmt.Errorf("%s: --level %s=%s: no side is called %q (the sides: %s)", opts.Map, name,
				LevelName(opts.SideLevels[name]), name, strings.Join(sides, ", "))
		}
		out[i] = opts.SideLevels[name]
	}
	return out, nil
}

// levelsName says the levels the sides play at: "hard" when they all play at one,
// "Delvers hard, Goblins normal" when not.
func levelsName(sides []string, lv []ai.Level) string {
	if !slices.ContainsFunc(lv, func(l ai.Level) bool { return l != lv[0] }) {
		return LevelName(lv[0])
	}
	parts := make([]string, len(sides))
	for i, s := range sides {
		parts[i] = s + " " + LevelName(lv[i])
	}
	return strings.Join(parts, ", ")
}

// play plays battle i of the run, side s's AI at level lv[s].
func play(base combat.Setup, rules combat.Ruleset, opts Options, lv []ai.Level, i int) (battle, error) {
	seed := opts.Seed + uint64(i)
	b, err := combat.New(battleSetup(base, rules, seed))
	if err != nil {
		return battle{}, fmt.Errorf("%s: battle %d (seed %d): %w", opts.Map, i+1, seed, err)
	}
	var trace bytes.Buffer
	ctl := make([]ai.Controller, len(b.Sides))
	for s := range ctl {
		t := ai.NewTactician(lv[s], seed+uint64(s))
		ctl[s] = t
		if opts.Trace != nil {
			ctl[s] = ai.Explain(t, &trace)
		}
	}
	res, err := ai.Play(b, ctl, opts.MaxRounds)
	if err != nil {
		return battle{}, fmt.Errorf("%s: battle %d (seed %d): %w", opts.Map, i+1, seed, err)
	}
	return battle{res: res, capped: !b.Over, trace: trace.Bytes()}, nil
}

// battleSetup is base with its own copy of every unit's sheet, the given ruleset and seed.
func battleSetup(base combat.Setup, rules combat.Ruleset, seed uint64) combat.Setup {
	s := base
	s.Rules, s.Seed = rules, seed
	s.Units = make([]combat.UnitSetup, len(base.Units))
	for i, u := range base.Units {
		u.Sheet = u.Sheet.Clone()
		s.Units[i] = u
	}
	return s
}

// oneLine makes a map's load error one line that names the file: the first problem, and how
// many more there are.
func oneLine(file string, err error) error {
	var ps grid.Problems
	if errors.As(err, &ps) && len(ps) > 1 {
		more := "1 more problem"
		if len(ps) > 2 {
			more = strconv.Itoa(len(ps)-1) + " more problems"
		}
		return fmt.Errorf("%v (and %s; `skirmish validate %s` lists them all)", ps[0], more, file)
	}
	msg, _, _ := strings.Cut(err.Error(), "\n")
	if !strings.Contains(msg, file) {
		msg = file + ": " + msg
	}
	return errors.New(msg)
}

// LevelFlags is the value of sim's repeatable --level flag (flag.Value): a bare LEVEL sets
// every side, SIDE=LEVEL one side.
type LevelFlags struct {
	All   ai.Level
	Sides map[string]ai.Level
}

// String writes the flags as given.
func (f *LevelFlags) String() string {
	if f == nil {
		return "normal"
	}
	s := LevelName(f.All)
	for _, side := range slices.Sorted(maps.Keys(f.Sides)) {
		s += " " + side + "=" + LevelName(f.Sides[side])
	}
	return s
}

// Set reads one --level: LEVEL or SIDE=LEVEL.
func (f *LevelFlags) Set(v string) error {
	side, level, one := strings.Cut(v, "=")
	if !one {
		level = side
	}
	l, err := ParseLevel(level)
	if err != nil {
		return err
	}
	if !one {
		f.All = l
		return nil
	}
	if strings.TrimSpace(side) == "" {
		return fmt.Errorf("--level %s: name the side before the =", v)
	}
	if f.Sides == nil {
		f.Sides = map[string]ai.Level{}
	}
	f.Sides[strings.TrimSpace(side)] = l
	return nil
}
