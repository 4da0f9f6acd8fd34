package scenes

// Load: the list of saved battles (load one into the battle screen, or watch it as a replay), and a refused save's dialog.

import (
	"errors"
	"fmt"
	"image/color"
	"path/filepath"
	"slices"
	"strings"

	eimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/combat/save"
	"skirmish/game"
)

// LoadScreen lists the saves of the saves folder, newest first: each with its map, ruleset,
// round, sides and date, and Load and Replay buttons. The title's Load and the pause menu's
// Load battle open it.
type LoadScreen struct {
	m       *menu
	dir     string
	entries []save.Entry
	err     error
	scroll  *widget.ScrollContainer
	list    *widget.Container // the rows, in the scroll container
}

// maxListedSaves is the most saves the load screen lists.
const maxListedSaves = 60

// NewLoadScreen reads the saves folder and lists it.
func NewLoadScreen(c *game.Context) *LoadScreen {
	l := &LoadScreen{m: newMenu(c), dir: c.Files.Saves}
	l.m.back = func(c *game.Context) { c.Pop() }
	l.m.help = []string{"Load goes on with the battle as it was saved; Replay watches it from the start.",
		"Autosaves are written at the start of every round (the last 3 are kept); " +
			keyHint(c, game.QuickSave) + " quicksaves and " + keyHint(c, game.QuickLoad) + " quickloads in battle.",
		"A .bak file is the save before the last one written over it.",
		"HOT-SEAT marks a battle two or more players share at one screen; FOG OF WAR one where each side sees only what its units see.",
		"Rename gives a save a name of yours (the file is named after it); Delete asks first, then deletes that file."}
	l.m.rebuild = l.build
	l.read()
	l.build(c)
	return l
}

// read lists the folder again.
func (l *LoadScreen) read() {
	l.entries, l.err = nil, nil
	if l.dir == "" {
		l.err = errors.New("this system has no folder to keep saved battles in")
		return
	}
	l.entries, l.err = save.List(l.dir)
}

// build lays the screen out.
func (l *LoadScreen) build(c *game.Context) {
	m, k := l.m, l.m.k
	n := newNav()
	const listW = 900
	content := k.column(8, k.insets(12, 0, 24, 0))
	switch {
	case l.err != nil:
		content.AddChild(l.emptyBox("The saves folder cannot be read", l.err.Error(), listW))
	case len(l.entries) == 0:
		content.AddChild(l.emptyBox("No saved battles yet", "Save a battle from its pause menu (Esc), or press "+
			keyHint(c, game.QuickSave)+" in battle to quicksave. Battles are also saved at the start of every round. "+
			"Saves are kept in "+l.dir+".", listW))
	}
	first := ""
	for i, e := range l.entries {
		if i == maxListedSaves {
			content.AddChild(k.label(fmt.Sprintf("… and %d older saves in %s", len(l.entries)-i, l.dir), &k.small, k.th.TextDim, 0))
			break
		}
		content.AddChild(l.row(c, n, e, listW))
		if first == "" {
			first = "load:" + e.Name
		}
	}
	l.list = content
	l.scroll = widget.NewScrollContainer(
		widget.ScrollContainerOpts.Content(content),
		widget.ScrollContainerOpts.Image(&widget.ScrollContainerImage{Idle: eimage.NewNineSliceColor(color.RGBA{}),
			Mask: eimage.NewNineSliceColor(color.White)}),
	)
	for _, it := range n.items {
		it.scroll = l.scroll
	}
	m.scrolls = []*widget.ScrollContainer{l.scroll}
	side := max(24, (k.W-listW)/2-4) // room for a pixel of rounding in the rows
	body := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(widget.GridLayoutOpts.Columns(1),
		widget.GridLayoutOpts.Stretch([]bool{true}, []bool{true}), widget.GridLayoutOpts.Padding(k.insets(0, side, 0, side)))))
	body.AddChild(l.scroll)
	back := k.button("Back", plainButton, 110, func() { c.Pop() })
	n.add(&item{key: "back", w: back, activate: func() { c.Pop() }})
	sub := "Saves in " + l.dir
	if l.dir == "" {
		sub = "No saves folder"
	}
	root := m.screen(c, "Load a battle", sub, nil, body, hintLine(c), back)
	m.setRoot(root, n, first)
}

