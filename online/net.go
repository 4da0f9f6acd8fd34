package online

// The host's network: its own embedded server (the default: friends reach it at this
// computer's address), or another NATS server or cluster reached by URL; the host's connection,
// its JetStream, and the authority that lets players in.

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/nats-io/jwt/v2"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nkeys"
	"golang.org/x/crypto/bcrypt"

	"skirmish/online/natsd"
)

// bcryptCost is the cost of the passwords' hashes the host's own server keeps: the least.
// The hashes keep the passwords out of the server's configuration, in the memory of the host's
// process, which holds the code and its own password anyway (one is random, the other an HMAC
// of the code): whoever reads the hashes there reads the code, so a costly hash buys nothing,
// and each guest's connection checks one (cost 10 took 3 to 4 s of a loaded 2-core machine per
// connection, over the client's timeout).
const bcryptCost = bcrypt.MinCost

// DefaultPort is the port the host's own server listens on unless told otherwise.
const DefaultPort = 7422

// maxPayload is the largest message the host's own server takes (a large map's view, gzipped).
const maxPayload = 8 << 20

// NetConfig is the server a match is played on.
type NetConfig struct {
	// Listen is the host's own server's address, host:port (":7422" by default; port 0: a free
	// one); DataDir the folder where it keeps each match (its JetStream store, the players'
	// keys), in the user's folder by default (DataDir()).
	Listen  string
	DataDir string
	// Advertise is the address players are told to reach the host's own server at ("": this
	// computer's addresses).
	Advertise string
	// URL is another server, or a cluster's servers comma-separated (nats:// or tls://);
	// Creds the host's credentials file there (a user JWT and its seed), SigningKey the seed of
	// the account's signing key (or a file holding it), with which the host signs its players'
	// users. Replicas is how many copies the match's streams keep on a cluster (0: 1).
	URL        string
	Creds      string
	SigningKey string
	Replicas   int
}

// DataDir is the user's folder for online play: os.UserConfigDir()/skirmish/online.
func DataDir() (string, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("the online folder: %w", err)
	}
	return filepath.Join(base, "skirmish", "online"), nil
}

// hostNet is the host's network.
type hostNet struct {
	srv  *natsd.Server
	nc   *nats.Conn
	js   jetstream.JetStream
	auth authority
	// addresses are where players reach the server; dir the match's folder (own server).
	addresses []string
	dir       string
}

// openHostNet opens the match's network: the host's own server, or the one at cfg.URL.
func openHostNet(ctx context.Context, cfg NetConfig, n names, code string, sides int, log func(string)) (*hostNet, error) {
	if cfg.URL != "" {
		return reachServer(cfg, n, sides, log)
	}
	return ownNet(cfg, n, code, sides, log)
}

