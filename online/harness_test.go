package online

// Test harness: hosts and seats on loopback, each on a free port, stopped with the test.

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"skirmish/ai"
	"skirmish/app/sim"
	"skirmish/combat"
	_ "skirmish/combat/rules/delvers"
	"skirmish/combat/save"
	"skirmish/grid"
)

// meleeMap is the test map: Red and Blue at either end of a hall, the Beasts between.
const meleeMap = "testdata/melee/melee.tmx"

// meleeSetup is the battle of the test map with a seed.
func meleeSetup(t *testing.T, seed uint64) combat.Setup {
	t.Helper()
	m, err := grid.Load(meleeMap)
	if err != nil {
		t.Fatal(err)
	}
	rules, err := combat.Rules("delvers")
	if err != nil {
		t.Fatal(err)
	}
	s, err := sim.Setup(m, rules, seed)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// hostCfg is a match of the test map on a host's own server on loopback: Red and Blue played
// from afar, the Beasts by the AI, under fog, a draw after 12 rounds.
func hostCfg(t *testing.T, dir string) HostConfig {
	return HostConfig{Setup: meleeSetup(t, 7), Code: "TEST-CODE-1",
		Seats: []HostSeat{{Seat: SeatRemote}, {Seat: SeatRemote}, {Seat: SeatAI, Level: ai.Normal}},
		Fog:   true, MaxRounds: 12, Observers: ObserveAll,
		Net: NetConfig{Listen: "127.0.0.1:0", DataDir: dir}, Save: filepath.Join(dir, "match.json"),
		Log: func(s string) { t.Log("host: " + s) }}
}

// startHost starts a host, closed with the test.
func startHost(t *testing.T, cfg HostConfig) *Host {
	t.Helper()
	h, err := NewHost(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h.Close)
	return h
}

// joinCfg is a seat's configuration for a host's match.
func joinCfg(t *testing.T, h *Host, side, player string) JoinConfig {
	return JoinConfig{Addr: h.Addresses()[len(h.Addresses())-1], Code: h.Code(), Side: side, Player: player,
		DataDir: t.TempDir(), Log: func(s string) { t.Log(time.Now().Format("15:04:05.000") + " " + player + ": " + s) }}
}

// join joins a seat, closed with the test.
func join(t *testing.T, cfg JoinConfig) *Seat {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s, err := Join(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

// runHost runs h in a goroutine; its result comes on the channel.
func runHost(ctx context.Context, h *Host) <-chan hostEnd {
	done := make(chan hostEnd, 1)
	go func() {
		r, err := h.Run(ctx)
		done <- hostEnd{r, err}
	}()
	return done
}

// hostEnd is how a host's Run ended.
type hostEnd struct {
	r   Result
	err error
}

// replays checks that the save at path replays to the result's log.
func replays(t *testing.T, path string, r Result) {
	t.Helper()
	g, err := save.Load(path, save.Places{Folders: []string{filepath.Dir(path), "testdata"}, Allowed: []string{meleeMap}})
	if err != nil {
		t.Fatal(err)
	}
	sum, err := save.LogHash(g.Battle.Log)
	if err != nil {
		t.Fatal(err)
	}
	if sum != r.LogSHA256 || len(g.Battle.Log) != r.Events {
		t.Fatalf("the save replays to %d events (%s), the host's log had %d (%s)", len(g.Battle.Log), sum[:12], r.Events, r.LogSHA256[:12])
	}
}
