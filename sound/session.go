package sound

// Hearing a seat at a match: a hearer with the ears of the seat's side.

import "skirmish/play"

// Listen points h at the seat's battle through its side's ears, as they are now: the seat's
// side (every side's without fog), its eyes, and its turns as the listener's own (the side's;
// for every side's eyes, every human side's). What it hears is what the seat is told
// (play.Session.Events, or ToldSince).
func (h *Hearer) Listen(seat *play.Session) {
	m, side := seat.Match(), seat.Side()
	h.B, h.Side, h.Eyes = m.B, side, m.Sight()
	h.Ours = func(s int) bool { return s == side || side < 0 && m.Human(s) }
}
