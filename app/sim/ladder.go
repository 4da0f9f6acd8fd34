package sim

// Ladder: the AI's levels played against each other on one map, every pairing both ways round
// on the same seeds, and what each level is worth in the heroes' win rate.

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"skirmish/ai"
)

// LadderOptions says which ladder to play: the map, ruleset, battles each way, first seed and
// round cap, as Options says them for one run.
type LadderOptions struct {
	Map       string
	Rules     string
	Battles   int
	Seed      uint64
	MaxRounds int
	Workers   int
}

// Pairing is one pairing of levels, Higher above Lower, played both ways round: the heroes (the
// battle's first side) at Higher and every other side at Lower ("up"), then the levels swapped
// ("down"), on the same seeds. Difference is the heroes' win rate up minus down: what the
// higher level is worth, in points of the heroes' win rate, against the lower; Low and High
// bound it with 95% confidence (Newcombe's interval for a difference of two rates).
type Pairing struct {
	Higher     string  `json:"higher"`
	Lower      string  `json:"lower"`
	UpWins     int     `json:"up_wins"`
	UpRate     float64 `json:"up_rate"`
	DownWins   int     `json:"down_wins"`
	DownRate   float64 `json:"down_rate"`
	Difference float64 `json:"difference"`
	Low        float64 `json:"low"`
	High       float64 `json:"high"`
	// Verdict is "higher", "lower" or "even": which level plays better, when the interval
	// says so (it lies above or below zero), else even.
	Verdict string `json:"verdict"`
}

// Mirror is one level against itself: the heroes' wins and win rate with its interval.
type Mirror struct {
	Level string  `json:"level"`
	Wins  int     `json:"wins"`
	Rate  float64 `json:"rate"`
	Low   float64 `json:"low"`
	High  float64 `json:"high"`
}

// LadderReport is a ladder on one map (or, pooled, on several: Pool).
type LadderReport struct {
	Map   string `json:"map"`
	Title string `json:"title,omitempty"`
	Rules string `json:"rules"`
	// Heroes is the side whose win rate is measured (the battle's first side); Foes the others.
	Heroes    string   `json:"heroes"`
	Foes      []string `json:"foes"`
	Seed      uint64   `json:"seed"`
	Battles   int      `json:"battles"`
	MaxRounds int      `json:"max_rounds"`
	// Mirror is normal against normal: how the map is balanced between the sides.
	Mirror   Mirror    `json:"mirror"`
	Pairings []Pairing `json:"pairings"`
	// Maps, in a pooled report, lists the maps pooled (Pool).
	Maps []string `json:"maps,omitempty"`
}

// ladderPairs are the pairings a ladder plays, the higher level first.
var ladderPairs = [][2]ai.Level{{ai.Hard, ai.Normal}, {ai.Normal, ai.Easy}, {ai.Hard, ai.Easy}}

// Ladder plays the levels against each other on one map: normal against normal, then each
// pairing of levels (hard and normal, normal and easy, hard and easy) both ways round, every
// configuration on the same seeds, opts.Battles battles each. progress, when a terminal,
// shows one bar for them all.
func Ladder(opts LadderOptions, progress io.Writer) (LadderReport, error) {
	if opts.Battles < 1 || opts.Battles > MaxBattles/(1+2*len(ladderPairs)) {
		return LadderReport{}, fmt.Errorf("%d battles: want 1 to %d", opts.Battles, MaxBattles/(1+2*len(ladderPairs)))
	}
	bar := newBar(progress, opts.Battles*(1+2*len(ladderPairs)))
	defer bar.clear()
	base := Options{Map: opts.Map, Rules: opts.Rules, Battles: opts.Battles, Seed: opts.Seed, MaxRounds: opts.MaxRounds,
		Workers: opts.Workers, Level: ai.Normal}
	mirror, err := run(base, bar)
	if err != nil {
		return LadderReport{}, err
	}
	r := LadderReport{Map: opts.Map, Title: mirror.Title, Rules: mirror.Rules, Heroes: mirror.Sides[0].Name,
		Seed: opts.Seed, Battles: mirror.Battles, MaxRounds: mirror.MaxRounds}
	for _, s := range mirror.Sides[1:] {
		r.Foes = append(r.Foes, s.Name)
	}
	r.Mirror = mirrorOf("normal", mirror.Sides[0].Wins, mirror.Battles)
	for _, pair := range ladderPairs {
		var wins [2]int
		for way, heroes := range []ai.Level{pair[0], pair[1]} {
			o := base
			o.Level = pair[1-way]
			o.SideLevels = map[string]ai.Level{r.Heroes: heroes}
			rep, err := run(o, bar)
			if err != nil {
				return LadderReport{}, err
			}
			wins[way] = rep.Sides[0].Wins
		}
		r.Pairings = append(r.Pairings, pairingOf(LevelName(pair[0]), LevelName(pair[1]), wins[0], wins[1], r.Battles))
	}
	return r, nil
}

