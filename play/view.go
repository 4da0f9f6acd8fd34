package play

// Views: what one side is shown of the battle now, as a plain value (encoding/json writes and
// reads it): the units it sees, its fog, the turn order as it may know it, and in its own turn
// what its selected unit may do; nothing its units did not see.

import (
	"slices"

	"skirmish/combat"
	"skirmish/grid"
)

// View is what one side is shown of the battle now. It holds nothing the side's units did not
// see: the units it sees, the squares it sees, the turn order naming only the units it sees;
// in its own turn, what its selected unit may do and the preview of the hovered square; the
// reaction asked of it. A screen draws from it alone (and from the map, which every side knows).
type View struct {
	// Side is the viewing side (-1: every side's eyes); Gen changes whenever the view may
	// have, Base whenever anything but the hover preview and the foes' reach may have (both
	// count the match's views: no two views of its seats share one); Epoch counts the battles
	// the match played (a new one after an undo).
	Side  int `json:"side"`
	Gen   int `json:"gen"`
	Base  int `json:"base"`
	Epoch int `json:"epoch"`
	// Round is the round under way (0: a surprise round).
	Round int `json:"round"`
	// Over is set once the battle has ended (won, or past its round cap); Winner is the
	// winning side's name, "" for none.
	Over   bool   `json:"over,omitempty"`
	Winner string `json:"winner,omitempty"`
	// Sides are the battle's sides, by index.
	Sides []SideView `json:"sides"`
	// Turn is the side in turn (-1 for none); Mine is set when it is the viewing side and a
	// human plays it (the messages of a turn are taken); AI when the AI plays it.
	Turn int  `json:"turn"`
	Mine bool `json:"mine,omitempty"`
	AI   bool `json:"ai,omitempty"`
	// Thinking is set while the AI in turn has been deciding for longer than a blink.
	Thinking bool `json:"thinking,omitempty"`
	// Order is the turn order as the side may know it, Now the index in it of the turn under
	// way (-1 for none).
	Order []combat.Turn `json:"order"`
	Now   int           `json:"now"`
	// Hidden is set while a turn of units the side does not see runs: it has no place in
	// Order, and Turn is -1 (whose turn it is is not told).
	Hidden bool `json:"hidden,omitempty"`
	// Counters are the ruleset's battle-wide counters (13th Age's escalation die).
	Counters []combat.CounterView `json:"counters,omitempty"`
	// Units are the units the side sees (its own always), in the battle's order.
	Units []UnitView `json:"units"`
	// Fog is what the side's units see; nil when it sees everything.
	Fog *FogView `json:"fog,omitempty"`
	// Act is what the side may do in its own turn; nil in another's.
	Act *ActView `json:"act,omitempty"`
	// Prompt is the reaction asked of the side now, nil for none.
	Prompt *PromptView `json:"prompt,omitempty"`
	// Hover is the preview of the hovered square (in the side's turn, with a unit selected).
	Hover *HoverView `json:"hover,omitempty"`
	// Danger, while the foes' reach is shown, is how many of the foes the side sees could
	// attack each square next turn (a map's index each).
	Danger []uint8 `json:"danger,omitempty"`
}

// SideView is one side of the battle.
type SideView struct {
	Name  string `json:"name"`
	Human bool   `json:"human,omitempty"`
}

// UnitView is a unit as the side sees it.
type UnitView struct {
	Name string `json:"name"`
	// Kind is its catalog kind (its icon), Side its side's index, Pos its square.
	Kind string   `json:"kind"`
	Side int      `json:"side"`
	Pos  grid.Pos `json:"pos"`
	HP   int      `json:"hp"`
	// MaxHP is its hit points when whole.
	MaxHP  int           `json:"max_hp"`
	Status combat.Status `json:"status"`
	Hero   bool          `json:"hero,omitempty"`
	// Broken is set once its morale broke; Marked while it bears conditions.
	Broken bool `json:"broken,omitempty"`
	Marked bool `json:"marked,omitempty"`
	// Ready is set, in the side's own turn, on its units in turn with something left to do.
	Ready bool `json:"ready,omitempty"`
}

