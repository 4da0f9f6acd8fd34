package scenes

// Campaign rest and end: after a campaign's battle, its report and the rest (each hero's recoveries and recharge rolls, more recoveries by choice); at the end, how the campaign went, battle by battle and hero by hero.

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/app/campaign"
	"skirmish/game"
)

// CampaignRest is the screen after a campaign's battle: what happened, and the rest.
type CampaignRest struct {
	m      *menu
	run    *campaignRun
	banner text.Face
	// said is a short line about the last recovery spent by choice (or why not).
	said string
}

// Rest and end screens' geometry: their widest, the end's list of battles.
const (
	maxRestW    = 1000
	endBattlesW = 410
)

// restWidth is the rest and end screens' width on c's screen: at most maxRestW, clear of the
// scroll bar on a narrower one.
func restWidth(k *kit) int { return min(maxRestW, k.W-48-24-k.slack()-4) }

// newCampaignRest shows the report of the run's last battle and the rest after it.
func newCampaignRest(c *game.Context, r *campaignRun) *CampaignRest {
	s := &CampaignRest{m: newMenu(c), run: r, banner: &text.GoTextFace{Source: c.Fonts.Display.Source, Size: 40}}
	s.m.back = func(c *game.Context) { c.Pop() }
	s.m.help = []string{
		"At a quick rest each recharge power used rolls a d20 to come back; one that fails sits out the next battle.",
		"A staggered hero (half its hit points or fewer) must spend a recovery; a hero spends more while it lacks a recovery's worth. " +
			"Spend a recovery heals a hero more, with one of the recoveries it keeps until the next full heal-up.",
		"The campaign is saved: quitting now and choosing Continue later comes back to the next battle.",
	}
	s.m.rebuild = s.build
	s.build(c)
	return s
}

// report is the last battle's report.
func (s *CampaignRest) report() campaign.Report {
	b := s.run.st.Battles
	if len(b) == 0 {
		return campaign.Report{}
	}
	return b[len(b)-1]
}

// build lays the screen out.
func (s *CampaignRest) build(c *game.Context) {
	m, k := s.m, s.m.k
	s.banner = &text.GoTextFace{Source: c.Fonts.Display.Source, Size: 40 * k.s}
	campaignRestW := restWidth(k)
	n := newNav()
	r := s.run
	rep := s.report()
	idx := len(r.st.Battles) - 1
	col := k.column(14, nil)

	top := k.panelBox(k.panel, 4, k.insets(16, 24, 16, 24), k.minSize(campaignRestW, 0))
	word, colour := outcomeHeadline(rep.Outcome, k)
	kicker := r.battleName(idx) + "  ·  " + reportTitle(rep)
	if r.e.delve != "" { // the depth's map title names the depth
		kicker = reportTitle(rep)
	}
	top.AddChild(k.label(strings.ToUpper(kicker), &k.smallBold, k.th.TextDim, 0))
	top.AddChild(k.label(word, &s.banner, colour, 0))
	top.AddChild(k.label(reportLine(rep), &k.body, k.th.Text, float64(campaignRestW-48)))
	col.AddChild(top)

	rest := k.panelBox(k.panel, 10, k.insets(16, 24, 18, 24), k.minSize(campaignRestW, 0))
	head := k.row(12, nil)
	head.AddChild(k.label(capitalize(restName(rep.Rest)), &k.title, k.th.Accent, 0, centred()))
	head.AddChild(k.label(restExplained(rep.Rest, r.f.Rules == "age13"), &k.small, k.th.TextDim, 0, centred()))
	rest.AddChild(head)
	quick := rep.Rest == "quick rest"
	views := heroViews(r.st)
	for i, v := range views {
		if i > 0 {
			rest.AddChild(k.graphic(divider(c, k, campaignRestW-48)))
		}
		var action widget.PreferredSizeLocateableWidget
		if quick && !v.Dead {
			name := v.Name
			switch {
			case v.HP >= v.MaxHP:
				action = k.label("At full hit points", &k.small, k.th.TextDim, 0)
			case v.Recoveries == 0:
				action = k.label("No recoveries left", &k.small, k.th.TextDim, 0)
			default:
				spend := k.buttonWith("Spend a recovery", plainButton, 170, &k.body, k.insets(6, 12, 6, 12), func() { s.spend(c, name) })
				n.add(&item{key: "spend:" + name, w: spend, activate: func() { s.spend(c, name) }})
				action = spend
			}
		}
		rest.AddChild(restRow(c, k, v, restLines(rep, v), campaignRestW-48, action))
	}
	if s.said != "" {
		rest.AddChild(k.label(s.said, &k.small, k.th.Accent, 0))
	}
	if r.saveErr != nil {
		rest.AddChild(k.label(k.paragraph("Progress not saved: "+errLine(r.saveErr), k.small, float64(campaignRestW-48), 2), &k.small, k.th.Danger, 0))
	}
	col.AddChild(rest)

	sc := scrollOf(col)
	m.scrolls = []*widget.ScrollContainer{sc}
	for _, it := range n.items {
		it.scroll = sc
	}
	body := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(widget.GridLayoutOpts.Columns(1),
		widget.GridLayoutOpts.Stretch([]bool{true}, []bool{true}),
		widget.GridLayoutOpts.Padding(k.insets(16, restSide(k, campaignRestW), 8, restSide(k, campaignRestW))))))
	body.AddChild(sc)

	back := k.button("Campaigns", plainButton, 140, func() { c.Pop() })
	next := k.button("Next battle", primaryButton, 170, func() { s.next(c) })
	n.add(&item{key: "back", w: back, activate: func() { c.Pop() }})
	n.add(&item{key: "next", w: next, activate: func() { s.next(c) }})
	sub := fmt.Sprintf("%s  ·  %s  ·  %s", r.e.title(), r.played(), count(r.st.Losses, "campaign loss", "campaign losses"))
	root := m.screen(c, "After the battle", sub, nil, body, hintLine(c), back, next)
	m.setRoot(root, n, "next")
}