// ownNet starts the host's own server for the match: the host's user (its password kept in
// the match's folder), the guests' (the match code is their password) and the keys granted
// before, with JetStream's store in the match's folder.
func ownNet(cfg NetConfig, n names, code string, sides int, log func(string)) (*hostNet, error) {
	dir := cfg.DataDir
	if dir == "" {
		var err error
		if dir, err = DataDir(); err != nil {
			return nil, err
		}
	}
	dir = filepath.Join(dir, "matches", n.id)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("the match's folder: %w", err)
	}
	pwFile := filepath.Join(dir, "host.secret")
	pw, err := os.ReadFile(pwFile)
	if errors.Is(err, os.ErrNotExist) {
		pw = []byte(randomID() + randomID())
		err = writeFileAtomic(pwFile, pw)
	}
	if err != nil {
		return nil, fmt.Errorf("the host's password: %w", err)
	}
	pw = bytes.TrimSpace(pw)
	keysFile := filepath.Join(dir, "keys.json")
	keys, err := loadKeys(keysFile)
	if err != nil {
		return nil, fmt.Errorf("the players' keys: %w", err)
	}
	listen := cfg.Listen
	if listen == "" {
		listen = fmt.Sprintf(":%d", DefaultPort)
	}
	if _, _, err := net.SplitHostPort(listen); err != nil {
		return nil, fmt.Errorf("listen address %q: want host:port or :port (%v)", listen, err)
	}
	// the server keeps the passwords' bcrypt hashes, not the passwords
	hostHash, err := bcrypt.GenerateFromPassword(pw, bcryptCost)
	if err != nil {
		return nil, err
	}
	certFile, keyFile, fp, err := selfCert(dir)
	if err != nil {
		return nil, err
	}
	guestHash, err := bcrypt.GenerateFromPassword([]byte(guestPassword(code, fp)), bcryptCost)
	if err != nil {
		return nil, err
	}
	own := &ownServer{n: n, keys: keys, file: keysFile, fixed: []natsd.User{
		{Name: "host", Password: string(hostHash), Perms: n.hostPerms(sides)},
		{Name: "guest", Password: string(guestHash), Perms: n.guestPerms()},
	}}
	var logf func(string)
	if log != nil {
		logf = func(s string) { log("server: " + s) }
	}
	srv, err := natsd.Start(natsd.Config{Name: "skirmish-" + n.id, Listen: listen, StoreDir: filepath.Join(dir, "store"),
		MaxPayload: maxPayload, Account: "SKIRMISH", Users: own.users(), Log: logf, TLSCert: certFile, TLSKey: keyFile})
	if err != nil {
		return nil, err
	}
	own.srv = srv
	nc, err := nats.Connect(srv.URL(), nats.UserInfo("host", string(pw)), nats.Secure(ownTLS(fp, nil)), nats.Timeout(connectTimeout), nats.CustomInboxPrefix(n.hostInbox()),
		nats.Name("skirmish host "+n.id), nats.MaxReconnects(-1))
	if err != nil {
		srv.Shutdown()
		return nil, fmt.Errorf("the host's own server: %w", err)
	}
	js, err := jetstream.New(nc)
	if err != nil {
		nc.Close()
		srv.Shutdown()
		return nil, err
	}
	hn := &hostNet{srv: srv, nc: nc, js: js, auth: own, dir: dir}
	hn.addresses = ownAddresses(cfg.Advertise, srv)
	return hn, nil
}

// ownAddresses are the addresses players may reach the host's own server at: the one the
// host advertises, else the server's own address when it listens on one, else this
// computer's addresses on each network (then the loopback's, for a player on this computer).
func ownAddresses(advertise string, srv *natsd.Server) []string {
	port := srv.Port()
	if advertise != "" {
		if _, _, err := net.SplitHostPort(advertise); err != nil {
			advertise = net.JoinHostPort(advertise, fmt.Sprint(port))
		}
		return []string{advertise}
	}
	host, _, _ := net.SplitHostPort(srv.Addr())
	if ip := net.ParseIP(host); ip != nil && !ip.IsUnspecified() {
		return []string{srv.Addr()}
	}
	var out []string
	addrs, _ := net.InterfaceAddrs()
	for _, a := range addrs {
		ipn, ok := a.(*net.IPNet)
		if !ok || ipn.IP.IsLoopback() || ipn.IP.IsLinkLocalUnicast() {
			continue
		}
		out = append(out, net.JoinHostPort(ipn.IP.String(), fmt.Sprint(port)))
	}
	slices.SortStableFunc(out, func(a, b string) int { return strings.Count(a, ":") - strings.Count(b, ":") }) // IPv4 first
	return append(out, net.JoinHostPort("127.0.0.1", fmt.Sprint(port)))
}

// reachServer connects the host to another server of decentralised users: as its own user,
// which it signs with the account's signing key (the host's key), unless it has credentials of
// its own there; the same key signs its players' users.
func reachServer(cfg NetConfig, n names, sides int, log func(string)) (*hostNet, error) {
	if cfg.SigningKey == "" {
		return nil, errors.New("hosting on another server needs the host's key (the game keeps it from its Lobby screen; the command line takes --signing-key: the host.key of skirmish server init, or the account's signing key's seed): with it the host gives each player a user of its own that may read its side's subjects only")
	}
	account := ""
	var auth nats.Option
	if cfg.Creds != "" {
		credsData, err := os.ReadFile(cfg.Creds)
		if err != nil {
			return nil, fmt.Errorf("the host's credentials: %w", err)
		}
		token, err := jwt.ParseDecoratedJWT(credsData)
		if err != nil {
			return nil, fmt.Errorf("the host's credentials %s: %w", cfg.Creds, err)
		}
		uc, err := jwt.DecodeUserClaims(token)
		if err != nil {
			return nil, fmt.Errorf("the host's credentials %s: %w", cfg.Creds, err)
		}
		if account = uc.IssuerAccount; account == "" {
			account = uc.Issuer
		}
		auth = nats.UserCredentials(cfg.Creds)
	}
	hk, err := readHostKey(cfg.SigningKey, account)
	if err != nil {
		return nil, err
	}
	sg, err := newSigner(n, []byte(hk.SigningKey), hk.Account)
	if err != nil {
		return nil, err
	}
	if auth == nil {
		kp, err := nkeys.CreateUser()
		if err != nil {
			return nil, err
		}
		pub, _ := kp.PublicKey()
		token, err := sg.sign(pub, "host", n.hostPerms(sides))
		if err != nil {
			return nil, err
		}
		auth = nats.UserJWT(func() (string, error) { return token, nil }, kp.Sign)
	}
	nc, err := connect(cfg.URL, "skirmish host "+n.id, n.hostInbox(), log, auth)
	if err != nil {
		return nil, err
	}
	js, err := jetstream.New(nc)
	if err != nil {
		nc.Close()
		return nil, err
	}
	return &hostNet{nc: nc, js: js, auth: sg, addresses: []string{cfg.URL}}, nil
}

