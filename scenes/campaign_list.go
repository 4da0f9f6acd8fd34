package scenes

// Campaign list: the bundled campaigns and the user's, each with its party, its maps and its saved progress; continue one, or start it again.

import (
	"errors"
	"fmt"
	"image/color"
	"math"
	"strings"

	eimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/app/campaign"
	"skirmish/game"
)

// CampaignList is the screen of campaigns: a card for each at the left, the chosen one's
// story, party, road of maps and progress at the right.
type CampaignList struct {
	m       *menu
	entries []*campaignEntry
	// sel is the entry shown at the right; shown the key it was built for.
	sel    *campaignEntry
	shown  string
	scroll *widget.ScrollContainer
	// reload is set when a screen is opened over the list: it reads the files again when it
	// is back on top.
	reload bool
}

// Campaign list geometry: the list's width (less on a narrow screen), a card's height, and the
// detail panel's widest.
const (
	campaignListW  = 380
	campaignCardH  = 92
	campaignDetail = 780
)

// campaignListWidth is the list's width on c's screen.
func campaignListWidth(k *kit) int {
	if k.W < 1180 {
		return 300
	}
	return campaignListW
}

// detailW is the detail panel's width on c's screen: the room beside the list, at most
// campaignDetail.
func detailW(k *kit) int {
	return min(campaignDetail, k.W-64-campaignListWidth(k)-12-20)
}

// NewCampaignList reads the campaigns and their progress and lists them.
func NewCampaignList(c *game.Context) *CampaignList {
	l := &CampaignList{m: newMenu(c)}
	l.m.back = func(c *game.Context) { c.Pop() }
	l.m.help = []string{
		"A campaign is a run of battles with one party, in Delvers, 13th Age, d20 or Realms: its hit points and dead carry from one battle to the next " +
			"(in 13th Age its recoveries, spent powers, potions and lasting wounds, with a quick rest after each; elsewhere its thrown weapons and spells), and a full heal-up comes after every few.",
		"Continue goes on from the saved progress, which is written after every battle and rest; New campaign starts the party again.",
		"Put your own campaign files (docs/campaign.md) in your campaigns folder: they appear under the bundled ones.",
		"An endless delve (one for each ruleset, at the end of the list) digs a new dungeon for each depth, tuned by simulated battles for the party to win less often the deeper it goes; it ends when the party falls, and the deepest depth cleared is the record.",
	}
	l.m.rebuild = l.build
	l.load(c)
	l.build(c)
	return l
}

// load reads the campaign files and their states, keeping the selection.
func (l *CampaignList) load(c *game.Context) {
	path := ""
	if l.sel != nil {
		path = l.sel.path
	}
	l.entries = loadCampaigns(c.Files)
	l.sel = nil
	for _, e := range l.entries {
		if e.path == path || l.sel == nil {
			l.sel = e
		}
	}
}

// Select shows the campaign of the file at path, if it is listed.
func (l *CampaignList) Select(c *game.Context, path string) {
	for _, e := range l.entries {
		if e.path == path {
			l.sel = e
			l.m.nav.selectKey(e.key())
			l.build(c)
		}
	}
}

