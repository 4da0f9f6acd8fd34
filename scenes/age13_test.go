package scenes

// 13th Age battle tests under Xvfb: the flexible attack prompt answered from the reaction
// dialog; the escalation die and the unit panel (a battle on every bundled map is played in
// scenes/playthrough).

import (
	"image"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"skirmish/combat"
	"skirmish/combat/rules/age13"
	"skirmish/game"
	"skirmish/grid"
	"skirmish/play"
)

// clickUnitSquare centres the camera on p and clicks it.
func clickUnitSquare(t *testing.T, g *game.Game, b *Battle, p grid.Pos) {
	t.Helper()
	b.LookAt(p)
	clickSquare(t, g, b, p)
}

// answerPrompts answers the human's pending prompts with their first reaction (Confirm).
func answerPrompts(t *testing.T, g *game.Game, b *Battle) {
	t.Helper()
	for i := 0; b.P.Pending() != nil && i < 20; i++ {
		press(t, g, game.Confirm)
	}
}

// age13Spec is the spec of a bundled map played with 13th Age, edition ed, its first side
// human and the others the AI, without fog.
func age13Spec(t *testing.T, c *game.Context, path, ed string) BattleSpec {
	t.Helper()
	m, err := game.LoadMap(path)
	if err != nil {
		t.Fatal(err)
	}
	st, err := NewSetup(c, path, m)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.useRules(c, age13.ID, 11); err != nil {
		t.Fatal(err)
	}
	spec := st.spec
	spec.Options = map[string]string{"edition": ed}
	spec.Fog = false
	human := -1
	for i := range spec.Sides {
		spec.Sides[i].Human = false
		if human < 0 && len(spec.Sides[i].Units) > 0 {
			human = i
			spec.Sides[i].Human, spec.Sides[i].Player = true, "Ann"
		}
	}
	return spec
}

// duelMap is a small room for one hero and one foe, side by side.
const duelMap = "title: Duel\nsides: Heroes, Monsters\n" +
	"##########\n" +
	"#........#\n" +
	"#........#\n" +
	"#........#\n" +
	"##########\n"

// duelBattle opens a battle on the duel map: a human hero of kind hero at (2,2) against an AI
// foe of kind foe at (3,2), with the rules, options and the first dice forced.
func duelBattle(t *testing.T, g *game.Game, rules string, opts map[string]string, hero, foe string, forced ...int) *Battle {
	t.Helper()
	return roomBattle(t, g, rules, opts, []UnitSpec{{Kind: hero, Name: "Hero", Pos: grid.Pos{X: 2, Y: 2}}},
		[]UnitSpec{{Kind: foe, Name: "Foe", Pos: grid.Pos{X: 3, Y: 2}}}, forced...)
}

// roomBattle opens a battle on the duel map between the human Heroes and the AI Monsters,
// with the rules, options and the first dice forced, in the first hero's turn.
func roomBattle(t *testing.T, g *game.Game, rules string, opts map[string]string, heroes, foes []UnitSpec, forced ...int) *Battle {
	t.Helper()
	s := textBattle(t, g, duelMap, BattleSpec{Rules: rules, Options: opts, Seed: 5, Sides: []SideSpec{
		{Name: "Heroes", Human: true, Player: "Ann", Units: heroes},
		{Name: "Monsters", Level: 1, Units: foes},
	}}, forced...)
	if !s.humanTurn() || s.P.Selected() == nil || s.P.Selected().Name != heroes[0].Name {
		t.Fatalf("want %s's turn with it selected; turn of side %d, selected %v", heroes[0].Name, s.current(), s.P.Selected())
	}
	s.LookAt(grid.Pos{X: 4, Y: 2})
	return s
}

