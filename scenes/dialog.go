package scenes

// Dialogs: modal windows over a menu screen (messages, questions, help), each with its own nav.

import (
	"image"
	"strings"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game"
)

// dialog is an open modal window.
type dialog struct {
	win   *widget.Window
	nav   *nav
	close widget.RemoveWindowFunc
	// onCancel runs when Back closes the dialog.
	onCancel func()
	// help marks the help dialog (Help does not open another over it).
	help bool
	// title is the dialog's title, for tests and the log.
	title string
}

// cancel closes the dialog as Back does.
func (d *dialog) cancel() {
	if d.onCancel != nil {
		d.onCancel()
	}
}

// choice is one of a dialog's buttons.
type choice struct {
	label string
	style buttonStyle
	// run runs after the dialog closes; nil just closes it.
	run func()
	// keep leaves the dialog open when the button is chosen.
	keep bool
}

// dialogWidth is the width of a dialog's text.
const dialogWidth = 560

// openDialog shows a modal dialog with a title, a message (may be empty), optional content
// (whose items the caller adds to extra, in order, before the buttons) and buttons; Back
// closes it. The first primary button, else the first, is selected.
func (m *menu) openDialog(c *game.Context, title, message string, content widget.PreferredSizeLocateableWidget,
	extra []*item, choices ...choice) *dialog {
	m.closeDialog()
	k := m.k
	d := &dialog{nav: newNav(), title: title}
	box := k.panelBox(k.dialog, 14, k.insets(24, 28, 22, 28))
	box.AddChild(k.label(title, &k.title, k.th.Accent, 0))
	if message != "" {
		box.AddChild(k.label(message, &k.body, k.th.Text, dialogWidth))
	}
	if content != nil {
		box.AddChild(content)
	}
	for _, it := range extra {
		d.nav.add(it)
	}
	buttons := k.row(12, k.insets(8, 0, 0, 0), widget.WidgetOpts.LayoutData(widget.RowLayoutData{Position: widget.RowLayoutPositionEnd}))
	first := -1
	for _, ch := range choices {
		ch := ch
		run := func() {
			if !ch.keep {
				m.closeDialog()
			}
			if ch.run != nil {
				ch.run()
			}
		}
		b := k.button(ch.label, ch.style, 110, run)
		buttons.AddChild(b)
		d.nav.add(&item{key: "dialog:" + ch.label, w: b, activate: run})
		if first < 0 && ch.style == primaryButton {
			first = len(d.nav.items) - 1
		}
	}
	if len(choices) > 0 {
		box.AddChild(buttons)
	}
	if first < 0 {
		first = len(extra)
		if first >= len(d.nav.items) {
			first = 0
		}
	}
	d.nav.cur = first
	d.onCancel = m.closeDialog
	w, h := box.PreferredSize()
	w = max(w, k.px(dialogWidth/2))
	x, y := (k.DW-w)/2, max(k.px(16), (k.DH-h)/2-k.px(20))
	d.win = widget.NewWindow(widget.WindowOpts.Contents(box), widget.WindowOpts.Modal(),
		widget.WindowOpts.Location(image.Rect(x, y, x+w, y+h)))
	d.close = m.ui.AddWindow(d.win)
	m.dlg = d
	return d
}

// closeDialog closes the open dialog, if any.
func (m *menu) closeDialog() {
	if m.dlg == nil {
		return
	}
	m.dlg.close()
	m.dlg = nil
	m.ui.ClearFocus()
}

// message shows a message with an OK button.
func (m *menu) message(c *game.Context, title, msg string) *dialog {
	return m.openDialog(c, title, msg, nil, nil, choice{label: "OK", style: primaryButton})
}

// showHelp shows the keys of the screen and its own tips.
func (m *menu) showHelp(c *game.Context) {
	k := m.k
	keys := c.Input.Keys
	names := func(as ...game.Action) string {
		var out []string
		for _, a := range as {
			out = append(out, keys.KeysOf(a)...)
		}
		if len(out) == 0 {
			return "(no key: bind one in Settings)"
		}
		return strings.Join(out, "  ")
	}
	rows := [][2]string{
		{"Move between items", names(game.MenuUp, game.MenuDown, game.MenuLeft, game.MenuRight)},
		{"Change a setting", names(game.MenuLeft, game.MenuRight)},
		{"Choose", names(game.Confirm)},
		{"Next field", names(game.NextItem)},
		{"Back, close a dialog", names(game.Back)},
		{"This help", names(game.Help)},
	}
	grid := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(
		widget.GridLayoutOpts.Columns(2), widget.GridLayoutOpts.Spacing(k.px(28), k.px(8)),
		widget.GridLayoutOpts.Stretch([]bool{false, true}, nil))))
	for _, r := range rows {
		grid.AddChild(k.label(r[0], &k.body, k.th.TextDim, 0))
		grid.AddChild(k.label(r[1], &k.bold, k.th.Text, 0))
	}
	content := k.column(14, nil)
	content.AddChild(grid)
	for _, tip := range m.help {
		content.AddChild(k.label("•  "+tip, &k.body, k.th.Text, dialogWidth))
	}
	content.AddChild(k.label("The mouse works too: click, and the wheel scrolls lists. Keys can be changed in Settings.",
		&k.small, k.th.TextDim, dialogWidth))
	d := m.openDialog(c, "Keys and help", "", content, nil, choice{label: "Close", style: primaryButton})
	d.help = true
}
