package scenes

// The choice strip widget: the chosen action's choices and weapons as chips above its button,
// picked by a click or by its hot key again, its forms taken at once, the form at no target;
// kept as a picture, with the hovered chip's tooltip.

import (
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/play"
)

// chipGroup is what a chip of the strip does.
type chipGroup uint8

// The chips' groups.
const (
	chipChoice chipGroup = iota // picks the action's choice (index -1: the default)
	chipWeapon                  // picks its weapon (index -1: the default)
	chipAny                     // takes it now, at no target
	chipRun                     // takes one of its forms now (an action without a target)
)

// chip is one button of the choice strip; x, y are relative to the strip's box.
type chip struct {
	group      chipGroup
	index      int
	label      string
	tip        []string
	x, y, w, h float64
}

// choiceStrip is the strip's chips and its box on the screen, laid out for the strip's gen
// and the chosen action's button, and its pictures.
type choiceStrip struct {
	laid       stripLaid
	shown      bool
	button     int
	chips      []chip
	x, y, w, h float64
	pic        picture
	key        stripKey
	tip        picture
	tipKey     stripKey
	op         ebiten.DrawImageOptions
}

// stripLaid is what the strip's layout depends on: the strip, the chosen button, the bar.
type stripLaid struct {
	gen, button      int
	shown            bool
	barY, mapX, mapW float64
}

// stripKey is what the strip's picture shows.
type stripKey struct {
	gen, button, hover int
	style              styleKey
}

// Strip sizes.
const (
	stripPad   = 10.0
	stripHead  = 22.0
	chipH      = 26.0
	chipGap    = 6.0
	stripLabel = 44.0 // the width of a row's label
)

// layout places the strip's chips in rows (one per group) and its box above the chosen
// action's button (button, its index in the bar), kept over the map; again only when the
// strip or the button changed.
func (cs *choiceStrip) layout(c *game.Context, l *battleLayout, st *play.StripView, button int) {
	k := stripLaid{gen: st.Gen, button: button, shown: st.Shown(), barY: l.barY, mapX: l.mapX, mapW: l.mapW}
	if cs.laid == k {
		return
	}
	cs.laid, cs.button, cs.shown = k, button, st.Shown()
	cs.pic.ok = false
	f := c.Fonts
	cs.chips = cs.chips[:0]
	if !st.Shown() {
		return
	}
	y := stripPad + stripHead
	w := 0.0
	row := func(group chipGroup, chips []play.Chip, auto bool) {
		x := stripPad + stripLabel
		if auto {
			chips = append([]play.Chip{{Label: "Auto", Tip: []string{autoTip(group)}}}, chips...)
		}
		for i, ch := range chips {
			cw := game.TextWidth(ch.Label, f.SmallBold) + 28
			idx := i
			if auto {
				idx = i - 1
			}
			cs.chips = append(cs.chips, chip{group: group, index: idx, label: ch.Label, tip: ch.Tip, x: x, y: y, w: cw, h: chipH})
			x += cw + chipGap
		}
		w = max(w, x-chipGap+stripPad)
		y += chipH + chipGap
	}
	if len(st.Variants) > 0 {
		row(chipRun, st.Variants, false)
	}
	if len(st.Choices) > 0 {
		row(chipChoice, st.Choices, true)
	}
	if len(st.Weapons) > 0 {
		row(chipWeapon, st.Weapons, true)
	}
	if st.Any != "" {
		row(chipAny, []play.Chip{{Label: st.Any, Tip: []string{"Take the action now, aimed at no one in particular."}}}, false)
	}
	w = max(w, game.TextWidth(st.Label, f.Bold)+game.TextWidth(stripHint(c, st, button), f.Small)+3*stripPad+12)
	cs.w, cs.h = w, y-chipGap+stripPad
	bx, _, _, _ := l.button(max(0, button))
	cs.x = max(l.mapX+8, min(bx, l.mapX+l.mapW-cs.w-8))
	cs.y = l.barY - cs.h - 8
}

// autoTip is what the Auto chip of a group says.
func autoTip(g chipGroup) string {
	if g == chipWeapon {
		return "The first weapon the rules allow on the target you click."
	}
	return "The first choice the rules allow on the target you click."
}

// stripHint is the strip's header hint: how to pick by key.
func stripHint(c *game.Context, st *play.StripView, button int) string {
	key := ""
	if button >= 0 && button < len(game.HotKeys) {
		key = keyHint(c, game.HotKeys[button])
	}
	switch {
	case len(st.Variants) > 0:
		if key != "" {
			return "click one · " + key + " again: the first"
		}
		return "click one"
	case key != "":
		return key + " again: next choice"
	}
	return "click a choice"
}

// at is the strip's chip under a screen point, or -1.
func (cs *choiceStrip) at(x, y int) int {
	if !cs.shown {
		return -1
	}
	fx, fy := float64(x)-cs.x, float64(y)-cs.y
	for i, ch := range cs.chips {
		if fx >= ch.x && fx < ch.x+ch.w && fy >= ch.y && fy < ch.y+ch.h {
			return i
		}
	}
	return -1
}

