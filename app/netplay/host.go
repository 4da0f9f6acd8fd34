package netplay

// skirmish host: a match hosted from the command line.

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"skirmish/ai"
	"skirmish/app/mapcheck"
	"skirmish/app/sim"
	"skirmish/combat"
	"skirmish/grid"
	"skirmish/online"
)

// HostUsage is the host command's part of the usage.
const HostUsage = `  skirmish host --map MAP [--rules R] [--edition E] [--seed N] [--fog=false] [--max-rounds N]
               [--listen ADDR | --nats URL --creds FILE --signing-key SEED|FILE [--replicas N] [--public]]
               [--code CODE] [--save FILE] [--observers none|all|SIDE] [--pace 300ms] [--data DIR]
               --side NAME=remote|ai[:easy|normal|hard] ...
                                   host an online match (docs/online.md): prints the address and
                                   code to give the players, runs the match and exits with its
                                   result, writing the save; sides not named are the AI's (normal).
                                   Started again with the same --code it resumes the match
`

// HostOptions are the host command's options.
type HostOptions struct {
	Map, Rules, Edition string
	Seed                uint64
	Fog                 bool
	MaxRounds           int
	Sides               sideFlags
	Code, Save          string
	Observers           string
	Pace                time.Duration
	// Public lists the match's code in the server's lobby.
	Public bool
	Net    online.NetConfig
}

// sideFlags are the repeated --side NAME=SEAT flags.
type sideFlags []string

func (s *sideFlags) String() string { return strings.Join(*s, " ") }

func (s *sideFlags) Set(v string) error {
	if _, _, ok := strings.Cut(v, "="); !ok {
		return fmt.Errorf("want NAME=remote or NAME=ai[:LEVEL], not %q", v)
	}
	*s = append(*s, v)
	return nil
}

