package scenes

// Battle: the battle screen's state and flow: who plays, selecting and acting, AI pacing, reactions, fog, the end.

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"skirmish/ai"
	"skirmish/app/sim"
	"skirmish/combat"
	"skirmish/combat/narrate"
	"skirmish/combat/save"
	"skirmish/game"
	"skirmish/grid"
)

// Battle is the battle screen: a combat.Battle played by humans through the screen and by
// the AI at a watchable pace.
type Battle struct {
	// B is the battle being played; Spec and Setup what it was built from.
	B     *combat.Battle
	Spec  BattleSpec
	Setup combat.Setup
	// MaxRounds ends the battle as a draw after this round.
	MaxRounds int

	view  *game.MapView
	human []bool          // by side index
	ctl   []*ai.Tactician // by side index (every side has one: humans' only answers nothing)
	lay   battleLayout

	// selection and the chosen action
	sel     *combat.Unit
	opts    []combat.Option // sel's options, enabled first
	chosen  int             // index into opts of the chosen action; -1 for the default (move or attack on hover)
	reach   *grid.Reach     // sel's walking search, for paths
	hoverSq grid.Pos
	hoverOn bool
	// mapDrag is set while a drag begun over the map goes on (it pans, even over the HUD);
	// dragging while any drag goes on, so that one begun over the HUD never pans
	mapDrag, dragging bool
	hoverBt           int // the action button under the cursor, -1 for none
	// strip is the chosen action's choices and weapons; aim where it is being aimed when one
	// click is not enough (choice.go)
	strip choiceStrip
	aim   aimState
	// fonts and keys are the context's, kept for what is laid out outside Update and Draw
	fonts *game.Fonts
	keys  *game.KeyMap
	// autoPrompts answers a human side's prompts with the AI's default (the setting)
	autoPrompts bool
	notice      string
	noticeT     int
	// toast is a notice of something done (saved, undone), shown toastT more frames
	toast  string
	toastT int

	// the engine runs actions in a worker so that a human's reaction can be asked mid-action
	busy    bool
	asks    chan *reactAsk
	done    chan error
	pending *reactAsk
	events  []combat.Event // events not yet shown (filled by Listen)

	// AI pacing: frames until the next AI action
	wait    int
	fastAll bool // skip the AI's pauses until the next human turn

	// what is drawn
	anim     map[string]*token
	floaters []floater
	banner   banner
	log      []logLine
	logView  []logLine // the lines of log the viewer may read (shownLog)
	eyes     *logEyes  // under fog, the human sides' view of the log as it comes
	logTop   int       // lines scrolled up from the bottom
	narr     narrate.Narrator
	fog      *grid.Fog
	viewer   int // the side whose eyes the screen shows (-1: all)
	fogDirty bool
	// fogShade is the fog as a picture of one pixel per square.
	fogShade *game.CellShade
	endWait  int
	ended    bool
	// handedTo is the human side last handed the screen to (hot-seat).
	handedTo int
	frame    int
	// animSpeed is the settings' animation speed, read each frame (the pause menu may change it).
	animSpeed float64
	logFace   text.Face

	// saves: the round last autosaved (-1: none yet) and whether to autosave (the replay
	// viewer's battle does not), and the undo history of the human side in turn
	round    int
	autosave bool
	undo     undoState
	// opening is set while a loaded battle's constructor runs, before the screen is on the
	// stack (a new battle's constructor pushes its hand-over, and the caller keeps it on top).
	opening bool
}

// reactAsk is a reaction the engine asks a human side for, and where to answer.
type reactAsk struct {
	unit   *combat.Unit
	prompt combat.Prompt
	opts   []combat.Action
	answer chan int
	// view is what the dialog says, worked out once when the prompt comes (age13.go)
	view reactionView
}

// token is a unit as drawn: where it is on screen (gliding to its square).
type token struct {
	x, y float64 // world pixels of the square's top-left
}

// floater is a number or word rising from a square.
type floater struct {
	text   string
	x, y   float64 // world pixels of the square's centre
	colour int     // 0 damage, 1 miss, 2 note
	age    int
}

// banner is the announcement of a side's turn.
type banner struct {
	text, sub string
	side      int
	age, life int
}

// logLine is one wrapped line of the combat log.
type logLine struct {
	text  string
	depth narrate.Depth
	first bool   // the first line of an entry
	seen  uint64 // the sides that may read it (a bit each): under fog, those that saw it
}

// DefaultMaxRounds is where a battle on the screen ends as a draw.
var DefaultMaxRounds = sim.DefaultMaxRounds

