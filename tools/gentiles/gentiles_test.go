package main

// The committed tileset is what gentiles writes: edit the painters, not the files.

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

func TestCommittedTilesetMatchesGenerator(t *testing.T) {
	sheet := paintSheet()
	tsxWant := tsx(sheet.Bounds().Dx(), sheet.Bounds().Dy())
	got, err := os.ReadFile(filepath.Join("..", "..", "maps", "tiles", "dungeon.tsx"))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != tsxWant {
		t.Error("maps/tiles/dungeon.tsx differs from what tools/gentiles writes; run `go run ./tools/gentiles` and commit")
	}
	f, err := os.Open(filepath.Join("..", "..", "maps", "tiles", "dungeon.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil {
		t.Fatal(err)
	}
	// Pixels are painted with floating point, so only the sheet's layout is compared here.
	if cfg.Width != sheet.Bounds().Dx() || cfg.Height != sheet.Bounds().Dy() {
		t.Errorf("dungeon.png is %dx%d, the generator paints %dx%d", cfg.Width, cfg.Height, sheet.Bounds().Dx(), sheet.Bounds().Dy())
	}
}

func TestCommittedHexTilesetMatchesGenerator(t *testing.T) {
	sheet := paintHexSheet()
	got, err := os.ReadFile(filepath.Join("..", "..", "maps", "hex", "tiles", "hex.tsx"))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != hexTSX(sheet.Bounds().Dx(), sheet.Bounds().Dy()) {
		t.Error("maps/hex/tiles/hex.tsx differs from what tools/gentiles writes; run `go run ./tools/gentiles` and commit")
	}
}
