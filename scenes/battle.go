package scenes

// Battle: the battle screen, a set of widgets over the seat of the side holding the screen
// (play.Session): the map, the top bar, the unit panel, the combat log, the action bar and its
// strip, the turn controls, the reaction dialog, the notices and the AI's pace. Each widget
// keeps its own state and draws from the seat's view; the screen routes input to them, sends
// the messages they make to the seat, and hosts the match (play.Match): the AI, the hand-over,
// autosaves and the end.

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/ai"
	"skirmish/app/sim"
	"skirmish/combat"
	"skirmish/combat/save"
	"skirmish/game"
	"skirmish/play"
)

// Battle is the battle screen: a play.Match drawn and played through the seat of the side
// holding the screen, the AI at a watchable pace. A screen over a match nobody plays shows a
// replay (Replay, the hand-over's).
type Battle struct {
	// P is the battle in play; Spec and Setup what it was built from.
	P     *play.Match
	Spec  BattleSpec
	Setup combat.Setup

	lay   battleLayout
	hud   hudPicture
	art   tokenArt
	field *battleField
	top   topBar
	panel unitPanel
	log   combatLog
	bar   actionBar
	strip choiceStrip
	turn  turnControls
	react reactionDialog
	notes notices
	pace  aiPace
	feed  feed
	// ears play what the seat hears (sound.go)
	ears  hearing
	saves autosaves
	end   ending
	// drawn is what the picture was last drawn from (battle_redraw.go)
	drawn *drawnState
}

// autosaves is when the battle is saved by itself: the round last autosaved (-1: none yet),
// whether to autosave (a replay does not), and whether a loaded battle's constructor is
// running, before the screen is on the stack (its hand-over goes over it once the caller has
// opened it).
type autosaves struct {
	round   int
	on      bool
	opening bool
}

// ending is the battle's end: set once it is over, and the frames left for the last
// animations before the results.
type ending struct {
	over bool
	wait int
}

// DefaultMaxRounds is where a battle on the screen ends as a draw.
var DefaultMaxRounds = sim.DefaultMaxRounds

// NewBattle builds the battle of spec (units on the squares the spec says) and starts it.
func NewBattle(c *game.Context, spec BattleSpec) (*Battle, error) {
	setup, err := spec.Setup()
	if err != nil {
		return nil, err
	}
	b, err := combat.New(setup)
	if err != nil {
		return nil, err
	}
	return openBattle(c, spec, setup, b)
}

// openBattle is the constructor of the battle screen that plays: b, built from setup as spec
// says, is started when it is new, or goes on from its log (a loaded save, its log told).
func openBattle(c *game.Context, spec BattleSpec, setup combat.Setup, b *combat.Battle) (*Battle, error) {
	loaded := len(b.Log) > 0
	seats := make([]play.Seat, len(b.Sides))
	human := false
	for i, side := range b.Sides {
		level := ai.Normal
		for _, ss := range spec.Sides {
			if ss.Name == side.Name {
				seats[i].Human = ss.Human
				if !ss.Human {
					level = ss.Level
				}
			}
		}
		human = human || seats[i].Human
		seats[i].AI = ai.NewTactician(level, spec.Seed+uint64(i))
	}
	p, err := play.New(play.Config{Setup: setup, Seats: seats, Fog: spec.Fog && human, MaxRounds: spec.maxRounds()}, b)
	if err != nil {
		return nil, err
	}
	p.AutoPrompts = c.Settings.AutoPrompts
	s := newBattleScreen(c, spec, p)
	// a new battle's first autosave is written when its first action is taken (the start of
	// its first round); a loaded one's at the next round
	s.saves.on, s.saves.round = true, -1
	if loaded {
		s.saves.round = b.Round
	}
	s.saves.opening = loaded // a loaded battle's hand-over goes over it once the caller has opened it
	s.afterAction(c)
	s.saves.opening = false
	return s, nil
}

// newBattleScreen is the battle screen over p, the battle as it stands: nothing of its past
// floats or bannered.
func newBattleScreen(c *game.Context, spec BattleSpec, p *play.Match) *Battle {
	s := &Battle{P: p, Spec: spec, Setup: p.Setup, feed: feed{side: -2}}
	seat := s.seat()
	s.bar = newActionBar(seat.Table())
	s.layout(c)
	s.field = newBattleField(c, p.B.Map, &s.lay, &s.art)
	s.field.anim.speed = max(0.25, c.Settings.AnimationSpeed)
	s.absorb(c)
	return s
}

