package online

// Whole matches over loopback: two seats played by bots from afar and the host's AI finish a
// match whose save replays to the host's log.

import (
	"context"
	"testing"
	"time"

	"skirmish/ai"
)

func TestTwoBotsAndTheHostFinishAMatch(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	h := startHost(t, hostCfg(t, dir))
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	done := runHost(ctx, h)
	red := join(t, joinCfg(t, h, "Red", "Ann"))
	blue := join(t, joinCfg(t, h, "Blue", "Bo"))
	bots := make(chan error, 2)
	for i, s := range []*Seat{red, blue} {
		go func() { bots <- NewBot(ai.Normal, uint64(i)).Play(ctx, s) }()
	}
	end := <-done
	if end.err != nil {
		t.Fatal(end.err)
	}
	for range 2 {
		if err := <-bots; err != nil {
			t.Fatal(err)
		}
	}
	if !end.r.Over {
		t.Fatal("the match did not end")
	}
	for _, s := range []*Seat{red, blue} {
		if over, winner := s.Over(); !over || winner != end.r.Winner {
			t.Errorf("seat %d: over %v, winner %q; the host's %q", s.Side(), over, winner, end.r.Winner)
		}
	}
	t.Logf("the match ended in round %d, %d events, won by %q", end.r.Round, end.r.Events, end.r.Winner)
	replays(t, end.r.Save, end.r)
}
