package rulestest

// Sheets and units for the rulesets' tests: a catalog entry's sheet, a sheet changed for a
// test, an army of catalog entries, and the benchmark of a unit's listing.

import (
	"strconv"
	"testing"

	"skirmish/combat"
	"skirmish/grid"
	"skirmish/internal/cpubench"
)

// Entry is the sheet of the catalog's entry id, failing the test without one.
func Entry(t testing.TB, cat *combat.Catalog, id string) combat.Sheet {
	t.Helper()
	e, ok := cat.Lookup(id)
	if !ok {
		t.Fatalf("no catalog entry %q", id)
	}
	return e.Sheet
}

// With is a copy of sheet s changed by f.
func With(s combat.Sheet, f func(*combat.Sheet)) combat.Sheet {
	c := s.Clone()
	f(&c)
	return c
}

// Army appends to units a unit of side for each of the catalog's entries ids, the i-th
// standing at at(i), each named by its id and its place in units ("orc7").
func Army(t testing.TB, cat *combat.Catalog, units []combat.UnitSetup, side string, ids []string, at func(i int) grid.Pos) []combat.UnitSetup {
	t.Helper()
	for i, id := range ids {
		units = append(units, combat.UnitSetup{Name: id + strconv.Itoa(len(units)), Kind: id, Side: side, Pos: at(i), Sheet: Entry(t, cat, id)})
	}
	return units
}

// BenchList measures listing every legal action of u into a reused Listing, in the thread's
// CPU time, and reports how many actions it lists.
func BenchList(b *testing.B, bt *combat.Battle, u *combat.Unit) {
	var l combat.Listing
	b.ReportAllocs()
	meter := cpubench.Start(b)
	for meter.Loop() {
		bt.List(u, &l)
	}
	b.ReportMetric(float64(len(l.Actions)), "actions")
}
