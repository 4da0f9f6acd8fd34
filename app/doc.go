// Package app holds what a command or a screen asks for, above the engine and the AI: the
// command-line commands (cli), battle setup and the simulator's runs (sim), and campaigns
// (campaign). Nothing under combat/, grid/ or game/ imports it, and nothing in it imports game or
// scenes: the commands that open a window are package client's, beside main.
package app
