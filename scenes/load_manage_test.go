package scenes

// Save management on the load list under Xvfb: each save says whether it is hot-seat and
// fogged; a save is deleted only once the player confirms, and renamed to a title of the
// player's.

import (
	"image"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/ebitenui/ebitenui/widget"

	"skirmish/combat/save"
	"skirmish/game"
	"skirmish/grid"
)

// dialogChoice runs the open dialog's item keyed key (a choice's is "dialog:" and its label).
func dialogChoice(t *testing.T, g *game.Game, l *LoadScreen, key string) {
	t.Helper()
	if l.m.dlg == nil {
		t.Fatalf("no dialog open to choose %q in", key)
	}
	for _, it := range l.m.dlg.nav.items {
		if it.key == key {
			it.activate()
			frames(t, g, 2)
			return
		}
	}
	t.Fatalf("the dialog %q has no item %q", l.m.dlg.title, key)
}

// rowTexts are the words of each row of the load list, by the save's file name.
func rowTexts(l *LoadScreen) map[string][]string {
	out := map[string][]string{}
	var words func(w widget.PreferredSizeLocateableWidget, into *[]string)
	words = func(w widget.PreferredSizeLocateableWidget, into *[]string) {
		switch v := w.(type) {
		case *widget.Text:
			*into = append(*into, v.Label)
		case *widget.Container:
			for _, ch := range v.Children() {
				words(ch, into)
			}
		}
	}
	for _, row := range l.list.Children() {
		var ws []string
		words(row, &ws)
		for _, e := range l.entries {
			if slices.ContainsFunc(ws, func(s string) bool { return strings.HasPrefix(s, e.Name+" ") }) {
				out[e.Name] = ws
			}
		}
	}
	return out
}

// files lists the saves folder's files.
func files(t *testing.T, dir string) []string {
	t.Helper()
	des, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, de := range des {
		out = append(out, de.Name())
	}
	return out
}

func TestLoadListLabelsDeletesAndRenamesSaves(t *testing.T) {
	needDisplay(t)
	g, b := savesGame(t, pitSpec(t, "", grid.Pos{X: 1, Y: 1}, grid.Pos{X: 4, Y: 1}, true))
	c := g.Context()
	dir := c.Files.Saves
	solo, err := b.SaveTo(c, "solo.json", "Pit, alone in the fog")
	if err != nil {
		t.Fatal(err)
	}
	f, err := save.Read(solo)
	if err != nil {
		t.Fatal(err)
	}
	f.Title, f.Client.Fog = "Pit, two at one screen", false
	for i := range f.Client.Players {
		f.Client.Players[i].Human, f.Client.Players[i].Name, f.Client.Players[i].Level = true, []string{"Ann", "Bo"}[i], ""
	}
	if err := save.Write(filepath.Join(dir, "duo.json"), f); err != nil {
		t.Fatal(err)
	}
	l := NewLoadScreen(c)
	c.Push(l)
	frames(t, g, 2)

	// labels
	rows := rowTexts(l)
	for _, tc := range []struct {
		file            string
		hotSeat, fogged bool
	}{{"solo.json", false, true}, {"duo.json", true, false}} {
		ws, ok := rows[tc.file]
		if !ok {
			t.Fatalf("no row for %s among %v (entries %+v, children %d)", tc.file, rows, l.entries, len(l.list.Children()))
		}
		if got := slices.Contains(ws, "HOT-SEAT"); got != tc.hotSeat {
			t.Errorf("%s: labelled hot-seat %v, want %v (row %q)", tc.file, got, tc.hotSeat, ws)
		}
		if got := slices.Contains(ws, "FOG OF WAR"); got != tc.fogged {
			t.Errorf("%s: labelled fog of war %v, want %v (row %q)", tc.file, got, tc.fogged, ws)
		}
	}

	// delete asks first: Enter on the question (Cancel is selected) keeps the save
	activateKey(t, g, "delete:duo.json")
	if l.m.dlg == nil || !strings.Contains(l.m.dlg.title, "Delete") {
		t.Fatal("Delete did not ask first")
	}
	press(t, g, game.Confirm)
	if l.m.dlg != nil || !slices.Contains(files(t, dir), "duo.json") {
		t.Fatalf("Enter on the question: dialog %v, files %v; want it closed and duo.json kept", l.m.dlg != nil, files(t, dir))
	}
	activateKey(t, g, "delete:duo.json")
	dialogChoice(t, g, l, "dialog:Delete")
	if slices.Contains(files(t, dir), "duo.json") {
		t.Errorf("confirmed, duo.json is still there: %v", files(t, dir))
	}
	if _, ok := rowTexts(l)["duo.json"]; ok {
		t.Error("the list still shows duo.json")
	}

	// rename: a new title, and the file named after it
	activateKey(t, g, "rename:solo.json")
	if l.m.dlg == nil {
		t.Fatal("Rename opened no dialog")
	}
	field := l.m.dlg.nav.items[0].w.(*widget.TextInput)
	if field.GetText() != "Pit, alone in the fog" {
		t.Errorf("the name field holds %q, want the save's title", field.GetText())
	}
	field.SetText("Ann's last stand")
	dialogChoice(t, g, l, "dialog:Rename")
	if got := files(t, dir); slices.Contains(got, "solo.json") || !slices.Contains(got, "anns-last-stand.json") {
		t.Fatalf("after Rename the folder holds %v, want anns-last-stand.json in place of solo.json", got)
	}
	ws, ok := rowTexts(l)["anns-last-stand.json"]
	if !ok || !slices.Contains(ws, "Ann's last stand") {
		t.Errorf("the renamed save's row shows %q, want the title Ann's last stand", ws)
	}
	if it := l.m.nav.current(); it == nil || it.key != "load:anns-last-stand.json" {
		t.Errorf("after Rename the selection is on %v, want the renamed save's Load", it)
	}
	if _, err := save.Load(filepath.Join(dir, "anns-last-stand.json"), SavePlaces(c.Files)); err != nil {
		t.Errorf("the renamed save does not load: %v", err)
	}
	shoot(t, image0(t, g), "load-managed")
}

// image0 is the frame on screen now.
func image0(t *testing.T, g *game.Game) *image.RGBA {
	img, _ := frames(t, g, 1)
	return img
}
