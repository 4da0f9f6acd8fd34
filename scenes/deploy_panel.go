package scenes

// Deploy panel: the side panel's widgets (the roster of units to place, their rows, the buttons), built again when the placing changes.

import (
	"fmt"
	"image/color"

	eimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game"
	"skirmish/grid"
)

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
		widget.GridLayoutOpts.Padding(k.insets(14, 24, 14, 24)),
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
	add(k.label(k.paragraph("Place your units on the lit "+lit+". Drag a token to move it; right-click to take it back.",
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
		widget.ScrollContainerOpts.Padding(k.insets(0, 14, 0, 0)),
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
		widget.ContainerOpts.WidgetOpts(k.minSize(deployPanelW, 0)),
		widget.ContainerOpts.Layout(widget.NewGridLayout(widget.GridLayoutOpts.Columns(1),
			widget.GridLayoutOpts.Stretch([]bool{true}, rowsStretch), widget.GridLayoutOpts.Spacing(0, 10),
			widget.GridLayoutOpts.Padding(k.insets(16, 16, 16, 16)))))
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
		widget.GridLayoutOpts.Padding(k.insets(4, 10, 4, 8)),
		widget.GridLayoutOpts.Stretch([]bool{false, true, false, false}, []bool{true}))))
	mid := widget.WidgetOpts.LayoutData(widget.GridLayoutData{VerticalPosition: widget.GridLayoutPositionCenter})
	cols.AddChild(k.graphic(d.tokenImage(c, i, u.Kind), mid))
	cols.AddChild(k.label(u.Name, &k.body, k.th.Text, 0, mid))
	cols.AddChild(k.label(catalogName(d.plan.Spec.Rules, u.Kind), &k.small, k.th.TextDim, 0, mid))
	where, col := "to place", k.th.Accent
	if d.plan.Placed(i, j) {
		where, col = fmt.Sprintf("%d, %d", u.Pos.X, u.Pos.Y), mix(k.th.TextDim, k.th.Surface, 0.2)
	}
	cols.AddChild(k.label(where, &k.small, col, 0, mid, k.minSize(50, 0)))
	box.AddChild(cols)
	return box, btn
}
