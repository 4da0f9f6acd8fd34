package sim

// Report: what many battles add up to, per side, with Wilson confidence intervals.

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"skirmish/ai"
)

// Report sums up a run of battles. Its JSON form (json.Marshal) is the `--json` output; the
// fields keep their order and snake_case names.
type Report struct {
	// Map is the map file, Title its title; Rules the ruleset's id; Level the AI level of
	// every side ("normal"), or of each ("Delvers hard, Goblins normal").
	Map   string `json:"map"`
	Title string `json:"title,omitempty"`
	Rules string `json:"rules"`
	Level string `json:"level"`
	// Seed is the first battle's seed: battle i (from 0) uses Seed+i.
	Seed      uint64 `json:"seed"`
	Battles   int    `json:"battles"`
	MaxRounds int    `json:"max_rounds"`
	// Draws counts the battles no side won: RoundCap of them hit the round cap, the rest
	// ended with no side left fighting.
	Draws    int     `json:"draws"`
	DrawRate float64 `json:"draw_rate"`
	RoundCap int     `json:"round_cap"`
	// MeanRounds is the mean number of rounds played (a capped battle counts MaxRounds).
	MeanRounds float64      `json:"mean_rounds"`
	Sides      []SideReport `json:"sides"`
	// Laughs adds up, over all the battles and sides, the plays a player would laugh at
	// (ai.Laughs; docs/ai.md "Laughable plays").
	Laughs ai.Laughs `json:"laughs"`
}

// SideReport is one side's results over all the battles.
type SideReport struct {
	Name string `json:"name"`
	// Level is the side's AI level.
	Level string `json:"level"`
	// Units is how many units the side starts each battle with.
	Units int `json:"units"`
	Wins  int `json:"wins"`
	// WinRate is Wins/Battles; WinLow and WinHigh bound it with 95% confidence (Wilson).
	WinRate float64 `json:"win_rate"`
	WinLow  float64 `json:"win_low"`
	WinHigh float64 `json:"win_high"`
	// MeanDead, MeanDown, MeanFled and MeanLeft are the mean number of the side's units
	// that ended a battle dead, down (out of the fight, not dead), fled (retreated off the
	// map) and still fighting.
	MeanDead float64 `json:"mean_dead"`
	MeanDown float64 `json:"mean_down"`
	MeanFled float64 `json:"mean_fled"`
	MeanLeft float64 `json:"mean_left"`
}

// z95 is the standard normal quantile for a two-sided 95% interval.
const z95 = 1.959963984540054

// Wilson returns the 95% Wilson score interval for k successes in n trials: the range of
// true rates that the observed k/n is consistent with. It stays inside [0, 1] and is
// sensible for small n and for rates near 0 or 1, unlike the normal approximation. With no
// trials it is [0, 1].
func Wilson(k, n int) (low, high float64) {
	if n <= 0 {
		return 0, 1
	}
	p, fn, z2 := float64(k)/float64(n), float64(n), z95*z95
	den := 1 + z2/fn
	mid := (p + z2/(2*fn)) / den
	half := z95 / den * math.Sqrt(p*(1-p)/fn+z2/(4*fn*fn))
	return max(0, mid-half), min(1, mid+half)
}

// battle is how one battle ended, as the report needs it.
type battle struct {
	res    ai.Result
	capped bool
	trace  []byte // the AI's reasons, when Options.Trace asks for them
}