// textBattle opens spec's battle on an ASCII map (spec.Map is set to it), with the first dice
// forced, over the title, and runs its first frames.
func textBattle(t *testing.T, g *game.Game, text string, spec BattleSpec, forced ...int) *Battle {
	t.Helper()
	c := g.Context()
	spec.Map = filepath.Join(t.TempDir(), "map.txt")
	if err := os.WriteFile(spec.Map, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	setup, err := spec.Setup()
	if err != nil {
		t.Fatal(err)
	}
	setup.Forced = forced
	b, err := combat.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	s, err := openBattle(c, spec, setup, b)
	if err != nil {
		t.Fatal(err)
	}
	c.Push(NewTitle(c))
	c.Push(s)
	frames(t, g, 2)
	return s
}

func TestFlexibleAttackAnsweredFromTheDialog(t *testing.T) {
	needDisplay(t)
	for _, tc := range []struct {
		name   string
		button func(n int) int // which button of n reactions (n: No) to click
		want   string          // the flexible attack the log names, "" for none
	}{
		// 13th-age-combat-rules.txt "Flexible Attacks": shield bash triggers on a natural 16+
		// hit; the natural 18 brings it up, and the player takes it from the dialog.
		{"take shield bash", func(int) int { return 0 }, "shield bash"},
		// the plain attack, the dialog's second button: no flexible attack is used
		{"plain longsword", func(int) int { return 1 }, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newTestGame(t, nil)
			// initiative: the fighter 20, the zombie 1; then the fighter's attack roll 18
			b := duelBattle(t, g, age13.ID, map[string]string{"edition": "1"}, "fighter", "zombie", 20, 1, 18)
			i := slices.IndexFunc(b.KindButtons(), func(o play.Button) bool { return o.Kind == "melee" })
			if i < 0 || b.KindButtons()[i].Refused != "" {
				t.Fatalf("no melee attack for the fighter: %+v", b.KindButtons())
			}
			press(t, g, game.HotKeys[i])
			clickSquare(t, g, b, grid.Pos{X: 3, Y: 2})
			if b.P.Pending() == nil {
				t.Fatalf("no prompt after the natural 18 (notice %q)", b.notes.notice)
			}
			v := b.P.Pending().View
			if !strings.HasPrefix(v.Title, "Flexible attack") || len(v.Buttons) != len(b.P.Pending().Options) {
				t.Fatalf("the dialog says %q with buttons %+v for %v", v.Title, v.Buttons, b.P.Pending().Options)
			}
			if !strings.Contains(strings.Join(v.Lines, " "), "natural roll is 18") {
				t.Errorf("the dialog's text %q does not give the natural 18", v.Lines)
			}
			img, _ := frames(t, g, 2)
			keepShot(t, "flexible-dialog", img)
			checkFrame(t, "flexible dialog", img, g.Context().Theme.Accent, 150, image.Rect(0, battleTopH, g.Context().Width-battleSideW, g.Context().Height-battleBarH))
			n := len(b.P.Pending().Options)
			x, y, w, h := b.react.button(&b.lay, tc.button(n), n)
			g.Context().Input.InjectClick(int(x+w/2), int(y+h/2))
			frames(t, g, 3)
			if b.P.Pending() != nil {
				t.Fatal("the click on the dialog's button did not answer it")
			}
			used := ""
			for _, e := range b.B().Log {
				if n, ok := e.(combat.Note); ok && strings.HasPrefix(n.Text, "flexible attack: ") {
					used = strings.Fields(strings.TrimPrefix(n.Text, "flexible attack: "))[0]
					if strings.HasPrefix(n.Text, "flexible attack: shield bash") {
						used = "shield bash"
					}
				}
			}
			if used != tc.want {
				t.Errorf("the flexible attack used is %q, want %q", used, tc.want)
			}
		})
	}
}

func TestAutoPromptsAnswersWithTheAI(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	g.Context().Settings.AutoPrompts = true
	b := duelBattle(t, g, age13.ID, map[string]string{"edition": "2"}, "fighter", "zombie", 20, 1, 18)
	i := slices.IndexFunc(b.KindButtons(), func(o play.Button) bool { return o.Kind == "melee" })
	press(t, g, game.HotKeys[i])
	clickSquare(t, g, b, grid.Pos{X: 3, Y: 2})
	if b.P.Pending() != nil {
		t.Fatal("with \"Answer prompts automatically\" on, the flexible attack prompt was still asked")
	}
	// the AI's default: the rules' default flexible attack, shield bash (the only one up)
	found := false
	for _, e := range b.B().Log {
		if n, ok := e.(combat.Note); ok && strings.HasPrefix(n.Text, "flexible attack: shield bash") {
			found = true
		}
	}
	if !found {
		t.Error("the default answer did not use shield bash, the flexible attack the natural 18 brought up")
	}
}

