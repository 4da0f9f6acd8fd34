package scenes

// Campaigns in the client: the campaign files offered (bundled and the user's), each one's saved progress, and the run that takes a party from battle to battle on the battle screen.

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/ai"
	"skirmish/app/campaign"
	"skirmish/combat"
	"skirmish/combat/save"
	"skirmish/game"
	"skirmish/grid"
)

// campaignEntry is one campaign file the list offers, with its saved progress.
type campaignEntry struct {
	path    string
	bundled bool
	// f is the campaign, or nil when err says why the file cannot be played.
	f   *campaign.File
	err error
	// state is where its progress is saved ("" when the system has no folder for it); st the
	// progress read from there (nil for none yet), stErr why it could not be read.
	state string
	st    *campaign.State
	stErr error
	// maps are the campaign's maps, loaded for their thumbnails when first shown (nil for
	// one that does not load).
	maps   []*grid.Map
	thumbs []*ebiten.Image
	loaded bool
	// delve is the ruleset of an endless delve's entry ("" for a campaign file): its maps
	// are dug as the party goes down (delve.go); record is the deepest depth cleared in it,
	// kept at recordPath.
	delve      string
	record     int
	recordPath string
}

// title names the entry: the campaign's title, else its file name.
func (e *campaignEntry) title() string {
	if e.f != nil && e.f.Title != "" {
		return e.f.Title
	}
	return filepath.Base(e.path)
}

// key names the entry in the list's nav.
func (e *campaignEntry) key() string { return "campaign:" + e.path }

// loadCampaigns reads the bundled campaigns, then the user's (*.json in their campaigns
// folder), each in name order, with their saved progress.
func loadCampaigns(files game.Files) []*campaignEntry {
	var out []*campaignEntry
	for _, p := range files.Campaigns {
		out = append(out, loadCampaignEntry(files, p, true))
	}
	if files.UserCampaigns != "" {
		found, _ := filepath.Glob(filepath.Join(files.UserCampaigns, "*.json"))
		sort.Strings(found)
		for _, p := range found {
			out = append(out, loadCampaignEntry(files, p, false))
		}
	}
	return append(out, delveEntries(files)...)
}

// loadCampaignEntry reads one campaign file and its saved progress.
func loadCampaignEntry(files game.Files, path string, bundled bool) *campaignEntry {
	e := &campaignEntry{path: path, bundled: bundled}
	e.f, e.err = campaign.Load(path, SavePlaces(files).Folders...)
	if files.CampaignStates != "" {
		e.state = filepath.Join(files.CampaignStates, stateName(path, bundled))
	}
	if e.f == nil || e.state == "" {
		return e
	}
	e.st, e.stErr = campaign.LoadState(e.state, e.f)
	if errors.Is(e.stErr, fs.ErrNotExist) {
		e.stErr = nil
	}
	return e
}

// stateName is the name of a campaign's state file in the states folder: the campaign file's
// name, "bundled-" before a bundled one's so that a user's campaign of the same name keeps
// its own.
func stateName(path string, bundled bool) string {
	name := filepath.Base(path)
	if bundled {
		name = "bundled-" + name
	}
	return name
}

// progress says where the entry's campaign stands, in a few words.
func (e *campaignEntry) progress() string {
	switch {
	case e.f == nil:
		return "Cannot be played"
	case e.stErr != nil:
		return "Saved progress unreadable"
	case e.st == nil || len(e.st.Battles) == 0 && !e.st.Over:
		return "Not started"
	case e.st.Over:
		return capitalize(e.st.Outcome)
	case e.delve != "":
		return fmt.Sprintf("Depth %d next", campaign.MapDepth(e.f.Maps[e.st.Next]))
	}
	s := fmt.Sprintf("Battle %d of %d next", e.st.Next+1, len(e.f.Maps))
	if e.st.Losses > 0 {
		s += "  ·  " + count(e.st.Losses, "campaign loss", "campaign losses")
	}
	return s
}

// started reports whether the entry has progress a New campaign would throw away.
func (e *campaignEntry) started() bool { return e.st != nil && (len(e.st.Battles) > 0 || e.st.Over) }

// loadMaps loads the campaign's maps once, for their thumbnails.
func (e *campaignEntry) loadMaps(c *game.Context) {
	if e.loaded || e.f == nil {
		return
	}
	e.loaded = true
	for i := range e.f.Maps {
		m, _ := game.LoadMap(e.f.MapPath(i))
		e.maps = append(e.maps, m)
		e.thumbs = append(e.thumbs, nil)
	}
}

