package combat

// Reactions: moments inside an action when other units may act out of turn.

// Prompt kinds: the moments a ruleset stops to ask for reactions.
const (
	// PromptLeave: a mover is about to leave a foe's reach (attacks of opportunity).
	PromptLeave = "leave"
	// PromptRolled: an attack has been rolled but its result is not yet final (total defense).
	PromptRolled = "rolled"
	// PromptHit: an attack has hit and damage is not yet rolled (snap attacks).
	PromptHit = "hit"
	// PromptMoved: a unit has just stepped into a square (held actions that wait for it).
	PromptMoved = "moved"
	// PromptCast: a unit is casting a spell, not yet resolved (counterspells).
	PromptCast = "cast"
)

// PromptKinds lists every prompt kind, for scripts that name them.
var PromptKinds = []string{PromptLeave, PromptRolled, PromptHit, PromptMoved, PromptCast}

// Prompt is a moment when unit may react: what is happening and to whom.
type Prompt struct {
	Kind   string `json:"kind"`
	Actor  string `json:"actor"`
	Target string `json:"target,omitempty"`
	// Attack is the roll being made, for PromptRolled and PromptHit.
	Attack *AttackRolled `json:"attack,omitempty"`
}

// Reactor chooses a reaction for unit at a prompt from the legal options, returning the
// index of the one it takes or -1 for none. Each controller (human, AI, replay, script)
// supplies one.
type Reactor func(b *Battle, unit *Unit, p Prompt, options []Action) int

// Opportunity is the action kind of an attack of opportunity, which DefaultReactor takes.
const Opportunity = "opportunity"

// DefaultReactor takes every free attack of opportunity and nothing that costs an action.
func DefaultReactor(b *Battle, unit *Unit, p Prompt, options []Action) int {
	for i, a := range options {
		if a.Kind == Opportunity {
			return i
		}
	}
	return -1
}

// Ask offers unit the reactions at a prompt and returns the one chosen, recording it.
func (b *Battle) Ask(unit *Unit, p Prompt, options []Action) (Action, bool) {
	if len(options) == 0 || !unit.Active() {
		return Action{}, false
	}
	r := b.Reactor
	if r == nil {
		r = DefaultReactor
	}
	i := r(b, unit, p, options)
	if i < 0 || i >= len(options) {
		return Action{}, false
	}
	b.Emit(Reacted{Unit: unit.Name, Prompt: p.Kind, Action: options[i]})
	return options[i], true
}