// restRow is a hero's row on the rest screen, w wide: its badge, name, class and what it
// carries; what the rest did for it; its hit points after; and action (a button or a note).
func restRow(c *game.Context, k *kit, v heroView, lines []restLine, w int, action widget.PreferredSizeLocateableWidget) *widget.Container {
	th := k.th
	row := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(
		widget.GridLayoutOpts.Columns(5), widget.GridLayoutOpts.Spacing(k.px(14), k.px(0)),
		widget.GridLayoutOpts.Stretch([]bool{false, false, true, false, false}, nil))),
		widget.ContainerOpts.WidgetOpts(k.minSize(w, 0)))
	mid := func() widget.WidgetOpt {
		return widget.WidgetOpts.LayoutData(widget.GridLayoutData{VerticalPosition: widget.GridLayoutPositionCenter})
	}
	row.AddChild(k.graphic(heroBadge(c, k, v.Name, v.Dead, 38), mid()))
	who := k.column(2, nil, mid(), k.minSize(230, 0))
	nameCol := th.Text
	if v.Dead {
		nameCol = th.TextDim
	}
	who.AddChild(k.label(v.Name, &k.bold, nameCol, 0))
	who.AddChild(k.label(fmt.Sprintf("%s, level %d", v.Class, v.Level), &k.small, th.TextDim, 0))
	if !v.Dead {
		line, _ := heroLines(v)
		who.AddChild(k.label(k.paragraph(line, k.small, 230, 2), &k.small, mix(th.Text, th.TextDim, 0.4), 0))
	}
	row.AddChild(who)
	what := k.column(3, nil, mid())
	for _, l := range lines {
		what.AddChild(k.label(k.paragraph(l.text, k.small, float64(w-230-170-170-38-4*14), 2), &k.small, l.colour(k), 0))
	}
	if _, powers := heroLines(v); powers != "" && !v.Dead {
		what.AddChild(k.label(k.paragraph(powers, k.small, float64(w-230-170-170-38-4*14), 2), &k.small, th.Accent, 0))
	}
	row.AddChild(what)
	row.AddChild(heroHP(c, k, v, 170, mid()))
	box := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout()),
		widget.ContainerOpts.WidgetOpts(mid(), k.minSize(170, 0)))
	if action != nil {
		action.GetWidget().LayoutData = widget.AnchorLayoutData{HorizontalPosition: widget.AnchorLayoutPositionEnd,
			VerticalPosition: widget.AnchorLayoutPositionCenter}
		box.AddChild(action)
	}
	row.AddChild(box)
	return row
}

