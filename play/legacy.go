package play

// Legacy listing: the legal actions of a ruleset that does not list them itself
// (combat.Lister), worked out from its Options and Check as the battle screen used to. It goes
// once every ruleset lists its actions.

import (
	"skirmish/combat"
	"skirmish/grid"
)

// lister is what lists b's legal actions: its ruleset, or the legacy listing.
func lister(b *combat.Battle) combat.Lister {
	if l, ok := b.Rules.(combat.Lister); ok {
		return l
	}
	return legacy{}
}

// legacy is a combat.Lister over a ruleset's Options and Check: every target, square, choice
// and weapon an option names is tried, and the squares round the unit and a target for the
// actions that need one (a push, a throw, a drag, a screen from afar).
type legacy struct{}

// legacyMeanings are the meanings of the kinds the default click plays.
var legacyMeanings = map[string]combat.Meaning{
	"run": combat.MeanMove, "melee": combat.MeanMelee, "ranged": combat.MeanRanged,
	"swarm": combat.MeanGangUp, "charge": combat.MeanCharge, combat.EndTurn: combat.MeanEndTurn,
}

// Kinds is not known without a listing: the table is read from Options.
func (legacy) Kinds() []combat.ActionKind { return nil }

// List fills dst from b's Options for u, trying each option's forms against Check.
func (legacy) List(b *combat.Battle, u *combat.Unit, dst *combat.Listing, _ []combat.Meaning) {
	dst.Unit, dst.Kinds, dst.Actions = u.Name, dst.Kinds[:0], dst.Actions[:0]
	for _, o := range b.Options(u) {
		k := combat.KindState{ActionKind: combat.ActionKind{Kind: o.Kind, Label: o.Label, Meaning: legacyMeanings[o.Kind],
			Cost: o.Cost, Rule: o.Rule, Summary: o.Summary, Provokes: o.Provokes, Choices: o.Choices,
			Square: len(o.Squares) > 0}, Err: o.Err}
		n := len(dst.Actions)
		l := legacyList{b: b, u: u, o: &o, out: dst.Actions}
		switch {
		case o.Err == nil:
			l.all()
			if len(l.out) == n {
				k.Err = combat.Refuse(o.Rule, "%s has nothing to aim it at now", u.Name)
			}
		case len(o.Targets) == 0 && len(o.Squares) == 0:
			// refused for want of an item named (readying, stowing), it may be taken with one
			l.items()
			if len(l.out) > n {
				k.Err = nil
			}
		}
		dst.Actions = l.out
		dst.Kinds = append(dst.Kinds, k)
	}
}

// legacyList lists the legal actions of one option.
type legacyList struct {
	b   *combat.Battle
	u   *combat.Unit
	o   *combat.Option
	out []combat.Legal
}

// all lists the option's actions: at each listed target (on its listed path first, then to
// each listed square, then from the squares near it); to each listed square; at nothing; and
// when none of those, at any unit from a square near it.
func (l *legacyList) all() {
	o := l.o
	for i, t := range o.Targets {
		n := len(l.out)
		if i < len(o.Paths) {
			l.forms(t, o.Paths[i])
		}
		for _, p := range o.Squares {
			if i >= len(o.Paths) || p != o.Paths[i][len(o.Paths[i])-1] {
				l.forms(t, []grid.Pos{p})
			}
		}
		if len(o.Squares) == 0 {
			if i >= len(o.Paths) {
				l.forms(t, nil)
			}
			if len(l.out)-n < max(1, len(o.Choices)) {
				l.near(t)
			}
		}
	}
	if len(o.Targets) == 0 {
		for _, p := range o.Squares {
			l.forms("", []grid.Pos{p})
		}
	}
	n := len(l.out)
	if len(o.Squares) == 0 {
		l.forms("", nil)
	}
	if len(o.Targets) == 0 && len(o.Squares) == 0 && len(l.out) == n {
		l.near("")
		if len(l.out) == n {
			for _, v := range l.b.Units {
				if v != l.u && v.Active() {
					l.near(v.Name)
				}
			}
		}
	}
}

// items adds the option's forms with each of the unit's items, at nothing.
func (l *legacyList) items() {
	for _, it := range l.u.Items {
		a := combat.Action{Kind: l.o.Kind, Unit: l.u.Name, Weapon: it.Weapon.Name}
		if l.b.Check(a) == nil {
			l.add(a)
		}
	}
}

