// Package play is the battle as people and the AI play it, without a window: the turn flow
// with human and AI controllers (the AI decides in a worker, so a frame never waits on it),
// the selected unit, what a click on a square would do (move, attack, a charge's end, an aim),
// actions that take more than one click (push, throw, drag, a screen from afar, a readied
// move's square), the forms and weapons of an action picked before it is aimed, reaction
// prompts and their answers, undo and redo, the threat preview, and what each side may know
// under fog of war.
//
// A Match plays one battle: it is the host, which runs the battle, its seats (human or AI),
// the AI's decisions and the hand-over between humans. Each side that watches it has a
// Session, its seat at the match: a Session takes that side's messages (Msg: select, hover,
// choose, click, end turn, undo, answer a prompt …) and gives what the side may know: its View
// (the units and squares it sees, the turn order as it may know it, in its own turn what its
// selected unit may do and the preview of the hovered square), the events it is told (Events:
// the one source of what its screen shows happen) and its combat log. Messages, views and
// events are plain values that travel as JSON, so that a network can be put between a Session
// and its screen; the screen of this machine holds the seat of the side holding it.
//
// A Match builds every action from the engine's listing of legal actions and hands it to
// combat.Battle.Do, the one place a battle changes.
//
// What a side may know is decided once, by its Sight: one fog of war per side kept up to date
// with the battle, and each event judged as it is emitted (seen by which sides, and in which
// words for a side that saw only part of it). The combat log, the events a session tells, the
// turn order, the hand-over's replay of what a side saw since its last turn and the hover
// preview all read that judgement and nothing else.
package play
