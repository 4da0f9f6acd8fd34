package save

// Hostile saves within the size cap: a list of 780,000 actions is refused before a battle is
// replayed when the save records fewer events, and a replay stops as soon as its log passes
// the events recorded: it costs the battle the save records, never a fold of the whole file.
// White space padding a save (after its end, inside its lists) is neither buffered whole by
// the decoders nor kept with the loaded game.

import (
	"bytes"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// withActions is the seed save short.json with its actions replaced by n end_turn actions
// and its events recorded as events.
func withActions(t *testing.T, n, events int) []byte {
	t.Helper()
	f, err := Read("testdata/seeds/short.json")
	if err != nil {
		t.Fatal(err)
	}
	data := marshal(t, f)
	start := bytes.Index(data, []byte(`"actions": [`))
	end := bytes.Index(data, []byte("\n  ],\n  \"result\""))
	if start < 0 || end < 0 {
		t.Fatal("no actions list in the seed")
	}
	var b bytes.Buffer
	b.Write(data[:start])
	b.WriteString(`"actions": [`)
	b.WriteString(strings.TrimSuffix(strings.Repeat(`{"kind":"end_turn"},`, n), ","))
	b.WriteString("],\n  \"result\"")
	b.Write(data[end+len("\n  ],\n  \"result\""):])
	return bytes.Replace(b.Bytes(), []byte(fmt.Sprintf(`"events":%d`, f.Result.Events)), []byte(fmt.Sprintf(`"events":%d`, events)), 1)
}

func TestHugeActionListsCostTheBattle(t *testing.T) {
	if testing.Short() {
		t.Skip("builds saves of 15 MiB")
	}
	cases := []struct {
		name    string
		actions int
		events  int
		kind    error
		words   string
		mostMiB uint64 // allocated in all while reading and loading
	}{
		// 780,000 end_turn actions (15 MiB) recording the seed's few events
		{"more actions than events", 780000, 0, ErrDamaged, "actions[86]: more than 86 actions", 100},
		// the same recording the most events a save may: the replay stops once past them
		{"a replay past its events", 780000, MaxEvents, ErrHashMismatch, "more than the 1000000 the save recorded", 1200},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			events := c.events
			if events == 0 {
				f, _ := Read("testdata/seeds/short.json")
				events = f.Result.Events
			}
			data := withActions(t, c.actions, events)
			if len(data) > MaxSize {
				t.Fatalf("the save is %d bytes, over MaxSize", len(data))
			}
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			f, err := Parse("big.json", data)
			if err == nil {
				_, err = f.Load("big.json", testPlaces)
			}
			runtime.ReadMemStats(&after)
			if !errors.Is(err, c.kind) || !strings.Contains(err.Error(), c.words) {
				t.Fatalf("error %v, want %v saying %s", err, c.kind, c.words)
			}
			got := (after.TotalAlloc - before.TotalAlloc) >> 20
			t.Logf("%s: %d MiB allocated in all, %d MiB in use at the end", c.name, got, after.HeapInuse>>20)
			if got > c.mostMiB {
				t.Errorf("%d MiB allocated, want at most %d", got, c.mostMiB)
			}
		})
	}
}

func TestPaddingIsNeitherBufferedNorKept(t *testing.T) {
	if testing.Short() {
		t.Skip("builds saves of 15 MiB")
	}
	f, err := Read("testdata/seeds/short.json")
	if err != nil {
		t.Fatal(err)
	}
	base := marshal(t, f)
	pad := bytes.Repeat([]byte(" \n"), 15<<19) // 15 MiB of white space
	padAt := func(before string) []byte {
		i := bytes.Index(base, []byte(before))
		if i < 0 {
			t.Fatalf("no %s in the seed", before)
		}
		return slices.Concat(base[:i], pad, base[i:])
	}
	cases := []struct {
		name    string
		data    []byte
		mostMiB uint64 // allocated in all while reading and loading (the file is 15 MiB)
	}{
		// a 15 MiB tail after the save's end: white space is skipped where it lies
		{"a tail after the save", slices.Concat(base, pad), 4},
		// inside the list of actions: read as the list's value once, then compacted
		{"inside the actions", padAt(`{"kind"`), 70},
		// between two fields of the save
		{"between fields", padAt(`"result"`), 40},
	}
	want := f.Result.LogSHA256
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			g, err := Parse("padded.json", c.data)
			var game *Game
			if err == nil {
				game, err = g.Load("padded.json", testPlaces)
			}
			if err != nil {
				t.Fatal(err)
			}
			runtime.GC()
			runtime.ReadMemStats(&after)
			got := (after.TotalAlloc - before.TotalAlloc) >> 20
			kept := (int64(after.HeapAlloc) - int64(before.HeapAlloc)) >> 20
			t.Logf("%s: %d MiB allocated in all, %d MiB kept with the game", c.name, got, kept)
			if got > c.mostMiB {
				t.Errorf("%d MiB allocated, want at most %d", got, c.mostMiB)
			}
			if kept > 1 {
				t.Errorf("the loaded game keeps %d MiB, want the battle's few KiB", kept)
			}
			if sum, _ := LogHash(game.Battle.Log); sum != want {
				t.Errorf("the padded save replays to %s, want %s", short(sum), short(want))
			}
		})
	}
}
