package scenes

// Online battle: the battle screen of a seat at a match played over the network (a seat of
// package online, hosted on this computer or another). The screen holds no battle: it draws
// the side's view as the host sends it, shows the events the side is told and its combat log,
// and sends the player's clicks and keys to the host as the side's messages, the same widgets
// as the local battle screen's over the same play messages (play.Msg, play.View).

import (
	"fmt"
	"image/color"
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/combat"
	"skirmish/game"
	"skirmish/grid"
	"skirmish/play"
)

// NetSeat is a side's seat at a match played over the network (online.Seat): the side's
// messages out, what it is shown in. Its methods may be called from any goroutine.
type NetSeat interface {
	// Send sends the side's message and waits for the host's reply.
	Send(play.Msg) (play.Reply, error)
	// View is the side's view now (nil before the first); Events the events told since the
	// last call; Lines the side's combat log.
	View() *play.View
	Events() play.Feed
	Lines() []play.Line
	// Over reports whether the match ended, and the winner's name.
	Over() (bool, string)
	// Lost is why the seat was lost (taken by another connection), or nil.
	Lost() error
	// Side is the seat's side (-1: watching).
	Side() int
	// Close leaves the seat (it stays the player's to take back).
	Close()
}

// OnlineBattle is the battle screen of a seat played over the network.
type OnlineBattle struct {
	// b holds the widgets, laid out as the local battle screen's (it has no match: b.P is nil).
	b     Battle
	seat  NetSeat
	title string
	// shell is the battle's map and ruleset with no unit on it: the action table, the map.
	shell *combat.Battle
	// link sends the player's messages and brings the replies; sent and answered count them
	// (the messages queued, the replies taken).
	link           *netLink
	sent, answered int
	// hover is the square last said hovered (hovered: whether one is).
	hover   grid.Pos
	hovered bool
	lastGen int
	// declined is the view's Gen when Esc declined its prompt (-1: none); declineLost is set
	// when that answer did not reach the host (Esc then leaves the match).
	declined    int
	declineLost bool
	// hostTold is set once the player was told why the match this window hosts stopped.
	hostTold bool
	// ears hear the side's events (online_sound.go); cues counts the cues heard
	ears onlineEars
	cues int
}

// NewOnlineBattle is the battle screen of seat, at a match of map m under ruleset rules
// (options its options), its sides named sides; host is the match this window hosts (nil: one
// hosted elsewhere), stopped when the player leaves the screen.
func NewOnlineBattle(c *game.Context, seat NetSeat, title string, m *grid.Map, rules combat.Ruleset,
	options map[string]string, sides []string, host *hostRun) (*OnlineBattle, error) {
	shell, err := combat.New(combat.Setup{Map: m, Rules: rules, Options: options, Sides: sides})
	if err != nil {
		return nil, fmt.Errorf("the match's map and rules: %w", err)
	}
	o := &OnlineBattle{seat: seat, title: title, shell: shell, lastGen: -1, declined: -1}
	o.b.feed = feed{side: -2}
	o.ears = newOnlineEars(shell)
	o.b.bar = newActionBar(shell.Kinds())
	o.b.layout(c)
	o.b.field = newBattleField(c, m, &o.b.lay, &o.b.art)
	o.b.field.anim.speed = max(0.25, c.Settings.AnimationSpeed)
	o.link = newLink(seat, host)
	// a screen dropped without leaving by its own ways (another screen's Reset) ends its link
	// when it is collected: the link holds nothing of the screen
	runtime.AddCleanup(o, func(l *netLink) { go l.end() }, o.link) // end waits for the match: never on the runtime's cleanup goroutine
	return o, nil
}

// send queues a message of the player's (dropped when too many wait: the player clicks
// faster than the link carries).
func (o *OnlineBattle) send(m play.Msg) {
	if o.link.ended() {
		return
	}
	select {
	case o.link.out <- m:
		o.sent++
	default:
		o.b.say("The link is slow: that was not sent")
	}
}

// view is the side's view now: the host's, or an empty one before the first comes.
func (o *OnlineBattle) view() *play.View {
	if v := o.seat.View(); v != nil {
		return v
	}
	return &play.View{Side: o.seat.Side(), Turn: -1, Now: -1}
}

// Update takes the host's replies and what the side was told, then the player's input.
func (o *OnlineBattle) Update(c *game.Context) error {
	s := &o.b
	s.layout(c)
	s.hud.look.update(c)
	s.field.anim.speed = max(0.25, c.Settings.AnimationSpeed)
	s.ears.mixer = c.Sound // the refusals' sound
	o.takeReplies()
	o.hostStopped()
	v := o.view()
	o.absorb(c, v)
	s.field.anim.tick(s.field.view, v)
	s.notes.tick()
	in := c.Input
	over, _ := o.seat.Over()
	if !over && v.Prompt != nil {
		o.prompt(c, v)
		return nil
	}
	if in.Pressed(game.Back) {
		o.quit(c)
		return nil
	}
	if over {
		if _, _, ok := in.Click(); ok || in.Pressed(game.Confirm) {
			o.results(c, v)
		}
		return nil
	}
	o.updateView(c, v)
	if v.Mine {
		o.updateHuman(c, v)
	}
	return nil
}

