package ai

// Powers and the party's helping hands (13th Age): which power an attack uses and when a daily or recharge power is worth spending, what its conditions are worth, stabilizing the dying, combat assist, readying an attack and delaying.

import (
	"strconv"

	"skirmish/combat"
	"skirmish/grid"
)

// powerRules is a ruleset whose attacks are powers the attacker names for each attack (13th
// Age): the AI weighs each power the listing gives, with what it leaves besides damage
// (Preview.Effects), and knows which are limited. A ruleset without them (Delvers) picks its
// own weapon, and the AI takes the form it would (Legal.Default).
type powerRules interface {
	// PowerUses is "daily", "recharge N+" or "" (at-will) for u's attack named weapon.
	PowerUses(u *combat.Unit, weapon string) string
	// DeathRisk is the chance a dying hero dies of its death saves if no one helps it.
	DeathRisk(b *combat.Battle, u *combat.Unit) float64
	// StabilizeChance is the chance u's check to stabilize a dying ally succeeds.
	StabilizeChance(u *combat.Unit) float64
}

// powerMeanings are what the Tactician also plays with a ruleset that has powers: 13th Age's
// helping hands (Delvers' first aid and held action mean the same, and are left alone).
var powerMeanings = []combat.Meaning{combat.MeanStabilize, combat.MeanAid, combat.MeanReady, combat.MeanDelay}

// conditionWorth is what a condition on a foe is worth to its enemies for each of its turns,
// as a share of its best blow (combat.Ruleset.Threat): how much of its harm it takes away
// (13th-age-combat-rules.txt "Conditions"; 13th-age-2e-reference-sheet.txt "Conditions").
// A −4 to its attacks (dazed, fear, weakened) costs it about a fifth of its hits, half of
// which land anyway; a stunned or helpless foe does nothing; a confused or charmed one
// strikes its own side.
var conditionWorth = map[string]float64{
	"dazed": 0.1, "fear": 0.12, "weakened": 0.15, "hampered": 0.05, "stuck": 0.05, "grabbed": 0.05,
	"vulnerable": 0.1, "hindered": 0.1, "shocked": 0.1, "stunned": 0.5, "helpless": 0.6,
	"confused": 0.5, "charmed": 0.5,
}

// option is a power's candidate: its listed action, estimate, the foes it goes at and its
// score; hides is how many foes a condition it gives its user (invisibility) is expected to
// foil.
type option struct {
	x     *combat.Legal
	e     combat.Estimate
	n     int
	score float64
	uses  string
	hides int
}

// selfWorth is what a condition an attack gives u itself is worth, for each of the foes'
// turns it lasts, and how many foes it is worth it against. Invisible: every attack on u
// misses completely on 1–10 on a d20 (13th-age-combat-rules.txt "Invisibility"), so it takes
// half of the harm of each foe that could strike u before its next turn (threatsTo), each
// foe's blow taken as half its best, as conditionWorth takes it.
func (t *Tactician) selfWorth(b *combat.Battle, u *combat.Unit, cond string) (float64, int) {
	if cond != "invisible" {
		return 0, 0
	}
	threat, n := t.threatsTo(b, u)
	return 0.25 * float64(threat), n
}

