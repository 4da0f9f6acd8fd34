package catalog

// The entry, weapon and group checks: every rule a catalog's numbers, names, ids and weapons must keep (docs/catalog.md).

import (
	"fmt"
	"skirmish/combat"
	"skirmish/internal/quote"
	"skirmish/internal/strictjson"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"
)

// weaponKinds are the kinds a weapon may have (unit.go).
var weaponKinds = []string{combat.Melee, combat.Unarmed, combat.Thrown, combat.Bow, combat.Crossbow, combat.Sling, combat.Spell}

// Check reports every entry and group that breaks the catalog's rules (docs/catalog.md): an
// entry's id, role and numbers, its attributes, skills and weapons; unique ids; groups that
// list existing entries and do not share an id with one. It is the check ParseCatalog makes,
// for use after Merge. The error lists up to ten problems, one a line.
func Check(c *combat.Catalog) error {
	probs := catalogProblems(c)
	if len(probs) == 0 {
		return nil
	}
	msgs := make([]string, min(len(probs), maxProblems))
	for i := range msgs {
		msgs[i] = label(c, probs[i])
	}
	return joinProblems(msgs, len(probs))
}

// validID reports whether s is a well-formed id: lowercase letters, digits and hyphens.
func validID(s string) bool {
	if s == "" || len(s) > maxIDLen {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			return false
		}
	}
	return true
}

// idProblem says what is wrong with an id, or "" if nothing is.
func idProblem(s string) string {
	switch {
	case s == "":
		return "is missing"
	case len(s) > maxIDLen:
		return fmt.Sprintf("%s: want at most %d characters", quote.Quote(s), maxIDLen)
	case !validID(s):
		return fmt.Sprintf("%s: want lowercase letters, digits and hyphens, such as \"cave-bear\"", quote.Quote(s))
	}
	return ""
}

// problems lists what is wrong with the catalog (see Check), in file order, groups last.
func catalogProblems(c *combat.Catalog) []problem {
	var out []problem
	seen := map[string]int{}
	for i := range c.Entries {
		e := &c.Entries[i]
		base := entryPath(i)
		if msg := idProblem(e.ID); msg != "" {
			out = append(out, at(base, "id", "id %s", msg))
		} else if first, dup := seen[e.ID]; dup {
			out = append(out, at(base, "id", "id %s: entry %d has the same id; ids must differ", quote.Quote(e.ID), first+1))
		} else {
			seen[e.ID] = i
		}
		out = append(out, entryProblems(e, base)...)
	}
	for _, id := range c.GroupIDs() {
		base := strictjson.Path{"groups", id}
		if msg := idProblem(id); msg != "" {
			out = append(out, at(base, "", "id %s", msg))
		}
		if _, clash := seen[id]; clash {
			out = append(out, at(base, "", "an entry has the same id; a group's id must differ from every entry's"))
		}
		members := c.Groups[id]
		switch {
		case len(members) == 0:
			out = append(out, at(base, "", "lists no entries; want a list of entry ids"))
		case len(members) > maxGroupSize:
			out = append(out, at(base, "", "lists %d entries; want at most %d", len(members), maxGroupSize))
		}
		for j, m := range members {
			if _, ok := seen[m]; ok {
				continue
			}
			where := base.With(j)
			if _, isGroup := c.Groups[m]; isGroup {
				out = append(out, at(where, "", "member %s is a group; a group lists entries only", quote.Quote(m)))
			} else {
				out = append(out, at(where, "", "member %s is not an entry of the catalog", quote.Quote(m)))
			}
		}
	}
	return out
}

// rangeProblem checks that a number lies within lo..hi.
func rangeProblem(base strictjson.Path, field string, v, lo, hi int, what string) []problem {
	if v < lo || v > hi {
		return []problem{at(base, field, "%s %d: want %s from %d to %d", field, v, what, lo, hi)}
	}
	return nil
}

// nameProblems checks a name: given, and at most maxNameLen characters; want says what it
// should be when it is missing.
func nameProblems(base strictjson.Path, name, want string) []problem {
	switch {
	case strings.TrimSpace(name) == "":
		return []problem{at(base, "name", "name is missing: want %s", want)}
	case utf8.RuneCountInString(name) > maxNameLen:
		return []problem{at(base, "name", "name %s: want at most %d characters", quote.Quote(name), maxNameLen)}
	}
	return nil
}

