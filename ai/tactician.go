// Tactician: the morale-driven AI. It scores the legal actions by the ruleset's own odds and
// the map, retreats when morale says so, and plays its side as a team.
package ai

import (
	"math/rand/v2"
	"slices"
	"strconv"

	"skirmish/combat"
	"skirmish/grid"
)

// Level is how well a Tactician plays.
type Level int

// The three levels: easy misjudges on purpose, hard also weighs what the enemy can do to it.
// Hard is not yet shown to beat normal (issue 4 is open): in mirror battles the side that
// charges first decides most fights, and hard's extra caution has not changed that.
const (
	Easy Level = iota
	Normal
	Hard
)

// Tactician is the AI controller. Each choice is the legal action with the best score:
// expected damage, the chance to drop a foe (worth more the more dangerous it is), the
// wounded first; moves towards a target or, for archers, to a square in range and out of
// reach; retreat towards the exits when combat.ShouldRetreat says so.
type Tactician struct {
	Level Level
	rng   *rand.Rand
	// done lists the units that have finished this turn (round*1000 + turn index keys it).
	done    map[string]bool
	doneKey int
	// Why is the explanation of the last choice: its score, the runner-up, a retreat's reason.
	Why string
	// exits remembers exitDistances per map and side.
	exits map[exitKey][]int
}

// NewTactician returns an AI of the given level; seed drives easy's misjudgements.
func NewTactician(level Level, seed uint64) *Tactician {
	return &Tactician{Level: level, rng: rand.New(rand.NewPCG(seed, 0x51ed27)), done: map[string]bool{}}
}

// playKinds are the kinds of action the Tactician plays on its own turn (a snap attack is
// for interrupting, and it leaves maneuvers and items to players).
var playKinds = []string{"melee", "ranged", "charge", "swarm", "run", "stand_up", "reload", "leave", "disengage"}

// scored is a candidate action and its score.
type scored struct {
	a     combat.Action
	score float64
	why   string
}

// Act returns the best action of the first unit of the turn that still has a useful one.
func (t *Tactician) Act(b *combat.Battle) combat.Action {
	if key := b.Round*1000 + b.TurnIndex; key != t.doneKey {
		clear(t.done)
		t.doneKey = key
	}
	for _, u := range b.Units {
		if !u.Active() || !b.InTurnNow(u) || t.done[u.Name] {
			continue
		}
		if best, ok := t.best(b, u); ok {
			t.Why = best.why
			return best.a
		}
		t.done[u.Name] = true
	}
	t.Why = "no unit has anything useful left to do"
	return combat.Action{Kind: combat.EndTurn}
}

// best returns u's best useful action, if it has one.
func (t *Tactician) best(b *combat.Battle, u *combat.Unit) (scored, bool) {
	opts := b.OptionsOf(u, playKinds...)
	if retreat, why := combat.ShouldRetreat(b, u); retreat {
		if s, ok := t.retreat(b, u, opts, why); ok {
			return s, true
		}
		// cornered: with nowhere to run, it fights on
	}
	var cands []scored
	for _, o := range opts {
		if o.Err != nil {
			continue
		}
		switch o.Kind {
		case "melee", "ranged", "charge", "swarm":
			// every target listed passed the ruleset's check of this very action
			for _, name := range o.Targets {
				a := combat.Action{Kind: o.Kind, Unit: u.Name, Target: name}
				cands = append(cands, scored{a, t.attackScore(b, u, a, o.Kind), o.Kind + " " + name})
			}
		case "run":
			if s, ok := t.advance(b, u, o.Squares); ok {
				cands = append(cands, s)
			}
		case "stand_up":
			cands = append(cands, scored{combat.Action{Kind: o.Kind, Unit: u.Name}, 1, "stand up"})
		case "reload":
			cands = append(cands, scored{combat.Action{Kind: o.Kind, Unit: u.Name}, 0.5, "reload"})
		}
	}
	if len(cands) == 0 {
		return scored{}, false
	}
	if t.Level == Easy {
		for i := range cands {
			cands[i].score *= 0.5 + t.rng.Float64()
		}
	}
	slices.SortStableFunc(cands, func(x, y scored) int {
		switch {
		case x.score > y.score:
			return -1
		case x.score < y.score:
			return 1
		}
		return 0
	})
	if cands[0].score <= 0 {
		return scored{}, false
	}
	best := cands[0]
	best.why = u.Name + ": " + best.why + " (score " + ftoa(best.score)
	if len(cands) > 1 {
		best.why += "; runner-up " + cands[1].why + " " + ftoa(cands[1].score)
	}
	best.why += ")"
	return best, true
}

