package scenes

// Battle: the battle screen: input mapped to the play layer's verbs (play.Session), the AI's
// pace, the hand-over, autosaves and the end; its drawing is in the battle_*.go files.

import (
	"errors"
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/ai"
	"skirmish/app/sim"
	"skirmish/combat"
	"skirmish/combat/save"
	"skirmish/game"
	"skirmish/grid"
	"skirmish/play"
)

// Battle is the battle screen: a play.Session drawn and played through the screen, the AI at a
// watchable pace. A screen over a session nobody plays shows a replay (Replay, the hand-over's).
type Battle struct {
	// P is the battle in play; Spec and Setup what it was built from.
	P     *play.Match
	Spec  BattleSpec
	Setup combat.Setup

	view *game.MapView
	lay  battleLayout
	// fonts and keys are the context's, kept for what is laid out outside Update and Draw
	fonts *game.Fonts
	keys  *game.KeyMap

	// input: the square under the cursor; whether a drag begun over the map goes on (it pans,
	// even over the HUD), and whether any drag does (one begun over the HUD never pans); the
	// action button under the cursor (-1 for none)
	hoverSq           grid.Pos
	hoverOn           bool
	mapDrag, dragging bool
	hoverBt           int
	// buttons are the selected unit's kinds as the bar shows them (in the ruleset's bar order,
	// barOrder), for the session's gen; the first common stand in the bar, the rest behind More
	buttons    []combat.KindState
	buttonsGen int
	order      []*combat.ActionKind
	common     int
	// moreOpen is whether the More button's list of the rarer kinds is open.
	moreOpen bool
	// showThreats is set while the foes' reach is shown all at once (game.ShowThreats)
	showThreats bool
	// chips are the choice strip's buttons, laid out for the strip's gen (battle_strip.go)
	chips chipLayout

	// notice is why something was refused, toast something done (saved, undone); each shown
	// for its frames more
	notice, toast   string
	noticeT, toastT int

	// AI pacing: frames until the next AI action; fastAll skips the pauses until a human turn;
	// asked is set while an AI action waits on a human's reaction (its pause is set once it is
	// done: the blow after the answer is given its time); seen is the log's length last
	// followed
	wait    int
	fastAll bool
	asked   bool
	seen    int

	// what is drawn: tokens gliding to their squares, floating numbers, the turn's banner, the
	// combat log wrapped to its panel (battle_feed.go)
	anim     map[string]*token
	floaters []floater
	banner   banner
	feed     feedState
	log      logState
	logFace  text.Face
	fog      fogState
	endWait  int
	ended    bool
	frame    int
	// animSpeed is the settings' animation speed, read each frame (the pause menu may change it)
	animSpeed float64

	// saves: the round last autosaved (-1: none yet) and whether to autosave (a replay does not)
	round    int
	autosave bool
	// opening is set while a loaded battle's constructor runs, before the screen is on the stack
	// (its hand-over goes over it once the caller has opened it).
	opening bool

	// draw is what the screen keeps from frame to frame to draw only what changed
	draw drawCache
	// ears play what the viewer hears (sound.go); motion animates it (battle_motion.go)
	ears   hearing
	motion motion
}

// token is a unit as drawn: where it is on screen (gliding to its square).
type token struct {
	x, y float64 // world pixels of the square's top-left
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
	s.autosave, s.round = true, -1
	if loaded {
		s.round = b.Round
	}
	s.opening = loaded // a loaded battle's hand-over goes over it once the caller has opened it
	s.afterAction(c)
	s.opening = false
	return s, nil
}

// newBattleScreen is the battle screen over p, the battle as it stands: nothing of its past
// floats or bannered.
func newBattleScreen(c *game.Context, spec BattleSpec, p *play.Match) *Battle {
	s := &Battle{P: p, Spec: spec, Setup: p.Setup, hoverBt: -1, anim: map[string]*token{}, buttonsGen: -1}
	s.animSpeed = max(0.25, c.Settings.AnimationSpeed)
	s.fonts, s.keys = c.Fonts, &c.Input.Keys
	s.layout(c)
	s.logFace = c.Fonts.Small
	b := p.B
	s.view = game.NewMapView(b.Map, c.Theme, c.Fonts, s.lay.mapX, s.lay.mapY, s.lay.mapW, s.lay.mapH)
	s.view.ShowObjects = true
	s.view.ShowSetup = false // the exits and objectives matter in battle; the zones and spawns did before it
	s.view.PanSpeed = c.Settings.PanSpeed()
	s.placeTokens()
	s.feed.skip(p)
	return s
}

