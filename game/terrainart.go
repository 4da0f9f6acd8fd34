package game

// Built-in art: tile layers made from a map's terrain, for maps that carry no tiles of their own.

import (
	"skirmish/assets"
	"skirmish/grid"
)

// builtinTileset is the embedded dungeon sheet as a tileset.
func builtinTileset() grid.Tileset {
	return grid.Tileset{
		Name: "builtin-dungeon", FirstGID: 1,
		TileWidth: assets.TileSize, TileHeight: assets.TileSize,
		Columns: assets.TilesetColumns, TileCount: len(assets.TileNames),
		Image: &grid.Image{Source: "assets/tiles/dungeon.png", Data: assets.DungeonPNG,
			Width: assets.TilesetColumns * assets.TileSize, Height: assets.TilesetRows * assets.TileSize},
	}
}

// hasArt reports whether m carries art of its own: a tile on a tile layer, a tile object or
// an image layer. A map with none is drawn from its terrain with the built-in tiles.
func hasArt(m *grid.Map) bool {
	for _, l := range m.Layers {
		if l.Image != nil || len(l.Objects) > 0 {
			return true
		}
		for _, t := range l.Tiles {
			if !t.Empty() {
				return true
			}
		}
	}
	return false
}

// terrainLayers paints m's terrain with the built-in tileset (index 1): a ground layer of
// flagstones, and a layer of walls, doors, pillars, low walls and the like on top.
func terrainLayers(m *grid.Map) []grid.Layer {
	n := m.Width * m.Height
	ground := grid.Layer{Name: "Ground", Visible: true, Opacity: 1, Tiles: make([]grid.TileRef, n)}
	top := grid.Layer{Name: "Features", Visible: true, Opacity: 1, Tiles: make([]grid.TileRef, n)}
	pillars := map[grid.Pos]bool{}
	for _, s := range m.Shapes {
		pillars[s.Cell] = true
	}
	ref := func(t assets.Tile, flip uint8) grid.TileRef {
		return grid.TileRef{Tileset: 1, ID: uint32(t), Flip: flip}
	}
	for y := 0; y < m.Height; y++ {
		for x := 0; x < m.Width; x++ {
			p := grid.Pos{X: x, Y: y}
			i := m.Index(p)
			t := m.At(p)
			ground.Tiles[i] = ref(floorAt(p), 0)
			if isWall(m, grid.Pos{X: x, Y: y - 1}) && m.In(grid.Pos{X: x, Y: y - 1}) {
				ground.Tiles[i] = ref(assets.FloorShadow, 0)
			}
			across := isBarrier(m, grid.Pos{X: x, Y: y - 1}) || isBarrier(m, grid.Pos{X: x, Y: y + 1})
			along := isBarrier(m, grid.Pos{X: x - 1, Y: y}) || isBarrier(m, grid.Pos{X: x + 1, Y: y})
			turn := uint8(0) // transpose north-south runs of doors and low walls
			if across && !along {
				turn = grid.FlipD
			}
			switch {
			case isWall(m, p):
				below := grid.Pos{X: x, Y: y + 1}
				if m.In(below) && !isWall(m, below) {
					top.Tiles[i] = ref(assets.WallFace, 0)
				} else {
					top.Tiles[i] = ref(assets.WallTop, 0)
				}
			case t.Door:
				top.Tiles[i] = ref(assets.Door, turn)
			case pillars[p]:
				top.Tiles[i] = ref(assets.Pillar, 0)
			case t.Move == grid.MoveBlocked && t.Cover >= grid.CoverHalf:
				top.Tiles[i] = ref(assets.Barricade, 0)
			case t.Move == grid.MoveBlocked:
				ground.Tiles[i] = ref(assets.DeepWater, 0)
			case t.Move == grid.MoveDifficult && t.Cover >= grid.CoverHalf:
				top.Tiles[i] = ref(assets.LowWall, turn)
			case t.Move == grid.MoveDifficult:
				top.Tiles[i] = ref(assets.Rubble, 0)
			}
		}
	}
	return []grid.Layer{ground, top}
}

// isWall reports whether p is a full wall (off-map squares are not drawn as walls).
func isWall(m *grid.Map, p grid.Pos) bool {
	t := m.At(p)
	return m.In(p) && t.Move == grid.MoveBlocked && t.Sight == grid.SightBlocked
}

// isBarrier reports whether p is a wall, low wall or barricade: what doors and low walls join.
func isBarrier(m *grid.Map, p grid.Pos) bool {
	t := m.At(p)
	return m.In(p) && (isWall(m, p) || t.Cover >= grid.CoverHalf)
}

// floorAt picks a flagstone variant for p: mostly plain, now and then cracked, mossy or bony.
// It is a fixed hash of the square, so the floor looks the same every frame and every run.
func floorAt(p grid.Pos) assets.Tile {
	h := hashPos(p)
	switch {
	case h%23 == 0:
		return assets.FloorCracked
	case h%29 == 0:
		return assets.FloorMoss
	case h%61 == 0:
		return assets.Bones
	case h%3 == 0:
		return assets.Floor2
	}
	return assets.Floor1
}

// hashPos mixes a square's coordinates into a well-spread number.
func hashPos(p grid.Pos) uint32 {
	h := uint32(p.X)*0x9e3779b1 ^ uint32(p.Y)*0x85ebca77
	h ^= h >> 15
	h *= 0x2c1b3c6d
	h ^= h >> 12
	return h
}
