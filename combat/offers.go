package combat

// Offers: the old per-kind view of what a unit may do (targets, squares and weapons by kind,
// without the complete actions), built from the listing for the battle screen until the play
// layer replaces it. Deprecated: to be removed with its last caller in scenes/.

import (
	"slices"

	"skirmish/grid"
)

// Offer is one kind of action a unit has, as the old battle screen shows it: a button with
// its cost, the rule it comes from, and, when it cannot be taken now, why not.
//
// Deprecated: read the Listing (Battle.List), which lists complete actions.
type Offer struct {
	Kind  string `json:"kind"`
	Label string `json:"label"`
	// Meaning is the kind's meaning.
	Meaning Meaning `json:"meaning,omitempty"`
	// Cost is what it spends in the ruleset's words ("main", "move", "main+move").
	Cost string `json:"cost"`
	// Rule cites the rule text; Summary says in a line what the action does.
	Rule    string `json:"rule"`
	Summary string `json:"summary"`
	// Provokes says whether it draws attacks of opportunity ("yes", "no", "sometimes").
	Provokes string `json:"provokes"`
	// Targets are the units it may be aimed at without a square; Squares the squares a move
	// (or a charge) may end on; Weapons the weapons its listed actions name.
	Targets []string   `json:"targets,omitempty"`
	Squares []grid.Pos `json:"squares,omitempty"`
	Weapons []string   `json:"weapons,omitempty"`
	// Paths are, for a charge, per target (in Targets' order) the path of its default action.
	Paths [][]grid.Pos `json:"paths,omitempty"`
	// Choices are the values Action.Choice may take.
	Choices []string `json:"choices,omitempty"`
	// Err is why the action cannot be taken now; nil when it can.
	Err *RuleError `json:"error,omitempty"`
}

// Offers lists what u may do by kind, as the old battle screen reads it: every kind of the
// table but the reactions and the end of the turn, from the listing.
//
// Deprecated: use List.
func (b *Battle) Offers(u *Unit) []Offer {
	if u == nil {
		return nil
	}
	var l Listing
	b.List(u, &l)
	var out []Offer
	for _, k := range l.Kinds {
		if k.Meaning == MeanReaction || k.Kind == EndTurn {
			continue
		}
		out = append(out, offerOf(&l, k))
	}
	return out
}

// offerOf is kind k's offer from listing l. A charge's squares are its end squares, with
// each target's default path; the squares of a kind whose every path is one square are
// those of its actions aimed at no one (a move's, a readied move's); the targets of any
// other kind are those of its actions that need no square (screening an ally beside it, not
// from afar; shoving it prone). The choices are the kind's.
func offerOf(l *Listing, k KindState) Offer {
	o := Offer{Kind: k.Kind, Label: k.Label, Meaning: k.Meaning, Cost: k.Cost, Summary: k.Summary, Provokes: k.Provokes, Err: k.Err}
	for i, c := range k.Cites {
		if i > 0 {
			o.Rule += "; "
		}
		if c.Text == "" {
			o.Rule += c.Section
		} else {
			o.Rule += c.String()
		}
	}
	acts := l.Of(k.Kind)
	charge := k.Meaning == MeanCharge
	squares := charge || !slices.ContainsFunc(acts, func(x Legal) bool { return len(x.Action.Path) > 1 })
	for _, x := range acts {
		a := x.Action
		if a.Weapon != "" && !slices.Contains(o.Weapons, a.Weapon) {
			o.Weapons = append(o.Weapons, a.Weapon)
		}
		if squares && len(a.Path) == 1 && (charge || a.Target == "") && !slices.Contains(o.Squares, a.Path[0]) {
			o.Squares = append(o.Squares, a.Path[0])
		}
		if a.Target == "" || !charge && len(a.Path) > 0 {
			continue
		}
		if i := slices.Index(o.Targets, a.Target); i < 0 {
			o.Targets = append(o.Targets, a.Target)
			if charge {
				o.Paths = append(o.Paths, a.Path)
			}
		} else if charge && x.Default {
			o.Paths[i] = a.Path
		}
	}
	for _, c := range k.Choices {
		o.Choices = append(o.Choices, c.Name)
	}
	return o
}
