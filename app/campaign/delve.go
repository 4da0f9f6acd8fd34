package campaign

// The endless delve: generated dungeons one after another, each tuned for the party to win
// less often than the one before, played with the party carried between them while it lasts;
// a record of the deepest depth each ruleset's party has cleared.

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"skirmish/ai"
	"skirmish/app/dungeon"
	"skirmish/combat"
	"skirmish/internal/atomicfile"
	"skirmish/internal/strictjson"
	"skirmish/internal/userfile"
)

// DelveOptions say how to delve.
type DelveOptions struct {
	// Rules is the ruleset; the party is its "delver" group of four.
	Rules string
	Seed  uint64
	// Dir is the folder the dungeons are written to, one a depth (depth-01.tmx, …).
	Dir string
	// MaxDepth ends the delve after that depth (0: while the party lasts, up to MaxMaps).
	MaxDepth int
	// Probe is how many battles measure each candidate encounter while a depth is tuned, and
	// how many verify it (default 30: a delve's depths are rougher than `skirmish dungeon`'s).
	Probe int
}

// delveNames are the delving party's names, in order.
var delveNames = []string{"Ash", "Bryn", "Cole", "Dara"}

// DelveTarget is the party's chance to win at depth d, as the depth is tuned: 90% at the
// first, five points less each depth after, down to 35%.
func DelveTarget(d int) float64 { return max(0.95-0.05*float64(d), 0.35) }

// shortRulesName is a ruleset's short name, as the docs call it: Delvers, 13th Age, d20,
// Realms (a delve's title fits a campaign card).
func shortRulesName(id string) string {
	switch id {
	case "d20lite":
		return "d20"
	case "realms":
		return "Realms"
	}
	return RulesName(id)
}

// DelveFileName is a delve's campaign file in its folder; its maps lie beside it.
const DelveFileName = "delve.json"

// DelveFile is the campaign file of a delve of the ruleset in dir (dir/delve.json, not yet
// written): the ruleset's party of four ("delver"), a full heal-up after every third battle,
// and one map, depth 1's (DepthMap), still to be dug.
func DelveFile(rules, dir string) (*File, error) {
	r, err := combat.Rules(rules)
	if err != nil {
		return nil, err
	}
	heroes, err := r.Catalog().Expand("delver", len(delveNames))
	if err != nil {
		return nil, fmt.Errorf("the %s party: %w", RulesName(rules), err)
	}
	f := &File{Path: filepath.Join(dir, DelveFileName), Title: "Endless delve (" + shortRulesName(rules) + ")", Rules: rules, HealUpEvery: 3, Options: map[string]string{},
		Description: "Generated dungeons one after another, each tuned by simulation for the party to win less often than the one before " +
			"(90% at depth 1, five points less each depth, down to 35%). The party carries its wounds and its dead down; a depth fled from " +
			"comes again after the heal-up; the delve ends when the party falls. The deepest depth cleared is the record.",
		Maps: []string{DepthMap(1)}}
	for i, e := range heroes {
		f.Party = append(f.Party, Member{Name: delveNames[i], Kind: e.ID, rules: rules})
	}
	return f, nil
}

// SaveDelveFile writes a delve's campaign file atomically to its Path.
func SaveDelveFile(f *File) error {
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(f.Path), 0o755); err != nil {
		return err
	}
	return atomicfile.Write(f.Path, append(data, '\n'), nil)
}

// DepthMap is the map file of depth d of a delve: depth-01.tmx, …
func DepthMap(d int) string { return fmt.Sprintf("depth-%02d.tmx", d) }

// MapDepth is the depth of a delve's map file (DepthMap), 0 for another name.
func MapDepth(name string) int {
	var d int
	if _, err := fmt.Sscanf(filepath.Base(name), "depth-%d.tmx", &d); err != nil {
		return 0
	}
	return d
}

// DigOptions say how a depth is dug: the tuning's battles (Probe, default 30: a delve's depths
// are rougher than `skirmish dungeon`'s) and workers, and a tuning's Stop and Progress.
type DigOptions struct {
	Probe, Workers int
	Stop           func() bool
	Progress       func(dungeon.Progress)
	// Commit, when set, runs the depth's write once it is tuned, and may refuse it with an
	// error instead (a player who left meanwhile: the client's Back is final); nil writes.
	Commit func(write func() error) error
}

// Dig makes depth d of the delve of f, whose seed is seed: a generated dungeon (its theme
// going round crypt, cavern, fort; small for depths 1 to 3, medium to 6, large after) tuned
// for the party to win DelveTarget(d) of the time at the normal AI, written to DepthMap(d)
// beside f (its tileset beside it).
func Dig(f *File, seed uint64, d int, o DigOptions) error {
	if o.Probe <= 0 {
		o.Probe = 30
	}
	th := dungeon.Themes[(d-1)%len(dungeon.Themes)]
	res, err := dungeon.Tune(dungeon.Options{Rules: f.Rules, Seed: seed*1000 + uint64(d), Size: dungeon.Sizes[min((d-1)/3, len(dungeon.Sizes)-1)],
		Theme: th, Target: DelveTarget(d), Level: ai.Normal, Probe: o.Probe, Verify: o.Probe, Retries: -1,
		Workers: o.Workers, Stop: o.Stop, Progress: o.Progress})
	if err != nil {
		return fmt.Errorf("depth %d: %w", d, err)
	}
	res.Map.Title = fmt.Sprintf("Depth %d: %s", d, th.Name)
	res.Map.Description = fmt.Sprintf("Depth %d of an endless delve: %s, tuned for a party of 4 to win %.0f%% of the time (it won %.0f%% of %d fresh battles).",
		d, res.Map.Foes, 100*DelveTarget(d), 100*res.Verified.Rate(), res.Verified.Battles)
	write := func() error {
		_, err := res.Layout.Write(filepath.Join(filepath.Dir(f.Path), DepthMap(d)), res.Map)
		return err
	}
	if o.Commit != nil {
		return o.Commit(write)
	}
	return write()
}

