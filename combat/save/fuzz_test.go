package save

// FuzzLoad: no input makes reading, loading or replaying a save panic, hang or answer with
// anything but a one-line *Error of a known kind. The seed corpus is testdata/seeds (real
// saves of small battles on testdata/pit.txt; `go test -run TestSeeds -update` rewrites it).

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"

	"skirmish/ai"
	"skirmish/combat"
	"skirmish/grid"
	"skirmish/internal/cpubench"
)

var update = flag.Bool("update", false, "rewrite the fuzz seed saves in testdata/seeds")

// pitMap is the small map the seed saves are played on, as a save names it (relative to this
// package's folder, where tests run).
const pitMap = "testdata/pit.txt"

// kinds are every kind of refusal.
var kinds = []error{ErrDamaged, ErrTruncated, ErrTooBig, ErrNewerVersion, ErrMapMissing, ErrMapOutside, ErrMapChanged,
	ErrUnknownRules, ErrHashMismatch, ErrUnreadable}

func FuzzLoad(f *testing.F) {
	seeds, err := filepath.Glob(filepath.Join("testdata", "seeds", "*.json"))
	if err != nil || len(seeds) == 0 {
		f.Fatalf("no seed saves in testdata/seeds: %v", err)
	}
	hostile, _ := filepath.Glob(filepath.Join("testdata", "hostile", "*.json"))
	for _, p := range append(seeds, hostile...) {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
		f.Add(data[:len(data)/2])
	}
	f.Add([]byte(`{"format": 1, "game": "dev", "map": {"path": "/dev/zero", "sha256": "` + strings.Repeat("a", 64) + `"}}`))
	f.Add([]byte(`{"format": 2}`))
	f.Add([]byte(`{"format": 1, "actions": [{"kind": "end_turn", "x": 1}]}`))
	f.Add([]byte(`[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]`))
	f.Add([]byte("{\"format\": 1\x00\x00"))
	// issue 22's hostile saves: a byte order mark, a name not UTF-8, a map outside the places
	// (by path and by climbing), an option Delvers lacks, an unknown condition, escapes in the
	// title, a 20,000-character key
	if short, err := os.ReadFile(filepath.Join("testdata", "seeds", "short.json")); err == nil {
		s := string(short)
		for _, r := range [][2]string{
			{`{`, "\xef\xbb\xbf{"},
			{`"Ann"`, "\"A\xffn\""},
			{`"testdata/pit.txt"`, `"/etc/passwd"`},
			{`"testdata/pit.txt"`, `"testdata/../../../../etc/passwd"`},
			{`"rules": {"id":"delvers"}`, `"rules": {"id":"delvers","options":{"edition":"7"}}`},
			{`"side":"Delvers","pos":[1,1]`, `"side":"Delvers","pos":[1,1],"conditions":[{"name":"bogus"}]`},
			{`"title": "short.json"`, `"title": "\u001b[2J\u001b[31mred\u0000"`},
			{`"format": 1,`, `"format": 1, "` + strings.Repeat("k", 20000) + `": 1,`},
		} {
			f.Add([]byte(strings.Replace(s, r[0], r[1], 1)))
		}
	}
	// issue 30's: more actions than the events recorded, a name with escape sequences, a map
	// file whose bytes are not its hash
	if short, err := os.ReadFile(filepath.Join("testdata", "seeds", "short.json")); err == nil {
		s := string(short)
		for _, r := range [][2]string{
			{`"events":86`, `"events":3`},
			{`"Ann"`, `"]0;pwned[2J"`},
			{`"size":193`, `"size":194`},
			{`"format": 2`, `"format": 1`},
		} {
			f.Add([]byte(strings.ReplaceAll(s, r[0], r[1])))
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 1<<20 {
			return // the size limit is tested on its own; keep each case fast
		}
		var g *Game
		var err error
		took := cpubench.Time(func() {
			var file *File
			if file, err = Parse("fuzz.json", data); err == nil {
				g, err = file.Load("fuzz.json", testPlaces)
			}
		})
		if took > 2*time.Second {
			t.Errorf("reading and loading took %v of CPU", took)
		}
		if err != nil {
			checkRefusal(t, err)
			return
		}
		file := g.File
		if h, _ := LogHash(g.Battle.Log); h != file.Result.LogSHA256 {
			t.Fatalf("loaded a save whose log hash is %s, not the %s it records", h, file.Result.LogSHA256)
		}
	})
}

