package scenes

// Kit: the menus' look in ebitenui terms: faces, nine-slices drawn from code, and widget makers.

import (
	"image"
	"image/color"
	"math"

	eimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/game"
)

// kit makes the widgets of the menus in the client's theme.
type kit struct {
	th *game.Theme
	f  *game.Fonts
	// faces as ebitenui wants them (pointers to text.Face)
	small, smallBold, body, bold, large, title, heading, display text.Face

	btnPlain, btnPrimary, btnDanger, btnGhost *widget.ButtonImage
	card                                      *widget.ButtonImage
	panel, inset, field, fieldOn              *eimage.NineSlice
	header, footer                            *eimage.NineSlice
	dialog                                    *eimage.NineSlice
	// click sounds a button pressed
	click func()
	// s is the tree's pixels per menu pixel: the menu's numbers (sizes, gaps, padding) are in
	// menu pixels and the kit's makers turn them into the tree's (px); 1 for a tree laid out
	// on the logical screen. W×H is the screen in menu pixels, DW×DH in the tree's.
	s            float64
	W, H, DW, DH int
}

// newKit builds the kit for a context's theme and fonts, for a tree laid out on the logical
// screen.
func newKit(c *game.Context) *kit { return newKitAt(c, 1, c.Width, c.Height) }

// newKitAt builds the kit for a tree of dw×dh pixels, s of them a menu pixel: its faces drawn
// at s times their size.
func newKitAt(c *game.Context, s float64, dw, dh int) *kit {
	th, f := c.Theme, c.Fonts.At(s)
	k := &kit{th: th, f: f, small: f.Small, smallBold: f.SmallBold, body: f.Body, bold: f.Bold, large: f.Large,
		title: f.Title, heading: f.Heading, display: f.Display, click: c.Click,
		s: s, DW: dw, DH: dh, W: int(math.Round(float64(dw) / s)), H: int(math.Round(float64(dh) / s))}
	roundSlice := func(r, bw int, fill, edge, hi color.RGBA) *eimage.NineSlice {
		return roundSlice(k.px(r), max(1, k.px(bw)), fill, edge, hi)
	}
	lift := func(c color.RGBA, d int) color.RGBA {
		up := func(v uint8) uint8 { return uint8(max(0, min(255, int(v)+d))) }
		return color.RGBA{up(c.R), up(c.G), up(c.B), c.A}
	}
	k.btnPlain = &widget.ButtonImage{
		Idle:     roundSlice(6, 1, th.SurfaceHigh, th.Edge, lift(th.SurfaceHigh, 14)),
		Hover:    roundSlice(6, 2, lift(th.SurfaceHigh, 12), th.Accent, lift(th.SurfaceHigh, 26)),
		Pressed:  roundSlice(6, 2, th.SurfaceLow, th.AccentDeep, color.RGBA{}),
		Disabled: roundSlice(6, 1, th.Surface, lift(th.Edge, -18), color.RGBA{}),
	}
	k.btnPrimary = &widget.ButtonImage{
		Idle:     roundSlice(6, 1, th.AccentDeep, lift(th.Accent, 10), lift(th.AccentDeep, 30)),
		Hover:    roundSlice(6, 2, th.Accent, color.RGBA{0xff, 0xf2, 0xc8, 0xff}, lift(th.Accent, 25)),
		Pressed:  roundSlice(6, 2, lift(th.AccentDeep, -30), th.Accent, color.RGBA{}),
		Disabled: roundSlice(6, 1, lift(th.Edge, -10), lift(th.Edge, 10), color.RGBA{}),
	}
	k.btnDanger = &widget.ButtonImage{
		Idle:     roundSlice(6, 1, th.SurfaceHigh, lift(th.Danger, -70), lift(th.SurfaceHigh, 14)),
		Hover:    roundSlice(6, 2, lift(th.SurfaceHigh, 12), th.Danger, lift(th.SurfaceHigh, 26)),
		Pressed:  roundSlice(6, 2, th.SurfaceLow, th.Danger, color.RGBA{}),
		Disabled: roundSlice(6, 1, th.Surface, lift(th.Edge, -18), color.RGBA{}),
	}
	k.btnGhost = &widget.ButtonImage{
		Idle:     roundSlice(5, 1, th.Surface, th.Surface, color.RGBA{}),
		Hover:    roundSlice(5, 2, lift(th.Surface, 12), th.Accent, color.RGBA{}),
		Pressed:  roundSlice(5, 2, th.SurfaceLow, th.AccentDeep, color.RGBA{}),
		Disabled: roundSlice(5, 1, th.Surface, th.Surface, color.RGBA{}),
	}
	k.card = &widget.ButtonImage{
		Idle:     roundSlice(8, 1, th.Surface, th.Edge, lift(th.Surface, 12)),
		Hover:    roundSlice(8, 3, lift(th.Surface, 10), th.Accent, color.RGBA{}),
		Pressed:  roundSlice(8, 3, th.SurfaceLow, th.AccentDeep, color.RGBA{}),
		Disabled: roundSlice(8, 1, th.Surface, th.Edge, color.RGBA{}),
	}
	k.panel = roundSlice(10, 1, th.Surface, th.Edge, lift(th.Surface, 10))
	k.inset = roundSlice(6, 1, th.SurfaceLow, lift(th.Edge, -14), color.RGBA{})
	k.field = roundSlice(5, 1, th.SurfaceLow, th.Edge, color.RGBA{})
	k.fieldOn = roundSlice(5, 2, th.SurfaceLow, th.Accent, color.RGBA{})
	k.dialog = roundSlice(12, 2, th.Surface, th.AccentDeep, lift(th.Surface, 16))
	k.header = eimage.NewAdvancedNineSliceColor(color.RGBA{0x19, 0x16, 0x13, 0xf4}, eimage.NewBorder(0, 0, k.px(2), 0, th.AccentDeep))
	k.footer = eimage.NewAdvancedNineSliceColor(color.RGBA{0x19, 0x16, 0x13, 0xf4}, eimage.NewBorder(max(1, k.px(1)), 0, 0, 0, th.Edge))
	return k
}

