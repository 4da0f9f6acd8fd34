package main

// The game's sound through real sound systems, as a player's machine plays it: `skirmish shot`
// run in a process of its own under Xvfb plays a battle's first turns through a PulseAudio
// server of the test's own (a null sink on a unix socket in a temporary folder, recorded from its
// monitor), through ALSA alone (no PulseAudio: a configuration whose default device writes to a
// pipe the test reads at the speakers' pace), and with no sound device at all.

import (
	"bytes"
	"encoding/binary"
	"errors"
	"image"
	"image/draw"
	"image/png"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"skirmish/client"
	"skirmish/game"
	"skirmish/scenes"
	"skirmish/sound"
)

// TestMain runs the command line in SKIRMISH_TEST_ARGS (separated by the unit separator, U+001F) instead of the tests:
// the sound tests run `skirmish shot` in a process of its own, as a player would.
func TestMain(m *testing.M) {
	if a := os.Getenv("SKIRMISH_TEST_ARGS"); a != "" {
		os.Exit(run(strings.Split(a, "\x1f")))
	}
	os.Exit(m.Run())
}

// sealedRooms is the map of two rooms sealed apart (client's test map); soundTurns the turns
// played on it.
var sealedRooms = filepath.Join("client", "testdata", "sealed-rooms", "sealed-rooms.tmx")

const soundTurns = 9

// skirmish runs the command line args in a process of its own, with env added to the test's,
// and returns what it wrote to standard error.
func skirmish(t *testing.T, env []string, args ...string) (string, error) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(append(os.Environ(), "SKIRMISH_TEST_ARGS="+strings.Join(args, "\x1f"), "SKIRMISH_AUDIO="), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	return stderr.String(), err
}

// needDisplay skips a test that opens a window when there is no display.
func needDisplay(t *testing.T) {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no display: run under xvfb-run -a (make test does)")
	}
}

// shotArgs are the shot of the sealed rooms' battle after soundTurns turns, its sound written to
// dir/name.wav and played, with the settings file given.
func shotArgs(dir, name, settings string) []string {
	return []string{"shot", "--scene", "battle", "--map", sealedRooms, "--turns", itoa(soundTurns),
		"--out", filepath.Join(dir, name+".png"), "--audio", filepath.Join(dir, name+".wav"), "--play-audio",
		"--settings", settings}
}

func itoa(n int) string { return strconv.Itoa(n) }

// writeSettings writes a settings file of the defaults changed by set, and returns its path.
func writeSettings(t *testing.T, dir, name string, set func(*game.Settings)) string {
	t.Helper()
	st := game.DefaultSettings()
	set(&st)
	path := filepath.Join(dir, name+".json")
	if err := game.SaveSettings(path, st); err != nil {
		t.Fatal(err)
	}
	return path
}

