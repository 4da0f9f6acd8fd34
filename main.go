// Command skirmish is the game: flags and subcommands only; the work is in game/cli.
package main

import (
	"flag"
	"fmt"
	"os"

	"skirmish/combat/scenario"
	"skirmish/game/cli"

	_ "skirmish/combat/rules/delvers" // registers the delvers ruleset
)

const usage = `usage:
  skirmish                         open the bundled maps
  skirmish view MAP...             open the given maps
  skirmish shot --map FILE --out FILE.png [--width 1280 --height 720] [--zoom N]
  skirmish validate MAP...         check maps; exit 1 on any problem
  skirmish scenario FILE           run a scripted battle; print its events and final state as JSON lines
  skirmish catalog [--rules R] [FILE]  list the heroes and creatures, with your catalog file merged in
                                   (exit 1: bad file, 2: an action refused; see docs/scenarios.md)
`

func main() {
	os.Exit(run(os.Args[1:]))
}

// run dispatches a command line and returns the exit code.
func run(args []string) int {
	if len(args) == 0 {
		return report(cli.Open(nil))
	}
	switch args[0] {
	case "view":
		if len(args) < 2 {
			fmt.Fprint(os.Stderr, usage)
			return 2
		}
		return report(cli.Open(args[1:]))
	case "shot":
		fs := flag.NewFlagSet("shot", flag.ContinueOnError)
		o := cli.ShotOptions{}
		fs.StringVar(&o.Map, "map", "", "map file to render")
		fs.StringVar(&o.Out, "out", "", "PNG file to write")
		fs.IntVar(&o.Width, "width", 1280, "screen width in pixels")
		fs.IntVar(&o.Height, "height", 720, "screen height in pixels")
		fs.Float64Var(&o.Zoom, "zoom", 0, "camera zoom (0 fits the map)")
		if err := fs.Parse(args[1:]); err != nil {
			return 2
		}
		return report(cli.Shot(o))
	case "validate":
		if len(args) < 2 {
			fmt.Fprint(os.Stderr, usage)
			return 2
		}
		if !cli.Validate(os.Stdout, args[1:]) {
			return 1
		}
		return 0
	case "scenario":
		if len(args) != 2 {
			fmt.Fprint(os.Stderr, usage)
			return 2
		}
		return scenario.Run(args[1], os.Stdout, os.Stderr)
	case "catalog":
		fs := flag.NewFlagSet("catalog", flag.ContinueOnError)
		rules := fs.String("rules", "delvers", "ruleset whose catalog to list")
		if err := fs.Parse(args[1:]); err != nil || fs.NArg() > 1 {
			fmt.Fprint(os.Stderr, usage)
			return 2
		}
		if !cli.Catalog(os.Stdout, os.Stderr, *rules, fs.Arg(0)) {
			return 1
		}
		return 0
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