// px is v menu pixels in the tree's pixels.
func (k *kit) px(v int) int { return int(math.Round(float64(v) * k.s)) }

// pxf is v menu pixels in the tree's pixels.
func (k *kit) pxf(v float64) float64 { return v * k.s }

// slack is the menu pixels a width summed from many parts keeps in hand for the rounding of
// each part to the tree's pixels: none at scale 1.
func (k *kit) slack() int {
	if k.s == 1 {
		return 0
	}
	return 6
}

// insets are widget.Insets of the given menu pixels.
func (k *kit) insets(top, right, bottom, left int) *widget.Insets {
	return &widget.Insets{Top: k.px(top), Right: k.px(right), Bottom: k.px(bottom), Left: k.px(left)}
}

// minSize is a widget's least size of w×h menu pixels.
func (k *kit) minSize(w, h int) widget.WidgetOpt { return widget.WidgetOpts.MinSize(k.px(w), k.px(h)) }

// roundSlice draws a rounded rectangle (corner radius r, border bw in edge, fill inside, and a
// one-pixel highlight line under the top border when hi is not transparent) as a nine-slice.
func roundSlice(r, bw int, fill, edge, hi color.RGBA) *eimage.NineSlice {
	c := r + bw + 1
	n := 2*c + 1
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	half := float64(n) / 2
	rr, b := float64(r), float64(bw)
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			px, py := float64(x)+0.5-half, float64(y)+0.5-half
			d := roundBoxDist(px, py, half-rr, half-rr, rr)
			cover := clamp01(0.5 - d)
			if cover <= 0 {
				continue
			}
			inner := clamp01(0.5 - (d + b))
			col := mix(edge, fill, inner)
			if hi.A > 0 && y == bw && inner > 0 {
				col = mix(col, hi, inner)
			}
			a := cover * float64(col.A) / 255
			img.SetRGBA(x, y, color.RGBA{uint8(float64(col.R)*a + 0.5), uint8(float64(col.G)*a + 0.5),
				uint8(float64(col.B)*a + 0.5), uint8(255*a + 0.5)})
		}
	}
	return eimage.NewNineSliceSimple(ebiten.NewImageFromImage(img), c, 1)
}

