package scenes

// Save tests under Xvfb: quicksave and quickload, a save loaded from the title's list to the same battle, autosaves each
// round, a damaged save refused in a dialog, the replay viewer stepped both ways, undo and redo; driven by meanings.

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/combat/save"
	"skirmish/game"
	"skirmish/grid"
)

// pitSpec writes map (pitMap when "") to a temporary file and returns a battle on it: Bram, a
// warrior of the Delvers played by Ann, at bram; Rot, a zombie of the Undead played by the AI
// at level 1, at rot.
func pitSpec(t *testing.T, mapText string, bram, rot grid.Pos, fog bool) BattleSpec {
	t.Helper()
	if mapText == "" {
		mapText = pitMap
	}
	path := filepath.Join(t.TempDir(), "pit.txt")
	if err := os.WriteFile(path, []byte(mapText), 0o644); err != nil {
		t.Fatal(err)
	}
	return BattleSpec{Map: path, Rules: "delvers", Seed: 7, Fog: fog, Sides: []SideSpec{
		{Name: "Delvers", Human: true, Player: "Ann", Units: []UnitSpec{{Kind: "warrior", Name: "Bram", Pos: bram}}},
		{Name: "Undead", Level: 1, Units: []UnitSpec{{Kind: "zombie", Name: "Rot", Pos: rot}}},
	}}
}

// savesGame is a test game with a saves folder, the title under a battle of spec, run until a
// human is in turn.
func savesGame(t *testing.T, spec BattleSpec) (*game.Game, *Battle) {
	t.Helper()
	g := newTestGame(t, nil)
	c := g.Context()
	c.Files.Saves = filepath.Join(t.TempDir(), "saves")
	c.Files.UserMaps = filepath.Dir(spec.Map) // the battle's map is one of the player's: saves find it there
	if err := os.MkdirAll(c.Files.Saves, 0o755); err != nil {
		t.Fatal(err)
	}
	b, err := NewBattle(c, spec)
	if err != nil {
		t.Fatal(err)
	}
	c.Push(NewTitle(c))
	c.Push(b)
	return g, untilHuman(t, g)
}

// untilHuman runs the battle on top (the AI hurried) until a human side is in turn.
func untilHuman(t *testing.T, g *game.Game) *Battle {
	t.Helper()
	for range 200 {
		b := battleOf(g)
		if b == nil {
			t.Fatalf("the top scene is %T, not the battle", g.Top())
		}
		switch {
		case b.P.Pending() != nil:
			press(t, g, game.Cancel)
		case b.humanTurn() && !b.P.Busy():
			frames(t, g, 2)
			return b
		default:
			press(t, g, game.FastAI)
		}
	}
	t.Fatal("no human turn came")
	return nil
}

// loadList returns the load list on top, failing if it is not.
func loadList(t *testing.T, g *game.Game) *LoadScreen {
	t.Helper()
	ls, ok := g.Top().(*LoadScreen)
	if !ok {
		t.Fatalf("the top scene is %T, not the load list", g.Top())
	}
	return ls
}

// moveInList presses a until the load list's item whose key satisfies ok is selected.
func moveInList(t *testing.T, g *game.Game, a game.Action, limit int, ok func(string) bool) {
	t.Helper()
	for i := 0; i <= limit; i++ {
		if it := loadList(t, g).m.active().current(); it != nil && ok(it.key) {
			return
		}
		press(t, g, a)
	}
	t.Fatalf("after %d presses of %v the load list is not on the item", limit, a)
}

