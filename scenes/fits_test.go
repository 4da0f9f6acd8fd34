package scenes

// Layout tests: every screen, at every UI scale offered on the smallest and a common window,
// draws inside the window and writes its own words whole.

import (
	"fmt"
	"image"
	"math"
	"path/filepath"
	"testing"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/app/campaign"
	"skirmish/game"
)

// fitWindows are the windows and UI scales the screens must fit (a scale the window cannot
// show is capped: 150% on 1280×720 is shown at 125%).
var fitWindows = []struct {
	w, h  int
	scale float64
}{
	{1280, 720, 1}, {1280, 720, 1.1}, {1280, 720, 1.25}, {1280, 720, 1.5},
	{1920, 1080, 1}, {1920, 1080, 1.1}, {1920, 1080, 1.25}, {1920, 1080, 1.5},
}

// fitScenes build each screen as the shot command does, on the bundled crypt.
var fitScenes = []struct {
	name string
	make func(t *testing.T, c *game.Context) (game.Scene, error)
}{
	{"title", func(t *testing.T, c *game.Context) (game.Scene, error) { return NewTitle(c), nil }},
	{"maps", func(t *testing.T, c *game.Context) (game.Scene, error) { return NewMapPicker(c), nil }},
	{"settings", func(t *testing.T, c *game.Context) (game.Scene, error) { return NewSettings(c), nil }},
	{"settings' sound", func(t *testing.T, c *game.Context) (game.Scene, error) {
		s := NewSettings(c)
		s.soundPage = true
		s.build(c)
		return s, nil
	}},
	{"load", func(t *testing.T, c *game.Context) (game.Scene, error) { return NewLoadScreen(c), nil }},
	{"setup", func(t *testing.T, c *game.Context) (game.Scene, error) { return cryptSetup(t, c), nil }},
	{"deploy", func(t *testing.T, c *game.Context) (game.Scene, error) { return ShotDeploy(c, cryptSetup(t, c).Spec()) }},
	{"battle", func(t *testing.T, c *game.Context) (game.Scene, error) {
		return ShotBattle(c, cryptSetup(t, c).Spec(), 0)
	}},
	{"battle 13th Age", func(t *testing.T, c *game.Context) (game.Scene, error) {
		return ShotBattle(c, age13Spec(t, c, filepath.Join("..", "maps", "crypt.tmx"), "2"), 0)
	}},
	{"handover", func(t *testing.T, c *game.Context) (game.Scene, error) {
		return ShotHandover(c, cryptSetup(t, c).Spec())
	}},
	{"replay", func(t *testing.T, c *game.Context) (game.Scene, error) {
		return ShotReplay(c, cryptSetup(t, c).Spec(), 4)
	}},
	{"results", func(t *testing.T, c *game.Context) (game.Scene, error) {
		if fitOutcome == nil { // one battle for every size
			spec := cryptSetup(t, c).Spec()
			for i := range spec.Sides {
				spec.Sides[i].Human = false
			}
			out, err := PlayHeadless(spec, 30)
			if err != nil {
				return nil, err
			}
			fitOutcome = &out
		}
		return NewResults(c, *fitOutcome), nil
	}},
	{"campaigns", func(t *testing.T, c *game.Context) (game.Scene, error) { return ShotCampaigns(c) }},
	{"briefing", func(t *testing.T, c *game.Context) (game.Scene, error) { return ShotBriefing(c, "", 1, 4) }},
	{"campaign-rest", func(t *testing.T, c *game.Context) (game.Scene, error) { return ShotCampaignRest(c, "", 1, 4) }},
	{"campaign-end", func(t *testing.T, c *game.Context) (game.Scene, error) {
		if fitCampaign == nil { // one campaign played through for every size, as the shot's
			r, err := shotRun(c, "", campaign.MaxMaps, 4)
			if err != nil {
				return nil, err
			}
			fitCampaign = r
		}
		return newCampaignEnd(c, fitCampaign), nil
	}},
}

// fitOutcome is the battle the results screen shows at every size.
var fitOutcome *Outcome

// fitCampaign is the campaign played through that the campaign's end shows at every size
// (ShotCampaignEnd's).
var fitCampaign *campaignRun

