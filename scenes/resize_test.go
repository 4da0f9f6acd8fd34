package scenes

// Resizing the window and changing the UI scale mid-battle: the battle screen lays itself out
// again from the new window and scale, every control on screen, the camera on the same point.

import (
	"image"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
)

func TestBattleRelaysOutWhenResizedOrRescaled(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	b, err := ShotBattle(c, cryptSetup(t, c).Spec(), 0)
	if err != nil {
		t.Fatal(err)
	}
	c.Reset(b)
	frames(t, g, 2)
	scale := func(s float64) func() {
		return func() {
			st := c.Settings
			st.UIScale = s
			c.Apply(st)
		}
	}
	// the scale changed in Settings, over the battle (as Esc → Settings does)
	viaSettings := func(s float64) func() {
		return func() {
			c.Push(NewSettings(c))
			frames(t, g, 1)
			scale(s)()
			frames(t, g, 1)
			c.Pop()
		}
	}
	for _, step := range []struct {
		name string
		do   func()
	}{
		{"125% in Settings on 1280×720", viaSettings(1.25)},
		{"window maximised to 1920×1080", func() { g.Resize(1920, 1080) }},
		{"150% on 1920×1080", scale(1.5)},
		{"window back to 1280×720 (150% capped at 125%)", func() { g.Resize(1280, 720) }},
		{"100% again", scale(1)},
		{"window 2560×1440 at 100%", func() { g.Resize(2560, 1440) }},
	} {
		cam := b.field.view.Cam
		step.do()
		frames(t, g, 2)
		screen := image.Rect(0, 0, c.Width, c.Height)
		for _, p := range b.parts() {
			if !p.r.In(screen) {
				t.Errorf("%s: %s at %v lies outside the %d×%d screen", step.name, p.name, p.r, c.Width, c.Height)
			}
		}
		// the HUD uses the whole window: End turn stands at its bottom right
		if p := b.parts()[0]; p.r.Max.X < c.Width-40 || p.r.Max.Y < c.Height-40 {
			t.Errorf("%s: End turn at %v is not at the %d×%d screen's bottom right", step.name, p.r, c.Width, c.Height)
		}
		now := b.field.view.Cam
		if _, _, mw, mh := b.lay.mapRect(); now.ViewW != mw || now.ViewH != mh {
			t.Errorf("%s: the map is shown %gx%g, its place is %gx%g", step.name, now.ViewW, now.ViewH, mw, mh)
		}
		// the HUD grows as the menus do: End turn as many times its height as the menus' growth
		if want := 40 * menuGrowth(c); math.Abs(float64(b.parts()[0].r.Dy())-want) > 1.5 {
			t.Errorf("%s: End turn is %d logical pixels high, want %.0f (the menus grow %.2f times)", step.name, b.parts()[0].r.Dy(), want, menuGrowth(c))
		}
		want := cam
		want.ViewX, want.ViewY, want.ViewW, want.ViewH = now.ViewX, now.ViewY, now.ViewW, now.ViewH
		want.Clamp(b.field.view.WorldSize())
		if math.Abs(now.X-want.X) > 0.5 || math.Abs(now.Y-want.Y) > 0.5 {
			t.Errorf("%s: the camera's centre moved from (%g,%g) to (%g,%g)", step.name, cam.X, cam.Y, now.X, now.Y)
		}
	}
}

// TestResizeKeepsSize checks Game.Resize's arithmetic: the logical screen is the window over
// the scale in force.
func TestResizeLogicalSize(t *testing.T) {
	g, err := game.New(1280, 720)
	if err != nil {
		t.Fatal(err)
	}
	c := g.Context()
	st := c.Settings
	st.UIScale = 1.5
	c.Apply(st)
	g.Resize(1920, 1080)
	if c.Width != 1280 || c.Height != 720 || c.Scale != 1.5 {
		t.Errorf("1920×1080 at 150%%: logical %d×%d at %g, want 1280×720 at 1.5", c.Width, c.Height, c.Scale)
	}
}

