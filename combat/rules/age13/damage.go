package age13

// Damage: hits, misses, crits, resistance, vulnerability, ongoing damage, conditions, temporary hp, mooks, staggered, falling.

import (
	"fmt"
	"slices"
	"strings"

	"skirmish/combat"
)

// deficit counts the recoveries a hero used without having them: −1 each to attacks and
// defences (13th-age-combat-rules.txt "Recoveries").
const deficit = "recoveries lacked"

// dice returns the dice of an attack's damage: a hero's weapon rolls its die once per level
// (WEAPON, 13th-age-combat-rules.txt "Weapons"); a hero's unarmed attack 1d6 for every two
// levels and a d3 for an odd level ("Unarmed Attacks"; docs/rulings.md); spells and
// creatures' attacks roll what they say.
func dice(s *strike) []combat.Roll {
	w, l := s.p.Weapon, max(s.attacker.Sheet.Level, 1)
	switch {
	case !s.hero() || w.Kind == combat.Spell:
		return []combat.Roll{w.Damage}
	case w.Kind == combat.Unarmed:
		var out []combat.Roll
		if l/2 > 0 {
			out = append(out, combat.Roll{Count: l / 2, Sides: 6})
		}
		if l%2 == 1 {
			out = append(out, combat.Roll{Count: 1, Sides: 3})
		}
		return out
	}
	return []combat.Roll{{Count: l * w.Damage.Count, Sides: w.Damage.Sides}}
}

// damageMods are a hit's modifiers after the dice: a hero's ability modifier times its tier
// ("+ Ability", doubled at 5th level and tripled at 8th, negative ones too) and the weapon's
// magic (13th-age-combat-rules.txt "Damage").
func damageMods(s *strike) []combat.Term {
	var ts []combat.Term
	if s.hero() {
		ab, m := s.ability()
		if s.p.Kind == combat.Unarmed {
			ab, m = "STR", mod(&s.attacker.Sheet, "STR")
		}
		tier := Tier(s.attacker.Sheet.Level)
		label := ab
		if tier > 1 {
			label = fmt.Sprintf("%s ×%d", ab, tier)
		}
		ts = append(ts, combat.Term{Label: label, Value: m * tier})
	}
	return append(ts, combat.Term{Label: "magic", Value: s.p.Magic})
}

// rollDamage rolls an attack's dice and adds its modifiers; an attack on several targets
// rolls them once and each target takes that roll (13th-age-combat-rules.txt "Damage": "only
// roll damage once").
func rollDamage(b *combat.Battle, s *strike, why string) []combat.Term {
	if s.shared != nil && len(*s.shared) > 0 {
		return slices.Clone(*s.shared)
	}
	ts := rollDamageOnce(b, s, why)
	if s.shared != nil {
		*s.shared = slices.Clone(ts)
	}
	return ts
}

// rollDamageOnce rolls an attack's dice and adds its modifiers.
func rollDamageOnce(b *combat.Battle, s *strike, why string) []combat.Term {
	var ts []combat.Term
	for _, r := range dice(s) {
		if r.Count == 0 {
			ts = append(ts, combat.Term{Label: "damage", Value: r.Bonus}) // a stat line's fixed damage
			continue
		}
		v, _ := b.Roll(s.attacker, r, why)
		ts = append(ts, combat.Term{Label: r.String(), Value: v})
	}
	return append(ts, damageMods(s)...)
}

// amount works out a trigger's damage amount: dice rolled, a number, or the attacker's level.
func amount(b *combat.Battle, s *strike, o outcome, why string) int {
	if o.amount == "level" {
		return s.attacker.Sheet.Level
	}
	if o.roll.Count == 0 {
		return o.roll.Bonus
	}
	v, _ := b.Roll(s.attacker, o.roll, why)
	return v
}

// label names a trigger in a damage roll's terms: the part before its colon.
func (t trigger) label() string {
	head, _, _ := strings.Cut(t.text, ":")
	return head
}

