package scenes

// Deploy: the deploy screen, where each human side in turn places its units in its zone before the battle.

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	eimage "github.com/ebitenui/ebitenui/image"
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
	frame  int
	batch  game.Batch // the zone's and the cursor's cell shapes, drawn in one call each
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
		"Click a unit in the list, then a lit square to place it; the next unit is picked for you.",
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

// build lays the screen out: the map's cell and the side's panel, the footer's buttons.
func (d *Deploy) build(c *game.Context) {
	m, k := d.m, d.m.k
	n := newNav()
	i := d.side()
	side := d.plan.Spec.Sides[i]
	body := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(
		widget.GridLayoutOpts.Columns(2),
		widget.GridLayoutOpts.Stretch([]bool{true, false}, []bool{true}),
		widget.GridLayoutOpts.Spacing(16, 0),
		widget.GridLayoutOpts.Padding(insets(14, 24, 14, 24)),
	)))
	d.area = widget.NewContainer()
	body.AddChild(d.area)
	body.AddChild(d.panel(c, n))

	back := k.button("Back", plainButton, 110, func() { c.Pop() })
	label := "Start battle"
	if d.turn < len(d.plan.Order)-1 {
		label = "Done: " + d.plan.Spec.Sides[d.plan.Order[d.turn+1]].Name + " next"
	}
	start := k.button(label, primaryButton, 170, func() { d.finish(c) })
	ready := d.plan.Ready(i) == nil
	start.GetWidget().Disabled = !ready
	n.add(&item{key: "back", w: back, activate: func() { c.Pop() }})
	n.add(&item{key: "start", w: start, activate: func() { d.finish(c) }})
	who := side.Player
	if who == "" {
		who = "Human"
	}
	sub := fmt.Sprintf("%s places %s", who, plural(len(side.Units), "unit"))
	if len(d.plan.Order) > 1 {
		sub += fmt.Sprintf("  ·  player %d of %d", d.turn+1, len(d.plan.Order))
	}
	if t := d.plan.Map.Title; t != "" {
		sub += "  ·  " + t
	}
	root := m.screen(c, "Deploy "+side.Name, sub, m.steps(2), body,
		hintLine(c, keyHint(c, game.Cancel)+"  take back"), back, start)
	first := "start"
	if !ready {
		first = "auto"
	}
	m.setRoot(root, n, first)
}

