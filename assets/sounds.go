package assets

// Sounds: every effect, ambience and piece of music the game plays, as Ogg Vorbis, synthesised by
// tools/gensounds (the project's own; CREDITS.md).

import (
	"embed"
	"path"
)

//go:embed sounds/*.ogg
var sounds embed.FS

// Sound returns the Ogg Vorbis file of a sound by its id ("swing", "amb-cave": sound.Effect);
// ok is false for an id without one.
func Sound(id string) (ogg []byte, ok bool) {
	b, err := sounds.ReadFile(path.Join("sounds", id+".ogg"))
	return b, err == nil
}

// Sounds lists the ids of every embedded sound.
func Sounds() []string {
	entries, _ := sounds.ReadDir("sounds")
	out := make([]string, 0, len(entries))
	for _, e := range entries {
		out = append(out, e.Name()[:len(e.Name())-len(".ogg")])
	}
	return out
}
