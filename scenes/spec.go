package scenes

// BattleSpec: what the Setup screen decides (map, rules, sides, players, units, fog, seed), and the combat.Setup it makes.

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"skirmish/ai"
	"skirmish/app/mapcheck"
	"skirmish/app/sim"
	"skirmish/catalog"
	"skirmish/combat"
	"skirmish/grid"
)

// MaxHumans is the most human players a hot-seat battle takes.
const MaxHumans = 4

// BattleSpec describes a battle to start: the value the Setup screen's Start produces for the
// deploy and battle screens. It is plain data (JSON-ready); Setup turns it into the engine's
// combat.Setup.
type BattleSpec struct {
	// Map is the map file.
	Map string `json:"map"`
	// Rules is the ruleset's id; Options its options by name (none are offered yet).
	Rules   string            `json:"rules"`
	Options map[string]string `json:"options,omitempty"`
	// Catalog is the user's catalog file merged over the ruleset's own ("" for none; a
	// missing file is none).
	Catalog string `json:"catalog,omitempty"`
	// Sides are every side of the map in its order; sides without units sit the battle out.
	Sides []SideSpec `json:"sides"`
	// Fog is fog of war: each side sees only what its units see.
	Fog bool `json:"fog"`
	// Seed seeds the battle's dice (and the AI's choices).
	Seed uint64 `json:"seed"`
	// campaign, when set, is the campaign whose battle this is: it builds the setup (its
	// heroes as they enter) and hears how the battle ended (campaign.go).
	campaign *campaignRun
}

// SideSpec is one side: who plays it and its units.
type SideSpec struct {
	Name string `json:"name"`
	// Human is a player at this computer; otherwise the AI plays at Level.
	Human bool     `json:"human"`
	Level ai.Level `json:"level"`
	// Player is the human player's name, shown on the hand-over screen.
	Player string     `json:"player,omitempty"`
	Units  []UnitSpec `json:"units"`
}

// UnitSpec is one unit: its catalog entry, its name and its square.
type UnitSpec struct {
	// Kind is the catalog id of the unit's entry.
	Kind string   `json:"kind"`
	Name string   `json:"name"`
	Pos  grid.Pos `json:"pos"`
}

// Who says who plays the side: "Human (Ann)" or "AI, normal".
func (s SideSpec) Who() string {
	if s.Human {
		if s.Player == "" {
			return "Human"
		}
		return s.Player
	}
	return "AI, " + sim.LevelName(s.Level)
}

// Check reports the first reason the battle cannot start: fewer than two sides with units,
// more than MaxHumans humans, a human without a name or two with the same one, a unit
// without a name or two with the same one, two units on one square.
func (s BattleSpec) Check() error {
	withUnits, humans := 0, 0
	players := map[string]bool{}
	names := map[string]bool{}
	squares := map[grid.Pos]string{}
	for _, side := range s.Sides {
		if len(side.Units) > 0 {
			withUnits++
		}
		if side.Human {
			humans++
			p := strings.TrimSpace(side.Player)
			if p == "" {
				return fmt.Errorf("%s is played by a human: give the player a name", side.Name)
			}
			if players[strings.ToLower(p)] {
				return fmt.Errorf("two players are called %s: give each a name of their own", p)
			}
			players[strings.ToLower(p)] = true
		}
		for _, u := range side.Units {
			n := strings.TrimSpace(u.Name)
			if n == "" {
				return fmt.Errorf("a unit of %s has no name", side.Name)
			}
			if names[n] {
				return fmt.Errorf("two units are called %s: rename one", n)
			}
			names[n] = true
			if other, ok := squares[u.Pos]; ok {
				return fmt.Errorf("%s and %s stand on the same square", other, n)
			}
			squares[u.Pos] = n
		}
	}
	switch {
	case withUnits < 2:
		return errors.New("a battle needs units on at least two sides")
	case humans > MaxHumans:
		return fmt.Errorf("%d human players: a hot-seat battle takes at most %d", humans, MaxHumans)
	}
	return nil
}

// Setup loads the map, the ruleset and the catalog the spec names and builds the battle's
// setup (Check first, then SetupOn); a campaign's battle is built by its campaign, its units
// on the spec's squares.
func (s BattleSpec) Setup() (combat.Setup, error) {
	if err := s.Check(); err != nil {
		return combat.Setup{}, err
	}
	if s.campaign != nil {
		return s.campaign.setup(s)
	}
	m, err := grid.Load(s.Map)
	if err != nil {
		return combat.Setup{}, err
	}
	rules, err := combat.Rules(s.Rules)
	if err != nil {
		return combat.Setup{}, err
	}
	cat, err := MergedCatalog(rules, s.Catalog)
	if err != nil {
		return combat.Setup{}, err
	}
	return s.SetupOn(m, rules, cat)
}

