package scenes

// The action bar widget: the selected unit's actions left (a meter's pips lit for what the
// hovered or chosen action would spend), what the chosen action waits for, a button per kind
// of the ruleset's table with its key (the common kinds in the bar, the rest in More's list),
// and the hovered button's tooltip.

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/combat"
	"skirmish/game"
	"skirmish/play"
)

// actionBar is the bar under the map.
type actionBar struct {
	// order is the ruleset's kinds in the bar's order (barOrder), for the whole battle; the
	// first common stand in the bar, the rest behind More
	order  []*combat.ActionKind
	common int
	// buttons are the selected unit's buttons in the bar's order, for the view's base
	buttons []play.Button
	base    int
	// hover is the button under the cursor (-1 for none); moreOpen whether More's list is open
	hover    int
	moreOpen bool
	pic      panel[barKey]
	tip      picture
	tipKey   barKey
	op       ebiten.DrawImageOptions
}

// barKey is what the bar shows: the view, the button under the cursor, More's list.
type barKey struct {
	base, hover int
	moreOpen    bool
	style       styleKey
}

// newActionBar is the bar for a ruleset's table.
func newActionBar(table []combat.ActionKind) actionBar {
	b := actionBar{hover: -1, base: -1}
	b.order, b.common = barOrder(table)
	return b
}

// kinds are the selected unit's buttons in the bar's order (none without a selection): the
// view's, greyed as not now where the view has none of the kind (a fallen unit's).
func (b *actionBar) kinds(v *play.View) []play.Button {
	if b.base == v.Base && v.Base >= 0 {
		return b.buttons
	}
	b.base, b.buttons = v.Base, b.buttons[:0]
	if v.Act == nil || v.Act.Selected == "" {
		return b.buttons
	}
	for _, k := range b.order {
		bt := play.Button{Kind: k.Kind, Label: k.Label, Meaning: k.Meaning, Summary: k.Summary, Cost: k.Cost, Provokes: k.Provokes, Rule: k.Rule(), Refused: "not while out of the fight"}
		for _, o := range v.Act.Buttons {
			if o.Kind == k.Kind {
				bt = o
			}
		}
		b.buttons = append(b.buttons, bt)
	}
	return b.buttons
}

// chosen is the index of the chosen kind's button, -1 for none.
func (b *actionBar) chosen(v *play.View) int {
	if v.Act == nil || v.Act.Chosen == "" {
		return -1
	}
	for i, bt := range b.kinds(v) {
		if bt.Kind == v.Act.Chosen {
			return i
		}
	}
	return -1
}

// hoverAt notes the button under the cursor.
func (b *actionBar) hoverAt(l *battleLayout, v *play.View, x, y int) {
	b.hover = l.buttonAt(x, y, len(b.kinds(v)), b.moreOpen)
}

// click handles a click at (x, y) on the bar or More's list: the button's kind to choose
// (ok), or hit alone when the click was the bar's (More opened or shut) or should go no
// further (a click that shut More's list).
func (b *actionBar) click(l *battleLayout, v *play.View, x, y int) (kind string, ok, hit bool) {
	bs := b.kinds(v)
	if l.moreAt(x, y) {
		b.moreOpen = !b.moreOpen
		return "", false, true
	}
	i := l.buttonAt(x, y, len(bs), b.moreOpen)
	if b.moreOpen && i < b.common {
		b.moreOpen = false // a click anywhere but on the list shuts it
		if !l.inHUD(x, y) {
			return "", false, true
		}
	}
	if i >= 0 {
		b.moreOpen = false
		return bs[i].Kind, true, true
	}
	return "", false, false
}

// hotKey is the kind of the i-th button, for its hot key.
func (b *actionBar) hotKey(v *play.View, i int) (string, bool) {
	bs := b.kinds(v)
	if i < 0 || i >= len(bs) {
		return "", false
	}
	b.moreOpen = false
	return bs[i].Kind, true
}

