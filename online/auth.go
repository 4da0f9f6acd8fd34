package online

// Authorities: how a host lets a player's key use one audience's subjects. On the host's own
// server, the key becomes a user of the server's (a reload of its users); on a server of
// decentralised users, the host signs a user JWT for the key with the account's signing key.

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/nats-io/jwt/v2"
	"github.com/nats-io/nkeys"

	"skirmish/online/natsd"
)

// authority lets players' keys in.
type authority interface {
	// grant lets key (a user's public nkey) use audience a's subjects from now on, and
	// returns the user JWT the key connects with ("" when none is needed).
	grant(key, a string) (string, error)
	// revoke shuts key out (where the server allows: a signed JWT stands until it expires).
	revoke(key string) error
}

// ownServer is the authority of the host's own server: its fixed users (the host, the
// guests) and a user for each key granted, kept in a file so that a restarted server lets the
// same keys in from its start.
type ownServer struct {
	mu    sync.Mutex
	srv   *natsd.Server
	n     names
	fixed []natsd.User
	// keys are the audiences granted, by key; file keeps them.
	keys map[string]string
	file string
}

// loadKeys reads the keys a server granted before (none when the file is missing).
func loadKeys(file string) (map[string]string, error) {
	keys := map[string]string{}
	data, err := os.ReadFile(file)
	if errors.Is(err, os.ErrNotExist) {
		return keys, nil
	}
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(data, &keys); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return keys, nil
}

// users are the server's users: the fixed ones and a user for each key granted.
func (o *ownServer) users() []natsd.User {
	us := slices.Clone(o.fixed)
	for _, k := range slices.Sorted(maps.Keys(o.keys)) {
		us = append(us, natsd.User{Nkey: k, Perms: o.n.audiencePerms(o.keys[k])})
	}
	return us
}

// set changes the keys granted: kept in the file, then given to the server.
func (o *ownServer) set(keys map[string]string) error {
	data, err := json.Marshal(keys)
	if err != nil {
		return err
	}
	if err := writeFileAtomic(o.file, data); err != nil {
		return fmt.Errorf("keeping the players' keys: %w", err)
	}
	o.keys = keys
	return o.srv.Reload(o.users())
}

func (o *ownServer) grant(key, a string) (string, error) {
	if !nkeys.IsValidPublicUserKey(key) {
		return "", refused(CodeGrant, "%q is not a user's public key", key)
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.keys[key] == a {
		return "", nil
	}
	keys := maps.Clone(o.keys)
	keys[key] = a
	return "", o.set(keys)
}

func (o *ownServer) revoke(key string) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if _, ok := o.keys[key]; !ok {
		return nil
	}
	keys := maps.Clone(o.keys)
	delete(keys, key)
	return o.set(keys)
}

// writeFileAtomic writes data to a temporary file beside path and renames it over path, so
// that a crash leaves the old file or the new one, never half of one; only its owner reads it.
func writeFileAtomic(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// signer is the authority of a server of decentralised users: it signs a user JWT for each key
// granted with an account's signing key (or the account's own key).
type signer struct {
	n       names
	key     nkeys.KeyPair
	account string
	// ttl is how long a JWT stands: a revoked key stays in until then.
	ttl time.Duration
}

// newSigner reads the signing key's seed and the account it signs for (the account of the
// host's own user JWT).
func newSigner(n names, seed []byte, account string) (*signer, error) {
	kp, err := nkeys.FromSeed(seed)
	if err != nil {
		return nil, fmt.Errorf("the account signing key: %w", err)
	}
	pub, _ := kp.PublicKey()
	if !nkeys.IsValidPublicAccountKey(pub) {
		return nil, errors.New("the account signing key is not an account's key (its seed starts with SA)")
	}
	if !nkeys.IsValidPublicAccountKey(account) {
		return nil, fmt.Errorf("%q is not an account's public key", account)
	}
	return &signer{n: n, key: kp, account: account, ttl: 7 * 24 * time.Hour}, nil
}

func (s *signer) grant(key, a string) (string, error) {
	if !nkeys.IsValidPublicUserKey(key) {
		return "", refused(CodeGrant, "%q is not a user's public key", key)
	}
	return s.sign(key, a, s.n.audiencePerms(a))
}

// sign signs a user JWT for key, named for its party, with permissions p.
func (s *signer) sign(key, party string, p natsd.Perms) (string, error) {
	uc := jwt.NewUserClaims(key)
	uc.Name = "skirmish " + s.n.id + " " + party
	if pub, _ := s.key.PublicKey(); pub != s.account {
		uc.IssuerAccount = s.account
	}
	uc.Pub.Allow.Add(p.Pub...)
	uc.Sub.Allow.Add(p.Sub...)
	if p.Responses {
		uc.Resp = &jwt.ResponsePermission{MaxMsgs: 1, Expires: time.Minute}
	}
	uc.Expires = time.Now().Add(s.ttl).Unix()
	token, err := uc.Encode(s.key)
	if err != nil {
		return "", refused(CodeGrant, "signing the user of %s: %v", party, err)
	}
	return token, nil
}

func (s *signer) revoke(string) error { return nil }
