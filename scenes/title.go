package scenes

// Title: the first screen: new battle, campaign, load, host or join online (online_menu.go), the
// user's maps folder, settings, quit.

import (
	"cmp"
	"fmt"
	"image/color"
	"path/filepath"
	"slices"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/game"
	"skirmish/grid"
)

// Title is the title screen.
type Title struct {
	m        *menu
	backdrop *game.MapView // a bundled map behind the menu, or nil
	logo     *ebiten.Image
	userMaps int
}

// NewTitle builds the title screen over the first bundled map that loads.
func NewTitle(c *game.Context) *Title {
	t := &Title{m: newMenu(c)}
	paths := slices.Clone(c.Files.Bundled)
	slices.SortStableFunc(paths, func(a, b string) int { // the crypt first: it looks the part
		return cmp.Compare(b2i(filepath.Base(a) != "crypt.tmx"), b2i(filepath.Base(b) != "crypt.tmx"))
	})
	for _, p := range paths {
		if m, err := game.LoadMap(p); err == nil {
			t.backdrop = backdropView(c, m)
			break
		}
	}
	if c.Files.UserMaps != "" {
		found, _ := grid.MapFiles(c.Files.UserMaps) // as the map picker lists them: .tmx and .tmj, subfolders too
		t.userMaps = len(found)
	}
	t.m.back = func(c *game.Context) { t.askQuit(c) }
	t.m.help = []string{"New battle picks a map, then the sides, the rules and the units.",
		"Campaign plays a party through a run of battles, carrying their wounds from one to the next, or down an endless delve of generated dungeons, each harder than the last; Quick dungeon makes a dungeon balanced for the party and plays it.",
		"Put your own Tiled maps in your maps folder: they appear next to the bundled ones."}
	t.m.rebuild = func(c *game.Context) {
		if t.backdrop != nil {
			t.backdrop = backdropView(c, t.backdrop.Map)
		}
		t.build(c)
	}
	t.build(c)
	return t
}

// logoImage is the game's name in large gold letters with a shadow, at the kit's pixels.
func logoImage(c *game.Context, k *kit) *ebiten.Image {
	f := k.f.Display
	const name = "SKIRMISH"
	w := int(game.TextWidth(name, f)) + k.px(6)
	img := ebiten.NewImage(w, int(f.Size*1.25)+k.px(6))
	game.Text(img, name, f, k.pxf(3), k.pxf(4), color.RGBA{0, 0, 0, 0xff})
	game.Text(img, name, f, 0, 0, c.Theme.Accent)
	return img
}

// backdropView shows m at the smallest zoom step that covers the whole screen, centred.
func backdropView(c *game.Context, m *grid.Map) *game.MapView {
	v := game.NewMapView(m, c.Theme, c.Fonts, 0, 0, float64(c.Width), float64(c.Height))
	v.ShowGrid, v.ShowObjects = false, false
	ww, wh := m.PixelSize()
	cover := max(float64(c.Width)/ww, float64(c.Height)/wh)
	v.Cam.Step = len(game.ZoomSteps) - 1
	for i, z := range game.ZoomSteps {
		if z >= cover {
			v.Cam.Step = i
			break
		}
	}
	v.Cam.X, v.Cam.Y = ww/2, wh/2
	return v
}

// titleFooterRoom is the height kept under the title's menu for its footer line.
const titleFooterRoom = 26