// maxRounds is where the battle screen ends the spec's battle as a draw: DefaultMaxRounds,
// or a campaign battle's own round cap.
func (s BattleSpec) maxRounds() int {
	if s.campaign != nil && s.campaign.battle != nil {
		return s.campaign.battle.MaxRounds
	}
	return DefaultMaxRounds
}

// SetupOn builds the battle's setup on a loaded map with a ruleset and catalog: every unit
// with its catalog entry's sheet, name, side and square, as app/sim's Setup builds spawned
// units; the sides with units, in the spec's order; the map's surprised sides among them.
// An id missing from the catalog is an error naming the unit, a ruleset that does not play
// the map's topology one naming the map and the ruleset (mapcheck.Refusal).
func (s BattleSpec) SetupOn(m *grid.Map, rules combat.Ruleset, cat *combat.Catalog) (combat.Setup, error) {
	if err := mapcheck.Refusal(m, rules); err != nil {
		return combat.Setup{}, err
	}
	out := combat.Setup{Map: m, Rules: rules, Options: s.Options, Seed: s.Seed}
	for _, side := range s.Sides {
		if len(side.Units) == 0 {
			continue
		}
		out.Sides = append(out.Sides, side.Name)
		for _, u := range side.Units {
			e, ok := cat.Lookup(u.Kind)
			if !ok {
				return combat.Setup{}, fmt.Errorf("%s (%s): %q is not in the %s catalog", u.Name, side.Name, u.Kind, rules.ID())
			}
			out.Units = append(out.Units, combat.UnitSetup{Name: u.Name, Kind: e.ID, Side: side.Name, Pos: u.Pos, Sheet: e.Sheet})
		}
	}
	for _, name := range m.Surprised {
		if slices.Contains(out.Sides, name) {
			out.Surprised = append(out.Surprised, name)
		}
	}
	return out, nil
}

// MergedCatalog is the ruleset's catalog with the user's catalog file merged over it
// (catalog.Merged); a missing file (or "") leaves the built-in catalog. A broken file is an
// error naming it, with the built-in catalog.
func MergedCatalog(rules combat.Ruleset, file string) (*combat.Catalog, error) {
	cat, err := catalog.Merged(rules, file, false)
	if err != nil {
		return rules.Catalog(), err
	}
	return cat, nil
}

// DefaultSides are the sides of a map that names none.
var DefaultSides = []string{"Side 1", "Side 2"}

// SpecFor is the spec a new battle on m starts from: every side of the map (or DefaultSides),
// the first played by a human called "Player 1" and the others by the AI at normal level; the
// units of the map's spawns, built and placed as sim builds them (mapcheck.Spawns); fog of war
// on. A spawn that cannot be built (no unit, an id not in the catalog, no room) is left out and
// the others kept; the error then lists every such spawn, and says so too when the map has no
// spawns.
func SpecFor(path string, m *grid.Map, rules combat.Ruleset, cat *combat.Catalog, catalogFile string, seed uint64) (BattleSpec, error) {
	spec := BattleSpec{Map: path, Rules: rules.ID(), Catalog: catalogFile, Fog: true, Seed: seed}
	sides := m.Sides
	if len(sides) == 0 {
		sides = DefaultSides
	}
	for i, name := range sides {
		s := SideSpec{Name: name, Level: ai.Normal}
		if i == 0 {
			s.Human, s.Player = true, "Player 1"
		}
		spec.Sides = append(spec.Sides, s)
	}
	if len(m.ObjectsOf(grid.ClassSpawn)) == 0 {
		return spec, errors.New("this map has no spawns: add each side's units below")
	}
	units, problems := mapcheck.Spawns(m, rules.ID(), cat, nil)
	for _, u := range units {
		for i := range spec.Sides {
			if spec.Sides[i].Name == u.Side {
				spec.Sides[i].Units = append(spec.Sides[i].Units, UnitSpec{Kind: u.Kind, Name: u.Name, Pos: u.Pos})
			}
		}
	}
	if len(problems) > 0 {
		return spec, problems
	}
	return spec, nil
}

