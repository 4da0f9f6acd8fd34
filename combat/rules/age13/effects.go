package age13

// Effects: what an attack does besides its damage (miss damage, natural-roll triggers, ongoing damage, conditions), read from its weapon.

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"skirmish/combat"
)

// The grammar of one effect (docs/rulings.md, "13th Age: effects"):
//
//	basic                          a basic attack: the one opportunity attacks use
//	close-quarters                 a spell that draws no opportunity attacks
//	type: fire                     the damage type (resistance and vulnerability)
//	uses: daily | recharge 16+     a limited power: once a battle
//	crit range +2                  crits on a natural 18+
//	double crit damage             doubles a crit's damage: a crit deals triple damage (twice:
//	                               quadruple, and so on)
//	targets: 3 nearby enemies [in a group]
//	                               attacks up to N foes, an attack roll each and one damage roll;
//	                               in a group: the named one, then each next to one already
//	                               targeted, nearest first (no skipping); else the attacker's
//	                               choice (the action's Option lists the others) or the nearest
//	teleport: nearby | N ft        after the attack, hit or miss, the attacker teleports to a
//	                               free square it sees within its speed (or N ft): the
//	                               action's square, else the one farthest from its foes
//	                               (13th-age-combat-rules.txt "Teleportation")
//	target: N hp or fewer          targets only creatures with N hit points or fewer, now
//	                               (13th-age-combat-rules.txt "Target Hit Points")
//	flexible: natural even miss    a flexible attack and its triggering roll (even, odd or N+,
//	                               then hit or miss or neither), chosen after a basic attack's roll
//	TRIGGER: OUTCOME
//
// TRIGGER is "hit", "miss", or "natural even|odd|N+" with "hit" or "miss" after it or not
// (then it fires either way). OUTCOME is "AMOUNT damage" (AMOUNT: a number, dice such as
// "1d6", "level" or "half" the hit's damage), "ongoing N [TYPE] damage", "grabbed" (held
// until the grab ends), or a condition (dazed, weakened, fear, stunned, hampered, stuck,
// vulnerable, helpless, confused; edition 2's charmed, hindered, shocked) with "(save ends)",
// "(easy save ends)", "(hard save ends)", "until the end of your next turn" or "until the
// end of its next turn"; ongoing damage may say its save the same way, else it is normal.
// OUTCOME may also be "you become invisible" with "until the end of your next turn" or
// "until the end of the battle": a condition the attacker takes on itself (selfConditions);
// or "you gain AMOUNT temporary hit points" (AMOUNT: a number, dice or "level"), which the
// attacker gains (13th-age-combat-rules.txt "Temporary Hit Points").

// DamageTypes are the types of damage the text lists, and "weapons" for the resistance of
// creatures to weapon attacks (13th-age-combat-rules.txt "Other Damage Types").
var DamageTypes = []string{"acid", "cold", "fire", "force", "holy", "lightning", "negative energy", "poison", "psychic", "thunder", "weapons"}

// selfConditions are the conditions an effect may give the attacker itself.
var selfConditions = []string{Invisible}

// conditionNames are the conditions an effect may inflict.
var conditionNames = []string{Dazed, Weakened, Fear, Stunned, Hampered, Stuck, Vulnerable, Helpless, Confused, Charmed, Hindered, Shocked}

// power is a weapon or attack with its effects read.
type power struct {
	combat.Weapon
	effects
}

// effects are what a weapon's effects say, read.
type effects struct {
	basic, closeQuarters bool
	// limited is set for daily and recharge powers: usable once a battle.
	limited  bool
	recharge int
	// critRange is how far the crit range is expanded (crits on 20 − critRange or more).
	critRange int
	// critDoubled counts the effects that double a crit's damage.
	critDoubled int
	// targets is how many foes the attack may target (0: one); group says they must stand
	// in a group.
	targets int
	group   bool
	// maxHP is the most current hit points a target may have (target: N hp or fewer); 0: any.
	maxHP int
	// teleport is how far the user teleports after the attack, in feet (nearbyTeleport:
	// its speed); 0: it does not.
	teleport int
	dmgType  string
	triggers []trigger
	// flex is a flexible attack's triggering roll; nil for other attacks.
	flex *trigger
}

// trigger is one "TRIGGER: OUTCOME" effect.
type trigger struct {
	text string
	// on is "hit", "miss" or "" (either).
	on string
	// parity is "even", "odd" or ""; atLeast the least natural roll (0: any).
	parity  string
	atLeast int
	out     outcome
}