// emptyBox is the panel shown instead of the list.
func (l *LoadScreen) emptyBox(title, msg string, w int) *widget.Container {
	k := l.m.k
	box := k.panelBox(k.inset, 6, k.insets(18, 20, 18, 20), k.minSize(w, 0))
	box.AddChild(k.label(title, &k.bold, k.th.Text, 0))
	box.AddChild(k.label(msg, &k.body, k.th.TextDim, float64(w)-40))
	return box
}

// row builds one save's row: a badge, its title and details, Replay and Load.
func (l *LoadScreen) row(c *game.Context, n *nav, e save.Entry, w int) *widget.Container {
	k := l.m.k
	box := k.panelBox(k.panel, 0, k.insets(10, 14, 10, 16), k.minSize(w, 0))
	grid := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(
		widget.GridLayoutOpts.Columns(2), widget.GridLayoutOpts.Spacing(k.px(16), k.px(0)),
		widget.GridLayoutOpts.Stretch([]bool{true, false}, []bool{true}))),
		widget.ContainerOpts.WidgetOpts(stretch()))
	left := k.column(3, nil)
	head := k.row(10, nil)
	badges := 0.0 // the room the badges take from the title
	for _, b := range entryBadges(c, e) {
		head.AddChild(k.label(b.text, &k.smallBold, b.col, 0, centred()))
		badges += measure(b.text, k.smallBold)/k.s + 10
	}
	head.AddChild(k.label(k.cutLine(entryTitle(e), k.large, float64(w)-420-badges), &k.large, k.th.Text, 0, centred()))
	left.AddChild(head)
	if e.Err != nil {
		left.AddChild(k.label(k.paragraph(problemOf(e.Err), k.small, float64(w)-320, 2), &k.small, k.th.Danger, 0))
	} else {
		state := fmt.Sprintf("round %d", e.Round)
		if e.Over {
			state = "over: a draw"
			if e.Winner != "" {
				state = "over: " + e.Winner + " won"
			}
		}
		facts := fmt.Sprintf("%s  ·  %s rules  ·  %s  ·  %s", e.Map, e.Rules, state, strings.Join(e.Sides, " vs "))
		left.AddChild(k.label(k.cutLine(facts, k.body, float64(w)-320), &k.body, k.th.TextDim, 0))
	}
	when := e.Saved
	if when.IsZero() {
		when = e.Modified
	}
	left.AddChild(k.label(k.cutLine(e.Name+"  ·  saved "+when.Local().Format("2 Jan 2006, 15:04"), k.small, float64(w)-320),
		&k.small, mix(k.th.TextDim, k.th.Surface, 0.3), 0))
	grid.AddChild(left)
	right := k.column(6, nil, widget.WidgetOpts.LayoutData(widget.GridLayoutData{VerticalPosition: widget.GridLayoutPositionCenter}))
	open := k.row(10, nil)
	manage := k.row(10, nil)
	replay := func() { l.open(c, e.Path, true) }
	load := func() { l.open(c, e.Path, false) }
	rename := func() { l.askRename(c, e) }
	del := func() { l.askDelete(c, e) }
	rb := k.button("Replay", plainButton, 100, replay)
	lb := k.button("Load", primaryButton, 100, load)
	nb := k.buttonWith("Rename", ghostButton, 100, &k.small, k.insets(3, 10, 3, 10), rename)
	db := k.buttonWith("Delete", ghostButton, 100, &k.small, k.insets(3, 10, 3, 10), del)
	open.AddChild(rb, lb)
	manage.AddChild(nb, db)
	right.AddChild(open, manage)
	grid.AddChild(right)
	box.AddChild(grid)
	n.add(&item{key: "load:" + e.Name, w: lb, activate: load})
	n.add(&item{key: "replay:" + e.Name, w: rb, activate: replay})
	n.add(&item{key: "rename:" + e.Name, w: nb, activate: rename})
	n.add(&item{key: "delete:" + e.Name, w: db, activate: del})
	return box
}

// entryTitle is the title a save's row shows: its own, else its file's name.
func entryTitle(e save.Entry) string {
	if e.Title == "" {
		return e.Name
	}
	return e.Title
}

// badge is a word in capitals before a save's title, in its colour.
type badge struct {
	text string
	col  color.RGBA
}

// entryBadges are a save's badges: what kind of save it is (entryKind), then whether two
// players or more share the screen (hot-seat) and whether fog of war hides the foes.
func entryBadges(c *game.Context, e save.Entry) []badge {
	var out []badge
	if kind, col := entryKind(c, e); kind != "" {
		out = append(out, badge{kind, col})
	}
	if e.Err == nil && e.Humans >= 2 {
		out = append(out, badge{"HOT-SEAT", c.Theme.Side(0)})
	}
	if e.Err == nil && e.Fog {
		out = append(out, badge{"FOG OF WAR", c.Theme.TextDim})
	}
	return out
}

