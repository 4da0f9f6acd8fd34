package online

// Bot: the AI of a seat played from afar. It knows what the side's view shows and nothing
// else (the host's AI reads the battle; a bot reads the screen), and plays through the same
// messages a player sends: it selects a unit with something left to do, attacks a foe the
// view says it may, else walks toward the nearest foe it sees (or the middle of the map),
// answers the reactions asked of it, and ends its turn.

import (
	"context"
	"math/rand/v2"
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
	// turn is the turn under way as the view says it; given up are the units it stopped
	// trying to do something with this turn; tries counts each unit's messages this turn.
	turn    [3]int
	givenUp map[string]bool
	tries   map[string]int
}

// maxTries is how many times a bot tries a unit in a turn before it gives up on it.
const maxTries = 6

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
		if msg, ok := b.Next(s.View(), s.Info()); ok {
			reply, err := s.Send(msg)
			switch {
			case err != nil && IsRefusal(err, CodeStale):
				return err
			case err != nil:
				// the host did not answer for long: wait for the link, then look again
			case reply.Refused != "" && msg.Op != play.OpEndTurn:
				b.giveUp(s.View())
			}
			continue
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-s.Changed():
		case <-t.C:
		}
	}
}

// giveUp stops trying the selected unit this turn.
func (b *Bot) giveUp(v *play.View) {
	if v != nil && v.Act != nil && v.Act.Selected != "" {
		b.givenUp[v.Act.Selected] = true
	}
}

// Next is the bot's next message for view v of match mi, if it has one now.
func (b *Bot) Next(v *play.View, mi MatchInfo) (play.Msg, bool) {
	if v == nil || v.Over {
		return play.Msg{}, false
	}
	if p := v.Prompt; p != nil {
		if b.Level == ai.Easy || p.Options == 0 {
			return play.Answer(-1), true
		}
		return play.Answer(0), true
	}
	if !v.Mine || v.Act == nil || v.Act.Busy {
		return play.Msg{}, false
	}
	if turn := [3]int{v.Round, v.Turn, v.Now}; turn != b.turn {
		b.turn = turn
		clear(b.givenUp)
		clear(b.tries)
	}
	act := v.Act
	if act.Chosen != "" || act.Aim.Active() {
		return play.Cancel(), true
	}
	sel := v.Unit(act.Selected)
	if sel == nil || !sel.Ready || b.givenUp[sel.Name] {
		for i := range v.Units {
			u := &v.Units[i]
			if u.Side == v.Side && u.Ready && !b.givenUp[u.Name] {
				return play.Select(u.Name), true
			}
		}
		return play.EndTurn(), true
	}
	b.tries[sel.Name]++
	if b.tries[sel.Name] > maxTries {
		b.givenUp[sel.Name] = true
		return play.Deselect(), true
	}
	if t := b.target(v); t != nil {
		return play.Click(t.Pos), true
	}
	if p, ok := b.step(v, sel, mi); ok {
		return play.Click(p), true
	}
	b.givenUp[sel.Name] = true
	return play.Deselect(), true
}

// target is the foe to attack among those the selected unit may be aimed at: the weakest
// (at random for an easy bot); nil for none.
func (b *Bot) target(v *play.View) *play.UnitView {
	var foes []*play.UnitView
	for _, name := range v.Act.Aimed {
		if u := v.Unit(name); u != nil && u.Side != v.Side && u.Active() {
			foes = append(foes, u)
		}
	}
	if len(foes) == 0 {
		return nil
	}
	if b.Level == ai.Easy {
		return foes[b.rng.IntN(len(foes))]
	}
	best := foes[0]
	for _, u := range foes[1:] {
		if u.HP < best.HP {
			best = u
		}
	}
	return best
}

// step is the square of the unit's marks to walk to: the nearest to the nearest foe seen
// (the middle of the map when it sees none), if it is nearer than the unit stands; an easy bot
// sometimes wanders instead.
func (b *Bot) step(v *play.View, u *play.UnitView, mi MatchInfo) (grid.Pos, bool) {
	marks := v.Act.Marks
	if len(marks) == 0 {
		return grid.Pos{}, false
	}
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
