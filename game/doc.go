// Package game is the client's frame: the ebiten.Game with its scene stack, the input map of
// meanings, the camera, the theme and fonts, and the map view the battle screen draws.
package game
