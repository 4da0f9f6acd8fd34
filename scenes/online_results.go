package scenes

// Online results: the screen after a match played over the network, as the local results
// say it (the banner, each side's units slain, down, fled and standing), told from the side's
// own view: under fog a foe's numbers are those of its units the side saw at the end.

import (
	"fmt"
	"image/color"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/combat"
	"skirmish/game"
	"skirmish/play"
)

// OnlineResults is the screen after an online match.
type OnlineResults struct {
	m      *menu
	o      Outcome
	banner text.Face
	// side is the seat's side (-1: watching); fog whether the side saw only what its units saw
	side int
	fog  bool
	// host is set in the host's window (Play again opens Host online, else Join online)
	host bool
}

// onlineOutcome is how the match ended as the seat's final view tells it.
func onlineOutcome(v *play.View, winner, mapName string, who func(side string) string) Outcome {
	o := Outcome{Winner: winner, Rounds: v.Round, MapTitle: mapName, Capped: winner == ""}
	for i, sd := range v.Sides {
		s := SideOutcome{Name: sd.Name, Human: sd.Human}
		switch w := who(sd.Name); w {
		case "you":
			s.Who = "You"
		default:
			s.Who = w
		}
		for _, u := range v.Units {
			if u.Side != i {
				continue
			}
			s.Units++
			switch u.Status {
			case combat.Dead:
				s.Dead++
			case combat.Down:
				s.Down++
			case combat.Fled:
				s.Fled++
			default:
				s.Standing++
			}
		}
		o.Sides = append(o.Sides, s)
	}
	return o
}

// NewOnlineResults shows how the online match ended, from side's view (fog: under fog).
func NewOnlineResults(c *game.Context, o Outcome, side int, fog, host bool) *OnlineResults {
	r := &OnlineResults{m: newMenu(c), o: o, side: side, fog: fog, host: host}
	r.m.back = func(c *game.Context) { c.Reset(NewTitle(c)) }
	r.m.help = []string{"Slain units are dead; down units are out of the fight but alive; fled units retreated off the map.",
		"The host's window keeps the match's save: Load lists it (online/last-hosted.json)."}
	r.m.rebuild = r.build
	r.build(c)
	return r
}

// build lays the results out: the banner, the sides' table, a line on fog.
func (r *OnlineResults) build(c *game.Context) {
	m, k, o := r.m, r.m.k, r.o
	n := newNav()
	// tighter than the local results: three sides and the fog line fit 1280×720 at 125%
	body := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout(widget.AnchorLayoutOpts.Padding(k.insets(12, 32, 10, 32)))))
	col := k.column(10, nil, anchor(widget.AnchorLayoutPositionCenter, widget.AnchorLayoutPositionCenter, false, false))
	banner := k.panelBox(k.panel, 6, k.insets(14, 28, 14, 28), k.minSize(resultsW, 0))
	kicker, headline := r.heading()
	colour, kc := k.th.Text, k.th.TextDim
	sub := fmt.Sprintf("The match ended in a draw after %s.", plural(o.Rounds, "round"))
	if o.Winner != "" {
		colour = c.Theme.Side(max(0, sideAt(o, o.Winner)))
		sub = fmt.Sprintf("The match is over after %s.", plural(o.Rounds, "round"))
	}
	switch kicker {
	case "VICTORY":
		kc = k.th.Good
	case "DEFEAT":
		kc = k.th.Danger
	}
	banner.AddChild(k.label(kicker, &k.bold, kc, 0))
	r.banner, headline = bannerFace(c, k, headline)
	banner.AddChild(k.label(headline, &r.banner, colour, 0))
	banner.AddChild(k.label(sub, &k.large, k.th.TextDim, 0))
	col.AddChild(banner)

	table := k.panelBox(k.panel, 0, k.insets(16, 22, 18, 22), k.minSize(resultsW, 0))
	grid := sidesTable(k, o, func(_ string, i int) color.RGBA { return c.Theme.Side(i) })
	table.AddChild(grid)
	col.AddChild(table)
	note := "Every side's units, as observers see them."
	if r.fog && r.side >= 0 {
		note = "Under fog of war: a foe's numbers are those of its units your side saw at the end."
	}
	col.AddChild(k.label(note, &k.small, k.th.TextDim, 0, centred()))
	body.AddChild(col)

	title := k.button("Title", plainButton, 110, func() { c.Reset(NewTitle(c)) })
	n.add(&item{key: "title", w: title, activate: func() { c.Reset(NewTitle(c)) }})
	again := func() {
		c.Reset(NewTitle(c))
		if r.host {
			c.Push(NewOnlineHost(c))
		} else {
			c.Push(NewOnlineJoin(c))
		}
	}
	play := k.button("Play online again", primaryButton, 190, again)
	n.add(&item{key: "again", w: play, activate: again})
	m.setRoot(resultsFrame(m, c, o.MapTitle, o, body)(title, play), n, "again")
}

// heading is the banner's kicker and headline for the seat's player: victory or defeat of its
// side (the match is over, for an observer), or a draw.
func (r *OnlineResults) heading() (kicker, headline string) {
	o := r.o
	switch {
	case o.Winner == "":
		return "NO VICTOR", "A draw"
	case r.side < 0 || r.side >= len(o.Sides):
		kicker = "MATCH OVER"
	case o.Sides[r.side].Name == o.Winner:
		kicker = "VICTORY"
	default:
		kicker = "DEFEAT"
	}
	return kicker, o.Winner + " win"
}

// sideAt is the index of the side named among the outcome's, or -1.
func sideAt(o Outcome, name string) int {
	for i, s := range o.Sides {
		if s.Name == name {
			return i
		}
	}
	return -1
}

// Update runs the menu.
func (r *OnlineResults) Update(c *game.Context) error {
	r.m.update(c)
	return nil
}

// Draw paints the results over the backdrop.
func (r *OnlineResults) Draw(screen *ebiten.Image, c *game.Context) {
	drawBackdrop(screen, c)
	r.m.draw(screen)
}
