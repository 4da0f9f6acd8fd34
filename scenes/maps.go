package scenes

// Map picker: the user's own maps (first, when there are any) and the bundled ones, as cards with a thumbnail; broken maps say why.

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"path/filepath"
	"strings"

	eimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/app/mapcheck"
	"skirmish/app/mapkit"
	"skirmish/game"
	"skirmish/grid"
)

// Card geometry.
const (
	cardW, cardH   = 228, 240 // a card with three lines of description; more make it taller
	maxDescLines   = 10
	cardPad        = 11
	thumbW, thumbH = cardW - 2*cardPad, 110
	cardGap        = 16
)

// mapEntry is one map file the picker offers.
type mapEntry struct {
	path    string
	bundled bool
	m       *grid.Map
	err     error
	// checked is what mapcheck finds wrong with a map that loads (errors and warnings): a
	// map whose spawns name a unit no catalog has still opens, with the problem on its card.
	checked grid.Problems
	thumb   *ebiten.Image
	painted bool
}

// title names the entry: the map's title, else its file name.
func (e *mapEntry) title() string {
	if e.m != nil && e.m.Title != "" {
		return e.m.Title
	}
	return filepath.Base(e.path)
}

// problems are the entry's load problems, one per line.
func (e *mapEntry) problems() grid.Problems { return grid.ProblemsOf(e.path, e.err) }

// MapPicker is the screen that picks the map of a new battle.
type MapPicker struct {
	m        *menu
	entries  []*mapEntry
	selected *mapEntry
	scroll   *widget.ScrollContainer
	// cardH is the cards' height, for the longest description shown
	cardH int
	// watch sees the maps' files and folders change on disk: the list is made again then
	watch *game.Watch
}

// NewMapPicker loads the bundled maps and the user's maps and shows them.
func NewMapPicker(c *game.Context) *MapPicker {
	p := &MapPicker{m: newMenu(c)}
	p.m.back = func(c *game.Context) { c.Pop() }
	p.m.help = []string{"Bundled maps come with the game; your maps are the Tiled maps (.tmx, .tmj) in your maps folder and the folders in it.",
		"A map that cannot be loaded shows why on its card: choose it to read every problem.",
		"After adding or fixing a map, choose Refresh."}
	p.load(c)
	p.m.rebuild = p.build
	p.build(c)
	return p
}

// load reads every map (bundled first, then the user's: every map in the maps folder and
// the folders below it, in path order) and checks each.
func (p *MapPicker) load(c *game.Context) {
	p.entries = nil
	cs := mapcheck.Registered(c.Files.Catalog)
	for _, path := range c.Files.Bundled {
		p.entries = append(p.entries, loadEntry(path, true, cs))
	}
	if c.Files.UserMaps != "" {
		found, _ := grid.MapFiles(c.Files.UserMaps)
		for _, path := range found {
			p.entries = append(p.entries, loadEntry(path, false, cs))
		}
	}
	p.selected = nil
	p.watch = p.watchFiles(c)
}

// watchFiles watches every file the listed maps were read from, and the folders where maps are
// listed from (the maps folder and every folder below it, the bundled maps' folder), so that a
// map saved, added or removed there shows at once.
func (p *MapPicker) watchFiles(c *game.Context) *game.Watch {
	var files, folders []string
	for _, e := range p.entries {
		if e.m != nil {
			files = append(files, e.m.Sources...)
		} else {
			files = append(files, e.path)
		}
	}
	if len(c.Files.Bundled) > 0 {
		folders = append(folders, filepath.Dir(c.Files.Bundled[0]))
	}
	if c.Files.UserMaps != "" {
		folders = append(folders, grid.MapFolders(c.Files.UserMaps)...)
	}
	return c.Watcher().Watch(files, folders)
}

// loadEntry loads and checks one map for the picker.
func loadEntry(path string, bundled bool, cs *mapcheck.Catalogs) *mapEntry {
	m, err := game.LoadMap(path)
	e := &mapEntry{path: path, bundled: bundled, m: m, err: err, thumb: ebiten.NewImage(thumbW, thumbH)}
	if m != nil {
		e.checked = cs.Check(m)
	}
	return e
}

// columns is how many cards fit across the screen, in the tree's pixels (each part rounded
// there).
func columns(k *kit) int { return max(1, (k.DW-k.px(64)+k.px(cardGap))/(k.px(cardW)+k.px(cardGap))) }

// cardsWidth is the width of cols cards side by side, in the tree's pixels.
func cardsWidth(k *kit, cols int) int { return cols*k.px(cardW) + (cols-1)*k.px(cardGap) }