// NewBattle builds the battle of spec (units on the squares the spec says) and starts it.
func NewBattle(c *game.Context, spec BattleSpec) (*Battle, error) {
	setup, err := spec.Setup()
	if err != nil {
		return nil, err
	}
	b, err := combat.New(setup)
	if err != nil {
		return nil, err
	}
	return openBattle(c, spec, setup, b, nil)
}

// openBattle is the one constructor of the battle screen: b, built from setup as spec says,
// is started here when past is nil (a new battle), or was replayed from a save (past is its
// log so far, told in the combat log).
func openBattle(c *game.Context, spec BattleSpec, setup combat.Setup, b *combat.Battle, past []combat.Event) (*Battle, error) {
	s := &Battle{B: b, Spec: spec, Setup: setup, MaxRounds: spec.maxRounds(), chosen: -1, hoverBt: -1,
		anim: map[string]*token{}, viewer: -1, handedTo: -1, fogDirty: true,
		asks: make(chan *reactAsk), done: make(chan error)}
	s.human = make([]bool, len(b.Sides))
	s.ctl = make([]*ai.Tactician, len(b.Sides))
	for i, side := range b.Sides {
		level := ai.Normal
		for _, ss := range spec.Sides {
			if ss.Name == side.Name {
				s.human[i] = ss.Human
				if !ss.Human {
					level = ss.Level
				}
			}
		}
		s.ctl[i] = ai.NewTactician(level, spec.Seed+uint64(i))
	}
	s.animSpeed = max(0.25, c.Settings.AnimationSpeed)
	s.fonts, s.keys, s.autoPrompts = c.Fonts, &c.Input.Keys, c.Settings.AutoPrompts
	s.layout(c)
	s.logFace = c.Fonts.Small
	s.view = game.NewMapView(b.Map, c.Theme, c.Fonts, s.lay.mapX, s.lay.mapY, s.lay.mapW, s.lay.mapH)
	s.view.ShowObjects = true
	s.view.ShowSetup = false // the exits and objectives matter in battle; the zones and spawns did before it
	s.view.PanSpeed = c.Settings.PanSpeed()
	if spec.Fog && slices.Contains(s.human, true) {
		s.fog = b.Map.NewFog()
		s.fogShade = game.NewCellShade(b.Map.Width, b.Map.Height)
	}
	s.wire(b)
	if past == nil {
		if err := b.Start(); err != nil {
			return nil, err
		}
	} else {
		s.events = slices.Clone(past)
	}
	for _, u := range b.Units {
		s.anim[u.Name] = &token{x: float64(u.Pos.X * b.Map.TileWidth), y: float64(u.Pos.Y * b.Map.TileHeight)}
	}
	s.absorb(c)
	if past != nil {
		s.floaters, s.banner = nil, banner{}
	}
	// a new battle's first autosave is written when its first action is taken (the start of
	// its first round); a loaded one's at the next round
	s.autosave, s.round = true, -1
	if past != nil {
		s.round = b.Round
	}
	s.opening = past != nil // a loaded battle's hand-over goes over it once the caller has opened it
	s.afterAction(c)
	s.opening = false
	return s, nil
}

// wire makes the screen hear b's events and answer its prompts.
func (s *Battle) wire(b *combat.Battle) {
	b.Listen = func(e combat.Event) { s.events = append(s.events, e) }
	b.Reactor = s.react
}

// react is the battle's Reactor: the AI answers for its sides at once, and for a human side
// when the player lets it ("Answer prompts automatically"); otherwise the worker waits for the
// screen's answer.
func (s *Battle) react(b *combat.Battle, u *combat.Unit, p combat.Prompt, opts []combat.Action) int {
	if !s.human[u.Side] || s.autoPrompts {
		return s.ctl[u.Side].React(b, u, p, opts)
	}
	a := &reactAsk{unit: u, prompt: p, opts: opts, answer: make(chan int)}
	a.view = describeReaction(b, a)
	s.asks <- a
	return <-a.answer
}

// current is the side in turn, or -1.
func (s *Battle) current() int {
	t, ok := s.B.Current()
	if !ok {
		return -1
	}
	return s.B.SideIndex(t.Side)
}

// humanTurn reports whether a human plays the side in turn.
func (s *Battle) humanTurn() bool {
	i := s.current()
	return i >= 0 && s.human[i]
}

// run does an action in the worker and waits until it is done or asks a human to react.
func (s *Battle) run(c *game.Context, a combat.Action) {
	if s.round < 0 {
		s.writeAutosave(c) // the start of the first round, before anything is done
	}
	s.beforeAction(a)
	s.busy = true
	go func() {
		_, err := s.B.Do(a)
		s.done <- err
	}()
	s.await(c)
}

