package sound

// The hearer: the cues one side's view of the battle's events calls for, and when each plays.

import (
	"strings"
	"time"

	"skirmish/combat"
	"skirmish/grid"
	"skirmish/play"
)

// Cue is one effect to play: which, when after the start of its beat, how loud and where.
type Cue struct {
	Effect Effect
	// At is when it plays, from the start of its beat (Beat) or of the timeline (Timeline).
	At time.Duration
	// Gain is its loudness, 0 to 1, under its bus's volume.
	Gain float64
	// Pos is the cell it comes from, when Placed (the screen pans it by where that is on screen).
	Pos    grid.Pos
	Placed bool
	// Event is the index in the battle's log of the event that called for it.
	Event int
}

// Eyes say whether a side sees a unit now (play.Sight does): a launch (a swing, a bowstring)
// is heard only from an attacker the side sees, the impact on its own unit always.
type Eyes interface {
	Sees(side int, u *combat.Unit) bool
}

// Hearer works out what one side hears of a battle. Give it only the events the side may know
// (play.Session.Tells, as Sight.Told tells them): it judges nothing of fog itself, beyond not
// sounding the launch of a blow whose attacker the side does not see.
type Hearer struct {
	B *combat.Battle
	// Side is the listening side, -1 for every side's ears (no fog).
	Side int
	// Eyes, when set, hide the launches of unseen attackers from Side.
	Eyes Eyes
	// Ours, when set, reports whether a side is the listener's own (its turn's chime, its win's
	// fanfare: the hot-seat's human sides); else only Side is. When none is (the AI plays every
	// side), any side's win is a fanfare.
	Ours func(side int) bool
	// Pace is the animation speed (1 is normal, 2 twice as fast): every time is divided by it.
	Pace float64
	// Ground, when set, names the ground of a cell for its steps (Grounds); else the map's.
	Ground func(grid.Pos) string

	floor *Floor
}

// The times within a beat, at normal speed.
const (
	stepGap     = 170 * time.Millisecond // between the steps of a move
	meleeFlight = 130 * time.Millisecond // from a swing to its impact
	cellFlight  = 45 * time.Millisecond  // a missile's flight a cell
	minFlight   = 120 * time.Millisecond
	maxFlight   = 520 * time.Millisecond
	afterBlow   = 260 * time.Millisecond // from an impact to the next blow
	afterFall   = 140 * time.Millisecond // from an impact to the body's fall
	tail        = 200 * time.Millisecond // a beat's last sound rings this long before the next
)

// beat is the state of one beat being heard.
type beat struct {
	h    *Hearer
	t    time.Duration
	cues []Cue
	// impact is when the last blow on each unit landed in this beat.
	impact map[string]time.Duration
}

// add puts a cue at time at (at normal speed) for event i, from the cell of the unit named
// when it has one.
func (bt *beat) add(e Effect, at time.Duration, gain float64, i int, unit string) {
	c := Cue{Effect: e, At: at, Gain: gain, Event: i}
	if u := bt.h.B.Unit(unit); u != nil {
		c.Pos, c.Placed = u.Pos, true
	}
	bt.cues = append(bt.cues, c)
}

// after is when something that follows a blow on the unit named happens: just after the blow
// landed in this beat, else now.
func (bt *beat) after(unit string, d time.Duration) time.Duration {
	if at, ok := bt.impact[unit]; ok {
		return at + d
	}
	return bt.t
}

// Beat is the cues of one beat (an action and all it set off, as the screen shows it at once),
// each At from the beat's start, and how long the beat sounds: the time before the next
// beat's sounds should start.
func (h *Hearer) Beat(events []play.Told) ([]Cue, time.Duration) {
	bt := &beat{h: h, impact: map[string]time.Duration{}}
	for k := 0; k < len(events); k++ {
		k = bt.hear(events, k)
	}
	end := bt.t
	for _, c := range bt.cues {
		end = max(end, c.At+tail)
	}
	pace := h.Pace
	if pace <= 0 {
		pace = 1
	}
	for i := range bt.cues {
		bt.cues[i].At = time.Duration(float64(bt.cues[i].At) / pace)
	}
	return bt.cues, time.Duration(float64(end) / pace)
}