// outcome is what a trigger does.
type outcome struct {
	// kind is "damage", "ongoing", "condition" (on the target), "self" (a condition the
	// attacker takes on itself) or "temp" (temporary hit points the attacker gains).
	kind string
	// amount: a roll, or "level" or "half".
	roll   combat.Roll
	amount string
	// dmgType is ongoing damage's type; cond the condition; ends when it ends.
	dmgType string
	cond    string
	ends    combat.Ends
	// whose is "your" or "its" for "until the end of … next turn".
	whose string
}

// readPower reads a weapon's effects; the error names the effect at fault. What a list of
// effects says is read once and remembered: the lists are the few a catalog and its users
// write, and a battle asks for them at every option.
func readPower(w combat.Weapon) (power, error) {
	if len(w.Effects) == 0 {
		return power{Weapon: w}, nil
	}
	key := effectsKey{kind: w.Kind, n: len(w.Effects)}
	if copy(key.fx[:], w.Effects) < len(w.Effects) {
		key.rest = strings.Join(w.Effects[len(key.fx):], "\x00")
	}
	if fx, ok := readEffects.Load(key); ok {
		return power{Weapon: w, effects: fx.(effects)}, nil
	}
	p := power{Weapon: w}
	for _, raw := range w.Effects {
		fx := strings.ToLower(strings.Join(strings.Fields(raw), " "))
		if err := p.read(fx); err != nil {
			return power{}, fmt.Errorf("weapon %q: effect %q: %v", w.Name, raw, err)
		}
	}
	readEffects.Store(key, p.effects)
	return p, nil
}

// readEffects remembers what each list of effects (with its weapon's kind) says, by
// effectsKey.
var readEffects sync.Map

// effectsKey is a list of effects and its weapon's kind as a map key, without building a
// string for the usual short lists.
type effectsKey struct {
	kind string
	n    int
	fx   [6]string
	rest string
}

// read reads one effect into p.
func (p *power) read(fx string) error {
	switch fx {
	case "basic":
		p.basic = true
		return nil
	case "double crit damage":
		p.critDoubled++
		return nil
	case "close-quarters":
		if p.Kind != combat.Spell {
			return fmt.Errorf("only a spell is close-quarters")
		}
		p.closeQuarters = true
		return nil
	}
	head, body, ok := strings.Cut(fx, ":")
	body = strings.TrimSpace(body)
	if !ok {
		if n, ok := strings.CutPrefix(fx, "crit range +"); ok {
			v, err := strconv.Atoi(n)
			if err != nil || v < 1 || v > 10 {
				return fmt.Errorf("want crit range +N with N from 1 to 10")
			}
			p.critRange += v
			return nil
		}
		return fmt.Errorf("want basic, close-quarters, crit range +N, double crit damage, flexible: ROLL, target: N hp or fewer, targets: N nearby enemies, teleport: nearby, type: T, uses: U or TRIGGER: OUTCOME")
	}
	switch head {
	case "targets":
		words := strings.Fields(body)
		if len(words) < 3 {
			return fmt.Errorf("want targets: N nearby enemies [in a group], N from 2 to 10")
		}
		n, err := strconv.Atoi(words[0])
		if err != nil || n < 2 || n > 10 || len(words) < 3 || words[1] != "nearby" || words[2] != "enemies" ||
			len(words) > 3 && strings.Join(words[3:], " ") != "in a group" {
			return fmt.Errorf("want targets: N nearby enemies [in a group], N from 2 to 10")
		}
		p.targets, p.group = n, len(words) > 3
		return nil
	case "teleport":
		return p.readTeleport(body)
	case "target":
		n, err := strconv.Atoi(strings.TrimSuffix(body, " hp or fewer"))
		if err != nil || !strings.HasSuffix(body, " hp or fewer") || n < 1 || n > 1000 {
			return fmt.Errorf("want target: N hp or fewer, N from 1 to 1000")
		}
		p.maxHP = n
		return nil
	case "flexible":
		t := trigger{text: fx}
		if err := t.readTrigger(body); err != nil || !t.natural() {
			return fmt.Errorf("want flexible: natural even, odd or N+ (then hit or miss, or neither): the triggering roll")
		}
		if p.Kind == combat.Spell {
			return fmt.Errorf("a flexible attack is a weapon attack, not a spell")
		}
		p.flex = &t
		return nil
	case "type":
		if !slices.Contains(DamageTypes, body) {
			return fmt.Errorf("damage type %q: want one of %s", body, strings.Join(DamageTypes, ", "))
		}
		p.dmgType = body
		return nil
	case "uses":
		switch {
		case body == "daily":
			p.limited = true
			return nil
		case strings.HasPrefix(body, "recharge ") && strings.HasSuffix(body, "+"):
			v, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(body, "recharge "), "+"))
			if err != nil || v < 2 || v > 20 {
				return fmt.Errorf("want recharge N+ with N from 2 to 20")
			}
			p.limited, p.recharge = true, v
			return nil
		}
		return fmt.Errorf("uses %q: want daily or recharge N+", body)
	}
	t := trigger{text: fx}
	if err := t.readTrigger(head); err != nil {
		return err
	}
	out, err := readOutcome(body)
	if err != nil {
		return err
	}
	if out.kind == "damage" && out.amount == "half" && t.on != "miss" {
		return fmt.Errorf("half damage is a miss's: write miss: half damage")
	}
	t.out = out
	p.triggers = append(p.triggers, t)
	return nil
}