// build lays the screen out.
func (l *CampaignList) build(c *game.Context) {
	m, k := l.m, l.m.k
	n := newNav()
	list := k.column(10, k.insets(14, 10, 18, 0))
	for _, e := range l.entries {
		list.AddChild(l.card(c, n, e))
	}
	if len(l.entries) == 0 {
		list.AddChild(k.label("No campaigns found.", &k.bold, k.th.Text, 0))
	}
	folder := k.panelBox(k.inset, 6, k.insets(12, 14, 12, 14), k.minSize(campaignListWidth(k), 0))
	folder.AddChild(k.label("Your campaigns", &k.bold, k.th.Text, 0))
	dir := c.Files.UserCampaigns
	if dir == "" {
		dir = "(no campaigns folder on this system)"
	}
	folder.AddChild(k.label(k.wrapPath(dir, k.small, float64(campaignListWidth(k)-30)), &k.small, k.th.TextDim, 0))
	open := k.buttonWith("Open folder", ghostButton, 0, nil, k.insets(5, 14, 5, 14), func() { l.openFolder(c) })
	folder.AddChild(open)
	list.AddChild(folder)
	n.add(&item{key: "open-folder", w: open, activate: func() { l.openFolder(c) }})

	l.scroll = widget.NewScrollContainer(
		widget.ScrollContainerOpts.Content(list),
		widget.ScrollContainerOpts.Image(&widget.ScrollContainerImage{Idle: eimage.NewNineSliceColor(color.RGBA{}),
			Mask: eimage.NewNineSliceColor(color.White)}),
		widget.ScrollContainerOpts.WidgetOpts(k.minSize(campaignListWidth(k)+12, 0)),
	)
	for _, it := range n.items {
		it.scroll = l.scroll
	}
	m.scrolls = []*widget.ScrollContainer{l.scroll}

	body := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(widget.GridLayoutOpts.Columns(2),
		widget.GridLayoutOpts.Spacing(k.px(24), k.px(0)),
		widget.GridLayoutOpts.Stretch([]bool{false, true}, []bool{true}), widget.GridLayoutOpts.Padding(k.insets(0, 32, 0, 32)))))
	body.AddChild(l.scroll)
	body.AddChild(l.detail(c))

	back := k.button("Back", plainButton, 110, func() { c.Pop() })
	fresh := k.button("New campaign", plainButton, 170, func() { l.restart(c) })
	label := "Continue"
	switch e := l.sel; {
	case e == nil || e.f == nil:
	case e.stErr != nil || !e.started():
		label = "Begin campaign"
	case e.st != nil && e.st.Over:
		label = "See how it ended"
	}
	cont := k.button(label, primaryButton, 190, func() { l.open(c, l.sel) })
	if l.sel == nil || l.sel.f == nil || l.sel.stErr != nil {
		cont.GetWidget().Disabled = true
	}
	if l.sel == nil || l.sel.f == nil {
		fresh.GetWidget().Disabled = true
	}
	n.add(&item{key: "back", w: back, activate: func() { c.Pop() }})
	n.add(&item{key: "new", w: fresh, activate: func() { l.restart(c) }})
	n.add(&item{key: "continue", w: cont, activate: func() { l.open(c, l.sel) }})
	root := m.screen(c, "Campaigns", "A party of heroes, battle after battle: what they lose in one, they carry into the next.",
		nil, body, hintLine(c), back, fresh, cont)
	first := ""
	if l.sel != nil {
		first = l.sel.key()
	}
	m.setRoot(root, n, first)
	if l.sel != nil {
		l.shown = l.sel.key()
	}
}

// card is an entry's card in the list, added to the nav.
func (l *CampaignList) card(c *game.Context, n *nav, e *campaignEntry) *widget.Container {
	k := l.m.k
	box := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewStackedLayout()))
	run := func() { l.open(c, e) }
	btn := k.surface(k.card, campaignListWidth(k), campaignCardH, run)
	box.AddChild(btn)
	col := k.column(4, k.insets(12, 14, 12, 16))
	col.AddChild(k.label(k.paragraph(e.title(), k.large, float64(campaignListWidth(k)-34), 1), &k.large, k.th.Text, 0))
	if e.f == nil {
		col.AddChild(k.label("Can't play this campaign", &k.smallBold, k.th.Danger, 0))
		col.AddChild(k.label(k.paragraph(shortError(e.err), k.small, float64(campaignListWidth(k)-34), 2), &k.small, k.th.Text, 0))
	} else {
		prog := k.th.Accent
		switch {
		case e.stErr != nil:
			prog = k.th.Danger
		case e.st != nil && e.st.Over && strings.HasPrefix(e.st.Outcome, "completed"):
			prog = k.th.Good
		case e.st != nil && e.st.Over:
			prog = k.th.Danger
		}
		col.AddChild(k.label(e.progress(), &k.smallBold, prog, 0))
		where := "Bundled"
		if !e.bundled {
			where = "Yours"
		}
		line := fmt.Sprintf("%s  ·  %s  ·  %s", plural(len(e.f.Maps), "battle"), count(len(e.f.Party), "hero", "heroes"), where)
		if e.delve != "" {
			line = fmt.Sprintf("Generated depths  ·  %s  ·  record: depth %d", count(len(e.f.Party), "hero", "heroes"), e.record)
		}
		col.AddChild(k.label(line, &k.small, k.th.TextDim, 0))
	}
	box.AddChild(col)
	n.add(&item{key: e.key(), w: btn, activate: run})
	return box
}

