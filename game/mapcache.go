// Map cache: the map's static layers (tiles, grid, zones) drawn once into an image, then drawn per frame in one call.
package game

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// bakedZoom is the scale the static layers are baked at: twice the tiles' size, so that the
// usual zooms (up to ×2) stay sharp and grid lines stay thin.
const bakedZoom = 2

// DrawBaked paints the map as Draw does, but from an image of its static layers made on the
// first call (the map does not change during a battle): one draw a frame, whatever the map.
// Call Rebake after changing ShowGrid or ShowObjects.
func (v *MapView) DrawBaked(screen *ebiten.Image) {
	if v.baked == nil {
		v.bake()
	}
	dst := screen.SubImage(v.viewRect()).(*ebiten.Image)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(1.0/bakedZoom, 1.0/bakedZoom)
	op.GeoM.Concat(v.Cam.GeoM())
	if v.Cam.Zoom() < bakedZoom {
		op.Filter = ebiten.FilterLinear
	}
	dst.DrawImage(v.baked, op)
}

// Rebake forgets the baked image, so the next DrawBaked makes it again.
func (v *MapView) Rebake() {
	if v.baked != nil {
		v.baked.Deallocate()
		v.baked = nil
	}
}

// bake draws the layers and overlays into an image of the whole map at bakedZoom.
func (v *MapView) bake() {
	w, h := v.worldSize()
	img := ebiten.NewImageWithOptions(image.Rect(0, 0, int(w*bakedZoom), int(h*bakedZoom)), nil)
	cam := v.Cam
	v.Cam = Camera{X: w / 2, Y: h / 2, ViewW: w * bakedZoom, ViewH: h * bakedZoom}
	v.Cam.SetZoom(bakedZoom)
	v.Draw(img)
	v.Cam = cam
	v.baked = img
}

// SquareAt returns the square under a screen point, and whether it is on the map.
func (v *MapView) SquareAt(sx, sy float64) (x, y int, ok bool) {
	if sx < v.Cam.ViewX || sy < v.Cam.ViewY || sx >= v.Cam.ViewX+v.Cam.ViewW || sy >= v.Cam.ViewY+v.Cam.ViewH {
		return 0, 0, false
	}
	wx, wy := v.Cam.ToWorld(sx, sy)
	if wx < 0 || wy < 0 {
		return 0, 0, false
	}
	x, y = int(wx)/v.Map.TileWidth, int(wy)/v.Map.TileHeight
	return x, y, x < v.Map.Width && y < v.Map.Height
}

// SquareRect returns the screen rectangle of the square (x, y).
func (v *MapView) SquareRect(x, y int) (sx, sy, w, h float32) {
	sx64, sy64 := v.Cam.ToScreen(float64(x*v.Map.TileWidth), float64(y*v.Map.TileHeight))
	z := v.Cam.Zoom()
	return float32(sx64), float32(sy64), float32(float64(v.Map.TileWidth) * z), float32(float64(v.Map.TileHeight) * z)
}

// WorldSize is the map's size in world pixels (zoom 1).
func (v *MapView) WorldSize() (w, h float64) { return v.worldSize() }
