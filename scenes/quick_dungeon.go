package scenes

// Quick dungeon: choose a ruleset, a party, a size, a theme and the party's chance to win; a
// dungeon is generated and its foes tuned by headless battles in a background job (never on a
// frame), with its progress shown, then the party plays it (docs/dungeons.md).

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/ai"
	"skirmish/app/cli"
	"skirmish/app/dungeon"
	"skirmish/app/sim"
	"skirmish/combat"
	"skirmish/game"
)

// quickRules are the rulesets the quick dungeon offers, in the cycler's order.
var quickRules = []string{"delvers", "age13", "d20lite", "realms"}

// quickTargets are the party's chances to win it offers, in percent.
var quickTargets = []int{20, 35, 50, 60, 70, 85, 90}

// QuickDungeon is the quick dungeon's screen.
type QuickDungeon struct {
	m *menu
	// the choices: indexes into quickRules, dungeon.Sizes, dungeon.Themes, quickTargets;
	// heroes is the party's size; hex lays it on hexes
	rules, size, theme, target, heroes int
	hex                                bool
	seed                               uint64
	// parties are the campaigns' parties on offer (every ruleset's); camp is the chosen one's
	// index, -1 for the catalog's heroes
	parties []quickParty
	camp    int
	// probe and verify are the tuning's battles (0: dungeon's defaults; tests use fewer)
	probe, verify int
	job           *dungeonJob
	// progress is the line the job's progress is written to each few frames
	progress *widget.Text
	err      string
	frames   int
}

// dungeonJob is one generation running off the frame: Tune on its own goroutine, its progress
// under mu, its end on done.
type dungeonJob struct {
	mu      sync.Mutex
	prog    dungeon.Progress
	stop    atomic.Bool
	done    chan func(*game.Context)
	started time.Time
	opts    dungeon.Options
	// gate is held while Back stops the job (halt) and while the job writes what it made
	// (commit): a job stopped before its write writes nothing
	gate sync.Mutex
}

// halt stops the job for good: the player left (Back). A job that has not written its map
// yet never will; one writing it finishes first.
func (j *dungeonJob) halt() {
	j.gate.Lock()
	j.stop.Store(true)
	j.gate.Unlock()
}

// beforeCommit, when set (tests), runs as a job that made its dungeon is about to write it.
var beforeCommit func()

// commit runs the write of what the job made, unless the job was stopped (dungeon.ErrStopped).
func (j *dungeonJob) commit(write func() error) error {
	if beforeCommit != nil {
		beforeCommit()
	}
	j.gate.Lock()
	defer j.gate.Unlock()
	if j.stop.Load() {
		return dungeon.ErrStopped
	}
	return write()
}

// quickParty is a campaign's party the quick dungeon offers: the campaign's title and ruleset
// and its living heroes' catalog ids, as its saved progress has them (else as it starts).
type quickParty struct {
	title, rules string
	heroes       []string
}

// campaignParties are the parties of the campaigns in the list (bundled, the user's, the
// delves), each with a living hero or more.
func campaignParties(files game.Files) []quickParty {
	var out []quickParty
	for _, e := range loadCampaigns(files) {
		if e.f == nil {
			continue
		}
		p := quickParty{title: e.title(), rules: e.f.Rules}
		st := e.st
		if st == nil || e.stErr != nil {
			st, _ = startState(e)
		}
		if st == nil {
			continue
		}
		for _, h := range st.Party {
			if !h.Dead() {
				p.heroes = append(p.heroes, h.Member.Kind)
			}
		}
		if len(p.heroes) > 0 {
			out = append(out, p)
		}
	}
	return out
}

// rulesParties are the indexes of the parties of the chosen ruleset.
func (q *QuickDungeon) rulesParties() []int {
	var out []int
	for i, p := range q.parties {
		if p.rules == quickRules[q.rules] {
			out = append(out, i)
		}
	}
	return out
}

