package main

// Writing the page: when and where, the budgets, then every benchmark.

import (
	"fmt"
	"strings"
	"time"
)

// render writes docs/bench.md.
func render(r *results, machine string, at time.Time) string {
	var b strings.Builder
	b.WriteString("# Benchmarks\n\n")
	b.WriteString("Written by `make bench` (`tools/benchtable`); do not edit by hand. The machine is shared, so\n")
	b.WriteString("times are the CPU time of the benchmark's own thread (`cpu-ns/op`, `internal/cpubench`)\n")
	b.WriteString("unless marked wall; Go's `ns/op` is the wall clock, which other programs stretch. Where the\n")
	b.WriteString("kernel counts them, `instr/op` is the instructions retired. How the figures are taken and\n")
	b.WriteString("what they were before: [architecture.md](architecture.md), \"Budgets\".\n\n")
	fmt.Fprintf(&b, "Taken %s on %s.\n\n", at.UTC().Format("2 January 2006, 15:04 MST"), machine)

	b.WriteString("## Budgets\n\n")
	b.WriteString("| what | budget | measured | verdict | benchmark |\n|---|---|---|---|---|\n")
	for _, bg := range budgets {
		m, v := bg.check(r)
		if m == "" {
			m = "—"
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s |\n", bg.what, bg.limit, m, v, bg.source)
	}

	if r.kept != "" {
		b.WriteString("\n## Measured apart\n\n")
		b.WriteString(r.kept)
		b.WriteString("\n")
	}

	b.WriteString("\n## Every benchmark\n\n")
	b.WriteString("The median of the runs where a benchmark ran more than once. Other columns are the\n")
	b.WriteString("benchmark's own figures.\n")
	pkg := ""
	for _, x := range r.bench {
		if x.pkg != pkg {
			pkg = x.pkg
			fmt.Fprintf(&b, "\n### %s\n\n| benchmark | CPU / op | wall / op | B / op | allocs / op | other |\n|---|---|---|---|---|---|\n", short(pkg))
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s |\n", strings.TrimPrefix(x.name, "Benchmark"),
			metric(x, "cpu-ns/op", duration), metric(x, "ns/op", duration), metric(x, "B/op", plain), metric(x, "allocs/op", plain), others(x))
	}
	if len(r.idle) > 0 {
		b.WriteString("\n## Screens at rest\n\n")
		for _, scene := range []string{"title", "battle"} {
			if i, ok := r.idle[scene]; ok {
				fmt.Fprintf(&b, "- %s\n", i.line)
			}
		}
	}
	return b.String()
}

// metric writes one of a benchmark's figures, or a dash.
func metric(x *result, unit string, format func(float64) string) string {
	v, ok := x.metrics[unit]
	if !ok {
		return "—"
	}
	return format(v)
}

// plain writes a count.
func plain(v float64) string {
	if v == float64(int64(v)) {
		return fmt.Sprintf("%d", int64(v))
	}
	return sig3(v)
}

// others writes the figures a benchmark reports besides the standard ones.
func others(x *result) string {
	var parts []string
	for _, u := range x.order {
		switch u {
		case "ns/op", "cpu-ns/op", "B/op", "allocs/op":
			continue
		}
		parts = append(parts, sig3(x.metrics[u])+" "+u)
	}
	return strings.Join(parts, ", ")
}
