package main

// Flags and subcommands; no logic.

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"runtime/debug"
	"slices"
	"strings"

	"skirmish/ai"
	"skirmish/app/cli"
	"skirmish/app/netplay"
	"skirmish/app/sim"
	"skirmish/client"

	_ "skirmish/combat/rules/age13"   // registers the 13th Age ruleset
	_ "skirmish/combat/rules/d20lite" // registers the d20 Sunday Stats ruleset
	_ "skirmish/combat/rules/delvers" // registers the delvers ruleset
	_ "skirmish/combat/rules/realms"  // registers the Enchanted Realms ruleset
)

// usage is the command's help: its commands, then the rulesets as their descriptions say.
var usage = usageText + cli.DungeonUsage + cli.DelveUsage + netplay.HostUsage + netplay.JoinUsage + netplay.ServerUsage + cli.RulesetsHelp()

// usageText is the commands' part of the usage.
const usageText = `usage:
  skirmish                         open the game at the title screen
  skirmish view [MAP...]           open the map viewer on the given maps (default: the bundled ones)
  skirmish shot --map FILE --out FILE.png [--width 1280 --height 720] [--ui-scale 1.25] [--zoom N] [--anim 700ms]
  skirmish shot --scene title|maps|setup|settings|results|deploy|battle|handover|handover-replay|load|replay|campaigns|briefing|campaign-rest|campaign-end --out FILE.png [--map FILE] [--seed N] [--turns N]
                                   [--rules R [--edition 1|2]] [--settings FILE] [--anim 150ms]
                                   [--audio FILE.wav [--play-audio]] (battle: what the side on screen heard of the turns played)
                                   render one frame of a screen of the client to a PNG
  skirmish validate [--strict] [--catalog FILE] MAP|FOLDER...
                                   every check the game makes on a map; exit 1 on an error
                                   (--strict: on a warning too); docs/maps.md. The game plays
                                   maps of up to 8192 squares a side and 1,048,576 in all, with
                                   pictures of up to 4094 px a side, and refuses larger ones
  skirmish scenario FILE [--save OUT]
                                   run a scripted battle; print its events and final state as JSON lines
                                   (exit 1: bad file, 2: an action refused; see docs/scenarios.md);
                                   --save writes the battle played as a save, which the game loads
  skirmish replay [--any-map] SAVE play a saved battle back: each round, turn, action and roll (docs/saves.md);
                                   --any-map opens its map even outside your maps folders
  skirmish catalog [--rules R] [FILE]  list the heroes and creatures, with your catalog file merged in
  skirmish sim --map MAP --battles N [--rules R] [--seed S] [--level [SIDE=]easy|normal|hard ...]
               [--max-rounds N] [--json] [--trace FILE]  AI against AI on the map's spawns; win
                                   rates; --level LEVEL sets every side, SIDE=LEVEL one side
                                   (repeat it); --trace writes each AI choice and why (docs/sim.md)
  skirmish ladder --map MAP [--rules R] --battles N [--seed S] [--max-rounds N] [--json]
                                   the AI's levels against each other: every pairing of easy,
                                   normal and hard both ways round on the same seeds, and per
                                   pairing the difference in the heroes' win rate with its 95%
                                   interval; --map again for more maps, pooled per ruleset
                                   (docs/ai.md "Levels")
  skirmish campaign FILE [--seed S] [--state STATE [--resume]]
                                   a campaign of any ruleset AI against AI: each battle and what
                                   is carried and rested between them; --state saves the party
                                   after each battle
                                   (docs/campaign.md)
`

func main() {
	os.Exit(run(os.Args[1:]))
}

