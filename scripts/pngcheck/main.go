package main

// The check of a PNG's size and colours.

import (
	"fmt"
	"image"
	_ "image/png"
	"os"
)

// minColours is how many distinct colours a rendered map must show at least.
const minColours = 16

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: pngcheck FILE.png")
		os.Exit(2)
	}
	if err := check(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "pngcheck:", err)
		os.Exit(1)
	}
}

// check opens path and reports an error if the picture is empty, tiny or nearly flat.
func check(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	img, _, err := image.Decode(f)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	b := img.Bounds()
	if b.Dx() < 320 || b.Dy() < 200 {
		return fmt.Errorf("%s: %dx%d is too small for a frame", path, b.Dx(), b.Dy())
	}
	seen := map[[4]uint32]bool{}
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			r, g, bl, a := img.At(x, y).RGBA()
			seen[[4]uint32{r >> 8, g >> 8, bl >> 8, a >> 8}] = true
		}
	}
	if len(seen) < minColours {
		return fmt.Errorf("%s: only %d colours; the frame looks empty or flat", path, len(seen))
	}
	fmt.Printf("%s: %dx%d, %d colours: ok\n", path, b.Dx(), b.Dy(), len(seen))
	return nil
}