// build lays the screen out.
func (t *Title) build(c *game.Context) {
	m, k := t.m, t.m.k
	n := newNav()
	// on a short screen (a large UI scale) the menu stands closer together, clear of the footer
	top, gap, space, pad := 40, 10, 26, k.insets(13, 24, 13, 24)
	if k.H < 700 {
		top, gap, space, pad = 24, 8, 6, k.insets(7, 24, 7, 24)
	}
	root := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout(
		widget.AnchorLayoutOpts.Padding(k.insets(top, 48, 32, 96)))))
	// the menu's room: the screen above the footer's line
	body := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout(
		widget.AnchorLayoutOpts.Padding(k.insets(0, 0, titleFooterRoom, 0)))),
		widget.ContainerOpts.WidgetOpts(anchor(widget.AnchorLayoutPositionStart, widget.AnchorLayoutPositionStart, true, true)))
	root.AddChild(body)

	col := k.column(gap, nil, anchor(widget.AnchorLayoutPositionStart, widget.AnchorLayoutPositionCenter, false, false))
	if t.logo != nil {
		t.logo.Deallocate()
	}
	t.logo = logoImage(c, k)
	col.AddChild(k.graphic(t.logo))
	col.AddChild(k.label("Tactical battles on maps you make", &k.large, k.th.TextDim, 0))
	col.AddChild(k.spacer(0, space))
	entries := []struct {
		key, label string
		style      buttonStyle
		run        func()
	}{
		{"new", "New battle", primaryButton, func() { t.newBattle(c) }},
		{"load", "Load", plainButton, func() { t.load(c) }},
		{"folder", "Open my maps folder", plainButton, func() { t.openMaps(c) }},
		{"settings", "Settings", plainButton, func() { c.Push(NewSettings(c)) }},
		{"quit", "Quit", plainButton, func() { c.Quit() }},
	}
	for _, e := range entries {
		b := k.buttonWith(e.label, e.style, 340, &k.large, pad, e.run)
		col.AddChild(b)
		n.add(&item{key: e.key, w: b, activate: e.run})
		if e.key == "new" {
			col.AddChild(campaignEntries(c, k, n)) // Campaign and Quick dungeon, side by side
		}
		if e.key == "load" {
			col.AddChild(onlineEntries(c, k, n)) // Host online and Join online, side by side
		}
	}
	body.AddChild(col)

	info := fmt.Sprintf("%d bundled maps  ·  %d of yours", len(c.Files.Bundled), t.userMaps)
	if c.Files.UserMaps != "" {
		info += " in " + c.Files.UserMaps
	}
	root.AddChild(k.label(info, &k.small, k.th.TextDim, 0,
		anchor(widget.AnchorLayoutPositionStart, widget.AnchorLayoutPositionEnd, false, false)))
	root.AddChild(k.label(hintLine(c), &k.small, k.th.TextDim, 0,
		anchor(widget.AnchorLayoutPositionEnd, widget.AnchorLayoutPositionEnd, false, false)))

	if c.SettingsErr != nil {
		warn := k.panelBox(k.panel, 6, k.insets(14, 18, 14, 18),
			anchor(widget.AnchorLayoutPositionEnd, widget.AnchorLayoutPositionStart, false, false))
		head := "Settings file not read: using the defaults"
		if game.SettingsReadInPart(c.SettingsErr) {
			head = "Some settings not read: those use their defaults"
		}
		warn.AddChild(k.label(head, &k.bold, k.th.Danger, 0))
		warn.AddChild(k.label(k.paragraph(c.SettingsErr.Error(), k.small, 420, 4), &k.small, k.th.Text, 0))
		warn.AddChild(k.label("The file is left as it is until you save new settings.", &k.small, k.th.TextDim, 0))
		root.AddChild(warn)
	}
	m.setRoot(root, n, "new")
}

// newBattle opens the map picker.
func (t *Title) newBattle(c *game.Context) { c.Push(NewMapPicker(c)) }

// load opens the list of saved battles.
func (t *Title) load(c *game.Context) { c.Push(NewLoadScreen(c)) }

// openMaps opens the user's maps folder in the file manager, with the starter kit in it on
// first use (showMapsFolder), and counts the maps again.
func (t *Title) openMaps(c *game.Context) {
	if wrote := showMapsFolder(c, t.m); len(wrote) > 0 {
		found, _ := grid.MapFiles(c.Files.UserMaps)
		t.userMaps = len(found)
		t.build(c)
	}
}

// askQuit asks before quitting.
func (t *Title) askQuit(c *game.Context) {
	t.m.openDialog(c, "Quit Skirmish?", "", nil, nil,
		choice{label: "Stay", style: plainButton},
		choice{label: "Quit", style: primaryButton, run: c.Quit})
}

// Update runs the menu.
func (t *Title) Update(c *game.Context) error {
	t.m.update(c)
	return nil
}

// Draw paints the backdrop map under a dark veil, the menu, and the game's name.
func (t *Title) Draw(screen *ebiten.Image, c *game.Context) {
	screen.Fill(c.Theme.Backdrop)
	w, h := float32(screen.Bounds().Dx()), float32(screen.Bounds().Dy())
	if t.backdrop != nil {
		t.backdrop.DrawBaked(screen) // at the device's pixels
		vector.FillRect(screen, 0, 0, w, h, color.RGBA{0x0c, 0x0a, 0x08, 0xa8}, false)
		// darker toward the left, where the menu is
		const bands = 32
		for i := 0; i < bands; i++ {
			a := uint8(200 * (1 - float64(i)/bands) * (1 - float64(i)/bands))
			vector.FillRect(screen, w*float32(i)/bands, 0, w/bands+1, h, game.WithAlpha(c.Theme.Backdrop, a), false)
		}
	} else {
		drawBackdrop(screen, c)
	}
	t.m.draw(screen)
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
