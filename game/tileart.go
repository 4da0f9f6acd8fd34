package game

// Tile art: each tileset's tiles as ebiten sub-images, and the transform for Tiled's flip bits.

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/grid"
)

// tileArt finds the picture of any placed tile of a map.
type tileArt struct {
	sets   []*grid.Tileset
	tiles  []map[uint32]*ebiten.Image // per tileset: local id -> picture
	images *imageCache
}

func newTileArt(sets []grid.Tileset, images *imageCache) *tileArt {
	a := &tileArt{images: images}
	for i := range sets {
		a.sets = append(a.sets, &sets[i])
		a.tiles = append(a.tiles, map[uint32]*ebiten.Image{})
	}
	return a
}

// tile returns the picture of a placed tile (the first frame of an animated one) and its
// tileset, or nil if there is nothing to draw.
func (a *tileArt) tile(ref grid.TileRef) (*ebiten.Image, *grid.Tileset) {
	i := int(ref.Tileset) - 1
	if i < 0 || i >= len(a.sets) {
		return nil, nil
	}
	ts, id := a.sets[i], ref.ID
	if frames := ts.Animations[id]; len(frames) > 0 {
		id = frames[0].ID
	}
	if img, ok := a.tiles[i][id]; ok {
		return img, ts
	}
	img := a.cut(ts, id)
	a.tiles[i][id] = img
	return img, ts
}

// cut takes one tile out of its sheet, or the tile's own picture in a collection.
func (a *tileArt) cut(ts *grid.Tileset, id uint32) *ebiten.Image {
	if ts.Image == nil {
		if im := ts.TileImages[id]; im != nil {
			return a.images.get(im)
		}
		return nil
	}
	sheet := a.images.get(ts.Image)
	x, y, w, h := ts.SourceRect(id)
	r := image.Rect(x, y, x+w, y+h)
	if !r.In(sheet.Bounds()) {
		return nil
	}
	return sheet.SubImage(r).(*ebiten.Image)
}

// flipGeoM returns the transform that draws a w×h tile with Tiled's flip bits, keeping it in
// the same w×h box (w and h swap for a diagonal flip). Tiled applies the diagonal flip first (a
// swap of x and y, mirroring along the top-left/bottom-right diagonal), then the horizontal,
// then the vertical one: D+H turns a tile 90° clockwise, D+V 90° anticlockwise, H+V 180°.
func flipGeoM(flip uint8, w, h float64) ebiten.GeoM {
	var g ebiten.GeoM
	if flip&grid.FlipD != 0 {
		g.SetElement(0, 0, 0)
		g.SetElement(0, 1, 1)
		g.SetElement(1, 0, 1)
		g.SetElement(1, 1, 0)
		w, h = h, w
	}
	if flip&grid.FlipH != 0 {
		g.Scale(-1, 1)
		g.Translate(w, 0)
	}
	if flip&grid.FlipV != 0 {
		g.Scale(1, -1)
		g.Translate(0, h)
	}
	return g
}
