// Command ladder measures how the game's costs grow with the map and the armies: for maps of
// 32² to 512² squares (8% walls) and 8 to 40 units a side, the battle screen's first frame (the
// time our code takes to build and draw it), the process's peak memory with the battle on
// screen, the fog of a side worked out from nothing, a headless AI battle's cost a round, and
// the hard AI's turns: its slowest whole side turn and its slowest single decision (by the
// thread's CPU time, so that a shared machine does not inflate them).
// Each configuration runs in a process of its own, so that memory is its own; the table ends
// with the fitted growth of each cost with the map's area (the exponent of cells^k).
//
// Run from the module root under a display: xvfb-run -a go run ./tools/ladder
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/sys/unix"

	"skirmish/ai"
	"skirmish/app/sim"
	"skirmish/client"
	"skirmish/combat"
	_ "skirmish/combat/rules/age13"   // registers the 13th Age ruleset
	_ "skirmish/combat/rules/delvers" // registers the delvers ruleset
	"skirmish/game"
	"skirmish/grid"
)

func main() {
	sizes := flag.String("sizes", "32,64,128,256,512", "map sides to measure")
	units := flag.String("units", "8,20,40", "units a side")
	rounds := flag.Int("rounds", 2, "rounds of the headless battle")
	one := flag.String("one", "", "measure one configuration SIZE,UNITS (what the ladder runs in a child process)")
	flag.Parse()
	if *one != "" {
		if err := measureOne(*one, *rounds); err != nil {
			fmt.Fprintln(os.Stderr, "ladder:", err)
			os.Exit(1)
		}
		return
	}
	if err := ladder(ints(*sizes), ints(*units), *rounds); err != nil {
		fmt.Fprintln(os.Stderr, "ladder:", err)
		os.Exit(1)
	}
}

// ints parses a comma-separated list of whole numbers.
func ints(s string) []int {
	var out []int
	for _, f := range strings.Split(s, ",") {
		if n, err := strconv.Atoi(strings.TrimSpace(f)); err == nil {
			out = append(out, n)
		}
	}
	return out
}

// row is one configuration's figures.
type row struct {
	size, units                     int
	firstMS, firstCPUms, rssMB      float64
	fogMS, roundMS, actionsPerRound float64
	turnMS, decideMS                float64
}

// ladder runs every configuration in a child process and prints the table and the growth.
func ladder(sizes, units []int, rounds int) error {
	self, err := os.Executable()
	if err != nil {
		return err
	}
	fmt.Printf("%6s %6s %12s %12s %9s %9s %12s %12s %12s\n", "map", "units", "first ms", "first cpu", "peak MB", "fog ms", "battle ms/rd", "AI turn ms", "decision ms")
	var rows []row
	for _, u := range units {
		for _, s := range sizes {
			out, err := exec.Command(self, "-one", fmt.Sprintf("%d,%d", s, u), "-rounds", strconv.Itoa(rounds)).Output()
			if err != nil {
				var ee *exec.ExitError
				if errors.As(err, &ee) {
					return fmt.Errorf("%d², %d units: %v\n%s", s, u, err, ee.Stderr)
				}
				return err
			}
			r := row{size: s, units: u}
			if _, err := fmt.Sscan(strings.TrimSpace(string(out)), &r.firstMS, &r.firstCPUms, &r.rssMB, &r.fogMS, &r.roundMS, &r.turnMS, &r.decideMS); err != nil {
				return fmt.Errorf("%d², %d units: %q: %v", s, u, out, err)
			}
			rows = append(rows, r)
			fmt.Printf("%5d² %6d %12.1f %12.1f %9.0f %9.2f %12.1f %12.1f %12.2f\n", s, u, r.firstMS, r.firstCPUms, r.rssMB, r.fogMS, r.roundMS, r.turnMS, r.decideMS)
		}
	}
	fmt.Println("growth with the map's area, cells^k (least squares over the sizes):")
	for _, u := range units {
		var xs []float64
		var first, rss, fog, round, turn []float64
		for _, r := range rows {
			if r.units == u {
				xs = append(xs, float64(r.size*r.size))
				first, rss = append(first, r.firstCPUms), append(rss, r.rssMB)
				fog, round = append(fog, r.fogMS), append(round, r.roundMS)
				turn = append(turn, r.turnMS)
			}
		}
		fmt.Printf("  %d units a side: first frame k=%.2f, peak memory k=%.2f, fog k=%.2f, battle round k=%.2f, AI turn k=%.2f\n",
			u, slope(xs, first), slope(xs, rss), slope(xs, fog), slope(xs, round), slope(xs, turn))
	}
	return nil
}

// slope is the least-squares slope of log y against log x.
func slope(xs, ys []float64) float64 {
	n := float64(len(xs))
	var sx, sy, sxx, sxy float64
	for i := range xs {
		x, y := math.Log(xs[i]), math.Log(max(ys[i], 1e-6))
		sx, sy, sxx, sxy = sx+x, sy+y, sxx+x*x, sxy+x*y
	}
	return (n*sxy - sx*sy) / (n*sxx - sx*sx)
}

