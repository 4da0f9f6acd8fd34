package scenes

// Outcome: how a battle ended, per side, for the Results screen; from a finished headless battle too.

import (
	"fmt"
	"strings"

	"skirmish/ai"
	"skirmish/combat"
)

// Outcome is how a battle ended: the value the battle screen fills for the Results screen.
type Outcome struct {
	// Spec is the battle that was played (for a rematch).
	Spec BattleSpec `json:"spec"`
	// MapTitle names the map for people ("" shows the file's name).
	MapTitle string `json:"map_title,omitempty"`
	// Winner is the winning side, "" for a draw.
	Winner string `json:"winner"`
	// Capped marks a draw by the round limit (rather than no side left standing).
	Capped bool `json:"capped,omitempty"`
	Rounds int  `json:"rounds"`
	// Sides are the battle's sides in its order.
	Sides []SideOutcome `json:"sides"`
	// battle is the battle on the screen that ended so (OutcomeFromBattle), for a campaign to
	// carry its end; nil for a headless one.
	battle *combat.Battle
}

// SideOutcome is how one side ended.
type SideOutcome struct {
	Name string `json:"name"`
	// Who says who played it ("Ann", "AI, hard"); Human is set for a human player.
	Who   string `json:"who"`
	Human bool   `json:"human,omitempty"`
	// Units is how many units the side started with; Dead, Down, Fled and Standing how many
	// ended killed, down (out of the fight, not dead), fled (retreated off the map) and still
	// fighting.
	Units    int `json:"units"`
	Dead     int `json:"dead"`
	Down     int `json:"down"`
	Fled     int `json:"fled"`
	Standing int `json:"standing"`
}

// Heading is what the results say first, to the people who played: the kicker over the
// headline ("VICTORY", "DEFEAT", "NO VICTOR", "BATTLE OVER" when only the AI played) and the
// headline naming the winner ("Undead win", "Ann wins with Delvers"), or "A draw". With one
// human side it is victory or defeat for that side; with several (hot seat), victory for the
// winner's player, named, or defeat for all of them when an AI side won.
func (o Outcome) Heading() (kicker, headline string) {
	humans, winnerHuman, who := 0, false, ""
	for _, s := range o.Sides {
		if s.Human {
			humans++
			if s.Name == o.Winner {
				winnerHuman, who = true, s.Who
			}
		}
	}
	switch {
	case o.Winner == "":
		return "NO VICTOR", "A draw"
	case humans == 0:
		kicker = "BATTLE OVER"
	case winnerHuman && humans == 1:
		kicker = "VICTORY"
	case winnerHuman:
		kicker = "VICTORY FOR " + strings.ToUpper(who)
	default:
		kicker = "DEFEAT"
	}
	headline = o.Winner + " win"
	if winnerHuman && who != "" && humans > 1 {
		headline = who + " wins with " + o.Winner
	}
	return kicker, headline
}

// Casualties is how many of the side's units were killed or taken down.
func (s SideOutcome) Casualties() int { return s.Dead + s.Down }

// OutcomeFromResult converts a headless battle's result: sides are the battle's side names in
// its order (Battle.Sides), which is the order of r's counts.
func OutcomeFromResult(spec BattleSpec, sides []string, r ai.Result) Outcome {
	o := Outcome{Spec: spec, Winner: r.Winner, Rounds: r.Rounds}
	for i, name := range sides {
		so := SideOutcome{Name: name, Who: "AI"}
		for _, s := range spec.Sides {
			if s.Name == name {
				so.Who, so.Human = s.Who(), s.Human
			}
		}
		at := func(xs []int) int {
			if i < len(xs) {
				return xs[i]
			}
			return 0
		}
		so.Dead, so.Down, so.Fled, so.Standing = at(r.Dead), at(r.Down), at(r.Fled), at(r.Left)
		so.Units = so.Dead + so.Down + so.Fled + so.Standing
		o.Sides = append(o.Sides, so)
	}
	return o
}

// PlayHeadless plays spec to its end (or maxRounds) with the AI on every side, each at its
// side's level (humans get normal), and returns the outcome: a finished battle for the
// Results screen without the battle screen.
func PlayHeadless(spec BattleSpec, maxRounds int) (Outcome, error) {
	setup, err := spec.Setup()
	if err != nil {
		return Outcome{}, err
	}
	b, err := combat.New(setup)
	if err != nil {
		return Outcome{}, err
	}
	ctl := make([]ai.Controller, len(b.Sides))
	for i, side := range b.Sides {
		level := ai.Normal
		for _, s := range spec.Sides {
			if s.Name == side.Name && !s.Human {
				level = s.Level
			}
		}
		ctl[i] = ai.NewTactician(level, spec.Seed+uint64(i))
	}
	r, err := ai.Play(b, ctl, maxRounds)
	if err != nil {
		return Outcome{}, fmt.Errorf("%s: %w", spec.Map, err)
	}
	names := make([]string, len(b.Sides))
	for i, s := range b.Sides {
		names[i] = s.Name
	}
	o := OutcomeFromResult(spec, names, r)
	o.MapTitle, o.Capped = b.Map.Title, !b.Over
	return o, nil
}

// OutcomeFromBattle is how a battle played on the battle screen under a cap of maxRounds
// ended (a battle not over is a draw by the round limit): each side's units counted by status,
// the rounds fought.
func OutcomeFromBattle(spec BattleSpec, b *combat.Battle, maxRounds int) Outcome {
	names := make([]string, len(b.Sides))
	for i, s := range b.Sides {
		names[i] = s.Name
	}
	r := ai.ResultOf(b)
	o := OutcomeFromResult(spec, names, r)
	o.MapTitle, o.Capped, o.Rounds, o.battle = b.Map.Title, !b.Over, b.RoundsFought(maxRounds), b
	return o
}
