package dungeon

// Tune: foes chosen so that the party wins as often as asked, measured by headless battles.

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"

	"skirmish/ai"
	"skirmish/combat"
	"skirmish/grid"
)

// Options say what dungeon to make and how hard.
type Options struct {
	// Rules is the ruleset's id (registered: import its package).
	Rules string
	// Seed makes the dungeon: its layout, its candidate encounters and the battles that
	// measure them. The same options give the same dungeon.
	Seed  uint64
	Size  Size
	Theme Theme
	// Hex lays the dungeon on hexes (the ruleset must play hex maps).
	Hex bool
	// Target is the party's wanted win rate, from 0.05 to 0.95.
	Target float64
	// Level is every side's AI level in the measuring battles.
	Level ai.Level
	// Party is the party's catalog id (default "delver", the ruleset's party group) and
	// PartySize its number of units (default 4).
	Party     string
	PartySize int
	// Heroes, when set, are the party instead of Party and PartySize: one unit of each
	// catalog id (a campaign's party).
	Heroes []string
	// Probe is how many battles measure a candidate while tuning (default 100); Verify how
	// many fresh battles, on seeds the tuning never played, measure the result (default 400).
	Probe, Verify int
	// Tolerance is how far from Target the verified rate may be before the tuner tries
	// another candidate (default 0.05); Retries how many more it tries (default 2).
	Tolerance float64
	Retries   int
	// Workers is how many battles run at once (0: GOMAXPROCS).
	Workers int
	// Log, when set, gets a line per measurement.
	Log io.Writer
	// Progress, when set, is called after each measurement with what the tuning has done so
	// far (a screen's progress; called on Tune's goroutine).
	Progress func(Progress)
	// Stop, when set, is asked before each battle; once it answers true, Tune returns
	// ErrStopped.
	Stop func() bool
}

// Progress is how far a tuning has gone: the battles played, the encounters measured, the
// step it is at ("searching", "confirming", "verifying") and the last measurement.
type Progress struct {
	Battles, Encounters int
	Step                string
	Last                Probe
}

// ErrStopped is Tune's error when Options.Stop stopped it.
var ErrStopped = errors.New("the tuning was stopped")

// Probe is one measurement while tuning: an encounter, its estimated power and the party's
// wins against it.
type Probe struct {
	Foes  Encounter
	Power float64
	Tally
}

// Result is a tuned dungeon.
type Result struct {
	Layout *Layout
	Map    Map
	// Tuning are the measurements that chose the foes; Verified the party's wins against
	// them in Verify battles on fresh seeds from VerifySeed (battle i: VerifySeed+i).
	Tuning     []Probe
	Verified   Tally
	VerifySeed uint64
	// Within reports whether the verified rate is within Tolerance of Target.
	Within bool
}

// candidate is an encounter and its estimated power: the Lanchester square-law product of the
// foes' hit points and their expected damage a round (combat.Strength.Power).
type candidate struct {
	foes  Encounter
	power float64
	// tally pools the tuning battles played against it; rejected says a trial set it aside
	// (settle), failed that it failed a verification.
	tally            Tally
	rejected, failed bool
}

// maxFoes is the most foes a dungeon of the size gets: three a room besides the party's.
func maxFoes(l *Layout) int { return min(3*(len(l.Rooms)-1), 24) }