// tally builds the report's numbers from the battles in index order (so that it is the same
// whatever order they finished in).
func (r *Report) tally(sides []string, units []int, bs []battle) {
	n := float64(len(bs))
	r.Battles = len(bs)
	r.Sides = make([]SideReport, len(sides))
	rounds := 0
	for _, b := range bs {
		if b.res.Winner == "" {
			r.Draws++
		}
		if b.capped {
			r.RoundCap++
		}
		rounds += b.res.Rounds
		r.Laughs.Add(b.res.Laughs)
		for i, s := range sides {
			sr := &r.Sides[i]
			if b.res.Winner == s {
				sr.Wins++
			}
			sr.MeanDead += float64(b.res.Dead[i])
			sr.MeanDown += float64(b.res.Down[i])
			sr.MeanFled += float64(b.res.Fled[i])
			sr.MeanLeft += float64(b.res.Left[i])
		}
	}
	r.DrawRate = round4(float64(r.Draws) / n)
	r.MeanRounds = round4(float64(rounds) / n)
	for i, s := range sides {
		sr := &r.Sides[i]
		sr.Name, sr.Units = s, units[i]
		sr.WinRate = round4(float64(sr.Wins) / n)
		lo, hi := Wilson(sr.Wins, r.Battles)
		sr.WinLow, sr.WinHigh = round4(lo), round4(hi)
		sr.MeanDead = round4(sr.MeanDead / n)
		sr.MeanDown = round4(sr.MeanDown / n)
		sr.MeanFled = round4(sr.MeanFled / n)
		sr.MeanLeft = round4(sr.MeanLeft / n)
	}
}

// round4 rounds to four decimals, enough for rates and means and short in JSON.
func round4(x float64) float64 { return math.Round(x*1e4) / 1e4 }

// Text prints the report as a table: one row per side, then draws and mean rounds.
func (r *Report) Text(w io.Writer) error {
	title := r.Map
	if r.Title != "" {
		title = r.Title + " (" + r.Map + ")"
	}
	levels := r.Level + " AI on every side"
	if strings.Contains(r.Level, " ") {
		levels = "AI levels " + r.Level
	}
	fmt.Fprintf(w, "%s: %d battles, %s rules, %s, seeds %d-%d, at most %d rounds\n\n",
		title, r.Battles, r.Rules, levels, r.Seed, r.Seed+uint64(max(r.Battles-1, 0)), r.MaxRounds)
	rows := [][]string{{"side", "level", "units", "wins", "win rate", "95% interval", "dead", "down", "fled", "left"}}
	for _, s := range r.Sides {
		rows = append(rows, []string{s.Name, s.Level, strconv.Itoa(s.Units), strconv.Itoa(s.Wins), pct(s.WinRate),
			pct(s.WinLow) + " - " + pct(s.WinHigh), f2(s.MeanDead), f2(s.MeanDown), f2(s.MeanFled), f2(s.MeanLeft)})
	}
	if err := table(w, rows); err != nil {
		return err
	}
	l := r.Laughs
	_, err := fmt.Fprintf(w, "\ndraws: %d (%.1f%%), %d of them at the %d-round cap\nmean rounds: %.1f\n"+
		"dead, down, fled (retreated off the map) and left (still fighting) are mean units per battle\n"+
		"laughable plays in all %d battles: %d free attacks drawn by moves that gained nothing, %d heals skipped, "+
		"%d actions by units retreating, %d moves back and forth, %d readied attacks again for a foe that never came\n",
		r.Draws, 100*r.DrawRate, r.RoundCap, r.MaxRounds, r.MeanRounds,
		r.Battles, l.IdleProvokes, l.HealsSkipped, l.RetreatActions, l.BackAndForth, l.IdleReadies)
	return err
}

// table writes rows as columns two spaces apart: the first left-aligned, the rest right.
func table(w io.Writer, rows [][]string) error {
	widths := make([]int, len(rows[0]))
	for _, row := range rows {
		for i, c := range row {
			widths[i] = max(widths[i], utf8.RuneCountInString(c))
		}
	}
	var b strings.Builder
	for _, row := range rows {
		for i, c := range row {
			pad := strings.Repeat(" ", widths[i]-utf8.RuneCountInString(c))
			switch {
			case i == 0:
				b.WriteString(c + pad)
			default:
				b.WriteString("  " + pad + c)
			}
		}
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// pct writes a rate as a percentage with one decimal.
func pct(x float64) string { return strconv.FormatFloat(100*x, 'f', 1, 64) + "%" }

// f2 writes a mean with two decimals.
func f2(x float64) string { return strconv.FormatFloat(x, 'f', 2, 64) }

// JSON writes the report as one line of JSON (json.Marshal) and a newline.
func (r *Report) JSON(w io.Writer) error {
	data, err := json.Marshal(r)
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}
