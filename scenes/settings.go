package scenes

// Settings: UI scale, fullscreen, palette, animation and scroll speed, and the key bindings.

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strings"

	eimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/game"
)

// Settings is the settings screen (from the title; the pause menu reuses it). Changes apply
// at once; leaving the screen saves them.
type Settings struct {
	m *menu
	s game.Settings
	// capture is the key slot waiting for a key press, or nil.
	capture *keySlot
	// note is the last thing that happened, shown in the footer.
	note      string
	keyScroll *widget.ScrollContainer
	keyList   *widget.Container // the keys table's rows, in keyScroll
	changed   bool
	// soundPage shows the sound's settings in the left column instead of the display's and
	// the battle's (settings_sound.go)
	soundPage bool
}

// keySlot is one of a meaning's two slots: its main key (0) or its other keys (1).
type keySlot struct {
	a    game.Action
	slot int
}

// NewSettings shows the settings in force.
func NewSettings(c *game.Context) *Settings {
	s := &Settings{m: newMenu(c), s: c.Settings.Clone()}
	s.m.back = func(c *game.Context) { s.leave(c) }
	s.m.help = []string{"Left and right change a setting; it applies at once and is saved when you leave.",
		"Choose a key slot, then press the new key: Esc cancels, Backspace clears the other keys.",
		"Each meaning has a main key and other keys; menus and the map share the arrows on purpose."}
	s.m.rebuild = s.build
	s.build(c)
	return s
}

// animationNames name the animation speeds.
var animationNames = map[float64]string{0.5: "Slow", 1: "Normal", 2: "Fast", 4: "Very fast"}

// stepFloat moves v to the next (d = 1) or previous step of steps, from the step nearest v.
func stepFloat(v float64, steps []float64, d int) float64 {
	i := 0
	for j, x := range steps {
		if abs64(x-v) < abs64(steps[i]-v) {
			i = j
		}
	}
	return steps[max(0, min(len(steps)-1, i+d))]
}

func abs64(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}

// build lays the screen out.
func (s *Settings) build(c *game.Context) {
	m, k := s.m, s.m.k
	n := newNav()
	scrollTop := 0.0
	if s.keyScroll != nil {
		scrollTop = s.keyScroll.ScrollTop
	}
	body := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(
		widget.GridLayoutOpts.Columns(2),
		widget.GridLayoutOpts.Stretch([]bool{false, true}, []bool{true}),
		widget.GridLayoutOpts.Spacing(k.px(20), k.px(0)),
		widget.GridLayoutOpts.Padding(k.insets(16, 32, 14, 32)),
	)))
	left := k.column(16, nil)
	if s.soundPage {
		left.AddChild(s.soundPanel(c, n))
	} else {
		left.AddChild(s.displayPanel(c, n))
		left.AddChild(s.battlePanel(c, n))
	}
	if c.Files.Settings == "" || c.SettingsErr != nil { // else the subtitle names the file
		left.AddChild(s.filePanel(c))
	}
	body.AddChild(left)
	body.AddChild(s.keysPanel(c, n))

	back := k.button("Done", primaryButton, 130, func() { s.leave(c) })
	n.add(&item{key: "done", w: back, activate: func() { s.leave(c) }})
	sub := "Changes apply at once and are saved when you leave."
	if c.Files.Settings != "" {
		sub = "Changes apply at once and are saved to " + c.Files.Settings + " when you leave."
	}
	if c.SettingsErr != nil {
		sub = "Your settings file could not be read, so these are the defaults: saving replaces the file."
		if game.SettingsReadInPart(c.SettingsErr) {
			sub = "Part of your settings file could not be read: those settings are the defaults; saving replaces the file."
		}
	}
	if c.Scale < s.s.UIScale {
		sub = scaleCapped(s.s.UIScale, c.Scale)
	}
	hints := hintLine(c)
	if s.note != "" {
		hints = s.note
	}
	root := m.screen(c, "Settings", sub, nil, body, hints, back)
	m.setRoot(root, n, "scale")
	s.keyScroll.ScrollTop = scrollTop
}

