package scenes

// Replay drawing: the replay's panel (what is replayed, the round, the side in turn, the next action) and its controls and timeline.

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/combat"
	"skirmish/game"
	"skirmish/play"
)

// The replay's controls, in the action bar (and Close over End turn).
const (
	ctPrevRound = iota
	ctBack
	ctPlay
	ctStep
	ctNextRound
	ctSlower
	ctFaster
	ctClose
	ctTimeline
	numControls
)

// control is the rectangle of a control of the replay.
func (r *Replay) control(c *game.Context, i int) (x, y, w, h float64) {
	l := r.show.lay
	row := l.barY + 12
	switch {
	case i <= ctNextRound:
		w = 108.0
		x = 14 + float64(i)*(w+6)
		if i > ctPlay {
			x += 24
		}
		if i == ctPlay {
			w += 24
		}
		return x, row, w, 32
	case i == ctSlower || i == ctFaster:
		// right of the buttons where the bar is wide enough, else in a row of their own
		// under the timeline (Step and Round » would run into them)
		x, y := l.sideX-14-92*2-replaySpeedW, row
		if x < replayButtonsEnd+14 {
			x, y = 14, l.barY+94
		}
		if i == ctFaster {
			x += 92 + replaySpeedW
		}
		return x, y, 92, 32
	case i == ctClose:
		return l.endX, l.endY, l.endW, l.endH
	case i == ctTimeline:
		return 20, l.barY + 64, l.sideX - 210, 14
	}
	return 0, 0, 0, 0
}

// replayButtonsEnd is where the replay's five stepping buttons end; replaySpeedW is the room
// for the speed between Slower and Faster.
const (
	replayButtonsEnd = 14 + 5*108 + 4*6 + 2*24
	replaySpeedW     = 70
)

// controlAt is the control under a point, or -1.
func (r *Replay) controlAt(c *game.Context, px, py int) int {
	for i := range numControls {
		x, y, w, h := r.control(c, i)
		pad := 0.0
		if i == ctTimeline {
			pad = 8 // the bar is thin: take clicks a little around it
		}
		if float64(px) >= x && float64(px) < x+w && float64(py) >= y-pad && float64(py) < y+h+pad {
			return i
		}
	}
	return -1
}

// click runs the control under a click.
func (r *Replay) click(c *game.Context, px, py int) {
	switch r.controlAt(c, px, py) {
	case ctPrevRound:
		r.jumpRound(c, -1)
	case ctBack:
		r.playing = false
		r.seek(c, r.st.Index()-1)
	case ctPlay:
		r.toggle(c)
	case ctStep:
		r.playing = false
		r.forward(c)
	case ctNextRound:
		r.jumpRound(c, 1)
	case ctSlower:
		r.speed = max(0, r.speed-1)
	case ctFaster:
		r.speed = min(len(replaySpeeds)-1, r.speed+1)
	case ctClose:
		c.Pop()
	case ctTimeline:
		x, _, w, _ := r.control(c, ctTimeline)
		f := (float64(px) - x) / w
		r.playing = false
		r.seek(c, int(f*float64(r.st.Len())+0.5))
	}
}

// speedLabel writes a speed: "2 / s", "½ / s".
func speedLabel(v float64) string {
	if v == 0.5 {
		return "½ / s"
	}
	return fmt.Sprintf("%g / s", v)
}

// drawPanel paints the replay's side panel over the unit panel, and its own hint in the top
// bar and Close over End turn.
func (r *Replay) drawPanel(dst *ebiten.Image, c *game.Context, v *play.View) {
	s := r.show
	th, f, l := c.Theme, c.Fonts, &s.lay
	sideBackground(dst, c, l.unitRect())
	px, py := l.sideX+14, l.topH+12
	game.Text(dst, "REPLAY", f.SmallBold, px, py, th.Accent)
	face := f.Title // a smaller face for a long title before it is cut
	for _, smaller := range []*text.GoTextFace{f.Large, f.Bold} {
		if game.TextWidth(r.Title, face) > l.sideW-30 {
			face = smaller
		}
	}
	title := clip([]string{r.Title}, 1, face, l.sideW-30)
	for game.TextWidth(title[0], face) > l.sideW-30 && len([]rune(title[0])) > 4 {
		rs := []rune(title[0])
		title[0] = "…" + string(rs[2:])
	}
	game.Text(dst, title[0], face, px, py+18+(f.Title.Size-face.Size)/2, th.Text)
	first, last := r.st.Rounds()
	round := fmt.Sprintf("Round %d of %d", r.st.Round(), last)
	if first == 0 && r.st.Round() == 0 {
		round = fmt.Sprintf("Surprise round (then %d)", last)
	}
	game.Text(dst, round, f.Bold, px, py+50, th.Text)
	y := py + 72
	if side := s.current(); side >= 0 {
		name := s.B().Sides[side].Name
		who := ""
		for _, ss := range s.Spec.Sides {
			if ss.Name == name {
				who = ss.Who()
			}
		}
		game.FillCircle(dst, float32(px)+6, float32(y)+9, 6, th.Side(side), false)
		line := name + "’s turn"
		if strings.HasSuffix(name, "s") {
			line = name + "’ turn"
		}
		if who != "" {
			line += "  ·  " + who
		}
		game.Text(dst, line, f.Body, px+18, y, th.Side(side))
		y += 22
	} else if s.B().Over {
		res := "The battle ends in a draw."
		if s.B().Winner != "" {
			res = s.B().Winner + " won the battle."
		}
		game.Text(dst, res, f.Body, px, y, th.Good)
		y += 22
	}
	next := "The end of the saved battle."
	if a, ok := r.st.Next(); ok {
		next = "Next: " + play.ActionName(a)
		if a.Kind == combat.EndTurn {
			next = "Next: the turn ends"
		}
	}
	for _, ln := range clip(wrap(next, f.Small, l.sideW-30), 2, f.Small, l.sideW-30) {
		game.Text(dst, ln, f.Small, px, y, th.TextDim)
		y += 16
	}
	if r.err != "" {
		for _, ln := range clip(wrap(r.err, f.Small, l.sideW-30), 2, f.Small, l.sideW-30) {
			game.Text(dst, ln, f.Small, px, y, th.Danger)
			y += 16
		}
	}
	drawRoster(dst, c, l, v, v.Turn, px, y+8)
	// Close in End turn's place; a note over it
	sideBackground(dst, c, l.turnRect())
	game.Text(dst, "Watching only: load the save to play on.", f.Small, l.endX, l.endY-30, th.TextDim)
	bt := hudButton{x: l.endX, y: l.endY, w: l.endW, h: l.endH, label: "Close replay", key: keyHint(c, game.Back), enabled: true, primary: r.hoverCt == ctClose, zoom: l.g}
	bt.draw(dst, c)
}

