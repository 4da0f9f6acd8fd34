package scenes

// Menu: what every menu screen shares: an ebitenui tree, its nav, dialogs, help, header and footer.

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/game"
)

// menu is the part of a menu screen that is the same on every screen.
type menu struct {
	k   *kit
	ui  *ebitenui.UI
	nav *nav
	// dlg is the open dialog, or nil.
	dlg *dialog
	// back runs on Back when no dialog is open.
	back func(c *game.Context)
	// help lists the screen's own tips, shown under the keys by Help.
	help []string
	// scrolls are the scroll containers the wheel scrolls.
	scrolls []*widget.ScrollContainer
	// drag is the scroll container whose bar's thumb is held, and where in the thumb it was
	// grabbed; nil when none is.
	drag    *widget.ScrollContainer
	dragOff int
	// rebuild lays the screen out again; update calls it when the screen's size changes (a
	// new UI scale).
	rebuild func(c *game.Context)
	// w×h at scale is the logical screen and UI scale the tree was laid out for
	w, h  int
	scale float64
	// crisp says the tree is laid out and drawn at the device's pixels (the screen is
	// game.Crisp), its numbers at menuScale; else on the logical screen.
	crisp bool
	// header and footer are the bands screen last built (nil before): nothing of the body
	// may lie under them (the layout test checks)
	header, footer *widget.Container
}

// newMenu makes a menu with an empty tree, laid out at the device's pixels.
func newMenu(c *game.Context) *menu { return makeMenu(c, true) }

// makeMenu makes a menu with an empty tree, crisp or not.
func makeMenu(c *game.Context, crisp bool) *menu {
	m := &menu{nav: newNav(), w: c.Width, h: c.Height, scale: c.Scale, crisp: crisp}
	m.k = m.kitFor(c)
	m.ui = &ebitenui.UI{Container: widget.NewContainer(), DisableDefaultFocus: true}
	m.ui.PostRenderHook = func(screen *ebiten.Image) {
		if m.dlg != nil {
			b := screen.Bounds()
			vector.FillRect(screen, 0, 0, float32(b.Dx()), float32(b.Dy()), color.RGBA{0, 0, 0, 0xa8}, false)
		}
	}
	return m
}

// kitFor is the kit for the screen as it is now: at the device's pixels and menuScale for a
// crisp menu, else on the logical screen.
func (m *menu) kitFor(c *game.Context) *kit {
	if !m.crisp {
		return newKit(c)
	}
	dw, dh := c.DeviceSize()
	return newKitAt(c, menuScale(c), dw, dh)
}

// menuScale is the device pixels per menu pixel: the UI scale, grown in a window with room to
// spare so that large windows show larger menus: by 60% of how much more than 1280×720 the
// logical screen holds (1920×1080 at 100% is drawn at 130%), at most 1.6 times.
func menuScale(c *game.Context) float64 { return c.Scale * menuGrowth(c) }

// menuGrowth is how much larger than the UI scale the menus are drawn (menuScale): 1 on a
// logical screen of 1280×720 or less, 60% of the room beyond it, at most 1.6.
func menuGrowth(c *game.Context) float64 {
	room := math.Min(float64(c.Width)/game.ScreenWidth, float64(c.Height)/game.ScreenHeight)
	return math.Min(1.6, math.Max(1, 1+0.6*(room-1)))
}

// DrawsAtDevicePixels reports whether the menu is laid out and drawn at the device's pixels
// (game.Crisp).
func (m *menu) DrawsAtDevicePixels() bool { return m.crisp }

// cursor is the pointer in the tree's pixels.
func (m *menu) cursor(in *game.Input) (x, y int) {
	if m.crisp {
		return in.DeviceCursor()
	}
	return in.Cursor()
}

// setRoot replaces the screen's tree and nav, keeping the selection on the item with the same
// key if the new nav has one (else on the item keyed first, else the first item).
func (m *menu) setRoot(root *widget.Container, n *nav, first string) {
	key := ""
	if it := m.nav.current(); it != nil {
		key = it.key
	}
	m.ui.Container = root
	m.nav = n
	if !n.selectKey(key) && !n.selectKey(first) && len(n.items) > 0 {
		n.cur = n.step(-1, 1)
	}
}

// active is the nav in use: the dialog's when one is open.
func (m *menu) active() *nav {
	if m.dlg != nil {
		return m.dlg.nav
	}
	return m.nav
}