// placeTokens puts every unit's token on its square, and makes the tokens of units new to it.
func (s *Battle) placeTokens() {
	b := s.P.B
	for _, u := range b.Units {
		t := s.anim[u.Name]
		if t == nil {
			t = &token{}
			s.anim[u.Name] = t
		}
		t.x, t.y = tokenHome(b, u)
	}
}

// tokenHome is where u's token rests: the world pixels of the top-left of its cell's box.
func tokenHome(b *combat.Battle, u *combat.Unit) (x, y float64) { return b.Map.CellOrigin(u.Pos) }

// B is the battle in play.
func (s *Battle) B() *combat.Battle { return s.P.B }

// say shows a short notice over the action bar.
func (s *Battle) say(msg string) { s.notice, s.noticeT = msg, 240 }

// tell shows a short notice of something done (saved, undone) over the map's top edge.
func (s *Battle) tell(msg string) { s.toast, s.toastT = msg, 150 }

// acting writes the battle's first autosave before its first action is taken (the start of
// its first round); the verbs that may take an action call it first.
func (s *Battle) acting(c *game.Context) {
	if s.round < 0 && s.autosave && !s.P.Busy() {
		s.writeAutosave(c)
	}
}

// refused says why the session refused a verb, if it did.
func (s *Battle) refused(err error) {
	if err != nil {
		s.say(ruleWords(err))
		s.refuse()
	}
}

// ruleWords says an error for a player: a rule's refusal with the rule's sections as players
// read them ("Rot is 210 ft away… (Make a Ranged Attack)"), not the text files' names.
func ruleWords(err error) string {
	var re *combat.RuleError
	if !errors.As(err, &re) {
		return err.Error()
	}
	if sec := combat.Sections(combat.ParseCitations(re.Rule)); sec != "" {
		return re.Message() + " (" + sec + ")"
	}
	return re.Message()
}

// afterAction follows the session after something happened (a frame's input took an action or
// answered a prompt, an undo rebuilt the battle): the events to show, the hand-over (to the
// side a prompt asks too), the round's autosave.
func (s *Battle) afterAction(c *game.Context) {
	s.absorb(c)
	if s.opening {
		return
	}
	// a prompt for another human side hands the screen to it first (hot-seat)
	s.handOver(c)
	if s.P.Pending() == nil {
		s.autosaveRound(c)
	}
}

// handOver pushes the hand-over screen when the turn has passed to another human player than
// the one who had the screen (hot-seat, two humans or more).
func (s *Battle) handOver(c *game.Context) {
	if side, ok := s.P.HandOver(); ok && !s.P.Over() {
		c.Push(NewHandover(c, s, side))
	}
}

// current is the side in turn, or -1.
func (s *Battle) current() int { return s.P.Current() }

// humanTurn reports whether a human plays the side in turn.
func (s *Battle) humanTurn() bool { return s.P.HumanTurn() }

// visible reports whether the screen's viewer sees u.
func (s *Battle) visible(u *combat.Unit) bool { return s.P.Visible(u) }

// frames is n frames at normal speed, scaled by the animation speed setting.
func (s *Battle) frames(n int) int {
	return max(1, int(float64(n)/max(0.25, s.animSpeed)))
}

