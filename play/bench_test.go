package play

// Benchmarks of the play layer as the battle screen drives it, on the bundled crypt under fog
// of war (Delvers, the Delvers a human side, the undead the AI's): the listing that selecting a
// unit works out, a click's intent under the pointer, and a move with the fog after it.

import (
	"testing"

	"skirmish/ai"
	"skirmish/app/sim"
	"skirmish/combat"
	"skirmish/combat/save"
	"skirmish/grid"
	"skirmish/internal/cpubench"
)

// cryptSession is a battle on the crypt under fog, played by the AI for a few turns, then in
// a human side's turn with the unit in turn that lists the most actions selected.
func cryptSession(b *testing.B) *Match {
	b.Helper()
	m, err := grid.Load("../maps/crypt.tmx")
	if err != nil {
		b.Fatal(err)
	}
	rules, err := combat.Rules("delvers")
	if err != nil {
		b.Fatal(err)
	}
	setup, err := sim.Setup(m, rules, 3)
	if err != nil {
		b.Fatal(err)
	}
	bt, err := combat.New(setup)
	if err != nil {
		b.Fatal(err)
	}
	seats := []Seat{{Human: true, AI: ai.NewTactician(ai.Normal, 1)}, {AI: ai.NewTactician(ai.Normal, 2)}}
	s, err := New(Config{Setup: setup, Seats: seats, Fog: true}, bt)
	if err != nil {
		b.Fatal(err)
	}
	s.RunAI(6)
	if !s.HumanTurn() {
		b.Fatalf("no human turn after the AI's (round %d, over %v)", s.B.Round, s.Over())
	}
	var best *combat.Unit
	most := -1
	for _, u := range s.B.Units {
		if s.Select(u) && len(s.Listing().Actions) > most {
			best, most = u, len(s.Listing().Actions)
		}
	}
	s.Select(best)
	return s
}

// BenchmarkPlaySelect: selecting the unit in turn, which lists every legal action with its
// preview (combat.Battle.List), drops what the side does not see, and works out the strip,
// the marks and the unit's walk.
func BenchmarkPlaySelect(b *testing.B) {
	s := cryptSession(b)
	u := s.Selected()
	b.ReportAllocs()
	meter := cpubench.Start(b)
	for meter.Loop() {
		s.Select(u)
	}
	b.ReportMetric(float64(len(s.Listing().Actions)), "actions")
}

// BenchmarkPlayIntent: what a click would do (Session.IntentAt), the pointer swept over every
// square of the map in turn: an attack on a foe in sight, a walk to a square, nothing.
func BenchmarkPlayIntent(b *testing.B) {
	s := cryptSession(b)
	m := s.B.Map
	n := m.Width * m.Height
	acts := 0
	b.ReportAllocs()
	meter := cpubench.Start(b)
	for i := 0; meter.Loop(); i++ {
		if _, ok := s.IntentAt(m.PosOf(i % n)); ok {
			acts++
		}
	}
	b.ReportMetric(float64(acts)/float64(b.N), "intents/square")
}

// BenchmarkPlayMoveUnderFog: a click that moves the selected unit to a square beside it: the
// move's action through the worker, each watched side's judgement of its events, the side's
// fog after it, the listing again. The battle is rebuilt to before the move between
// operations (not counted), and the squares taken in turn; the viewsheds of the squares are
// worked out the first time and remembered after, as in play.
func BenchmarkPlayMoveUnderFog(b *testing.B) {
	s := cryptSession(b)
	u := s.Selected()
	side := s.Current()
	var squares []grid.Pos
	for _, p := range s.B.Map.AppendNeighbours(nil, u.Pos) {
		if it, ok := s.IntentAt(p); ok && it.Kind.Meaning == combat.MeanMove {
			squares = append(squares, p)
		}
	}
	if len(squares) == 0 {
		b.Fatalf("%s has no square beside it to move to", u.Name)
	}
	// a move out of a foe's reach may ask the human side a reaction: answered as the setting
	// does, by the side's AI, so that every click's move ends within the operation
	s.AutoPrompts = true
	meter := cpubench.Start(b)
	for i := 0; meter.Loop(); i++ {
		if err := s.Click(squares[i%len(squares)]); err != nil {
			b.Fatal(err)
		}
		if s.Sight().Fog(side) == nil {
			b.Fatal("no fog")
		}
		meter.Pause()
		// back to before the move, as Undo does (which fog refuses after a move that showed
		// new squares)
		nb, err := save.Rebuild(s.Setup, s.B.Log, save.ActionCount(s.B.Log)-1)
		if err != nil {
			b.Fatal(err)
		}
		s.bind(nb)
		s.Select(nb.Unit(u.Name))
		meter.Resume()
	}
}
