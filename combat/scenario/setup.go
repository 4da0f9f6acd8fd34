package scenario

// Setup: a parsed scenario becomes a combat.Setup: the ruleset, the map, the sides and each unit's sheet.

import (
	"errors"
	"maps"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"skirmish/catalog"
	"skirmish/combat"
	"skirmish/grid"
)

// Setup builds the battle's setup: it finds the ruleset (the file's `rules`, else the map's
// `ruleset` property), loads the map, settles the sides and makes each unit's sheet from its
// catalog entry and its stats. Errors are *Error, naming the line and the field.
func (s *Scenario) Setup() (combat.Setup, error) {
	sp := &s.spec
	m, err := s.loadMap()
	if err != nil {
		return combat.Setup{}, err
	}
	id := sp.Rules
	if id == "" {
		id = m.Ruleset
	}
	if id == "" {
		return combat.Setup{}, s.errAt(path{"rules"}, "missing, and the map names no ruleset; known rulesets: %s",
			strings.Join(combat.RulesetIDs(), ", "))
	}
	rs, err := combat.Rules(id)
	if err != nil {
		return combat.Setup{}, s.errAt(path{"rules"}, "%v", err)
	}
	sides := slices.Clone(sp.Sides)
	if len(sides) == 0 {
		sides = slices.Clone(m.Sides)
		for _, u := range sp.Units {
			if !slices.Contains(sides, u.Side) {
				sides = append(sides, u.Side)
			}
		}
	}
	for i, name := range sp.Surprised {
		if !slices.Contains(sides, name) {
			return combat.Setup{}, s.errAt(path{"surprised", i}, "%q is not one of the sides (%s)", name, strings.Join(sides, ", "))
		}
	}
	units := make([]combat.UnitSetup, len(sp.Units))
	for i, u := range sp.Units {
		p := path{"units", i}
		if !slices.Contains(sides, u.Side) {
			return combat.Setup{}, s.errAt(p.With("side"), "%q is not one of the sides (%s)", u.Side, strings.Join(sides, ", "))
		}
		var sheet combat.Sheet
		if u.Kind != "" {
			entry, err := s.lookup(rs, u.Kind)
			if err != nil {
				return combat.Setup{}, s.errAt(p.With("kind"), "%v", err)
			}
			sheet = entry.Sheet.Clone()
		}
		if u.Stats.Data != nil {
			if _, err := u.Stats.Decode(&sheet, readOptions); err != nil {
				return combat.Setup{}, s.fromDecode(err)
			}
		}
		if err := catalog.CheckSheet(u.Name, sheet); err != nil {
			field := p.With("stats")
			if u.Stats.Data == nil {
				field = p.With("kind")
			}
			return combat.Setup{}, s.errAt(field, "%v", err)
		}
		us := combat.UnitSetup{Name: u.Name, Kind: u.Kind, Side: u.Side, Pos: *u.At, Sheet: sheet}
		if u.HP != nil {
			if *u.HP > sheet.HP {
				return combat.Setup{}, s.errAt(p.With("hp"), "starting hp %d is more than the unit's %d maximum", *u.HP, sheet.HP)
			}
			us.HP = *u.HP
		}
		for j, c := range u.Conditions {
			if c.Source != "" && !slices.ContainsFunc(sp.Units, func(v unitSpec) bool { return v.Name == c.Source }) {
				return combat.Setup{}, s.errAt(p.With("conditions").With(j).With("source"), "no unit is called %q", c.Source)
			}
			us.Conditions = append(us.Conditions, combat.Condition{Name: c.Name, Source: c.Source})
		}
		units[i] = us
	}
	return combat.Setup{Map: m, Rules: rs, Options: maps.Clone(sp.Options), Sides: sides, Units: units,
		Seed: *sp.Dice.Seed, Forced: slices.Clone(sp.Dice.Forced), Surprised: slices.Clone(sp.Surprised)}, nil
}

// lookup finds a catalog entry of the ruleset.
func (s *Scenario) lookup(rs combat.Ruleset, id string) (combat.CatalogEntry, error) {
	cat := rs.Catalog()
	if cat == nil || len(cat.Entries) == 0 {
		return combat.CatalogEntry{}, errors.New("ruleset " + strconv.Quote(rs.ID()) + " has no catalog; give the unit's stats instead")
	}
	if e, ok := cat.Lookup(id); ok {
		return e, nil
	}
	const most = 20
	var ids []string
	for i, e := range cat.Entries {
		if i == most {
			ids = append(ids, "…")
			break
		}
		ids = append(ids, e.ID)
	}
	return combat.CatalogEntry{}, errors.New("no catalog entry " + strconv.Quote(id) + " in ruleset " +
		strconv.Quote(rs.ID()) + " (ids: " + strings.Join(ids, ", ") + ")")
}

// asciiName is the name ParseASCII is given for an inline map, so that its messages' line
// numbers can be told apart and moved onto the file's lines.
const asciiName = "\x00map"

// loadMap parses the inline ASCII map or loads the map file, relative to the scenario's folder.
func (s *Scenario) loadMap() (*grid.Map, error) {
	ms := s.spec.Map
	if ms.Path != "" {
		file := ms.Path
		if !filepath.IsAbs(file) {
			file = filepath.Join(filepath.Dir(s.File), file)
		}
		m, err := grid.Load(file)
		if err != nil {
			return nil, s.errAt(path{"map"}, "%v", err)
		}
		return m, nil
	}
	m, err := grid.ParseASCII(asciiName, strings.Join(ms.Rows, "\n"))
	if err == nil {
		return m, nil
	}
	msg := strings.TrimPrefix(err.Error(), asciiName)
	if rest, ok := strings.CutPrefix(msg, ":"); ok {
		if n, tail, ok := strings.Cut(rest, ":"); ok {
			if line, err := strconv.Atoi(n); err == nil && line >= 1 && line <= len(ms.Rows) {
				return nil, s.errAt(path{"map", line - 1}, "%s", strings.TrimSpace(tail))
			}
		}
	}
	return nil, s.errAt(path{"map"}, "%s", strings.TrimSpace(strings.TrimPrefix(msg, ":")))
}