// mirrorOf is a level's mirror from the heroes' wins in n battles.
func mirrorOf(level string, wins, n int) Mirror {
	lo, hi := Wilson(wins, n)
	return Mirror{Level: level, Wins: wins, Rate: round4(float64(wins) / float64(n)), Low: round4(lo), High: round4(hi)}
}

// pairingOf is a pairing from the heroes' wins up and down in n battles each way.
func pairingOf(higher, lower string, up, down, n int) Pairing {
	d, lo, hi := Newcombe(up, n, down, n)
	p := Pairing{Higher: higher, Lower: lower, UpWins: up, DownWins: down,
		UpRate: round4(float64(up) / float64(n)), DownRate: round4(float64(down) / float64(n)),
		Difference: round4(d), Low: round4(lo), High: round4(hi), Verdict: "even"}
	switch {
	case lo > 0:
		p.Verdict = "higher"
	case hi < 0:
		p.Verdict = "lower"
	}
	return p
}

// Newcombe is the difference of two rates, k1 of n1 less k2 of n2, and its 95% interval by
// Newcombe's hybrid score method (the two rates' Wilson intervals combined): sound for small
// counts and for rates near 0 or 1, where the normal approximation is not.
func Newcombe(k1, n1, k2, n2 int) (d, low, high float64) {
	p1, p2 := float64(k1)/float64(max(n1, 1)), float64(k2)/float64(max(n2, 1))
	l1, u1 := Wilson(k1, n1)
	l2, u2 := Wilson(k2, n2)
	d = p1 - p2
	low = d - math.Sqrt((p1-l1)*(p1-l1)+(u2-p2)*(u2-p2))
	high = d + math.Sqrt((u1-p1)*(u1-p1)+(p2-l2)*(p2-l2))
	return d, low, high
}

// Balanced bounds the maps a pooled ladder counts: those where normal against normal gives the
// heroes 15% to 85% (issue 27): on a lopsided map a better level has little room to show.
const BalancedLow, BalancedHigh = 0.15, 0.85

// Pool sums ladders of one ruleset over maps into one: each pairing's wins added up over the
// maps whose mirror is balanced (BalancedLow to BalancedHigh), the same number of battles
// each, so every map weighs the same. ok is false when no map is balanced.
func Pool(rules string, reports []LadderReport) (LadderReport, bool) {
	var p LadderReport
	p.Rules = rules
	mirror := 0
	for _, r := range reports {
		if r.Rules != rules || r.Mirror.Rate < BalancedLow || r.Mirror.Rate > BalancedHigh {
			continue
		}
		if p.Maps == nil {
			p.Map, p.Heroes, p.Seed, p.MaxRounds = "pooled", r.Heroes, r.Seed, r.MaxRounds
			p.Pairings = make([]Pairing, len(r.Pairings))
		}
		p.Maps = append(p.Maps, r.Map)
		p.Battles += r.Battles
		mirror += r.Mirror.Wins
		for i, x := range r.Pairings {
			p.Pairings[i].Higher, p.Pairings[i].Lower = x.Higher, x.Lower
			p.Pairings[i].UpWins += x.UpWins
			p.Pairings[i].DownWins += x.DownWins
		}
	}
	if p.Maps == nil {
		return p, false
	}
	p.Mirror = mirrorOf("normal", mirror, p.Battles)
	for i, x := range p.Pairings {
		p.Pairings[i] = pairingOf(x.Higher, x.Lower, x.UpWins, x.DownWins, p.Battles)
	}
	return p, true
}