// thumb is the thumbnail of map i, w×h, painted on first use (a broken map's stand-in).
func (e *campaignEntry) thumb(c *game.Context, i, w, h int) *ebiten.Image {
	e.loadMaps(c)
	if i >= len(e.thumbs) {
		return nil
	}
	if t := e.thumbs[i]; t != nil && t.Bounds().Dx() == w && t.Bounds().Dy() == h {
		return t
	}
	if e.maps[i] == nil && e.delve != "" { // a depth not dug yet: an empty frame
		return nil
	}
	t := ebiten.NewImage(w, h)
	if e.maps[i] != nil {
		game.DrawThumbnail(t, e.maps[i], c.Theme, c.Fonts)
	} else {
		paintBroken(t, c)
	}
	e.thumbs[i] = t
	return t
}

// mapTitle is map i's title, else its file's name.
func (e *campaignEntry) mapTitle(i int) string {
	if i < len(e.maps) && e.maps[i] != nil && e.maps[i].Title != "" {
		return e.maps[i].Title
	}
	if e.delve != "" {
		return fmt.Sprintf("Depth %d, not dug yet", campaign.MapDepth(e.f.Maps[i]))
	}
	return strings.TrimSuffix(filepath.Base(e.f.Maps[i]), filepath.Ext(e.f.Maps[i]))
}

// campaignRun is a campaign being played: its file, its state, and the battle being fought.
type campaignRun struct {
	e  *campaignEntry
	f  *campaign.File
	st *campaign.State
	// battle is the battle being fought (set by fight, cleared by finish).
	battle *campaign.Battle
	// saveErr says why the state could not be saved after the last battle or rest.
	saveErr error
}

// newCampaignRun starts a new run of e's campaign (a new state with a seed from the client's
// generator, saved at once) or, with resume, goes on from its saved state.
func newCampaignRun(c *game.Context, e *campaignEntry, resume bool) (*campaignRun, error) {
	if e.f == nil {
		return nil, e.err
	}
	r := &campaignRun{e: e, f: e.f, st: e.st}
	if e.delve != "" && (!resume || r.st == nil) {
		f, err := newDelve(e)
		if err != nil {
			return nil, err
		}
		r.f = f
	}
	if !resume || r.st == nil {
		st, err := campaign.Start(e.f, c.Rand.Uint64()%1_000_000)
		if err != nil {
			return nil, err
		}
		r.st, e.st, e.stErr = st, st, nil
		r.saveErr = r.save()
	}
	return r, nil
}

// save writes the state atomically to the entry's state file (nothing without one).
func (r *campaignRun) save() error {
	if r.e.state == "" {
		return nil
	}
	return r.st.Save(r.e.state)
}

// nextBattle sets up the next battle (campaign.NextBattle), for the briefing to show.
func (r *campaignRun) nextBattle() (*campaign.Battle, error) { return campaign.NextBattle(r.f, r.st) }

// spec is the battle spec of nb: the party's side played by a human (or, with aiParty, by
// the AI), the foes by the normal AI, 13th Age with the campaign's options, fog of war on,
// the units where the campaign puts them; its setup comes from the run (setup).
func (r *campaignRun) spec(nb *campaign.Battle, aiParty bool) BattleSpec {
	spec := BattleSpec{Map: nb.Path, Rules: nb.Setup.Rules.ID(), Options: nb.Setup.Options, Fog: true, Seed: nb.Setup.Seed, campaign: r}
	for _, name := range nb.Setup.Sides {
		s := SideSpec{Name: name, Level: ai.Normal}
		if name == nb.Party && !aiParty {
			s.Human, s.Player = true, "The party"
		}
		for _, u := range nb.Setup.Units {
			if u.Side == name {
				s.Units = append(s.Units, UnitSpec{Kind: u.Kind, Name: u.Name, Pos: u.Pos})
			}
		}
		spec.Sides = append(spec.Sides, s)
	}
	return spec
}

// setup builds the campaign battle's setup for spec (BattleSpec.Setup): the battle the
// campaign set up, each unit on the square spec gives it (where the party deployed).
func (r *campaignRun) setup(spec BattleSpec) (combat.Setup, error) {
	nb := r.battle
	if nb == nil {
		return combat.Setup{}, errors.New("this campaign battle was fought already: choose Continue in Campaigns")
	}
	at := map[string]grid.Pos{}
	for _, s := range spec.Sides {
		for _, u := range s.Units {
			at[u.Name] = u.Pos
		}
	}
	out := nb.Setup
	out.Units = slices.Clone(nb.Setup.Units)
	for i := range out.Units {
		u := &out.Units[i]
		u.Sheet = u.Sheet.Clone()
		u.Conditions = slices.Clone(u.Conditions)
		if p, ok := at[u.Name]; ok {
			u.Pos = p
		}
	}
	out.Seed = spec.Seed
	return out, nil
}