// draw paints the bar (again only when what it shows changed), More's list when open, and
// the hovered button's tooltip.
func (b *actionBar) draw(dst *ebiten.Image, c *game.Context, h *hudPicture, l *battleLayout, v *play.View, style styleKey, stripTop float64) {
	k := barKey{base: v.Base, hover: b.hover, moreOpen: b.moreOpen, style: style}
	if img := b.pic.stale(h, 0, l.barY, l.sideX, l.h-l.barY, k); img != nil {
		b.paint(img, c, l, v)
	}
	h.show(dst, b.pic.img)
	b.drawMore(dst, c, l, v)
	b.drawTip(dst, c, l, v, k, stripTop)
}

// paint draws the bar: a line of help, or the selected unit's budget and buttons.
func (b *actionBar) paint(dst *ebiten.Image, c *game.Context, l *battleLayout, v *play.View) {
	th, f := c.Theme, c.Fonts
	game.FillRect(dst, 0, float32(l.barY), float32(l.sideX), float32(l.h-l.barY), th.Surface, false)
	game.FillRect(dst, 0, float32(l.barY), float32(l.sideX), 2, th.Edge, false)
	if v.Act == nil || v.Act.Panel == nil {
		msg := "Waiting for the AI…"
		switch {
		case v.Thinking && v.Turn >= 0:
			msg = v.Sides[v.Turn].Name + " is thinking…"
		case v.Over:
			msg = "The battle is over."
		case v.Mine:
			msg = "Select a unit to see its actions."
		case !v.AI:
			msg = "Waiting for the other side…"
		}
		game.Text(dst, msg, f.Body, 16, l.barY+20, th.TextDim)
		return
	}
	b.drawBudget(dst, c, l, v, 12, l.barY+7)
	chosen := b.chosen(v)
	bs := b.kinds(v)
	busy := v.Act.Busy
	for i, k := range bs[:min(b.common, len(bs))] {
		x, y, w, hh := l.button(i)
		bt := hudButton{x: x, y: y, w: w, h: hh, label: k.Label, key: hotKeyHint(c, i), enabled: k.Refused == "" && !busy, active: i == chosen, zoom: l.g}
		bt.draw(dst, c)
	}
	if l.rare > 0 {
		label, n := "More", 0
		for _, k := range bs[b.common:] {
			if k.Refused == "" {
				n++
			}
		}
		if n > 0 {
			label = fmt.Sprintf("More (%d)", n)
		}
		if chosen >= b.common {
			label = bs[chosen].Label // the rarer kind chosen shows on More
		}
		x, y, w, hh := l.slot(b.common)
		bt := hudButton{x: x, y: y, w: w, h: hh, label: label, enabled: n > 0 && !busy, active: chosen >= b.common || b.moreOpen, zoom: l.g}
		bt.draw(dst, c)
	}
}

// hotKeyHint is the i-th action button's key as bound ("" for none).
func hotKeyHint(c *game.Context, i int) string {
	if i < len(game.HotKeys) {
		return keyHint(c, game.HotKeys[i])
	}
	return ""
}

// drawMore paints More's list of the rarer kinds over the map above the bar, while it is open:
// each with its key, greyed when not available now.
func (b *actionBar) drawMore(dst *ebiten.Image, c *game.Context, l *battleLayout, v *play.View) {
	if !b.moreOpen || v.Act == nil || v.Act.Selected == "" {
		return
	}
	th, f := c.Theme, c.Fonts
	x, y, w, h := l.moreBox()
	game.FillRect(dst, float32(x), float32(y), float32(w), float32(h), game.WithAlpha(th.Surface, 0xf4), false)
	game.StrokeRect(dst, float32(x)+0.5, float32(y)+0.5, float32(w)-1, float32(h)-1, 1, th.Accent, false)
	game.Text(dst, "MORE ACTIONS  ·  their keys work with this list shut", f.SmallBold, x+10, y+8, th.TextDim)
	bs := b.kinds(v)
	chosen := b.chosen(v)
	for i := b.common; i < len(bs); i++ {
		bx, by, bw, bh := l.button(i)
		bt := hudButton{x: bx, y: by, w: bw, h: bh, label: bs[i].Label, key: hotKeyHint(c, i), enabled: bs[i].Refused == "" && !v.Act.Busy, active: i == chosen, zoom: l.g}
		bt.draw(dst, c)
	}
}

