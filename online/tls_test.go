package online

// TLS on a host's own server: it speaks TLS only; nothing a guest or a seat sends crosses the
// wire in the clear; the guests' password is the code bound to the server's certificate, so a
// machine in the middle that shows a certificate of its own is refused by the real server.

import (
	"bufio"
	"bytes"
	"context"
	"crypto/tls"
	"errors"
	"io"
	"net"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"skirmish/play"
)

// relay is a TCP relay on loopback to a server, keeping what the clients sent; with mitm set
// it is a machine in the middle: it answers the client's TLS with a certificate of its own and
// speaks TLS to the server itself, reading everything.
type relay struct {
	l    net.Listener
	to   string
	mitm *tls.Config
	mu   sync.Mutex
	sent bytes.Buffer
}

// startRelay starts a relay to the server at addr, stopped with the test.
func startRelay(t *testing.T, addr string, mitm *tls.Config) *relay {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	r := &relay{l: l, to: addr, mitm: mitm}
	t.Cleanup(func() { l.Close() })
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			go r.serve(c)
		}
	}()
	return r
}

// serve relays one client's connection.
func (r *relay) serve(client net.Conn) {
	defer client.Close()
	server, err := net.Dial("tcp", r.to)
	if err != nil {
		return
	}
	defer server.Close()
	var cr io.Reader = client
	var cw io.Writer = client
	var sr io.Reader = server
	var sw io.Writer = server
	if r.mitm != nil {
		// the server's INFO in the clear, then TLS on both sides
		info, err := bufio.NewReader(server).ReadString('\n')
		if err != nil {
			return
		}
		client.Write([]byte(info))
		tc := tls.Server(client, r.mitm)
		ts := tls.Client(server, &tls.Config{InsecureSkipVerify: true})
		if tc.Handshake() != nil || ts.Handshake() != nil {
			return
		}
		cr, cw, sr, sw = tc, tc, ts, ts
	}
	done := make(chan struct{}, 2)
	go func() {
		buf := make([]byte, 4096)
		for {
			n, err := cr.Read(buf)
			if n > 0 {
				r.mu.Lock()
				r.sent.Write(buf[:n])
				r.mu.Unlock()
				sw.Write(buf[:n])
			}
			if err != nil {
				break
			}
		}
		done <- struct{}{}
	}()
	go func() {
		io.Copy(cw, sr)
		done <- struct{}{}
	}()
	<-done
}

// clientBytes is what the clients sent through the relay.
func (r *relay) clientBytes() []byte {
	r.mu.Lock()
	defer r.mu.Unlock()
	return bytes.Clone(r.sent.Bytes())
}

func TestTheHostsOwnServerSpeaksTLSAndBindsTheCodeToItsCertificate(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	h := startHost(t, hostCfg(t, dir))
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	runHost(ctx, h)
	addr := h.Addresses()[len(h.Addresses())-1]

	t.Run("no link in the clear", func(t *testing.T) {
		if nc, err := nats.Connect("nats://"+addr, nats.UserInfo("guest", "TESTCODE1")); err == nil {
			nc.Close()
			t.Fatal("a client in the clear was let in")
		}
	})
	t.Run("the code alone is not the password", func(t *testing.T) {
		nc, err := nats.Connect("nats://"+addr, nats.Secure(ownTLS("", nil)), nats.UserInfo("guest", "TESTCODE1"))
		if err == nil {
			nc.Close()
			t.Fatal("the code as the password was let in")
		}
		if !errors.Is(err, nats.ErrAuthorization) {
			t.Errorf("the code as the password: %v, want an authorization error", err)
		}
	})
	t.Run("a seat's messages are not on the wire", func(t *testing.T) {
		r := startRelay(t, addr, nil)
		cfg := joinCfg(t, h, "Red", "Ann")
		cfg.Addr = r.l.Addr().String()
		s := join(t, cfg)
		if _, err := s.Send(play.EndTurn()); err != nil {
			t.Logf("the probe: %v", err)
		}
		wire := r.clientBytes()
		if len(wire) < 100 {
			t.Fatalf("the relay saw %d bytes", len(wire))
		}
		for _, clear := range []string{"TESTCODE1", "TEST-CODE-1", "CONNECT", "PUB ", "end_turn", "Ann"} {
			if bytes.Contains(wire, []byte(clear)) {
				t.Errorf("%q crossed the wire in the clear", clear)
			}
		}
	})
	t.Run("a machine in the middle is refused", func(t *testing.T) {
		certFile, keyFile, _, err := selfCert(t.TempDir()) // the intruder's own certificate
		if err != nil {
			t.Fatal(err)
		}
		pair, err := tls.LoadX509KeyPair(certFile, keyFile)
		if err != nil {
			t.Fatal(err)
		}
		r := startRelay(t, addr, &tls.Config{Certificates: []tls.Certificate{pair}})
		cfg := joinCfg(t, h, "Blue", "Bo")
		cfg.Addr = r.l.Addr().String()
		cfg.DataDir = filepath.Join(t.TempDir(), "bo")
		s, err := Join(ctx, cfg)
		if err == nil {
			s.Close()
			t.Fatal("a guest through a machine in the middle was let in")
		}
		if !IsRefusal(err, CodeWrongCode) || !strings.Contains(err.Error(), "something between you and the host") {
			t.Errorf("the guest through a machine in the middle is told %v", err)
		}
		// the intruder read the guest's password: it is not the code, and the real server
		// refuses it
		wire := r.clientBytes()
		if bytes.Contains(wire, []byte("TESTCODE1")) {
			t.Error("the code reached the machine in the middle")
		}
		i := bytes.Index(wire, []byte(`"pass":"`))
		if i < 0 {
			t.Fatalf("the intruder read no password in %q", shortQ(wire))
		}
		pass := string(wire[i+8:])
		pass = pass[:strings.IndexByte(pass, '"')]
		if nc, err := nats.Connect("nats://"+addr, nats.Secure(ownTLS("", nil)), nats.UserInfo("guest", pass)); err == nil {
			nc.Close()
			t.Fatal("the password read in the middle lets the intruder in")
		}
	})
}

// shortQ is the first bytes of b, for a message.
func shortQ(b []byte) string {
	if len(b) > 200 {
		b = b[:200]
	}
	return string(b)
}
