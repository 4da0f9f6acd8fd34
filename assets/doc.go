// Package assets holds the game's embedded art and the ids of the tiles in it.
package assets
