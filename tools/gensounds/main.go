// Command gensounds synthesises every sound the game plays (sound.All: the battle's effects, the
// interface's, the map ambiences and the music) from the recipes in this folder, each from a
// fixed seed, and writes them as Ogg Vorbis files to assets/sounds (CREDITS.md credits them:
// they are the project's own). It needs oggenc (Debian's vorbis-tools) to encode them.
//
//	go run ./tools/gensounds [-out assets/sounds] [-wav DIR]
package main

import (
	"bytes"
	"encoding/binary"
	"flag"
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"

	"skirmish/sound"
)

func main() {
	out := flag.String("out", "assets/sounds", "folder to write the .ogg files to")
	wavs := flag.String("wav", "", "also keep the uncompressed .wav files in this folder")
	flag.Parse()
	if err := run(*out, *wavs); err != nil {
		fmt.Fprintln(os.Stderr, "gensounds:", err)
		os.Exit(1)
	}
}

// all is every recipe, by effect.
func all() map[sound.Effect]recipe {
	out := map[sound.Effect]recipe{}
	for _, m := range []map[sound.Effect]recipe{recipes, spells(), music, ambiences} {
		for e, r := range m {
			out[e] = r
		}
	}
	return out
}

// render makes effect e by its recipe from its own seed (its name's hash): one-shot effects
// trimmed and peaking at -1 dB, loops as their recipe leaves them.
func render(e sound.Effect, rec recipe) buf {
	h := fnv.New64a()
	h.Write([]byte(e))
	r := rand.New(rand.NewPCG(h.Sum64(), 1))
	b := rec(r)
	if e.Loops() {
		return b
	}
	return trim(normalise(b, 0.89))
}

func run(out, wavs string) error {
	rs := all()
	for _, e := range sound.All() {
		if rs[e] == nil {
			return fmt.Errorf("no recipe for %s", e)
		}
	}
	if len(rs) != len(sound.All()) {
		return fmt.Errorf("%d recipes for %d effects", len(rs), len(sound.All()))
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "gensounds")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if wavs != "" {
		if err := os.MkdirAll(wavs, 0o755); err != nil {
			return err
		}
		tmp = wavs
	}
	for _, e := range sound.All() {
		wav := filepath.Join(tmp, string(e)+".wav")
		if err := os.WriteFile(wav, encodeWAV(render(e, rs[e])), 0o644); err != nil {
			return err
		}
		q := "4" // short effects: clean transients
		if e.Loops() {
			q = "1" // long loops: small
		}
		ogg := filepath.Join(out, string(e)+".ogg")
		cmd := exec.Command("oggenc", "-Q", "-q", q, "--serial", "1", "-o", ogg, wav)
		cmd.Stderr = os.Stderr
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("oggenc %s (install vorbis-tools): %w", wav, err)
		}
	}
	return nil
}

// encodeWAV is b as a 16-bit mono WAV file.
func encodeWAV(b buf) []byte {
	var w bytes.Buffer
	data := make([]byte, 2*len(b))
	for i, v := range b {
		s := int16(math.Round(math.Max(-1, math.Min(1, v)) * 32767))
		binary.LittleEndian.PutUint16(data[2*i:], uint16(s))
	}
	w.WriteString("RIFF")
	binary.Write(&w, binary.LittleEndian, uint32(36+len(data)))
	w.WriteString("WAVEfmt ")
	for _, v := range []any{uint32(16), uint16(1), uint16(1), uint32(rate), uint32(rate * 2), uint16(2), uint16(16)} {
		binary.Write(&w, binary.LittleEndian, v)
	}
	w.WriteString("data")
	binary.Write(&w, binary.LittleEndian, uint32(len(data)))
	w.Write(data)
	return w.Bytes()
}
