package scenes

// The endless delve in the client: an entry for each ruleset in the campaigns list, whose
// maps are generated dungeons dug one depth at a time (app/campaign's Dig, tuned off the
// frame on the screen below, with its progress), each harder than the one before, the party
// carried down as a campaign carries it, and the deepest depth cleared kept as the record.

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/ai"
	"skirmish/app/campaign"
	"skirmish/app/dungeon"
	"skirmish/game"
)

// delveProbe is how many battles measure each candidate encounter while a depth is dug (and
// how many verify it): the headless delve's default; tests use fewer.
var delveProbe = 30

// delveDir is the folder of the ruleset's delve (its campaign file and its depths' maps):
// delve-<rules> in the campaigns' states folder.
func delveDir(files game.Files, rules string) string {
	return filepath.Join(files.CampaignStates, "delve-"+rules)
}

// delveRecordPath is the record of the deepest depths (campaign.Record): delve-record.json
// beside the campaigns folder, in the skirmish configuration folder, where `skirmish delve`
// keeps it too.
func delveRecordPath(files game.Files) string {
	return filepath.Join(filepath.Dir(files.UserCampaigns), "delve-record.json")
}

// delveEntries are the campaigns list's delves, one a ruleset (none without a states folder):
// the delve's file as the party left it, or a new delve's, with its progress and the record.
func delveEntries(files game.Files) []*campaignEntry {
	if files.CampaignStates == "" || files.UserCampaigns == "" {
		return nil
	}
	rec, _ := campaign.ReadRecord(delveRecordPath(files))
	var out []*campaignEntry
	for _, r := range campaign.Rulesets {
		dir := delveDir(files, r)
		e := &campaignEntry{path: filepath.Join(dir, campaign.DelveFileName), delve: r,
			state: filepath.Join(files.CampaignStates, "delve-"+r+".json"), record: rec[r].Depth, recordPath: delveRecordPath(files)}
		if _, err := os.Stat(e.path); err == nil {
			e.f, e.err = campaign.Load(e.path)
		} else {
			e.f, e.err = campaign.DelveFile(r, dir)
		}
		if e.f != nil {
			e.st, e.stErr = campaign.LoadState(e.state, e.f)
			if errors.Is(e.stErr, fs.ErrNotExist) {
				e.stErr = nil
			}
		}
		out = append(out, e)
	}
	return out
}

// newDelve starts e's delve again: a new delve file (depth 1 still to dig) written over the
// old one, and the old depths' maps removed, so that none is played for the new delve's.
func newDelve(e *campaignEntry) (*campaign.File, error) {
	dir := filepath.Dir(e.path)
	f, err := campaign.DelveFile(e.delve, dir)
	if err != nil {
		return nil, err
	}
	old, _ := filepath.Glob(filepath.Join(dir, "depth-*.tmx"))
	for _, p := range old {
		if err := os.Remove(p); err != nil {
			return nil, err
		}
	}
	if err := campaign.SaveDelveFile(f); err != nil {
		return nil, err
	}
	e.f, e.err, e.st, e.stErr = f, nil, nil, nil
	return f, nil
}

// delveSaved writes the delve's file (its maps listed so far) and, once the delve is over,
// the record; it says why not.
func (r *campaignRun) delveSaved() error {
	if err := campaign.SaveDelveFile(r.f); err != nil {
		return err
	}
	if r.st.Over && r.e.recordPath != "" {
		best, err := campaign.UpdateRecord(r.e.recordPath, r.e.delve, campaign.Deepest(r.f, r.st), r.st.Seed)
		if err != nil {
			return err
		}
		r.e.record = best
	}
	return nil
}

// nextScreen is the screen before the run's next battle: its briefing, or for a delve whose
// next depth is not dug yet, the screen digging it.
func nextScreen(c *game.Context, r *campaignRun) (game.Scene, error) {
	if r.e.delve != "" && !campaign.Dug(r.f, r.st) {
		return newDelveDig(c, r), nil
	}
	return newBriefing(c, r)
}

