package scenes

// Online menus: Host online (a map, who plays each side: you, a player at another computer or
// the AI; the port; the code to give) and Join online (the host's address and code, a side).
// Both end on the online battle screen over the player's seat: a host's window plays its own
// side through a seat at its own server, like any player.

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/ai"
	"skirmish/app/netplay"
	"skirmish/combat"
	"skirmish/combat/save"
	"skirmish/game"
	"skirmish/grid"
	"skirmish/online"
)

// onlineSeatKinds are what the host may make of a side, in the cycler's order.
var onlineSeatKinds = []string{"You", "Remote player", "AI (easy)", "AI (normal)", "AI (hard)"}

// OnlineMenu is the Host online, Join online or Lobby screen.
type OnlineMenu struct {
	m    *menu
	host bool
	// lobby is set on the Lobby screen (online_lobby.go): the matches a community's server
	// lists, each joined or watched from the list
	lobby   bool
	matches []online.MatchInfo
	listed  bool
	joining bool
	// observe watches the match instead of taking a side (Join); observers is what the host
	// lets watchers see (an index in observerChoices); public lists the match's code in a
	// community server's lobby
	observe   bool
	observers int
	public    bool
	// prefs are what the menus remember (online_prefs.go)
	prefs onlinePrefs
	// the host's choices: the map (an index in maps), each side's seat (an index in
	// onlineSeatKinds), the port, the code
	maps  []string
	mapAt int
	sides []string
	seats []int
	port  string
	// the join's: the address, the side's name ("": any free one); and the player's name;
	// creds, the player's credentials file on a community's server
	addr, side, name, code, creds string
	// server and key: a community's server (nats:// or tls:// URLs) the host hosts on instead
	// of its own, and the host's key there (skirmish server init's host.key)
	server, key string
	// maxRounds ends the hosted battle as a draw after that round
	maxRounds int
	// busy is set while the network is asked (connecting, starting the server); done brings
	// its end to Update
	busy string
	done chan func(c *game.Context)
	// err is why the last try failed (shown in a dialog)
	err error
}

// onlineEntries are the title's Host online and Join online, side by side in the width of one
// of its entries.
func onlineEntries(c *game.Context, k *kit, n *nav) *widget.Container {
	row := k.row(10, nil)
	for _, e := range []struct {
		key, label string
		open       func(*game.Context) *OnlineMenu
	}{{"host", "Host online", NewOnlineHost}, {"join", "Join online", NewOnlineJoin}} {
		run := func() { c.Push(e.open(c)) }
		b := k.bigButton(e.label, plainButton, 165, run)
		row.AddChild(b)
		n.add(&item{key: e.key, w: b, activate: run})
	}
	return row
}

// NewOnlineHost is the Host online screen.
func NewOnlineHost(c *game.Context) *OnlineMenu {
	o := &OnlineMenu{m: newMenu(c), host: true, port: strconv.Itoa(online.DefaultPort), code: online.NewCode(),
		name: playerName(), maxRounds: DefaultMaxRounds, done: make(chan func(*game.Context), 1)}
	o.remember(c)
	o.maps = slices.Clone(c.Files.Bundled)
	if c.Files.UserMaps != "" {
		mine, _ := grid.MapFiles(c.Files.UserMaps) // as the map picker lists them: .tmj and subfolders too
		o.maps = append(o.maps, mine...)
	}
	o.pickMap(0)
	o.init(c)
	return o
}

// NewOnlineJoin is the Join online screen.
func NewOnlineJoin(c *game.Context) *OnlineMenu {
	o := &OnlineMenu{m: newMenu(c), name: playerName(), done: make(chan func(*game.Context), 1)}
	o.remember(c)
	o.init(c)
	return o
}

// remember fills the menu with what the prefs keep: the community's server and files, the
// player's name, whether the host's matches are public.
func (o *OnlineMenu) remember(c *game.Context) {
	o.prefs = loadPrefs(c.Files.Settings)
	p := o.prefs
	o.key, o.creds, o.public = p.HostKey, p.Creds, p.Public
	if o.host {
		o.server = p.HostOn
	}
	if o.lobby {
		o.addr = p.Server
	}
	if p.Name != "" {
		o.name = p.Name
	}
}

