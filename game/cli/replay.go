// The replay command: loads a save, replays it and prints the battle as readable lines.
package cli

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"skirmish/combat"
	"skirmish/combat/save"
)

// Replay loads the save at path, replays it (checking it against the save, as the game's
// loader does) and writes the battle to w: a header, then each round, each turn, each action
// numbered, and under it what happened, every roll with its terms. A save that is refused is
// the error, which names the file, the problem and what to do.
func Replay(w io.Writer, path string) error {
	g, err := save.Load(path)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	f := g.File
	title := f.Map.Title
	if title == "" {
		title = f.Map.Path
	}
	fmt.Fprintf(bw, "%s: %s on %s (%s), rules %s, sides %s, seed %d, saved %s by Skirmish %s\n",
		path, orNone(f.Title, "a battle"), title, f.Map.Path, f.Rules.ID, strings.Join(f.Sides, " against "), f.Seed,
		f.Saved.Format("2006-01-02 15:04 MST"), f.Game)
	p := &printer{w: bw}
	log := g.Battle.Log
	for i, e := range log {
		var next combat.Event
		if i+1 < len(log) {
			next = log[i+1]
		}
		p.event(e, next)
	}
	p.flushMove()
	fmt.Fprintf(bw, "replayed %d actions and %d reactions into %d events, the same as saved (hash %s)\n",
		len(f.Actions), len(f.Reactions), len(log), f.Result.LogSHA256[:12])
	return bw.Flush()
}

// orNone returns s, or none when s is empty.
func orNone(s, none string) string {
	if s == "" {
		return none
	}
	return s
}

// printer writes events as lines, indented under their round, turn and action. Steps of one
// move are gathered into one line.
type printer struct {
	w       io.Writer
	actions int
	// move is the move being gathered: its unit, reason, first square and last step.
	move *combat.Moved
	from string
}

// Indents of the lines: rounds, turns, actions, what actions do.
const (
	roundIndent  = ""
	turnIndent   = "  "
	actionIndent = "    "
	detailIndent = "      "
)

// line writes one line at an indent.
func (p *printer) line(indent, format string, args ...any) {
	fmt.Fprintf(p.w, indent+format+"\n", args...)
}

// flushMove writes the move being gathered, if any.
func (p *printer) flushMove() {
	if p.move == nil {
		return
	}
	m := p.move
	feet := ""
	if m.Feet > 0 {
		feet = fmt.Sprintf(", %d ft", m.Feet)
	}
	p.line(detailIndent, "%s moves %s to %v%s (%s)", m.Unit, p.from, m.To, feet, m.Why)
	p.move = nil
}

// event writes one event; next is the event after it (nil at the end), which tells whether a
// roll is explained by the terms that follow it.
func (p *printer) event(e, next combat.Event) {
	if m, ok := e.(combat.Moved); ok && p.move != nil && p.move.Unit == m.Unit && p.move.Why == m.Why && p.move.To == m.From {
		p.move = &m
		return
	}
	p.flushMove()
	switch e := e.(type) {
	case combat.RoundStarted:
		if e.Surprise {
			p.line(roundIndent, "Round %d (surprise round)", e.Round)
		} else {
			p.line(roundIndent, "Round %d", e.Round)
		}
	case combat.OrderSet:
		var order []string
		for _, t := range e.Order {
			who := t.Side
			if len(t.Units) > 0 {
				who += " (" + strings.Join(t.Units, ", ") + ")"
			}
			order = append(order, fmt.Sprintf("%s %d", who, t.Initiative))
		}
		p.line(turnIndent, "order: %s", strings.Join(order, ", "))
	case combat.TurnStarted:
		who := e.Turn.Side
		if len(e.Turn.Units) > 0 {
			who += " (" + strings.Join(e.Turn.Units, ", ") + ")"
		}
		p.line(turnIndent, "turn of %s", who)
	case combat.Acted:
		p.actions++
		if e.Action.Kind == combat.EndTurn {
			p.line(actionIndent, "%d. end of turn", p.actions)
		} else {
			p.line(actionIndent, "%d. %v", p.actions, e.Action)
		}
	case combat.Reacted:
		p.line(detailIndent, "%s reacts (%s prompt): %v", e.Unit, e.Prompt, e.Action)
	case combat.Rolled:
		switch next.(type) {
		case combat.Initiative, combat.AttackRolled, combat.DamageRolled, combat.Checked:
			return // the terms that follow show this roll
		}
		who := ""
		if e.Unit != "" {
			who = e.Unit + " "
		}
		p.line(detailIndent, "%srolls %s for %s: %v = %d", who, e.Dice, e.Why, e.Faces, e.Total)
	case combat.Initiative:
		p.line(turnIndent, "initiative: %s", e.Text)
	case combat.Checked:
		p.line(detailIndent, "%s checks %s (%s): %s", e.Unit, e.Skill, e.Why, e.Text)
	case combat.AttackRolled:
		p.line(detailIndent, "%s attacks %s with %s (%s): %s", e.Attacker, e.Target, e.Weapon, e.Kind, e.Text)
	case combat.DamageRolled:
		p.line(detailIndent, "on %s: %s", e.Target, e.Text)
	case combat.Damaged:
		p.line(detailIndent, "%s takes %d (%s): %d hp left", e.Unit, e.Amount, e.Why, e.HP)
	case combat.Moved:
		m := e
		p.move, p.from = &m, e.From.String()
	case combat.ConditionAdded:
		c := e.Condition
		from := ""
		if c.Source != "" {
			from = " (" + c.Source + ")"
		}
		p.line(detailIndent, "%s is %s%s", e.Unit, c.Name, from)
	case combat.ConditionRemoved:
		p.line(detailIndent, "%s is no longer %s (%s)", e.Unit, e.Name, e.Why)
	case combat.StatusChanged:
		p.line(detailIndent, "%s is %s: %s", e.Unit, e.Status, e.Why)
	case combat.ItemReadied:
		p.line(detailIndent, "%s readies %s", e.Unit, e.Item)
	case combat.ItemStowed:
		p.line(detailIndent, "%s stows %s", e.Unit, e.Item)
	case combat.ItemDropped:
		p.line(detailIndent, "%s drops %s at %v", e.Unit, e.Item, e.Pos)
	case combat.ItemPickedUp:
		p.line(detailIndent, "%s picks up %s at %v", e.Unit, e.Item, e.Pos)
	case combat.MoraleBroken:
		p.line(detailIndent, "morale: %s", e.Why)
	case combat.Note:
		p.line(detailIndent, "%s", e.Text)
	case combat.Ended:
		if e.Winner == "" {
			p.line(roundIndent, "The battle ends in a draw: %s", e.Why)
		} else {
			p.line(roundIndent, "%s win: %s", e.Winner, e.Why)
		}
	case combat.RoundEnded, combat.TurnEnded, combat.BudgetSet, combat.Spent:
		// bookkeeping the lines above already show
	default:
		data, err := json.Marshal(e)
		if err != nil {
			data = []byte(err.Error())
		}
		p.line(detailIndent, "%s %s", e.Type(), data)
	}
}