// setting adds a row with a cycler to p and its item to n.
func (s *Settings) setting(c *game.Context, p *widget.Container, n *nav, key, label, value string, step func(int)) {
	k := s.m.k
	run := func(d int) {
		step(d)
		s.apply(c)
		s.build(c)
	}
	cy := k.cycler(value, s.valueW(c), run)
	r := s.settingRow()
	r.AddChild(k.label(label, &k.body, k.th.Text, s.labelW(c),
		widget.WidgetOpts.LayoutData(widget.GridLayoutData{VerticalPosition: widget.GridLayoutPositionCenter})))
	r.AddChild(cy)
	p.AddChild(r)
	n.add(&item{key: key, w: cy, adjust: run, activate: func() { run(1) }})
}

// valueW is the width of a setting's value (its cycler or button): narrower in the narrower
// panels of a narrow screen.
func (s *Settings) valueW(c *game.Context) int {
	if s.panelW(c) < 480 {
		return 160
	}
	return 200
}

// labelW is the most a setting's label takes beside its value, a clear gap between them: a
// longer one wraps.
func (s *Settings) labelW(c *game.Context) float64 {
	return float64(s.panelW(c) - 36 - settingGap - s.valueW(c) - 4)
}

// settingGap is the least room between a setting's label and its value.
const settingGap = 16

// settingRow is a setting's row: its label stretched, a gap, its value.
func (s *Settings) settingRow() *widget.Container {
	k := s.m.k
	return widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(
		widget.GridLayoutOpts.Columns(2), widget.GridLayoutOpts.Spacing(k.px(settingGap), 0),
		widget.GridLayoutOpts.Stretch([]bool{true, false}, []bool{true}))),
		widget.ContainerOpts.WidgetOpts(stretch()))
}

// section is a panel with a title.
func (s *Settings) section(title string, w int) *widget.Container {
	k := s.m.k
	gap, pad := 10, k.insets(16, 18, 18, 18)
	if k.H < 640 { // the smallest screens: both panels stand above the footer
		gap, pad = 6, k.insets(12, 18, 12, 18)
	}
	p := k.panelBox(k.panel, gap, pad, k.minSize(w, 0))
	p.AddChild(k.label(title, &k.title, k.th.Accent, 0))
	return p
}

// displayPanel holds the UI scale, fullscreen and the palette.
func (s *Settings) displayPanel(c *game.Context, n *nav) *widget.Container {
	k := s.m.k
	p := s.section("Display", s.panelW(c))
	s.setting(c, p, n, "scale", "UI scale", fmt.Sprintf("%d%%", int(s.s.UIScale*100+0.5)), func(d int) {
		s.s.UIScale = stepFloat(s.s.UIScale, game.UIScales, d)
	})
	s.setting(c, p, n, "fullscreen", "Fullscreen", onOff(s.s.Fullscreen), func(int) { s.s.Fullscreen = !s.s.Fullscreen })
	s.setting(c, p, n, "palette", "Colour-blind-safe side colours", onOff(s.s.ColourBlind), func(int) {
		s.s.ColourBlind = !s.s.ColourBlind
	})
	chips := k.row(6, k.insets(2, 0, 0, 0))
	for i := 0; i < 6; i++ {
		chips.AddChild(k.swatch(c.Theme.Side(i), 20))
	}
	name := "Classic: blue, red, green, gold, purple, teal"
	if s.s.ColourBlind {
		name = "Okabe–Ito: safe for common colour blindness" // one line, as the classic one: the panels below stay put
	}
	chips.AddChild(k.spacer(6, 0))
	chips.AddChild(k.label(name, &k.small, k.th.TextDim, float64(s.panelW(c)-36-6*26-6), centred()))
	p.AddChild(chips)
	return p
}

