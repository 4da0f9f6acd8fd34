package scenes

// Campaign briefing: before each battle of a campaign, the map (thumbnail, title, story, foes) and the party as it enters; fight, let the AI play the party, or go back.

import (
	"fmt"
	"strings"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/app/campaign"
	"skirmish/game"
)

// Briefing is the screen before a campaign's battle.
type Briefing struct {
	m   *menu
	run *campaignRun
	nb  *campaign.Battle
	// thumb is the map's picture, painted on the first frame drawn.
	thumb   *ebiten.Image
	painted bool
}

// briefGeo is the briefing's geometry for a screen: the map's panel and its thumbnail, and the
// party's panel; at most 500, 270 and 640 pixels, less on a smaller screen, the thumbnail
// giving up the room the map's story and foes take whole (lines of text, each about 20 px).
func briefGeo(k *kit, textLines int) (mapW, thumbH, partyW int) {
	total := k.W - 64 - 24
	mapW = min(500, total*44/100)
	partyW = min(640, total-mapW)
	room := k.H - 75 - 60 - 36 // under the header, over the footer, the body's padding
	thumbH = max(100, min(270, room-150-20*textLines))
	return mapW, thumbH, partyW
}

// newBriefing sets up the run's next battle and shows it; it fails when the battle cannot be
// set up (its map does not load, or spawns no heroes).
func newBriefing(c *game.Context, r *campaignRun) (*Briefing, error) {
	nb, err := r.nextBattle()
	if err != nil {
		return nil, err
	}
	b := &Briefing{m: newMenu(c), run: r, nb: nb}
	b.m.back = func(c *game.Context) { c.Pop() }
	b.m.help = []string{
		"Fight places the party on the map (the deploy screen), then you play the party against the AI.",
		"Let the AI play the party watches the AI fight this battle for you; the campaign goes on either way.",
		"After the battle the party rests: a quick rest, or a full heal-up after every few battles. Progress is saved after each battle and rest.",
	}
	b.m.rebuild = b.build
	b.build(c)
	return b, nil
}

// build lays the screen out.
func (b *Briefing) build(c *game.Context) {
	m, k := b.m, b.m.k
	n := newNav()
	r, nb := b.run, b.nb
	mapTitle := nb.Map.Title
	if mapTitle == "" {
		mapTitle = r.e.mapTitle(nb.Index)
	}

	desc := nb.Map.Description
	if desc == "" {
		desc = "No one has written of this place."
	}
	briefMapW, _, _ := briefGeo(k, 0)
	descLines := k.wrap(shorten(desc, maxShown), k.body, float64(briefMapW-28))
	foeLines := k.wrap(b.foes(), k.body, float64(briefMapW-28))
	briefMapW, thumbH, briefPartyW := briefGeo(k, len(descLines)+len(foeLines))
	if tw, th := k.px(briefMapW-24), k.px(thumbH); b.thumb == nil || b.thumb.Bounds().Dx() != tw || b.thumb.Bounds().Dy() != th {
		if b.thumb != nil {
			b.thumb.Deallocate()
		}
		b.thumb, b.painted = ebiten.NewImage(tw, th), false
	}
	left := k.panelBox(k.panel, 8, k.insets(12, 12, 16, 12), k.minSize(briefMapW, 0))
	left.AddChild(k.graphic(b.thumb))
	left.AddChild(k.spacer(0, 2))
	left.AddChild(k.label(mapTitle, &k.title, k.th.Text, 0))
	left.AddChild(k.label(fmt.Sprintf("%d×%d squares  ·  the party fights as the %s", nb.Map.Width, nb.Map.Height, nb.Party), &k.small, k.th.Accent, 0))
	left.AddChild(k.label(k.paragraph(desc, k.body, float64(briefMapW-28), 8), &k.body, k.th.TextDim, 0))
	left.AddChild(k.spacer(0, 2))
	left.AddChild(sectionLabel(k, "The foes"))
	left.AddChild(k.label(k.paragraph(b.foes(), k.body, float64(briefMapW-28), 4), &k.body, k.th.Text, 0))

	gap, pad := 10, k.insets(18, 22, 18, 22)
	if k.H < 640 { // the smallest screens (125% on 1280×720): four heroes and the note fit over the footer
		gap, pad = 6, k.insets(12, 22, 12, 22)
	}
	right := k.panelBox(k.panel, gap, pad, k.minSize(briefPartyW, 0))
	right.AddChild(sectionLabel(k, "The party as it enters"))
	for i, v := range heroViews(r.st) {
		if i > 0 {
			right.AddChild(k.graphic(divider(c, k, briefPartyW-44)))
		}
		right.AddChild(heroRow(c, k, v, briefPartyW-44, true, nil))
	}
	right.AddChild(k.spacer(0, 4))
	right.AddChild(k.label(k.paragraph(b.since(), k.small, float64(briefPartyW-44), 2), &k.small, k.th.TextDim, 0))
	if r.saveErr != nil {
		right.AddChild(k.label(k.paragraph("Progress not saved: "+errLine(r.saveErr), k.small, float64(briefPartyW-44), 2), &k.small, k.th.Danger, 0))
	}

	cols := k.row(24, nil)
	cols.AddChild(left)
	cols.AddChild(right)
	body := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout(widget.AnchorLayoutOpts.Padding(k.insets(18, 32, 18, 32)))))
	cols.GetWidget().LayoutData = widget.AnchorLayoutData{HorizontalPosition: widget.AnchorLayoutPositionCenter,
		VerticalPosition: widget.AnchorLayoutPositionStart}
	body.AddChild(cols)

	back := k.button("Back", plainButton, 110, func() { c.Pop() })
	watch := k.button("Let the AI play the party", plainButton, 0, func() { b.fight(c, true) })
	fight := k.button("Fight", primaryButton, 160, func() { b.fight(c, false) })
	n.add(&item{key: "back", w: back, activate: func() { c.Pop() }})
	n.add(&item{key: "ai", w: watch, activate: func() { b.fight(c, true) }})
	n.add(&item{key: "fight", w: fight, activate: func() { b.fight(c, false) }})
	title := fmt.Sprintf("Battle %d of %d:  %s", nb.Index+1, len(r.f.Maps), mapTitle)
	if r.e.delve != "" { // the map's title names its depth
		title = mapTitle
	}
	sub := fmt.Sprintf("%s  ·  %s  ·  %s", r.e.title(), rulesLine(r.f), count(r.st.Losses, "campaign loss", "campaign losses"))
	root := m.screen(c, title, sub, b.stepsTrail(), body, hintLine(c), back, watch, fight)
	m.setRoot(root, n, "fight")
}