// partyName says who the party is: "4 heroes", or a campaign's "The Crypt Road's party (3)".
func (q *QuickDungeon) partyName() string {
	if q.camp >= 0 {
		p := q.parties[q.camp]
		return fmt.Sprintf("%s (%d)", cutTo(p.title, 20), len(p.heroes))
	}
	return fmt.Sprintf("%d heroes", q.heroes)
}

// cutTo shortens s to n characters at most, with an ellipsis.
func cutTo(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

// stepParty goes d places round the party's choices: two to six of the catalog's heroes,
// then the ruleset's campaigns' parties.
func (q *QuickDungeon) stepParty(d int) {
	camps := q.rulesParties()
	pos := q.heroes - 2
	if q.camp >= 0 {
		pos = 5 + max(slices.Index(camps, q.camp), 0)
	}
	n := 5 + len(camps)
	pos = ((pos+d)%n + n) % n
	if pos < 5 {
		q.heroes, q.camp = pos+2, -1
		return
	}
	q.camp = camps[pos-5]
}

// campaignEntries are the title's Campaign and Quick dungeon buttons, side by side.
func campaignEntries(c *game.Context, k *kit, n *nav) *widget.Container {
	row := k.row(10, nil)
	for _, e := range []struct {
		key, label string
		open       func(*game.Context) game.Scene
	}{{"campaign", "Campaign", func(c *game.Context) game.Scene { return NewCampaignList(c) }},
		{"dungeon", "Quick dungeon", func(c *game.Context) game.Scene { return NewQuickDungeon(c) }}} {
		run := func() { c.Push(e.open(c)) }
		// as wide as Host online and Join online, "Quick dungeon" with less padding
		b := k.buttonWith(e.label, plainButton, 207, &k.large, k.insets(13, 10, 13, 10), run)
		row.AddChild(b)
		n.add(&item{key: e.key, w: b, activate: run})
	}
	return row
}

// NewQuickDungeon is the quick dungeon's screen with its first choices: Delvers, four heroes,
// a small crypt the party should win 60% of the time.
func NewQuickDungeon(c *game.Context) *QuickDungeon {
	q := &QuickDungeon{m: newMenu(c), heroes: 4, target: 3, seed: uint64(time.Now().UnixNano()%99991) + 1, camp: -1,
		parties: campaignParties(c.Files)}
	q.m.back = func(c *game.Context) { q.leave(c) }
	q.m.help = []string{
		"Quick dungeon makes a dungeon for one battle: rooms, corridors, doors and cover, with foes of its theme from the ruleset's catalog.",
		"It plays the battle hundreds of times, AI against AI, choosing the foes until the party wins about as often as you asked: that takes a little while, shown as it goes.",
		"The party is two to six of the ruleset's heroes, or the living heroes of one of your campaigns in that ruleset (they fight fresh: the quick dungeon does not change the campaign).",
		"The map is written to your maps folder (dungeons/), so you can open it in Tiled, change it and play it again.",
	}
	q.m.rebuild = q.build
	q.build(c)
	return q
}

// options are the tuning's options for the choices.
func (q *QuickDungeon) options() dungeon.Options {
	return dungeon.Options{Rules: quickRules[q.rules], Seed: q.seed, Size: dungeon.Sizes[q.size], Theme: dungeon.Themes[q.theme],
		Hex: q.hexOK() && q.hex, Target: float64(quickTargets[q.target]) / 100, Level: ai.Normal, PartySize: q.heroes,
		Heroes: q.campHeroes(), Probe: q.probe, Verify: q.verify,
		Workers: max(runtime.GOMAXPROCS(0)-1, 1)} // a core left for the frames
}

// campHeroes are the chosen campaign party's heroes, nil for the catalog's.
func (q *QuickDungeon) campHeroes() []string {
	if q.camp < 0 {
		return nil
	}
	return q.parties[q.camp].heroes
}

// hexOK reports whether the chosen ruleset plays hexes (d20 plays squares only).
func (q *QuickDungeon) hexOK() bool {
	r, err := combat.Rules(quickRules[q.rules])
	if err != nil {
		return false
	}
	ts := r.Describe().Topologies
	return len(ts) == 0 || len(ts) > 1
}

// build lays the screen out: the choices in a panel, or the job's progress while it runs.
func (q *QuickDungeon) build(c *game.Context) {
	m, k := q.m, q.m.k
	n := newNav()
	// tight enough to fit the smallest screen (1280×720 at 125%) with the note under the rows
	p := k.panelBox(k.panel, 6, k.insets(12, 24, 12, 24), k.minSize(560, 0))
	body := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout(widget.AnchorLayoutOpts.Padding(k.insets(10, 32, 10, 32)))))
	p.GetWidget().LayoutData = widget.AnchorLayoutData{HorizontalPosition: widget.AnchorLayoutPositionCenter, VerticalPosition: widget.AnchorLayoutPositionStart}
	body.AddChild(p)
	back := k.button("Back", plainButton, 110, func() { q.leave(c) })
	n.add(&item{key: "back", w: back, activate: func() { q.leave(c) }})
	if q.job != nil {
		p.AddChild(k.label("Making the dungeon", &k.title, k.th.Accent, 0))
		o := q.job.opts
		who := fmt.Sprintf("%d %s heroes", o.PartySize, combatTitle(o.Rules))
		if q.camp >= 0 {
			who = fmt.Sprintf("the %d heroes of %s", len(o.Heroes), cutTo(q.parties[q.camp].title, 28))
		}
		p.AddChild(k.label(fmt.Sprintf("A %s %s for %s, the party to win %.0f%% of the time.", o.Size.Name, o.Theme.Name,
			who, 100*o.Target), &k.body, k.th.Text, 0))
		q.progress = k.label(q.job.line(), &k.body, k.th.TextDim, 0)
		p.AddChild(q.progress)
		stop := k.button("Stop", plainButton, 130, func() { q.job.stop.Store(true) })
		n.add(&item{key: "stop", w: stop, activate: func() { q.job.stop.Store(true) }})
		m.setRoot(m.screen(c, "Quick dungeon", "Measuring encounters by playing them, AI against AI", nil, body, hintLine(c), back, stop), n, "stop")
		return
	}
	row := func(key, label, value string, step func(int)) {
		run := func(d int) { step(d); q.build(c) }
		cy := k.cycler(value, 260, run)
		r := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(
			widget.GridLayoutOpts.Columns(2), widget.GridLayoutOpts.Stretch([]bool{true, false}, []bool{true}))),
			widget.ContainerOpts.WidgetOpts(stretch()))
		r.AddChild(k.label(label, &k.body, k.th.Text, 0,
			widget.WidgetOpts.LayoutData(widget.GridLayoutData{VerticalPosition: widget.GridLayoutPositionCenter})))
		r.AddChild(cy)
		p.AddChild(r)
		n.add(&item{key: key, w: cy, adjust: run, activate: func() { run(1) }})
	}
	wrap := func(i, d, n int) int { return ((i+d)%n + n) % n }
	row("rules", "Rules", combatTitle(quickRules[q.rules]), func(d int) { q.rules, q.camp = wrap(q.rules, d, len(quickRules)), -1 })
	row("party", "Party", q.partyName(), q.stepParty)
	row("size", "Size", dungeon.Sizes[q.size].Name, func(d int) { q.size = wrap(q.size, d, len(dungeon.Sizes)) })
	row("theme", "Theme", dungeon.Themes[q.theme].Name, func(d int) { q.theme = wrap(q.theme, d, len(dungeon.Themes)) })
	grid := "squares"
	if q.hexOK() && q.hex {
		grid = "hexes"
	} else if !q.hexOK() {
		grid = "squares (d20 plays no hexes)"
	}
	row("grid", "Grid", grid, func(int) { q.hex = !q.hex })
	row("win", "The party wins", fmt.Sprintf("%d%% of the time", quickTargets[q.target]), func(d int) { q.target = wrap(q.target, d, len(quickTargets)) })
	row("seed", "Seed", fmt.Sprint(q.seed), func(d int) { q.seed = max(uint64(int64(q.seed)+int64(d)), 1) })
	// one line at the smallest screen (the help, F1, says how the tuning works)
	p.AddChild(k.label(paragraph("The same seed and choices make the same dungeon; making it takes from tens of seconds to a few minutes.",
		k.small, 640, 2), &k.small, k.th.TextDim, 0))
	if q.err != "" {
		p.AddChild(k.label(paragraph(q.err, k.small, 512, 4), &k.small, k.th.Danger, 0))
	}
	gen := k.button("Make and play", primaryButton, 180, func() { q.start(c) })
	n.add(&item{key: "make", w: gen, activate: func() { q.start(c) }})
	m.setRoot(m.screen(c, "Quick dungeon", "A generated dungeon for one battle, balanced by simulation", nil, body, hintLine(c), back, gen), n, "make")
}

