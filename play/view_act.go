package play

// The side's own turn as its view shows it: the selected unit's panel and buttons, the chosen
// action's strip and aim, the marks, Undo and Redo.

import (
	"fmt"
	"slices"
	"strings"

	"skirmish/combat"
)

// actView is what the side in turn may do now.
func (s *Session) actView() *ActView {
	m := s.m
	a := &ActView{Busy: m.busy, Chosen: m.chosen}
	if u := m.sel; u != nil {
		a.Selected = u.Name
		a.Panel = s.panel(u)
		a.Buttons = s.buttons()
	}
	a.Strip = s.stripView()
	a.Aim = s.aimView()
	a.Marks = slices.Clone(m.marks.Squares)
	for _, u := range m.marks.Units {
		a.Aimed = append(a.Aimed, u.Name)
	}
	why, rwhy := m.UndoWhy(), m.RedoWhy()
	switch {
	case why == nil:
		last := "nothing"
		if la, ok := m.LastAction(); ok {
			last = ActionName(la)
		}
		a.Caption = "Undo takes back " + last
	case rwhy == nil:
		next, _ := m.RedoNext()
		a.Caption = "Redo plays " + ActionName(next) + " again"
	default:
		a.Caption = "Undo: " + RuleWords(why)
	}
	if why != nil {
		a.Undo = RuleWords(why)
	}
	if rwhy != nil {
		a.Redo = RuleWords(rwhy)
	}
	return a
}

// notNow is why a kind a fallen unit's listing does not offer is greyed (it sees only what it
// may still do).
const notNow = "not while out of the fight"

// buttons are the kinds of the ruleset's table the selected unit may be asked for, in the
// table's order, each with why not now.
func (s *Session) buttons() []Button {
	m := s.m
	meter := m.B.Rules.Describe().Meter
	var out []Button
	kinds := m.B.Kinds()
	for i := range kinds {
		k := &kinds[i]
		if k.Meaning == combat.MeanEndTurn || k.Meaning == combat.MeanReaction {
			continue
		}
		bt := Button{Kind: k.Kind, Label: k.Label, Meaning: k.Meaning, Summary: k.Summary, Cost: k.Cost, Provokes: k.Provokes, Rule: k.Rule()}
		st, ok := m.list.Kind(k.Kind)
		switch {
		case !ok || st.Err != nil && !m.sel.Active():
			bt.Refused = notNow
		case st.Err != nil:
			bt.Refused = st.Err.Message()
		}
		if meter.Cost != nil {
			bt.Meter = meter.Cost(k.Kind)
		}
		out = append(out, bt)
	}
	return out
}

// panel is what the side knows of its unit u for the unit panel.
func (s *Session) panel(u *combat.Unit) *PanelView {
	b := s.m.B
	pr := combat.Present(b.Rules)
	p := &PanelView{Unit: u.Name, KindName: catalogName(b, u.Kind), SideName: b.SideName(u), AC: u.Sheet.AC, Speed: u.Sheet.Speed,
		Extra: pr.Unit(b, u), Budget: slices.Clone(u.Budget)}
	for _, d := range []string{"PD", "MD"} {
		if v, ok := u.Sheet.Defenses[d]; ok {
			p.Defenses = append(p.Defenses, Stat{Name: d, Value: v})
		}
	}
	for _, cd := range u.Conditions {
		if cv, ok := pr.Condition(cd); ok {
			p.Conditions = append(p.Conditions, cv)
		}
	}
	if mt := b.Rules.Describe().Meter; mt.Slot != "" {
		p.Meter, p.MeterFull = mt.Slot, mt.Full
	}
	p.Fallen = s.m.ActsFallen(u)
	if !p.Fallen && u.Active() {
		for _, v := range b.Units {
			if v.Side == u.Side && s.m.ActsFallen(v) {
				p.FallenAlly = v.Name
				break
			}
		}
	}
	return p
}

// catalogName is a catalog kind as the battle's ruleset names it ("skeleton-archer" is
// "Skeleton archer" when the catalog says so, else "skeleton archer").
func catalogName(b *combat.Battle, kind string) string {
	if e, ok := b.Rules.Catalog().Lookup(kind); ok && e.Name != "" {
		return e.Name
	}
	return strings.ReplaceAll(kind, "-", " ")
}