// await waits for the worker: either a reaction to ask for, or the end of the action.
func (s *Battle) await(c *game.Context) {
	select {
	case a := <-s.asks:
		s.pending = a
		s.absorb(c)
		s.refreshUndo()
	case err := <-s.done:
		s.busy = false
		if err != nil {
			s.say(err.Error())
		}
		s.absorb(c)
		s.acted()
		s.afterAction(c)
		s.autosaveRound(c)
	}
}

// answer gives the pending reaction its answer (-1 for none) and waits for the worker again.
func (s *Battle) answer(c *game.Context, i int) {
	a := s.pending
	s.pending = nil
	a.answer <- i
	s.await(c)
}

// say shows a short notice over the action bar.
func (s *Battle) say(msg string) { s.notice, s.noticeT = msg, 240 }

// afterAction refreshes what depends on the battle's state: the selection, its options, the
// fog, the hand-over.
func (s *Battle) afterAction(c *game.Context) {
	s.fogDirty = true
	if s.sel != nil && !s.selectable(s.sel) {
		s.sel = nil
	}
	if s.humanTurn() {
		side := s.current()
		if s.viewer != side {
			s.viewer = side
			s.fogDirty = true
		}
		if s.sel == nil {
			s.selectNext(false)
		}
		s.handOver(c)
	} else if s.viewer < 0 || !s.human[s.viewer] {
		s.viewer = s.firstHuman()
	}
	s.refreshOptions()
	s.refreshUndo()
}

// firstHuman is the first human side, or -1.
func (s *Battle) firstHuman() int {
	for i, h := range s.human {
		if h {
			return i
		}
	}
	return -1
}

// handOver pushes the hand-over screen when the turn passes to another human player than the
// one who had the screen (hot-seat, two humans or more).
func (s *Battle) handOver(c *game.Context) {
	side := s.current()
	humans := 0
	for _, h := range s.human {
		if h {
			humans++
		}
	}
	if humans < 2 || side == s.handedTo || s.B.Over || s.opening {
		return
	}
	s.handedTo = side
	c.Push(NewHandover(c, s, side))
}

// selectable reports whether the player may select u now: a unit of the human side in turn
// whose turn it is, or a fallen hero of that side who can still act out of the fight (13th
// Age's fight in spirit).
func (s *Battle) selectable(u *combat.Unit) bool {
	if !s.humanTurn() || s.B.Over {
		return false
	}
	if u.Active() {
		return s.B.InTurnNow(u)
	}
	return s.actsFallen(u)
}

// actsFallen reports whether u, out of the fight, has an action it may take now (fight in
// spirit), on a turn of its human side.
func (s *Battle) actsFallen(u *combat.Unit) bool {
	if u.Active() || u.Status == combat.Fled || u.Side != s.current() {
		return false
	}
	if _, ok := s.B.Rules.(combat.OutOfFightActor); !ok {
		return false
	}
	for _, o := range s.B.Options(u) {
		if o.Err == nil {
			return true
		}
	}
	return false
}

// selectNext selects the next unit of the side in turn that still has something to do
// (wrapping), then the fallen who may still act; with none, the first active one.
func (s *Battle) selectNext(advance bool) {
	b := s.B
	var in []*combat.Unit
	for _, u := range b.Units {
		if u.Active() && b.InTurnNow(u) {
			in = append(in, u)
		}
	}
	if advance {
		for _, u := range b.Units {
			if s.actsFallen(u) {
				in = append(in, u)
			}
		}
	}
	if len(in) == 0 {
		s.sel = nil
		return
	}
	start := 0
	if s.sel != nil {
		if i := slices.Index(in, s.sel); i >= 0 {
			start = i
			if advance {
				start = i + 1
			}
		}
	}
	for k := range in {
		u := in[(start+k)%len(in)]
		if canAct(u) || !u.Active() {
			s.pick(u)
			return
		}
	}
	s.pick(in[start%len(in)])
}

// canAct reports whether u has some action left in its budget.
func canAct(u *combat.Unit) bool {
	for _, sl := range u.Budget {
		if sl.Left > 0 {
			return true
		}
	}
	return false
}

// pick selects u.
func (s *Battle) pick(u *combat.Unit) {
	s.sel = u
	s.chosen = -1
	s.clearAim()
	s.refreshOptions()
}

