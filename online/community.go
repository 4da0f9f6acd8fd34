package online

// Community: the users of a NATS server (or cluster) that a group runs for many matches, in
// NATS's decentralised way: an operator, its system account, and the game's account (with
// JetStream) whose signing key the group's hosts hold: with it a host signs its own user and
// its players', each for its match's subjects only. Players join with the member credentials
// the group hands out, which let them ask hosts to join, read the lobby and nothing else.

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/nats-io/jwt/v2"
	"github.com/nats-io/nkeys"

	"skirmish/online/natsd"
)

// Community is a group's operator and accounts: their keys' seeds and JWTs.
type Community struct {
	Name string `json:"name"`
	// Operator, System, Account and Signer are the seeds of the operator's, the system
	// account's, the game account's and its signing key's keys.
	Operator string `json:"operator"`
	System   string `json:"system"`
	Account  string `json:"account"`
	Signer   string `json:"signer"`
	// OperatorJWT, SystemJWT and AccountJWT are their claims, signed.
	OperatorJWT string `json:"operator_jwt"`
	SystemJWT   string `json:"system_jwt"`
	AccountJWT  string `json:"account_jwt"`
}

// communityFile is the file in a community's folder that holds it (its seeds: keep it
// private); memberFile the member credentials, hostKeyFile the hosts' key, serverConf the
// configuration of an official nats-server.
const (
	communityFile = "community.json"
	memberFile    = "member.creds"
	hostKeyFile   = "host.key"
	serverConf    = "nats-server.conf"
)

// NewCommunity makes a community's operator and accounts.
func NewCommunity(name string) (*Community, error) {
	c := &Community{Name: name}
	op, err := nkeys.CreateOperator()
	if err != nil {
		return nil, err
	}
	sys, _ := nkeys.CreateAccount()
	acc, _ := nkeys.CreateAccount()
	sig, _ := nkeys.CreateAccount()
	seed := func(kp nkeys.KeyPair) string { s, _ := kp.Seed(); return string(s) }
	pub := func(kp nkeys.KeyPair) string { p, _ := kp.PublicKey(); return p }
	c.Operator, c.System, c.Account, c.Signer = seed(op), seed(sys), seed(acc), seed(sig)

	oc := jwt.NewOperatorClaims(pub(op))
	oc.Name = name
	oc.SystemAccount = pub(sys)
	if c.OperatorJWT, err = oc.Encode(op); err != nil {
		return nil, err
	}
	sc := jwt.NewAccountClaims(pub(sys))
	sc.Name = "SYS"
	if c.SystemJWT, err = sc.Encode(op); err != nil {
		return nil, err
	}
	ac := jwt.NewAccountClaims(pub(acc))
	ac.Name = "SKIRMISH"
	ac.SigningKeys.Add(pub(sig))
	ac.Limits.JetStreamLimits = jwt.JetStreamLimits{MemoryStorage: jwt.NoLimit, DiskStorage: jwt.NoLimit,
		Streams: jwt.NoLimit, Consumer: jwt.NoLimit}
	if c.AccountJWT, err = ac.Encode(op); err != nil {
		return nil, err
	}
	return c, nil
}

// keyPair is the key pair of a seed.
func keyPair(seed string) nkeys.KeyPair {
	kp, err := nkeys.FromSeed([]byte(seed))
	if err != nil {
		panic(err) // a community's seeds are its own, checked when read
	}
	return kp
}

// publicKey is a seed's public key.
func publicKey(seed string) string {
	p, _ := keyPair(seed).PublicKey()
	return p
}

// memberPerms are what a member (a player with the group's credentials) may do: ask hosts to
// join their matches, read the lobby, and receive answers in its inbox.
func memberPerms() natsd.Perms {
	return natsd.Perms{Pub: append([]string{"skm.*.join"}, streamRead("KV_"+LobbyBucket)...), Sub: []string{"_INBOX.>"}}
}

// MemberCreds are the member credentials: a user JWT and its seed, as a creds file.
func (c *Community) MemberCreds() ([]byte, error) {
	kp, err := nkeys.CreateUser()
	if err != nil {
		return nil, err
	}
	pub, _ := kp.PublicKey()
	uc := jwt.NewUserClaims(pub)
	uc.Name = "member"
	uc.IssuerAccount = publicKey(c.Account)
	p := memberPerms()
	uc.Pub.Allow.Add(p.Pub...)
	uc.Sub.Allow.Add(p.Sub...)
	token, err := uc.Encode(keyPair(c.Signer))
	if err != nil {
		return nil, err
	}
	seed, _ := kp.Seed()
	return jwt.FormatUserConfig(token, seed)
}