// update runs one frame of the menu: Help, Back, the nav, the wheel, then the widgets.
func (m *menu) update(c *game.Context) {
	if c.Width != m.w || c.Height != m.h || c.Scale != m.scale {
		m.w, m.h, m.scale = c.Width, c.Height, c.Scale
		m.closeDialog()
		*m.k = *m.kitFor(c) // in place: the widgets and closures made with it see the new one
		if m.rebuild != nil {
			m.rebuild(c)
		}
	}
	in := c.Input
	in.WidgetsAtDevice = m.crisp
	n := m.active()
	switch {
	case in.Pressed(game.Help) && !(m.dlg != nil && m.dlg.help):
		m.showHelp(c)
	case in.Pressed(game.Back) && m.dlg != nil:
		m.dlg.cancel()
	case in.Pressed(game.Back):
		if m.back != nil {
			m.back(c)
		}
	default:
		n.update(in)
	}
	if w := in.Wheel(); w != 0 {
		x, y := m.cursor(in)
		for _, sc := range m.scrolls {
			view, content := sc.ViewRect(), sc.ContentRect()
			if extra := content.Dy() - view.Dy(); extra > 0 && x >= view.Min.X && x < view.Max.X+20 && y >= view.Min.Y && y < view.Max.Y {
				sc.ScrollTop = clamp01(sc.ScrollTop - w*wheelStep(view.Dy())/float64(extra))
			}
		}
	}
	if m.dlg == nil && m.dragScroll(in) {
		return // the press was the scroll bar's, not a widget's
	}
	n = m.active()
	n.apply(m.ui)
	m.ui.Update()
	// a click may have focused a field: follow it
	n = m.active()
	if f := m.ui.GetFocusedWidget(); f != nil {
		if cur := n.current(); cur == nil || cur.w != f {
			for _, it := range n.items {
				if it.w == f {
					n.selectItem(it)
				}
			}
		}
	}
}

// wheelStep is how far one notch of the wheel scrolls a view h tall: a third of it, at least
// 96 pixels (a card's row is about 250).
func wheelStep(h int) float64 { return max(96, float64(h)/3) }

// dragScroll moves a scroll bar's thumb held by the mouse, and a press on its track jumps the
// thumb there and holds it; it reports whether the mouse is busy with a bar.
func (m *menu) dragScroll(in *game.Input) bool {
	x, y := m.cursor(in)
	if _, _, down := in.Click(); down {
		for _, sc := range m.scrolls {
			track, thumb, ok := m.scrollBar(sc)
			if !ok || !image.Pt(x, y).In(track) {
				continue
			}
			m.drag, m.dragOff = sc, thumb.Dy()/2
			if image.Pt(x, y).In(thumb) {
				m.dragOff = y - thumb.Min.Y
			}
		}
	}
	if m.drag == nil {
		return false
	}
	if !in.LeftHeld() {
		m.drag = nil
		return false
	}
	track, thumb, ok := m.scrollBar(m.drag)
	if !ok {
		m.drag = nil
		return false
	}
	if room := track.Dy() - thumb.Dy(); room > 0 {
		m.drag.ScrollTop = clamp01(float64(y-m.dragOff-track.Min.Y) / float64(room))
	}
	return true
}

// draw paints the widgets (and the open dialog over a dimmed screen), with a ring around a
// selected text field (buttons show their selection themselves).
func (m *menu) draw(screen *ebiten.Image) {
	m.ui.Draw(screen)
	n := m.active()
	if it := n.current(); it != nil && it.text {
		r := it.w.GetWidget().Rect
		if !r.Empty() {
			d := float32(m.k.px(1))
			vector.StrokeRect(screen, float32(r.Min.X)+d, float32(r.Min.Y)+d, float32(r.Dx())-2*d, float32(r.Dy())-2*d, 2*d, m.k.th.Accent, true)
		}
	}
	// keep the selection in view now that the layout is known
	n.reveal()
}