// candidates are the encounters the tuner chooses among, weakest (by power) first: for each
// number of foes from 1 to maxFoes, every single kind and a few seeded mixes of the kinds.
func candidates(l *Layout, kinds []string, st map[string]strength, seed uint64) []candidate {
	r := rng(seed, 2)
	seen := map[string]bool{}
	var out []candidate
	add := func(counts []int) {
		var e Encounter
		hp, deal := 0.0, 0.0
		for i, c := range counts {
			if c > 0 {
				e = append(e, Group{Unit: kinds[i], Count: c})
				hp += float64(c) * st[kinds[i]].HP
				deal += float64(c) * st[kinds[i]].Deal
			}
		}
		if key := e.String(); !seen[key] {
			seen[key] = true
			out = append(out, candidate{foes: e, power: hp * deal})
		}
	}
	for n := 1; n <= maxFoes(l); n++ {
		for k := range kinds {
			counts := make([]int, len(kinds))
			counts[k] = n
			add(counts)
		}
		for range 6 {
			counts := make([]int, len(kinds))
			a, b := r.IntN(len(kinds)), r.IntN(len(kinds))
			for range n {
				if r.IntN(3) == 0 {
					counts[b]++
				} else {
					counts[a]++
				}
			}
			add(counts)
		}
	}
	slices.SortStableFunc(out, func(a, b candidate) int { return cmp.Compare(a.power, b.power) })
	return out
}

// neighbours adds to cs the encounters one step from cs[i] that the list lacks and returns
// their indexes: with more, each with one foe more of a kind (at most most foes); else each
// with one foe fewer of a kind it has, and each with one foe of a kind swapped for one of the
// weakest kind.
func neighbours(cs *[]candidate, i int, more bool, kinds []string, st map[string]strength, most int) []int {
	base := map[string]int{}
	total := 0
	for _, g := range (*cs)[i].foes {
		base[g.Unit] += g.Count
		total += g.Count
	}
	weakest := kinds[0]
	for _, k := range kinds {
		if st[k].HP*st[k].Deal < st[weakest].HP*st[weakest].Deal {
			weakest = k
		}
	}
	seen := map[string]bool{}
	for _, c := range *cs {
		seen[c.foes.String()] = true
	}
	var out []int
	add := func(counts map[string]int) {
		var e Encounter
		hp, deal := 0.0, 0.0
		for _, k := range kinds {
			if n := counts[k]; n > 0 {
				e = append(e, Group{Unit: k, Count: n})
				hp += float64(n) * st[k].HP
				deal += float64(n) * st[k].Deal
			}
		}
		if len(e) == 0 || seen[e.String()] {
			return
		}
		seen[e.String()] = true
		*cs = append(*cs, candidate{foes: e, power: hp * deal})
		out = append(out, len(*cs)-1)
	}
	for _, k := range kinds {
		counts := maps.Clone(base)
		switch {
		case more && total < most:
			counts[k]++
			add(counts)
		case !more && base[k] > 0:
			counts[k]--
			add(counts)
			if k != weakest {
				counts[weakest]++
				add(counts)
			}
		}
	}
	return out
}

// Seeds of the measuring battles: the tuning's from seed·2³² up, the verification's from
// seed·2³² + 2³¹ up, so that the two never share a battle.
func tuningSeed(seed uint64) uint64 { return seed << 32 }
func verifySeed(seed uint64) uint64 { return seed<<32 + 1<<31 }

