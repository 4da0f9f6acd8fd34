package scenes

// Hand-over replay: after a hot-seat hand-over with fog of war, what the next side's units saw
// of the others' turns since its last one (play.Retelling), played on the battle screen's map.

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/combat"
	"skirmish/game"
	"skirmish/grid"
	"skirmish/play"
)

// handoverReplay plays to the side about to play what its units saw of the other sides' turns
// since its last one, through their eyes: the retelling's battle, one beat (an action it saw
// something of) at a time, on a battle screen over its session, which nobody plays, so that
// the map, the fog, the tokens, the floating numbers, the banner and the combat log are the
// battle screen's own drawing of what the side was told. Confirm, a click or Back skips to the
// turn.
type handoverReplay struct {
	live  *Battle // the battle in play, under this screen
	show  *Battle // the retelling's battle, shown through the side's eyes
	r     *play.Retelling
	wait  int    // frames before the next beat
	walks []walk // tokens walking the squares they were seen to step through
}

// walk is a token walking along the squares its unit was seen to step through: (x, y) where
// it is drawn, in world pixels, and the squares still ahead.
type walk struct {
	unit  string
	x, y  float64
	ahead []grid.Pos
}

// Pacing of the replay, in frames at normal animation speed.
const (
	// replayBeatPause is the pause after a beat, once its walks are done: long enough to
	// read a floating number.
	replayBeatPause = 40
	// replayLead is the pause before the first beat.
	replayLead = 20
)

// newHandoverReplay opens the replay r over live.
func newHandoverReplay(c *game.Context, live *Battle, r *play.Retelling) *handoverReplay {
	show := newBattleScreen(c, live.Spec, r.Show)
	show.saves.on = false
	show.field.view.Cam = live.field.view.Cam
	h := &handoverReplay{live: live, show: show, r: r}
	h.wait = show.field.anim.frames(replayLead)
	return h
}

// Update plays the replay: the tokens glide, walkers walk their squares, and once a beat is
// done and its pause over the next one is folded in; after the last, the side's turn. Confirm,
// a click or Back skips to it. The map pans and zooms as in battle.
func (h *handoverReplay) Update(c *game.Context) error {
	in := c.Input
	s := h.show
	s.layout(c)
	s.field.anim.speed = max(0.25, c.Settings.AnimationSpeed)
	v := s.view()
	s.field.anim.tick(s.field.view, v)
	h.walk()
	if _, _, ok := in.Click(); ok || in.Pressed(game.Confirm) || in.Pressed(game.Back) {
		c.Pop()
		return nil
	}
	s.updateView(c, v)
	if len(h.walks) > 0 {
		return nil
	}
	if h.wait > 0 {
		h.wait--
		return nil
	}
	if h.r.Done() {
		c.Pop()
		return nil
	}
	h.play(c)
	return nil
}

// Done reports whether every beat has been played.
func (h *handoverReplay) Done() bool { return h.r.Done() }

// play folds the next beat into the shown battle: what the side was told of it goes to the
// screen (log lines, floating numbers, a turn's banner); the squares a unit was seen to step
// through become its walk; every other token stands where its unit now is. The camera goes to
// what was seen when it is off the view.
func (h *handoverReplay) play(c *game.Context) {
	s := h.show
	for _, m := range h.r.Next() {
		h.step(m)
	}
	h.place()
	s.absorb(c)
	if p, ok := h.r.Focus(); ok {
		h.follow(p)
	}
	h.wait = s.field.anim.frames(replayBeatPause)
}

// place puts each token where it is drawn now: a walker's where its walk is, every other
// where its unit stands (a unit moved out of sight does not glide there through the fog).
func (h *handoverReplay) place() {
	b := h.show.B()
	for _, u := range b.Units {
		t := h.show.field.anim.tokens[u.Name]
		if t == nil {
			continue
		}
		t.x, t.y = b.Map.CellOrigin(u.Pos)
		for _, w := range h.walks {
			if w.unit == u.Name {
				t.x, t.y = w.x, w.y
			}
		}
	}
}

// step adds a move's step the side saw to its unit's walk, starting one where the step starts
// as the side saw it.
func (h *handoverReplay) step(m combat.Moved) {
	for i := range h.walks {
		if h.walks[i].unit == m.Unit {
			h.walks[i].ahead = append(h.walks[i].ahead, m.To)
			return
		}
	}
	x, y := h.show.B().Map.CellOrigin(m.From)
	h.walks = append(h.walks, walk{unit: m.Unit, x: x, y: y, ahead: []grid.Pos{m.To}})
}

