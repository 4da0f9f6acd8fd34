package scenes

// Motion: what the battle screen animates of its events besides a token's glide, on the same
// beats the sound lays out (sound.Hearer's timeline), so that a blow is seen as it is heard: an
// attacker lunges, a missile flies from the shooter to its target (an arrow, a bolt, a sling's
// stone, a thrown weapon, a spell in its element's colour), a hit flashes and knocks its target
// back (a critical hit harder, with a shake), a fall sinks and a flight runs off fading. Moves
// walk their path a square at a time. Reduce motion (a setting) keeps the flashes and fades and
// drops the lunges, knock-backs, shakes and flights. Nothing here waits: the AI's worker never
// does, and the fast-AI key clears what is under way.

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/combat"
	"skirmish/game"
	"skirmish/grid"
	"skirmish/play"
	"skirmish/sound"
)

// fxKind is one kind of motion.
type fxKind uint8

const (
	fxLunge   fxKind = iota // the attacker leans into its foe and back
	fxMissile               // something flies from the attacker to the target
	fxFlash                 // the target flashes as the blow lands
	fxKnock                 // the target is knocked back and returns
	fxFall                  // a falling body sinks
	fxFlee                  // a fleeing unit runs off the way it faces, fading
)

// fx is one motion under way: what, for whom, from where to where (world pixels of cell
// centres), and when on the motion clock (seconds).
type fx struct {
	kind         fxKind
	unit         string
	from, to     [2]float64
	start, dur   float64
	effect       sound.Effect // the missile's or the impact's sound: what it looks like
	strong, miss bool         // a critical hit; a miss (no knock-back, a dim flash)
}

// motion is the battle screen's motion state.
type motion struct {
	clock float64
	fx    []fx
	// path holds, by unit, the squares of its move still to walk.
	path map[string][]grid.Pos
	// reduce is the setting: no travel, only flashes and fades.
	reduce bool
}

// Durations of the motions, in seconds at normal speed.
const (
	lungeTime = 0.22
	flashTime = 0.28
	knockTime = 0.3
	fallTime  = 0.45
	fleeTime  = 0.7
)

// busy reports whether a motion is under way or a move still walks.
func (m *motion) busy() bool {
	for _, f := range m.fx {
		if m.clock < f.start+f.dur {
			return true
		}
	}
	for _, p := range m.path {
		if len(p) > 0 {
			return true
		}
	}
	return false
}

// advance moves the clock a frame on at the animation speed and forgets the motions done.
func (m *motion) advance(speed float64) {
	m.clock += speed / 60
	kept := m.fx[:0]
	for _, f := range m.fx {
		if m.clock < f.start+f.dur {
			kept = append(kept, f)
		}
	}
	m.fx = kept
}

// skip ends every motion at once: tokens go to their squares.
func (m *motion) skip() {
	m.fx = m.fx[:0]
	clear(m.path)
}

