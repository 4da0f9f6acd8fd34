package scenes

// Choice strip: the chosen action's choices and weapons as chips above its button, picked by a
// click or by its hot key again (play.Session's strip), an action's forms taken at once, the
// form at no target; kept as a picture. And the hint of what the chosen action waits for.

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/combat"
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
	x, y, w, h float64
}

// chipLayout is the strip's chips and its box on the screen, laid out for the strip's gen and
// the chosen action's button.
type chipLayout struct {
	gen, button int
	chips       []chip
	x, y, w, h  float64
}

// Strip sizes.
const (
	stripPad   = 10.0
	stripHead  = 22.0
	chipH      = 26.0
	chipGap    = 6.0
	stripLabel = 44.0 // the width of a row's label
)

// strip is the session's strip, its chips laid out.
func (s *Battle) strip() (*play.Strip, *chipLayout) {
	st := s.P.Strip()
	cl := &s.chips
	if b := s.chosenButton(); cl.gen != st.Gen || cl.button != b {
		cl.gen, cl.button = st.Gen, b
		s.layoutStrip(st, cl)
	}
	return st, cl
}

// layoutStrip places the strip's chips in rows (one per group) and its box above the chosen
// action's button, kept over the map.
func (s *Battle) layoutStrip(st *play.Strip, cl *chipLayout) {
	f := s.fonts
	cl.chips = cl.chips[:0]
	if !st.Shown() {
		return
	}
	y := stripPad + stripHead
	w := 0.0
	row := func(group chipGroup, labels []string, auto bool) {
		x := stripPad + stripLabel
		if auto {
			labels = append([]string{"Auto"}, labels...)
		}
		for i, l := range labels {
			cw := game.TextWidth(l, f.SmallBold) + 28
			idx := i
			if auto {
				idx = i - 1
			}
			cl.chips = append(cl.chips, chip{group: group, index: idx, label: l, x: x, y: y, w: cw, h: chipH})
			x += cw + chipGap
		}
		w = max(w, x-chipGap+stripPad)
		y += chipH + chipGap
	}
	if len(st.Variants) > 0 {
		labels := make([]string, len(st.Variants))
		for i, l := range st.Variants {
			labels[i] = variantLabel(l)
		}
		row(chipRun, labels, false)
	}
	if len(st.Choices) > 0 {
		labels := make([]string, len(st.Choices))
		for i, c := range st.Choices {
			labels[i] = play.ChoiceLabel(c)
		}
		row(chipChoice, labels, true)
	}
	if len(st.Weapons) > 0 {
		row(chipWeapon, st.Weapons, true)
	}
	if st.Any != nil {
		row(chipAny, []string{s.anyLabel(st)}, false)
	}
	w = max(w, game.TextWidth(st.Label, f.Bold)+game.TextWidth(s.stripHint(st), f.Small)+3*stripPad+12)
	cl.w, cl.h = w, y-chipGap+stripPad
	l := s.lay
	bx, _, _, _ := l.button(max(0, cl.button))
	cl.x = max(l.mapX+8, min(bx, l.mapX+l.mapW-cl.w-8))
	cl.y = l.barY - cl.h - 8
}

