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
	g, err := game.New(0, 0)
	if err != nil {
		return err
	}
	c := g.Context()
	if c.Files, err = Files(); err != nil {
		return err
	}
	if c.Files.Settings != "" {
		s, err := game.LoadSettings(c.Files.Settings)
		c.SettingsErr = err
		c.Apply(s)
	}
	c.Push(scenes.NewTitle(c))
	c.Push(scenes.NewOnlineJoinTo(c, addr, code, side, name, creds))
	return game.Run(g, "Skirmish")
}
