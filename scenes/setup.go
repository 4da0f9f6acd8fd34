package scenes

// Setup: rules, fog and seed, each side as human or AI with its player, and the units of each side.

import (
	"fmt"
	"image/color"
	"slices"
	"strconv"
	"strings"

	eimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/ai"
	"skirmish/app/mapcheck"
	"skirmish/combat"
	"skirmish/game"
	"skirmish/grid"
)

// Setup is the screen that sets a battle up and starts it.
type Setup struct {
	m *menu
	// age counts the frames since the screen opened: a click in the first ones is the
	// second of the double click that opened it, not a press of Start battle
	age   int
	path  string
	gm    *grid.Map
	spec  BattleSpec
	rules combat.Ruleset
	cat   *combat.Catalog
	// notes are warnings about the catalog or the map's spawns.
	notes []string
	thumb *ebiten.Image
	// painted is set once the thumbnail is drawn.
	painted  bool
	status   *widget.Text
	startBtn *widget.Button
	// noSpawns is set when the map spawns no units: said until a unit is added
	noSpawns   bool
	sideScroll *widget.ScrollContainer
	// live watches the map's files; reloadNote says what became of a change on disk, and
	// offer is set when a battle was started from this screen: a new version of the map is
	// then offered (setup_reload.go), never swapped under the players.
	live       liveMap
	reloadNote string
	battled    bool
	offer      bool
}

// setup panel geometry
const (
	setupLeftW  = 372
	setupThumbW = setupLeftW - 32
)

// doubleClickFrames is how long after a screen opens a click on it is still taken for the
// second of a double click on the screen before (half a second at 60 frames a second).
const doubleClickFrames = 30

// setupThumbH is the height of the map's thumbnail: smaller on a short screen.
func setupThumbH(k *kit) int { return max(90, min(176, k.H/4)) }

// thumbH is the thumbnail's height for this setup: setupThumbH, less on a short screen by the
// room the ruleset's options and the map's topology note take in the panel, so that the
// panel's rows and its status line stand clear of each other.
func (s *Setup) thumbH(c *game.Context) int {
	k := s.m.k
	h := setupThumbH(k)
	if k.H >= 720 {
		return h
	}
	extra := len(offeredOptions(s.spec.Rules))
	if s.topologyNote(combat.RulesetIDs()) != "" {
		extra++
	}
	return max(64, h-36*extra)
}

// NewSetup sets a battle up on the map at path (m, loaded from it): the map's ruleset (else
// delvers, else the first registered) among those that play the map's topology, its sides and
// the units of its spawns, a seed from c.Rand.
func NewSetup(c *game.Context, path string, m *grid.Map) (*Setup, error) {
	ids := mapcheck.PlayingOn(m.Topology)
	if len(ids) == 0 {
		return nil, fmt.Errorf("no ruleset of this game plays on %s maps", m.Topology)
	}
	id := m.Ruleset
	if !slices.Contains(ids, id) {
		id = ids[0]
		if slices.Contains(ids, mapcheck.DefaultRules) {
			id = mapcheck.DefaultRules
		}
	}
	s := &Setup{m: newMenu(c), path: path, gm: m}
	s.m.back = func(c *game.Context) { c.Pop() }
	s.m.help = []string{
		"Left and right change the rules, fog of war and who plays each side.",
		"Choose a unit to rename it or take it out; Add unit picks from the catalog.",
		fmt.Sprintf("Hot-seat: up to %d humans take turns at this computer, each by name.", MaxHumans),
	}
	if err := s.useRules(c, id, c.Rand.Uint64()%1_000_000); err != nil {
		return nil, err
	}
	s.live = newLiveMap(c, path, m)
	s.m.rebuild = s.build
	s.build(c)
	return s, nil
}

// Spec returns the battle as set up so far.
func (s *Setup) Spec() BattleSpec { return s.spec }

