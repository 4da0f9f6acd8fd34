package game

// Tile art: each tileset's tiles as ebiten sub-images, and the transform for Tiled's flip bits.

import (
	"image"
	"maps"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/grid"
)

// tileArt finds the picture of any placed tile of a map.
type tileArt struct {
	sets   []*grid.Tileset
	tiles  []map[uint32]*ebiten.Image // per tileset: local id -> picture
	images *imageCache
	anims  [][]grid.Frame // every animation of the sets, in a fixed order (frameKey)
}

func newTileArt(sets []grid.Tileset, images *imageCache) *tileArt {
	a := &tileArt{images: images}
	for i := range sets {
		a.sets = append(a.sets, &sets[i])
		a.tiles = append(a.tiles, map[uint32]*ebiten.Image{})
		ids := slices.Sorted(maps.Keys(sets[i].Animations))
		for _, id := range ids {
			a.anims = append(a.anims, sets[i].Animations[id])
		}
	}
	return a
}

// tile returns the picture of a placed tile (for an animated one, its frame at time t) and
// its tileset, or nil if there is nothing to draw.
func (a *tileArt) tile(ref grid.TileRef, t time.Duration) (*ebiten.Image, *grid.Tileset) {
	i := int(ref.Tileset) - 1
	if i < 0 || i >= len(a.sets) {
		return nil, nil
	}
	ts, id := a.sets[i], ref.ID
	if frames := ts.Animations[id]; len(frames) > 0 {
		id = frameAt(frames, t)
	}
	if img, ok := a.tiles[i][id]; ok {
		return img, ts
	}
	img := a.cut(ts, id)
	a.tiles[i][id] = img
	return img, ts
}

// frameAt is the tile an animation shows at time t: Tiled starts every animation together
// at its first frame and loops it.
func frameAt(frames []grid.Frame, t time.Duration) uint32 {
	total := 0
	for _, f := range frames {
		total += max(f.DurationMS, 0)
	}
	if total <= 0 || t < 0 {
		return frames[0].ID
	}
	ms := int(t.Milliseconds() % int64(total))
	for _, f := range frames {
		if ms < f.DurationMS {
			return f.ID
		}
		ms -= max(f.DurationMS, 0)
	}
	return frames[len(frames)-1].ID
}

// animated reports whether any tile of the sets is animated.
func (a *tileArt) animated() bool { return len(a.anims) > 0 }

// frameKey is the frame every animation of the sets shows at time t, in one comparable value:
// it changes exactly when some animated tile changes its picture.
func (a *tileArt) frameKey(t time.Duration) string {
	b := make([]byte, 0, 4*len(a.anims))
	for _, frames := range a.anims {
		f := frameAt(frames, t)
		b = append(b, byte(f), byte(f>>8), byte(f>>16), byte(f>>24))
	}
	return string(b)
}

// untilNext is how long after time t some animation of the sets next changes its picture, and
// false when none animates.
func (a *tileArt) untilNext(t time.Duration) (time.Duration, bool) {
	best, ok := time.Duration(0), false
	for _, frames := range a.anims {
		total := 0
		for _, f := range frames {
			total += max(f.DurationMS, 0)
		}
		if total <= 0 || len(frames) < 2 {
			continue
		}
		ms := int(max(t, 0).Milliseconds() % int64(total))
		for _, f := range frames {
			d := max(f.DurationMS, 0)
			if ms < d {
				left := time.Duration(d-ms)*time.Millisecond - max(t, 0)%time.Millisecond
				if !ok || left < best {
					best, ok = left, true
				}
				break
			}
			ms -= d
		}
	}
	return best, ok
}

// cut takes one tile out of its sheet, or the tile's own picture in a collection (the part of
// it the tileset says, if any).
func (a *tileArt) cut(ts *grid.Tileset, id uint32) *ebiten.Image {
	if ts.Image == nil {
		im := ts.TileImages[id]
		if im == nil {
			return nil
		}
		img := a.images.get(im)
		if r, ok := ts.TileRects[id]; ok {
			rect := image.Rect(r[0], r[1], r[0]+r[2], r[1]+r[3])
			if !rect.In(img.Bounds()) {
				return nil
			}
			return img.SubImage(rect).(*ebiten.Image)
		}
		return img
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