func TestAge13PanelAndEscalationDie(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	b := duelBattle(t, g, age13.ID, map[string]string{"edition": "2"}, "fighter", "zombie", 20, 1)
	c := g.Context()
	pr := combat.Present(b.B().Rules)
	// the escalation die: 0 in round 1 (13th-age-combat-rules.txt "Escalation Die")
	if cv := pr.Counters(b.B()); len(cv) != 1 || cv[0].Blocked || !strings.Contains(cv[0].Note, "round 2") {
		t.Errorf("round 1: the counters are %+v, want the escalation die starting in round 2", cv)
	}
	hero := b.B().Unit("Hero")
	// a level 1 fighter has 9 recoveries of d10 (the class table, combat/rules/age13 character.go)
	if uv := pr.Unit(b.B(), hero); len(uv.Lines) == 0 || !strings.HasPrefix(uv.Lines[0].Text, "Recoveries 9 / 9 (d10 × 1)") {
		t.Errorf("the fighter's lines are %+v, want 9 of 9 d10 recoveries", uv.Lines)
	}
	img, _ := frames(t, g, 2)
	keepShot(t, "age13-duel", img)
	th := c.Theme
	// the die's face is the accent's only when it is above 0: in round 1 the panel's text
	checkFrame(t, "age13 panel", img, th.Text, 300, image.Rect(c.Width-battleSideW, battleTopH, c.Width, battleTopH+200))
	// the bar's first row: standard, move, quick and interrupt left
	if n := near(img, image.Rect(0, c.Height-battleBarH, c.Width-battleSideW, c.Height-battleBarH+barHeadH+6), th.Good); n < 40 {
		t.Errorf("only %d pixels of the actions-left pips in the bar's first row", n)
	}
	for _, sl := range []string{age13.SlotStandard, age13.SlotMove, age13.SlotQuick, age13.SlotInterrupt} {
		if hero.Left(sl) != 1 {
			t.Errorf("the fighter has %d %s actions at its turn's start, want 1", hero.Left(sl), sl)
		}
	}
}

func TestFallenHeroFightsInSpiritFromItsPanel(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	// initiative: Hero 20, Friend 10, the zombie 1
	b := roomBattle(t, g, age13.ID, map[string]string{"edition": "1"},
		[]UnitSpec{{Kind: "fighter", Name: "Hero", Pos: grid.Pos{X: 2, Y: 2}}, {Kind: "cleric", Name: "Friend", Pos: grid.Pos{X: 1, Y: 1}}},
		[]UnitSpec{{Kind: "zombie", Name: "Foe", Pos: grid.Pos{X: 6, Y: 2}}}, 20, 10, 1)
	// Friend falls (as a hit to 0 hp would make it): out of the fight, it may fight in spirit
	b.B().Emit(combat.StatusChanged{Unit: "Friend", Status: combat.Down, Why: "test: knocked out"})
	b.afterAction(g.Context())
	clickSquare(t, g, b, grid.Pos{X: 1, Y: 1})
	if b.P.Selected() == nil || b.P.Selected().Name != "Friend" {
		t.Fatalf("clicking the fallen cleric selected %v", b.P.Selected())
	}
	var open []string
	for _, k := range b.KindButtons() {
		if k.Refused == "" {
			open = append(open, k.Kind)
		}
	}
	if !slices.Equal(open, []string{age13.KindSpirit}) {
		t.Fatalf("the fallen cleric may take %v; want only Fight in spirit, the rest greyed (13th-age-combat-rules.txt \"Fight in Spirit\")", open)
	}
	press(t, g, game.HotKeys[optionIndex(t, b, age13.KindSpirit)])
	if !slices.Equal(b.P.Strip().Choices, []string{"attacks", "AC", "PD", "MD"}) {
		t.Fatalf("fight in spirit's strip offers %v; want attacks, AC, PD and MD", b.P.Strip().Choices)
	}
	clickChip(t, g, b, "AC")
	img, _ := frames(t, g, 2)
	keepShot(t, "age13-fight-in-spirit", img)
	clickSquare(t, g, b, grid.Pos{X: 2, Y: 2})
	a, ok := lastAction(b)
	if !ok || a.Kind != age13.KindSpirit || a.Unit != "Friend" || a.Target != "Hero" || a.Choice != "AC" {
		t.Fatalf("the last action is %+v, want Friend fighting in spirit for Hero's AC", a)
	}
	// the first time anyone fights in spirit: +2
	if cd, ok := b.B().Unit("Hero").Condition(age13.InSpirit + ": AC"); !ok || cd.Value != 2 {
		t.Errorf("Hero's bonus is %+v, want +2 to AC the first time", cd)
	}
	if b.P.Selected() != nil && b.P.Selected().Name == "Friend" {
		t.Error("Friend stays selected after fighting in spirit, its once a round spent")
	}
}

