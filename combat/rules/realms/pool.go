package realms

// The pool: how many d20s an attack rolls and what each adds, worked out once for the attack,
// its preview and its estimate (enchanted-realms-combat.txt "The Attack", "Sneak Attacks",
// "Critical Hits", "Cover", "Restrictions in Combat").

import (
	"slices"

	"skirmish/combat"
	"skirmish/grid"
)

// Attack kinds, as AttackRolled.Kind names them.
const (
	atkMelee  = "melee"
	atkRanged = "ranged"
	atkFlee   = "flee attack"
	atkImpale = "impalement"
	atkReady  = "at the ready"
)

// strike is one attack being planned or made.
type strike struct {
	attacker, target *combat.Unit
	weapon           combat.Weapon
	kind             string
	// ranged: a shot or throw
	ranged bool
	// noSneak: a reaction, which is never a sneak attack (enchanted-realms-combat.txt
	// "Impalement Maneuver": "could never be combined with a sneak attack, as it is a reaction")
	noSneak bool
	// forward are the faces of a blind shot's miss rolled forward by 2 against another
	// target: the pool is not rolled again (enchanted-realms-combat.txt "Blind Shot")
	forward []int
	// sameScore, when not nil, are the modifiers of the shot whose miss this forwarded strike
	// is: "the GM compares the same score used against the target" (the invisible target's −3
	// kept against the new one)
	sameScore []combat.Term
	// fixed, when not 0, is the pool the maneuver states outright (impalement's 3d20, 4d20
	// with weapon forte) instead of the skills' count; advantage and disadvantage still apply
	fixed int
	// unplaced marks an attack at a next turn from a square not known yet (a threat): the
	// cover a shot would meet is left out
	unplaced bool
}

// pool is an attack's dice and numbers.
type pool struct {
	skills []string
	edge   edges
	// dice is the pool by skills, advantage and disadvantage (1 to 5); lower is set when one
	// die at disadvantage rolls two and keeps the lower
	dice  int
	lower bool
	// sneak and crit are the sneak-attack die and a critical hit's award die, which may take
	// the pool to 6
	sneak, crit bool
	// total is the number of dice that count: dice, sneak and crit, at most 6
	total int
	// mods are added to every die; defense is what each die must meet
	mods    []combat.Term
	defense []combat.Term
	cover   grid.Cover
	// critical: every hit is critical (a paralyzed target); keen: a natural 20 is
	critical, keen bool
	// onlyCrit: only critical hits inflict damage (a petrified target)
	onlyCrit bool
	// line is scratch for the cells between attacker and target (bodyBetween)
	line []grid.Pos
	// dodgeable and the like are read off the target when the damage comes
}

// maxSkillPool is the most dice skills, advantage and disadvantage give a pool; maxPool the
// most with the sneak-attack and critical dice (enchanted-realms-combat.txt "The Attack",
// "Sneak Attacks", "Critical Hits").
const (
	maxSkillPool = 5
	maxPool      = 6
)

