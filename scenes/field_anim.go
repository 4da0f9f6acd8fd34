package scenes

// What moves on the battle map, all of it from the events the seat is told (play.Session.Events,
// the one source of what the screen shows happen): the tokens walking their moves' squares,
// the motion of blows on the beats the sound lays out (battle_motion.go: lunges, missiles,
// flashes, knock-backs, falls), effects over the map (floating numbers and words) and the
// banner of a side's turn.

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/combat"
	"skirmish/game"
	"skirmish/play"
)

// token is a unit as drawn: where it is on the map, in world pixels of its cell's top-left
// (walking to its square).
type token struct {
	x, y float64
}

// effect is something shown over the map for a while: a floating number or word. Effects are
// made from the events the seat is told (animation.tell) and run in order.
type effect interface {
	// step ages the effect by a frame at the animation speed; false once it is over.
	step(a *animation, speed float64) bool
	// draw paints it on the map's part of the screen.
	draw(dst *ebiten.Image, c *game.Context, view *game.MapView)
}

// animation is what moves on the map.
type animation struct {
	tokens  map[string]*token
	effects []effect
	motion  motion
	banner  banner
	// frame counts the frames shown (the selection's pulse)
	frame int
	// speed is the settings' animation speed, read each frame (the pause menu may change it)
	speed float64
}

// frames is n frames at normal speed, scaled by the animation speed.
func (a *animation) frames(n int) int { return max(1, int(float64(n)/max(0.25, a.speed))) }

// home is where u's token rests: the world pixels of the top-left of its cell's box.
func home(view *game.MapView, u *play.UnitView) (x, y float64) { return view.Map.CellOrigin(u.Pos) }

// at is where u's token is drawn, in screen pixels of its cell's top-left (moved by a lunge
// or a knock-back, shaken by a critical hit); a unit with no token yet (new in sight) gets one
// on its square.
func (a *animation) at(view *game.MapView, u *play.UnitView) (float64, float64) {
	t := a.tokens[u.Name]
	if t == nil {
		t = &token{}
		t.x, t.y = home(view, u)
		a.tokens[u.Name] = t
	}
	cw, _ := view.Map.CellSize()
	ox, oy := a.motion.offset(u.Name, cw)
	shx, shy := a.motion.shake()
	sx, sy := view.Cam.ToScreen(t.x+ox, t.y+oy)
	return sx + shx, sy + shy
}

// place puts every token on its unit's square at once (a new battle, a rebuilt one, another
// seat's eyes): nothing glides.
func (a *animation) place(view *game.MapView, v *play.View) {
	clear(a.tokens)
	for i := range v.Units {
		a.at(view, &v.Units[i])
	}
}

// tick ages the animation a frame: tokens walk towards their units' squares, the motion's
// clock runs, effects run, the banner fades. A token whose unit the seat no longer sees is dropped: it never glides in across
// the dark when it is seen again, but starts where it is first seen.
func (a *animation) tick(view *game.MapView, v *play.View) {
	a.frame++
	seen := 0
	for i := range v.Units {
		u := &v.Units[i]
		t := a.tokens[u.Name]
		if t == nil {
			continue
		}
		seen++
		tx, ty := a.motion.waypoint(view, u, t) // the next square of its walk, else its own
		t.x, t.y = glide(t.x, t.y, tx, ty, a.speed*a.motion.walkPace(u.Name))
	}
	a.motion.advance(a.speed)
	if seen < len(a.tokens) {
		for name := range a.tokens {
			if v.Unit(name) == nil {
				delete(a.tokens, name)
				delete(a.motion.path, name) // unseen: its walk is not waited for
			}
		}
	}
	kept := a.effects[:0]
	for _, e := range a.effects {
		if e.step(a, a.speed) {
			kept = append(kept, e)
		}
	}
	clear(a.effects[len(kept):])
	a.effects = kept
	if a.banner.life > 0 {
		a.banner.age++
		if a.banner.age >= a.banner.life {
			a.banner = banner{}
		}
	}
}

// busy reports whether anything still moves (the screen animates meanwhile).
func (a *animation) busy(view *game.MapView, v *play.View) bool {
	if len(a.effects) > 0 || a.banner.life > 0 || a.motion.busy() {
		return true
	}
	for i := range v.Units {
		u := &v.Units[i]
		if t := a.tokens[u.Name]; t != nil {
			if x, y := home(view, u); t.x != x || t.y != y {
				return true
			}
		}
	}
	return false
}

// glide moves a token at (x, y) a frame's way towards (tx, ty) in a straight line: a fifth of
// the way left, at least 3 pixels, times the animation speed, so that a long run arrives in
// about as many frames as a step (some 20 at normal speed) and slows as it lands.
func glide(x, y, tx, ty, speed float64) (float64, float64) {
	dx, dy := tx-x, ty-y
	d := math.Hypot(dx, dy)
	step := max(3, d/5) * speed
	if d <= step {
		return tx, ty
	}
	return x + dx*step/d, y + dy*step/d
}