// plan turns the cues of a batch of told events (At from now, already at the animation
// speed's pace) into motions, reading the events they came from in log.
func (m *motion) plan(b *combat.Battle, cues []sound.Cue) {
	centre := func(name string) ([2]float64, bool) {
		u := b.Unit(name)
		if u == nil {
			return [2]float64{}, false
		}
		x, y := b.Map.CellCentre(u.Pos)
		return [2]float64{x, y}, true
	}
	landing := map[int]float64{} // when each attack's impact lands
	for _, c := range cues {
		switch c.Effect {
		case sound.Hit, sound.Crit, sound.Miss, sound.Block:
			landing[c.Event] = c.At.Seconds()
		}
	}
	for _, c := range cues {
		if c.Event < 0 || c.Event >= len(b.Log) {
			continue
		}
		at := m.clock + c.At.Seconds()
		switch e := b.Log[c.Event].(type) {
		case combat.AttackRolled:
			from, ok1 := centre(e.Attacker)
			to, ok2 := centre(e.Target)
			if !ok1 || !ok2 {
				continue
			}
			switch c.Effect {
			case sound.Swing, sound.Punch:
				m.add(fx{kind: fxLunge, unit: e.Attacker, from: from, to: to, start: at, dur: lungeTime})
			case sound.Hit, sound.Crit, sound.Miss, sound.Block:
				miss := c.Effect == sound.Miss || c.Effect == sound.Block
				m.add(fx{kind: fxFlash, unit: e.Target, to: to, start: at, dur: flashTime, effect: c.Effect, strong: c.Effect == sound.Crit, miss: miss})
				if !miss {
					m.add(fx{kind: fxKnock, unit: e.Target, from: from, to: to, start: at, dur: knockTime, strong: c.Effect == sound.Crit})
				}
			default:
				if strings.HasPrefix(string(c.Effect), "burst-") {
					continue
				}
				if land, ok := landing[c.Event]; ok && land > c.At.Seconds() { // a shot, a throw, a cast
					m.add(fx{kind: fxMissile, unit: e.Attacker, from: from, to: to, start: at, dur: land - c.At.Seconds(), effect: c.Effect})
				}
			}
		case combat.StatusChanged:
			p, ok := centre(e.Unit)
			switch {
			case !ok:
			case e.Status == combat.Dead || e.Status == combat.Down:
				m.add(fx{kind: fxFall, unit: e.Unit, to: p, start: at, dur: fallTime, strong: e.Status == combat.Dead})
			case e.Status == combat.Fled:
				m.add(fx{kind: fxFlee, unit: e.Unit, from: p, to: fleeTo(b, p), start: at, dur: fleeTime})
			}
		case combat.ConditionAdded:
			if p, ok := centre(e.Unit); ok && e.Condition.Name == "prone" {
				m.add(fx{kind: fxFall, unit: e.Unit, to: p, start: at, dur: fallTime})
			}
		}
	}
}

// add keeps f, unless reduce motion drops it (travel: lunges, knock-backs, flights) or turns it
// into a flash at its end (a missile is seen landing).
func (m *motion) add(f fx) {
	if m.reduce {
		switch f.kind {
		case fxLunge, fxKnock:
			return
		case fxMissile:
			return // its impact flashes
		case fxFlee:
			f.to = f.from // it fades where it stood
		}
	}
	m.fx = append(m.fx, f)
}

// fleeTo is where a fleeing unit at p runs: off the nearest edge of the map, two cells on.
func fleeTo(b *combat.Battle, p [2]float64) [2]float64 {
	w, h := b.Map.PixelSize()
	cw, _ := b.Map.CellSize()
	x, y := p[0], p[1]
	switch min(x, y, float64(w)-x, float64(h)-y) {
	case x:
		return [2]float64{x - 2*cw, y}
	case y:
		return [2]float64{x, y - 2*cw}
	case float64(w) - x:
		return [2]float64{x + 2*cw, y}
	}
	return [2]float64{x, y + 2*cw}
}

// phase is how far f has run at the clock, 0 to 1, and whether it has started.
func (m *motion) phase(f fx) (float64, bool) {
	if m.clock < f.start {
		return 0, false
	}
	return min(1, (m.clock-f.start)/max(f.dur, 1e-6)), true
}

// offset is how far the unit named is moved from its square now, in world pixels: a lunge
// towards its foe, a knock-back away from its attacker (harder for a critical hit).
func (m *motion) offset(name string, cell float64) (float64, float64) {
	var ox, oy float64
	for _, f := range m.fx {
		if f.unit != name || f.kind != fxLunge && f.kind != fxKnock {
			continue
		}
		t, on := m.phase(f)
		if !on {
			continue
		}
		dx, dy := f.to[0]-f.from[0], f.to[1]-f.from[1]
		d := math.Hypot(dx, dy)
		if d == 0 {
			continue
		}
		dx, dy = dx/d, dy/d
		reach := 0.28 * cell * math.Sin(math.Pi*t) // out and back
		if f.kind == fxKnock {
			reach = 0.16 * cell * math.Sin(math.Pi*t) * (1 - t)
			if f.strong {
				reach *= 2
			}
		}
		ox, oy = ox+dx*reach, oy+dy*reach
	}
	return ox, oy
}