// panel is the right-hand panel: the side, how many are placed, the roster, Auto-place and
// Reset, and what is still to do.
func (d *Deploy) panel(c *game.Context, n *nav) *widget.Container {
	k := d.m.k
	i := d.side()
	side := d.plan.Spec.Sides[i]
	var parts []widget.PreferredSizeLocateableWidget
	add := func(w widget.PreferredSizeLocateableWidget) { parts = append(parts, w) }

	head := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(
		widget.GridLayoutOpts.Columns(2), widget.GridLayoutOpts.Stretch([]bool{true, false}, []bool{true}))))
	name := k.row(10, nil)
	name.AddChild(k.swatch(c.Theme.Side(i), 18))
	name.AddChild(k.label(side.Name, &k.title, k.th.Text, 0, centred()))
	head.AddChild(name)
	placed := len(side.Units) - len(d.plan.Unplaced(i))
	col := k.th.Accent
	if placed == len(side.Units) {
		col = k.th.Good
	}
	head.AddChild(k.label(fmt.Sprintf("%d / %d placed", placed, len(side.Units)), &k.smallBold, col, 0,
		widget.WidgetOpts.LayoutData(widget.GridLayoutData{VerticalPosition: widget.GridLayoutPositionCenter})))
	add(head)
	lit := "squares"
	if d.plan.Map.Topology == grid.Hex {
		lit = "hexes"
	}
	add(k.label(paragraph("Place your units on the lit "+lit+". Drag a token to move it; right-click to take it back.",
		k.small, deployPanelW-32, 3), &k.small, k.th.TextDim, 0))
	add(k.label("UNITS", &k.smallBold, k.th.TextDim, 0))

	list := k.column(4, nil)
	var rows []*item
	for j := range side.Units {
		box, btn := d.unitRow(c, i, j, deployPanelW-32-14)
		list.AddChild(box)
		j := j
		rows = append(rows, &item{key: "unit:" + side.Units[j].Name, w: btn, activate: func() { d.choose(c, j, true) }})
	}
	top := 0.0
	if d.scroll != nil {
		top = d.scroll.ScrollTop
	}
	d.scroll = widget.NewScrollContainer(
		widget.ScrollContainerOpts.Content(list),
		widget.ScrollContainerOpts.StretchContentWidth(),
		widget.ScrollContainerOpts.Padding(insets(0, 14, 0, 0)),
		widget.ScrollContainerOpts.Image(&widget.ScrollContainerImage{Idle: eimage.NewNineSliceColor(color.RGBA{}),
			Mask: eimage.NewNineSliceColor(color.White)}),
	)
	d.scroll.ScrollTop = top
	for _, it := range rows {
		it.scroll = d.scroll
		n.add(it)
	}
	d.m.scrolls = []*widget.ScrollContainer{d.scroll}
	filler := len(parts)
	add(d.scroll)

	w := (deployPanelW - 32 - 10) / 2
	auto := k.button("Auto-place", plainButton, w, func() { d.autoPlace(c) })
	reset := k.button("Reset", plainButton, w, func() { d.reset(c) })
	auto.GetWidget().Disabled = len(d.plan.Unplaced(i)) == 0
	reset.GetWidget().Disabled = placed == 0
	btns := k.row(10, nil)
	btns.AddChild(auto, reset)
	add(btns)
	n.add(&item{key: "auto", w: auto, activate: func() { d.autoPlace(c) }})
	n.add(&item{key: "reset", w: reset, activate: func() { d.reset(c) }})

	d.status = k.label("", &k.small, k.th.Good, deployPanelW-32)
	if left := len(d.plan.Unplaced(i)); left > 0 {
		d.status.Label = "Start battle waits for " + plural(left, "unit") + " still to place."
		d.status.SetColor(k.th.Danger)
	} else if d.turn < len(d.plan.Order)-1 {
		d.status.Label = "Ready. " + d.plan.Spec.Sides[d.plan.Order[d.turn+1]].Name + " deploy next."
	} else {
		d.status.Label = "Ready: every unit stands. Start the battle."
	}
	add(d.status)

	rowsStretch := make([]bool, len(parts))
	rowsStretch[filler] = true
	p := widget.NewContainer(
		widget.ContainerOpts.BackgroundImage(k.panel),
		widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.MinSize(deployPanelW, 0)),
		widget.ContainerOpts.Layout(widget.NewGridLayout(widget.GridLayoutOpts.Columns(1),
			widget.GridLayoutOpts.Stretch([]bool{true}, rowsStretch), widget.GridLayoutOpts.Spacing(0, 10),
			widget.GridLayoutOpts.Padding(insets(16, 16, 16, 16)))))
	p.AddChild(parts...)
	return p
}

