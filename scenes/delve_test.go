package scenes

// The endless delve in the client, driven through the scene harness: the campaigns list offers
// a delve for each ruleset; beginning one digs depth 1 off the frame and opens its briefing;
// the battle's end lists the next depth (deeper when the party won) and saves the delve; the
// next depth is dug before its briefing; the record is kept when the delve ends.

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"skirmish/app/campaign"
	"skirmish/combat"
	"skirmish/game"
)

// waitFor runs frames until the top scene satisfies ok, failing after a few minutes (a depth
// is dug by simulated battles on another goroutine).
func waitFor(t *testing.T, g *game.Game, what string, ok func(game.Scene) bool) {
	t.Helper()
	for end := time.Now().Add(5 * time.Minute); time.Now().Before(end); {
		if ok(g.Top()) {
			return
		}
		framesNoPicture(t, g, 3)
	}
	t.Fatalf("waiting for %s: the top scene is %T", what, g.Top())
}

func TestDelveFlow_DigsEachDepthAndCarriesTheParty(t *testing.T) {
	needDisplay(t)
	StartBattle = startBattle
	t.Cleanup(func() { StartBattle = nil })
	probe := delveProbe
	delveProbe = 10
	t.Cleanup(func() { delveProbe = probe })
	g := campaignGame(t, nil)
	c := g.Context()
	th := c.Theme

	c.Push(NewTitle(c))
	c.Push(NewCampaignList(c))
	frames(t, g, 2)
	list := g.Top().(*CampaignList)
	var delve *campaignEntry
	var rulesets []string
	for _, e := range list.entries {
		if e.delve != "" {
			rulesets = append(rulesets, e.delve)
			if e.delve == "delvers" {
				delve = e
			}
		}
	}
	if strings.Join(rulesets, ",") != strings.Join(campaign.Rulesets, ",") || delve == nil || delve.f == nil {
		t.Fatalf("the list's delves are %v, want one for each of %v", rulesets, campaign.Rulesets)
	}
	if p := delve.progress(); p != "Not started" {
		t.Fatalf("a delve never begun says %q", p)
	}

	// Begin: depth 1 is dug off the frame, then its briefing
	moveTo(t, g, game.MenuDown, 12, is(delve.key()))
	img, _ := frames(t, g, 3)
	checkFrame(t, "delve in the list", img, th.Text, 300, headerBand, bodyBand)
	keepShot(t, "delve-list", img)
	clickOn(t, g, "continue")
	dig, ok := g.Top().(*DelveDig)
	if !ok || dig.depth != 1 {
		t.Fatalf("Begin on a delve opened %T, want depth 1 being dug", g.Top())
	}
	img, _ = frames(t, g, 2)
	checkFrame(t, "delve dig", img, th.Text, 300, headerBand, bodyBand)
	keepShot(t, "delve-dig", img)
	waitFor(t, g, "depth 1's briefing", func(s game.Scene) bool { _, ok := s.(*Briefing); return ok })
	brief := g.Top().(*Briefing)
	img, _ = frames(t, g, 2)
	keepShot(t, "delve-briefing", img)
	dir := filepath.Dir(delve.path)
	if brief.nb.Index != 0 || brief.nb.Map.Title != "Depth 1: crypt" || brief.nb.Path != filepath.Join(dir, "depth-01.tmx") {
		t.Fatalf("the briefing is of battle %d, %q at %s", brief.nb.Index+1, brief.nb.Map.Title, brief.nb.Path)
	}
	if f, err := campaign.Load(delve.path); err != nil || len(f.Maps) != 1 {
		t.Fatalf("the delve's file on disk: %v, %v", f, err)
	}

	// the AI plays the party; the battle's end lists the next depth and saves the delve
	clickOn(t, g, "ai")
	res := playOut(t, g)
	img, _ = frames(t, g, 2)
	keepShot(t, "delve-results", img)
	t.Logf("depth 1: %s", res.campRep.Outcome)
	if res.camp == nil || res.campErr != nil || res.camp.saveErr != nil {
		t.Fatalf("the delve's results: %v, saved: %v", res.campErr, res.camp.saveErr)
	}
	f, err := campaign.Load(delve.path)
	if err != nil {
		t.Fatal(err)
	}
	st, err := campaign.LoadState(delve.state, f)
	if err != nil {
		t.Fatalf("the delve's saved state does not load with its saved file: %v", err)
	}
	won := res.campRep.Outcome == campaign.Won
	switch {
	case st.Over:
		// the party fell at depth 1: the end says so and the record stays 0
		press(t, g, game.Confirm)
		if _, ok := g.Top().(*CampaignEnd); !ok {
			t.Fatalf("after the delve's last battle Continue opened %T, want its end", g.Top())
		}
		rec, err := campaign.ReadRecord(delveRecordPath(c.Files))
		if err != nil || rec["delvers"].Depth != 0 {
			t.Fatalf("the record after a delve that cleared nothing: %+v, %v", rec, err)
		}
		return
	case won && (len(f.Maps) != 2 || f.Maps[1] != "depth-02.tmx"):
		t.Fatalf("won at depth 1: the delve lists %v, want depth 2 next", f.Maps)
	case !won && (len(f.Maps) != 2 || f.Maps[1] != "depth-01.tmx"):
		t.Fatalf("%s at depth 1: the delve lists %v, want depth 1 again", res.campRep.Outcome, f.Maps)
	}
	next := campaign.MapDepth(f.Maps[1])

	// Continue: the rest; Next battle digs the next depth (depth 1 again is dug already)
	press(t, g, game.Confirm)
	if _, ok := g.Top().(*CampaignRest); !ok {
		t.Fatalf("Continue the campaign opened %T, want the rest", g.Top())
	}
	img, _ = frames(t, g, 2)
	checkFrame(t, "delve rest", img, th.Text, 300, headerBand, bodyBand)
	keepShot(t, "delve-rest", img)
	clickOn(t, g, "next")
	if d, ok := g.Top().(*DelveDig); won && (!ok || d.depth != 2) {
		t.Fatalf("Next battle after depth 1 was won opened %T, want depth 2 being dug", g.Top())
	}
	waitFor(t, g, "the next depth's briefing", func(s game.Scene) bool { _, ok := s.(*Briefing); return ok })
	brief = g.Top().(*Briefing)
	if want := filepath.Join(dir, campaign.DepthMap(next)); brief.nb.Index != 1 || brief.nb.Path != want {
		t.Fatalf("the second briefing is of battle %d at %s, want %s", brief.nb.Index+1, brief.nb.Path, want)
	}
	for _, h := range st.Party { // the heroes go down as the first battle left them
		var u *combat.UnitSetup
		for i := range brief.nb.Setup.Units {
			if brief.nb.Setup.Units[i].Name == h.Member.Name {
				u = &brief.nb.Setup.Units[i]
			}
		}
		if h.Dead() != (u == nil) {
			t.Fatalf("%s (dead %v) in depth %d's setup: %v", h.Member.Name, h.Dead(), next, u != nil)
		}
		if u == nil {
			continue
		}
		hp := u.HP
		if hp == 0 {
			hp = u.Sheet.HP
		}
		if want := min(max(h.Kept.HP, 1), u.Sheet.HP); hp != want {
			t.Errorf("%s enters depth %d with %d hp, carrying %d", h.Member.Name, next, hp, h.Kept.HP)
		}
	}

	// back in the list, the delve says where it stands; New starts it again from depth 1
	c.Reset(NewTitle(c))
	list = NewCampaignList(c)
	c.Push(list)
	frames(t, g, 2)
	for _, e := range list.entries {
		if e.delve == "delvers" {
			if p := e.progress(); p != fmt.Sprintf("Depth %d next", next) {
				t.Fatalf("the list says %q of the delve", p)
			}
			r, err := newCampaignRun(c, e, false)
			if err != nil {
				t.Fatal(err)
			}
			if len(r.f.Maps) != 1 || len(r.st.Battles) != 0 {
				t.Fatalf("a new delve has maps %v and %d battles", r.f.Maps, len(r.st.Battles))
			}
			if _, err := os.Stat(filepath.Join(dir, "depth-01.tmx")); !os.IsNotExist(err) {
				t.Fatalf("the old delve's depth 1 is kept for the new delve: %v", err)
			}
		}
	}
}