// flat shows a scene as one that is not game.Crisp: drawn on the logical screen, which is
// then scaled onto the window (how every screen was drawn before they drew at the device's
// pixels).
type flat struct{ game.Scene }

// sharpness is the sum of the squared differences of neighbouring pixels' brightness in r:
// crisp edges have few, steep steps; a picture scaled up has many shallow ones.
func sharpness(img *image.RGBA, r image.Rectangle) float64 {
	lum := func(x, y int) float64 {
		i := img.PixOffset(x, y)
		return 0.3*float64(img.Pix[i]) + 0.59*float64(img.Pix[i+1]) + 0.11*float64(img.Pix[i+2])
	}
	s := 0.0
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X + 1; x < r.Max.X; x++ {
			d := lum(x, y) - lum(x-1, y)
			s += d * d
		}
	}
	return s
}

// At 150% on a 1920×1080 window the battle is a 1920×1080 frame drawn at the device's pixels:
// the unit panel and the combat log (their words) are markedly sharper than the same screen
// drawn at 1280×720 and scaled up.
func TestBattleDrawsAtDevicePixels(t *testing.T) {
	needDisplay(t)
	g := newSizedGame(t, 1920, 1080, nil)
	c := g.Context()
	st := c.Settings
	st.UIScale = 1.5
	c.Apply(st)
	if c.Width != 1280 || c.Height != 720 {
		t.Fatalf("1920×1080 at 150%% is laid out %d×%d, want 1280×720", c.Width, c.Height)
	}
	b, err := ShotBattle(c, cryptSetup(t, c).Spec(), 0)
	if err != nil {
		t.Fatal(err)
	}
	c.Reset(b)
	crisp, _ := frames(t, g, 3)
	if got := crisp.Bounds().Size(); got != image.Pt(1920, 1080) {
		t.Fatalf("the frame is %v, want the window's 1920×1080", got)
	}
	c.Reset(flat{b})
	scaled, _ := frames(t, g, 3)
	l := &b.lay
	side := image.Rect(int(l.sideX*1.5), 0, 1920, int(l.endY*1.5)) // the unit panel and the log
	sc, ss := sharpness(crisp, side), sharpness(scaled, side)
	if sc < 1.3*ss {
		t.Errorf("the right-hand column's sharpness is %.0f drawn at the device's pixels, %.0f scaled up: want at least 1.3 times", sc, ss)
	}
	t.Logf("sharpness: %.3g crisp, %.3g scaled up (%.2f×)", sc, ss, sc/ss)
}

// A double click on a map's card opens Setup and lands its second click where Start battle
// stands: that click starts nothing; a click once the screen has been open a moment does.
func TestSetupIgnoresTheSecondClickOfADoubleClick(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	s := cryptSetup(t, c)
	c.Reset(s)
	frames(t, g, 2)
	r := s.startBtn.GetWidget().Rect
	x, y := centre(r)
	// Start battle goes on to the battle (with the hook set) or says why it cannot: either way
	// the screen changes
	started := func() bool { return g.Top() != game.Scene(s) || s.m.dlg != nil }
	c.Input.InjectClick(int(x), int(y))
	frames(t, g, 3)
	if started() {
		t.Fatalf("a click on Start battle as Setup opened started it (top %T)", g.Top())
	}
	frames(t, g, doubleClickFrames)
	c.Input.InjectClick(int(x), int(y))
	frames(t, g, 3)
	if !started() {
		t.Errorf("a click on Start battle once Setup had been open a while did nothing")
	}
}