// unitRow is one unit of the roster as a selectable row: its token, name, kind, and its square
// or "to place"; the picked unit's row is outlined.
func (d *Deploy) unitRow(c *game.Context, i, j, w int) (*widget.Container, *widget.Button) {
	k := d.m.k
	u := d.plan.Unit(i, j)
	box := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewStackedLayout()), widget.ContainerOpts.WidgetOpts(stretch()))
	img := k.btnGhost
	if j == d.pick {
		img = &widget.ButtonImage{Idle: roundSlice(5, 2, mix(k.th.Surface, k.th.Accent, 0.12), k.th.Accent, color.RGBA{}),
			Hover: k.btnGhost.Hover, Pressed: k.btnGhost.Pressed, Disabled: k.btnGhost.Disabled}
	}
	btn := k.surface(img, w, 34, func() { d.choose(c, j, false) })
	box.AddChild(btn)
	cols := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(
		widget.GridLayoutOpts.Columns(4), widget.GridLayoutOpts.Spacing(10, 0),
		widget.GridLayoutOpts.Padding(insets(4, 10, 4, 8)),
		widget.GridLayoutOpts.Stretch([]bool{false, true, false, false}, []bool{true}))))
	mid := widget.WidgetOpts.LayoutData(widget.GridLayoutData{VerticalPosition: widget.GridLayoutPositionCenter})
	cols.AddChild(k.graphic(d.tokenImage(c, i, u.Kind), mid))
	cols.AddChild(k.label(u.Name, &k.body, k.th.Text, 0, mid))
	cols.AddChild(k.label(strings.ReplaceAll(u.Kind, "-", " "), &k.small, k.th.TextDim, 0, mid))
	where, col := "to place", k.th.Accent
	if d.plan.Placed(i, j) {
		where, col = fmt.Sprintf("%d, %d", u.Pos.X, u.Pos.Y), mix(k.th.TextDim, k.th.Surface, 0.2)
	}
	cols.AddChild(k.label(where, &k.small, col, 0, mid, widget.WidgetOpts.MinSize(50, 0)))
	box.AddChild(cols)
	return box, btn
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
		keep := d.m.nav
		d.m.nav = newNav()
		d.m.update(c)
		d.m.nav = keep
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

// follow pans the camera so that square p is in view, with a square to spare.
func (d *Deploy) follow(p grid.Pos) {
	cam := &d.view.Cam
	if cam.ViewW <= 0 {
		return
	}
	tw, th := d.plan.Map.CellSize()
	x0, y0 := cam.ToWorld(cam.ViewX, cam.ViewY)
	x1, y1 := cam.ToWorld(cam.ViewX+cam.ViewW, cam.ViewY+cam.ViewH)
	ox, oy := d.plan.Map.CellOrigin(p)
	px0, py0 := ox-tw, oy-th
	px1, py1 := ox+2*tw, oy+2*th
	switch {
	case px0 < x0:
		cam.X -= x0 - px0
	case px1 > x1:
		cam.X += px1 - x1
	}
	switch {
	case py0 < y0:
		cam.Y -= y0 - py0
	case py1 > y1:
		cam.Y += py1 - y1
	}
	cam.Clamp(d.view.WorldSize())
}

// mapRect is the screen rectangle the map is drawn in (empty before the first layout).
func (d *Deploy) mapRect() image.Rectangle {
	if d.area == nil {
		return image.Rectangle{}
	}
	return d.area.GetWidget().Rect
}

// fit points the camera at the zone of the side deploying: as close as shows the zone whole
// with a square round it, at most twice the tiles' size.
func (d *Deploy) fit() {
	r := d.mapRect()
	cam := &d.view.Cam
	cam.ViewX, cam.ViewY, cam.ViewW, cam.ViewH = float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy())
	zone := d.plan.Zone(d.side())
	if len(zone) == 0 {
		w, h := d.view.WorldSize()
		cam.Fit(w, h, 2)
		return
	}
	// the zone's cells' boxes in world pixels, a cell round them
	m := d.plan.Map
	tw, th := m.CellSize()
	x0, y0 := m.CellOrigin(zone[0])
	x1, y1 := x0+tw, y0+th
	for _, p := range zone {
		ox, oy := m.CellOrigin(p)
		x0, y0, x1, y1 = min(x0, ox), min(y0, oy), max(x1, ox+tw), max(y1, oy+th)
	}
	const pad = 1
	cam.Fit(x1-x0+2*pad*tw, y1-y0+2*pad*th, 2)
	cam.X, cam.Y = (x0+x1)/2, (y0+y1)/2
	cam.Clamp(d.view.WorldSize())
	d.fitted = d.turn
}

