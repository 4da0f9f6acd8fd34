package netplay

// skirmish server: a community's NATS server (or one server of its cluster), on which many
// hosts run matches: `init` makes the community's keys, `run` serves it.

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"skirmish/online"
	"skirmish/online/natsd"
)

// ServerUsage is the server command's part of the usage.
const ServerUsage = `  skirmish server init DIR [--name NAME]
                                   make a community's NATS keys in DIR (docs/online.md): its
                                   operator and accounts (community.json, keep it private), the
                                   member.creds players join with, the host.key hosts sign their
                                   players' users with (give it to hosts only) and a
                                   nats-server.conf for an official nats-server
  skirmish server run DIR [--listen ADDR] [--store DIR] [--name NAME]
               [--cluster NAME --cluster-listen ADDR --routes URL,URL...]
                                   serve the community of DIR until stopped (Ctrl+C): hosts
                                   host on it with --nats URL --signing-key DIR/host.key, players
                                   join with --creds member.creds; with --cluster, one server of
                                   a cluster (the routes are the others')
`

// Server runs `skirmish server`: it returns the exit code (0: done or stopped; 1: an error; 2:
// bad flags).
func Server(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || (args[0] != "init" && args[0] != "run") {
		fmt.Fprintf(stderr, "skirmish server: want init or run\n%s", ServerUsage)
		return 2
	}
	fs := flag.NewFlagSet("server "+args[0], flag.ContinueOnError)
	fs.SetOutput(stderr)
	name := fs.String("name", "skirmish", "the community's name (init), or the server's (run)")
	listen := fs.String("listen", fmt.Sprintf(":%d", online.DefaultPort), "the server's client address, host:port")
	store := fs.String("store", "", "JetStream's folder (default: DIR/jetstream)")
	cluster := fs.String("cluster", "", "the cluster's name: this server is one of a cluster")
	clusterListen := fs.String("cluster-listen", "0.0.0.0:6222", "with --cluster: the address the others route to")
	routes := fs.String("routes", "", "with --cluster: the other servers' route URLs, comma-separated (nats://host:6222)")
	var dir string
	rest := args[1:]
	for len(rest) > 0 {
		if err := fs.Parse(rest); err != nil {
			return 2
		}
		if fs.NArg() == 0 {
			break
		}
		if dir != "" {
			fmt.Fprintf(stderr, "skirmish server: unexpected argument %s\n%s", fs.Arg(0), ServerUsage)
			return 2
		}
		dir, rest = fs.Arg(0), fs.Args()[1:]
	}
	if dir == "" {
		fmt.Fprintf(stderr, "skirmish server %s: give the community's folder\n%s", args[0], ServerUsage)
		return 2
	}
	if args[0] == "init" {
		return serverInit(dir, *name, stdout, stderr)
	}
	c, err := online.ReadCommunity(dir)
	if err != nil {
		return fail(stderr, fmt.Errorf("%w (make one with skirmish server init %s)", err, dir))
	}
	if *store == "" {
		*store = filepath.Join(dir, "jetstream")
	}
	var rs []string
	if *routes != "" {
		rs = strings.Split(*routes, ",")
	}
	cfg := c.Server(*name, *listen, *store, *cluster, *clusterListen, rs)
	if *cluster == "" {
		cfg.ClusterListen = ""
	}
	cfg.Log = func(line string) { fmt.Fprintln(stderr, "server: "+line) }
	srv, err := natsd.Start(cfg)
	if err != nil {
		return fail(stderr, err)
	}
	defer srv.Shutdown()
	fmt.Fprintf(stdout, "serving the community %s at %s (JetStream in %s); stop with Ctrl+C\n", c.Name, srv.Addr(), *store)
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	<-stop
	return 0
}

// serverInit makes a community in dir, unless one is there already.
func serverInit(dir, name string, stdout, stderr io.Writer) int {
	if _, err := online.ReadCommunity(dir); err == nil {
		return fail(stderr, fmt.Errorf("%s holds a community already: its keys are kept", dir))
	} else if !errors.Is(err, os.ErrNotExist) {
		return fail(stderr, err)
	}
	c, err := online.NewCommunity(name)
	if err != nil {
		return fail(stderr, err)
	}
	if err := c.Write(dir); err != nil {
		return fail(stderr, err)
	}
	fmt.Fprintf(stdout, "community %s made in %s:\n", name, dir)
	fmt.Fprintf(stdout, "  community.json    its keys: keep it private\n")
	fmt.Fprintf(stdout, "  host.key          for hosts: skirmish host --nats URL --signing-key %s\n", filepath.Join(dir, "host.key"))
	fmt.Fprintf(stdout, "  member.creds      for players: skirmish join URL --creds member.creds\n")
	fmt.Fprintf(stdout, "  nats-server.conf  for an official nats-server, instead of skirmish server run %s\n", dir)
	return 0
}