// build lays the screen out.
func (p *MapPicker) build(c *game.Context) {
	m, k := p.m, p.m.k
	n := newNav()
	cols := columns(k)
	content := k.column(10, k.insets(12, 0, 24, 0))
	for _, e := range p.entries { // the thumbnails at the kit's pixels, as wide as the card's inside
		if tw, th := k.px(cardW)-2*k.px(cardPad), k.px(thumbH); e.thumb.Bounds().Dx() != tw || e.thumb.Bounds().Dy() != th {
			e.thumb.Deallocate()
			e.thumb, e.painted = ebiten.NewImage(tw, th), false
		}
	}
	gridW := cardsWidth(k, cols) // in the tree's pixels
	// every card as tall as the longest description needs (up to maxDescLines)
	lines := 3
	for _, e := range p.entries {
		if e.m != nil {
			facts := strings.Count(cardFacts(e.m, k.small, k.pxf(thumbW)), "\n")
			note, _ := cardNote(e)
			lines = max(lines, min(maxDescLines, len(k.wrap(shorten(note, maxShown), k.small, thumbW)))+facts)
		}
	}
	p.cardH = cardH + (lines-3)*int(math.Ceil((k.small.Metrics().HLineGap+k.small.Metrics().HAscent+k.small.Metrics().HDescent)/k.s))
	sectionHead := func(title, note string, buttons ...*widget.Button) {
		r := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(
			widget.GridLayoutOpts.Columns(2), widget.GridLayoutOpts.Stretch([]bool{true, false}, []bool{true}))),
			widget.ContainerOpts.WidgetOpts(stretch()))
		left := k.row(14, nil)
		left.AddChild(k.label(title, &k.title, k.th.Text, 0, centred()))
		left.AddChild(k.label(note, &k.body, k.th.TextDim, 0, centred()))
		r.AddChild(left)
		right := k.row(10, nil)
		for _, b := range buttons {
			right.AddChild(b)
		}
		r.AddChild(right)
		content.AddChild(r)
	}
	grid := func() *widget.Container {
		return widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(
			widget.GridLayoutOpts.Columns(cols), widget.GridLayoutOpts.Spacing(k.px(cardGap), k.px(cardGap)))))
	}
	var bundled, mine []*mapEntry
	for _, e := range p.entries {
		if e.bundled {
			bundled = append(bundled, e)
		} else {
			mine = append(mine, e)
		}
	}
	bundledSection := func() {
		sectionHead("Bundled maps", plural(len(bundled), "map"))
		g := grid()
		for _, e := range bundled {
			g.AddChild(p.card(c, n, e))
		}
		content.AddChild(g)
	}
	mineSection := func() {
		open := k.buttonWith("Open my maps folder", ghostButton, 0, nil, k.insets(5, 14, 5, 14), func() { p.openFolder(c) })
		refresh := k.buttonWith("Refresh", ghostButton, 0, nil, k.insets(5, 14, 5, 14), func() { p.refresh(c) })
		dir := c.Files.UserMaps
		if dir == "" {
			dir = "(no maps folder on this system)"
		}
		note := ""
		if len(mine) > 0 {
			note = plural(len(mine), "map")
		}
		sectionHead("Your maps", note, open, refresh)
		content.AddChild(k.label(wrapPath(dir, k.small, float64(gridW)), &k.small, k.th.TextDim, 0))
		n.add(&item{key: "open-folder", w: open, activate: func() { p.openFolder(c) }})
		n.add(&item{key: "refresh", w: refresh, activate: func() { p.refresh(c) }})
		if len(mine) == 0 {
			empty := k.panelBox(k.inset, 6, k.insets(18, 20, 18, 20), widget.WidgetOpts.MinSize(gridW, 0))
			empty.AddChild(k.label("No maps of your own yet", &k.bold, k.th.Text, 0))
			empty.AddChild(k.label("Make a map in Tiled (docs/maps.md says how), save it as .tmx or .tmj in this folder (or a folder in it) "+
				"with its tilesets, then choose Refresh.", &k.body, k.th.TextDim, float64(cols*cardW)-40))
			content.AddChild(empty)
			return
		}
		g := grid()
		for _, e := range mine {
			g.AddChild(p.card(c, n, e))
		}
		content.AddChild(g)
	}
	// the player's own maps first, when there are any; else the bundled ones, then where to
	// put maps of one's own
	first := ""
	if len(mine) > 0 {
		mineSection()
		bundledSection()
		first = "map:" + mine[0].path
	} else {
		bundledSection()
		mineSection()
		if len(bundled) > 0 {
			first = "map:" + bundled[0].path
		}
	}
	p.scroll = widget.NewScrollContainer(
		widget.ScrollContainerOpts.Content(content),
		widget.ScrollContainerOpts.Image(&widget.ScrollContainerImage{Idle: eimage.NewNineSliceColor(color.RGBA{}),
			Mask: eimage.NewNineSliceColor(color.White)}),
	)
	for _, it := range n.items {
		it.scroll = p.scroll
	}
	m.scrolls = []*widget.ScrollContainer{p.scroll}
	// a few pixels of room beyond the cards: each card may round a pixel wider than k.px(cardW)
	side := max(k.px(24), (k.DW-cardsWidth(k, cols))/2-k.px(8))
	body := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(widget.GridLayoutOpts.Columns(1),
		widget.GridLayoutOpts.Stretch([]bool{true}, []bool{true}), widget.GridLayoutOpts.Padding(&widget.Insets{Left: side, Right: side}))))
	body.AddChild(p.scroll)

	back := k.button("Back", plainButton, 110, func() { c.Pop() })
	choose := k.button("Choose map", primaryButton, 160, func() { p.choose(c, p.selected) })
	n.add(&item{key: "back", w: back, activate: func() { c.Pop() }})
	n.add(&item{key: "choose", w: choose, activate: func() { p.choose(c, p.selected) }})
	root := m.screen(c, "Choose a map", "Pick where the battle is fought: a bundled map or one of your own.",
		m.steps(0), body, hintLine(c), back, choose)
	m.setRoot(root, n, first)
}

