package scenes

// Layout tests: every screen, at every UI scale offered on the smallest and a common window,
// draws inside the window and writes its own words whole.

import (
	"fmt"
	"image"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
)

// fitWindows are the windows and UI scales the screens must fit: every scale offered on the
// smallest window allowed and on common ones up to 2560×1440 with SKIRMISH_LAYOUT_ALL set (some
// minutes of drawing large frames), else the scales up to 125% on 1280×720 and 1920×1080 (the
// smallest logical screen among them). A scale the window cannot show is capped (150% on
// 1280×720 is shown at 125%), so several are one logical screen, checked once.
var fitWindows = func() (out []fitWindow) {
	sizes, scales := [][2]int{{1280, 720}, {1920, 1080}}, []float64{1, 1.1, 1.25}
	if os.Getenv("SKIRMISH_LAYOUT_ALL") != "" {
		sizes, scales = [][2]int{{game.MinWidth, game.MinHeight}, {1280, 720}, {1920, 1080}, {2560, 1440}}, game.UIScales
	}
	seen := map[[2]int]bool{}
	for _, size := range sizes {
		for _, scale := range scales {
			k := game.FitScale(scale, size[0], size[1])
			logical := [2]int{int(math.Round(float64(size[0]) / k)), int(math.Round(float64(size[1]) / k))}
			if !seen[logical] {
				seen[logical] = true
				out = append(out, fitWindow{size[0], size[1], scale})
			}
		}
	}
	return out
}()

// fitWindow is a window's size in device pixels and the UI scale asked for.
type fitWindow struct {
	w, h  int
	scale float64
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
	{"host online", func(t *testing.T, c *game.Context) (game.Scene, error) { return NewOnlineHost(c), nil }},
	{"join online", func(t *testing.T, c *game.Context) (game.Scene, error) { return NewOnlineJoin(c), nil }},
	{"setup", func(t *testing.T, c *game.Context) (game.Scene, error) { return cryptSetup(t, c), nil }},
	{"setup on a hex map", func(t *testing.T, c *game.Context) (game.Scene, error) {
		return openSetup(t, c, filepath.Join("..", "maps", "hex", "cairn-hill.tmx")), nil
	}},
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
	{"results of three sides", func(t *testing.T, c *game.Context) (game.Scene, error) {
		// hot-seat, three sides of long names, one of them the AI's: the widest table
		spec := cryptSetup(t, c).Spec()
		return NewResults(c, Outcome{Spec: spec, MapTitle: "The Warden's Crypt", Winner: "Bandits of the Old Bridge", Rounds: 14,
			Sides: []SideOutcome{
				{Name: "Delvers of Hob's Ford", Who: "Annabel Fairweather", Human: true, Units: 6, Dead: 3, Down: 1, Fled: 1, Standing: 1},
				{Name: "Bandits of the Old Bridge", Who: "Bartholomew", Human: true, Units: 8, Dead: 2, Down: 2, Standing: 4},
				{Name: "Undead of the Warden", Who: "AI, hard", Units: 12, Dead: 12},
			}}), nil
	}},
	{"campaigns", func(t *testing.T, c *game.Context) (game.Scene, error) { return ShotCampaigns(c) }},
	{"briefing", func(t *testing.T, c *game.Context) (game.Scene, error) { return ShotBriefing(c, "", 1, 4) }},
	{"campaign-rest", func(t *testing.T, c *game.Context) (game.Scene, error) { return ShotCampaignRest(c, "", 1, 4) }},
	{"campaign-end", func(t *testing.T, c *game.Context) (game.Scene, error) { return ShotCampaignEnd(c, "", 4) }},
	{"quick dungeon", func(t *testing.T, c *game.Context) (game.Scene, error) { return ShotQuickDungeon(c, false), nil }},
	{"quick dungeon making", func(t *testing.T, c *game.Context) (game.Scene, error) { return ShotQuickDungeon(c, true), nil }},
	{"delve dig", func(t *testing.T, c *game.Context) (game.Scene, error) { return ShotDelveDig(c) }},
	{"delve end", func(t *testing.T, c *game.Context) (game.Scene, error) { return ShotDelveEnd(c, 1) }},
}

// fitOutcome is the battle the results screen shows at every size.
var fitOutcome *Outcome

