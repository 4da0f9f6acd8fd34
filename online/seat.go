package online

// Seat: a player's seat at a match hosted elsewhere: it takes a side (or watches), sends the
// side's messages and keeps what the side is shown: its view, the events it is told and its
// combat log, caught up from its stream whenever the link comes back.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nkeys"

	"skirmish/combat/save"
	"skirmish/play"
)

// JoinConfig is how a player joins a match.
type JoinConfig struct {
	// Addr is where the match's server is: host:port, or nats:// or tls:// URLs (a cluster's
	// comma-separated).
	Addr string
	// Code is the match code; Side the name of the side to take ("": any free one); Observe
	// watches instead; Player is the player's name.
	Code    string
	Side    string
	Observe bool
	Player  string
	// DataDir is where the seat's key and lease are kept, so that a game started again takes
	// its seat back ("": kept nowhere).
	DataDir string
	// Creds is the player's credentials file on a server of decentralised users ("" on a
	// host's own server, which the code lets guests into).
	Creds string
	// Log hears what happens to the link, a line at a time (nil: nothing).
	Log func(string)
}

// Seat is a player's seat at a hosted match: Send sends the side's messages; View, Events and
// Lines are what the side is shown; Changed signals each change. Its methods may be called from
// any goroutine.
type Seat struct {
	cfg   JoinConfig
	n     names
	aud   string
	side  int
	lease string
	info  MatchInfo
	nc    *nats.Conn
	cons  jetstream.ConsumeContext
	stop  chan struct{}
	// sendMu makes one request at a time; seq numbers them.
	sendMu sync.Mutex
	seq    uint64
	// host is the certificate the host's own server showed the guest connection (none on a
	// server of decentralised users), which the seat's connections require
	host peer

	mu      sync.Mutex
	run     string
	view    *ViewNote
	frames  uint64
	events  []play.Told
	restart bool
	lines   []play.Line
	over    bool
	winner  string
	lost    error
	changed chan struct{}
}

// identity is what a seat keeps between runs of the game: its key's seed and its lease.
type identity struct {
	Seed  string `json:"seed"`
	Lease string `json:"lease,omitempty"`
}

// requestTimeout bounds a request to the host; hostPatience is how long a seat waits for a
// host that does not answer (it may be restarting) before it gives up on a message.
const (
	requestTimeout = 5 * time.Second
	hostPatience   = 90 * time.Second
)

// Join joins the match: it asks the host for the side (or to watch) as a guest, then
// connects as the seat's own user, reads its stream from the start and asks for its view.
func Join(ctx context.Context, cfg JoinConfig) (*Seat, error) {
	code, err := NormalCode(cfg.Code)
	if err != nil {
		return nil, err
	}
	s := &Seat{cfg: cfg, n: names{id: MatchID(code)}, side: -1, stop: make(chan struct{}), changed: make(chan struct{}, 1)}
	idFile, id, err := s.identity()
	if err != nil {
		return nil, err
	}
	kp, err := nkeys.FromSeed([]byte(id.Seed))
	if err != nil {
		return nil, fmt.Errorf("the seat's key in %s: %w", idFile, err)
	}
	pub, _ := kp.PublicKey()
	req := JoinRequest{Protocol: Protocol, Game: save.GameVersion, Op: OpJoin, Code: cfg.Code, Side: cfg.Side, Key: pub,
		Lease: id.Lease, Player: cfg.Player}
	if cfg.Observe {
		req.Op, req.Side, req.Lease = OpObserve, "", ""
	}
	if req.Proof, err = kp.Sign(proofText(s.n.id, &req)); err != nil {
		return nil, err
	}
	reply, err := s.ask(ctx, code, req)
	if err != nil {
		return nil, err
	}
	s.info, s.side, s.lease = reply.Match, reply.Side, reply.Lease
	s.aud = audience(s.side)
	if cfg.Observe {
		s.aud = audience(-1)
	}
	if idFile != "" {
		id.Lease = reply.Lease
		data, _ := json.Marshal(id)
		if err := writeFileAtomic(idFile, data); err != nil {
			return nil, fmt.Errorf("keeping the seat's key: %w", err)
		}
	}
	if err := s.connect(kp, reply.JWT); err != nil {
		return nil, err
	}
	if _, err := s.ping(); err != nil {
		s.Close()
		return nil, err
	}
	go s.pings()
	return s, nil
}