// findSeed is the first account seed (SA…) in a file's text.
func findSeed(data []byte) []byte {
	for _, f := range bytes.Fields(data) {
		if bytes.HasPrefix(f, []byte("SA")) {
			return f
		}
	}
	return nil
}

// close closes the connection and stops the host's own server.
func (hn *hostNet) close() {
	if hn.nc != nil {
		hn.nc.FlushTimeout(time.Second) // what was published goes out first
		hn.nc.Close()
	}
	if hn.srv != nil {
		hn.srv.Shutdown()
	}
}

// connectTimeout bounds a first connection to a server.
const connectTimeout = 5 * time.Second

// connect connects to the servers of url (comma-separated, with or without nats://) with
// inbox as its replies' prefix, reconnecting for ever once connected; an unreachable server is
// an error that says so.
func connect(url, name, inbox string, log func(string), opts ...nats.Option) (*nats.Conn, error) {
	urls := serverURLs(url)
	opts = append([]nats.Option{nats.Name(name), nats.CustomInboxPrefix(inbox), nats.Timeout(connectTimeout),
		nats.MaxReconnects(-1), nats.ReconnectWait(250 * time.Millisecond), nats.IgnoreAuthErrorAbort(),
		nats.ReconnectBufSize(-1)}, opts...)
	if log != nil {
		opts = append(opts,
			nats.DisconnectErrHandler(func(_ *nats.Conn, err error) {
				if err != nil {
					log("link lost: " + err.Error())
				}
			}),
			nats.ReconnectHandler(func(c *nats.Conn) { log("link back, to " + c.ConnectedUrlRedacted()) }))
	}
	nc, err := dial(strings.Join(urls, ","), opts...)
	if err != nil {
		return nil, connectError(url, err)
	}
	return nc, nil
}

// dialTries is how many times a connection cut while it was made is tried; dialWait the pause
// between tries.
const (
	dialTries = 4
	dialWait  = 300 * time.Millisecond
)

// dial connects to the servers at urls, trying again when the connection was cut while it was
// made (a server reloading its users as another player joins closes the connections it is
// registering): a refused connection, a timeout or refused credentials are not tried again.
func dial(urls string, opts ...nats.Option) (*nats.Conn, error) {
	for try := 1; ; try++ {
		nc, err := nats.Connect(urls, opts...)
		if err == nil || try == dialTries || errors.Is(err, nats.ErrAuthorization) || errors.Is(err, nats.ErrNoServers) ||
			errors.Is(err, nats.ErrTimeout) {
			return nc, err
		}
		time.Sleep(dialWait)
	}
}

// serverURLs are the URLs of a comma-separated list of addresses, nats:// added where none is
// given.
func serverURLs(s string) []string {
	var out []string
	for _, u := range strings.Split(s, ",") {
		u = strings.TrimSpace(u)
		if u == "" {
			continue
		}
		if !strings.Contains(u, "://") {
			u = "nats://" + u
		}
		out = append(out, u)
	}
	return out
}

// connectError says why a server was not reached, in a player's words.
func connectError(url string, err error) error {
	switch {
	case errors.Is(err, nats.ErrAuthorization):
		return fmt.Errorf("the server at %s refused the credentials (for a match: check its code): %w", url, err)
	case errors.Is(err, nats.ErrNoServers), errors.Is(err, nats.ErrTimeout):
		return fmt.Errorf("cannot reach a server at %s: is the host running, and is its port open to you? (%w)", url, err)
	}
	return fmt.Errorf("cannot reach a server at %s: %w", url, err)
}
