// Package tiledref holds the test that the game draws Tiled's example maps as Tiled's own
// renderer does: reference PNGs made once by tmxrasterizer (Debian's package tiled) from the
// maps in testdata/examples and of the hex maps (Tiled's hexagonal examples and a bundled hex map), and a comparison with the game's MapView within a small
// tolerance. `go test ./game/tiledref -update` makes the references again (it needs
// tmxrasterizer); testdata/examples/README.md says where each map comes from and its licence.
package tiledref
