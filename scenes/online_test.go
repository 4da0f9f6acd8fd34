package scenes

// Online play through the screens: one windowed game hosts a match (Host online), another
// joins it (Join online), and the two players play it to its end through their battle screens,
// each by clicks and keys on what its own screen shows.

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"skirmish/combat"
	_ "skirmish/combat/rules/delvers"
	"skirmish/combat/save"
	"skirmish/game"
	"skirmish/online"
)

// onlineMap is online's test map: Red and Blue at either end of a hall, the Beasts between.
const onlineMap = "../online/testdata/melee/melee.tmx"

// onlinePlayer plays one windowed game's seat through its screen: in its turn it selects a
// unit (the next-unit key), clicks a square it may move to once a turn, then ends the turn; it
// takes the first reaction a prompt offers.
type onlinePlayer struct {
	name  string
	g     *game.Game
	turn  [2]int
	moved bool
	// gen is the view's Gen when the player last acted, answered how many replies its screen
	// had taken then: it acts again once the view changed or its last input was answered
	gen, answered int
}

// battle is the game's online battle screen, once it is open.
func (p *onlinePlayer) battle() *OnlineBattle {
	b, _ := p.g.Context().Top().(*OnlineBattle)
	return b
}

// act injects the player's next input and reports whether it did: when its screen shows its
// turn, nothing it sent waits for a reply, and the view changed or its last input was answered
// since it last acted.
func (p *onlinePlayer) act(t *testing.T) bool {
	b := p.battle()
	in := p.g.Context().Input
	if b == nil || in.Pending() > 0 || b.answered < b.sent {
		return false
	}
	v := b.seat.View()
	fresh := v != nil && (v.Gen != p.gen || b.answered > p.answered)
	if fresh && v.Prompt != nil {
		p.gen, p.answered = v.Gen, b.answered
		in.InjectActions(game.Confirm) // the reaction offered first
		t.Logf("%s: round %d, %s answers a prompt", p.name, v.Round, v.Prompt.Unit)
		return true
	}
	if !fresh || !v.Mine || v.Act == nil || v.Act.Busy {
		return false
	}
	p.gen, p.answered = v.Gen, b.answered
	if turn := [2]int{v.Round, v.Now}; turn != p.turn {
		p.turn, p.moved = turn, false
	}
	switch {
	case v.Act.Selected == "":
		in.InjectActions(game.NextUnit)
	case !p.moved && len(v.Act.Marks) > 0:
		p.moved = true
		sq := v.Act.Marks[len(v.Act.Marks)/2]
		view := b.b.field.view
		view.CentreOn(sq)
		x, y := view.Cam.ToScreen(view.Map.CellCentre(sq))
		in.InjectClick(int(x), int(y))
		t.Logf("%s: round %d, %s moves to %v", p.name, v.Round, v.Act.Selected, sq)
	default:
		in.InjectActions(game.EndTurn)
	}
	return true
}

