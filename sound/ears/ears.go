// Package ears points the sound package's hearer at a play session: the events it tells its
// viewer, each as the viewer's side knows it, and the viewer's ears (its side, its eyes, its
// own turns). It is apart from sound so that what reads only sound's names (validate's check of
// a map's ambience) needs no play layer.
package ears

import (
	"skirmish/play"
	"skirmish/sound"
)

// ToldTo is the events of p's battle log from index from on that p tells its viewer
// (play.Session.Tells), each as the viewer's side knows it (play.Sight.Told).
func ToldTo(p *play.Session, from int) []sound.Told {
	viewer := p.Viewer()
	var out []sound.Told
	for i := max(from, 0); i < len(p.B.Log); i++ {
		if p.Tells(i) {
			out = append(out, sound.Told{I: i, E: p.Sight().Told(viewer, i)})
		}
	}
	return out
}

// Listen points h at p's battle through its viewer's ears, as they are now: the viewer's side
// (every side's without fog), its eyes, and its turns as the listener's own (the viewer's; without
// fog every human side's).
func Listen(h *sound.Hearer, p *play.Session) {
	viewer := p.Viewer()
	h.B, h.Side, h.Eyes = p.B, viewer, p.Sight()
	h.Ours = func(side int) bool { return side == viewer || viewer < 0 && p.Human(side) }
}