// NewOnlineJoinTo is the Join online screen filled in (skirmish join with no --ai), joining at
// once.
func NewOnlineJoinTo(c *game.Context, addr, code, side, name, creds string) *OnlineMenu {
	o := NewOnlineJoin(c)
	o.addr, o.code, o.side, o.creds = addr, code, side, creds
	if name != "" {
		o.name = name
	}
	o.start(c)
	return o
}

// playerName is the name a player is known by at first: the computer's user's.
func playerName() string {
	if u := os.Getenv("USER"); u != "" {
		return u
	}
	return "a player"
}

// init sets the menu's help and builds it.
func (o *OnlineMenu) init(c *game.Context) {
	o.m.back = func(c *game.Context) {
		if o.busy == "" {
			c.Pop()
		}
	}
	o.m.help = []string{
		"Host: your game runs the match and its server; give your friends the address and the code.",
		"Join: type the host's address and code; leave the side empty to take any free one.",
		"docs/online.md says how to open a port, run a server for a community, and what each player can see.",
	}
	o.m.rebuild = o.build
	o.build(c)
}

// pickMap moves the map choice by d (0: reads the current one again) and sets the sides to
// their defaults: you the first, a remote player the second, the AI the others.
func (o *OnlineMenu) pickMap(d int) {
	if len(o.maps) == 0 {
		return
	}
	o.mapAt = (o.mapAt + d + len(o.maps)) % len(o.maps)
	o.sides, o.seats = nil, nil
	if m, err := grid.Load(o.maps[o.mapAt]); err == nil {
		o.sides = slices.Clone(m.Sides)
	}
	for i := range o.sides {
		o.seats = append(o.seats, []int{0, 1}[min(i, 1)])
		if i > 1 {
			o.seats[i] = 3 // the AI at normal
		}
	}
}

