package scenes

// Setup's live map: a map changed on disk is taken at once while the battle is being set up,
// and only offered once a battle was started from the screen.

import (
	"github.com/ebitenui/ebitenui/widget"

	"skirmish/game"
)

// reloadIfChanged loads the map again when its files changed on disk: a version that loads is
// used at once (the sides and units rebuilt from it, who plays each side kept), or offered if a
// battle was started from this screen; one that does not load is reported, the old kept.
func (s *Setup) reloadIfChanged(c *game.Context) {
	if !s.live.reload(c) {
		return
	}
	switch {
	case s.live.broken != nil:
		s.reloadNote = "The map changed on disk but does not load now (" + problemSummary(s.live.broken.Errors()) +
			"); this screen keeps the version it had."
	case s.battled:
		s.offer = true
		s.reloadNote = "The map changed on disk. The battle fought on it keeps its own version; choose Use the new version to set up the next one on it."
	default:
		s.useNewVersion(c)
		s.reloadNote = "The map changed on disk: this is the new version (units added by hand are gone)."
	}
	s.build(c)
}

// useNewVersion sets the battle up on the version of the map last loaded.
func (s *Setup) useNewVersion(c *game.Context) {
	s.gm, s.offer, s.painted = s.live.m, false, false
	if err := s.useRules(c, s.spec.Rules, s.spec.Seed); err != nil {
		s.reloadNote = err.Error()
	}
}

// reloadParts adds to the battle panel what became of a change on disk: the note, and when a
// new version is offered, its button.
func (s *Setup) reloadParts(c *game.Context, n *nav, add func(widget.PreferredSizeLocateableWidget)) {
	if s.reloadNote == "" {
		return
	}
	k := s.m.k
	add(k.label(k.paragraph(s.reloadNote, k.small, setupThumbW, 4), &k.small, k.th.Accent, 0))
	if !s.offer {
		return
	}
	use := func() {
		s.useNewVersion(c)
		s.reloadNote = "This is the new version of the map."
		s.build(c)
	}
	b := k.buttonWith("Use the new version", plainButton, setupThumbW, nil, k.insets(6, 12, 6, 12), use)
	add(b)
	n.add(&item{key: "new-version", w: b, activate: use})
}