// refreshOptions lists the selected unit's options, enabled ones first, and its walking search.
func (s *Battle) refreshOptions() {
	s.opts, s.reach = nil, nil
	if s.sel == nil || s.busy || s.B.Over {
		s.chosen = -1
		s.clearAim()
		s.buildStrip()
		return
	}
	var on, off []combat.Option
	for _, o := range s.B.Options(s.sel) {
		if o.Err == nil {
			on = append(on, o)
		} else if s.sel.Active() { // the fallen see only what they may still do
			off = append(off, o)
		}
	}
	kind := ""
	if s.chosen >= 0 && s.chosen < len(s.opts) {
		kind = s.opts[s.chosen].Kind
	}
	s.opts = append(on, off...)
	s.lay.fit(len(s.opts))
	s.chosen = -1
	for i, o := range s.opts {
		if o.Kind == kind && o.Err == nil {
			s.chosen = i
		}
	}
	if s.chosen < 0 || s.opts[s.chosen].Kind != kind {
		s.clearAim()
	} else if s.aim.active() {
		s.reaim()
	}
	s.buildStrip()
	u := s.sel
	if !u.Active() {
		return
	}
	mv := s.B.Mover(u)
	mv.Budget = 4 * max(u.Sheet.Speed, 30)
	s.reach = s.B.Map.Reachable(mv, s.B.Occupants(), nil)
}

// option returns the enabled option of a kind, if any.
func (s *Battle) option(kind string) (combat.Option, bool) {
	for _, o := range s.opts {
		if o.Kind == kind && o.Err == nil {
			return o, true
		}
	}
	return combat.Option{}, false
}

// intent is what a click on a square would do: the option and its action.
type intent struct {
	o combat.Option
	a combat.Action
	// target is the unit aimed at, nil for a move
	target *combat.Unit
	err    error
	// square marks a click that picks a square the aim waits for (a push's, a drag's)
	square bool
	// ends are the foes a charge ending on the square may strike, when there are several (the
	// click picks the end square, then the foe)
	ends []string
}

// intentAt works out what a click on p would do: with an aim waiting, pick its square or its
// target; with the chosen action, aim it there (a charge's end square, one target); by
// default, attack the foe there with the first attack that lists it, or walk there.
func (s *Battle) intentAt(p grid.Pos) (intent, bool) {
	if s.sel == nil || s.busy || !s.humanTurn() {
		return intent{}, false
	}
	at := s.B.At(p)
	chosen := s.chosen >= 0 && s.chosen < len(s.opts)
	if chosen && s.aim.active() {
		o := s.opts[s.chosen]
		if i := slices.Index(s.aim.squares, p); i >= 0 {
			a, err := s.compose(o, s.aim.target, s.aim.paths[i])
			return intent{o: o, a: a, target: s.B.Unit(s.aim.target), err: err, square: true}, true
		}
		if s.aim.hasEnd && at != nil && slices.Contains(s.aim.targets, at.Name) {
			a, err := s.compose(o, at.Name, []grid.Pos{s.aim.end})
			return intent{o: o, a: a, target: at, err: err}, true
		}
		if !s.aim.hasEnd {
			return intent{}, false
		}
	}
	var cands []combat.Option
	if chosen {
		cands = []combat.Option{s.opts[s.chosen]}
	} else {
		for _, o := range s.opts {
			if o.Err == nil && (attackKind(o.Kind) || o.Kind == "run") {
				cands = append(cands, o)
			}
		}
	}
	for _, o := range cands {
		if at != nil && at != s.sel && s.visible(at) {
			if i := slices.Index(o.Targets, at.Name); i >= 0 {
				var path []grid.Pos
				if i < len(o.Paths) {
					path = o.Paths[i] // the listed end square: no search again
				}
				a, err := s.compose(o, at.Name, path)
				return intent{o: o, a: a, target: at, err: err}, true
			}
		}
		if !chosen && attackKind(o.Kind) {
			continue // by default a square is walked to, not charged at
		}
		if (at == nil || at == s.sel) && len(o.Squares) > 0 && slices.Contains(o.Squares, p) && p != s.sel.Pos {
			if len(o.Targets) > 0 { // a charge: the square is its end; then the foe
				ends := s.endTargets(&o, p)
				switch len(ends) {
				case 0:
					return intent{o: o, err: combat.Refuse(o.Rule, "from %v, no foe can be reached", p), square: true}, true
				case 1:
					a, err := s.compose(o, ends[0], []grid.Pos{p})
					return intent{o: o, a: a, target: s.B.Unit(ends[0]), err: err}, true
				}
				return intent{o: o, ends: ends, square: true}, true
			}
			a, err := s.compose(o, "", []grid.Pos{p})
			return intent{o: o, a: a, err: err}, true
		}
	}
	return intent{}, false
}

// attackKind reports whether an option kind is an attack the default click makes.
func attackKind(k string) bool {
	switch k {
	case "melee", "ranged", "charge", "swarm":
		return true
	}
	return false
}

