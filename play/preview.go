package play

// Previews: what a click on the hovered square would do (its path and cost, the attacks it
// provokes, an attack's odds, damage, cover and morale), the threat preview (the foes the side
// sees that could attack the selected unit there next turn; the hovered foe's reach), and every
// seen foe's reach at once: worked out for a session when what they depend on changes.

import (
	"fmt"
	"slices"
	"strings"

	"skirmish/ai"
	"skirmish/combat"
	"skirmish/grid"
)

// HoverView is the preview of the hovered square for the side in turn with a unit selected:
// the tooltip's words, and what the map marks.
type HoverView struct {
	Square grid.Pos `json:"square"`
	// Title, Lines and Warn are the tooltip: what a click there would do and its odds, or why
	// a foe the side sees there cannot be attacked (Refused); no Title, no tooltip.
	Title   string   `json:"title,omitempty"`
	Lines   []string `json:"lines,omitempty"`
	Warn    string   `json:"warn,omitempty"`
	Refused bool     `json:"refused,omitempty"`
	// Pick is set when the click picks the square (an aim's, a charge's end): it is outlined.
	Pick bool `json:"pick,omitempty"`
	// Target is the unit the action is aimed at, standing at TargetAt.
	Target   string   `json:"target,omitempty"`
	TargetAt grid.Pos `json:"target_at"`
	// Path is the squares a move walks through from the unit's (Walk), or a charge's start
	// and end (Charge).
	Path   []grid.Pos `json:"path,omitempty"`
	Walk   bool       `json:"walk,omitempty"`
	Charge bool       `json:"charge,omitempty"`
	// Reach are the squares the hovered foe could attack next turn, when the side sees it.
	Reach []grid.Pos `json:"reach,omitempty"`
	// Area are the cells an area attack holds, AreaFriends the cells of the side's own units
	// it catches (area.go).
	Area        []grid.Pos `json:"area,omitempty"`
	AreaFriends []grid.Pos `json:"area_friends,omitempty"`
}

// preview is what a session keeps of its previews between views.
type preview struct {
	threats *ai.Threats
	// hover is the hover preview for hoverKey.
	hover    *HoverView
	hoverKey hoverKey
	// reach is the hovered foe's reach, for the battle and its log's length.
	reachFoe *combat.Unit
	reachAt  hoverKey
	reach    []grid.Pos
	// danger is how many seen foes could attack each square, for the battle, the unit whose
	// foes they are and where the units stood (ai.Standing).
	danger    []uint8
	dangerFor *combat.Unit
	dangerB   *combat.Battle
	dangerSig uint64
	// fog is the side's fog as last shown, for the match's epoch.
	fog      *FogView
	fogEpoch int
}

// hoverKey is what a preview depends on: the battle (its log's length dates it), what the side
// has picked (the match's gen) and the square.
type hoverKey struct {
	b      *combat.Battle
	events int
	gen    int
	square grid.Pos
	ok     bool
}

// threatsOf is the session's threat reckoner, made on first use.
func (s *Session) threatsOf() *ai.Threats {
	if s.prev.threats == nil {
		s.prev.threats = ai.NewThreats()
	}
	return s.prev.threats
}

// sees reports whether the session's side sees u.
func (s *Session) sees(u *combat.Unit) bool { return s.m.sight.Sees(s.side, u) }

// hoverView is the preview of the hovered square, worked out again when the square, the battle
// or the picks changed; nil when there is none (not the side's turn, nothing selected).
func (s *Session) hoverView() *HoverView {
	m := s.m
	if !s.hovering || !s.yours() || m.sel == nil || m.busy {
		return nil
	}
	k := hoverKey{b: m.B, events: len(m.B.Log), gen: m.gen, square: s.hover, ok: true}
	if s.prev.hoverKey == k {
		return s.prev.hover
	}
	h := &HoverView{Square: s.hover}
	if it, ok := m.IntentAt(s.hover); ok {
		s.intentWords(h, it)
	} else if why := m.WhyNotAt(s.hover); len(why) > 0 {
		// a foe the side sees that no attack may reach now: say why (out of reach, or no
		// action left to attack with)
		h.Title, h.Lines, h.Refused = "Cannot attack "+m.B.At(s.hover).Name, why, true
	}
	h.Reach = s.reachOf(m.B.At(s.hover))
	s.prev.hover, s.prev.hoverKey = h, k
	return h
}

