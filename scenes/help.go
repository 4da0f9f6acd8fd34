package scenes

// Battle help: the F1 overlay over the battle, with the keys as bound now and a short summary of the rules in play.

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/combat"
	"skirmish/game"
)

// BattleHelp is the battle's help overlay: the keys of the battle screen as the player has
// bound them, and a summary of the ruleset in play, each point naming the section of the rule
// text it comes from. It is pushed over the battle, draws the battle dimmed beneath itself,
// and closes on Back (Esc), Help (F1) or a click.
type BattleHelp struct {
	under   game.Scene // the scene it was opened over (the battle), drawn beneath
	rulesID string

	panel *ebiten.Image // the panel, drawn once, and again if the key map or the scale changes
	// pw, ph are the panel's size in logical pixels; painted the scale it was painted at
	pw, ph, painted float64
	keys            game.KeyMap // the key map the panel was drawn with
	px, py          float64     // where the panel goes on screen
	scale           float64     // the panel's scale: below 1 on a screen too small for it (a large UI scale)
	op              ebiten.DrawImageOptions
}

// NewBattleHelp makes the help overlay for a battle played with ruleset rulesID; push it over
// the battle (it draws the scene on top of the stack when it is made beneath itself).
func NewBattleHelp(c *game.Context, rulesID string) *BattleHelp {
	return &BattleHelp{under: c.Top(), rulesID: rulesID}
}

// Update closes the overlay on Back, Help or a click.
func (h *BattleHelp) Update(c *game.Context) error {
	in := c.Input
	if _, _, click := in.Click(); click || in.Pressed(game.Back) || in.Pressed(game.Help) {
		c.Pop()
	}
	return nil
}

// DrawsAtDevicePixels reports whether the help draws at the device's pixels (game.Crisp): when
// the scene beneath does.
func (h *BattleHelp) DrawsAtDevicePixels() bool {
	under, ok := h.under.(game.Crisp)
	return ok && under.DrawsAtDevicePixels()
}

// Draw paints the scene beneath, dimmed, and the help panel over it.
func (h *BattleHelp) Draw(screen *ebiten.Image, c *game.Context) {
	if h.under != nil {
		h.under.Draw(screen, c)
	} else {
		drawBackdrop(screen, c)
	}
	game.FillRect(screen, 0, 0, float32(c.Width), float32(c.Height), color.RGBA{0, 0, 0, 0xb0}, false)
	if h.panel == nil || !sameKeys(&h.keys, &c.Input.Keys) || h.painted != game.UIScale() {
		h.keys = c.Input.Keys.Clone()
		h.paint(c)
	}
	h.op.GeoM.Reset()
	h.op.GeoM.Scale(h.scale, h.scale)
	h.op.GeoM.Translate(math.Round(game.Px(h.px)), math.Round(game.Px(h.py)))
	h.op.Filter = ebiten.FilterNearest
	if h.scale < 1 {
		h.op.Filter = ebiten.FilterLinear
	}
	screen.DrawImage(h.panel, &h.op)
}

// helpRow is a line of the keys table: what is done, the keys bound to it, and the mouse's way
// or a note.
type helpRow struct {
	what, keys, note string
}

// battleKeyRows lists the battle's keys as the key map binds them now. A row of several
// meanings gives each one's first key, then each one's second ("← → ↑ ↓ / A D W S"); a
// meaning bound to no key says so.
func battleKeyRows(keys *game.KeyMap) []helpRow {
	names := func(as ...game.Action) string {
		var ranks []string
		for i := 0; ; i++ {
			var rank []string
			for _, a := range as {
				if ks := keys.KeysOf(a); i < len(ks) {
					rank = append(rank, helpKeyName(ks[i]))
				}
			}
			if len(rank) == 0 {
				break
			}
			ranks = append(ranks, strings.Join(rank, " "))
		}
		return strings.Join(ranks, "  /  ")
	}
	return []helpRow{
		{"Select a unit", names(game.NextUnit), "or click it"},
		{"Choose an action", hotKeyRuns(keys), "or click its button; its key is on it"},
		{"Move, attack", "", "click a square or a foe"},
		{"Drop the action, the unit", names(game.Cancel), ""},
		{"End the turn", names(game.EndTurn), "or the End turn button"},
		{"Undo, redo", names(game.Undo, game.Redo), "or the buttons above End turn"},
		{"Pan the map", names(game.PanLeft, game.PanRight, game.PanUp, game.PanDown), "or drag, or the screen's edge"},
		{"Zoom in, out", names(game.ZoomIn, game.ZoomOut), "or the wheel"},
		{"Centre on the unit", names(game.CentreUnit), ""},
		{"Where the foes could attack", names(game.ShowThreats), "next turn, all you see; hover a foe for its own"},
		{"Show the grid", names(game.ToggleGrid), ""},
		{"Scroll the combat log", names(game.LogUp, game.LogDown), "or the wheel over the log"},
		{"Speed up the AI", names(game.FastAI), "hold: faster; tap: skip its turn"},
		{"Quicksave, quickload", names(game.QuickSave, game.QuickLoad), ""},
		{"Menu", names(game.Back), "save, load, settings, quit"},
		{"This help", names(game.Help), ""},
	}
}

