package scenes

// Nav: moving through a screen's buttons and fields by meaning (arrows, Tab, Confirm).

import (
	"image"
	"math"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game"
)

// focuser is a widget the nav can select.
type focuser interface {
	widget.Focuser
	GetWidget() *widget.Widget
}

// item is one thing the keyboard can select.
type item struct {
	// key names the item so that focus survives a rebuild of the screen.
	key string
	w   focuser
	// activate runs on Confirm (and is what a click on the widget runs).
	activate func()
	// adjust, when set, runs on MenuLeft (-1) and MenuRight (+1) instead of moving.
	adjust func(d int)
	// text marks a text field: it keeps the arrows and Confirm for editing.
	text bool
	// scroll is the scroll container the item sits in, kept scrolled to show it.
	scroll *widget.ScrollContainer
}

// nav is the ordered list of a screen's (or a dialog's) items and which one is selected.
type nav struct {
	items []*item
	cur   int
}

// newNav makes an empty nav.
func newNav() *nav { return &nav{cur: -1} }

// add appends an item; a button's hover selects it (unless a text field is selected: the
// mouse passing by does not take the typing away).
func (n *nav) add(it *item) *item {
	n.items = append(n.items, it)
	if b, ok := it.w.(*widget.Button); ok {
		b.CursorEnteredEvent.AddHandler(func(any) {
			if cur := n.current(); cur == nil || !cur.text {
				n.selectItem(it)
			}
		})
	}
	return it
}

// index finds an item by key, or -1.
func (n *nav) index(key string) int {
	for i, it := range n.items {
		if it.key == key {
			return i
		}
	}
	return -1
}

// current returns the selected item, or nil.
func (n *nav) current() *item {
	if n.cur < 0 || n.cur >= len(n.items) {
		return nil
	}
	return n.items[n.cur]
}

// selectItem selects it (without focusing the widget yet: apply does, in the UI).
func (n *nav) selectItem(it *item) {
	for i, x := range n.items {
		if x == it {
			n.cur = i
		}
	}
}

// selectKey selects the item with that key, if there is one, and reports whether there was.
func (n *nav) selectKey(key string) bool {
	if i := n.index(key); i >= 0 {
		n.cur = i
		return true
	}
	return false
}

// apply gives the UI focus to the selected item's widget (and only to it).
func (n *nav) apply(ui *ebitenui.UI) {
	it := n.current()
	if it == nil {
		return
	}
	if ui.GetFocusedWidget() != it.w {
		ui.SetFocusedWidget(it.w)
	}
}

// usable reports whether the item can be selected now.
func usable(it *item) bool {
	w := it.w.GetWidget()
	return !w.Disabled && w.IsVisible()
}

// update handles the nav meanings of this frame; it reports whether one was used.
func (n *nav) update(in *game.Input) bool {
	if len(n.items) == 0 {
		return false
	}
	if n.current() == nil {
		if in.Pressed(game.MenuUp) || in.Pressed(game.MenuDown) || in.Pressed(game.MenuLeft) ||
			in.Pressed(game.MenuRight) || in.Pressed(game.NextItem) {
			n.cur = n.step(-1, 1)
			return true
		}
		return false
	}
	it := n.current()
	switch {
	case in.Pressed(game.NextItem):
		n.cur = n.step(n.cur, 1)
	case in.Pressed(game.MenuUp):
		n.moveSpatial(0, -1)
	case in.Pressed(game.MenuDown):
		n.moveSpatial(0, 1)
	case it.text:
		return false // the field keeps left, right and Confirm for editing
	case in.Pressed(game.MenuLeft) && it.adjust != nil:
		it.adjust(-1)
	case in.Pressed(game.MenuRight) && it.adjust != nil:
		it.adjust(1)
	case in.Pressed(game.MenuLeft):
		n.moveSpatial(-1, 0)
	case in.Pressed(game.MenuRight):
		n.moveSpatial(1, 0)
	case in.Pressed(game.Confirm):
		if it.activate != nil && usable(it) {
			it.activate()
		}
	default:
		return false
	}
	return true
}

// step returns the next usable item after (or before, d = -1) i in order, wrapping.
func (n *nav) step(i, d int) int {
	for range n.items {
		i = (i + d + len(n.items)) % len(n.items)
		if usable(n.items[i]) {
			return i
		}
	}
	return n.cur
}

// moveSpatial selects the nearest usable item in direction (dx, dy) on screen: the one whose
// centre is ahead of the current one's, nearest along the direction with sideways distance
// counted double. Before the first layout (no rectangles yet) it moves in order instead.
func (n *nav) moveSpatial(dx, dy int) {
	from := n.current().w.GetWidget().Rect
	if from.Empty() {
		n.cur = n.step(n.cur, dx+dy)
		return
	}
	fx, fy := centre(from)
	best, bestScore := -1, math.Inf(1)
	for i, it := range n.items {
		r := it.w.GetWidget().Rect
		if i == n.cur || !usable(it) || r.Empty() {
			continue
		}
		x, y := centre(r)
		ahead := (x-fx)*float64(dx) + (y-fy)*float64(dy)
		side := math.Abs((x-fx)*float64(dy)) + math.Abs((y-fy)*float64(dx))
		// an item overlapping the current one across the direction counts as straight ahead
		if dy != 0 && r.Min.X < from.Max.X && r.Max.X > from.Min.X {
			side = 0
		}
		if dx != 0 && r.Min.Y < from.Max.Y && r.Max.Y > from.Min.Y {
			side = 0
		}
		if ahead < 4 {
			continue
		}
		if s := ahead + 2*side; s < bestScore {
			best, bestScore = i, s
		}
	}
	if best >= 0 {
		n.cur = best
	}
}

// centre is the middle of r.
func centre(r image.Rectangle) (float64, float64) {
	return float64(r.Min.X+r.Max.X) / 2, float64(r.Min.Y+r.Max.Y) / 2
}

// reveal scrolls the selected item's scroll container so that the item is in view.
func (n *nav) reveal() {
	it := n.current()
	if it == nil || it.scroll == nil {
		return
	}
	revealIn(it.scroll, it.w.GetWidget().Rect)
}

// revealIn scrolls sc so that r (in screen pixels) is in its view, with a small margin.
func revealIn(sc *widget.ScrollContainer, r image.Rectangle) {
	view, content := sc.ViewRect(), sc.ContentRect()
	extra := content.Dy() - view.Dy()
	if extra <= 0 || r.Empty() {
		return
	}
	const margin = 12
	off := float64(view.Min.Y - content.Min.Y)
	switch {
	case r.Min.Y-margin < view.Min.Y:
		off -= float64(view.Min.Y - (r.Min.Y - margin))
	case r.Max.Y+margin > view.Max.Y:
		off += float64(r.Max.Y + margin - view.Max.Y)
	default:
		return
	}
	sc.ScrollTop = clamp01(off / float64(extra))
}
