package scenes

// Test harness: the ebiten loop of internal/harness, and helpers over the screens for the tests.

import (
	"image"
	"image/color"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"skirmish/combat"
	"skirmish/game"
	"skirmish/grid"
	"skirmish/scenes/internal/harness"
)

func TestMain(m *testing.M) { harness.Main(m, "Skirmish (scenes tests)") }

// needDisplay skips a test that draws when there is no display.
func needDisplay(t testing.TB) {
	t.Helper()
	harness.NeedDisplay(t)
}

// frames runs n frames of g (each an Update, then a Draw) and returns the last frame drawn
// and whether the game asked to end.
func frames(t *testing.T, g *game.Game, n int) (*image.RGBA, bool) {
	t.Helper()
	return harness.Frames(t, g, n)
}

// framesNoPicture runs n frames of g as frames does, without reading the last one back.
func framesNoPicture(t *testing.T, g *game.Game, n int) {
	t.Helper()
	harness.FramesNoPicture(t, g, n)
}

// newTestGame makes a 1280×720 game whose files are the bundled maps (square, then hex), a fresh user maps folder
// (with the given extra maps copied in), no catalog and a settings file in a temporary folder;
// its random seed is fixed.
func newTestGame(t *testing.T, userMaps map[string]string) *game.Game {
	t.Helper()
	return newSizedGame(t, 0, 0, userMaps)
}

// newSizedGame is newTestGame with a logical screen of w×h at UI scale 1 (0, 0: 1280×720).
func newSizedGame(t *testing.T, w, h int, userMaps map[string]string) *game.Game {
	t.Helper()
	return harness.NewGame(t, filepath.Join("..", "maps"), w, h, userMaps)
}

// colours is how many colours a frame has (sampled).
func colours(img *image.RGBA) int { return harness.Colours(img) }

// near counts the pixels of r within a small distance of colour c.
func near(img *image.RGBA, r image.Rectangle, c color.RGBA) int { return harness.Near(img, r, c) }

func absInt(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// checkFrame fails unless the frame has many colours, and at least min pixels of colour c in
// each of the rectangles (text in the theme's colours where the screen writes some).
func checkFrame(t *testing.T, name string, img *image.RGBA, c color.RGBA, min int, where ...image.Rectangle) {
	t.Helper()
	harness.CheckFrame(t, name, img, c, min, where...)
}

// keepShot writes a frame to $SKIRMISH_TEST_SHOTS/name.png when that variable names a folder
// (for a person to look at); otherwise it does nothing.
func keepShot(t *testing.T, name string, img *image.RGBA) {
	t.Helper()
	harness.KeepShot(t, name, img)
}

// Bands of a menu screen where text must be.
var (
	headerBand = image.Rect(0, 0, game.ScreenWidth, 70)
	bodyBand   = image.Rect(0, 80, game.ScreenWidth, game.ScreenHeight-70)
	footerBand = image.Rect(0, game.ScreenHeight-60, game.ScreenWidth, game.ScreenHeight)
)

// cryptSetup opens the setup screen of the bundled crypt on c (not pushed).
func cryptSetup(t *testing.T, c *game.Context) *Setup {
	t.Helper()
	return openSetup(t, c, filepath.Join("..", "maps", "crypt.tmx"))
}

// textSetup writes an ASCII map to a test folder as name and opens its setup screen on c.
func textSetup(t *testing.T, c *game.Context, name, text string) *Setup {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return openSetup(t, c, path)
}

// openSetup loads the map at path and opens its setup screen on c (not pushed).
func openSetup(t *testing.T, c *game.Context, path string) *Setup {
	t.Helper()
	m, err := game.LoadMap(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewSetup(c, path, m)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// targetsOf are the units the selected unit's listed actions of kind are aimed at, each once.
func targetsOf(b *Battle, kind string) []string {
	var out []string
	for _, l := range b.P.Listing().Of(kind) {
		if t := l.Action.Target; t != "" && !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

// squaresOf are the squares the selected unit's listed actions of kind go to, each once.
func squaresOf(b *Battle, kind string) []grid.Pos {
	var out []grid.Pos
	for _, l := range b.P.Listing().Of(kind) {
		if n := len(l.Action.Path); n > 0 && !slices.Contains(out, l.Action.Path[n-1]) {
			out = append(out, l.Action.Path[n-1])
		}
	}
	return out
}

// moveKindOf is the kind the selected unit moves by (its listing's move meaning), "" for none.
func moveKindOf(b *Battle) string {
	for _, k := range b.P.Listing().Kinds {
		if k.Meaning == combat.MeanMove {
			return k.Kind
		}
	}
	return ""
}