// hotKeyRuns writes the action buttons' keys (each one's first) short: a run of three or more
// buttons on the digits in keyboard order with the same modifiers as its first and last
// ("1–0", "Shift+1–0", "Ctrl+1–0"), any other key by itself; "" when none is bound.
func hotKeyRuns(keys *game.KeyMap) string {
	var first []ebiten.Key // each button's first key, -1 for none
	for _, a := range game.HotKeys {
		k := ebiten.Key(-1)
		if len(keys[a]) > 0 {
			k = keys[a][0]
		}
		first = append(first, k)
	}
	// next is the digit after k in the keyboard's row (1 … 9, 0), with the same modifiers
	next := func(k ebiten.Key) (ebiten.Key, bool) {
		base, shift, ctrl := game.SplitKey(k)
		var n ebiten.Key
		switch {
		case base >= ebiten.Key1 && base < ebiten.Key9:
			n = base + 1
		case base == ebiten.Key9:
			n = ebiten.Key0
		default:
			return 0, false
		}
		if shift {
			n = game.WithShift(n)
		}
		if ctrl {
			n = game.WithCtrl(n)
		}
		return n, true
	}
	var runs []string
	for i := 0; i < len(first); {
		if first[i] < 0 {
			i++
			continue
		}
		j := i
		for j+1 < len(first) {
			if n, ok := next(first[j]); !ok || first[j+1] != n {
				break
			}
			j++
		}
		if j-i >= 2 {
			last, _, _ := game.SplitKey(first[j]) // "Shift+1–0", not "Shift+1–Shift+0"
			runs = append(runs, helpKeyName(game.KeyName(first[i]))+"–"+helpKeyName(game.KeyName(last)))
			i = j + 1
			continue
		}
		runs = append(runs, helpKeyName(game.KeyName(first[i])))
		i++
	}
	return strings.Join(runs, ", ")
}

// helpKeyName is a key's name as the help writes it: KeyName's, but in words where its
// symbol is missing from the game's fonts.
func helpKeyName(name string) string {
	if name == "⌫" {
		return "Backspace"
	}
	return name
}

// rulesSummary is a ruleset's name and the points a player needs in battle, in our own words
// (its description's Summary).
type rulesSummary struct {
	name  string
	notes []combat.SummaryPoint
}

// summaryOf is the summary of ruleset id, or a note that there is none.
func summaryOf(id string) rulesSummary {
	if r, err := combat.Rules(id); err == nil && len(r.Describe().Summary) > 0 {
		return rulesSummary{name: combat.Title(r, nil), notes: r.Describe().Summary}
	}
	return rulesSummary{name: id, notes: []combat.SummaryPoint{{Text: "No summary of this ruleset yet: the action buttons' tooltips quote its rules."}}}
}

// Sizes of the help panel.
const (
	helpW     = 1180
	helpPad   = 28
	helpKeysW = 600 // the keys table: what, keys, and the mouse's way
	helpWhatW = 200 // its first column
	helpKeyW  = 170 // its second
	helpGap   = 32
)

