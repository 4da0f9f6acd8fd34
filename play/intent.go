package play

// Intents: what a click on a square would do, worked out from the listing (the hover preview
// shows it; Click does it), and the other verbs of a turn: cancel, end the turn.

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"skirmish/combat"
	"skirmish/grid"
)

// Intent is what a click on a square would do.
type Intent struct {
	// Kind is the kind of the action; Legal the listed action a click takes (with its
	// preview), when Take is set.
	Kind  combat.KindState
	Legal combat.Legal
	Take  bool
	// Target is the unit the action is aimed at (nil for a move).
	Target *combat.Unit
	// Square is set for a click that picks a square the aim waits for, or a charge's end
	// square from which several foes may be struck (Ends names them).
	Square bool
	Ends   []string
	// Aims is set for a click on a target whose actions differ by their squares: it waits for
	// the square then.
	Aims bool
	// Err is why the click would do nothing.
	Err error
	// Path is the squares a move walks through, from the unit's; a charge's start and end.
	// Feet is what a move costs; Provokes names the units whose free attacks it draws.
	Path     []grid.Pos
	Feet     int
	Provokes []string
}

// IntentAt works out what a click on p would do: with an aim waiting, pick its square or its
// foe; with an action chosen, aim it there (at a target, at a square, at a charge's end
// square); with none, attack the foe there by the first attack that may, or walk there. ok is
// false when the click would do none of those (it may still select a unit).
func (s *Match) IntentAt(p grid.Pos) (Intent, bool) {
	if s.sel == nil || s.busy || !s.HumanTurn() {
		return Intent{}, false
	}
	at := s.B.At(p)
	if at != nil && !s.Visible(at) {
		at = nil // what the player does not see is not there for the click
	}
	if s.chosen != "" && s.aim.Active() {
		k, _ := s.Kind(s.chosen)
		if i := slices.Index(s.aim.Squares, p); i >= 0 {
			l := s.aim.legal[i]
			return Intent{Kind: k, Legal: l, Take: true, Target: s.B.Unit(l.Action.Target), Square: true}, true
		}
		if s.aim.HasEnd && at != nil && slices.Contains(s.aim.Targets, at.Name) {
			for _, l := range s.endingOn(s.chosen, s.aim.End) {
				if l.Action.Target == at.Name {
					return s.intent(k, l, at), true
				}
			}
		}
		if !s.aim.HasEnd {
			return Intent{}, false
		}
	}
	kinds := []string{s.chosen}
	if s.chosen == "" {
		kinds = s.defaults()
	}
	for _, kind := range kinds {
		k, _ := s.Kind(kind)
		if at != nil && at != s.sel {
			if it, ok := s.intentOn(k, at); ok {
				return it, true
			}
		}
		if s.chosen == "" && k.Meaning != combat.MeanMove {
			continue // by default a square is walked to, not charged at
		}
		if (at == nil || at == s.sel) && p != s.sel.Pos {
			if it, ok := s.intentTo(k, p); ok {
				return it, true
			}
		}
	}
	return Intent{}, false
}

// defaults are the kinds a click plays with no action chosen: the attacks, then the move.
func (s *Match) defaults() []string {
	var out []string
	for _, k := range s.list.Kinds {
		if k.Err == nil && slices.Contains(attacks, k.Meaning) {
			out = append(out, k.Kind)
		}
	}
	if m := s.moveKind(); m != "" {
		out = append(out, m)
	}
	return out
}

// intentOn is what kind does at unit t: the first of its listed actions on t for a charge (its
// nearest end); else the first aimed at t alone, or an aim when they all differ by their
// squares (a push, a screen from afar). With the picks leaving none, why not.
func (s *Match) intentOn(k combat.KindState, t *combat.Unit) (Intent, bool) {
	ls := s.onTarget(k.Kind, t.Name)
	if len(ls) == 0 {
		if s.strip.Kind == k.Kind && slices.ContainsFunc(s.list.Of(k.Kind), func(l combat.Legal) bool { return l.Action.Target == t.Name }) {
			return Intent{Kind: k, Target: t, Err: s.pickedOut(k, t)}, true
		}
		return Intent{}, false
	}
	if k.Meaning == combat.MeanCharge {
		return s.intent(k, ls[0], t), true
	}
	for _, l := range ls {
		if len(l.Action.Path) == 0 {
			return s.intent(k, l, t), true // aimed at the foe alone
		}
	}
	if len(legalSquares(ls)) > 1 {
		return Intent{Kind: k, Target: t, Aims: true}, true
	}
	return s.intent(k, ls[0], t), true
}

