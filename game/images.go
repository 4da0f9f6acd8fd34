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

// imageCache decodes each picture once: every grid.Image naming the same file (the loader
// shares its bytes) with the same colour key is one ebiten image.
type imageCache struct {
	byImage map[imageKey]*ebiten.Image
	// Errors lists the pictures that could not be decoded (drawn as a checker instead).
	Errors []string
}

// imageKey names a decoded picture: its file's bytes and its colour key.
type imageKey struct {
	data  *byte
	n     int
	trans color.NRGBA
	keyed bool
}

func newImageCache() *imageCache { return &imageCache{byImage: map[imageKey]*ebiten.Image{}} }

// get returns the decoded picture, decoding it on first use.
func (c *imageCache) get(im *grid.Image) *ebiten.Image {
	k := imageKey{n: len(im.Data)}
	if len(im.Data) > 0 {
		k.data = &im.Data[0]
	}
	if im.Trans != nil {
		k.trans, k.keyed = *im.Trans, true
	}
	if e, ok := c.byImage[k]; ok {
		return e
	}
	e, err := decodeImage(im)
	if err != nil {
		c.Errors = append(c.Errors, err.Error())
		e = checker(min(max(im.Width, 32), grid.MaxPicture), min(max(im.Height, 32), grid.MaxPicture))
	}
	c.byImage[k] = e
	return e
}

// decodeImage turns encoded bytes into an ebiten image, with the pixels of its colour key
// (Tiled's trans) made transparent.
func decodeImage(im *grid.Image) (*ebiten.Image, error) {
	if len(im.Data) == 0 {
		return nil, fmt.Errorf("%s: no image data", im.Source)
	}
	if im.Width > grid.MaxPicture || im.Height > grid.MaxPicture {
		return nil, fmt.Errorf("%s: %dx%d px, larger than the %d px a side the game draws", im.Source, im.Width, im.Height, grid.MaxPicture)
	}
	src, _, err := image.Decode(bytes.NewReader(im.Data))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", im.Source, err)
	}
	if im.Trans != nil {
		src = colorKeyed(src, *im.Trans)
	}
	return ebiten.NewImageFromImage(src), nil
}

// colorKeyed returns src with every pixel of the key's red, green and blue made fully
// transparent, as Tiled draws an image with a transparent colour.
func colorKeyed(src image.Image, key color.NRGBA) *image.NRGBA {
	b := src.Bounds()
	out := image.NewNRGBA(b)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := color.NRGBAModel.Convert(src.At(x, y)).(color.NRGBA)
			if c.R == key.R && c.G == key.G && c.B == key.B {
				c = color.NRGBA{}
			}
			out.SetNRGBA(x, y, c)
		}
	}
	return out
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
