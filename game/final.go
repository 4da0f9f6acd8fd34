package game

// The final screen: ebiten copies the screen the scenes draw on to the window's own every
// frame it shows. With a software renderer (Mesa's llvmpipe, as under Xvfb) that copy is a
// good part of what a frame costs; at the screen's own size it is done here with the simplest
// shader, which writes every pixel without reading the window's (ebiten fills it black first).

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// copyShaderSrc writes the screen's pixel as it would show over black: its colour, opaque.
var copyShaderSrc = []byte(`//kage:unit pixels

package main

func Fragment(dst vec4, src vec2, color vec4) vec4 {
	c := imageSrc0UnsafeAt(src)
	return vec4(c.rgb, 1)
}
`)

// copyShader is copyShaderSrc compiled (nil until the first frame; failed: not used).
var copyShader struct {
	s      *ebiten.Shader
	failed bool
}

// DrawFinalScreen puts the screen on the window (ebiten.FinalScreenDrawer): at its own size
// and whole pixels from the corner, by the copy shader; else as ebiten does by default.
func (g *Game) DrawFinalScreen(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	if !plainCopy(geoM) || !copyReady() {
		ebiten.DefaultDrawFinalScreen(screen, offscreen, geoM)
		return
	}
	op := &ebiten.DrawRectShaderOptions{GeoM: geoM, Blend: ebiten.BlendCopy}
	op.Images[0] = offscreen
	b := offscreen.Bounds()
	screen.DrawRectShader(b.Dx(), b.Dy(), copyShader.s, op)
}

// plainCopy reports whether geoM draws the screen at its own size, moved by whole pixels.
func plainCopy(geoM ebiten.GeoM) bool {
	a, b, c, d, tx, ty := geoM.Element(0, 0), geoM.Element(0, 1), geoM.Element(1, 0), geoM.Element(1, 1),
		geoM.Element(0, 2), geoM.Element(1, 2)
	return a == 1 && d == 1 && b == 0 && c == 0 && tx == float64(int(tx)) && ty == float64(int(ty))
}

// copyReady compiles the copy shader once, and reports whether it is there.
func copyReady() bool {
	if copyShader.s == nil && !copyShader.failed {
		s, err := ebiten.NewShader(copyShaderSrc)
		copyShader.s, copyShader.failed = s, err != nil
	}
	return copyShader.s != nil
}
