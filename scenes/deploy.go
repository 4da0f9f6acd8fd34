package scenes

// Deploy: the deploy screen, where each human side in turn places its units in its zone before the battle.

import (
	"fmt"
	"image"
	"strings"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/grid"
)

// Deploy is the deploy screen: the map through the camera with the zone of the side deploying
// lit in its colour, its roster beside it; a unit is placed by clicking it then a square (or
// by keys), moved by dragging its token, taken back by a right-click or Cancel. AI sides stand
// where the spec put them. Start battle opens the battle on the squares chosen.
type Deploy struct {
	m    *menu
	plan *Deployment
	view *game.MapView
	// turn indexes plan.Order: the human side deploying now; handed is the turn last handed
	// over to (hot-seat with fog), -1 for none.
	turn, handed int
	// pick is the unit of the side deploying that a click on the map places, -1 for none;
	// keys is set while the keyboard places it (the arrows move cursor, Confirm places).
	pick   int
	keys   bool
	cursor grid.Pos
	// hover is the square under the mouse, when hoverOn.
	hover   grid.Pos
	hoverOn bool
	// drag is the unit whose token the left button holds (-1 for none), picked up from
	// dragFrom; dragMoved is set once the cursor leaves that square.
	drag      int
	dragFrom  grid.Pos
	dragMoved bool
	// mouseAt is where the mouse was last frame: the keyboard's cursor follows the mouse only
	// when it moves.
	mouseAt image.Point
	// msg is a short notice over the map for msgT more frames.
	msg    string
	msgT   int
	area   *widget.Container // the body's cell the map is drawn in
	fitted int               // the turn the camera was last fitted to, -1 for none
	status *widget.Text
	scroll *widget.ScrollContainer
	tokens map[string]*ebiten.Image // the roster's token pictures, by side and kind
	// mapTokens are the map's token pictures, by colour, kind and size (drawToken)
	mapTokens map[mapToken]*ebiten.Image
	frame     int
	batch     game.Batch // the zone's and the cursor's cell shapes, drawn in one call each
}

// deploy panel geometry
const deployPanelW = 344

// needsDeploy reports whether a human side has units to place.
func needsDeploy(spec BattleSpec) bool {
	for _, s := range spec.Sides {
		if s.Human && len(s.Units) > 0 {
			return true
		}
	}
	return false
}

// NewDeploy opens the deploy screen for spec, whose first human side with units deploys
// first. It fails when the spec is not ready (BattleSpec.Check), its map does not load, or
// no human side has units.
func NewDeploy(c *game.Context, spec BattleSpec) (*Deploy, error) {
	if err := spec.Check(); err != nil {
		return nil, err
	}
	m, err := game.LoadMap(spec.Map)
	if err != nil {
		return nil, err
	}
	plan := NewDeployment(spec, m)
	if len(plan.Order) == 0 {
		return nil, fmt.Errorf("no human side has units to deploy")
	}
	d := &Deploy{m: newMenu(c), plan: plan, handed: -1, pick: -1, drag: -1, fitted: -1, tokens: map[string]*ebiten.Image{}}
	d.view = game.NewMapView(m, c.Theme, c.Fonts, 0, 0, float64(c.Width), float64(c.Height))
	d.view.ShowObjects = false // the zone is drawn in the side's colour; spawn markers would stand for units placed by hand
	d.view.PanSpeed = c.Settings.PanSpeed()
	d.m.back = d.back
	d.m.help = []string{
		"Click a unit in the list, then a lit " + cellWord(m) + " to place it; the next unit is picked for you.",
		"Drag a token to move it (onto a friend: they change places); right-click it, or choose it and press " +
			keyHint(c, game.Cancel) + ", to take it back.",
		"By keys: choose a unit, move over the map with the arrows and press " + keyHint(c, game.Confirm) +
			" to place it. Zoom with the wheel or the " + keyHint(c, game.ZoomIn) + " and " + keyHint(c, game.ZoomOut) +
			" keys; pan by dragging with the right button; " + keyHint(c, game.ToggleGrid) + " shows or hides the grid.",
		"Auto-place puts the rest where the map (or Setup) put them. Start battle is lit once every unit stands.",
	}
	d.m.rebuild = d.build
	d.beginTurn()
	d.build(c)
	return d, nil
}

