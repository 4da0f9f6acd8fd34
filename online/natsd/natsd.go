package natsd

// Server: an embedded nats-server started from a Config, reloaded and stopped.

import (
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats-server/v2/server"
)

// Perms are what a user may publish and subscribe to (NATS subjects, wildcards allowed);
// Responses lets it answer the requests it receives whatever their reply subjects.
type Perms struct {
	Pub, Sub  []string
	Responses bool
}

// User is one user of the server's account: a name and password, or an nkey (a public user
// key: the client proves it holds the seed), with its permissions.
type User struct {
	Name, Password string
	Nkey           string
	Perms          Perms
}

// Config is how an embedded server runs.
type Config struct {
	// Name is the server's name (each of a cluster's must differ).
	Name string
	// Listen is the client address, host:port (port 0: a free one).
	Listen string
	// StoreDir is JetStream's folder; MaxStore caps what it keeps on disk (0: 1 GiB).
	StoreDir string
	MaxStore int64
	// MaxPayload is the largest message the server takes (0: NATS's 1 MiB).
	MaxPayload int
	// Account names the account of Users, which has JetStream; without Users and Operator the
	// server takes anyone.
	Account string
	Users   []User
	// ClusterName, ClusterListen (host:port) and Routes (nats://host:port of the others) make
	// the server one of a cluster.
	ClusterName, ClusterListen string
	Routes                     []string
	// Operator is an operator's JWT (decentralised users: each client shows a user JWT signed
	// by an account of the operator); Accounts are the accounts' JWTs by public key, SystemAccount
	// the public key of the system account among them.
	Operator      string
	SystemAccount string
	Accounts      map[string]string
	// TLSCert and TLSKey, when set, are the files of the certificate and key with which the
	// server speaks TLS to its clients (and only TLS).
	TLSCert, TLSKey string
	// Log, when set, hears the server's warnings and errors (nothing otherwise).
	Log func(string)
}

// Server is a running embedded server.
type Server struct {
	s   *server.Server
	cfg Config
}

// maxStore is JetStream's default cap on disk.
const maxStore = 1 << 30

// options turns c into the server's options by way of its configuration text (JSON, which
// nats-server reads as its configuration format).
func (c Config) options() (*server.Options, error) {
	host, port, err := net.SplitHostPort(c.Listen)
	if err != nil {
		return nil, fmt.Errorf("listen address %q: want host:port (%v)", c.Listen, err)
	}
	p, err := strconv.Atoi(port)
	if err != nil || p < 0 || p > 65535 {
		return nil, fmt.Errorf("listen address %q: the port must be a number from 0 to 65535", c.Listen)
	}
	if p == 0 {
		p = -1 // nats-server's "any free port"
	}
	if host == "" {
		host = "0.0.0.0"
	}
	conf := map[string]any{"server_name": c.Name, "host": host, "port": p}
	if c.MaxPayload > 0 {
		conf["max_payload"] = c.MaxPayload
	}
	if c.StoreDir != "" {
		store := c.MaxStore
		if store <= 0 {
			store = maxStore
		}
		conf["jetstream"] = map[string]any{"store_dir": c.StoreDir, "max_file_store": store, "max_memory_store": 64 << 20}
	}
	if len(c.Users) > 0 {
		var users []map[string]any
		for _, u := range c.Users {
			entry := map[string]any{"permissions": perms(u.Perms)}
			if u.Nkey != "" {
				entry["nkey"] = u.Nkey
			} else {
				entry["user"], entry["password"] = u.Name, u.Password
			}
			users = append(users, entry)
		}
		conf["accounts"] = map[string]any{c.Account: map[string]any{"jetstream": "enabled", "users": users}}
	}
	if c.TLSCert != "" {
		conf["tls"] = map[string]any{"cert_file": c.TLSCert, "key_file": c.TLSKey, "timeout": 5}
	}
	if c.ClusterName != "" {
		conf["cluster"] = map[string]any{"name": c.ClusterName, "listen": c.ClusterListen, "routes": c.Routes}
	}
	if c.Operator != "" {
		conf["operator"] = c.Operator
		conf["system_account"] = c.SystemAccount
		conf["resolver"] = "MEMORY"
		conf["resolver_preload"] = c.Accounts
	}
	// the configuration's parser reads no \u escapes: subjects' ">" is written as it is
	var text strings.Builder
	enc := json.NewEncoder(&text)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(conf); err != nil {
		return nil, err
	}
	o := &server.Options{}
	if err := o.ProcessConfigString(text.String()); err != nil {
		return nil, fmt.Errorf("the NATS server's configuration: %w", err)
	}
	o.NoSigs = true
	o.NoLog = c.Log == nil
	return o, nil
}