// pickedOut says why the strip's picks leave kind no action on t.
func (s *Match) pickedOut(k combat.KindState, t *combat.Unit) error {
	st := &s.strip
	var picks, allowed []string
	if st.Choice >= 0 {
		picks = append(picks, ChoiceLabel(st.Choices[st.Choice]))
	}
	if st.Weapon >= 0 {
		picks = append(picks, st.Weapons[st.Weapon])
	}
	for _, l := range s.list.Of(k.Kind) {
		if l.Action.Target != t.Name {
			continue
		}
		w := ChoiceLabel(l.Action.Choice)
		if l.Action.Choice == "" {
			w = l.Action.Weapon
		}
		if w != "" && !slices.Contains(allowed, w) {
			allowed = append(allowed, w)
		}
	}
	msg := fmt.Sprintf("%s (%s) is not allowed on %s now", k.Label, strings.Join(picks, ", "), t.Name)
	if len(allowed) > 0 {
		msg += ": " + strings.Join(allowed, ", ") + " is"
	}
	return combat.Refuse(citation(k.ActionKind), "%s", msg)
}

// intentTo is what kind does at the empty square p: a move there, or a charge ending there
// (on its one foe, or a pick among several).
func (s *Match) intentTo(k combat.KindState, p grid.Pos) (Intent, bool) {
	ls := s.endingOn(k.Kind, p)
	if len(ls) == 0 {
		return s.bump(k, p)
	}
	var foes []string
	for _, l := range ls {
		if l.Action.Target != "" && !slices.Contains(foes, l.Action.Target) {
			foes = append(foes, l.Action.Target)
		}
	}
	switch {
	case len(foes) > 1:
		return Intent{Kind: k, Square: true, Ends: foes, Path: []grid.Pos{s.sel.Pos, p}}, true
	case len(foes) == 1:
		return s.intent(k, ls[0], s.B.Unit(foes[0])), true
	}
	it := s.intent(k, ls[0], nil)
	it.Path, it.Feet, it.Provokes = s.walk(p, ls[0])
	return it, true
}

// bump is, under fog, a move to p the viewer thinks it may make but a unit it does not see
// forbids (standing on p or in the way): the move the player plans is drawn, and a click walks
// the unit along it as far as it may go, to the last square before the first square held by a
// unit it does not see where a listed move of kind ends (docs/rulings.md "Bumping into the
// unseen").
func (s *Match) bump(k combat.KindState, p grid.Pos) (Intent, bool) {
	if k.Meaning != combat.MeanMove || !s.sight.Fogged() || s.reach == nil || !slices.Contains(s.marks.Squares, p) {
		return Intent{}, false
	}
	route := s.reach.Path(p)
	path, feet := []grid.Pos{s.sel.Pos}, 0
	var stop *combat.Legal
	for _, st := range route {
		if u := s.B.At(st.To); u != nil && u != s.sel && !s.Visible(u) {
			break
		}
		if ls := s.endingOn(k.Kind, st.To); len(ls) > 0 {
			stop = &ls[0]
		}
	}
	for _, st := range route {
		path, feet = append(path, st.To), st.Cost
	}
	if stop == nil {
		return Intent{Kind: k, Path: path, Feet: feet, Err: combat.Refuse(citation(k.ActionKind), "%s cannot get past something in the dark", s.sel.Name)}, true
	}
	it := s.intent(k, *stop, nil)
	it.Path, it.Feet, it.Provokes = path, feet, s.seenOnly(stop.Provokes)
	return it, true
}

// seenOnly are the names of the units the viewer sees among names.
func (s *Match) seenOnly(names []string) []string {
	var out []string
	for _, n := range names {
		if u := s.B.Unit(n); u != nil && s.Visible(u) {
			out = append(out, n)
		}
	}
	return out
}

// intent is the intent to take l, aimed at t (nil for none); a path that ends elsewhere than
// the unit's square is drawn from it.
func (s *Match) intent(k combat.KindState, l combat.Legal, t *combat.Unit) Intent {
	it := Intent{Kind: k, Legal: l, Take: true, Target: t}
	if n := len(l.Action.Path); n > 0 && t != nil && k.Meaning == combat.MeanCharge {
		it.Path = []grid.Pos{s.sel.Pos, l.Action.Path[n-1]}
	}
	return it
}