// DelveDig is the screen that digs a delve's next depth: a generated dungeon tuned by
// simulated battles on its own goroutine, its progress shown; then the depth's briefing.
type DelveDig struct {
	m     *menu
	run   *campaignRun
	depth int
	job   *dungeonJob
	// progress is the line the job's progress is written to each few frames
	progress *widget.Text
	err      string
	frames   int
}

// newDelveDig starts digging the run's next depth.
func newDelveDig(c *game.Context, r *campaignRun) *DelveDig {
	d := &DelveDig{m: newMenu(c), run: r, depth: campaign.MapDepth(r.f.Maps[r.st.Next])}
	d.m.back = func(c *game.Context) { d.leave(c) }
	d.m.help = []string{
		"Each depth of the delve is a new dungeon: the game plays it many times, AI against AI, and chooses its foes so that a fresh party would win about as often as the depth asks (90% at depth 1, five points less each depth, down to 35%).",
		"Back stops the digging; the delve is saved, and Continue in Campaigns digs the depth again.",
	}
	d.m.rebuild = d.build
	d.start(c)
	d.build(c)
	return d
}

// start starts the job: Dig on its own goroutine, a core left for the frames.
func (d *DelveDig) start(c *game.Context) {
	th := dungeon.Themes[(d.depth-1)%len(dungeon.Themes)]
	j := &dungeonJob{done: make(chan func(*game.Context), 1), started: time.Now(),
		opts: dungeon.Options{Rules: d.run.f.Rules, Theme: th, Size: dungeon.Sizes[min((d.depth-1)/3, len(dungeon.Sizes)-1)],
			Target: campaign.DelveTarget(d.depth), Level: ai.Normal, PartySize: len(d.run.f.Party)}}
	o := campaign.DigOptions{Probe: delveProbe, Workers: max(runtime.GOMAXPROCS(0)-1, 1), Stop: j.stop.Load, Commit: j.commit,
		Progress: func(p dungeon.Progress) {
			j.mu.Lock()
			j.prog = p
			j.mu.Unlock()
		}}
	d.job = j
	f, seed, depth := d.run.f, d.run.st.Seed, d.depth
	go func() {
		err := campaign.Dig(f, seed, depth, o)
		j.done <- func(c *game.Context) {
			d.job = nil
			if err != nil {
				d.err = "Depth " + fmt.Sprint(depth) + " could not be dug: " + err.Error()
				d.build(c)
				return
			}
			b, err := newBriefing(c, d.run)
			if err != nil {
				d.err = errLine(err)
				d.build(c)
				return
			}
			c.Replace(b)
		}
	}()
}

// build lays the screen out: what is being dug and how far it has gone, or why it failed.
func (d *DelveDig) build(c *game.Context) {
	m, k := d.m, d.m.k
	n := newNav()
	p := k.panelBox(k.panel, 6, k.insets(12, 24, 12, 24), k.minSize(560, 0))
	body := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout(widget.AnchorLayoutOpts.Padding(k.insets(10, 32, 10, 32)))))
	p.GetWidget().LayoutData = widget.AnchorLayoutData{HorizontalPosition: widget.AnchorLayoutPositionCenter, VerticalPosition: widget.AnchorLayoutPositionStart}
	body.AddChild(p)
	th := dungeon.Themes[(d.depth-1)%len(dungeon.Themes)]
	p.AddChild(k.label(fmt.Sprintf("Digging depth %d", d.depth), &k.title, k.th.Accent, 0))
	p.AddChild(k.label(fmt.Sprintf("A %s %s, tuned for a fresh party to win %.0f%% of the time.",
		dungeon.Sizes[min((d.depth-1)/3, len(dungeon.Sizes)-1)].Name, th.Name, 100*campaign.DelveTarget(d.depth)), &k.body, k.th.Text, 0))
	if d.run.e.record > 0 {
		p.AddChild(k.label(fmt.Sprintf("The record for %s: depth %d.", campaign.RulesName(d.run.f.Rules), d.run.e.record), &k.body, k.th.TextDim, 0))
	}
	d.progress = nil
	if d.job != nil {
		d.progress = k.label(d.job.line(), &k.body, k.th.TextDim, 0)
		p.AddChild(d.progress)
	}
	if d.err != "" {
		p.AddChild(k.label(paragraph(d.err, k.small, 512, 4), &k.small, k.th.Danger, 0))
	}
	back := k.button("Campaigns", plainButton, 150, func() { d.leave(c) })
	n.add(&item{key: "back", w: back, activate: func() { d.leave(c) }})
	buttons := []*widget.Button{back}
	first := "back"
	if d.job == nil && d.err != "" {
		again := k.button("Try again", primaryButton, 150, func() { d.err = ""; d.start(c); d.build(c) })
		n.add(&item{key: "again", w: again, activate: func() { d.err = ""; d.start(c); d.build(c) }})
		buttons, first = append(buttons, again), "again"
	}
	m.setRoot(m.screen(c, d.run.e.title(), "Measuring encounters by playing them, AI against AI", nil, body, hintLine(c), buttons...), n, first)
}