// hear adds the cues of events[k] and returns the index of the last event it heard (an attack
// pool's dice are one blow).
func (bt *beat) hear(events []play.Told, k int) int {
	h := bt.h
	i := events[k].N
	switch e := events[k].Event.(type) {
	case combat.Acted:
		bt.acted(e.Action, i)
	case combat.Reacted:
		bt.add(React, bt.t, 0.7, i, e.Unit)
		bt.t += 90 * time.Millisecond
	case combat.Moved:
		switch {
		case e.Feet == 0:
			bt.add(Shove, bt.after(e.Unit, 60*time.Millisecond), 0.9, i, e.Unit)
		default:
			at := e.To
			if e.Gone {
				at = e.From
			}
			bt.cues = append(bt.cues, Cue{Effect: StepOn(h.groundAt(at)), At: bt.t, Gain: 0.55, Pos: at, Placed: true, Event: i})
			bt.t += stepGap
		}
	case combat.AttackRolled:
		return bt.strike(events, k)
	case combat.DamageRolled:
		if e.Shock {
			bt.add(Graze, bt.after(e.Target, 50*time.Millisecond), 0.8, i, e.Target)
		}
	case combat.Damaged:
		if _, struck := bt.impact[e.Unit]; !struck {
			bt.add(Hit, bt.t, 0.8, i, e.Unit) // damage with no blow heard: ongoing fire, a fall
			bt.impact[e.Unit] = bt.t
			bt.t += afterBlow
		}
	case combat.Healed:
		bt.add(Heal, bt.t, 0.8, i, e.Unit)
		bt.t += 300 * time.Millisecond
	case combat.ConditionAdded:
		switch {
		case e.Condition.Name == "prone":
			bt.add(Fall, bt.after(e.Unit, afterFall), 0.9, i, e.Unit)
		case afflictions[e.Condition.Name]:
			bt.add(Afflict, bt.after(e.Unit, 80*time.Millisecond), 0.7, i, e.Unit)
		}
	case combat.StatusChanged:
		switch e.Status {
		case combat.Down:
			bt.add(Fall, bt.after(e.Unit, afterFall), 1, i, e.Unit)
		case combat.Dead:
			bt.add(Die, bt.after(e.Unit, afterFall), 1, i, e.Unit)
		case combat.Fled:
			bt.add(Flee, bt.t, 0.9, i, e.Unit)
		case combat.Active:
			bt.add(Rise, bt.t, 0.8, i, e.Unit)
		}
	case combat.MoraleBroken:
		if e.Unit != "" {
			bt.add(Panic, bt.after(e.Unit, 200*time.Millisecond), 0.9, i, e.Unit)
		} else {
			bt.add(Horn, bt.t, 1, i, "")
			bt.t += 600 * time.Millisecond
		}
	case combat.ItemReadied:
		bt.add(Draw, bt.t, 0.6, i, e.Unit)
	case combat.ItemStowed:
		bt.add(Stow, bt.t, 0.5, i, e.Unit)
	case combat.ItemDropped:
		bt.cues = append(bt.cues, Cue{Effect: Drop, At: bt.t, Gain: 0.6, Pos: e.Pos, Placed: true, Event: i})
	case combat.ItemPickedUp:
		bt.cues = append(bt.cues, Cue{Effect: Pickup, At: bt.t, Gain: 0.6, Pos: e.Pos, Placed: true, Event: i})
	case combat.TurnStarted:
		eff := TurnFoe
		if side := h.B.SideIndex(e.Turn.Side); side >= 0 && h.ours(side) {
			eff = TurnOurs
		}
		bt.add(eff, bt.t, 0.8, i, "")
	case combat.RoundStarted:
		bt.add(Round, bt.t, 0.8, i, "")
		bt.t += 250 * time.Millisecond
	case combat.Ended:
		eff := Defeat
		if side := h.B.SideIndex(e.Winner); side >= 0 && (h.ours(side) || !h.anyOurs()) {
			eff = Victory
		}
		bt.add(eff, bt.t+300*time.Millisecond, 1, i, "")
	}
	return k
}