// shake is the screen's shake now, in screen pixels: a critical hit landing.
func (m *motion) shake() (float64, float64) {
	if m.reduce {
		return 0, 0
	}
	for _, f := range m.fx {
		if f.kind == fxFlash && f.strong {
			if t, on := m.phase(f); on && t < 0.6 {
				a := 5 * (1 - t/0.6)
				return a * math.Sin(m.clock*90), a * math.Cos(m.clock*70)
			}
		}
	}
	return 0, 0
}

// missileColour is what a missile looks like by the sound of its launch: wood and iron for
// arrows and bolts, grey for a stone or a blade, a spell's element's colour.
func missileColour(e sound.Effect) (color.RGBA, bool) {
	switch e {
	case sound.Bow, sound.Crossbow:
		return color.RGBA{0xd8, 0xc0, 0x90, 0xff}, false
	case sound.Sling, sound.Throw:
		return color.RGBA{0xc8, 0xc8, 0xd0, 0xff}, false
	}
	el := strings.TrimPrefix(string(e), "cast-")
	return map[string]color.RGBA{
		"fire": {0xff, 0x80, 0x20, 0xff}, "frost": {0x90, 0xe0, 0xff, 0xff}, "lightning": {0xf8, 0xf0, 0x70, 0xff},
		"shadow": {0x90, 0x50, 0xc0, 0xff}, "arcane": {0xd0, 0x80, 0xff, 0xff}, "holy": {0xff, 0xf0, 0xb0, 0xff},
		"mind": {0xff, 0x70, 0xd0, 0xff}, "acid": {0x90, 0xf0, 0x50, 0xff},
	}[el], true
}

// drawMotion paints the motions under way over the tokens: missiles in flight, flashes on the
// struck, falling and fleeing ghosts.
func (f *battleField) drawMotion(dst *ebiten.Image, c *game.Context, v *play.View) {
	m := &f.anim.motion
	z := f.view.Cam.Zoom()
	cw, _ := f.view.Map.CellSize()
	for _, fx := range m.fx {
		t, on := m.phase(fx)
		if !on {
			continue
		}
		switch fx.kind {
		case fxMissile:
			col, spell := missileColour(fx.effect)
			x := fx.from[0] + (fx.to[0]-fx.from[0])*t
			y := fx.from[1] + (fx.to[1]-fx.from[1])*t
			// a thrown weapon and a stone arc; arrows and spells fly straight
			if fx.effect == sound.Throw || fx.effect == sound.Sling {
				y -= math.Sin(math.Pi*t) * 0.6 * cw
			}
			sx, sy := f.view.Cam.ToScreen(x, y)
			dx, dy := fx.to[0]-fx.from[0], fx.to[1]-fx.from[1]
			d := math.Max(1, math.Hypot(dx, dy))
			if spell {
				r := float32(0.16 * cw * z)
				game.FillCircle(dst, float32(sx), float32(sy), r*1.8, game.WithAlpha(col, 0x50), true)
				game.FillCircle(dst, float32(sx), float32(sy), r, col, true)
			} else {
				l := 0.35 * cw * z
				game.StrokeLine(dst, float32(sx-dx/d*l), float32(sy-dy/d*l), float32(sx), float32(sy), float32(math.Max(2, 0.06*cw*z)), col, true)
			}
		case fxFlash:
			sx, sy := f.view.Cam.ToScreen(fx.to[0], fx.to[1])
			r := float32(0.45 * cw * z * (0.8 + 0.5*t))
			col := color.RGBA{0xff, 0xf0, 0xd0, 0xff}
			if fx.miss {
				col = color.RGBA{0xb0, 0xb8, 0xc8, 0xff}
			}
			if fx.strong {
				r *= 1.5
				col = color.RGBA{0xff, 0xd0, 0x40, 0xff}
			}
			a := uint8(200 * (1 - t))
			if fx.miss {
				game.StrokeCircle(dst, float32(sx), float32(sy), r, 2, game.WithAlpha(col, a), true)
			} else {
				game.FillCircle(dst, float32(sx), float32(sy), r, game.WithAlpha(col, a/2), true)
				game.StrokeCircle(dst, float32(sx), float32(sy), r, 3, game.WithAlpha(col, a), true)
			}
		case fxFall:
			sx, sy := f.view.Cam.ToScreen(fx.to[0], fx.to[1])
			r := float32(0.38 * cw * z * (1 - 0.6*t))
			col := c.Theme.Side(max(0, unitSide(v, fx.unit)))
			game.FillCircle(dst, float32(sx), float32(sy+0.2*cw*z*t), r, game.WithAlpha(darken(col, 1-0.5*t), uint8(230*(1-t))), true)
		case fxFlee:
			x := fx.from[0] + (fx.to[0]-fx.from[0])*t
			y := fx.from[1] + (fx.to[1]-fx.from[1])*t
			sx, sy := f.view.Cam.ToScreen(x, y)
			col := c.Theme.Side(max(0, unitSide(v, fx.unit)))
			game.FillCircle(dst, float32(sx), float32(sy), float32(0.38*cw*z), game.WithAlpha(col, uint8(220*(1-t))), true)
		}
	}
}