// hintLine writes the footer's key hints from the key map.
func hintLine(c *game.Context, extra ...string) string {
	k := c.Input.Keys
	first := func(a game.Action) string {
		if ks := k.KeysOf(a); len(ks) > 0 {
			return ks[0]
		}
		return "(unbound)"
	}
	parts := []string{
		strings.Join([]string{first(game.MenuUp), first(game.MenuDown), first(game.MenuLeft), first(game.MenuRight)}, " ") + "  move",
		first(game.Confirm) + "  choose",
	}
	parts = append(parts, extra...)
	parts = append(parts, first(game.Back)+"  back", first(game.Help)+"  help")
	return strings.Join(parts, "      ")
}

// screen builds the frame of a menu screen: a header with title and subtitle (and, right,
// aside), the body filling the middle, and a footer with the key hints and buttons.
func (m *menu) screen(c *game.Context, title, subtitle string, aside widget.PreferredSizeLocateableWidget,
	body widget.PreferredSizeLocateableWidget, hints string, buttons ...*widget.Button) *widget.Container {
	k := m.k
	root := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(
		widget.GridLayoutOpts.Columns(1),
		widget.GridLayoutOpts.Stretch([]bool{true}, []bool{false, true, false}),
	)))
	header := widget.NewContainer(
		widget.ContainerOpts.BackgroundImage(k.header),
		widget.ContainerOpts.Layout(widget.NewGridLayout(
			widget.GridLayoutOpts.Columns(2),
			widget.GridLayoutOpts.Stretch([]bool{true, false}, []bool{true}),
			widget.GridLayoutOpts.Padding(k.insets(12, 32, 10, 32)),
		)))
	titles := k.column(2, nil)
	titles.AddChild(k.label(title, &k.heading, k.th.Text, 0))
	titles.AddChild(k.label(subtitle, &k.body, k.th.TextDim, 0))
	header.AddChild(titles)
	if aside != nil {
		box := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout()))
		aside.GetWidget().LayoutData = widget.AnchorLayoutData{HorizontalPosition: widget.AnchorLayoutPositionEnd,
			VerticalPosition: widget.AnchorLayoutPositionCenter}
		box.AddChild(aside)
		header.AddChild(box)
	} else {
		header.AddChild(k.spacer(0, 0))
	}
	root.AddChild(header)
	root.AddChild(body)
	footer := widget.NewContainer(
		widget.ContainerOpts.BackgroundImage(k.footer),
		widget.ContainerOpts.Layout(widget.NewGridLayout(
			widget.GridLayoutOpts.Columns(2),
			widget.GridLayoutOpts.Stretch([]bool{true, false}, []bool{true}),
			widget.GridLayoutOpts.Padding(k.insets(10, 32, 10, 32)),
		)))
	footer.AddChild(k.label(hints, &k.small, k.th.TextDim, 0,
		widget.WidgetOpts.LayoutData(widget.GridLayoutData{VerticalPosition: widget.GridLayoutPositionCenter})))
	row := k.row(12, nil)
	for _, b := range buttons {
		row.AddChild(b)
	}
	footer.AddChild(row)
	root.AddChild(footer)
	m.header, m.footer = header, footer
	return root
}

// steps is the header's trail of the new-battle steps, the current one lit.
func (m *menu) steps(current int) *widget.Container {
	k := m.k
	names := []string{"Map", "Setup", "Deploy", "Battle"}
	r := k.row(10, nil)
	for i, n := range names {
		col, face := k.th.TextDim, &k.body
		switch {
		case i == current:
			col, face = k.th.Accent, &k.bold
		case i > current:
			col = mix(k.th.TextDim, k.th.Backdrop, 0.45)
		}
		r.AddChild(k.label(string(rune('1'+i))+"  "+n, face, col, 0, centred()))
		if i < len(names)-1 {
			r.AddChild(k.label("›", &k.body, mix(k.th.TextDim, k.th.Backdrop, 0.4), 0, centred()))
		}
	}
	return r
}

// drawBackdrop paints the menus' background: the backdrop colour, lighter toward the top.
func drawBackdrop(screen *ebiten.Image, c *game.Context) {
	th := c.Theme
	screen.Fill(th.Backdrop)
	w, h := float32(screen.Bounds().Dx()), float32(screen.Bounds().Dy())
	const bands = 24
	for i := 0; i < bands; i++ {
		t := float64(i) / bands
		a := uint8(26 * (1 - t))
		vector.FillRect(screen, 0, h*float32(i)/bands, w, h/bands+1, game.WithAlpha(color.RGBA{0x3a, 0x30, 0x24, 0xff}, a), false)
	}
}