// plan works out the pool of s into p, reusing p's lists.
func plan(b *combat.Battle, s *strike, p *pool) {
	a, t := s.attacker, s.target
	*p = pool{skills: p.skills[:0], mods: p.mods[:0], defense: p.defense[:0], line: p.line[:0],
		edge: edges{adv: p.edge.adv[:0], dis: p.edge.dis[:0]}}
	p.skills = append(p.skills, weaponSkills(&a.Sheet, s.weapon)...)
	attackEdges(b, s, &p.edge)
	// the dice are counted first, one and one per skill, to the 5d20 limit ("Counting the
	// number of dice"; "enough skills … to reach the 5d20 maximum"), then advantage adds one
	// (never past the limit) and disadvantage takes one away (docs/rulings.md "Realms:
	// advantage and disadvantage"); a maneuver's own count (impalement's 3d20) is adjusted alike
	n := min(1+len(p.skills), maxSkillPool)
	if s.fixed > 0 {
		n = s.fixed
	}
	n = min(n+p.edge.net(), max(maxSkillPool, s.fixed))
	if n < 1 {
		n, p.lower = 1, true
	}
	p.dice = n
	p.sneak = !s.noSneak && sneaky(b, s, &p.edge)
	p.crit = s.fixed == 0 && critReady(b, a, s.weapon)
	p.total = min(n+btoi(p.sneak)+btoi(p.crit), maxPool)
	p.mods = append(p.mods, combat.Term{Label: "quality", Value: a.Sheet.AttackBonus})
	if s.weapon.Magic != 0 {
		p.mods = append(p.mods, combat.Term{Label: "magic", Value: s.weapon.Magic})
	}
	if p.edge.penalty != 0 {
		p.mods = append(p.mods, combat.Term{Label: p.edge.penaltyWhy, Value: p.edge.penalty})
	}
	if s.sameScore != nil {
		p.mods = append(p.mods[:0], s.sameScore...)
	}
	p.defense = append(p.defense, combat.Term{Label: "AC", Value: t.Sheet.AC})
	if s.ranged && !s.unplaced {
		p.cover = b.Map.Sight(a.Pos, t.Pos).Cover
		if p.cover < grid.CoverHalf && bodyBetween(b, a, t, p) {
			p.cover = grid.CoverHalf
		}
		switch p.cover {
		case grid.CoverHalf:
			p.defense = append(p.defense, combat.Term{Label: "half cover", Value: 2})
		case grid.CoverThreeQuarters:
			p.defense = append(p.defense, combat.Term{Label: "three-quarters cover", Value: 5})
		}
	}
	p.critical = t.Is(Paralyzed)
	p.keen = has(s.weapon, "keen")
	p.onlyCrit = t.Is(Petrified)
}

// bodyBetween reports whether another creature's body, ally or foe, standing or lying, is in a
// cell of the straight line between a's and t's cells (grid.Map.Line, the ends left out): half
// cover for t against a's shot (enchanted-realms-combat.txt "Cover": "The protection used must
// cover at least half of one's body, such as a low wall, … or even another creature's body";
// docs/rulings.md "Realms: a creature's body").
func bodyBetween(b *combat.Battle, a, t *combat.Unit, p *pool) bool {
	p.line = b.Map.AppendLine(p.line[:0], a.Pos, t.Pos)
	if len(p.line) < 3 {
		return false
	}
	occ := b.Occupants()
	for _, c := range p.line[1 : len(p.line)-1] {
		if o := occ[b.Map.Index(c)]; o.ID != 0 && o.ID != a.ID && o.ID != t.ID {
			return true
		}
	}
	return false
}

// btoi is 1 for true.
func btoi(v bool) int {
	if v {
		return 1
	}
	return 0
}

// sneaky reports whether s is a sneak attack: the victim unaware of the attacker (caught in
// the surprise round, unaware of its surroundings, or struck first by an invisible attacker it
// cannot see), the attacker at no disadvantage for any reason, and the attack at range or
// with a light or reach weapon (enchanted-realms-combat.txt "Sneak Attacks").
func sneaky(b *combat.Battle, s *strike, e *edges) bool {
	if len(e.dis) > 0 || !(s.ranged || has(s.weapon, "light") || has(s.weapon, "reach")) {
		return false
	}
	t, a := s.target, s.attacker
	switch {
	case b.Round == 0 && slices.Contains(b.Surprised, b.SideName(t)):
		return true
	case unaware(t):
		return true
	case a.Is(Invisible) && !a.Is(Struck) && !sees(b, t, a):
		return true
	}
	return false
}

// critReady reports whether u holds a critical hit's award die for an attack with w now: won
// last round with the same weapon (enchanted-realms-combat.txt "Critical Hits").
func critReady(b *combat.Battle, u *combat.Unit, w combat.Weapon) bool {
	c, ok := u.Condition(CriticalDie)
	return ok && c.Value == b.Round && c.Source == w.Name
}

// dieHits says whether one die of the pool hits: a natural 20 always, a 1 never, else its
// face with the modifiers meeting the defence (enchanted-realms-combat.txt "Raw Die Scores").
func dieHits(face, mods, defense int) bool {
	switch face {
	case 20:
		return true
	case 1:
		return false
	}
	return face+mods >= defense
}
