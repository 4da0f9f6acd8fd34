// Package audio plays the game's sounds through ebiten's audio package (oto: PulseAudio, else
// ALSA, in pure Go): a Mixer of the effects the sound package's cues call for, the map's
// ambience and the music, each bus at its volume; the sound device found without blocking
// (Start: a game with none plays silently and says so once); and the same mix rendered off the
// device to a WAV file (`skirmish shot --audio`).
package audio
