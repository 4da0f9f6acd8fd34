// Package netplay is the headless online commands: `skirmish host` (a match hosted from the
// command line: its map, who plays each side, the server; it prints the address and code,
// runs the match and exits with its result, writing the save) and `skirmish join` (a seat
// played from afar by the AI, through its view alone). The networking is package online's.
package netplay
