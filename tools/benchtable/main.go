// Command benchtable writes the table of the game's speed and memory budgets (docs/bench.md)
// from what `make bench` measured: the output of `go test -bench` (each benchmark's CPU time
// per operation, cpu-ns/op from internal/cpubench, beside Go's wall-clock ns/op) and of
// tools/idlecpu (a resting screen's share of a core). The page says when and on what machine
// the figures were taken, holds every budget of the design against its benchmark with a
// verdict, and lists every benchmark.
//
//	go test -run '^$' -bench . -benchmem ./... > bench.txt
//	go run ./tools/idlecpu --scene battle >> bench.txt
//	go run ./tools/benchtable -in bench.txt -out docs/bench.md
//
// A budget whose benchmark did not run (skipped without a display, or left out with
// -bench) is marked "not measured", never passed. What the page holds between the lines
// <!-- kept --> and <!-- /kept --> (figures measured apart, such as two binaries of the game
// run in turn) is kept when the page is written again.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

func main() {
	in := flag.String("in", "", "the benchmarks' output (default: standard input)")
	out := flag.String("out", "docs/bench.md", "the page to write (-: standard output)")
	testTime := flag.String("test-time", "", "a file holding `make test`'s last whole time, for its budget (optional)")
	flag.Parse()
	if err := run(*in, *out, *testTime); err != nil {
		fmt.Fprintln(os.Stderr, "benchtable:", err)
		os.Exit(1)
	}
}

func run(in, out, testTime string) error {
	r := io.Reader(os.Stdin)
	if in != "" {
		f, err := os.Open(in)
		if err != nil {
			return err
		}
		defer f.Close()
		r = f
	}
	res, err := parse(r)
	if err != nil {
		return fmt.Errorf("%s: %w", nameOr(in, "standard input"), err)
	}
	if testTime != "" {
		if b, err := os.ReadFile(testTime); err == nil {
			res.testTime = strings.TrimSpace(string(b))
		}
	}
	if out != "-" {
		if old, err := os.ReadFile(out); err == nil {
			res.kept = keptPart(string(old))
		}
	}
	page := render(res, machine(), time.Now())
	if out == "-" {
		_, err := os.Stdout.WriteString(page)
		return err
	}
	return os.WriteFile(out, []byte(page), 0o644)
}

// nameOr is name, or alt when it is empty.
func nameOr(name, alt string) string {
	if name == "" {
		return alt
	}
	return name
}

// machine describes the computer the figures were taken on: its processor, cores, system,
// Go and load average (1, 5 and 15 minutes), from /proc where there is one.
func machine() string {
	cpu, cores := "", 0
	if f, err := os.Open("/proc/cpuinfo"); err == nil {
		s := bufio.NewScanner(f)
		for s.Scan() {
			k, v, ok := strings.Cut(s.Text(), ":")
			if !ok {
				continue
			}
			switch strings.TrimSpace(k) {
			case "model name":
				cpu = strings.TrimSpace(v)
			case "processor":
				cores++
			}
		}
		f.Close()
	}
	var parts []string
	if cpu != "" {
		parts = append(parts, cpu)
	}
	if cores > 0 {
		parts = append(parts, fmt.Sprintf("%d cores", cores))
	}
	if b, err := os.ReadFile("/proc/sys/kernel/osrelease"); err == nil {
		parts = append(parts, "Linux "+strings.TrimSpace(string(b)))
	}
	parts = append(parts, goVersion())
	if b, err := os.ReadFile("/proc/loadavg"); err == nil {
		if f := strings.Fields(string(b)); len(f) >= 3 {
			parts = append(parts, fmt.Sprintf("load average %s / %s / %s (1 / 5 / 15 min, as the table was written)", f[0], f[1], f[2]))
		}
	}
	return strings.Join(parts, ", ")
}
