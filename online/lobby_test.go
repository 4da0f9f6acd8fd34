package online

// The lobby: a community's members list the open matches on its server and join a public one
// from the list, its code read there; a private match is listed without its code.

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"skirmish/online/natsd"
)

func TestMembersListOpenMatchesAndJoinAPublicOne(t *testing.T) {
	t.Parallel()
	c, err := NewCommunity("test")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := c.Write(dir); err != nil {
		t.Fatal(err)
	}
	port := freePorts(t, 1)[0]
	srv, err := natsd.Start(c.Server("s1", fmt.Sprintf("127.0.0.1:%d", port), filepath.Join(t.TempDir(), "js"), "", "", nil))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Shutdown)
	urls := []string{fmt.Sprintf("nats://127.0.0.1:%d", port)}
	addr, member := strings.Join(urls, ","), filepath.Join(dir, memberFile)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	hosts := map[string]*Host{}
	for _, public := range []bool{true, false} {
		cfg := hostCfg(t, t.TempDir())
		cfg.Code, cfg.Public, cfg.Title = NewCode(), public, map[bool]string{true: "Public hall", false: "Private hall"}[public]
		cfg.Net = NetConfig{URL: addr, SigningKey: filepath.Join(dir, hostKeyFile)}
		h := startHost(t, cfg)
		runHost(ctx, h)
		hosts[cfg.Title] = h
	}

	if _, err := ListMatches(ctx, addr, "", ""); err == nil {
		t.Error("the lobby was listed with no credentials and no code")
	}
	var list []MatchInfo
	for deadline := time.Now().Add(30 * time.Second); len(list) < 2; time.Sleep(200 * time.Millisecond) {
		if list, err = ListMatches(ctx, addr, member, ""); err != nil {
			t.Fatal(err)
		}
		if time.Now().After(deadline) {
			t.Fatalf("the lobby lists %d matches, want the 2 hosted", len(list))
		}
	}
	if len(list) != 2 || list[0].Title != "Private hall" || list[1].Title != "Public hall" {
		t.Fatalf("the lobby lists %+v; want the private hall and the public one, by title", list)
	}
	if list[0].Code != "" {
		t.Errorf("the private match's entry gives its code %q", list[0].Code)
	}
	pub := list[1]
	if pub.Code != hosts["Public hall"].Code() || pub.ID != hosts["Public hall"].ID() {
		t.Fatalf("the public match's entry has the code %q and id %s; the host's are %q and %s", pub.Code, pub.ID,
			hosts["Public hall"].Code(), hosts["Public hall"].ID())
	}
	if len(pub.Sides) != 3 || pub.Sides[0].Seat != SeatRemote || pub.Sides[0].Taken {
		t.Fatalf("the public match's sides read %+v; want Red free to take", pub.Sides)
	}
	// a member joins it from the list: the code and the first free side as the entry says
	jc := joinCfg(t, hosts["Public hall"], pub.Sides[0].Name, "a member")
	jc.Addr, jc.Creds, jc.Code = addr, member, pub.Code
	s := join(t, jc)
	if s.Side() != 0 || s.Info().ID != pub.ID {
		t.Fatalf("joining from the lobby took side %d of match %s; want side 0 of %s", s.Side(), s.Info().ID, pub.ID)
	}
}
