// Package play is the battle as people and the AI play it, without a window: the turn flow
// with human and AI controllers (the AI decides in a worker, so a frame never waits on it),
// the selected unit, what a click on a square would do (move, attack, a charge's end, an aim),
// actions that take more than one click (push, throw, drag, a screen from afar, a readied
// move's square), the forms and weapons of an action picked before it is aimed, reaction
// prompts and their answers, undo and redo, and what each side may know under fog of war.
//
// A Session plays one battle. The screens map input to its verbs (Select, Choose, Click,
// Answer, EndTurn, Undo …) and draw its state; the tests do the same on ASCII maps. A Session
// builds every action from the engine's listing of legal actions and hands it to
// combat.Battle.Do, the one place a battle changes.
//
// What a side may know is decided once, by its Sight: one fog of war per side kept up to date
// with the battle, and each event judged as it is emitted (seen by which sides, and in which
// words for a side that saw only part of it). The combat log, the floating numbers, the turn
// banner, the turn order, the hand-over's replay of what a side saw since its last turn and
// the hover preview all read that judgement and nothing else.
package play
