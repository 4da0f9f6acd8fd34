package play

// Choosing: the action button pressed, the forms and weapons of its listed actions picked
// before it is aimed (the choice strip), and the aim of an action that takes more than one
// click: a target waiting for its square (a push, a throw, a screen from afar), or a charge's
// end square waiting for the foe.

import (
	"fmt"
	"slices"

	"skirmish/combat"
	"skirmish/grid"
)

// Strip is the chosen action's choices and weapons, when two or more of either are listed,
// picked before the click on the map; or an action without a target's listed forms, each
// taken at once; or the form at no target (a ready action awaiting any foe).
type Strip struct {
	// Kind is the kind it is for, "" when there is nothing to pick.
	Kind  string
	Label string
	// Choices are the kind's choices (Action.Choice), Weapons the weapons its actions use.
	Choices, Weapons []string
	// Choice and Weapon are the picks, indexes into them (-1: the first the listing allows).
	Choice, Weapon int
	// Variants are the forms of an action without a target, each taken at once.
	Variants []combat.Legal
	// Any is the form at no target, when the kind has one beside its targeted forms.
	Any *combat.Legal
	// Gen counts the changes of the strip and its picks.
	Gen int
}

// Shown reports whether there is something to pick.
func (st *Strip) Shown() bool { return st.Kind != "" }

// Aim is where the chosen action is being aimed when one click is not enough.
type Aim struct {
	// Target is the unit whose square is awaited; Squares are those a click may pick.
	Target  string
	Squares []grid.Pos
	legal   []combat.Legal
	// HasEnd is set when the square the action ends on is picked (End) and the foe is awaited
	// among Targets.
	HasEnd  bool
	End     grid.Pos
	Targets []string
	// Gen counts the aim's changes.
	Gen int
}

// Active reports whether the aim waits for a square or a foe.
func (a *Aim) Active() bool { return len(a.Squares) > 0 || a.HasEnd }

// Chosen is the chosen action's kind ("" for none: a click moves or attacks by default).
func (s *Match) Chosen() string { return s.chosen }

// Strip is the chosen action's strip.
func (s *Match) Strip() *Strip { return &s.strip }

// Aim is the chosen action's aim.
func (s *Match) Aim() *Aim { return &s.aim }

// clearAim drops the aim.
func (s *Match) clearAim() {
	s.aim = Aim{Gen: s.aim.Gen + 1}
	s.gen++
}

// unchoose drops the chosen action.
func (s *Match) unchoose() {
	s.chosen = ""
	s.clearAim()
	s.buildStrip()
	s.mark()
}

// Choose presses the button of kind: an action with one form and no target is taken at once,
// one with several forms shows them in the strip; one aimed at something waits for the click
// on the map. Pressing the chosen one again picks its strip's next choice, or drops it.
func (s *Match) Choose(kind string) error {
	if s.busy {
		return ErrUnderWay
	}
	k, ok := s.Kind(kind)
	if !ok {
		return fmt.Errorf("%s cannot do that", s.name())
	}
	if k.Err != nil {
		return fmt.Errorf("%s: %s", k.Label, k.Err.Message())
	}
	if s.chosen == kind {
		st := &s.strip
		if st.Shown() && len(st.Variants)+len(st.Choices)+len(st.Weapons) > 0 {
			return s.CycleStrip()
		}
		s.unchoose()
		return nil
	}
	s.chosen = kind
	s.clearAim()
	s.buildStrip()
	s.mark()
	acts := s.list.Of(kind)
	if untargeted(acts) && len(acts) == 1 {
		a := acts[0].Action
		s.unchoose()
		return s.do(a)
	}
	return nil
}

// name is the selected unit's name, for messages.
func (s *Match) name() string {
	if s.sel == nil {
		return "No unit"
	}
	return s.sel.Name
}

// untargeted reports whether every action listed is aimed at nothing and goes nowhere.
func untargeted(ls []combat.Legal) bool {
	for _, l := range ls {
		if l.Action.Target != "" || len(l.Action.Path) > 0 {
			return false
		}
	}
	return true
}

// buildStrip makes the strip of the chosen action, keeping the picks when it is the same
// action as before; no strip when there is nothing to pick.
func (s *Match) buildStrip() {
	old := s.strip
	s.strip = Strip{Choice: -1, Weapon: -1, Gen: old.Gen + 1}
	s.gen++
	k, ok := s.Kind(s.chosen)
	if !ok || s.sel == nil {
		return
	}
	st := &s.strip
	st.Kind, st.Label = k.Kind, k.Label
	acts := s.list.Of(k.Kind)
	if untargeted(acts) {
		if len(acts) >= 2 {
			st.Variants = acts
		}
	} else {
		if len(k.Choices) >= 2 {
			for _, c := range k.Choices {
				st.Choices = append(st.Choices, c.Name)
			}
		}
		var weapons []string
		for _, l := range acts {
			if w := l.Action.Weapon; w != "" && !slices.Contains(weapons, w) {
				weapons = append(weapons, w)
			}
			if l.Action.Target == "" && len(l.Action.Path) == 0 && st.Any == nil {
				st.Any = &l
			}
		}
		if len(weapons) >= 2 {
			st.Weapons = weapons
		}
	}
	if old.Kind == st.Kind {
		if old.Choice < len(st.Choices) {
			st.Choice = old.Choice
		}
		if old.Weapon < len(st.Weapons) {
			st.Weapon = old.Weapon
		}
	}
	if len(st.Choices) == 0 && len(st.Weapons) == 0 && len(st.Variants) == 0 && st.Any == nil {
		st.Kind = ""
	}
}