// Active reports whether the unit is up and fighting.
func (u *UnitView) Active() bool { return u.Status == combat.Active }

// Unit is the unit named among those the view shows, or nil.
func (v *View) Unit(name string) *UnitView {
	for i := range v.Units {
		if v.Units[i].Name == name {
			return &v.Units[i]
		}
	}
	return nil
}

// At is the unit the view shows on p, the living before the fallen, or nil; fled units stand
// nowhere.
func (v *View) At(p grid.Pos) *UnitView {
	var fallen *UnitView
	for i := range v.Units {
		u := &v.Units[i]
		switch {
		case u.Pos != p || u.Status == combat.Fled:
		case u.Active():
			return u
		case fallen == nil:
			fallen = u
		}
	}
	return fallen
}

// FogView is what a side's units see: one bit a cell, by the map's index.
type FogView struct {
	// Gen counts the changes of the side's fog.
	Gen  int    `json:"gen"`
	Seen []byte `json:"seen"`
}

// Sees reports whether cell i (a map's index) is seen.
func (f *FogView) Sees(i int) bool { return i>>3 < len(f.Seen) && f.Seen[i>>3]&(1<<(i&7)) != 0 }

// ActView is what the side in turn may do: its selected unit, that unit's buttons (the kinds
// of the ruleset's table), the chosen action, its strip and aim, the squares and units it may
// be aimed at, Undo and Redo.
type ActView struct {
	// Selected is the selected unit's name ("" for none); Panel is its panel.
	Selected string     `json:"selected,omitempty"`
	Panel    *PanelView `json:"panel,omitempty"`
	// Busy is set while an action waits on another side's reaction.
	Busy bool `json:"busy,omitempty"`
	// Buttons are the kinds of the ruleset's table the selected unit may be asked for (every
	// kind but the end of a turn and the reactions), in the table's order, each with why it
	// may not be taken now.
	Buttons []Button `json:"buttons,omitempty"`
	// Chosen is the kind of the chosen action ("" for none: a click moves or attacks).
	Chosen string    `json:"chosen,omitempty"`
	Strip  StripView `json:"strip"`
	Aim    AimView   `json:"aim"`
	// Marks are the squares the chosen action (or the move) may go to and the units it may
	// be aimed at.
	Marks []grid.Pos `json:"marks,omitempty"`
	Aimed []string   `json:"aimed,omitempty"`
	// Undo and Redo say why they may not be used now ("" when they may); Caption says what
	// Undo would take back, or Redo play again, or why not.
	Undo    string `json:"undo,omitempty"`
	Redo    string `json:"redo,omitempty"`
	Caption string `json:"caption"`
}

// Button is one kind of action as the action bar shows it for the selected unit.
type Button struct {
	Kind    string         `json:"kind"`
	Label   string         `json:"label"`
	Meaning combat.Meaning `json:"meaning,omitempty"`
	// Summary, Cost, Provokes and Rule are its tooltip: what it does, what it takes of the
	// turn, whether it draws free attacks, the rules' sections.
	Summary  string `json:"summary"`
	Cost     string `json:"cost"`
	Provokes string `json:"provokes"`
	Rule     string `json:"rule"`
	// Refused says why it may not be taken now ("" when it may).
	Refused string `json:"refused,omitempty"`
	// Meter is what it takes of the ruleset's meter (d20's combat points), when it has one.
	Meter int `json:"meter,omitempty"`
}

