package scenes

// Battle layout: where the battle screen's widgets are (map, top bar, unit panel, combat log,
// turn controls, action bar and More's list), laid out again whenever the window's size or the
// UI scale changes, and what is under a point.

import (
	"math"

	"skirmish/combat"
	"skirmish/game"
)

// battleLayout is where the parts of the battle screen are, in HUD pixels: g logical pixels
// each, so that the HUD grows with a window that has room to spare as the menus do (hudZoom).
// The map is drawn in logical pixels, in the map's rectangle times g (mapRect).
type battleLayout struct {
	w, h                   float64 // the screen in HUD pixels
	scale                  float64
	g                      float64 // logical pixels per HUD pixel
	topH                   float64
	mapX, mapY, mapW, mapH float64
	sideX, sideW           float64 // the right-hand column
	unitH                  float64 // the unit panel's height
	logX, logY, logW, logH float64
	logLines               int
	barY                   float64 // the action bar's top
	btnW, btnH, btnGap     float64
	perRow                 int
	// common kinds stand in the bar, then the More button; rare kinds are in More's list,
	// moreCols to a row of moreW-wide buttons
	common, rare           int
	moreCols               int
	moreW                  float64
	endX, endY, endW, endH float64
}

// Sizes of the HUD.
const (
	battleTopH  = 46
	battleSideW = 330
	battleBarH  = 136
	// barHeadH is the action bar's first row: the actions left and what the chosen one waits for
	barHeadH = 26
)

// hudZoom is the logical pixels per HUD pixel on the screen as it is: the menus' growth in a
// window with room to spare (menuGrowth: 1 on 1280×720, 1.3 on 1920×1080 at 100%, 1.6 on
// 2560×1440), so that the battle's words and panels grow with the menus'. The screen in HUD
// pixels is never smaller than 1280×720 at 100% (the growth is less than the room).
func hudZoom(c *game.Context) float64 { return menuGrowth(c) }

// layout places the widgets for the screen's size and the UI scale, when either changed since
// the last time (the map keeps its camera's centre).
func (s *Battle) layout(c *game.Context) {
	g := hudZoom(c)
	w, h := float64(c.Width)/g, float64(c.Height)/g
	if s.lay.w == w && s.lay.h == h && s.lay.scale == c.Scale && s.lay.g == g {
		return
	}
	l := battleLayout{w: w, h: h, scale: c.Scale, g: g, topH: battleTopH}
	l.sideW = battleSideW
	l.sideX = w - l.sideW
	l.mapX, l.mapY, l.mapW, l.mapH = 0, l.topH, l.sideX, h-l.topH-battleBarH
	l.barY = h - battleBarH
	l.btnGap = 6
	l.btnH = 40 // two rows under the bar's first, clear of the screen's edge
	l.fit(s.bar.common, len(s.bar.order)-s.bar.common)
	rows := 0
	if s.P != nil {
		rows = combat.Present(s.P.B.Rules).PanelRows() // a hero's recoveries, its death saves
	}
	l.unitH = 196 + 20*float64(rows)
	l.endW, l.endH = l.sideW-28, 40
	l.endX, l.endY = l.sideX+14, h-l.endH-12
	l.logX, l.logY, l.logW = l.sideX+10, l.topH+l.unitH+34, l.sideW-20
	l.logH = l.endY - 10 - undoRowH - l.logY
	l.logLines = max(1, int(l.logH/logLineH))
	s.lay = l
	if s.field != nil {
		s.field.place(&s.lay)
	}
	s.notes.invalidate()
}

// mapRect is the map's rectangle in logical pixels (where the map view draws).
func (l *battleLayout) mapRect() (x, y, w, h float64) {
	return l.mapX * l.g, l.mapY * l.g, l.mapW * l.g, l.mapH * l.g
}

// at is a point of the logical screen (the cursor, a click) in HUD pixels.
func (l *battleLayout) at(x, y int) (int, int) { return zoomed(l.g, x, y) }

// zoomed is a point of the logical screen in pixels of g logical pixels each (0 is 1).
func zoomed(g float64, x, y int) (int, int) {
	if g == 1 || g == 0 {
		return x, y
	}
	return int(math.Floor(float64(x) / g)), int(math.Floor(float64(y) / g))
}

// cursor is the pointer in HUD pixels.
func (l *battleLayout) cursor(in *game.Input) (int, int) { return l.at(in.Cursor()) }

// hudScale sets the paint helpers to draw in HUD pixels (the scale in force times g) and
// returns what puts the scale back: the HUD's panels, buttons and tooltips draw under it.
func (l *battleLayout) hudScale() (restore func()) {
	return game.AtScale(game.UIScale() * max(1, l.g))
}

// box is a rectangle of the screen, in HUD pixels.
type box struct{ x, y, w, h float64 }