// build lays the screen out.
func (o *OnlineMenu) build(c *game.Context) {
	m, k := o.m, o.m.k
	n := newNav()
	// the host's menu in two columns (the battle's, the network's), the join's in one
	cols := k.row(40, k.insets(24, 48, 24, 48))
	body := k.column(10, nil)
	cols.AddChild(body)
	field := func(key, label, value, placeholder string, set func(string)) {
		body.AddChild(k.label(label, &k.smallBold, k.th.TextDim, 0))
		f := k.textField(value, placeholder, 420, set, nil, nil)
		body.AddChild(f)
		n.add(&item{key: key, w: f, text: true})
	}
	title, sub := "Join online", "Play a match hosted on another computer"
	var start *widget.Button
	if o.host {
		title, sub = "Host online", "Your game runs the match; friends join it with the address and the code"
		mapName := "no maps"
		if len(o.maps) > 0 {
			mapName = filepath.Base(o.maps[o.mapAt])
		}
		body.AddChild(k.label("Map", &k.smallBold, k.th.TextDim, 0))
		step := func(d int) { o.pickMap(d); o.build(c) }
		cy := k.cycler(mapName, 420, step)
		body.AddChild(cy)
		n.add(&item{key: "map", w: cy, adjust: step, activate: func() { step(1) }})
		for i, sd := range o.sides {
			body.AddChild(k.label(sd, &k.smallBold, k.th.TextDim, 0))
			step := func(d int) {
				o.seats[i] = (o.seats[i] + d + len(onlineSeatKinds)) % len(onlineSeatKinds)
				o.build(c)
			}
			cy := k.cycler(onlineSeatKinds[o.seats[i]], 420, step)
			body.AddChild(cy)
			n.add(&item{key: "side:" + sd, w: cy, adjust: step, activate: func() { step(1) }})
		}
		choices := o.observerChoices()
		o.observers = min(o.observers, len(choices)-1)
		body.AddChild(k.label("Observers see", &k.smallBold, k.th.TextDim, 0))
		stepObs := func(d int) {
			o.observers = (o.observers + d + len(choices)) % len(choices)
			o.build(c)
		}
		obs := k.cycler(choices[o.observers], 420, stepObs)
		body.AddChild(obs)
		n.add(&item{key: "observers", w: obs, adjust: stepObs, activate: func() { stepObs(1) }})
		body = k.column(10, nil)
		cols.AddChild(body)
		field("port", "Port (players reach this computer on it)", o.port, "7422", func(s string) { o.port = s })
		field("server", "Or a community's server (its files: Lobby…)", o.server, "empty: this computer's own", func(s string) { o.server = s })
		field("code", "Match code (give it to the players)", o.code, "a code", func(s string) { o.code = s })
		body.AddChild(k.label("With a server: its lobby", &k.smallBold, k.th.TextDim, 0))
		stepPub := func(int) { o.public = !o.public; o.build(c) }
		pub := k.cycler(map[bool]string{true: "Lists the code: members may join", false: "Lists the match, not its code"}[o.public], 420, stepPub)
		body.AddChild(pub)
		n.add(&item{key: "public", w: pub, adjust: stepPub, activate: func() { stepPub(1) }})
		start = k.button("Host", primaryButton, 160, func() { o.start(c) })
	} else if o.lobby {
		title, sub = "Lobby", "The matches open on a community's server"
		start = o.buildLobby(c, cols, body, n, field)
	} else {
		field("addr", "The host's address", o.addr, "host:7422, or nats:// URLs", func(s string) { o.addr = s })
		field("code", "Match code", o.code, "the code the host gave", func(s string) { o.code = s })
		field("side", "Side (empty: any free side)", o.side, "Red", func(s string) { o.side = s })
		body.AddChild(k.label("Play or watch", &k.smallBold, k.th.TextDim, 0))
		stepObs := func(int) { o.observe = !o.observe; o.build(c) }
		obs := k.cycler(map[bool]string{false: "Play a side", true: "Watch (if the host lets observers in)"}[o.observe], 420, stepObs)
		body.AddChild(obs)
		n.add(&item{key: "observe", w: obs, adjust: stepObs, activate: func() { stepObs(1) }})
		field("creds", "On a community's server: your credentials file", o.creds, "member.creds", func(s string) { o.creds = s })
		start = k.button("Join", primaryButton, 160, func() { o.start(c) })
	}
	if !o.lobby {
		field("name", "Your name", o.name, "your name", func(s string) { o.name = s })
	}
	if o.busy != "" {
		body.AddChild(k.label(o.busy, &k.bold, k.th.Accent, 0))
	}
	back := k.button("Back", plainButton, 110, func() { o.m.back(c) })
	n.add(&item{key: "back", w: back, activate: func() { o.m.back(c) }})
	buttons := []*widget.Button{back}
	if last := o.prefs.Last; o.host && last != nil {
		resume := func() { o.resume(c) }
		b := k.button("Resume "+last.Code, plainButton, 160, resume)
		buttons = append(buttons, b)
		n.add(&item{key: "resume", w: b, activate: resume})
	}
	if !o.lobby {
		open := func() { c.Push(NewOnlineLobby(c)) }
		b := k.button("Lobby…", plainButton, 120, open)
		buttons = append(buttons, b)
		n.add(&item{key: "lobby", w: b, activate: open})
	}
	if start != nil {
		buttons = append(buttons, start)
		n.add(&item{key: "start", w: start, activate: func() { o.start(c) }})
	}
	m.setRoot(m.screen(c, title, sub, nil, cols, hintLine(c), buttons...), n, "start")
}

// observerChoices are what the host may let observers see: nothing, everything, or a side's
// view.
func (o *OnlineMenu) observerChoices() []string {
	out := []string{"Nobody watches", "Everything (no fog)"}
	for _, sd := range o.sides {
		out = append(out, sd+"'s view")
	}
	return out
}

// observersOpt is the host's observers choice i (an index in observerChoices) as the host
// takes it, for a match of sides.
func observersOpt(i int, sides []string) string {
	switch {
	case i == 1:
		return online.ObserveAll
	case i >= 2 && i-2 < len(sides):
		return sides[i-2]
	}
	return online.ObserveNone
}

// resume hosts the match last hosted from the window again: its code, map, seats and place.
func (o *OnlineMenu) resume(c *game.Context) {
	last := o.prefs.Last
	if last == nil || o.busy != "" {
		return
	}
	if i := slices.Index(o.maps, last.Map); i >= 0 {
		o.mapAt = i
		o.pickMap(0)
	}
	if len(last.Seats) == len(o.seats) {
		copy(o.seats, last.Seats)
	}
	o.code, o.observers, o.server = last.Code, last.Observers, last.Server
	if last.Port != "" {
		o.port = last.Port
	}
	o.start(c)
}

