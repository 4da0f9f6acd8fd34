package scenes

// Hand-over replay: after a hot-seat hand-over with fog of war, what the next side's units saw of the others' turns since its last one, played on the battle screen's map.

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/combat"
	"skirmish/game"
	"skirmish/grid"
)

// handoverReplay plays to the side about to play what its units saw of the other sides' turns
// since its last one (seenSince), through their eyes: the battle folded from the end of that
// turn, one beat (an action it saw something of) at a time, on a battle screen that nobody
// plays, so that the map, the fog, the tokens, the floating numbers, the banner and the
// combat log are the battle screen's own drawing. What the side did not see is folded at once
// and never drawn. Confirm, a click or Back skips to the turn.
type handoverReplay struct {
	live  *Battle // the battle in play, under this screen
	show  *Battle // the folded battle, shown through the side's eyes
	sight sighting
	log   []combat.Event // the battle's log as the hand-over found it
	ends  []int          // where each beat ends in log (beatEnds)
	at    int            // the next event of log to fold
	beat  int            // the beats played
	wait  int            // frames before the next beat
	walks []walk         // tokens walking the squares they were seen to step through
}

// walk is a token walking along the squares its unit was seen to step through: (x, y) where
// it is drawn, in world pixels, and the squares still ahead.
type walk struct {
	unit  string
	x, y  float64
	ahead []grid.Pos
}

// beatEnds splits what a sighting replays into beats, played one after another: a beat ends
// just before the action that follows the first notable thing it saw, so that each action
// seen plays on its own, with the unseen events before it folded in silently. The result
// lists where each beat ends in log; events after the last one show nothing.
func beatEnds(log []combat.Event, st sighting) []int {
	var ends []int
	saw := false
	for i := st.from; i < len(log); i++ {
		if _, ok := log[i].(combat.Acted); ok && saw {
			ends = append(ends, i)
			saw = false
		}
		if st.seen[i-st.from] && notable(log[i]) {
			saw = true
		}
	}
	if saw {
		ends = append(ends, len(log))
	}
	return ends
}

// Pacing of the replay, in frames at normal animation speed.
const (
	// replayBeatPause is the pause after a beat, once its walks are done: long enough to
	// read a floating number.
	replayBeatPause = 40
	// replayLead is the pause before the first beat.
	replayLead = 20
)

// newHandoverReplay opens the replay of st, a sighting of live's battle, over live.
func newHandoverReplay(c *game.Context, live *Battle, st sighting) (*handoverReplay, error) {
	log := slices.Clip(live.B.Log)
	folded, err := foldTo(live.Setup, log[:st.from])
	if err != nil {
		return nil, err
	}
	show, err := openBattle(c, live.Spec, live.Setup, folded, []combat.Event{})
	if err != nil {
		return nil, err
	}
	folded.Listen, folded.Reactor = nil, nil // events reach the screen only when seen
	for i := range show.human {
		show.human[i] = false
	}
	show.viewer, show.sel, show.autosave, show.fogDirty = st.side, nil, false, true
	show.refreshOptions()
	show.view.Cam = live.view.Cam
	show.log, show.banner, show.floaters = nil, banner{}, nil
	r := &handoverReplay{live: live, show: show, sight: st, log: log, ends: beatEnds(log, st), at: st.from}
	r.wait = show.frames(replayLead)
	return r, nil
}

// Update plays the replay: the tokens glide, walkers walk their squares, and once a beat is
// done and its pause over the next one is folded in; after the last, the side's turn. Confirm,
// a click or Back skips to it. The map pans and zooms as in battle.
func (r *handoverReplay) Update(c *game.Context) error {
	in := c.Input
	s := r.show
	s.frame++
	s.animSpeed = max(0.25, c.Settings.AnimationSpeed)
	s.view.PanSpeed = c.Settings.PanSpeed()
	s.tick()
	r.walk()
	if _, _, ok := in.Click(); ok || in.Pressed(game.Confirm) || in.Pressed(game.Back) {
		c.Pop()
		return nil
	}
	s.updateView(c)
	if len(r.walks) > 0 {
		return nil
	}
	if r.wait > 0 {
		r.wait--
		return nil
	}
	if r.beat >= len(r.ends) {
		c.Pop()
		return nil
	}
	r.play(c)
	return nil
}

// Done reports whether every beat has been played.
func (r *handoverReplay) Done() bool { return r.beat >= len(r.ends) }

// play folds the next beat into the shown battle: what the side saw of it goes to the screen
// (log lines, floating numbers, a turn's banner); the squares a unit was seen to step through
// become its walk; every other token stands where its unit now is. The camera goes to what
// was seen when it is off the view.
func (r *handoverReplay) play(c *game.Context) {
	s := r.show
	end := r.ends[r.beat]
	r.beat++
	focus, focused := grid.Pos{}, false
	for ; r.at < end; r.at++ {
		e := r.log[r.at]
		seen := r.sight.seen[r.at-r.sight.from]
		if m, ok := e.(combat.Moved); ok && seen {
			r.step(m)
		}
		s.B.Emit(e)
		if !seen {
			continue
		}
		s.events = append(s.events, e)
		if !focused && notable(e) {
			focus, focused = r.focusOf(e)
		}
	}
	r.place()
	s.fogDirty = true
	s.absorb(c)
	if focused {
		r.follow(focus)
	}
	r.wait = s.frames(replayBeatPause)
}