// matches reports whether a listed action agrees with the strip's picks: its choice (the first
// choice also by none, which a ruleset may mean by its default) and its weapon.
func (s *Match) matches(l *combat.Legal) bool {
	st := &s.strip
	if st.Kind != l.Action.Kind {
		return true
	}
	if st.Choice >= 0 {
		ch := st.Choices[st.Choice]
		if l.Action.Choice != ch && !(l.Action.Choice == "" && st.Choice == 0) {
			return false
		}
	}
	return st.Weapon < 0 || l.Action.Weapon == st.Weapons[st.Weapon]
}

// cands are the listed actions of kind that agree with the strip's picks.
func (s *Match) cands(kind string) []combat.Legal {
	all := s.list.Of(kind)
	if s.strip.Kind != kind || s.strip.Choice < 0 && s.strip.Weapon < 0 {
		return all
	}
	var out []combat.Legal
	for i := range all {
		if s.matches(&all[i]) {
			out = append(out, all[i])
		}
	}
	return out
}

// PickChoice picks the strip's i-th choice (-1, or the picked one again: the default).
func (s *Match) PickChoice(i int) {
	pickIndex(&s.strip.Choice, i, len(s.strip.Choices))
	s.picked()
}

// PickWeapon picks the strip's i-th weapon (-1, or the picked one again: the default).
func (s *Match) PickWeapon(i int) {
	pickIndex(&s.strip.Weapon, i, len(s.strip.Weapons))
	s.picked()
}

// pickIndex sets *at to i, of n, or to -1 (the default) for an i out of range or picked already.
func pickIndex(at *int, i, n int) {
	if i >= n || i == *at {
		i = -1
	}
	*at = i
}

// picked works out again what the picks change: the aim, the marks.
func (s *Match) picked() {
	s.strip.Gen++
	s.gen++
	s.reaim()
	s.mark()
}

// CycleStrip is the chosen action's button pressed again: the next choice, then the next
// weapon, then the defaults again; with forms to take at once, the first is taken.
func (s *Match) CycleStrip() error {
	st := &s.strip
	if len(st.Variants) > 0 {
		return s.TakeVariant(0)
	}
	switch {
	case st.Weapon < 0 && st.Choice+1 < len(st.Choices):
		st.Choice++
	case st.Weapon+1 < len(st.Weapons):
		st.Weapon++
	default:
		st.Choice, st.Weapon = -1, -1
	}
	s.picked()
	return nil
}

// TakeVariant takes the strip's i-th form of an action without a target.
func (s *Match) TakeVariant(i int) error {
	st := &s.strip
	if i < 0 || i >= len(st.Variants) {
		return fmt.Errorf("no such form")
	}
	a := st.Variants[i].Action
	s.unchoose()
	return s.do(a)
}

// TakeAny takes the chosen action at no target (a ready action awaiting any foe), with the
// strip's picks.
func (s *Match) TakeAny() error {
	st := &s.strip
	if st.Any == nil {
		return fmt.Errorf("%s needs something to aim at", st.Label)
	}
	for _, l := range s.cands(s.chosen) {
		if l.Action.Target == "" && len(l.Action.Path) == 0 {
			s.unchoose()
			return s.do(l.Action)
		}
	}
	return fmt.Errorf("%s: not with what is picked", st.Label)
}

// aimAt aims the chosen action at target when its actions on it differ by their squares: with
// one square it is taken at once, with several the session waits for the click on one.
func (s *Match) aimAt(target string, ls []combat.Legal) error {
	if len(ls) == 1 {
		a := ls[0].Action
		s.unchoose()
		return s.do(a)
	}
	s.clearAim()
	s.aim.Target = target
	for _, l := range ls {
		if n := len(l.Action.Path); n > 0 && !slices.Contains(s.aim.Squares, l.Action.Path[n-1]) {
			s.aim.Squares = append(s.aim.Squares, l.Action.Path[n-1])
			s.aim.legal = append(s.aim.legal, l)
		}
	}
	return nil
}

// reaim works the aim out again after the picks changed: the squares of a target waiting for
// one (dropped when the picks leave none); a charge's end square is dropped.
func (s *Match) reaim() {
	switch {
	case s.aim.Target != "":
		t := s.aim.Target
		ls := s.onTarget(s.chosen, t)
		s.clearAim()
		if len(ls) > 1 {
			_ = s.aimAt(t, ls)
		}
	case s.aim.HasEnd:
		s.clearAim()
	}
}

// onTarget are the candidates of kind aimed at target.
func (s *Match) onTarget(kind, target string) []combat.Legal {
	return s.candsWhere(kind, func(a combat.Action) bool { return a.Target == target })
}

// endingOn are the candidates of kind whose path ends on p.
func (s *Match) endingOn(kind string, p grid.Pos) []combat.Legal {
	return s.candsWhere(kind, func(a combat.Action) bool { return len(a.Path) > 0 && a.Path[len(a.Path)-1] == p })
}

// candsWhere are the candidates of kind whose action is one that keep wants.
func (s *Match) candsWhere(kind string, keep func(combat.Action) bool) []combat.Legal {
	var out []combat.Legal
	for _, l := range s.cands(kind) {
		if keep(l.Action) {
			out = append(out, l)
		}
	}
	return out
}
