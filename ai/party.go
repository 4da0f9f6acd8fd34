package ai

// Heroes' choices: rallying, feeding and drinking potions, coups de grace, disengaging when outmatched, fighting in spirit and the party's flee (13th Age's kinds of action).

import (
	"strconv"

	"skirmish/combat"
	"skirmish/grid"
)

// The kinds of action of a ruleset with a heroic party (13th Age's names; a ruleset that has
// none of them lists none, and the AI plays without them).
const (
	kindRally     = "rally"           // spend a recovery and heal (standard)
	kindPotion    = "potion"          // feed a healing potion to a dying ally (standard)
	kindDrink     = "drink"           // drink one of one's own healing potions (quick)
	kindCoup      = "coup_de_grace"   // an automatic crit on a helpless foe (all the turn's actions)
	kindSpirit    = "fight_in_spirit" // a fallen hero's bonus to an ally (free, once a round)
	kindFlee      = "flee"            // the whole party leaves, carrying its fallen (free)
	kindDisengage = "disengage"       // a check to move away without opportunity attacks (move)
	spiritBonus   = "attacks"         // what the AI's fallen give: the ally is about to attack
	healingPotion = "healing potion"  // the condition a hero carries for each potion
	slotQuick     = "quick"           // the action a drink spends
)

// find returns the option of a kind that can be taken now, or nil.
func find(opts []combat.Option, kind string) *combat.Option {
	for i := range opts {
		if opts[i].Kind == kind && opts[i].Err == nil {
			return &opts[i]
		}
	}
	return nil
}

// partyLost reports whether u's side has lost the fight by the shared morale model: past its
// group breaking point and not clearly winning (combat.ShouldRetreat's group clause). A party
// that may flee leaves together then, instead of one by one.
func partyLost(b *combat.Battle, u *combat.Unit) bool {
	return combat.GroupPastBreakingPoint(b, u.Side) && !combat.ClearlyWinning(b, u.Side)
}

// flee is the party's flee, proposed by u.
func flee(b *combat.Battle, u *combat.Unit) scored {
	s := b.Sides[u.Side]
	return scored{combat.Action{Kind: kindFlee, Unit: u.Name}, 100,
		u.Name + ": the party flees, carrying its fallen: it lost " + strconv.Itoa(combat.Losses(b, u.Side)) + " of " + strconv.Itoa(s.Start) + " and is not clearly winning"}
}

// staggered reports whether u is at half its hit points or fewer.
func staggered(u *combat.Unit) bool { return 2*u.HP <= u.MaxHP() }

// rally values a rally for a staggered hero: worth it when it heals at least a quarter of its
// hit points (none left to spend halves it; a second rally needs a save), scored as the hit
// points it gives back, a fifth more while a foe is next to it.
func (t *Tactician) rally(b *combat.Battle, u *combat.Unit) (scored, bool) {
	if !staggered(u) {
		return scored{}, false
	}
	a := combat.Action{Kind: kindRally, Unit: u.Name}
	e := b.Rules.Estimate(b, a)
	if 4*e.Heal < float64(u.MaxHP()) {
		return scored{}, false
	}
	s := e.Heal
	if len(engagedFoes(b, u)) > 0 {
		s *= 1.2
	}
	return scored{a, s, "rally (heals " + ftoa(e.Heal) + " on average)"}, true
}

// drink values a staggered hero drinking one of its own healing potions, a quick action
// besides its attack and its move (13th-age-combat-rules.txt "Recoveries"; docs/rulings.md).
// A potion does not come back at a heal-up, so the hero drinks only when it may keep it on
// its feet: the potion heals at least a quarter of its hit points (as a rally must), and the
// best blows of the foes that could strike it before its next turn (threatsTo) add up to its
// hit points. It keeps its last potion for a dying ally it could feed instead, and drinks
// only with its quick action still free, then first of all (score 60 + the heal, before a
// disengage's 50), so that what it does next counts the heal (it need not rally, nor leave
// a melee it now outlasts).
func (t *Tactician) drink(b *combat.Battle, u *combat.Unit, feed *combat.Option) (scored, bool) {
	if !staggered(u) || u.Left(slotQuick) < 1 {
		return scored{}, false
	}
	if feed != nil && len(feed.Targets) > 0 && len(u.ConditionsNamed(healingPotion)) < 2 {
		return scored{}, false // its last potion is for the dying ally beside it
	}
	a := combat.Action{Kind: kindDrink, Unit: u.Name}
	e := b.Rules.Estimate(b, a)
	if 4*e.Heal < float64(u.MaxHP()) {
		return scored{}, false
	}
	threat, n := t.threatsTo(b, u)
	if threat < u.HP {
		return scored{}, false
	}
	return scored{a, 60 + e.Heal, "drink a potion (heals " + ftoa(e.Heal) + " on average; " + strconv.Itoa(n) + " foes could deal " +
		strconv.Itoa(threat) + " of its " + strconv.Itoa(u.HP) + " hp before its next turn)"}, true
}

// potion values feeding a potion to a dying ally: saving a friend from death beats most blows.
func (t *Tactician) potion(b *combat.Battle, u *combat.Unit, target string) scored {
	a := combat.Action{Kind: kindPotion, Unit: u.Name, Target: target}
	e := b.Rules.Estimate(b, a)
	return scored{a, 12 + e.Heal, "feed " + target + " a potion"}
}

// coup values a coup de grace: on a foe still fighting (asleep) as any attack; on a fallen one,
// only the chance of finishing it, half as much, since it fights no more for now.
func (t *Tactician) coup(b *combat.Battle, u *combat.Unit, target string) scored {
	a := combat.Action{Kind: kindCoup, Unit: u.Name, Target: target}
	tg := b.Unit(target)
	if tg.Active() {
		return scored{a, t.attackScore(b, u, a, kindCoup), "coup de grace on " + target}
	}
	e := b.Rules.Estimate(b, a)
	danger := float64(b.Rules.Threat(b, tg, u))
	return scored{a, e.Kill*(4+danger)/2 + 1, "coup de grace on fallen " + target}
}

