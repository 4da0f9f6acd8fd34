package scenes

// Battle feed: what the screen shows of the battle's events as they come, read only from what
// the play layer tells the viewer: floating numbers, the turn's banner, the combat log wrapped
// to its panel, the tokens gliding to their squares.

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/combat"
	"skirmish/combat/narrate"
	"skirmish/game"
	"skirmish/play"
)

// feedState is whose seat the screen follows (the side holding the screen; -2 before the
// first), and the events it was told for the AI action under way (its pause).
type feedState struct {
	side int
	told []play.Told
}

// seat is the seat of the side holding the screen: its eyes are the screen's.
func (s *Battle) seat() *play.Session { return s.P.Session(s.P.Holder()) }

// skip shows nothing of the events so far.
func (f *feedState) skip(p *play.Match) {
	f.side = p.Holder()
	p.Session(f.side).Skip()
}

// floater is a number or word rising from a square.
type floater struct {
	text   string
	x, y   float64 // world pixels of the square's centre
	colour int     // 0 damage, 1 miss, 2 note
	age    int
}

// float adds a floating text, stacked above the texts still rising from the same square, so
// that two never print over each other ("miss" then "dead" read apart).
func (s *Battle) float(f floater) {
	k := 0
	for _, o := range s.floaters {
		if math.Abs(o.x-f.x) < 1 && o.age < s.frames(70) {
			k++
		}
	}
	f.y -= float64(k) * 20
	s.floaters = append(s.floaters, f)
}

// banner is the announcement of a side's turn.
type banner struct {
	text, sub string
	side      int
	age, life int
}

// absorb turns the events the viewer is told since the last call into floating numbers and
// banners; after an undo (a new epoch), or when the screen passes to another side's seat, the
// tokens stand where the battle has them and the log is told again.
func (s *Battle) absorb(c *game.Context) {
	p := s.P
	seat := s.seat()
	if s.feed.side != seat.Side() {
		s.feed.skip(p)
		s.motion.skip()
		s.placeTokens()
		s.syncLog()
		return
	}
	f := seat.Events()
	if f.Restart {
		s.motion.skip()
		for _, u := range p.B.Units {
			if s.anim[u.Name] == nil {
				t := &token{}
				t.x, t.y = tokenHome(p.B, u)
				s.anim[u.Name] = t
			}
		}
		s.syncLog()
		return
	}
	s.feed.told = append(s.feed.told, f.Events...)
	s.show(c, f.Events)
	s.syncLog()
}

// show turns told events into floating numbers and banners, and plays and animates them.
func (s *Battle) show(c *game.Context, told []play.Told) {
	b := s.P.B
	_, th := b.Map.CellSize()
	at := func(name string) (float64, float64, bool) {
		u := b.Unit(name)
		if u == nil || !s.visible(u) {
			return 0, 0, false
		}
		x, y := b.Map.CellCentre(u.Pos)
		return x, y, true
	}
	for _, t := range told {
		switch e := t.Event.(type) {
		case combat.Damaged:
			if x, y, ok := at(e.Unit); ok {
				s.float(floater{text: fmt.Sprintf("−%d", e.Amount), x: x, y: y})
			}
		case combat.AttackRolled:
			if x, y, ok := at(e.Target); ok && !e.Hit {
				s.float(floater{text: "miss", x: x, y: y, colour: 1})
			}
		case combat.StatusChanged:
			if x, y, ok := at(e.Unit); ok && e.Status != combat.Active {
				s.float(floater{text: string(e.Status), x: x, y: y - th/3, colour: 2})
			}
		case combat.MoraleBroken:
			if x, y, ok := at(e.Unit); ok && e.Unit != "" {
				s.float(floater{text: "breaks!", x: x, y: y - th/3, colour: 2})
			}
		case combat.TurnStarted:
			s.turnBanner(e)
		case combat.Moved:
			// a foe stepping into sight sets off from where it is first seen, not from the dark
			if t := s.anim[e.Unit]; t != nil && e.From == e.To && !e.Gone {
				t.x, t.y = b.Map.CellOrigin(e.To)
			}
		}
	}
	s.hear(c, told)
}

// Pauses after an AI action, in frames at normal speed: after a blow (an attack, damage, a fall,
// a reaction) the viewer is shown, after a move it is shown, and after nothing it is shown.
const (
	pauseBlow   = 24
	pauseMove   = 9
	pauseUnseen = 2
)

// aiPause is how long the screen waits after an AI action, whose events the viewer was told
// (feedState.told), before the next: long enough to read a blow, a moment after a move (the
// next unit sets off while the token still glides), hardly any time for an action the viewer
// is told nothing of (under fog).
func (s *Battle) aiPause() int {
	told := false
	for _, t := range s.feed.told {
		switch t.Event.(type) {
		case combat.Acted, combat.Spent, combat.BudgetSet, combat.TurnStarted, combat.TurnEnded,
			combat.RoundStarted, combat.RoundEnded, combat.OrderSet, combat.CounterSet,
			combat.Initiative:
			// bookkeeping: nothing on the field to watch
		case combat.Moved:
			told = true
		default:
			return s.frames(pauseBlow)
		}
	}
	if told {
		return s.frames(pauseMove)
	}
	return s.frames(pauseUnseen)
}