// updateMap runs the mouse and the camera over the map: hover, pan, zoom, the grid shown or
// hidden, a click to place, a drag to move, a right-click to take back.
func (d *Deploy) updateMap(c *game.Context) {
	r := d.mapRect()
	if r.Empty() {
		return
	}
	cam := &d.view.Cam
	if cam.ViewX != float64(r.Min.X) || cam.ViewY != float64(r.Min.Y) || cam.ViewW != float64(r.Dx()) || cam.ViewH != float64(r.Dy()) || d.fitted != d.turn {
		d.fit()
	}
	in := c.Input
	i := d.side()
	cx, cy := in.Cursor()
	over := image.Pt(cx, cy).In(r)
	moved := image.Pt(cx, cy) != d.mouseAt
	d.mouseAt = image.Pt(cx, cy)
	d.hoverOn = false
	if x, y, ok := d.view.SquareAt(float64(cx), float64(cy)); ok && over {
		d.hover, d.hoverOn = grid.Pos{X: x, Y: y}, true
		if d.keys && d.drag < 0 && moved {
			d.cursor = d.hover
		}
	}
	// the camera: drag with the right or middle button, the screen's edges, the wheel, the zoom keys
	gx, gy := in.Drag()
	cam.Pan(-float64(gx), -float64(gy))
	ex, ey := in.EdgePan(c.Width, c.Height)
	cam.Pan(float64(ex)*d.view.PanSpeed, float64(ey)*d.view.PanSpeed)
	if w := in.Wheel(); w != 0 && over {
		steps := 1
		if w < 0 {
			steps = -1
		}
		cam.ZoomAt(steps, float64(cx), float64(cy))
	}
	mx, my := cam.ViewX+cam.ViewW/2, cam.ViewY+cam.ViewH/2
	if in.Pressed(game.ZoomIn) {
		cam.ZoomAt(1, mx, my)
	}
	if in.Pressed(game.ZoomOut) {
		cam.ZoomAt(-1, mx, my)
	}
	cam.Clamp(d.view.WorldSize())

	if in.Pressed(game.ToggleGrid) {
		d.view.ShowGrid = !d.view.ShowGrid
		d.view.Rebake() // the grid is baked with the map
	}

	if x, y, ok := in.RightClick(); ok && image.Pt(x, y).In(r) {
		if sx, sy, on := d.view.SquareAt(float64(x), float64(y)); on {
			if si, j, held := d.plan.At(grid.Pos{X: sx, Y: sy}); held && si == i {
				d.takeBack(c, j)
				return
			}
		}
		if d.pick >= 0 {
			d.pick, d.keys = -1, false
			d.build(c)
		}
		return
	}
	if x, y, ok := in.Click(); ok && image.Pt(x, y).In(r) {
		sx, sy, on := d.view.SquareAt(float64(x), float64(y))
		p := grid.Pos{X: sx, Y: sy}
		switch si, j, held := d.plan.At(p); {
		case !on:
		case held && si == i:
			d.drag, d.dragFrom, d.dragMoved = j, p, false
		case d.pick >= 0:
			d.place(c, d.pick, p)
		case d.plan.Allowed(i, p):
			d.say("Every unit is placed: drag a token to move it, or take one back with a right-click.")
		}
		return
	}
	if d.drag < 0 {
		return
	}
	if d.hoverOn && d.hover != d.dragFrom {
		d.dragMoved = true
	}
	if in.LeftHeld() {
		return
	}
	j := d.drag
	d.drag = -1
	switch {
	case !d.dragMoved: // a click on a token picks it: the next click moves it
		d.pick, d.keys = j, false
		d.build(c)
	case d.hoverOn:
		if err := d.plan.Place(i, j, d.hover); err != nil {
			d.say(err.Error())
		}
		d.build(c)
	default:
		d.say("Dropped off the map: " + d.plan.Unit(i, j).Name + " stays where it was.")
	}
}