// engagedFoes lists the foes still fighting next to u.
func engagedFoes(b *combat.Battle, u *combat.Unit) []*combat.Unit {
	var out []*combat.Unit
	for _, e := range b.Enemies(u) {
		if e.Pos.Adjacent(u.Pos) {
			out = append(out, e)
		}
	}
	return out
}

// outmatched reports whether u, engaged, would do better out of the melee: a shooter (one
// whose shot is its best attack: shooter), or one
// whose engaged foes could together drop it before its next turn (their best blows add up to
// its hit points) when it cannot count on dropping the only one first.
func (t *Tactician) outmatched(b *combat.Battle, u *combat.Unit, foes []*combat.Unit) bool {
	if len(foes) == 0 {
		return false
	}
	if shooter(u) {
		return true
	}
	threat := 0
	for _, e := range foes {
		threat += b.Rules.Threat(b, e, u)
	}
	if threat < u.HP {
		return false
	}
	if len(foes) == 1 {
		a := combat.Action{Kind: "melee", Unit: u.Name, Target: foes[0].Name}
		if b.Check(a) == nil && b.Rules.Estimate(b, a).Kill >= 0.5 {
			return false
		}
	}
	return true
}

// shooter reports whether u would rather shoot than fight in a melee: it has a bow or a
// ranged spell (rangeOf) whose damage dice reach as high as its best weapon that strikes in
// melee (a blade, a thrown weapon or its fists: combat.Weapon.InMelee). A rogue
// whose short sword (1d8) outdoes its shortbow (1d6) fights on when caught; a ranger's
// longbow matches its longsword, and it steps back to shoot.
func shooter(u *combat.Unit) bool {
	if rangeOf(u) == 0 {
		return false
	}
	shot, blade := 0, 0
	for _, it := range u.Items {
		if !it.Ready {
			continue
		}
		w := it.Weapon
		v := w.Damage.Min() + w.Damage.Max()
		switch {
		case w.Missile() || w.Kind == combat.Spell && w.Range > 0:
			shot = max(shot, v)
		case w.InMelee() || w.Kind == combat.Spell: // a sword, a thrown javelin, a fist, a close-quarters spell
			blade = max(blade, v)
		}
	}
	return shot >= blade
}

// disengage values getting out of a melee u is outmatched in, with its move action (a
// ruleset whose disengage costs more, as Delvers' main action, is left to morale's retreat),
// to the square it would rather stand on: a shooter's firing spot, or for a fighter the square
// farthest from the foes, then nearest an ally. It comes before any attack, which the
// standard action is still free for.
func (t *Tactician) disengage(b *combat.Battle, u *combat.Unit, o *combat.Option) (scored, bool) {
	if o.Cost != "move" || u.Left("move") < 1 || !t.outmatched(b, u, engagedFoes(b, u)) {
		return scored{}, false
	}
	a := combat.Action{Kind: kindDisengage, Unit: u.Name}
	if shooter(u) {
		if s, ok := t.advance(b, u, o.Squares); ok {
			a.Path = s.a.Path
		}
	} else if p, ok := t.refuge(b, u, o.Squares); ok {
		a.Path = []grid.Pos{p}
	}
	why := "disengage: outmatched in melee"
	if len(a.Path) > 0 {
		why += ", to " + a.Path[0].String()
	}
	t.freed[u.Name] = b.Round*1000 + b.TurnIndex
	return scored{a, 50, why}, true
}

// refuge is the square of squares farthest from the foes by walking, then nearest an ally.
func (t *Tactician) refuge(b *combat.Battle, u *combat.Unit, squares []grid.Pos) (grid.Pos, bool) {
	sn := t.senseFor(b, u)
	allies := b.Allies(u)
	best, bd, ba := u.Pos, sn.steps(b, u.Pos), 1<<10
	for _, p := range squares {
		d := sn.steps(b, p)
		na := 1 << 10
		for _, v := range allies {
			na = min(na, chebyshev(p, v.Pos))
		}
		if d > bd || d == bd && na < ba {
			best, bd, ba = p, d, na
		}
	}
	return best, best != u.Pos
}

// inSpirit has a fallen hero of the side whose turn it is fight in spirit, once a round: for
// the ally whose turn it is if it may, else the first it may inspire, with a bonus to attacks.
func (t *Tactician) inSpirit(b *combat.Battle) (combat.Action, string, bool) {
	turn, ok := b.Current()
	if !ok {
		return combat.Action{}, "", false
	}
	for _, u := range b.Units {
		if u.Active() || u.Status == combat.Fled || b.SideName(u) != turn.Side {
			continue
		}
		if t.spirit[u.Name] == b.Round {
			continue
		}
		if t.spirit == nil {
			t.spirit = map[string]int{}
		}
		t.spirit[u.Name] = b.Round // asked once a round
		opts := b.AppendOptionsOf(t.opts[:0], u, kindSpirit)
		t.opts = opts
		o := find(opts, kindSpirit)
		if o == nil || len(o.Targets) == 0 {
			continue
		}
		target := o.Targets[0]
		for _, name := range o.Targets {
			if v := b.Unit(name); v != nil && b.InTurnNow(v) {
				target = name
				break
			}
		}
		a := combat.Action{Kind: kindSpirit, Unit: u.Name, Target: target, Option: spiritBonus}
		if b.Check(a) == nil {
			return a, u.Name + ": fights in spirit for " + target + "'s attacks", true
		}
	}
	return combat.Action{}, "", false
}