// readTrigger reads "hit", "miss" or "natural even|odd|N+ [hit|miss]".
func (t *trigger) readTrigger(head string) error {
	words := strings.Fields(head)
	if len(words) == 1 && (words[0] == "hit" || words[0] == "miss") {
		t.on = words[0]
		return nil
	}
	if len(words) < 2 || len(words) > 3 || words[0] != "natural" {
		return fmt.Errorf("trigger %q: want hit, miss, or natural even, odd or N+ (then hit or miss, or neither)", head)
	}
	switch n := words[1]; {
	case n == "even" || n == "odd":
		t.parity = n
	case strings.HasSuffix(n, "+"):
		v, err := strconv.Atoi(strings.TrimSuffix(n, "+"))
		if err != nil || v < 2 || v > 20 {
			return fmt.Errorf("trigger %q: want natural N+ with N from 2 to 20", head)
		}
		t.atLeast = v
	default:
		return fmt.Errorf("trigger %q: want natural even, odd or N+", head)
	}
	if len(words) == 3 {
		if words[2] != "hit" && words[2] != "miss" {
			return fmt.Errorf("trigger %q: after the natural roll, want hit or miss", head)
		}
		t.on = words[2]
	}
	return nil
}

// saveEnds reads a save's wording: "(save ends)", "(easy save ends)", "(hard save ends)".
func saveEnds(s string) (combat.Ends, bool) {
	switch s {
	case "(save ends)":
		return SaveNormal, true
	case "(easy save ends)":
		return SaveEasy, true
	case "(hard save ends)":
		return SaveHard, true
	}
	return "", false
}

