package scenes

// Replay: the replay viewer: a saved battle played back on the battle screen's map, tokens and log; play, pause, step, speed, rounds.

import (
	"errors"
	"fmt"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/combat/save"
	"skirmish/game"
	"skirmish/play"
)

// Replay is the replay viewer. It walks a save.Stepper and shows its battle through a
// battle screen that nobody plays (every side shown, no fog), so that the map, the tokens,
// the floating numbers and the combat log are drawn by the battle screen's own code.
type Replay struct {
	st   *save.Stepper
	show *Battle
	// Title names what is replayed (the save's title or file).
	Title   string
	playing bool
	speed   int // index into replaySpeeds
	wait    int
	hoverCt int // the control under the cursor, -1 for none
	err     string
	// tip is the timeline's tooltip, saying tipOf
	tip   picture
	tipOf string
	op    ebiten.DrawImageOptions
}

// replaySpeeds are the replay's speeds, in actions a second.
var replaySpeeds = []float64{0.5, 1, 2, 4, 8, 16}

// replayDefaultSpeed is the index of 2 actions a second.
const replayDefaultSpeed = 2

// NewReplay opens a loaded save in the replay viewer at its first action, paused.
func NewReplay(c *game.Context, g *save.Game) (*Replay, error) {
	if err := foggedInPlay(g); err != nil {
		return nil, err
	}
	st, err := g.Stepper()
	if err != nil {
		return nil, err
	}
	spec := SpecOfSave(g.File)
	spec.Fog = false
	b := st.Battle()
	p, err := play.New(play.Config{Setup: g.Setup, Seats: make([]play.Seat, len(b.Sides)), Watch: true, Viewer: -1,
		MaxRounds: spec.maxRounds()}, b)
	if err != nil {
		return nil, err
	}
	show := newBattleScreen(c, spec, p)
	show.saves.on = false
	show.top.hints = "Replay  ·  " + keyHint(c, game.Back) + " closes"
	show.syncLog(c)
	r := &Replay{st: st, show: show, speed: replayDefaultSpeed, hoverCt: -1, Title: g.File.Title}
	if r.Title == "" {
		r.Title = g.Path
	}
	return r, nil
}

// errFoggedInPlay refuses the replay of a battle under fog of war that is not over.
var errFoggedInPlay = errors.New("this battle is played under fog of war and is not over: its replay shows every side's units, " +
	"which would tell the sides still playing what their units have not seen. Load it to play on; its replay opens once it is over")

// foggedInPlay refuses to replay g while it is a battle under fog of war still being played (a
// replay shows the whole map, every unit): fog fails closed.
func foggedInPlay(g *save.Game) error {
	if g.File.Client != nil && g.File.Client.Fog && g.Battle != nil && !g.Battle.Over {
		return fmt.Errorf("%s: %w", filepath.Base(g.Path), errFoggedInPlay)
	}
	return nil
}

// Stepper is the replay's stepper (tests read where it is).
func (r *Replay) Stepper() *save.Stepper { return r.st }

// Playing reports whether the replay plays on by itself.
func (r *Replay) Playing() bool { return r.playing }

// forward plays the next action; at the end the replay pauses.
func (r *Replay) forward(c *game.Context) {
	if r.st.Index() >= r.st.Len() {
		r.playing = false
		return
	}
	if _, err := r.st.Forward(); err != nil {
		r.err, r.playing = err.Error(), false
		return
	}
	r.show.absorb(c)
	if r.st.Index() >= r.st.Len() {
		r.playing = false
	}
}

// seek goes to step n (rebuilding the battle when it goes back) and tells its log again.
func (r *Replay) seek(c *game.Context, n int) {
	n = max(0, min(n, r.st.Len()))
	if n > r.st.Index() {
		for r.st.Index() < n {
			if _, err := r.st.Forward(); err != nil {
				r.err = err.Error()
				break
			}
		}
		r.show.absorb(c)
		r.show.field.anim.effects = nil
		return
	}
	if err := r.st.Seek(n); err != nil {
		r.err = err.Error()
		return
	}
	r.rebuilt(c)
}

// jumpRound goes to the start of the round d rounds from the one in progress (the start of
// this round for d = 0 when past it).
func (r *Replay) jumpRound(c *game.Context, d int) {
	first, last := r.st.Rounds()
	cur := r.st.Round()
	want := cur + d
	if d < 0 && r.roundStart(cur) < r.st.Index() {
		want = cur // back to this round's start first
	}
	want = max(first, min(last, want))
	if err := r.st.JumpToRound(want); err != nil {
		r.err = err.Error()
		return
	}
	r.rebuilt(c)
}

