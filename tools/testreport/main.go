// Command testreport reads `go test -json` and prints what `go test` prints (each package's
// ok or FAIL line, and the whole output of every test that failed), then the slowest tests
// and packages and the whole run's time: `make test` pipes its tests through it, so that a
// slow test is seen the day it slows the suite.
//
//	go test -json ./... | go run ./tools/testreport -top 15 -time-file /tmp/skirmish-test-time
//
// It exits 1 when a test or a build failed (the output said so), else 0.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"
)

// event is one line of test2json.
type event struct {
	Time       time.Time
	Action     string
	Package    string
	ImportPath string // build output
	Test       string
	Elapsed    float64
	Output     string
}

// timing is a test's or a package's time.
type timing struct {
	name    string
	elapsed float64
	sub     bool // a subtest
}

// report gathers what it read.
type report struct {
	failed   bool
	tests    []timing
	packages []timing
	first    time.Time
	last     time.Time
	// output of each running test, printed if it fails
	running map[string][]string
}

func main() {
	top := flag.Int("top", 15, "how many of the slowest tests and packages to print")
	timeFile := flag.String("time-file", "", "a file to write the run's whole time to (for tools/benchtable)")
	flag.Parse()
	start := time.Now()
	r, err := read(os.Stdin, os.Stdout)
	if err != nil {
		fmt.Fprintln(os.Stderr, "testreport:", err)
		os.Exit(1)
	}
	whole := time.Since(start)
	r.summary(os.Stdout, *top, whole)
	if *timeFile != "" {
		line := fmt.Sprintf("%s (%s)", minutes(whole), time.Now().UTC().Format("2 January 2006"))
		if err := os.WriteFile(*timeFile, []byte(line+"\n"), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "testreport:", err)
		}
	}
	if r.failed {
		os.Exit(1)
	}
}

// read consumes the events, echoing what go test would print to out.
func read(in io.Reader, out io.Writer) (*report, error) {
	r := &report{running: map[string][]string{}}
	s := bufio.NewScanner(in)
	s.Buffer(make([]byte, 1<<16), 1<<24)
	for s.Scan() {
		line := s.Bytes()
		var e event
		if len(line) == 0 || line[0] != '{' || json.Unmarshal(line, &e) != nil {
			fmt.Fprintln(out, string(line)) // not an event: go's own message
			continue
		}
		r.take(e, out)
	}
	return r, s.Err()
}

// take handles one event.
func (r *report) take(e event, out io.Writer) {
	if !e.Time.IsZero() {
		if r.first.IsZero() {
			r.first = e.Time
		}
		r.last = e.Time
	}
	key := e.Package + " " + e.Test
	switch e.Action {
	case "build-output":
		fmt.Fprint(out, e.Output)
	case "build-fail":
		r.failed = true
	case "output":
		if e.Test == "" {
			if e.Output != "PASS\n" { // -v's line, which -json always writes
				fmt.Fprint(out, e.Output) // the package's lines: ok, FAIL, a panic
			}
		} else {
			r.running[key] = append(r.running[key], e.Output)
		}
	case "pass", "skip":
		if e.Test == "" {
			if e.Action == "pass" {
				r.packages = append(r.packages, timing{name: e.Package, elapsed: e.Elapsed})
			}
		} else {
			r.tests = append(r.tests, timing{short(e.Package) + " " + e.Test, e.Elapsed, strings.Contains(e.Test, "/")})
		}
		delete(r.running, key)
	case "fail":
		r.failed = true
		if e.Test == "" {
			r.packages = append(r.packages, timing{name: e.Package, elapsed: e.Elapsed})
		} else {
			fmt.Fprint(out, strings.Join(r.running[key], ""))
			r.tests = append(r.tests, timing{short(e.Package) + " " + e.Test, e.Elapsed, strings.Contains(e.Test, "/")})
		}
		delete(r.running, key)
	}
}

// summary prints the slowest top-level tests and packages and the run's time.
func (r *report) summary(out io.Writer, top int, whole time.Duration) {
	var tests []timing
	for _, t := range r.tests {
		if !t.sub {
			tests = append(tests, t)
		}
	}
	slowest := func(ts []timing) []timing {
		ts = slices.Clone(ts)
		slices.SortStableFunc(ts, func(a, b timing) int {
			switch {
			case a.elapsed > b.elapsed:
				return -1
			case a.elapsed < b.elapsed:
				return 1
			}
			return 0
		})
		return ts[:min(top, len(ts))]
	}
	if top > 0 && len(tests) > 0 {
		fmt.Fprintf(out, "\nslowest tests:\n")
		for _, t := range slowest(tests) {
			fmt.Fprintf(out, "%8.1fs  %s\n", t.elapsed, t.name)
		}
		fmt.Fprintf(out, "slowest packages:\n")
		for _, p := range slowest(r.packages) {
			fmt.Fprintf(out, "%8.1fs  %s\n", p.elapsed, p.name)
		}
	}
	fmt.Fprintf(out, "tests took %s\n", minutes(whole))
}

// minutes writes a duration as minutes and seconds.
func minutes(d time.Duration) string {
	d = d.Round(time.Second)
	return fmt.Sprintf("%d min %02d s", int(d.Minutes()), int(d.Seconds())%60)
}

// short drops the module's name from a package path.
func short(pkg string) string {
	if s, ok := strings.CutPrefix(pkg, "skirmish/"); ok {
		return s
	}
	return pkg
}