// scrollOf puts content in a scroll container.
func scrollOf(content *widget.Container) *widget.ScrollContainer {
	return widget.NewScrollContainer(
		widget.ScrollContainerOpts.Content(content),
		widget.ScrollContainerOpts.Image(&widget.ScrollContainerImage{Idle: imageNone(), Mask: imageMask()}),
	)
}

// restLine is a line of what a rest did for a hero: a recharge roll, a recovery, a power back.
type restLine struct {
	text string
	bad  bool
}

// colour is the line's colour: the danger colour for a failed recharge.
func (l restLine) colour(k *kit) color.RGBA {
	if l.bad {
		return mix(k.th.Danger, k.th.Text, 0.25)
	}
	return mix(k.th.Text, k.th.TextDim, 0.35)
}

// restLines are what the report's rest did for hero v, in order: powers back, recharge
// rolls, recoveries (rolled or average), skulls healed; a full heal-up's, in one line.
func restLines(rep campaign.Report, v heroView) []restLine {
	if v.Dead {
		return nil
	}
	if !v.Recovers { // Delvers, d20, Realms: hit points and what the hero runs short of
		if strings.HasPrefix(rep.Rest, "full heal-up") {
			return []restLine{{text: "Full heal-up: every hit point, thrown weapon and spell back"}}
		}
		out := []restLine{{text: fmt.Sprintf("%d of %d hp: no healing until a full heal-up", v.HP, v.MaxHP), bad: v.HP < v.MaxHP}}
		if v.Short != "" {
			out = append(out, restLine{text: "Short of " + v.Short, bad: true})
		}
		return out
	}
	if strings.HasPrefix(rep.Rest, "full heal-up") {
		return []restLine{{text: "Full heal-up: every hit point, recovery and power back; no lasting wounds"}}
	}
	r, ok := rep.Rests[v.Name]
	if !ok {
		return nil
	}
	var out []restLine
	for _, p := range r.Returned {
		out = append(out, restLine{text: capitalize(p) + " is back after sitting a battle out"})
	}
	for _, ch := range r.Recharges {
		word := "back"
		if !ch.Back {
			word = "sits out the next battle"
		}
		out = append(out, restLine{text: fmt.Sprintf("%s recharge: d20 %d vs %d+: %s", capitalize(ch.Power), ch.Roll, ch.Need, word), bad: !ch.Back})
	}
	for _, rec := range r.Recoveries {
		out = append(out, restLine{text: "Recovery: " + rec.Text})
	}
	if r.Skulls > 0 {
		out = append(out, restLine{text: fmt.Sprintf("%s healed", plural(r.Skulls, "skull"))})
	}
	switch {
	case len(out) > 0:
	case v.HP >= v.MaxHP:
		out = append(out, restLine{text: "Nothing to heal or recharge"})
	case v.Recoveries == 0:
		out = append(out, restLine{text: fmt.Sprintf("%d hp short, and no recoveries left to heal with", v.MaxHP-v.HP)})
	default:
		out = append(out, restLine{text: fmt.Sprintf("No recovery spent: %d hp short (Spend a recovery heals)", v.MaxHP-v.HP)})
	}
	return out
}

// spend spends one more recovery of the hero called name, and shows the screen again.
func (s *CampaignRest) spend(c *game.Context, name string) {
	rec, err := s.run.spendRecovery(name)
	if err != nil {
		s.said = errLine(err)
	} else {
		s.said = name + " spends a recovery: " + rec
	}
	s.build(c)
	s.m.nav.selectKey("spend:" + name)
}

// next opens the briefing of the next battle in the rest screen's place.
func (s *CampaignRest) next(c *game.Context) {
	b, err := nextScreen(c, s.run)
	if err != nil {
		s.m.message(c, "The next battle cannot be set up", errLine(err))
		return
	}
	c.Replace(b)
}

// Update runs the menu.
func (s *CampaignRest) Update(c *game.Context) error {
	s.m.update(c)
	return nil
}

// Draw paints the screen.
func (s *CampaignRest) Draw(screen *ebiten.Image, c *game.Context) {
	drawBackdrop(screen, c)
	s.m.draw(screen)
	if s.m.dlg == nil && len(s.m.scrolls) > 0 {
		s.m.drawScrollBar(screen, c, s.m.scrolls[0])
	}
}

// outcomeHeadline is a battle's outcome for the party as a headline and its colour.
func outcomeHeadline(o string, k *kit) (string, color.RGBA) {
	switch o {
	case campaign.Won:
		return "Victory", k.th.Good
	case campaign.Fled:
		return "The party fled", k.th.Accent
	case campaign.Defeated:
		return "Defeat", k.th.Danger
	}
	return "A draw", k.th.Text
}