// combatTitle is a ruleset's name for a player.
func combatTitle(id string) string {
	if r, err := combat.Rules(id); err == nil {
		return r.Describe().Title
	}
	return id
}

// line says how far the job has gone.
func (j *dungeonJob) line() string {
	j.mu.Lock()
	p := j.prog
	j.mu.Unlock()
	secs := int(time.Since(j.started).Seconds())
	if p.Battles == 0 {
		return fmt.Sprintf("Generating the map and measuring the first encounters…  %d s", secs)
	}
	return fmt.Sprintf("%d battles played, %d encounters tried, %s  ·  %d s\nLast: %s: the party won %.0f%% of %d",
		p.Battles, p.Encounters, p.Step, secs, p.Last.Foes, 100*p.Last.Rate(), p.Last.Battles)
}

// start starts the job: Tune on its own goroutine; its end, written and set up as a battle,
// comes back to Update on done.
func (q *QuickDungeon) start(c *game.Context) {
	if q.job != nil {
		return
	}
	j := &dungeonJob{done: make(chan func(*game.Context), 1), started: time.Now(), opts: q.options()}
	j.opts.Stop = j.stop.Load
	j.opts.Progress = func(p dungeon.Progress) {
		j.mu.Lock()
		j.prog = p
		j.mu.Unlock()
	}
	dir := c.Files.UserMaps
	if dir == "" {
		dir = os.TempDir()
	}
	q.job, q.err = j, ""
	q.build(c)
	party := "" // a campaign's party names its map apart from the catalog's heroes'
	if q.camp >= 0 {
		party = fileSlug(q.parties[q.camp].title)
	}
	go func() {
		spec, err := makeDungeon(j.opts, filepath.Join(dir, "dungeons"), party, j.commit)
		j.done <- func(c *game.Context) {
			q.job = nil
			if err != nil {
				q.err = "No dungeon: " + err.Error()
				if err == dungeon.ErrStopped {
					q.err = "Stopped: no dungeon was made."
				}
				q.build(c)
				return
			}
			q.build(c)
			if needsDeploy(spec) {
				d, err := NewDeploy(c, spec)
				if err != nil {
					q.err = errLine(err)
					q.build(c)
					return
				}
				c.Push(d)
				return
			}
			showBattle(c, spec, false)
		}
	}()
}