// walk moves each walking token towards the next square of its walk at the battle's glide
// speed; a walk ends on its last square.
func (h *handoverReplay) walk() {
	s := h.show
	speed := 3 * s.field.anim.speed
	kept := h.walks[:0]
	for _, w := range h.walks {
		tx, ty := s.B().Map.CellOrigin(w.ahead[0])
		w.x, w.y = approach(w.x, tx, speed), approach(w.y, ty, speed)
		if w.x == tx && w.y == ty {
			w.ahead = w.ahead[1:]
		}
		if t := s.field.anim.tokens[w.unit]; t != nil {
			t.x, t.y = w.x, w.y
		}
		if len(w.ahead) > 0 {
			kept = append(kept, w)
		}
	}
	h.walks = kept
}

// follow centres the camera on p when p is not well inside the view.
func (h *handoverReplay) follow(p grid.Pos) {
	s := h.show
	cam := &s.field.view.Cam
	x, y, w, hh := s.field.view.SquareRect(p.X, p.Y)
	const margin = 2 // squares
	if float64(x) >= cam.ViewX+margin*float64(w) && float64(x+w) <= cam.ViewX+cam.ViewW-margin*float64(w) &&
		float64(y) >= cam.ViewY+margin*float64(hh) && float64(y+hh) <= cam.ViewY+cam.ViewH-margin*float64(hh) {
		return
	}
	m := s.B().Map
	cam.X, cam.Y = m.CellCentre(p)
	cam.Clamp(s.field.view.WorldSize())
}

// Draw paints the shown battle as the battle screen does, with the replay's panel over the
// unit panel and its progress in the action bar.
func (h *handoverReplay) Draw(screen *ebiten.Image, c *game.Context) {
	s := h.show
	v := s.view()
	s.field.draw(screen, c, v, false)
	defer s.lay.hudScale()() // the HUD in HUD pixels
	st := s.hud.look.style(c)
	s.hud.size(s.lay.w, s.lay.h)
	s.top.hints = "Replay  ·  " + keyHint(c, game.Back) + " skips"
	s.top.draw(screen, c, &s.hud, &s.lay, v, st)
	s.log.draw(screen, c, &s.hud, &s.lay, st)
	h.drawPanel(screen, c, v)
	h.drawBar(screen, c)
}

// maxShotTurns is how many turns more ShotHandoverReplay plays for a side to see something.
const maxShotTurns = 60

// ShotHandoverReplay plays spec's battle with the AI on every side for turns turns (at least
// four) and on until a human side is in turn that saw something of the others' turns (up to
// maxShotTurns more), and opens that side's hand-over replay halfway through, for a
// screenshot: spec's first two sides are played by humans, under fog.
func ShotHandoverReplay(c *game.Context, spec BattleSpec, turns int) (game.Scene, error) {
	spec.Fog = true
	for i := range spec.Sides {
		if i < 2 {
			spec.Sides[i].Human = true
			if spec.Sides[i].Player == "" {
				spec.Sides[i].Player = fmt.Sprintf("Player %d", i+1)
			}
		}
	}
	b, err := NewBattle(c, spec)
	if err != nil {
		return nil, err
	}
	b.saves.on = false
	b.PlayAI(c, max(turns, 4))
	// sides that start out of each other's sight may see nothing for a while: play on, a turn
	// at a time, until a human side has something to be shown
	var r *play.Retelling
	for more := 0; ; more++ {
		side := b.current()
		if side < 0 {
			return nil, fmt.Errorf("the battle on %s ended before a human side saw the others' turns", spec.Map)
		}
		if rt, ok, err := b.P.Retell(side); err == nil && ok {
			r = rt
			break
		}
		if more == maxShotTurns {
			return nil, fmt.Errorf("%s saw nothing of the others' turns in %d turns more", b.B().Sides[side].Name, maxShotTurns)
		}
		b.PlayAI(c, 1)
	}
	h := newHandoverReplay(c, b, r)
	for r.Beat() < (r.Beats()+1)/2 {
		h.walks = nil // the beats before the one shot are over
		h.play(c)
	}
	h.show.field.anim.banner = banner{}
	return h, nil
}
