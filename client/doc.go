// Package client holds the commands that open the game's window or draw its screens: the
// title screen (play), the map viewer (view) and a frame rendered to a PNG (shot), and where
// the client's files are. It sits beside main, above scenes and game, so that nothing under
// app/ reaches up to the screens (the headless commands are app/cli's).
package client