// TestEveryScreenFitsEveryScale builds each screen once and resizes its window through every
// size and scale (each screen lays itself out again): at each, every part lies inside the
// screen, no two words, buttons or fields overlap, none runs past the panel it is in, and no
// text is cut with "…". With
// SKIRMISH_TEST_SHOTS set to a folder, it writes each frame there as a PNG.
func TestEveryScreenFitsEveryScale(t *testing.T) {
	needDisplay(t)
	for _, sc := range fitScenes {
		t.Run(sc.name, func(t *testing.T) {
			g := campaignGame(t, nil)
			c := g.Context()
			scene, err := sc.make(t, c)
			if err != nil {
				t.Fatal(err)
			}
			c.Reset(scene)
			frames(t, g, 2)
			for i, win := range fitWindows {
				g.Resize(win.w, win.h)
				s := c.Settings
				s.UIScale = win.scale
				c.Apply(s)
				name := fmt.Sprintf("%.0f%% on %d×%d (%d×%d)", win.scale*100, win.w, win.h, c.Width, c.Height)
				cuts := textCuts
				var words []drawnText // the words drawn with game.Text (the battle's, the replays', deploy's …)
				game.TextDrawn = func(dst *ebiten.Image, s string, r image.Rectangle) {
					words = append(words, drawnText{s, r, dst.Bounds()})
				}
				if os.Getenv("SKIRMISH_TEST_SHOTS") != "" {
					img, _ := frames(t, g, 2)
					keepShot(t, shotName("fit "+sc.name+" "+name), img)
				} else {
					framesNoPicture(t, g, 2)
				}
				game.TextDrawn = nil
				if _, ok := scene.(*Battle); ok && i > 0 && len(words) < 10 { // the first is the size it opened at
					t.Errorf("%s: %d words drawn: the battle's panels were not drawn again for the new size", name, len(words))
				}
				for _, w := range pastTheirPicture(c, scene, words) {
					t.Errorf("%s: %q at %v runs past the panel it is drawn on, at %v (device pixels)", name, shorten(w.s, 40), w.r, w.on)
				}
				if n := textCuts - cuts; n > 0 {
					t.Errorf("%s: %d texts cut with \"…\" to fit", name, n)
				}
				screen := image.Rect(0, 0, c.Width, c.Height)
				if m := menuIn(scene); m != nil && m.crisp { // a crisp menu is laid out at the device's pixels
					dw, dh := c.DeviceSize()
					screen = image.Rect(0, 0, dw, dh)
				}
				if m := menuIn(scene); m != nil {
					for _, r := range cutByScrollView(m) {
						t.Errorf("%s: an item at %v runs past the right edge of the scroll view it is in", name, r)
					}
				}
				for _, p := range partsOf(scene) {
					if !p.r.Empty() && !p.r.In(screen) {
						t.Errorf("%s: %s at %v lies outside the %v screen", name, p.name, p.r, screen)
					}
				}
				for _, o := range overlaps(leavesOf(scene)) {
					t.Errorf("%s: %s at %v overlaps %s at %v", name, o[0].name, o[0].r, o[1].name, o[1].r)
				}
				for _, u := range underBands(scene) {
					t.Errorf("%s: %s at %v lies under the %s at %v", name, u[0].name, u[0].r, u[1].name, u[1].r)
				}
				for _, o := range pastPanels(scene) {
					t.Errorf("%s: %s at %v runs past its panel's edge: %s at %v", name, o[0].name, o[0].r, o[1].name, o[1].r)
				}
			}
		})
	}
}

// drawnText is a text game.Text drew: its words, the device pixels they cover and the bounds
// of the picture (a panel, a tooltip, the screen) they were drawn on.
type drawnText struct {
	s     string
	r, on image.Rectangle
}

// pastTheirPicture are the texts that run past the picture they were drawn on: a panel of the
// HUD, a tooltip, the screen (a panel's picture cuts them off). The words on the battle map (the
// units' name plates) are left out: the map's edge cuts a unit standing at it.
func pastTheirPicture(c *game.Context, s game.Scene, words []drawnText) []drawnText {
	defer game.AtScale(c.Scale)() // the map's rectangle in device pixels
	var skip image.Rectangle
	if b, ok := s.(*Battle); ok {
		skip = b.field.viewRect()
	}
	if r, ok := s.(*Replay); ok {
		skip = r.show.field.viewRect()
	}
	var out []drawnText
	for _, w := range words {
		if !w.r.In(w.on) && (skip.Empty() || w.on != skip) {
			out = append(out, w)
		}
	}
	return out
}

