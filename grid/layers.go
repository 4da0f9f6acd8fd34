package grid

// Drawable data of a map: layers, tile references and tilesets, in the file's own order.

import "image/color"

// Flip bits of a placed tile, as Tiled stores them.
const (
	FlipH     uint8 = 1 << iota // mirrored left-right
	FlipV                       // mirrored top-bottom
	FlipD                       // mirrored along the top-left/bottom-right diagonal (rotations); on hex maps, turned 60° clockwise
	RotHex120                   // hex maps only: turned 120° clockwise (Tiled's fourth gid bit)
)

// TileRef is one placed tile. The zero value is an empty cell.
type TileRef struct {
	// Tileset is the index into Map.Tilesets plus one; 0 means no tile.
	Tileset uint16
	// Flip holds FlipH, FlipV, FlipD and RotHex120 bits.
	Flip uint8
	// ID is the tile's local id within its tileset.
	ID uint32
}

// Empty reports whether no tile is placed.
func (t TileRef) Empty() bool { return t.Tileset == 0 }

// Layer is one drawable layer: a tile layer (Tiles set), an image layer (Image set) or an
// object layer's tile objects (Objects set).
type Layer struct {
	Name string
	// Visible and Opacity already include those of the groups the layer sits in.
	Visible bool
	Opacity float64
	// OffsetX and OffsetY are pixel offsets, groups included.
	OffsetX, OffsetY float64
	// Tiles has Width*Height entries, row-major, for a tile layer; nil for the others.
	Tiles []TileRef
	// Image is the picture of an image layer (nil for the others); RepeatX and RepeatY repeat
	// it across the map (Tiled's repeatx, repeaty).
	Image            *Image
	RepeatX, RepeatY bool
	// Objects are the tile objects of an object layer, in the order Tiled draws them.
	Objects []TileObject
	// Tint multiplies every pixel of the layer, groups' tints included (Tiled's tintcolor); the
	// zero value is none.
	Tint color.NRGBA
	// Parallax is the layer's scrolling factor, groups' included (Tiled's parallaxx and
	// parallaxy: 1 scrolls with the map, 0 stays put); nil is 1 both ways.
	Parallax *Point
}

// TileObject is a tile placed freely on an object layer, as Tiled draws it: the tile scaled to
// W×H pixels, its origin (X, Y) at the point AlignX, AlignY (fractions of W and H: 0, 1 is
// the bottom-left corner, Tiled's default) of that box, turned Rotation degrees clockwise about
// its origin.
type TileObject struct {
	Tile           TileRef
	X, Y, W, H     float64
	AlignX, AlignY float64
	Rotation       float64
}

// Image is a picture a map refers to, read through the map's own folder.
type Image struct {
	// Source is the path as written in the file, relative to the file that named it.
	Source string
	// Width and Height are the picture's real size in pixels, from its header.
	Width, Height int
	// Data holds the encoded file (PNG, JPEG or GIF); the client decodes it.
	Data []byte
	// Trans is the colour drawn as transparent (Tiled's trans, a colour key), or nil.
	Trans *color.NRGBA
}

// Frame is one frame of a tile animation.
type Frame struct {
	ID         uint32 // local tile id shown
	DurationMS int
}

// Tileset is a set of tiles: one image cut into a grid, or a collection of single images.
type Tileset struct {
	Name                  string
	FirstGID              uint32
	TileWidth, TileHeight int
	Margin, Spacing       int
	Columns, TileCount    int
	// OffsetX and OffsetY shift every tile when drawn (Tiled's tileoffset).
	OffsetX, OffsetY int
	// Image is the whole sheet, or nil for a collection of images.
	Image *Image
	// TileImages holds each tile's own image in a collection tileset, by local id.
	TileImages map[uint32]*Image
	// Animations maps a local tile id to its frames.
	Animations map[uint32][]Frame
	// TileRects holds, in a collection, the part of a tile's image that is the tile, when
	// Tiled says (x, y, width, height on the tile, Tiled 1.9): [x, y, w, h] in pixels.
	TileRects map[uint32][4]int
	// AlignX and AlignY place a tile object's origin within its box (Tiled's
	// objectalignment): fractions of its width and height, 0, 1 (bottom-left) by default.
	AlignX, AlignY float64
}

// SourceRect returns the pixel rectangle (x, y, w, h) of local tile id in a sheet tileset.
func (ts *Tileset) SourceRect(id uint32) (x, y, w, h int) {
	cols := ts.Columns
	if cols <= 0 {
		cols = 1
	}
	col, row := int(id)%cols, int(id)/cols
	return ts.Margin + col*(ts.TileWidth+ts.Spacing), ts.Margin + row*(ts.TileHeight+ts.Spacing), ts.TileWidth, ts.TileHeight
}
