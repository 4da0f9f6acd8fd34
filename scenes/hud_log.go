package scenes

// The combat log widget: the seat's log lines (play.Session.Log) wrapped to the panel, scrolled
// by keys and the wheel, the battle's bookkeeping behind a details toggle.

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/combat/narrate"
	"skirmish/game"
	"skirmish/play"
)

// combatLog is the combat log as the screen shows it: the seat's lines wrapped to the panel's
// width, for the match's epoch and the seat's side, up to line n.
type combatLog struct {
	lines         []logLine
	epoch, viewer int
	n             int
	// width is the width the lines were wrapped to.
	width float64
	// top is how many lines the log is scrolled up from the bottom.
	top int
	// details shows the battle's bookkeeping lines (play.Line.Aside), hidden by default.
	details bool
	pic     panel[logKey]
}

// logLine is one wrapped line of the combat log.
type logLine struct {
	text  string
	depth narrate.Depth
	first bool // the first line of an entry
}

// logKey is what the log's panel shows.
type logKey struct {
	n, lines, top int
	details       bool
	style         styleKey
}

// logLineH is the pitch of the log's lines.
const logLineH = 15

// sync wraps the seat's log lines not yet wrapped to width w; a new epoch, viewer or width
// wraps them all again.
func (l *combatLog) sync(seat *play.Session, epoch int, f *game.Fonts, w float64) {
	l.syncLines(seat.Log(), seat.Side(), epoch, f, w)
}

// syncLines wraps the lines of viewer's log not yet wrapped to width w (a seat's at a match
// played over the network: online battle).
func (l *combatLog) syncLines(lines []play.Line, viewer, epoch int, f *game.Fonts, w float64) {
	if l.epoch != epoch || l.viewer != viewer || l.width != w || len(lines) > 0 && lines[len(lines)-1].N < l.n || l.n < 0 {
		l.lines, l.n, l.top = l.lines[:0], 0, 0
		l.epoch, l.viewer, l.width = epoch, viewer, w
	}
	i := len(lines)
	for i > 0 && lines[i-1].N > l.n {
		i--
	}
	for _, ln := range lines[i:] {
		l.n = ln.N
		if !ln.Aside || l.details {
			l.add(ln, f, w)
		}
	}
}

// toggleDetails shows or hides the log's bookkeeping lines; they are laid out again at the
// next sync.
func (l *combatLog) toggleDetails() {
	l.details = !l.details
	l.n = -1
}

// add appends a line of the seat's log, wrapped to width w in the face it is written in,
// dropping the oldest lines past 3000.
func (l *combatLog) add(ln play.Line, f *game.Fonts, w float64) {
	indent := float64(ln.Depth) * 6
	for k, s := range wrap(ln.Text, logFace(f, ln.Depth), w-indent-8) {
		l.lines = append(l.lines, logLine{text: s, depth: ln.Depth, first: k == 0})
	}
	if len(l.lines) > 3000 {
		l.lines = append(l.lines[:0], l.lines[len(l.lines)-2000:]...)
	}
}

// scroll scrolls the log by n lines (positive goes back in time), rows showing at once.
func (l *combatLog) scroll(n, rows int) {
	l.top = max(0, min(len(l.lines)-rows, l.top+n))
}

// logFace is the face the combat log writes a line of depth d in: rounds and actions bold.
func logFace(f *game.Fonts, d narrate.Depth) text.Face {
	if d == narrate.RoundDepth || d == narrate.ActionDepth {
		return f.SmallBold
	}
	return f.Small
}

// draw paints the log in its box (x, y, w, h), with its heading above it: the title, how far
// it is scrolled back, and the details toggle.
func (l *combatLog) draw(dst *ebiten.Image, c *game.Context, h *hudPicture, lay *battleLayout, style styleKey) {
	rows := lay.logLines
	r := lay.logRect()
	img := l.pic.stale(h, r.x, r.y, r.w, r.h, logKey{n: l.n, lines: len(l.lines), top: l.top, details: l.details, style: style})
	if img != nil {
		l.paint(img, c, lay, rows)
	}
	h.show(dst, l.pic.img)
}

// paint draws the log's heading and its lines.
func (l *combatLog) paint(dst *ebiten.Image, c *game.Context, lay *battleLayout, rows int) {
	th, f := c.Theme, c.Fonts
	sideBackground(dst, c, lay.logRect())
	ly := lay.logY - 22
	game.FillRect(dst, float32(lay.sideX+8), float32(ly-8), float32(lay.sideW-16), 1, th.Edge, false)
	game.Text(dst, "Combat log", f.SmallBold, lay.logX, ly, th.TextDim)
	toggle := "details: hidden"
	if l.details {
		toggle = "details: shown"
	}
	game.Text(dst, toggle, f.Small, lay.logX+lay.logW-game.TextWidth(toggle, f.Small)-4, ly, th.Accent)
	if l.top > 0 {
		hint := fmt.Sprintf("↓ %d newer", l.top)
		if k := keyHint(c, game.LogDown); k != "" {
			hint += " (" + k + ")"
		}
		game.Text(dst, hint, f.Small, lay.logX+120, ly, th.Accent)
	}
	game.FillRect(dst, float32(lay.logX-4), float32(lay.logY-4), float32(lay.logW+8), float32(lay.logH+6), th.SurfaceLow, false)
	end := max(0, len(l.lines)-l.top)
	start := max(0, end-rows)
	y := lay.logY
	for _, ln := range l.lines[start:end] {
		col := th.TextDim
		face := f.Small
		switch ln.depth {
		case narrate.RoundDepth:
			col, face = th.Accent, f.SmallBold
		case narrate.TurnDepth:
			col = th.Text
		case narrate.ActionDepth:
			col, face = th.Text, f.SmallBold
		}
		game.Text(dst, ln.text, face, lay.logX+float64(ln.depth)*6, y, col)
		y += logLineH
	}
}
