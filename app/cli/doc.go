// Package cli holds the logic of the skirmish commands; main.go only parses flags and calls it.
package cli
