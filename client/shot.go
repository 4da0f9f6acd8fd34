package client

// The shot command: one frame of a screen of the client, rendered to a PNG.

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"time"

	"skirmish/app/mapcheck"
	"skirmish/app/sim"
	"skirmish/combat"
	"skirmish/game"
	"skirmish/grid"
	"skirmish/scenes"
)

// ShotScenes are the screens the shot command can render.
var ShotScenes = []string{"view", "title", "maps", "setup", "settings", "results", "deploy", "battle", "handover", "handover-replay", "load", "replay",
	"campaigns", "briefing", "campaign-rest", "campaign-end", "quick-dungeon", "quick-dungeon-making", "delve-dig", "delve-end"}

// ShotOptions are the settings of the shot command.
type ShotOptions struct {
	// Scene is the screen to render: view (the map viewer, the default), title, maps, setup,
	// settings or results.
	Scene string
	// Map is the map to show: required for view; for setup and results, the bundled map
	// first in name order when empty.
	Map, Out      string
	Width, Height int
	// UIScale is the UI scale, as in Settings (0 for 1); a window too small for it shows
	// the largest it allows (game.FitScale).
	UIScale float64
	// Zoom is the camera zoom of the map viewer; 0 fits the map to the screen.
	Zoom float64
	// Seed fixes what a screen would otherwise draw at random (the seed offered by setup,
	// the battle played for results).
	Seed uint64
	// Turns is how many turns the AI plays before the battle scene is shot.
	Turns int
	// Rules, when set, is the ruleset of the battle scenes (else the map's); Edition, when
	// set, its "edition" option (13th Age: "1" or "2").
	Rules, Edition string
	// Anim is the time the map viewer shows animated tiles at (0: their first frames); in the
	// battle scene, how long after the start of the last blow the side on screen saw it is
	// shot (the motion mid-way).
	Anim time.Duration
	// Audio, for the battle scene, is a WAV file to write what the side on screen heard of
	// the turns played (the sound package's timeline, mixed at the settings' volumes);
	// PlayAudio also plays it through the sound device while the window stays open.
	Audio     string
	PlayAudio bool
	// Settings is a settings file to use (its volumes, animation speed, UI scale) instead of
	// the defaults; it is never written.
	Settings string
}

// Shot renders one frame of a screen of the client into the PNG o.Out, with the default
// settings (the user's file is neither read nor written) and the user's maps and catalog.
func Shot(o ShotOptions) error {
	if o.Out == "" {
		return fmt.Errorf("shot needs --out FILE.png")
	}
	if o.Scene == "" {
		o.Scene = "view"
	}
	g, err := game.New(o.Width, o.Height)
	if err != nil {
		return err
	}
	c := g.Context()
	if o.Settings != "" {
		st, err := game.LoadSettings(o.Settings)
		if err != nil {
			return err
		}
		c.Apply(st)
	}
	if o.UIScale != 0 {
		if o.UIScale < game.UIScales[0] || o.UIScale > game.UIScales[len(game.UIScales)-1] {
			return fmt.Errorf("--ui-scale %g: want a scale from %g to %g", o.UIScale, game.UIScales[0], game.UIScales[len(game.UIScales)-1])
		}
		s := c.Settings
		s.UIScale = o.UIScale
		c.Apply(s)
	}
	c.Rand = shotRand(o.Seed)
	var s game.Scene
	if o.Scene == "view" {
		if o.Map == "" {
			return fmt.Errorf("shot needs --map FILE (or --scene title|maps|setup|settings|results)")
		}
		v, err := scenes.NewViewer(c, []string{o.Map}, 0)
		if err != nil {
			return fmt.Errorf("cannot load map %s:\n%w", o.Map, err)
		}
		if o.Zoom > 0 {
			v.SetZoom(o.Zoom)
		}
		v.ShowAt(o.Anim)
		s = v
	} else {
		if c.Files, err = Files(); err != nil {
			return err
		}
		if s, err = ShotScene(c, o); err != nil {
			return err
		}
	}
	var play func(bool) time.Duration
	if o.Audio != "" {
		if play, err = shotAudio(c, s, o); err != nil {
			return err
		}
	} else if o.PlayAudio {
		return fmt.Errorf("--play-audio plays the sound --audio FILE.wav renders: give both")
	}
	c.Push(s)
	if err := game.ShotPlaying(g, o.Out, play); err != nil {
		return fmt.Errorf("shot of %s: %w", o.Scene, err)
	}
	return nil
}

