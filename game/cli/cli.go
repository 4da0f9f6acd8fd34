// Package cli holds the logic of the skirmish commands; main.go only parses flags and calls it.
package cli

import (
	"fmt"

	"skirmish/game"
	"skirmish/scenes"
)

// Open shows the given maps in a window (the bundled maps if none are given).
func Open(paths []string) error {
	if len(paths) == 0 {
		var err error
		if paths, err = BundledMaps(); err != nil {
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

// ShotOptions are the settings of the shot command.
type ShotOptions struct {
	Map, Out      string
	Width, Height int
	// Zoom is the camera zoom; 0 fits the map to the screen.
	Zoom float64
}

// Shot renders one frame of the map viewer for o.Map into the PNG o.Out.
func Shot(o ShotOptions) error {
	if o.Map == "" || o.Out == "" {
		return fmt.Errorf("shot needs --map FILE and --out FILE.png")
	}
	g, err := game.New(o.Width, o.Height)
	if err != nil {
		return err
	}
	v, err := scenes.NewViewer(g.Context(), []string{o.Map}, 0)
	if err != nil {
		return fmt.Errorf("cannot load map %s:\n%w", o.Map, err)
	}
	if o.Zoom > 0 {
		v.SetZoom(o.Zoom)
	}
	g.Context().Push(v)
	if err := game.Shot(g, o.Out); err != nil {
		return fmt.Errorf("shot of %s: %w", o.Map, err)
	}
	return nil
}