// compose builds the action of option o on a target or path: the choice and weapon picked in
// the strip, else the first of its weapons and choices that the ruleset's check accepts (else
// the first, with the check's reason).
func (s *Battle) compose(o combat.Option, target string, path []grid.Pos) (combat.Action, error) {
	weapons := append([]string{""}, o.Weapons...)
	if len(o.Weapons) > 0 {
		weapons = o.Weapons
	}
	choices := append([]string{""}, o.Choices...)
	if len(o.Choices) > 0 {
		choices = o.Choices
	}
	pickedWeapon := false
	if st := &s.strip; st.kind == o.Kind && st.kind != "" {
		if st.choice >= 0 && st.choice < len(st.choices) {
			choices = []string{st.choices[st.choice]}
		}
		if st.weapon >= 0 && st.weapon < len(st.weapons) {
			weapons, pickedWeapon = []string{st.weapons[st.weapon]}, true
		}
	}
	var first combat.Action
	var firstErr error
	for _, ch := range choices {
		for _, form := range choiceForms(&o, ch) {
			for _, w := range weapons {
				a := combat.Action{Kind: o.Kind, Unit: s.sel.Name, Target: target, Path: path, Weapon: w, Option: form}
				err := s.B.Check(a)
				if err == nil {
					return a, nil
				}
				if firstErr == nil {
					first, firstErr = a, err
				}
				if pickedWeapon {
					continue
				}
				// a weaponless form may be what the ruleset wants
				a.Weapon = ""
				if s.B.Check(a) == nil {
					return a, nil
				}
			}
		}
	}
	return first, firstErr
}

// choose takes the i-th action button: an action that needs no target is done at once (or,
// with several legal forms, its strip offers them); one that does waits for a click on the
// map. Choosing it again picks the strip's next choice, or drops it when it has none.
func (s *Battle) choose(c *game.Context, i int) {
	if i < 0 || i >= len(s.opts) || s.busy {
		return
	}
	o := s.opts[i]
	if o.Err != nil {
		s.say(o.Label + ": " + o.Err.Message())
		return
	}
	if s.chosen == i {
		if s.strip.shown() && (len(s.strip.variants) > 0 || len(s.strip.choices)+len(s.strip.weapons) > 0) {
			s.cycleStrip(c)
			return
		}
		s.chosen = -1
		s.clearAim()
		s.buildStrip()
		return
	}
	s.clearAim()
	if len(o.Targets) == 0 && len(o.Squares) == 0 {
		s.chosen = i
		s.buildStrip()
		if len(s.strip.variants) > 0 {
			return // several forms: the strip asks which
		}
		a, err := s.compose(o, "", nil)
		if err == nil {
			s.chosen = -1
			s.buildStrip()
			s.run(c, a)
			return
		}
		if sq, paths := s.aimSquares(o, ""); len(sq) > 0 {
			s.aim.squares, s.aim.paths = sq, paths
			s.buildStrip()
			return
		}
		// enabled, yet aimed at nothing listed: it is aimed at a unit from a square the
		// player picks (a screen from afar); the click on the unit asks for the square
		s.buildStrip()
		return
	}
	s.chosen = i
	s.buildStrip()
}

// clickMap does what a click on square p does: the intent there; or aims the chosen action
// at a unit that needs a square too (a push, screening from afar); or selects a unit.
func (s *Battle) clickMap(c *game.Context, p grid.Pos) {
	if it, ok := s.intentAt(p); ok {
		switch {
		case len(it.ends) > 1:
			s.clearAim()
			s.aim.hasEnd, s.aim.end, s.aim.targets = true, p, it.ends
			return
		case it.err != nil && it.target != nil && !it.square && s.chosen >= 0:
			if s.aimAt(c, it.o, it.target.Name) {
				return
			}
			s.say(it.err.Error())
			return
		case it.err != nil:
			s.say(it.err.Error())
			return
		}
		s.run(c, it.a)
		return
	}
	at := s.B.At(p)
	if s.chosen >= 0 && s.chosen < len(s.opts) && !s.aim.active() && at != nil && at != s.sel && s.visible(at) {
		if s.aimAt(c, s.opts[s.chosen], at.Name) {
			return
		}
	}
	if u := s.unitToSelect(p); u != nil {
		s.pick(u)
	}
}

// unitToSelect is the unit on p the player may select: one of the side in turn, or a fallen
// hero of it who may still act.
func (s *Battle) unitToSelect(p grid.Pos) *combat.Unit {
	for _, fallen := range []bool{false, true} {
		for _, u := range s.B.Units {
			if u.Pos == p && u.Active() != fallen && s.human[u.Side] && s.selectable(u) {
				return u
			}
		}
	}
	return nil
}