// identity reads the seat's key and lease from the player's folder, or makes a key.
func (s *Seat) identity() (string, identity, error) {
	var file string
	if s.cfg.DataDir != "" {
		which := s.cfg.Side
		switch {
		case s.cfg.Observe:
			which = "observer"
		case which == "":
			which = "any side"
		}
		file = filepath.Join(s.cfg.DataDir, "seats", s.n.id+"-"+fileSafe(which)+".json")
		if data, err := os.ReadFile(file); err == nil {
			var id identity
			if err := json.Unmarshal(data, &id); err == nil && id.Seed != "" {
				return file, id, nil
			}
		}
	}
	kp, err := nkeys.CreateUser()
	if err != nil {
		return "", identity{}, err
	}
	seed, _ := kp.Seed()
	return file, identity{Seed: string(seed)}, nil
}

// fileSafe is a name with every character but letters, digits, '-' and '_' as '_'.
func fileSafe(name string) string {
	b := []byte(name)
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			b[i] = '_'
		}
	}
	return string(b)
}

// ask asks the host req as a guest.
func (s *Seat) ask(ctx context.Context, code string, req JoinRequest) (*JoinReply, error) {
	var opts []nats.Option
	inbox := s.n.guestInbox()
	if s.cfg.Creds != "" {
		opts, inbox = append(opts, nats.UserCredentials(s.cfg.Creds)), "_INBOX"
	} else {
		opts = append(opts, guestAuth(code, &s.host)...)
	}
	connect := func() (*nats.Conn, error) {
		return dial(joinURLs(s.cfg.Addr), append([]nats.Option{nats.Name("skirmish guest"), nats.CustomInboxPrefix(inbox),
			nats.Timeout(connectTimeout)}, opts...)...)
	}
	nc, err := connect()
	// a host's server that is loading its users again (another seat joined a moment ago) may
	// refuse a right code for an instant: a refusal is believed when it is said three times
	for try := 1; try < 3 && err != nil && errors.Is(err, nats.ErrAuthorization) && ctx.Err() == nil; try++ {
		time.Sleep(time.Duration(try) * 250 * time.Millisecond)
		nc, err = connect()
	}
	if err != nil {
		if errors.Is(err, nats.ErrAuthorization) && s.cfg.Creds == "" {
			// the password is the code bound to the server's certificate: a wrong code, or a
			// certificate that is not the host's server's (something in the middle), is refused
			return nil, refused(CodeWrongCode, "the host at %s refused the code %q: check it with the host (if it is right, something between you and the host is not the host's server)", s.cfg.Addr, s.cfg.Code)
		}
		return nil, connectError(s.cfg.Addr, err)
	}
	defer nc.Close()
	data, _, err := encode(req)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, 2*requestTimeout)
	defer cancel()
	msg, err := askAgain(ctx, nc, s.n.join(), data)
	if err != nil {
		if errors.Is(err, nats.ErrNoResponders) || errors.Is(err, context.DeadlineExceeded) {
			return nil, fmt.Errorf("no host answers for the match of code %q at %s: is it still running? (%w)", s.cfg.Code, s.cfg.Addr, err)
		}
		return nil, fmt.Errorf("asking the host: %w", err)
	}
	var reply JoinReply
	if err := decode(msg.Data, msg.Header, 0, &reply); err != nil {
		return nil, fmt.Errorf("the host's answer: %w", err)
	}
	if reply.Refused != nil {
		return nil, reply.Refused
	}
	return &reply, nil
}

