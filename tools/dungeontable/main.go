// Command dungeontable tunes generated dungeons for each ruleset and target win rate over a
// few seeds and prints docs/dungeons.md's table: how near each tuned dungeon's measured rate,
// over fresh battles, came to its target. It is slow (tens of seconds of CPU a dungeon): run
// it with nice, and as few seeds as will do. Every tuned dungeon is validated too; --check
// validates the dungeons of an earlier run again from its lines, without tuning.
//
// Each dungeon's line gives the tuner's own verification (its last, after any retunings) and,
// with --holdout N, the rate over N more battles on seeds that neither the tuning nor any
// verification played (from seed·2³² + 3·2³⁰), measured after the tuning is done: the tuner's
// verification also decides whether it retunes, so only the holdout is a measurement nothing
// was chosen by.
//
//	go run ./tools/dungeontable --seeds 3 > table.md
//	go run ./tools/dungeontable --rules realms --targets 0.35 --first 4 --seeds 1   # one dungeon
package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"time"

	"skirmish/app/dungeon"
	"skirmish/app/mapcheck"
	"skirmish/app/sim"
	_ "skirmish/combat/rules/age13"
	_ "skirmish/combat/rules/d20lite"
	_ "skirmish/combat/rules/delvers"
	_ "skirmish/combat/rules/realms"
	"skirmish/grid"
)

func main() {
	seeds := flag.Int("seeds", 3, "dungeons for each ruleset and target (seeds first to first+N-1; the theme goes round with the seed)")
	first := flag.Int("first", 1, "the first seed")
	holdout := flag.Int("holdout", 0, "battles each tuned dungeon is measured with afterwards, on seeds neither its tuning nor its verifications played (0: none)")
	rules := flag.String("rules", "delvers,age13,d20lite,realms", "rulesets, comma-separated")
	targets := flag.String("targets", "0.35,0.6,0.85", "target win rates, comma-separated")
	probe := flag.Int("probe", 100, "battles a candidate is measured with while tuning")
	verify := flag.Int("verify", 400, "fresh battles each tuned dungeon is measured with")
	levelName := flag.String("level", "normal", "both sides' AI level in the measuring battles: easy, normal or hard")
	summarize := flag.String("summarize", "", "read the dungeon lines of an earlier run's output from this file (a run stopped early) and print only the summary table")
	check := flag.String("check", "", "read the dungeon lines of an earlier run's output from this file, make each dungeon again (its layout from its seed and theme, its foes from the line) and run every check of validate on it")
	flag.Parse()
	if *check != "" {
		if err := checkAll(*check, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "dungeontable:", err)
			os.Exit(1)
		}
		return
	}
	if *summarize != "" {
		if err := summary(*summarize, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "dungeontable:", err)
			os.Exit(1)
		}
		return
	}
	level, err := sim.ParseLevel(*levelName)
	if err != nil {
		fmt.Fprintln(os.Stderr, "dungeontable: --level:", err)
		os.Exit(2)
	}
	var ts []float64
	for _, s := range strings.Split(*targets, ",") {
		t, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
		if err != nil {
			fmt.Fprintln(os.Stderr, "dungeontable: --targets:", err)
			os.Exit(2)
		}
		ts = append(ts, t)
	}
	start := time.Now()
	rs := strings.Split(*rules, ",")
	// One dungeon per ruleset and target for each seed in turn, so that a run stopped early
	// has every ruleset and target; each dungeon's line goes out as soon as it is measured.
	type cell struct {
		within, battles int
		pooled          dungeon.Tally
		rates           []string
	}
	cells := map[string]*cell{}
	fmt.Printf("| ruleset | target | seed | theme | foes | the tuner's verification | holdout | tuning battles | CPU |\n|---|---|---|---|---|---|---|---|---|\n")
	for seed := *first; seed < *first+*seeds; seed++ {
		th := dungeon.Themes[(seed-1)%len(dungeon.Themes)]
		for _, r := range rs {
			for _, target := range ts {
				cpu0 := cpuTime()
				res, err := dungeon.Tune(dungeon.Options{Rules: r, Seed: uint64(seed), Target: target, Theme: th,
					Level: level, Probe: *probe, Verify: *verify})
				if err != nil {
					fmt.Fprintf(os.Stderr, "dungeontable: %s %.2f seed %d: %v\n", r, target, seed, err)
					os.Exit(1)
				}
				key := fmt.Sprintf("%s %v", r, target)
				c := cells[key]
				if c == nil {
					c = &cell{}
					cells[key] = c
				}
				if res.Within {
					c.within++
				}
				c.pooled.Wins += res.Verified.Wins
				c.pooled.Battles += res.Verified.Battles
				for _, p := range res.Tuning {
					c.battles += p.Battles
				}
				c.rates = append(c.rates, fmt.Sprintf("%.1f", 100*res.Verified.Rate()))
				if problems, err := validate(res.Layout, res.Map); err != nil || len(problems) > 0 {
					fmt.Fprintf(os.Stderr, "dungeontable: %s %.2f seed %d does not validate: %v %v\n", r, target, seed, err, problems)
					os.Exit(1)
				}
				tuning := 0
				for _, p := range res.Tuning {
					tuning += p.Battles
				}
				hold := "-"
				if *holdout > 0 {
					m, err := res.Layout.Load("dungeon.tmx", res.Map)
					if err == nil {
						var t dungeon.Tally
						t, err = dungeon.Measure(m, r, level, uint64(seed)<<32+3<<30, *holdout, 0)
						hold = t.String()
					}
					if err != nil {
						fmt.Fprintf(os.Stderr, "dungeontable: %s %.2f seed %d: holdout: %v\n", r, target, seed, err)
						os.Exit(1)
					}
				}
				fmt.Printf("| %s | %.0f%% | %d | %s | %s | %s | %s | %d | %s |\n", r, 100*target, seed, th.Name, res.Map.Foes, res.Verified,
					hold, tuning, (cpuTime() - cpu0).Round(time.Second))
			}
		}
	}
	fmt.Printf("\n| ruleset | target | dungeons | within ±5 points | measured rates (%%) | pooled rate, 95%% interval | tuning battles a dungeon |\n")
	fmt.Printf("|---|---|---|---|---|---|---|\n")
	for _, r := range rs {
		for _, target := range ts {
			c := cells[fmt.Sprintf("%s %v", r, target)]
			lo, hi := sim.Wilson(c.pooled.Wins, c.pooled.Battles)
			fmt.Printf("| %s | %.0f%% | %d | %d | %s | %.1f%% (%.1f%% - %.1f%%) | %d |\n", r, 100*target, len(c.rates), c.within,
				strings.Join(c.rates, ", "), 100*c.pooled.Rate(), 100*lo, 100*hi, int(math.Round(float64(c.battles)/float64(len(c.rates)))))
		}
	}
	cpu := cpuTime()
	fmt.Printf("\n%d dungeons; %s of CPU (%s wall) on %s\n", len(rs)*len(ts)**seeds,
		cpu.Round(time.Second), time.Since(start).Round(time.Second), machine())
}

