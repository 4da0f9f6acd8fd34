package scenes

// Results: who won, each side's casualties and retreats, the rounds; rematch, watch the replay, new battle or title; a campaign's battle goes on to the campaign.

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/app/campaign"
	"skirmish/combat/save"
	"skirmish/game"
)

// Results is the screen after a battle.
type Results struct {
	m      *menu
	o      Outcome
	banner text.Face
	// replay is the battle just played, for Watch replay; nil when there is none.
	replay *save.Game
	// camp is the campaign whose battle this was (nil for none): campRep is what the battle
	// and the rest after it did, campErr why the battle's end could not be carried into it.
	camp    *campaignRun
	campRep campaign.Report
	campErr error
}

// results table geometry
const resultsW = 940

// NewResults shows an outcome.
func NewResults(c *game.Context, o Outcome) *Results {
	r := &Results{m: newMenu(c), o: o, banner: &text.GoTextFace{Source: c.Fonts.Display.Source, Size: 46}}
	r.m.back = func(c *game.Context) { c.Reset(NewTitle(c)) }
	if run := o.Spec.campaign; run != nil {
		r.camp = run
		if o.battle != nil {
			r.campRep, r.campErr = run.finish(o.battle)
		} else {
			r.campErr = errors.New("the battle's end could not be read: it is not carried into the campaign")
		}
		r.m.back = r.continueCampaign
	}
	r.m.help = []string{"Rematch plays the same sides and units again with new dice.",
		"Slain units are dead; down units are out of the fight but alive; fled units retreated off the map."}
	r.m.rebuild = r.build
	r.build(c)
	return r
}

// sideIndex is the side's index among the spec's sides (for its colour), else its index in
// the outcome.
func (r *Results) sideIndex(name string, fallback int) int {
	for i, s := range r.o.Spec.Sides {
		if s.Name == name {
			return i
		}
	}
	return fallback
}