// intentWords fills the preview of an intent: its title, lines and warning, and what the map
// marks.
func (s *Session) intentWords(h *HoverView, it Intent) {
	m := s.m
	p := s.hover
	h.Title = it.Kind.Label
	if o := it.Legal.Action.Choice; o != "" && len(it.Kind.Choices) > 1 {
		h.Title += " (" + ChoiceLabel(o) + ")"
	}
	switch {
	case len(it.Ends) > 1:
		h.Title += fmt.Sprintf(" · end on %v", p)
		h.Lines = append(h.Lines, "From here it may strike "+strings.Join(it.Ends, ", ")+":", "click the square, then the foe")
	case it.Square:
		if it.Target != nil {
			h.Title += " → " + it.Target.Name
		}
		h.Title += fmt.Sprintf(" · %v", p)
		if it.Err == nil {
			h.Lines = append(h.Lines, "Click to do it here")
		}
	case it.Aims:
		h.Title += " → " + it.Target.Name
		h.Lines = append(h.Lines, "Click, then one of the marked squares")
	case it.Target != nil:
		h.Title += " → " + it.Target.Name
		if it.Err == nil {
			h.Lines = attackLines(m.B, h.Lines, it)
			s.areaWords(h, it)
		}
	default:
		h.Title = fmt.Sprintf("%s · %d ft", it.Kind.Label, it.Feet)
		if len(it.Provokes) > 0 && it.Kind.Provokes != "no" {
			h.Warn = "Provokes: " + strings.Join(it.Provokes, ", ")
		} else {
			h.Lines = append(h.Lines, "No attacks of opportunity")
		}
		h.Lines = append(h.Lines, s.threatLine(p))
	}
	if it.Err != nil {
		h.Warn = RuleWords(it.Err)
	}
	h.Pick = it.Square || len(it.Ends) > 1
	h.Path = slices.Clone(it.Path)
	if t := it.Target; t != nil {
		h.Target, h.TargetAt = t.Name, t.Pos
		h.Charge = len(it.Path) == 2
	} else {
		h.Walk = len(it.Path) > 0 && !it.Square
	}
}

// attackLines are the preview of an action on a target, all from its listing: an attack's
// odds and damage, what it does to the foe's morale and the cover from where it is made; the
// weapon, and the square a charge ends on.
func attackLines(b *combat.Battle, lines []string, it Intent) []string {
	a := it.Legal.Action
	if p := it.Legal.Preview; p != nil {
		if p.Max > 0 || p.Hit > 0 {
			lines = append(lines, fmt.Sprintf("Hit %d%%   ·   damage %d–%d", pct(p.Hit), p.Min, p.Max))
			lines = append(lines, fmt.Sprintf("Drops it %d%%   ·   %d/%d hp", pct(p.Kill), it.Target.HP, it.Target.MaxHP()))
			if len(p.Odds) > 0 {
				lines = append(lines, oddsLine(p.Odds))
			}
			lines = append(lines, moraleLine(b, it.Target, p.Estimate))
		}
		if p.Foes > 0 && len(it.Path) == 2 { // a charge's cover is from where it ends
			lines = append(lines, fmt.Sprintf("Cover from %v: %s", it.Path[1], coverName(p.Cover)))
		} else if p.Foes > 0 {
			lines = append(lines, "Cover: "+coverName(p.Cover))
		}
	}
	if a.Weapon != "" {
		lines = append(lines, "with "+a.Weapon)
	}
	if len(it.Path) == 2 {
		lines = append(lines, fmt.Sprintf("ends on %v (click a marked square first for another)", it.Path[1]))
	}
	return lines
}

