// Command skirmish is the game: flags and subcommands only; the work is in app/cli (the
// headless commands) and client (the commands that open a window).
package main
