package assets

// The dungeon tileset's tile ids and the sheet's shape.

// Tile is the local id of a tile in the dungeon tileset (maps/tiles/dungeon.png, 8 columns).
type Tile uint32

// TileSize is the pixel size of one dungeon tile.
const TileSize = 32

// TilesetColumns and TilesetRows give the shape of the dungeon sheet.
const (
	TilesetColumns = 8
	TilesetRows    = 3
)

// Tiles of the dungeon tileset, in sheet order (row by row).
const (
	Floor1       Tile = iota // flagstones
	Floor2                   // flagstones, another cut
	FloorCracked             // flagstones with a crack
	FloorMoss                // flagstones with moss
	Grass1                   // field grass
	Grass2                   // field grass, another patch
	GrassFlowers             // field grass with flowers
	Dirt                     // trodden earth
	WallTop                  // a wall seen from above
	WallFace                 // a wall's south face, for walls with open ground below
	SlitH                    // wall face with an arrow slit: sight passes north-south
	SlitV                    // wall top with an arrow slit: sight passes east-west
	Pillar                   // a round column; this and the features below it are drawn over the ground
	Door                     // a wooden door in an east-west wall (transpose for north-south)
	FloorShadow              // flagstones shaded by the wall to the north
	Rubble                   // fallen stones: difficult ground
	LowWall                  // a knee-high east-west wall: half cover (transpose for north-south)
	Barricade                // timber and stakes: three-quarters cover, impassable
	Water1                   // shallow water, first animation frame
	Water2                   // shallow water, second animation frame
	Bridge                   // east-west planks (transpose for north-south)
	DeepWater                // deep water: impassable
	Stairs                   // stairs down: an exit
	Bones                    // flagstones with old bones
)

// TileNames names every tile, by id, for the tileset file and tools.
var TileNames = [...]string{
	"floor", "floor-2", "floor-cracked", "floor-moss", "grass", "grass-2", "grass-flowers", "dirt",
	"wall-top", "wall-face", "arrow-slit-h", "arrow-slit-v", "pillar", "door", "floor-shadow", "rubble",
	"low-wall", "barricade", "water", "water-2", "bridge", "deep-water", "stairs", "bones",
}
