// Package listtest checks a ruleset's listing against its check, for the rulesets' tests:
// every listed action passes Check, a listing made in a used Listing is the one made afresh,
// and actions sampled at random among the forms the table allows are refused unless listed.
// Only tests import it.
package listtest

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

// Agree fails the test when u's listing and the battle's check disagree: a listed action
// Check refuses, a listing into reused that differs from one made afresh, a listed action
// with no meaning, a kind with actions and a refusal, or one of samples actions drawn with
// rng that Check accepts but the listing does not give (Sample). It returns the listing.
func Agree(tb testing.TB, b *combat.Battle, u *combat.Unit, reused *combat.Listing, rng *rand.Rand, samples int) *combat.Listing {
	tb.Helper()
	var l combat.Listing
	b.List(u, &l)
	b.List(u, reused)
	if x, y := norm(&l), norm(reused); !reflect.DeepEqual(x, y) {
		tb.Fatalf("%s's listing made in a used Listing differs from one made afresh:\n%s", u.Name, firstDiff(x, y))
	}
	for _, x := range l.Actions {
		if err := b.Check(x.Action); err != nil {
			tb.Fatalf("listed %v is refused: %v", x.Action, err)
		}
		if k, ok := b.Kind(x.Action.Kind); !ok || x.Meaning != k.Meaning {
			tb.Fatalf("listed %v has meaning %q; its kind's is %q", x.Action, x.Meaning, k.Meaning)
		}
	}
	for _, k := range l.Kinds {
		if n := len(l.Of(k.Kind)); (n > 0) == (k.Err != nil) {
			tb.Fatalf("%s: kind %s has %d actions listed and refusal %v", u.Name, k.Kind, n, k.Err)
		}
	}
	for range samples {
		a := Sample(b, u, &l, rng)
		if _, listed := l.Find(a); !listed && b.Check(a) == nil {
			tb.Fatalf("%v passes Check but is not listed for %s", a, u.Name)
		}
	}
	return &l
}

// firstDiff writes the first kind or action two normalised listings differ in.
func firstDiff(x, y []any) string {
	for i := range x {
		if reflect.DeepEqual(x[i], y[i]) {
			continue
		}
		xv, yv := reflect.ValueOf(x[i]), reflect.ValueOf(y[i])
		if xv.Kind() != reflect.Slice {
			return fmt.Sprintf("%v\nafresh:\n%v", y[i], x[i])
		}
		for j := range max(xv.Len(), yv.Len()) {
			if j >= xv.Len() || j >= yv.Len() {
				return fmt.Sprintf("%d entries, %d afresh", yv.Len(), xv.Len())
			}
			if a, b := xv.Index(j).Interface(), yv.Index(j).Interface(); !reflect.DeepEqual(a, b) {
				return fmt.Sprintf("%+v\nafresh:\n%+v", b, a)
			}
		}
	}
	return ""
}

// norm is what a listing says, for comparing two (an empty list is no list).
func norm(l *combat.Listing) []any {
	type kind struct {
		Kind string
		Err  string
	}
	var ks []kind
	for _, k := range l.Kinds {
		e := ""
		if k.Err != nil {
			e = k.Err.Error()
		}
		ks = append(ks, kind{k.Kind, e})
	}
	var acts []combat.Legal
	if len(l.Actions) > 0 {
		acts = slices.Clone(l.Actions)
	}
	for i := range acts {
		x := &acts[i]
		if len(x.Provokes) == 0 {
			x.Provokes = nil
		}
		if x.Preview != nil {
			pv := *x.Preview
			for _, ts := range []*[]combat.Term{&pv.Terms, &pv.Defense} {
				if len(*ts) == 0 {
					*ts = nil
				}
			}
			if len(pv.Effects) == 0 {
				pv.Effects = nil
			}
			if len(pv.Odds) == 0 {
				pv.Odds = nil
			}
			x.Preview = &pv
		}
	}
	return []any{l.Unit, ks, acts}
}

// Sample draws an action of u among the forms its table allows: a kind of the table; a
// target of the units in the battle (or none, where the kind may be aimed at no one); a
// weapon among u's items and bare hands, and a choice among the kind's, where the kind takes
// them; a square near u or its target where it takes one. Where the listing gives actions
// of the kind and choice, the weapon and the square are drawn only if those actions have
// them (a choice that takes neither: Delvers' "single" going back to one weapon, a shove's
// "prone"), so that the sample is in the form the listing gives, and a legal sample is
// listed.
func Sample(b *combat.Battle, u *combat.Unit, l *combat.Listing, rng *rand.Rand) combat.Action {
	ks := b.Kinds()
	k := &ks[rng.IntN(len(ks))]
	a := combat.Action{Kind: k.Kind, Unit: u.Name}
	if len(k.Choices) > 0 {
		a.Choice = k.Choices[rng.IntN(len(k.Choices))].Name
	}
	if k.Aim != combat.AimNone && !(k.AnyTarget && rng.IntN(3) == 0) {
		a.Target = b.Units[rng.IntN(len(b.Units))].Name
	}
	weapon, square := k.Weapon, k.Square != combat.NeedNo
	mayNoSquare := k.Square != combat.NeedMust
	var seen, withWeapon, withSquare, withoutSquare bool
	for _, x := range l.Of(k.Kind) {
		if x.Action.Choice == a.Choice {
			seen = true
			withWeapon = withWeapon || x.Action.Weapon != ""
			withSquare = withSquare || len(x.Action.Path) > 0
			withoutSquare = withoutSquare || len(x.Action.Path) == 0
		}
	}
	if seen {
		weapon, square, mayNoSquare = withWeapon, withSquare, withoutSquare
	}
	if weapon {
		var names []string
		for _, it := range u.Items {
			names = append(names, it.Weapon.Name)
		}
		names = append(names, "unarmed", "no such weapon")
		a.Weapon = names[rng.IntN(len(names))]
	}
	if square && !(mayNoSquare && rng.IntN(2) == 0) {
		at := u.Pos
		if t := b.Unit(a.Target); t != nil && rng.IntN(2) == 0 {
			at = t.Pos
		}
		a.Path = []grid.Pos{{X: at.X + rng.IntN(7) - 3, Y: at.Y + rng.IntN(7) - 3}}
	}
	return a
}

// Pick draws a listed action with rng: a kind among those the listing gives actions of (so
// that a move's many squares do not crowd out the rest), then one of its actions; false when
// the listing gives none.
func Pick(l *combat.Listing, rng *rand.Rand) (combat.Action, bool) {
	var kinds []string
	for _, k := range l.Kinds {
		if k.Err == nil {
			kinds = append(kinds, k.Kind)
		}
	}
	if len(kinds) == 0 {
		return combat.Action{}, false
	}
	acts := l.Of(kinds[rng.IntN(len(kinds))])
	return acts[rng.IntN(len(acts))].Action, true
}
