package main

// The committed bundled maps are exactly what genmaps writes: edit the sketches, not the .tmx.

import (
	"os"
	"path/filepath"
	"testing"
)

func TestCommittedMapsMatchGenerator(t *testing.T) {
	for _, d := range bundled {
		t.Run(d.file, func(t *testing.T) {
			l, err := fromSketch(d)
			if err != nil {
				t.Fatal(err)
			}
			want, err := tmx(d, l)
			if err != nil {
				t.Fatal(err)
			}
			got, err := os.ReadFile(filepath.Join("..", "..", "maps", d.file))
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != want {
				t.Errorf("maps/%s differs from what tools/genmaps writes; run `go run ./tools/genmaps` and commit", d.file)
			}
		})
	}
}

func TestCommittedHexMapsMatchGenerator(t *testing.T) {
	for _, d := range bundledHex {
		t.Run(d.file, func(t *testing.T) {
			want, err := hexTMX(d)
			if err != nil {
				t.Fatal(err)
			}
			got, err := os.ReadFile(filepath.Join("..", "..", "maps", "hex", d.file))
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != want {
				t.Errorf("maps/hex/%s differs from what tools/genmaps writes; run `go run ./tools/genmaps` and commit", d.file)
			}
		})
	}
}
