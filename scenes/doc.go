// Package scenes holds the client's screens. For now: the map viewer; the title, setup,
// deploy, battle and results screens come later.
package scenes