// powerAttack is u's best attack on tg of those listed (group: one kind, one target, a power
// each): the at-will power with the best score, or a limited one that beats it when
// spendReason gives a reason to spend it now. Each power is valued as attackValue values its
// preview's estimate, plus what the conditions it leaves are worth.
func (t *Tactician) powerAttack(b *combat.Battle, u *combat.Unit, pr powerRules, tg *combat.Unit, group []combat.Legal) (scored, bool) {
	var best, limited option
	found, foundLimited := false, false
	for i := range group {
		x := &group[i]
		c := option{x: x, uses: pr.PowerUses(u, x.Action.Weapon), e: x.Preview.Estimate, n: x.Preview.Foes}
		fx := 0.0
		for _, ef := range x.Preview.Effects {
			v := b.Unit(ef.Unit)
			switch {
			case v == nil:
			case v.Is(ef.Condition): // the same condition again does not stack
			case v == u: // a condition u gives itself
				worth, n := t.selfWorth(b, u, ef.Condition)
				fx += ef.Chance * ef.Turns * worth
				c.hides = max(c.hides, n)
			default:
				fx += ef.Chance * ef.Turns * conditionWorth[ef.Condition] * float64(b.Rules.Threat(b, v, u))
			}
		}
		if c.n == 0 {
			continue // this power does not reach this foe
		}
		c.score = t.attackValue(b, u, tg, c.e, x.Meaning) + fx
		switch {
		case c.uses == "":
			if !found || c.score > best.score {
				best, found = c, true
			}
		case !foundLimited || c.score > limited.score:
			limited, foundLimited = c, true
		}
	}
	if foundLimited && (!found || limited.score > best.score) {
		if reason := t.spendReason(b, u, tg, limited, best); reason != "" {
			c := candidate(limited.x, limited.score, limited.why(tg)+" ("+limited.uses+": "+reason+")")
			c.tg, c.est = tg, limited.e
			return c, true
		}
	}
	if !found {
		return scored{}, false
	}
	c := candidate(best.x, best.score, best.why(tg))
	c.tg, c.est = tg, best.e
	return c, true
}

// why writes the attack: "ranged Orc 1 and 2 more with lightning fork".
func (c *option) why(tg *combat.Unit) string {
	s := c.x.Action.Kind + " " + tg.Name
	if c.n > 1 {
		s += " and " + strconv.Itoa(c.n-1) + " more"
	}
	return s + " with " + c.x.Action.Weapon
}

// spendReason says why u should spend limited power c now rather than keep it, or "" when it
// should keep it: limited powers come once a battle (and a daily only back at a full heal-up,
// for the battles ahead in a campaign), so one is spent when the stakes justify it:
//   - it goes at two or more foes at once, or
//   - it makes u invisible while two or more foes could strike it, or
//   - it likely drops the foe where the at-will would not (a quarter more chance), or
//   - u's side is pressed: an ally is down, or u itself is staggered, or
//   - the foe is strong: it has as many hit points left as u has at full (a recharge
//     power) or twice as many (a daily);
//
// and, but for the side being pressed, only while u's side is not clearly winning
// (combat.ClearlyWinning): a daily spent on a fight already won is lost to the next.
func (t *Tactician) spendReason(b *combat.Battle, u, tg *combat.Unit, c, atWill option) string {
	if t.Level == Easy {
		return "a beginner spends its best power at once"
	}
	for _, v := range b.Units {
		if v.Side == u.Side && v != u && (v.Status == combat.Down || v.Status == combat.Dead) {
			return "the side is pressed: " + v.Name + " is down"
		}
	}
	if staggered(u) {
		return "the side is pressed: " + u.Name + " is staggered"
	}
	if combat.ClearlyWinning(b, u.Side) {
		return ""
	}
	if c.n >= 2 {
		return "it goes at " + strconv.Itoa(c.n) + " foes"
	}
	if c.hides >= 2 {
		return "it may hide " + u.Name + " from " + strconv.Itoa(c.hides) + " foes"
	}
	if c.e.Kill >= atWill.e.Kill+0.25 {
		return "it likely drops " + tg.Name
	}
	need := u.MaxHP()
	if c.uses == "daily" {
		need *= 2
	}
	if tg.HP >= need {
		return "a strong foe: " + strconv.Itoa(tg.HP) + " hp"
	}
	return ""
}

// stabilize values saving a dying ally next to u (first aid, a Heal check, 13th Age's DC 10
// Wisdom check): the chance it succeeds times the chance the ally would otherwise die, times
// what a hero's life is worth (20: more than most blows; a potion, which also brings it back,
// is worth more). With powers (13th Age) the ruleset says both chances (StabilizeChance,
// DeathRisk); otherwise the listing's preview gives the check's chance (Estimate.Hit) and the
// ally is taken to die unless saved, but only a third as surely (the battle may end first,
// and the rules give it rounds). On 25+ it takes only a quick action, and u acts on.
func (t *Tactician) stabilize(b *combat.Battle, u *combat.Unit, pr powerRules, x *combat.Legal) (scored, bool) {
	target := x.Action.Target
	tg := b.Unit(target)
	if tg == nil || tg.Side != u.Side || tg.Status != combat.Down {
		return scored{}, false // a rule may let a foe be saved (d20's Heal check); the AI saves its own
	}
	var chance, risk float64
	if pr != nil {
		chance, risk = pr.StabilizeChance(u), pr.DeathRisk(b, tg)
	} else if x.Preview != nil {
		chance, risk = x.Preview.Hit, 1.0/3
	}
	s := chance * risk * 20
	if s <= 0 {
		return scored{}, false
	}
	return candidate(x, s, "stabilize "+target+" (the check "+pct(chance)+", else it dies "+pct(risk)+" of the time)"), true
}

