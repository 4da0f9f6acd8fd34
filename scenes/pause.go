package scenes

// Pause: the battle's menu on Esc: resume, save, load, settings, quit to the title.

import (
	"fmt"
	"image"
	"image/color"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/combat/save"
	"skirmish/game"
)

// Pause is the battle's pause menu, drawn over the battle.
type Pause struct {
	b      *Battle
	cur    int
	msg    string
	msgBad bool
	items  []pauseItem
	// menu is the menu's items while a question replaces them (askQuit), else nil
	menu []pauseItem
	// mouse is where the cursor was last frame: the pointer selects the item under it when it
	// moves (or clicks), so that a pointer resting on an item leaves the keys to move the
	// selection
	mouse image.Point
}

// pauseItem is one entry of the pause menu.
type pauseItem struct {
	label string
	run   func(c *game.Context)
}

// NewPause makes the pause menu over battle b.
func NewPause(c *game.Context, b *Battle) *Pause {
	p := &Pause{b: b}
	p.mouse.X, p.mouse.Y = b.lay.cursor(c.Input) // a pointer resting where the menu opens selects nothing
	p.items = []pauseItem{
		{"Resume", func(c *game.Context) { c.Pop() }},
		{"Save battle", p.save},
		{"Load battle", func(c *game.Context) { c.Push(NewLoadScreen(c)) }},
		{"Settings", func(c *game.Context) { c.Push(NewSettings(c)) }},
		{"Quit to title", p.askQuit},
	}
	return p
}

// answered puts the menu back after a question, on the item that asked it.
func (p *Pause) answered() {
	p.items, p.menu, p.cur, p.msg, p.msgBad = p.menu, nil, len(p.menu)-1, "", false
}

// askQuit asks before leaving the battle for the title, offering to save it first (the battle
// since its last save is lost otherwise); the menu's items give way to the question's.
func (p *Pause) askQuit(c *game.Context) {
	p.menu = p.items
	p.items = []pauseItem{
		{"Save and quit", func(c *game.Context) {
			if p.save(c); !p.msgBad {
				c.Reset(NewTitle(c))
			}
		}},
		{"Quit without saving", func(c *game.Context) { c.Reset(NewTitle(c)) }},
		{"Back to the menu", func(*game.Context) { p.answered() }},
	}
	p.cur, p.msg, p.msgBad = 0, "Leave the battle? What happened since it was last saved is lost unless you save it.", false
}

// saveDir is where the pause menu saves: the client's saves folder, else save.Dir().
func saveDir(c *game.Context) (string, error) {
	if c.Files.Saves != "" {
		return c.Files.Saves, nil
	}
	return save.Dir()
}

// save writes the battle to the saves folder.
func (p *Pause) save(c *game.Context) {
	b := p.b
	path, err := b.SaveTo(c, b.saveName(), fmt.Sprintf("%s, round %d", b.mapTitle(), b.B().Round))
	if err != nil {
		p.msg, p.msgBad = "Not saved: "+err.Error(), true
		return
	}
	p.msg, p.msgBad = "Saved as "+filepath.Base(path)+" (Load battle lists it)", false
}

// rect is the i-th item's rectangle, in the battle's HUD pixels (the menu grows with its HUD).
func (p *Pause) rect(c *game.Context, i int) (x, y, w, h float64) {
	w, h = 300, 44
	x = p.b.lay.w/2 - w/2
	y = p.b.lay.h/2 - 110 + float64(i)*54
	return
}

// Update moves through the items and runs the chosen one.
func (p *Pause) Update(c *game.Context) error {
	p.b.layout(c) // the battle under the menu, and the menu, follow the window
	in := c.Input
	switch {
	case in.Pressed(game.Back) && p.menu != nil: // Back leaves the question for the menu
		p.answered()
		return nil
	case in.Pressed(game.Back):
		c.Pop()
		return nil
	case in.Pressed(game.MenuUp):
		p.cur = (p.cur + len(p.items) - 1) % len(p.items)
	case in.Pressed(game.MenuDown), in.Pressed(game.NextItem):
		p.cur = (p.cur + 1) % len(p.items)
	case in.Pressed(game.Confirm):
		p.items[p.cur].run(c)
		return nil
	}
	mx, my := p.b.lay.cursor(in)
	moved := image.Pt(mx, my) != p.mouse
	p.mouse = image.Pt(mx, my)
	for i := range p.items {
		x, y, w, h := p.rect(c, i)
		if float64(mx) >= x && float64(mx) < x+w && float64(my) >= y && float64(my) < y+h {
			if moved {
				p.cur = i
			}
			if _, _, ok := in.Click(); ok {
				p.items[i].run(c)
				return nil
			}
		}
	}
	return nil
}

// DrawsAtDevicePixels reports that the pause menu draws at the device's pixels (game.Crisp),
// as the battle under it does.
func (p *Pause) DrawsAtDevicePixels() bool { return true }

// Draw paints the battle dimmed and the menu over it.
func (p *Pause) Draw(screen *ebiten.Image, c *game.Context) {
	p.b.Draw(screen, c)
	th, f := c.Theme, c.Fonts
	defer p.b.lay.hudScale()() // in the battle's HUD pixels
	game.FillRect(screen, 0, 0, float32(p.b.lay.w), float32(p.b.lay.h), color.RGBA{0, 0, 0, 0xa0}, false)
	x, y, w, _ := p.rect(c, 0)
	bx, by, bw, bh := x-30, y-80, w+60, float64(len(p.items))*54+130
	game.FillRect(screen, float32(bx), float32(by), float32(bw), float32(bh), th.Surface, false)
	game.StrokeRect(screen, float32(bx)+0.5, float32(by)+0.5, float32(bw)-1, float32(bh)-1, 1.5, th.Accent, false)
	tw := game.TextWidth("Paused", f.Heading)
	game.Text(screen, "Paused", f.Heading, bx+bw/2-tw/2, by+20, th.Accent)
	for i, it := range p.items {
		ix, iy, iw, ih := p.rect(c, i)
		bt := hudButton{x: ix, y: iy, w: iw, h: ih, label: it.label, enabled: true, primary: i == p.cur, centred: true, zoom: p.b.lay.g}
		bt.draw(screen, c)
	}
	if p.msg != "" {
		col := th.Good
		if p.msgBad {
			col = th.Danger
		}
		for i, ln := range clip(wrap(p.msg, f.Small, bw-20), 3, f.Small, bw-20) {
			game.Text(screen, ln, f.Small, bx+10, by+bh-38+float64(i*15), col)
		}
	}
}
