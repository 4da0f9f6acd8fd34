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

// Delve plays an endless delve headless, AI against AI, writing each battle's report to w:
// depth d is a generated dungeon (its theme going round crypt, cavern, fort; small for
// depths 1 to 3, medium to 6, large after) tuned for the party to win DelveTarget(d) of the
// time, fought by the party as a campaign's next battle (what its rules carry between
// battles, a full heal-up after every third). It ends when the party is defeated or dead, or
// after MaxDepth, and returns the campaign state and the deepest depth the party won.
func Delve(o DelveOptions, w io.Writer) (*State, int, error) {
	rules, err := combat.Rules(o.Rules)
	if err != nil {
		return nil, 0, err
	}
	if o.Probe <= 0 {
		o.Probe = 30
	}
	most := MaxMaps
	if o.MaxDepth > 0 {
		most = min(o.MaxDepth, MaxMaps)
	}
	heroes, err := rules.Catalog().Expand("delver", len(delveNames))
	if err != nil {
		return nil, 0, fmt.Errorf("the %s party: %w", RulesName(o.Rules), err)
	}
	f := &File{Path: filepath.Join(o.Dir, "delve.json"), Title: "Endless delve (" + RulesName(o.Rules) + ")", Rules: o.Rules, HealUpEvery: 3}
	for i, e := range heroes {
		f.Party = append(f.Party, Member{Name: delveNames[i], Kind: e.ID, rules: o.Rules})
	}
	if err := os.MkdirAll(o.Dir, 0o755); err != nil {
		return nil, 0, err
	}
	st, err := newState(f, o.Seed)
	if err != nil {
		return nil, 0, err
	}
	var depths []int // each map's depth: a depth fled from comes again
	dig := func(depth int) error {
		th := dungeon.Themes[(depth-1)%len(dungeon.Themes)]
		res, err := dungeon.Tune(dungeon.Options{Rules: o.Rules, Seed: o.Seed*1000 + uint64(depth), Size: dungeon.Sizes[min((depth-1)/3, len(dungeon.Sizes)-1)],
			Theme: th, Target: DelveTarget(depth), Level: ai.Normal, Probe: o.Probe, Verify: o.Probe, Retries: -1})
		if err != nil {
			return fmt.Errorf("depth %d: %w", depth, err)
		}
		res.Map.Title = fmt.Sprintf("Depth %d: %s", depth, th.Name)
		res.Map.Description = fmt.Sprintf("Depth %d of an endless delve: %s, tuned for a party of 4 to win %.0f%% of the time (it won %.0f%% of %d fresh battles).",
			depth, res.Map.Foes, 100*DelveTarget(depth), 100*res.Verified.Rate(), res.Verified.Battles)
		name := fmt.Sprintf("depth-%02d.tmx", depth)
		if _, err := res.Layout.Write(filepath.Join(o.Dir, name), res.Map); err != nil {
			return err
		}
		f.Maps, depths = append(f.Maps, name), append(depths, depth)
		st.Maps = len(f.Maps)
		return nil
	}
	if err := dig(1); err != nil {
		return nil, 0, err
	}
	deepest := 0
	for !st.Over {
		nb, err := NextBattle(f, st)
		if err != nil {
			return st, deepest, err
		}
		b, err := combat.New(nb.Setup)
		if err != nil {
			return st, deepest, err
		}
		ctl := make([]ai.Controller, len(b.Sides))
		for s := range ctl {
			ctl[s] = ai.NewTactician(ai.Normal, nb.Setup.Seed+uint64(s))
		}
		if _, err := ai.Play(b, ctl, nb.MaxRounds); err != nil {
			return st, deepest, err
		}
		depth := depths[nb.Index]
		switch {
		case b.Winner == nb.Party && depth < most: // the way on, before the rest decides whether the delve goes on
			if err := dig(depth + 1); err != nil {
				return st, deepest, err
			}
		case b.Winner != nb.Party && len(f.Maps) < MaxMaps: // fled or a draw: the same depth again, after the heal-up
			f.Maps, depths = append(f.Maps, f.Maps[nb.Index]), append(depths, depth)
			st.Maps = len(f.Maps)
		}
		rep, err := Finish(f, st, nb, b)
		if err != nil {
			return st, deepest, err
		}
		if rep.Outcome == Won {
			deepest = depth
		}
		writeReport(w, f, st, nb.Index, rep)
	}
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
	rec := Record{}
	data, err := userfile.Read(path, MaxSize)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return 0, fmt.Errorf("delve record %w", err)
	default:
		if _, err := strictjson.Decode(data, &rec, strictjson.Options{MaxKeys: 16}); err != nil {
			return 0, fmt.Errorf("delve record %s: %w", path, err)
		}
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