// stripView is the chosen action's strip with each chip's tooltip.
func (s *Session) stripView() StripView {
	m := s.m
	st := &m.strip
	v := StripView{Kind: st.Kind, Label: st.Label, Choice: st.Choice, Weapon: st.Weapon, Gen: st.Gen}
	if !st.Shown() {
		return v
	}
	pr := combat.Present(m.B.Rules)
	for _, c := range st.Choices {
		sum := pr.Choice(st.Kind, c)
		if sum == "" {
			sum = "Choose " + ChoiceLabel(c) + "."
		}
		v.Choices = append(v.Choices, Chip{Label: ChoiceLabel(c), Tip: []string{sum}})
	}
	for _, w := range st.Weapons {
		v.Weapons = append(v.Weapons, Chip{Label: w, Tip: s.weaponLines(w)})
	}
	for _, l := range st.Variants {
		a := l.Action
		var tip []string
		if sum := pr.Choice(st.Kind, a.Choice); sum != "" {
			tip = append(tip, sum)
		}
		if a.Weapon != "" {
			tip = append(tip, s.weaponLines(a.Weapon)...)
		}
		v.Variants = append(v.Variants, Chip{Label: variantLabel(a), Tip: append(tip, "Click to do it now.")})
	}
	if st.Any != nil {
		v.Any = "No target: do it now"
		if k, ok := m.Kind(st.Kind); ok && k.Meaning == combat.MeanReady {
			v.Any = "Ready for any foe"
		}
	}
	return v
}

// variantLabel names a form of an action without a target by its choice and weapon.
func variantLabel(a combat.Action) string {
	switch {
	case a.Choice != "" && a.Weapon != "":
		return ChoiceLabel(a.Choice) + " · " + a.Weapon
	case a.Weapon != "":
		return a.Weapon
	}
	return ChoiceLabel(a.Choice)
}

// weaponLines describe the selected unit's weapon: damage, reach, defence, effects.
func (s *Session) weaponLines(name string) []string {
	u := s.m.sel
	if u == nil {
		return nil
	}
	for _, w := range u.Sheet.Weapons {
		if w.Name != name {
			continue
		}
		line := fmt.Sprintf("%s, damage %s", w.Kind, w.Damage)
		if w.Range > 0 {
			line += fmt.Sprintf(", range %d ft", w.Range)
		}
		if w.Against != "" {
			line += " vs " + w.Against
		}
		return append([]string{line}, w.Effects...)
	}
	return nil
}

// aimView is the aim as shown, with where its units stand.
func (s *Session) aimView() AimView {
	m := s.m
	a := &m.aim
	v := AimView{Target: a.Target, Squares: slices.Clone(a.Squares), HasEnd: a.HasEnd, End: a.End, Targets: slices.Clone(a.Targets)}
	if t := m.B.Unit(a.Target); t != nil {
		v.TargetAt = t.Pos
	}
	for _, name := range a.Targets {
		if u := m.B.Unit(name); u != nil {
			v.TargetsAt = append(v.TargetsAt, u.Pos)
		}
	}
	return v
}

// orderOf is the turn order as side v may know it (-1: every side's eyes), and the index in it
// of the turn under way (-1 for none): each turn names only the units v sees; a turn of units
// it sees none of is left out (it would count the creatures in the dark, and tell whose turn
// runs), the turn under way too: hidden says one such runs now.
func (m *Match) orderOf(v int) (order []combat.Turn, now int, hidden bool) {
	b := m.B
	current := -1
	var out []combat.Turn
	for i, t := range b.Order {
		now := b.InTurn && i == b.TurnIndex
		if m.sight.Watched(v) && len(t.Units) > 0 {
			var seen []string
			for _, name := range t.Units {
				if u := b.Unit(name); u != nil && m.sight.Sees(v, u) {
					seen = append(seen, name)
				}
			}
			if len(seen) == 0 {
				// a turn of units the side does not see has no place, even under way: its
				// side, its initiative and its place in the round are not the side's to know
				hidden = hidden || now
				continue
			}
			t.Units = seen
		}
		if now {
			current = len(out)
		}
		out = append(out, t)
	}
	return out, current, hidden
}