// stripHint is the strip's header hint: how to pick by key.
func (s *Battle) stripHint(st *play.Strip) string {
	key := ""
	if b := s.chosenButton(); b >= 0 && b < len(game.HotKeys) {
		key = s.keyOf(game.HotKeys[b])
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

// keyOf is the first key bound to a meaning ("" when none), read from the key map kept for
// the screen.
func (s *Battle) keyOf(a game.Action) string {
	if s.keys == nil {
		return ""
	}
	if ks := s.keys.KeysOf(a); len(ks) > 0 {
		return ks[0]
	}
	return ""
}

// variantLabel names a form of an action without a target by its choice and weapon.
func variantLabel(l combat.Legal) string {
	a := l.Action
	switch {
	case a.Choice != "" && a.Weapon != "":
		return play.ChoiceLabel(a.Choice) + " · " + a.Weapon
	case a.Weapon != "":
		return a.Weapon
	}
	return play.ChoiceLabel(a.Choice)
}

// anyLabel is the label of the chip that takes the action at no target.
func (s *Battle) anyLabel(st *play.Strip) string {
	if k, ok := s.P.Kind(st.Kind); ok && k.Meaning == combat.MeanReady {
		return "Ready for any foe"
	}
	return "No target: do it now"
}

// chipAt is the strip's chip under a screen point, or -1.
func (s *Battle) chipAt(x, y int) int {
	st, cl := s.strip()
	if !st.Shown() {
		return -1
	}
	fx, fy := float64(x)-cl.x, float64(y)-cl.y
	for i, ch := range cl.chips {
		if fx >= ch.x && fx < ch.x+ch.w && fy >= ch.y && fy < ch.y+ch.h {
			return i
		}
	}
	return -1
}

// inStrip reports whether a screen point is over the strip's box.
func (s *Battle) inStrip(x, y int) bool {
	st, cl := s.strip()
	fx, fy := float64(x), float64(y)
	return st.Shown() && fx >= cl.x && fx < cl.x+cl.w && fy >= cl.y && fy < cl.y+cl.h
}

// pickChip does what chip i says: pick a choice or a weapon (picking the picked one again
// goes back to the default), or take the action now.
func (s *Battle) pickChip(c *game.Context, i int) {
	_, cl := s.strip()
	if i < 0 || i >= len(cl.chips) {
		return
	}
	ch := cl.chips[i]
	switch ch.group {
	case chipChoice:
		s.P.PickChoice(ch.index)
	case chipWeapon:
		s.P.PickWeapon(ch.index)
	case chipAny:
		s.acting(c)
		s.refused(s.P.TakeAny())
	case chipRun:
		s.acting(c)
		s.refused(s.P.TakeVariant(ch.index))
	}
}

// picked reports whether a chip is the strip's pick.
func picked(st *play.Strip, ch chip) bool {
	return ch.group == chipChoice && ch.index == st.Choice || ch.group == chipWeapon && ch.index == st.Weapon
}

// aimHint says in the action bar what the chosen action waits for.
func (s *Battle) aimHint() string {
	k, ok := s.P.Kind(s.P.Chosen())
	if !ok || s.P.Busy() {
		return ""
	}
	st, aim := s.P.Strip(), s.P.Aim()
	pick := ""
	if st.Shown() {
		var parts []string
		if st.Choice >= 0 {
			parts = append(parts, play.ChoiceLabel(st.Choices[st.Choice]))
		}
		if st.Weapon >= 0 {
			parts = append(parts, st.Weapons[st.Weapon])
		}
		if len(parts) > 0 {
			pick = " (" + strings.Join(parts, ", ") + ")"
		}
	}
	m := s.P.Marks()
	switch {
	case aim.Target != "":
		return fmt.Sprintf("%s%s → %s: click one of the marked squares", k.Label, pick, aim.Target)
	case aim.HasEnd:
		return fmt.Sprintf("%s%s, ending on %v: click the foe (%s)", k.Label, pick, aim.End, strings.Join(aim.Targets, ", "))
	case len(st.Variants) > 0:
		return k.Label + ": pick one above"
	case len(m.Units) > 0 && len(m.Squares) > 0:
		return k.Label + pick + ": click a foe, or first the square to end on"
	case len(m.Units) > 0 && st.Any != nil:
		if key := s.keyOf(game.Confirm); key != "" {
			return k.Label + pick + ": click a marked unit, or " + key + " for none"
		}
		return k.Label + pick + ": click a marked unit"
	case len(m.Units) > 0:
		return k.Label + pick + ": click a marked unit"
	case len(m.Squares) > 0:
		return k.Label + pick + ": click a marked square"
	}
	return k.Label + pick + ": click the unit to aim at, then the square to act from"
}

// chipTip is the tooltip of a chip: its title and lines (the choice's rule, the weapon's
// numbers and effects).
func (s *Battle) chipTip(st *play.Strip, ch chip) (string, []string) {
	pr := combat.Present(s.B().Rules)
	switch ch.group {
	case chipChoice:
		if ch.index < 0 {
			return "Auto", []string{"The first choice the rules allow on the target you click."}
		}
		c := st.Choices[ch.index]
		sum := pr.Choice(st.Kind, c)
		if sum == "" {
			sum = "Choose " + play.ChoiceLabel(c) + "."
		}
		return play.ChoiceLabel(c), wrap(sum, s.fonts.Small, 380)
	case chipWeapon:
		if ch.index < 0 {
			return "Auto", []string{"The first weapon the rules allow on the target you click."}
		}
		return st.Weapons[ch.index], s.weaponLines(st.Weapons[ch.index])
	case chipAny:
		return ch.label, []string{"Take the action now, aimed at no one in particular."}
	case chipRun:
		a := st.Variants[ch.index].Action
		lines := []string{}
		if sum := pr.Choice(st.Kind, a.Choice); sum != "" {
			lines = wrap(sum, s.fonts.Small, 380)
		}
		if a.Weapon != "" {
			lines = append(lines, s.weaponLines(a.Weapon)...)
		}
		return ch.label, append(lines, "Click to do it now.")
	}
	return ch.label, nil
}

// weaponLines describe the selected unit's weapon: damage, reach, defence, effects.
func (s *Battle) weaponLines(name string) []string {
	u := s.P.Selected()
	if u == nil {
		return nil
	}
	for _, w := range u.Sheet.Weapons {
		if w.Name != name {
			continue
		}
		line := fmt.Sprintf("%s, damage %s", w.Kind, w.Damage)
		if w.Range > 0 {
			line += fmt.Sprintf(", range %d ft", w.Range)
		}
		if w.Against != "" {
			line += " vs " + w.Against
		}
		out := []string{line}
		for _, e := range w.Effects {
			out = append(out, wrap(e, s.fonts.Small, 380)...)
		}
		return out
	}
	return nil
}

// stripKey is what the strip's picture shows.
type stripKey struct {
	gen, button, hover, keyGen int
	colourBlind                bool
}

// stripCache keeps the strip's picture and its hovered chip's tooltip.
type stripCache struct {
	pic    picture
	key    stripKey
	tip    picture
	tipKey stripKey
}

// drawStrip paints the choice strip above the chosen action's button, redrawn only when its
// picks, its chips or the hovered chip change; then the hovered chip's tooltip.
func (s *Battle) drawStrip(dst *ebiten.Image, c *game.Context) {
	st, cl := s.strip()
	if !st.Shown() || !s.humanTurn() || s.P.Busy() || s.moreOpen { // More's list lies over it
		return
	}
	d := &s.draw
	sc := &d.strip
	mx, my := c.Input.Cursor()
	hover := s.chipAt(mx, my)
	k := stripKey{gen: st.Gen, button: cl.button, hover: hover, keyGen: d.keyGen, colourBlind: c.Settings.ColourBlind}
	if !sc.pic.ok || sc.key != k {
		sc.key = k
		s.paintStrip(&sc.pic, c, st, cl, hover)
	}
	d.draw(dst, sc.pic.img, cl.x, cl.y)
	if hover < 0 {
		return
	}
	if !sc.tip.ok || sc.tipKey != k {
		sc.tipKey = k
		title, lines := s.chipTip(st, cl.chips[hover])
		s.paintTooltip(&sc.tip, c, title, lines, "")
	}
	ch := cl.chips[hover]
	h := float64(sc.tip.img.Bounds().Dy() - tooltipShadow)
	s.placeTooltip(dst, &sc.tip, cl.x+ch.x, cl.y-h-6)
}

// paintStrip draws the strip's box: the action's name and the key hint, then a row of chips
// per group with its label; the picked chips lit, the hovered one brighter.
func (s *Battle) paintStrip(p *picture, c *game.Context, st *play.Strip, cl *chipLayout, hover int) {
	th, f := c.Theme, c.Fonts
	img := p.begin(int(cl.w)+tooltipShadow, int(cl.h)+tooltipShadow)
	w, h := float32(cl.w), float32(cl.h)
	vector.FillRect(img, tooltipShadow, tooltipShadow, w, h, th.Shadow, false)
	vector.FillRect(img, 0, 0, w, h, th.Surface, false)
	vector.FillRect(img, 0, 0, w, 3, th.Accent, false)
	vector.StrokeRect(img, 0.5, 0.5, w-1, h-1, 1, th.Edge, false)
	lw := game.Text(img, st.Label, f.Bold, stripPad, 7, th.Accent)
	game.Text(img, s.stripHint(st), f.Small, stripPad+lw+12, 9, th.TextDim)
	var lastRow float64 = -1
	for i, ch := range cl.chips {
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
		vector.FillRect(img, x, y, float32(ch.w), float32(ch.h), bg, false)
		vector.StrokeRect(img, x+0.5, y+0.5, float32(ch.w)-1, float32(ch.h)-1, 1, edge, false)
		if on {
			vector.FillCircle(img, x+8, y+float32(ch.h)/2, 3, th.AccentText, false)
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