// checkRefusal fails unless err is a one-line *Error naming the fuzz file, of a known kind.
func checkRefusal(t *testing.T, err error) {
	t.Helper()
	var se *Error
	if !errors.As(err, &se) {
		t.Fatalf("error %T is not an *Error: %v", err, err)
	}
	msg := err.Error()
	if !strings.HasPrefix(msg, "save fuzz.json: ") || strings.IndexFunc(msg, func(r rune) bool { return !unicode.IsPrint(r) }) >= 0 {
		t.Fatalf("error is not one printable line naming the file: %.300q", msg)
	}
	if !slices.ContainsFunc(kinds, func(k error) bool { return errors.Is(err, k) }) {
		t.Fatalf("error of no known kind: %v", err)
	}
}

func TestSeeds(t *testing.T) {
	// Every seed save loads and replays: the corpus starts from real saves. When the rules
	// change, `go test -run TestSeeds -update` writes them again.
	seeds := seedSaves(t)
	for name, f := range seeds {
		p := filepath.Join("testdata", "seeds", name)
		if *update {
			if err := os.WriteFile(p, marshal(t, f), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := Load(p, testPlaces); err != nil {
			t.Errorf("seed %s does not load (run go test -run TestSeeds -update after a change to the rules): %v", name, err)
		}
	}
}

// seedSaves plays the seed corpus's battles on the pit map: a short one, one to its end, one
// with reactions answered at random, one with forced dice and a surprised side, and one with
// the client's players and fog.
func seedSaves(t *testing.T) map[string]*File {
	t.Helper()
	m, err := grid.Load(pitMap)
	if err != nil {
		t.Fatal(err)
	}
	rules, err := combat.Rules("delvers")
	if err != nil {
		t.Fatal(err)
	}
	cat := rules.Catalog()
	unit := func(name, kind, side string, x, y int) combat.UnitSetup {
		e, ok := cat.Lookup(kind)
		if !ok {
			t.Fatalf("no %s in the catalog", kind)
		}
		return combat.UnitSetup{Name: name, Kind: kind, Side: side, Pos: grid.Pos{X: x, Y: y}, Sheet: e.Sheet.Clone()}
	}
	units := []combat.UnitSetup{
		unit("Ann", "warrior", "Delvers", 1, 1), unit("Bo", "archer", "Delvers", 1, 2), unit("Cy", "duelist", "Delvers", 2, 1),
		unit("Skeleton", "skeleton", "Undead", 9, 1), unit("Zombie", "zombie", "Undead", 9, 2), unit("Archer", "skeleton-archer", "Undead", 10, 3),
	}
	out := map[string]*File{}
	for _, c := range []struct {
		name   string
		rounds int
		random bool
		setup  func(*combat.Setup)
		client *Client
	}{
		{"short.json", 1, false, nil, nil},
		{"whole.json", 50, false, nil, nil},
		{"reactions.json", 50, true, nil, nil},
		{"forced.json", 2, false, func(s *combat.Setup) {
			s.Forced = []int{8, 1, 6, 3}
			s.Surprised = []string{"Undead"}
			s.Units[0].HP = 5
			s.Units[1].Conditions = []combat.Condition{{Name: "prone"}}
		}, nil},
		{"client.json", 1, false, nil, &Client{Fog: true, Players: []Player{{Side: "Delvers", Human: true, Name: "Ann"}, {Side: "Undead", Level: "hard"}}}},
	} {
		s := combat.Setup{Map: m, Rules: rules, Sides: []string{"Delvers", "Undead"}, Units: slices.Clone(units), Seed: 77}
		if c.setup != nil {
			c.setup(&s)
		}
		b, err := combat.New(s)
		if err != nil {
			t.Fatal(err)
		}
		ctl := []ai.Controller{ai.NewTactician(ai.Normal, 1), ai.NewTactician(ai.Normal, 2)}
		if c.random {
			ctl = []ai.Controller{randomReacts{ai.NewTactician(ai.Normal, 1), randSource(1)}, randomReacts{ai.NewTactician(ai.Normal, 2), randSource(2)}}
		}
		if _, err := ai.Play(b, ctl, c.rounds); err != nil {
			t.Fatal(err)
		}
		f, err := New(s, b, Info{Title: c.name, Saved: when, Client: c.client})
		if err != nil {
			t.Fatal(err)
		}
		f.Map.Path = pitMap
		out[c.name] = f
	}
	return out
}

func TestFuzzSeedsCoverReactions(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "seeds", "reactions.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte(`"reactions": [`)) {
		t.Error("the reactions seed has no reactions")
	}
}