// build lays the screen out.
func (r *Results) build(c *game.Context) {
	m, k := r.m, r.m.k
	n := newNav()
	o := r.o
	pad, gap, bannerPad := k.insets(24, 32, 20, 32), 18, k.insets(22, 28, 22, 28)
	if k.H < 640 { // the smallest screens (125% on 1280×720): three sides and the last line fit over the footer
		pad, gap, bannerPad = k.insets(12, 32, 10, 32), 10, k.insets(14, 28, 14, 28)
	}
	body := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout(widget.AnchorLayoutOpts.Padding(pad))))
	col := k.column(gap, nil, anchor(widget.AnchorLayoutPositionCenter, widget.AnchorLayoutPositionCenter, false, false))

	banner := k.panelBox(k.panel, 6, bannerPad, k.minSize(resultsW, 0))
	kicker, headline := o.Heading()
	colour := k.th.Text
	sub := "No side was left standing."
	if o.Capped {
		sub = fmt.Sprintf("The round limit was reached after %d rounds with more than one side still fighting.", o.Rounds)
	}
	if o.Winner != "" {
		colour = c.Theme.Side(r.sideIndex(o.Winner, 0))
		sub = fmt.Sprintf("The battle is over after %s.", plural(o.Rounds, "round"))
	}
	if r.camp != nil {
		kicker, headline, colour, sub = r.campaignBanner(c, headline, colour, sub)
	}
	kc := k.th.TextDim
	switch {
	case r.camp != nil:
	case strings.HasPrefix(kicker, "VICTORY"):
		kc = k.th.Good
	case kicker == "DEFEAT":
		kc = k.th.Danger
	}
	banner.AddChild(k.label(kicker, &k.bold, kc, 0))
	r.banner, headline = bannerFace(c, k, headline)
	banner.AddChild(k.label(headline, &r.banner, colour, 0))
	banner.AddChild(k.label(sub, &k.large, k.th.TextDim, 0))
	col.AddChild(banner)

	table := k.panelBox(k.panel, 0, k.insets(16, 22, 18, 22), k.minSize(resultsW, 0))
	grid := sidesTable(k, o, func(name string, i int) color.RGBA { return c.Theme.Side(r.sideIndex(name, i)) })
	table.AddChild(grid)
	table.AddChild(k.spacer(0, 14))
	for i, s := range o.Sides {
		line := k.row(10, nil)
		line.AddChild(k.swatch(c.Theme.Side(r.sideIndex(s.Name, i)), 12))
		line.AddChild(r.bar(c, s, resultsW-44-22))
		table.AddChild(line)
	}
	legend := k.row(8, k.insets(8, 0, 0, 0))
	for _, l := range r.legend(c) {
		legend.AddChild(k.swatch(l.c, 12))
		legend.AddChild(k.label(l.name, &k.small, k.th.TextDim, 0, centred()))
		legend.AddChild(k.spacer(10, 0))
	}
	table.AddChild(legend)
	col.AddChild(table)
	mapName := o.MapTitle
	if mapName == "" {
		mapName = filepath.Base(o.Spec.Map)
	}
	col.AddChild(k.label(fmt.Sprintf("%s  ·  %s  ·  fog of war %s  ·  seed %d", mapName, rulesTitle(o.Spec.Rules, o.Spec.Options),
		map[bool]string{true: "on", false: "off"}[o.Spec.Fog], o.Spec.Seed), &k.small, k.th.TextDim, 0, centred()))
	body.AddChild(col)

	if r.camp != nil {
		r.campaignButtons(c, n, resultsFrame(m, c, mapName, o, body))
		return
	}
	title := k.button("Title", plainButton, 110, func() { c.Reset(NewTitle(c)) })
	again := k.button("New battle", plainButton, 140, func() { r.newBattle(c) })
	rematch := k.button("Rematch", primaryButton, 150, func() { r.rematch(c) })
	n.add(&item{key: "title", w: title, activate: func() { c.Reset(NewTitle(c)) }})
	n.add(&item{key: "new", w: again, activate: func() { r.newBattle(c) }})
	buttons := []*widget.Button{title, again}
	if r.replay != nil {
		watch := k.button("Watch replay", plainButton, 150, func() { r.watch(c) })
		n.add(&item{key: "replay", w: watch, activate: func() { r.watch(c) }})
		buttons = append(buttons, watch)
	}
	n.add(&item{key: "rematch", w: rematch, activate: func() { r.rematch(c) }})
	buttons = append(buttons, rematch)
	m.setRoot(resultsFrame(m, c, mapName, o, body)(buttons...), n, "rematch")
}

// bannerFace is the face the results' headline is written in, and the headline: 46 menu
// pixels, smaller for a headline too long for the banner's width on the screen ("Bartholomew
// wins with Bandits of the Old Bridge" at 125% on 1280×720), down to 28, and broken in two
// lines when even that is too wide.
func bannerFace(c *game.Context, k *kit, headline string) (text.Face, string) {
	room := k.pxf(float64(min(resultsW, k.W-64) - 56)) // the banner's inside, in the tree's pixels
	size := 46 * k.s
	if w := measure(headline, &text.GoTextFace{Source: c.Fonts.Display.Source, Size: size}); w > room {
		size = max(28*k.s, size*room/w)
	}
	face := &text.GoTextFace{Source: c.Fonts.Display.Source, Size: size}
	if measure(headline, face) > room {
		headline = paragraph(headline, face, room, 2)
	}
	return face, headline
}

