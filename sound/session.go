package sound

// Hearing a seat at a match (play.Session): what it is told, and a hearer with its side's ears.

import "skirmish/play"

// ToldOf is the events a seat was told (play.Session.Events), for a hearer.
func ToldOf(told []play.Told) []Told {
	out := make([]Told, len(told))
	for i, t := range told {
		out[i] = Told{I: t.N, E: t.Event}
	}
	return out
}

// ToldTo is the events of the battle's log from index from on that the seat is told, each as
// its side knows it: the stream its Events gives as the battle goes, at once (a shot's sound
// of the turns played before it).
func ToldTo(s *play.Session, from int) []Told { return ToldOf(s.Match().Told(s.Side(), from)) }

// Listen points h at the seat's battle through its side's ears, as they are now: the side, its
// eyes, and its turns as the listener's own (without fog, every human side's).
func (h *Hearer) Listen(s *play.Session) {
	m, side := s.Match(), s.Side()
	fogged := m.Sight().Fogged()
	h.B, h.Side, h.Eyes = m.B, side, m.Sight()
	if !fogged {
		h.Side = -1
	}
	h.Ours = func(i int) bool { return i == side || !fogged && m.Human(i) }
}
