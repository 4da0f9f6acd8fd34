package cli

// The dungeon command: a generated dungeon, its foes tuned by headless battles to the party's
// chance to win, written as a Tiled map (docs/dungeons.md).

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"skirmish/app/dungeon"
	"skirmish/app/sim"
)

// DungeonUsage is the dungeon command's line in the usage.
const DungeonUsage = `  skirmish dungeon --out FILE.tmx [--rules R] [--seed S] [--win 0.6] [--size small|medium|large]
               [--theme crypt|cavern|fort] [--hex] [--level easy|normal|hard] [--party ID] [--heroes N]
               [--probe N] [--verify N] [-v]
                                   a generated dungeon whose foes are tuned by headless AI battles
                                   until the party wins --win of them; writes the map (and the
                                   tileset beside it if missing) and the measured win rate over
                                   --verify fresh battles with its 95% interval (docs/dungeons.md)
`

// Dungeon runs the dungeon command on its arguments (after the word dungeon): it parses the
// flags, tunes the dungeon (dungeon.Tune), writes it and reports what it measured to stdout.
// It returns the exit code: 0 done, 1 failed, 2 bad flags.
func Dungeon(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("dungeon", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, "usage:\n"+DungeonUsage) }
	o := dungeon.Options{}
	out := fs.String("out", "", "the map file to write (.tmx)")
	fs.StringVar(&o.Rules, "rules", "delvers", "ruleset: "+RulesetNames())
	fs.Uint64Var(&o.Seed, "seed", 1, "the dungeon's seed: the same seed gives the same dungeon")
	fs.Float64Var(&o.Target, "win", 0.6, "the party's chance to win, 0.05 to 0.95")
	fs.Float64Var(&o.Target, "target", 0.6, "the same as --win")
	fs.BoolVar(&o.Hex, "hex", false, "lay the dungeon on hexes (delvers, age13 and realms play them)")
	size := fs.String("size", "small", "small, medium or large")
	theme := fs.String("theme", "crypt", "crypt, cavern or fort")
	level := fs.String("level", "normal", "every side's AI level in the measuring battles: easy, normal or hard")
	fs.StringVar(&o.Party, "party", "delver", "the party: a catalog id or group id of the ruleset")
	fs.IntVar(&o.PartySize, "heroes", 4, "how many units the party has")
	fs.IntVar(&o.Probe, "probe", 100, "battles a candidate encounter is measured with while tuning")
	fs.IntVar(&o.Verify, "verify", 400, "fresh battles the chosen encounter is measured with")
	verbose := fs.Bool("v", false, "print every measurement")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	bad := ""
	switch {
	case fs.NArg() > 0:
		bad = "unexpected argument " + fs.Arg(0)
	case *out == "":
		bad = "--out FILE.tmx is required"
	case !strings.EqualFold(filepath.Ext(*out), ".tmx"):
		bad = "--out " + *out + ": the map is written as Tiled XML; name it FILE.tmx"
	case o.PartySize < 1 || o.PartySize > 12:
		bad = "--heroes must be from 1 to 12"
	case o.Probe < 10 || o.Probe > 10000 || o.Verify < 10 || o.Verify > 100000:
		bad = "--probe must be from 10 to 10000 and --verify from 10 to 100000"
	}
	var err error
	if bad == "" {
		err = errors.Join(func() error { o.Size, err = dungeon.SizeNamed(*size); return err }(),
			func() error { o.Theme, err = dungeon.ThemeNamed(*theme); return err }(),
			func() error { o.Level, err = sim.ParseLevel(*level); return err }())
		if err != nil {
			bad = err.Error()
		}
	}
	if bad != "" {
		fmt.Fprintf(stderr, "skirmish dungeon: %s\nusage:\n%s", bad, DungeonUsage)
		return 2
	}
	if *verbose {
		o.Log = stdout
	}
	res, err := dungeon.Tune(o)
	if err != nil {
		fmt.Fprintln(stderr, "skirmish dungeon:", err)
		return 1
	}
	res.Map.Title, res.Map.Description = Describe(o, res)
	wrote, err := res.Layout.Write(*out, res.Map)
	if err != nil {
		fmt.Fprintln(stderr, "skirmish dungeon:", err)
		return 1
	}
	fmt.Fprintf(stdout, "%s: %s\n", *out, res.Map.Description)
	if len(wrote) > 1 {
		fmt.Fprintf(stdout, "wrote %s\n", strings.Join(wrote, ", "))
	}
	if !res.Within {
		fmt.Fprintf(stdout, "note: the measured rate is more than %.0f points from the %.0f%% asked for; try another --seed, or a larger --size for more choice of foes\n",
			100*0.05, 100*o.Target)
	}
	return 0
}

// Describe is a tuned dungeon's title and description, as the map's properties say them.
func Describe(o dungeon.Options, res *dungeon.Result) (title, desc string) {
	th := res.Layout.Theme.Name
	title = fmt.Sprintf("%s%s %d", strings.ToUpper(th[:1]), th[1:], o.Seed)
	low, high := res.Verified.Interval()
	if res.Layout.Hex {
		th += " on hexes"
	}
	desc = fmt.Sprintf("A generated %s (seed %d, %s, %s rules): %s against a party of %d (%s). Tuned for the party to win %.0f%% of the time; it won %.1f%% of %d fresh battles at %s AI (95%% interval %.1f%% - %.1f%%).",
		th, o.Seed, res.Layout.Size.Name, o.Rules, res.Map.Foes, res.Map.PartySize, res.Map.PartyLine(), 100*o.Target, 100*res.Verified.Rate(),
		res.Verified.Battles, sim.LevelName(o.Level), 100*low, 100*high)
	return title, desc
}