// askDelete asks whether to delete the save of e, and deletes it if so.
func (l *LoadScreen) askDelete(c *game.Context, e save.Entry) {
	d := l.m.openDialog(c, "Delete this save?", fmt.Sprintf("%s\n%s\n\nThe file is deleted from %s. This cannot be undone.",
		shorten(entryTitle(e), 200), e.Name, l.dir), nil, nil,
		choice{label: "Cancel", style: primaryButton},
		choice{label: "Delete", style: dangerButton, run: func() {
			if err := save.Delete(e.Path); err != nil {
				l.refresh(c, "")
				l.m.message(c, "The save was not deleted", err.Error())
				return
			}
			l.refresh(c, "")
		}})
	d.nav.cur = 0 // Cancel first: a second Enter does not delete
}

// askRename asks for a new title for the save of e, and renames the save to it: the title
// the row shows and the file name made from it.
func (l *LoadScreen) askRename(c *game.Context, e save.Entry) {
	k := l.m.k
	var field *widget.TextInput
	rename := func() {
		l.m.closeDialog()
		title := strings.TrimSpace(field.GetText())
		if title == "" || title == e.Title && !e.Autosave && !e.Backup {
			return
		}
		to, err := save.Rename(e.Path, title, fileSlug(title)+".json")
		if err != nil {
			msg := err.Error()
			if errors.Is(err, save.ErrNameTaken) {
				msg = fmt.Sprintf("Another save is called %s.json: choose another name.", fileSlug(title))
			}
			l.m.message(c, "The save was not renamed", msg)
			return
		}
		l.refresh(c, "load:"+filepath.Base(to))
	}
	box := k.column(6, nil, stretch())
	box.AddChild(k.label("Name", &k.smallBold, k.th.TextDim, 0))
	field = k.textField(entryTitle(e), "the save's name", dialogWidth, nil, rename, nil)
	box.AddChild(field)
	d := l.m.openDialog(c, "Rename this save", e.Name+"\n\nThe list shows the name you give; the file is named after it.", box,
		[]*item{{key: "name", w: field, text: true}},
		choice{label: "Cancel"},
		choice{label: "Rename", style: primaryButton, run: rename})
	d.nav.cur = 0
}

// refresh lists the folder again and lays the screen out, the item keyed sel selected (or
// the first).
func (l *LoadScreen) refresh(c *game.Context, sel string) {
	l.read()
	l.build(c)
	if sel != "" {
		l.m.nav.selectKey(sel)
	}
}

// entryKind is the badge of a save: autosave, quicksave or backup.
func entryKind(c *game.Context, e save.Entry) (string, color.RGBA) {
	switch {
	case e.Err != nil:
		return "CANNOT LOAD", c.Theme.Danger
	case e.Backup:
		return "BACKUP", c.Theme.TextDim
	case e.Autosave:
		return "AUTOSAVE", c.Theme.Good
	case strings.TrimSuffix(e.Name, ".json") == quickSaveName:
		return "QUICKSAVE", c.Theme.Accent
	}
	return "", color.RGBA{}
}

// open loads the save at path into the battle screen (or the replay viewer); a save that is
// refused opens a dialog saying why and what to do.
// A save whose map lies outside the player's maps asks first: a save from someone else may
// name any file.
func (l *LoadScreen) open(c *game.Context, path string, replay bool) {
	l.openWith(c, path, replay, SavePlaces(c.Files))
}

// openWith is open with the map places pl. A save whose map file has changed since (or is
// gone, or elsewhere) says so first, and offers the map it carries, on which it is played.
func (l *LoadScreen) openWith(c *game.Context, path string, replay bool, pl save.Places) {
	g, err := save.Load(path, pl)
	if err == nil {
		if title, text, ok := g.MapNotice(); ok {
			verb := "Play on the saved map"
			if replay {
				verb = "Watch on the saved map"
			}
			l.m.openDialog(c, title, filepath.Base(path)+"\n\n"+text, nil, nil,
				choice{label: "Cancel"},
				choice{label: verb, style: primaryButton, run: func() { l.report(c, path, openLoaded(c, g, replay)) }})
			return
		}
		err = openLoaded(c, g, replay)
	}
	if errors.Is(err, save.ErrMapOutside) {
		if f, rerr := save.Read(path); rerr == nil {
			l.askOutside(c, path, replay, pl, f.Map.Path)
			return
		}
	}
	l.report(c, path, err)
}