// perms writes a user's permissions as the configuration does.
func perms(p Perms) map[string]any {
	out := map[string]any{
		"publish":   map[string]any{"allow": nonNil(p.Pub)},
		"subscribe": map[string]any{"allow": nonNil(p.Sub)},
	}
	if p.Responses {
		out["allow_responses"] = true
	}
	return out
}

// nonNil is s, or an empty list for nil (a permission of nothing, not of everything).
func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// Start starts a server with c and waits until it takes clients.
func Start(c Config) (*Server, error) {
	if c.StoreDir != "" {
		if err := os.MkdirAll(c.StoreDir, 0o700); err != nil {
			return nil, fmt.Errorf("the NATS server's store: %w", err)
		}
	}
	o, err := c.options()
	if err != nil {
		return nil, err
	}
	s, err := server.NewServer(o)
	if err != nil {
		return nil, fmt.Errorf("the NATS server: %w", err)
	}
	if c.Log != nil {
		s.SetLoggerV2(logger(c.Log), false, false, false)
	}
	go s.Start()
	if !s.ReadyForConnections(20 * time.Second) {
		s.Shutdown()
		return nil, listenError(c.Listen)
	}
	srv := &Server{s: s, cfg: c}
	// the port stays the one it took when the configuration changes, the host as configured
	// (a server listening on every interface says [::], which a reload may not change to)
	host, _, _ := net.SplitHostPort(c.Listen)
	_, port, _ := net.SplitHostPort(s.Addr().String())
	srv.cfg.Listen = net.JoinHostPort(host, port)
	return srv, nil
}

// listenError says why a server did not start listening on addr: the port is taken, or not
// ours to take.
func listenError(addr string) error {
	l, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %w (choose another port)", addr, err)
	}
	l.Close()
	return errors.New("the NATS server did not start within 20 s")
}

// Reload gives the running server c's users (the rest of c must be as it started).
func (s *Server) Reload(users []User) error {
	c := s.cfg
	c.Users = users
	o, err := c.options()
	if err != nil {
		return err
	}
	if err := s.s.ReloadOptions(o); err != nil {
		return fmt.Errorf("the NATS server's users: %w", err)
	}
	s.cfg = c
	return nil
}

// Addr is the address clients reach the server at, host:port as it listens.
func (s *Server) Addr() string { return s.cfg.Listen }

// Port is the port it listens on.
func (s *Server) Port() int {
	_, p, _ := net.SplitHostPort(s.cfg.Listen)
	n, _ := strconv.Atoi(p)
	return n
}

// URL is a client URL that reaches it from this machine.
func (s *Server) URL() string { return s.s.ClientURL() }

// ClusterURL is the route URL other servers of a cluster reach it at ("" outside one).
func (s *Server) ClusterURL() string {
	if s.cfg.ClusterName == "" {
		return ""
	}
	a := s.s.ClusterAddr()
	if a == nil {
		return ""
	}
	return "nats://" + a.String()
}

// Clients counts the clients connected.
func (s *Server) Clients() int { return s.s.NumClients() }

// JetStreamReady reports whether JetStream takes requests (in a cluster: once a leader of its
// meta group is elected).
func (s *Server) JetStreamReady() bool { return s.s.JetStreamIsCurrent() }

// Shutdown stops the server and waits until it has.
func (s *Server) Shutdown() {
	s.s.Shutdown()
	s.s.WaitForShutdown()
}

// logger hands the server's log lines to a function.
type logger func(string)

func (l logger) Noticef(string, ...any)         {}
func (l logger) Warnf(format string, v ...any)  { l("warning: " + fmt.Sprintf(format, v...)) }
func (l logger) Fatalf(format string, v ...any) { l("fatal: " + fmt.Sprintf(format, v...)) }
func (l logger) Errorf(format string, v ...any) { l("error: " + fmt.Sprintf(format, v...)) }
func (l logger) Debugf(string, ...any)          {}
func (l logger) Tracef(string, ...any)          {}