// shotName is a file name for a picture named s: letters, digits, dots and dashes.
func shotName(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '.' || r == '-') {
			return r
		}
		return '-'
	}, s)
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
	if r, ok := s.(*Replay); ok {
		out = append(out, r.parts()...)
	}
	return out
}

// parts are the replay's controls, named, in logical pixels.
func (r *Replay) parts() []part {
	names := []string{"« Round", "‹ Back", "Play", "Step ›", "Round »", "Slower", "Faster", "Close replay", "timeline"}
	var out []part
	for i := range numControls {
		out = append(out, part{names[i], r.show.lay.logical(r.control(nil, i))})
	}
	return out
}

// logical is a rectangle of HUD pixels as the logical pixels it covers (its corners rounded
// outwards).
func (l *battleLayout) logical(x, y, w, h float64) image.Rectangle {
	g := max(1, l.g)
	return image.Rect(int(math.Floor(x*g)), int(math.Floor(y*g)), int(math.Ceil((x+w)*g)), int(math.Ceil((y+h)*g)))
}

// panels are the battle screen's panels, named, in logical pixels, each with the parts that
// lie on it: the action bar's buttons on the bar, Undo, Redo and End turn under the log, More's
// list's buttons in it.
func (s *Battle) panels() []panelParts {
	l := &s.lay
	r := l.logical
	bar := panelParts{panel: part{"action bar", r(0, l.barY, l.sideX, l.h-l.barY)}}
	more := panelParts{panel: part{"More's list", r(l.moreBox())}}
	for i, bt := range s.KindButtons() {
		p := part{"action " + bt.Label, r(l.button(i))}
		if i < l.common {
			bar.parts = append(bar.parts, p)
		} else {
			more.parts = append(more.parts, p)
		}
	}
	if l.rare > 0 {
		bar.parts = append(bar.parts, part{"More", r(l.slot(l.common))})
	}
	t := l.turnRect()
	turn := panelParts{panel: part{"turn controls", r(t.x, t.y, t.w, t.h)},
		parts: []part{{"End turn", r(l.endX, l.endY, l.endW, l.endH)}, {"Undo", r(l.undoButton(0))}, {"Redo", r(l.undoButton(1))}}}
	lg := l.logRect()
	log := panelParts{panel: part{"combat log's panel", r(lg.x, lg.y, lg.w, lg.h)}, parts: []part{{"combat log", r(l.logX, l.logY, l.logW, l.logH)}}}
	return []panelParts{bar, more, turn, log}
}

// panelParts is a panel of a screen and the parts drawn on it.
type panelParts struct {
	panel part
	parts []part
}

// pastPanels are the pieces of a screen that run past the edge of the panel they are drawn
// on, each with the panel: a menu's leaves (a text measured by all its words, which it draws
// however little room its row gives it) past any container that holds them, up to the scroll
// containers (cutByScrollView checks those); the battle's and the replays' buttons past their
// bars and columns.
func pastPanels(s game.Scene) [][2]part {
	var out [][2]part
	if m := menuIn(s); m != nil && m.ui.Container != nil {
		var walk func(w widget.PreferredSizeLocateableWidget, panels []part)
		walk = func(w widget.PreferredSizeLocateableWidget, panels []part) {
			r := w.GetWidget().Rect
			if r.Empty() || !w.GetWidget().IsVisible() {
				return
			}
			switch v := w.(type) {
			case *widget.Container:
				panels = append(panels[:len(panels):len(panels)], part{"its container", r})
				for _, ch := range v.Children() {
					walk(ch, panels)
				}
				return
			case *widget.ScrollContainer:
				return
			}
			leaf := widgetLeaves(w, nil)
			if len(leaf) == 0 {
				return
			}
			p := leaf[0]
			if t, ok := w.(*widget.Text); ok {
				p.r = wordsRect(t)
			}
			if b, ok := w.(*widget.Button); ok && b.Text() != nil && b.Text().Label != "" {
				// a button's label on the button: its words, as wide as they are, centred
				tw, th := b.Text().PreferredSize()
				mid := r.Min.Add(r.Max).Div(2)
				words := image.Rect(mid.X-tw/2, mid.Y-th/2, mid.X-tw/2+tw, mid.Y-th/2+th)
				if !words.In(r) {
					out = append(out, [2]part{{fmt.Sprintf("the words of %s", p.name), words}, {"the button", r}})
				}
			}
			for i := len(panels) - 1; i >= 0; i-- {
				if !p.r.In(panels[i].r) {
					out = append(out, [2]part{p, panels[i]})
					break
				}
			}
		}
		walk(m.ui.Container, nil)
	}
	var ps []panelParts
	switch v := s.(type) {
	case *Battle:
		ps = v.panels()
	case *Replay:
		ps = v.panels()
	}
	for _, p := range ps {
		for _, q := range p.parts {
			if !q.r.Empty() && !q.r.In(p.panel.r) {
				out = append(out, [2]part{q, p.panel})
			}
		}
	}
	return out
}

