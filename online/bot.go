package online

// Bot: the AI of a seat played from afar. It knows what the side's view shows and nothing
// else (the host's AI reads the battle; a bot reads the screen), and plays through the same
// messages a player sends: it selects a unit with something left to do, attacks a foe the
// view says it may, else walks toward the nearest foe it sees (or the middle of the map),
// answers the reactions asked of it, and ends its turn.

import (
	"cmp"
	"context"
	"math/rand/v2"
	"slices"
	"time"

	"skirmish/ai"
	"skirmish/grid"
	"skirmish/play"
)

// Bot plays a seat by its view.
type Bot struct {
	// Level is how it plays: easy picks its targets and steps at random and declines the
	// reactions offered; normal and hard strike the weakest foe in reach and take them.
	Level ai.Level
	rng   *rand.Rand
	// turn is the turn under way as the view says it; givenUp are the units it stopped
	// trying to do something with this turn; tries counts each unit's tries this turn.
	turn    [3]int
	givenUp map[string]bool
	tries   map[string]int
}

// Player is what a bot plays through: a seat's messages and its view (a Seat, or a
// play.Session at the host).
type Player interface {
	Send(play.Msg) (play.Reply, error)
	View() *play.View
}

// maxTries is how many times a bot tries a unit in a turn before it gives up on it; maxLook
// how many foes it looks at (hovers) for an attack each try, the nearest first, within reach.
const (
	maxTries = 4
	maxLook  = 4
	lookNear = 8
)

// NewBot makes a bot of a level, its random choices from seed.
func NewBot(level ai.Level, seed uint64) *Bot {
	return &Bot{Level: level, rng: rand.New(rand.NewPCG(seed, seed^0x5eed)), givenUp: map[string]bool{}, tries: map[string]int{}}
}

// Play plays the seat until the match ends, the seat is lost or ctx is done.
func (b *Bot) Play(ctx context.Context, s *Seat) error {
	t := time.NewTicker(time.Second)
	defer t.Stop()
	for {
		if over, _ := s.Over(); over {
			return nil
		}
		if err := s.Lost(); err != nil {
			return err
		}
		acted, err := b.Step(s, s.Info())
		if err != nil && IsRefusal(err, CodeStale) {
			return err
		}
		if acted && err == nil {
			continue
		}
		// nothing to do now, or the host did not answer for long: wait for a change
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-s.Changed():
		case <-t.C:
		}
	}
}

// Step does the bot's next thing, if it has one now: answers the reaction asked, or in its
// side's turn acts with a unit (a look at the foes in reach, an attack or a step) or ends the
// turn. It reports whether it sent anything.
func (b *Bot) Step(p Player, mi MatchInfo) (bool, error) {
	v := p.View()
	if v == nil || v.Over {
		return false, nil
	}
	if pr := v.Prompt; pr != nil {
		answer := 0
		if b.Level == ai.Easy || pr.Options == 0 {
			answer = -1
		}
		_, err := p.Send(play.Answer(answer))
		return true, err
	}
	if !v.Mine || v.Act == nil || v.Act.Busy {
		return false, nil
	}
	if turn := [3]int{v.Round, v.Turn, v.Now}; turn != b.turn {
		b.turn = turn
		clear(b.givenUp)
		clear(b.tries)
	}
	if v.Act.Chosen != "" || v.Act.Aim.Active() {
		_, err := p.Send(play.Cancel())
		return true, err
	}
	sel := v.Unit(v.Act.Selected)
	if sel == nil || !sel.Ready || b.givenUp[sel.Name] {
		for i := range v.Units {
			u := &v.Units[i]
			if u.Side == v.Side && u.Ready && !b.givenUp[u.Name] {
				_, err := p.Send(play.Select(u.Name))
				return true, err
			}
		}
		_, err := p.Send(play.EndTurn())
		return true, err
	}
	b.tries[sel.Name]++
	if b.tries[sel.Name] > maxTries {
		b.givenUp[sel.Name] = true
		return true, nil
	}
	for _, f := range b.foes(v, sel) {
		if _, err := p.Send(play.Hover(f.Pos)); err != nil {
			return true, err
		}
		if h := p.View().Hover; h != nil && h.Target == f.Name && !h.Refused && h.Title != "" {
			return true, b.click(p, f.Pos)
		}
	}
	if _, err := p.Send(play.Unhover()); err != nil {
		return true, err
	}
	if to, ok := b.step(p.View(), sel, mi); ok {
		return true, b.click(p, to)
	}
	b.givenUp[sel.Name] = true
	return true, nil
}

// click clicks a square; a refused click gives the selected unit up for the turn.
func (b *Bot) click(p Player, at grid.Pos) error {
	r, err := p.Send(play.Click(at))
	if err == nil && r.Refused != "" {
		b.giveUp(p.View())
	}
	return err
}

// giveUp stops trying the selected unit this turn.
func (b *Bot) giveUp(v *play.View) {
	if v != nil && v.Act != nil && v.Act.Selected != "" {
		b.givenUp[v.Act.Selected] = true
	}
}

// foes are the foes the view shows within lookNear of u that the bot looks at for an attack:
// the weakest first (at random for an easy bot), at most maxLook.
func (b *Bot) foes(v *play.View, u *play.UnitView) []*play.UnitView {
	var foes []*play.UnitView
	for i := range v.Units {
		f := &v.Units[i]
		if f.Side != v.Side && f.Active() && dist(u.Pos, f.Pos) <= lookNear {
			foes = append(foes, f)
		}
	}
	if b.Level == ai.Easy {
		b.rng.Shuffle(len(foes), func(i, j int) { foes[i], foes[j] = foes[j], foes[i] })
	} else {
		slices.SortStableFunc(foes, func(x, y *play.UnitView) int {
			return cmp.Or(cmp.Compare(x.HP, y.HP), cmp.Compare(dist(u.Pos, x.Pos), dist(u.Pos, y.Pos)))
		})
	}
	return foes[:min(len(foes), maxLook)]
}

// step is the square of the unit's marks to walk to: the nearest to the nearest foe seen
// (the middle of the map when it sees none), if it is nearer than the unit stands; an easy bot
// sometimes wanders instead.
func (b *Bot) step(v *play.View, u *play.UnitView, mi MatchInfo) (grid.Pos, bool) {
	if v == nil || v.Act == nil || len(v.Act.Marks) == 0 {
		return grid.Pos{}, false
	}
	marks := v.Act.Marks
	if b.Level == ai.Easy && b.rng.IntN(4) == 0 {
		return marks[b.rng.IntN(len(marks))], true
	}
	goal, found := grid.Pos{X: mi.Width / 2, Y: mi.Height / 2}, false
	for i := range v.Units {
		f := &v.Units[i]
		if f.Side != v.Side && f.Active() && (!found || dist(u.Pos, f.Pos) < dist(u.Pos, goal)) {
			goal, found = f.Pos, true
		}
	}
	best, bestD := marks[0], dist(marks[0], goal)
	for _, p := range marks[1:] {
		if d := dist(p, goal); d < bestD {
			best, bestD = p, d
		}
	}
	if bestD >= dist(u.Pos, goal) {
		return grid.Pos{}, false
	}
	return best, true
}

// dist is how many steps apart two squares are, near enough on squares and hexes alike.
func dist(p, q grid.Pos) int { return max(abs(p.X-q.X), abs(p.Y-q.Y)) }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