// leave stops a dig under way for good (its depth is not written once Back is pressed) and
// goes back to the campaigns.
func (d *DelveDig) leave(c *game.Context) {
	if d.job != nil {
		d.job.halt()
	}
	c.Pop()
}

// Update runs the menu, shows the job's progress and, once it ends, the depth's briefing.
func (d *DelveDig) Update(c *game.Context) error {
	if d.job != nil && d.job.done != nil {
		select {
		case next := <-d.job.done:
			next(c)
			return nil
		default:
		}
		if d.frames++; d.progress != nil && d.frames%15 == 0 {
			d.progress.Label = d.job.line()
		}
	}
	d.m.update(c)
	return nil
}

// Draw paints the menu over the backdrop.
func (d *DelveDig) Draw(screen *ebiten.Image, c *game.Context) {
	drawBackdrop(screen, c)
	d.m.draw(screen)
}

// Animating reports whether the screen changes on its own: while the job runs.
func (d *DelveDig) Animating(*game.Context) bool { return d.job != nil || d.m.animating() }

// DrawsAtDevicePixels reports that the delve's digging draws at the device's pixels.
func (d *DelveDig) DrawsAtDevicePixels() bool { return d.m.DrawsAtDevicePixels() }

// ShotDelveEnd is the end of a Delvers delve played headless by the AI from seed (in a
// temporary folder, removed after), three depths at most.
func ShotDelveEnd(c *game.Context, seed uint64) (game.Scene, error) {
	dir, err := os.MkdirTemp("", "skirmish-shot-delve-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	st, deepest, err := campaign.Delve(campaign.DelveOptions{Rules: "delvers", Seed: seed, Dir: dir, MaxDepth: 3, Probe: 10}, io.Discard)
	if err != nil {
		return nil, err
	}
	f, err := campaign.Load(filepath.Join(dir, campaign.DelveFileName))
	if err != nil {
		return nil, err
	}
	e := &campaignEntry{path: f.Path, f: f, st: st, delve: "delvers", record: max(deepest, 4)}
	return newCampaignEnd(c, &campaignRun{e: e, f: f, st: st}), nil
}

// ShotDelveDig is the digging screen for the shot command: depth 4 of a Delvers delve, as a
// job a few measurements in would show it (no job runs).
func ShotDelveDig(c *game.Context) (*DelveDig, error) {
	f, err := campaign.DelveFile("delvers", filepath.Join(os.TempDir(), "skirmish-shot-delve"))
	if err != nil {
		return nil, err
	}
	e := &campaignEntry{path: f.Path, f: f, delve: "delvers", record: 6}
	st, err := campaign.Start(f, 1)
	if err != nil {
		return nil, err
	}
	d := &DelveDig{m: newMenu(c), run: &campaignRun{e: e, f: f, st: st}, depth: 4}
	d.job = &dungeonJob{started: time.Now(), prog: dungeon.Progress{Battles: 420, Encounters: 7, Step: "measuring",
		Last: dungeon.Probe{Foes: dungeon.Encounter{{Unit: "goblin", Count: 5}, {Unit: "wolf", Count: 2}}, Tally: dungeon.Tally{Wins: 21, Battles: 30}}}}
	d.m.back = func(c *game.Context) { c.Pop() }
	d.m.rebuild = d.build
	d.build(c)
	return d, nil
}
