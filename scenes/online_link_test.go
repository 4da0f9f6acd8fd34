package scenes

// The online battle screen's link: a hosted match that stops by itself says why, a screen
// dropped by another screen ends its link, and Esc at a reaction prompt the host cannot hear
// leaves the match. Over a seat of the test's own (no network), so each case is exact.

import (
	"context"
	"errors"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"skirmish/app/netplay"
	"skirmish/combat"
	"skirmish/game"
	"skirmish/play"
)

// fakeSeat is a seat whose view the test sets and whose host answers as the test says.
type fakeSeat struct {
	mu     sync.Mutex
	view   *play.View
	sent   []play.Msg
	fail   error
	closed bool
}

func (f *fakeSeat) Send(m play.Msg) (play.Reply, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.sent = append(f.sent, m)
	return play.Reply{}, f.fail
}

func (f *fakeSeat) View() *play.View {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.view
}

func (f *fakeSeat) Events() play.Feed    { return play.Feed{} }
func (f *fakeSeat) Lines() []play.Line   { return nil }
func (f *fakeSeat) Over() (bool, string) { return false, "" }
func (f *fakeSeat) Lost() error          { return nil }
func (f *fakeSeat) Side() int            { return 0 }

func (f *fakeSeat) Close() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.closed = true
}

// messages are the messages the seat sent so far; isClosed whether it was closed.
func (f *fakeSeat) messages() []play.Msg {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]play.Msg(nil), f.sent...)
}

func (f *fakeSeat) isClosed() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.closed
}

// fakeView is Red's view of the online test map in its turn, with a prompt when asked.
func fakeView(prompt bool) *play.View {
	v := &play.View{Side: 0, Gen: 7, Turn: 0, Now: 0, Round: 1, Mine: true,
		Sides: []play.SideView{{Name: "Red", Human: true}, {Name: "Blue", Human: true}, {Name: "Beasts"}}}
	if prompt {
		v.Prompt = &play.PromptView{Unit: "Red 1", Options: 1, View: combat.ReactionView{Title: "Opportunity attack",
			Buttons: []combat.ReactionButton{{Label: "Strike"}}}}
	}
	return v
}

// openFakeBattle opens the online battle screen over seat in a test game, hosting host (nil:
// none).
func openFakeBattle(t *testing.T, seat NetSeat, host *hostRun) (*game.Game, *OnlineBattle) {
	t.Helper()
	g := newTestGame(t, nil)
	c := g.Context()
	s, err := netplay.HostOptions{Map: onlineMap}.Setup()
	if err != nil {
		t.Fatal(err)
	}
	b, err := NewOnlineBattle(c, seat, "Test match", s.Map, s.Rules, s.Options, s.Sides, host)
	if err != nil {
		t.Fatal(err)
	}
	c.Reset(b)
	frames(t, g, 2)
	return g, b
}

// waitReplies runs frames until the screen has taken a reply to every message it sent.
func waitReplies(t *testing.T, g *game.Game, b *OnlineBattle) {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for b.answered < b.sent {
		select {
		case <-b.link.replied:
		case <-deadline:
			t.Fatalf("%d messages sent, %d replies taken", b.sent, b.answered)
		}
		frames(t, g, 1)
	}
}