// seat is the seat of the side holding the screen: its eyes are the screen's.
func (s *Battle) seat() *play.Session { return s.P.Session(s.P.Holder()) }

// view is what the seat shows now.
func (s *Battle) view() *play.View { return s.seat().View() }

// B is the battle in play.
func (s *Battle) B() *combat.Battle { return s.P.B }

// say shows a short notice over the action bar.
func (s *Battle) say(msg string) { s.notes.say(msg) }

// tell shows a short notice of something done (saved, undone) over the map's top edge.
func (s *Battle) tell(msg string) { s.notes.tell(msg) }

// acting writes the battle's first autosave before its first action is taken (the start of
// its first round); the messages that may take an action call it first.
func (s *Battle) acting(c *game.Context) {
	if s.saves.round < 0 && s.saves.on && !s.P.Busy() {
		s.writeAutosave(c)
	}
}

// refused says why the match refused something, if it did.
func (s *Battle) refused(err error) {
	if err != nil {
		s.say(play.RuleWords(err))
		s.refuse()
	}
}

// send sends a message of the player to the seat, saying why it was refused or what it did;
// an undo shows the battle rebuilt.
func (s *Battle) send(c *game.Context, m play.Msg) play.Reply {
	switch m.Op {
	case play.OpChoose, play.OpVariant, play.OpAny, play.OpClick, play.OpEndTurn, play.OpAnswer:
		s.acting(c)
	}
	r := s.seat().Send(m)
	if r.Refused != "" {
		s.say(r.Refused)
		s.refuse()
	}
	if r.Done != "" {
		s.tell(r.Done)
	}
	if m.Op == play.OpUndo && r.Refused == "" {
		s.field.anim.effects = nil
		s.log.top = 0
	}
	s.afterAction(c)
	return r
}

// afterAction follows the match after something happened (a frame's input took an action or
// answered a prompt, an undo rebuilt the battle): the events to show, the hand-over (to the
// side a prompt asks too), the round's autosave.
func (s *Battle) afterAction(c *game.Context) {
	s.absorb(c)
	if s.saves.opening {
		return
	}
	// a prompt for another human side hands the screen to it first (hot-seat)
	s.handOver(c)
	if s.P.Pending() == nil {
		s.autosaveRound(c)
	}
}

// handOver pushes the hand-over screen when the turn has passed to another human player than
// the one who had the screen (hot-seat, two humans or more) and there is something to hide
// from the one before: under fog. Without fog the players share the screen, as they share the
// map: the turn's banner says whose turn it is (in a ruleset whose turns are a creature's, a
// hand-over screen would come between every two units of different players).
func (s *Battle) handOver(c *game.Context) {
	if side, ok := s.P.HandOver(); ok && !s.P.Over() && s.P.Sight().Fogged() {
		c.Push(NewHandover(c, s, side))
	}
}

// current is the side in turn, or -1.
func (s *Battle) current() int { return s.P.Current() }

// humanTurn reports whether a human plays the side in turn.
func (s *Battle) humanTurn() bool { return s.P.HumanTurn() }

// who names the player of the side named, for its turn's banner: the player's name, or the AI
// and its level.
func (s *Battle) who(side string) string {
	for _, ss := range s.Spec.Sides {
		if ss.Name == side {
			return ss.Who()
		}
	}
	return "AI"
}

// Update advances the screen: the layout for the window, the animations, the reaction dialog,
// the AI's pace, the player's input.
func (s *Battle) Update(c *game.Context) error {
	s.layout(c)
	s.hud.look.update(c)
	s.field.anim.speed = max(0.25, c.Settings.AnimationSpeed)
	s.P.AutoPrompts = c.Settings.AutoPrompts
	v := s.view()
	s.field.anim.tick(s.field.view, v)
	s.notes.tick()
	in := c.Input
	if p := v.Prompt; p != nil {
		if i, ok := s.react.answer(c, &s.lay, p); ok {
			s.send(c, play.Answer(i))
			s.pace.answered(s)
		}
		return nil
	}
	if in.Pressed(game.Back) {
		c.Push(NewPause(c, s))
		return nil
	}
	if in.Pressed(game.Help) {
		c.Push(NewBattleHelp(c, s.Spec.Rules))
		return nil
	}
	switch {
	case in.Pressed(game.QuickSave):
		s.quickSave(c)
	case in.Pressed(game.QuickLoad):
		s.quickLoad(c)
		return nil
	}
	if s.P.Over() {
		s.finish(c)
		return nil
	}
	s.updateView(c, v)
	if v.Mine {
		s.updateHuman(c, v)
	} else {
		s.pace.update(s, c)
	}
	if s.feedStale() {
		s.afterAction(c)
	}
	return nil
}

