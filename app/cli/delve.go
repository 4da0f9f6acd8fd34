package cli

// The delve command: the endless delve, generated dungeons one after another growing harder
// while the party lasts, with a record of the deepest cleared (docs/campaign.md).

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"skirmish/app/campaign"
)

// DelveUsage is the delve command's line in the usage.
const DelveUsage = `  skirmish delve [--rules R] [--seed S] [--depth N] [--dir DIR] [--record FILE] [--probe N]
                                   the endless delve headless: generated dungeons, each tuned for
                                   the party to win less often (90%, 85%, … down to 35%), the
                                   party carried between them until it falls or --depth is
                                   cleared; the deepest depth cleared beats --record's or not
                                   (docs/campaign.md)
`

// Delve runs the delve command on its arguments (after the word delve) and returns the exit
// code: 0 done, 1 failed, 2 bad flags.
func Delve(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("delve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var o campaign.DelveOptions
	fs.StringVar(&o.Rules, "rules", "delvers", "ruleset: "+RulesetNames())
	fs.Uint64Var(&o.Seed, "seed", 1, "the delve's seed: its dungeons and battles")
	fs.IntVar(&o.MaxDepth, "depth", 0, "stop after this depth (0: while the party lasts)")
	fs.StringVar(&o.Dir, "dir", "", "the folder the dungeons are written to (default: a new temporary folder)")
	fs.IntVar(&o.Probe, "probe", 30, "battles that measure each candidate encounter of a depth")
	record := fs.String("record", "", "the record file (default: skirmish/delve-record.json in your config folder; \"-\" for none)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 || o.MaxDepth < 0 || o.Probe < 10 || o.Probe > 10000 {
		fmt.Fprintf(stderr, "skirmish delve: --depth must be 0 or more, --probe 10 to 10000, and no other arguments\nusage:\n%s", DelveUsage)
		return 2
	}
	if o.Dir == "" {
		dir, err := os.MkdirTemp("", "skirmish-delve-")
		if err != nil {
			fmt.Fprintln(stderr, "skirmish delve:", err)
			return 1
		}
		o.Dir = dir
	}
	if *record == "" {
		if cfg, err := os.UserConfigDir(); err == nil {
			*record = filepath.Join(cfg, "skirmish", "delve-record.json")
		}
	}
	fmt.Fprintf(stdout, "Delving (%s, seed %d); the dungeons go to %s.\n", campaign.RulesName(o.Rules), o.Seed, o.Dir)
	_, deepest, err := campaign.Delve(o, stdout)
	if err != nil {
		fmt.Fprintln(stderr, "skirmish delve:", err)
		return 1
	}
	if *record != "-" && *record != "" {
		if err := os.MkdirAll(filepath.Dir(*record), 0o755); err != nil {
			fmt.Fprintln(stderr, "skirmish delve:", err)
			return 1
		}
		best, err := campaign.UpdateRecord(*record, o.Rules, deepest, o.Seed)
		if err != nil {
			fmt.Fprintln(stderr, "skirmish delve:", err)
			return 1
		}
		if best == deepest && deepest > 0 {
			fmt.Fprintf(stdout, "The record for %s: depth %d (%s).\n", campaign.RulesName(o.Rules), best, *record)
		} else {
			fmt.Fprintf(stdout, "The record for %s stands at depth %d (%s).\n", campaign.RulesName(o.Rules), best, *record)
		}
	}
	return 0
}
