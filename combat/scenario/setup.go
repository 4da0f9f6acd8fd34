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
	"skirmish/internal/quote"
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
			return combat.Setup{}, s.errAt(path{"surprised", i}, "%s is not one of the sides (%s)", quote.Quote(name), grid.SideList(sides))
		}
	}
	if len(sides) > grid.MaxSides {
		return combat.Setup{}, s.errAt(path{"units"}, "the units are of %d sides, more than the %d a battle has", len(sides), grid.MaxSides)
	}
	names := make(map[string]bool, len(sp.Units))
	for _, u := range sp.Units {
		names[u.Name] = true
	}
	units := make([]combat.UnitSetup, len(sp.Units))
	for i, u := range sp.Units {
		p := path{"units", i}
		if !slices.Contains(sides, u.Side) {
			return combat.Setup{}, s.errAt(p.With("side"), "%s is not one of the sides (%s)", quote.Quote(u.Side), grid.SideList(sides))
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
			if c.Source != "" && !names[c.Source] {
				return combat.Setup{}, s.errAt(p.With("conditions").With(j).With("source"), "no unit is called %s", quote.Quote(c.Source))
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

// asciiName is the name ParseASCII is given for an inline map; its problems' lines are moved
// onto the file's lines.
const asciiName = "map"

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
	var p grid.Problem
	if !errors.As(err, &p) {
		return nil, s.errAt(path{"map"}, "%v", err)
	}
	msg := p.Msg
	if p.Place != "" {
		msg = p.Place + ": " + msg
	}
	if p.Line >= 1 && p.Line <= len(ms.Rows) {
		return nil, s.errAt(path{"map", p.Line - 1}, "%s", msg)
	}
	return nil, s.errAt(path{"map"}, "%s", msg)
}
