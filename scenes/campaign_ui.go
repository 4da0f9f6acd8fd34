package scenes

// Campaign screens' shared pieces: a hero's row (badge, hit points, recoveries, potions, wounds, powers), bars and badges drawn from code.

import (
	"fmt"
	"image/color"
	"strings"

	eimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
)

// hpBar is a bar of w×h showing hp of max: green, gold when staggered (half or less), red at
// 0 or below, on a sunken track.
func hpBar(c *game.Context, k *kit, hp, maxHP, w, h int) *ebiten.Image {
	th := c.Theme
	defer game.AtScale(k.s)() // painted at the kit's pixels
	img := game.NewPicture(float64(w), float64(h))
	game.FillRect(img, 0, 0, float32(w), float32(h), th.SurfaceLow, false)
	game.StrokeRect(img, 0.5, 0.5, float32(w)-1, float32(h)-1, 1, mix(th.Edge, th.SurfaceLow, 0.3), false)
	if maxHP <= 0 {
		return img
	}
	col := th.Good
	switch {
	case hp <= 0:
		col = th.Danger
	case 2*hp <= maxHP:
		col = th.Accent
	}
	fill := float32(max(0, min(hp, maxHP))) / float32(maxHP) * float32(w-2)
	if fill > 0 {
		game.FillRect(img, 1, 1, fill, float32(h-2), col, false)
		game.FillRect(img, 1, 1, fill, 2, mix(col, color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.3), false)
	}
	return img
}

// heroBadge is a round badge of size×size with the hero's initial, in the party's colour (grey
// for the dead).
func heroBadge(c *game.Context, k *kit, name string, dead bool, size int) *ebiten.Image {
	th := c.Theme
	defer game.AtScale(k.s)() // painted at the kit's pixels
	img := game.NewPicture(float64(size), float64(size))
	r := float32(size) / 2
	col := th.Side(0)
	if dead {
		col = mix(th.TextDim, th.Surface, 0.5)
	}
	game.FillCircle(img, r, r, r, color.RGBA{0x0c, 0x0a, 0x08, 0xff}, true)
	game.FillCircle(img, r, r, r-2, col, true)
	game.FillCircle(img, r, r-2, r-6, mix(col, color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.12), true)
	initial := strings.ToUpper(string([]rune(name)[:1]))
	f := c.Fonts.Bold
	w := game.TextWidth(initial, f)
	game.Text(img, initial, f, float64(r)-w/2, float64(r)-f.Size*0.68, color.RGBA{0xff, 0xf8, 0xea, 0xff})
	if dead {
		game.StrokeLine(img, 5, 5, float32(size)-5, float32(size)-5, 2.5, th.Danger, true)
	}
	return img
}

// heroLines are what a hero carries, in short phrases: recoveries, potions, lasting wounds,
// the daily powers used and the recharge powers sitting the next battle out.
func heroLines(v heroView) (carries, powers string) {
	if !v.Recovers { // Delvers, d20, Realms: hit points and what it runs short of
		if v.Short != "" {
			return "Short of " + v.Short, ""
		}
		return "", ""
	}
	parts := []string{fmt.Sprintf("%d of %d recoveries", v.Recoveries, v.Total)}
	if v.Potions > 0 {
		parts = append(parts, plural(v.Potions, "potion"))
	}
	if v.Wounds > 0 {
		parts = append(parts, plural(v.Wounds, "lasting wound"))
	}
	var ps []string
	if len(v.Daily) > 0 {
		ps = append(ps, "Spent until a full heal-up: "+strings.Join(v.Daily, ", "))
	}
	if len(v.Resting) > 0 {
		ps = append(ps, "Sits this battle out: "+strings.Join(v.Resting, ", "))
	}
	return strings.Join(parts, "  ·  "), strings.Join(ps, "   ")
}

// heroRow is a hero's row, w wide: its badge, name, class and level, hit points with a bar,
// and (with carries) its recoveries, potions, wounds and spent powers. extra, when set, is
// added at the row's right end (a button).
func heroRow(c *game.Context, k *kit, v heroView, w int, carries bool, extra widget.PreferredSizeLocateableWidget) *widget.Container {
	th := k.th
	row := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(
		widget.GridLayoutOpts.Columns(4), widget.GridLayoutOpts.Spacing(k.px(14), k.px(0)),
		widget.GridLayoutOpts.Stretch([]bool{false, true, false, false}, nil))),
		widget.ContainerOpts.WidgetOpts(k.minSize(w, 0)))
	mid := widget.WidgetOpts.LayoutData(widget.GridLayoutData{VerticalPosition: widget.GridLayoutPositionCenter})
	row.AddChild(k.graphic(heroBadge(c, k, v.Name, v.Dead, 38), mid))
	who := k.column(2, nil, mid)
	nameCol := th.Text
	if v.Dead {
		nameCol = th.TextDim
	}
	who.AddChild(k.label(v.Name, &k.bold, nameCol, 0))
	who.AddChild(k.label(fmt.Sprintf("%s, level %d", v.Class, v.Level), &k.small, th.TextDim, 0))
	if carries && !v.Dead {
		line, powers := heroLines(v)
		who.AddChild(k.label(line, &k.small, mix(th.Text, th.TextDim, 0.4), 0))
		if powers != "" {
			who.AddChild(k.label(k.paragraph(powers, k.small, float64(w-270), 2), &k.small, th.Accent, 0))
		}
	}
	row.AddChild(who)
	row.AddChild(heroHP(c, k, v, min(170, w-190), mid))
	if extra != nil {
		extra.GetWidget().LayoutData = widget.GridLayoutData{VerticalPosition: widget.GridLayoutPositionCenter}
		row.AddChild(extra)
	} else {
		row.AddChild(k.spacer(0, 0))
	}
	return row
}

// sectionLabel is a small capitalised heading.
func sectionLabel(k *kit, s string) *widget.Text {
	return k.label(strings.ToUpper(s), &k.smallBold, k.th.TextDim, 0)
}

// divider is a thin line w wide.
func divider(c *game.Context, k *kit, w int) *ebiten.Image {
	defer game.AtScale(k.s)() // painted at the kit's pixels
	img := game.NewPicture(float64(max(w, 1)), 1)
	img.Fill(mix(c.Theme.Edge, c.Theme.Surface, 0.35))
	return img
}

// imageNone is a transparent background.
func imageNone() *eimage.NineSlice { return eimage.NewNineSliceColor(color.RGBA{}) }

// imageMask is a scroll container's mask: all of it shows.
func imageMask() *eimage.NineSlice { return eimage.NewNineSliceColor(color.White) }

// count writes a count with its noun: "1 hero", "4 heroes".
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// heroHP is a hero's hit points, w wide, as the campaign's screens show them: "21 of 30 hp"
// over its bar, or DEAD.
func heroHP(c *game.Context, k *kit, v heroView, w int, opts ...widget.WidgetOpt) *widget.Container {
	th := c.Theme
	w = max(w, 80)
	hp := k.column(4, nil, append(opts, k.minSize(w, 0))...)
	if v.Dead {
		hp.AddChild(k.label("DEAD", &k.smallBold, th.Danger, 0))
		hp.AddChild(k.label("fell for good", &k.small, th.TextDim, 0))
	} else {
		hp.AddChild(k.label(fmt.Sprintf("%d of %d hp", v.HP, v.MaxHP), &k.smallBold, th.Text, 0))
		hp.AddChild(k.graphic(hpBar(c, k, v.HP, v.MaxHP, w, 10)))
	}
	return hp
}
