package save

// Test helpers: AI battles on the bundled maps, played and saved, and a reactor that answers
// prompts at random so that every kind of reaction gets taken and declined.

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"skirmish/ai"
	"skirmish/app/sim"
	"skirmish/combat"
	_ "skirmish/combat/rules/delvers"
	"skirmish/grid"
)

// bundled are the bundled maps the tests play on (they have spawns for two sides).
var bundled = []string{"field.tmx", "fort.tmx", "crypt.tmx", "hex/cairn-hill.tmx"}

// bundledMap returns the path of a bundled map from this package's folder.
func bundledMap(name string) string { return filepath.Join("..", "..", "maps", name) }

// testPlaces trusts the bundled maps' folder and testdata, where the tests' saves find their
// maps.
var testPlaces = Places{Folders: []string{filepath.Join("..", "..", "maps"), "testdata"}}

// loadedMaps are the bundled maps, loaded once by preload and only read after.
var loadedMaps = map[string]*grid.Map{}

// preload loads every bundled map, before any goroutine reads loadedMaps.
func preload(t testing.TB) {
	t.Helper()
	for _, name := range bundled {
		if _, ok := loadedMaps[name]; ok {
			continue
		}
		m, err := grid.Load(bundledMap(name))
		if err != nil {
			t.Fatal(err)
		}
		loadedMaps[name] = m
	}
}

// randomReacts is an AI that plays its turns as the Tactician does but answers prompts at
// random, so that replays meet reactions taken and declined of every kind.
type randomReacts struct {
	*ai.Tactician
	rng *rand.Rand
}

// React takes one of the options, or none, at random.
func (r randomReacts) React(b *combat.Battle, u *combat.Unit, p combat.Prompt, opts []combat.Action) int {
	return r.rng.IntN(len(opts)+1) - 1
}

// battle is one AI-against-AI battle to play: where, with which seed, for how many rounds.
type battle struct {
	Map    string
	Seed   uint64
	Rounds int
	// Random makes the AI answer prompts at random.
	Random bool
}

// play builds the battle from the map's spawns and plays it: every side an AI of normal
// level seeded from the battle's seed, until the battle ends or its rounds are over.
func play(t testing.TB, bt battle) (combat.Setup, *combat.Battle) {
	t.Helper()
	preload(t)
	s, b, err := playErr(bt)
	if err != nil {
		t.Fatal(err)
	}
	return s, b
}

// playErr is play for any goroutine: the maps must be preloaded.
func playErr(bt battle) (combat.Setup, *combat.Battle, error) {
	m := loadedMaps[bt.Map]
	if m == nil {
		return combat.Setup{}, nil, fmt.Errorf("map %s is not preloaded", bt.Map)
	}
	rules, err := combat.Rules("delvers")
	if err != nil {
		return combat.Setup{}, nil, err
	}
	s, err := sim.Setup(m, rules, bt.Seed)
	if err != nil {
		return combat.Setup{}, nil, err
	}
	b, err := combat.New(s)
	if err != nil {
		return combat.Setup{}, nil, err
	}
	ctl := make([]ai.Controller, len(b.Sides))
	for i := range ctl {
		tac := ai.NewTactician(ai.Normal, bt.Seed+uint64(i))
		if bt.Random {
			ctl[i] = randomReacts{tac, rand.New(rand.NewPCG(bt.Seed, uint64(i)))}
		} else {
			ctl[i] = tac
		}
	}
	rounds := bt.Rounds
	if rounds == 0 {
		rounds = 50
	}
	if _, err := ai.Play(b, ctl, rounds); err != nil {
		return combat.Setup{}, nil, fmt.Errorf("%s seed %d: %w", bt.Map, bt.Seed, err)
	}
	return s, b, nil
}

// when is the fixed time test saves record, so that their bytes do not depend on the clock.
var when = time.Date(2026, 3, 14, 15, 9, 26, 0, time.UTC)

// saved plays a battle and makes its save.
func saved(t testing.TB, bt battle) (*File, *combat.Battle) {
	t.Helper()
	preload(t)
	f, b, err := savedErr(bt)
	if err != nil {
		t.Fatal(err)
	}
	return f, b
}

// savedErr is saved for any goroutine: the maps must be preloaded.
func savedErr(bt battle) (*File, *combat.Battle, error) {
	s, b, err := playErr(bt)
	if err != nil {
		return nil, nil, err
	}
	f, err := New(s, b, Info{Title: bt.Map + " seed " + strconv.FormatUint(bt.Seed, 10), Saved: when})
	return f, b, err
}

// writeSave writes f into dir under name and returns the path.
func writeSave(t testing.TB, dir, name string, f *File) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := Write(p, f); err != nil {
		t.Fatal(err)
	}
	return p
}

// marshal returns f's bytes.
func marshal(t testing.TB, f *File) []byte {
	t.Helper()
	data, err := f.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// writeBytes writes data to a new file in dir and returns its path.
func writeBytes(t testing.TB, dir, name string, data []byte) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// randSource is a seeded random source for tests.
func randSource(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0)) }
