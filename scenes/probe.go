package scenes

// Probes: what the tests outside this package (scenes/playthrough, which plays whole battles
// through the screens beside this package's tests) read of a screen and where they click, from
// the same state the screen draws.

import (
	"skirmish/game"
	"skirmish/grid"
	"skirmish/play"
)

// KindButtons are the selected unit's action buttons in the bar's order.
func (s *Battle) KindButtons() []play.Button { return s.bar.kinds(s.view()) }

// ChosenButton is the index of the chosen kind's button, -1 for none.
func (s *Battle) ChosenButton() int { return s.bar.chosen(s.view()) }

// Notice is the notice the battle shows ("" for none): why an action was refused.
func (s *Battle) Notice() string { return s.notes.notice }

// LookAt centres the battle's camera on square p at zoom 1, so that a click can reach it.
func (s *Battle) LookAt(p grid.Pos) {
	tw, th := float64(s.B().Map.TileWidth), float64(s.B().Map.TileHeight)
	cam := &s.field.view.Cam
	cam.SetZoom(1)
	cam.X, cam.Y = (float64(p.X)+0.5)*tw, (float64(p.Y)+0.5)*th
	cam.Clamp(s.field.view.WorldSize())
}

// SquareCentre is the point of the screen at the centre of square p as the camera shows it.
func (s *Battle) SquareCentre(p grid.Pos) (x, y int) {
	sx, sy, w, h := s.field.view.SquareRect(p.X, p.Y)
	return int(sx + w/2), int(sy + h/2)
}

// Battle is the battle a hand-over screen hands on.
func (h *Handover) Battle() *Battle { return h.b }

// Outcome is the battle the results screen shows.
func (r *Results) Outcome() Outcome { return r.o }

// UseRules switches the setup to ruleset id, its units rolled from seed, as choosing the rules
// on the screen does.
func (s *Setup) UseRules(c *game.Context, id string, seed uint64) error {
	return s.useRules(c, id, seed)
}

// ShowBattle puts the battle of spec on the stack over the screen on top, as the deploy
// screen's Start does (a hot-seat battle's first hand-over over it).
func ShowBattle(c *game.Context, spec BattleSpec) { showBattle(c, spec, false) }

// IsHandoverReplay reports whether sc is the replay a hand-over offers of the foes' turn.
func IsHandoverReplay(sc game.Scene) bool {
	_, ok := sc.(*handoverReplay)
	return ok
}

// menuIn is a menu screen's menu, nil for the others.
func menuIn(s game.Scene) *menu {
	switch v := s.(type) {
	case *Title:
		return v.m
	case *MapPicker:
		return v.m
	case *Settings:
		return v.m
	case *LoadScreen:
		return v.m
	case *Setup:
		return v.m
	case *Deploy:
		return v.m
	case *Results:
		return v.m
	case *CampaignList:
		return v.m
	case *Briefing:
		return v.m
	case *CampaignRest:
		return v.m
	case *CampaignEnd:
		return v.m
	case *OnlineMenu:
		return v.m
	case *QuickDungeon:
		return v.m
	case *DelveDig:
		return v.m
	}
	return nil
}
