package grid

// Tiled maps: LoadTiled, the files a map names (read only inside its folder), tilesets and layers.

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	_ "image/gif"  // tileset images may be GIF
	_ "image/jpeg" // or JPEG
	_ "image/png"  // or PNG
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/lafriks/go-tiled"

	"skirmish/internal/quote"
	"skirmish/internal/userfile"
)

// LoadTiled reads a Tiled map (.tmx, orthogonal or hexagonal: tiled_hex.go, finite; a file in
// Tiled's JSON format is read as LoadTiledJSON says) and every tileset, template and image it
// names. Every file is opened through os.OpenRoot of the map's folder, so a map can only read
// files inside its own folder (DESIGN "grid": no `..`, absolute or symlink escapes). The XML is
// pre-scanned as a stream with the limits in tiled_prescan.go before any of it is decoded, and
// the tile data is decoded there with bounded inflation (DESIGN "Bad input"). Warnings
// (tiled_check.go) do not stop a map from loading: they are its Problems.
//
// On failure the error is a Problems listing everything found wrong in one pass, each naming
// the file, the place and what to do; LoadTiled never panics on any input.
func LoadTiled(path string) (*Map, error) {
	root, err := os.OpenRoot(filepath.Dir(path))
	if err != nil {
		return nil, Problems{{File: path, Msg: fmt.Sprintf("cannot open the map's folder: %v", err), Err: err}}
	}
	defer root.Close()
	fsys := userfile.FS(root)
	return loadTiled(&loader{mapFile: path, files: fsys, images: fsys, onDisk: true})
}

// loadTiled loads the map ld names from its file systems (LoadTiled, LoadFiles).
func loadTiled(ld *loader) (m *Map, err error) {
	path := ld.mapFile
	ld.dir, ld.imageFiles, ld.templates = filepath.Dir(path), map[string]*imageResult{}, map[string]*templateResult{}
	defer func() {
		if r := recover(); r != nil {
			// A bug in this loader, not in the map: say so rather than crash the game.
			m, err = nil, Problems{{File: path, Msg: fmt.Sprintf("internal error while loading this map (please report it with the map attached): %v", r)}}
		}
	}()
	m = ld.load(filepath.Base(path))
	if len(ld.probs.Errors()) > 0 {
		return nil, ld.probs
	}
	m.Problems, m.Sources, m.Files = ld.probs, ld.sources, ld.read
	return m, nil
}

// loader holds the state of one LoadTiled call.
type loader struct {
	mapFile string   // the path LoadTiled was given, for messages
	dir     string   // the map's folder, for messages
	sources []string // the files read from disk, the map's first (Map.Sources)
	// files holds the map's file and the tilesets and templates it names, images its images,
	// by their slash paths from the map's folder: the folder itself (an os.Root, so that a map
	// reads nothing outside it), or the files a save carries (LoadFiles).
	files, images fs.FS
	// onDisk says that files is the map's folder on disk; otherwise a missing image is a
	// warning (the map plays as it did, drawn without it).
	onDisk bool
	read   []File // the text files read (Map.Files)
	probs  Problems

	imageFiles   map[string]*imageResult // by root-relative path
	imagesBytes  int64
	templates    map[string]*templateResult // by root-relative path
	objectWork   int                        // square tests done for objects (maxObjectWork)
	tooManySides bool                       // an object named a side past MaxSides (reported once)
	zones        []zone                     // the Terrain zones read, laid after the tiles (applyZones)
	cellPoly     []Point                    // scratch: a cell's outline (blockByShapes)
	ring         []Point                    // scratch: a shape's outline in pixels (blockByShapes)

	tilesets []*loadedTileset // parallel to Map.Tilesets
	byGID    []int            // indices into tilesets sorted by FirstGID
}

// problem records one problem.
func (ld *loader) problem(file, place, format string, args ...any) {
	ld.probs = append(ld.probs, Problem{File: file, Place: place, Msg: fmt.Sprintf(format, args...)})
}

// display turns a root-relative slash path into a path for messages.
func (ld *loader) display(rel string) string {
	return filepath.Join(ld.dir, filepath.FromSlash(rel))
}