// run dispatches a command line and returns the exit code.
func run(args []string) int {
	if len(args) == 0 {
		return report(client.Play())
	}
	switch args[0] {
	case "view":
		return report(client.Open(args[1:]))
	case "shot":
		fs := flag.NewFlagSet("shot", flag.ContinueOnError)
		o := client.ShotOptions{}
		fs.StringVar(&o.Scene, "scene", "view", "screen to render: view (the map viewer), title, maps, setup, settings, results, deploy, battle, handover, handover-replay (what a hot-seat side saw of the others' turns under fog), load (the saves folder's list) or replay (an AI battle of --turns turns, halfway)")
		fs.StringVar(&o.Map, "map", "", "map file to render (view; setup and results default to a bundled map)")
		fs.StringVar(&o.Out, "out", "", "PNG file to write")
		fs.IntVar(&o.Width, "width", 1280, "screen width in pixels")
		fs.IntVar(&o.Height, "height", 720, "screen height in pixels")
		fs.Float64Var(&o.UIScale, "ui-scale", 1, "UI scale, as in Settings (0.8 to 1.5); a window too small for it shows the largest it allows (1.25 on 1280×720)")
		fs.Float64Var(&o.Zoom, "zoom", 0, "camera zoom of the map viewer (0 fits the map)")
		fs.DurationVar(&o.Anim, "anim", 0, "the map viewer shows animated tiles as they are this long after they start (e.g. 700ms); the battle scene is shot this long into the last blow the side on screen saw (e.g. 150ms)")
		fs.IntVar(&o.Turns, "turns", 0, "turns the AI plays before the battle scene is shot (briefing, campaign-rest: the battles it plays first)")
		fs.StringVar(&o.Rules, "rules", "", "ruleset of the battle scenes, "+cli.RulesetNames()+" (default: the map's)")
		fs.StringVar(&o.Edition, "edition", "", "the ruleset's edition, "+cli.OptionHelp("edition"))
		fs.Uint64Var(&o.Seed, "seed", 1, "seed for what the screen would draw at random (setup's seed, results' battle)")
		fs.StringVar(&o.Audio, "audio", "", "battle: write what the side on screen heard of the turns played to this WAV file")
		fs.BoolVar(&o.PlayAudio, "play-audio", false, "with --audio: also play it through the sound device, the window open meanwhile")
		fs.StringVar(&o.Settings, "settings", "", "a settings file to use (volumes, animation speed) instead of the defaults; never written")
		if err := fs.Parse(args[1:]); err != nil || fs.NArg() > 0 {
			if err == nil {
				fmt.Fprintf(os.Stderr, "skirmish shot: unexpected argument %s\n%s", fs.Arg(0), usage)
			}
			return 2
		}
		return report(client.Shot(o))
	case "validate":
		fs := flag.NewFlagSet("validate", flag.ContinueOnError)
		fs.Usage = func() { fmt.Fprint(os.Stderr, usage) }
		o := cli.ValidateOptions{}
		fs.BoolVar(&o.Strict, "strict", false, "count warnings as errors")
		fs.StringVar(&o.Catalog, "catalog", "", "catalog file merged into the rulesets' catalogs (default: your catalog file; - for none)")
		paths, err := parseInterspersed(fs, args[1:])
		if err != nil {
			return 2
		}
		if len(paths) == 0 {
			fmt.Fprint(os.Stderr, usage)
			return 2
		}
		if !cli.Validate(os.Stdout, paths, o) {
			return 1
		}
		return 0
	case "scenario":
		fs := flag.NewFlagSet("scenario", flag.ContinueOnError)
		fs.Usage = func() { fmt.Fprint(os.Stderr, usage) }
		out := fs.String("save", "", "write the battle played as a save to this file (it loads in the game and in replay)")
		files, err := parseInterspersed(fs, args[1:])
		if err != nil || len(files) != 1 {
			if err == nil {
				fmt.Fprint(os.Stderr, usage)
			}
			return 2
		}
		return cli.Scenario(files[0], *out, os.Stdout, os.Stderr)
	case "replay":
		fs := flag.NewFlagSet("replay", flag.ContinueOnError)
		anyMap := fs.Bool("any-map", false, "open the save's map even outside the bundled maps and your maps and campaigns folders")
		if err := fs.Parse(args[1:]); err != nil || fs.NArg() != 1 {
			fmt.Fprint(os.Stderr, usage)
			return 2
		}
		return report(client.Replay(os.Stdout, fs.Arg(0), *anyMap))
	case "catalog":
		fs := flag.NewFlagSet("catalog", flag.ContinueOnError)
		rules := fs.String("rules", "delvers", "ruleset whose catalog to list: "+cli.RulesetNames())
		if err := fs.Parse(args[1:]); err != nil || fs.NArg() > 1 {
			fmt.Fprint(os.Stderr, usage)
			return 2
		}
		if !cli.Catalog(os.Stdout, os.Stderr, *rules, fs.Arg(0)) {
			return 1
		}
		return 0
	case "sim":
		fs := flag.NewFlagSet("sim", flag.ContinueOnError)
		fs.Usage = func() { fmt.Fprint(os.Stderr, usage) }
		o := sim.Options{}
		fs.StringVar(&o.Map, "map", "", "map file with Spawn objects")
		fs.StringVar(&o.Rules, "rules", "", "ruleset, "+cli.RulesetNames()+" (default: the map's ruleset property, else delvers)")
		fs.IntVar(&o.Battles, "battles", 0, "how many battles to play")
		fs.Uint64Var(&o.Seed, "seed", 1, "first battle's seed (battle i uses seed+i)")
		var levels sim.LevelFlags
		levels.All = ai.Normal
		fs.Var(&levels, "level", "AI level of every side (easy, normal or hard), or of one side: SIDE=LEVEL; repeat it")
		fs.IntVar(&o.MaxRounds, "max-rounds", sim.DefaultMaxRounds, "rounds before a battle is a draw")
		asJSON := fs.Bool("json", false, "print the report as JSON")
		trace := fs.String("trace", "", "write the AI's reasons for every choice to this file (- for standard output)")
		if err := fs.Parse(args[1:]); err != nil {
			return 2
		}
		bad := ""
		switch {
		case fs.NArg() > 0:
			bad = "unexpected argument " + fs.Arg(0)
		case o.Map == "":
			bad = "--map MAP is required"
		case o.Battles < 1 || o.Battles > sim.MaxBattles:
			bad = fmt.Sprintf("--battles N is required, from 1 to %d", sim.MaxBattles)
		case o.MaxRounds < 1:
			bad = "--max-rounds must be at least 1"
		}
		if bad != "" {
			fmt.Fprintf(os.Stderr, "skirmish sim: %s\n%s", bad, usage)
			return 2
		}
		o.Level, o.SideLevels = levels.All, levels.Sides
		if *trace == "-" {
			o.Trace = os.Stdout
		} else if *trace != "" {
			f, err := os.Create(*trace)
			if err != nil {
				return report(err)
			}
			defer f.Close()
			o.Trace = f
		}
		batchGC()
		rep, err := sim.Run(o, os.Stderr)
		if err != nil {
			return report(err)
		}
		if *asJSON {
			return report(rep.JSON(os.Stdout))
		}
		return report(rep.Text(os.Stdout))
	case "ladder":
		batchGC()
		return ladder(args[1:])
	case "dungeon":
		return cli.Dungeon(args[1:], os.Stdout, os.Stderr)
	case "delve":
		return cli.Delve(args[1:], os.Stdout, os.Stderr)
	case "campaign":
		fs := flag.NewFlagSet("campaign", flag.ContinueOnError)
		fs.Usage = func() { fmt.Fprint(os.Stderr, usage) }
		seed := fs.Uint64("seed", 1, "seed of the campaign's battles and rests")
		state := fs.String("state", "", "save the campaign's state here after each battle")
		resume := fs.Bool("resume", false, "go on from the state saved at --state")
		var file string
		if len(args) > 1 && !strings.HasPrefix(args[1], "-") {
			file, args = args[1], append([]string{args[0]}, args[2:]...)
		}
		if err := fs.Parse(args[1:]); err != nil {
			return 2
		}
		if file == "" && fs.NArg() == 1 {
			file = fs.Arg(0)
		} else if fs.NArg() > 0 || file == "" {
			fmt.Fprintf(os.Stderr, "skirmish campaign: give one campaign FILE\n%s", usage)
			return 2
		}
		return report(client.Campaign(os.Stdout, file, *seed, *state, *resume))
	case "host":
		return netplay.Host(args[1:], os.Stdout, os.Stderr)
	case "server":
		return netplay.Server(args[1:], os.Stdout, os.Stderr)
	case "join":
		o, err := netplay.ParseJoin(args[1:], os.Stderr)
		if err != nil {
			if !errors.Is(err, flag.ErrHelp) {
				fmt.Fprintf(os.Stderr, "skirmish join: %v\n%s", err, netplay.JoinUsage)
			}
			return 2
		}
		if o.AI == "" && !o.Observe {
			return report(client.Join(o.Addr, o.Code, o.Side, o.Player, o.Creds)) // the window, on the battle
		}
		return netplay.Join(o, os.Stdout, os.Stderr)
	case "help", "-h", "--help":
		fmt.Print(usage)
		return 0
	}
	fmt.Fprintf(os.Stderr, "skirmish: unknown command %q\n%s", args[0], usage)
	return 2
}