// readOutcome reads an outcome (see the grammar above).
func readOutcome(s string) (outcome, error) {
	words := strings.Fields(s)
	if len(words) == 0 {
		return outcome{}, fmt.Errorf("want what the trigger does after the colon")
	}
	if words[0] == "ongoing" {
		// ongoing N [type words] damage [(… save ends)]
		rest := strings.Join(words[1:], " ")
		ends := SaveNormal
		if i := strings.Index(rest, "("); i >= 0 {
			e, ok := saveEnds(strings.TrimSpace(rest[i:]))
			if !ok {
				return outcome{}, fmt.Errorf("%q: want (save ends), (easy save ends) or (hard save ends)", rest[i:])
			}
			ends, rest = e, strings.TrimSpace(rest[:i])
		}
		f := strings.Fields(rest)
		if len(f) < 2 || f[len(f)-1] != "damage" {
			return outcome{}, fmt.Errorf("want ongoing N [type] damage")
		}
		n, err := strconv.Atoi(f[0])
		if err != nil || n < 1 || n > 1000 {
			return outcome{}, fmt.Errorf("ongoing %q: want a number of hit points from 1 to 1000", f[0])
		}
		typ := strings.Join(f[1:len(f)-1], " ")
		if typ != "" && !slices.Contains(DamageTypes, typ) {
			return outcome{}, fmt.Errorf("damage type %q: want one of %s", typ, strings.Join(DamageTypes, ", "))
		}
		return outcome{kind: "ongoing", roll: combat.Roll{Bonus: n}, dmgType: typ, ends: ends}, nil
	}
	if words[0] == "you" && len(words) > 1 && words[1] == "gain" {
		// you gain AMOUNT temporary hit points
		if len(words) != 6 || strings.Join(words[3:], " ") != "temporary hit points" {
			return outcome{}, fmt.Errorf("%q: want you gain AMOUNT temporary hit points (a number, dice such as 2d6, or level)", s)
		}
		if words[2] == "level" {
			return outcome{kind: "temp", amount: "level"}, nil
		}
		r, err := combat.ParseRoll(words[2])
		if err != nil || r.Max() < 1 || r.Max() > 1000 {
			return outcome{}, fmt.Errorf("temporary hit points %q: want a number from 1 to 1000, dice such as 2d6, or level", words[2])
		}
		return outcome{kind: "temp", roll: r}, nil
	}
	if words[0] == "you" {
		// you become CONDITION until the end of your next turn | until the end of the battle
		if len(words) < 3 || words[1] != "become" || !slices.Contains(selfConditions, words[2]) {
			return outcome{}, fmt.Errorf("%q: want you become %s until the end of your next turn (or until the end of the battle)", s, strings.Join(selfConditions, " or "))
		}
		o := outcome{kind: "self", cond: words[2]}
		switch rest := strings.Join(words[3:], " "); rest {
		case "until the end of your next turn":
			o.ends, o.whose = EndOfNextTurn, "your"
		case "until the end of the battle":
			o.ends = combat.EndOfBattle
		default:
			return outcome{}, fmt.Errorf("you become %s %q: want until the end of your next turn or until the end of the battle", words[2], rest)
		}
		return o, nil
	}
	if words[0] == Grabbed {
		if len(words) > 1 {
			return outcome{}, fmt.Errorf("grabbed lasts until the grab ends: write just grabbed")
		}
		return outcome{kind: "condition", cond: Grabbed}, nil
	}
	if slices.Contains(conditionNames, words[0]) {
		o := outcome{kind: "condition", cond: words[0]}
		rest := strings.Join(words[1:], " ")
		if e, ok := saveEnds(rest); ok {
			o.ends = e
			return o, nil
		}
		switch rest {
		case "until the end of your next turn":
			o.ends, o.whose = EndOfNextTurn, "your"
			return o, nil
		case "until the end of its next turn":
			o.ends, o.whose = EndOfNextTurn, "its"
			return o, nil
		}
		return outcome{}, fmt.Errorf("%s %q: want (save ends), (easy save ends), (hard save ends), until the end of your next turn or until the end of its next turn", words[0], rest)
	}
	if len(words) != 2 || words[1] != "damage" {
		return outcome{}, fmt.Errorf("%q: want AMOUNT damage, ongoing N damage, grabbed, or a condition (%s)", s, strings.Join(conditionNames, ", "))
	}
	amt := strings.TrimPrefix(words[0], "+")
	switch amt {
	case "level", "half":
		return outcome{kind: "damage", amount: amt}, nil
	}
	r, err := combat.ParseRoll(amt)
	if err != nil || r.Max() < 1 {
		return outcome{}, fmt.Errorf("damage %q: want a number, dice such as 1d6, level or half", amt)
	}
	return outcome{kind: "damage", roll: r}, nil
}

// fires reports whether a trigger fires for a natural roll and a hit or miss. A fumble
// (natural 1) fires nothing (13th-age-combat-rules.txt "Fumbles").
func (t trigger) fires(natural int, hit bool) bool {
	if natural == 1 {
		return false
	}
	switch t.on {
	case "hit":
		if !hit {
			return false
		}
	case "miss":
		if hit {
			return false
		}
	}
	switch t.parity {
	case "even":
		return natural%2 == 0
	case "odd":
		return natural%2 == 1
	}
	return natural >= t.atLeast
}

// rollText writes a natural-roll trigger's roll: "natural even miss", "natural 16+".
func (t trigger) rollText() string {
	s := "natural " + t.parity
	if t.atLeast > 0 {
		s = fmt.Sprintf("natural %d+", t.atLeast)
	}
	if t.on != "" {
		s += " " + t.on
	}
	return s
}

// natural reports whether the trigger depends on the natural roll (a flexible or special
// trigger) rather than plain hit or miss.
func (t trigger) natural() bool { return t.parity != "" || t.atLeast > 0 }