// blowTimes are when the blows the shot's viewer hears land, from the start of its sound (the
// same battle, built here: the same map, seed and turns give the same events).
func blowTimes(t *testing.T, settings string) []time.Duration {
	t.Helper()
	g, err := game.New(1280, 720)
	if err != nil {
		t.Fatal(err)
	}
	c := g.Context()
	st, err := game.LoadSettings(settings)
	if err != nil {
		t.Fatal(err)
	}
	c.Apply(st)
	if c.Files, err = client.Files(); err != nil {
		t.Fatal(err)
	}
	s, err := client.ShotScene(c, client.ShotOptions{Scene: "battle", Map: sealedRooms, Turns: soundTurns, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var out []time.Duration
	for _, cue := range client.BattleSound(c, s.(*scenes.Battle)).Cues {
		switch cue.Effect {
		case sound.Hit, sound.Crit, sound.Miss, sound.Block:
			out = append(out, cue.At)
		}
	}
	if len(out) < 3 {
		t.Fatalf("the battle's viewer hears %d blows; the test wants a few", len(out))
	}
	return out
}

// pulseServer starts a PulseAudio server of the test's own: no configuration but a unix socket
// in a temporary folder and a null sink named rec; it is stopped when the test ends. It
// returns the server's address for PULSE_SERVER.
func pulseServer(t *testing.T) string {
	t.Helper()
	for _, tool := range []string{"pulseaudio", "parec"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed: scripts/sysdeps.sh test installs it (make test does)", tool)
		}
	}
	dir, err := os.MkdirTemp("", "pa")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	sock := filepath.Join(dir, "native")
	cmd := exec.Command("pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no",
		"--disable-shm=yes", "-F", "/dev/null",
		"--load=module-native-protocol-unix socket="+sock+" auth-anonymous=1",
		"--load=module-null-sink sink_name=rec rate=44100 channels=2")
	cmd.Env = append(os.Environ(), "HOME="+dir, "XDG_RUNTIME_DIR="+dir, "PULSE_RUNTIME_PATH="+dir, "PULSE_STATE_PATH="+dir)
	var log bytes.Buffer
	cmd.Stdout, cmd.Stderr = &log, &log
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	for range 100 {
		if _, err := os.Stat(sock); err == nil {
			return "unix:" + sock
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("the PulseAudio server did not start:\n%s", log.String())
	return ""
}

// recording records the null sink's monitor of server, mono 16-bit at 44.1 kHz, until stop.
type recording struct {
	cmd *exec.Cmd
	out bytes.Buffer
}

func record(t *testing.T, server string) *recording {
	t.Helper()
	r := &recording{cmd: exec.Command("parec", "-d", "rec.monitor", "--raw", "--format=s16le", "--rate=44100", "--channels=1")}
	r.cmd.Env = append(os.Environ(), "PULSE_SERVER="+server)
	r.cmd.Stdout = &r.out
	if err := r.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.cmd.Process.Kill(); r.cmd.Wait() })
	time.Sleep(300 * time.Millisecond) // the stream is open before the game plays
	return r
}

// stop ends the recording and returns its samples, in [-1, 1].
func (r *recording) stop() []float64 {
	time.Sleep(300 * time.Millisecond)
	r.cmd.Process.Signal(os.Interrupt)
	r.cmd.Wait()
	return pcm16(r.out.Bytes(), 1)
}

// pcm16 is little-endian 16-bit samples of channels interleaved, mixed to mono in [-1, 1].
func pcm16(b []byte, channels int) []float64 {
	out := make([]float64, len(b)/2/channels)
	for i := range out {
		for ch := range channels {
			out[i] += float64(int16(binary.LittleEndian.Uint16(b[2*(i*channels+ch):]))) / 32768 / float64(channels)
		}
	}
	return out
}

// wavFile is a stereo 16-bit WAV file's samples, mixed to mono.
func wavFile(t *testing.T, path string) []float64 {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return pcm16(b[44:], 2)
}

// envelope is the RMS of each 10 ms of samples.
func envelope(s []float64) []float64 {
	const win = 441
	out := make([]float64, len(s)/win)
	for k := range out {
		sum := 0.0
		for _, v := range s[k*win : (k+1)*win] {
			sum += v * v
		}
		out[k] = math.Sqrt(sum / win)
	}
	return out
}

// lagOf is where in rec the envelope of want's first seconds matches best (Pearson's r over
// every shift), in windows of 10 ms.
func lagOf(want, rec []float64) (int, float64) {
	n := min(len(want), 500)
	best, bestR := 0, -2.0
	for lag := 0; lag+n <= len(rec); lag++ {
		if r := pearson(want[:n], rec[lag:lag+n]); r > bestR {
			best, bestR = lag, r
		}
	}
	return best, bestR
}

// TestShotSoundThroughPulseAudio: a battle played through its first turns, its sound played
// through a PulseAudio null sink, records a stream that is not silent, matches what the game
// mixed, and rises at each blow the side on screen hears, in turn (the machine's load may
// delay the stream a little as it goes: each blow is looked for near where the last was
// found); muted, it records silence.
func TestShotSoundThroughPulseAudio(t *testing.T) {
	needDisplay(t)
	server := pulseServer(t)
	dir := t.TempDir()
	quiet := writeSettings(t, dir, "quiet", func(s *game.Settings) { s.AmbienceVolume, s.MusicVolume = 0, 0 })
	rec := record(t, server)
	if msg, err := skirmish(t, []string{"PULSE_SERVER=" + server}, shotArgs(dir, "played", quiet)...); err != nil {
		t.Fatalf("shot: %v\n%s", err, msg)
	}
	got := envelope(rec.stop())
	want := envelope(wavFile(t, filepath.Join(dir, "played.wav")))
	peak := 0.0
	for _, v := range got {
		peak = math.Max(peak, v)
	}
	if peak < 0.02 {
		t.Fatalf("the null sink recorded silence (loudest 10 ms at RMS %.4f)", peak)
	}
	lag, r := lagOf(want, got)
	if r < 0.8 {
		t.Fatalf("the recording matches what the game mixed at best r = %.2f (lag %d ms)", r, lag*10)
	}
	gain := gainAt(want, got, lag)
	t.Logf("the recording follows the mix %d ms late, r = %.2f, at %.2f times its level", lag*10, r, gain)
	drift := lag
	for _, at := range blowTimes(t, quiet) {
		w := int(at / (10 * time.Millisecond))
		// The blow's sound in the mix, from 50 ms before it lands to 200 ms after, is looked for
		// in the recording from 150 ms before where the last blow was found to 300 ms after
		// (the load's delays): the shift where the two shapes agree best (Pearson's r), as loud
		// as the stream's level says.
		seg := want[max(0, w-5):min(len(want), w+20)]
		found, best := 0, -2.0
		for d := -15; d <= 30; d++ {
			k := max(0, w-5) + drift + d
			if k < 0 || k+len(seg) > len(got) {
				continue
			}
			if r := pearson(seg, got[k:k+len(seg)]); r > best {
				found, best = drift+d, r
			}
		}
		k := max(0, w-5) + found
		if best < 0.8 || k < 0 || k+len(seg) > len(got) || maxOf(got[k:k+len(seg)]) < 0.5*gain*maxOf(seg) {
			t.Errorf("no sound recorded for the blow at %v (best match r = %.2f, %d ms late)", at, best, found*10)
			continue
		}
		drift = found
	}
	t.Logf("by the last blow, %d ms late", drift*10)
	if drift-lag > 100 {
		t.Errorf("the stream fell %d ms behind the mix by the last blow", (drift-lag)*10)
	}

	muted := writeSettings(t, dir, "muted", func(s *game.Settings) { s.Mute = true })
	rec = record(t, server)
	if msg, err := skirmish(t, []string{"PULSE_SERVER=" + server}, shotArgs(dir, "muted", muted)...); err != nil {
		t.Fatalf("muted shot: %v\n%s", err, msg)
	}
	if loud := maxOf(envelope(rec.stop())); loud > 1e-4 {
		t.Errorf("muted, the null sink recorded sound (loudest 10 ms at RMS %.4f)", loud)
	}
}

// pearson is the correlation of a and b (of equal length), 1 when one is the other scaled up.
func pearson(a, b []float64) float64 {
	var sa, sb, saa, sbb, sab float64
	for i := range a {
		sa, sb, saa, sbb, sab = sa+a[i], sb+b[i], saa+a[i]*a[i], sbb+b[i]*b[i], sab+a[i]*b[i]
	}
	n := float64(len(a))
	return (sab - sa*sb/n) / math.Sqrt((saa-sa*sa/n)*(sbb-sb*sb/n)+1e-12)
}

// gainAt is how loud rec is against want where it follows it lag windows late (the least-squares
// slope through the origin): the sink's own volume may scale the whole stream.
func gainAt(want, rec []float64, lag int) float64 {
	var ab, aa float64
	for i := range min(len(want), len(rec)-lag) {
		ab += want[i] * rec[lag+i]
		aa += want[i] * want[i]
	}
	if aa == 0 {
		return 1
	}
	return ab / aa
}

// maxOf is the largest of xs (0 for none).
func maxOf(xs []float64) float64 {
	m := 0.0
	for _, x := range xs {
		m = math.Max(m, x)
	}
	return m
}

// TestShotSoundThroughALSAAlone: with no PulseAudio server, the game plays through ALSA (oto's
// fallback, through libasound): a configuration whose default device writes what it is given to
// a pipe, which the test reads at the speakers' pace, receives the battle's sound.
func TestShotSoundThroughALSAAlone(t *testing.T) {
	needDisplay(t)
	dir := t.TempDir()
	pipe := filepath.Join(dir, "speakers")
	if err := syscall.Mkfifo(pipe, 0o600); err != nil {
		t.Skipf("no named pipe: %v", err)
	}
	conf := filepath.Join(dir, "asound.conf")
	if err := os.WriteFile(conf, []byte(`pcm.!default { type file slave.pcm { type null } file "`+pipe+`" format "raw" }`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	heard := make(chan []byte)
	done := make(chan struct{})
	go func() { heard <- listen(pipe, done) }()
	quiet := writeSettings(t, dir, "quiet", func(s *game.Settings) { s.AmbienceVolume, s.MusicVolume = 0, 0 })
	msg, err := skirmish(t, []string{"PULSE_SERVER=unix:" + filepath.Join(dir, "no-server"), "ALSA_CONFIG_PATH=" + conf},
		shotArgs(dir, "alsa", quiet)...)
	close(done)
	got := <-heard
	if err != nil {
		t.Fatalf("shot: %v\n%s", err, msg)
	}
	// the device takes float32 stereo frames
	loud := 0.0
	for i := 0; i+4 <= len(got); i += 4 {
		loud = math.Max(loud, math.Abs(float64(math.Float32frombits(binary.LittleEndian.Uint32(got[i:])))))
	}
	if len(got) < 8*44100 || loud < 0.05 {
		t.Errorf("ALSA's device got %d bytes (%.1f s), loudest sample %.3f: want the battle's sound", len(got), float64(len(got))/8/44100, loud)
	}
}

// listen reads what is written to the pipe, each time a writer opens it, at the pace of a
// 44.1 kHz stereo float32 device, until done; it keeps the first 30 seconds.
func listen(pipe string, done chan struct{}) []byte {
	const rate = 44100 * 8
	var out []byte
	buf := make([]byte, rate/20)
	for {
		f, err := os.OpenFile(pipe, os.O_RDONLY|syscall.O_NONBLOCK, 0)
		if err != nil {
			return out
		}
		start := time.Now()
		n := 0
		for {
			select {
			case <-done:
				f.Close()
				return out
			default:
			}
			k, err := f.Read(buf)
			if k > 0 {
				n += k
				if len(out) < 30*rate {
					out = append(out, buf[:k]...)
				}
				// keep the speakers' pace: wait until the bytes read so far have played
				if ahead := time.Duration(float64(n)/rate*float64(time.Second)) - time.Since(start); ahead > 0 {
					time.Sleep(ahead)
				}
				continue
			}
			if err != nil && !errors.Is(err, syscall.EAGAIN) && !errors.Is(err, io.EOF) {
				break
			}
			time.Sleep(5 * time.Millisecond)
		}
		f.Close()
	}
}

// TestShotWithoutASoundDevice: with neither a PulseAudio server nor an ALSA device, the shot
// says once that there is no sound device, plays silently and writes its picture and its sound.
func TestShotWithoutASoundDevice(t *testing.T) {
	needDisplay(t)
	dir := t.TempDir()
	conf := filepath.Join(dir, "asound.conf")
	if err := os.WriteFile(conf, []byte("# no devices\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	quiet := writeSettings(t, dir, "quiet", func(*game.Settings) {})
	start := time.Now()
	msg, err := skirmish(t, []string{"PULSE_SERVER=unix:" + filepath.Join(dir, "no-server"), "ALSA_CONFIG_PATH=" + conf},
		shotArgs(dir, "silent", quiet)...)
	if err != nil {
		t.Fatalf("shot without a sound device: %v\n%s", err, msg)
	}
	if n := strings.Count(msg, "no sound device"); n != 1 {
		t.Errorf("the shot says %d times that there is no sound device, want once:\n%s", n, msg)
	}
	for _, f := range []string{"silent.png", "silent.wav"} {
		if st, err := os.Stat(filepath.Join(dir, f)); err != nil || st.Size() == 0 {
			t.Errorf("%s not written: %v", f, err)
		}
	}
	if d := time.Since(start); d > time.Minute {
		t.Errorf("the shot took %v without a device", d)
	}
}

// TestShotMidAnimation: a battle shot mid-blow (--anim) shows the motion: its picture differs
// from the same battle at rest where the blow is (the lunge, the flash, the knock-back), and
// two moments of the blow differ from each other.
func TestShotMidAnimation(t *testing.T) {
	needDisplay(t)
	dir := t.TempDir()
	shot := func(name string, anim string) *image.RGBA {
		args := []string{"shot", "--scene", "battle", "--map", sealedRooms, "--turns", itoa(soundTurns), "--out", filepath.Join(dir, name+".png")}
		if anim != "" {
			args = append(args, "--anim", anim)
		}
		if msg, err := skirmish(t, []string{"SKIRMISH_AUDIO=off"}, args...); err != nil {
			t.Fatalf("shot %s: %v\n%s", name, err, msg)
		}
		f, err := os.Open(filepath.Join(dir, name+".png"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		img, err := png.Decode(f)
		if err != nil {
			t.Fatal(err)
		}
		out := image.NewRGBA(img.Bounds())
		draw.Draw(out, out.Bounds(), img, image.Point{}, draw.Src)
		return out
	}
	rest, early, late := shot("rest", ""), shot("early", "90ms"), shot("late", "260ms")
	differ := func(a, b *image.RGBA) int {
		n := 0
		for i := 0; i < len(a.Pix); i += 4 {
			if a.Pix[i] != b.Pix[i] || a.Pix[i+1] != b.Pix[i+1] || a.Pix[i+2] != b.Pix[i+2] {
				n++
			}
		}
		return n
	}
	if n := differ(rest, early); n < 200 {
		t.Errorf("mid-blow the picture differs from the battle at rest in %d pixels: no motion to see", n)
	}
	if n := differ(early, late); n < 200 {
		t.Errorf("two moments of the blow differ in %d pixels: nothing moves", n)
	}
}