// in reports whether a screen point is over the strip's box.
func (cs *choiceStrip) in(x, y int) bool {
	fx, fy := float64(x), float64(y)
	return cs.shown && fx >= cs.x && fx < cs.x+cs.w && fy >= cs.y && fy < cs.y+cs.h
}

// msg is what a click on chip i asks: pick a choice or a weapon (the picked one again goes
// back to the default), or take the action now.
func (cs *choiceStrip) msg(i int) (play.Msg, bool) {
	if i < 0 || i >= len(cs.chips) {
		return play.Msg{}, false
	}
	ch := cs.chips[i]
	switch ch.group {
	case chipChoice:
		return play.PickChoice(ch.index), true
	case chipWeapon:
		return play.PickWeapon(ch.index), true
	case chipAny:
		return play.TakeAny(), true
	}
	return play.TakeVariant(ch.index), true
}

// picked reports whether a chip is the strip's pick.
func picked(st *play.StripView, ch chip) bool {
	return ch.group == chipChoice && ch.index == st.Choice || ch.group == chipWeapon && ch.index == st.Weapon
}

// draw paints the strip above the chosen action's button, redrawn only when its picks, its
// chips or the hovered chip change; then the hovered chip's tooltip.
func (cs *choiceStrip) draw(dst *ebiten.Image, c *game.Context, l *battleLayout, st *play.StripView, style styleKey) {
	if !cs.shown {
		return
	}
	mx, my := l.cursor(c.Input)
	hover := cs.at(mx, my)
	k := stripKey{gen: st.Gen, button: cs.button, hover: hover, style: style}
	if !cs.pic.ok || cs.key != k {
		cs.key = k
		cs.paint(c, st, hover)
	}
	game.DrawPicture(dst, cs.pic.img, cs.x, cs.y, 1, &cs.op)
	if hover < 0 {
		return
	}
	ch := cs.chips[hover]
	if !cs.tip.ok || cs.tipKey != k {
		cs.tipKey = k
		var lines []string
		for _, t := range ch.tip {
			lines = append(lines, wrap(t, c.Fonts.Small, 380)...)
		}
		paintTooltip(&cs.tip, c, ch.label, lines, "")
	}
	_, h := cs.tip.size()
	placeTooltip(dst, &cs.tip, cs.x+ch.x, cs.y-(h-tooltipShadow)-6, l.w, l.h, &cs.op)
}

// paint draws the strip's box: the action's name and the key hint, then a row of chips per
// group with its label; the picked chips lit, the hovered one brighter.
func (cs *choiceStrip) paint(c *game.Context, st *play.StripView, hover int) {
	th, f := c.Theme, c.Fonts
	img := cs.pic.begin(cs.w+tooltipShadow, cs.h+tooltipShadow)
	w, h := float32(cs.w), float32(cs.h)
	game.FillRect(img, tooltipShadow, tooltipShadow, w, h, th.Shadow, false)
	game.FillRect(img, 0, 0, w, h, th.Surface, false)
	game.FillRect(img, 0, 0, w, 3, th.Accent, false)
	game.StrokeRect(img, 0.5, 0.5, w-1, h-1, 1, th.Edge, false)
	lw := game.Text(img, st.Label, f.Bold, stripPad, 7, th.Accent)
	game.Text(img, stripHint(c, st, cs.button), f.Small, stripPad+lw+12, 9, th.TextDim)
	lastRow := -1.0
	for i, ch := range cs.chips {
		if ch.y != lastRow {
			lastRow = ch.y
			game.Text(img, groupLabel(ch.group), f.SmallBold, stripPad, ch.y+6, th.TextDim)
		}
		on := picked(st, ch)
		bg, edge, tc := th.SurfaceHigh, th.Edge, th.Text
		switch {
		case on:
			bg, edge, tc = th.AccentDeep, th.Accent, th.AccentText
		case ch.group == chipAny || ch.group == chipRun:
			bg, edge = darken(th.Good, 0.4), th.Good
		}
		if i == hover {
			bg = mix(bg, th.Text, 0.15)
		}
		x, y := float32(ch.x), float32(ch.y)
		game.FillRect(img, x, y, float32(ch.w), float32(ch.h), bg, false)
		game.StrokeRect(img, x+0.5, y+0.5, float32(ch.w)-1, float32(ch.h)-1, 1, edge, false)
		if on {
			game.FillCircle(img, x+8, y+float32(ch.h)/2, 3, th.AccentText, false)
		}
		game.Text(img, ch.label, f.SmallBold, ch.x+16, ch.y+ch.h/2-f.SmallBold.Size*0.62, tc)
	}
}

// groupLabel names a row of the strip.
func groupLabel(g chipGroup) string {
	switch g {
	case chipChoice:
		return "How"
	case chipWeapon:
		return "With"
	case chipAny:
		return "Or"
	}
	return "Which"
}