// joinURLs are a join address's URLs, comma-separated.
func joinURLs(addr string) string {
	urls := serverURLs(addr)
	out := ""
	for i, u := range urls {
		if i > 0 {
			out += ","
		}
		out += u
	}
	return out
}

// connect connects as the seat's own user (its key, and the JWT the host signed for it on a
// server of decentralised users), and follows its views and its stream.
func (s *Seat) connect(kp nkeys.KeyPair, token string) error {
	pub, _ := kp.PublicKey()
	sign := func(nonce []byte) ([]byte, error) { return kp.Sign(nonce) }
	auth := []nats.Option{nats.Nkey(pub, sign)}
	if token != "" {
		auth = []nats.Option{nats.UserJWT(func() (string, error) { return token, nil }, sign)}
	}
	if s.cfg.Creds == "" { // the host's own server: the certificate the guest was let in with
		auth = append(auth, nats.Secure(ownTLS(s.host.seen(), nil)))
	}
	opts := append(auth, nats.ReconnectHandler(func(*nats.Conn) {
		s.logf("link back")
		go s.ping()
	}))
	nc, err := connect(s.cfg.Addr, "skirmish seat "+s.n.id+" "+s.aud, s.n.inbox(s.aud), s.cfg.Log, opts...)
	// the host's server loads its users again as each seat is given: one that is loading them
	// may refuse the seat it has just granted for an instant (seen in a clean-clone run as the
	// next guest took its seat); a refusal is believed when it is said three times
	for try := 1; try < 3 && err != nil && errors.Is(err, nats.ErrAuthorization); try++ {
		time.Sleep(time.Duration(try) * 250 * time.Millisecond)
		nc, err = connect(s.cfg.Addr, "skirmish seat "+s.n.id+" "+s.aud, s.n.inbox(s.aud), s.cfg.Log, opts...)
	}
	if err != nil {
		return err
	}
	s.nc = nc
	if _, err := nc.Subscribe(s.n.view(s.aud), func(m *nats.Msg) {
		var vn ViewNote
		if decode(m.Data, m.Header, 0, &vn) == nil {
			s.takeView(&vn)
		}
	}); err != nil {
		nc.Close()
		return err
	}
	js, err := jetstream.New(nc)
	if err != nil {
		nc.Close()
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), apiTimeout)
	defer cancel()
	if s.cons, err = s.follow(ctx, js); err != nil {
		nc.Close()
		return fmt.Errorf("the seat's stream: %w", err)
	}
	return nil
}

// takeFrame keeps one frame of the stream.
func (s *Seat) takeFrame(m jetstream.Msg) {
	var f Frame
	if err := decode(m.Data(), m.Headers(), 0, &f); err != nil {
		s.logf("a frame the game does not read: %v", err)
		return
	}
	md, _ := m.Metadata()
	s.mu.Lock()
	if md != nil {
		s.frames = md.Sequence.Stream
	}
	if f.Restart {
		s.events, s.restart = nil, true
	}
	s.events = append(s.events, f.Events...)
	if f.NewLog {
		s.lines = nil
	}
	s.lines = append(s.lines, f.Lines...)
	over := f.Over && !s.over
	s.over, s.winner = s.over || f.Over, f.Winner
	s.mu.Unlock()
	s.signal()
	if over {
		go s.ping() // the host waits until its seats have every frame
	}
}

// takeView keeps a view newer than the one kept (a later run's, or a later one of the run).
func (s *Seat) takeView(vn *ViewNote) {
	if vn == nil || vn.View == nil {
		return
	}
	s.mu.Lock()
	if s.view == nil || vn.Run != s.view.Run || vn.Seq > s.view.Seq {
		s.view = vn
		s.run = vn.Run
	}
	s.mu.Unlock()
	s.signal()
}

// signal says something changed.
func (s *Seat) signal() {
	select {
	case s.changed <- struct{}{}:
	default:
	}
}