// Update advances the screen: the reaction dialog, the AI's pace, the player's input.
func (s *Battle) Update(c *game.Context) error {
	s.frame++
	s.animSpeed = c.Settings.AnimationSpeed
	if s.animSpeed <= 0 {
		s.animSpeed = 1
	}
	s.view.PanSpeed = c.Settings.PanSpeed()
	s.P.AutoPrompts = c.Settings.AutoPrompts
	in := c.Input
	s.tick()
	if s.P.Pending() != nil {
		s.updateReaction(c)
		if s.asked && s.P.Pending() == nil {
			s.asked, s.wait = false, s.aiPause()
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
	s.updateView(c)
	if in.Pressed(game.LogUp) {
		s.scrollLog(8)
	}
	if in.Pressed(game.LogDown) {
		s.scrollLog(-8)
	}
	if s.humanTurn() {
		s.updateHuman(c)
	} else {
		s.updateAI(c, in)
	}
	if s.seen != len(s.B().Log) || s.feed.side != s.P.Holder() {
		s.seen = len(s.B().Log)
		s.afterAction(c)
	}
	return nil
}

// updateView moves the camera: by the map's keys wherever the pointer is (the dialogs and
// menus that take the keys are screens of their own, or the reaction prompt, which returns
// before this), at the screen's edge, by a drag begun over the map, by the wheel over the map;
// the wheel over the log scrolls it. The centre key centres the map on the selected unit.
func (s *Battle) updateView(c *game.Context) {
	in := c.Input
	cx, cy := in.Cursor()
	overMap := !s.lay.inHUD(cx, cy)
	s.mapDrag = in.Dragging() && (s.mapDrag || overMap && !s.dragging)
	s.dragging = in.Dragging()
	s.view.UpdateKeys(in)
	s.view.UpdateEdge(in, c.Width, c.Height)
	s.view.UpdateDragWheel(in, s.mapDrag, overMap)
	if w := in.Wheel(); w != 0 && s.lay.inLog(cx, cy) {
		s.scrollLog(int(w * 3))
	}
	if mx, my, ok := in.Click(); ok && s.lay.detailsAt(mx, my) {
		s.toggleDetails()
	}
	if in.Pressed(game.ShowThreats) {
		s.showThreats = !s.showThreats
		s.seat().Send(play.ShowThreats(s.showThreats))
		if s.showThreats {
			s.tell("Red: where the foes you see could attack next turn, deeper where more could")
		} else {
			s.tell("The foes' reach is hidden")
		}
	}
	if in.Pressed(game.CentreUnit) {
		if u := s.focusUnit(); u != nil {
			s.view.CentreOn(u.Pos)
		}
	}
}

// focusUnit is the unit the centre key centres on: the selected one, else the first the
// viewer sees of the side in turn.
func (s *Battle) focusUnit() *combat.Unit {
	if u := s.P.Selected(); u != nil {
		return u
	}
	side := s.current()
	for _, u := range s.B().Units {
		if u.Side == side && u.Active() && s.visible(u) {
			return u
		}
	}
	return nil
}

// updateAI plays the AI side in turn, one action every so many frames (aiPause: a blow is
// given time to read, a move only a moment, so that the next unit sets off while the token
// still glides and moves that do not meet play side by side): the AI decides in the session's
// worker meanwhile, and a decision not yet made is waited for by frames, not in one.
func (s *Battle) updateAI(c *game.Context, in *game.Input) {
	if in.Pressed(game.FastAI) {
		s.fastAll = true
		s.motion.skip()
	}
	s.P.Think()
	if s.wait > 0 && !in.Held(game.FastAI) && !s.fastAll {
		s.wait--
		return
	}
	if !s.P.AITurn() {
		return
	}
	s.acting(c)
	s.absorb(c)
	s.feed.told = s.feed.told[:0]
	played, err := s.P.PlayAI()
	s.refused(err)
	s.absorb(c)
	switch {
	case played && s.P.Pending() != nil:
		s.asked = true
	case played:
		s.wait = s.aiPause()
	}
}

// finish opens the results once the last animations have played.
func (s *Battle) finish(c *game.Context) {
	if !s.ended {
		s.ended = true
		s.endWait = s.frames(60)
		return
	}
	if s.endWait > 0 {
		s.endWait--
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
func (s *Battle) Selected() *combat.Unit { return s.P.Selected() }

// Busy reports whether an action is waiting on a human's reaction.
func (s *Battle) Busy() bool { return s.P.Pending() != nil }

// Draw paints the battle: the field, the HUD (redrawn only when what it shows changes), the
// notices over the map and the reaction prompt.
func (s *Battle) Draw(screen *ebiten.Image, c *game.Context) {
	s.drawField(screen, c, true)
	s.drawHUD(screen, c)
	s.drawStrip(screen, c)
	s.drawUndo(screen, c)
	if s.P.Pending() != nil {
		s.drawReaction(screen, c)
	}
}

// actionName names an action for a notice: "Bram: run to (5,3)", "Bram: melee Rot".
func actionName(a combat.Action) string {
	s := strings.ReplaceAll(a.Kind, "_", " ")
	if a.Target != "" {
		s += " " + a.Target
	}
	if n := len(a.Path); n > 0 {
		s += fmt.Sprintf(" to (%d,%d)", a.Path[n-1].X, a.Path[n-1].Y)
	}
	if a.Unit != "" {
		s = a.Unit + ": " + s
	}
	return s
}
