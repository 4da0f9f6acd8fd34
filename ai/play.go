package ai

// Play: runs a battle to its end with one controller per side, headless.

import (
	"errors"
	"fmt"

	"skirmish/combat"
)

// Controller chooses actions for one side. It reads the battle and never changes it: the
// engine applies what it returns.
type Controller interface {
	// Act returns the next action for the units whose turn it is, or an end_turn.
	Act(b *combat.Battle) combat.Action
	// React chooses among the reactions offered to one of its units (a combat.Reactor).
	React(b *combat.Battle, u *combat.Unit, p combat.Prompt, options []combat.Action) int
}

// Result is how a battle played by Play ended.
type Result struct {
	// Winner is the winning side, "" for a draw.
	Winner string
	// Draw is set when the round cap ended the battle, or no side was left.
	Draw   bool
	Rounds int
	// Dead, Down, Fled and Left count each side's units by how they ended, by side index.
	Dead, Down, Fled, Left []int
	// Laughs counts the plays a player would laugh at, every side's together.
	Laughs Laughs
}

// maxActionsPerTurn stops a controller that never ends its turn.
const maxActionsPerTurn = 500

// ErrIllegal is wrapped by Play's error when a controller chose an illegal action.
var ErrIllegal = errors.New("a controller chose an illegal action")

// Play starts the battle (if it has not started) and plays it to its end with a controller
// per side (by side index), or until maxRounds rounds have passed, a draw. An illegal action
// from a controller is an error: controllers choose only among legal actions.
func Play(b *combat.Battle, ctl []Controller, maxRounds int) (Result, error) {
	if len(ctl) != len(b.Sides) {
		return Result{}, fmt.Errorf("%d controllers for %d sides", len(ctl), len(b.Sides))
	}
	b.Reactor = func(b *combat.Battle, u *combat.Unit, p combat.Prompt, opts []combat.Action) int {
		return ctl[u.Side].React(b, u, p, opts)
	}
	if err := b.Start(); err != nil {
		return Result{}, err
	}
	actions, lastTurn, lastRound := 0, -1, -1
	var w watch
	w.after(b) // the first turn, begun by Start
	for !b.Over && b.Round <= maxRounds {
		t, ok := b.Current()
		if !ok {
			return Result{}, errors.New("no turn in progress in a battle that is not over")
		}
		if b.TurnIndex != lastTurn || b.Round != lastRound {
			actions, lastTurn, lastRound = 0, b.TurnIndex, b.Round
		}
		a := combat.Action{Kind: combat.EndTurn}
		if actions < maxActionsPerTurn {
			a = ctl[b.SideIndex(t.Side)].Act(b)
		}
		actions++
		w.before(b, a)
		if _, err := b.Do(a); err != nil {
			return Result{}, fmt.Errorf("%w: round %d, %v: %v", ErrIllegal, b.Round, a, err)
		}
		w.after(b)
	}
	r := ResultOf(b)
	r.Laughs = w.Laughs
	r.Rounds = b.RoundsFought(maxRounds)
	return r, nil
}

// ResultOf tallies how a battle stands or ended: its winner, its rounds, and each side's units
// by status (a battle still going has no winner and counts as a draw so far).
func ResultOf(b *combat.Battle) Result {
	n := len(b.Sides)
	r := Result{Winner: b.Winner, Draw: b.Winner == "", Rounds: b.Round,
		Dead: make([]int, n), Down: make([]int, n), Fled: make([]int, n), Left: make([]int, n)}
	for _, u := range b.Units {
		switch u.Status {
		case combat.Dead:
			r.Dead[u.Side]++
		case combat.Down:
			r.Down[u.Side]++
		case combat.Fled:
			r.Fled[u.Side]++
		default:
			r.Left[u.Side]++
		}
	}
	return r
}