// forms adds the legal forms of the option at target on path: per choice, the first of its
// forms that Check accepts, with each weapon when weapons matter.
func (l *legacyList) forms(target string, path []grid.Pos) {
	o := l.o
	choices := o.Choices
	if len(choices) == 0 {
		choices = []string{""}
	}
	weapons := []string{""}
	if l.weaponsMatter() {
		weapons = o.Weapons
	}
	for _, ch := range choices {
		for _, w := range weapons {
			for _, form := range choiceForms(o, ch) {
				a := combat.Action{Kind: o.Kind, Unit: l.u.Name, Target: target, Path: path, Weapon: w, Option: form}
				ok := l.b.Check(a) == nil
				if !ok && w == "" && len(o.Weapons) > 0 {
					a.Weapon = o.Weapons[0]
					ok = l.b.Check(a) == nil
				}
				if ok {
					l.add(a)
					break
				}
			}
		}
	}
}

// add lists a, with its preview, unless it is listed, or it is a form listed without a path
// (a path the ruleset ignores).
func (l *legacyList) add(a combat.Action) {
	for _, x := range l.out {
		y := x.Action
		if y.Equal(a) || len(y.Path) == 0 && y.Kind == a.Kind && y.Target == a.Target && y.Option == a.Option && y.Weapon == a.Weapon {
			return
		}
	}
	lg := combat.Legal{Action: a}
	if t := l.b.Unit(a.Target); t != nil {
		lg.Preview.Estimate = l.b.Rules.Estimate(l.b, a)
		from := l.u.Pos
		if n := len(a.Path); n > 0 && l.o.Kind != "shove" && l.o.Kind != "drag" {
			from = a.Path[n-1]
		}
		lg.Preview.Cover = l.b.Map.Sight(from, t.Pos).Cover
	}
	l.out = append(l.out, lg)
}

// choiceForms are the Option values to try for a choice: the choice, and for the first choice
// also no Option, which some rulesets mean by their default.
func choiceForms(o *combat.Option, ch string) []string {
	if ch != "" && len(o.Choices) > 0 && ch == o.Choices[0] {
		return []string{ch, ""}
	}
	return []string{ch}
}

// weaponsMatter reports whether the option's weapon changes anything: the ruleset refuses a
// weapon it does not know (one that ignores the weapon of a move accepts any).
func (l *legacyList) weaponsMatter() bool {
	o := l.o
	if len(o.Weapons) < 2 {
		return false
	}
	a := combat.Action{Kind: o.Kind, Unit: l.u.Name, Weapon: "\x00no such weapon"}
	switch {
	case len(o.Targets) > 0:
		a.Target = o.Targets[0]
		if len(o.Paths) > 0 {
			a.Path = o.Paths[0]
		}
	case len(o.Squares) > 0:
		a.Path = []grid.Pos{o.Squares[0]}
	}
	if len(o.Choices) > 0 {
		a.Option = o.Choices[0]
	}
	for _, form := range choiceForms(o, a.Option) {
		a.Option = form
		if l.b.Check(a) == nil {
			return false
		}
	}
	return true
}

// near adds the option's forms at target (or at nothing) to the squares within two of the unit
// (a drag takes two steps) and those next to the target (a push, a throw, a screen from afar).
func (l *legacyList) near(target string) {
	u := l.u
	seen := map[grid.Pos]bool{}
	try := func(p grid.Pos) {
		if seen[p] || !l.b.Map.In(p) || p == u.Pos {
			return
		}
		seen[p] = true
		n := len(l.out)
		l.forms(target, []grid.Pos{p})
		if len(l.out) > n || max(abs(u.Pos.X-p.X), abs(u.Pos.Y-p.Y)) != 2 {
			return
		}
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				m := grid.Pos{X: u.Pos.X + dx, Y: u.Pos.Y + dy}
				if m != u.Pos && m.Adjacent(p) {
					if l.forms(target, []grid.Pos{m, p}); len(l.out) > n {
						return
					}
				}
			}
		}
	}
	t := l.b.Unit(target)
	if t == nil || t.Pos.Adjacent(u.Pos) || max(abs(u.Pos.X-t.Pos.X), abs(u.Pos.Y-t.Pos.Y)) <= 3 {
		for dy := -2; dy <= 2; dy++ {
			for dx := -2; dx <= 2; dx++ {
				try(grid.Pos{X: u.Pos.X + dx, Y: u.Pos.Y + dy})
			}
		}
	}
	if t != nil {
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				try(grid.Pos{X: t.Pos.X + dx, Y: t.Pos.Y + dy})
			}
		}
	}
}

// abs is |v|.
func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
