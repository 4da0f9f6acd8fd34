// Package cli holds the logic of the headless skirmish commands (validate, replay, catalog,
// campaign) and finds the bundled maps; main.go only parses flags and calls it. The commands
// that open a window (play, view, shot) are package client's: nothing under app/ imports the
// screens or the client's shell.
package cli