// turnBanner announces the turn e starts: the side, the units of it the viewer sees, the round
// and who plays it.
func (s *Battle) turnBanner(e combat.TurnStarted) {
	b := s.B()
	side := b.SideIndex(e.Turn.Side)
	who := "AI"
	for _, ss := range s.Spec.Sides {
		if ss.Name == e.Turn.Side {
			who = ss.Who()
		}
	}
	sub := fmt.Sprintf("Round %d · %s", b.Round, who)
	if len(e.Turn.Units) > 0 {
		sub = strings.Join(e.Turn.Units, ", ") + " · " + sub
	}
	s.banner = banner{text: e.Turn.Side, sub: sub, side: side, life: s.frames(110)}
	s.fastAll = s.fastAll && !s.P.Human(max(0, side))
}

// tick ages the animations: tokens glide, floating numbers rise, the banner and notices fade.
func (s *Battle) tick() {
	b := s.B()
	for _, u := range b.Units {
		t := s.anim[u.Name]
		if t == nil {
			continue
		}
		tx, ty := s.waypoint(u, t) // the next square of its walk, else its own
		if !s.visible(u) {         // unseen, it waits where it stands: never glides in across the dark
			t.x, t.y = tokenHome(b, u)
			continue
		}
		t.x, t.y = glide(t.x, t.y, tx, ty, s.animSpeed*s.motion.walkPace(u.Name))
	}
	s.motion.advance(s.animSpeed)
	kept := s.floaters[:0]
	for _, f := range s.floaters {
		f.age++
		if f.age < s.frames(70) {
			kept = append(kept, f)
		}
	}
	s.floaters = kept
	if s.banner.life > 0 {
		s.banner.age++
		if s.banner.age >= s.banner.life {
			s.banner = banner{}
		}
	}
	if s.noticeT > 0 {
		s.noticeT--
	}
	if s.toastT > 0 {
		s.toastT--
	}
}

// glide moves a token at (x, y) a frame's way towards (tx, ty) in a straight line: a fifth of
// the way left, at least 3 pixels, times the animation speed, so that a long run arrives in
// about as many frames as a step (some 20 at normal speed) and slows as it lands.
func glide(x, y, tx, ty, speed float64) (float64, float64) {
	dx, dy := tx-x, ty-y
	d := math.Hypot(dx, dy)
	step := max(3, d/5) * speed
	if d <= step {
		return tx, ty
	}
	return x + dx*step/d, y + dy*step/d
}

// logState is the combat log as the screen shows it: the viewer's lines (play.Session.Log)
// wrapped to the panel's width, for the match's epoch and the seat's side, up to line n.
type logState struct {
	lines         []logLine
	epoch, viewer int
	n             int
	// top is how many lines the log is scrolled up from the bottom.
	top int
	// details shows the battle's bookkeeping lines (play.Line.Aside), hidden by default.
	details bool
}

// logLine is one wrapped line of the combat log.
type logLine struct {
	text  string
	depth narrate.Depth
	first bool // the first line of an entry
}

// syncLog wraps the viewer's log lines not yet wrapped; a new epoch or viewer wraps them all
// again.
func (s *Battle) syncLog() {
	seat := s.seat()
	lines := seat.Log()
	l := &s.log
	if l.epoch != s.P.Epoch() || l.viewer != seat.Side() || len(lines) > 0 && lines[len(lines)-1].N < l.n || l.n < 0 {
		l.lines, l.n, l.top = l.lines[:0], 0, 0
		l.epoch, l.viewer = s.P.Epoch(), seat.Side()
	}
	i := len(lines)
	for i > 0 && lines[i-1].N > l.n {
		i--
	}
	for _, ln := range lines[i:] {
		l.n = ln.N
		if !ln.Aside || l.details {
			s.addLine(ln)
		}
	}
}

// toggleDetails shows or hides the log's bookkeeping lines, laying the log out again.
func (s *Battle) toggleDetails() {
	s.log.details = !s.log.details
	s.log.n = -1 // lay every line out again
	s.syncLog()
}

// addLine appends a line of the viewer's log, wrapped to the panel's width in the face it is
// written in, dropping the oldest lines past 3000.
func (s *Battle) addLine(ln play.Line) {
	l := &s.log
	indent := float64(ln.Depth) * 6
	for k, w := range wrap(ln.Text, s.logFaceOf(ln.Depth), s.lay.logW-indent-8) {
		l.lines = append(l.lines, logLine{text: w, depth: ln.Depth, first: k == 0})
	}
	if len(l.lines) > 3000 {
		l.lines = append(l.lines[:0], l.lines[len(l.lines)-2000:]...)
	}
}

// scrollLog scrolls the log by n lines (positive goes back in time).
func (s *Battle) scrollLog(n int) {
	s.log.top = max(0, min(len(s.log.lines)-s.lay.logLines, s.log.top+n))
}

// logFaceOf is the face the combat log writes a line of depth d in: rounds and actions bold.
func (s *Battle) logFaceOf(d narrate.Depth) text.Face {
	if s.fonts != nil && (d == narrate.RoundDepth || d == narrate.ActionDepth) {
		return s.fonts.SmallBold
	}
	return s.logFace
}

// approach moves v towards t by at most step.
func approach(v, t, step float64) float64 {
	switch {
	case v < t:
		return min(t, v+step)
	case v > t:
		return max(t, v-step)
	}
	return v
}
