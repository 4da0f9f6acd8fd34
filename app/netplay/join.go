package netplay

// skirmish join: a seat of a match hosted elsewhere, played by the AI through its view.

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

	"skirmish/app/sim"
	"skirmish/online"
	"skirmish/play"
)

// JoinUsage is the join command's part of the usage.
const JoinUsage = `  skirmish join ADDR --code CODE [--side NAME | --observe] [--ai easy|normal|hard] [--name NAME]
               [--creds FILE] [--data DIR] [--quiet]
                                   join an online match (docs/online.md): with --ai the AI plays
                                   the side here, through what its side sees, printing its combat
                                   log, and exits with the match; without it the game opens on
                                   the battle (Join online). Started again it takes its seat back
`

// JoinOptions are the join command's options.
type JoinOptions struct {
	online.JoinConfig
	// AI is the level of the AI that plays the seat ("": a player, in the window).
	AI    string
	Seed  uint64
	Quiet bool
}

// ParseJoin reads the join command's flags: ADDR first (or anywhere), then the flags.
func ParseJoin(args []string, stderr io.Writer) (JoinOptions, error) {
	fs := flag.NewFlagSet("join", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var o JoinOptions
	fs.StringVar(&o.Code, "code", "", "the match code the host gave")
	fs.StringVar(&o.Side, "side", "", "the side to take (default: any free side)")
	fs.BoolVar(&o.Observe, "observe", false, "watch the match instead, if the host lets observers in")
	fs.StringVar(&o.AI, "ai", "", "let the AI play the seat at this level: easy, normal or hard (headless)")
	fs.StringVar(&o.Player, "name", "", "your name, shown to the other players")
	fs.StringVar(&o.Creds, "creds", "", "your credentials file on a community's NATS server")
	fs.StringVar(&o.DataDir, "data", "", "where the seat's key is kept (default: your skirmish/online folder)")
	fs.Uint64Var(&o.Seed, "seed", 0, "seed of the AI's random choices (0: a random one)")
	fs.BoolVar(&o.Quiet, "quiet", false, "print no combat log")
	var rest []string
	for {
		if err := fs.Parse(args); err != nil {
			return o, err
		}
		if fs.NArg() == 0 {
			break
		}
		rest = append(rest, fs.Arg(0))
		args = fs.Args()[1:]
	}
	switch {
	case len(rest) != 1:
		return o, errors.New("give the match's address once: skirmish join ADDR --code CODE")
	case o.Code == "":
		return o, errors.New("--code CODE is required: the host's match code")
	case o.Observe && o.Side != "":
		return o, errors.New("--observe watches: it takes no --side")
	}
	o.Addr = rest[0]
	if o.AI != "" {
		if _, err := sim.ParseLevel(o.AI); err != nil {
			return o, err
		}
	}
	if o.DataDir == "" {
		o.DataDir, _ = online.DataDir()
	}
	if o.Player == "" {
		o.Player = "AI " + o.AI
		if o.AI == "" {
			o.Player = os.Getenv("USER")
		}
	}
	return o, nil
}

// Join runs a headless `skirmish join` (o.AI set): it returns the exit code (0: the match
// ended; 1: an error; 130: stopped by a signal, the seat kept to take back).
func Join(o JoinOptions, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	o.Log = func(line string) { fmt.Fprintln(stderr, "join: "+line) }
	s, err := online.Join(ctx, o.JoinConfig)
	if err != nil {
		return fail(stderr, err)
	}
	defer s.Close()
	info := s.Info()
	if s.Side() >= 0 {
		fmt.Fprintf(stdout, "joined %s as %s\n", info.Title, info.Sides[s.Side()].Name)
	} else {
		fmt.Fprintf(stdout, "watching %s\n", info.Title)
	}
	level, _ := sim.ParseLevel(o.AI)
	seed := o.Seed
	if seed == 0 {
		var b [8]byte
		rand.Read(b[:])
		seed = binary.LittleEndian.Uint64(b[:])
	}
	var bot *online.Bot
	if !o.Observe {
		bot = online.NewBot(level, seed)
	}
	err = play1(ctx, s, bot, stdout, o.Quiet)
	if err != nil {
		if ctx.Err() != nil {
			fmt.Fprintln(stderr, "skirmish join: stopped; join again to take the seat back")
			return 130
		}
		return fail(stderr, err)
	}
	s.Refresh() // the last view, and the host hears that the seat has every frame
	over, winner := s.Over()
	round := 0
	if v := s.View(); v != nil {
		round = v.Round
	}
	fmt.Fprintf(stdout, "result: %s\n", resultLine(over, winner, round))
	return 0
}

// play1 lets the bot play the seat (or watches with none), printing the side's combat log as
// it grows.
func play1(ctx context.Context, s *online.Seat, bot *online.Bot, stdout io.Writer, quiet bool) error {
	done := make(chan error, 1)
	if bot != nil {
		go func() { done <- bot.Play(ctx, s) }()
	}
	printed := 0
	for {
		lines := s.Lines()
		if !quiet {
			printed = printLines(stdout, lines, printed)
		}
		if over, _ := s.Over(); over && bot == nil {
			return nil
		}
		select {
		case err := <-done:
			if !quiet {
				printLines(stdout, s.Lines(), printed)
			}
			return err
		case <-ctx.Done():
			return ctx.Err()
		case <-s.Changed():
		}
	}
}

// printLines prints the log lines numbered after n and returns the last line's number (a log
// told again from its start, after a host's restart, prints only what is new).
func printLines(w io.Writer, lines []play.Line, n int) int {
	for _, l := range lines {
		if l.N <= n {
			continue
		}
		fmt.Fprintf(w, "%s%s\n", strings.Repeat("  ", int(l.Depth)), l.Text)
		n = l.N
	}
	return n
}
