package scenes

// Battle shots: a battle played some turns by the AI and posed for a screenshot (skirmish shot --scene battle).

import "skirmish/game"

// ShotBattle builds the battle of spec, lets the AI play every side for turns turns and on
// until a human side is in turn, then selects a unit of it and points the cursor at what it
// could do (a foe to attack, else a square towards the nearest foe), for a screenshot.
func ShotBattle(c *game.Context, spec BattleSpec, turns int) (*Battle, error) {
	s, err := NewBattle(c, spec)
	if err != nil {
		return nil, err
	}
	s.PlayAI(c, turns)
	s.afterAction(c)
	s.Pose(c)
	return s, nil
}

// PlayAI lets the AI play every side (humans' too) for turns turns, then on until a human
// side is in turn (at most a round more); the events go to the log as usual, nothing floats.
func (s *Battle) PlayAI(c *game.Context, turns int) {
	s.P.RunAI(turns)
	s.feed.side = -2 // the tokens stand on their squares, the log is told again, nothing floats
	s.absorb(c)
	s.field.anim.effects, s.field.anim.banner = nil, banner{}
}

// Pose selects a unit of the human side in turn that can act and points the cursor at a foe
// it can attack, else at the square of its move nearest a foe (play.Session.Showcase); it
// centres the camera there.
func (s *Battle) Pose(c *game.Context) {
	target, ok := s.P.Showcase()
	sel := s.Selected()
	if !ok || sel == nil {
		return
	}
	b := s.B()
	cam := &s.field.view.Cam
	cam.SetZoom(1)
	ax, ay := b.Map.CellCentre(sel.Pos)
	tx, ty := b.Map.CellCentre(target)
	cam.X, cam.Y = (ax+tx)/2, (ay+ty)/2
	cam.Clamp(s.field.view.WorldSize())
	sx, sy := cam.ToScreen(tx, ty)
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
	side := 0
	for i := range b.B().Sides {
		if b.P.Human(i) {
			side = i
			break
		}
	}
	return NewHandover(c, b, side), nil
}
