package main

// Reading the benchmarks' output: `go test -bench` lines and tools/idlecpu's report.

import (
	"bufio"
	"io"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
)

// result is one benchmark's figures: metric unit → value (ns/op, cpu-ns/op, B/op, …).
type result struct {
	pkg, name string
	n         int
	metrics   map[string]float64
	order     []string // the units as the line gave them
}

// results is everything read: the benchmarks by package and name, and the resting screens.
type results struct {
	bench    []*result
	byKey    map[string]*result // "pkg BenchmarkName/sub"
	idle     map[string]idle    // by scene
	testTime string             // `make test`'s whole time, when given
	kept     string             // the old page's kept part (keptPart), markers included
}

// The markers of the part of the page measured apart, which a new page keeps.
const (
	keptOpen  = "<!-- kept -->"
	keptClose = "<!-- /kept -->"
)

// keptPart is the part of page from the line keptOpen to the line keptClose, both included,
// or "" when it has none.
func keptPart(page string) string {
	i := strings.Index(page, keptOpen)
	if i < 0 {
		return ""
	}
	j := strings.Index(page[i:], keptClose)
	if j < 0 {
		return ""
	}
	return page[i : i+j+len(keptClose)]
}

// idle is a resting screen's cost as tools/idlecpu reports it, in percent of a core.
type idle struct {
	ours, driver float64
	line         string
}

// idleLine matches tools/idlecpu's report.
var idleLine = regexp.MustCompile(`^idle (\S+): our threads ([0-9.]+)% of a core, the graphics driver's ([0-9.]+)%`)

// parse reads benchmark output. A benchmark run several times (-count) keeps the median of
// each metric.
func parse(r io.Reader) (*results, error) {
	res := &results{byKey: map[string]*result{}, idle: map[string]idle{}}
	runs := map[string][]*result{}
	pkg := ""
	s := bufio.NewScanner(r)
	s.Buffer(make([]byte, 1<<16), 1<<20)
	for s.Scan() {
		line := s.Text()
		if p, ok := strings.CutPrefix(line, "pkg: "); ok {
			pkg = strings.TrimSpace(p)
			continue
		}
		if m := idleLine.FindStringSubmatch(line); m != nil {
			ours, _ := strconv.ParseFloat(m[2], 64)
			drv, _ := strconv.ParseFloat(m[3], 64)
			res.idle[m[1]] = idle{ours: ours, driver: drv, line: line}
			continue
		}
		if b := parseBench(pkg, line); b != nil {
			k := b.key()
			if runs[k] == nil {
				res.bench = append(res.bench, b)
			}
			runs[k] = append(runs[k], b)
		}
	}
	if err := s.Err(); err != nil {
		return nil, err
	}
	for i, b := range res.bench {
		res.bench[i] = median(runs[b.key()])
		res.byKey[b.key()] = res.bench[i]
	}
	return res, nil
}

// key names a benchmark across packages.
func (b *result) key() string { return b.pkg + " " + b.name }

// parseBench reads one result line ("BenchmarkX-2  100  12.5 ns/op  3 B/op"), or nil.
func parseBench(pkg, line string) *result {
	f := strings.Fields(line)
	if len(f) < 4 || !strings.HasPrefix(f[0], "Benchmark") || len(f)%2 != 0 {
		return nil
	}
	n, err := strconv.Atoi(f[1])
	if err != nil {
		return nil
	}
	b := &result{pkg: pkg, name: trimProcs(f[0]), n: n, metrics: map[string]float64{}}
	for i := 2; i+1 < len(f); i += 2 {
		v, err := strconv.ParseFloat(f[i], 64)
		if err != nil {
			return nil
		}
		b.metrics[f[i+1]] = v
		b.order = append(b.order, f[i+1])
	}
	return b
}

// trimProcs drops the -GOMAXPROCS suffix Go adds to a benchmark's name.
func trimProcs(name string) string {
	i := strings.LastIndexByte(name, '-')
	if i < 0 {
		return name
	}
	if _, err := strconv.Atoi(name[i+1:]); err != nil {
		return name
	}
	return name[:i]
}

// median is the run whose metrics are each the median of the runs' (the first run's units).
func median(runs []*result) *result {
	if len(runs) == 1 {
		return runs[0]
	}
	m := &result{pkg: runs[0].pkg, name: runs[0].name, n: runs[0].n, metrics: map[string]float64{}, order: runs[0].order}
	for _, u := range m.order {
		var vs []float64
		for _, r := range runs {
			if v, ok := r.metrics[u]; ok {
				vs = append(vs, v)
			}
		}
		m.metrics[u] = medianOf(vs)
	}
	return m
}

// medianOf is the median of vs (the mean of the middle two for an even count).
func medianOf(vs []float64) float64 {
	s := slices.Sorted(slices.Values(vs))
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// goVersion is the Go the tool was built with (`go run` builds it with the benchmarks' Go).
func goVersion() string { return runtime.Version() }
