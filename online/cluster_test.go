package online

// A community's cluster: three servers of decentralised users on loopback, the match's
// streams kept three times over; one server stops mid-match and nothing is lost.

import (
	"context"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"skirmish/online/natsd"
)

// freePorts are n ports free on loopback now.
func freePorts(t *testing.T, n int) []int {
	t.Helper()
	var ports []int
	var ls []net.Listener
	for range n {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		ls = append(ls, l)
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	for _, l := range ls {
		l.Close()
	}
	return ports
}

// startCluster starts a community's cluster of n servers on loopback, stopped with the test,
// and waits until its JetStream takes requests; it returns the servers and their client URLs.
func startCluster(t *testing.T, c *Community, n int) ([]*natsd.Server, []string) {
	t.Helper()
	ports := freePorts(t, 2*n)
	var routes, urls []string
	for i := range n {
		routes = append(routes, fmt.Sprintf("nats://127.0.0.1:%d", ports[n+i]))
		urls = append(urls, fmt.Sprintf("nats://127.0.0.1:%d", ports[i]))
	}
	servers := make([]*natsd.Server, n)
	errs := make(chan error, n)
	for i := range n {
		go func() {
			cfg := c.Server(fmt.Sprintf("s%d", i+1), fmt.Sprintf("127.0.0.1:%d", ports[i]), filepath.Join(t.TempDir(), "js"),
				"skirmish", fmt.Sprintf("127.0.0.1:%d", ports[n+i]), routes)
			s, err := natsd.Start(cfg)
			servers[i] = s
			errs <- err
		}()
	}
	for range n {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	for _, s := range servers {
		t.Cleanup(s.Shutdown)
	}
	// JetStream is ready once a member's request is answered
	creds := filepath.Join(t.TempDir(), "member.creds")
	data, err := c.MemberCreds()
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(creds, data, 0o600)
	nc, err := nats.Connect(strings.Join(urls, ","), nats.UserCredentials(creds))
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	js, _ := jetstream.New(nc)
	deadline := time.Now().Add(30 * time.Second)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		_, err := js.AccountInfo(ctx)
		cancel()
		if err == nil {
			return servers, urls
		}
		if time.Now().After(deadline) {
			t.Fatalf("the cluster's JetStream never took a request: %v", err)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

func TestAClusterLosesNothingWhenAServerStops(t *testing.T) {
	t.Parallel()
	c, err := NewCommunity("test")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := c.Write(dir); err != nil {
		t.Fatal(err)
	}
	servers, urls := startCluster(t, c, 3)
	cfg := hostCfg(t, t.TempDir())
	cfg.Net = NetConfig{URL: strings.Join(urls, ","), SigningKey: filepath.Join(dir, hostKeyFile), Replicas: 3}
	h := startHost(t, cfg)
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	done := runHost(ctx, h)
	var seats []*Seat
	var bots []<-chan error
	for i, side := range []string{"Red", "Blue"} {
		jc := joinCfg(t, h, side, side+"'s player")
		jc.Addr, jc.Creds = strings.Join(urls, ","), filepath.Join(dir, memberFile)
		s := join(t, jc)
		seats = append(seats, s)
		bots = append(bots, playBot(ctx, s, uint64(i+1)))
	}
	waitRound(t, seats[0], 2)
	// the server the host is connected to stops
	at := h.net.nc.ConnectedUrl()
	for i, u := range urls {
		if u == at {
			t.Logf("%s stopping server %d (%s), the host's", time.Now().Format("15:04:05.000"), i+1, u)
			servers[i].Shutdown()
			t.Logf("%s stopped", time.Now().Format("15:04:05.000"))
		}
	}
	end := <-done
	t.Logf("%s the host ended", time.Now().Format("15:04:05.000"))
	if end.err != nil {
		t.Fatal(end.err)
	}
	for _, b := range bots {
		if err := <-b; err != nil {
			t.Fatal(err)
		}
		t.Logf("%s a bot ended", time.Now().Format("15:04:05.000"))
	}
	if !end.r.Over {
		t.Fatal("the match did not end")
	}
	for i, s := range seats {
		sameLog(t, fmt.Sprintf("side %d", i), s.Lines(), h.Match().Session(i).Log())
	}
	replays(t, end.r.Save, end.r)
	t.Logf("%s checked", time.Now().Format("15:04:05.000"))
}