// fight starts the next battle: through the deploy screen when the party is the player's,
// else straight onto the battle screen, over the screen on top. A battle that cannot be set
// up says why.
func (r *campaignRun) fight(c *game.Context, aiParty bool) error {
	nb, err := r.nextBattle()
	if err != nil {
		return err
	}
	r.battle = nb
	spec := r.spec(nb, aiParty)
	if needsDeploy(spec) {
		d, err := NewDeploy(c, spec)
		if err != nil {
			return err
		}
		c.Push(d)
		return nil
	}
	showBattle(c, spec, false)
	return nil
}

// ref names the battle being fought for a save (nil for none, or no run), so that loading the
// save goes on with it inside the campaign (rejoinCampaign).
func (r *campaignRun) ref() *save.CampaignBattle {
	if r == nil || r.battle == nil {
		return nil
	}
	file := r.e.path
	if r.e.bundled {
		file = filepath.Base(file) // the bundled campaigns' folder is the build's, not the save's
	}
	return &save.CampaignBattle{File: file, Bundled: r.e.bundled, Seed: r.st.Seed, Battle: r.battle.Index}
}

// rejoinCampaign is the run of the campaign whose battle a loaded save is, with that battle
// set up again as the one being fought, when the campaign's saved progress still waits for
// it: the same campaign file, the same run (its seed), this battle next. Else it says why the
// save is played as a battle of its own.
func rejoinCampaign(files game.Files, ref *save.CampaignBattle) (*campaignRun, error) {
	var e *campaignEntry
	for _, x := range loadCampaigns(files) {
		if x.bundled == ref.Bundled && (x.path == ref.File || ref.Bundled && filepath.Base(x.path) == ref.File) {
			e = x
			break
		}
	}
	switch {
	case e == nil:
		return nil, fmt.Errorf("its campaign %s is not among the campaigns", ref.File)
	case e.f == nil:
		return nil, fmt.Errorf("its campaign cannot be played: %v", e.err)
	case e.stErr != nil:
		return nil, fmt.Errorf("its campaign's progress cannot be read: %v", e.stErr)
	case e.st == nil || e.st.Seed != ref.Seed:
		return nil, fmt.Errorf("%s was begun again since this battle", e.title())
	case e.st.Over || e.st.Next != ref.Battle:
		return nil, fmt.Errorf("%s has gone past battle %d", e.title(), ref.Battle+1)
	}
	r := &campaignRun{e: e, f: e.f, st: e.st}
	nb, err := r.nextBattle()
	if err != nil {
		return nil, err
	}
	r.battle = nb
	return r, nil
}

// finish carries the end of b, the run's battle, into the campaign (campaign.Finish: the
// heroes' ends, the outcome, the rest) and saves the state; the report says what happened.
func (r *campaignRun) finish(b *combat.Battle) (campaign.Report, error) {
	if r.battle == nil {
		return campaign.Report{}, errors.New("this campaign battle was finished already")
	}
	if r.e.delve != "" {
		campaign.DelveOn(r.f, r.st, r.battle, b, 0)
	}
	rep, err := campaign.Finish(r.f, r.st, r.battle, b)
	r.battle = nil
	if err != nil {
		return rep, err
	}
	if r.e.delve != "" {
		r.saveErr = r.delveSaved()
		if r.saveErr != nil {
			return rep, nil
		}
	}
	r.saveErr = r.save()
	return rep, nil
}

// spendRecovery spends one more recovery of a hero at the quick rest and saves the state; it
// returns what the recovery healed, in words.
func (r *campaignRun) spendRecovery(name string) (string, error) {
	rec, err := campaign.SpendRecovery(r.f, r.st, name)
	if err != nil {
		return "", err
	}
	r.saveErr = r.save()
	return rec.Text, nil
}

// heroView is what the screens show of a hero.
type heroView = campaign.HeroView

// heroViews describes the run's party as it stands.
func heroViews(st *campaign.State) []heroView { return campaign.Party(st) }

// startState is the state e's campaign starts from, for showing its party fresh.
func startState(e *campaignEntry) (*campaign.State, error) { return campaign.Start(e.f, 0) }

// battleName names battle i of the run: "Battle 2 of 5", a delve's "Depth 3".
func (r *campaignRun) battleName(i int) string {
	if r.e.delve != "" && i >= 0 && i < len(r.f.Maps) {
		return fmt.Sprintf("Depth %d", campaign.MapDepth(r.f.Maps[i]))
	}
	return fmt.Sprintf("Battle %d of %d", i+1, len(r.f.Maps))
}

// played says how many battles the run has played: "2 battles played of 5", a delve's
// "3 battles played, the deepest depth cleared 2".
func (r *campaignRun) played() string {
	if r.e.delve != "" {
		return fmt.Sprintf("%s played, the deepest depth cleared %d", plural(len(r.st.Battles), "battle"), campaign.Deepest(r.f, r.st))
	}
	return fmt.Sprintf("%s played of %d", plural(len(r.st.Battles), "battle"), len(r.f.Maps))
}

// capitalize writes s with its first letter in upper case.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