// detail is the chosen campaign's panel: its title, story, road of maps, party and progress,
// or why it cannot be played.
func (l *CampaignList) detail(c *game.Context) widget.PreferredSizeLocateableWidget {
	k := l.m.k
	e := l.sel
	campaignDetail := detailW(k)
	gap, pad, space := 10, k.insets(20, 24, 20, 24), 2
	if k.H < 640 { // the smallest screens (125% on 1280×720): the status line clear of the footer
		gap, pad, space = 7, k.insets(14, 24, 14, 24), 0
	}
	box := k.panelBox(k.panel, gap, pad, k.minSize(campaignDetail, 0))
	if e == nil {
		box.AddChild(k.label("No campaigns", &k.title, k.th.Text, 0))
		box.AddChild(k.label("Put campaign files in your campaigns folder: docs/campaign.md says how to write one.", &k.body, k.th.TextDim, float64(campaignDetail-48)))
		return k.wrapTop(box)
	}
	inner := float64(campaignDetail - 48)
	box.AddChild(k.label(k.cutLine(e.title(), k.heading, inner), &k.heading, k.th.Text, 0))
	if e.f == nil {
		box.AddChild(k.label("This campaign file cannot be played", &k.bold, k.th.Danger, 0))
		box.AddChild(k.label(k.paragraph(errLine(e.err), k.body, inner, 6), &k.body, k.th.Text, 0))
		box.AddChild(k.label("Fix the file (docs/campaign.md says what each field means), then come back to this screen.",
			&k.small, k.th.TextDim, inner))
		return k.wrapTop(box)
	}
	if e.f.Description != "" {
		box.AddChild(k.label(k.paragraph(e.f.Description, k.body, inner, 6), &k.body, k.th.TextDim, 0))
	}
	box.AddChild(k.spacer(0, space))
	box.AddChild(sectionLabel(k, fmt.Sprintf("The road  ·  %s", plural(len(e.f.Maps), "battle"))))
	box.AddChild(l.road(c, e, campaignDetail-48))
	box.AddChild(k.spacer(0, space))
	var party string
	if e.st != nil && e.stErr == nil {
		party = "The party as it stands"
	} else {
		party = "The party"
	}
	box.AddChild(sectionLabel(k, party))
	heroes := k.column(8, nil)
	views := l.views(e)
	half := (campaignDetail - 48 - 20) / 2
	grid := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(widget.GridLayoutOpts.Columns(2),
		widget.GridLayoutOpts.Spacing(k.px(20), k.px(10)))))
	for _, v := range views {
		grid.AddChild(heroRow(c, k, v, half, false, nil))
	}
	heroes.AddChild(grid)
	box.AddChild(heroes)
	box.AddChild(k.spacer(0, space))
	status := k.row(10, nil)
	switch {
	case e.stErr != nil:
		box.AddChild(k.label(k.paragraph("Saved progress cannot be read: "+errLine(e.stErr)+". New campaign starts the party again "+
			"and writes over it.", k.small, inner, 3), &k.small, k.th.Danger, 0))
	case e.st != nil && e.st.Over:
		colour := k.th.Danger
		if strings.HasPrefix(e.st.Outcome, "completed") {
			colour = k.th.Good
		}
		status.AddChild(k.label(e.progress(), &k.bold, colour, 0))
		box.AddChild(status)
	case e.started():
		status.AddChild(k.label(e.progress(), &k.bold, k.th.Accent, 0))
		status.AddChild(k.label(fmt.Sprintf("%s played  ·  %s", plural(len(e.st.Battles), "battle"),
			count(e.st.Losses, "campaign loss", "campaign losses")), &k.body, k.th.TextDim, 0, centred()))
		box.AddChild(status)
	default:
		rules := rulesLine(e.f)
		status.AddChild(k.label("Not started", &k.bold, k.th.Accent, 0))
		status.AddChild(k.label(fmt.Sprintf("%s  ·  a full heal-up after every %s", rules, plural(e.f.HealUpAfter(), "battle")),
			&k.body, k.th.TextDim, 0, centred()))
		box.AddChild(status)
	}
	return k.wrapTop(box)
}