// start hosts or joins, off the frame's goroutine; Update opens the battle when it is done.
func (o *OnlineMenu) start(c *game.Context) {
	if o.busy != "" {
		return
	}
	var run func() (func(*game.Context), error)
	switch {
	case o.lobby && !o.joining:
		o.busy = "Reading the lobby…"
		run = o.listMatches(c)
	case o.host:
		o.busy = "Starting the server…"
		run = o.hostMatch(c)
	default:
		o.busy = "Joining…"
		run = o.joinMatch(c)
	}
	o.build(c)
	go func() {
		next, err := run()
		if err != nil {
			next = func(c *game.Context) {
				o.busy, o.err = "", err
				o.build(c)
				what := map[bool]string{true: "host", false: "join"}[o.host]
				if o.lobby && !o.joining {
					what = "read the lobby"
				}
				o.joining = false
				o.m.message(c, "Could not "+what, err.Error())
			}
		}
		o.done <- next
	}()
}

// hostMatch is the work of Host: the battle set up from the menu, the host started, its
// window's side joined.
func (o *OnlineMenu) hostMatch(c *game.Context) func() (func(*game.Context), error) {
	if len(o.maps) == 0 {
		return func() (func(*game.Context), error) { return nil, errors.New("there is no map to host") }
	}
	path, seatsAt, port, code, name := o.maps[o.mapAt], slices.Clone(o.seats), strings.TrimSpace(o.port), o.code, o.name
	settings, maxRounds, public, observersAt := c.Files.Settings, o.maxRounds, o.public, o.observers
	server, key, creds := strings.TrimSpace(o.server), strings.TrimSpace(o.key), strings.TrimSpace(o.creds)
	if server == "" {
		key, creds = "", "" // the community's, kept for another match: this one is on the host's own server
	}
	return func() (func(*game.Context), error) {
		if _, err := strconv.Atoi(port); err != nil {
			return nil, fmt.Errorf("the port %q is not a number", port)
		}
		s, err := netplay.HostOptions{Map: path}.Setup()
		if err != nil {
			return nil, err
		}
		mine := -1
		seats := make([]online.HostSeat, len(s.Sides))
		for i := range seats {
			k := 3
			if i < len(seatsAt) {
				k = seatsAt[i]
			}
			switch {
			case k == 0 && mine < 0:
				mine, seats[i] = i, online.HostSeat{Seat: online.SeatRemote}
			case k <= 1:
				seats[i] = online.HostSeat{Seat: online.SeatRemote}
			default:
				seats[i] = online.HostSeat{Seat: online.SeatAI, Level: ai.Level(k - 2)}
			}
		}
		if mine < 0 {
			return nil, errors.New("no side is yours: make one side You")
		}
		dir, err := onlineDir(settings)
		if err != nil {
			return nil, err
		}
		nc := online.NetConfig{Listen: ":" + port, DataDir: filepath.Join(dir, "host")}
		if server != "" {
			nc = online.NetConfig{URL: server, SigningKey: key}
		}
		h, err := online.NewHost(context.Background(), online.HostConfig{Setup: s, Seats: seats, Fog: true,
			MaxRounds: maxRounds, Observers: observersOpt(observersAt, s.Sides), Code: code, Net: nc, Public: public,
			Save: filepath.Join(dir, "last-hosted.json")})
		if err != nil {
			return nil, err
		}
		// the menu remembers the community's files and the match, to resume it until it is over
		updatePrefs(settings, func(p *onlinePrefs) {
			if server != "" {
				p.Server = server
			}
			p.HostOn, p.Name, p.Public = server, name, public
			p.Last = &lastHosted{Code: h.Code(), Map: path, Seats: seatsAt, Observers: observersAt, Port: port, Server: server}
		})
		host := startHost(func(ctx context.Context) error {
			r, err := h.Run(ctx)
			if err == nil && r.Over {
				updatePrefs(settings, func(p *onlinePrefs) {
					if p.Last != nil && p.Last.Code == h.Code() {
						p.Last = nil
					}
				})
			}
			return err
		}, h.Close)
		own := h.Addresses()[0] // a community's server's URL
		if server == "" {
			_, at, _ := net.SplitHostPort(own) // the port the server took (asked for 0: any)
			own = net.JoinHostPort("127.0.0.1", at)
		}
		seat, err := online.Join(context.Background(), online.JoinConfig{Addr: own, Code: h.Code(),
			Side: s.Sides[mine], Player: name, DataDir: filepath.Join(dir, "seats-here"), Creds: creds})
		if err != nil {
			host.leave()
			return nil, err
		}
		title := fmt.Sprintf("Hosting: code %s at %s", h.Code(), h.Addresses()[0])
		if h.Resumed() {
			title = fmt.Sprintf("Hosting (resumed): code %s at %s", h.Code(), h.Addresses()[0])
		}
		return func(c *game.Context) {
			b, err := NewOnlineBattle(c, seat, title, s.Map, s.Rules, s.Options, s.Sides, host)
			if err != nil {
				seat.Close()
				host.leave()
				o.busy = ""
				o.build(c)
				o.m.message(c, "Could not host", err.Error())
				return
			}
			c.Replace(b)
		}, nil
	}
}

