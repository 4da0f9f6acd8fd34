package ai

// Scoring for the actions of rulesets with a free short step, full attacks, aid and fighting
// defensively (the d20 kind of rules), read through their meanings and previews only.

import (
	"skirmish/combat"
	"skirmish/grid"
)

// step values the best of u's listed short steps (combat.MeanStep, moves that draw no
// attacks): a shooter in a melee steps out of every foe's reach, to shoot without drawing
// attacks; a fighter steps beside a foe it cannot reach yet, to strike with what is left of
// its turn, or round it to a square opposite an ally, to flank it.
func (t *Tactician) step(b *combat.Battle, u *combat.Unit, group []combat.Legal) (scored, bool) {
	engaged := len(engagedFoes(b, u)) > 0
	var best scored
	found := false
	for i := range group {
		x := &group[i]
		if len(x.Action.Path) != 1 {
			continue
		}
		p := x.Action.Path[0]
		near, flank := 0, false
		for _, e := range b.Enemies(u) {
			if b.Map.Adjacent(e.Pos, p) {
				near++
				flank = flank || flanks(b, u, e, p)
			}
		}
		var s float64
		var why string
		switch {
		case shooter(u) && engaged && near == 0:
			s, why = 6, "step out of reach to shoot"
		case shooter(u):
			continue
		case !engaged && near > 0:
			s, why = 1.5, "step in to strike"
			if flank {
				s, why = 2.5, "step in to flank"
			}
		case engaged && near > 0 && flank && !flankingNow(b, u):
			s, why = 2.5, "step round to flank"
		default:
			continue
		}
		if !found || s > best.score {
			best, found = candidate(x, s, why+" at "+p.String()), true
		}
	}
	return best, found
}

// flanks reports whether u on p and an ally are on opposite sides of foe e: the ally stands
// on the square p mirrors through e's (the d20 reading of "opposite" on squares).
func flanks(b *combat.Battle, u, e *combat.Unit, p grid.Pos) bool {
	opposite := grid.Pos{X: 2*e.Pos.X - p.X, Y: 2*e.Pos.Y - p.Y}
	for _, a := range b.Allies(u) {
		if a.Pos == opposite {
			return true
		}
	}
	return false
}

// flankingNow reports whether u already flanks a foe beside it.
func flankingNow(b *combat.Battle, u *combat.Unit) bool {
	for _, e := range engagedFoes(b, u) {
		if flanks(b, u, e, u.Pos) {
			return true
		}
	}
	return false
}

// aid values helping the allies beside a foe (combat.MeanAid, aimed at the foe): worth it for
// a unit whose own blows are weak (best, its best attack's score). A swarm's join (Delvers)
// helps every assailant: a tenth of each one's best blow. Aid another (d20: its "attack" and
// "defense" choices) goes to one friend (d20-sunday-stats-combat.txt "Aid another": "your
// friend gets +2 to hit or +2 AC against that enemy"): a tenth of what a hit of the friend
// it helps most deals the foe, or of the foe's on it (shared among the foe's targets beside
// it, as the foe strikes one). Summed over every ally and taken as the worst blow, it had
// nine goblins round a cleric on the d20 ford each aid against it, none striking, for 28
// rounds.
func (t *Tactician) aid(b *combat.Battle, u *combat.Unit, x *combat.Legal, best float64) (scored, bool) {
	tg := b.Unit(x.Action.Target)
	if tg == nil || tg.Side == u.Side {
		return scored{}, false
	}
	w := t.worthFor(b)
	perHit := func(e combat.Estimate) float64 {
		if e.Hit <= 0 {
			return 0
		}
		return e.Damage / e.Hit
	}
	gain, beside := 0.0, 0
	for _, a := range b.Allies(u) {
		if !b.Map.Adjacent(a.Pos, tg.Pos) {
			continue
		}
		beside++
		switch x.Action.Choice {
		case "defense":
			gain = max(gain, 0.1*perHit(w.odds(tg, a)))
		case "attack":
			gain = max(gain, 0.1*perHit(w.odds(a, tg)))
		default:
			gain += 0.1 * float64(b.Rules.Threat(b, a, tg))
		}
	}
	if x.Action.Choice == "defense" && beside > 0 {
		if b.Map.Adjacent(u.Pos, tg.Pos) {
			beside++
		}
		gain /= float64(beside)
	}
	if gain == 0 || best > 2*gain+1 {
		return scored{}, false
	}
	return candidate(x, 2*gain+1, "aid against "+tg.Name+" ("+x.Action.Choice+")"), true
}

// defensive values the form of a melee attack that gives up some of its chance to hit for a
// better defence (a choice that means defend), when u is outmatched or past half its hp: its
// value as an attack, and a tenth of the blows of the foes beside it turned aside.
func (t *Tactician) defensive(b *combat.Battle, u, tg *combat.Unit, l *combat.Listing, group []combat.Legal) (scored, bool) {
	foes := engagedFoes(b, u)
	if len(foes) == 0 || !(combat.PastBreakingPoint(u) || 2*u.HP < u.MaxHP() || t.outmatched(b, u, l, foes)) {
		return scored{}, false
	}
	for i := range group {
		x := &group[i]
		if !x.Default || x.Preview == nil || b.MeaningOf(x.Action) != combat.MeanDefend {
			continue
		}
		saved := 0.0
		for _, e := range foes {
			saved += 0.1 * float64(b.Rules.Threat(b, e, u))
		}
		s := t.attackValue(b, u, tg, x.Preview.Estimate, combat.MeanMelee) + saved
		return candidate(x, s, x.Action.Kind+" "+tg.Name+" defensively"), true
	}
	return scored{}, false
}