// prompt takes the player's answer to the reaction the side is asked for. Esc declines it, as
// in a local battle; when the host cannot take the answer (the link is down, the host gone,
// the seat lost) or the declined prompt still stands once its answer failed, Esc leaves the
// match instead of leaving the player stuck before a question nobody hears.
func (o *OnlineBattle) prompt(c *game.Context, v *play.View) {
	s := &o.b
	back := c.Input.Pressed(game.Back)
	if back && (o.unreachable() || o.declined == v.Gen && o.declineLost) {
		o.quit(c)
		return
	}
	i, ok := s.react.answer(c, &s.lay, v.Prompt)
	if !ok {
		return
	}
	if back {
		o.declined, o.declineLost = v.Gen, false
	}
	o.send(play.Answer(i))
}

// unreachable reports whether nothing the player sends can reach the host now: the seat was
// lost, or the match this window hosted stopped.
func (o *OnlineBattle) unreachable() bool {
	return o.seat.Lost() != nil || o.link.host.failed() != nil
}

// hostStopped tells the player, once, why the match this window hosts stopped by itself.
func (o *OnlineBattle) hostStopped() {
	if err := o.link.host.failed(); err != nil && !o.hostTold {
		o.hostTold = true
		o.b.say("Hosting stopped: " + err.Error())
	}
}

// quit leaves the match: the link ends (the seat stays the player's to take back; a hosted
// match stops, kept in its stream) and the title opens.
func (o *OnlineBattle) quit(c *game.Context) {
	o.link.end()
	c.Reset(NewTitle(c))
}

// results leaves the ended match for its results, told from the side's view.
func (o *OnlineBattle) results(c *game.Context, v *play.View) {
	o.link.end()
	_, winner := o.seat.Over()
	name := o.shell.Map.Title
	if name == "" {
		name = o.title
	}
	out := onlineOutcome(v, winner, name, o.who)
	c.Reset(NewOnlineResults(c, out, o.seat.Side(), v.Fog != nil, o.link.host != nil))
}

// takeReplies says why the host refused a message, or what it did.
func (o *OnlineBattle) takeReplies() {
	for {
		select {
		case r := <-o.link.replies:
			o.answered++
			if r.msg.Op == play.OpAnswer && r.msg.Index < 0 && (r.err != nil || r.reply.Refused != "") {
				o.declineLost = true // Esc again leaves
			}
			switch {
			case r.err != nil:
				o.b.say(r.err.Error())
			case r.reply.Refused != "" && r.msg.Op != play.OpHover && r.msg.Op != play.OpUnhover:
				o.b.say(r.reply.Refused)
				o.b.refuse()
			case r.reply.Done != "":
				o.b.tell(r.reply.Done)
			}
		default:
			return
		}
	}
}

// absorb shows the events the side was told since the last frame and keeps its log.
func (o *OnlineBattle) absorb(c *game.Context, v *play.View) {
	s := &o.b
	if s.feed.side != o.seat.Side() {
		s.feed.side = o.seat.Side()
		o.seat.Events() // what happened before the screen opened is in the log, not shown again
		s.field.anim.place(s.field.view, v)
	} else if f := o.seat.Events(); f.Restart {
		s.field.anim.motion.skip()
		s.field.anim.place(s.field.view, v)
	} else {
		for _, t := range f.Events {
			s.field.anim.tell(s.field.view, v, t.Event, o.who)
		}
		o.hear(c, v, f.Events)
	}
	if v.Gen != o.lastGen {
		o.lastGen = v.Gen
		s.log.syncLines(o.seat.Lines(), o.seat.Side(), v.Epoch, c.Fonts, s.lay.logW)
	}
}

// who names the player of a side for its turn's banner.
func (o *OnlineBattle) who(side string) string {
	v := o.view()
	for i, sd := range v.Sides {
		if sd.Name == side {
			switch {
			case i == o.seat.Side():
				return "you"
			case sd.Human:
				return "a player"
			}
		}
	}
	return "AI"
}

// updateView moves the camera, scrolls the log, shows the foes' reach and centres the
// selected unit, as the local battle screen does.
func (o *OnlineBattle) updateView(c *game.Context, v *play.View) {
	s, in := &o.b, c.Input
	s.panAndScroll(c)
	if in.Pressed(game.ShowThreats) {
		o.send(play.ShowThreats(v.Danger == nil))
	}
	if in.Pressed(game.CentreUnit) {
		if u := focusUnit(v); u != nil {
			s.field.view.CentreOn(u.Pos)
		}
	}
}

