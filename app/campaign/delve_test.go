package campaign

// Tests of the endless delve: its depths grow harder, it plays while the party lasts, and the
// record keeps the deepest.

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/grid"
)

func TestDelveTarget_FallsFiveAPointADepthTo35(t *testing.T) {
	for _, c := range []struct {
		depth int
		want  float64
	}{{1, 0.90}, {2, 0.85}, {5, 0.70}, {12, 0.35}, {40, 0.35}} {
		if got := DelveTarget(c.depth); got < c.want-1e-9 || got > c.want+1e-9 {
			t.Errorf("depth %d: %.2f, want %.2f", c.depth, got, c.want)
		}
	}
}

func TestDelve_DepthsWhileThePartyLasts(t *testing.T) {
	dir := t.TempDir()
	var out bytes.Buffer
	st, deepest, err := Delve(DelveOptions{Rules: "delvers", Seed: 2, Dir: dir, MaxDepth: 2, Probe: 10}, &out)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(out.String())
	if !st.Over || len(st.Battles) == 0 || deepest < 0 || deepest > 2 {
		t.Fatalf("over %v, %d battles, deepest %d", st.Over, len(st.Battles), deepest)
	}
	for _, r := range st.Battles {
		m, err := grid.Load(filepath.Join(dir, r.Map))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(m.Title, "Depth ") {
			t.Fatalf("%s: title %q", r.Map, m.Title)
		}
	}
	if deepest == 2 && !strings.Contains(st.Outcome, "stopped after depth 2") {
		t.Fatalf("outcome %q", st.Outcome)
	}
	if !strings.Contains(out.String(), "the deepest depth cleared: ") {
		t.Fatalf("no summary:\n%s", out.String())
	}
	rec := filepath.Join(dir, "record.json")
	for _, c := range []struct {
		depth, want int
	}{{3, 3}, {1, 3}, {5, 5}} {
		got, err := UpdateRecord(rec, "delvers", c.depth, 2)
		if err != nil || got != c.want {
			t.Fatalf("record after depth %d: %d, %v; want %d", c.depth, got, err, c.want)
		}
	}
	if data, _ := os.ReadFile(rec); !strings.Contains(string(data), `"depth": 5`) {
		t.Fatalf("record file: %s", data)
	}
}

// TestDelveOn_TheNextDepthOrTheSameAgain: a won depth lists the next (none past the depth
// asked), a depth fled from, drawn or lost lists itself again (rest then ends a lost delve),
// none once the campaign holds MaxMaps; the state's map count follows the file's.
func TestDelveOn_TheNextDepthOrTheSameAgain(t *testing.T) {
	cases := []struct {
		name        string
		maps        []string
		winner      string
		most, want  int
		wantListing string
	}{
		{"won: the next depth", []string{"depth-01.tmx"}, "Party", 0, 2, "depth-01.tmx depth-02.tmx"},
		{"won at the depth asked: none", []string{"depth-01.tmx", "depth-02.tmx"}, "Party", 2, 0, "depth-01.tmx depth-02.tmx"},
		{"fled or drawn: the same again", []string{"depth-01.tmx", "depth-02.tmx"}, "", 0, 2, "depth-01.tmx depth-02.tmx depth-02.tmx"},
		{"lost: the same again", []string{"depth-03.tmx"}, "Undead", 0, 3, "depth-03.tmx depth-03.tmx"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f, err := DelveFile("delvers", t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			f.Maps = slices.Clone(c.maps)
			st := &State{Maps: len(f.Maps)}
			nb := &Battle{Index: len(f.Maps) - 1, Party: "Party"}
			if got := DelveOn(f, st, nb, &combat.Battle{Winner: c.winner}, c.most); got != c.want {
				t.Errorf("listed depth %d, want %d", got, c.want)
			}
			if strings.Join(f.Maps, " ") != c.wantListing || st.Maps != len(f.Maps) {
				t.Errorf("maps %v (state %d), want %s", f.Maps, st.Maps, c.wantListing)
			}
		})
	}
	f, _ := DelveFile("delvers", t.TempDir())
	for len(f.Maps) < MaxMaps {
		f.Maps = append(f.Maps, DepthMap(1))
	}
	if got := DelveOn(f, &State{}, &Battle{Index: MaxMaps - 1, Party: "Party"}, &combat.Battle{Winner: "Party"}, 0); got != 0 || len(f.Maps) != MaxMaps {
		t.Errorf("at %d maps: listed depth %d, %d maps", MaxMaps, got, len(f.Maps))
	}
}
