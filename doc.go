// Command skirmish is the game: flags and subcommands only; the work is in game/cli.
package main