func TestReadyForAnyFoeFromTheStrip(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	b := roomBattle(t, g, age13.ID, map[string]string{"edition": "2"},
		[]UnitSpec{{Kind: "ranger", Name: "Hero", Pos: grid.Pos{X: 1, Y: 2}}},
		[]UnitSpec{{Kind: "orc", Name: "Foe", Pos: grid.Pos{X: 7, Y: 2}}}, 20, 1)
	i := optionIndex(t, b, age13.KindReady)
	press(t, g, game.HotKeys[i])
	if !(b.P.Strip().Any != nil) || len(b.P.Strip().Choices) != 2 {
		t.Fatalf("Ready an attack's strip is %+v; want melee and ranged and a chip for any foe (13th-age-combat-rules.txt \"Readying an Action\")", b.P.Strip())
	}
	clickChip(t, g, b, "Ranged")
	img, _ := frames(t, g, 2)
	keepShot(t, "age13-ready-strip", img)
	press(t, g, game.Confirm)
	a, ok := lastAction(b)
	if !ok || a.Kind != age13.KindReady || a.Target != "" || a.Choice != "ranged" {
		t.Fatalf("the last action is %+v, want a ranged attack readied for any foe", a)
	}
	if cd, ok := b.B().Unit("Hero").Condition(age13.Readied); !ok || !strings.HasPrefix(cd.Note, "ranged") {
		t.Errorf("Hero's readied condition is %+v", cd)
	}
}

func TestReadyAMoveFromTheScreen(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	b := roomBattle(t, g, age13.ID, map[string]string{"edition": "1"},
		[]UnitSpec{{Kind: "wizard", Name: "Hero", Pos: grid.Pos{X: 1, Y: 2}}},
		[]UnitSpec{{Kind: "orc", Name: "Foe", Pos: grid.Pos{X: 7, Y: 2}}}, 20, 1)
	i := optionIndex(t, b, age13.KindReadyMove)
	press(t, g, game.HotKeys[i])
	if o := b.KindButtons()[i]; o.Refused != "" || !slices.Contains(squaresOf(b, o.Kind), grid.Pos{X: 1, Y: 1}) {
		t.Fatalf("Ready a move is %+v; want it open, its squares those a move reaches (13th-age-combat-rules.txt \"Readying an Action\")", o)
	}
	img, _ := frames(t, g, 2)
	keepShot(t, "age13-ready-move", img)
	clickSquare(t, g, b, grid.Pos{X: 1, Y: 1})
	a, ok := lastAction(b)
	if !ok || a.Kind != age13.KindReadyMove || a.Target != "" || len(a.Path) != 1 || a.Path[0] != (grid.Pos{X: 1, Y: 1}) {
		t.Fatalf("the last action is %+v, want a move to (1,1) readied for any foe", a)
	}
	cd, ok := b.B().Unit("Hero").Condition(age13.Readied)
	if !ok || cd.Note != "move to (1,1)" {
		t.Errorf("Hero's readied condition is %+v, want a move to (1,1)", cd)
	}
	if v, _ := combat.Present(b.B().Rules).Condition(cd); v.Text != "readied move to (1,1)" || !v.Helps {
		t.Errorf("the panel's chip says %q (helps %v)", v.Text, v.Helps)
	}
	// the orc, 30 ft away, steps nearer on its turn: the dialog offers the readied move
	press(t, g, game.EndTurn)
	for range 120 {
		if b.P.Pending() != nil {
			break
		}
		frames(t, g, 1)
	}
	if b.P.Pending() == nil {
		t.Fatal("no dialog for the readied move as the orc came near")
	}
	v := b.P.Pending().View
	if v.Title != "Readied move: Hero" || len(v.Buttons) != 1 || v.Buttons[0].Label != "Take the readied move" {
		t.Fatalf("the dialog says %q with buttons %+v", v.Title, v.Buttons)
	}
	img, _ = frames(t, g, 2)
	keepShot(t, "age13-readied-move-dialog", img)
	x, y, w, h := b.react.button(&b.lay, 0, 1)
	g.Context().Input.InjectClick(int(x+w/2), int(y+h/2))
	frames(t, g, 3)
	if b.P.Pending() != nil || b.B().Unit("Hero").Pos != (grid.Pos{X: 1, Y: 1}) {
		t.Fatalf("after the click, Hero is at %v (dialog %v): want it moved to (1,1)", b.B().Unit("Hero").Pos, b.P.Pending() != nil)
	}
}
