// Command skirmish is the game: flags and subcommands only; the work is in app/cli.
package main