// updateHuman reads the player's clicks and keys in the side's turn, each a message to the
// host (the hovered square only when it changes).
func (o *OnlineBattle) updateHuman(c *game.Context, v *play.View) {
	s, in := &o.b, c.Input
	l := &s.lay
	cx, cy := in.Cursor()
	hx, hy := l.at(cx, cy) // the HUD's pixels; the map's are logical
	s.bar.hoverAt(l, v, hx, hy)
	o.pointAt(cx, cy, !l.inHUD(hx, hy) && !s.strip.in(hx, hy) && !l.inMore(hx, hy, s.bar.moreOpen))
	switch {
	case in.Pressed(game.EndTurn):
		o.send(play.EndTurn())
		return
	case in.Pressed(game.Cancel) && s.bar.moreOpen:
		s.bar.moreOpen = false
		return
	case in.Pressed(game.Cancel):
		o.send(play.Cancel())
		return
	case in.Pressed(game.Confirm) && v.Act != nil && v.Act.Strip.Any != "":
		o.send(play.TakeAny())
		return
	case in.Pressed(game.NextUnit):
		o.send(play.NextUnit())
		return
	case in.Pressed(game.Undo):
		o.send(play.Undo())
		return
	case in.Pressed(game.Redo):
		o.send(play.Redo())
		return
	}
	for i, a := range game.HotKeys {
		if in.Pressed(a) {
			if kind, ok := s.bar.hotKey(v, i); ok {
				o.send(play.Choose(kind))
			}
			return
		}
	}
	cmx, cmy, click := in.Click()
	if !click {
		return
	}
	mx, my := l.at(cmx, cmy)
	if kind, ok, hit := s.bar.click(l, v, mx, my); hit {
		if ok {
			o.send(play.Choose(kind))
		}
		return
	}
	switch s.turn.at(c, l, v, mx, my) {
	case ctlUndo:
		o.send(play.Undo())
		return
	case ctlRedo:
		o.send(play.Redo())
		return
	case ctlEndTurn:
		o.send(play.EndTurn())
		return
	}
	if m, ok := s.strip.msg(s.strip.at(mx, my)); ok {
		o.send(m)
		return
	}
	if s.strip.in(mx, my) || l.inHUD(mx, my) {
		return
	}
	if p, ok := s.field.squareAt(cmx, cmy); ok {
		o.send(play.Click(p))
	}
}

// pointAt notes the square under the pointer and tells the host when it changed.
func (o *OnlineBattle) pointAt(x, y int, free bool) {
	f := o.b.field
	f.hoverOn = false
	if sx, sy, ok := f.view.SquareAt(float64(x), float64(y)); ok && free {
		p := grid.Pos{X: sx, Y: sy}
		f.hover, f.hoverOn = p, true
		if !o.hovered || p != o.hover {
			o.hover, o.hovered = p, true
			o.send(play.Hover(p))
		}
		return
	}
	if o.hovered {
		o.hovered = false
		o.send(play.Unhover())
	}
}

// Draw paints the battle as the side sees it, with a line over the map saying whose turn it
// is (or how the match ended).
func (o *OnlineBattle) Draw(screen *ebiten.Image, c *game.Context) {
	v := o.view()
	o.b.drawView(screen, c, v)
	o.drawStatus(screen, c, v)
}

// status is the line over the map: the match, whose turn it is, or how it ended.
func (o *OnlineBattle) status(v *play.View) string {
	if err := o.seat.Lost(); err != nil {
		return "Your seat was taken by another game: " + err.Error()
	}
	if err := o.link.host.failed(); err != nil {
		return "Hosting stopped: " + err.Error() + "  ·  Esc for the title"
	}
	if over, winner := o.seat.Over(); over {
		switch {
		case winner == "":
			return "The match ended in a draw  ·  click for the results, Esc for the title"
		case o.seat.Side() >= 0 && o.seat.Side() < len(v.Sides) && v.Sides[o.seat.Side()].Name == winner:
			return "You won  ·  click for the results, Esc for the title"
		}
		return winner + " won  ·  click for the results, Esc for the title"
	}
	switch {
	case o.seat.View() == nil:
		return o.title + "  ·  waiting for the host…"
	case v.Mine:
		return o.title + "  ·  your turn"
	case v.Turn >= 0 && v.Turn < len(v.Sides):
		return o.title + "  ·  " + v.Sides[v.Turn].Name + "'s turn"
	}
	return o.title
}

// drawStatus draws the status line at the top of the map.
func (o *OnlineBattle) drawStatus(screen *ebiten.Image, c *game.Context, v *play.View) {
	l := &o.b.lay
	defer l.hudScale()() // over the map, in HUD pixels
	f := c.Fonts.Body
	text := o.status(v)
	w := game.TextWidth(text, f) + 24
	x, y := l.mapX+l.mapW/2-w/2, l.mapY+8
	game.FillRect(screen, float32(x), float32(y), float32(w), 26, color.RGBA{0, 0, 0, 0xb0}, false)
	game.Text(screen, text, f, x+12, y+5, c.Theme.Accent)
}
