package online

// The fences: what each party's credentials reach on the server. A client holding one side's
// key (a modified game) tries to read another side's subjects, stream and inbox, the host's
// record, and to speak for the other side; the server refuses each, while the same client
// reads its own side's stream. A guest with the code alone reads no side's.

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nkeys"
)

// seatKey is the key a seat joined with (kept in its folder), as a modified client would use
// it.
func seatKey(t *testing.T, cfg JoinConfig, id string) nkeys.KeyPair {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(cfg.DataDir, "seats", id+"-"+cfg.Side+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var idn identity
	if err := json.Unmarshal(data, &idn); err != nil {
		t.Fatal(err)
	}
	kp, err := nkeys.FromSeed([]byte(idn.Seed))
	if err != nil {
		t.Fatal(err)
	}
	return kp
}

// rawConn connects with opts, every asynchronous error (a permission refused) sent on the
// channel.
func rawConn(t *testing.T, url string, opts ...nats.Option) (*nats.Conn, <-chan error) {
	t.Helper()
	errs := make(chan error, 64)
	// a host's own server speaks TLS only, with a certificate of its own
	opts = append([]nats.Option{nats.Secure(ownTLS("", nil))}, opts...)
	opts = append(opts, nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) { errs <- err }))
	nc, err := nats.Connect(url, opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	return nc, errs
}

// refusedSub checks that the server refuses a subscription to subject and delivers nothing.
func refusedSub(t *testing.T, nc *nats.Conn, errs <-chan error, subject string) {
	t.Helper()
	sub, err := nc.SubscribeSync(subject)
	if err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-errs:
		if !errors.Is(err, nats.ErrPermissionViolation) {
			t.Fatalf("subscribing to %s: %v, want a permission violation", subject, err)
		}
	case <-time.After(5 * time.Second):
		t.Fatalf("the server let Red's key subscribe to %s", subject)
	}
	if m, err := sub.NextMsg(100 * time.Millisecond); err == nil {
		t.Fatalf("Red's key received %s on %s", m.Data, subject)
	}
}

// refusedPub checks that the server refuses a request on subject (it never reaches anyone).
func refusedPub(t *testing.T, nc *nats.Conn, errs <-chan error, subject string, data []byte) {
	t.Helper()
	if err := nc.PublishRequest(subject, nc.NewRespInbox(), data); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-errs:
		if !errors.Is(err, nats.ErrPermissionViolation) || !strings.Contains(err.Error(), subject) {
			t.Fatalf("asking on %s: %v, want a permission violation", subject, err)
		}
	case <-time.After(5 * time.Second):
		t.Fatalf("the server let Red's key publish on %s", subject)
	}
}

func TestOneSidesKeyReadsNothingOfAnothers(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	h := startHost(t, hostCfg(t, dir))
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	runHost(ctx, h)
	redCfg := joinCfg(t, h, "Red", "Ann")
	red := join(t, redCfg)
	blue := join(t, joinCfg(t, h, "Blue", "Bo"))
	playBot(ctx, red, 1)
	playBot(ctx, blue, 2)
	waitRound(t, blue, 2)
	if blue.Frames() == 0 || len(blue.Lines()) == 0 {
		t.Fatal("Blue has been told nothing: nothing to steal")
	}

	n := names{id: h.ID()}
	kp := seatKey(t, redCfg, n.id)
	pub, _ := kp.PublicKey()
	url := "nats://" + redCfg.Addr
	nc, errs := rawConn(t, url, nats.Nkey(pub, kp.Sign), nats.CustomInboxPrefix(n.inbox("s0")))

	// Red's key reads Red's own stream: the same client could read Blue's, if the server let it
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	own, err := js.Stream(ctx, n.stream("s0"))
	if err != nil {
		t.Fatalf("Red's key cannot read its own stream: %v", err)
	}
	if _, err := own.GetLastMsgForSubject(ctx, n.frames("s0")); err != nil {
		t.Fatalf("Red's key cannot read its own last frame: %v", err)
	}

	for _, subject := range []string{n.out("s1"), n.frames("s1"), n.view("s1"), n.inbox("s1") + ".>", n.inbox("h") + ".>",
		n.journal(), n.prefix() + ".>", ">"} {
		refusedSub(t, nc, errs, subject)
	}
	var asks []string
	for _, stream := range []string{n.stream("s1"), n.journalStream(), n.stream("o")} {
		api := "$JS.API."
		asks = append(asks, api+"STREAM.INFO."+stream, api+"CONSUMER.CREATE."+stream+".c", api+"DIRECT.GET."+stream,
			api+"STREAM.MSG.GET."+stream)
	}
	asks = append(asks, n.in("s1"), n.in("o"), n.join(), "$JS.API.STREAM.LIST")
	for _, subject := range asks {
		refusedPub(t, nc, errs, subject, []byte(`{"msg":{"op":"end_turn"},"last_by_subj":"`+n.frames("s1")+`"}`))
	}
	// a guest with the code alone reads no side's stream
	guest, gerrs := rawConn(t, url, append(guestAuth("TESTCODE1", &peer{}), nats.CustomInboxPrefix(n.guestInbox()))...)
	for _, subject := range []string{n.out("s0"), n.out("s1"), n.out("o")} {
		refusedSub(t, guest, gerrs, subject)
	}
}