// walk is the path a move to p walks (the listed one, else the unit's cheapest), what it costs
// and whom it provokes.
func (s *Match) walk(p grid.Pos, l combat.Legal) ([]grid.Pos, int, []string) {
	path := []grid.Pos{s.sel.Pos}
	feet, provokes := l.Feet, l.Provokes
	if s.reach == nil {
		return append(path, p), feet, provokes
	}
	var found []string
	for _, st := range s.reach.Path(p) {
		path = append(path, st.To)
		if l.Feet == 0 {
			feet = st.Cost
		}
		for _, id := range st.Leaves() {
			if id >= 1 && id <= len(s.B.Units) {
				if u := s.B.Units[id-1]; s.Visible(u) && !slices.Contains(found, u.Name) {
					found = append(found, u.Name)
				}
			}
		}
	}
	provokes = s.seenOnly(provokes)
	if len(provokes) == 0 {
		provokes = found
	}
	if len(path) == 1 {
		path = append(path, p)
	}
	return path, feet, provokes
}

// Click does what a click on p does: the intent there (an action taken, a square or a foe of
// the aim picked, a target aimed at); else it selects the unit there the player may select.
// It returns why the action was refused, or nil.
func (s *Match) Click(p grid.Pos) error {
	if s.busy {
		return ErrUnderWay
	}
	it, ok := s.IntentAt(p)
	if !ok {
		s.SelectAt(p)
		return nil
	}
	switch {
	case len(it.Ends) > 1:
		s.clearAim()
		s.aim.HasEnd, s.aim.End, s.aim.Targets = true, p, it.Ends
		return nil
	case it.Aims:
		if s.chosen == "" {
			s.chosen = it.Kind.Kind
			s.buildStrip()
		}
		err := s.aimAt(it.Target.Name, s.onTarget(it.Kind.Kind, it.Target.Name))
		s.mark()
		return err
	case it.Err != nil:
		return it.Err
	}
	s.unchoose()
	return s.do(it.Legal.Action)
}

// Cancel steps back once: the square or foe an aim waits for, then the chosen action, then
// the selection.
func (s *Match) Cancel() {
	switch {
	case s.aim.Active():
		s.clearAim()
		s.mark()
	case s.chosen != "":
		s.unchoose()
	default:
		s.Deselect()
	}
}

// EndTurn ends the human side's turn.
func (s *Match) EndTurn() error {
	if s.busy {
		return ErrUnderWay
	}
	if !s.HumanTurn() {
		return fmt.Errorf("it is not your turn")
	}
	s.sel = nil
	return s.do(combat.Action{Kind: combat.EndTurn})
}

// ChoiceLabel writes a choice as its chip says it ("first_aid" is "First aid").
func ChoiceLabel(c string) string {
	if c == "" {
		return "Default"
	}
	c = strings.ReplaceAll(c, "_", " ")
	return strings.ToUpper(c[:1]) + c[1:]
}

// legalSquares are the last squares of the listed actions' paths, each once.
func legalSquares(ls []combat.Legal) []grid.Pos {
	var out []grid.Pos
	for _, l := range ls {
		if n := len(l.Action.Path); n > 0 && !slices.Contains(out, l.Action.Path[n-1]) {
			out = append(out, l.Action.Path[n-1])
		}
	}
	return out
}

// citation is a kind's rules as a RuleError cites them: `delvers-combat.md "Charge"`, several
// joined by "; ".
func citation(k *combat.ActionKind) string {
	var parts []string
	for _, c := range k.Cites {
		if c.Text == "" {
			parts = append(parts, c.Section)
		} else {
			parts = append(parts, c.String())
		}
	}
	return strings.Join(parts, "; ")
}

// WhyNotAt says why a click on the square does nothing when a foe the side sees stands there:
// for each attack of the selected unit's table (melee, ranged, gang-up, charge), the rule that
// refuses it on that foe, in the ruleset's words ("Melee attack: Rot is not in melee range of
// Ash", "Ranged attack: Rot is 210 ft away, past the longbow's long range of 200 ft"). It is
// nil when there is nothing to say: no foe seen there, or a click there would act.
func (s *Match) WhyNotAt(p grid.Pos) []string {
	if s.sel == nil || s.busy || !s.HumanTurn() {
		return nil
	}
	at := s.B.At(p)
	if at == nil || !s.Visible(at) || at.Side == s.sel.Side || !at.Active() {
		return nil
	}
	if _, ok := s.IntentAt(p); ok {
		return nil
	}
	var out []string
	for _, k := range s.list.Kinds {
		if !slices.Contains(attacks, k.Meaning) {
			continue
		}
		why := k.Err
		if why == nil {
			err := s.B.Check(combat.Action{Kind: k.Kind, Unit: s.sel.Name, Target: at.Name})
			if !errors.As(err, &why) {
				continue
			}
		}
		out = append(out, k.Label+": "+why.Message())
	}
	return out
}
