package natsd

// The embedded server: users with their permissions, JetStream, a user added by a reload.

import (
	"errors"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"
)

// start starts a server of users on a free loopback port, stopped with the test.
func start(t *testing.T, users []User) *Server {
	t.Helper()
	s, err := Start(Config{Name: "t", Listen: "127.0.0.1:0", StoreDir: t.TempDir(), Account: "GAME", Users: users})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Shutdown)
	return s
}

// A user may use only its subjects: a subscription to another's is refused by the server; a
// wrong password is refused; an nkey user added by a reload connects by its seed and nothing
// else does.
func TestUsersAndTheirPermissions(t *testing.T) {
	s := start(t, []User{{Name: "a", Password: "pa", Perms: Perms{Pub: []string{"a.>"}, Sub: []string{"a.>", "_INBOX.>"}}}})
	nc, err := nats.Connect(s.URL(), nats.UserInfo("a", "pa"))
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	denied := make(chan error, 4)
	nc.SetErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) { denied <- err })
	if _, err := nc.SubscribeSync("b.secret"); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-denied:
		if !errors.Is(err, nats.ErrPermissionViolation) {
			t.Fatalf("subscribing to b.secret: %v, want a permission violation", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the server let user a subscribe to b.secret")
	}
	if _, err := nats.Connect(s.URL(), nats.UserInfo("a", "wrong")); !errors.Is(err, nats.ErrAuthorization) {
		t.Fatalf("a wrong password: %v, want an authorization violation", err)
	}

	kp, err := nkeys.CreateUser()
	if err != nil {
		t.Fatal(err)
	}
	pub, _ := kp.PublicKey()
	seed, _ := kp.Seed()
	opt, err := nats.NkeyOptionFromSeed(writeSeed(t, seed))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := nats.Connect(s.URL(), opt); err == nil {
		t.Fatal("an nkey the server does not know connected")
	}
	if err := s.Reload([]User{{Nkey: pub, Perms: Perms{Sub: []string{"c.>"}}}}); err != nil {
		t.Fatal(err)
	}
	nk, err := nats.Connect(s.URL(), opt)
	if err != nil {
		t.Fatalf("the nkey added by the reload: %v", err)
	}
	nk.Close()
}

// A server listening on every interface (as `skirmish host --listen :7422` does) keeps its
// address through a reload of its users: it said [::] once listening, which a reload may not
// change the configured 0.0.0.0 to.
func TestAServerOnEveryInterfaceTakesNewUsers(t *testing.T) {
	s, err := Start(Config{Name: "t", Listen: ":0", StoreDir: t.TempDir(), Account: "GAME",
		Users: []User{{Name: "a", Password: "pa", Perms: Perms{Sub: []string{"a.>"}}}}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Shutdown)
	if s.Port() == 0 {
		t.Fatalf("the server's address %q names no port", s.Addr())
	}
	if err := s.Reload([]User{{Name: "b", Password: "pb", Perms: Perms{Sub: []string{"b.>"}}}}); err != nil {
		t.Fatal(err)
	}
	nc, err := nats.Connect(s.URL(), nats.UserInfo("b", "pb"))
	if err != nil {
		t.Fatalf("the user added by the reload: %v", err)
	}
	nc.Close()
}