// load does the work of LoadTiled; base is the map's file name inside its folder.
func (ld *loader) load(base string) *Map {
	data, msg := ld.readFile(base, maxMapFileBytes)
	if _, err := fs.Stat(ld.files, base); errors.Is(err, fs.ErrNotExist) {
		msg = "file not found; check the name"
	}
	if msg != "" {
		ld.problem(ld.mapFile, "", "%s", msg)
		return nil
	}
	var sm *scannedMap
	ext := strings.ToLower(filepath.Ext(base))
	switch {
	case len(bytes.TrimSpace(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))) == 0:
		ld.problem(ld.mapFile, "", "the file is empty; save the map again from Tiled")
		return nil
	case ext == ".tmj" || ext == ".json" || looksJSON(data):
		sm = ld.scanJSONMap(data)
	default:
		sm = ld.scanMap(data)
	}
	if sm == nil {
		return nil
	}

	m := &Map{File: ld.mapFile, Width: sm.width, Height: sm.height, TileWidth: sm.tileW, TileHeight: sm.tileH,
		Properties: map[string]string{}, terrain: make([]Terrain, sm.width*sm.height),
		Background: sm.draw.background, ParallaxOrigin: sm.draw.origin}
	if sm.hex != nil {
		m.Topology, m.Hex = Hex, *sm.hex
	}
	flattenProps("", sm.props, m.Properties)
	ld.checkNames(ld.mapFile, "map properties", sm.props, MapProperties)
	ld.checkControls(m.Properties)
	m.Title = m.Properties["title"]
	if m.Title == "" {
		m.Title = strings.TrimSuffix(base, filepath.Ext(base))
	}
	m.Description, m.Ruleset = m.Properties["description"], m.Properties["ruleset"]
	if msg := m.addSidesProperty(m.Properties["sides"]); msg != "" {
		ld.problem(ld.mapFile, "map property sides", "%s", msg)
	}

	for i := range sm.tilesets {
		ld.convertTileset(m, &sm.tilesets[i])
	}
	ld.indexTilesets(m)

	var tileLayers []tileLayerInfo
	for i := range sm.layers {
		sl := &sm.layers[i]
		switch sl.kind {
		case kindTile:
			l := sl.layer()
			l.Tiles = ld.tileRefs(m, sl)
			m.Layers = append(m.Layers, l)
			tileLayers = append(tileLayers, tileLayerInfo{scanned: sl, tiles: l.Tiles})
		case kindImage:
			l := sl.layer()
			if sl.image != nil && sl.image.Source != "" {
				l.Image = ld.image(ld.mapFile, "", fmt.Sprintf("image layer %s", quote.Quote(sl.name)), sl.image.Source)
				if l.Image != nil {
					l.Image.Trans = colorOf(sl.image.Trans)
				}
			}
			m.Layers = append(m.Layers, l)
		case kindObjects:
			l := sl.layer()
			if l.Objects = ld.convertObjects(m, sl); len(l.Objects) > 0 {
				m.Layers = append(m.Layers, l) // its tile objects, to draw in the file's order
			}
		}
	}
	ld.applyTerrain(m, tileLayers)
	ld.applyZones(m)
	m.sideSet = nil
	surprised, bad := readSurprised(m.Properties[PropSurprised], m.Sides)
	if bad != "" {
		ld.problem(ld.mapFile, "map property "+PropSurprised, "%s", bad)
	}
	m.Surprised = surprised
	return m
}

// readFile reads a text file of the map (the map's own, a tileset, a template) of at most
// limit bytes, by its root-relative slash path, and keeps it for Map.Files; msg says what
// went wrong.
func (ld *loader) readFile(rel string, limit int64) (data []byte, msg string) {
	data, msg = ld.readFrom(ld.files, rel, limit, ld.onDisk)
	if msg == "" && !slices.ContainsFunc(ld.read, func(f File) bool { return f.Name == rel }) {
		ld.read = append(ld.read, File{Name: rel, Data: data})
	}
	return data, msg
}

// readFrom reads a root-relative file of fsys of at most limit bytes, listing it in
// Map.Sources when source; msg says what went wrong. It never blocks and never reads a named
// pipe or a device (internal/userfile).
func (ld *loader) readFrom(fsys fs.FS, rel string, limit int64, source bool) (data []byte, msg string) {
	if fsys == nil {
		return nil, openMessage(fs.ErrNotExist, shownDir(ld.dir))
	}
	if source {
		ld.sources = append(ld.sources, ld.display(rel))
	}
	data, err := userfile.ReadFS(fsys, rel, limit)
	switch {
	case err == nil:
		return data, ""
	case errors.Is(err, userfile.ErrNotRegular), errors.Is(err, userfile.ErrTooBig):
		return nil, userfile.Problem(err)
	}
	return nil, openMessage(err, shownDir(ld.dir))
}