// ours reports whether side's turn is the listener's own.
func (h *Hearer) ours(side int) bool {
	if h.Ours != nil {
		return h.Ours(side)
	}
	return side == h.Side
}

// anyOurs reports whether any side is the listener's own (none when the AI plays every side).
func (h *Hearer) anyOurs() bool {
	for i := range h.B.Sides {
		if h.ours(i) {
			return true
		}
	}
	return false
}

// acted adds the cues of an action as it is taken: most sound by what they do (the steps, the
// blows); a stance, a reload, standing up and a side's flight sound at once.
func (bt *beat) acted(a combat.Action, i int) {
	switch bt.h.B.MeaningOf(a) {
	case combat.MeanDefend, combat.MeanGuard:
		bt.add(Brace, bt.t, 0.8, i, a.Unit)
		bt.t += 200 * time.Millisecond
	case combat.MeanReload:
		bt.add(Reload, bt.t, 0.8, i, a.Unit)
		bt.t += 350 * time.Millisecond
	case combat.MeanStandUp:
		bt.add(Rise, bt.t, 0.7, i, a.Unit)
		bt.t += 200 * time.Millisecond
	case combat.MeanFlee:
		bt.add(Horn, bt.t, 1, i, a.Unit)
		bt.t += 600 * time.Millisecond
	}
}

// strike adds the cues of the attack at events[k] (with the rest of its dice pool, Enchanted
// Realms' one AttackRolled a die): the launch, unless the listener does not see the attacker,
// then after the weapon's flight the impact: a hit, a critical hit, a miss, or a block on a
// shield. It returns the index of the attack's last die.
func (bt *beat) strike(events []play.Told, k int) int {
	h := bt.h
	first := events[k].Event.(combat.AttackRolled)
	hit, crit, shield := false, false, false
	last := k
	for j := k; j < len(events); j++ {
		a, ok := events[j].Event.(combat.AttackRolled)
		if !ok || j > k && (a.Attacker != first.Attacker || a.Target != first.Target || a.Weapon != first.Weapon || !poolDie(a.Text)) {
			break
		}
		last = j
		hit = hit || a.Hit
		crit = crit || a.Hit && strings.Contains(a.Text, "critical")
		shield = shield || !a.Hit && hasShield(a.Defense)
	}
	// a critical hit's damage says so (13th Age's "crit: double", d20's "critical ×3")
	for j := last + 1; j < len(events) && hit && !crit; j++ {
		if d, ok := events[j].Event.(combat.DamageRolled); ok && d.Target == first.Target {
			for _, t := range d.Terms {
				crit = crit || strings.HasPrefix(strings.ToLower(t.Label), "crit")
			}
			break
		}
		if _, ok := events[j].Event.(combat.AttackRolled); ok {
			break
		}
	}
	i := events[k].N
	attacker, target := h.B.Unit(first.Attacker), h.B.Unit(first.Target)
	launch, element, flight := Swing, "", meleeFlight
	if attacker != nil {
		w, _ := attacker.Sheet.Weapon(first.Weapon)
		far := target != nil && h.B.Map.Distance(attacker.Pos, target.Pos) > 1
		launch, element = weaponSound(w, far)
		if far {
			d := time.Duration(h.B.Map.Distance(attacker.Pos, target.Pos)) * cellFlight
			flight = min(max(d, minFlight), maxFlight)
		}
	}
	if attacker == nil || h.Eyes == nil || h.Eyes.Sees(h.Side, attacker) || h.Side < 0 {
		bt.add(launch, bt.t, 0.9, i, first.Attacker)
	}
	at := bt.t + flight
	var impact Effect
	switch {
	case crit:
		impact = Crit
	case hit:
		impact = Hit
	case shield && element == "":
		impact = Block
	default:
		impact = Miss
	}
	if element != "" && hit {
		bt.add(Burst(element), at, 0.9, i, first.Target)
	}
	bt.add(impact, at, 1, i, first.Target)
	bt.impact[first.Target] = at
	bt.t = at + afterBlow
	return last
}