// HostKey is the hosts' key file: the game account's public key and its signing key's seed.
type HostKey struct {
	Account    string `json:"account"`
	SigningKey string `json:"signing_key"`
}

// HostKey is the community's hosts' key.
func (c *Community) HostKey() HostKey {
	return HostKey{Account: publicKey(c.Account), SigningKey: c.Signer}
}

// Server is the configuration of one of the community's servers: name (each of a cluster's
// differs), its client address, its JetStream folder, and for a cluster its name, its route
// address and the others' routes.
func (c *Community) Server(name, listen, storeDir, cluster, clusterListen string, routes []string) natsd.Config {
	return natsd.Config{Name: name, Listen: listen, StoreDir: storeDir, MaxPayload: maxPayload,
		ClusterName: cluster, ClusterListen: clusterListen, Routes: routes,
		Operator: c.OperatorJWT, SystemAccount: publicKey(c.System),
		Accounts: map[string]string{publicKey(c.System): c.SystemJWT, publicKey(c.Account): c.AccountJWT}}
}

// Write writes the community's folder: the community (private: its seeds), the member
// credentials, the hosts' key (private) and an official nats-server's configuration.
func (c *Community) Write(dir string) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	data, _ := json.MarshalIndent(c, "", "  ")
	if err := writeFileAtomic(filepath.Join(dir, communityFile), data); err != nil {
		return err
	}
	creds, err := c.MemberCreds()
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, memberFile), creds, 0o644); err != nil {
		return err
	}
	hk, _ := json.MarshalIndent(c.HostKey(), "", "  ")
	if err := writeFileAtomic(filepath.Join(dir, hostKeyFile), hk); err != nil {
		return err
	}
	conf := fmt.Sprintf(`# nats-server configuration for the Skirmish community %q (written by skirmish server init)
port: %d
max_payload: %d
jetstream { store_dir: "./jetstream" }
operator: %q
system_account: %q
resolver: MEMORY
resolver_preload: {
  %s: %q
  %s: %q
}
# a cluster: give each server a name and add, with the others' addresses,
# server_name: skirmish-1
# cluster { name: skirmish, listen: 0.0.0.0:6222, routes: [nats://other-1:6222, nats://other-2:6222] }
`, c.Name, DefaultPort, maxPayload, c.OperatorJWT, publicKey(c.System), publicKey(c.System), c.SystemJWT,
		publicKey(c.Account), c.AccountJWT)
	return os.WriteFile(filepath.Join(dir, serverConf), []byte(conf), 0o644)
}

// ReadCommunity reads the community of a folder Write wrote.
func ReadCommunity(dir string) (*Community, error) {
	file := filepath.Join(dir, communityFile)
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var c Community
	if err := json.Unmarshal(data, &c); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	for _, s := range []string{c.Operator, c.System, c.Account, c.Signer} {
		if _, err := nkeys.FromSeed([]byte(s)); err != nil {
			return nil, fmt.Errorf("%s: a key: %w", file, err)
		}
	}
	return &c, nil
}

// readHostKey reads a host's key: a host key file (JSON), or a file or text holding the
// signing key's seed alone (the account then comes from account, the host's credentials').
func readHostKey(s, account string) (HostKey, error) {
	text := strings.TrimSpace(s)
	if !strings.HasPrefix(text, "SA") {
		data, err := os.ReadFile(s)
		if err != nil {
			return HostKey{}, fmt.Errorf("the host's key: %w", err)
		}
		text = strings.TrimSpace(string(data))
	}
	var hk HostKey
	if strings.HasPrefix(text, "{") {
		if err := json.Unmarshal([]byte(text), &hk); err != nil {
			return HostKey{}, fmt.Errorf("the host's key %s: %w", s, err)
		}
	} else {
		hk.SigningKey = string(findSeed([]byte(text)))
	}
	if hk.Account == "" {
		hk.Account = account
	}
	if hk.SigningKey == "" {
		return HostKey{}, errors.New("the host's key holds no signing key's seed (SA…)")
	}
	if hk.Account == "" {
		return HostKey{}, errors.New("the host's key does not name the account: use the host.key file of skirmish server init, or give --creds")
	}
	return hk, nil
}
