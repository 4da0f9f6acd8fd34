package scenes

// Redraw tests: a battle at rest redraws only its animated tiles when they turn (game.Damager),
// and the picture it keeps is then the picture a whole frame draws.

import (
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
)

// wholeFrame draws b whole on a new screen of c's size, as a frame does, and reads it back.
func wholeFrame(b *Battle, c *game.Context) (*ebiten.Image, *image.RGBA) {
	screen := ebiten.NewImage(c.Width, c.Height)
	screen.Fill(c.Theme.Background)
	b.Draw(screen, c)
	return screen, pixels(screen)
}

// pixels reads img back.
func pixels(img *ebiten.Image) *image.RGBA {
	out := image.NewRGBA(img.Bounds())
	img.ReadPixels(out.Pix)
	return out
}

func TestRestingBattleRedrawsOnlyItsTurningTilesAsAWholeFrameWould(t *testing.T) {
	_, c, b := cryptBattle(t)
	now := time.Duration(0)
	b.field.view.Clock = func() time.Duration { return now }
	if v := b.view(); v.Act != nil && v.Act.Selected != "" {
		// the hovered square's preview and tooltip near the tiles, as a player resting the
		// pointer on the map sees them
		for _, r := range b.field.view.AnimationDamage() {
			b.field.pointAt(b.seat(), r.Min.X+4, r.Min.Y+4, true)
			break
		}
	}
	kept, before := wholeFrame(b, c)
	if rects, ok := b.Damage(c); !ok || len(rects) != 0 {
		t.Fatalf("just drawn, the battle says %v changed (ok %v)", rects, ok)
	}
	now = 600 * time.Millisecond // the crypt's water shows its second picture
	rects, ok := b.Damage(c)
	if !ok || len(rects) == 0 {
		t.Fatalf("the water turned and the battle says %v changed (ok %v)", rects, ok)
	}
	if !game.DrawDamage(kept, b, c, nil) {
		t.Fatal("the battle at rest could not redraw what changed")
	}
	redrawn := pixels(kept)
	_, whole := wholeFrame(b, c)
	if n := differing(before, whole, before.Bounds()); n == 0 {
		t.Fatal("the water's turn changed no pixel: the test proves nothing")
	}
	if n := differing(redrawn, whole, whole.Bounds()); n != 0 {
		t.Errorf("the picture redrawn where the tiles turned differs from a whole frame in %d pixels", n)
	}
	if rects, ok := b.Damage(c); !ok || len(rects) != 0 {
		t.Errorf("redrawn, the battle says %v changed (ok %v)", rects, ok)
	}
}

func TestBattleCannotTellWhatChangedWhenMoreThanItsTilesDid(t *testing.T) {
	_, c, b := cryptBattle(t)
	cases := []struct {
		name   string
		change func()
	}{
		{"the camera moved", func() { b.field.view.Cam.X += 32 }},
		{"the log scrolled", func() { b.log.top++ }},
		{"the hover moved", func() { b.field.hoverOn = !b.field.hoverOn }},
		{"More's list opened", func() { b.bar.moreOpen = !b.bar.moreOpen }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			wholeFrame(b, c)
			tc.change()
			if rects, ok := b.Damage(c); ok {
				t.Errorf("the battle says only %v changed", rects)
			}
		})
	}
}

func TestAnimatedTilesOffScreenAskForNoFrames(t *testing.T) {
	_, c, b := cryptBattle(t)
	v := b.field.view
	now := time.Duration(0)
	v.Clock = func() time.Duration { return now }
	// turns reports whether the picture changes when the water shows its next picture
	turns := func() bool {
		now = 0
		_, a := wholeFrame(b, c)
		now = 600 * time.Millisecond
		_, z := wholeFrame(b, c)
		return differing(a, z, a.Bounds()) > 0
	}
	if _, ok := v.NextAnimation(); !ok || !turns() {
		t.Fatal("the crypt's water in view asks for no frame, or does not turn")
	}
	w, h := v.Map.PixelSize()
	v.Cam.Step = len(game.ZoomSteps) - 1
	off := 0
	for _, corner := range [][2]float64{{0, 0}, {w, 0}, {0, h}, {w, h}} {
		v.Cam.X, v.Cam.Y = corner[0], corner[1]
		v.Cam.Clamp(w, h)
		_, ok := v.NextAnimation()
		changes := turns()
		if ok != changes {
			t.Errorf("camera at %v: a frame asked (%v) is not the picture changing (%v)", corner, ok, changes)
		}
		if !changes {
			off++
		}
	}
	if off == 0 {
		t.Error("the water is in view from every corner at the closest zoom: the test proves nothing")
	}
}
