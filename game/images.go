package game

// Images: decoding a map's pictures once into ebiten images, with a visible stand-in for bad ones.

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	_ "image/gif"  // maps may use GIF tilesets
	_ "image/jpeg" // and JPEG image layers
	_ "image/png"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/grid"
)

// imageCache decodes each grid.Image once.
type imageCache struct {
	byImage map[*grid.Image]*ebiten.Image
	// Errors lists the pictures that could not be decoded (drawn as a checker instead).
	Errors []string
}

func newImageCache() *imageCache { return &imageCache{byImage: map[*grid.Image]*ebiten.Image{}} }

// get returns the decoded picture, decoding it on first use.
func (c *imageCache) get(im *grid.Image) *ebiten.Image {
	if e, ok := c.byImage[im]; ok {
		return e
	}
	e, err := decodeImage(im)
	if err != nil {
		c.Errors = append(c.Errors, err.Error())
		e = checker(max(im.Width, 32), max(im.Height, 32))
	}
	c.byImage[im] = e
	return e
}

// decodeImage turns encoded bytes into an ebiten image.
func decodeImage(im *grid.Image) (*ebiten.Image, error) {
	if len(im.Data) == 0 {
		return nil, fmt.Errorf("%s: no image data", im.Source)
	}
	src, _, err := image.Decode(bytes.NewReader(im.Data))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", im.Source, err)
	}
	return ebiten.NewImageFromImage(src), nil
}

// checker is the stand-in for a picture that failed to decode: magenta and black squares.
func checker(w, h int) *ebiten.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if (x/8+y/8)%2 == 0 {
				img.SetRGBA(x, y, color.RGBA{0xff, 0x00, 0xff, 0xff})
			} else {
				img.SetRGBA(x, y, color.RGBA{0, 0, 0, 0xff})
			}
		}
	}
	return ebiten.NewImageFromImage(img)
}