// scaleCapped says that the window shows a smaller UI scale than the one asked for, and the
// window that the asked one needs.
func scaleCapped(asked, shown float64) string {
	return fmt.Sprintf("This window shows %d%%: %d%% needs one of %d×%d or more.", int(shown*100+0.5), int(asked*100+0.5),
		int(math.Ceil(game.MinWidth*asked)), int(math.Ceil(game.MinHeight*asked)))
}

// battlePanel holds the animation and scroll speeds and whether the AI answers your prompts.
func (s *Settings) battlePanel(c *game.Context, n *nav) *widget.Container {
	p := s.section("Battle", s.panelW(c))
	s.setting(c, p, n, "animation", "Animation speed", animationNames[stepFloat(s.s.AnimationSpeed, game.AnimationSpeeds, 0)], func(d int) {
		s.s.AnimationSpeed = stepFloat(s.s.AnimationSpeed, game.AnimationSpeeds, d)
	})
	s.setting(c, p, n, "scroll", "Map scroll speed", fmt.Sprintf("%d of %d", s.s.ScrollSpeed, game.MaxScrollSpeed), func(d int) {
		s.s.ScrollSpeed = max(game.MinScrollSpeed, min(game.MaxScrollSpeed, s.s.ScrollSpeed+d))
	})
	s.setting(c, p, n, "prompts", "Answer prompts automatically", onOff(s.s.AutoPrompts), func(int) {
		s.s.AutoPrompts = !s.s.AutoPrompts
	})
	s.soundRow(c, p, n)
	return p
}

// filePanel says where the settings are kept, and what was wrong with the file if it did not
// read.
func (s *Settings) filePanel(c *game.Context) *widget.Container {
	k := s.m.k
	w := s.panelW(c)
	p := k.panelBox(k.inset, 6, k.insets(14, 18, 14, 18), k.minSize(w, 0))
	switch {
	case c.Files.Settings == "":
		p.AddChild(k.label("These settings are not saved to a file.", &k.small, k.th.TextDim, float64(w-20)))
	case c.SettingsErr != nil:
		head := "Your settings file could not be read"
		if game.SettingsReadInPart(c.SettingsErr) {
			head = "Part of your settings file could not be read"
		}
		p.AddChild(k.label(head, &k.bold, k.th.Danger, 0))
		p.AddChild(k.label(k.paragraph(c.SettingsErr.Error(), k.small, float64(w-36), 4), &k.small, k.th.Text, 0))
		p.AddChild(k.label("It is left as it is until you change a setting here.", &k.small, k.th.TextDim, 0))
	default:
		p.AddChild(k.label("Saved in", &k.smallBold, k.th.TextDim, 0))
		p.AddChild(k.label(k.paragraph(c.Files.Settings, k.small, float64(w-36), 2), &k.small, k.th.Text, 0))
	}
	return p
}

