// Overlays on the map: the square grid, deployment zones, exits, spawns and objectives.
package game

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/grid"
)

// drawOverlays paints the grid and every game object over the map.
func (v *MapView) drawOverlays(dst *ebiten.Image) {
	if v.ShowGrid && v.Cam.Zoom() >= 0.5 {
		v.drawGrid(dst)
	}
	if !v.ShowObjects {
		return
	}
	for i, o := range v.Map.Objects {
		switch o.Class {
		case grid.ClassDeploy:
			v.drawRegion(dst, i, v.SideColor(o.Side), 0x30)
		case grid.ClassExit:
			v.drawExit(dst, i)
		}
	}
	for i, o := range v.Map.Objects {
		switch o.Class {
		case grid.ClassSpawn:
			v.drawSpawn(dst, o)
		case grid.ClassObjective:
			v.drawObjective(dst, i)
		}
	}
}

// squareRect returns the screen rectangle of square p.
func (v *MapView) squareRect(p grid.Pos) (x, y, w, h float32) {
	sx, sy := v.Cam.ToScreen(float64(p.X*v.Map.TileWidth), float64(p.Y*v.Map.TileHeight))
	z := v.Cam.Zoom()
	return float32(sx), float32(sy), float32(float64(v.Map.TileWidth) * z), float32(float64(v.Map.TileHeight) * z)
}

// drawGrid draws a faint line along every square edge in view.
func (v *MapView) drawGrid(dst *ebiten.Image) {
	x0, y0, x1, y1 := v.visibleSquares(0)
	c := v.theme.Grid
	ax, ay, _, _ := v.squareRect(grid.Pos{X: x0, Y: y0})
	bx, by, _, _ := v.squareRect(grid.Pos{X: x1, Y: y1})
	for x := x0; x <= x1; x++ {
		sx, _, _, _ := v.squareRect(grid.Pos{X: x, Y: y0})
		vector.FillRect(dst, sx, ay, 1, by-ay, c, false)
	}
	for y := y0; y <= y1; y++ {
		_, sy, _, _ := v.squareRect(grid.Pos{X: x0, Y: y})
		vector.FillRect(dst, ax, sy, bx-ax, 1, c, false)
	}
}

// regionOf returns the set of squares of object i, built once.
func (v *MapView) regionOf(i int) map[grid.Pos]bool {
	if r, ok := v.regions[i]; ok {
		return r
	}
	r := make(map[grid.Pos]bool, len(v.Map.Objects[i].Cells))
	for _, p := range v.Map.Objects[i].Cells {
		r[p] = true
	}
	v.regions[i] = r
	return r
}

// drawRegion tints the squares of object i and outlines its border in colour c.
func (v *MapView) drawRegion(dst *ebiten.Image, i int, c color.RGBA, alpha uint8) {
	in := v.regionOf(i)
	fill, edge := WithAlpha(c, alpha), WithAlpha(c, 0xe0)
	for _, p := range v.Map.Objects[i].Cells {
		x, y, w, h := v.squareRect(p)
		vector.FillRect(dst, x, y, w, h, fill, false)
		const t = 2
		if !in[grid.Pos{X: p.X, Y: p.Y - 1}] {
			vector.FillRect(dst, x, y, w, t, edge, false)
		}
		if !in[grid.Pos{X: p.X, Y: p.Y + 1}] {
			vector.FillRect(dst, x, y+h-t, w, t, edge, false)
		}
		if !in[grid.Pos{X: p.X - 1, Y: p.Y}] {
			vector.FillRect(dst, x, y, t, h, edge, false)
		}
		if !in[grid.Pos{X: p.X + 1, Y: p.Y}] {
			vector.FillRect(dst, x+w-t, y, t, h, edge, false)
		}
	}
}