// Text prints the ladder: the map, how it is balanced, a row per pairing, and what the
// columns mean.
func (r *LadderReport) Text(w io.Writer) error {
	title := r.Map
	if r.Title != "" {
		title = r.Title + " (" + r.Map + ")"
	}
	if r.Maps != nil {
		title = fmt.Sprintf("%d maps pooled (those where normal against normal gives the heroes %.0f%% to %.0f%%)",
			len(r.Maps), 100*BalancedLow, 100*BalancedHigh)
	}
	each := fmt.Sprintf("%d battles each way, seeds %d-%d", r.Battles, r.Seed, r.Seed+uint64(max(r.Battles-1, 0)))
	if r.Maps != nil {
		each = fmt.Sprintf("%d battles each way over the maps", r.Battles)
	}
	fmt.Fprintf(w, "%s: AI ladder, %s rules, %s, at most %d rounds\n", title, r.Rules, each, r.MaxRounds)
	if r.Maps == nil {
		fmt.Fprintf(w, "heroes: %s, against %s\n", r.Heroes, joinNames(r.Foes))
	} else {
		for _, m := range r.Maps {
			fmt.Fprintf(w, "  %s\n", m)
		}
	}
	fmt.Fprintf(w, "normal against normal: %s win %s (%s - %s)\n\n", r.Heroes, pct(r.Mirror.Rate), pct(r.Mirror.Low), pct(r.Mirror.High))
	rows := [][]string{{"higher vs lower", r.Heroes + " higher", r.Heroes + " lower", "difference", "95% interval", "verdict"}}
	for _, p := range r.Pairings {
		verdict := map[string]string{"higher": p.Higher + " plays better", "lower": p.Lower + " plays better", "even": "no clear difference"}[p.Verdict]
		rows = append(rows, []string{p.Higher + " vs " + p.Lower, pct(p.UpRate), pct(p.DownRate), points(p.Difference),
			points(p.Low) + " to " + points(p.High), verdict})
	}
	if err := table(w, rows); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "\n%[1]s higher: %[2]s win rate with the higher level on %[1]s and the lower on the foes; "+
		"%[1]s lower: the same with the levels swapped, on the same seeds.\n"+
		"difference: higher minus lower, in points of win rate: what the higher level is worth against the lower "+
		"(positive: it plays better). 95%% interval: Newcombe's interval for a difference of two rates; "+
		"above zero means the higher level really is better.\n", r.Heroes, possessive(r.Heroes))
	return err
}

// possessive is a name's possessive: "Delvers'", "the Watch's".
func possessive(name string) string {
	if strings.HasSuffix(name, "s") {
		return name + "'"
	}
	return name + "'s"
}

// points writes a difference of rates in points with a sign: "+12.5".
func points(x float64) string {
	s := strconv.FormatFloat(100*x, 'f', 1, 64)
	if x >= 0 {
		s = "+" + s
	}
	return s
}

// joinNames writes names as "A", "A and B", "A, B and C".
func joinNames(names []string) string {
	switch len(names) {
	case 0:
		return "nobody"
	case 1:
		return names[0]
	}
	s := names[0]
	for _, n := range names[1 : len(names)-1] {
		s += ", " + n
	}
	return s + " and " + names[len(names)-1]
}

// JSON writes the ladder as one line of JSON and a newline.
func (r *LadderReport) JSON(w io.Writer) error {
	data, err := json.Marshal(r)
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}
