package scenes

// The settings screen's sound: a row in the battle panel that opens the volumes in the left
// column, and that page.

import (
	"fmt"
	"math"
	"strings"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
)

// soundRow adds the row that opens the sound page: the master volume (or muted) and a button.
func (s *Settings) soundRow(c *game.Context, p *widget.Container, n *nav) {
	k := s.m.k
	summary := fmt.Sprintf("Sound: %d%%", int(s.s.MasterVolume*100+0.5))
	if s.s.Mute {
		summary = "Sound: muted"
	}
	open := func() { s.soundPage = true; s.build(c) }
	btn := k.button("Sound and motion…", plainButton, s.valueW(c), open)
	r := s.settingRow()
	r.AddChild(k.label(summary, &k.body, k.th.Text, 0,
		widget.WidgetOpts.LayoutData(widget.GridLayoutData{VerticalPosition: widget.GridLayoutPositionCenter})))
	r.AddChild(btn)
	p.AddChild(r)
	n.add(&item{key: "sound", w: btn, activate: open})
}

// soundPanel holds the volumes, mute (the mute key toggles it anywhere) and reduce motion, and
// the way back
// to the display's and the battle's settings.
func (s *Settings) soundPanel(c *game.Context, n *nav) *widget.Container {
	k := s.m.k
	p := s.section("Sound and motion", s.panelW(c))
	for _, v := range []struct {
		key, label string
		vol        *float64
	}{
		{"master", "Master volume", &s.s.MasterVolume}, {"effects", "Effects", &s.s.EffectsVolume},
		{"ambience", "Ambience", &s.s.AmbienceVolume}, {"music", "Music", &s.s.MusicVolume},
		{"interface", "Interface", &s.s.InterfaceVolume},
	} {
		s.setting(c, p, n, v.key, v.label, fmt.Sprintf("%d%%", int(*v.vol*100+0.5)), func(d int) {
			*v.vol = math.Round(max(0, min(1, *v.vol+float64(d)*game.VolumeStep))*10) / 10
		})
	}
	s.setting(c, p, n, "mute", "Mute ("+keysText(c.Settings.Keys[game.Mute])+")", onOff(s.s.Mute), func(int) { s.s.Mute = !s.s.Mute })
	s.setting(c, p, n, "reduce-motion", "Reduce motion", onOff(s.s.ReduceMotion), func(int) { s.s.ReduceMotion = !s.s.ReduceMotion })
	back := func() { s.soundPage = false; s.build(c) }
	btn := k.buttonWith("‹ Display and battle", ghostButton, 0, nil, k.insets(6, 14, 6, 14), back)
	p.AddChild(btn)
	n.add(&item{key: "sound-back", w: btn, activate: back})
	return p
}

// keysText names the first two of keys for a label ("Ctrl+M").
func keysText(ks []ebiten.Key) string {
	return strings.Join(keysNames(ks[:min(2, len(ks))]), ", ")
}