// keysPanel lists every meaning with its keys, each slot rebindable.
func (s *Settings) keysPanel(c *game.Context, n *nav) *widget.Container {
	k := s.m.k
	p := s.section("Keys", 0)
	p.GetWidget().LayoutData = widget.GridLayoutData{}
	list := k.column(4, nil)
	head := s.keyGrid()
	for i, h := range []string{"MEANING", "KEY", "OTHER KEYS"} {
		head.AddChild(k.label(h, &k.smallBold, k.th.TextDim, 0, k.minSize(map[bool]int{true: keySlotW(k)}[i > 0], 0)))
	}
	p.AddChild(head)
	var items []*item
	// the meaning's column: what the panel leaves beside the two key slots (a long meaning wraps)
	// (less a few pixels for the rounding of each part at a UI scale)
	meaningW := k.W - 64 - 20 - s.panelW(c) - 36 - 24 - 2*keySlotW(k) - 24 - 6
	for _, a := range game.Actions() {
		row := s.keyGrid()
		mid := widget.WidgetOpts.LayoutData(widget.GridLayoutData{VerticalPosition: widget.GridLayoutPositionCenter})
		row.AddChild(k.label(a.String(), &k.body, k.th.Text, float64(meaningW), mid))
		keys := c.Input.Keys.KeysOf(a)
		for slot := 0; slot < 2; slot++ {
			ks := &keySlot{a, slot}
			label := "—"
			switch {
			case slot == 0 && len(keys) > 0:
				label = keys[0]
			case slot == 1 && len(keys) > 1:
				label = strings.Join(keys[1:], ", ")
			}
			col := k.th.Text
			if s.capture != nil && *s.capture == *ks {
				label, col = "press a key…", k.th.Accent
			}
			face, label := slotFace(k, label)
			box := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewStackedLayout()))
			run := func() { s.startCapture(c, ks) }
			btn := k.surface(k.btnPlain, keySlotW(k), 30, run)
			box.AddChild(btn)
			box.AddChild(k.label(label, face, col, 0, widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{})))
			wrapCentre(box)
			row.AddChild(box)
			items = append(items, &item{key: fmt.Sprintf("key:%s:%d", a.ID(), slot), w: btn, activate: run})
		}
		list.AddChild(row)
	}
	s.keyList = list
	s.keyScroll = widget.NewScrollContainer(
		widget.ScrollContainerOpts.Content(list),
		widget.ScrollContainerOpts.StretchContentWidth(),
		widget.ScrollContainerOpts.Image(&widget.ScrollContainerImage{Idle: eimage.NewNineSliceColor(color.RGBA{}),
			Mask: eimage.NewNineSliceColor(color.White)}),
		widget.ScrollContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true,
			MaxHeight: k.px(max(160, k.H-290))})),
	)
	for _, it := range items {
		it.scroll = s.keyScroll
		n.add(it)
	}
	s.m.scrolls = []*widget.ScrollContainer{s.keyScroll}
	p.AddChild(s.keyScroll)
	reset := k.buttonWith("Reset keys to defaults", ghostButton, 0, nil, k.insets(6, 14, 6, 14), func() { s.resetKeys(c) })
	p.AddChild(reset)
	n.add(&item{key: "reset-keys", w: reset, activate: func() { s.resetKeys(c) }})
	return p
}

// slotFace is the face a key slot's label is written in, and the label: bold, smaller when
// it is too wide for the slot ("Num Enter, Space" on a narrow screen), and when even that is
// too wide, its first key and how many more ("Num Enter +1").
func slotFace(k *kit, label string) (*text.Face, string) {
	room := k.pxf(float64(keySlotW(k) - 14))
	if measure(label, k.bold) <= room {
		return &k.bold, label
	}
	if measure(label, k.smallBold) <= room {
		return &k.smallBold, label
	}
	parts := strings.Split(label, ", ")
	if len(parts) > 1 {
		return &k.smallBold, fmt.Sprintf("%s +%d", parts[0], len(parts)-1)
	}
	return &k.smallBold, label
}

// keySlotW is the width of a key slot: narrower on a narrow screen, so that the keys
// table's three columns stand in its panel.
func keySlotW(k *kit) int {
	if k.W < 1180 {
		return 108
	}
	return 150
}

// panelW is the width of the left column's panels: narrower on a narrow screen, leaving
// the keys table its room.
func (s *Settings) panelW(c *game.Context) int {
	k := s.m.k
	if k.W < 1180 {
		return 420
	}
	return 480
}

// keyGrid is a row of the keys list: meaning, key, other keys.
func (s *Settings) keyGrid() *widget.Container {
	k := s.m.k
	return widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(
		widget.GridLayoutOpts.Columns(3), widget.GridLayoutOpts.Spacing(k.px(12), k.px(0)),
		widget.GridLayoutOpts.Stretch([]bool{true, false, false}, []bool{true}))),
		widget.ContainerOpts.WidgetOpts(stretch(), k.minSize(0, 0)))
}