// logHash is the hash of the battle's event log.
func logHash(t *testing.T, b *Battle) string {
	t.Helper()
	h, err := save.LogHash(b.B().Log)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// shoot writes img to $SKIRMISH_SHOTS/name.png when that folder is set (for looking at).
func shoot(t *testing.T, img *image.RGBA, name string) {
	dir := os.Getenv("SKIRMISH_SHOTS")
	if dir == "" || img == nil {
		return
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestQuicksaveAndQuickload(t *testing.T) {
	needDisplay(t)
	g, b := savesGame(t, pitSpec(t, "", grid.Pos{X: 2, Y: 2}, grid.Pos{X: 9, Y: 3}, false))
	c := g.Context()
	bram := b.B().Unit("Bram")
	clickSquare(t, g, b, grid.Pos{X: 4, Y: 2})
	if bram.Pos != (grid.Pos{X: 4, Y: 2}) {
		t.Fatalf("Bram did not run to (4,2): at %v", bram.Pos)
	}
	want, round := logHash(t, b), b.B().Round
	img := press(t, g, game.QuickSave)
	path := filepath.Join(c.Files.Saves, "quicksave.json")
	f, err := save.Read(path)
	if err != nil {
		t.Fatalf("F5 wrote no quicksave: %v", err)
	}
	if !strings.HasPrefix(b.notes.toast, "Quicksaved") || b.notes.toastT == 0 {
		t.Errorf("the notice after a quicksave is %q", b.notes.toast)
	}
	shoot(t, img, "quicksave")
	if p, ok := f.Client.Player("Delvers"); !ok || !p.Human || p.Name != "Ann" {
		t.Errorf("the quicksave says the Delvers are played by %+v, want Ann", p)
	}
	if p, _ := f.Client.Player("Undead"); p.Human || p.Level != "normal" {
		t.Errorf("the quicksave says the Undead are played by %+v, want the AI at normal", p)
	}

	// the battle goes on, then F9 brings back the saved battle, as it was
	press(t, g, game.EndTurn)
	untilHuman(t, g)
	if logHash(t, battleOf(g)) == want {
		t.Fatal("the battle did not go on after the quicksave")
	}
	press(t, g, game.QuickLoad)
	nb := battleOf(g)
	if nb == nil || nb == b {
		t.Fatalf("F9 left %T on top, want a new battle", g.Top())
	}
	if got := logHash(t, nb); got != want || nb.B().Round != round {
		t.Errorf("quickload gave round %d, log %s; want round %d, the log saved", nb.B().Round, got[:12], round)
	}
	if !nb.P.Human(0) || nb.P.Human(1) || nb.Spec.Sides[0].Player != "Ann" {
		t.Errorf("after quickload humans %v, players %+v", []bool{nb.P.Human(0), nb.P.Human(1)}, nb.Spec.Sides)
	}
	if u := nb.B().Unit("Bram"); u.Pos != (grid.Pos{X: 4, Y: 2}) {
		t.Errorf("after quickload Bram is at %v, want (4,2)", u.Pos)
	}
	if len(nb.log.lines) == 0 {
		t.Error("the loaded battle's combat log is empty")
	}
	// the run, saved in the Delvers' turn, is undone in the loaded battle: its log lines go too
	press(t, g, game.Undo)
	if u := nb.B().Unit("Bram"); u.Pos != (grid.Pos{X: 2, Y: 2}) {
		t.Errorf("Undo after quickload left Bram at %v, want (2,2)", u.Pos)
	}
	for _, l := range nb.log.lines {
		if strings.Contains(l.text, "to (4,2)") {
			t.Errorf("after the undo the log still tells the run: %q", l.text)
		}
	}
	press(t, g, game.Redo)
	frames(t, g, 2)
	if got := logHash(t, nb); got != want {
		t.Error("Redo after quickload did not give the saved battle back")
	}

	// a damaged quicksave: a dialog says why, and the battle goes on; the file is untouched
	bad := []byte(`{"format": 1, "game": "dev", "map": {`)
	if err := os.WriteFile(path, bad, 0o644); err != nil {
		t.Fatal(err)
	}
	img = press(t, g, game.QuickLoad)
	n, ok := g.Top().(*notice)
	if !ok {
		t.Fatalf("a damaged quicksave opened %T, want a notice", g.Top())
	}
	if n.title != "This save is incomplete" || !strings.Contains(n.msg, "quicksave.json") || !strings.Contains(n.msg, "What to do:") {
		t.Errorf("the notice says %q: %q", n.title, n.msg)
	}
	shoot(t, img, "quickload-refused")
	press(t, g, game.Confirm)
	if battleOf(g) != nb {
		t.Errorf("after the notice the top is %T, want the battle that was there", g.Top())
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(after, bad) {
		t.Error("the refused quicksave was changed")
	}
}

func TestLoadFromTheTitleAndAutosaves(t *testing.T) {
	needDisplay(t)
	g, b := savesGame(t, pitSpec(t, "", grid.Pos{X: 2, Y: 2}, grid.Pos{X: 9, Y: 3}, true))
	c := g.Context()
	// four rounds of ending turns: an autosave at the start of each, the last 3 kept
	for b.B().Round < 4 {
		press(t, g, game.EndTurn)
		b = untilHuman(t, g)
	}
	entries, err := save.List(c.Files.Saves)
	if err != nil {
		t.Fatal(err)
	}
	var autos []string
	for _, e := range entries {
		if e.Autosave {
			autos = append(autos, e.Name)
		}
	}
	if len(autos) != AutosavesKept || autos[0] != "autosave-0004.json" {
		t.Errorf("autosaves %v, want the last %d, newest autosave-0004.json first", autos, AutosavesKept)
	}
	want := logHash(t, b)
	// save from the pause menu (Esc, down to Save battle)
	press(t, g, game.Back)
	if _, ok := g.Top().(*Pause); !ok {
		t.Fatalf("Esc opened %T", g.Top())
	}
	shot := press(t, g, game.MenuDown, game.Confirm)
	shoot(t, shot, "pause")
	p := g.Top().(*Pause)
	if p.msgBad || !strings.HasPrefix(p.msg, "Saved as ") {
		t.Fatalf("Save battle: %q", p.msg)
	}
	name := strings.Fields(strings.TrimPrefix(p.msg, "Saved as "))[0]
	// a damaged save beside it
	if err := os.WriteFile(filepath.Join(c.Files.Saves, "broken.json"), []byte("{\"format\": 1,\n  oops\n}"), 0o644); err != nil {
		t.Fatal(err)
	}

	// Load battle in the pause menu opens the same list as the title's Load
	press(t, g, game.MenuDown, game.Confirm)
	if _, ok := g.Top().(*LoadScreen); !ok {
		t.Fatalf("Load battle opened %T, want the load list", g.Top())
	}
	press(t, g, game.Back)                                  // back to the pause menu, on Load battle
	press(t, g, game.MenuDown, game.MenuDown, game.Confirm) // Quit to title: it asks first
	if p, ok := g.Top().(*Pause); !ok || p.menu == nil {
		t.Fatalf("Quit to title did not ask before leaving the battle (top %T)", g.Top())
	}
	press(t, g, game.MenuDown, game.Confirm) // Quit without saving
	if _, ok := g.Top().(*Title); !ok {
		t.Fatalf("Quit to title left %T", g.Top())
	}
	moveTo(t, g, game.MenuDown, 4, is("load"))
	img := press(t, g, game.Confirm)
	ls, ok := g.Top().(*LoadScreen)
	if !ok {
		t.Fatalf("the title's Load opened %T, want the load list", g.Top())
	}
	img, _ = frames(t, g, 2)
	checkFrame(t, "load list", img, c.Theme.Text, 300, headerBand, bodyBand)
	shoot(t, img, "load-list")
	for _, key := range []string{"load:" + name, "replay:" + name, "load:autosave-0004.json", "load:broken.json"} {
		if ls.m.nav.index(key) < 0 {
			t.Errorf("the load list has no %q", key)
		}
	}
	if len(ls.entries) != AutosavesKept+2 {
		t.Errorf("the list has %d saves, want %d autosaves, the save and the broken one", len(ls.entries), AutosavesKept)
	}

	// the broken save: a dialog naming it, the problem and what to do; the list stays
	moveInList(t, g, game.NextItem, 40, is("load:broken.json"))
	img = press(t, g, game.Confirm)
	d := ls.m.dlg
	if d == nil || d.title != "This save is damaged" {
		t.Fatalf("loading the broken save opened %+v", d)
	}
	img, _ = frames(t, g, 2)
	shoot(t, img, "load-refused")
	press(t, g, game.Back)

	// the save: the battle as it was, played by the same players
	moveInList(t, g, game.NextItem, 40, is("load:"+name))
	press(t, g, game.Confirm)
	nb := battleOf(g)
	if nb == nil {
		t.Fatalf("Load opened %T, want the battle", g.Top())
	}
	if got := logHash(t, nb); got != want {
		t.Error("the loaded battle's log differs from the one saved")
	}
	if !nb.Spec.Fog || !nb.P.Sight().Fogged() || !nb.P.Human(0) || nb.P.Human(1) {
		t.Errorf("loaded with fog %v, humans %v; want fog on, the Delvers human", nb.Spec.Fog, []bool{nb.P.Human(0), nb.P.Human(1)})
	}
	// an autosave loads too
	if _, err := save.Load(filepath.Join(c.Files.Saves, "autosave-0004.json"), SavePlaces(c.Files)); err != nil {
		t.Errorf("the newest autosave does not load: %v", err)
	}
}