// At 150% on a 1920×1080 window the deploy screen draws at the device's pixels: the map fills
// its cell to the far corner (a map drawn at logical pixels would cover two thirds of it) and
// the roster's words are sharper than the same screen laid out at 1280×720 and scaled up.
func TestDeployDrawsAtDevicePixels(t *testing.T) {
	needDisplay(t)
	g := newSizedGame(t, 1920, 1080, nil)
	c := g.Context()
	st := c.Settings
	st.UIScale = 1.5
	c.Apply(st)
	d, err := ShotDeploy(c, cryptSetup(t, c).Spec())
	if err != nil {
		t.Fatal(err)
	}
	c.Reset(d)
	crisp, _ := frames(t, g, 3)
	if got := crisp.Bounds().Size(); got != image.Pt(1920, 1080) {
		t.Fatalf("the frame is %v, want the window's 1920×1080", got)
	}
	r := d.mapRect()
	if r.Dx() < 900 || r.Dy() < 500 {
		t.Fatalf("the map's cell is %v at the device's pixels, want most of the 1920×1080 window", r)
	}
	corner := image.Rect(r.Max.X-r.Dx()/6, r.Max.Y-r.Dy()/6, r.Max.X-2, r.Max.Y-2)
	if n := colours(crisp.SubImage(corner).(*image.RGBA)); n < 50 {
		t.Errorf("the map cell's bottom-right corner %v has %d colours: the map does not reach it", corner, n)
	}
	panel := image.Rect(r.Max.X+10, r.Min.Y, 1920, r.Max.Y)
	// the same screen laid out on the logical screen and scaled onto the window
	d.m.crisp = false
	*d.m.k = *d.m.kitFor(c)
	d.tokens = map[string]*ebiten.Image{}
	d.build(c)
	c.Reset(flat{d})
	scaled, _ := frames(t, g, 3)
	sc, ss := sharpness(crisp, panel), sharpness(scaled, panel)
	if sc < 1.3*ss {
		t.Errorf("the roster's sharpness is %.0f drawn at the device's pixels, %.0f scaled up: want at least 1.3 times", sc, ss)
	}
	t.Logf("sharpness: %.3g crisp, %.3g scaled up (%.2f×)", sc, ss, sc/ss)
}

// At 150% on a 1920×1080 window the replay viewer and the hand-overs draw at the device's
// pixels: their words are sharper than the same screens drawn at 1280×720 and scaled up.
func TestReplayAndHandOversDrawAtDevicePixels(t *testing.T) {
	needDisplay(t)
	for _, tc := range []struct {
		name string
		make func(c *game.Context) (game.Scene, error)
	}{
		{"replay", func(c *game.Context) (game.Scene, error) { return ShotReplay(c, cryptSetup(t, c).Spec(), 6) }},
		{"hand-over", func(c *game.Context) (game.Scene, error) { return ShotHandover(c, cryptSetup(t, c).Spec()) }},
		{"map viewer", func(c *game.Context) (game.Scene, error) { return NewViewer(c, []string{"../maps/crypt.tmx"}, 0) }},
		{"deploy hand-over", func(c *game.Context) (game.Scene, error) {
			spec := cryptSetup(t, c).Spec()
			spec.Fog = true
			for i := range spec.Sides {
				spec.Sides[i].Human, spec.Sides[i].Player = true, []string{"Ann", "Bo"}[i]
			}
			d, err := NewDeploy(c, spec)
			if err != nil {
				return nil, err
			}
			return newDeployHandover(d), nil
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newSizedGame(t, 1920, 1080, nil)
			c := g.Context()
			st := c.Settings
			st.UIScale = 1.5
			c.Apply(st)
			sc, err := tc.make(c)
			if err != nil {
				t.Fatal(err)
			}
			if cr, ok := sc.(game.Crisp); !ok || !cr.DrawsAtDevicePixels() {
				t.Fatalf("%T does not draw at the device's pixels", sc)
			}
			c.Reset(sc)
			crisp, _ := frames(t, g, 2)
			c.Reset(flat{sc})
			scaled, _ := frames(t, g, 2)
			all := crisp.Bounds()
			sh, ss := sharpness(crisp, all), sharpness(scaled, all)
			if sh < 1.3*ss {
				t.Errorf("sharpness %.0f drawn at the device's pixels, %.0f scaled up: want at least 1.3 times", sh, ss)
			}
			t.Logf("sharpness: %.3g crisp, %.3g scaled up (%.2f×)", sh, ss, sh/ss)
		})
	}
}
