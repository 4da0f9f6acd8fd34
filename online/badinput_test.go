package online

// Bad input: a wrong code, a full match, another version, an unreachable server, a message too
// large or malformed, one sent again or by a stale connection: each is refused with a clear
// message, and the match goes on unharmed.

import (
	"context"
	"encoding/json"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"skirmish/play"
)

// request sends data on subject with conn and reads the answer into v.
func request(t *testing.T, nc *nats.Conn, subject string, data []byte, v any) {
	t.Helper()
	m, err := nc.Request(subject, data, 5*time.Second)
	if err != nil {
		t.Fatalf("asking on %s: %v", subject, err)
	}
	if err := decode(m.Data, m.Header, 0, v); err != nil {
		t.Fatal(err)
	}
}

// refusal checks that a refusal is of code and its words say want.
func refusal(t *testing.T, what string, r *Refusal, code, want string) {
	t.Helper()
	if r == nil || r.Code != code || !strings.Contains(r.Text, want) {
		t.Errorf("%s: refused with %+v, want code %q saying %q", what, r, code, want)
	}
}

func TestBadGuestsAreRefusedClearly(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	h := startHost(t, hostCfg(t, dir))
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	runHost(ctx, h)
	addr := h.Addresses()[len(h.Addresses())-1]

	cfg := joinCfg(t, h, "Red", "Ann")
	cfg.Code = "WRONG-CODE"
	_, err := Join(ctx, cfg)
	if !IsRefusal(err, CodeWrongCode) || !strings.Contains(err.Error(), "WRONG-CODE") {
		t.Errorf("a wrong code: %v", err)
	}
	cfg.Code = "not a code!"
	if _, err := Join(ctx, cfg); err == nil || !strings.Contains(err.Error(), "letters and digits") {
		t.Errorf("a code of other characters: %v", err)
	}

	l, _ := net.Listen("tcp", "127.0.0.1:0")
	closed := l.Addr().String()
	l.Close()
	cfg = joinCfg(t, h, "Red", "Ann")
	cfg.Addr = closed
	if _, err := Join(ctx, cfg); err == nil || !strings.Contains(err.Error(), "cannot reach a server at "+closed) {
		t.Errorf("an unreachable server: %v", err)
	}

	join(t, joinCfg(t, h, "Red", "Ann"))
	cfg = joinCfg(t, h, "Red", "Cy")
	if _, err := Join(ctx, cfg); !IsRefusal(err, CodeTaken) || !strings.Contains(err.Error(), "side Red is taken by Ann") {
		t.Errorf("a side taken: %v", err)
	}
	cfg.Side = "Beasts"
	if _, err := Join(ctx, cfg); !IsRefusal(err, CodeNoSide) || !strings.Contains(err.Error(), "Red, Blue") {
		t.Errorf("a side the AI plays: %v", err)
	}
	join(t, joinCfg(t, h, "Blue", "Bo"))
	cfg.Side = ""
	if _, err := Join(ctx, cfg); !IsRefusal(err, CodeFull) || !strings.Contains(err.Error(), "Red by Ann, Blue by Bo") {
		t.Errorf("a full match: %v", err)
	}

	// a guest of another version, and a guest's malformed and oversized messages
	n := names{id: h.ID()}
	guest, _ := rawConn(t, "nats://"+addr, append(guestAuth("TESTCODE1", &peer{}), nats.CustomInboxPrefix(n.guestInbox()))...)
	var reply JoinReply
	data, _ := json.Marshal(JoinRequest{Protocol: Protocol + 1, Game: "9.9", Op: OpJoin, Code: "TEST-CODE-1", Side: "Red"})
	request(t, guest, n.join(), data, &reply)
	refusal(t, "another version", reply.Refused, CodeVersion, "speaks online protocol 1; your game (9.9) speaks 2")
	reply = JoinReply{}
	request(t, guest, n.join(), []byte("{not json"), &reply)
	refusal(t, "a malformed request", reply.Refused, CodeMalformed, "not one the game reads")
	reply = JoinReply{}
	request(t, guest, n.join(), make([]byte, MaxMessage+1), &reply)
	refusal(t, "a request too large", reply.Refused, CodeTooLarge, "more than the 65536 a message may have")
	reply = JoinReply{}
	data, _ = json.Marshal(JoinRequest{Protocol: Protocol, Op: OpInfo, Code: "TEST-CODE-1"})
	request(t, guest, n.join(), data, &reply)
	if reply.Refused != nil || reply.Match.Title != "Melee hall" || len(reply.Match.Sides) != 3 || !reply.Match.Sides[0].Taken {
		t.Errorf("the host, after the bad requests, says of its match: %+v", reply)
	}
}

func TestBadSeatMessagesChangeNothing(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	h := startHost(t, hostCfg(t, dir))
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	runHost(ctx, h)
	redCfg := joinCfg(t, h, "Red", "Ann")
	red := join(t, redCfg)
	join(t, joinCfg(t, h, "Blue", "Bo"))
	red.Refresh()
	before := red.View()

	n := names{id: h.ID()}
	kp := seatKey(t, redCfg, n.id)
	pub, _ := kp.PublicKey()
	nc, _ := rawConn(t, "nats://"+redCfg.Addr, nats.Nkey(pub, kp.Sign), nats.CustomInboxPrefix(n.inbox("s0")))
	red.mu.Lock()
	lease, run := red.lease, red.run
	red.mu.Unlock()
	end := play.EndTurn()
	for _, c := range []struct {
		name string
		data []byte
		code string
		want string
	}{
		{"not JSON", []byte("\x00\x01garbage"), CodeMalformed, "not one the game reads"},
		{"too large", make([]byte, MaxMessage+10), CodeTooLarge, "more than the 65536 a message may have"},
		{"a stale lease", mustJSON(Intent{Lease: "old", Run: run, Seq: 1000, Msg: &end}), CodeStale, "taken since by another connection"},
		{"another run", mustJSON(Intent{Lease: lease, Run: "old", Seq: 1000, Msg: &end}), CodeRun, "restarted"},
		{"a number used", mustJSON(Intent{Lease: lease, Run: run, Seq: 1, Msg: &end}), CodeReplayed, "was sent before"},
	} {
		var ans Answer
		request(t, nc, n.in("s0"), c.data, &ans)
		refusal(t, c.name, ans.Refused, c.code, c.want)
	}
	var ans Answer
	request(t, nc, n.in("s0"), mustJSON(Intent{Lease: lease, Run: run, Seq: 5000, Msg: &play.Msg{Op: "explode"}}), &ans)
	if ans.Refused != nil || !strings.Contains(ans.Reply.Refused, `no such message "explode"`) {
		t.Errorf("a message of no known kind: %+v", ans)
	}
	red.Refresh()
	if after := red.View(); after.Round != before.Round || after.Turn != before.Turn || len(h.Match().B.Log) == 0 {
		t.Errorf("the bad messages changed the battle: round %d turn %d, was round %d turn %d", after.Round, after.Turn, before.Round, before.Turn)
	}
	// the match goes on: Red's next message is taken (its numbers go on past the raw one's)
	red.sendMu.Lock()
	red.seq = 6000
	red.sendMu.Unlock()
	if r, err := red.Send(play.ShowThreats(true)); err != nil || r.Refused != "" {
		t.Fatalf("after the bad messages Red's seat is refused: %v %q", err, r.Refused)
	}
}

// mustJSON is v as JSON.
func mustJSON(v any) []byte {
	data, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return data
}