// parseHost reads the host command's flags.
func parseHost(args []string, stderr io.Writer) (HostOptions, error) {
	fs := flag.NewFlagSet("host", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var o HostOptions
	fs.StringVar(&o.Map, "map", "", "the map file (its Spawn objects are the armies)")
	fs.StringVar(&o.Rules, "rules", "", "ruleset (default: the map's, else delvers)")
	fs.StringVar(&o.Edition, "edition", "", "the ruleset's edition, where it has one")
	fs.Uint64Var(&o.Seed, "seed", 0, "the battle's seed (0: a random one)")
	fs.BoolVar(&o.Fog, "fog", true, "fog of war: each side sees only what its units see")
	fs.IntVar(&o.MaxRounds, "max-rounds", sim.DefaultMaxRounds, "the battle is a draw after this round (0: never)")
	fs.Var(&o.Sides, "side", "who plays a side: NAME=remote (a player at another computer) or NAME=ai[:LEVEL]; repeat it")
	fs.StringVar(&o.Code, "code", "", "the match code (default: a new random one); the same code resumes the match")
	fs.StringVar(&o.Save, "save", "", "write the match's save here when it ends")
	fs.StringVar(&o.Observers, "observers", online.ObserveNone, "what observers see: none (none let in), all, or a side's name (its view)")
	fs.DurationVar(&o.Pace, "pace", 0, "pause between the AI's actions")
	fs.BoolVar(&o.Public, "public", false, "with --nats: list the match's code in the server's lobby (its members join from the list)")
	fs.StringVar(&o.Net.Listen, "listen", fmt.Sprintf(":%d", online.DefaultPort), "the host's own server's address, host:port")
	fs.StringVar(&o.Net.Advertise, "advertise", "", "the address players are told (default: this computer's addresses)")
	fs.StringVar(&o.Net.DataDir, "data", "", "the folder of the host's matches (default: your skirmish/online folder)")
	fs.StringVar(&o.Net.URL, "nats", "", "host on this NATS server or cluster instead (nats:// or tls:// URLs, comma-separated)")
	fs.StringVar(&o.Net.Creds, "creds", "", "with --nats: the host's credentials file")
	fs.StringVar(&o.Net.SigningKey, "signing-key", "", "with --nats: the account's signing key seed, or a file holding it")
	fs.IntVar(&o.Net.Replicas, "replicas", 1, "with --nats: how many copies of the match's streams a cluster keeps")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	switch {
	case fs.NArg() > 0:
		return o, fmt.Errorf("unexpected argument %s", fs.Arg(0))
	case o.Map == "":
		return o, errors.New("--map MAP is required")
	case o.MaxRounds < 0:
		return o, errors.New("--max-rounds must be 0 or more")
	}
	return o, nil
}

// Setup builds the battle of the host's options: the map's spawns under the ruleset (a random seed when it has none).
func (o HostOptions) Setup() (combat.Setup, error) {
	m, err := grid.Load(o.Map)
	if err != nil {
		return combat.Setup{}, err
	}
	id := o.Rules
	if id == "" {
		id = m.Ruleset
	}
	if id == "" {
		id = "delvers"
	}
	rules, err := combat.Rules(id)
	if err != nil {
		return combat.Setup{}, fmt.Errorf("%s: %w", o.Map, err)
	}
	if err := mapcheck.Refusal(m, rules); err != nil {
		return combat.Setup{}, err
	}
	seed := o.Seed
	if seed == 0 {
		var b [8]byte
		rand.Read(b[:])
		seed = binary.LittleEndian.Uint64(b[:]) | 1
	}
	s, err := sim.Setup(m, rules, seed)
	if err != nil {
		return combat.Setup{}, err
	}
	if o.Edition != "" {
		s.Options = map[string]string{"edition": o.Edition}
	}
	return s, nil
}

// seats reads who plays each side: the --side flags, the AI at normal for the others.
func (o HostOptions) seats(sides []string) ([]online.HostSeat, error) {
	seats := make([]online.HostSeat, len(sides))
	for i := range seats {
		seats[i] = online.HostSeat{Seat: online.SeatAI, Level: ai.Normal}
	}
	for _, f := range o.Sides {
		name, seat, _ := strings.Cut(f, "=")
		i := index(sides, name)
		if i < 0 {
			return nil, fmt.Errorf("--side %s: the battle's sides are %s", f, strings.Join(sides, ", "))
		}
		kind, level, _ := strings.Cut(seat, ":")
		switch kind {
		case "remote":
			if level != "" {
				return nil, fmt.Errorf("--side %s: a remote side has no level", f)
			}
			seats[i] = online.HostSeat{Seat: online.SeatRemote}
		case "ai":
			lv := ai.Normal
			if level != "" {
				var err error
				if lv, err = sim.ParseLevel(level); err != nil {
					return nil, fmt.Errorf("--side %s: %w", f, err)
				}
			}
			seats[i] = online.HostSeat{Seat: online.SeatAI, Level: lv}
		default:
			return nil, fmt.Errorf("--side %s: want remote or ai[:LEVEL], not %q", f, seat)
		}
	}
	return seats, nil
}

// index is the index of name in names, or -1.
func index(names []string, name string) int {
	for i, n := range names {
		if n == name {
			return i
		}
	}
	return -1
}

// Host runs `skirmish host`: it returns the exit code (0: the match ended; 1: an error; 2: bad
// flags; 130: stopped by a signal, the match kept to resume).
func Host(args []string, stdout, stderr io.Writer) int {
	o, err := parseHost(args, stderr)
	if err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintf(stderr, "skirmish host: %v\n%s", err, HostUsage)
		}
		return 2
	}
	s, err := o.Setup()
	if err != nil {
		return fail(stderr, err)
	}
	seats, err := o.seats(s.Sides)
	if err != nil {
		fmt.Fprintf(stderr, "skirmish host: %v\n", err)
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	logf := func(line string) { fmt.Fprintln(stderr, "host: "+line) }
	h, err := online.NewHost(ctx, online.HostConfig{Setup: s, Seats: seats, Fog: o.Fog, MaxRounds: o.MaxRounds,
		Observers: o.Observers, Code: o.Code, Net: o.Net, Save: o.Save, Pace: o.Pace, Public: o.Public, Log: logf})
	if err != nil {
		return fail(stderr, err)
	}
	defer h.Close()
	info := h.Info()
	fmt.Fprintf(stdout, "match: %s (%s, %s)\n", info.Title, info.Map, info.Rules)
	fmt.Fprintf(stdout, "code: %s\n", h.Code())
	for i, a := range h.Addresses() {
		label := "address:"
		if i > 0 {
			label = "also:"
		}
		fmt.Fprintf(stdout, "%s %s\n", label, a)
	}
	for _, sd := range info.Sides {
		if sd.Seat == online.SeatRemote {
			fmt.Fprintf(stdout, "join: skirmish join %s --code %s --side %s\n", h.Addresses()[0], h.Code(), shellWord(sd.Name))
		}
	}
	if h.Resumed() {
		fmt.Fprintf(stdout, "resumed: round %d\n", info.Round)
	}
	r, err := h.Run(ctx)
	if err != nil {
		if ctx.Err() != nil {
			fmt.Fprintf(stderr, "skirmish host: stopped; the match is kept: host it again with --code %s to resume it\n", h.Code())
			return 130
		}
		return fail(stderr, err)
	}
	fmt.Fprintf(stdout, "result: %s\n", resultLine(r.Over, r.Winner, r.Round))
	fmt.Fprintf(stdout, "events: %d\nlog sha256: %s\n", r.Events, r.LogSHA256)
	if r.Save != "" {
		fmt.Fprintf(stdout, "save: %s\n", r.Save)
	}
	return 0
}

// resultLine says how a match ended.
func resultLine(over bool, winner string, round int) string {
	switch {
	case !over:
		return fmt.Sprintf("not over (round %d)", round)
	case winner == "":
		return fmt.Sprintf("a draw in round %d", round)
	}
	return fmt.Sprintf("%s won in round %d", winner, round)
}

// shellWord quotes a word for a shell when it needs it.
func shellWord(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_.,:/", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// fail prints err and returns 1.
func fail(stderr io.Writer, err error) int {
	fmt.Fprintf(stderr, "skirmish: %v\n", err)
	return 1
}
