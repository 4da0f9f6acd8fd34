package scenes

// The menu screens draw at the device's pixels (game.Crisp): their trees are laid out there,
// their numbers in menu pixels turned into the device's by the kit (menu.kitFor).

// DrawsAtDevicePixels reports that the title draws at the device's pixels (game.Crisp).
func (t *Title) DrawsAtDevicePixels() bool { return t.m.DrawsAtDevicePixels() }

// DrawsAtDevicePixels reports that the map picker draws at the device's pixels (game.Crisp).
func (p *MapPicker) DrawsAtDevicePixels() bool { return p.m.DrawsAtDevicePixels() }

// DrawsAtDevicePixels reports that the settings draw at the device's pixels (game.Crisp).
func (s *Settings) DrawsAtDevicePixels() bool { return s.m.DrawsAtDevicePixels() }

// DrawsAtDevicePixels reports that the load screen draws at the device's pixels (game.Crisp).
func (l *LoadScreen) DrawsAtDevicePixels() bool { return l.m.DrawsAtDevicePixels() }

// DrawsAtDevicePixels reports that the setup draws at the device's pixels (game.Crisp).
func (s *Setup) DrawsAtDevicePixels() bool { return s.m.DrawsAtDevicePixels() }

// DrawsAtDevicePixels reports that the results draw at the device's pixels (game.Crisp).
func (r *Results) DrawsAtDevicePixels() bool { return r.m.DrawsAtDevicePixels() }

// DrawsAtDevicePixels reports that the campaign list draws at the device's pixels (game.Crisp).
func (l *CampaignList) DrawsAtDevicePixels() bool { return l.m.DrawsAtDevicePixels() }

// DrawsAtDevicePixels reports that the briefing draws at the device's pixels (game.Crisp).
func (b *Briefing) DrawsAtDevicePixels() bool { return b.m.DrawsAtDevicePixels() }

// DrawsAtDevicePixels reports that the rest between battles draws at the device's pixels
// (game.Crisp).
func (s *CampaignRest) DrawsAtDevicePixels() bool { return s.m.DrawsAtDevicePixels() }

// DrawsAtDevicePixels reports that a campaign's end draws at the device's pixels (game.Crisp).
func (e *CampaignEnd) DrawsAtDevicePixels() bool { return e.m.DrawsAtDevicePixels() }

// DrawsAtDevicePixels reports that the online menus draw at the device's pixels (game.Crisp).
func (o *OnlineMenu) DrawsAtDevicePixels() bool { return o.m.DrawsAtDevicePixels() }

// DrawsAtDevicePixels reports that the online results draw at the device's pixels.
func (r *OnlineResults) DrawsAtDevicePixels() bool { return r.m.DrawsAtDevicePixels() }

// DrawsAtDevicePixels reports that the quick dungeon's screen draws at the device's pixels.
func (q *QuickDungeon) DrawsAtDevicePixels() bool { return q.m.DrawsAtDevicePixels() }

// DrawsAtDevicePixels reports that the deploy screen draws at the device's pixels
// (game.Crisp): its tree at the device's pixels, its map in logical pixels at the UI scale.
func (d *Deploy) DrawsAtDevicePixels() bool { return d.m.DrawsAtDevicePixels() }

// DrawsAtDevicePixels reports that the hand-over draws at the device's pixels (game.Crisp).
func (h *Handover) DrawsAtDevicePixels() bool { return true }

// DrawsAtDevicePixels reports that the deploy hand-over draws at the device's pixels
// (game.Crisp).
func (h *deployHandover) DrawsAtDevicePixels() bool { return true }

// DrawsAtDevicePixels reports that the replay viewer draws at the device's pixels
// (game.Crisp): the battle's map, bar and log, its panel and controls, through the paint
// helpers.
func (r *Replay) DrawsAtDevicePixels() bool { return true }

// DrawsAtDevicePixels reports that the replay of what a hot-seat side saw draws at the
// device's pixels (game.Crisp), as the replay viewer does.
func (h *handoverReplay) DrawsAtDevicePixels() bool { return true }

// DrawsAtDevicePixels reports that a notice screen draws at the device's pixels (game.Crisp).
func (n *notice) DrawsAtDevicePixels() bool { return true }
