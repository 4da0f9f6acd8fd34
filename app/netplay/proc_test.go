package netplay

// Test harness: `skirmish host` and `skirmish join` as processes of their own (this test
// binary run again as the command), on loopback, killed and started again as a player's game
// would be. Each process stops with its test.

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"skirmish/ai"
	_ "skirmish/combat/rules/delvers"
	"skirmish/combat/save"
	"skirmish/play"
)

// cmdEnv names the command a run of this binary is (host or join) instead of its tests.
const cmdEnv = "SKIRMISH_NETPLAY_TEST_CMD"

func TestMain(m *testing.M) {
	switch os.Getenv(cmdEnv) {
	case "host":
		os.Exit(Host(os.Args[1:], os.Stdout, os.Stderr))
	case "long": // a line longer than bufio.Scanner takes, then a short one
		fmt.Println(strings.Repeat("x", longLine))
		fmt.Println("end")
		os.Exit(0)
	case "sleep": // a process that waits to be killed
		time.Sleep(time.Minute)
		os.Exit(0)
	case "join":
		o, err := ParseJoin(os.Args[1:], os.Stderr)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		os.Exit(Join(o, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// longLine is the length of the "long" command's first line.
const longLine = 200 << 10

// testMap is the test map (online's): Red and Blue at either end of a hall, the Beasts
// between.
var testMap = filepath.Join("..", "..", "online", "testdata", "melee", "melee.tmx")

// proc is a command running in a process of its own: its output lines as they come.
type proc struct {
	name string
	cmd  *exec.Cmd
	mu   sync.Mutex
	out  []string
	more chan struct{}
	done chan struct{}
	code int
}

// start runs this binary as the command (host or join) with args; it is killed with the test
// if still running.
func start(t *testing.T, name, command string, args ...string) *proc {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), cmdEnv+"="+command)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	p := &proc{name: name, cmd: cmd, more: make(chan struct{}, 1), done: make(chan struct{})}
	if err := startDying(cmd, p.done); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	wg.Add(2)
	go func() {
		defer wg.Done()
		eachLine(stdout, func(l string) {
			p.mu.Lock()
			p.out = append(p.out, l)
			p.mu.Unlock()
			select {
			case p.more <- struct{}{}:
			default:
			}
		})
	}()
	go func() {
		defer wg.Done()
		eachLine(stderr, func(l string) { t.Log(time.Now().Format("15:04:05.000") + " " + name + ": " + l) })
	}()
	go func() {
		wg.Wait()
		cmd.Wait()
		p.code = cmd.ProcessState.ExitCode()
		close(p.done)
	}()
	t.Cleanup(func() { p.kill() })
	return p
}

// eachLine calls each with every line r gives, however long (a join prints a side's whole log,
// a view may be long: bufio.Scanner stops at 64 KiB), until r ends.
func eachLine(r io.Reader, each func(string)) {
	br := bufio.NewReader(r)
	for {
		l, err := br.ReadString('\n')
		if l != "" {
			each(strings.TrimSuffix(strings.TrimSuffix(l, "\n"), "\r"))
		}
		if err != nil {
			return
		}
	}
}

// lines are what the process printed so far.
func (p *proc) lines() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return slices.Clone(p.out)
}

// waitLine waits for a line that passes ok (a minute at most) and returns it.
func (p *proc) waitLine(t *testing.T, ok func(string) bool) string {
	t.Helper()
	deadline := time.After(time.Minute)
	seen := 0
	for {
		lines := p.lines()
		for _, l := range lines[seen:] {
			if ok(l) {
				return l
			}
		}
		seen = len(lines)
		select {
		case <-p.more:
		case <-p.done:
			if lines := p.lines(); len(lines) == seen {
				t.Fatalf("%s ended (exit %d) before the line the test waits for", p.name, p.code)
			}
		case <-deadline:
			t.Fatalf("%s never printed the line the test waits for", p.name)
		}
	}
}

// value is the rest of the first line printed that starts with key (and waits for it).
func (p *proc) value(t *testing.T, key string) string {
	t.Helper()
	return strings.TrimPrefix(p.waitLine(t, func(l string) bool { return strings.HasPrefix(l, key) }), key)
}

// kill kills the process at once (SIGKILL: no goodbye to the server) and waits for its end.
func (p *proc) kill() {
	select {
	case <-p.done:
		return
	default:
	}
	p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.done
}

// wait waits (3 minutes at most) for the process to end by itself and checks it ended well.
func (p *proc) wait(t *testing.T) {
	t.Helper()
	select {
	case <-p.done:
	case <-time.After(3 * time.Minute):
		t.Fatalf("%s did not end", p.name)
	}
	if p.code != 0 {
		t.Fatalf("%s ended with exit code %d", p.name, p.code)
	}
}

// hostArgs are a host's flags for the test map: Red and Blue played from afar, the Beasts by
// the AI, under fog, a draw after 10 rounds; its server on listen, its folder dir.
func hostArgs(dir, listen, code string) []string {
	return []string{"--map", testMap, "--seed", "11", "--max-rounds", "10", "--listen", listen, "--data", filepath.Join(dir, "host"),
		"--code", code, "--save", filepath.Join(dir, "match.json"), "--side", "Red=remote", "--side", "Blue=remote",
		"--side", "Beasts=ai:normal"}
}

// joinArgs are a joining AI's flags for side, its key kept in its folder under dir.
func joinArgs(dir, addr, code, side string, seed int) []string {
	return []string{addr, "--code", code, "--side", side, "--ai", "normal", "--seed", fmt.Sprint(seed),
		"--data", filepath.Join(dir, "join-"+side)}
}

// isRound reports whether a printed log line starts round n or a later one.
func isRound(n int) func(string) bool {
	return func(l string) bool {
		var r int
		_, err := fmt.Sscanf(l, "Round %d", &r)
		return err == nil && r >= n
	}
}

// hostEnd is how a host process ended: its result, the length and hash of its log, its save.
type hostEnd struct {
	result, events, sha, save string
}

// ended reads the host's last lines, once it has ended well.
func ended(t *testing.T, h *proc) hostEnd {
	t.Helper()
	h.wait(t)
	return hostEnd{result: h.value(t, "result: "), events: h.value(t, "events: "), sha: h.value(t, "log sha256: "),
		save: h.value(t, "save: ")}
}

// sideLogs are each side's combat log as the match's save tells it (play.Session.Log of the
// battle replayed under fog), in the words `skirmish join` prints; the save's log replays
// to the host's.
func sideLogs(t *testing.T, end hostEnd) [][]string {
	t.Helper()
	g, err := save.Load(end.save, save.Places{Folders: []string{filepath.Dir(end.save)}, Allowed: []string{testMap}})
	if err != nil {
		t.Fatal(err)
	}
	sum, err := save.LogHash(g.Battle.Log)
	if err != nil {
		t.Fatal(err)
	}
	if sum != end.sha || fmt.Sprint(len(g.Battle.Log)) != end.events {
		t.Fatalf("the save replays to %d events (%s), the host's log had %s (%s)", len(g.Battle.Log), sum, end.events, end.sha)
	}
	seats := make([]play.Seat, len(g.Battle.Sides))
	for i := range seats {
		seats[i] = play.Seat{Human: true, AI: ai.NewTactician(ai.Normal, uint64(i))}
	}
	m, err := play.New(play.Config{Setup: g.Setup, Seats: seats, Fog: true}, g.Battle)
	if err != nil {
		t.Fatal(err)
	}
	out := make([][]string, len(seats))
	for i := range seats {
		for _, l := range m.Session(i).Log() {
			out[i] = append(out[i], strings.Repeat("  ", int(l.Depth))+l.Text)
		}
	}
	return out
}

// printedLog is the combat log a join process printed: its lines from the one after
// "joined" to the one before "result".
func printedLog(t *testing.T, j *proc) []string {
	t.Helper()
	lines := j.lines()
	from := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, "joined ") })
	to := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, "result: ") })
	if from < 0 || to < from {
		t.Fatalf("%s printed no joined line and result line: %q", j.name, lines)
	}
	return lines[from+1 : to]
}

// sameLines checks that a join printed its side's whole log, line for line.
func sameLines(t *testing.T, who string, got, want []string) {
	t.Helper()
	if slices.Equal(got, want) {
		return
	}
	i := 0
	for i < min(len(got), len(want)) && got[i] == want[i] {
		i++
	}
	t.Fatalf("%s printed %d lines of its log, its side's log has %d; they differ from line %d: %q against %q", who,
		len(got), len(want), i+1, at(got, i), at(want, i))
}

// at is lines[i], or "(none)".
func at(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return "(none)"
}

// A line longer than bufio.Scanner's 64 KiB is read whole, and the lines after it too.
func TestALongLineIsReadWhole(t *testing.T) {
	p := start(t, "long", "long")
	l := p.waitLine(t, func(l string) bool { return strings.HasPrefix(l, "x") })
	if len(l) != longLine {
		t.Fatalf("the long line was read as %d characters, not %d", len(l), longLine)
	}
	p.value(t, "end")
	p.wait(t)
}
