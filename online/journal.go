package online

// The match's record on the server: a JetStream stream only the host may read, holding the
// match (its setup, as a save holds it, and who plays each side), every choice before the
// battle takes it (play.Entry), and the seats granted. A host that starts with a record
// resumes the match from it.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"skirmish/combat/save"
	"skirmish/play"
)

// record is one message of the match's record.
type record struct {
	Match *matchRecord `json:"match,omitempty"`
	Entry *play.Entry  `json:"entry,omitempty"`
	Seat  *seatGrant   `json:"seat,omitempty"`
}

// matchRecord is the match as hosted: its setup (a save with no actions yet) and how it is
// played.
type matchRecord struct {
	Protocol  int        `json:"protocol"`
	Title     string     `json:"title"`
	Setup     *save.File `json:"setup"`
	Seats     []HostSeat `json:"seats"`
	Fog       bool       `json:"fog"`
	MaxRounds int        `json:"max_rounds"`
	Observers string     `json:"observers"`
}

// seatGrant is a seat given to a player: the side, the player's key and the seat's lease.
type seatGrant struct {
	Side   int    `json:"side"`
	Key    string `json:"key"`
	Lease  string `json:"lease"`
	Player string `json:"player,omitempty"`
}

// streamAge is how long a match's streams keep what they hold (a finished or abandoned
// match's go then).
const streamAge = 14 * 24 * time.Hour

// apiTimeout bounds each JetStream request of the host's.
const apiTimeout = 10 * time.Second

// ensureStream makes (or finds) the stream name of subject, with replicas copies.
func ensureStream(ctx context.Context, js jetstream.JetStream, name, subject string, replicas int) (jetstream.Stream, error) {
	ctx, cancel := context.WithTimeout(ctx, apiTimeout)
	defer cancel()
	s, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{Name: name, Subjects: []string{subject},
		Storage: jetstream.FileStorage, Replicas: max(replicas, 1), MaxAge: streamAge, Discard: jetstream.DiscardOld})
	if err != nil {
		return nil, fmt.Errorf("the stream %s: %w", name, err)
	}
	return s, nil
}

// readAll reads every message of a stream, in order, up to the last it holds now.
func readAll(ctx context.Context, s jetstream.Stream, each func(seq uint64, data []byte) error) error {
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	info, err := s.Info(ctx)
	if err != nil {
		return err
	}
	last := info.State.LastSeq
	if info.State.Msgs == 0 {
		return nil
	}
	c, err := s.OrderedConsumer(ctx, jetstream.OrderedConsumerConfig{})
	if err != nil {
		return err
	}
	for {
		batch, err := c.Fetch(500, jetstream.FetchMaxWait(5*time.Second))
		if err != nil {
			return err
		}
		n := 0
		for m := range batch.Messages() {
			n++
			md, err := m.Metadata()
			if err != nil {
				return err
			}
			if err := each(md.Sequence.Stream, m.Data()); err != nil {
				return err
			}
			if md.Sequence.Stream >= last {
				return nil
			}
		}
		if err := batch.Error(); err != nil && !errors.Is(err, jetstream.ErrNoMessages) {
			return err
		}
		if n == 0 {
			return fmt.Errorf("the stream %s ended before its message %d", s.CachedInfo().Config.Name, last)
		}
	}
}

// keepFor is how long the host tries to have a message kept (a cluster electing a stream's
// leader after a server stopped takes seconds), each try keepTry at most.
const (
	keepFor = 60 * time.Second
	keepTry = 2 * time.Second
)

// keep publishes msg to its stream and waits until the stream keeps it, trying again while it
// does not answer (for keepFor); id names the message, so that a try whose answer was lost is
// kept once (JetStream's duplicate window).
func keep(js jetstream.JetStream, msg *nats.Msg, id string, opts ...jetstream.PublishOpt) (*jetstream.PubAck, error) {
	deadline := time.Now().Add(keepFor)
	opts = append(opts, jetstream.WithMsgID(id))
	for {
		ctx, cancel := context.WithTimeout(context.Background(), keepTry)
		ack, err := js.PublishMsg(ctx, msg, opts...)
		cancel()
		var apiErr *jetstream.APIError
		if err == nil || errors.As(err, &apiErr) || time.Now().After(deadline) {
			return ack, err
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// journal is the host's side of the record: where it writes, and the last message it wrote
// (a write expects it, so that two hosts of one match cannot both write); run names the
// host's run in the messages' ids.
type journal struct {
	js      jetstream.JetStream
	subject string
	last    uint64
	run     string
}

// write adds rec to the record and waits until the server keeps it.
func (j *journal) write(rec record) error {
	data, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	ack, err := keep(j.js, &nats.Msg{Subject: j.subject, Data: data}, fmt.Sprintf("%s-j-%d", j.run, j.last),
		jetstream.WithExpectLastSequence(j.last))
	if err != nil {
		var apiErr *jetstream.APIError
		if errors.As(err, &apiErr) && apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence {
			return errors.New("another host is playing this match: its record has moved on")
		}
		return fmt.Errorf("the match's record: %w", err)
	}
	j.last = ack.Sequence
	return nil
}

// keep is the play.Journal's hand: each entry written before the battle takes it.
func (j *journal) keep(e play.Entry) error { return j.write(record{Entry: &e}) }