// threatLine is the threat preview for the selected unit on p: the foes the side sees that
// could attack it there next turn, the damage they are expected to deal in all and at most,
// and each foe's chance to hit, expected damage and worst blow ("Next turn 2 foes could attack
// here, about 6 damage expected (up to 15): Orc 55% to hit, about 4 (up to 9); Rot 40%, about
// 2 (up to 6)"), or that none could.
func (s *Session) threatLine(p grid.Pos) string {
	ts := s.threatsOf().At(s.m.B, s.m.sel, p, s.sees)
	if len(ts) == 0 {
		return "Next turn: no foe you see could attack here"
	}
	return ThreatLine(ts)
}

// ThreatLine says threats in words: the expected total where every foe's odds are known,
// then each foe, "to hit" said once.
func ThreatLine(ts []ai.Threat) string {
	parts := make([]string, len(ts))
	worst, expect, odds := 0, 0.0, true
	said := false
	for i, t := range ts {
		worst += t.Worst
		expect += t.Expect.Damage
		if !t.Odds {
			odds = false
			parts[i] = fmt.Sprintf("%s (up to %d)", t.Foe.Name, t.Worst)
			continue
		}
		hit := percent(t.Expect.Hit)
		if !said {
			hit += " to hit"
			said = true
		}
		dmg := about(t.Expect.Damage)
		if dmg == "no" {
			dmg = "none"
		}
		parts[i] = fmt.Sprintf("%s %s, %s (up to %d)", t.Foe.Name, hit, dmg, t.Worst)
	}
	who := fmt.Sprintf("%d foes", len(ts))
	if len(ts) == 1 {
		who = "1 foe"
	}
	head := fmt.Sprintf("Next turn %s could attack here, up to %d in all: ", who, worst)
	if odds {
		head = fmt.Sprintf("Next turn %s could attack here, %s damage expected (up to %d): ", who, about(expect), worst)
	}
	return head + strings.Join(parts, "; ")
}

// reachOf is the squares the foe at could attack next turn, when it is a foe of the selected
// unit up and the side sees it; kept while the battle stays the same.
func (s *Session) reachOf(at *combat.Unit) []grid.Pos {
	u := s.m.sel
	if at == nil || u == nil || at.Side == u.Side || !at.Active() || !s.sees(at) {
		return nil
	}
	b := s.m.B
	k := hoverKey{b: b, events: len(b.Log), ok: true}
	if s.prev.reachFoe == at && s.prev.reachAt == k {
		return s.prev.reach
	}
	var out []grid.Pos
	for i, in := range s.threatsOf().Area(b, u, at) {
		if in {
			out = append(out, b.Map.PosOf(i))
		}
	}
	s.prev.reachFoe, s.prev.reachAt, s.prev.reach = at, k, out
	return out
}

// dangerView is, while the foes' reach is shown, how many of the foes the side sees could
// attack each square (a map's index each) at their next turns, for the unit whose foes they
// are (dangerUnit); worked out again once a unit has moved, fallen or risen. Nil when hidden.
func (s *Session) dangerView() []uint8 {
	if !s.threats {
		return nil
	}
	u := s.dangerUnit()
	if u == nil {
		return nil
	}
	b := s.m.B
	sig := ai.Standing(b)
	p := &s.prev
	if p.danger != nil && p.dangerB == b && p.dangerFor == u && p.dangerSig == sig {
		return p.danger
	}
	p.danger = s.threatsOf().Counts(b, u, s.sees)
	p.dangerB, p.dangerFor, p.dangerSig = b, u, sig
	return p.danger
}

// dangerUnit is the unit whose foes the overlay counts: the selected one in the side's turn,
// else the side's first unit up; for every side's eyes, the first human side's.
func (s *Session) dangerUnit() *combat.Unit {
	m := s.m
	if m.sel != nil && s.yours() {
		return m.sel
	}
	v := s.side
	if v < 0 {
		for i := range m.B.Sides {
			if m.Human(i) {
				v = i
				break
			}
		}
	}
	for _, u := range m.B.Units {
		if v >= 0 && u.Side == v && u.Active() {
			return u
		}
	}
	return nil
}