// endTurn ends the human side's turn.
func (s *Battle) endTurn(c *game.Context) {
	if s.busy || !s.humanTurn() {
		return
	}
	s.sel = nil
	s.run(c, combat.Action{Kind: combat.EndTurn})
}

// visible reports whether the screen's viewer sees u (always, without fog or for its own side).
func (s *Battle) visible(u *combat.Unit) bool {
	if s.fog == nil || s.viewer < 0 || u.Side == s.viewer {
		return true
	}
	s.updateFog()
	return s.fog.Seen(u.Pos)
}

// updateFog recomputes what the viewer's units see, when something moved.
func (s *Battle) updateFog() {
	if s.fog == nil || !s.fogDirty {
		return
	}
	s.fogDirty = false
	var eyes []grid.Pos
	for _, u := range s.B.Units {
		if u.Side == s.viewer && u.Active() {
			eyes = append(eyes, u.Pos)
		}
	}
	s.fog.Update(eyes)
	seen := s.fog.Cells()
	pix := s.fogShade.Pix()
	for i, v := range seen {
		a := byte(0xc8)
		if v {
			a = 0
		}
		pix[4*i+3] = a
	}
	s.fogShade.Changed()
}

// absorb turns the events the engine emitted into log lines, floating numbers and banners.
func (s *Battle) absorb(c *game.Context) {
	evs := s.events
	s.events = nil
	b := s.B
	tw, th := float64(b.Map.TileWidth), float64(b.Map.TileHeight)
	at := func(name string) (float64, float64, bool) {
		u := b.Unit(name)
		if u == nil || !s.visible(u) {
			return 0, 0, false
		}
		return float64(u.Pos.X)*tw + tw/2, float64(u.Pos.Y)*th + th/2, true
	}
	base := len(b.Log) - len(evs) // where evs start in the log
	for i, e := range evs {
		var next combat.Event
		if i+1 < len(evs) {
			next = evs[i+1]
		}
		seen := s.seenBy(e, base+i)
		for _, l := range s.narr.Event(e, next) {
			s.addLog(c, l, s.lineSeen(l, seen))
		}
		s.gatherMove(e, seen)
		switch e := e.(type) {
		case combat.Damaged:
			if x, y, ok := at(e.Unit); ok {
				s.floaters = append(s.floaters, floater{text: fmt.Sprintf("−%d", e.Amount), x: x, y: y})
			}
		case combat.AttackRolled:
			if !e.Hit {
				if x, y, ok := at(e.Target); ok {
					s.floaters = append(s.floaters, floater{text: "miss", x: x, y: y, colour: 1})
				}
			}
		case combat.StatusChanged:
			if x, y, ok := at(e.Unit); ok && e.Status != combat.Active {
				s.floaters = append(s.floaters, floater{text: string(e.Status), x: x, y: y - th/3, colour: 2})
			}
		case combat.MoraleBroken:
			if x, y, ok := at(e.Unit); ok && e.Unit != "" {
				s.floaters = append(s.floaters, floater{text: "breaks!", x: x, y: y - th/3, colour: 2})
			}
		case combat.TurnStarted:
			side := b.SideIndex(e.Turn.Side)
			who := "AI"
			for _, ss := range s.Spec.Sides {
				if ss.Name == e.Turn.Side {
					who = ss.Who()
				}
			}
			sub := fmt.Sprintf("Round %d · %s", b.Round, who)
			if len(e.Turn.Units) > 0 {
				sub = strings.Join(e.Turn.Units, ", ") + " · " + sub
			}
			s.banner = banner{text: e.Turn.Side, sub: sub, side: side, life: s.frames(110)}
			s.fastAll = s.fastAll && !s.human[max(0, side)]
		}
	}
	for _, l := range s.narr.Flush() {
		s.addLog(c, l, s.lineSeen(l, allSides))
	}
}

// addLog appends a narrated line, wrapped to the log's width, for the sides in seen.
func (s *Battle) addLog(_ *game.Context, l narrate.Line, seen uint64) {
	indent := float64(l.Depth) * 6
	for k, w := range wrap(l.Text, s.logFaceOf(l.Depth), s.lay.logW-indent-8) {
		s.log = append(s.log, logLine{text: w, depth: l.Depth, first: k == 0, seen: seen})
	}
	if len(s.log) > 3000 {
		s.log = s.log[len(s.log)-2000:]
	}
}

// logFaceOf is the face the combat log writes a line of depth d in: rounds and actions bold.
func (s *Battle) logFaceOf(d narrate.Depth) text.Face {
	if s.fonts != nil && (d == narrate.RoundDepth || d == narrate.ActionDepth) {
		return s.fonts.SmallBold
	}
	return s.logFace
}

