package scenes

// Campaign flow tests: title → campaigns → briefing → a battle the AI plays for the party → results → rest → the next briefing → the deploy screen; a broken campaign file; starting again asks first.

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/app/campaign"
	"skirmish/combat/save"
	"skirmish/game"
)

// brokenCampaign is a campaign file with a creature in the party.
const brokenCampaign = `{"title": "Broken", "rules": "age13",
  "party": [{"name": "Grub", "kind": "orc"}],
  "maps": ["../crypt.tmx"]}
`

// campaignGame is a test game whose files are the bundled campaign and, in the user's
// campaigns folder, the given files; states are saved in a temporary folder.
func campaignGame(t *testing.T, user map[string]string) *game.Game {
	t.Helper()
	g := newTestGame(t, nil)
	c := g.Context()
	dir := t.TempDir()
	c.Files.Campaigns = []string{filepath.Join("..", "maps", "campaigns", "crypt-road.json")}
	c.Files.UserCampaigns = filepath.Join(dir, "campaigns")
	c.Files.CampaignStates = filepath.Join(dir, "campaigns", "state")
	if err := os.MkdirAll(c.Files.CampaignStates, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range user {
		if err := os.WriteFile(filepath.Join(c.Files.UserCampaigns, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// savedState reads the campaign's state file as the list would.
func savedState(t *testing.T, c *game.Context, f *campaign.File) *campaign.State {
	t.Helper()
	st, err := campaign.LoadState(filepath.Join(c.Files.CampaignStates, "bundled-crypt-road.json"), f)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// playOut lets the battle on top run with the AI's pauses skipped until the results show.
func playOut(t *testing.T, g *game.Game) *Results {
	t.Helper()
	for step := 0; step < 600; step++ {
		if r, ok := g.Top().(*Results); ok {
			return r
		}
		b := battleOf(g)
		if b == nil {
			t.Fatalf("step %d: the top scene is %T, not the battle", step, g.Top())
		}
		b.pace.fastAll = true
		frames(t, g, 20)
	}
	t.Fatalf("the battle did not end: top is %T", g.Top())
	return nil
}

func TestCampaignFlow(t *testing.T) {
	needDisplay(t)
	StartBattle = startBattle
	t.Cleanup(func() { StartBattle = nil })
	g := campaignGame(t, map[string]string{"broken.json": brokenCampaign})
	c := g.Context()
	th := c.Theme

	// the title's Campaign entry, between New battle and Load
	c.Push(NewTitle(c))
	frames(t, g, 2)
	press(t, g, game.MenuDown)
	if k := selected(t, g); k != "campaign" {
		t.Fatalf("below New battle the title has %q, want Campaign", k)
	}
	press(t, g, game.Confirm)
	list, ok := g.Top().(*CampaignList)
	if !ok {
		t.Fatalf("Campaign opened %T, want the campaigns list", g.Top())
	}
	img, _ := frames(t, g, 3) // thumbnails paint on the first frames
	checkFrame(t, "campaigns", img, th.Text, 300, headerBand, bodyBand)
	if len(list.entries) != 2+len(campaign.Rulesets) || list.entries[0].f == nil || list.entries[1].err == nil || list.entries[2].delve == "" {
		t.Fatalf("the list has %d campaigns, want the bundled one, the broken one and a delve for each ruleset", len(list.entries))
	}

	// the broken file shows its one-line error instead of crashing; choosing it says why
	broken := list.entries[1]
	if msg := errLine(broken.err); !strings.Contains(msg, "broken.json:2: party[0].kind: \"orc\" is a creature") {
		t.Fatalf("the broken campaign's error: %q", msg)
	}
	moveTo(t, g, game.MenuDown, 3, is(broken.key()))
	img, _ = frames(t, g, 2)
	if list.sel != broken {
		t.Fatalf("the panel shows %v, want the broken campaign", list.sel.path)
	}
	keepShot(t, "campaign-broken", img)
	checkFrame(t, "broken campaign", img, th.Danger, 150, image.Rect(0, 80, campaignListW+60, 400), image.Rect(campaignListW+60, 80, c.Width, 400))
	press(t, g, game.Confirm)
	if d := menuOf(t, g).dlg; d == nil || d.title != "This campaign cannot be played" {
		t.Fatalf("choosing the broken campaign opened %+v", d)
	}
	press(t, g, game.Back)

	// Begin campaign on the crypt road: its briefing, the state saved at once
	road := list.entries[0]
	moveTo(t, g, game.MenuUp, 3, is(road.key()))
	frames(t, g, 1)
	clickOn(t, g, "continue")
	brief, ok := g.Top().(*Briefing)
	if !ok {
		t.Fatalf("Begin campaign opened %T, want the briefing", g.Top())
	}
	img, _ = frames(t, g, 2)
	checkFrame(t, "briefing", img, th.Text, 300, headerBand, bodyBand)
	if brief.nb.Index != 0 || len(brief.nb.Setup.Units) == 0 {
		t.Fatalf("the briefing is of battle %d with %d units", brief.nb.Index+1, len(brief.nb.Setup.Units))
	}
	if st := savedState(t, c, road.f); st.Next != 0 || st.Seed != brief.run.st.Seed {
		t.Fatalf("the new campaign's state: next %d, seed %d", st.Next, st.Seed)
	}

	// Fight opens the deploy screen with the party to place; Back returns to the briefing
	clickOn(t, g, "fight")
	dep, ok := g.Top().(*Deploy)
	if !ok {
		t.Fatalf("Fight opened %T, want the deploy screen", g.Top())
	}
	if side := dep.plan.Spec.Sides[dep.side()]; side.Name != brief.nb.Party || len(side.Units) != 4 {
		t.Fatalf("deploying %s with %d units, want the party's 4 heroes", side.Name, len(side.Units))
	}
	press(t, g, game.Back)
	if g.Top() != game.Scene(brief) {
		if menuOf(t, g).dlg != nil { // the deploy screen may ask before it goes back
			press(t, g, game.Confirm)
		}
	}
	if g.Top() != game.Scene(brief) {
		t.Fatalf("Back from the deploy screen went to %T, want the briefing", g.Top())
	}

	// the AI plays the party: the battle, then the campaign's results
	clickOn(t, g, "ai")
	bt := battleOf(g)
	if bt == nil {
		t.Fatalf("Let the AI play the party opened %T, want the battle", g.Top())
	}
	if bt.P.MaxRounds() != brief.nb.MaxRounds || bt.P.Human(bt.B().SideIndex(brief.nb.Party)) {
		t.Fatalf("the battle: round cap %d (want %d), the party human %v", bt.P.MaxRounds(), brief.nb.MaxRounds, bt.P.Human(bt.B().SideIndex(brief.nb.Party)))
	}
	res := playOut(t, g)
	img, _ = frames(t, g, 2)
	checkFrame(t, "campaign results", img, th.Text, 300, headerBand, bodyBand)
	keepShot(t, "campaign-results", img)
	if res.camp == nil || res.campErr != nil {
		t.Fatalf("the results are not the campaign's: %v", res.campErr)
	}
	if k := selected(t, g); k != "continue" {
		t.Fatalf("the campaign's results start on %q, want Continue the campaign", k)
	}
	for _, k := range []string{"rematch", "new"} {
		if menuOf(t, g).nav.index(k) >= 0 {
			t.Errorf("the campaign's results offer %q", k)
		}
	}
	st := savedState(t, c, road.f)
	if st.Next != 1 || len(st.Battles) != 1 || st.Battles[0].Outcome != res.campRep.Outcome {
		t.Fatalf("after the battle the saved state has next %d and %d reports", st.Next, len(st.Battles))
	}
	if st.Over {
		t.Fatalf("the campaign ended after its first battle (%s): pick another seed", st.Outcome)
	}

	// Continue the campaign: the rest, over the campaigns list
	press(t, g, game.Confirm)
	rest, ok := g.Top().(*CampaignRest)
	if !ok {
		t.Fatalf("Continue the campaign opened %T, want the rest", g.Top())
	}
	img, _ = frames(t, g, 2)
	checkFrame(t, "rest", img, th.Text, 300, headerBand, bodyBand)
	keepShot(t, "campaign-rest", img)
	if rest.report().Rest == "" {
		t.Fatalf("the first battle's report has no rest: %+v", rest.report())
	}
	for _, it := range menuOf(t, g).nav.items { // spend a recovery where one can
		if name, ok := strings.CutPrefix(it.key, "spend:"); ok {
			k := heroIndex(rest.run.st, name)
			before := rest.run.st.Party[k].Carries
			clickOn(t, g, it.key)
			after := rest.run.st.Party[k].Carries
			if after.Recoveries != before.Recoveries+1 || after.HP <= max(before.HP, 0) {
				t.Fatalf("Spend a recovery for %s: %+v, then %+v", name, before, after)
			}
			if saved := savedState(t, c, road.f).Party[k].Carries; saved.HP != after.HP {
				t.Fatalf("the recovery spent is not saved: %d hp saved, %d now", saved.HP, after.HP)
			}
			break
		}
	}

	// Next battle: the second briefing; Fight, auto-place, start: the heroes enter as they are
	clickOn(t, g, "next")
	brief2, ok := g.Top().(*Briefing)
	if !ok || brief2.nb.Index != 1 {
		t.Fatalf("Next battle opened %T, want the second battle's briefing", g.Top())
	}
	img, _ = frames(t, g, 2)
	checkFrame(t, "second briefing", img, th.Text, 300, headerBand, bodyBand)
	keepShot(t, "campaign-briefing-2", img)
	clickOn(t, g, "fight")
	if _, ok := g.Top().(*Deploy); !ok {
		t.Fatalf("Fight opened %T, want the deploy screen", g.Top())
	}
	clickOn(t, g, "auto")
	clickOn(t, g, "start")
	bt = battleOf(g)
	if bt == nil {
		t.Fatalf("Start battle opened %T, want the battle", g.Top())
	}
	for _, h := range brief2.run.st.Party {
		u := bt.B().Unit(h.Member.Name)
		if h.Carries.Dead {
			if u != nil {
				t.Errorf("%s is dead but fights", h.Member.Name)
			}
			continue
		}
		s, _ := h.Member.Sheet()
		want := min(max(h.Carries.HP, 1), h.Carries.MaxHP(&s))
		if u == nil || u.HP != want || !bt.P.Human(u.Side) {
			t.Errorf("%s enters the second battle as %+v, want %d hp on the human side", h.Member.Name, u, want)
		}
	}

	// back in the list: starting again asks first
	c.Reset(NewTitle(c))
	list = NewCampaignList(c)
	c.Push(list)
	frames(t, g, 2)
	if p := list.entries[0].progress(); p != "Battle 2 of 5 next" && !strings.HasPrefix(p, "Battle 2 of 5 next  ·  ") {
		t.Fatalf("the list says %q, want battle 2 of 5 next", p)
	}
	// Continue comes back to the quick rest, where recoveries may still be spent
	clickOn(t, g, "continue")
	if _, ok := g.Top().(*CampaignRest); !ok {
		t.Fatalf("Continue after a quick rest opened %T, want the rest", g.Top())
	}
	c.Pop()
	frames(t, g, 2)
	clickOn(t, g, "new")
	if d := menuOf(t, g).dlg; d == nil || d.title != "Start The Crypt Road again?" {
		t.Fatalf("New campaign with progress opened %+v, want a question", d)
	}
	press(t, g, game.Back)
	if st := savedState(t, c, road.f); st.Next != 1 {
		t.Fatalf("keeping the progress: the state's next battle is %d", st.Next+1)
	}
}

// heroIndex is the index of the hero called name in the party.
func heroIndex(st *campaign.State, name string) int {
	for i, h := range st.Party {
		if h.Member.Name == name {
			return i
		}
	}
	return -1
}

func TestCampaignShots(t *testing.T) {
	needDisplay(t)
	g := campaignGame(t, nil)
	c := g.Context()
	for _, s := range []struct {
		name string
		make func() (game.Scene, error)
		want string // the scene's type
	}{
		{"campaigns", func() (game.Scene, error) { return ShotCampaigns(c) }, "*scenes.CampaignList"},
		{"briefing of the 3rd battle", func() (game.Scene, error) { return ShotBriefing(c, "", 2, 4) }, "*scenes.Briefing"},
		{"rest after the 2nd", func() (game.Scene, error) { return ShotCampaignRest(c, "", 2, 4) }, "*scenes.CampaignRest"},
		{"the end", func() (game.Scene, error) { return ShotCampaignEnd(c, "", 4) }, "*scenes.CampaignEnd"},
	} {
		sc, err := s.make()
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if got := fmt.Sprintf("%T", sc); got != s.want {
			t.Fatalf("%s: %s, want %s", s.name, got, s.want)
		}
		c.Reset(sc)
		img, _ := frames(t, g, 2)
		checkFrame(t, s.name, img, c.Theme.Text, 300, headerBand, bodyBand)
	}
	if entries, _ := os.ReadDir(c.Files.CampaignStates); len(entries) != 0 {
		t.Fatalf("the shots saved %d states", len(entries))
	}
	if _, err := ShotBriefing(c, "", campaign.MaxMaps, 4); err == nil || !strings.Contains(err.Error(), "ended after") {
		t.Fatalf("a briefing after the end: %v", err)
	}
}

// A campaign battle saved mid-fight goes on inside its campaign when loaded, while the
// campaign still waits for it; once the campaign has gone past it, it loads as a battle of
// its own and says why.
func TestCampaignSaveRejoins(t *testing.T) {
	needDisplay(t)
	g := campaignGame(t, nil)
	c := g.Context()
	road := loadCampaigns(c.Files)[0]
	run, err := newCampaignRun(c, road, false)
	if err != nil {
		t.Fatal(err)
	}
	if err := run.fight(c, true); err != nil {
		t.Fatal(err)
	}
	bt := battleOf(g)
	if bt == nil {
		t.Fatalf("the campaign's first battle opened %T", g.Top())
	}
	bt.pace.fastAll = true
	frames(t, g, 40)
	f, err := bt.saveFile("mid-fight")
	if err != nil {
		t.Fatal(err)
	}
	want := save.CampaignBattle{File: "crypt-road.json", Bundled: true, Seed: run.st.Seed, Battle: 0}
	if cb := f.Client.Campaign; cb == nil || *cb != want {
		t.Fatalf("the save names the campaign battle %+v, want %+v", cb, want)
	}
	gm, err := f.Load("mid-fight.json", SavePlaces(c.Files))
	if err != nil {
		t.Fatal(err)
	}
	back, err := LoadBattle(c, gm)
	if err != nil {
		t.Fatal(err)
	}
	if r := back.Spec.campaign; r == nil || r.battle == nil || r.battle.Index != 0 || back.P.MaxRounds() != run.battle.MaxRounds || back.notes.notice != "" {
		t.Fatalf("loaded while the campaign waits for it: campaign %+v, round cap %d, notice %q", r, back.P.MaxRounds(), back.notes.notice)
	}

	// a campaign battle still being fought cannot be finished into the campaign
	if _, err := campaign.Finish(run.f, run.st, run.battle, bt.B()); err == nil || !strings.Contains(err.Error(), "is still being fought") {
		t.Fatalf("finishing a battle in round %d: %v, want a refusal", bt.B().Round, err)
	}
	// the campaign goes on without it (played out elsewhere): the save is a battle of its own
	bt.B().Round = run.battle.MaxRounds + 1
	if _, err := run.finish(bt.B()); err != nil {
		t.Fatal(err)
	}
	back, err = LoadBattle(c, gm)
	if err != nil {
		t.Fatal(err)
	}
	if back.Spec.campaign != nil || back.notes.notice != "Played as a battle of its own: The Crypt Road has gone past battle 1" {
		t.Fatalf("loaded after the campaign went on: campaign %+v, notice %q", back.Spec.campaign, back.notes.notice)
	}

	// the campaign begun again (a run of another seed): the save's run is gone
	again, err := newCampaignRun(c, loadCampaigns(c.Files)[0], false)
	if err != nil {
		t.Fatal(err)
	}
	if again.st.Seed == run.st.Seed {
		t.Fatalf("the new run has the old one's seed %d", run.st.Seed)
	}
	if back, err = LoadBattle(c, gm); err != nil {
		t.Fatal(err)
	}
	if back.Spec.campaign != nil || back.notes.notice != "Played as a battle of its own: The Crypt Road was begun again since this battle" {
		t.Fatalf("loaded after the campaign was begun again: campaign %+v, notice %q", back.Spec.campaign, back.notes.notice)
	}
}