// build lays the screen out from the spec.
func (s *Setup) build(c *game.Context) {
	m, k := s.m, s.m.k
	if tw, th := k.px(setupThumbW), k.px(s.thumbH(c)); s.thumb == nil || s.thumb.Bounds().Dx() != tw || s.thumb.Bounds().Dy() != th {
		if s.thumb != nil {
			s.thumb.Deallocate()
		}
		s.thumb, s.painted = ebiten.NewImage(tw, th), false
	}
	n := newNav()
	scrollTop := 0.0
	if s.sideScroll != nil {
		scrollTop = s.sideScroll.ScrollTop
	}
	body := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(
		widget.GridLayoutOpts.Columns(2),
		widget.GridLayoutOpts.Stretch([]bool{false, true}, []bool{true}),
		widget.GridLayoutOpts.Spacing(k.px(20), k.px(0)),
		widget.GridLayoutOpts.Padding(k.insets(16, 32, 14, 32)),
	)))
	body.AddChild(s.battlePanel(c, n))
	body.AddChild(s.sidesPanel(c, n))

	back := k.button("Back", plainButton, 110, func() { c.Pop() })
	start := k.button("Start battle", primaryButton, 170, func() {
		if s.age > doubleClickFrames {
			s.start(c)
		}
	})
	s.startBtn = start
	n.add(&item{key: "back", w: back, activate: func() { c.Pop() }})
	n.add(&item{key: "start", w: start, activate: func() { s.start(c) }})
	title := s.gm.Title
	if title == "" {
		title = s.path
	}
	root := m.screen(c, "Set up the battle", title, m.steps(1), body, hintLine(c), back, start)
	m.setRoot(root, n, "start")
	s.sideScroll.ScrollTop = scrollTop
	s.refreshStatus()
}

// formRow is a label and a control side by side, the control at a fixed width.
func (s *Setup) formRow(label string, controls ...widget.PreferredSizeLocateableWidget) *widget.Container {
	k := s.m.k
	r := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(
		widget.GridLayoutOpts.Columns(2), widget.GridLayoutOpts.Stretch([]bool{true, false}, []bool{true}))),
		widget.ContainerOpts.WidgetOpts(stretch()))
	r.AddChild(k.label(label, &k.body, k.th.TextDim, 0,
		widget.WidgetOpts.LayoutData(widget.GridLayoutData{VerticalPosition: widget.GridLayoutPositionCenter})))
	box := k.row(8, nil)
	for _, w := range controls {
		box.AddChild(w)
	}
	r.AddChild(box)
	return r
}

