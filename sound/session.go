package sound

// Hearing a play session: what it tells its viewer, and a hearer with the viewer's ears.

import "skirmish/play"

// ToldTo is the events of p's battle log from index from on that p tells its viewer
// (play.Session.Tells), each as the viewer's side knows it (play.Sight.Told).
func ToldTo(p *play.Session, from int) []Told {
	viewer := p.Viewer()
	var out []Told
	for i := max(from, 0); i < len(p.B.Log); i++ {
		if p.Tells(i) {
			out = append(out, Told{I: i, E: p.Sight().Told(viewer, i)})
		}
	}
	return out
}

// Listen points h at p's battle through its viewer's ears, as they are now: the viewer's side
// (every side's without fog), its eyes, and its turns as the listener's own (the viewer's; without
// fog every human side's).
func (h *Hearer) Listen(p *play.Session) {
	viewer := p.Viewer()
	h.B, h.Side, h.Eyes = p.B, viewer, p.Sight()
	h.Ours = func(side int) bool { return side == viewer || viewer < 0 && p.Human(side) }
}