// paint draws the panel into its image and places it in the middle of the screen, shrunk to
// fit a screen too small for it.
func (h *BattleHelp) paint(c *game.Context) {
	th, f := c.Theme, c.Fonts
	rows := battleKeyRows(&h.keys)
	sum := summaryOf(h.rulesID)
	notesX := float64(helpPad + helpKeysW + helpGap)
	notesW := float64(helpW) - notesX - helpPad
	type note struct {
		lines  []string
		source []string
	}
	notes := make([]note, len(sum.notes))
	notesH := 0.0
	for i, n := range sum.notes {
		notes[i].lines = wrap(n.Text, f.Body, notesW-16)
		if n.Source != "" {
			notes[i].source = wrap(n.Source, f.Small, notesW-16)
		}
		notesH += float64(len(notes[i].lines))*19 + float64(len(notes[i].source))*15 + 12
	}
	keysH := float64(len(rows)) * 26
	bodyH := math.Max(keysH, notesH)
	w, hh := float64(helpW), math.Ceil(88+bodyH+58)
	if h.panel != nil {
		h.panel.Deallocate()
	}
	img := game.NewPicture(w+6, hh+6) // at the device's pixels when over the battle
	h.panel, h.pw, h.ph, h.painted = img, w+6, hh+6, game.UIScale()
	h.scale = math.Min(1, math.Min((float64(c.Width)-16)/w, (float64(c.Height)-16)/hh))
	h.px = math.Round((float64(c.Width) - w*h.scale) / 2)
	h.py = math.Round((float64(c.Height) - hh*h.scale) / 2)
	game.FillRect(img, 6, 6, float32(w), float32(hh), th.Shadow, false)
	game.FillRect(img, 0, 0, float32(w), float32(hh), th.Surface, false)
	game.FillRect(img, 0, 0, float32(w), 5, th.Accent, false)
	game.StrokeRect(img, 0.5, 0.5, float32(w)-1, float32(hh)-1, 1, th.Edge, false)
	game.Text(img, "Battle help", f.Heading, helpPad, 20, th.Accent)
	sub := "Rules: " + sum.name
	game.Text(img, sub, f.Title, w-helpPad-game.TextWidth(sub, f.Title), 26, th.Text)
	// the keys
	y := 82.0
	game.Text(img, "KEYS", f.SmallBold, helpPad, y-18, th.TextDim)
	game.Text(img, "RULES IN SHORT", f.SmallBold, notesX, y-18, th.TextDim)
	game.FillRect(img, helpPad, float32(y)-2, float32(helpKeysW), 1, th.Edge, false)
	game.FillRect(img, float32(notesX), float32(y)-2, float32(notesW), 1, th.Edge, false)
	y += 8
	for i, r := range rows {
		if i%2 == 0 {
			game.FillRect(img, helpPad, float32(y)-3, float32(helpKeysW), 24, th.SurfaceLow, false)
		}
		game.Text(img, r.what, f.Body, helpPad+8, y, th.TextDim)
		kx := float64(helpPad + helpWhatW)
		switch {
		case r.keys != "":
			game.Text(img, r.keys, f.Bold, kx, y, th.Text)
		case r.note == "" || !strings.HasPrefix(r.note, "click"):
			game.Text(img, "no key", f.Body, kx, y, th.Danger)
			r.note = "bind one in Settings"
		}
		if r.note != "" {
			nx := kx + helpKeyW
			if r.keys == "" {
				nx = kx
			} else {
				nx = math.Max(nx, kx+game.TextWidth(r.keys, f.Bold)+14)
			}
			game.Text(img, r.note, f.Small, nx, y+2, th.TextDim)
		}
		y += 26
	}
	// the rules
	y = 90
	for _, n := range notes {
		game.FillRect(img, float32(notesX), float32(y)+7, 5, 5, th.Accent, false)
		for _, ln := range n.lines {
			game.Text(img, ln, f.Body, notesX+16, y, th.Text)
			y += 19
		}
		for _, ln := range n.source {
			game.Text(img, ln, f.Small, notesX+16, y+1, th.TextDim)
			y += 15
		}
		y += 12
	}
	foot := strings.Join(append(h.keys.KeysOf(game.Back), h.keys.KeysOf(game.Help)...), ", ")
	foot += " or a click closes this help.   Keys can be changed in Settings."
	fw := game.TextWidth(foot, f.Small)
	game.FillRect(img, helpPad, float32(hh)-44, float32(w)-2*helpPad, 1, th.Edge, false)
	game.Text(img, foot, f.Small, w/2-fw/2, hh-32, th.TextDim)
}