// Tune makes the dungeon of o and chooses its foes: it generates the layout, lists candidate
// encounters from the theme's kinds in the ruleset's catalog ordered by power, and looks for
// one the party beats o.Target of the time, every measurement on seeds not used before:
//
//  1. bisection over the ordered candidates (more power, fewer wins for the party), o.Probe
//     battles a candidate;
//  2. trials (settle): the candidate a logistic fit of the win rate against the log of power
//     (over every measurement) puts nearest the target, measured o.Probe battles at a time
//     and judged at o.Verify and twice o.Verify battles: accepted when its verification is
//     predicted to land within the tolerance four times in five or more, else set aside
//     (early, when clearly off; then its neighbours are listed and the next is tried);
//  3. verification: the accepted candidate plays o.Verify battles on fresh seeds. If that
//     rate is more than o.Tolerance from the target, its battles join the tuning's, it is set
//     aside, and steps 2 and 3 run again, up to o.Retries times, each verification on seeds
//     no earlier measurement played.
//
// The result says the last verified rate with its 95% interval, whether it is within
// tolerance or not.
func Tune(o Options) (*Result, error) {
	o = o.withDefaults()
	if o.Target < 0.05 || o.Target > 0.95 || math.IsNaN(o.Target) {
		return nil, fmt.Errorf("a win chance of %v: want 0.05 to 0.95", o.Target)
	}
	rules, err := combat.Rules(o.Rules)
	if err != nil {
		return nil, err
	}
	kinds, err := o.Theme.Kinds(o.Rules, rules.Catalog())
	if err != nil {
		return nil, err
	}
	if o.Hex && !slices.Contains(rules.Describe().Topologies, grid.Hex) && len(rules.Describe().Topologies) > 0 {
		return nil, fmt.Errorf("the %s rules play %s: no dungeon on hexes", o.Rules, rules.Describe().Maps())
	}
	l := GenerateOn(o.Size, o.Theme, o.Seed, o.Hex)
	d := Map{Rules: o.Rules, Party: o.Party, PartySize: o.PartySize, Heroes: o.Heroes}
	st, err := strengths(l, d, kinds)
	if err != nil {
		return nil, err
	}
	cs := candidates(l, kinds, st, o.Seed)
	res := &Result{Layout: l}
	next := tuningSeed(o.Seed)
	var prog Progress
	step := "searching"
	measured := map[int]bool{}
	measure := func(i int, n int, first uint64) (Tally, error) {
		d.Foes = cs[i].foes
		m, err := l.Load("dungeon.tmx", d)
		if err != nil {
			return Tally{}, err
		}
		t, err := measureStop(m, o.Rules, o.Level, first, n, o.Workers, o.Stop)
		if err != nil {
			return Tally{}, err
		}
		if o.Log != nil {
			fmt.Fprintf(o.Log, "%-40s power %8.0f: the party wins %s\n", cs[i].foes, cs[i].power, t)
		}
		if o.Progress != nil {
			measured[i] = true
			prog.Battles += t.Battles
			prog.Encounters = len(measured)
			prog.Step = step
			prog.Last = Probe{Foes: cs[i].foes, Power: cs[i].power, Tally: t}
			o.Progress(prog)
		}
		return t, nil
	}
	probe := func(i int) error {
		t, err := measure(i, o.Probe, next)
		next += uint64(o.Probe)
		if err != nil {
			return err
		}
		cs[i].tally = cs[i].tally.add(t)
		res.Tuning = append(res.Tuning, Probe{Foes: cs[i].foes, Power: cs[i].power, Tally: t})
		return nil
	}
	// 1. bisection: lo is beaten more often than the target, hi less.
	lo, hi := 0, len(cs)-1
	for _, i := range []int{lo, hi} {
		if err := probe(i); err != nil {
			return nil, err
		}
	}
	for hi-lo > 1 && cs[lo].tally.Rate() > o.Target && cs[hi].tally.Rate() < o.Target {
		mid := (lo + hi) / 2
		if err := probe(mid); err != nil {
			return nil, err
		}
		if cs[mid].tally.Rate() > o.Target {
			lo = mid
		} else {
			hi = mid
		}
	}
	verifyAt := verifySeed(o.Seed)
	for try := 0; ; try++ {
		// 2. trials: the candidate nearest the target by the fit, measured o.Probe battles at
		// a time until it is accepted or rejected, then the next.
		step = "measuring"
		best, err := settle(&cs, o, kinds, st, maxFoes(l), probe)
		if err != nil {
			return nil, err
		}
		// 3. verification on seeds no measurement has played.
		step = "verifying on fresh battles"
		t, err := measure(best, o.Verify, verifyAt)
		if err != nil {
			return nil, err
		}
		step = "measuring again"
		d.Foes = cs[best].foes
		res.Map, res.Verified, res.VerifySeed = d, t, verifyAt
		res.Within = math.Abs(t.Rate()-o.Target) <= o.Tolerance
		if res.Within || try >= o.Retries {
			break
		}
		// 4. missed: its battles join the tuning's, it is set aside, and the trials go on
		// (with its neighbours listed: one foe more, or one fewer or one swapped for the
		// weakest kind) towards another verification on fresh seeds.
		cs[best].tally = cs[best].tally.add(t)
		cs[best].failed = true
		res.Tuning = append(res.Tuning, Probe{Foes: cs[best].foes, Power: cs[best].power, Tally: t})
		verifyAt += uint64(o.Verify)
		neighbours(&cs, best, t.Rate() > o.Target, kinds, st, maxFoes(l))
	}
	return res, nil
}