// drawExit marks exit squares with a pale tint and a chevron pointing off the nearest edge.
func (v *MapView) drawExit(dst *ebiten.Image, i int) {
	o := &v.Map.Objects[i]
	c := v.theme.Exit
	if o.Side != "" {
		c = v.SideColor(o.Side)
	}
	v.drawRegion(dst, i, c, 0x30)
	m := v.Map
	for _, p := range o.Cells {
		x, y, w, h := v.squareRect(p)
		// direction to the nearest map edge
		best, dx, dy := p.X, float32(-1), float32(0)
		if d := m.Width - 1 - p.X; d < best {
			best, dx, dy = d, 1, 0
		}
		if d := p.Y; d < best {
			best, dx, dy = d, 0, -1
		}
		if d := m.Height - 1 - p.Y; d < best {
			dx, dy = 0, 1
		}
		cx, cy, s := x+w/2, y+h/2, w*0.22
		path := &vector.Path{}
		// a chevron ">" turned toward (dx, dy)
		px, py := -dy, dx // perpendicular
		path.MoveTo(cx-dx*s+px*s, cy-dy*s+py*s)
		path.LineTo(cx+dx*s, cy+dy*s)
		path.LineTo(cx-dx*s-px*s, cy-dy*s-py*s)
		so := &vector.StrokeOptions{Width: max(1.5, w*0.09), LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}
		do := &vector.DrawPathOptions{AntiAlias: true}
		do.ColorScale.ScaleWithColor(v.theme.Shadow)
		vector.StrokePath(dst, path, so, do)
		raised := &vector.Path{}
		ao := &vector.AddPathOptions{}
		ao.GeoM.Translate(-1, -1)
		raised.AddPath(path, ao)
		do.ColorScale.Reset()
		do.ColorScale.ScaleWithColor(WithAlpha(c, 0xf0))
		vector.StrokePath(dst, raised, so, do)
	}
}

// drawSpawn draws a token in the side's colour on each square of a spawn, with its count.
func (v *MapView) drawSpawn(dst *ebiten.Image, o grid.Object) {
	c := v.SideColor(o.Side)
	for i, p := range o.Cells {
		x, y, w, h := v.squareRect(p)
		cx, cy, r := x+w/2, y+h/2, w*0.34
		vector.FillCircle(dst, cx+1.5, cy+2, r, v.theme.Shadow, true)
		vector.FillCircle(dst, cx, cy, r, c, true)
		vector.StrokeCircle(dst, cx, cy, r, max(1, w/20), color.RGBA{0x10, 0x10, 0x10, 0xff}, true)
		vector.StrokeCircle(dst, cx, cy, r*0.72, max(1, w/28), WithAlpha(color.RGBA{0xff, 0xff, 0xff, 0xff}, 0x70), true)
		if i == 0 && w >= 24 {
			label := fmt.Sprint(max(1, o.Count))
			face := v.fonts.Bold
			tw := TextWidth(label, face)
			Text(dst, label, face, float64(cx)-tw/2, float64(cy)-9, v.theme.Text)
			if o.Unit != "" && w >= 48 {
				uw := TextWidth(o.Unit, v.fonts.Small)
				Text(dst, o.Unit, v.fonts.Small, float64(cx)-uw/2, float64(y+h)-2, v.theme.Text)
			}
		}
	}
}

// drawObjective draws a gold diamond on an objective (one, in the middle of an area, which
// is outlined in gold too).
func (v *MapView) drawObjective(dst *ebiten.Image, i int) {
	o := &v.Map.Objects[i]
	if len(o.Cells) > 1 {
		v.drawRegion(dst, i, v.theme.Accent, 0x20)
	}
	z := v.Cam.Zoom()
	tw, th := float64(v.Map.TileWidth), float64(v.Map.TileHeight)
	wx, wy := o.X*tw+tw/2, o.Y*th+th/2
	if o.W > 0 || o.H > 0 {
		wx, wy = (o.X+o.W/2)*tw, (o.Y+o.H/2)*th
	}
	sx, sy := v.Cam.ToScreen(wx, wy)
	cx, cy, r := float32(sx), float32(sy), float32(tw*z*0.32)
	path := &vector.Path{}
	path.MoveTo(cx, cy-r)
	path.LineTo(cx+r*0.8, cy)
	path.LineTo(cx, cy+r)
	path.LineTo(cx-r*0.8, cy)
	path.Close()
	do := &vector.DrawPathOptions{AntiAlias: true}
	do.ColorScale.ScaleWithColor(v.theme.Accent)
	vector.FillPath(dst, path, &vector.FillOptions{}, do)
	do.ColorScale.Reset()
	do.ColorScale.ScaleWithColor(v.theme.Shadow)
	vector.StrokePath(dst, path, &vector.StrokeOptions{Width: max(1, r/8)}, do)
	if o.Name != "" && z >= 1 {
		w := TextWidth(o.Name, v.fonts.Small)
		Text(dst, o.Name, v.fonts.Small, sx-w/2, sy+float64(r)+1, v.theme.Accent)
	}
}
