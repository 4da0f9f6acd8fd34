package scenes

// Deploy shots: the deploy screen posed mid-placement for a screenshot (skirmish shot --scene deploy).

import (
	"skirmish/game"
	"skirmish/grid"
)

// ShotDeploy opens the deploy screen of spec (its first side made human if none is) with the
// first human side's units placed as Auto-place would, but the last two (when there are
// three or more) still in the roster, the first of them in hand (by keys) over a free square
// of the zone next to a placed unit.
func ShotDeploy(c *game.Context, spec BattleSpec) (*Deploy, error) {
	if !needsDeploy(spec) && len(spec.Sides) > 0 {
		spec.Sides[0].Human = true
		if spec.Sides[0].Player == "" {
			spec.Sides[0].Player = "Player 1"
		}
	}
	d, err := NewDeploy(c, spec)
	if err != nil {
		return nil, err
	}
	d.handed = d.turn // a shot shows the screen, not the hand-over
	i := d.side()
	d.plan.AutoPlace(i)
	units := d.plan.Spec.Sides[i].Units
	if len(units) >= 3 {
		d.plan.Take(i, len(units)-1)
		d.plan.Take(i, len(units)-2)
	}
	d.pickNext()
	// the unit in hand by keys, on a free square next to a placed unit (a cursor position
	// would need the layout, which the shot's first frame makes)
	target, found := grid.Pos{}, false
	for _, p := range d.plan.Zone(i) {
		if _, _, held := d.plan.At(p); held {
			continue
		}
		for j, u := range units {
			if !found && d.plan.Placed(i, j) && d.plan.Map.Adjacent(u.Pos, p) {
				target, found = p, true
			}
		}
	}
	if !found {
		target, found = d.plan.FreeSquare(i)
	}
	if found && d.pick >= 0 {
		d.keys, d.cursor = true, target
	}
	d.build(c)
	return d, nil
}