// frames is n frames at normal speed, scaled by the animation speed setting.
func (s *Battle) frames(n int) int {
	return max(1, int(float64(n)/max(0.25, s.animSpeed)))
}

// Update advances the screen: the reaction dialog, the AI's pace, the player's input.
func (s *Battle) Update(c *game.Context) error {
	s.frame++
	s.animSpeed = c.Settings.AnimationSpeed
	if s.animSpeed <= 0 {
		s.animSpeed = 1
	}
	s.view.PanSpeed = c.Settings.PanSpeed()
	s.autoPrompts = c.Settings.AutoPrompts
	in := c.Input
	s.tick()
	if s.pending != nil {
		s.updateReaction(c)
		return nil
	}
	if in.Pressed(game.Back) {
		c.Push(NewPause(c, s))
		return nil
	}
	if in.Pressed(game.Help) {
		c.Push(NewBattleHelp(c, s.Spec.Rules))
		return nil
	}
	switch {
	case in.Pressed(game.QuickSave):
		s.quickSave(c)
	case in.Pressed(game.QuickLoad):
		s.quickLoad(c)
		return nil
	}
	if s.B.Over || s.B.Round > s.MaxRounds {
		s.finish(c)
		return nil
	}
	s.updateView(c)
	if in.Pressed(game.LogUp) {
		s.scrollLog(8)
	}
	if in.Pressed(game.LogDown) {
		s.scrollLog(-8)
	}
	if s.humanTurn() {
		s.updateHuman(c)
	} else {
		s.updateAI(c, in)
	}
	return nil
}

// updateView moves the camera: by the map's keys wherever the pointer is (the dialogs and
// menus that take the keys are screens of their own, or the reaction prompt, which returns
// before this), at the screen's edge, by a drag begun over the map, by the wheel over the map;
// the wheel over the log scrolls it. The centre key centres the map on the selected unit.
func (s *Battle) updateView(c *game.Context) {
	in := c.Input
	cx, cy := in.Cursor()
	overMap := !s.lay.inHUD(cx, cy)
	s.mapDrag = in.Dragging() && (s.mapDrag || overMap && !s.dragging)
	s.dragging = in.Dragging()
	s.view.UpdateKeys(in)
	s.view.UpdateEdge(in, c.Width, c.Height)
	s.view.UpdateDragWheel(in, s.mapDrag, overMap)
	if w := in.Wheel(); w != 0 && s.lay.inLog(cx, cy) {
		s.scrollLog(int(w * 3))
	}
	if in.Pressed(game.CentreUnit) {
		if u := s.focusUnit(); u != nil {
			s.view.CentreOn(u.Pos)
		}
	}
}

// focusUnit is the unit the centre key centres on: the selected one, else the first the
// viewer sees of the side in turn.
func (s *Battle) focusUnit() *combat.Unit {
	if s.sel != nil {
		return s.sel
	}
	side := s.current()
	for _, u := range s.B.Units {
		if u.Side == side && u.Active() && s.visible(u) {
			return u
		}
	}
	return nil
}

// scrollLog scrolls the log by n lines (positive goes back in time).
func (s *Battle) scrollLog(n int) {
	s.logTop = max(0, min(len(s.shownLog())-s.lay.logLines, s.logTop+n))
}

// tick ages the animations.
func (s *Battle) tick() {
	step := 3 * s.animSpeed
	for _, u := range s.B.Units {
		t := s.anim[u.Name]
		if t == nil {
			continue
		}
		tx, ty := float64(u.Pos.X*s.B.Map.TileWidth), float64(u.Pos.Y*s.B.Map.TileHeight)
		t.x = approach(t.x, tx, step)
		t.y = approach(t.y, ty, step)
	}
	kept := s.floaters[:0]
	for _, f := range s.floaters {
		f.age++
		if f.age < s.frames(70) {
			kept = append(kept, f)
		}
	}
	s.floaters = kept
	if s.banner.life > 0 {
		s.banner.age++
		if s.banner.age >= s.banner.life {
			s.banner = banner{}
		}
	}
	if s.noticeT > 0 {
		s.noticeT--
	}
	if s.toastT > 0 {
		s.toastT--
	}
}

// approach moves v towards t by at most step.
func approach(v, t, step float64) float64 {
	switch {
	case v < t:
		return min(t, v+step)
	case v > t:
		return max(t, v-step)
	}
	return v
}

// updateAI plays the AI side in turn, one action every so many frames.
func (s *Battle) updateAI(c *game.Context, in *game.Input) {
	if in.Pressed(game.FastAI) {
		s.fastAll = true
	}
	if s.wait > 0 && !in.Held(game.FastAI) && !s.fastAll {
		s.wait--
		return
	}
	side := s.current()
	if side < 0 {
		return
	}
	a := s.ctl[side].Act(s.B)
	if err := s.B.Check(a); err != nil {
		a = combat.Action{Kind: combat.EndTurn}
	}
	s.run(c, a)
	s.wait = s.frames(24)
}