// attackScore values an attack: expected damage, plus the chance to drop the target weighted
// by how dangerous it is, more for the wounded. A charge pays for its lost defence.
func (t *Tactician) attackScore(b *combat.Battle, u *combat.Unit, a combat.Action, kind string) float64 {
	tg := b.Unit(a.Target)
	e := b.Rules.Estimate(b, a)
	danger := float64(b.Rules.Threat(b, tg, u))
	wounded := 1 - float64(tg.HP)/float64(max(tg.MaxHP(), 1))
	s := e.Damage*(1+wounded) + e.Kill*(4+danger)
	if t.Level == Hard {
		// Hard finishes what it starts: a drop is worth the foe's whole threat for the
		// rounds it would have fought on, and its allies' targets are its own.
		s = e.Damage*(1+2*wounded) + e.Kill*(8+3*danger)
	}
	if kind == "charge" {
		s *= 0.85
	}
	return s + 1 // any attack beats standing still
}

// advance chooses where u moves to fight: for a melee fighter, next to the foe it would best
// attack; for a shooter, a square from which it can shoot and no foe can reach it easily.
// Hard also weighs how much the enemy could deal to it there.
func (t *Tactician) advance(b *combat.Battle, u *combat.Unit, squares []grid.Pos) (scored, bool) {
	if len(squares) == 0 || u.Left("main") == 0 && u.Left("move") == 0 {
		return scored{}, false
	}
	enemies := b.Enemies(u)
	if len(enemies) == 0 {
		return scored{}, false
	}
	pl := placing{u: u, rng: rangeOf(u), second: u.Left("move") == 0, enemies: enemies}
	if t.Level == Hard {
		pl.threat = make([]float64, len(enemies))
		for i, e := range enemies {
			pl.threat[i] = float64(b.Rules.Threat(b, e, u))
		}
	}
	here := t.placeScore(b, &pl, u.Pos)
	best, bestScore := u.Pos, here
	for _, p := range squares {
		if s := t.placeScore(b, &pl, p); s > bestScore {
			best, bestScore = p, s
		}
	}
	if best == u.Pos {
		return scored{}, false
	}
	return scored{combat.Action{Kind: "run", Unit: u.Name, Path: []grid.Pos{best}}, 0.5 + (bestScore-here)/100,
		"move to " + best.String()}, true
}

// placing is what advance works out once for all the squares it weighs.
type placing struct {
	u       *combat.Unit
	rng     int  // the normal range of u's best missile weapon in feet; 0 for a melee fighter
	second  bool // the move spends the main action: no attack after it
	enemies []*combat.Unit
	threat  []float64 // for hard: each enemy's threat to u
}

// placeScore values a square for pl.u: closeness to the weakest reachable foe for a melee
// fighter; for a shooter, foes in sight and range, none adjacent. Hard subtracts the damage
// foes could bring to it there, most when the move uses up the action it would attack with.
func (t *Tactician) placeScore(b *combat.Battle, pl *placing, p grid.Pos) float64 {
	s := 0.0
	nearest := 1 << 30
	shooter := pl.rng > 0
	for _, e := range pl.enemies {
		d := chebyshev(p, e.Pos)
		if shooter {
			if d <= 1 {
				s -= 20
			} else if d*grid.FeetPerSquare <= pl.rng && b.Map.Sight(p, e.Pos).Seen {
				s += 10 + float64(e.MaxHP()-e.HP)
			}
		}
		if d < nearest {
			nearest = d
		}
	}
	if !shooter {
		s -= float64(nearest) * 3
		if nearest == 1 {
			s += 10
		}
		if t.Level == Hard {
			// next to the most wounded foe it can reach
			for _, e := range pl.enemies {
				if chebyshev(p, e.Pos) == 1 {
					s += 5 * (1 - float64(e.HP)/float64(max(e.MaxHP(), 1)))
				}
			}
		}
	}
	if t.Level == Hard && pl.second {
		// What the enemy can do to it there next turn: ending a second move (which spends the
		// action it would attack with) where foes can reach it hands them the first blows.
		for i, e := range pl.enemies {
			if d := chebyshev(p, e.Pos); d*grid.FeetPerSquare <= 2*e.Sheet.Speed+grid.FeetPerSquare { // a charge's reach
				s -= 2 * pl.threat[i]
			}
		}
	}
	return s
}

