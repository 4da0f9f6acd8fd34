package client

// Join: the game opened on a match played online (skirmish join with no --ai).

import (
	"skirmish/game"
	"skirmish/scenes"
)

// Join opens the game and joins the match at addr with code (side "": any free one; creds,
// the player's credentials file on a community's server): the battle opens on the player's
// side, or Join online says why it did not.
func Join(addr, code, side, name, creds string) error {
	return open(func(c *game.Context) game.Scene { return scenes.NewOnlineJoinTo(c, addr, code, side, name, creds) })
}
