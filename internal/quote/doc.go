// Package quote words untrusted text for a message: Quote is the one function every loader uses to name a string it read from a file (a layer's name, a unit's, a map's path in a save), so that no message carries a terminal's escape sequence, a NUL byte, a bidirectional override or a megabyte of text.
package quote
