package grid

// Drawable data of a map: layers, tile references and tilesets, in the file's own order.

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

// Layer is one drawable layer: a tile layer (Tiles set) or an image layer (Image set).
type Layer struct {
	Name string
	// Visible and Opacity already include those of the groups the layer sits in.
	Visible bool
	Opacity float64
	// OffsetX and OffsetY are pixel offsets, groups included.
	OffsetX, OffsetY float64
	// Tiles has Width*Height entries, row-major, for a tile layer; nil for an image layer.
	Tiles []TileRef
	// Image is the picture of an image layer (nil for a tile layer).
	Image *Image
}

// Image is a picture a map refers to, read through the map's own folder.
type Image struct {
	// Source is the path as written in the file, relative to the file that named it.
	Source string
	// Width and Height are the picture's real size in pixels, from its header.
	Width, Height int
	// Data holds the encoded file (PNG, JPEG or GIF); the client decodes it.
	Data []byte
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
