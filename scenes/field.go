package scenes

// The battle map widget: the map with camera pan (keys, edge, drag) and zoom (wheel), the
// units the seat sees, the squares and units the chosen action may be aimed at, the aim's
// squares, the fog of war, the preview of the hovered square, the foes' reach, and what moves
// on it (field_anim.go).

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/grid"
	"skirmish/play"
)

// battleField is the map part of the battle screen.
type battleField struct {
	view *game.MapView
	// hover is the square under the cursor, when hoverOn; mapDrag is set while a drag begun
	// over the map goes on (it pans, even over the HUD), dragging while any drag does (one
	// begun over the HUD never pans)
	hover             grid.Pos
	hoverOn           bool
	mapDrag, dragging bool
	// anim is what moves on the map: the tokens, the effects, the banner
	anim animation
	// art is the pictures of tokens, rings and marks
	art *tokenArt
	// lay is the screen's layout: the hover's tooltip is drawn in its HUD pixels
	lay *battleLayout
	fog fogState
	// tip is the hover preview's tooltip, painted for the preview it shows
	tip   picture
	tipOf *play.HoverView
	// sub is the map's part of the screen image subOf
	sub, subOf *ebiten.Image
	batch      game.Batch
	op         ebiten.DrawImageOptions
}

// newBattleField is the map widget for m in the layout's map rectangle.
func newBattleField(c *game.Context, m *grid.Map, l *battleLayout, art *tokenArt) *battleField {
	f := &battleField{art: art, lay: l}
	f.anim.tokens = map[string]*token{}
	x, y, w, h := l.mapRect()
	f.view = game.NewMapView(m, c.Theme, c.Fonts, x, y, w, h)
	f.view.ShowObjects = true
	f.view.ShowSetup = false // the exits and objectives matter in battle; the zones and spawns did before it
	f.view.PanSpeed = c.Settings.PanSpeed()
	return f
}

// camera moves the camera: by the map's keys wherever the pointer is, at the screen's edge, by
// a drag begun over the map, by the wheel over the map. overMap says whether the pointer is
// over the map rather than the HUD.
func (f *battleField) camera(c *game.Context, overMap bool) {
	in := c.Input
	f.view.PanSpeed = c.Settings.PanSpeed()
	f.mapDrag = in.Dragging() && (f.mapDrag || overMap && !f.dragging)
	f.dragging = in.Dragging()
	f.view.UpdateKeys(in)
	f.view.UpdateEdge(in, c.Width, c.Height)
	f.view.UpdateDragWheel(in, f.mapDrag, overMap)
}

// pointAt notes the square under the cursor, when it is over the map (free says no widget
// lies over the map there), and tells the seat where the pointer is.
func (f *battleField) pointAt(seat *play.Session, x, y int, free bool) {
	f.hoverOn = false
	if sx, sy, ok := f.view.SquareAt(float64(x), float64(y)); ok && free {
		f.hover, f.hoverOn = grid.Pos{X: sx, Y: sy}, true
		seat.Send(play.Hover(f.hover))
		return
	}
	seat.Send(play.Unhover())
}

// squareAt is the square under a point, if any.
func (f *battleField) squareAt(x, y int) (grid.Pos, bool) {
	sx, sy, ok := f.view.SquareAt(float64(x), float64(y))
	return grid.Pos{X: sx, Y: sy}, ok
}

// place moves the map into a new rectangle of the screen, keeping the camera's centre.
func (f *battleField) place(l *battleLayout) {
	f.view.Resize(l.mapRect())
	f.sub = nil
	f.tip.ok = false // the tooltip is drawn in HUD pixels, which may have grown
}

// viewRect is the map's rectangle of the screen, in device pixels.
func (f *battleField) viewRect() image.Rectangle {
	return game.DeviceRect(f.view.Cam.ViewX, f.view.Cam.ViewY, f.view.Cam.ViewW, f.view.Cam.ViewH)
}

// viewImage is the map's part of screen, cut once (screen may itself be a part of the screen:
// the cut is then the part of the map in it).
func (f *battleField) viewImage(screen *ebiten.Image) *ebiten.Image {
	r := f.viewRect().Intersect(screen.Bounds())
	if f.subOf != screen || f.sub == nil || f.sub.Bounds() != r {
		f.sub, f.subOf = screen.SubImage(r).(*ebiten.Image), screen
	}
	return f.sub
}

// draw paints the map, the overlays, the units, the fog, the effects and the banner; with
// preview set (the seat's own turn, a unit selected, nothing under way), where the chosen
// action may go and the preview of the hovered square.
func (f *battleField) draw(screen *ebiten.Image, c *game.Context, v *play.View, live bool) {
	f.view.DrawBaked(screen)
	dst := f.viewImage(screen)
	preview := live && v.Act != nil && v.Act.Selected != "" && !v.Act.Busy
	if live && v.Danger != nil {
		f.drawDanger(dst, c, v.Danger)
	}
	if preview {
		f.drawMarks(dst, c, v)
		if f.hoverOn && v.Hover != nil {
			f.drawReach(dst, c, v.Hover.Reach)
		}
	}
	f.drawUnits(dst, c, v)
	f.drawMotion(dst, c, v)
	f.drawFog(dst, v.Fog)
	if preview && f.hoverOn {
		f.drawHover(dst, c, v.Hover)
	}
	f.anim.draw(dst, c, f)
	if v.Prompt == nil { // the reaction dialog is not covered by the banner
		f.anim.drawBanner(dst, c, f.view)
	}
}

// fogState is the seat's fog of war as a shade of one pixel per cell (game.CellShade, in
// pieces any graphics card takes), for the view of the fog it shows.
type fogState struct {
	shade *game.CellShade
	of    *play.FogView
}

// drawFog darkens what the seat's units do not see, its shade written again when the fog
// changed.
func (f *battleField) drawFog(dst *ebiten.Image, fog *play.FogView) {
	if fog == nil {
		return
	}
	m := f.view.Map
	fs := &f.fog
	if fs.shade == nil {
		fs.shade = game.NewCellShade(m.Width, m.Height)
	}
	if fs.of != fog {
		fs.of = fog
		pix := fs.shade.Pix()
		for i := range m.Width * m.Height {
			a := byte(0xc8)
			if fog.Sees(i) {
				a = 0
			}
			pix[4*i+3] = a
		}
		fs.shade.Changed()
	}
	fs.shade.Draw(dst, f.view)
}
