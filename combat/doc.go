// Package combat is the engine: battle state, units, sides, actions, events, dice and turn
// order, shared by every ruleset. It runs headless (see DESIGN.md, "The flow of data").
package combat