// PanelView is the selected unit's panel: what the side knows of its own unit.
type PanelView struct {
	Unit string `json:"unit"`
	// KindName is its kind as the ruleset's catalog names it; SideName its side's name.
	KindName string `json:"kind_name"`
	SideName string `json:"side_name"`
	AC       int    `json:"ac"`
	// Defenses are its other defences (13th Age's PD and MD), in order.
	Defenses []Stat `json:"defenses,omitempty"`
	Speed    int    `json:"speed"`
	// Extra is what the ruleset shows beyond that (a hero's recoveries, death saves).
	Extra combat.UnitView `json:"extra"`
	// Conditions are its conditions as chips.
	Conditions []combat.ConditionView `json:"conditions,omitempty"`
	// Budget is what is left of its turn; Meter names the slot spent in amounts and how
	// many it holds whole (d20's five combat points), "" for none.
	Budget    []combat.Slot `json:"budget,omitempty"`
	Meter     string        `json:"meter,omitempty"`
	MeterFull int           `json:"meter_full,omitempty"`
	// Fallen is set when it is out of the fight but may still act (13th Age's fight in
	// spirit); FallenAlly names a fallen unit of its side that may.
	Fallen     bool   `json:"fallen,omitempty"`
	FallenAlly string `json:"fallen_ally,omitempty"`
}

// Stat is a named number.
type Stat struct {
	Name  string `json:"name"`
	Value int    `json:"value"`
}

// StripView is the chosen action's strip (Strip) as shown: its choices and weapons and the
// picks, its forms taken at once, the form at no target; each chip with what its tooltip says.
type StripView struct {
	Kind    string `json:"kind,omitempty"`
	Label   string `json:"label,omitempty"`
	Choices []Chip `json:"choices,omitempty"`
	Weapons []Chip `json:"weapons,omitempty"`
	// Choice and Weapon are the picks (-1: the default).
	Choice int `json:"choice"`
	Weapon int `json:"weapon"`
	// Variants are the forms taken at once.
	Variants []Chip `json:"variants,omitempty"`
	// Any labels the chip that takes the action at no target ("" for none).
	Any string `json:"any,omitempty"`
	// Gen counts its changes.
	Gen int `json:"gen"`
}

// Chip is one pick of the strip: its label and what its tooltip says (a choice's rule, a
// weapon's numbers).
type Chip struct {
	Label string   `json:"label"`
	Tip   []string `json:"tip,omitempty"`
}

// Shown reports whether there is something to pick.
func (st *StripView) Shown() bool { return st.Kind != "" }

// AimView is where the chosen action is being aimed when one click is not enough.
type AimView struct {
	// Target is the unit whose square is awaited (standing at TargetAt); Squares are those a
	// click may pick.
	Target   string     `json:"target,omitempty"`
	TargetAt grid.Pos   `json:"target_at"`
	Squares  []grid.Pos `json:"squares,omitempty"`
	// HasEnd is set when a charge's end square (End) is picked and the foe is awaited among
	// Targets, standing at TargetsAt.
	HasEnd    bool       `json:"has_end,omitempty"`
	End       grid.Pos   `json:"end"`
	Targets   []string   `json:"targets,omitempty"`
	TargetsAt []grid.Pos `json:"targets_at,omitempty"`
}

// Active reports whether the aim waits for a square or a foe.
func (a *AimView) Active() bool { return len(a.Squares) > 0 || a.HasEnd }

// PromptView is a reaction asked of the side: which unit, in the ruleset's words, and how
// many options it has (a button each, then the one that answers nothing).
type PromptView struct {
	Unit string              `json:"unit"`
	View combat.ReactionView `json:"view"`
	// Options is how many reactions may be chosen; View.Buttons has a button for each.
	Options int `json:"options"`
}

// viewKey is what a view's base (all of it but the hover preview and the foes' reach) depends
// on.
type viewKey struct {
	b                  *combat.Battle
	events, gen, epoch int
	busy, pending      bool
	over, thinking     bool
}