// battlePanel is the left panel: the map, the rules, fog of war and the seed, and at its
// foot whether the battle is ready and any warnings.
func (s *Setup) battlePanel(c *game.Context, n *nav) *widget.Container {
	k := s.m.k
	var parts []widget.PreferredSizeLocateableWidget
	add := func(w widget.PreferredSizeLocateableWidget) { parts = append(parts, w) }
	frame := k.panelBox(k.inset, 0, k.insets(0, 0, 0, 0))
	frame.AddChild(k.graphic(s.thumb))
	add(frame)
	add(k.label(mapFacts(s.gm), &k.small, k.th.Accent, 0))
	// the map's description, whole, where the screen has room for it (the picker's card
	// shows it too)
	if d := s.gm.Description; d != "" && k.H >= 640 {
		room := 3
		if k.H >= 800 {
			room = 6
		}
		if len(k.wrap(shorten(d, maxShown), k.small, setupThumbW)) <= room {
			add(k.label(k.paragraph(d, k.small, setupThumbW, room), &k.small, k.th.TextDim, 0))
		}
	}
	add(k.spacer(0, 4))

	ids := combat.RulesetIDs()
	ri := slices.Index(ids, s.spec.Rules)
	stepRules := func(d int) {
		if len(ids) < 2 {
			return
		}
		next, refused := s.nextRules(ids, ri, d)
		if next != "" {
			if err := s.useRules(c, next, s.spec.Seed); err != nil {
				s.m.message(c, "Cannot use these rules", err.Error())
				return
			}
		}
		s.build(c)
		if refused != nil {
			s.m.message(c, "Not on this map", refused.Error())
		}
	}
	rules := k.cycler(rulesTitle(s.spec.Rules, s.spec.Options), 196, stepRules)
	add(s.formRow("Rules", rules))
	if note := s.topologyNote(ids); note != "" {
		add(k.label(k.paragraph(note, k.small, setupThumbW, 3), &k.small, k.th.TextDim, 0))
	}
	n.add(&item{key: "rules", w: rules, adjust: stepRules, activate: func() { stepRules(1) }})
	for _, o := range offeredOptions(s.spec.Rules) {
		cur := max(0, slices.Index(o.Values, s.spec.Options[o.Name]))
		step := func(d int) {
			s.spec.Options[o.Name] = o.Values[(cur+d+len(o.Values))%len(o.Values)]
			s.build(c)
		}
		w := k.cycler(o.Shown[cur], 196, step)
		add(s.formRow(o.Label, w))
		n.add(&item{key: "option:" + o.Name, w: w, adjust: step, activate: func() { step(1) }})
	}

	toggleFog := func(int) { s.spec.Fog = !s.spec.Fog; s.build(c) }
	fog := k.cycler(onOff(s.spec.Fog), 196, toggleFog)
	add(s.formRow("Fog of war", fog))
	n.add(&item{key: "fog", w: fog, adjust: toggleFog, activate: func() { toggleFog(1) }})

	digits := func(t string) (bool, *string) { return len(t) <= 19 && strings.Trim(t, "0123456789") == "", nil }
	seed := k.textField(strconv.FormatUint(s.spec.Seed, 10), "seed", 96, func(t string) {
		if v, err := strconv.ParseUint(t, 10, 64); err == nil {
			s.spec.Seed = v
		}
	}, nil, digits)
	reroll := k.buttonWith("Reroll", plainButton, 92, nil, k.insets(7, 12, 7, 12), func() { s.reroll(c) })
	add(s.formRow("Seed", seed, reroll))
	n.add(&item{key: "seed", w: seed, text: true})
	n.add(&item{key: "reroll", w: reroll, activate: func() { s.reroll(c) }})

	filler := len(parts)
	add(k.spacer(0, 0))
	s.reloadParts(c, n, add)
	s.status = k.label("", &k.small, k.th.Good, setupThumbW)
	add(s.status)
	notes := s.notes
	if s.noSpawns && s.unitCount() == 0 {
		notes = append([]string{errNoSpawns.Error()}, notes...)
	}
	for _, note := range notes {
		add(k.label(k.paragraph(note, k.small, setupThumbW, 3), &k.small, k.th.Danger, 0))
	}
	rows := make([]bool, len(parts))
	rows[filler] = true
	p := widget.NewContainer(
		widget.ContainerOpts.BackgroundImage(k.panel),
		widget.ContainerOpts.WidgetOpts(k.minSize(setupLeftW, 0)),
		widget.ContainerOpts.Layout(widget.NewGridLayout(widget.GridLayoutOpts.Columns(1),
			widget.GridLayoutOpts.Stretch([]bool{true}, rows), widget.GridLayoutOpts.Spacing(k.px(0), k.px(10)),
			widget.GridLayoutOpts.Padding(k.insets(16, 16, 16, 16)))))
	p.AddChild(parts...)
	return p
}

// onOff writes a switch's state.
func onOff(b bool) string {
	if b {
		return "On"
	}
	return "Off"
}

// reroll picks a new seed.
func (s *Setup) reroll(c *game.Context) {
	s.spec.Seed = c.Rand.Uint64() % 1_000_000
	s.build(c)
}

// sidesPanel is the right part: a panel per side in a scrolling grid.
func (s *Setup) sidesPanel(c *game.Context, n *nav) *widget.ScrollContainer {
	k := s.m.k
	room := k.W - 64 - setupLeftW - 20 - 14
	cols := 2
	if len(s.spec.Sides) == 1 || room < 2*360+16 {
		cols = 1
	}
	colW := (room-16*(cols-1))/cols - 4 // room for a pixel of rounding in each panel
	grid := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(
		widget.GridLayoutOpts.Columns(cols), widget.GridLayoutOpts.Spacing(k.px(16), k.px(16)),
		widget.GridLayoutOpts.Stretch(slices.Repeat([]bool{true}, cols), nil))))
	var items []*item
	for i := range s.spec.Sides {
		grid.AddChild(s.sidePanel(c, &items, i, colW))
	}
	s.sideScroll = widget.NewScrollContainer(
		widget.ScrollContainerOpts.Content(grid),
		widget.ScrollContainerOpts.StretchContentWidth(),
		widget.ScrollContainerOpts.Padding(k.insets(0, 14, 0, 0)),
		widget.ScrollContainerOpts.Image(&widget.ScrollContainerImage{Idle: eimage.NewNineSliceColor(color.RGBA{}),
			Mask: eimage.NewNineSliceColor(color.White)}),
	)
	for _, it := range items {
		it.scroll = s.sideScroll
		n.add(it)
	}
	s.m.scrolls = []*widget.ScrollContainer{s.sideScroll}
	return s.sideScroll
}