// roundBoxDist is the signed distance from (px, py) to a rounded box centred at the origin with
// half-size (hx+r, hy+r) and corner radius r.
func roundBoxDist(px, py, hx, hy, r float64) float64 {
	qx, qy := math.Abs(px)-hx, math.Abs(py)-hy
	out := math.Hypot(math.Max(qx, 0), math.Max(qy, 0))
	return out + math.Min(math.Max(qx, qy), 0) - r
}

func clamp01(v float64) float64 { return math.Max(0, math.Min(1, v)) }

// mix blends a toward b by t (0 is a, 1 is b), straight alpha.
func mix(a, b color.RGBA, t float64) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}

// label is a line (or, with maxW over 0, a wrapped paragraph) of text.
func (k *kit) label(s string, face *text.Face, c color.Color, maxW float64, opts ...widget.WidgetOpt) *widget.Text {
	// No screen shows more than maxLabel bytes in one label: a longer text (an error quoting
	// a 15 MB field) is cut before it is laid out.
	o := []widget.TextOpt{widget.TextOpts.Text(shorten(s, maxLabel), face, c), widget.TextOpts.WidgetOpts(opts...),
		// centred in a cell taller than the text (grid rows stretch their cells)
		widget.TextOpts.Position(widget.TextPositionStart, widget.TextPositionCenter)}
	if maxW > 0 {
		o = append(o, widget.TextOpts.MaxWidth(k.pxf(maxW)))
	}
	return widget.NewText(o...)
}

// row is a container laying its children out left to right.
func (k *kit) row(spacing int, pad *widget.Insets, opts ...widget.WidgetOpt) *widget.Container {
	if pad == nil {
		pad = &widget.Insets{}
	}
	return widget.NewContainer(
		widget.ContainerOpts.Layout(widget.NewRowLayout(widget.RowLayoutOpts.Direction(widget.DirectionHorizontal),
			widget.RowLayoutOpts.Spacing(k.px(spacing)), widget.RowLayoutOpts.Padding(pad))),
		widget.ContainerOpts.WidgetOpts(opts...))
}

// column is a container laying its children out top to bottom.
func (k *kit) column(spacing int, pad *widget.Insets, opts ...widget.WidgetOpt) *widget.Container {
	if pad == nil {
		pad = &widget.Insets{}
	}
	return widget.NewContainer(
		widget.ContainerOpts.Layout(widget.NewRowLayout(widget.RowLayoutOpts.Direction(widget.DirectionVertical),
			widget.RowLayoutOpts.Spacing(k.px(spacing)), widget.RowLayoutOpts.Padding(pad))),
		widget.ContainerOpts.WidgetOpts(opts...))
}

// panelBox is a column on a panel background.
func (k *kit) panelBox(bg *eimage.NineSlice, spacing int, pad *widget.Insets, opts ...widget.WidgetOpt) *widget.Container {
	c := k.column(spacing, pad, opts...)
	c.SetBackgroundImage(bg)
	return c
}

// stretch is row-layout data that stretches a child across the row's other direction.
func stretch() widget.WidgetOpt {
	return widget.WidgetOpts.LayoutData(widget.RowLayoutData{Stretch: true})
}

// centred is row-layout data that centres a child across the row's other direction.
func centred() widget.WidgetOpt {
	return widget.WidgetOpts.LayoutData(widget.RowLayoutData{Position: widget.RowLayoutPositionCenter})
}

// anchor is anchor-layout data.
func anchor(h, v widget.AnchorLayoutPosition, stretchH, stretchV bool) widget.WidgetOpt {
	return widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{HorizontalPosition: h, VerticalPosition: v,
		StretchHorizontal: stretchH, StretchVertical: stretchV})
}

// buttonStyle picks a button's look.
type buttonStyle int

const (
	plainButton buttonStyle = iota
	primaryButton
	dangerButton
	ghostButton
)

// button makes a text button of at least minW pixels; onClick runs on a click (and the nav
// runs it on Confirm).
func (k *kit) button(label string, style buttonStyle, minW int, onClick func(), opts ...widget.WidgetOpt) *widget.Button {
	return k.buttonWith(label, style, minW, nil, k.insets(9, 18, 9, 18), onClick, opts...)
}