func TestTwoWindowedGamesPlayAnOnlineMatch(t *testing.T) {
	needDisplay(t)
	host := &onlinePlayer{name: "host", g: newTestGame(t, nil)}
	guest := &onlinePlayer{name: "guest", g: newTestGame(t, nil)}
	for _, p := range []*onlinePlayer{host, guest} {
		p.g.Context().Files.Bundled = []string{onlineMap}
	}

	// the host: Host online on the title screen, the map's sides as the menu sets them (Red
	// the host's, Blue a remote player's, the Beasts the AI's), any free port
	hc := host.g.Context()
	hc.Reset(NewTitle(hc))
	frames(t, host.g, 2)
	hc.Top().(*Title).m.nav.selectKey("host")
	hc.Input.InjectActions(game.Confirm)
	frames(t, host.g, 3)
	hm, ok := hc.Top().(*OnlineMenu)
	if !ok || !hm.host {
		t.Fatalf("Host online opened %T", hc.Top())
	}
	if want := []string{"Red", "Blue", "Beasts"}; len(hm.sides) != 3 || hm.sides[0] != want[0] || hm.sides[1] != want[1] {
		t.Fatalf("the host's menu shows the sides %v, want %v", hm.sides, want)
	}
	hm.port, hm.maxRounds, hm.code = "0", 2, "WIND-OWED-1"
	hm.build(hc)
	img, _ := frames(t, host.g, 1)
	writePNG(t, "skirmish-online-host-menu.png", img)
	hc.Input.InjectActions(game.Confirm) // the menu's first item is Host
	frames(t, host.g, 1)
	menuDone(t, host.g, hm)
	if host.battle() == nil {
		t.Fatalf("hosting opened %T, not the battle (the menu says: %v)", hc.Top(), hm.err)
	}
	hb := host.battle()
	addr := hb.title[len("Hosting: code WIND-OWED-1 at "):]

	// the guest: Join online, the address and code typed in, Blue
	gc := guest.g.Context()
	gc.Reset(NewOnlineJoin(gc))
	frames(t, guest.g, 2)
	jm := gc.Top().(*OnlineMenu)
	jm.addr, jm.code, jm.side = addr, "wind-owed-1", "Blue"
	jm.build(gc)
	gc.Input.InjectActions(game.Confirm)
	frames(t, guest.g, 1)
	menuDone(t, guest.g, jm)
	if guest.battle() == nil {
		t.Fatalf("joining opened %T, not the battle (the menu says: %v)", gc.Top(), jm.err)
	}
	gb := guest.battle()

	// both play through their screens until the match ends: a player acts when its screen
	// shows something new; else the test waits for news (a seat's view, events or log changed,
	// a reply came) and draws the screens, which take it
	idle := time.NewTimer(time.Minute)
	defer idle.Stop()
	for {
		hover, _ := hb.seat.Over()
		gover, _ := gb.seat.Over()
		if hover && gover {
			break
		}
		acted := false
		for _, p := range []*onlinePlayer{host, guest} {
			if p.act(t) {
				acted = true
				frames(t, p.g, 2)
			}
		}
		if acted {
			continue
		}
		idle.Reset(time.Minute)
		select {
		case <-hb.seat.(*online.Seat).Changed():
		case <-gb.seat.(*online.Seat).Changed():
		case <-hb.link.replied:
		case <-gb.link.replied:
		case <-idle.C:
			t.Fatalf("nothing happened for a minute: the host's screen says %q, the guest's %q", hb.status(hb.view()), gb.status(gb.view()))
		}
		frames(t, host.g, 1)
		frames(t, guest.g, 1)
	}
	img, _ = frames(t, guest.g, 2)
	writePNG(t, "skirmish-online-guest.png", img)
	_, winner := hb.seat.Over()
	if _, w := gb.seat.Over(); w != winner {
		t.Errorf("the guest's screen says %q won, the host's %q", w, winner)
	}
	// each screen's log is its side's, and differs from the other's under fog
	if len(hb.b.log.lines) == 0 || len(gb.b.log.lines) == 0 {
		t.Errorf("the logs shown have %d and %d lines", len(hb.b.log.lines), len(gb.b.log.lines))
	}
	if v := gb.seat.View(); v == nil || v.Side != 1 {
		t.Errorf("the guest's view is not Blue's: %+v", v)
	}

	// the blows and steps the guest's side was told were heard (its hearer's cues)
	if gb.cues == 0 {
		t.Error("the guest's screen heard no cue of the whole match")
	}
	// the guest's results: its side's victory or defeat, or a draw
	gc.Input.InjectActions(game.Confirm)
	frames(t, guest.g, 1)
	res, ok := gc.Top().(*OnlineResults)
	if !ok {
		t.Fatalf("a click on the ended match opened %T, not the results", gc.Top())
	}
	fitsAt(t, guest.g, res, "skirmish-online-results")
	kicker, _ := res.heading()
	want := map[bool]string{true: "VICTORY", false: "DEFEAT"}[winner == "Blue"]
	if winner == "" {
		want = "NO VICTOR"
	}
	if kicker != want || res.o.Winner != winner || len(res.o.Sides) != 3 || res.o.Sides[1].Who != "You" {
		t.Errorf("the guest's results say %q (winner %q, sides %+v); want %q for Blue's player", kicker, res.o.Winner, res.o.Sides, want)
	}
	if !gb.link.ended() {
		t.Error("the guest's link did not end with its battle screen")
	}

	// the host's save replays to the result both screens show, with the players' moves in it
	hb.quit(hc) // the host's window leaves: its match stops, its save is written
	path := filepath.Join(filepath.Dir(hc.Files.Settings), "online", "last-hosted.json")
	g, err := save.Load(path, save.Places{Allowed: []string{onlineMap}})
	if err != nil {
		t.Fatal(err)
	}
	if g.Battle.Winner != winner || !g.Battle.Over && g.Battle.Round <= hm.maxRounds {
		t.Fatalf("the save replays to a battle in round %d (over: %v) won by %q; the screens say the match ended, won by %q",
			g.Battle.Round, g.Battle.Over, g.Battle.Winner, winner)
	}
	// each player's clicks moved its side's units (the moves are in the save)
	moved := map[int]bool{}
	for _, e := range g.Battle.Log {
		if m, ok := e.(combat.Moved); ok && m.Feet > 0 {
			if u := g.Battle.Unit(m.Unit); u != nil {
				moved[u.Side] = true
			}
		}
	}
	if !moved[0] || !moved[1] {
		t.Errorf("the sides whose units moved: %v; want Red's (0) and Blue's (1), moved by the players' clicks", moved)
	}
	if _, ok := hc.Top().(*Title); !ok {
		t.Errorf("leaving the match opened %T, not the title", hc.Top())
	}
}

// menuDone waits (a minute at most) until the online menu's hosting or joining is done, and
// runs the frame that takes its end.
func menuDone(t *testing.T, g *game.Game, m *OnlineMenu) {
	t.Helper()
	select {
	case next := <-m.done:
		m.done <- next // for the menu's Update
	case <-time.After(time.Minute):
		t.Fatalf("the menu is still %q after a minute", m.busy)
	}
	frames(t, g, 1)
}

// writePNG keeps a frame in the temporary folder, to look at.
func writePNG(t *testing.T, name string, img image.Image) {
	f, err := os.Create(filepath.Join(os.TempDir(), name))
	if err != nil {
		t.Log(err)
		return
	}
	defer f.Close()
	png.Encode(f, img)
}