// measureOne measures one configuration and prints: first-frame ms, its CPU ms on our threads,
// peak RSS MB, fog ms, battle ms a round, the hard AI's slowest turn and decision in ms.
func measureOne(spec string, rounds int) error {
	f := ints(spec)
	if len(f) != 2 {
		return fmt.Errorf("-one wants SIZE,UNITS, not %q", spec)
	}
	size, units := f[0], f[1]
	dir, err := os.MkdirTemp("", "ladder")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	path, err := writeMap(dir, size, units)
	if err != nil {
		return err
	}
	firstMS, cpuMS, rss, err := firstFrame(path)
	if err != nil {
		return err
	}
	m, err := grid.Load(path)
	if err != nil {
		return err
	}
	fogMS, roundMS, err := headless(m, rounds)
	if err != nil {
		return err
	}
	turnMS, decideMS, err := hardTurns(m, rounds)
	if err != nil {
		return err
	}
	fmt.Printf("%.2f %.2f %.1f %.3f %.2f %.2f %.3f\n", firstMS, cpuMS, rss, fogMS, roundMS, turnMS, decideMS)
	return nil
}

// writeMap writes a size×size Tiled map with 8% walls and units a side spawned at the middle of
// its west and east edges, on the bundled tileset.
func writeMap(dir string, size, units int) (string, error) {
	// the bundled tileset, beside the map (a map's files must lie in its folder)
	for _, name := range []string{"dungeon.tsx", "dungeon.png"} {
		b, err := os.ReadFile(filepath.Join("maps", "tiles", name))
		if err != nil {
			return "", fmt.Errorf("run from the module root: %v", err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			return "", err
		}
	}
	tiles := "dungeon.tsx"
	r := rand.New(rand.NewPCG(uint64(size), 8))
	var ground, walls strings.Builder
	for i := range size * size {
		if i > 0 {
			ground.WriteByte(',')
			walls.WriteByte(',')
		}
		ground.WriteString("1")
		x := i % size
		if x >= 4 && x < size-4 && r.Float64() < 0.08 {
			walls.WriteString("9") // the tileset's wall
		} else {
			walls.WriteString("0")
		}
	}
	spawn := func(id int, side, unit string, x int) string {
		return fmt.Sprintf(`  <object id="%d" name="%s" type="Spawn" x="%d" y="%d"><properties><property name="count" type="int" value="%d"/><property name="side" value="%s"/><property name="unit" value="%s"/></properties><point/></object>
`, id, side, x*32+16, size/2*32+16, units, side, unit)
	}
	tmx := fmt.Sprintf(`<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="%d" height="%d" tilewidth="32" tileheight="32" infinite="0" nextlayerid="4" nextobjectid="3">
 <properties><property name="ruleset" value="delvers"/><property name="sides" value="Delvers,Orcs"/><property name="title" value="ladder %d"/></properties>
 <tileset firstgid="1" source="%s"/>
 <layer id="1" name="Ground" width="%d" height="%d"><data encoding="csv">%s</data></layer>
 <layer id="2" name="Walls" width="%d" height="%d"><data encoding="csv">%s</data></layer>
 <objectgroup id="3" name="Setup">
%s%s </objectgroup>
</map>
`, size, size, size, tiles, size, size, ground.String(), size, size, walls.String(), spawn(1, "Delvers", "delver", 1), spawn(2, "Orcs", "orc", size-2))
	path := filepath.Join(dir, fmt.Sprintf("ladder-%d.tmx", size))
	return path, os.WriteFile(path, []byte(tmx), 0o644)
}

// frames is the game the first frame is measured in: it builds the battle screen on its first
// Update, times that Update and Draw, then draws a few frames more and ends.
type frames struct {
	g       *game.Game
	path    string
	n       int
	start   time.Time
	cpu0    time.Duration
	firstMS float64
	cpuMS   float64
	err     error
}

func (f *frames) Update() error {
	if f.n == 0 {
		f.start, f.cpu0 = time.Now(), ourCPU()
		c := f.g.Context()
		s, err := client.ShotScene(c, client.ShotOptions{Scene: "battle", Map: f.path, Seed: 1})
		if err != nil {
			f.err = err
			return ebiten.Termination
		}
		c.Push(s)
	}
	if f.n >= 30 {
		return ebiten.Termination
	}
	return f.g.Update()
}

func (f *frames) Draw(screen *ebiten.Image) {
	f.g.Draw(screen)
	if f.n == 0 {
		f.firstMS = float64(time.Since(f.start).Microseconds()) / 1000
		f.cpuMS = float64((ourCPU() - f.cpu0).Microseconds()) / 1000
	}
	f.n++
}

func (f *frames) Layout(w, h int) (int, int) { return f.g.Layout(w, h) }

// firstFrame opens the battle screen on the map and returns its first frame's time, the CPU
// our threads spent on it, and the process's peak RSS after thirty frames, in MB.
func firstFrame(path string) (ms, cpu, rssMB float64, err error) {
	g, err := game.New(0, 0)
	if err != nil {
		return 0, 0, 0, err
	}
	c := g.Context()
	if c.Files, err = client.Files(); err != nil {
		return 0, 0, 0, err
	}
	c.Files.Settings, c.Files.Saves = "", ""
	c.Input.Enabled = false
	f := &frames{g: g, path: path}
	ebiten.SetWindowSize(game.ScreenWidth, game.ScreenHeight)
	if err := ebiten.RunGameWithOptions(f, &ebiten.RunGameOptions{InitUnfocused: true}); err != nil && !errors.Is(err, ebiten.Termination) {
		return 0, 0, 0, err
	}
	if f.err != nil {
		return 0, 0, 0, f.err
	}
	return f.firstMS, f.cpuMS, peakRSS(), nil
}

// headless returns the fog of the first side's units worked out from nothing, and a headless
// AI battle's cost a round, in ms.
func headless(m *grid.Map, rounds int) (fogMS, roundMS float64, err error) {
	rules, err := combat.Rules("delvers")
	if err != nil {
		return 0, 0, err
	}
	setup, err := sim.Setup(m, rules, 1)
	if err != nil {
		return 0, 0, err
	}
	var eyes []grid.Pos
	for _, u := range setup.Units {
		if u.Side == setup.Units[0].Side {
			eyes = append(eyes, u.Pos)
		}
	}
	t0 := time.Now()
	m.NewFog().Update(eyes)
	fogMS = float64(time.Since(t0).Microseconds()) / 1000
	b, err := combat.New(setup)
	if err != nil {
		return 0, 0, err
	}
	t0 = time.Now()
	res, err := ai.Play(b, []ai.Controller{ai.NewTactician(ai.Normal, 1), ai.NewTactician(ai.Normal, 2)}, rounds)
	if err != nil {
		return 0, 0, err
	}
	return fogMS, float64(time.Since(t0).Microseconds()) / 1000 / float64(max(res.Rounds, 1)), nil
}

// hardTurns plays a headless battle of the hard AI on both sides for rounds rounds and returns
// its slowest side turn (every decision and the engine applying it) and its slowest single
// decision, in ms of the thread's CPU time.
func hardTurns(m *grid.Map, rounds int) (turnMS, decideMS float64, err error) {
	rules, err := combat.Rules("delvers")
	if err != nil {
		return 0, 0, err
	}
	setup, err := sim.Setup(m, rules, 1)
	if err != nil {
		return 0, 0, err
	}
	b, err := combat.New(setup)
	if err != nil {
		return 0, 0, err
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	ctl := []*ai.Tactician{ai.NewTactician(ai.Hard, 1), ai.NewTactician(ai.Hard, 2)}
	b.Reactor = func(b *combat.Battle, u *combat.Unit, p combat.Prompt, opts []combat.Action) int {
		return ctl[u.Side].React(b, u, p, opts)
	}
	if err := b.Start(); err != nil {
		return 0, 0, err
	}
	var turn, slowest, decide time.Duration
	key := -1
	for actions := 0; !b.Over && b.Round <= rounds && actions < 100000; actions++ {
		t, _ := b.Current()
		if k := b.Round*1000 + b.TurnIndex; k != key {
			key, turn = k, 0
		}
		start := threadCPU()
		a := ctl[b.SideIndex(t.Side)].Act(b)
		d := threadCPU() - start
		if _, err := b.Do(a); err != nil {
			return 0, 0, err
		}
		turn += threadCPU() - start
		slowest, decide = max(slowest, turn), max(decide, d)
	}
	return float64(slowest.Microseconds()) / 1000, float64(decide.Microseconds()) / 1000, nil
}

// threadCPU is the CPU time of the calling OS thread.
func threadCPU() time.Duration {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts); err != nil {
		return 0
	}
	return time.Duration(ts.Nano())
}

// ourCPU is the CPU time of this process's own threads (those named as the program: Go's),
// leaving out the graphics driver's (Mesa's llvmpipe under Xvfb).
func ourCPU() time.Duration {
	self, _ := os.ReadFile("/proc/self/comm")
	name := strings.TrimSpace(string(self))
	dirs, _ := filepath.Glob("/proc/self/task/*")
	var ticks int64
	for _, d := range dirs {
		b, err := os.ReadFile(filepath.Join(d, "stat"))
		if err != nil {
			continue
		}
		s := string(b)
		open, close := strings.IndexByte(s, '('), strings.LastIndexByte(s, ')')
		if open < 0 || close < open || s[open+1:close] != name {
			continue
		}
		fs := strings.Fields(s[close+1:])
		if len(fs) < 13 {
			continue
		}
		ut, _ := strconv.ParseInt(fs[11], 10, 64)
		st, _ := strconv.ParseInt(fs[12], 10, 64)
		ticks += ut + st
	}
	return time.Duration(ticks) * 10 * time.Millisecond // USER_HZ = 100
}

// peakRSS is the process's peak resident memory (VmHWM), in MB.
func peakRSS() float64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			kb, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 64)
			return kb / 1024
		}
	}
	return 0
}