// side is the index of the side deploying now.
func (d *Deploy) side() int { return d.plan.Order[d.turn] }

// Plan returns the deployment so far.
func (d *Deploy) Plan() *Deployment { return d.plan }

// Side returns the name of the side deploying now.
func (d *Deploy) Side() string { return d.plan.Spec.Sides[d.side()].Name }

// beginTurn picks the first unit of the side deploying.
func (d *Deploy) beginTurn() {
	d.keys, d.drag = false, -1
	d.pickNext()
}

// pickNext picks the first unit of the side deploying that is not placed, or none.
func (d *Deploy) pickNext() {
	d.pick = -1
	if left := d.plan.Unplaced(d.side()); len(left) > 0 {
		d.pick = left[0]
	}
	if d.pick < 0 {
		d.keys = false
	}
}

// fogged reports whether the sides must not see each other's placing: fog of war with two
// human sides or more (hot-seat).
func (d *Deploy) fogged() bool { return d.plan.Spec.Fog && len(d.plan.Order) > 1 }

// say shows a short notice over the map.
func (d *Deploy) say(msg string) { d.msg, d.msgT = msg, 240 }

// back is Back: the keyboard stops placing, or the screen goes back to setup.
func (d *Deploy) back(c *game.Context) {
	if d.keys {
		d.keys = false
		return
	}
	c.Pop()
}

// choose picks unit j from the roster: by keys the arrows then move a cursor over the map from
// its square (or the first free one); a click on the picked unit's row drops it.
func (d *Deploy) choose(c *game.Context, j int, keys bool) {
	i := d.side()
	if !keys && d.pick == j && !d.keys {
		d.pick = -1
		d.build(c)
		return
	}
	d.pick, d.keys = j, keys
	if keys {
		d.cursor = d.plan.Unit(i, j).Pos
		if !d.plan.Placed(i, j) {
			if p, ok := d.plan.FreeSquare(i); ok {
				d.cursor = p
			}
		}
		d.follow(d.cursor)
	}
	d.build(c)
}

// place puts the picked unit on p and picks the next one to place.
func (d *Deploy) place(c *game.Context, j int, p grid.Pos) bool {
	if err := d.plan.Place(d.side(), j, p); err != nil {
		d.say(err.Error())
		return false
	}
	d.msgT = 0
	keys := d.keys
	d.pickNext()
	d.keys = keys && d.pick >= 0
	if d.keys {
		if q, ok := d.plan.FreeSquare(d.side()); ok {
			d.cursor = q
		}
	}
	d.build(c)
	if d.pick < 0 && d.plan.Ready(d.side()) == nil {
		d.m.nav.selectKey("start")
	}
	return true
}

// takeBack returns unit j of the side deploying to the roster.
func (d *Deploy) takeBack(c *game.Context, j int) {
	if !d.plan.Placed(d.side(), j) {
		return
	}
	d.plan.Take(d.side(), j)
	if d.pick < 0 {
		d.pick = j
	}
	d.build(c)
}

// autoPlace fills the rest of the side's units in (Deployment.AutoPlace).
func (d *Deploy) autoPlace(c *game.Context) {
	if err := d.plan.AutoPlace(d.side()); err != nil {
		d.say(err.Error())
	}
	d.pickNext()
	d.build(c)
	if d.plan.Ready(d.side()) == nil {
		d.m.nav.selectKey("start")
	}
}

// reset takes every unit of the side back.
func (d *Deploy) reset(c *game.Context) {
	d.plan.Reset(d.side())
	d.beginTurn()
	d.build(c)
	d.m.nav.selectKey("auto")
}