// updateHuman reads the player's clicks and keys in a human side's turn.
func (s *Battle) updateHuman(c *game.Context) {
	in := c.Input
	cx, cy := in.Cursor()
	s.hoverBt = s.lay.buttonAt(cx, cy, len(s.opts))
	s.hoverOn = false
	if x, y, ok := s.view.SquareAt(float64(cx), float64(cy)); ok && !s.lay.inHUD(cx, cy) && !s.inStrip(cx, cy) {
		s.hoverSq, s.hoverOn = grid.Pos{X: x, Y: y}, true
	}
	switch {
	case in.Pressed(game.EndTurn):
		s.endTurn(c)
		return
	case in.Pressed(game.Cancel):
		switch {
		case s.aim.active() && len(s.opts) > s.chosen && s.chosen >= 0 && (len(s.opts[s.chosen].Targets) > 0 || len(s.opts[s.chosen].Squares) > 0):
			s.clearAim()
		case s.chosen >= 0:
			s.chosen = -1
			s.clearAim()
			s.buildStrip()
		default:
			s.sel = nil
			s.refreshOptions()
		}
		return
	case in.Pressed(game.Confirm) && s.strip.any:
		s.takeAny(c)
		return
	case in.Pressed(game.NextUnit):
		s.selectNext(true)
		if s.sel != nil && !s.view.InView(s.sel.Pos) {
			s.view.CentreOn(s.sel.Pos) // the unit picked by key is brought into view
		}
		return
	case in.Pressed(game.Undo):
		s.undoLast(c)
		return
	case in.Pressed(game.Redo):
		s.redoLast(c)
		return
	}
	for i, a := range game.HotKeys[:min(len(game.HotKeys), s.lay.buttons())] {
		if in.Pressed(a) {
			s.choose(c, i)
			return
		}
	}
	mx, my, click := in.Click()
	if !click {
		return
	}
	if s.lay.endTurnAt(mx, my) {
		s.endTurn(c)
		return
	}
	if s.undoClick(c, mx, my) {
		return
	}
	if i := s.chipAt(mx, my); i >= 0 {
		s.pickChip(c, i)
		return
	}
	if s.inStrip(mx, my) {
		return
	}
	if i := s.lay.buttonAt(mx, my, len(s.opts)); i >= 0 {
		s.choose(c, i)
		return
	}
	if s.lay.inHUD(mx, my) {
		return
	}
	x, y, ok := s.view.SquareAt(float64(mx), float64(my))
	if !ok {
		return
	}
	s.clickMap(c, grid.Pos{X: x, Y: y})
}

// updateReaction answers a human's reaction prompt: a button per reaction, or no.
func (s *Battle) updateReaction(c *game.Context) {
	in := c.Input
	n := len(s.pending.opts)
	switch {
	case in.Pressed(game.Confirm):
		s.answer(c, 0)
		return
	case in.Pressed(game.Cancel), in.Pressed(game.Back):
		s.answer(c, -1)
		return
	}
	for i, a := range game.HotKeys {
		if in.Pressed(a) && i < n {
			s.answer(c, i)
			return
		}
	}
	if mx, my, ok := in.Click(); ok {
		if i, hit := s.lay.reactionAt(mx, my, n); hit {
			s.answer(c, i)
		}
	}
}

// finish opens the results once the last animations have played.
func (s *Battle) finish(c *game.Context) {
	if !s.ended {
		s.ended = true
		s.endWait = s.frames(60)
		return
	}
	if s.endWait > 0 {
		s.endWait--
		return
	}
	res := NewResults(c, OutcomeFromBattle(s.Spec, s.B, s.MaxRounds))
	if g := s.asGame(); g != nil {
		res.WithReplay(c, g)
	}
	c.Replace(res)
}

// asGame is the battle as a loaded save, for the replay viewer; nil when it cannot be saved.
func (s *Battle) asGame() *save.Game {
	f, err := s.saveFile(fmt.Sprintf("%s, round %d", s.mapTitle(), s.B.Round))
	if err != nil {
		return nil
	}
	return &save.Game{Path: s.mapTitle(), File: f, Setup: s.Setup, Battle: s.B}
}

// Selected returns the selected unit, or nil.
func (s *Battle) Selected() *combat.Unit { return s.sel }

// Busy reports whether an action is waiting on a human's reaction.
func (s *Battle) Busy() bool { return s.pending != nil }