// retreat moves u towards the nearest exit and off the map: leave from an exit, disengage
// first when foes would strike as it flees, else run to the square nearest an exit.
func (t *Tactician) retreat(b *combat.Battle, u *combat.Unit, opts []combat.Option, why string) (scored, bool) {
	find := func(kind string) *combat.Option {
		for i := range opts {
			if opts[i].Kind == kind && opts[i].Err == nil {
				return &opts[i]
			}
		}
		return nil
	}
	if find("leave") != nil {
		return scored{combat.Action{Kind: "leave", Unit: u.Name}, 100, u.Name + ": leaves the battle: " + why}, true
	}
	if find("disengage") != nil {
		return scored{combat.Action{Kind: "disengage", Unit: u.Name}, 100, u.Name + ": disengages to retreat: " + why}, true
	}
	run := find("run")
	if run == nil {
		return scored{}, false
	}
	dist := t.exitDistances(b, u)
	best, bd := u.Pos, dist[b.Map.Index(u.Pos)]
	for _, p := range run.Squares {
		if d := dist[b.Map.Index(p)]; d >= 0 && (bd < 0 || d < bd) {
			best, bd = p, d
		}
	}
	if best == u.Pos {
		return scored{}, false
	}
	return scored{combat.Action{Kind: "run", Unit: u.Name, Path: []grid.Pos{best}}, 100, u.Name + ": retreats towards an exit: " + why}, true
}

// exitDistances is, for every square, how many steps it is from the nearest square u may
// leave from (-1 where none can be reached), ignoring other units. The map and its exits never
// change, so it is worked out once per map and side.
func (t *Tactician) exitDistances(b *combat.Battle, u *combat.Unit) []int {
	key := exitKey{b.Map, u.Side}
	if d, ok := t.exits[key]; ok {
		return d
	}
	if t.exits == nil {
		t.exits = map[exitKey][]int{}
	}
	t.exits[key] = exitDistances(b, u)
	return t.exits[key]
}

// exitKey names a side's exits on a map.
type exitKey struct {
	m    *grid.Map
	side int
}

// exitDistances works out Tactician.exitDistances.
func exitDistances(b *combat.Battle, u *combat.Unit) []int {
	m := b.Map
	dist := make([]int, m.Width*m.Height)
	for i := range dist {
		dist[i] = -1
	}
	var queue []grid.Pos
	for _, p := range b.Map.ExitSquares(b.SideName(u)) {
		if dist[m.Index(p)] < 0 && m.At(p).Move != grid.MoveBlocked {
			dist[m.Index(p)] = 0
			queue = append(queue, p)
		}
	}
	mv := grid.Mover{Side: u.Side}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				q := grid.Pos{X: p.X + dx, Y: p.Y + dy}
				if q == p || !m.In(q) || dist[m.Index(q)] >= 0 {
					continue
				}
				if _, ok := m.StepCost(mv, nil, p, q); ok {
					dist[m.Index(q)] = dist[m.Index(p)] + 1
					queue = append(queue, q)
				}
			}
		}
	}
	return dist
}

// React takes every free attack of opportunity and every held attack offered; total defense
// when it turns a hit into a miss; a snap attack when it is likely to drop the attacker first.
func (t *Tactician) React(b *combat.Battle, u *combat.Unit, p combat.Prompt, opts []combat.Action) int {
	for i, a := range opts {
		switch {
		case a.Kind == combat.Opportunity, p.Kind == combat.PromptMoved:
			return i
		case a.Kind == "total_defense" && p.Attack != nil:
			if p.Attack.Total >= sumTerms(p.Attack.Defense) && p.Attack.Total < sumTerms(p.Attack.Defense)+2 {
				return i
			}
		case a.Kind == "snap" && t.Level != Easy:
			if b.Rules.Estimate(b, a).Kill >= 0.5 {
				return i
			}
		}
	}
	return -1
}

// sumTerms adds up terms.
func sumTerms(ts []combat.Term) int { return combat.Sum(ts) }

// rangeOf is the normal range of u's best ready missile weapon in feet (0: it has none).
func rangeOf(u *combat.Unit) int {
	r := 0
	for _, it := range u.Items {
		if it.Ready && it.Weapon.Missile() {
			r = max(r, it.Weapon.Range)
		}
	}
	return r
}

// chebyshev is the number of 8-way steps between two squares.
func chebyshev(a, b grid.Pos) int { return max(abs(a.X-b.X), abs(a.Y-b.Y)) }

// abs returns the absolute value of n.
func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// ftoa writes a score briefly.
func ftoa(f float64) string { return strconv.FormatFloat(f, 'f', 1, 64) }
