package main

// Painting the tileset and writing its files.

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/png"
	"log"
	"math/rand/v2"
	"os"
	"path/filepath"

	"skirmish/assets"
)

// seed fixes the painting, so every run writes the same bytes.
const seed = 20240613

func main() {
	root := flag.String("root", ".", "module root to write into")
	flag.Parse()
	sheet := paintSheet()
	var buf bytes.Buffer
	if err := png.Encode(&buf, sheet); err != nil {
		log.Fatal(err)
	}
	for _, p := range []string{"maps/tiles/dungeon.png"} {
		write(filepath.Join(*root, p), buf.Bytes())
	}
	write(filepath.Join(*root, "maps/tiles/dungeon.tsx"), []byte(tsx(sheet.Bounds().Dx(), sheet.Bounds().Dy())))
	hex := paintHexSheet()
	buf.Reset()
	if err := png.Encode(&buf, hex); err != nil {
		log.Fatal(err)
	}
	// the hex maps live in maps/hex/ (a map reads files only inside its own folder)
	write(filepath.Join(*root, "maps/hex/tiles/hex.png"), buf.Bytes())
	write(filepath.Join(*root, "maps/hex/tiles/hex.tsx"), []byte(hexTSX(hex.Bounds().Dx(), hex.Bounds().Dy())))
}

// paintSheet paints every tile of the sheet, each with its own seeded generator.
func paintSheet() *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, assets.TilesetColumns*size, assets.TilesetRows*size))
	for id := range assets.TileNames {
		p, ok := painters[assets.Tile(id)]
		if !ok {
			log.Fatalf("no painter for tile %d (%s)", id, assets.TileNames[id])
		}
		rng := rand.New(rand.NewPCG(seed, uint64(id)))
		t := &tile{img: img, ox: id % assets.TilesetColumns * size, oy: id / assets.TilesetColumns * size,
			rng: rng, noise: newNoise(rng, 8)}
		p(t)
	}
	return img
}

// write writes a file, creating its folder, and says so.
func write(path string, data []byte) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Println("wrote", path)
}
