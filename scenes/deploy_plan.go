package scenes

// Deployment: the placing of each human side's units before a battle (zones, placed units, auto-place), without drawing.

import (
	"fmt"
	"strings"

	"skirmish/grid"
)

// Deployment is the state of the deploy screen as plain data: the spec being deployed, the
// squares each side may use, and which units of the human sides are placed. AI sides keep
// the squares the spec gives them and count as placed from the start.
type Deployment struct {
	// Spec is the battle; its units' Pos are the placed units' squares (an unplaced unit's
	// Pos is where Auto-place would try first).
	Spec BattleSpec
	// Map is the map the spec names.
	Map *grid.Map
	// Order lists the human sides with units, by index into Spec.Sides, in the order they
	// deploy.
	Order []int

	zones  []map[grid.Pos]bool // by side
	zone   [][]grid.Pos        // by side, in reading order
	home   [][]grid.Pos        // by side and unit: the square the spec gave it
	placed [][]bool            // by side and unit
}

// NewDeployment starts deploying spec on m: every human side's units unplaced, each side's
// zone from BattleSpec.DeployZone taken before anything moves.
func NewDeployment(spec BattleSpec, m *grid.Map) *Deployment {
	d := &Deployment{Map: m, Spec: spec}
	d.Spec.Sides = make([]SideSpec, len(spec.Sides))
	for i, side := range spec.Sides {
		side.Units = append([]UnitSpec(nil), side.Units...)
		d.Spec.Sides[i] = side
		zone := spec.DeployZone(m, i)
		set := make(map[grid.Pos]bool, len(zone))
		for _, p := range zone {
			set[p] = true
		}
		d.zone, d.zones = append(d.zone, zone), append(d.zones, set)
		home := make([]grid.Pos, len(side.Units))
		placed := make([]bool, len(side.Units))
		for j, u := range side.Units {
			home[j], placed[j] = u.Pos, !side.Human
		}
		d.home, d.placed = append(d.home, home), append(d.placed, placed)
		if side.Human && len(side.Units) > 0 {
			d.Order = append(d.Order, i)
		}
	}
	return d
}

// Zone lists the squares side i may place its units on, in reading order.
func (d *Deployment) Zone(i int) []grid.Pos { return d.zone[i] }

// Allowed reports whether side i may place a unit on p.
func (d *Deployment) Allowed(i int, p grid.Pos) bool { return d.zones[i][p] }

// Placed reports whether unit j of side i stands on the map.
func (d *Deployment) Placed(i, j int) bool { return d.placed[i][j] }

// Unit returns unit j of side i.
func (d *Deployment) Unit(i, j int) UnitSpec { return d.Spec.Sides[i].Units[j] }

// At returns the placed unit on p (its side and index), if any.
func (d *Deployment) At(p grid.Pos) (side, j int, ok bool) {
	for i, s := range d.Spec.Sides {
		for j, u := range s.Units {
			if d.placed[i][j] && u.Pos == p {
				return i, j, true
			}
		}
	}
	return 0, 0, false
}

// Place puts unit j of side i on p. p must be in the side's zone and not held by another
// side's unit. A unit of the same side there changes places with it (or, when unit j was not
// on the map, goes back to the roster).
func (d *Deployment) Place(i, j int, p grid.Pos) error {
	side := d.Spec.Sides[i]
	if !d.Allowed(i, p) {
		return fmt.Errorf("%d, %d is outside the deployment zone of %s: place the unit on a lit %s", p.X, p.Y, side.Name, cellWord(d.Map))
	}
	if oi, oj, ok := d.At(p); ok && (oi != i || oj != j) {
		if oi != i {
			return fmt.Errorf("%s stands on %d, %d", d.Unit(oi, oj).Name, p.X, p.Y)
		}
		if d.placed[i][j] {
			d.Spec.Sides[i].Units[oj].Pos = d.Spec.Sides[i].Units[j].Pos
		} else {
			d.placed[i][oj] = false
		}
	}
	d.Spec.Sides[i].Units[j].Pos = p
	d.placed[i][j] = true
	return nil
}

// Take takes unit j of side i off the map, back to the roster.
func (d *Deployment) Take(i, j int) { d.placed[i][j] = false }

// Reset takes every unit of side i off the map.
func (d *Deployment) Reset(i int) {
	for j := range d.placed[i] {
		d.placed[i][j] = false
	}
}

// AutoPlace places side i's unplaced units as the spec did before deployment: each on the
// square the spec gave it (its spawn's, or where AddUnit put it) when that is free, else on
// the first free square of the zone in reading order. It places as many as there is room
// for and says how many had none.
func (d *Deployment) AutoPlace(i int) error {
	left := 0
	for j := range d.placed[i] {
		if d.placed[i][j] {
			continue
		}
		if _, _, taken := d.At(d.home[i][j]); !taken && d.Allowed(i, d.home[i][j]) {
			d.Place(i, j, d.home[i][j])
			continue
		}
		if p, ok := d.FreeSquare(i); ok {
			d.Place(i, j, p)
			continue
		}
		left++
	}
	if left > 0 {
		return fmt.Errorf("no room left in the deployment zone of %s for %s", d.Spec.Sides[i].Name, plural(left, "unit"))
	}
	return nil
}

// FreeSquare is the first square of side i's zone, in reading order, that nobody holds.
func (d *Deployment) FreeSquare(i int) (grid.Pos, bool) {
	for _, p := range d.zone[i] {
		if _, _, taken := d.At(p); !taken {
			return p, true
		}
	}
	return grid.Pos{}, false
}

// Unplaced lists the indices of side i's units not yet on the map, in roster order.
func (d *Deployment) Unplaced(i int) []int {
	var out []int
	for j, ok := range d.placed[i] {
		if !ok {
			out = append(out, j)
		}
	}
	return out
}

// Ready says why side i cannot finish deploying (units still to place), or nil.
func (d *Deployment) Ready(i int) error {
	left := d.Unplaced(i)
	if len(left) == 0 {
		return nil
	}
	var names []string
	for _, j := range left[:min(3, len(left))] {
		names = append(names, d.Unit(i, j).Name)
	}
	if len(left) > 3 {
		names = append(names, "…")
	}
	return fmt.Errorf("%s still to place: %s", plural(len(left), "unit"), strings.Join(names, ", "))
}

// Result is the spec with every unit on the square it was placed on. It fails while a human
// side has units to place.
func (d *Deployment) Result() (BattleSpec, error) {
	for _, i := range d.Order {
		if err := d.Ready(i); err != nil {
			return BattleSpec{}, fmt.Errorf("%s: %w", d.Spec.Sides[i].Name, err)
		}
	}
	out := d.Spec
	out.Sides = make([]SideSpec, len(d.Spec.Sides))
	for i, side := range d.Spec.Sides {
		side.Units = append([]UnitSpec(nil), side.Units...)
		out.Sides[i] = side
	}
	return out, nil
}

// cellWord is what a cell of m is called: "hex" on a hex map, else "square".
func cellWord(m *grid.Map) string {
	if m != nil && m.Topology == grid.Hex {
		return "hex"
	}
	return "square"
}
