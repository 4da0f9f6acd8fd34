package client

// The game window: where the client's files are, the title screen (play) and the map viewer (view).

import (
	"fmt"
	"io"

	"skirmish/app/cli"
	"skirmish/catalog"
	"skirmish/combat/save"
	"skirmish/game"
	"skirmish/grid"
	"skirmish/scenes"
)

// Files finds where the client's files are: the bundled maps, the user's maps folder (made on
// first run), catalog file, settings file and saves folder. A part it cannot find is left empty.
func Files() (game.Files, error) {
	var f game.Files
	var err error
	if f.Bundled, err = cli.BundledMaps(); err != nil {
		return f, err
	}
	f.UserMaps, _ = game.UserMapsDir()
	f.Campaigns = cli.BundledCampaigns(f.Bundled)
	f.UserCampaigns, f.CampaignStates, _ = game.UserCampaignsDir()
	f.Catalog, _ = catalog.UserPath()
	f.Settings, _ = game.SettingsPath()
	f.Saves, _ = save.Dir()
	return f, nil
}

// Play opens the game at the title screen, with the user's settings.
func Play() error { return open() }

// open opens the game with the user's settings at the title screen, then the screens made by
// over (each pushed in turn over the title).
func open(over ...func(c *game.Context) game.Scene) error {
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
	for _, f := range over {
		c.Push(f(c))
	}
	return game.Run(g, "Skirmish")
}

// Open shows the given maps in the map viewer (the bundled maps if none are given; a folder
// stands for the maps under it).
func Open(paths []string) error {
	var expanded []string
	for _, p := range paths {
		if found, isDir := grid.MapFiles(p); isDir {
			if len(found) == 0 {
				return fmt.Errorf("%s: a folder with no maps in it (.tmx, .tmj or .json maps)", p)
			}
			expanded = append(expanded, found...)
		} else {
			expanded = append(expanded, p)
		}
	}
	paths = expanded
	if len(paths) == 0 {
		var err error
		if paths, err = cli.BundledMaps(); err != nil {
			return err
		}
	}
	g, err := game.New(0, 0)
	if err != nil {
		return err
	}
	v, err := scenes.NewViewer(g.Context(), paths, 0)
	if err != nil {
		return err
	}
	g.Context().Push(v)
	return game.Run(g, "Skirmish")
}

// Replay is the replay command (cli.Replay) with the map places the game's loader uses: the
// bundled maps' folders and the user's maps and campaigns folders.
func Replay(w io.Writer, path string, anyMap bool) error {
	files, err := Files()
	if err != nil {
		return err
	}
	return cli.Replay(w, path, scenes.SavePlaces(files), anyMap)
}

// Campaign is the campaign command (cli.Campaign) with the folders the game trusts for a
// campaign's maps besides its own: the bundled maps' folders and the user's maps and
// campaigns folders.
func Campaign(w io.Writer, path string, seed uint64, statePath string, resume bool) error {
	files, err := Files()
	if err != nil {
		return err
	}
	return cli.Campaign(w, path, scenes.SavePlaces(files).Folders, seed, statePath, resume)
}