// reportTitle names the report's map.
func reportTitle(rep campaign.Report) string {
	if rep.Title != "" {
		return rep.Title
	}
	return rep.Map
}

// reportLine says how the battle went for the heroes: the rounds, who fell, died, took a
// lasting wound.
func reportLine(rep campaign.Report) string {
	s := fmt.Sprintf("After %s.", plural(rep.Rounds, "round"))
	switch rep.Outcome {
	case campaign.Fled:
		s = "The party fled, carrying its fallen: a campaign loss. " + s
	case campaign.Draw:
		s = "The round limit came with the battle undecided: a campaign loss. " + s
	}
	parts := []string{}
	if len(rep.Fell) > 0 {
		parts = append(parts, "Fell: "+strings.Join(rep.Fell, ", ")+".")
	}
	if len(rep.Died) > 0 {
		parts = append(parts, "Died: "+strings.Join(rep.Died, ", ")+".")
	}
	if len(rep.Wounded) > 0 {
		parts = append(parts, "A lasting wound: "+strings.Join(rep.Wounded, ", ")+".")
	}
	if len(parts) == 0 {
		parts = append(parts, "No hero fell.")
	}
	return s + " " + strings.Join(parts, " ")
}

// restExplained says what a rest does, in a line.
func restExplained(rest string, age13 bool) string {
	switch {
	case !age13 && strings.Contains(rest, "retreated"):
		return "The party retreated to heal (a campaign loss): hit points, thrown weapons and spells back."
	case !age13 && strings.HasPrefix(rest, "full heal-up"):
		return "Everything back: hit points, thrown weapons, spells."
	case rest == "quick rest":
		return "Recharge powers roll to come back; the hurt spend recoveries."
	case rest == campaign.Rest:
		return "No healing between fights: hit points lost stay lost until a full heal-up; the fallen who live get up."
	case strings.Contains(rest, "retreated"):
		return "The party retreated to heal (a campaign loss): everything back but potions."
	case strings.HasPrefix(rest, "full heal-up"):
		return "Everything back but potions: hit points, recoveries, powers; lasting wounds heal."
	}
	return ""
}

// CampaignEnd is the screen at a campaign's end: completed or lost, each battle, each hero.
type CampaignEnd struct {
	m      *menu
	run    *campaignRun
	banner text.Face
}

// newCampaignEnd shows how the run's campaign ended.
func newCampaignEnd(c *game.Context, r *campaignRun) *CampaignEnd {
	e := &CampaignEnd{m: newMenu(c), run: r, banner: &text.GoTextFace{Source: c.Fonts.Display.Source, Size: 44}}
	e.m.back = func(c *game.Context) { c.Pop() }
	e.m.help = []string{"New campaign in Campaigns starts the party again from the first battle."}
	e.m.rebuild = e.build
	e.build(c)
	return e
}