// logf tells the seat's log.
func (s *Seat) logf(format string, args ...any) {
	if s.cfg.Log != nil {
		s.cfg.Log(fmt.Sprintf(format, args...))
	}
}

// pings says the seat is there every pingEvery, until Close.
func (s *Seat) pings() {
	t := time.NewTicker(pingEvery)
	defer t.Stop()
	for {
		select {
		case <-s.stop:
			return
		case <-t.C:
			if _, err := s.ping(); err != nil {
				s.logf("%v", err)
			}
		}
	}
}

// ping asks for the seat's view, saying it is there.
func (s *Seat) ping() (play.Reply, error) { return s.send(nil) }

// Refresh asks the host for the seat's view now (and says the seat has the frames it has).
func (s *Seat) Refresh() error {
	_, err := s.ping()
	return err
}

// Send sends the side's message and returns the host's reply. A message the host did not
// take because it restarted since is not sent again (the battle may have moved on): its reply
// says so. An error is the link's (the host did not answer for hostPatience) or a seat taken
// by another connection (the seat is lost: Lost).
func (s *Seat) Send(msg play.Msg) (play.Reply, error) { return s.send(&msg) }

// idempotent reports whether a message may be sent again after a host's restart without
// a look at the battle: it changes nothing of it.
func idempotent(msg *play.Msg) bool {
	return msg == nil || msg.Op == play.OpHover || msg.Op == play.OpUnhover || msg.Op == play.OpThreats
}

func (s *Seat) send(msg *play.Msg) (play.Reply, error) {
	s.sendMu.Lock()
	defer s.sendMu.Unlock()
	deadline := time.Now().Add(hostPatience)
	for {
		if err := s.Lost(); err != nil {
			return play.Reply{}, err
		}
		s.seq++
		s.mu.Lock()
		in := Intent{Lease: s.lease, Run: s.run, Seq: s.seq, Msg: msg, Frames: s.frames}
		s.mu.Unlock()
		ans, err := s.request(in, deadline)
		if err != nil {
			return play.Reply{}, err
		}
		s.takeView(ans.View)
		r := ans.Refused
		if r == nil {
			return ans.Reply, nil
		}
		switch r.Code {
		case CodeRun:
			s.mu.Lock()
			s.run = ans.Run
			s.mu.Unlock()
			if idempotent(msg) {
				continue
			}
			return play.Reply{Refused: "The host restarted: look at the battle again."}, nil
		case CodeStale:
			s.mu.Lock()
			s.lost = r
			s.mu.Unlock()
			s.signal()
		}
		return play.Reply{}, r
	}
}

// request sends in to the host until it answers (the same message again while it does not,
// until deadline).
func (s *Seat) request(in Intent, deadline time.Time) (*Answer, error) {
	data, hdr, err := encode(in)
	if err != nil {
		return nil, err
	}
	for {
		reply, err := s.nc.RequestMsg(&nats.Msg{Subject: s.n.in(s.aud), Data: data, Header: hdr}, requestTimeout)
		if err != nil {
			if over, _ := s.Over(); over {
				return nil, fmt.Errorf("the match is over, and its host gone: %w", err)
			}
			if time.Now().After(deadline) || s.nc.IsClosed() {
				return nil, fmt.Errorf("the host does not answer: %w", err)
			}
			time.Sleep(250 * time.Millisecond)
			continue
		}
		var ans Answer
		if err := decode(reply.Data, reply.Header, 0, &ans); err != nil {
			return nil, fmt.Errorf("the host's answer: %w", err)
		}
		return &ans, nil
	}
}

// Info is the match as the host said it was when the seat joined.
func (s *Seat) Info() MatchInfo { return s.info }

// Side is the index of the seat's side (-1: watching).
func (s *Seat) Side() int { return s.side }

// View is the side's view now (nil before the first).
func (s *Seat) View() *play.View {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.view == nil {
		return nil
	}
	return s.view.View
}