// shotRand is the randomness a shot's screen draws with, from its seed: a test that builds the
// shot's scene in its own process sees what the command shows.
func shotRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x5eed)) }

// ShotScene builds the screen o asks for (all but the map viewer), as the shot command shows it.
func ShotScene(c *game.Context, o ShotOptions) (game.Scene, error) {
	c.Rand = shotRand(o.Seed) // what the screen draws at random, the same as the command's
	switch o.Scene {
	case "title":
		return scenes.NewTitle(c), nil
	case "maps":
		return scenes.NewMapPicker(c), nil
	case "settings":
		return scenes.NewSettings(c), nil
	case "load":
		return scenes.NewLoadScreen(c), nil
	case "campaigns":
		return scenes.ShotCampaigns(c)
	case "briefing": // --map: a campaign file (the first bundled); --turns: the battles played first
		return scenes.ShotBriefing(c, o.Map, o.Turns, o.Seed)
	case "campaign-rest":
		return scenes.ShotCampaignRest(c, o.Map, o.Turns, o.Seed)
	case "campaign-end":
		return scenes.ShotCampaignEnd(c, o.Map, o.Seed)
	case "delve-dig":
		return scenes.ShotDelveDig(c)
	case "delve-end": // --seed: the delve's
		return scenes.ShotDelveEnd(c, o.Seed)
	case "quick-dungeon", "quick-dungeon-making":
		return scenes.ShotQuickDungeon(c, o.Scene == "quick-dungeon-making"), nil
	case "setup", "results", "deploy", "battle", "handover", "handover-replay", "replay":
		path := o.Map
		if path == "" {
			if len(c.Files.Bundled) == 0 {
				return nil, fmt.Errorf("no bundled maps: give --map FILE")
			}
			path = c.Files.Bundled[0]
			for _, p := range c.Files.Bundled {
				if filepath.Base(p) == "crypt.tmx" {
					path = p
				}
			}
		}
		m, err := game.LoadMap(path)
		if err != nil {
			return nil, fmt.Errorf("cannot load map %s:\n%w", path, err)
		}
		s, err := scenes.NewSetup(c, path, m)
		if err != nil || o.Scene == "setup" {
			return s, err
		}
		spec := s.Spec()
		if o.Rules != "" {
			if spec, err = shotSpec(c, path, m, spec, o); err != nil {
				return nil, err
			}
		}
		switch o.Scene {
		case "battle":
			b, err := scenes.ShotBattle(c, spec, o.Turns)
			if err == nil && o.Anim > 0 && !b.ShowMotion(c, o.Anim) {
				return nil, fmt.Errorf("--anim %v: the side on screen saw no blow in the %d turns played; play more (--turns)", o.Anim, o.Turns)
			}
			return b, err
		case "deploy":
			return scenes.ShotDeploy(c, spec)
		case "handover":
			return scenes.ShotHandover(c, spec)
		case "handover-replay":
			return scenes.ShotHandoverReplay(c, spec, o.Turns)
		case "replay":
			return scenes.ShotReplay(c, spec, o.Turns)
		}
		for i := range spec.Sides {
			spec.Sides[i].Human = false
		}
		out, err := scenes.PlayHeadless(spec, sim.DefaultMaxRounds)
		if err != nil {
			return nil, err
		}
		return scenes.NewResults(c, out), nil
	}
	return nil, fmt.Errorf("unknown scene %q: want one of %v", o.Scene, ShotScenes)
}

// shotSpec is spec played with the ruleset (and edition) o names: its units rebuilt from that
// ruleset's catalog, who plays each side kept.
func shotSpec(c *game.Context, path string, m *grid.Map, spec scenes.BattleSpec, o ShotOptions) (scenes.BattleSpec, error) {
	rules, err := combat.Rules(o.Rules)
	if err != nil {
		return spec, err
	}
	if err := mapcheck.Refusal(m, rules); err != nil {
		return spec, err
	}
	cat, err := scenes.MergedCatalog(rules, c.Files.Catalog)
	if err != nil {
		return spec, err
	}
	out, err := scenes.SpecFor(path, m, rules, cat, c.Files.Catalog, spec.Seed)
	if err != nil {
		return spec, err
	}
	for i := range out.Sides {
		for _, old := range spec.Sides {
			if old.Name == out.Sides[i].Name {
				out.Sides[i].Human, out.Sides[i].Level, out.Sides[i].Player = old.Human, old.Level, old.Player
			}
		}
	}
	if o.Edition != "" {
		out.Options = map[string]string{"edition": o.Edition}
	}
	return out, nil
}