// joinMatch is the work of Join: the seat taken, the match's map found among the player's.
func (o *OnlineMenu) joinMatch(c *game.Context) func() (func(*game.Context), error) {
	cfg := online.JoinConfig{Addr: strings.TrimSpace(o.addr), Code: strings.TrimSpace(o.code), Side: strings.TrimSpace(o.side),
		Player: o.name, Creds: strings.TrimSpace(o.creds), Observe: o.observe}
	places := slices.Clone(c.Files.Bundled)
	users, settings := c.Files.UserMaps, c.Files.Settings
	return func() (func(*game.Context), error) {
		if cfg.Addr == "" || cfg.Code == "" {
			return nil, errors.New("type the host's address and the match code")
		}
		dir, err := onlineDir(settings)
		if err != nil {
			return nil, err
		}
		cfg.DataDir = dir
		seat, err := online.Join(context.Background(), cfg)
		if err != nil {
			return nil, err
		}
		updatePrefs(settings, func(p *onlinePrefs) {
			p.Name = cfg.Player
			if cfg.Creds != "" {
				p.Creds = cfg.Creds
			}
		})
		info := seat.Info()
		m, err := findMatchMap(info, places, users)
		if err != nil {
			seat.Close()
			return nil, err
		}
		rules, err := combat.Rules(info.Rules)
		if err != nil {
			seat.Close()
			return nil, fmt.Errorf("the match is played under %s: %w", info.Rules, err)
		}
		var sides []string
		for _, sd := range info.Sides {
			sides = append(sides, sd.Name)
		}
		return func(c *game.Context) {
			b, err := NewOnlineBattle(c, seat, info.Title, m, rules, info.Options, sides, nil)
			if err != nil {
				seat.Close()
				o.busy = ""
				o.build(c)
				o.m.message(c, "Could not join", err.Error())
				return
			}
			c.Replace(b)
		}, nil
	}
}

// onlineDir is the folder of the player's online matches and seats: "online" beside the
// settings file (online.DataDir for the usual one).
func onlineDir(settings string) (string, error) {
	if settings != "" {
		return filepath.Join(filepath.Dir(settings), "online"), nil
	}
	return online.DataDir()
}

// findMatchMap finds the match's map among the player's: the bundled maps, then the user's
// maps folder, by its file's name and then by its content's hash.
func findMatchMap(info online.MatchInfo, bundled []string, users string) (*grid.Map, error) {
	paths := slices.Clone(bundled)
	if users != "" {
		mine, _ := grid.MapFiles(users)
		paths = append(paths, mine...)
	}
	slices.SortStableFunc(paths, func(a, b string) int { // the same name first
		return b2i(filepath.Base(a) != info.Map) - b2i(filepath.Base(b) != info.Map)
	})
	for _, p := range paths {
		if sum, err := save.HashMapFile(p); err == nil && sum == info.MapSHA256 {
			return grid.Load(p)
		}
	}
	return nil, fmt.Errorf("the match is played on the map %s, which is not among your maps as the host has it: ask the host for the map (with its tilesets) and put it in your maps folder", info.Map)
}

// Update runs the menu, and opens the battle once hosting or joining is done.
func (o *OnlineMenu) Update(c *game.Context) error {
	select {
	case next := <-o.done:
		next(c)
		return nil
	default:
	}
	o.m.update(c)
	return nil
}

// Draw paints the menu over the backdrop.
func (o *OnlineMenu) Draw(screen *ebiten.Image, c *game.Context) {
	drawBackdrop(screen, c)
	o.m.draw(screen)
}
