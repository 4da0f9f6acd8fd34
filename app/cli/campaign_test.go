package cli

// Tests of the campaign command: it plays the file, reports each battle and rest, saves the state and resumes from it; the bundled campaigns are found, on disk or unpacked.

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/app/campaign"
)

func TestCampaignCommand(t *testing.T) {
	file := filepath.Join("..", "campaign", "testdata", "crypt-road.json")
	state := filepath.Join(t.TempDir(), "road.json")
	maps := []string{filepath.Join("..", "..", "maps")} // where the test campaign's maps lie
	var out bytes.Buffer
	if err := Campaign(&out, file, maps, 3, state, false); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{"Battle 1 of 5, Millbrook Field", "Then a quick rest.", "The Crypt Road: "} {
		if !strings.Contains(text, want) {
			t.Fatalf("the report lacks %q:\n%s", want, text)
		}
	}
	var again bytes.Buffer
	if err := Campaign(&again, file, maps, 3, state, true); err != nil {
		t.Fatal(err)
	}
	if err := Campaign(&again, file, nil, 3, "", false); err == nil || !strings.Contains(err.Error(), "lies outside the campaign's folder") {
		t.Fatalf("a campaign whose maps lie outside the folders trusted: %v", err)
	}
	if !strings.HasPrefix(again.String(), "Resuming ") || !strings.Contains(again.String(), "The Crypt Road: ") {
		t.Fatalf("resuming a finished campaign:\n%s", again.String())
	}
	if err := Campaign(&again, file, maps, 3, "", true); err == nil || !strings.Contains(err.Error(), "--resume needs --state") {
		t.Fatalf("--resume without --state: %v", err)
	}
}

func TestBundledCampaigns(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir()) // the embedded copy is unpacked here
	t.Setenv("HOME", t.TempDir())
	repo, _ := filepath.Glob(filepath.Join("..", "..", "maps", "*.tmx"))
	unpacked, err := BundledMaps() // no maps folder here or beside the test binary: the embedded copy
	if err != nil {
		t.Fatal(err)
	}
	for _, maps := range [][]string{repo, unpacked} {
		found := BundledCampaigns(maps)
		if len(found) == 0 || filepath.Base(found[0]) != "crypt-road.json" {
			t.Fatalf("bundled campaigns beside %s: %v, want crypt-road.json", filepath.Dir(maps[0]), found)
		}
		for _, path := range found {
			f, err := campaign.Load(path, filepath.Dir(maps[0]))
			if err != nil {
				t.Fatal(err)
			}
			st, err := campaign.Start(f, 1)
			if err != nil {
				t.Fatal(err)
			}
			for i := range f.Maps { // every map loads and spawns the party's places
				st.Next = i
				if _, err := campaign.NextBattle(f, st); err != nil {
					t.Fatalf("%s: %v", path, err)
				}
			}
		}
	}
	if BundledCampaigns(nil) != nil {
		t.Fatal("campaigns found with no bundled maps")
	}
}
