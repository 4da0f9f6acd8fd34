package online

// The lobby: a JetStream key-value bucket of open matches, each under its id, written by its
// host while it runs (entries of hosts that stopped expire) and read by players looking for a
// match.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// lobbyTTL is how long a lobby entry stands unless its host writes it again; lobbyEvery how
// often the host does.
const (
	lobbyTTL   = 2 * time.Minute
	lobbyEvery = 30 * time.Second
)

// lobby is the lobby's bucket, made if missing.
func lobby(ctx context.Context, js jetstream.JetStream, replicas int) (jetstream.KeyValue, error) {
	kv, err := js.KeyValue(ctx, LobbyBucket)
	if errors.Is(err, jetstream.ErrBucketNotFound) {
		kv, err = js.CreateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: LobbyBucket, TTL: lobbyTTL, History: 1,
			Replicas: max(replicas, 1), Description: "Skirmish: open matches"})
		if errors.Is(err, jetstream.ErrBucketExists) {
			kv, err = js.KeyValue(ctx, LobbyBucket)
		}
	}
	return kv, err
}

// putLobby writes the match's entry in the lobby, at most every lobbyEvery unless forced by a
// change (a seat taken); a failure is logged, the match goes on.
func (h *Host) putLobby() {
	if time.Since(h.lobbyAt) < lobbyEvery && !h.lobbyAt.IsZero() && h.lobbyInfo == h.infoKey() {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), apiTimeout)
	defer cancel()
	kv, err := lobby(ctx, h.net.js, h.cfg.Net.Replicas)
	if err != nil {
		h.logf("the lobby: %v", err)
		return
	}
	mi := h.Info()
	if h.cfg.Public {
		mi.Code = h.code // the community's members may join without being told it
	}
	data, err := json.Marshal(mi)
	if err != nil {
		return
	}
	if _, err := kv.Put(ctx, h.n.id, data); err != nil {
		h.logf("the lobby: %v", err)
		return
	}
	h.lobbyAt, h.lobbyInfo = time.Now(), h.infoKey()
}

// infoKey is what a lobby entry says of the seats, to write it again when it changes.
func (h *Host) infoKey() string {
	s := ""
	for _, st := range h.seats {
		s += st.lease + "/"
	}
	return s
}

// deleteLobby takes the match out of the lobby.
func (h *Host) deleteLobby() {
	ctx, cancel := context.WithTimeout(context.Background(), apiTimeout)
	defer cancel()
	if kv, err := lobby(ctx, h.net.js, h.cfg.Net.Replicas); err == nil {
		kv.Delete(ctx, h.n.id)
	}
}

// Lobby lists the open matches of the lobby at a server the connection reaches.
func Lobby(ctx context.Context, js jetstream.JetStream) ([]MatchInfo, error) {
	kv, err := js.KeyValue(ctx, LobbyBucket)
	if errors.Is(err, jetstream.ErrBucketNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	keys, err := kv.ListKeys(ctx)
	if err != nil {
		return nil, err
	}
	var out []MatchInfo
	for k := range keys.Keys() {
		e, err := kv.Get(ctx, k)
		if err != nil {
			continue
		}
		var mi MatchInfo
		if json.Unmarshal(e.Value(), &mi) == nil && !mi.Over {
			out = append(out, mi)
		}
	}
	return out, nil
}

// ListMatches lists the open matches of the lobby at addr (host:port or nats:// and tls://
// URLs, comma-separated) as a member of its community (creds, the member.creds file; on a
// host's own server, which has no members, "" and the match's code).
func ListMatches(ctx context.Context, addr, creds, code string) ([]MatchInfo, error) {
	var auth []nats.Option
	switch {
	case creds != "":
		auth = []nats.Option{nats.UserCredentials(creds)}
	case code != "":
		normal, err := NormalCode(code)
		if err != nil {
			return nil, err
		}
		auth = guestAuth(normal, &peer{})
	default:
		return nil, errors.New("the lobby is read with a community's credentials (member.creds), or a match's code on a host's own server")
	}
	nc, err := dial(joinURLs(addr), append([]nats.Option{nats.Name("skirmish lobby"), nats.Timeout(connectTimeout)}, auth...)...)
	if err != nil {
		return nil, connectError(addr, err)
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, 2*apiTimeout)
	defer cancel()
	out, err := Lobby(ctx, js)
	if err != nil {
		return nil, fmt.Errorf("the lobby at %s: %w", addr, err)
	}
	slices.SortFunc(out, func(a, b MatchInfo) int { return strings.Compare(a.Title+a.ID, b.Title+b.ID) })
	return out, nil
}