// sidePanel is one side's panel: its name and colour, who plays it, the player's name, and
// its units with Add unit.
func (s *Setup) sidePanel(c *game.Context, items *[]*item, i, w int) *widget.Container {
	k := s.m.k
	side := &s.spec.Sides[i]
	p := k.panelBox(k.panel, 8, k.insets(14, 16, 14, 16), k.minSize(w, 0))
	head := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(
		widget.GridLayoutOpts.Columns(2), widget.GridLayoutOpts.Stretch([]bool{true, false}, []bool{true}))),
		widget.ContainerOpts.WidgetOpts(stretch()))
	name := k.row(10, nil)
	name.AddChild(k.swatch(c.Theme.Side(i), 18))
	name.AddChild(k.label(side.Name, &k.title, k.th.Text, 0, centred()))
	head.AddChild(name)
	count := "no units: sits out"
	if len(side.Units) > 0 {
		count = plural(len(side.Units), "unit")
	}
	head.AddChild(k.label(count, &k.small, k.th.TextDim, 0,
		widget.WidgetOpts.LayoutData(widget.GridLayoutData{VerticalPosition: widget.GridLayoutPositionCenter})))
	p.AddChild(head)

	stepCtl := func(d int) {
		next := (controllerOf(*side) + d + len(controllers)) % len(controllers)
		side.Human = next == 0
		if next > 0 {
			side.Level = ai.Level(next - 1)
		} else if side.Player == "" {
			side.Player = s.freePlayerName()
		}
		s.build(c)
	}
	key := "side" + strconv.Itoa(i)
	ctl := k.cycler(controllers[controllerOf(*side)], 196, stepCtl)
	p.AddChild(s.formRow("Played by", ctl))
	*items = append(*items, &item{key: key + ":ctl", w: ctl, adjust: stepCtl, activate: func() { stepCtl(1) }})
	if side.Human {
		player := k.textField(side.Player, "player's name", 196, func(t string) {
			side.Player = t
			s.refreshStatus()
		}, nil, nil)
		p.AddChild(s.formRow("Player", player))
		*items = append(*items, &item{key: key + ":player", w: player, text: true})
	}
	p.AddChild(k.spacer(0, 2))
	p.AddChild(k.label("UNITS", &k.smallBold, k.th.TextDim, 0))
	for j := range side.Units {
		row, btn := s.unitRow(c, i, j, w-32)
		p.AddChild(row)
		*items = append(*items, &item{key: fmt.Sprintf("%s:unit:%s", key, side.Units[j].Name), w: btn,
			activate: func() { s.editUnit(c, i, j) }})
	}
	add := k.buttonWith("+  Add unit", ghostButton, w-32, nil, k.insets(6, 12, 6, 12), func() { s.addUnit(c, i) })
	p.AddChild(add)
	*items = append(*items, &item{key: key + ":add", w: add, activate: func() { s.addUnit(c, i) }})
	return p
}

// unitRow is one unit as a selectable row: its name, its kind and its square.
func (s *Setup) unitRow(c *game.Context, i, j, w int) (*widget.Container, *widget.Button) {
	k := s.m.k
	u := s.spec.Sides[i].Units[j]
	box := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewStackedLayout()), widget.ContainerOpts.WidgetOpts(stretch()))
	btn := k.surface(k.btnGhost, w, 28, func() { s.editUnit(c, i, j) })
	box.AddChild(btn)
	cols := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(
		widget.GridLayoutOpts.Columns(3), widget.GridLayoutOpts.Spacing(k.px(10), k.px(0)),
		widget.GridLayoutOpts.Padding(k.insets(5, 10, 5, 10)),
		widget.GridLayoutOpts.Stretch([]bool{true, false, false}, []bool{true}))))
	mid := widget.WidgetOpts.LayoutData(widget.GridLayoutData{VerticalPosition: widget.GridLayoutPositionCenter})
	cols.AddChild(k.label(u.Name, &k.body, k.th.Text, 0, mid))
	cols.AddChild(k.label(s.kindName(u.Kind), &k.small, k.th.TextDim, 0, mid))
	cols.AddChild(k.label(fmt.Sprintf("%d, %d", u.Pos.X, u.Pos.Y), &k.small, mix(k.th.TextDim, k.th.Surface, 0.3), 0,
		mid, k.minSize(44, 0)))
	box.AddChild(cols)
	return box, btn
}

