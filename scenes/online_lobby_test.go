package scenes

// The lobby and the remembered choices through the screens: a community's server on
// loopback lists a public and a private match; the player joins the public one from the list,
// watches it, and is sent to Join online for the private one's code. A host's window hosts,
// leaves, and resumes its match from Host online without typing the code again.

import (
	"context"
	"fmt"
	"image"
	"net"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/ai"
	"skirmish/app/netplay"
	"skirmish/game"
	"skirmish/online"
	"skirmish/online/natsd"
)

// communityServer starts a community's server on loopback, stopped with the test; it returns
// its URL and the community's folder (host.key, member.creds).
func communityServer(t *testing.T) (string, string) {
	t.Helper()
	c, err := online.NewCommunity("test")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := c.Write(dir); err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	srv, err := natsd.Start(c.Server("s1", fmt.Sprintf("127.0.0.1:%d", port), filepath.Join(t.TempDir(), "js"), "", "", nil))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Shutdown)
	return fmt.Sprintf("nats://127.0.0.1:%d", port), dir
}

// hostOn hosts a match of the online test map on a community's server (Red and Blue from
// afar, the Beasts the AI's; everything shown to observers), run until the test ends.
func hostOn(t *testing.T, url, dir, title string, public bool) *online.Host {
	t.Helper()
	s, err := netplay.HostOptions{Map: onlineMap}.Setup()
	if err != nil {
		t.Fatal(err)
	}
	h, err := online.NewHost(context.Background(), online.HostConfig{Setup: s, Title: title, Public: public,
		Seats: []online.HostSeat{{Seat: online.SeatRemote}, {Seat: online.SeatRemote}, {Seat: online.SeatAI, Level: ai.Normal}},
		Fog:   true, Observers: online.ObserveAll, Code: online.NewCode(),
		Net: online.NetConfig{URL: url, SigningKey: filepath.Join(dir, "host.key")}})
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	ended := make(chan struct{})
	go func() {
		h.Run(ctx)
		close(ended)
	}()
	t.Cleanup(func() {
		stop()
		<-ended
		h.Close()
	})
	return h
}

// fitsAt draws scene at 100% and 150% (on 1280×720: shown at 125%), keeps each frame to look
// at (name-100.png, name-150.png) and checks, as the layout test does for every screen, that
// its pieces lie on the screen, none overlaps another and no text is cut to fit.
func fitsAt(t *testing.T, g *game.Game, scene game.Scene, name string) {
	t.Helper()
	c := g.Context()
	for _, scale := range []float64{1, 1.5} {
		scaled(g, scale)
		cuts := textCuts
		img, _ := frames(t, g, 2)
		writePNG(t, fmt.Sprintf("%s-%.0f.png", name, scale*100), img)
		at := fmt.Sprintf("%s at %.0f%%", name, scale*100)
		if n := textCuts - cuts; n > 0 {
			t.Errorf("%s: %d texts cut with \"…\" to fit", at, n)
		}
		screen := image.Rect(0, 0, c.Width, c.Height)
		parts, leaves, m := partsOf(scene), leavesOf(scene), menuIn(scene)
		if r, ok := scene.(*OnlineResults); ok { // a menu the layout test's walk does not know
			parts, leaves, m = widgetParts(r.m.ui.Container, "", nil), widgetLeaves(r.m.ui.Container, nil), r.m
		}
		if m != nil && m.crisp { // a crisp menu is laid out at the device's pixels
			dw, dh := c.DeviceSize()
			screen = image.Rect(0, 0, dw, dh)
		}
		if len(parts) == 0 {
			t.Fatalf("%s: no piece of the screen to check", at)
		}
		for _, p := range parts {
			if !p.r.Empty() && !p.r.In(screen) {
				t.Errorf("%s: %s at %v lies outside the %v screen", at, p.name, p.r, screen)
			}
		}
		for _, o := range overlaps(leaves) {
			t.Errorf("%s: %s at %v overlaps %s at %v", at, o[0].name, o[0].r, o[1].name, o[1].r)
		}
	}
	scaled(g, 1)
	frames(t, g, 1)
}

// scaled sets the game's UI scale.
func scaled(g *game.Game, scale float64) {
	c := g.Context()
	s := c.Settings
	s.UIScale = scale
	c.Apply(s)
}

