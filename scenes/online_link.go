package scenes

// What an online battle screen holds of the network: the seat, the goroutine that sends the
// player's messages, and (in a host's window) the match it hosts. All of it ends once, however
// the screen is left: by its own way out (Esc, the results), or dropped by another screen's
// c.Reset (then when the collector finds the screen unreachable).

import (
	"context"
	"errors"
	"sync"

	"skirmish/game"
	"skirmish/play"
)

// hostRun is a match the window hosts: its Run in a goroutine of its own, and how that ended.
type hostRun struct {
	stop  context.CancelFunc
	ended chan struct{}
	// err is why Run ended (set before ended closes); nil when the match ended well or the
	// player stopped it
	err   error
	close func()
	once  sync.Once
}

// startHost runs run (a host's Run) until it returns or leave is called; close (the host's
// Close; closeHost) runs after it, when the player leaves.
func startHost(run func(ctx context.Context) error, closeHost func()) *hostRun {
	ctx, stop := context.WithCancel(context.Background())
	r := &hostRun{stop: stop, ended: make(chan struct{}), close: closeHost}
	go func() {
		err := run(ctx)
		if errors.Is(err, context.Canceled) && ctx.Err() != nil {
			err = nil // the player left: the match stays in its stream, to be resumed
		}
		r.err = err
		close(r.ended)
	}()
	return r
}

// failed is why the hosted match stopped by itself, or nil (still running, or ended well).
func (r *hostRun) failed() error {
	if r == nil {
		return nil
	}
	select {
	case <-r.ended:
		return r.err
	default:
		return nil
	}
}

// leave stops the match (it stays in its stream), waits for Run's end and closes the host.
func (r *hostRun) leave() {
	if r == nil {
		return
	}
	r.once.Do(func() {
		r.stop()
		<-r.ended
		if r.close != nil {
			r.close()
		}
	})
}

// netLink is the screen's link: its seat, the queue of messages the sender goroutine sends,
// the replies it brings back, and the hosted match.
type netLink struct {
	seat    NetSeat
	host    *hostRun
	out     chan play.Msg
	replies chan netReply
	// replied is signalled after each reply is queued (for whoever waits on the screen).
	replied chan struct{}
	done    chan struct{}
	once    sync.Once
}

// netReply is the host's reply to one message, or why it did not come.
type netReply struct {
	msg   play.Msg
	reply play.Reply
	err   error
}

// newLink starts the sender of seat's messages.
func newLink(seat NetSeat, host *hostRun) *netLink {
	l := &netLink{seat: seat, host: host, out: make(chan play.Msg, 64), replies: make(chan netReply, 64),
		replied: make(chan struct{}, 1), done: make(chan struct{})}
	go l.sender()
	return l
}

// sender sends the queued messages one at a time (the host answers each), off the frame's
// goroutine: a slow link slows the replies, never the screen. It ends with the link.
func (l *netLink) sender() {
	for {
		select {
		case <-l.done:
			return
		case m := <-l.out:
			r, err := l.seat.Send(m)
			select {
			case l.replies <- netReply{msg: m, reply: r, err: err}:
			case <-l.done:
				return
			}
			select {
			case l.replied <- struct{}{}:
			default:
			}
			game.Wake()
		}
	}
}

// ended reports whether the link was ended.
func (l *netLink) ended() bool {
	select {
	case <-l.done:
		return true
	default:
		return false
	}
}

// end ends the link once: the sender stops, the seat is closed (the player may join again to
// take it back) and a hosted match stops.
func (l *netLink) end() {
	l.once.Do(func() {
		close(l.done)
		l.seat.Close()
		l.host.leave()
	})
}