// cpuTime is the CPU time the process has used so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// dungeonLine is a dungeon's line of the output: ruleset, target, seed, theme, foes, then the
// verified rate's "(wins of battles" and, when there is one, the holdout's.
var dungeonLine = regexp.MustCompile(`^\| (\S+) \| (\d+)% \| \d+ \| [^|]+\| [^|]+\| [\d.]+% \((\d+) of (\d+),[^|]*\|(?: [\d.]+% \((\d+) of (\d+),)?`)

// summary prints the summary table of the dungeon lines in file, in the order they come: for
// the tuner's verifications and, where the lines have them, the holdouts.
func summary(file string, w io.Writer) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	type tally struct {
		within, n int
		pooled    [2]int
		rates     []string
	}
	type cell struct {
		key           string
		verify, holdo tally
	}
	var cells []*cell
	byKey := map[string]*cell{}
	count := func(t *tally, target float64, w, n string) {
		wins, _ := strconv.Atoi(w)
		battles, _ := strconv.Atoi(n)
		rate := 100 * float64(wins) / float64(battles)
		if math.Abs(rate-target) <= 5 {
			t.within++
		}
		t.n++
		t.pooled[0] += wins
		t.pooled[1] += battles
		t.rates = append(t.rates, fmt.Sprintf("%.1f", rate))
	}
	holdouts := false
	for _, line := range strings.Split(string(data), "\n") {
		m := dungeonLine.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		key := m[1] + " | " + m[2] + "%"
		c := byKey[key]
		if c == nil {
			c = &cell{key: key}
			byKey[key] = c
			cells = append(cells, c)
		}
		target, _ := strconv.ParseFloat(m[2], 64)
		count(&c.verify, target, m[3], m[4])
		if m[5] != "" {
			holdouts = true
			count(&c.holdo, target, m[5], m[6])
		}
	}
	if len(cells) == 0 {
		return fmt.Errorf("%s: no dungeon lines", file)
	}
	pooled := func(t tally) string {
		if t.n == 0 {
			return "-"
		}
		lo, hi := sim.Wilson(t.pooled[0], t.pooled[1])
		return fmt.Sprintf("%.1f%% (%.1f%% - %.1f%%)", 100*float64(t.pooled[0])/float64(t.pooled[1]), 100*lo, 100*hi)
	}
	if !holdouts {
		fmt.Fprintf(w, "| ruleset | target | dungeons | within ±5 points | measured rates (%%) | pooled rate, 95%% interval |\n|---|---|---|---|---|---|\n")
		for _, c := range cells {
			fmt.Fprintf(w, "| %s | %d | %d | %s | %s |\n", c.key, c.verify.n, c.verify.within, strings.Join(c.verify.rates, ", "), pooled(c.verify))
		}
		return nil
	}
	fmt.Fprintf(w, "| ruleset | target | dungeons | verification within ±5 | verified rates (%%) | holdouts | holdout within ±5 | holdout rates (%%) | holdouts pooled, 95%% interval |\n|---|---|---|---|---|---|---|---|---|\n")
	for _, c := range cells {
		fmt.Fprintf(w, "| %s | %d | %d | %s | %d | %d | %s | %s |\n", c.key, c.verify.n, c.verify.within, strings.Join(c.verify.rates, ", "),
			c.holdo.n, c.holdo.within, strings.Join(c.holdo.rates, ", "), pooled(c.holdo))
	}
	return nil
}