func TestTheLobbyListsMatchesAndJoinsFromTheList(t *testing.T) {
	needDisplay(t)
	url, dir := communityServer(t)
	public := hostOn(t, url, dir, "Public hall", true)
	hostOn(t, url, dir, "Private hall", false)

	g := newTestGame(t, nil)
	c := g.Context()
	c.Files.Bundled = []string{onlineMap}
	updatePrefs(c.Files.Settings, func(p *onlinePrefs) { p.Server, p.Creds = url, filepath.Join(dir, "member.creds") })
	// the lobby lists the matches at once, with the server and credentials the menus keep;
	// the hosts write their entries within a second of starting
	var lobby *OnlineMenu
	for try := 0; lobby == nil || len(lobby.matches) < 2; try++ {
		if try == 20 {
			t.Fatalf("the lobby lists %d matches (err %v); want the 2 hosted", len(lobby.matches), lobby.err)
		}
		lobby = NewOnlineLobby(c) // listing already
		c.Reset(lobby)
		menuDone(t, g, lobby)
		if lobby.err != nil {
			t.Fatalf("reading the lobby: %v", lobby.err)
		}
	}
	fitsAt(t, g, lobby, "skirmish-online-lobby")
	c.Push(NewOnlineHost(c)) // and the host menu beside it
	fitsAt(t, g, c.Top(), "skirmish-online-host")
	c.Pop()
	scaled(g, 1)
	frames(t, g, 1)
	if got := []string{lobby.matches[0].Title, lobby.matches[1].Title}; got[0] != "Private hall" || got[1] != "Public hall" {
		t.Fatalf("the lobby lists %v", got)
	}
	if !strings.Contains(lobbyLine(lobby.matches[0]), "code needed") || strings.Contains(lobbyLine(lobby.matches[1]), "code needed") {
		t.Errorf("the lines read %q and %q; only the private match's needs a code", lobbyLine(lobby.matches[0]), lobbyLine(lobby.matches[1]))
	}

	// the private match: Join online opens on it, filled in but for the code
	lobby.m.nav.selectKey("match:" + lobby.matches[0].ID)
	c.Input.InjectActions(game.Confirm)
	frames(t, g, 2)
	j, ok := c.Top().(*OnlineMenu)
	if !ok || j == lobby || j.lobby || j.addr != url || j.code != "" || j.side != "Red" || j.creds == "" {
		t.Fatalf("choosing the private match opened %T (%+v); want Join online at its server, Red, no code", c.Top(), j)
	}
	c.Pop()
	frames(t, g, 1)

	// the public match: joined at once on its first free side
	lobby.m.nav.selectKey("match:" + public.ID())
	c.Input.InjectActions(game.Confirm)
	frames(t, g, 1)
	menuDone(t, g, lobby)
	b, ok := c.Top().(*OnlineBattle)
	if !ok {
		t.Fatalf("joining from the lobby opened %T (the menu says %v)", c.Top(), lobby.err)
	}
	if b.seat.Side() != 0 {
		t.Errorf("joining from the lobby took side %d, want Red (0), the first free", b.seat.Side())
	}
	b.quit(c)

	// and watched
	lobby = NewOnlineLobby(c)
	c.Reset(lobby)
	menuDone(t, g, lobby)
	if !lobby.m.nav.selectKey("watch:" + public.ID()) {
		t.Fatalf("the lobby offers no Watch for the public match: %+v", lobby.matches)
	}
	c.Input.InjectActions(game.Confirm)
	frames(t, g, 1)
	menuDone(t, g, lobby)
	b, ok = c.Top().(*OnlineBattle)
	if !ok || b.seat.Side() != -1 {
		t.Fatalf("watching from the lobby opened %T (the menu says %v); want the battle, watching", c.Top(), lobby.err)
	}
	img, _ := frames(t, g, 2)
	writePNG(t, "skirmish-online-observer.png", img)
	if v := b.seat.View(); v == nil || v.Side != -1 {
		t.Errorf("the observer's view is %+v, want every side's (-1)", v)
	}
	b.quit(c)
}

func TestHostOnlineRemembersAndResumesTheMatch(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	c.Files.Bundled = []string{onlineMap}
	updatePrefs(c.Files.Settings, func(p *onlinePrefs) {
		p.Server, p.HostOn, p.HostKey, p.Creds, p.Name = "nats://club.example:7422", "nats://club.example:7422", "/keys/host.key", "/keys/member.creds", "Ada"
	})
	h := NewOnlineHost(c)
	if h.server != "nats://club.example:7422" || h.key != "/keys/host.key" || h.creds != "/keys/member.creds" || h.name != "Ada" {
		t.Fatalf("Host online reads server %q, key %q, creds %q, name %q; want the prefs'", h.server, h.key, h.creds, h.name)
	}
	if h.prefs.Last != nil {
		t.Fatalf("a first Host online offers to resume %+v", h.prefs.Last)
	}
	// host on this computer, then leave the match
	c.Reset(h)
	frames(t, g, 2) // the fields' first events
	h.server, h.port, h.code, h.observers = "", "0", "RESU-ME-01", 1
	h.build(c)
	frames(t, g, 2)
	h.m.nav.selectKey("start")
	c.Input.InjectActions(game.Confirm)
	frames(t, g, 1)
	menuDone(t, g, h)
	b, ok := c.Top().(*OnlineBattle)
	if !ok {
		t.Fatalf("hosting opened %T (the menu says %v)", c.Top(), h.err)
	}
	if strings.Contains(b.title, "resumed") {
		t.Fatalf("a new match's title says %q", b.title)
	}
	c.Input.InjectActions(game.Back)
	frames(t, g, 1)

	// Host online again offers to resume it; Resume hosts it again, its code kept
	h = NewOnlineHost(c)
	if h.prefs.Last == nil || h.prefs.Last.Code != "RESU-ME-01" || h.prefs.Last.Observers != 1 {
		t.Fatalf("Host online remembers %+v; want the match of code RESU-ME-01", h.prefs.Last)
	}
	c.Reset(h)
	frames(t, g, 2)
	if h.server != "" || h.key != "/keys/host.key" {
		t.Errorf("after hosting on its own server, Host online offers the server %q, key %q; want none, and the key kept", h.server, h.key)
	}
	h.code = online.NewCode() // a new code offered: Resume uses the old one
	h.build(c)
	img, _ := frames(t, g, 2)
	writePNG(t, "skirmish-online-host-resume.png", img)
	h.m.nav.selectKey("resume")
	c.Input.InjectActions(game.Confirm)
	frames(t, g, 1)
	menuDone(t, g, h)
	b, ok = c.Top().(*OnlineBattle)
	if !ok {
		t.Fatalf("Resume opened %T (the menu says %v)", c.Top(), h.err)
	}
	if !strings.HasPrefix(b.title, "Hosting (resumed): code RESU-ME-01 at ") {
		t.Errorf("the resumed match's title is %q", b.title)
	}
	b.quit(c)
}