// Dug reports whether the next battle's map of a delve is written (else Dig it first).
func Dug(f *File, st *State) bool {
	if st.Over || st.Next >= len(f.Maps) {
		return true
	}
	_, err := os.Stat(f.MapPath(st.Next))
	return err == nil
}

// DelveOn lists the delve's next map before battle nb's end, b, is carried into it (Finish),
// so that the campaign goes on: the next depth when the party won (up to most, 0 for no
// bound but MaxMaps), the same depth again when it did not (it fled or drew: after the
// heal-up); nothing once MaxMaps are listed. The state's map count follows the file's. It
// returns the depth listed, 0 for none.
func DelveOn(f *File, st *State, nb *Battle, b *combat.Battle, most int) int {
	depth := MapDepth(f.Maps[nb.Index])
	if len(f.Maps) >= MaxMaps || nb.Index != len(f.Maps)-1 {
		return 0
	}
	next := depth
	if b.Winner == nb.Party {
		if most > 0 && depth >= most {
			return 0
		}
		next = depth + 1
	}
	f.Maps = append(f.Maps, DepthMap(next))
	st.Maps = len(f.Maps)
	return next
}

// Deepest is the deepest depth the delve's party has won.
func Deepest(f *File, st *State) int {
	d := 0
	for _, r := range st.Battles {
		if r.Outcome == Won {
			d = max(d, MapDepth(r.Map))
		}
	}
	return d
}

// Delve plays an endless delve headless, AI against AI, writing each battle's report to w and
// its campaign file (DelveFileName, the depths listed so far) to o.Dir:
// depth d is a generated dungeon (Dig) fought by the party as a campaign's next battle (what
// its rules carry between battles, a full heal-up after every third). It ends when the party
// is defeated or dead, or after MaxDepth, and returns the campaign state and the deepest depth
// the party won.
func Delve(o DelveOptions, w io.Writer) (*State, int, error) {
	f, err := DelveFile(o.Rules, o.Dir)
	if err != nil {
		return nil, 0, err
	}
	if err := os.MkdirAll(o.Dir, 0o755); err != nil {
		return nil, 0, err
	}
	st, err := newState(f, o.Seed)
	if err != nil {
		return nil, 0, err
	}
	if err := SaveDelveFile(f); err != nil {
		return nil, 0, err
	}
	dig := DigOptions{Probe: o.Probe}
	for !st.Over {
		if !Dug(f, st) {
			if err := Dig(f, o.Seed, MapDepth(f.Maps[st.Next]), dig); err != nil {
				return st, Deepest(f, st), err
			}
		}
		nb, err := NextBattle(f, st)
		if err != nil {
			return st, Deepest(f, st), err
		}
		b, err := combat.New(nb.Setup)
		if err != nil {
			return st, Deepest(f, st), err
		}
		ctl := make([]ai.Controller, len(b.Sides))
		for s := range ctl {
			ctl[s] = ai.NewTactician(ai.Normal, nb.Setup.Seed+uint64(s))
		}
		if _, err := ai.Play(b, ctl, nb.MaxRounds); err != nil {
			return st, Deepest(f, st), err
		}
		DelveOn(f, st, nb, b, o.MaxDepth)
		rep, err := Finish(f, st, nb, b)
		if err != nil {
			return st, Deepest(f, st), err
		}
		if err := SaveDelveFile(f); err != nil { // the folder holds the delve as the game would
			return st, Deepest(f, st), err
		}
		writeReport(w, f, st, nb.Index, rep)
	}
	deepest := Deepest(f, st)
	if strings.HasPrefix(st.Outcome, "completed") {
		st.Outcome = fmt.Sprintf("stopped after depth %d, as asked", deepest)
	}
	fmt.Fprintf(w, "%s: %s; the deepest depth cleared: %d.\n", f.Title, st.Outcome, deepest)
	return st, deepest, nil
}

// Record is the deepest depth each ruleset's delving party has cleared, by ruleset.
type Record map[string]RecordEntry

// RecordEntry is one ruleset's record: the depth and the delve's seed.
type RecordEntry struct {
	Depth int    `json:"depth"`
	Seed  uint64 `json:"seed"`
}

// UpdateRecord reads the record at path (none yet: an empty one), sets the ruleset's entry
// when depth beats it, writes it back atomically, and returns the record's depth for the
// ruleset.
func UpdateRecord(path, rules string, depth int, seed uint64) (int, error) {
	rec, err := ReadRecord(path)
	if err != nil {
		return 0, err
	}
	if depth <= rec[rules].Depth {
		return rec[rules].Depth, nil
	}
	rec[rules] = RecordEntry{Depth: depth, Seed: seed}
	out, _ := json.MarshalIndent(rec, "", "  ")
	if err := atomicfile.Write(path, append(out, '\n'), nil); err != nil {
		return 0, fmt.Errorf("delve record %s: %w", path, err)
	}
	return depth, nil
}

// ReadRecord reads the record at path; none yet is an empty record.
func ReadRecord(path string) (Record, error) {
	rec := Record{}
	data, err := userfile.Read(path, MaxSize)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return nil, fmt.Errorf("delve record %w", err)
	default:
		if _, err := strictjson.Decode(data, &rec, strictjson.Options{MaxKeys: 16}); err != nil {
			return nil, fmt.Errorf("delve record %s: %w", path, err)
		}
	}
	return rec, nil
}
