package netplay

// Whole matches of the commands over loopback, each in a process of its own: `skirmish host`
// and two `skirmish join` AIs finish a match whose save replays to the host's log; a join
// killed mid-match and started again takes its seat back with nothing lost; a host killed
// mid-match and started again with its code resumes the match.

import (
	"net"
	"testing"
)

// joined starts the two joining AIs (Red and Blue) at the host's address.
func joined(t *testing.T, dir, addr, code string) (red, blue *proc) {
	red = start(t, "join Red", "join", joinArgs(dir, addr, code, "Red", 1)...)
	blue = start(t, "join Blue", "join", joinArgs(dir, addr, code, "Blue", 2)...)
	return red, blue
}

// sameResult checks that a join printed the host's result.
func sameResult(t *testing.T, j *proc, end hostEnd) {
	t.Helper()
	if got := j.value(t, "result: "); got != end.result {
		t.Errorf("%s's result is %q, the host's %q", j.name, got, end.result)
	}
}

func TestTwoJoinAIsAndAHostFinishAMatch(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	h := start(t, "host", "host", hostArgs(dir, "127.0.0.1:0", "PLAY-ALL-1")...)
	addr := h.value(t, "address: ")
	red, blue := joined(t, dir, addr, "PLAY-ALL-1")
	end := ended(t, h)
	logs := sideLogs(t, end) // the save replays to the host's log
	for i, j := range []*proc{red, blue} {
		j.wait(t)
		sameResult(t, j, end)
		sameLines(t, j.name, printedLog(t, j), logs[i])
	}
	t.Logf("%s, %s events", end.result, end.events)
}

func TestAJoinKilledMidMatchTakesItsSeatBack(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	h := start(t, "host", "host", hostArgs(dir, "127.0.0.1:0", "PLAY-KILL-2")...)
	addr := h.value(t, "address: ")
	red, blue := joined(t, dir, addr, "PLAY-KILL-2")
	red.waitLine(t, isRound(2))
	red.kill()
	if red.code == 0 {
		t.Skip("the match ended before Red's game could be killed")
	}
	again := start(t, "join Red again", "join", joinArgs(dir, addr, "PLAY-KILL-2", "Red", 3)...)
	end := ended(t, h)
	logs := sideLogs(t, end)
	for _, j := range []*proc{again, blue} {
		j.wait(t)
		sameResult(t, j, end)
	}
	// the game started again has Red's whole log: what the killed one printed and the rest
	sameLines(t, "Red (started again)", printedLog(t, again), logs[0])
	sameLines(t, "Blue", printedLog(t, blue), logs[1])
}

func TestAHostKilledMidMatchResumesIt(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	h := start(t, "host", "host", hostArgs(dir, "127.0.0.1:0", "PLAY-HOST-3")...)
	addr := h.value(t, "address: ")
	red, blue := joined(t, dir, addr, "PLAY-HOST-3")
	red.waitLine(t, isRound(3))
	h.kill()
	if h.code == 0 {
		t.Skip("the match ended before the host could be killed")
	}
	_, port, err := net.SplitHostPort(addr)
	if err != nil {
		t.Fatal(err)
	}
	h2 := start(t, "host again", "host", hostArgs(dir, "127.0.0.1:"+port, "PLAY-HOST-3")...)
	if got := h2.value(t, "address: "); got != addr {
		t.Fatalf("the host started again is at %s, not %s", got, addr)
	}
	h2.value(t, "resumed: ")
	end := ended(t, h2)
	logs := sideLogs(t, end)
	for i, j := range []*proc{red, blue} {
		j.wait(t)
		sameResult(t, j, end)
		sameLines(t, j.name, printedLog(t, j), logs[i])
	}
}