// place puts each token where it is drawn now: a walker's where its walk is, every other
// where its unit stands (a unit moved out of sight does not glide there through the fog).
func (r *handoverReplay) place() {
	b := r.show.B
	for _, u := range b.Units {
		t := r.show.anim[u.Name]
		if t == nil {
			continue
		}
		t.x, t.y = float64(u.Pos.X*b.Map.TileWidth), float64(u.Pos.Y*b.Map.TileHeight)
		for _, w := range r.walks {
			if w.unit == u.Name {
				t.x, t.y = w.x, w.y
			}
		}
	}
}

// step adds a move's step the side saw to its unit's walk, starting one where the step starts.
func (r *handoverReplay) step(m combat.Moved) {
	for i := range r.walks {
		if r.walks[i].unit == m.Unit {
			r.walks[i].ahead = append(r.walks[i].ahead, m.To)
			return
		}
	}
	tw, th := r.show.B.Map.TileWidth, r.show.B.Map.TileHeight
	r.walks = append(r.walks, walk{unit: m.Unit, x: float64(m.From.X * tw), y: float64(m.From.Y * th), ahead: []grid.Pos{m.To}})
}

// walk moves each walking token towards the next square of its walk at the battle's glide
// speed; a walk ends on its last square.
func (r *handoverReplay) walk() {
	s := r.show
	tw, th := float64(s.B.Map.TileWidth), float64(s.B.Map.TileHeight)
	speed := 3 * s.animSpeed
	kept := r.walks[:0]
	for _, w := range r.walks {
		p := w.ahead[0]
		tx, ty := float64(p.X)*tw, float64(p.Y)*th
		w.x, w.y = approach(w.x, tx, speed), approach(w.y, ty, speed)
		if w.x == tx && w.y == ty {
			w.ahead = w.ahead[1:]
		}
		if t := s.anim[w.unit]; t != nil {
			t.x, t.y = w.x, w.y
		}
		if len(w.ahead) > 0 {
			kept = append(kept, w)
		}
	}
	r.walks = kept
}

// focusOf is the square a seen event happens on: where its unit stands (a move's end, an
// attack's target).
func (r *handoverReplay) focusOf(e combat.Event) (grid.Pos, bool) {
	name := ""
	switch e := e.(type) {
	case combat.Moved:
		return e.To, true
	case combat.Acted:
		name = e.Action.Unit
	case combat.Reacted:
		name = e.Unit
	case combat.AttackRolled:
		name = e.Target
	case combat.Damaged:
		name = e.Unit
	case combat.StatusChanged:
		name = e.Unit
	}
	if u := r.show.B.Unit(name); u != nil {
		return u.Pos, true
	}
	return grid.Pos{}, false
}

// follow centres the camera on p when p is not well inside the view.
func (r *handoverReplay) follow(p grid.Pos) {
	s := r.show
	cam := &s.view.Cam
	x, y, w, h := s.view.SquareRect(p.X, p.Y)
	const margin = 2 // squares
	if float64(x) >= cam.ViewX+margin*float64(w) && float64(x+w) <= cam.ViewX+cam.ViewW-margin*float64(w) &&
		float64(y) >= cam.ViewY+margin*float64(h) && float64(y+h) <= cam.ViewY+cam.ViewH-margin*float64(h) {
		return
	}
	m := s.B.Map
	cam.X, cam.Y = (float64(p.X)+0.5)*float64(m.TileWidth), (float64(p.Y)+0.5)*float64(m.TileHeight)
	cam.Clamp(s.view.WorldSize())
}

// Draw paints the shown battle as the battle screen does, with the replay's panel over the
// unit panel and its progress in the action bar.
func (r *handoverReplay) Draw(screen *ebiten.Image, c *game.Context) {
	s := r.show
	s.drawField(screen, c, false)
	s.drawTop(screen, c)
	s.drawSide(screen, c)
	r.drawPanel(screen, c)
	r.drawBar(screen, c)
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
	b.autosave = false
	b.PlayAI(max(turns, 4))
	// sides that start out of each other's sight may see nothing for a while: play on, a turn
	// at a time, until a human side has something to be shown
	var h *Handover
	for more := 0; ; more++ {
		side := b.current()
		if side < 0 {
			return nil, fmt.Errorf("the battle on %s ended before a human side saw the others' turns", spec.Map)
		}
		if h = NewHandover(c, b, side); h.replay {
			break
		}
		if more == maxShotTurns {
			return nil, fmt.Errorf("%s saw nothing of the others' turns in %d turns more", b.B.Sides[side].Name, maxShotTurns)
		}
		b.PlayAI(1)
	}
	r, err := newHandoverReplay(c, b, h.sight)
	if err != nil {
		return nil, err
	}
	for r.beat < (len(r.ends)+1)/2 {
		r.walks = nil // the beats before the one shot are over
		r.play(c)
	}
	r.show.banner = banner{}
	return r, nil
}
