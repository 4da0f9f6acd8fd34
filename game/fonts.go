package game

// Fonts: the Go fonts (BSD-style licence) as text/v2 faces.

import (
	"bytes"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// Fonts holds the faces the client draws text with.
type Fonts struct {
	Small, Body, Bold, Title *text.GoTextFace
	// SmallBold labels small things: badges, column heads.
	SmallBold *text.GoTextFace
	// Large is the body text of big buttons; Heading titles a screen; Display is the game's
	// name on the title screen and the winner on the results.
	Large, Heading, Display *text.GoTextFace
}

// fontSources are the embedded Go fonts parsed, once a process: a face source keeps the
// glyphs it drew as images (ebiten's atlas), so every game of a process (the tests make
// hundreds) drawing from the same sources draws each glyph once, instead of each filling the
// atlas anew with its own copies.
var fontSources = sync.OnceValues(func() ([2]*text.GoTextFaceSource, error) {
	reg, err := text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
	if err != nil {
		return [2]*text.GoTextFaceSource{}, err
	}
	bold, err := text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF))
	return [2]*text.GoTextFaceSource{reg, bold}, err
})

// LoadFonts makes the faces of the embedded Go fonts (parsed once a process).
func LoadFonts() (*Fonts, error) {
	src, err := fontSources()
	if err != nil {
		return nil, err
	}
	reg, bold := src[0], src[1]
	return &Fonts{
		Small: &text.GoTextFace{Source: reg, Size: 12},
		Body:  &text.GoTextFace{Source: reg, Size: 15},
		Bold:  &text.GoTextFace{Source: bold, Size: 15},
		Title: &text.GoTextFace{Source: bold, Size: 20},

		SmallBold: &text.GoTextFace{Source: bold, Size: 12},
		Large:     &text.GoTextFace{Source: bold, Size: 18},
		Heading:   &text.GoTextFace{Source: bold, Size: 28},
		Display:   &text.GoTextFace{Source: bold, Size: 72},
	}, nil
}

// At is the fonts at k times their sizes (made once for each face and scale): the faces a
// screen laid out at the device's pixels draws with (k is the device pixels per logical pixel).
func (f *Fonts) At(k float64) *Fonts {
	if k == 1 {
		return f
	}
	at := func(face *text.GoTextFace) *text.GoTextFace {
		g, _ := scaledFace(face, k)
		return g.(*text.GoTextFace)
	}
	return &Fonts{Small: at(f.Small), Body: at(f.Body), Bold: at(f.Bold), Title: at(f.Title), SmallBold: at(f.SmallBold),
		Large: at(f.Large), Heading: at(f.Heading), Display: at(f.Display)}
}