// roundStart is the first step of round n.
func (r *Replay) roundStart(n int) int {
	for i := 0; i <= r.st.Len(); i++ {
		if r.st.RoundAt(i) >= n {
			return i
		}
	}
	return r.st.Len()
}

// rebuilt shows the stepper's new battle: its log told from the start, the tokens gliding
// from where they were.
func (r *Replay) rebuilt(c *game.Context) {
	s := r.show
	s.P.Rebind(r.st.Battle())
	s.absorb(c)
	s.field.anim.effects, s.field.anim.banner = nil, banner{}
}

// interval is the frames between two actions at the replay's speed (60 frames a second).
func (r *Replay) interval() int { return max(1, int(60/replaySpeeds[r.speed])) }

// Update reads the replay's meanings and clicks, pans the map, and plays on when playing.
func (r *Replay) Update(c *game.Context) error {
	in := c.Input
	s := r.show
	s.layout(c)
	s.field.anim.speed = max(0.25, c.Settings.AnimationSpeed) * max(1, replaySpeeds[r.speed]/2)
	v := s.view()
	s.field.anim.tick(s.field.view, v)
	if in.Pressed(game.Back) {
		c.Pop()
		return nil
	}
	s.updateView(c, v) // the battle's camera: keys anywhere, drag, edge, wheel; the log's keys and wheel
	// the controls are in HUD pixels
	cx, cy := s.lay.cursor(in)
	r.hoverCt = r.controlAt(c, cx, cy)
	switch {
	case in.Pressed(game.ReplayPlay):
		r.toggle(c)
	case in.Pressed(game.ReplayStep):
		r.playing = false
		r.forward(c)
	case in.Pressed(game.ReplayBack):
		r.playing = false
		r.seek(c, r.st.Index()-1)
	case in.Pressed(game.ReplayFaster):
		r.speed = min(len(replaySpeeds)-1, r.speed+1)
	case in.Pressed(game.ReplaySlower):
		r.speed = max(0, r.speed-1)
	case in.Pressed(game.ReplayNextRound):
		r.jumpRound(c, 1)
	case in.Pressed(game.ReplayPrevRound):
		r.jumpRound(c, -1)
	}
	if mx, my, ok := in.Click(); ok {
		mx, my = s.lay.at(mx, my)
		r.click(c, mx, my)
	}
	if r.playing {
		if r.wait > 0 {
			r.wait--
		} else {
			r.forward(c)
			r.wait = r.interval()
		}
	}
	return nil
}

// toggle plays or pauses; at the end, play starts again from the beginning.
func (r *Replay) toggle(c *game.Context) {
	if !r.playing && r.st.Index() >= r.st.Len() {
		r.seek(c, 0)
	}
	r.playing = !r.playing
	r.wait = 0
}

// Draw paints the battle as the battle screen does, with the replay's panel and controls in
// place of the unit panel, the action bar and End turn.
func (r *Replay) Draw(screen *ebiten.Image, c *game.Context) {
	s := r.show
	v := s.view()
	s.field.draw(screen, c, v, false)
	defer s.lay.hudScale()() // the HUD in HUD pixels
	st := s.hud.look.style(c)
	s.hud.size(s.lay.w, s.lay.h)
	s.top.draw(screen, c, &s.hud, &s.lay, v, st)
	s.log.draw(screen, c, &s.hud, &s.lay, st)
	r.drawPanel(screen, c, v)
	r.drawControls(screen, c)
}

// ShotReplay plays spec's battle with the AI on every side for turns turns (at least six) and
// opens it in the replay viewer halfway through, for a screenshot (skirmish shot --scene
// replay). Nothing is written.
func ShotReplay(c *game.Context, spec BattleSpec, turns int) (*Replay, error) {
	spec.Fog = false // the AI plays every side: no side's view to keep (a fogged battle in play is not replayed)
	b, err := NewBattle(c, spec)
	if err != nil {
		return nil, err
	}
	b.saves.on = false
	b.PlayAI(c, max(turns, 6))
	g := b.asGame()
	if g == nil {
		return nil, fmt.Errorf("the battle on %s cannot be saved for a replay", spec.Map)
	}
	r, err := NewReplay(c, g)
	if err != nil {
		return nil, err
	}
	r.seek(c, r.st.Len()/2)
	r.show.field.anim.banner = banner{}
	return r, nil
}
