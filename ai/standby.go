package ai

// Standing by: what a unit of a ruleset without powers does when it has no attack to make
// and nowhere better to go: ready an attack for the foe that may come, or defend against
// the foes beside it.

import "skirmish/combat"

// standByMeanings are listed besides playMeanings for standing by.
var standByMeanings = []combat.Meaning{combat.MeanReady, combat.MeanDefend}

// standBy adds to cands, for a ruleset without powers when u has no attack and no move worth
// making: readying an attack for a foe that may come within reach (ready, as with powers), and
// defending when foes stand beside it, worth a quarter of their best blows at it, more the
// more it is hurt.
func (t *Tactician) standBy(b *combat.Battle, u *combat.Unit, l *combat.Listing, cands []scored) []scored {
	if s, ok := t.ready(b, u, l); ok {
		cands = append(cands, s)
	}
	for x := range l.With(combat.MeanDefend) {
		threat := 0
		for _, e := range b.Enemies(u) {
			if b.Map.Adjacent(e.Pos, u.Pos) {
				threat += b.Rules.Threat(b, e, u)
			}
		}
		if threat == 0 {
			break
		}
		hurt := 1 - float64(u.HP)/float64(max(u.MaxHP(), 1))
		cands = append(cands, candidate(x, 0.25*float64(threat)*(1+hurt), "defend: no attack to make, foes beside it"))
		break
	}
	return cands
}
