package online

// Nothing lost: a seat whose link drops takes its seat back and catches up from its stream; a
// host that stops resumes the match from its record.

import (
	"context"
	"fmt"
	"net"
	"slices"
	"testing"
	"time"

	"skirmish/ai"
	"skirmish/combat/save"
	"skirmish/play"
)

// playBot lets a bot play a seat until ctx is done or the match ends; its end comes on the
// channel.
func playBot(ctx context.Context, s *Seat, seed uint64) <-chan error {
	done := make(chan error, 1)
	go func() { done <- NewBot(ai.Normal, seed).Play(ctx, s) }()
	return done
}

// waitRound waits until the seat's view shows round n (or the match's end).
func waitRound(t *testing.T, s *Seat, n int) {
	t.Helper()
	deadline := time.After(time.Minute)
	for {
		if v := s.View(); v != nil && (v.Round >= n || v.Over) {
			return
		}
		select {
		case <-s.Changed():
		case <-time.After(time.Second):
		case <-deadline:
			t.Fatalf("round %d never came", n)
		}
	}
}

// texts are the lines' texts.
func texts(lines []play.Line) []string {
	var out []string
	for _, l := range lines {
		out = append(out, fmt.Sprintf("%d %s", l.Depth, l.Text))
	}
	return out
}

// sameLog checks that a seat's log is its side's log at the host, line for line.
func sameLog(t *testing.T, who string, got, want []play.Line) {
	t.Helper()
	g, w := texts(got), texts(want)
	if !slices.Equal(g, w) {
		i := 0
		for i < min(len(g), len(w)) && g[i] == w[i] {
			i++
		}
		t.Fatalf("%s's log has %d lines, the host's %d; they differ from line %d: %q against %q", who, len(g), len(w), i+1,
			g[min(i, len(g)-1)], w[min(i, len(w)-1)])
	}
}

func TestASeatWhoseLinkDropsTakesItBack(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	h := startHost(t, hostCfg(t, dir))
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	done := runHost(ctx, h)
	redCfg := joinCfg(t, h, "Red", "Ann")
	red := join(t, redCfg)
	blue := join(t, joinCfg(t, h, "Blue", "Bo"))
	blueDone := playBot(ctx, blue, 2)
	redCtx, redStop := context.WithCancel(ctx)
	redDone := playBot(redCtx, red, 1)
	waitRound(t, red, 2)
	redStop()
	<-redDone
	red.Close() // the link drops mid-match
	time.Sleep(500 * time.Millisecond)

	// a guest with the code cannot take the seat while its player may come back
	other := redCfg
	other.DataDir, other.Player = t.TempDir(), "Eve"
	if _, err := Join(ctx, other); !IsRefusal(err, CodeFull) && !IsRefusal(err, CodeTaken) {
		t.Fatalf("another guest took Red's seat while Ann was away: %v", err)
	}
	again := join(t, redCfg)
	againDone := playBot(ctx, again, 3)
	end := <-done
	if end.err != nil {
		t.Fatal(end.err)
	}
	for _, c := range []<-chan error{blueDone, againDone} {
		if err := <-c; err != nil {
			t.Fatal(err)
		}
	}
	if !end.r.Over {
		t.Fatal("the match did not end")
	}
	sameLog(t, "Red (back)", again.Lines(), h.Match().Session(0).Log())
	sameLog(t, "Blue", blue.Lines(), h.Match().Session(1).Log())
	replays(t, end.r.Save, end.r)
}

func TestAHostThatStopsResumesTheMatch(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	cfg := hostCfg(t, dir)
	h := startHost(t, cfg)
	_, port, _ := net.SplitHostPort(h.Addresses()[0])
	cfg.Net.Listen = "127.0.0.1:" + port
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	hostCtx, stopHost := context.WithCancel(ctx)
	done := runHost(hostCtx, h)
	red := join(t, joinCfg(t, h, "Red", "Ann"))
	blue := join(t, joinCfg(t, h, "Blue", "Bo"))
	bots := []<-chan error{playBot(ctx, red, 1), playBot(ctx, blue, 2)}
	waitRound(t, red, 3)
	stopHost()
	if end := <-done; end.r.Over {
		t.Skip("the match ended before the host could be stopped")
	}
	before := slices.Clone(h.Match().B.Log)
	h.Close() // the host and its server go

	t.Log(time.Now().Format("15:04:05.000"), "host stopped")
	h2 := startHost(t, cfg)
	t.Log(time.Now().Format("15:04:05.000"), "host started again")
	if !h2.Resumed() {
		t.Fatal("the host started again with the code did not resume the match")
	}
	if n := len(h2.Match().B.Log); n < len(before) {
		t.Fatalf("the resumed battle has %d events, the stopped one had %d", n, len(before))
	}
	want, _ := save.LogHash(before)
	got, _ := save.LogHash(h2.Match().B.Log[:len(before)])
	if got != want {
		t.Fatal("the resumed battle's past differs from the stopped one's")
	}
	end := <-runHost(ctx, h2)
	t.Log(time.Now().Format("15:04:05.000"), "host ended")
	if end.err != nil {
		t.Fatal(end.err)
	}
	for _, c := range bots {
		if err := <-c; err != nil {
			t.Fatal(err)
		}
	}
	if !end.r.Over {
		t.Fatal("the resumed match did not end")
	}
	sameLog(t, "Red", red.Lines(), h2.Match().Session(0).Log())
	replays(t, end.r.Save, end.r)
}
