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
	// gen is the view's when the player last acted, at when
	gen int
	at  time.Time
}

// battle is the game's online battle screen, once it is open.
func (p *onlinePlayer) battle() *OnlineBattle {
	b, _ := p.g.Context().Top().(*OnlineBattle)
	return b
}

// act injects the player's next input and reports whether it did: when its screen shows its
// turn and the view changed since it last acted (or a second went by).
func (p *onlinePlayer) act(t *testing.T) bool {
	b := p.battle()
	in := p.g.Context().Input
	if b == nil || in.Pending() > 0 {
		return false
	}
	v := b.seat.View()
	if v != nil && v.Prompt != nil && (v.Gen != p.gen || time.Since(p.at) > time.Second) {
		p.gen, p.at = v.Gen, time.Now()
		in.InjectActions(game.Confirm) // the reaction offered first
		t.Logf("%s: round %d, %s answers a prompt", p.name, v.Round, v.Prompt.Unit)
		return true
	}
	if v == nil || !v.Mine || v.Act == nil || v.Act.Busy || v.Gen == p.gen && time.Since(p.at) < time.Second {
		return false
	}
	p.gen, p.at = v.Gen, time.Now()
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
	for i := 0; host.battle() == nil; i++ {
		if i == 100 {
			t.Fatalf("the host's battle screen never opened (on %T)", hc.Top())
		}
		if hm.err != nil {
			t.Fatalf("hosting failed: %v", hm.err)
		}
		time.Sleep(100 * time.Millisecond)
		frames(t, host.g, 1)
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
	for i := 0; guest.battle() == nil; i++ {
		if i == 100 {
			t.Fatalf("the guest's battle screen never opened (on %T)", gc.Top())
		}
		if jm.err != nil {
			t.Fatalf("joining failed: %v", jm.err)
		}
		time.Sleep(100 * time.Millisecond)
		frames(t, guest.g, 1)
	}

	// both play through their screens until the match ends; a screen is drawn when its
	// player acts, and every few polls to take what the host sent
	for i := 0; ; i++ {
		hover, _ := hb.seat.Over()
		gover, _ := guest.battle().seat.Over()
		if hover && gover {
			break
		}
		if i == 600 {
			t.Fatalf("the match did not end: the host's screen says %q, the guest's %q", hb.status(hb.view()), guest.battle().status(guest.battle().view()))
		}
		for _, p := range []*onlinePlayer{host, guest} {
			if p.act(t) || i%8 == 0 {
				frames(t, p.g, 2)
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	gb := guest.battle()
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