// plural writes "1 map" or "3 maps".
func plural(n int, word string) string { return count(n, word, word+"s") }

// card builds an entry's card and adds it to the nav.
func (p *MapPicker) card(c *game.Context, n *nav, e *mapEntry) *widget.Container {
	k := p.m.k
	box := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewStackedLayout()))
	run := func() { p.choose(c, e) }
	btn := k.surface(k.card, cardW, p.cardH, run)
	box.AddChild(btn)
	col := k.column(5, k.insets(cardPad, cardPad, cardPad, cardPad))
	col.AddChild(k.graphic(e.thumb))
	col.AddChild(k.spacer(0, 1))
	col.AddChild(k.label(k.paragraph(e.title(), k.bold, thumbW, 1), &k.bold, k.th.Text, 0))
	if errs := e.checked.Errors(); e.m != nil && len(errs) > 0 {
		col.AddChild(k.label(cardFacts(e.m, k.small, k.pxf(thumbW)), &k.small, k.th.Accent, 0))
		col.AddChild(k.label(k.paragraph(problemSummary(errs), k.small, thumbW, 3), &k.small, k.th.Danger, 0))
	} else if e.m != nil {
		col.AddChild(k.label(cardFacts(e.m, k.small, k.pxf(thumbW)), &k.small, k.th.Accent, 0))
		note, warn := cardNote(e)
		colour := k.th.TextDim
		if warn {
			colour = mix(k.th.Accent, k.th.Danger, 0.55)
		}
		col.AddChild(k.label(k.paragraph(note, k.small, thumbW, maxDescLines), &k.small, colour, 0))
	} else {
		col.AddChild(k.label("Can't load this map", &k.smallBold, k.th.Danger, 0))
		col.AddChild(k.label(k.paragraph(problemSummary(e.problems().Errors()), k.small, thumbW, 4), &k.small, k.th.Text, 0))
	}
	box.AddChild(col)
	n.add(&item{key: "map:" + e.path, w: btn, activate: run})
	btn.CursorEnteredEvent.AddHandler(func(any) { p.selected = e })
	return box
}

// cardNote is what a map's card says under its facts: the first warning about the map when it
// has one (what skirmish validate warns of: a misspelt object class such as "Spwan" leaves a
// side without its units), and whether it is one; else its description.
func cardNote(e *mapEntry) (string, bool) {
	if ws := e.checked.Warnings(); len(ws) > 0 {
		return "Warning: " + problemSummary(ws), true
	}
	if e.m == nil || e.m.Description == "" {
		return "No description: give the map a description property in Tiled.", false
	}
	return e.m.Description, false
}

// problemSummary is the first of ps as "place: message", and how many more there are.
func problemSummary(ps grid.Problems) string {
	if len(ps) == 0 {
		return ""
	}
	msg := ps[0].Msg
	if ps[0].Place != "" {
		msg = ps[0].Place + ": " + msg
	}
	if len(ps) > 1 {
		msg += fmt.Sprintf(" (and %d more)", len(ps)-1)
	}
	return msg
}

