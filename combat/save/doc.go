// Package save writes and reads saved battles, and replays them: a save is the battle's
// setup, its seed, the actions taken and the reactions chosen, which give the same events
// byte for byte every time they are replayed.
//
// A save is versioned JSON (docs/saves.md). Write replaces a save atomically and keeps the
// previous one as a backup; Read refuses a damaged, truncated, oversized or newer file with
// an *Error that names the file, the problem and what to do, and never changes the file;
// Load also checks the map's hash and that the actions replay to the recorded event log.
// A Stepper walks a saved battle forward and back for a replay viewer. Autosave keeps the
// last few autosaves, and List reads a folder of saves for a load screen.
//
// The package is headless: it imports the engine and grid, never ebiten or the client.
package save
