package age13

// Teleportation: a power with the effect "teleport: nearby" (or "teleport: N ft") moves its
// user, once its attack is made, instantly to a free square it sees within that distance
// (13th-age-combat-rules.txt "Teleportation": "Teleporting doesn't draw opportunity attacks,
// but casting the spell may; spellcasting rules don't change because you are casting a
// teleport spell"). A stuck or grabbed creature may teleport ("Stuck": "without teleporting";
// "Grabbed": "unless you teleport"; 13th-age-2e-reference-sheet.txt "Stuck": "You can
// teleport").

import (
	"fmt"
	"strconv"
	"strings"

	"skirmish/combat"
	"skirmish/grid"
)

// ruleTeleport cites the rule of teleportation.
var ruleTeleport = cite1("Teleportation")

// nearbyTeleport is the teleport distance of "teleport: nearby": the user's speed.
const nearbyTeleport = -1

// readTeleport reads the body of a "teleport:" effect: "nearby" or "N ft".
func (p *power) readTeleport(body string) error {
	if body == "nearby" {
		p.teleport = nearbyTeleport
		return nil
	}
	n, err := strconv.Atoi(strings.TrimSuffix(body, " ft"))
	if err != nil || !strings.HasSuffix(body, " ft") || n < grid.FeetPerCell || n > 1000 || n%grid.FeetPerCell != 0 {
		return fmt.Errorf("want teleport: nearby or teleport: N ft, N a multiple of %d up to 1000", grid.FeetPerCell)
	}
	p.teleport = n
	return nil
}

// teleportFeet is how far p teleports u: its distance, or u's speed for "nearby" (a move
// action's reach, docs/rulings.md "Engaged"); 0 for a power that does not teleport.
func teleportFeet(u *combat.Unit, p power) int {
	if p.teleport == nearbyTeleport {
		return speed(u)
	}
	return p.teleport
}

// checkTeleport says why the square an action names (path: none, or one square) is no
// place for u's power p to take it. Naming none is the default square (teleportDefault),
// worked out once the attack is made; with none free, the attack is made and u stays.
func checkTeleport(b *combat.Battle, u *combat.Unit, p power, path []grid.Pos) *combat.RuleError {
	switch len(path) {
	case 0:
		return nil
	case 1:
		return teleportTo(b, u, p, path[0])
	}
	return combat.Refuse(ruleTeleport, "a teleport names one square, not a path")
}

// teleportTo says why u cannot teleport to q with p, or nil.
func teleportTo(b *combat.Battle, u *combat.Unit, p power, q grid.Pos) *combat.RuleError {
	d := teleportFeet(u, p)
	switch {
	case !b.Map.In(q) || b.Map.At(q).Move == grid.MoveBlocked:
		return combat.Refuse(ruleTeleport, "%s cannot stand at %v", u.Name, q)
	case q == u.Pos:
		return combat.Refuse(ruleTeleport, "%s already stands at %v", u.Name, q)
	case !b.Alone(u, q):
		return combat.Refuse(ruleTeleport, "someone stands at %v", q)
	case b.Feet(u.Pos, q) > d:
		return combat.Refuse(ruleTeleport, "%v is %d ft away; %s's %s teleports %d ft", q, b.Feet(u.Pos, q), u.Name, p.Name, d)
	case !b.Map.Sight(u.Pos, q).Seen:
		return combat.Refuse(ruleTeleport, "%s cannot see %v", u.Name, q)
	}
	return nil
}

// teleportDefault is where u teleports when the action names no square: the free square it
// may teleport to that is farthest from its nearest active foe (then nearest to where it
// stands, then first in reading order): a teleport is a getaway (docs/rulings.md
// "Teleportation").
func teleportDefault(b *combat.Battle, u *combat.Unit, p power) (grid.Pos, bool) {
	d := teleportFeet(u, p) / grid.FeetPerCell
	var best grid.Pos
	bestFoe, bestNear, found := -1, 0, false
	for _, q := range b.Map.Within(nil, u.Pos, d) {
		if teleportTo(b, u, p, q) != nil {
			continue
		}
		foe := 1 << 30
		for _, e := range b.Enemies(u) {
			foe = min(foe, b.Map.Distance(q, e.Pos))
		}
		near := b.Map.Distance(u.Pos, q)
		if !found || foe > bestFoe || foe == bestFoe && (near < bestNear) {
			best, bestFoe, bestNear, found = q, foe, near, true
		}
	}
	return best, found
}

// teleport moves u, after its attack with p, at once to the square the action names (path),
// else to the default one (teleportDefault): no opportunity attack, no intercept (it passes no
// square between), its grabs end as it leaves its grabber's side (loosen, after the action);
// a readied action awaiting it may go off where it appears. If the square named was taken
// meanwhile, it goes to the default square; with none, nowhere.
func teleport(b *combat.Battle, u *combat.Unit, p power, path []grid.Pos) {
	if !u.Active() {
		return
	}
	var q grid.Pos
	if len(path) == 1 && teleportTo(b, u, p, path[0]) == nil {
		q = path[0]
	} else {
		var ok bool
		if q, ok = teleportDefault(b, u, p); !ok {
			b.Emit(combat.Note{Unit: u.Name, Text: fmt.Sprintf("%s sees no free square within %d ft to teleport to", u.Name, teleportFeet(u, p))})
			return
		}
	}
	b.Emit(combat.Moved{Unit: u.Name, From: u.Pos, To: q, Why: "teleports with " + p.Name + ": no opportunity attacks"})
	springReadied(b, u)
}