// mapFacts is a map's size, sides and ruleset in one line.
func mapFacts(m *grid.Map) string { return strings.Join(mapFactParts(m), factSep) }

// factSep parts a map's facts on a line.
const factSep = "  ·  "

// cardFacts is a map's facts for its card, w wide: broken between facts where the line is too
// long ("22×12 hexes · 2 sides" over "Enchanted Realms"), never inside one.
func cardFacts(m *grid.Map, face text.Face, w float64) string {
	var lines []string
	for _, part := range mapFactParts(m) {
		if n := len(lines); n > 0 && game.TextWidth(lines[n-1]+factSep+part, face) <= w {
			lines[n-1] += factSep + part
			continue
		}
		lines = append(lines, part)
	}
	return strings.Join(lines, "\n")
}

// mapFactParts are a map's size, sides and ruleset: "36×22 squares", "2 sides", "Delvers".
func mapFactParts(m *grid.Map) []string {
	cells := "squares"
	if m.Topology == grid.Hex {
		cells = "hexes"
	}
	parts := []string{fmt.Sprintf("%d×%d %s", m.Width, m.Height, cells)}
	switch len(m.Sides) {
	case 0:
	case 1:
		parts = append(parts, "1 side")
	default:
		parts = append(parts, fmt.Sprintf("%d sides", len(m.Sides)))
	}
	if m.Ruleset != "" {
		parts = append(parts, rulesTitle(m.Ruleset, nil))
	}
	return parts
}

// choose sets up a battle on e's map, or shows why it cannot be loaded.
func (p *MapPicker) choose(c *game.Context, e *mapEntry) {
	if e == nil {
		p.m.message(c, "Choose a map first", "Select a map card with the arrows or the mouse, then choose it.")
		return
	}
	if e.err != nil {
		var lines []string
		for i, pr := range e.problems() {
			if i == 12 {
				lines = append(lines, fmt.Sprintf("… and %d more", len(e.problems())-12))
				break
			}
			lines = append(lines, "•  "+pr.Error())
		}
		p.m.message(c, "This map cannot be loaded", strings.Join(lines, "\n")+
			"\n\nFix the map in Tiled (or run skirmish validate on it), then choose Refresh.")
		return
	}
	s, err := NewSetup(c, e.path, e.m)
	if err != nil {
		p.m.message(c, "Cannot set up a battle on this map", err.Error())
		return
	}
	c.Push(s)
}

// openFolder opens the user's maps folder, putting the starter kit there on first use (the
// Tiled project, the tileset and an example map: mapkit) and saying so.
func (p *MapPicker) openFolder(c *game.Context) {
	if wrote := showMapsFolder(c, p.m); len(wrote) > 0 {
		p.refresh(c)
	}
}

// showMapsFolder puts the starter kit in the user's maps folder on first use (mapkit) and
// opens the folder in the file manager; m's dialog says what was written, and, where no file
// manager opens it, where the folder is. It returns the files written.
func showMapsFolder(c *game.Context, m *menu) []string {
	dir := c.Files.UserMaps
	if dir == "" {
		m.message(c, "No maps folder", "This system has no configuration folder to keep your maps in.")
		return nil
	}
	wrote, kitErr := mapkit.Ensure(dir)
	kit := mapkit.Summary(dir, wrote)
	if kitErr != nil {
		kit = fmt.Sprintf("The starter kit could not be written: %v", kitErr)
	}
	if err := openFolder(dir); err != nil {
		msg := fmt.Sprintf("Your maps folder is %s: open it in your file manager. Put Tiled maps (.tmx, .tmj) there, "+
			"or in a folder inside it, with their tilesets, and they appear in New battle.\n\n(%v)", dir, err)
		if kit != "" {
			msg = kit + "\n\n" + msg
		}
		m.message(c, "Your maps folder", msg)
		return wrote
	}
	switch {
	case kitErr != nil:
		m.message(c, "The starter kit could not be written", fmt.Sprintf("%v\n\nYour maps folder is %s.", kitErr, dir))
	case len(wrote) > 0:
		m.message(c, "A starter kit for your maps", kit)
	default:
		m.message(c, "Your maps folder", "Opened "+dir+" in your file manager. Put Tiled maps (.tmx, .tmj) there, "+
			"or in a folder inside it, with their tilesets, and they appear in New battle.")
	}
	return wrote
}

