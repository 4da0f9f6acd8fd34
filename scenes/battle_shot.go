package scenes

// Battle shots: a battle played some turns by the AI and posed for a screenshot (skirmish shot --scene battle).

import (
	"math"

	"skirmish/combat"
	"skirmish/game"
	"skirmish/grid"
)

// ShotBattle builds the battle of spec, lets the AI play every side for turns turns and on
// until a human side is in turn, then selects a unit of it and points the cursor at what it
// could do (a foe to attack, else a square towards the nearest foe), for a screenshot.
func ShotBattle(c *game.Context, spec BattleSpec, turns int) (*Battle, error) {
	s, err := NewBattle(c, spec)
	if err != nil {
		return nil, err
	}
	s.PlayAI(turns)
	s.afterAction(c)
	s.Pose(c)
	return s, nil
}

// PlayAI lets the AI play every side (humans' too) for turns turns, then on until a human
// side is in turn (at most a round more); the events go to the log as usual.
func (s *Battle) PlayAI(turns int) {
	b := s.B
	human := s.human
	s.human = make([]bool, len(human)) // the AI answers every reaction meanwhile
	defer func() { s.human = human }()
	ended, guard := 0, 0
	for !b.Over && guard < 5000 {
		side := s.current()
		if side < 0 {
			break
		}
		if ended >= turns && (human[side] || ended >= turns+len(b.Sides)+1) {
			break
		}
		a := s.ctl[side].Act(b)
		if b.Check(a) != nil {
			a = combat.Action{Kind: combat.EndTurn}
		}
		if _, err := b.Do(a); err != nil {
			break
		}
		if a.Kind == combat.EndTurn {
			ended++
		}
		guard++
	}
	s.absorb(nil)
	s.floaters, s.banner = nil, banner{}
	for _, u := range b.Units {
		t := s.anim[u.Name]
		t.x, t.y = float64(u.Pos.X*b.Map.TileWidth), float64(u.Pos.Y*b.Map.TileHeight)
	}
}

// Pose selects a unit of the human side in turn that can act and points the cursor at a foe
// it can attack, else at the square of its move nearest a foe; it centres the camera there.
func (s *Battle) Pose(c *game.Context) {
	b := s.B
	if !s.humanTurn() {
		return
	}
	var target grid.Pos
	found := false
	for _, u := range b.Units {
		if !u.Active() || !b.InTurnNow(u) || found {
			continue
		}
		s.pick(u)
		for _, o := range s.opts {
			if o.Err == nil && attackKind(o.Meaning) && len(o.Targets) > 0 {
				target, found = b.Unit(o.Targets[0]).Pos, true
				break
			}
		}
	}
	if !found && s.sel != nil {
		if o, ok := s.moveOffer(); ok {
			best := math.MaxFloat64
			for _, p := range o.Squares {
				for _, e := range b.Enemies(s.sel) {
					if d := math.Hypot(float64(p.X-e.Pos.X), float64(p.Y-e.Pos.Y)); d < best && s.visible(e) {
						best, target, found = d, p, true
					}
				}
			}
		}
	}
	if !found || s.sel == nil {
		return
	}
	tw, th := float64(b.Map.TileWidth), float64(b.Map.TileHeight)
	cam := &s.view.Cam
	cam.SetZoom(1)
	cam.X = (float64(s.sel.Pos.X+target.X)/2 + 0.5) * tw
	cam.Y = (float64(s.sel.Pos.Y+target.Y)/2 + 0.5) * th
	cam.Clamp(s.view.WorldSize())
	sx, sy := cam.ToScreen((float64(target.X)+0.5)*tw, (float64(target.Y)+0.5)*th)
	for range 8 {
		c.Input.Inject(game.Frame{Cursor: ptr(int(sx), int(sy))})
	}
}

// ShotHandover is the hand-over screen to spec's first human side, for a screenshot.
func ShotHandover(c *game.Context, spec BattleSpec) (game.Scene, error) {
	b, err := NewBattle(c, spec)
	if err != nil {
		return nil, err
	}
	side := b.firstHuman()
	if side < 0 {
		side = 0
	}
	return NewHandover(c, b, side), nil
}