// finish ends the side's deployment: the next human side deploys, or the battle starts.
func (d *Deploy) finish(c *game.Context) {
	if err := d.plan.Ready(d.side()); err != nil {
		d.say(err.Error())
		return
	}
	if d.turn < len(d.plan.Order)-1 {
		d.turn++
		d.scroll = nil
		d.beginTurn()
		d.build(c)
		return
	}
	spec, err := d.plan.Result()
	if err != nil {
		d.say(err.Error())
		return
	}
	showBattle(c, spec, true)
}

// showBattle builds the battle of spec and puts it on the stack, over the screen on top or,
// with replace, in its place; the hand-over NewBattle pushes for a hot-seat battle's first
// turn goes over the battle. A battle that cannot be built says why in a message screen.
func showBattle(c *game.Context, spec BattleSpec, replace bool) {
	under := c.Top()
	b, err := NewBattle(c, spec)
	if err != nil {
		c.Push(newNotice(c, "This battle cannot start", err.Error()))
		return
	}
	var first game.Scene
	if top := c.Top(); top != under {
		first = top
		c.Pop()
	}
	if replace {
		c.Replace(b)
	} else {
		c.Push(b)
	}
	if first != nil {
		c.Push(first)
	}
}

// Update hands the screen over when the fog hides a side's placing, then runs the keys, the
// panel and the map.
func (d *Deploy) Update(c *game.Context) error {
	d.frame++
	if d.msgT > 0 {
		d.msgT--
	}
	if d.fogged() && d.handed != d.turn {
		d.handed = d.turn
		c.Push(newDeployHandover(d))
		return nil
	}
	d.view.PanSpeed = c.Settings.PanSpeed()
	in := c.Input
	placing := d.keys && d.pick >= 0 && d.m.dlg == nil
	if placing {
		// the arrows and Confirm move and drop the unit, not the panel's selection; Back
		// (d.back) stops placing
		keep, idle := d.m.nav, newNav()
		d.m.nav = idle
		d.m.update(c)
		if d.m.nav == idle { // else the screen was laid out again (a new size): its new nav stands
			d.m.nav = keep
		}
		if d.keys && d.m.dlg == nil {
			d.updateKeys(c)
		}
	} else {
		if in.Pressed(game.Cancel) && d.m.dlg == nil {
			d.cancel(c)
		}
		d.m.update(c)
	}
	if d.m.dlg == nil && c.Top() == game.Scene(d) {
		d.updateMap(c)
	}
	return nil
}

// cancel is Cancel outside keyboard placing: it takes back the unit under the mouse, else the
// unit whose row is selected, else drops the pick.
func (d *Deploy) cancel(c *game.Context) {
	i := d.side()
	if d.hoverOn {
		if si, j, ok := d.plan.At(d.hover); ok && si == i {
			d.takeBack(c, j)
			return
		}
	}
	if it := d.m.nav.current(); it != nil && strings.HasPrefix(it.key, "unit:") {
		for j, u := range d.plan.Spec.Sides[i].Units {
			if "unit:"+u.Name == it.key && d.plan.Placed(i, j) {
				d.takeBack(c, j)
				return
			}
		}
	}
	if d.pick >= 0 {
		d.pick = -1
		d.build(c)
	}
}

// updateKeys moves the keyboard's cursor over the map (arrows, repeating while held), places the picked unit on it
// (Confirm) or stops placing (Cancel).
func (d *Deploy) updateKeys(c *game.Context) {
	in := c.Input
	m := d.plan.Map
	step := func(dx, dy int) {
		p := grid.Pos{X: d.cursor.X + dx, Y: d.cursor.Y + dy}
		if m.In(p) {
			d.cursor = p
			d.follow(p)
		}
	}
	switch {
	case in.Repeated(game.MenuLeft):
		step(-1, 0)
	case in.Repeated(game.MenuRight):
		step(1, 0)
	case in.Repeated(game.MenuUp):
		step(0, -1)
	case in.Repeated(game.MenuDown):
		step(0, 1)
	case in.Pressed(game.Confirm):
		d.place(c, d.pick, d.cursor)
	case in.Pressed(game.Cancel):
		d.keys = false
		d.build(c)
	}
}