// bigButton is a menu button with large text.
func (k *kit) bigButton(label string, style buttonStyle, minW int, onClick func()) *widget.Button {
	return k.buttonWith(label, style, minW, &k.large, k.insets(13, 24, 13, 24), onClick)
}

// buttonWith is button with its own face (nil for the style's) and text padding.
func (k *kit) buttonWith(label string, style buttonStyle, minW int, textFace *text.Face, pad *widget.Insets,
	onClick func(), opts ...widget.WidgetOpt) *widget.Button {
	img, face := k.btnPlain, &k.bold
	col := &widget.ButtonTextColor{Idle: k.th.Text, Hover: color.RGBA{0xff, 0xf6, 0xe0, 0xff}, Pressed: k.th.Accent,
		Disabled: mix(k.th.TextDim, k.th.Surface, 0.45)}
	switch style {
	case primaryButton:
		img = k.btnPrimary
		col = &widget.ButtonTextColor{Idle: k.th.AccentText, Hover: k.th.AccentText, Pressed: k.th.AccentText,
			Disabled: mix(k.th.TextDim, k.th.Surface, 0.3)}
	case dangerButton:
		img = k.btnDanger
		col = &widget.ButtonTextColor{Idle: k.th.Danger, Hover: color.RGBA{0xff, 0xb0, 0x9c, 0xff}, Pressed: k.th.Danger,
			Disabled: mix(k.th.TextDim, k.th.Surface, 0.45)}
	case ghostButton:
		img, face = k.btnGhost, &k.body
		col = &widget.ButtonTextColor{Idle: k.th.Text, Hover: color.RGBA{0xff, 0xf6, 0xe0, 0xff}, Pressed: k.th.Accent,
			Disabled: k.th.TextDim}
	}
	if textFace != nil {
		face = textFace
	}
	o := append([]widget.WidgetOpt{k.minSize(minW, 0)}, opts...)
	return widget.NewButton(
		widget.ButtonOpts.Image(img),
		widget.ButtonOpts.Text(label, face, col),
		widget.ButtonOpts.TextPadding(pad),
		widget.ButtonOpts.DisableDefaultKeys(),
		widget.ButtonOpts.TextProcessBBCode(false),
		widget.ButtonOpts.WidgetOpts(o...),
		widget.ButtonOpts.ClickedHandler(func(*widget.ButtonClickedEventArgs) {
			k.click()
			if onClick != nil {
				onClick()
			}
		}),
	)
}

// surface is a button with no text of its own, a background for a row or card whose content
// is laid over it (in a stacked layout); it is at least minW×minH.
func (k *kit) surface(img *widget.ButtonImage, minW, minH int, onClick func()) *widget.Button {
	return widget.NewButton(
		widget.ButtonOpts.Image(img),
		// an empty label keeps the button from its 50×50 default size
		widget.ButtonOpts.Text("", &k.small, &widget.ButtonTextColor{Idle: k.th.Text}),
		widget.ButtonOpts.DisableDefaultKeys(),
		widget.ButtonOpts.WidgetOpts(k.minSize(minW, minH)),
		widget.ButtonOpts.ClickedHandler(func(*widget.ButtonClickedEventArgs) {
			k.click()
			if onClick != nil {
				onClick()
			}
		}),
	)
}

// cycler is a button showing "‹ value ›": a click on its left half steps back, on its right
// half forward; the nav steps it with MenuLeft and MenuRight.
func (k *kit) cycler(value string, minW int, step func(int), opts ...widget.WidgetOpt) *widget.Button {
	var b *widget.Button
	col := &widget.ButtonTextColor{Idle: k.th.Text, Hover: color.RGBA{0xff, 0xf6, 0xe0, 0xff}, Pressed: k.th.Accent,
		Disabled: mix(k.th.TextDim, k.th.Surface, 0.45)}
	o := append([]widget.WidgetOpt{k.minSize(minW, 0)}, opts...)
	b = widget.NewButton(
		widget.ButtonOpts.Image(k.btnPlain),
		widget.ButtonOpts.Text(cyclerText(value), &k.bold, col),
		widget.ButtonOpts.TextPadding(k.insets(7, 12, 7, 12)),
		widget.ButtonOpts.DisableDefaultKeys(),
		widget.ButtonOpts.TextProcessBBCode(false),
		widget.ButtonOpts.WidgetOpts(o...),
		widget.ButtonOpts.ClickedHandler(func(a *widget.ButtonClickedEventArgs) {
			if a.OffsetX >= 0 && a.OffsetX < b.GetWidget().Rect.Dx()/2 {
				step(-1)
			} else {
				step(1)
			}
		}),
	)
	return b
}