// report prints err, if any, and returns the exit code for it.
func report(err error) int {
	if err != nil {
		fmt.Fprintln(os.Stderr, "skirmish:", err)
		return 1
	}
	return 0
}

// parseInterspersed parses fs's flags wherever they stand among args and returns the other
// arguments in order (Tiled's commands put the map's file first or last).
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var rest []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		if fs.NArg() == 0 {
			return rest, nil
		}
		rest = append(rest, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

// ladder runs `skirmish ladder`: the flags, then a ladder per map, and pooled per ruleset when
// there are several maps.
func ladder(args []string) int {
	fs := flag.NewFlagSet("ladder", flag.ContinueOnError)
	fs.Usage = func() { fmt.Fprint(os.Stderr, usage) }
	o := sim.LadderOptions{}
	var files mapList
	fs.Var(&files, "map", "map file with Spawn objects (again for more maps)")
	fs.StringVar(&o.Rules, "rules", "", "ruleset (default: each map's ruleset property, else delvers)")
	fs.IntVar(&o.Battles, "battles", 0, "how many battles each way round, for each pairing")
	fs.Uint64Var(&o.Seed, "seed", 1, "first battle's seed (battle i uses seed+i), the same for every pairing")
	fs.IntVar(&o.MaxRounds, "max-rounds", sim.DefaultMaxRounds, "rounds before a battle is a draw")
	asJSON := fs.Bool("json", false, "print each ladder as one line of JSON")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	bad := ""
	switch {
	case fs.NArg() > 0:
		bad = "unexpected argument " + fs.Arg(0)
	case len(files) == 0:
		bad = "--map MAP is required"
	case o.Battles < 1 || o.Battles > sim.MaxBattles/7:
		bad = fmt.Sprintf("--battles N is required, from 1 to %d", sim.MaxBattles/7)
	case o.MaxRounds < 1:
		bad = "--max-rounds must be at least 1"
	}
	if bad != "" {
		fmt.Fprintf(os.Stderr, "skirmish ladder: %s\n%s", bad, usage)
		return 2
	}
	var reps []sim.LadderReport
	var rules []string
	for i, f := range files {
		o.Map = f
		r, err := sim.Ladder(o, os.Stderr)
		if err != nil {
			return report(err)
		}
		reps = append(reps, r)
		if !slices.Contains(rules, r.Rules) {
			rules = append(rules, r.Rules)
		}
		if i > 0 && !*asJSON {
			fmt.Println()
		}
		if err := printLadder(&r, *asJSON); err != nil {
			return report(err)
		}
	}
	for _, id := range rules {
		if len(files) < 2 {
			break
		}
		p, ok := sim.Pool(id, reps)
		if !ok {
			continue
		}
		if !*asJSON {
			fmt.Println()
		}
		if err := printLadder(&p, *asJSON); err != nil {
			return report(err)
		}
	}
	return 0
}

// printLadder prints a ladder as text or JSON.
func printLadder(r *sim.LadderReport, asJSON bool) error {
	if asJSON {
		return r.JSON(os.Stdout)
	}
	return r.Text(os.Stdout)
}

// mapList is a repeatable --map flag.
type mapList []string

func (m *mapList) String() string { return strings.Join(*m, " ") }

func (m *mapList) Set(v string) error {
	*m = append(*m, v)
	return nil
}

// batchGC lets the collector run less often in a headless batch of battles (sim, ladder): the
// heap may grow to five times what is live (GOGC=400: 63 MB at most for 200 battles on the
// crypt, was 39) for about a tenth less CPU (0.90 of it on that run, measured alternately).
// A GOGC set in the environment still rules.
func batchGC() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
}
