package game

// Fonts: the Go fonts (BSD-style licence) as text/v2 faces.

import (
	"bytes"

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

// LoadFonts parses the embedded Go fonts.
func LoadFonts() (*Fonts, error) {
	reg, err := text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
	if err != nil {
		return nil, err
	}
	bold, err := text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF))
	if err != nil {
		return nil, err
	}
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