// tell turns an event the seat was told into what the map shows of it: floating numbers and
// words over the units it names that the view shows, the banner of a turn, a foe stepping into
// sight set where it is first seen. who names the player of a side for the banner.
func (a *animation) tell(view *game.MapView, v *play.View, e combat.Event, who func(side string) string) {
	m := view.Map
	_, th := m.CellSize()
	at := func(name string) (float64, float64, bool) {
		u := v.Unit(name)
		if u == nil {
			return 0, 0, false
		}
		x, y := m.CellCentre(u.Pos)
		return x, y, true
	}
	switch e := e.(type) {
	case combat.Damaged:
		if x, y, ok := at(e.Unit); ok {
			a.float(&floater{text: fmt.Sprintf("−%d", e.Amount), x: x, y: y})
		}
	case combat.AttackRolled:
		if x, y, ok := at(e.Target); ok && !e.Hit {
			a.float(&floater{text: "miss", x: x, y: y, colour: 1})
		}
	case combat.StatusChanged:
		if x, y, ok := at(e.Unit); ok && e.Status != combat.Active {
			a.float(&floater{text: string(e.Status), x: x, y: y - th/3, colour: 2})
		}
	case combat.MoraleBroken:
		if x, y, ok := at(e.Unit); ok && e.Unit != "" {
			a.float(&floater{text: "breaks!", x: x, y: y - th/3, colour: 2})
		}
	case combat.TurnStarted:
		side := sideIndex(v, e.Turn.Side)
		sub := fmt.Sprintf("Round %d · %s", v.Round, who(e.Turn.Side))
		if len(e.Turn.Units) > 0 {
			sub = strings.Join(e.Turn.Units, ", ") + " · " + sub
		}
		a.banner = banner{text: e.Turn.Side, sub: sub, side: side, life: a.frames(110)}
	case combat.Moved:
		// a foe stepping into sight sets off from where it is first seen, not from the dark
		if t := a.tokens[e.Unit]; t != nil && e.From == e.To && !e.Gone {
			t.x, t.y = m.CellOrigin(e.To)
		}
	}
}

// floater is a number or word rising from a square.
type floater struct {
	text   string
	x, y   float64 // world pixels of the square's centre
	colour int     // 0 damage, 1 miss, 2 note
	age    int
	life   int
}

// float adds a floating text, stacked above the texts still rising from the same square, so
// that two never print over each other ("miss" then "dead" read apart).
func (a *animation) float(f *floater) {
	f.life = a.frames(70)
	k := 0
	for _, e := range a.effects {
		if o, ok := e.(*floater); ok && math.Abs(o.x-f.x) < 1 {
			k++
		}
	}
	f.y -= float64(k) * 20
	a.effects = append(a.effects, f)
}

// step ages the floater.
func (f *floater) step(*animation, float64) bool {
	f.age++
	return f.age < f.life
}

// draw paints the floater rising and fading, outlined so that it reads on any ground, above
// the hovered unit's name tag.
func (f *floater) draw(dst *ebiten.Image, c *game.Context, view *game.MapView) {
	th := c.Theme
	sx, sy := view.Cam.ToScreen(f.x, f.y)
	t := float64(f.age) / float64(f.life)
	col := color.RGBA{0xff, 0x5a, 0x40, 0xff}
	face := c.Fonts.Heading
	switch f.colour {
	case 1:
		col, face = th.TextDim, c.Fonts.Large
	case 2:
		col, face = th.Accent, c.Fonts.Large
	}
	al := uint8(255 * math.Min(1, 2*(1-t)))
	tw := game.TextWidth(f.text, face)
	x, y := sx-tw/2, sy-44-34*t
	for _, d := range [][2]float64{{-2, 0}, {2, 0}, {0, -2}, {0, 2}, {-1.5, -1.5}, {1.5, 1.5}, {-1.5, 1.5}, {1.5, -1.5}} {
		game.Text(dst, f.text, face, x+d[0], y+d[1], color.RGBA{0x10, 0x0a, 0x06, al})
	}
	game.Text(dst, f.text, face, x, y, game.WithAlpha(col, al))
}

// draw paints the effects.
func (a *animation) draw(dst *ebiten.Image, c *game.Context, f *battleField) {
	for _, e := range a.effects {
		e.draw(dst, c, f.view)
	}
}

// banner is the announcement of a side's turn.
type banner struct {
	text, sub string
	side      int
	age, life int
}

// drawBanner announces the side whose turn starts, across the map.
func (a *animation) drawBanner(dst *ebiten.Image, c *game.Context, view *game.MapView) {
	bn := a.banner
	if bn.life <= 0 {
		return
	}
	t := float64(bn.age) / float64(bn.life)
	al := math.Min(1, math.Min(t*6, (1-t)*3))
	if al <= 0 {
		return
	}
	cam := &view.Cam
	col := c.Theme.Side(bn.side)
	x, w := float32(cam.ViewX), float32(cam.ViewW)
	y := float32(cam.ViewY + cam.ViewH*0.3)
	game.FillRect(dst, x, y, w, 74, game.WithAlpha(color.RGBA{0x0c, 0x0a, 0x08, 0xff}, uint8(0xc0*al)), false)
	game.FillRect(dst, x, y, w, 3, game.WithAlpha(col, uint8(255*al)), false)
	game.FillRect(dst, x, y+71, w, 3, game.WithAlpha(col, uint8(255*al)), false)
	text := possessive(bn.text) + " turn"
	tw := game.TextWidth(text, c.Fonts.Heading)
	mid := cam.ViewX + cam.ViewW/2
	game.Text(dst, text, c.Fonts.Heading, mid-tw/2, float64(y)+8, game.WithAlpha(c.Theme.Text, uint8(255*al)))
	sw := game.TextWidth(bn.sub, c.Fonts.Body)
	game.Text(dst, bn.sub, c.Fonts.Body, mid-sw/2, float64(y)+46, game.WithAlpha(col, uint8(255*al)))
}

// approach moves v towards t by at most step.
func approach(v, t, step float64) float64 {
	switch {
	case v < t:
		return min(t, v+step)
	case v > t:
		return max(t, v-step)
	}
	return v
}