// unitSide is the side of the unit named as the view shows it (-1 for none).
func unitSide(v *play.View, name string) int {
	if u := v.Unit(name); u != nil {
		return u.Side
	}
	return -1
}

// walk queues the squares of the told moves for their tokens to walk one by one.
func (m *motion) walk(told []play.Told) {
	if m.path == nil {
		m.path = map[string][]grid.Pos{}
	}
	for _, t := range told {
		if e, ok := t.Event.(combat.Moved); ok && e.Feet > 0 && !e.Gone && e.From != e.To {
			m.path[e.Unit] = append(m.path[e.Unit], e.To)
		}
	}
}

// waypoint is where u's token heads now: the next square of its walk, else its own square (at
// once for a unit out of the fight, whose walk is dropped, and under reduce motion).
func (m *motion) waypoint(view *game.MapView, u *play.UnitView, t *token) (float64, float64) {
	hx, hy := view.Map.CellOrigin(u.Pos)
	if m.reduce || !u.Active() { // out of the fight: no walk to wait for
		delete(m.path, u.Name)
		return hx, hy
	}
	for p := m.path[u.Name]; len(p) > 0; p = m.path[u.Name] {
		x, y := view.Map.CellOrigin(p[0])
		if t.x != x || t.y != y {
			return x, y
		}
		m.path[u.Name] = p[1:] // reached: on to the next
	}
	return hx, hy
}

// walkPace is how much faster than a glide the unit named walks now: as many times as squares
// are left of its walk, so that a run lands about as soon as the glide straight to its end did
// (6 squares in some 20 frames at normal speed, 24 in under 40), slowing to its last square.
func (m *motion) walkPace(name string) float64 { return max(1, float64(len(m.path[name]))) }

// number is a unit's number among those of its kind on its side that the view shows
// ("Skeleton 2": "2"), "" when it is the only one seen or its name ends in no number.
func number(v *play.View, u *play.UnitView) string {
	i := strings.LastIndexByte(u.Name, ' ')
	if i < 0 || u.Kind == u.Name {
		return ""
	}
	n := u.Name[i+1:]
	for _, r := range n {
		if r < '0' || r > '9' {
			return ""
		}
	}
	for k := range v.Units {
		if o := &v.Units[k]; o.Name != u.Name && o.Kind == u.Kind && o.Side == u.Side {
			return n
		}
	}
	return ""
}

// drawNumber writes u's number among its kind on a badge at its token's lower left.
func drawNumber(dst *ebiten.Image, c *game.Context, v *play.View, u *play.UnitView, sx, sy, tw, th float64) {
	n := number(v, u)
	if n == "" || tw < 24 {
		return
	}
	f := c.Fonts.SmallBold
	w := game.TextWidth(n, f) + 6
	x, y := float32(sx+tw*0.08), float32(sy+th*0.06)
	game.FillRect(dst, x, y, float32(w), 15, game.WithAlpha(c.Theme.Surface, 0xe0), false)
	game.StrokeRect(dst, x, y, float32(w), 15, 1, c.Theme.Side(u.Side), false)
	game.Text(dst, n, f, float64(x)+3, float64(y)+1, c.Theme.Text)
}