// stepsTrail is the header's row of the campaign's battles, the one to fight lit.
func (b *Briefing) stepsTrail() *widget.Container {
	k := b.m.k
	r := k.row(6, nil)
	for i := range b.run.f.Maps {
		col, face := mix(k.th.TextDim, k.th.Backdrop, 0.45), &k.body
		mark := fmt.Sprint(i + 1)
		switch {
		case i < len(b.run.st.Battles):
			col = k.th.Good
			if b.run.st.Battles[i].Outcome != campaign.Won {
				col = k.th.Danger
			}
		case i == b.nb.Index:
			col, face = k.th.Accent, &k.bold
		}
		r.AddChild(k.label(mark, face, col, 0, centred()))
		if i < len(b.run.f.Maps)-1 {
			r.AddChild(k.label("·", &k.body, mix(k.th.TextDim, k.th.Backdrop, 0.4), 0, centred()))
		}
	}
	return r
}

// foes lists the units the party faces, by kind: "Skeleton × 4  ·  Ghoul".
func (b *Briefing) foes() string {
	if f := b.nb.Foes(); f != "" {
		return f
	}
	return "None the map spawns."
}

// since says what the last battle left, and when the next full heal-up comes.
func (b *Briefing) since() string {
	st, f := b.run.st, b.run.f
	var parts []string
	if n := len(st.Battles); n > 0 {
		last := st.Battles[n-1]
		where := last.Title
		if where == "" {
			where = last.Map
		}
		parts = append(parts, fmt.Sprintf("Last battle: %s at %s, then a %s.", strings.ToLower(outcomeWord(last.Outcome)), where, restName(last.Rest)))
	} else {
		parts = append(parts, "The first battle: the party is fresh.")
	}
	left, maps := f.HealUpAfter()-st.SinceHealUp, len(f.Maps)-st.Next // this battle counts in both
	switch {
	case maps <= 1:
		parts = append(parts, "The last battle of the campaign.")
	case left <= 1:
		parts = append(parts, "A full heal-up follows this battle.")
	case left < maps:
		parts = append(parts, fmt.Sprintf("A full heal-up after %s more.", plural(left, "battle")))
	default:
		parts = append(parts, "No full heal-up before the campaign's end: "+plural(maps, "battle")+" to go.")
	}
	return strings.Join(parts, " ")
}

// restName is a report's rest in a few words ("quick rest", "full heal-up").
func restName(rest string) string {
	if i := strings.Index(rest, " ("); i > 0 {
		return rest[:i]
	}
	if rest == "" {
		return "rest"
	}
	return rest
}

// fight starts the battle: the deploy screen for the party, or the battle with the AI
// playing it.
func (b *Briefing) fight(c *game.Context, aiParty bool) {
	if err := b.run.fight(c, aiParty); err != nil {
		b.m.message(c, "This battle cannot start", errLine(err))
	}
}

// Update runs the menu.
func (b *Briefing) Update(c *game.Context) error {
	b.m.update(c)
	return nil
}

// Draw paints the map's thumbnail once, then the screen.
func (b *Briefing) Draw(screen *ebiten.Image, c *game.Context) {
	if !b.painted {
		b.painted = true
		game.DrawThumbnail(b.thumb, b.nb.Map, c.Theme, c.Fonts)
	}
	drawBackdrop(screen, c)
	b.m.draw(screen)
}