// problems lists what is wrong with one entry (not its id, which the catalog checks).
func entryProblems(e *combat.CatalogEntry, base strictjson.Path) []problem {
	var out []problem
	add := func(ps ...problem) { out = append(out, ps...) }
	add(nameProblems(base, e.Name, "the name a player reads, such as \"Cave Bear\"")...)
	if utf8.RuneCountInString(e.Description) > maxTextLen {
		add(at(base, "description", "description: want at most %d characters", maxTextLen))
	}
	if utf8.RuneCountInString(e.Armour) > maxTextLen {
		add(at(base, "armour", "armour: want at most %d characters", maxTextLen))
	}
	switch e.Role {
	case combat.RoleHero:
		if !e.Hero {
			add(at(base, "role", "role \"hero\": a hero's sheet needs \"hero\": true"))
		}
	case combat.RoleCreature:
		if e.Hero {
			add(at(base, "hero", "hero true: only an entry with role \"hero\" may be a hero"))
		}
	case "":
		add(at(base, "role", "role is missing: want \"hero\" or \"creature\""))
	default:
		add(at(base, "role", "role %s: want \"hero\" or \"creature\"", quote.Quote(e.Role)))
	}
	add(rangeProblem(base, "hp", e.HP, 1, 10000, "hit points")...)
	add(rangeProblem(base, "ac", e.AC, 0, 100, "an armour class")...)
	add(rangeProblem(base, "speed", e.Speed, 0, 1000, "feet")...)
	add(rangeProblem(base, "hd", e.HD, 0, 100, "hit dice")...)
	add(rangeProblem(base, "attack_bonus", e.AttackBonus, -20, 100, "a bonus")...)
	add(rangeProblem(base, "skill_bonus", e.SkillBonus, -20, 20, "a bonus")...)
	add(rangeProblem(base, "level", e.Level, 0, 20, "a level")...)
	add(rangeProblem(base, "initiative", e.Initiative, -20, 50, "a bonus")...)
	if e.Class != "" && (!validID(e.Class) || strings.ContainsAny(e.Class, "0123456789")) {
		add(at(base, "class", "class %s: want lowercase letters and hyphens, such as \"fighter\"", quote.Quote(e.Class)))
	}
	for _, k := range sortedKeys(e.Defenses) {
		v := e.Defenses[k]
		switch {
		case strings.TrimSpace(k) == "":
			add(at(base, "defenses", "defense \"\": a defense needs a name, such as \"PD\""))
		case utf8.RuneCountInString(k) > maxNameLen:
			add(at(base, "defenses", "defense %s: want a name of at most %d characters", quote.Quote(k), maxNameLen))
		case v < 0 || v > 100:
			add(at(base.With("defenses"), k, "defense %s %d: want a number from 0 to 100", quote.Quote(k), v))
		}
	}
	if !(e.Size >= 0 && e.Size <= 1000) {
		add(at(base, "size", "size %g: want feet from 0 to 1000 (5 for a man; 0 means 5)", e.Size))
	}
	for _, k := range sortedKeys(e.Attributes) {
		v := e.Attributes[k]
		if !slices.Contains(combat.AttributeNames, k) {
			add(at(base, "attributes", "attribute %s: want one of %s", quote.Quote(k), strings.Join(combat.AttributeNames, ", ")))
		} else if v < 3 || v > 18 {
			add(at(base.With("attributes"), k, "attribute %s %d: want a score from 3 to 18", k, v))
		}
	}
	for _, k := range sortedKeys(e.Skills) {
		v := e.Skills[k]
		switch {
		case strings.TrimSpace(k) == "":
			add(at(base, "skills", "skill \"\": a skill needs a name, such as \"Stab\""))
		case utf8.RuneCountInString(k) > maxNameLen:
			add(at(base, "skills", "skill %s: want a name of at most %d characters", quote.Quote(k), maxNameLen))
		case v < 0 || v > 10:
			add(at(base.With("skills"), k, "skill %s %d: want a level from 0 to 10", quote.Quote(k), v))
		}
	}
	switch {
	case len(e.Weapons) == 0:
		add(at(base, "weapons", "weapons: want at least one weapon or natural attack (a claw, a fist)"))
	case len(e.Weapons) > maxWeapons:
		add(at(base, "weapons", "weapons: %d of them; want at most %d", len(e.Weapons), maxWeapons))
	}
	names := map[string]int{}
	for j := range e.Weapons {
		w := &e.Weapons[j]
		wb := base.With("weapons", j)
		add(weaponProblems(w, wb)...)
		key := strings.ToLower(strings.TrimSpace(w.Name))
		if first, dup := names[key]; dup && key != "" {
			add(at(wb, "name", "name %s: weapon %d has the same name; name them apart (\"off-hand sword\")", quote.Quote(w.Name), first+1))
		} else {
			names[key] = j
		}
	}
	for k, t := range e.Traits {
		where := base.With("traits", k)
		switch {
		case t == "militarized":
			add(at(where, "", "trait \"militarized\": the trait is spelt \"militarised\""))
		case !validID(t) || strings.ContainsAny(t, "0123456789"):
			add(at(where, "", "trait %s: want lowercase letters and hyphens, such as \"undead\"", quote.Quote(t)))
		}
	}
	return out
}