// build lays the screen out.
func (e *CampaignEnd) build(c *game.Context) {
	m, k := e.m, e.m.k
	e.banner = &text.GoTextFace{Source: c.Fonts.Display.Source, Size: 44 * k.s}
	campaignRestW := restWidth(k)
	n := newNav()
	st, f := e.run.st, e.run.f
	won := strings.HasPrefix(st.Outcome, "completed")
	col := k.column(14, nil)

	top := k.panelBox(k.panel, 4, k.insets(18, 26, 18, 26), k.minSize(campaignRestW, 0))
	kicker, headline, colour := "CAMPAIGN LOST", "The road ends here", k.th.Danger
	if won {
		kicker, headline, colour = "CAMPAIGN COMPLETED", "The road is won", k.th.Good
	}
	outcome := capitalize(st.Outcome) + "."
	if e.run.e.delve != "" { // a delve ends only when the party falls (or as asked): how deep it went
		deepest := campaign.Deepest(f, st)
		kicker, headline, colour = "DELVE ENDED", fmt.Sprintf("Depth %d cleared", deepest), k.th.Good
		if deepest == 0 {
			headline, colour = "No depth cleared", k.th.Danger
		}
		outcome += fmt.Sprintf(" The record for %s: depth %d.", campaign.RulesName(f.Rules), max(e.run.e.record, deepest))
	}
	top.AddChild(k.label(kicker+"  ·  "+strings.ToUpper(e.run.e.title()), &k.smallBold, k.th.TextDim, 0))
	top.AddChild(k.label(headline, &e.banner, colour, 0))
	top.AddChild(k.label(outcome, &k.large, k.th.TextDim, 0))
	col.AddChild(top)

	row := k.row(16, nil)
	battles := k.panelBox(k.panel, 8, k.insets(16, 20, 16, 20), k.minSize(endBattlesW, 0))
	battles.AddChild(sectionLabel(k, "The battles"))
	for i, rep := range st.Battles {
		line := k.row(10, nil)
		word, wc := outcomeHeadline(rep.Outcome, k)
		if rep.Outcome == campaign.Won {
			word = "Won"
		}
		line.AddChild(k.label(fmt.Sprintf("%d", i+1), &k.bold, k.th.TextDim, 0, k.minSize(18, 0)))
		line.AddChild(k.label(k.paragraph(reportTitle(rep), k.body, 180, 1), &k.body, k.th.Text, 0, k.minSize(186, 0)))
		line.AddChild(k.label(word, &k.smallBold, wc, 0, centred(), k.minSize(70, 0)))
		line.AddChild(k.label(plural(rep.Rounds, "round"), &k.small, k.th.TextDim, 0, centred()))
		battles.AddChild(line)
		if len(rep.Died) > 0 {
			battles.AddChild(k.label("      Died: "+strings.Join(rep.Died, ", "), &k.small, k.th.Danger, 0))
		}
	}
	for i := len(st.Battles); i < len(f.Maps) && e.run.e.delve == ""; i++ {
		line := k.row(10, nil)
		line.AddChild(k.label(fmt.Sprintf("%d", i+1), &k.bold, mix(k.th.TextDim, k.th.Surface, 0.4), 0, k.minSize(18, 0)))
		line.AddChild(k.label(k.paragraph(e.run.e.mapTitle(i), k.body, 200, 1), &k.body, mix(k.th.TextDim, k.th.Surface, 0.4), 0))
		battles.AddChild(line)
	}
	battles.AddChild(k.spacer(0, 4))
	battles.AddChild(k.label(count(st.Losses, "campaign loss", "campaign losses"), &k.small, k.th.TextDim, 0))
	row.AddChild(battles)

	party := k.panelBox(k.panel, 10, k.insets(16, 20, 16, 20), k.minSize(campaignRestW-endBattlesW-16, 0))
	party.AddChild(sectionLabel(k, "The party"))
	for i, v := range heroViews(st) {
		if i > 0 {
			party.AddChild(k.graphic(divider(c, k, campaignRestW-endBattlesW-16-40)))
		}
		party.AddChild(heroRow(c, k, v, campaignRestW-endBattlesW-16-40, true, nil))
	}
	row.AddChild(party)
	col.AddChild(row)

	sc := scrollOf(col)
	m.scrolls = []*widget.ScrollContainer{sc}
	body := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(widget.GridLayoutOpts.Columns(1),
		widget.GridLayoutOpts.Stretch([]bool{true}, []bool{true}),
		widget.GridLayoutOpts.Padding(k.insets(16, restSide(k, campaignRestW), 8, restSide(k, campaignRestW))))))
	body.AddChild(sc)
	title := k.button("Title", plainButton, 110, func() { c.Reset(NewTitle(c)) })
	back := k.button("Campaigns", primaryButton, 150, func() { c.Pop() })
	n.add(&item{key: "title", w: title, activate: func() { c.Reset(NewTitle(c)) }})
	n.add(&item{key: "campaigns", w: back, activate: func() { c.Pop() }})
	root := m.screen(c, e.run.e.title(), e.run.played(), nil, body,
		hintLine(c), title, back)
	m.setRoot(root, n, "campaigns")
}

// Update runs the menu.
func (e *CampaignEnd) Update(c *game.Context) error {
	e.m.update(c)
	return nil
}

// Draw paints the screen.
func (e *CampaignEnd) Draw(screen *ebiten.Image, c *game.Context) {
	drawBackdrop(screen, c)
	e.m.draw(screen)
}

// restSide is the margin each side of the rest and end screens' column of width w, a few
// pixels short of centring it, so that a pixel of rounding in its rows stays inside the view.
func restSide(k *kit, w int) int { return max(24, (k.W-w)/2-4) }
