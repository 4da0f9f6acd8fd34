package scenes

// Sound and motion on the online battle screen: the screen holds no battle, so it hears the
// events its side is told over a battle made for the purpose from the side's view (its units
// where the view shows them, their sheets from the match's map): the sound package's hearer
// says what the side hears of them under fog (a launch only from an attacker the view shows),
// and the motion follows the cues' beats, as on the local screen (sound.go).

import (
	"skirmish/app/sim"
	"skirmish/combat"
	"skirmish/game"
	"skirmish/grid"
	"skirmish/play"
	"skirmish/sound"
)

// onlineEars is what the online screen keeps to hear its side's events: the match's units as
// its map sets them up (their sheets, where they start), the hearer, the map's ambience.
type onlineEars struct {
	units    []combat.UnitSetup
	hearer   sound.Hearer
	ambience sound.Effect
	heard    bool
}

// newOnlineEars reads the units from the match's setup on its map (the seed changes no unit);
// none when the map's units cannot be set up (then only the units the view shows are heard,
// with no sheet: their blows sound as unarmed ones).
func newOnlineEars(shell *combat.Battle) onlineEars {
	var e onlineEars
	if s, err := sim.Setup(shell.Map, shell.Rules, 1); err == nil {
		e.units = s.Units
	}
	return e
}

// viewEyes see what a view shows: a unit is seen when the view lists it.
type viewEyes struct{ v *play.View }

// Sees reports whether the view's side sees u (the view lists the units its side sees).
func (e viewEyes) Sees(side int, u *combat.Unit) bool {
	return side < 0 || e.v.Side == side && e.v.Unit(u.Name) != nil
}

// heardBattle is the battle the side's events are heard over: the shell's map and rules with
// every unit of the match, those the view shows where it shows them, the others (unseen: the
// hearer's eyes judge them) where they started or on another free square; nil when it cannot
// be made.
func (o *OnlineBattle) heardBattle(v *play.View) *combat.Battle {
	sheets := map[string]combat.Sheet{}
	for _, u := range o.ears.units {
		sheets[u.Name] = u.Sheet
	}
	taken := map[grid.Pos]bool{}
	free := func(p grid.Pos) grid.Pos {
		m := o.shell.Map
		if m.In(p) && !taken[p] && m.At(p).Move != grid.MoveBlocked {
			return p
		}
		for y := range m.Height {
			for x := range m.Width {
				if q := (grid.Pos{X: x, Y: y}); !taken[q] && m.At(q).Move != grid.MoveBlocked {
					return q
				}
			}
		}
		return p
	}
	var units []combat.UnitSetup
	shown := map[string]bool{}
	for _, living := range []bool{true, false} { // the living first: a fallen unit under one moves aside
		for _, u := range v.Units {
			if shown[u.Name] || u.Side < 0 || u.Side >= len(o.shell.Sides) || (living && !u.Active()) {
				continue
			}
			sheet, ok := sheets[u.Name]
			if !ok {
				sheet = combat.Sheet{HP: max(1, u.MaxHP)}
			}
			p := free(u.Pos)
			taken[p], shown[u.Name] = true, true
			units = append(units, combat.UnitSetup{Name: u.Name, Kind: u.Kind, Side: o.shell.Sides[u.Side].Name, Pos: p, Sheet: sheet, HP: u.HP})
		}
	}
	for _, u := range o.ears.units {
		if !shown[u.Name] {
			u.Pos = free(u.Pos)
			taken[u.Pos] = true
			units = append(units, u)
		}
	}
	var sides []string
	for _, sd := range o.shell.Sides {
		sides = append(sides, sd.Name)
	}
	b, err := combat.New(combat.Setup{Map: o.shell.Map, Rules: o.shell.Rules, Options: o.shell.RuleOptions, Sides: sides, Units: units})
	if err != nil {
		return nil
	}
	return b
}

// hear plays and animates the events the side was told, as the hearer lays them out from
// now at the animation speed's pace; a cue from a cell is panned by where it is on screen.
func (o *OnlineBattle) hear(c *game.Context, v *play.View, told []play.Told) {
	s := &o.b
	if len(told) == 0 {
		return
	}
	b := o.heardBattle(v)
	if b == nil {
		return
	}
	side := o.seat.Side()
	h := &o.ears.hearer
	h.B, h.Side, h.Eyes, h.Pace = b, side, viewEyes{v}, s.field.anim.speed
	h.Ours = func(i int) bool { return i == side || side < 0 && i < len(v.Sides) && v.Sides[i].Human }
	cues, _ := h.Timeline(told)
	m := &s.field.anim.motion
	m.reduce = c.Settings.ReduceMotion
	m.plan(b, cues)
	m.walk(told)
	o.cues += len(cues)
	if !c.Sound.On() {
		return
	}
	for _, cue := range cues {
		pan := 0.0
		if cue.Placed && s.lay.mapW > 0 {
			x, _ := s.field.view.Cam.ToScreen(b.Map.CellCentre(cue.Pos))
			mx, _, mw, _ := s.lay.mapRect()
			pan = max(-1, min(1, (x-mx)/mw*2-1)) * 0.6
		}
		c.Sound.Play(cue, pan)
	}
}

// Soundscape is the map's ambience under the battle's music, as on the local screen.
func (o *OnlineBattle) Soundscape() (ambience, music sound.Effect) {
	if !o.ears.heard {
		o.ears.ambience, o.ears.heard = sound.MapAmbience(o.shell.Map), true
	}
	return o.ears.ambience, sound.MusicBattle
}

// DrawsAtDevicePixels reports that the online battle screen draws at the device's pixels
// (game.Crisp), as the local one does: its widgets are the local screen's, its status line
// drawn through the paint helpers.
func (o *OnlineBattle) DrawsAtDevicePixels() bool { return true }