// problems lists what is wrong with one weapon.
func weaponProblems(w *combat.Weapon, base strictjson.Path) []problem {
	var out []problem
	add := func(ps ...problem) { out = append(out, ps...) }
	add(nameProblems(base, w.Name, "the weapon's name, such as \"sword\"")...)
	if !slices.Contains(weaponKinds, w.Kind) {
		if w.Kind == "" {
			add(at(base, "kind", "kind is missing: want one of %s", strings.Join(weaponKinds, ", ")))
		} else {
			add(at(base, "kind", "kind %s: want one of %s", quote.Quote(w.Kind), strings.Join(weaponKinds, ", ")))
		}
	}
	if w.Damage.Max() < 1 {
		add(at(base, "damage", "damage %s: want dice that can do damage, such as \"1d8\"", quote.Quote(w.Damage.String())))
	}
	for _, a := range w.Attributes {
		if !slices.Contains(combat.AttributeNames, a) {
			add(at(base, "attributes", "attributes: %s: want one of %s", quote.Quote(a), strings.Join(combat.AttributeNames, ", ")))
		}
	}
	if utf8.RuneCountInString(w.Skill) > maxNameLen {
		add(at(base, "skill", "skill %s: want at most %d characters", quote.Quote(w.Skill), maxNameLen))
	}
	if utf8.RuneCountInString(w.Against) > maxNameLen {
		add(at(base, "against", "against %s: want a defense's name of at most %d characters, such as \"PD\"", quote.Quote(w.Against), maxNameLen))
	}
	for k, fx := range w.Effects {
		switch {
		case strings.TrimSpace(fx) == "":
			add(at(base.With("effects", k), "", "effect #%d is empty: want the effect in the ruleset's words, such as \"miss: level\"", k+1))
		case utf8.RuneCountInString(fx) > maxEffectLen:
			add(at(base.With("effects", k), "", "effect #%d: want at most %d characters", k+1, maxEffectLen))
		}
	}
	switch w.Kind {
	case combat.Thrown, combat.Bow, combat.Crossbow, combat.Sling:
		switch {
		case w.Range <= 0 || w.Range > 5000:
			add(at(base, "range", "range %d: a %s weapon needs a range in feet from 5 to 5000", w.Range, w.Kind))
		case w.LongRange < w.Range || w.LongRange > 10000:
			add(at(base, "long_range", "long_range %d: want at least the range %d and at most 10000", w.LongRange, w.Range))
		}
	case combat.Spell:
		if w.Range < 0 || w.Range > 5000 {
			add(at(base, "range", "range %d: a spell's range is feet from 0 (close quarters) to 5000", w.Range))
		} else if w.LongRange != 0 && (w.LongRange < w.Range || w.LongRange > 10000) {
			add(at(base, "long_range", "long_range %d: want at least the range %d and at most 10000", w.LongRange, w.Range))
		}
	case combat.Melee, combat.Unarmed:
		if w.Range != 0 || w.LongRange != 0 {
			f, v := "range", w.Range
			if v == 0 {
				f, v = "long_range", w.LongRange
			}
			add(at(base, f, "%s %d: a %s weapon has no range; use kind \"thrown\" for one that can be thrown", f, v, w.Kind))
		}
	}
	add(rangeProblem(base, "hands", w.Hands, 0, 2, "hands")...)
	add(rangeProblem(base, "count", w.Count, 0, 20, "a count")...)
	add(rangeProblem(base, "magic", w.Magic, -10, 10, "a bonus")...)
	if w.Shock.Points < 0 || w.Shock.Points > 100 || w.Shock.AC < 0 || w.Shock.AC > 100 {
		add(at(base, "shock", "shock %s: want points/AC such as \"2/15\" or \"5/-\"", quote.Quote(w.Shock.String())))
	}
	return out
}

// sortedKeys returns a map's keys in order, so problems come out the same every time.
func sortedKeys(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