// kindName is a catalog id's entry name, or the id itself.
func (s *Setup) kindName(id string) string {
	if e, ok := s.cat.Lookup(id); ok {
		return strings.ToLower(e.Name)
	}
	return id
}

// unitCount is how many units the sides have.
func (s *Setup) unitCount() int {
	n := 0
	for _, side := range s.spec.Sides {
		n += len(side.Units)
	}
	return n
}

// freePlayerName is "Player N" for the smallest N no human has.
func (s *Setup) freePlayerName() string {
	for n := 1; ; n++ {
		name := "Player " + strconv.Itoa(n)
		taken := false
		for _, side := range s.spec.Sides {
			taken = taken || (side.Human && strings.EqualFold(side.Player, name))
		}
		if !taken {
			return name
		}
	}
}

// refreshStatus writes whether the battle can start, and who fights whom.
func (s *Setup) refreshStatus() {
	if s.status == nil {
		return
	}
	err := s.spec.Check()
	if s.startBtn != nil {
		s.startBtn.GetWidget().Disabled = err != nil // lit once the battle can start
	}
	if err != nil {
		s.status.Label = err.Error()
		s.status.SetColor(s.m.k.th.Danger)
		return
	}
	var parts []string
	humans := 0
	for _, side := range s.spec.Sides {
		if len(side.Units) > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", len(side.Units), side.Name))
		}
		if side.Human {
			humans++
		}
	}
	mode := "solo against the AI"
	switch {
	case humans == 0:
		mode = "AI against AI"
	case humans > 1:
		mode = fmt.Sprintf("hot-seat for %d players", humans)
	}
	s.status.Label = "Ready: " + strings.Join(parts, " against ") + ", " + mode + "."
	s.status.SetColor(s.m.k.th.Good)
}

// entrySummary describes a catalog entry in one line.
func entrySummary(e combat.CatalogEntry) string {
	var ws []string
	for _, w := range e.Weapons {
		ws = append(ws, w.Name+" "+w.Damage.String())
	}
	return fmt.Sprintf("%s · %d hp · AC %d · speed %d · %s", e.Role, e.HP, e.AC, e.Speed, strings.Join(ws, ", "))
}

// editUnit opens a unit's dialog: rename it or take it out.
func (s *Setup) editUnit(c *game.Context, i, j int) {
	k := s.m.k
	u := s.spec.Sides[i].Units[j]
	msg := fmt.Sprintf("%s of %s, on square %d, %d.", s.kindName(u.Kind), s.spec.Sides[i].Name, u.Pos.X, u.Pos.Y)
	if e, ok := s.cat.Lookup(u.Kind); ok {
		msg += "\n" + entrySummary(e)
	}
	var field *widget.TextInput
	save := func() {
		name := strings.TrimSpace(field.GetText())
		if name == "" || name == u.Name {
			return
		}
		for _, side := range s.spec.Sides {
			for _, o := range side.Units {
				if o.Name == name {
					s.m.message(c, "That name is taken", fmt.Sprintf("A unit of %s is already called %s.", side.Name, name))
					return
				}
			}
		}
		s.spec.Sides[i].Units[j].Name = name
		s.build(c)
		s.m.nav.selectKey(fmt.Sprintf("side%d:unit:%s", i, name))
	}
	remove := func() {
		units := s.spec.Sides[i].Units
		s.spec.Sides[i].Units = append(units[:j:j], units[j+1:]...)
		s.build(c)
	}
	box := k.column(6, nil, stretch())
	box.AddChild(k.label("Name", &k.smallBold, k.th.TextDim, 0))
	field = k.textField(u.Name, "unit's name", dialogWidth, nil, func() {
		s.m.closeDialog()
		save()
	}, nil)
	box.AddChild(field)
	d := s.m.openDialog(c, u.Name, msg, box, []*item{{key: "name", w: field, text: true}},
		choice{label: "Remove unit", style: dangerButton, run: remove},
		choice{label: "Cancel"},
		choice{label: "Save", style: primaryButton, run: save})
	d.nav.cur = 0
}