// updateView moves the camera (the map's keys wherever the pointer is: the dialogs and menus
// that take the keys are screens of their own, or the reaction prompt, which returns before
// this), scrolls the log by keys and the wheel over it, toggles its details, the foes' reach
// and centres the map on the selected unit.
func (s *Battle) updateView(c *game.Context, v *play.View) {
	in := c.Input
	s.panAndScroll(c)
	if mx, my, ok := in.Click(); ok && s.lay.detailsAt(s.lay.at(mx, my)) {
		s.log.toggleDetails()
		s.syncLog(c)
	}
	if in.Pressed(game.ShowThreats) {
		on := v.Danger == nil
		s.seat().Send(play.ShowThreats(on))
		if on {
			s.tell("Red: where the foes you see could attack next turn, deeper where more could")
		} else {
			s.tell("The foes' reach is hidden")
		}
	}
	if in.Pressed(game.CentreUnit) {
		if u := focusUnit(v); u != nil {
			s.field.view.CentreOn(u.Pos)
		}
	}
}

// panAndScroll moves the camera (the pointer's edge scroll only off the HUD) and scrolls the
// log by its keys and by the wheel over it: the local and the online battle alike.
func (s *Battle) panAndScroll(c *game.Context) {
	in := c.Input
	cx, cy := s.lay.cursor(in) // in HUD pixels
	s.field.camera(c, !s.lay.inHUD(cx, cy))
	switch {
	case in.Pressed(game.LogUp):
		s.log.scroll(8, s.lay.logLines)
	case in.Pressed(game.LogDown):
		s.log.scroll(-8, s.lay.logLines)
	}
	if w := in.Wheel(); w != 0 && s.lay.inLog(cx, cy) {
		s.log.scroll(int(w*3), s.lay.logLines)
	}
}

// focusUnit is the unit the centre key centres on: the selected one, else the first the view
// shows of the side in turn.
func focusUnit(v *play.View) *play.UnitView {
	if v.Act != nil {
		if u := v.Unit(v.Act.Selected); u != nil {
			return u
		}
	}
	for i := range v.Units {
		if u := &v.Units[i]; u.Side == v.Turn && u.Active() {
			return u
		}
	}
	return nil
}