// makeDungeon tunes the dungeon of o, writes it to dir (quick-<rules>-<theme>[-hex]-<seed>.tmx,
// or quick-<rules>-<theme>[-hex]-<party>-<seed>.tmx for a campaign's party named party, its
// tileset beside it) through commit (which may refuse the write: the player left) and returns
// its battle: the party played here, the foes by the normal AI, fog of war on, on a seed the
// tuning never played.
func makeDungeon(o dungeon.Options, dir, party string, commit func(write func() error) error) (BattleSpec, error) {
	res, err := dungeon.Tune(o)
	if err != nil {
		return BattleSpec{}, err
	}
	res.Map.Title, res.Map.Description = cli.Describe(o, res)
	hex := ""
	if res.Layout.Hex {
		hex = "-hex"
	}
	// every choice of the screen is in the name, so that a dungeon made with another size,
	// party or difficulty on the same seed does not write over one the player kept
	if party == "" {
		party = fmt.Sprintf("party%d", o.PartySize)
	}
	name := fmt.Sprintf("quick-%s-%s%s-%s-%s-win%d-%d.tmx", o.Rules, o.Theme.Name, hex, o.Size.Name, party,
		int(math.Round(o.Target*100)), o.Seed)
	path := filepath.Join(dir, name)
	if err := commit(func() error {
		_, err := res.Layout.Write(path, res.Map)
		return err
	}); err != nil {
		return BattleSpec{}, err
	}
	m, err := game.LoadMap(path)
	if err != nil {
		return BattleSpec{}, err
	}
	r, err := combat.Rules(o.Rules)
	if err != nil {
		return BattleSpec{}, err
	}
	seed := res.VerifySeed + uint64(res.Verified.Battles) + 1
	s, err := sim.Setup(m, r, seed)
	if err != nil {
		return BattleSpec{}, err
	}
	spec := BattleSpec{Map: path, Rules: o.Rules, Fog: true, Seed: seed}
	for _, name := range s.Sides {
		sd := SideSpec{Name: name, Level: ai.Normal}
		if name == dungeon.PartySide {
			sd.Human, sd.Player = true, "The party"
		}
		for _, u := range s.Units {
			if u.Side == name {
				sd.Units = append(sd.Units, UnitSpec{Kind: u.Kind, Name: u.Name, Pos: u.Pos})
			}
		}
		spec.Sides = append(spec.Sides, sd)
	}
	return spec, nil
}