// drawControls paints the action bar as the replay's controls: round and step buttons, play,
// the speed, where the replay is, and the timeline with its rounds.
func (r *Replay) drawControls(dst *ebiten.Image, c *game.Context) {
	s := r.show
	th, f, l := c.Theme, c.Fonts, &s.lay
	game.FillRect(dst, 0, float32(l.barY), float32(l.sideX), float32(l.h-l.barY), th.Surface, false)
	game.FillRect(dst, 0, float32(l.barY), float32(l.sideX), 2, th.Edge, false)
	n, total := r.st.Index(), r.st.Len()
	firstRound, lastRound := r.st.Rounds()
	play := "Play"
	if r.playing {
		play = "Pause"
	}
	buttons := []struct {
		label string
		key   game.Action
		on    bool
	}{
		{"« Round", game.ReplayPrevRound, n > 0},
		{"‹ Back", game.ReplayBack, n > 0},
		{play, game.ReplayPlay, total > 0},
		{"Step ›", game.ReplayStep, n < total},
		{"Round »", game.ReplayNextRound, r.st.Round() < lastRound},
		{"Slower", game.ReplaySlower, r.speed > 0},
		{"Faster", game.ReplayFaster, r.speed < len(replaySpeeds)-1},
	}
	for i, b := range buttons {
		x, y, w, h := r.control(c, i)
		bt := hudButton{x: x, y: y, w: w, h: h, label: b.label, key: keyHint(c, b.key), enabled: b.on, primary: i == ctPlay, active: i == ctPlay && r.playing, zoom: l.g}
		bt.draw(dst, c)
	}
	// the speed between Slower and Faster, where the replay is between the buttons
	sx, sy, sw, _ := r.control(c, ctSlower)
	sp := speedLabel(replaySpeeds[r.speed])
	game.Text(dst, sp, f.Bold, sx+sw+replaySpeedW/2-game.TextWidth(sp, f.Bold)/2, sy+7, th.Accent)
	// where the replay is, right of the timeline
	tx, ty, tw, tht := r.control(c, ctTimeline)
	game.Text(dst, fmt.Sprintf("Action %d of %d", n, total), f.Bold, tx+tw+24, ty-8, th.Text)
	game.Text(dst, fmt.Sprintf("round %d of %d", r.st.Round(), lastRound), f.Small, tx+tw+24, ty+12, th.TextDim)
	// the timeline
	game.FillRect(dst, float32(tx), float32(ty), float32(tw), float32(tht), th.SurfaceLow, false)
	if total > 0 {
		done := tw * float64(n) / float64(total)
		game.FillRect(dst, float32(tx), float32(ty), float32(done), float32(tht), th.AccentDeep, false)
	}
	game.StrokeRect(dst, float32(tx)+0.5, float32(ty)+0.5, float32(tw)-1, float32(tht)-1, 1, th.Edge, false)
	lastLabel := -1000.0
	for rd := firstRound; rd <= lastRound && total > 0; rd++ {
		at := r.roundStart(rd)
		x := tx + tw*float64(at)/float64(total)
		game.FillRect(dst, float32(x), float32(ty-3), 1.5, float32(tht+6), th.TextDim, false)
		label := fmt.Sprint(rd)
		if rd == 0 {
			label = "S"
		}
		if x-lastLabel >= 26 {
			col := th.TextDim
			if rd == r.st.Round() {
				col = th.Accent
			}
			game.Text(dst, label, f.Small, x+3, ty+tht+3, col)
			lastLabel = x
		}
	}
	if total > 0 {
		x := tx + tw*float64(n)/float64(total)
		game.FillCircle(dst, float32(x), float32(ty+tht/2), 8, th.Accent, true)
		game.StrokeCircle(dst, float32(x), float32(ty+tht/2), 8, 1.5, th.AccentDeep, true)
	}
	if r.hoverCt == ctTimeline && total > 0 {
		mx, _ := l.cursor(c.Input)
		at := int((float64(mx)-tx)/tw*float64(total) + 0.5)
		at = max(0, min(total, at))
		if tip := fmt.Sprintf("Go to action %d (round %d)", at, r.st.RoundAt(at)); !r.tip.ok || r.tipOf != tip {
			r.tipOf = tip
			paintTooltip(&r.tip, c, tip, nil, "")
		}
		placeTooltip(dst, &r.tip, float64(mx)+12, ty-44, l.w, l.h, &r.op)
	}
}