// addUnit opens the catalog to add a unit to side i.
func (s *Setup) addUnit(c *game.Context, i int) {
	k := s.m.k
	list := k.column(4, nil)
	var items []*item
	for _, e := range s.cat.Entries {
		e := e
		run := func() {
			s.m.closeDialog()
			if err := s.spec.AddUnit(s.gm, i, e); err != nil {
				s.m.message(c, "No room", err.Error())
				return
			}
			s.build(c)
			units := s.spec.Sides[i].Units
			s.m.nav.selectKey(fmt.Sprintf("side%d:unit:%s", i, units[len(units)-1].Name))
		}
		box := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewStackedLayout()))
		btn := k.surface(k.btnGhost, dialogWidth, 0, run)
		box.AddChild(btn)
		col := k.column(1, k.insets(6, 10, 6, 10))
		col.AddChild(k.label(e.Name, &k.bold, k.th.Text, 0))
		col.AddChild(k.label(entrySummary(e), &k.small, k.th.TextDim, 0))
		box.AddChild(col)
		list.AddChild(box)
		items = append(items, &item{key: "entry:" + e.ID, w: btn, activate: run})
	}
	sc := widget.NewScrollContainer(
		widget.ScrollContainerOpts.Content(list),
		widget.ScrollContainerOpts.StretchContentWidth(),
		widget.ScrollContainerOpts.Image(&widget.ScrollContainerImage{Idle: eimage.NewNineSliceColor(color.RGBA{}),
			Mask: eimage.NewNineSliceColor(color.White)}),
		widget.ScrollContainerOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true,
			MaxHeight: k.px(min(380, k.H-260))})),
	)
	for _, it := range items {
		it.scroll = sc
	}
	d := s.m.openDialog(c, "Add a unit to "+s.spec.Sides[i].Name, "", sc, items, choice{label: "Cancel"})
	d.nav.cur = 0
	s.m.scrolls = append(s.m.scrolls, sc)
}

// start checks the battle and hands it to StartBattle.
func (s *Setup) start(c *game.Context) {
	if err := s.spec.Check(); err != nil {
		s.m.message(c, "Not ready yet", err.Error())
		return
	}
	if StartBattle == nil {
		var lines []string
		for _, side := range s.spec.Sides {
			if len(side.Units) > 0 {
				lines = append(lines, fmt.Sprintf("•  %s: %s, %s", side.Name, side.Who(), plural(len(side.Units), "unit")))
			}
		}
		s.m.message(c, "The battle screen is not built yet",
			"The battle is set up, but the deploy and battle screens are still being made, so it cannot be "+
				"played here yet (skirmish sim plays AI battles headless).\n\n"+
				fmt.Sprintf("%s, rules of %s, fog of war %s, seed %d:\n", s.gm.Title, rulesTitle(s.spec.Rules, s.spec.Options), strings.ToLower(onOff(s.spec.Fog)), s.spec.Seed)+
				strings.Join(lines, "\n"))
		return
	}
	s.battled = true
	StartBattle(c, s.spec)
}

// Update reloads the map when its files change on disk (setup_reload.go), then runs the menu.
func (s *Setup) Update(c *game.Context) error {
	s.age++
	s.reloadIfChanged(c)
	s.m.update(c)
	return nil
}

// Draw paints the thumbnail once, then the screen.
func (s *Setup) Draw(screen *ebiten.Image, c *game.Context) {
	if !s.painted {
		s.painted = true
		game.DrawThumbnail(s.thumb, s.gm, c.Theme, c.Fonts)
	}
	drawBackdrop(screen, c)
	s.m.draw(screen)
	if s.m.dlg == nil {
		s.m.drawScrollBar(screen, c, s.sideScroll)
	} else {
		for _, sc := range s.m.scrolls[1:] {
			s.m.drawScrollBar(screen, c, sc)
		}
	}
}