// wordsRect is the rectangle a text widget's words cover, all of them: textRect, as wide as
// the words however narrow the room its row gives them.
func wordsRect(t *widget.Text) image.Rectangle {
	r := textRect(t)
	if r.Empty() {
		return r
	}
	w, _ := t.PreferredSize()
	r.Max.X = r.Min.X + w
	return r
}

// panels are the replay's bars: its controls in the action bar's place, Close replay in the
// right-hand column.
func (r *Replay) panels() []panelParts {
	l := &r.show.lay
	bar := panelParts{panel: part{"replay's bar", l.logical(0, l.barY, l.sideX, l.h-l.barY)}}
	col := panelParts{panel: part{"right-hand column", l.logical(l.sideX, l.topH, l.sideW, l.h-l.topH)}}
	for _, p := range r.parts() {
		if p.name == "Close replay" {
			col.parts = append(col.parts, p)
		} else {
			bar.parts = append(bar.parts, p)
		}
	}
	return []panelParts{bar, col}
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

// part is a laid-out piece of a screen, named (the layout tests check each lies inside it).
type part struct {
	name string
	r    image.Rectangle
}

// parts are the battle screen's laid-out pieces, named, in logical pixels, for the layout
// tests: the action buttons shown, End turn, Undo and Redo, the combat log.
func (s *Battle) parts() []part {
	l := &s.lay
	r := l.logical
	out := []part{{"End turn", r(l.endX, l.endY, l.endW, l.endH)}, {"Undo", r(l.undoButton(0))}, {"Redo", r(l.undoButton(1))},
		{"combat log", r(l.logX, l.logY, l.logW, l.logH)}}
	for i, bt := range s.KindButtons() {
		out = append(out, part{"action " + bt.Label, r(l.button(i))})
	}
	if l.rare > 0 {
		out = append(out, part{"More", r(l.slot(l.common))}, part{"More's list", r(l.moreBox())})
	}
	return out
}

// leavesOf are the pieces of a screen that show something (words, buttons, fields, pictures),
// not the containers that hold them: no two may overlap. A text is measured by its words, not
// the room its row gives it.
func leavesOf(s game.Scene) []part {
	var out []part
	if m := menuIn(s); m != nil {
		out = widgetLeaves(m.ui.Container, out)
	}
	if b, ok := s.(*Battle); ok {
		for _, p := range b.parts() {
			if p.name != "More's list" { // a drop-down over the map, shown on a click
				out = append(out, p)
			}
		}
	}
	if r, ok := s.(*Replay); ok {
		out = append(out, r.parts()...)
	}
	return out
}

// widgetLeaves walks a widget tree for its leaves (a scroll container's content is left out:
// it scrolls under its neighbours).
func widgetLeaves(w widget.PreferredSizeLocateableWidget, out []part) []part {
	r := w.GetWidget().Rect
	if r.Empty() || !w.GetWidget().IsVisible() {
		return out
	}
	switch v := w.(type) {
	case *widget.Container:
		for _, ch := range v.Children() {
			out = widgetLeaves(ch, out)
		}
		return out
	case *widget.ScrollContainer:
		return out
	case *widget.Text:
		return append(out, part{fmt.Sprintf("text %q", shorten(v.Label, 40)), textRect(v)})
	case *widget.Button:
		name := "button"
		if v.Text() != nil {
			name = fmt.Sprintf("button %q", shorten(v.Text().Label, 40))
		}
		return append(out, part{name, r})
	}
	return append(out, part{fmt.Sprintf("%T", w), r})
}

// textRect is the rectangle a text widget's words cover: its preferred size (the words,
// wrapped where it wraps) from its left edge, at most the width its row gives it, and its
// whole height centred on its row's middle, as the kit's labels are drawn (kit.label): words
// taller than the room they were given run out above and below it.
func textRect(t *widget.Text) image.Rectangle {
	r := t.GetWidget().Rect
	if t.Label == "" {
		return image.Rectangle{}
	}
	w, h := t.PreferredSize()
	top := r.Min.Y + (r.Dy()-h)/2
	return image.Rect(r.Min.X, top, r.Min.X+min(w, r.Dx()), top+h)
}

// underBands are the leaves of a menu screen's body (leavesOf) that lie under its header or
// its footer band, each with the band: words run out of their room, a panel too tall for the
// screen.
func underBands(s game.Scene) [][2]part {
	m := menuIn(s)
	if m == nil || m.footer == nil || m.ui.Container == nil {
		return nil
	}
	var out [][2]part
	bands := []part{{"header", m.header.GetWidget().Rect}, {"footer", m.footer.GetWidget().Rect}}
	in := map[widget.PreferredSizeLocateableWidget]bool{m.header: true, m.footer: true}
	var walk func(w widget.PreferredSizeLocateableWidget)
	walk = func(w widget.PreferredSizeLocateableWidget) {
		if in[w] || w.GetWidget().Rect.Empty() || !w.GetWidget().IsVisible() {
			return
		}
		if c, ok := w.(*widget.Container); ok {
			for _, ch := range c.Children() {
				walk(ch)
			}
			return
		}
		for _, leaf := range widgetLeaves(w, nil) {
			for _, b := range bands {
				if !b.r.Empty() && leaf.r.Overlaps(b.r) {
					out = append(out, [2]part{leaf, b})
				}
			}
		}
	}
	walk(m.ui.Container)
	return out
}

// overlaps are the pairs of parts whose rectangles overlap.
func overlaps(ps []part) [][2]part {
	var out [][2]part
	for i := range ps {
		for j := i + 1; j < len(ps); j++ {
			if ps[i].r.Overlaps(ps[j].r) {
				out = append(out, [2]part{ps[i], ps[j]})
			}
		}
	}
	return out
}

// Every key slot of Settings' keys table is as wide as the others and writes its keys inside
// it, at every scale and window of the layout check (at 110% and 125% on 1280×720 "Num Enter,
// Space" widened Confirm's slot past the column's).
func TestSettingsKeySlotsHoldTheirKeys(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()
	s := NewSettings(c)
	c.Reset(s)
	frames(t, g, 2)
	for _, win := range fitWindows {
		g.Resize(win.w, win.h)
		st := c.Settings
		st.UIScale = win.scale
		c.Apply(st)
		framesNoPicture(t, g, 2)
		slots := 0
		for _, row := range s.keyList.Children() {
			cells := row.(*widget.Container).Children()
			for _, cell := range cells[1:] {
				parts := cell.(*widget.Container).Children()
				btn, label := parts[0], parts[1].(*widget.Text)
				slots++
				want := s.m.k.px(keySlotW(s.m.k)) // every slot this wide: the columns line up
				if w, _ := label.PreferredSize(); w > want-4 || btn.GetWidget().Rect.Dx() > want+1 {
					t.Errorf("%.0f%% on %d×%d: the label %q is %d px wide, its slot %d, want slots %d wide", win.scale*100, win.w, win.h,
						label.Label, w, btn.GetWidget().Rect.Dx(), want)
				}
			}
		}
		if slots < 20 {
			t.Fatalf("%.0f%% on %d×%d: %d key slots found, want every action's two", win.scale*100, win.w, win.h, slots)
		}
	}
}