// onHit deals a hit's damage: dice and modifiers, extra damage from fired triggers, doubled
// on a crit, halved by resistance, plus edition 2's vulnerability bonus.
func onHit(b *combat.Battle, s *strike, r roll, fired []trigger) {
	ts := rollDamage(b, s, fmt.Sprintf("damage: %s's %s", s.attacker.Name, s.p.Name))
	for _, t := range fired {
		if t.out.kind == "damage" {
			ts = append(ts, combat.Term{Label: t.label(), Value: amount(b, s, t.out, "damage: "+t.text)})
		}
	}
	if sum := max(combat.Sum(ts), 0); r.crit {
		n := critMultiplier(s.p)
		ts = append(ts, combat.Term{Label: "crit: " + timesWord(n), Value: sum * (n - 1)})
	}
	ts = append(ts, halved(s, ts)...)
	ts = append(ts, resistance(s, r.natural, combat.Sum(ts))...)
	ts = append(ts, vulnerableBonus(b, s, r)...)
	total := max(combat.Sum(ts), 0)
	b.Emit(combat.DamageRolled{Attacker: s.attacker.Name, Target: s.target.Name, Terms: ts, Total: total,
		Text: damageText("damage", ts)})
	deal(b, s, total, fmt.Sprintf("hit by %s's %s", s.attacker.Name, s.p.Name))
}

// onMiss deals a miss's damage, if the attack says it has any (and edition 2's bonus against
// the vulnerable): level, a number or dice, or half the damage a hit would have rolled
// (13th-age-combat-rules.txt "Damage on Miss"; docs/rulings.md).
func onMiss(b *combat.Battle, s *strike, r roll, fired []trigger) {
	var ts []combat.Term
	for _, t := range fired {
		if t.out.kind != "damage" {
			continue
		}
		if t.out.amount == "half" {
			hit := rollDamage(b, s, fmt.Sprintf("miss damage: half of %s's %s", s.attacker.Name, s.p.Name))
			sum := max(combat.Sum(hit), 0)
			ts = append(ts, hit...)
			ts = append(ts, combat.Term{Label: "half", Value: sum/2 - sum})
			continue
		}
		label := amountName(t.out)
		if t.natural() {
			label = t.label() + " (" + label + ")"
		}
		ts = append(ts, combat.Term{Label: label, Value: amount(b, s, t.out, "miss damage: "+t.text)})
	}
	if len(ts) > 0 {
		ts = append(ts, halved(s, ts)...)
		ts = append(ts, resistance(s, r.natural, combat.Sum(ts))...)
	}
	ts = append(ts, vulnerableBonus(b, s, r)...)
	if len(ts) == 0 {
		return
	}
	total := max(combat.Sum(ts), 0)
	b.Emit(combat.DamageRolled{Attacker: s.attacker.Name, Target: s.target.Name, Terms: ts, Total: total,
		Text: damageText("miss damage", ts)})
	deal(b, s, total, fmt.Sprintf("miss damage from %s's %s", s.attacker.Name, s.p.Name))
}

// critMultiplier is how many times a crit multiplies the damage: double, and each effect that
// doubles the crit's damage adds one more, triple, quadruple (13th-age-combat-rules.txt
// "Crit Effects": "If you manage to double your crit damage … triple it instead. If you
// manage to double your triple damage, bump it up to quadruple, and so on").
func critMultiplier(p power) int { return 2 + p.critDoubled }

// timesWord names a multiplier: double, triple, quadruple, else ×N.
func timesWord(n int) string {
	switch n {
	case 2:
		return "double"
	case 3:
		return "triple"
	case 4:
		return "quadruple"
	}
	return fmt.Sprintf("×%d", n)
}

// halved is the term that halves a half-damage attack's damage so far (rounded down): a
// confused creature's in edition 2 (13th-age-2e-reference-sheet.txt "Conditions": Confused).
func halved(s *strike, ts []combat.Term) []combat.Term {
	if !s.half {
		return nil
	}
	sum := max(combat.Sum(ts), 0)
	return []combat.Term{{Label: "confused: half", Value: sum/2 - sum}}
}

// damageText writes a damage roll for the log: "damage 1d8 5 + STR 4 = 9"; a stat line's
// fixed damage is its own first term ("damage 6 + natural 16+ hit 4 = 10").
func damageText(what string, ts []combat.Term) string {
	if len(ts) > 0 && ts[0].Label == "damage" {
		return strings.Replace(combat.FormatTerms(ts), "damage", what, 1)
	}
	return what + " " + combat.FormatTerms(ts)
}

// amountName writes an outcome's amount as the effect does: "level", "5", "1d6".
func amountName(o outcome) string {
	if o.amount != "" {
		return o.amount
	}
	return o.roll.String()
}

// damageTypes are the types an attack's damage has for resistance: its stated type, and
// "weapons" for any attack that is not a spell.
func damageTypes(p power) []string {
	var out []string
	if p.dmgType != "" {
		out = append(out, p.dmgType)
	}
	if p.Kind != combat.Spell {
		out = append(out, "weapons")
	}
	return out
}