// assist values edition 2's combat assist when u cannot attack and has nowhere better to go:
// +2 on the next attack roll of the ally nearby that is engaged with a foe and strikes
// hardest, a tenth more of its hits (13th-age-2e-reference-sheet.txt "Combat Assist").
func (t *Tactician) assist(b *combat.Battle, u *combat.Unit, l *combat.Listing) (scored, bool) {
	var best *combat.Legal
	bestThreat := 0
	for x := range l.With(combat.MeanAid) {
		v := b.Unit(x.Action.Target)
		if v == nil {
			continue
		}
		for _, e := range engagedFoes(b, v) {
			if th := b.Rules.Threat(b, v, e); th > bestThreat {
				best, bestThreat = x, th
			}
		}
	}
	if best == nil {
		return scored{}, false
	}
	name := best.Action.Target
	return candidate(best, 0.1*float64(bestThreat), "assist "+name+" (+2 on its next attack: engaged, and "+u.Name+" has no attack)"), true
}

// ready values readying an attack when u cannot attack now and has nowhere better to go, and
// a melee foe could come within its reach before its next turn (two moves of the foe, its
// standard action taken as a second move, 13th-age-combat-rules.txt "Actions on Your Turn";
// and the reach of u's shot, its far range as the rules measure it (shotReach), or a step for
// its blade): it strikes as the foe comes (13th-age-combat-rules.txt "Readying an Action").
// A shooter readies its shot, a fighter its blade. A foe with a bow or a ranged spell is not
// coming (it shoots from where it is, or readies too), nor is one engaged in a melee or one
// that morale sends away. The score is half u's best blow.
func (t *Tactician) ready(b *combat.Battle, u *combat.Unit, l *combat.Listing) (scored, bool) {
	var x *combat.Legal // the readied attack, for whichever foe comes, with the power the ruleset picks
	reach := 0
	shot, blade := readyOf(b, l, combat.MeanRanged), readyOf(b, l, combat.MeanMelee)
	if r := shotReach(b, u); r > 0 && shot != nil {
		x, reach = shot, r
	} else if blade != nil {
		x, reach = blade, grid.FeetPerCell
	}
	if last, ok := t.readyAt[u.Name]; x == nil || t.stalled(b) || ok && last == b.Round-1 {
		return scored{}, false // nothing came, or nothing comes: it goes to the foes instead
	}
	var coming *combat.Unit
	for _, e := range b.Enemies(u) {
		if rangeOf(e) > 0 || len(engagedFoes(b, e)) > 0 {
			continue // a shooter holds back to shoot (or readies too), a foe held in a melee stays
		}
		if retreat, _ := combat.ShouldRetreat(b, e); retreat {
			continue // it is leaving, not coming
		}
		if b.Map.Distance(e.Pos, u.Pos)*grid.FeetPerCell <= 2*e.Sheet.Speed+reach && (coming == nil || b.Map.Distance(e.Pos, u.Pos) < b.Map.Distance(coming.Pos, u.Pos)) {
			coming = e
		}
	}
	if coming == nil {
		return scored{}, false
	}
	return candidate(x, 0.5*float64(b.Rules.Threat(b, u, coming)),
		"ready a "+x.Action.Choice+" attack: no foe in reach now, "+coming.Name+" could come within it before its next turn"), true
}