// sidesTable is the results' table of each side's units: played by, slain, down, fled and
// standing, the winner marked; colour gives a side's colour from its name and index. The local
// and the online results show it alike.
func sidesTable(k *kit, o Outcome, colour func(name string, i int) color.RGBA) *widget.Container {
	grid := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(
		widget.GridLayoutOpts.Columns(7), widget.GridLayoutOpts.Spacing(k.px(18), k.px(12)),
		widget.GridLayoutOpts.Stretch([]bool{true, false, false, false, false, false, false}, nil))),
		widget.ContainerOpts.WidgetOpts(stretch()))
	mid := func(right bool) widget.WidgetOpt {
		h := widget.GridLayoutPositionStart
		if right {
			h = widget.GridLayoutPositionEnd
		}
		return widget.WidgetOpts.LayoutData(widget.GridLayoutData{VerticalPosition: widget.GridLayoutPositionCenter, HorizontalPosition: h})
	}
	for i, h := range []string{"SIDE", "PLAYED BY", "UNITS", "SLAIN", "DOWN", "FLED", "STANDING"} {
		grid.AddChild(k.label(h, &k.smallBold, k.th.TextDim, 0, mid(i >= 2), k.minSize(map[bool]int{true: 64, false: 0}[i >= 2], 0)))
	}
	for i, s := range o.Sides {
		name := k.row(10, nil)
		name.AddChild(k.swatch(colour(s.Name, i), 16))
		name.AddChild(k.label(s.Name, &k.large, k.th.Text, 0, centred()))
		if s.Name == o.Winner {
			name.AddChild(k.label("WINNER", &k.smallBold, k.th.Accent, 0, centred()))
		}
		grid.AddChild(name)
		grid.AddChild(k.label(s.Who, &k.body, k.th.TextDim, 0, mid(false)))
		for j, v := range []int{s.Units, s.Dead, s.Down, s.Fled, s.Standing} {
			col := k.th.Text
			switch {
			case v == 0:
				col = mix(k.th.TextDim, k.th.Surface, 0.35)
			case j == 1 || j == 2:
				col = k.th.Danger
			case j == 4:
				col = k.th.Good
			}
			grid.AddChild(k.label(strconv.Itoa(v), &k.large, col, 0, mid(true)))
		}
	}
	return grid
}

// resultsFrame frames the results' body with a header and footer, given the footer's buttons.
func resultsFrame(m *menu, c *game.Context, mapName string, o Outcome, body widget.PreferredSizeLocateableWidget) func(...*widget.Button) *widget.Container {
	return func(buttons ...*widget.Button) *widget.Container {
		return m.screen(c, "Battle over", fmt.Sprintf("%s, after %s", mapName, plural(o.Rounds, "round")), nil, body,
			hintLine(c), buttons...)
	}
}

// campaignBanner is the banner of a campaign's battle: the battle's number, the outcome for
// the party and what the campaign does next (or why it could not).
func (r *Results) campaignBanner(c *game.Context, headline string, colour color.RGBA, sub string) (string, string, color.RGBA, string) {
	k := r.m.k
	run := r.camp
	if r.campErr != nil {
		return "CAMPAIGN  ·  " + strings.ToUpper(run.e.title()), headline, colour, "Not carried into the campaign: " + errLine(r.campErr)
	}
	rep := r.campRep
	kicker := strings.ToUpper(run.battleName(len(run.st.Battles)-1) + "  ·  " + run.e.title())
	headline, colour = outcomeHeadline(rep.Outcome, k)
	switch {
	case run.st.Over:
		sub = capitalize(run.st.Outcome) + "."
	case rep.Rest != "":
		sub = fmt.Sprintf("After %s the party takes a %s; %s is next.", plural(rep.Rounds, "round"),
			restName(rep.Rest), strings.ToLower(run.battleName(run.st.Next)))
	}
	if run.saveErr != nil {
		sub += " Progress not saved: " + errLine(run.saveErr)
	}
	return kicker, headline, colour, sub
}

// campaignButtons gives a campaign's results their footer: Title, Watch replay and Continue
// the campaign (the state is saved already).
func (r *Results) campaignButtons(c *game.Context, n *nav, frame func(...*widget.Button) *widget.Container) {
	k := r.m.k
	title := k.button("Title", plainButton, 110, func() { c.Reset(NewTitle(c)) })
	n.add(&item{key: "title", w: title, activate: func() { c.Reset(NewTitle(c)) }})
	buttons := []*widget.Button{title}
	if r.replay != nil {
		watch := k.button("Watch replay", plainButton, 150, func() { r.watch(c) })
		n.add(&item{key: "replay", w: watch, activate: func() { r.watch(c) }})
		buttons = append(buttons, watch)
	}
	cont := k.button("Continue the campaign", primaryButton, 220, func() { r.continueCampaign(c) })
	n.add(&item{key: "continue", w: cont, activate: func() { r.continueCampaign(c) }})
	buttons = append(buttons, cont)
	r.m.setRoot(frame(buttons...), n, "continue")
}