// cyclerText is the label of a cycler.
func cyclerText(v string) string { return "‹   " + v + "   ›" }

// textField is a one-line text input on a sunken field.
// valid, when set, refuses edits it does not accept.
func (k *kit) textField(value, placeholder string, minW int, changed func(string), submit func(),
	valid widget.TextInputValidationFunc, opts ...widget.WidgetOpt) *widget.TextInput {
	o := append([]widget.WidgetOpt{k.minSize(minW, 0)}, opts...)
	more := []widget.TextInputOpt{}
	if valid != nil {
		more = append(more, widget.TextInputOpts.Validation(valid))
	}
	t := widget.NewTextInput(append(more,
		widget.TextInputOpts.Image(&widget.TextInputImage{Idle: k.field, Disabled: k.field,
			Highlight: eimage.NewNineSliceColor(color.RGBA{0x6a, 0x55, 0x20, 0xa0})}),
		widget.TextInputOpts.Color(&widget.TextInputColor{Idle: k.th.Text, Disabled: k.th.TextDim, Caret: k.th.Accent,
			DisabledCaret: k.th.TextDim}),
		widget.TextInputOpts.Face(&k.body),
		widget.TextInputOpts.Padding(k.insets(8, 10, 8, 10)),
		widget.TextInputOpts.Placeholder(placeholder),
		widget.TextInputOpts.WidgetOpts(o...),
		widget.TextInputOpts.ChangedHandler(func(a *widget.TextInputChangedEventArgs) {
			if changed != nil {
				changed(a.InputText)
			}
		}),
		widget.TextInputOpts.SubmitHandler(func(*widget.TextInputChangedEventArgs) {
			if submit != nil {
				submit()
			}
		}),
	)...)
	t.SetText(value)
	return t
}

// graphic shows an image.
func (k *kit) graphic(img *ebiten.Image, opts ...widget.WidgetOpt) *widget.Graphic {
	return widget.NewGraphic(widget.GraphicOpts.Image(img), widget.GraphicOpts.WidgetOpts(opts...))
}

// spacer is an empty widget of a fixed size.
func (k *kit) spacer(w, h int) *widget.Container {
	return widget.NewContainer(widget.ContainerOpts.WidgetOpts(k.minSize(w, h)))
}

// swatch is a small square of colour c.
func (k *kit) swatch(c color.RGBA, size int) *widget.Graphic {
	size, edge := k.px(size), max(1, k.px(1))
	img := ebiten.NewImage(size, size)
	img.Fill(color.RGBA{0x0c, 0x0a, 0x08, 0xff})
	inner := img.SubImage(image.Rect(edge, edge, size-edge, size-edge)).(*ebiten.Image)
	inner.Fill(c)
	return k.graphic(img, centred())
}

// paragraph is paragraph for a width in menu pixels, in one of the kit's faces.
func (k *kit) paragraph(s string, face text.Face, w float64, n int) string {
	return paragraph(s, face, k.pxf(w), n)
}

// wrap is wrap for a width in menu pixels, in one of the kit's faces.
func (k *kit) wrap(s string, face text.Face, w float64) []string { return wrap(s, face, k.pxf(w)) }

// cutLine is cutLine for a width in menu pixels, in one of the kit's faces.
func (k *kit) cutLine(s string, face text.Face, w float64) string { return cutLine(s, face, k.pxf(w)) }

// wrapPath is wrapPath for a width in menu pixels, in one of the kit's faces.
func (k *kit) wrapPath(path string, face text.Face, w float64) string {
	return wrapPath(path, face, k.pxf(w))
}
