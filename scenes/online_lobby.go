package scenes

// The lobby: the matches open on a community's server (its JetStream bucket skirmish-lobby),
// listed with the player's member credentials, which the menus keep with the host key (Host
// online hosts on the server with them); a public match is joined
// from the list (its free side, or watched when its host lets observers in), a private one
// opens Join online filled in but for the code.

import (
	"context"
	"fmt"
	"strings"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game"
	"skirmish/online"
)

// lobbyShown is how many matches the lobby lists at most (the first by title).
const lobbyShown = 6

// NewOnlineLobby is the Lobby screen, its server and credentials as the menus remember them;
// it lists the matches at once when it has both.
func NewOnlineLobby(c *game.Context) *OnlineMenu {
	o := &OnlineMenu{m: newMenu(c), lobby: true, name: playerName(), done: make(chan func(*game.Context), 1)}
	o.remember(c)
	o.init(c)
	if o.addr != "" && o.creds != "" {
		o.start(c)
	}
	return o
}

// buildLobby lays the lobby out in cols: the server and credentials in the first column
// (body), the matches in the second; its start button lists them again.
func (o *OnlineMenu) buildLobby(c *game.Context, cols, body *widget.Container, n *nav,
	field func(key, label, value, placeholder string, set func(string))) *widget.Button {
	k := o.m.k
	field("addr", "The community's server", o.addr, "nats://server:7422", func(s string) { o.addr = s })
	field("creds", "Your credentials file (to join, and to list)", o.creds, "member.creds", func(s string) { o.creds = s })
	field("key", "Your host key file (to host on it)", o.key, "host.key", func(s string) { o.key = s })
	field("name", "Your name", o.name, "your name", func(s string) { o.name = s })
	list := k.column(8, nil)
	cols.AddChild(list)
	switch {
	case !o.listed:
		list.AddChild(k.label("List the matches of a community's server with the credentials it gave you.", &k.body, k.th.TextDim, 420))
	case len(o.matches) == 0:
		list.AddChild(k.label("No match is open on this server.", &k.body, k.th.TextDim, 420))
	}
	for i, mi := range o.matches {
		if i == lobbyShown {
			list.AddChild(k.label(fmt.Sprintf("and %d more", len(o.matches)-lobbyShown), &k.smallBold, k.th.TextDim, 0))
			break
		}
		row := k.row(8, nil)
		play := func() { o.joinListed(c, mi, false) }
		label := lobbyLine(mi)
		b := k.button(label, plainButton, 330, play)
		row.AddChild(b)
		n.add(&item{key: "match:" + mi.ID, w: b, activate: play})
		if mi.Observers != online.ObserveNone && mi.Observers != "" {
			watch := func() { o.joinListed(c, mi, true) }
			w := k.button("Watch", plainButton, 80, watch)
			row.AddChild(w)
			n.add(&item{key: "watch:" + mi.ID, w: w, activate: watch})
		}
		list.AddChild(row)
	}
	return k.button("List matches", primaryButton, 160, func() { o.start(c) })
}

// lobbyLine is a match as the lobby lists it: its name, its round, its free sides, and
// whether a code is needed.
func lobbyLine(mi online.MatchInfo) string {
	var free []string
	for _, sd := range mi.Sides {
		if sd.Seat == online.SeatRemote && !sd.Taken {
			free = append(free, sd.Name)
		}
	}
	s := mi.Title
	if mi.Round > 0 {
		s += fmt.Sprintf(" · round %d", mi.Round)
	}
	if len(free) > 0 {
		s += " · free: " + strings.Join(free, ", ")
	} else {
		s += " · full"
	}
	if mi.Code == "" {
		s += " · code needed"
	}
	return s
}

// listMatches is the work of List matches: the lobby read with the player's credentials.
func (o *OnlineMenu) listMatches(c *game.Context) func() (func(*game.Context), error) {
	addr, creds, settings := strings.TrimSpace(o.addr), strings.TrimSpace(o.creds), c.Files.Settings
	key, name := strings.TrimSpace(o.key), o.name
	return func() (func(*game.Context), error) {
		if addr == "" {
			return nil, fmt.Errorf("type the community's server (nats:// or tls:// URLs)")
		}
		if creds == "" {
			return nil, fmt.Errorf("the lobby is read with the community's credentials file (member.creds): type where it is")
		}
		list, err := online.ListMatches(context.Background(), addr, creds, "")
		if err != nil {
			return nil, err
		}
		updatePrefs(settings, func(p *onlinePrefs) { p.Server, p.Creds, p.HostKey, p.Name = addr, creds, key, name })
		return func(c *game.Context) {
			o.busy, o.matches, o.listed = "", list, true
			o.build(c)
		}, nil
	}
}

// joinListed joins a listed match: its first free side (or watches), at once when the lobby
// gives its code; else Join online opens, filled in but for the code the host gives.
func (o *OnlineMenu) joinListed(c *game.Context, mi online.MatchInfo, watch bool) {
	if o.busy != "" {
		return
	}
	side := ""
	for _, sd := range mi.Sides {
		if sd.Seat == online.SeatRemote && !sd.Taken {
			side = sd.Name
			break
		}
	}
	if mi.Code == "" {
		j := NewOnlineJoin(c)
		j.addr, j.creds, j.side, j.observe = o.addr, o.creds, side, watch
		j.build(c)
		c.Push(j)
		return
	}
	o.code, o.side, o.observe, o.joining = mi.Code, side, watch, true
	o.start(c)
}