// unitRect is the unit panel's rectangle: the column from the top bar to the log's heading.
func (l *battleLayout) unitRect() box {
	return box{l.sideX, l.topH, l.sideW, l.logY - 34 - l.topH}
}

// logRect is the combat log's rectangle, its heading included.
func (l *battleLayout) logRect() box {
	return box{l.sideX, l.logY - 34, l.sideW, l.logH + 40}
}

// turnRect is the turn controls' rectangle: the column under the log.
func (l *battleLayout) turnRect() box {
	y := l.logY + l.logH + 6
	return box{l.sideX, y, l.sideW, l.h - y}
}

// Buttons in a row of the action bar: as few as hold the common kinds and More in two rows,
// so that labels stand whole ("Total defense"), and at least minPerRow.
const (
	minPerRow = 4
	barRows   = 2
)

// fit sizes the action buttons for the common kinds and More in the bar's two rows, and More's
// list of the rare ones (three columns, two on a narrow screen).
func (l *battleLayout) fit(common, rare int) {
	l.common, l.rare = common, rare
	slots := common
	if rare > 0 {
		slots++
	}
	l.perRow = max((slots+barRows-1)/barRows, minPerRow)
	l.btnW = math.Floor((l.sideX - 20 - float64(l.perRow-1)*l.btnGap) / float64(l.perRow))
	l.moreCols = 3
	if l.sideX < 800 {
		l.moreCols = 2
	}
	l.moreW = math.Min(230, math.Floor((l.sideX-40-float64(l.moreCols-1)*l.btnGap)/float64(l.moreCols)))
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

// slot returns the rectangle of the bar's i-th button (the common kinds, then More).
func (l *battleLayout) slot(i int) (x, y, w, h float64) {
	row, col := i/l.perRow, i%l.perRow
	return 10 + float64(col)*(l.btnW+l.btnGap), l.barY + barHeadH + 4 + float64(row)*(l.btnH+l.btnGap), l.btnW, l.btnH
}

// moreRowH is the height of a row of More's list.
const moreRowH = 34

// moreBox is the rectangle of More's list, over the map above the bar.
func (l *battleLayout) moreBox() (x, y, w, h float64) {
	rows := (l.rare + l.moreCols - 1) / l.moreCols
	w = 20 + float64(l.moreCols)*l.moreW + float64(l.moreCols-1)*l.btnGap
	h = 34 + float64(rows)*moreRowH
	return 10, l.barY - h - 6, w, h
}

// detailsAt reports whether a point is on the log's details toggle, at the right of its
// heading.
func (l *battleLayout) detailsAt(x, y int) bool {
	fx, fy := float64(x), float64(y)
	return fx >= l.logX+l.logW-110 && fx < l.logX+l.logW && fy >= l.logY-26 && fy < l.logY-6
}

// button returns the rectangle of the i-th action button: in the bar for the common kinds, in
// More's list for the others.
func (l *battleLayout) button(i int) (x, y, w, h float64) {
	if i < l.common {
		return l.slot(i)
	}
	bx, by, _, _ := l.moreBox()
	j := i - l.common
	row, col := j/l.moreCols, j%l.moreCols
	return bx + 10 + float64(col)*(l.moreW+l.btnGap), by + 28 + float64(row)*moreRowH, l.moreW, moreRowH - 6
}

// buttonAt is the action button under a point, or -1: the bar's, and More's list's when open.
func (l *battleLayout) buttonAt(x, y, n int, open bool) int {
	for i := range n {
		if i >= l.common && !open {
			break
		}
		bx, by, bw, bh := l.button(i)
		if float64(x) >= bx && float64(x) < bx+bw && float64(y) >= by && float64(y) < by+bh {
			return i
		}
	}
	return -1
}

// moreAt reports whether a point is on the More button.
func (l *battleLayout) moreAt(x, y int) bool {
	if l.rare == 0 {
		return false
	}
	bx, by, bw, bh := l.slot(l.common)
	return float64(x) >= bx && float64(x) < bx+bw && float64(y) >= by && float64(y) < by+bh
}

// inMore reports whether a point is over More's list (when open).
func (l *battleLayout) inMore(x, y int, open bool) bool {
	bx, by, bw, bh := l.moreBox()
	return open && float64(x) >= bx && float64(x) < bx+bw && float64(y) >= by && float64(y) < by+bh
}

// undoRowH is the height of the Undo row above End turn: a caption and two buttons.
const undoRowH = 56

// undoButton is the rectangle of the Undo (0) or Redo (1) button.
func (l *battleLayout) undoButton(i int) (x, y, w, h float64) {
	w = (l.endW - 8) / 2
	return l.endX + float64(i)*(w+8), l.endY - 8 - 30, w, 30
}