// EnergyTypes are the damage types that are energy, whose resistance makes a creature immune
// to normal energy of the type; weapons, poison and psychic damage are not energy
// (13th-age-combat-rules.txt "Resistance"; docs/rulings.md).
var EnergyTypes = []string{"acid", "cold", "fire", "force", "holy", "lightning", "negative energy", "thunder"}

// immune reports whether the strike's target is immune to its damage: it resists the attack's
// energy type, and the attack is normal energy, a hero's weapon attack that is neither a
// spell nor magic (a torch, burning oil); spells, magic weapons and a creature's own powers
// are magical and meet the resistance as usual ("Any creature with resistance to an energy
// type is immune to normal energy of that type"; docs/rulings.md).
func immune(s *strike) (string, bool) {
	typ := s.p.dmgType
	if !slices.Contains(EnergyTypes, typ) || s.target.Sheet.Defenses["resist "+typ] == 0 {
		return "", false
	}
	return typ, s.hero() && s.p.Kind != combat.Spell && s.p.Magic == 0
}

// resistance halves damage (rounded down) when the natural roll is below the target's
// resistance to the attack's damage type (the highest that applies), and takes it all when
// the target is immune to normal energy of its type (13th-age-combat-rules.txt "Resistance";
// 13th-age-2e-reference-sheet.txt "Resistance").
func resistance(s *strike, natural, sum int) []combat.Term {
	if typ, ok := immune(s); ok && sum > 0 {
		return []combat.Term{{Label: "immune to normal " + typ, Value: -sum}}
	}
	typ, n := resisted(s.target, s.p)
	if n == 0 || natural >= n || sum <= 0 {
		return nil
	}
	return []combat.Term{{Label: fmt.Sprintf("resist %s %d+: half", typ, n), Value: sum/2 - sum}}
}

// resisted returns the target's highest resistance to the power's damage, and its type.
func resisted(t *combat.Unit, p power) (string, int) {
	typ, n := "", 0
	for _, d := range damageTypes(p) {
		if v := t.Sheet.Defenses["resist "+d]; v > n {
			typ, n = d, v
		}
	}
	return typ, n
}

// vulnerableBonus is edition 2's bonus damage against the vulnerable: twice the attacker's
// level on a hit or a miss, three times on a crit (docs/rulings.md), none on a fumble
// (13th-age-2e-reference-sheet.txt "Vulnerable"). Edition 1 widens the crit range instead.
func vulnerableBonus(b *combat.Battle, s *strike, r roll) []combat.Term {
	if edition(b) != 2 || r.fumble || !vulnerableTo(s.target, s.p) {
		return nil
	}
	n := 2
	if r.crit {
		n = 3
	}
	return []combat.Term{{Label: fmt.Sprintf("vulnerable: %d × level", n), Value: n * s.attacker.Sheet.Level}}
}

// addOngoing puts ongoing damage on the target: halved (rounded down) if its resistance beat
// the natural roll, doubled for its first turn by a crit in edition 2
// (13th-age-combat-rules.txt "Resistance"; 13th-age-2e-reference-sheet.txt "Basic Attack").
func addOngoing(b *combat.Battle, s *strike, r roll, t trigger) {
	if typ, ok := immune(s); ok && t.out.dmgType == typ {
		b.Emit(combat.Note{Unit: s.target.Name, Text: fmt.Sprintf("%s is immune to normal %s: no ongoing damage", s.target.Name, typ)})
		return
	}
	n := t.out.roll.Bonus
	note := t.out.dmgType
	if _, res := resisted(s.target, power{Weapon: combat.Weapon{Kind: combat.Spell}, effects: effects{dmgType: t.out.dmgType}}); res > 0 && r.natural < res && t.out.dmgType != "" {
		n /= 2
		note = strings.TrimSpace(note + ", halved by resistance")
	}
	if n < 1 {
		return
	}
	if edition(b) == 2 && r.crit {
		n *= 2
		note = strings.TrimSpace(note + " " + critDoubled)
	}
	b.Emit(combat.ConditionAdded{Unit: s.target.Name, Condition: combat.Condition{Name: Ongoing, Source: s.attacker.Name,
		Value: n, Note: note, Ends: t.out.ends, Owner: s.target.Name}})
}

// critDoubled marks ongoing damage doubled by a crit for its first turn (edition 2).
const critDoubled = "(doubled by a crit for its first turn)"