// Events are the events told since the last call, as a play.Session gives them.
func (s *Seat) Events() play.Feed {
	s.mu.Lock()
	defer s.mu.Unlock()
	f := play.Feed{Restart: s.restart, Events: s.events}
	s.events, s.restart = nil, false
	return f
}

// Lines are the side's combat log.
func (s *Seat) Lines() []play.Line {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]play.Line(nil), s.lines...)
}

// Over reports whether the match has ended, and the winning side's name.
func (s *Seat) Over() (bool, string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.over, s.winner
}

// Frames is how many frames of its stream the seat has.
func (s *Seat) Frames() uint64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.frames
}

// Changed signals when the view, the events or the log change.
func (s *Seat) Changed() <-chan struct{} { return s.changed }

// Lost is why the seat is lost (taken since by another connection), or nil.
func (s *Seat) Lost() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.lost
}

// Close leaves the seat: the link is closed (the seat stays the player's to take back).
func (s *Seat) Close() {
	select {
	case <-s.stop:
		return
	default:
		close(s.stop)
	}
	if s.cons != nil {
		s.cons.Stop()
	}
	if s.nc != nil {
		s.nc.Close()
	}
}

// follow finds the seat's stream and consumes it, within ctx. A server reloading its users
// (another player joining) may not answer for a moment, or drop the link for an instant, and
// a request sent as the link drops is never answered: each try waits a share of the time
// left, and it is tried again on no answer as on no responders (clean-clone runs saw a guest
// wait its whole ten seconds on the one request sent as its link dropped, and a consumer
// asked for while the server was loading its users find no responders).
func (s *Seat) follow(ctx context.Context, js jetstream.JetStream) (jetstream.ConsumeContext, error) {
	for try := 1; ; try++ {
		cons, err := s.followOnce(ctx, js)
		if err == nil {
			return cons, nil
		}
		retry := errors.Is(err, nats.ErrNoResponders) || errors.Is(err, context.DeadlineExceeded) ||
			errors.Is(err, nats.ErrTimeout) || errors.Is(err, jetstream.ErrNoHeartbeat)
		if !retry || ctx.Err() != nil || try >= 2*dialTries {
			return nil, err
		}
		time.Sleep(dialWait)
	}
}

// followOnce is one try of follow, its requests given a share of ctx's time.
func (s *Seat) followOnce(ctx context.Context, js jetstream.JetStream) (jetstream.ConsumeContext, error) {
	tctx, cancel := context.WithTimeout(ctx, apiTimeout/dialTries)
	defer cancel()
	st, err := js.Stream(tctx, s.n.stream(s.aud))
	if err != nil {
		return nil, err
	}
	c, err := st.OrderedConsumer(tctx, jetstream.OrderedConsumerConfig{})
	if err != nil {
		return nil, err
	}
	// short heartbeats: a consumer lost with a server is found out and made again soon
	return c.Consume(func(m jetstream.Msg) { s.takeFrame(m) }, jetstream.PullExpiry(5*time.Second),
		jetstream.PullHeartbeat(time.Second))
}

// askAgain sends a request and waits for its answer within ctx, sending it again when a try
// goes unanswered for a share of the time: a host's server reloading its users may cut the
// link for an instant, and a request or its answer sent as it drops is lost (a clean-clone run
// saw a guest wait its whole ten seconds for the answer to the one request it sent then).
// The host takes a join asked again by the same key as the first (Host.take).
func askAgain(ctx context.Context, nc *nats.Conn, subject string, data []byte) (*nats.Msg, error) {
	for {
		tctx, cancel := context.WithTimeout(ctx, requestTimeout/2)
		msg, err := nc.RequestWithContext(tctx, subject, data)
		cancel()
		if err == nil || ctx.Err() != nil || !errors.Is(err, context.DeadlineExceeded) {
			if err != nil && ctx.Err() != nil {
				err = fmt.Errorf("%w (%w)", context.DeadlineExceeded, err)
			}
			return msg, err
		}
		time.Sleep(dialWait)
	}
}