// wrapTop puts a panel at the top of its cell.
func (k *kit) wrapTop(box *widget.Container) widget.PreferredSizeLocateableWidget {
	outer := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout(widget.AnchorLayoutOpts.Padding(k.insets(14, 0, 14, 0)))))
	box.GetWidget().LayoutData = widget.AnchorLayoutData{HorizontalPosition: widget.AnchorLayoutPositionStart,
		VerticalPosition: widget.AnchorLayoutPositionStart, StretchHorizontal: true}
	outer.AddChild(box)
	return outer
}

// views are the party as the entry's state has it, else as the campaign starts it.
func (l *CampaignList) views(e *campaignEntry) []heroView {
	if e.st != nil && e.stErr == nil {
		return heroViews(e.st)
	}
	if st, err := startState(e); err == nil {
		return heroViews(st)
	}
	return nil
}

// road is the campaign's maps as a strip of thumbnails, w wide, numbered, the ones played
// marked with their outcome and the next one lit.
func (l *CampaignList) road(c *game.Context, e *campaignEntry, w int) widget.PreferredSizeLocateableWidget {
	k := l.m.k
	nMaps := len(e.f.Maps)
	gap := 10
	show := min(nMaps, 6)
	tw := min(160, (w-(show-1)*gap)/show)
	th := tw * 9 / 16
	r := k.row(gap, nil)
	next := -1
	if e.st != nil && e.stErr == nil && !e.st.Over {
		next = e.st.Next
	}
	for i := 0; i < show; i++ {
		col := k.column(4, nil)
		img := ebiten.NewImage(k.px(tw), k.px(th))
		if t := e.thumb(c, i, k.px(tw)-k.px(4), k.px(th)-k.px(4)); t != nil {
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(float64(k.px(2)), float64(k.px(2)))
			img.DrawImage(t, op)
		}
		frame := k.th.Edge
		if i == next {
			frame = k.th.Accent
		}
		drawFrame(img, frame, i == next, k.s)
		col.AddChild(k.graphic(img))
		col.AddChild(k.label(k.paragraph(fmt.Sprintf("%d  %s", i+1, e.mapTitle(i)), k.small, float64(tw), 3), &k.small, k.th.Text, 0))
		status, colour := "", k.th.TextDim
		if e.st != nil && e.stErr == nil && i < len(e.st.Battles) {
			o := e.st.Battles[i].Outcome
			status, colour = outcomeWord(o), k.th.Good
			if o != "won" {
				colour = k.th.Danger
			}
		} else if i == next {
			status, colour = "Next", k.th.Accent
		}
		col.AddChild(k.label(status, &k.smallBold, colour, 0))
		r.AddChild(col)
	}
	if nMaps > show {
		r.AddChild(k.label(fmt.Sprintf("+%d more", nMaps-show), &k.small, k.th.TextDim, 0, centred()))
	}
	return r
}

// drawFrame strokes a thumbnail's frame, thicker when lit, s pixels a menu pixel.
func drawFrame(img *ebiten.Image, col color.RGBA, lit bool, s float64) {
	b := img.Bounds()
	w := float32(max(1, math.Round(s)))
	if lit {
		w = float32(max(2, math.Round(2*s)))
	}
	vector.StrokeRect(img, w/2, w/2, float32(b.Dx())-w, float32(b.Dy())-w, w, col, false)
}

// outcomeWord is a battle's outcome for the party, in a word or two.
func outcomeWord(o string) string {
	switch o {
	case "won":
		return "Won"
	case "fled":
		return "Fled"
	case "defeated":
		return "Defeated"
	}
	return "Draw"
}

// rulesLine names the campaign's ruleset: "13th Age, edition 1" (edition 1 unless its
// options say "2"), "Delvers".
func rulesLine(f *campaign.File) string {
	if f.Rules != "age13" {
		return campaign.RulesName(f.Rules)
	}
	if f.Options["edition"] == "2" {
		return "13th Age, edition 2"
	}
	return "13th Age, edition 1"
}

// errLine is an error on one line.
func errLine(err error) string {
	if err == nil {
		return ""
	}
	return strings.Join(strings.Fields(err.Error()), " ")
}