// addSelf gives the attacker a condition its power gives it ("you become invisible"): until
// the end of its next turn (a turn in progress is not the next one) or of the battle. Only
// the worst of the same condition applies: a creature invisible for longer stays so.
func addSelf(b *combat.Battle, s *strike, t trigger) {
	a := s.attacker
	if !a.Active() {
		return
	}
	c := combat.Condition{Name: t.out.cond, Source: s.p.Name, Ends: t.out.ends, Owner: a.Name}
	if c.Ends == EndOfNextTurn && !b.InTurnNow(a) {
		c.Ends = combat.EndOfTurn
	}
	until := "until the end of its next turn"
	if t.out.ends == combat.EndOfBattle {
		until = "until the end of the battle"
	}
	if inflict(b, a, c) {
		b.Emit(combat.Note{Unit: a.Name, Text: fmt.Sprintf("%s's %s: %s becomes %s %s", a.Name, s.p.Name, a.Name, t.out.cond, until)})
	}
}

// addCondition puts a condition on the target: until a save ends it, or until the end of the
// attacker's ("your") or the target's ("its") next turn; a turn in progress is not the next
// one. Only the worst of the same condition applies (inflict); a grab holds while it lasts.
func addCondition(b *combat.Battle, s *strike, t trigger) {
	if t.out.cond == Grabbed {
		grab(b, s.attacker, s.target)
		return
	}
	c := combat.Condition{Name: t.out.cond, Source: s.attacker.Name, Ends: t.out.ends, Owner: s.target.Name}
	if t.out.ends == EndOfNextTurn {
		owner := s.target
		if t.out.whose == "your" {
			owner = s.attacker
		}
		c.Owner = owner.Name
		if !b.InTurnNow(owner) {
			c.Ends = combat.EndOfTurn
		}
	}
	inflict(b, s.target, c)
}

// deal deals damage to the strike's target; what a mook does not need spills over to the
// next mook of its mob (docs/rulings.md).
func deal(b *combat.Battle, s *strike, total int, why string) {
	t := s.target
	if !t.Sheet.Has("mook") {
		hurt(b, t, total, s.attacker.Name, why)
		return
	}
	left := total
	for _, m := range append([]*combat.Unit{t}, mob(b, s)...) {
		if left <= 0 {
			break
		}
		if m != t {
			b.Emit(combat.Note{Unit: m.Name, Text: fmt.Sprintf("%d damage spills over to %s, the next mook of the mob", left, m.Name)})
		}
		took := min(left, max(m.HP, 0))
		hurt(b, m, left, s.attacker.Name, why)
		left -= took
	}
}

// mob lists the other mooks the damage of an attack on a mook may spill to: the active
// creatures of the same kind on the same side that the attack could have targeted, nearest
// the first target first (docs/rulings.md).
func mob(b *combat.Battle, s *strike) []*combat.Unit {
	t := s.target
	var out []*combat.Unit
	for _, m := range b.Units {
		if m == t || !m.Active() || m.Side != t.Side || m.Kind != t.Kind || t.Kind == "" || !m.Sheet.Has("mook") {
			continue
		}
		if s.kind == KindRanged {
			if b.Feet(s.attacker.Pos, m.Pos) > reach(s.p) || !b.Map.Sight(s.attacker.Pos, m.Pos).Seen {
				continue
			}
		} else if !b.Map.Adjacent(s.attacker.Pos, m.Pos) {
			continue
		}
		out = append(out, m)
	}
	slices.SortStableFunc(out, func(x, y *combat.Unit) int { return b.Feet(t.Pos, x.Pos) - b.Feet(t.Pos, y.Pos) })
	return out
}

// gainTempHP gives u temporary hit points from source, kept apart from its hit points: they
// don't stack, so with some left u keeps only the higher of the two amounts
// (13th-age-combat-rules.txt "Temporary Hit Points").
func gainTempHP(b *combat.Battle, u *combat.Unit, n int, source string) {
	if n <= 0 {
		return
	}
	if c, ok := u.Condition(TempHP); ok && c.Value > 0 {
		if c.Value >= n {
			b.Emit(combat.Note{Unit: u.Name, Text: fmt.Sprintf("%s keeps its %d temporary hit points: the %d from %s are no more, and temporary hit points don't stack: the higher counts", u.Name, c.Value, n, source)})
			return
		}
		b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: TempHP, Source: c.Source, Why: fmt.Sprintf("the %d from %s are more: temporary hit points don't stack, the higher counts", n, source)})
	}
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: TempHP, Source: source, Value: n, Ends: combat.EndOfBattle}})
}