// poolDie reports whether an attack's text is a die after the first of a pool ("die 2 of 3: …").
func poolDie(text string) bool {
	return strings.HasPrefix(text, "die ") && !strings.HasPrefix(text, "die 1 of")
}

// hasShield reports whether a defence counts a shield.
func hasShield(defense []combat.Term) bool {
	for _, t := range defense {
		if strings.Contains(strings.ToLower(t.Label), "shield") {
			return true
		}
	}
	return false
}

// natural are the words of natural weapons, which strike like fists rather than swing.
var natural = []string{"bite", "claw", "fist", "slam", "talon", "hoove", "hoof", "gore", "sting", "tail"}

// weaponSound is the launch of an attack with w (far: at a foe not beside the attacker) and,
// for a spell, its element.
func weaponSound(w combat.Weapon, far bool) (Effect, string) {
	switch w.Kind {
	case combat.Bow:
		return Bow, ""
	case combat.Crossbow:
		return Crossbow, ""
	case combat.Sling:
		return Sling, ""
	case combat.Thrown:
		if far {
			return Throw, ""
		}
	case combat.Unarmed:
		return Punch, ""
	case combat.Spell:
		el := ElementOf(w)
		return Cast(el), el
	}
	name := strings.ToLower(w.Name)
	for _, n := range natural {
		if strings.Contains(name, n) {
			return Punch, ""
		}
	}
	return Swing, ""
}

// elementWords name each element by the words of spells' names and effects.
var elementWords = []struct {
	element string
	words   []string
}{
	{"fire", []string{"fire", "flame", "scorch", "burn", "fiery"}},
	{"frost", []string{"frost", "cold", "ice", "freez"}},
	{"lightning", []string{"lightning", "shock", "thunder", "spark"}},
	{"acid", []string{"acid", "poison"}},
	{"shadow", []string{"shadow", "necrotic", "inflict", "death", "wound"}},
	{"holy", []string{"holy", "faith", "sacred", "radiant", "divine"}},
	{"mind", []string{"madness", "song", "binding", "charm", "psychic", "whisper", "mind"}},
}

// ElementOf is the element a spell sounds of, from the words of its name and effects
// ("ray of frost": frost); arcane when none says.
func ElementOf(w combat.Weapon) string {
	text := strings.ToLower(w.Name + " " + strings.Join(w.Effects, " "))
	for _, ew := range elementWords {
		for _, word := range ew.words {
			if strings.Contains(text, word) {
				return ew.element
			}
		}
	}
	return "arcane"
}

// afflictions are the conditions whose taking hold is heard: the ones that hurt a fighter's
// chances, by the rulesets' names; the rest (charging, flat-footed, disengaged…) are the
// turn's bookkeeping, told by the log.
var afflictions = map[string]bool{
	"dazed": true, "stunned": true, "weakened": true, "confused": true, "helpless": true,
	"frightened": true, "fear": true, "shaken": true, "hampered": true, "stuck": true, "grabbed": true,
	"grappled": true, "blind": true, "blinded": true, "deaf": true, "charmed": true, "hindered": true,
	"vulnerable": true, "entangled": true, "nauseated": true, "restrained": true, "petrified": true,
	"incapacitated": true, "paralyzed": true, "poisoned": true, "ongoing": true,
}

// groundAt is the ground a step on p sounds on.
func (h *Hearer) groundAt(p grid.Pos) string {
	if h.Ground != nil {
		return h.Ground(p)
	}
	if h.floor == nil || h.floor.m != h.B.Map {
		f := NewFloor(h.B.Map)
		h.floor = &f
	}
	return h.floor.At(p)
}