// drawBudget paints the action bar's first row: the selected unit's actions left this turn
// (13th Age's standard, move, quick and interrupt; Delvers' main and move), each lit while it
// is left, a slot spent in amounts as a meter (drawMeter), then what the chosen action waits
// for.
func (b *actionBar) drawBudget(dst *ebiten.Image, c *game.Context, l *battleLayout, v *play.View, x, y float64) {
	th, f := c.Theme, c.Fonts
	pv := v.Act.Panel
	u := v.Unit(pv.Unit)
	active := u != nil && u.Active()
	x += game.Text(dst, "ACTIONS LEFT", f.SmallBold, x, y+2, th.TextDim) + 10
	if !active {
		x += game.Text(dst, "none: out of the fight", f.Small, x, y+2, th.TextDim) + 10
	}
	for _, sl := range pv.Budget {
		if !active {
			break
		}
		if pv.Meter != "" && sl.Name == pv.Meter {
			x = b.drawMeter(dst, c, v, sl, pv.MeterFull, x, y)
			continue
		}
		name := strings.ToUpper(sl.Name[:1]) + sl.Name[1:]
		if sl.Left > 1 {
			name += fmt.Sprintf(" ×%d", sl.Left)
		}
		w := game.TextWidth(name, f.SmallBold) + 26
		bg, edge, tc, dot := darken(th.Good, 0.4), th.Good, th.Text, th.Good
		if sl.Left <= 0 {
			bg, edge, tc, dot = th.SurfaceLow, th.Edge, darken(th.TextDim, 0.8), th.Edge
		}
		game.FillRect(dst, float32(x), float32(y), float32(w), 20, bg, false)
		game.StrokeRect(dst, float32(x)+0.5, float32(y)+0.5, float32(w)-1, 19, 1, edge, false)
		if sl.Left > 0 {
			game.FillCircle(dst, float32(x)+10, float32(y)+10, 4, dot, false)
		} else {
			game.StrokeCircle(dst, float32(x)+10, float32(y)+10, 4, 1.2, dot, false)
		}
		game.Text(dst, name, f.SmallBold, x+18, y+3, tc)
		x += w + 6
	}
	if hint := aimHint(c, v); hint != "" {
		hint = clip(wrap(hint, f.Small, l.sideX-x-30), 1, f.Small, l.sideX-x-30)[0]
		hw := game.TextWidth(hint, f.Small)
		game.Text(dst, hint, f.Small, math.Max(x+14, l.sideX-hw-14), y+3, th.Accent)
	}
}

// drawMeter paints slot sl of the meter at x, y: its name, a pip a unit of it (lit while
// left), the pips the hovered (else the chosen) action would spend in the accent colour, and
// in red those it lacks; it returns the x after it.
func (b *actionBar) drawMeter(dst *ebiten.Image, c *game.Context, v *play.View, sl combat.Slot, full int, x, y float64) float64 {
	th, f := c.Theme, c.Fonts
	name := strings.ToUpper(sl.Name[:1]) + sl.Name[1:]
	x += game.Text(dst, fmt.Sprintf("%s %d/%d", name, max(sl.Left, 0), full), f.SmallBold, x, y+3, th.Text) + 8
	cost, what := 0, ""
	bs := b.kinds(v)
	for _, i := range []int{b.hover, b.chosen(v)} {
		if i >= 0 && i < len(bs) {
			cost, what = bs[i].Meter, bs[i].Label
			break
		}
	}
	const pip, gap = 14, 4
	for i := range max(full, sl.Left) {
		px := float32(x) + float32(i*(pip+gap))
		left := i < sl.Left
		spent := cost > 0 && i >= sl.Left-cost && i < sl.Left
		lacking := cost > sl.Left && i >= sl.Left && i < cost
		switch {
		case spent:
			game.FillRect(dst, px, float32(y)+3, pip, pip, th.Accent, false)
		case left:
			game.FillRect(dst, px, float32(y)+3, pip, pip, th.Good, false)
		default:
			game.FillRect(dst, px, float32(y)+3, pip, pip, th.SurfaceLow, false)
		}
		edge := th.Edge
		if lacking {
			edge = th.Danger
		}
		game.StrokeRect(dst, px+0.5, float32(y)+3.5, pip-1, pip-1, 1, edge, false)
	}
	x += float64(max(full, sl.Left)*(pip+gap)) + 6
	if what != "" {
		word := fmt.Sprintf("%s: %d", what, cost)
		col := th.Accent
		switch {
		case cost == 0:
			word = what + ": free"
		case cost > sl.Left:
			word, col = fmt.Sprintf("%s: %d, only %d left", what, cost, max(sl.Left, 0)), th.Danger
		}
		x += game.Text(dst, word, f.Small, x, y+3, col) + 10
	}
	return x
}