// continueCampaign goes on with the campaign: over the title and the campaigns list, the rest
// after the battle, or the campaign's end.
func (r *Results) continueCampaign(c *game.Context) {
	run := r.camp
	c.Reset(NewTitle(c))
	list := NewCampaignList(c)
	list.Select(c, run.e.path)
	c.Push(list)
	switch {
	case r.campErr != nil:
	case run.st.Over:
		list.reload = true
		c.Push(newCampaignEnd(c, run))
	default:
		list.reload = true
		c.Push(newCampaignRest(c, run))
	}
}

// bar is a strip showing how a side's units ended: standing, fled, down and slain.
// It is drawn at the kit's pixels.
func (r *Results) bar(c *game.Context, s SideOutcome, w int) *widget.Graphic {
	k := r.m.k
	h, top := k.px(10), k.px(3)
	w = k.px(w)
	img := ebiten.NewImage(w, h+2*top)
	total := max(1, s.Units)
	x := 0
	l := r.legend(c)
	segs := []struct {
		n int
		c color.RGBA
	}{{s.Standing, l[0].c}, {s.Fled, l[1].c}, {s.Down, l[2].c}, {s.Dead, l[3].c}}
	rect := func(x, y, w, h int) image.Rectangle { return image.Rect(x, y, x+w, y+h) }
	img.SubImage(rect(0, top, w, h)).(*ebiten.Image).Fill(c.Theme.SurfaceLow)
	for _, sg := range segs {
		sw := sg.n * w / total
		if sg.n > 0 && sw > 0 {
			img.SubImage(rect(x, top, sw-max(1, k.px(1)), h)).(*ebiten.Image).Fill(sg.c)
		}
		x += sw
	}
	return r.m.k.graphic(img)
}

// legendEntry is a colour of the bars and what it stands for.
type legendEntry struct {
	name string
	c    color.RGBA
}

// legend lists the bars' colours: standing (in the side's colour), fled, down, slain.
func (r *Results) legend(c *game.Context) []legendEntry {
	th := c.Theme
	return []legendEntry{{"standing", th.Good}, {"fled", mix(th.TextDim, th.SurfaceLow, 0.45)},
		{"down", mix(th.Danger, th.SurfaceLow, 0.35)}, {"slain", mix(th.Danger, th.SurfaceLow, 0.7)}}
}

// WithReplay offers g, the battle just played, as a replay (Watch replay).
func (r *Results) WithReplay(c *game.Context, g *save.Game) *Results {
	r.replay = g
	r.build(c)
	return r
}

// watch opens the battle just played in the replay viewer, over the results.
func (r *Results) watch(c *game.Context) {
	v, err := NewReplay(c, r.replay)
	if err != nil {
		r.m.message(c, "The replay cannot be shown", err.Error())
		return
	}
	c.Push(v)
}

// newBattle goes to the map picker, over the title.
func (r *Results) newBattle(c *game.Context) {
	c.Reset(NewTitle(c))
	c.Push(NewMapPicker(c))
}

// rematch starts the same battle with new dice.
func (r *Results) rematch(c *game.Context) {
	spec := r.o.Spec
	spec.Seed = c.Rand.Uint64() % 1_000_000
	if StartBattle == nil {
		r.m.message(c, "The battle screen is not built yet",
			"A rematch starts the same sides and units with new dice, but the battle screen is still being made.")
		return
	}
	StartBattle(c, spec)
}

// Update runs the menu.
func (r *Results) Update(c *game.Context) error {
	r.m.update(c)
	return nil
}

// Draw paints the screen.
func (r *Results) Draw(screen *ebiten.Image, c *game.Context) {
	drawBackdrop(screen, c)
	r.m.draw(screen)
}