// leave stops a job that runs for good (nothing is written once Back is pressed) and goes back.
func (q *QuickDungeon) leave(c *game.Context) {
	if q.job != nil {
		q.job.halt()
	}
	c.Pop()
}

// Update runs the menu, shows the job's progress and, once it ends, what it made.
func (q *QuickDungeon) Update(c *game.Context) error {
	if q.job != nil {
		select {
		case next := <-q.job.done:
			next(c)
			return nil
		default:
		}
		if q.frames++; q.progress != nil && q.frames%15 == 0 {
			q.progress.Label = q.job.line()
		}
	}
	q.m.update(c)
	return nil
}

// Draw paints the menu over the backdrop.
func (q *QuickDungeon) Draw(screen *ebiten.Image, c *game.Context) {
	drawBackdrop(screen, c)
	q.m.draw(screen)
}

// Animating reports whether the screen changes on its own: while the job runs (its progress,
// its end), or a caret blinks.
func (q *QuickDungeon) Animating(*game.Context) bool { return q.job != nil || q.m.animating() }

// ShotQuickDungeon is the quick dungeon's screen for the shot command: its choices, or, with
// making, its progress as a job a few measurements in would show it (no job runs).
func ShotQuickDungeon(c *game.Context, making bool) *QuickDungeon {
	q := NewQuickDungeon(c)
	q.seed = 1
	if making {
		q.job = &dungeonJob{started: time.Now(), opts: q.options(),
			prog: dungeon.Progress{Battles: 700, Encounters: 6, Step: "searching",
				Last: dungeon.Probe{Foes: dungeon.Encounter{{Unit: "skeleton", Count: 7}}, Tally: dungeon.Tally{Wins: 57, Battles: 100}}}}
	}
	q.build(c)
	return q
}