// wrapCentre centres a stacked box's label over its button.
func wrapCentre(box *widget.Container) {
	ch := box.Children()
	if len(ch) != 2 {
		return
	}
	if t, ok := ch[1].(*widget.Text); ok {
		t.SetPosition(&widget.TextPositioning{HTextPosition: widget.TextPositionCenter, VTextPosition: widget.TextPositionCenter})
	}
}

// startCapture waits for the next key for a slot.
func (s *Settings) startCapture(c *game.Context, ks *keySlot) {
	s.capture = ks
	s.note = fmt.Sprintf("Press the new key for %s (Esc cancels, Backspace clears its other keys).", strings.ToLower(ks.a.String()))
	s.build(c)
}

// captureKey takes the key pressed this frame, if any, for the slot waiting for one.
func (s *Settings) captureKey(c *game.Context) {
	key, ok := c.Input.Key()
	if !ok {
		return
	}
	ks := *s.capture
	s.capture = nil
	keys := s.s.Keys[ks.a]
	switch {
	case key == ebiten.KeyEscape:
		s.note = "Nothing changed."
	case key == ebiten.KeyBackspace && ks.slot == 1:
		if len(keys) > 0 {
			s.s.Keys[ks.a] = keys[:1:1]
		}
		s.note = fmt.Sprintf("%s has only its main key now.", ks.a)
	default:
		var next []ebiten.Key
		if ks.slot == 0 {
			next = append(next, key)
			for _, k := range keys[min(1, len(keys)):] {
				if k != key {
					next = append(next, k)
				}
			}
		} else {
			if len(keys) > 0 && keys[0] != key {
				next = append(next, keys[0])
			}
			next = append(next, key)
		}
		s.s.Keys[ks.a] = next
		s.note = fmt.Sprintf("%s: %s.", ks.a, strings.Join(keysNames(next), ", "))
		if others := s.alsoBound(ks.a, key); len(others) > 0 {
			s.note += " " + game.KeyName(key) + " also means: " + strings.Join(others, ", ") + "."
		}
	}
	s.apply(c)
	s.build(c)
}

// keysNames names keys.
func keysNames(ks []ebiten.Key) []string {
	out := make([]string, len(ks))
	for i, k := range ks {
		out[i] = game.KeyName(k)
	}
	return out
}

// alsoBound lists the other meanings bound to key.
func (s *Settings) alsoBound(a game.Action, key ebiten.Key) []string {
	var out []string
	for _, b := range game.Actions() {
		if b != a && slices.Contains(s.s.Keys[b], key) {
			out = append(out, strings.ToLower(b.String()))
		}
	}
	return out
}

// resetKeys puts the default keys back.
func (s *Settings) resetKeys(c *game.Context) {
	s.s.Keys = game.DefaultKeyMap()
	s.note = "The keys are back to their defaults."
	s.apply(c)
	s.build(c)
}

// apply puts the screen's settings in force.
func (s *Settings) apply(c *game.Context) {
	s.changed = true
	c.Apply(s.s)
	*s.m.k = *s.m.kitFor(c) // the palette may have changed
}

// leave saves the settings (when they changed) and closes the screen.
func (s *Settings) leave(c *game.Context) {
	if s.changed {
		if err := c.SaveSettings(); err != nil {
			s.m.openDialog(c, "Settings not saved", err.Error()+"\n\nThey stay in force until you quit.", nil, nil,
				choice{label: "Stay here"},
				choice{label: "Leave anyway", style: primaryButton, run: func() { c.Pop() }})
			return
		}
	}
	c.Pop()
}

// Update takes a key for a waiting slot, else runs the menu.
func (s *Settings) Update(c *game.Context) error {
	if s.capture != nil {
		s.captureKey(c)
		return nil
	}
	s.m.update(c)
	return nil
}

// Draw paints the screen.
func (s *Settings) Draw(screen *ebiten.Image, c *game.Context) {
	drawBackdrop(screen, c)
	s.m.draw(screen)
	if s.m.dlg == nil {
		s.m.drawScrollBar(screen, c, s.keyScroll)
	}
}
