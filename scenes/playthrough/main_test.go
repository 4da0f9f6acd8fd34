package playthrough

// The harness's loop, and the helpers the battles are played with: input injected as meanings
// and clicks, through the screens' probes (scenes/probe.go).

import (
	"image"
	"path/filepath"
	"slices"
	"testing"

	"skirmish/game"
	"skirmish/grid"
	"skirmish/scenes"
	"skirmish/scenes/internal/harness"
)

func TestMain(m *testing.M) { harness.Main(m, "Skirmish (playthrough tests)") }

// mapsDir is the folder of the bundled maps.
var mapsDir = filepath.Join("..", "..", "maps")

// newTestGame makes a 1280×720 game on the bundled maps with the given extra user maps.
func newTestGame(t *testing.T, userMaps map[string]string) *game.Game {
	t.Helper()
	return harness.NewGame(t, mapsDir, 0, 0, userMaps)
}

// frames runs n frames of g and returns the last one drawn.
func frames(t *testing.T, g *game.Game, n int) *image.RGBA {
	t.Helper()
	img, _ := harness.Frames(t, g, n)
	return img
}

// press injects meanings, one frame each, and runs those frames plus one.
func press(t *testing.T, g *game.Game, as ...game.Action) {
	t.Helper()
	for _, a := range as {
		g.Context().Input.InjectActions(a)
	}
	harness.FramesNoPicture(t, g, len(as)+1)
}

// battleOf returns the battle on top (under a hand-over), or nil.
func battleOf(g *game.Game) *scenes.Battle {
	switch s := g.Top().(type) {
	case *scenes.Battle:
		return s
	case *scenes.Handover:
		return s.Battle()
	}
	return nil
}

// clickUnitSquare centres the camera on p and clicks it.
func clickUnitSquare(t *testing.T, g *game.Game, b *scenes.Battle, p grid.Pos) {
	t.Helper()
	b.LookAt(p)
	x, y := b.SquareCentre(p)
	g.Context().Input.InjectClick(x, y)
	harness.FramesNoPicture(t, g, 3)
}

// answerPrompts answers the human's pending prompts with their first reaction (Confirm).
func answerPrompts(t *testing.T, g *game.Game, b *scenes.Battle) {
	t.Helper()
	for i := 0; b.P.Pending() != nil && i < 20; i++ {
		press(t, g, game.Confirm)
	}
}

// targetsOf are the units the selected unit's listed actions of kind are aimed at, each once.
func targetsOf(b *scenes.Battle, kind string) []string {
	var out []string
	for _, l := range b.P.Listing().Of(kind) {
		if t := l.Action.Target; t != "" && !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

// firstHuman is the first side a human plays, or -1.
func firstHuman(b *scenes.Battle) int {
	for i := range b.B().Sides {
		if b.P.Human(i) {
			return i
		}
	}
	return -1
}

// cheb is the distance in king's moves between a and b.
func cheb(a, b grid.Pos) int { return max(abs(a.X-b.X), abs(a.Y-b.Y)) }

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// rulesSpec is the spec of a map played with ruleset rules (options opts), its first side human
// (its first two with hotSeat) and the others the AI, without fog.
func rulesSpec(t *testing.T, c *game.Context, path, rules string, opts map[string]string, hotSeat bool) scenes.BattleSpec {
	t.Helper()
	m, err := game.LoadMap(path)
	if err != nil {
		t.Fatal(err)
	}
	st, err := scenes.NewSetup(c, path, m)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.UseRules(c, rules, 11); err != nil {
		t.Fatal(err)
	}
	spec := st.Spec()
	if opts != nil {
		spec.Options = opts
	}
	spec.Fog = false
	humans := 0
	for i := range spec.Sides {
		spec.Sides[i].Human = false
		if len(spec.Sides[i].Units) > 0 && (humans == 0 || hotSeat && humans == 1) {
			spec.Sides[i].Human, spec.Sides[i].Player = true, []string{"Ann", "Bo"}[humans]
			humans++
		}
	}
	return spec
}