// withDefaults fills in the options left zero.
func (o Options) withDefaults() Options {
	if o.Party == "" {
		o.Party = "delver"
	}
	if o.PartySize <= 0 {
		o.PartySize = 4
	}
	if len(o.Heroes) > 0 {
		o.PartySize = len(o.Heroes)
	}
	if o.Probe <= 0 {
		o.Probe = 100
	}
	if o.Verify <= 0 {
		o.Verify = 400
	}
	if o.Tolerance <= 0 {
		o.Tolerance = 0.05
	}
	if o.Retries < 0 {
		o.Retries = 0
	} else if o.Retries == 0 {
		o.Retries = 2
	}
	if o.Size.W == 0 {
		o.Size = Sizes[0]
	}
	if o.Theme.Name == "" {
		o.Theme = Themes[0]
	}
	return o
}

// logistic is the party's win rate against the log of the foes' power, fitted:
// p = 1/(1+e^-(a+b·(x-mx))). ok is false when there was nothing to fit.
type logistic struct {
	a, b, mx float64
	ok       bool
}

// rate is the fitted win rate at log power x.
func (f logistic) rate(x float64) float64 { return 1 / (1 + math.Exp(-(f.a + f.b*(x-f.mx)))) }

// power is the log power at which the fit predicts the target rate; false when the fit does
// not fall with power.
func (f logistic) power(target float64) (float64, bool) {
	if !f.ok || !(f.b < 0) {
		return 0, false
	}
	return f.mx + (math.Log(target/(1-target))-f.a)/f.b, true
}

// shrinkWeight is how many battles the fit counts for when a candidate's own battles are
// weighed with it (nextTrial).
const shrinkWeight = 50

// fitRate fits the party's win rate against the log of the foes' power over every measured
// candidate by maximum likelihood (Newton's method, with a little ridge so that a separable
// fit stays finite).
func fitRate(cs []candidate) logistic {
	var xs, ks, ns []float64
	for _, c := range cs {
		if c.tally.Battles == 0 {
			continue
		}
		xs = append(xs, math.Log(c.power))
		ks = append(ks, float64(c.tally.Wins))
		ns = append(ns, float64(c.tally.Battles))
	}
	if len(xs) < 2 {
		return logistic{}
	}
	f := logistic{b: -1, ok: true}
	for _, x := range xs {
		f.mx += x / float64(len(xs))
	}
	const ridge = 1e-3
	for range 50 {
		var ga, gb, haa, hab, hbb float64
		for i, x := range xs {
			x -= f.mx
			p := 1 / (1 + math.Exp(-(f.a + f.b*x)))
			ga += ks[i] - ns[i]*p
			gb += (ks[i] - ns[i]*p) * x
			w := ns[i] * p * (1 - p)
			haa += w
			hab += w * x
			hbb += w * x * x
		}
		ga -= ridge * f.a
		gb -= ridge * f.b
		haa += ridge
		hbb += ridge
		det := haa*hbb - hab*hab
		if det <= 0 {
			break
		}
		da, db := (hbb*ga-hab*gb)/det, (haa*gb-hab*ga)/det
		f.a, f.b = f.a+da, f.b+db
		if math.Abs(da)+math.Abs(db) < 1e-9 {
			break
		}
	}
	if math.IsNaN(f.a) || math.IsNaN(f.b) {
		return logistic{}
	}
	return f
}