func TestAHostedMatchThatStopsSaysWhy(t *testing.T) {
	needDisplay(t)
	for _, tc := range []struct {
		name string
		run  func(ctx context.Context) error
		want string // in the status line ("": no word of hosting stopped)
	}{
		{"the save cannot be written", func(context.Context) error {
			return errors.New("writing the save: no space left on device")
		}, "Hosting stopped: writing the save: no space left on device"},
		{"the match ended well", func(context.Context) error { return nil }, ""},
		{"the player stops it", func(ctx context.Context) error { <-ctx.Done(); return ctx.Err() }, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			closed := make(chan struct{})
			host := startHost(tc.run, func() { close(closed) })
			seat := &fakeSeat{view: fakeView(false)}
			g, b := openFakeBattle(t, seat, host)
			if tc.want != "" {
				<-host.ended
			}
			frames(t, g, 2)
			got := b.status(b.view())
			if tc.want == "" && strings.Contains(got, "Hosting stopped") || tc.want != "" && !strings.Contains(got, tc.want) {
				t.Fatalf("the status line says %q; want %q", got, tc.want)
			}
			if tc.want != "" && !strings.Contains(b.b.notes.notice, tc.want) {
				t.Errorf("the notice says %q; want %q", b.b.notes.notice, tc.want)
			}
			g.Context().Input.InjectActions(game.Back)
			frames(t, g, 1)
			select {
			case <-closed:
			case <-time.After(10 * time.Second):
				t.Fatal("leaving the screen did not close the host")
			}
			if !seat.isClosed() {
				t.Error("leaving the screen did not close the seat")
			}
			if host.failed() != nil && tc.want == "" {
				t.Errorf("a match stopped by the player reports %v", host.failed())
			}
		})
	}
}

func TestAScreenDroppedByAnotherEndsItsLink(t *testing.T) {
	needDisplay(t)
	closed := make(chan struct{})
	host := startHost(func(ctx context.Context) error { <-ctx.Done(); return ctx.Err() }, func() { close(closed) })
	seat := &fakeSeat{view: fakeView(false)}
	g, b := openFakeBattle(t, seat, host)
	link := b.link
	b = nil
	c := g.Context()
	c.Reset(NewTitle(c)) // not the screen's own way out
	frames(t, g, 2)
	deadline := time.After(20 * time.Second)
	for !link.ended() {
		runtime.GC()
		select {
		case <-link.done:
		case <-time.After(50 * time.Millisecond):
		case <-deadline:
			t.Fatal("the link of a screen dropped by another never ended: its sender and seat leak")
		}
	}
	select {
	case <-closed:
	case <-time.After(10 * time.Second):
		t.Fatal("the hosted match of a dropped screen never stopped")
	}
	if !seat.isClosed() {
		t.Error("the seat of a dropped screen was not closed")
	}
}

func TestEscAtAReactionPrompt(t *testing.T) {
	needDisplay(t)
	for _, tc := range []struct {
		name string
		fail error // the host's answer to the decline
		// leaves: whether a second Esc leaves the match
		leaves bool
	}{
		{"the host hears: Esc declines each time", nil, false},
		{"the host does not answer: the second Esc leaves", errors.New("the host does not answer"), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			seat := &fakeSeat{view: fakeView(true), fail: tc.fail}
			g, b := openFakeBattle(t, seat, nil)
			c := g.Context()
			c.Input.InjectActions(game.Back)
			frames(t, g, 1)
			waitReplies(t, g, b)
			if m := seat.messages(); len(m) != 1 || m[0].Op != play.OpAnswer || m[0].Index != -1 {
				t.Fatalf("Esc at the prompt sent %+v; want one answer of none", m)
			}
			if _, ok := c.Top().(*OnlineBattle); !ok {
				t.Fatalf("the first Esc at the prompt left the screen for %T", c.Top())
			}
			c.Input.InjectActions(game.Back)
			frames(t, g, 1)
			_, still := c.Top().(*OnlineBattle)
			if still == tc.leaves {
				t.Fatalf("after a second Esc the screen is %T; want it left: %v", c.Top(), tc.leaves)
			}
			if tc.leaves && !seat.isClosed() {
				t.Error("leaving at the prompt did not close the seat")
			}
			if !tc.leaves {
				waitReplies(t, g, b)
				if m := seat.messages(); len(m) != 2 || m[1].Op != play.OpAnswer || m[1].Index != -1 {
					t.Errorf("the second Esc sent %+v; want a second answer of none", m)
				}
			}
		})
	}
}