// shortError is a campaign file's problem without the file's name: "line 2: party[0].kind: …".
func shortError(err error) string {
	var ce *campaign.Error
	if !errors.As(err, &ce) {
		return errLine(err)
	}
	s := ""
	if ce.Line > 0 {
		s = fmt.Sprintf("Line %d: ", ce.Line)
	}
	if ce.Field != "" {
		s += ce.Field + ": "
	}
	return capitalize(s + strings.Join(strings.Fields(ce.Msg), " "))
}

// open goes on with e: the quick rest after its last battle, where recoveries may still be
// spent, else the next briefing (a new campaign when it has no progress), or its end when it
// is over; a campaign that cannot be played says why.
func (l *CampaignList) open(c *game.Context, e *campaignEntry) {
	switch {
	case e == nil:
		return
	case e.f == nil:
		l.m.message(c, "This campaign cannot be played", errLine(e.err))
		return
	case e.stErr != nil:
		l.m.message(c, "The saved progress cannot be read", errLine(e.stErr)+"\n\nChoose New campaign to start the party again.")
		return
	}
	r, err := newCampaignRun(c, e, true)
	if err != nil {
		l.m.message(c, "This campaign cannot start", errLine(err))
		return
	}
	l.reload = true
	if r.st.Over {
		c.Push(newCampaignEnd(c, r))
		return
	}
	if n := len(r.st.Battles); n > 0 && r.st.Battles[n-1].Rest == campaign.QuickRest {
		c.Push(newCampaignRest(c, r))
		return
	}
	b, err := nextScreen(c, r)
	if err != nil {
		l.m.message(c, "The next battle cannot be set up", errLine(err))
		return
	}
	c.Push(b)
}

// restart starts the chosen campaign again, asking first when that throws progress away.
func (l *CampaignList) restart(c *game.Context) {
	e := l.sel
	if e == nil || e.f == nil {
		return
	}
	begin := func() {
		r, err := newCampaignRun(c, e, false)
		if err != nil {
			l.m.message(c, "This campaign cannot start", errLine(err))
			return
		}
		l.reload = true
		b, err := nextScreen(c, r)
		if err != nil {
			l.m.message(c, "The first battle cannot be set up", errLine(err))
			return
		}
		c.Push(b)
	}
	if !e.started() && e.stErr == nil {
		begin()
		return
	}
	msg := "The party's progress (" + strings.ToLower(e.progress()[:1]) + e.progress()[1:] + ") will be thrown away and the party will start again from the first battle."
	if e.stErr != nil {
		msg = "The saved progress cannot be read; it will be replaced by a new campaign."
	}
	l.m.openDialog(c, "Start "+e.title()+" again?", msg, nil, nil,
		choice{label: "Keep my progress", style: plainButton},
		choice{label: "Start again", style: dangerButton, run: begin})
}

// openFolder opens the user's campaigns folder.
func (l *CampaignList) openFolder(c *game.Context) {
	dir := c.Files.UserCampaigns
	if dir == "" {
		l.m.message(c, "No campaigns folder", "This system has no configuration folder to keep your campaigns in.")
		return
	}
	if err := openFolder(dir); err != nil {
		l.m.message(c, "Could not open the folder", fmt.Sprintf("%v\n\nYour campaigns folder is %s.", err, dir))
		return
	}
	l.m.message(c, "Your campaigns folder", "Opened "+dir+" in your file manager. Put campaign files (.json) there: "+
		"docs/campaign.md says how to write one. Their map paths are relative to the file.")
}

// Update reads the files again when back on top, runs the menu, and shows the campaign
// selected.
func (l *CampaignList) Update(c *game.Context) error {
	if l.reload {
		l.reload = false
		l.load(c)
		l.build(c)
	}
	l.m.update(c)
	if it := l.m.nav.current(); it != nil && strings.HasPrefix(it.key, "campaign:") && it.key != l.shown {
		for _, e := range l.entries {
			if e.key() == it.key {
				l.sel = e
			}
		}
		l.build(c)
	}
	return nil
}

// Draw paints the screen and the list's scroll bar.
func (l *CampaignList) Draw(screen *ebiten.Image, c *game.Context) {
	drawBackdrop(screen, c)
	l.m.draw(screen)
	if l.m.dlg == nil {
		l.m.drawScrollBar(screen, c, l.scroll)
	}
}