// hurt takes damage from u: temporary hit points first, then hit points. A hero may go below
// 0 and falls unconscious at 0 or below, dying at the edition's threshold; a creature at 0
// is slain (13th-age-combat-rules.txt "Temporary Hit Points", "Unconscious", "Death and
// Dying"; 13th-age-2e-reference-sheet.txt "Dying").
func hurt(b *combat.Battle, u *combat.Unit, amount int, source, why string) {
	if amount <= 0 || u.Status == combat.Dead || u.Status == combat.Fled {
		return
	}
	if c, ok := u.Condition(TempHP); ok && c.Value > 0 {
		soak := min(c.Value, amount)
		b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: TempHP, Source: c.Source, Why: fmt.Sprintf("%d damage taken from temporary hit points", soak)})
		if c.Value > soak {
			c.Value -= soak
			b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: c})
		}
		amount -= soak
		if amount == 0 {
			return
		}
	}
	hp := u.HP - amount
	if !u.Sheet.Hero {
		hp = max(hp, 0)
	}
	b.Emit(combat.Damaged{Unit: u.Name, Amount: amount, HP: hp, Source: source, Why: why})
	if u.Sheet.Hero || hp > 0 {
		stagger(b, u) // a slain creature is not staggered
	}
	switch {
	case !u.Sheet.Hero && hp == 0:
		b.Emit(combat.StatusChanged{Unit: u.Name, Status: combat.Dead, Why: "slain at 0 hp"})
	case u.Sheet.Hero && hp <= 0 && u.Active():
		b.Emit(combat.StatusChanged{Unit: u.Name, Status: combat.Down, Why: "unconscious at 0 hp or below"})
		if edition(b) == 2 {
			addSkull(b, u, "falls unconscious")
		}
	}
	if u.Sheet.Hero && u.Status == combat.Down && pastDeath(b, u) {
		if meaningful(b, source) {
			fallIntoComa(b, u, "reaches the negative hit points that kill")
			return
		}
		b.Emit(combat.StatusChanged{Unit: u.Name, Status: combat.Dead, Why: deathWhy(b)})
	}
}

// pastDeath reports whether an unconscious hero's negative hit points kill it: half its
// maximum in edition 1, its maximum in edition 2 (13th-age-combat-rules.txt "Death and
// Dying"; 13th-age-2e-reference-sheet.txt "Dying").
func pastDeath(b *combat.Battle, u *combat.Unit) bool {
	if edition(b) == 2 {
		return -u.HP >= u.MaxHP()
	}
	return -2*u.HP >= u.MaxHP()
}

// deathWhy says which threshold killed a hero.
func deathWhy(b *combat.Battle) string {
	if edition(b) == 2 {
		return "dead at negative hit points equal to its maximum"
	}
	return "dead at negative hit points equal to half its maximum"
}

// stagger marks u staggered at half its hit points or fewer and unmarks it above
// (13th-age-combat-rules.txt "Staggered").
func stagger(b *combat.Battle, u *combat.Unit) {
	is := 2*u.HP <= u.MaxHP() && u.Status != combat.Dead
	switch {
	case is && !u.Is(Staggered):
		b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: Staggered}})
	case !is && u.Is(Staggered):
		b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: Staggered, Why: "healed above half its hit points"})
	}
}

// heal gives u hit points, counting from 0 if it was below, to its maximum; an unconscious
// hero comes to (13th-age-combat-rules.txt "Death saves": "ignore your current negative hit
// points").
func heal(b *combat.Battle, u *combat.Unit, amount int, why string) {
	hp := min(max(u.HP, 0)+amount, u.MaxHP())
	b.Emit(combat.Healed{Unit: u.Name, Amount: hp - max(u.HP, 0), HP: hp, Why: why})
	if u.Status == combat.Down && hp > 0 && u.Is(Coma) {
		b.Emit(combat.Note{Unit: u.Name, Text: u.Name + " is in a coma: it comes to only once the fight is over"})
	} else if u.Status == combat.Down && hp > 0 {
		b.Emit(combat.StatusChanged{Unit: u.Name, Status: combat.Active, Why: "back to consciousness"})
		if u.Is(Stabilized) {
			b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: Stabilized, Why: "conscious again"})
		}
	}
	stagger(b, u)
}