// drawTip paints the tooltip of the action button under the cursor: its summary, cost, what
// it provokes, its rule, and why it is greyed; above the choice strip when one shows
// (stripTop, its top; 0 for none).
func (b *actionBar) drawTip(dst *ebiten.Image, c *game.Context, l *battleLayout, v *play.View, k barKey, stripTop float64) {
	i := b.hover
	bs := b.kinds(v)
	if i < 0 || i >= len(bs) || !v.Mine {
		return
	}
	f := c.Fonts
	o := &bs[i]
	if !b.tip.ok || b.tipKey != k {
		b.tipKey = k
		lines := wrap(o.Summary, f.Small, 360)
		lines = append(lines, "Costs: "+o.Cost+"   ·   provokes: "+o.Provokes, o.Rule)
		warn := ""
		if o.Refused != "" {
			warn = "Not now: " + o.Refused
		}
		paintTooltip(&b.tip, c, buttonTitle(c, o.Label, i), lines, warn)
	}
	bx, _, _, _ := l.button(i)
	_, th := b.tip.size()
	th -= tooltipShadow
	y := l.barY - th - 24
	if i >= b.common { // over More's list, not over the button
		_, my, _, _ := l.moreBox()
		y = my - th - 8
	}
	if stripTop > 0 {
		y = min(y, stripTop-th-8) // above the choice strip, not over it
	}
	placeTooltip(dst, &b.tip, bx, y, l.w, l.h, &b.op)
}

// buttonTitle is the title of the i-th action button's tooltip: its label and its key ("Ready
// item   (Shift+3)").
func buttonTitle(c *game.Context, label string, i int) string {
	if key := hotKeyHint(c, i); key != "" {
		label += "   (" + key + ")"
	}
	return label
}

// aimHint says in the action bar what the chosen action waits for.
func aimHint(c *game.Context, v *play.View) string {
	a := v.Act
	if a == nil || a.Chosen == "" || a.Busy {
		return ""
	}
	label := a.Chosen
	for _, bt := range a.Buttons {
		if bt.Kind == a.Chosen {
			label = bt.Label
		}
	}
	st, aim := &a.Strip, &a.Aim
	pick := ""
	if st.Shown() {
		var parts []string
		if st.Choice >= 0 && st.Choice < len(st.Choices) {
			parts = append(parts, st.Choices[st.Choice].Label)
		}
		if st.Weapon >= 0 && st.Weapon < len(st.Weapons) {
			parts = append(parts, st.Weapons[st.Weapon].Label)
		}
		if len(parts) > 0 {
			pick = " (" + strings.Join(parts, ", ") + ")"
		}
	}
	switch {
	case aim.Target != "":
		return fmt.Sprintf("%s%s → %s: click one of the marked squares", label, pick, aim.Target)
	case aim.HasEnd:
		return fmt.Sprintf("%s%s, ending on %v: click the foe (%s)", label, pick, aim.End, strings.Join(aim.Targets, ", "))
	case len(st.Variants) > 0:
		return label + ": pick one above"
	case len(a.Aimed) > 0 && len(a.Marks) > 0:
		return label + pick + ": click a foe, or first the square to end on"
	case len(a.Aimed) > 0 && st.Any != "":
		if key := keyHint(c, game.Confirm); key != "" {
			return label + pick + ": click a marked unit, or " + key + " for none"
		}
		return label + pick + ": click a marked unit"
	case len(a.Aimed) > 0:
		return label + pick + ": click a marked unit"
	case len(a.Marks) > 0:
		return label + pick + ": click a marked square"
	}
	return label + pick + ": click the unit to aim at, then the square to act from"
}