// machine names the machine's processors, as /proc/cpuinfo says.
func machine() string {
	data, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return "this machine"
	}
	n, model := 0, ""
	for _, line := range strings.Split(string(data), "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
			n++
			model = strings.TrimSpace(v)
		}
	}
	return fmt.Sprintf("%d × %s", n, model)
}

// validate writes the dungeon as the generator does and runs every check of `skirmish
// validate` on it.
func validate(l *dungeon.Layout, d dungeon.Map) (grid.Problems, error) {
	dir, err := os.MkdirTemp("", "dungeontable-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "dungeon.tmx")
	if _, err := l.Write(path, d); err != nil {
		return nil, err
	}
	m, err := grid.Load(path)
	if err != nil {
		return nil, err
	}
	return mapcheck.Registered("").Check(m), nil
}

// fullLine is a dungeon's line of the output with its seed, theme and foes.
var fullLine = regexp.MustCompile(`^\| (\S+) \| (\d+)% \| (\d+) \| (\S+) \| ([^|]+) \|`)

// checkAll makes each dungeon of the output in file again, from its line (small, on squares,
// the ruleset's party of four: as the table's are made), and validates it.
func checkAll(file string, w io.Writer) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	n := 0
	for _, line := range strings.Split(string(data), "\n") {
		m := fullLine.FindStringSubmatch(line)
		if m == nil || m[1] == "ruleset" {
			continue
		}
		seed, _ := strconv.ParseUint(m[3], 10, 64)
		th, err := dungeon.ThemeNamed(m[4])
		if err != nil {
			return err
		}
		var foes dungeon.Encounter
		for _, g := range strings.Split(strings.TrimSpace(m[5]), ", ") {
			var c int
			var unit string
			if _, err := fmt.Sscanf(g, "%d %s", &c, &unit); err != nil {
				return fmt.Errorf("%q: %v", g, err)
			}
			foes = append(foes, dungeon.Group{Unit: unit, Count: c})
		}
		l := dungeon.GenerateOn(dungeon.Sizes[0], th, seed, false)
		problems, err := validate(l, dungeon.Map{Title: "check", Rules: m[1], Party: "delver", PartySize: 4, Foes: foes})
		if err != nil {
			return fmt.Errorf("%s %s%% seed %d: %w", m[1], m[2], seed, err)
		}
		if len(problems) > 0 {
			return fmt.Errorf("%s %s%% seed %d: %v", m[1], m[2], seed, problems)
		}
		n++
	}
	fmt.Fprintf(w, "%d dungeons made again from %s: every one passes every check of validate\n", n, file)
	return nil
}