// report shows why the save at path was refused, if it was.
func (l *LoadScreen) report(c *game.Context, path string, err error) {
	if err != nil {
		title, msg := refusal(path, err)
		l.m.message(c, title, msg)
	}
}

// askOutside asks whether to open the save at path whose map mp lies outside pl's folders.
func (l *LoadScreen) askOutside(c *game.Context, path string, replay bool, pl save.Places, mp string) {
	l.m.openDialog(c, "This save's map is outside your maps",
		fmt.Sprintf("%s\n\nIts battle was played on %s, which is outside the bundled maps and your maps and campaigns folders, and none of those holds the same map.\n\n"+
			"A save from someone else may name any file on this computer: open it only if you trust where the save came from.",
			filepath.Base(path), shorten(mp, 300)), nil, nil,
		choice{label: "Cancel", style: primaryButton},
		choice{label: "Open that map", run: func() {
			l.openWith(c, path, replay, save.Places{Folders: pl.Folders, Allowed: append(slices.Clone(pl.Allowed), mp)})
		}})
}

// SavePlaces are where saves' maps may be opened from without asking: the bundled maps'
// folder and the user's maps and campaigns folders.
func SavePlaces(f game.Files) save.Places {
	var pl save.Places
	for _, b := range f.Bundled {
		if d := filepath.Dir(b); !slices.Contains(pl.Folders, d) {
			pl.Folders = append(pl.Folders, d)
		}
	}
	for _, d := range []string{f.UserMaps, f.UserCampaigns} {
		if d != "" {
			pl.Folders = append(pl.Folders, d)
		}
	}
	return pl
}

// openLoaded opens a loaded save: in the battle screen to play on (over a new title screen,
// so that Quit leads there), or in the replay viewer over the screens before. A save whose
// screen cannot be built is an error and nothing changes.
func openLoaded(c *game.Context, g *save.Game, replay bool) error {
	path := g.Path
	if replay {
		r, err := NewReplay(c, g)
		if err != nil {
			return err
		}
		c.Push(r)
		return nil
	}
	b, err := LoadBattle(c, g)
	if err != nil {
		return err
	}
	c.Reset(NewTitle(c))
	c.Push(b)
	b.handOver(c)
	b.tell("Loaded " + filepath.Base(path))
	return nil
}

// refusal words a refused save for a dialog: a title that says what kind of problem it is,
// and the file, the problem and what to do, each on its own paragraph.
func refusal(path string, err error) (title, msg string) {
	var se *save.Error
	if !errors.As(err, &se) {
		return "This save cannot be loaded", filepath.Base(path) + "\n\n" + err.Error() + "\n\nThe file is left as it is."
	}
	title = "This save cannot be loaded"
	switch {
	case errors.Is(err, save.ErrTruncated):
		title = "This save is incomplete"
	case errors.Is(err, save.ErrDamaged):
		title = "This save is damaged"
	case errors.Is(err, save.ErrNewerVersion):
		title = "This save is from a newer Skirmish"
	case errors.Is(err, save.ErrMapMissing):
		title = "This save's map is missing"
	case errors.Is(err, save.ErrMapChanged):
		title = "This save's map has changed"
	case errors.Is(err, save.ErrMapOutside):
		title = "This save's map is outside your maps"
	case errors.Is(err, save.ErrHashMismatch):
		title = "This save does not replay"
	case errors.Is(err, save.ErrUnknownRules):
		title = "This save's rules are unknown"
	}
	hint := se.Hint
	if hint != "" {
		hint = strings.ToUpper(hint[:1]) + hint[1:] + "."
	}
	msg = fmt.Sprintf("%s\n\nProblem: %s.\n\nWhat to do: %s\n\nThe file is left as it is.", se.File, problemOf(err), hint)
	return title, msg
}

// problemOf is what is wrong with a save, without its file's name.
func problemOf(err error) string {
	var se *save.Error
	if errors.As(err, &se) {
		return oneLine(se.Msg)
	}
	return err.Error()
}

// oneLine joins a message's lines.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// Update runs the menu.
func (l *LoadScreen) Update(c *game.Context) error {
	l.m.update(c)
	return nil
}

// Draw paints the screen and its scroll bar.
func (l *LoadScreen) Draw(screen *ebiten.Image, c *game.Context) {
	drawBackdrop(screen, c)
	l.m.draw(screen)
	if l.m.dlg == nil {
		l.m.drawScrollBar(screen, c, l.scroll)
	}
}
