// Package grid holds battle maps: loading (Tiled and ASCII), terrain, movement, sight and cover.
//
// grid is headless: it never imports ebiten, and it is the only package that sees go-tiled.
// Everything downstream sees a *Map.
package grid