// View is what the side is shown now, built again when anything it shows may have changed.
// The screen must not change it.
func (s *Session) View() *View {
	m := s.m
	k := viewKey{b: m.B, events: len(m.B.Log), gen: m.gen, epoch: m.epoch, busy: m.busy, pending: m.pending != nil, over: m.Over(),
		thinking: m.AITurn() && m.Thinking()}
	if s.base == nil || s.baseKey != k {
		m.views++
		s.base, s.baseKey = s.build(m.views), k
	}
	h, d := s.hoverView(), s.dangerView()
	if v := s.view; v != nil && v.Base == s.base.Base && v.Hover == h && sameCounts(v.Danger, d) {
		return v
	}
	v := *s.base
	v.Hover, v.Danger = h, d
	m.views++
	v.Gen = m.views
	s.view = &v
	return s.view
}

// sameCounts reports whether two lists of counts are the same list.
func sameCounts(a, b []uint8) bool { return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0]) }

// build makes the view.
func (s *Session) build(gen int) *View {
	m := s.m
	b := m.B
	v := &View{Side: s.side, Gen: gen, Base: gen, Epoch: m.epoch, Round: b.Round, Over: m.Over(), Winner: b.Winner, Turn: m.Current(), Now: -1}
	for i, sd := range b.Sides {
		v.Sides = append(v.Sides, SideView{Name: sd.Name, Human: m.Human(i)})
	}
	v.Mine = s.yours()
	v.AI = m.AITurn()
	v.Thinking = v.AI && m.Thinking()
	v.Order, v.Now, v.Hidden = m.orderOf(s.side)
	if v.Hidden { // whose turn it is is not told either
		v.Turn = -1
	}
	v.Counters = combat.Present(b.Rules).Counters(b)
	inTurn := v.Mine && !m.busy
	for _, u := range b.Units {
		if !s.sees(u) {
			continue
		}
		v.Units = append(v.Units, UnitView{Name: u.Name, Kind: kindOf(u), Side: u.Side, Pos: u.Pos, HP: u.HP, MaxHP: u.MaxHP(),
			Status: u.Status, Hero: u.Sheet.Hero, Broken: u.Broken, Marked: len(u.Conditions) > 0,
			Ready: inTurn && u.Side == s.side && u.Active() && b.InTurnNow(u) && canAct(u)})
	}
	v.Fog = s.fogView()
	if v.Mine {
		v.Act = s.actView()
	}
	if a := m.pending; a != nil && a.Side == s.side && m.Human(s.side) {
		v.Prompt = promptView(a)
	}
	return v
}

// fogView is what the side's units see, made again when its fog changed; nil when it sees
// everything.
func (s *Session) fogView() *FogView {
	f := s.m.sight.Fog(s.side)
	if f == nil {
		return nil
	}
	gen := s.m.sight.FogGen(s.side)
	if fv := s.prev.fog; fv != nil && fv.Gen == gen && s.prev.fogEpoch == s.m.epoch {
		return fv
	}
	fv := &FogView{Gen: gen, Seen: make([]byte, (len(f.Cells())+7)/8)}
	for i, seen := range f.Cells() {
		if seen {
			fv.Seen[i>>3] |= 1 << (i & 7)
		}
	}
	s.prev.fog, s.prev.fogEpoch = fv, s.m.epoch
	return fv
}

// kindOf is a unit's catalog kind, its name for a unit without one.
func kindOf(u *combat.Unit) string {
	if u.Kind == "" {
		return u.Name
	}
	return u.Kind
}

// promptView words the reaction asked: a button for each option (by its kind where the
// ruleset words none).
func promptView(a *Ask) *PromptView {
	pv := &PromptView{Unit: a.Unit.Name, View: a.View, Options: len(a.Options)}
	pv.View.Buttons = slices.Clone(a.View.Buttons)
	for i := len(pv.View.Buttons); i < len(a.Options); i++ {
		pv.View.Buttons = append(pv.View.Buttons, combat.ReactionButton{Label: combat.ReactionLabel(a.Options[i])})
	}
	return pv
}