// updateHuman reads the player's clicks and keys in the seat's own turn: each widget takes
// what is aimed at it, and what it asks goes to the seat as a message.
func (s *Battle) updateHuman(c *game.Context, v *play.View) {
	in := c.Input
	l := &s.lay
	// the pointer in HUD pixels for the HUD's widgets, in logical ones for the map
	cx, cy := in.Cursor()
	hx, hy := l.at(cx, cy)
	s.bar.hoverAt(l, v, hx, hy)
	s.field.pointAt(s.seat(), cx, cy, !l.inHUD(hx, hy) && !s.strip.in(hx, hy) && !l.inMore(hx, hy, s.bar.moreOpen))
	switch {
	case in.Pressed(game.EndTurn):
		s.send(c, play.EndTurn())
		return
	case in.Pressed(game.Cancel) && s.bar.moreOpen:
		s.bar.moreOpen = false
		return
	case in.Pressed(game.Cancel):
		s.send(c, play.Cancel())
		return
	case in.Pressed(game.Confirm) && v.Act.Strip.Any != "":
		s.send(c, play.TakeAny())
		return
	case in.Pressed(game.NextUnit):
		s.send(c, play.NextUnit())
		if u := focusUnit(s.view()); u != nil && !s.field.view.InView(u.Pos) {
			s.field.view.CentreOn(u.Pos) // the unit picked by key is brought into view
		}
		return
	case in.Pressed(game.Undo):
		s.send(c, play.Undo())
		return
	case in.Pressed(game.Redo):
		s.send(c, play.Redo())
		return
	}
	for i, a := range game.HotKeys {
		if in.Pressed(a) {
			if kind, ok := s.bar.hotKey(v, i); ok {
				s.send(c, play.Choose(kind))
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
			s.send(c, play.Choose(kind))
		}
		return
	}
	switch ctl := s.turn.at(c, l, v, mx, my); ctl {
	case ctlUndo:
		s.send(c, play.Undo())
		return
	case ctlRedo:
		s.send(c, play.Redo())
		return
	case ctlEndTurn:
		s.send(c, play.EndTurn())
		return
	}
	if m, ok := s.strip.msg(s.strip.at(mx, my)); ok {
		s.send(c, m)
		return
	}
	if s.strip.in(mx, my) || l.inHUD(mx, my) {
		return
	}
	if p, ok := s.field.squareAt(cmx, cmy); ok {
		s.send(c, play.Click(p))
	}
}

// finish opens the results once the last animations have played.
func (s *Battle) finish(c *game.Context) {
	if !s.end.over {
		s.end.over = true
		s.end.wait = s.field.anim.frames(60)
		return
	}
	if s.end.wait > 0 {
		s.end.wait--
		return
	}
	res := NewResults(c, OutcomeFromBattle(s.Spec, s.B(), s.P.MaxRounds()))
	if g := s.asGame(); g != nil {
		res.WithReplay(c, g)
	}
	c.Replace(res)
}

// asGame is the battle as a loaded save, for the replay viewer; nil when it cannot be saved.
func (s *Battle) asGame() *save.Game {
	f, err := s.saveFile(fmt.Sprintf("%s, round %d", s.mapTitle(), s.B().Round))
	if err != nil {
		return nil
	}
	return &save.Game{Path: s.mapTitle(), File: f, Setup: s.Setup, Battle: s.B()}
}

// Selected returns the selected unit, or nil.
func (s *Battle) Selected() *combat.Unit {
	if v := s.view(); v.Act != nil && v.Act.Selected != "" {
		return s.B().Unit(v.Act.Selected)
	}
	return nil
}

// Busy reports whether an action is waiting on a human's reaction.
func (s *Battle) Busy() bool { return s.P.Pending() != nil }

// DrawsAtDevicePixels reports that the battle screen draws at the device's pixels
// (game.Crisp): its map, tokens, panels and words through the paint helpers.
func (s *Battle) DrawsAtDevicePixels() bool { return true }

// Draw paints the battle: the map, the HUD's panels (each redrawn only when what it shows
// changed), the notices, the choice strip and the reaction dialog.
func (s *Battle) Draw(screen *ebiten.Image, c *game.Context) {
	s.drawView(screen, c, s.view())
	s.noteDrawn()
}

// drawView paints the battle's widgets from v, the view of the side on screen (the local
// match's or, online, the one the host sent).
func (s *Battle) drawView(screen *ebiten.Image, c *game.Context, v *play.View) {
	l := &s.lay
	s.field.draw(screen, c, v, true)
	defer l.hudScale()() // the HUD in HUD pixels
	st := s.hud.look.style(c)
	s.hud.size(l.w, l.h)
	s.top.draw(screen, c, &s.hud, l, v, st)
	s.panel.draw(screen, c, &s.hud, l, v, &s.panel.art, st)
	s.log.draw(screen, c, &s.hud, l, st)
	s.turn.draw(screen, c, &s.hud, l, v, st)
	stripTop := 0.0
	showStrip := v.Act != nil && !v.Act.Busy && !s.bar.moreOpen // More's list lies over the strip
	if v.Act != nil {
		s.strip.layout(c, l, &v.Act.Strip, s.bar.chosen(v))
		if showStrip && s.strip.shown {
			stripTop = s.strip.y
		}
	}
	s.bar.draw(screen, c, &s.hud, l, v, st, stripTop)
	s.notes.draw(screen, c, l, st)
	if showStrip {
		s.strip.draw(screen, c, l, &v.Act.Strip, st)
	}
	if v.Prompt != nil {
		s.react.draw(screen, c, l, v.Prompt)
	}
}