// AddUnit adds a unit of catalog entry e to side i, named "<entry name> <n>" with the first
// number no unit has, on the first free square of the side's deployment zones; for a side the
// map gives neither a Deploy region nor a Spawn, on the free square of its edge band (grid.Map.EdgeBand)
// nearest the middle of its edge; else on the free open square nearest the side's spawns and
// units (in reading order among equals). It fails when the map has no free square left.
func (s *BattleSpec) AddUnit(m *grid.Map, i int, e combat.CatalogEntry) error {
	taken := map[grid.Pos]bool{}
	names := map[string]bool{}
	for _, side := range s.Sides {
		for _, u := range side.Units {
			taken[u.Pos], names[u.Name] = true, true
		}
	}
	side := &s.Sides[i]
	name := ""
	for n := 1; ; n++ {
		if name = e.Name + " " + strconv.Itoa(n); !names[name] {
			break
		}
	}
	free := func(p grid.Pos) bool { return m.In(p) && !taken[p] && m.At(p).Move != grid.MoveBlocked }
	var anchors []grid.Pos
	for _, o := range m.Objects {
		if o.Side != side.Name {
			continue
		}
		switch o.Class {
		case grid.ClassDeploy:
			for _, p := range o.Cells {
				if free(p) {
					side.Units = append(side.Units, UnitSpec{Kind: e.ID, Name: name, Pos: p})
					return nil
				}
			}
			anchors = append(anchors, o.Cells...)
		case grid.ClassSpawn:
			anchors = append(anchors, o.Cells...)
		}
	}
	if len(anchors) == 0 { // nothing of this side on the map: its edge band, from the middle out
		mid := edgeMiddle(m, i)
		if p, ok := nearest(m, m.EdgeBand(i), []grid.Pos{mid}, free); ok {
			side.Units = append(side.Units, UnitSpec{Kind: e.ID, Name: name, Pos: p})
			return nil
		}
		anchors = append(anchors, mid)
	}
	for _, u := range side.Units {
		anchors = append(anchors, u.Pos)
	}
	var all []grid.Pos
	for y := 0; y < m.Height; y++ {
		for x := 0; x < m.Width; x++ {
			all = append(all, grid.Pos{X: x, Y: y})
		}
	}
	best, ok := nearest(m, all, anchors, free)
	if !ok {
		return errors.New("there is no free square left on the map")
	}
	side.Units = append(side.Units, UnitSpec{Kind: e.ID, Name: name, Pos: best})
	return nil
}

// nearest is the cell of squares (in reading order) that passes ok and is nearest any of
// anchors in steps on m (Map.Distance: a diagonal step is one); the first in reading order
// among equals.
func nearest(m *grid.Map, squares, anchors []grid.Pos, ok func(grid.Pos) bool) (grid.Pos, bool) {
	best, bestD := grid.Pos{}, -1
	for _, p := range squares {
		if !ok(p) {
			continue
		}
		d := -1
		for _, a := range anchors {
			if da := m.Distance(a, p); d < 0 || da < d {
				d = da
			}
		}
		if bestD < 0 || d < bestD {
			best, bestD = p, d
		}
	}
	return best, bestD >= 0
}

// edgeMiddle is the square in the middle of side i's edge.
func edgeMiddle(m *grid.Map, i int) grid.Pos {
	switch i % 4 { // the edges of grid.Map.EdgeBand
	case grid.EdgeRight:
		return grid.Pos{X: m.Width - 1, Y: m.Height / 2}
	case grid.EdgeTop:
		return grid.Pos{X: m.Width / 2, Y: 0}
	case grid.EdgeBottom:
		return grid.Pos{X: m.Width / 2, Y: m.Height - 1}
	}
	return grid.Pos{X: 0, Y: m.Height / 2}
}

// DeployZone lists the squares side i may place its units on before the battle, in reading
// order (docs/maps.md, "Deployment"): the open squares of its Deploy regions; the squares its
// units stand on in the spec (where the map's spawns, or AddUnit, put them); and, for a side
// the map gives neither a Deploy region nor a Spawn, its grid.Map.EdgeBand. Every unit of the side
// therefore has room in it.
func (s BattleSpec) DeployZone(m *grid.Map, i int) []grid.Pos {
	side := s.Sides[i]
	in := map[grid.Pos]bool{}
	own := false
	for _, o := range m.Objects {
		if o.Side != side.Name || o.Class != grid.ClassDeploy && o.Class != grid.ClassSpawn {
			continue
		}
		own = true
		if o.Class == grid.ClassDeploy {
			for _, p := range o.Cells {
				in[p] = m.In(p) && m.At(p).Move != grid.MoveBlocked
			}
		}
	}
	for _, u := range side.Units {
		in[u.Pos] = m.In(u.Pos)
	}
	if !own {
		for _, p := range m.EdgeBand(i) {
			in[p] = true
		}
	}
	var out []grid.Pos
	for p, ok := range in {
		if ok {
			out = append(out, p)
		}
	}
	slices.SortFunc(out, func(a, b grid.Pos) int {
		if a.Y != b.Y {
			return a.Y - b.Y
		}
		return a.X - b.X
	})
	return out
}