// readyOf is the listed readying of an attack of meaning m (its choice's) for whichever foe
// comes, with the power the ruleset picks; nil when there is none.
func readyOf(b *combat.Battle, l *combat.Listing, m combat.Meaning) *combat.Legal {
	for x := range l.With(combat.MeanReady) {
		if x.Action.Target == "" && x.Default && b.MeaningOf(x.Action) == m {
			return x
		}
	}
	return nil
}

// delay values delaying, at the start of u's turn when it has nothing useful to do: it acts
// right after the next ally whose turn is still to come this round, who may open the way or
// the sight it lacks (13th-age-combat-rules.txt "Delay"), once a round; not when its turn
// is shared (monsters of one kind), since all of them would delay with it.
func (t *Tactician) delay(b *combat.Battle, u *combat.Unit, l *combat.Listing) (scored, bool) {
	if t.delayed[u.Name] == b.Round {
		return scored{}, false
	}
	t.delayed[u.Name] = b.Round // asked once a round: it is offered only when nothing else is
	if turn, ok := b.Current(); !ok || len(turn.Units) != 1 {
		return scored{}, false // creatures sharing a turn delay together: one idle does not hold back the rest
	}
	for i := b.TurnIndex + 1; i < len(b.Order); i++ {
		turn := b.Order[i]
		if turn.Side != b.SideName(u) || len(turn.Units) == 0 {
			continue
		}
		if v := b.Unit(turn.Units[0]); v == nil || !v.Active() {
			continue
		}
		for x := range l.With(combat.MeanDelay) {
			if x.Action.Target == turn.Units[0] {
				return candidate(x, 0.1, "delay until after "+turn.Units[0]+"'s turn: nothing useful to do before it acts"), true
			}
		}
	}
	return scored{}, false
}

// pct writes a chance as a whole percentage: "56%".
func pct(p float64) string { return strconv.Itoa(int(p*100+0.5)) + "%" }

// sidearm reports whether u, a fighter without a bow or a ranged spell and not yet engaged,
// should close in rather than throw: it still has its move action and a square next to a
// foe to move to this turn (advance's choice), from which its blade strikes harder than a
// thrown weapon. One already engaged strikes the foe beside it (or leaves as outmatched
// says), and is left to the scores.
func sidearm(b *combat.Battle, u *combat.Unit, move scored, ok bool) bool {
	if !ok || rangeOf(u) > 0 || len(move.a.Path) == 0 || len(engagedFoes(b, u)) > 0 {
		return false
	}
	end := move.a.Path[len(move.a.Path)-1]
	for _, e := range b.Enemies(u) {
		if b.Map.Adjacent(e.Pos, end) {
			return true
		}
	}
	return false
}

// helpingHands adjusts the candidates of a unit of a ruleset with powers (13th Age), where a
// turn has a standard and a move action both:
//   - a fighter without a bow or ranged spell, not engaged, that can step next to a foe this
//     turn does not throw its sidearm first: it closes in, then strikes with its blade
//     (sidearm);
//   - with no attack to make and no better square to go to (or only a second move, paid
//     with the standard action), it readies an attack when a foe is coming, or in edition 2
//     assists an ally engaged nearby;
//   - with nothing at all to do at the start of its turn, it delays until after the next
//     ally's turn this round.
func (t *Tactician) helpingHands(b *combat.Battle, u *combat.Unit, l *combat.Listing, cands []scored, attacks bool, move scored, moves bool) []scored {
	if attacks && sidearm(b, u, move, moves) {
		kept := cands[:0]
		for _, c := range cands {
			if c.m != combat.MeanRanged {
				kept = append(kept, c)
			}
		}
		cands = kept
		for i := range cands {
			if cands[i].m == combat.MeanMove {
				cands[i].why += " to strike with its blade rather than throw"
				cands[i].score += 1 // before a stand, a rally or anything else a move would beat
			}
		}
		return cands
	}
	if !attacks && !moves {
		if s, ok := t.ready(b, u, l); ok {
			cands = append(cands, s)
		}
		if s, ok := t.assist(b, u, l); ok {
			cands = append(cands, s)
		}
	}
	for _, c := range cands {
		if c.score > 0 {
			return cands
		}
	}
	if l.Has(combat.MeanDelay) {
		if s, ok := t.delay(b, u, l); ok {
			cands = append(cands, s)
		}
	}
	return cands
}
