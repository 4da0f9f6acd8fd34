package ai

// Heroes' choices: rallying, feeding and drinking potions, coups de grace, disengaging when outmatched, fighting in spirit and the party's flee (13th Age's kinds of action).

import (
	"strconv"

	"skirmish/combat"
	"skirmish/grid"
)

// partyLost reports whether u's side has lost the fight by the shared morale model: past its
// group breaking point and not clearly winning (combat.ShouldRetreat's group clause). A party
// that may flee leaves together then, instead of one by one.
func partyLost(b *combat.Battle, u *combat.Unit) bool {
	lost, _ := combat.GroupRetreats(b, u.Side)
	return lost
}

// flee is the party's flee x, proposed by u, with the figures that decided it.
func flee(b *combat.Battle, u *combat.Unit, x *combat.Legal) scored {
	_, why := combat.GroupRetreats(b, u.Side)
	return candidate(x, 100, u.Name+": the party flees, carrying its fallen: "+why)
}

// staggered reports whether u is at half its hit points or fewer.
func staggered(u *combat.Unit) bool { return 2*u.HP <= u.MaxHP() }

// rally values a rally for a staggered hero: worth it when it heals at least a quarter of the
// hit points it has lost (none left to spend halves it; a second rally needs a save), or at
// least as many as it has left, scored as the hit points it gives back, a fifth more while a
// foe is next to it. (A quarter of its whole hit points was asked before: a wizard at 5 of
// 21 whose rally would heal 4.5, a ranger at 3 of 27 for 6.5, walked and readied round after
// round rather than rally: 13th Age at normal, 40 battles on the fort, 23 heals skipped.)
func (t *Tactician) rally(b *combat.Battle, u *combat.Unit, x *combat.Legal) (scored, bool) {
	if !staggered(u) {
		return scored{}, false
	}
	e := x.Preview.Estimate
	if 4*e.Heal < float64(u.MaxHP()-u.HP) && e.Heal < float64(u.HP) {
		return scored{}, false
	}
	s := e.Heal
	if len(engagedFoes(b, u)) > 0 {
		s *= 1.2
	}
	return candidate(x, s, "rally (heals "+ftoa(e.Heal)+" on average)"), true
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
func (t *Tactician) drink(b *combat.Battle, u *combat.Unit, x *combat.Legal, feed bool) (scored, bool) {
	if !staggered(u) || x.Spend != combat.SpendMinor {
		return scored{}, false // its quick action is gone: a drink would take its move or its attack
	}
	if feed && x.Left < 2 {
		return scored{}, false // its last potion is for the dying ally beside it
	}
	e := x.Preview.Estimate
	if 4*e.Heal < float64(u.MaxHP()) {
		return scored{}, false
	}
	threat, n := t.threatsTo(b, u)
	if threat < u.HP {
		return scored{}, false
	}
	return candidate(x, 60+e.Heal, "drink a potion (heals "+ftoa(e.Heal)+" on average; "+strconv.Itoa(n)+" foes could deal "+
		strconv.Itoa(threat)+" of its "+strconv.Itoa(u.HP)+" hp before its next turn)"), true
}

// potion values feeding a potion to a dying ally (x): saving a friend from death beats most
// blows.
func (t *Tactician) potion(b *combat.Battle, u *combat.Unit, x *combat.Legal) scored {
	return candidate(x, 12+x.Preview.Heal, "feed "+x.Action.Target+" a potion")
}

// coup values a coup de grace x: on a foe still fighting (asleep) as any attack; on a fallen
// one, only the chance of finishing it, half as much, since it fights no more for now.
func (t *Tactician) coup(b *combat.Battle, u *combat.Unit, x *combat.Legal) scored {
	target := x.Action.Target
	tg := b.Unit(target)
	e := x.Preview.Estimate
	if tg.Active() {
		return candidate(x, t.attackValue(b, u, tg, e, x.Meaning), "coup de grace on "+target)
	}
	danger := float64(b.Rules.Threat(b, tg, u))
	return candidate(x, e.Kill*(4+danger)/2+1, "coup de grace on fallen "+target)
}

// engagedFoes lists the foes still fighting next to u.
func engagedFoes(b *combat.Battle, u *combat.Unit) []*combat.Unit {
	var out []*combat.Unit
	for _, e := range b.Enemies(u) {
		if b.Map.Adjacent(e.Pos, u.Pos) {
			out = append(out, e)
		}
	}
	return out
}

// outmatched reports whether u, engaged, would do better out of the melee: a shooter (one
// whose shot is its best attack: shooter), or one whose engaged foes could together drop it
// before its next turn (their best blows add up to its hit points), when it cannot count on
// dropping the only one first and its allies beside those foes are fewer than they are (the
// melee is lost where it stands, not one it shares).
func (t *Tactician) outmatched(b *combat.Battle, u *combat.Unit, l *combat.Listing, foes []*combat.Unit) bool {
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
		for x := range l.With(combat.MeanMelee) { // its default blow at the foe
			if x.Default && x.Action.Target == foes[0].Name && x.Preview.Kill >= 0.5 {
				return false
			}
		}
	}
	helpers := 0
	for _, a := range b.Allies(u) {
		for _, e := range foes {
			if b.Map.Adjacent(a.Pos, e.Pos) {
				helpers++
				break
			}
		}
	}
	return helpers+1 < len(foes)
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
// standard action is still free for. group is the listed disengages: in place first, then
// to each square.
func (t *Tactician) disengage(b *combat.Battle, u *combat.Unit, l *combat.Listing, group []combat.Legal) (scored, bool) {
	d := defaultOf(b, group)
	if d == nil && len(group) > 0 && len(group[0].Action.Path) == 1 {
		d = &group[0] // a withdraw that must name its square: the refuge is chosen below
	}
	if d == nil || d.Spend != combat.SpendMove && d.Spend != combat.SpendTurn || !t.outmatched(b, u, l, engagedFoes(b, u)) {
		return scored{}, false
	}
	s := candidate(d, 50, "")
	if d.Spend == combat.SpendTurn && shooter(u) {
		s.score = 5 // a withdraw that takes the whole turn: a short step out, then a shot, is better
	}
	if shooter(u) {
		if m, ok := t.advance(b, u, group, false); ok {
			s.a.Path = m.a.Path
		}
	} else if p, ok := t.refuge(b, u, group); ok {
		s.a.Path = []grid.Pos{p}
	}
	s.why = "disengage: outmatched in melee"
	if len(s.a.Path) > 0 {
		s.why += ", to " + s.a.Path[0].String()
	}
	t.freed[u.Name] = b.Round*1000 + b.TurnIndex
	return s, true
}

// refuge is the square of the moves listed farthest from the foes by walking, then nearest
// an ally.
func (t *Tactician) refuge(b *combat.Battle, u *combat.Unit, moves []combat.Legal) (grid.Pos, bool) {
	sn := t.senseFor(b, u)
	allies := b.Allies(u)
	walk := sn.walks(b)
	best, bd, ba := u.Pos, stepsIn(walk, b, u.Pos), 1<<10
	for _, p := range squaresOf(moves) {
		d := stepsIn(walk, b, p)
		na := 1 << 10
		for _, v := range allies {
			na = min(na, b.Map.Distance(p, v.Pos))
		}
		if d > bd || d == bd && na < ba {
			best, bd, ba = p, d, na
		}
	}
	return best, best != u.Pos
}

// inSpirit has a fallen hero of the side whose turn it is fight in spirit, once a round: for
// the ally whose turn it is if it may, else the first it may inspire, with the first bonus
// the ruleset offers (13th Age's: to attacks).
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
		l := listings.Get().(*combat.Listing)
		b.List(u, l, combat.MeanInSpirit)
		var pick *combat.Legal
		for x := range l.With(combat.MeanInSpirit) {
			if pick == nil {
				pick = x
			}
			if v := b.Unit(x.Action.Target); v != nil && b.InTurnNow(v) && !b.InTurnNow(b.Unit(pick.Action.Target)) {
				pick = x
			}
		}
		var a combat.Action
		if pick != nil {
			a = pick.Action
		}
		listings.Put(l)
		if pick != nil && b.Check(a) == nil {
			return a, u.Name + ": fights in spirit for " + a.Target + "'s " + a.Choice, true
		}
	}
	return combat.Action{}, "", false
}