func TestEveryScreenFitsEveryScale(t *testing.T) {
	needDisplay(t)
	seen := map[[2]int]bool{}
	for _, win := range fitWindows {
		g := campaignGame(t, nil)
		c := g.Context()
		files := c.Files
		g, _ = game.New(win.w, win.h)
		c = g.Context()
		c.Input.Enabled = false
		c.Files = files
		s := c.Settings
		s.UIScale = win.scale
		c.Apply(s)
		size := [2]int{c.Width, c.Height}
		if seen[size] {
			continue // 150% on 1280×720 is 125% there
		}
		seen[size] = true
		for _, sc := range fitScenes {
			name := fmt.Sprintf("%s at %.0f%% on %d×%d (%d×%d)", sc.name, win.scale*100, win.w, win.h, c.Width, c.Height)
			t.Run(name, func(t *testing.T) {
				cuts := textCuts
				scene, err := sc.make(t, c)
				if err != nil {
					t.Fatal(err)
				}
				c.Reset(scene)
				frames(t, g, 3)
				if n := textCuts - cuts; n > 0 {
					t.Errorf("%d texts cut with \"…\" to fit", n)
				}
				screen := image.Rect(0, 0, c.Width, c.Height)
				if m := menuIn(scene); m != nil {
					for _, r := range cutByScrollView(m) {
						t.Errorf("an item at %v runs past the right edge of the scroll view it is in", r)
					}
				}
				for _, p := range partsOf(scene) {
					if !p.r.Empty() && !p.r.In(screen) {
						t.Errorf("%s at %v lies outside the %d×%d screen", p.name, p.r, c.Width, c.Height)
					}
				}
			})
		}
	}
}

// partsOf are the pieces a screen laid out: a menu's widgets (a scroll container's content
// may run past it only downwards), the battle's and the replays' panels and buttons.
func partsOf(s game.Scene) []part {
	var out []part
	if m := menuIn(s); m != nil {
		out = widgetParts(m.ui.Container, "", out)
	}
	if b, ok := s.(*Battle); ok {
		out = append(out, b.parts()...)
	}
	return out
}

// widgetParts walks a widget tree.
func widgetParts(w widget.PreferredSizeLocateableWidget, path string, out []part) []part {
	name := path + "/" + fmt.Sprintf("%T", w)
	if t, ok := w.(*widget.Text); ok {
		name += fmt.Sprintf("(%q)", shorten(t.Label, 40))
	}
	if b, ok := w.(*widget.Button); ok && b.Text() != nil {
		name += fmt.Sprintf("(%q)", shorten(b.Text().Label, 40))
	}
	out = append(out, part{name, w.GetWidget().Rect})
	switch v := w.(type) {
	case *widget.ScrollContainer:
		view, content := v.ViewRect(), v.ContentRect()
		if content.Dx() > view.Dx() {
			out = append(out, part{name + " content wider than its view", image.Rect(content.Min.X, view.Min.Y, content.Max.X+10000, view.Max.Y)})
		}
	case *widget.Container:
		for _, ch := range v.Children() {
			out = widgetParts(ch, name, out)
		}
	}
	return out
}

// cutByScrollView are the rectangles of a menu's items (cards, rows) that begin inside one of
// its scroll views but run past its right edge, where the view cuts them off (the walk of
// partsOf does not enter a scroll container).
func cutByScrollView(m *menu) []image.Rectangle {
	var out []image.Rectangle
	for _, sc := range m.scrolls {
		view := sc.ViewRect()
		for _, it := range m.active().items {
			r := it.w.GetWidget().Rect
			if !r.Empty() && r.Overlaps(view) && r.Min.X >= view.Min.X && r.Max.X > view.Max.X {
				out = append(out, r)
			}
		}
	}
	return out
}

// menuIn is a menu screen's menu, nil for the others.
func menuIn(s game.Scene) *menu {
	switch v := s.(type) {
	case *Title:
		return v.m
	case *MapPicker:
		return v.m
	case *Settings:
		return v.m
	case *LoadScreen:
		return v.m
	case *Setup:
		return v.m
	case *Deploy:
		return v.m
	case *Results:
		return v.m
	case *CampaignList:
		return v.m
	case *Briefing:
		return v.m
	case *CampaignRest:
		return v.m
	case *CampaignEnd:
		return v.m
	}
	return nil
}

// part is a laid-out piece of a screen, named (the layout tests check each lies inside it).
type part struct {
	name string
	r    image.Rectangle
}

// parts are the battle screen's laid-out pieces, named, for the layout tests: the action
// buttons shown, End turn, Undo and Redo, the combat log.
func (s *Battle) parts() []part {
	l := &s.lay
	r := func(x, y, w, h float64) image.Rectangle {
		return image.Rect(int(math.Floor(x)), int(math.Floor(y)), int(math.Ceil(x+w)), int(math.Ceil(y+h)))
	}
	out := []part{{"End turn", r(l.endX, l.endY, l.endW, l.endH)}, {"Undo", r(l.undoButton(0))}, {"Redo", r(l.undoButton(1))},
		{"combat log", r(l.logX, l.logY, l.logW, l.logH)}}
	for i, bt := range s.kindButtons() {
		out = append(out, part{"action " + bt.Label, r(l.button(i))})
	}
	if l.rare > 0 {
		out = append(out, part{"More", r(l.slot(l.common))}, part{"More's list", r(l.moreBox())})
	}
	return out
}
