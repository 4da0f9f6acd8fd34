package scenes

// The bundled campaigns of Delvers, d20 and Realms in the client (the crypt road, 13th Age, is
// TestCampaignFlow's): each begins from the campaigns list, the AI plays its first battle for
// the party in the battle scene, and the campaign's results follow with the state saved.

import (
	"os"
	"path/filepath"
	"testing"

	"skirmish/app/campaign"
	"skirmish/game"
)

func TestBundledCampaignOfEachRulesetPlaysInTheClient(t *testing.T) {
	needDisplay(t)
	StartBattle = startBattle
	t.Cleanup(func() { StartBattle = nil })
	for _, c := range []struct{ file, rules string }{
		{"goblin-warrens.json", "delvers"},
		{"summer-bandits.json", "d20lite"},
		{"hill-country.json", "realms"},
	} {
		t.Run(c.rules, func(t *testing.T) {
			g := newTestGame(t, nil)
			ctx := g.Context()
			dir := t.TempDir()
			path := filepath.Join("..", "maps", "campaigns", c.file)
			ctx.Files.Campaigns = []string{path}
			ctx.Files.UserCampaigns = filepath.Join(dir, "campaigns")
			ctx.Files.CampaignStates = filepath.Join(dir, "campaigns", "state")
			if err := os.MkdirAll(ctx.Files.CampaignStates, 0o755); err != nil {
				t.Fatal(err)
			}
			ctx.Push(NewTitle(ctx))
			frames(t, g, 2)
			press(t, g, game.MenuDown)
			press(t, g, game.Confirm)
			list, ok := g.Top().(*CampaignList)
			if !ok {
				t.Fatalf("Campaign opened %T, want the campaigns list", g.Top())
			}
			frames(t, g, 3)
			e := list.entries[0]
			if e.f == nil || e.f.Rules != c.rules {
				t.Fatalf("the list's first campaign is %v, want %s's %s", e.path, c.rules, c.file)
			}
			moveTo(t, g, game.MenuUp, 3, is(e.key()))
			frames(t, g, 1)
			clickOn(t, g, "continue")
			brief, ok := g.Top().(*Briefing)
			if !ok {
				t.Fatalf("Begin campaign opened %T, want the briefing", g.Top())
			}
			frames(t, g, 2)
			clickOn(t, g, "ai")
			bt := battleOf(g)
			if bt == nil {
				t.Fatalf("Let the AI play the party opened %T, want the battle", g.Top())
			}
			if got := bt.B().Rules.ID(); got != c.rules {
				t.Fatalf("the battle plays %s, want %s", got, c.rules)
			}
			res := playOut(t, g)
			if res.camp == nil || res.campErr != nil {
				t.Fatalf("the results are not the campaign's: %v", res.campErr)
			}
			st, err := campaign.LoadState(filepath.Join(ctx.Files.CampaignStates, "bundled-"+c.file), e.f)
			if err != nil {
				t.Fatal(err)
			}
			if len(st.Battles) != 1 || st.Battles[0].Outcome != res.campRep.Outcome || st.Seed != brief.run.st.Seed {
				t.Fatalf("after its first battle the saved state has %d reports (outcome %v, want %v)", len(st.Battles), st.Battles, res.campRep.Outcome)
			}
		})
	}
}