// shownDir is a folder as messages show it: absolute, so "." never stands alone.
func shownDir(dir string) string {
	if abs, err := filepath.Abs(dir); err == nil {
		return abs
	}
	return dir
}

// openMessage explains an error from os.Root.Open.
func openMessage(err error, dir string) string {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "file not found; check the name (files a map names must sit in the map's folder " + dir + " or below it)"
	case errors.Is(err, fs.ErrPermission):
		return "cannot be read: permission denied; check the file's permissions (it belongs to another user, or is not readable)"
	}
	return fmt.Sprintf("cannot be opened (%v); the file must be inside the map's folder %s: copy it there and refer to it by a relative path (links leading out of the folder are refused)", unwrapPathError(err), dir)
}

// unwrapPathError drops the Op and Path of a *fs.PathError, which repeat what the message says.
func unwrapPathError(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// resolve returns the root-relative slash path of ref, a path written in a file whose folder
// is fromDir (root-relative, "." for the map's folder). msg is set when ref may not be read.
func (ld *loader) resolve(fromDir, ref string) (rel, msg string) {
	if ref == "" {
		return "", "names no file; choose the file again in Tiled"
	}
	if path.IsAbs(ref) || filepath.IsAbs(ref) || filepath.VolumeName(ref) != "" || strings.HasPrefix(ref, `\`) || (len(ref) > 1 && ref[1] == ':') {
		return "", fmt.Sprintf("%s is an absolute path; the file must be inside the map's folder %s: copy it there and refer to it by a relative path", quote.Quote(ref), shownDir(ld.dir))
	}
	rel = path.Join(fromDir, strings.ReplaceAll(ref, `\`, "/"))
	if rel == ".." || strings.HasPrefix(rel, "../") {
		return "", fmt.Sprintf("%s is outside the map's folder; the file must be inside %s: copy it there and refer to it by a relative path", quote.Quote(ref), shownDir(ld.dir))
	}
	return rel, ""
}

// imageResult caches one image file, loaded once however many tiles name it.
type imageResult struct {
	img *Image // nil when the image could not be used (a problem was recorded)
}

// image reads an image named by src in the file `from` (display name) whose folder is fromDir,
// and records a problem at place when it cannot. The result keeps src as written.
func (ld *loader) image(from, fromDir, place, src string) *Image {
	if fromDir == "" {
		fromDir = "."
	}
	rel, msg := ld.resolve(fromDir, src)
	if msg != "" {
		ld.problem(from, place, "image %s", msg)
		return nil
	}
	if r, ok := ld.imageFiles[rel]; ok {
		if r.img == nil {
			return nil
		}
		c := *r.img
		c.Source = src
		return &c
	}
	r := &imageResult{}
	ld.imageFiles[rel] = r
	limit := int64(maxImageFileBytes)
	if left := int64(maxImageBytesTotal) - ld.imagesBytes; left < limit {
		limit = left
	}
	data, msg := ld.readFrom(ld.images, rel, limit, true)
	if msg != "" && !ld.onDisk {
		ld.warn(from, place, "image %s is not beside the map as it was when saved (%s); the map is drawn without it", quote.Quote(src), msg)
		return nil
	}
	if msg != "" {
		if limit < maxImageFileBytes {
			msg += fmt.Sprintf(" (all of a map's images together may be at most %d MiB)", maxImageBytesTotal>>20)
		}
		ld.problem(from, place, "image %s: %s", quote.Quote(src), msg)
		return nil
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		ld.problem(ld.display(rel), "", "is not a PNG, JPEG or GIF image this game can read (%v); export it again as PNG", err)
		return nil
	}
	_ = format
	if cfg.Width <= 0 || cfg.Height <= 0 {
		ld.problem(ld.display(rel), "", "the image is empty (%dx%d pixels)", cfg.Width, cfg.Height)
		return nil
	}
	ld.imagesBytes += int64(len(data))
	r.img = &Image{Source: src, Width: cfg.Width, Height: cfg.Height, Data: data}
	c := *r.img
	return &c
}

// loadedTileset is what the loader knows of one tileset besides its grid.Tileset.
type loadedTileset struct {
	ok    bool            // decoded; if false, tiles using it are not checked again
	file  string          // the file that defines it (the .tsx, or the map for an embedded one)
	rel   string          // its file, root-relative ("" for an embedded one), to match templates' tilesets
	name  string          // for messages
	valid map[uint32]bool // ids of a collection tileset; nil for a sheet
	count int             // number of tiles of a sheet
	info  []*tileInfo     // terrain and collision of tiles that say something, by local id
}

// placeOf names a tileset in messages.
func (lt *loadedTileset) place() string { return fmt.Sprintf("tileset %s", quote.Quote(lt.name)) }

// validID reports whether id is a tile of the tileset.
func (lt *loadedTileset) validID(id uint32) bool {
	if lt.valid != nil {
		return lt.valid[id]
	}
	return int64(id) < int64(lt.count)
}

// convertTileset turns a scanned tileset into a grid.Tileset appended to m.Tilesets (always,
// so indices stay aligned with the file), recording its problems.
func (ld *loader) convertTileset(m *Map, st *scannedTileset) {
	lt := &loadedTileset{file: st.file, name: st.name()}
	if st.source != "" {
		lt.rel, _ = ld.resolve(".", st.source)
	}
	ld.tilesets = append(ld.tilesets, lt)
	out := Tileset{Name: lt.name, FirstGID: st.firstGID}
	defer func() { m.Tilesets = append(m.Tilesets, out) }()
	ts := st.ts
	if ts == nil {
		return
	}
	place := lt.place()
	out.TileWidth, out.TileHeight = ts.TileWidth, ts.TileHeight
	out.Margin, out.Spacing = ts.Margin, ts.Spacing
	out.Columns, out.TileCount = ts.Columns, ts.TileCount
	if ts.TileOffset != nil {
		out.OffsetX, out.OffsetY = ts.TileOffset.X, ts.TileOffset.Y
	}
	out.AlignX, out.AlignY = alignOf(ts.ObjectAlignment)
	bad := false
	if ts.TileWidth <= 0 || ts.TileHeight <= 0 || ts.TileWidth > maxTileSize || ts.TileHeight > maxTileSize {
		ld.problem(st.file, place, "tile size %dx%d is not usable; tiles must be 1 to %d pixels wide and high (set Tile width and height in the tileset's properties)", ts.TileWidth, ts.TileHeight, maxTileSize)
		bad = true
	}
	if ts.Margin < 0 || ts.Spacing < 0 || ts.Margin > maxTileSize || ts.Spacing > maxTileSize {
		ld.problem(st.file, place, "margin %d and spacing %d must be between 0 and %d pixels", ts.Margin, ts.Spacing, maxTileSize)
		bad = true
	}
	if ts.TileCount < 0 || ts.TileCount > maxTileCount || ts.Columns < 0 || ts.Columns > maxTileCount {
		ld.problem(st.file, place, "tile count %d and columns %d must be between 0 and %d", ts.TileCount, ts.Columns, maxTileCount)
		bad = true
	}
	if bad {
		return
	}
	if ts.Image != nil && ts.Image.Source != "" {
		// A sheet: one image cut into tiles.
		out.Image = ld.image(st.file, st.dir, place, ts.Image.Source)
		if out.Image != nil {
			out.Image.Trans = colorOf(ts.Image.Trans)
			iw, ih := out.Image.Width, out.Image.Height
			fitsW := (iw - 2*ts.Margin + ts.Spacing) / (ts.TileWidth + ts.Spacing)
			fitsH := (ih - 2*ts.Margin + ts.Spacing) / (ts.TileHeight + ts.Spacing)
			if iw < ts.Margin+ts.TileWidth || ih < ts.Margin+ts.TileHeight {
				ld.problem(st.file, place, "image %s is %dx%d pixels, smaller than one %dx%d tile (margin %d); check the tile size in the tileset's properties or the image", quote.Quote(ts.Image.Source), iw, ih, ts.TileWidth, ts.TileHeight, ts.Margin)
				return
			}
			if out.Columns == 0 {
				out.Columns = max(fitsW, 0)
			}
			if out.TileCount == 0 {
				out.TileCount = out.Columns * max(fitsH, 0)
			}
			if out.Columns > fitsW {
				ld.problem(st.file, place, "says %d columns but its %d-pixel-wide image holds only %d tiles of %d pixels; open the tileset in Tiled and save it again", out.Columns, iw, fitsW, ts.TileWidth)
			}
		}
		if out.Columns == 0 {
			ld.problem(st.file, place, "has 0 columns and its image's width is unknown; set Columns (or open the tileset in Tiled with its image and save it again)")
			return
		}
		if out.Image == nil && out.TileCount == 0 {
			return // its image has a problem, and without it the tiles are unknown
		}
		lt.count = out.TileCount
	} else {
		// A collection of images: each tile has its own.
		lt.valid = map[uint32]bool{}
		out.TileImages = map[uint32]*Image{}
		for _, t := range ts.Tiles {
			lt.valid[t.ID] = true
			if t.Image != nil && t.Image.Source != "" {
				tp := fmt.Sprintf("tile %d of tileset %s", t.ID, quote.Quote(lt.name))
				if img := ld.image(st.file, st.dir, tp, t.Image.Source); img != nil {
					img.Trans = colorOf(t.Image.Trans)
					out.TileImages[t.ID] = img
					ld.tileRect(&out, t, img, tp, st.file)
				}
			}
		}
		if out.TileCount == 0 {
			out.TileCount = len(lt.valid)
		}
	}
	for _, t := range ts.Tiles {
		tp := fmt.Sprintf("tile %d of tileset %s", t.ID, quote.Quote(lt.name))
		if !lt.validID(t.ID) {
			ld.problem(st.file, tp, "is beyond the tileset's %d tiles; remove it or fix the tileset's tile count", out.TileCount)
			continue
		}
		if len(t.Animation) > 0 {
			if out.Animations == nil {
				out.Animations = map[uint32][]Frame{}
			}
			frames := make([]Frame, 0, len(t.Animation))
			for _, f := range t.Animation {
				if !lt.validID(f.TileID) {
					ld.problem(st.file, tp, "animation frame shows tile %d, which is not in the tileset; fix the animation in Tiled's tile animation editor", f.TileID)
					continue
				}
				frames = append(frames, Frame{ID: f.TileID, DurationMS: int(min(f.Duration, 1<<30))})
			}
			if len(frames) > 0 {
				out.Animations[t.ID] = frames
			}
		}
		if info := ld.tileInfoOf(st.file, tp, ts, t); info != nil {
			for int(t.ID) >= len(lt.info) {
				lt.info = append(lt.info, nil)
			}
			lt.info[t.ID] = info
		}
	}
	lt.ok = true
}

// indexTilesets sorts tileset indices by first gid and reports clashes.
func (ld *loader) indexTilesets(m *Map) {
	ld.byGID = ld.byGID[:0]
	for i := range m.Tilesets {
		if m.Tilesets[i].FirstGID == 0 {
			ld.problem(ld.mapFile, ld.tilesets[i].place(), "has firstgid 0; it must be 1 or more (re-add the tileset in Tiled)")
			continue
		}
		ld.byGID = append(ld.byGID, i)
	}
	sort.SliceStable(ld.byGID, func(a, b int) bool {
		return m.Tilesets[ld.byGID[a]].FirstGID < m.Tilesets[ld.byGID[b]].FirstGID
	})
	for k := 1; k < len(ld.byGID); k++ {
		a, b := ld.byGID[k-1], ld.byGID[k]
		ta, tb := &m.Tilesets[a], &m.Tilesets[b]
		switch {
		case ta.FirstGID == tb.FirstGID:
			ld.problem(ld.mapFile, ld.tilesets[b].place(), "has the same firstgid %d as tileset %s; re-add one of them in Tiled", tb.FirstGID, quote.Quote(ld.tilesets[a].name))
		case int64(ta.FirstGID)+int64(ta.TileCount) > int64(tb.FirstGID):
			ld.problem(ld.mapFile, ld.tilesets[b].place(), "starts at gid %d, inside the gids %d to %d of tileset %s (its %d tiles), so a tile of those gids could be of either; re-add one of them in Tiled, which numbers them apart",
				tb.FirstGID, ta.FirstGID, int64(ta.FirstGID)+int64(ta.TileCount)-1, quote.Quote(ld.tilesets[a].name), ta.TileCount)
		}
	}
}

// tilesetOf returns the index of the tileset a bare gid belongs to, or -1.
func (ld *loader) tilesetOf(m *Map, gid uint32) int {
	k := sort.Search(len(ld.byGID), func(k int) bool { return m.Tilesets[ld.byGID[k]].FirstGID > gid })
	if k == 0 {
		return -1
	}
	return ld.byGID[k-1]
}

// Bits of a gid (Tiled's "Tile Flipping"): the top four are flags, the rest the global id.
const (
	gidFlipH  = 0x80000000
	gidFlipV  = 0x40000000
	gidFlipD  = 0x20000000
	gidRotHex = 0x10000000
	gidFlags  = gidFlipH | gidFlipV | gidFlipD | gidRotHex
)

// tileRefs converts a scanned tile layer's gids, recording one problem per kind of bad tile.
func (ld *loader) tileRefs(m *Map, sl *scannedLayer) []TileRef {
	tiles := make([]TileRef, m.Width*m.Height)
	if sl.gids == nil {
		return tiles
	}
	place := fmt.Sprintf("layer %s", quote.Quote(sl.name))
	type badKind struct {
		first Pos
		n     int
		gid   uint32
		ts    int
	}
	var noTileset, beyond *badKind
	lastBare, lastTS := uint32(0), -1
	for i, g := range sl.gids {
		if g == 0 {
			continue
		}
		bare := g &^ gidFlags
		ti := lastTS
		if bare != lastBare || lastTS < 0 {
			ti = ld.tilesetOf(m, bare)
			lastBare, lastTS = bare, ti
		}
		if ti < 0 {
			if noTileset == nil {
				noTileset = &badKind{first: m.PosOf(i), gid: bare}
			}
			noTileset.n++
			continue
		}
		id := bare - m.Tilesets[ti].FirstGID
		lt := ld.tilesets[ti]
		if !lt.ok {
			continue // its tileset already has a problem
		}
		if !lt.validID(id) {
			if beyond == nil {
				beyond = &badKind{first: m.PosOf(i), gid: id, ts: ti}
			}
			beyond.n++
			continue
		}
		tiles[i] = TileRef{Tileset: uint16(ti + 1), Flip: flipsOf(g), ID: id}
	}
	more := func(n int) string {
		if n > 1 {
			return fmt.Sprintf(" (and %d more squares)", n-1)
		}
		return ""
	}
	if noTileset != nil {
		ld.problem(ld.mapFile, place, "square %v holds tile gid %d, which belongs to no tileset of the map%s; a tileset was probably removed: re-add it in Tiled or erase those tiles", noTileset.first, noTileset.gid, more(noTileset.n))
	}
	if beyond != nil {
		lt := ld.tilesets[beyond.ts]
		ld.problem(ld.mapFile, place, "square %v holds tile %d of tileset %s, which has only %d tiles%s; the tileset's image or tile count shrank: fix the tileset or repaint those squares", beyond.first, beyond.gid, quote.Quote(lt.name), m.Tilesets[beyond.ts].TileCount, more(beyond.n))
	}
	return tiles
}

// flipsOf is the flip bits of a gid as a TileRef holds them.
func flipsOf(g uint32) uint8 {
	var flip uint8
	if g&gidFlipH != 0 {
		flip |= FlipH
	}
	if g&gidFlipV != 0 {
		flip |= FlipV
	}
	if g&gidFlipD != 0 {
		flip |= FlipD
	}
	if g&gidRotHex != 0 {
		flip |= RotHex120
	}
	return flip
}

// flattenProps copies properties into out as text, class-typed ones as "name.member".
func flattenProps(prefix string, ps tiled.Properties, out map[string]string) {
	for _, p := range ps {
		if p == nil {
			continue
		}
		if len(p.Properties) > 0 {
			flattenProps(prefix+p.Name+".", p.Properties, out)
			continue
		}
		out[prefix+p.Name] = p.Value
	}
}

// propsMap returns properties as a map of text.
func propsMap(ps tiled.Properties) map[string]string {
	out := map[string]string{}
	flattenProps("", ps, out)
	return out
}
