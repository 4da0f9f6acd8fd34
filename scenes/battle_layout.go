package scenes

// Battle layout: where the parts of the battle screen are (map, top bar, side panel, action
// bar, log, End turn, Undo, the reaction dialog), and what is under a point.

import (
	"image"
	"math"

	"skirmish/combat"
	"skirmish/game"
)

// battleLayout is where the parts of the battle screen are, in logical pixels.
type battleLayout struct {
	w, h                   float64
	topH                   float64
	mapX, mapY, mapW, mapH float64
	sideX, sideW           float64 // the right-hand panel
	unitH                  float64 // the unit panel's height
	logX, logY, logW, logH float64
	logLines               int
	barY                   float64 // the action bar's top
	btnW, btnH, btnGap     float64
	perRow                 int
	endX, endY, endW, endH float64
}

// Sizes of the HUD.
const (
	battleTopH  = 46
	battleSideW = 330
	battleBarH  = 136
	// barHeadH is the action bar's first row: the actions left and what the chosen one waits for
	barHeadH = 26
	logLineH = 15
)

// layout places the parts for the screen size.
func (s *Battle) layout(c *game.Context) {
	w, h := float64(c.Width), float64(c.Height)
	l := battleLayout{w: w, h: h, topH: battleTopH, sideW: battleSideW}
	l.sideX = w - l.sideW
	l.mapX, l.mapY, l.mapW, l.mapH = 0, l.topH, l.sideX, h-l.topH-battleBarH
	l.barY = h - battleBarH
	l.btnGap = 5
	l.btnH = 28 // three rows under the bar's first, clear of the screen's edge
	l.fit(len(s.buttons))
	l.unitH = 196
	if s.P != nil {
		l.unitH += 20 * float64(combat.Present(s.P.B.Rules).PanelRows()) // a hero's recoveries, its death saves
	}
	l.endW, l.endH = l.sideW-28, 40
	l.endX, l.endY = l.sideX+14, h-l.endH-12
	l.logX, l.logY, l.logW = l.sideX+10, l.topH+l.unitH+34, l.sideW-20
	l.logH = l.endY - 10 - undoRowH - l.logY
	l.logLines = max(1, int(l.logH/logLineH))
	s.lay = l
}

// Buttons in a row of the action bar: as few as hold n buttons in its three rows, so that
// labels stand whole ("Ready an attack"), and at least minPerRow.
const (
	minPerRow = 6
	maxPerRow = 8
)

// fit sizes the action buttons for n of them: minPerRow a row up to 18, then wider rows up
// to maxPerRow (24 buttons).
func (l *battleLayout) fit(n int) {
	l.perRow = min(max((n+2)/3, minPerRow), maxPerRow)
	l.btnW = math.Floor((l.sideX - 20 - float64(l.perRow-1)*l.btnGap) / float64(l.perRow))
}

// inHUD reports whether a screen point is over a HUD panel rather than the map.
func (l *battleLayout) inHUD(x, y int) bool {
	fx, fy := float64(x), float64(y)
	return fy < l.topH || fx >= l.sideX || fy >= l.barY
}

// inLog reports whether a screen point is over the combat log.
func (l *battleLayout) inLog(x, y int) bool {
	fx, fy := float64(x), float64(y)
	return fx >= l.logX && fx < l.logX+l.logW && fy >= l.logY && fy < l.logY+l.logH
}

// button returns the rectangle of the i-th action button.
func (l *battleLayout) button(i int) (x, y, w, h float64) {
	row, col := i/l.perRow, i%l.perRow
	return 10 + float64(col)*(l.btnW+l.btnGap), l.barY + barHeadH + 4 + float64(row)*(l.btnH+l.btnGap), l.btnW, l.btnH
}

// buttons is how many action buttons the bar holds.
func (l *battleLayout) buttons() int { return 3 * l.perRow }

// buttonAt is the action button under a point, or -1.
func (l *battleLayout) buttonAt(x, y, n int) int {
	for i := range min(n, l.buttons()) {
		bx, by, bw, bh := l.button(i)
		if float64(x) >= bx && float64(x) < bx+bw && float64(y) >= by && float64(y) < by+bh {
			return i
		}
	}
	return -1
}

// endTurnAt reports whether a point is on the End turn button.
func (l *battleLayout) endTurnAt(x, y int) bool {
	fx, fy := float64(x), float64(y)
	return fx >= l.endX && fx < l.endX+l.endW && fy >= l.endY && fy < l.endY+l.endH
}

// Sizes of the reaction dialog: its width, the space its title and text take, a button row.
const (
	reactW    = 560.0
	reactHead = 122.0
	reactRow  = 50.0
)

// reaction returns the i-th button of the reaction dialog (n reactions; i == n is "No").
func (l *battleLayout) reaction(i, n int) (x, y, w, h float64) {
	dh := reactHead + 20 + float64(n+1)*reactRow
	dx, dy := l.mapX+(l.mapW-reactW)/2, l.topH+max(8, (l.mapH-dh)/2)
	return dx + 20, dy + reactHead + float64(i)*reactRow, reactW - 40, reactRow - 8
}

// reactionAt is the reaction button under a point: its index, -1 for No; hit is false off them.
func (l *battleLayout) reactionAt(x, y, n int) (i int, hit bool) {
	for k := 0; k <= n; k++ {
		bx, by, bw, bh := l.reaction(k, n)
		if float64(x) >= bx && float64(x) < bx+bw && float64(y) >= by && float64(y) < by+bh {
			if k == n {
				return -1, true
			}
			return k, true
		}
	}
	return 0, false
}

// undoRowH is the height of the Undo row above End turn: a caption and two buttons.
const undoRowH = 56

// undoButton is the rectangle of the Undo (0) or Redo (1) button.
func (l *battleLayout) undoButton(i int) (x, y, w, h float64) {
	w = (l.endW - 8) / 2
	return l.endX + float64(i)*(w+8), l.endY - 8 - 30, w, 30
}

// undoRowRect is the screen rectangle of the Undo row: the caption and the two buttons.
func (l *battleLayout) undoRowRect() image.Rectangle {
	x, y, _, h := l.undoButton(0)
	return image.Rect(int(x), int(y)-20, int(math.Ceil(l.endX+l.endW)), int(math.Ceil(y+h)))
}

// part is a laid-out piece of a screen, named (the layout tests check each lies inside it).
type part struct {
	name string
	r    image.Rectangle
}

// parts are the battle screen's laid-out pieces, named, for the layout tests: the action
// buttons shown, End turn, Undo and Redo, the combat log.
func (s *Battle) parts() []part {
	l := &s.lay
	r := func(x, y, w, h float64) image.Rectangle {
		return image.Rect(int(math.Floor(x)), int(math.Floor(y)), int(math.Ceil(x+w)), int(math.Ceil(y+h)))
	}
	out := []part{{"End turn", r(l.endX, l.endY, l.endW, l.endH)}, {"Undo", r(l.undoButton(0))}, {"Redo", r(l.undoButton(1))},
		{"combat log", r(l.logX, l.logY, l.logW, l.logH)}}
	for i := range min(len(s.buttons), l.buttons()) {
		out = append(out, part{"action " + s.buttons[i].Label, r(l.button(i))})
	}
	return out
}