// refresh loads the maps again, keeping the card selected and the scroll.
func (p *MapPicker) refresh(c *game.Context) {
	key, top := "", 0.0
	if it := p.m.nav.current(); it != nil {
		key = it.key
	}
	if p.scroll != nil {
		top = p.scroll.ScrollTop
	}
	for _, e := range p.entries {
		e.thumb.Deallocate()
	}
	p.load(c)
	p.build(c)
	if key != "" {
		p.m.nav.selectKey(key)
	}
	p.scroll.ScrollTop = top
}

// Update reloads the maps when their files change on disk (not while a dialog is open), then
// runs the menu.
func (p *MapPicker) Update(c *game.Context) error {
	if p.m.dlg == nil && p.watch.Changed() {
		p.refresh(c)
	}
	p.m.update(c)
	if it := p.m.nav.current(); it != nil && strings.HasPrefix(it.key, "map:") {
		for _, e := range p.entries {
			if "map:"+e.path == it.key {
				p.selected = e
			}
		}
	}
	return nil
}

// Draw paints the thumbnails not painted yet, then the screen and its scroll bar.
func (p *MapPicker) Draw(screen *ebiten.Image, c *game.Context) {
	for _, e := range p.entries {
		if e.painted {
			continue
		}
		e.painted = true
		if e.m != nil {
			game.DrawThumbnail(e.thumb, e.m, c.Theme, c.Fonts)
		} else {
			paintBroken(e.thumb, c)
		}
	}
	drawBackdrop(screen, c)
	p.m.draw(screen)
	if p.m.dlg == nil {
		p.m.drawScrollBar(screen, c, p.scroll)
	}
}

// paintBroken draws the stand-in thumbnail of a map that does not load.
// It is drawn at the picture's size: thumbH tall at 1, larger at a larger scale.
func paintBroken(dst *ebiten.Image, c *game.Context) {
	th := c.Theme
	dst.Fill(color.RGBA{0x2a, 0x16, 0x12, 0xff})
	b := dst.Bounds()
	s := float32(b.Dy()) / thumbH
	for x := -b.Dy(); x < b.Dx(); x += int(14 * s) {
		vector.StrokeLine(dst, float32(x), float32(b.Dy()), float32(x+b.Dy()), 0, 5*s, color.RGBA{0x33, 0x1b, 0x16, 0xff}, false)
	}
	cx, cy := float32(b.Dx())/2, float32(b.Dy())/2
	vector.FillCircle(dst, cx, cy, 28*s, th.Danger, true)
	defer game.AtScale(float64(s))()
	face := c.Fonts.Heading
	w := game.TextWidth("!", face)
	game.Text(dst, "!", face, float64(cx/s)-w/2, float64(cy/s)-17, color.RGBA{0x2a, 0x12, 0x0c, 0xff})
}

// drawScrollBar draws a thin bar at the right of sc's view when its content is taller; its
// thumb may be dragged (menu.dragScroll).
func (m *menu) drawScrollBar(screen *ebiten.Image, c *game.Context, sc *widget.ScrollContainer) {
	track, thumb, ok := m.scrollBar(sc)
	if !ok {
		return
	}
	k := m.k
	x, w := float32(track.Min.X+k.px(6)), float32(max(2, k.px(4)))
	vector.FillRect(screen, x, float32(track.Min.Y), w, float32(track.Dy()), game.WithAlpha(c.Theme.Edge, 0x60), false)
	col := c.Theme.Edge
	if mx, my := m.cursor(c.Input); image.Pt(mx, my).In(track) || c.Input.LeftHeld() && image.Pt(mx, my).In(track.Inset(-k.px(40))) {
		col = c.Theme.Accent
	}
	vector.FillRect(screen, x, float32(thumb.Min.Y), w, float32(thumb.Dy()), col, false)
}

// scrollBar is where sc's scroll bar is, in the tree's pixels: its track (wider than drawn, to
// grab) and its thumb; ok is false when the content fits the view and there is none.
func (m *menu) scrollBar(sc *widget.ScrollContainer) (track, thumb image.Rectangle, ok bool) {
	if sc == nil {
		return
	}
	view, content := sc.ViewRect(), sc.ContentRect()
	if view.Empty() || content.Dy() <= view.Dy() {
		return
	}
	k := m.k
	vh := float64(view.Dy())
	bar := max(float64(k.px(30)), vh*vh/float64(content.Dy()))
	y := float64(view.Min.Y) + (vh-bar)*sc.ScrollTop
	track = image.Rect(view.Max.X+k.px(4), view.Min.Y, view.Max.X+k.px(20), view.Max.Y)
	thumb = image.Rect(track.Min.X, int(y), track.Max.X, int(y+bar))
	return track, thumb, true
}
