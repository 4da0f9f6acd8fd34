package harness

// Checks on a drawn frame, and keeping it for a person to look at.

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// Colours is how many colours a frame has (sampled every third pixel each way).
func Colours(img *image.RGBA) int {
	seen := map[[3]uint8]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			i := img.PixOffset(x, y)
			seen[[3]uint8{img.Pix[i], img.Pix[i+1], img.Pix[i+2]}] = true
		}
	}
	return len(seen)
}

// Near counts the pixels of r within a small distance of colour c.
func Near(img *image.RGBA, r image.Rectangle, c color.RGBA) int {
	n := 0
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			i := img.PixOffset(x, y)
			d := abs(int(img.Pix[i])-int(c.R)) + abs(int(img.Pix[i+1])-int(c.G)) + abs(int(img.Pix[i+2])-int(c.B))
			if d < 40 {
				n++
			}
		}
	}
	return n
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// CheckFrame fails unless the frame has many colours, and at least min pixels of colour c in
// each of the rectangles (text in the theme's colours where the screen writes some).
func CheckFrame(t testing.TB, name string, img *image.RGBA, c color.RGBA, min int, where ...image.Rectangle) {
	t.Helper()
	if img == nil {
		t.Fatalf("%s: no frame drawn", name)
	}
	if n := Colours(img); n < 40 {
		t.Errorf("%s: the frame has only %d colours: did anything draw?", name, n)
	}
	for _, r := range where {
		if n := Near(img, r, c); n < min {
			t.Errorf("%s: only %d pixels of the text colour in %v, want at least %d: is the text there?", name, n, r, min)
		}
	}
}

// KeepShot writes a frame to $SKIRMISH_TEST_SHOTS/name.png when that variable names a folder
// (for a person to look at); otherwise it does nothing.
func KeepShot(t testing.TB, name string, img *image.RGBA) {
	t.Helper()
	dir := os.Getenv("SKIRMISH_TEST_SHOTS")
	if dir == "" || img == nil {
		return
	}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}
