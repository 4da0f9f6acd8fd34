package sound

import (
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"testing"

	"skirmish/combat"
	"skirmish/grid"
	"skirmish/play"
)

// eventKinds are the Type names of every combat event, read from combat/event.go: the methods
// `func (X) Type() string { return "name" }`.
func eventKinds(t *testing.T) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "../combat/event.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Recv == nil || fn.Name.Name != "Type" || len(fn.Body.List) != 1 {
			continue
		}
		if r, ok := fn.Body.List[0].(*ast.ReturnStmt); ok {
			if lit, ok := r.Results[0].(*ast.BasicLit); ok {
				out = append(out, lit.Value[1:len(lit.Value)-1])
			}
		}
	}
	if len(out) < 20 {
		t.Fatalf("read only %d event kinds from combat/event.go", len(out))
	}
	return out
}

// TestEveryEventKindHasASoundOrAReason: Sounds names every kind of combat event there is, once,
// each with the effects it may call for or why it has none.
func TestEveryEventKindHasASoundOrAReason(t *testing.T) {
	kinds := eventKinds(t)
	listed := map[string]bool{}
	for _, s := range Sounds {
		if listed[s.Type] {
			t.Errorf("%s is listed twice", s.Type)
		}
		listed[s.Type] = true
		if !slices.Contains(kinds, s.Type) {
			t.Errorf("%s is listed but no combat event has that type", s.Type)
		}
		if s.Why == "" {
			t.Errorf("%s says neither what it sounds like nor why it has no sound", s.Type)
		}
		for _, e := range s.Effects {
			if !slices.Contains(All(), e) {
				t.Errorf("%s calls for %s, which is no effect the game has", s.Type, e)
			}
		}
	}
	for _, k := range kinds {
		if !listed[k] {
			t.Errorf("combat event %q has no line in Sounds: say what it sounds like or why it has none", k)
		}
	}
}

// sampleBoard: a warrior (A) beside a skeleton (s), an archer (B) two squares off it, a door
// (+) A's step lands on.
const sampleBoard = `
	#######
	#A+s..#
	#.....#
	#B....#
	#######`

// TestEachEventSoundsAsListed: every kind of event, made up on a board, calls for the effects
// its line in Sounds lists and no other; the kinds without a sound call for nothing.
func TestEachEventSoundsAsListed(t *testing.T) {
	p := board(t, "delvers", sampleBoard, map[rune]who{'A': {"warrior", 0}, 'B': {"archer", 0}, 's': {"skeleton", 1}},
		[]string{"Heroes", "Foes"}, []bool{true, false}, false)
	h := &Hearer{}
	h.Listen(seat(p))
	at := func(x, y int) grid.Pos { return grid.Pos{X: x, Y: y} }
	samples := map[string][]combat.Event{
		"action": {combat.Acted{Action: combat.Action{Kind: "melee", Unit: "A", Target: "s"}},
			combat.Acted{Action: combat.Action{Kind: "screen", Unit: "A"}}},
		"round_started": {combat.RoundStarted{Round: 1}},
		"round_ended":   {combat.RoundEnded{Round: 1}},
		"order":         {combat.OrderSet{}},
		"turn_started":  {combat.TurnStarted{Turn: combat.Turn{Side: "Heroes"}}, combat.TurnStarted{Turn: combat.Turn{Side: "Foes"}}},
		"turn_ended":    {combat.TurnEnded{Side: "Heroes"}},
		"roll":          {combat.Rolled{Unit: "A", Dice: "d20", Faces: []int{3}, Total: 3}},
		"initiative":    {combat.Initiative{Side: "Heroes", Total: 5}},
		"check":         {combat.Checked{Unit: "A", Skill: "Exert", Success: true}},
		"budget":        {combat.BudgetSet{Unit: "A"}},
		"spent":         {combat.Spent{Unit: "A", Slot: "main", N: 1}},
		"moved": {combat.Moved{Unit: "A", From: at(1, 1), To: at(2, 1), Feet: 5},
			combat.Moved{Unit: "A", From: at(1, 1), To: at(1, 2), Feet: 5},
			combat.Moved{Unit: "s", From: at(3, 1), To: at(4, 1)}},
		"attack": {combat.AttackRolled{Attacker: "A", Target: "s", Weapon: "sword", Hit: true},
			combat.AttackRolled{Attacker: "B", Target: "s", Weapon: "longbow", Text: "a critical hit", Hit: true},
			combat.AttackRolled{Attacker: "s", Target: "A", Weapon: "sword", Defense: []combat.Term{{Label: "shield", Value: 1}}}},
		"damage_roll":       {combat.DamageRolled{Attacker: "s", Target: "A", Shock: true, Total: 1}},
		"damaged":           {combat.Damaged{Unit: "A", Amount: 2, Why: "bleeding"}},
		"healed":            {combat.Healed{Unit: "A", Amount: 2}},
		"condition_added":   {combat.ConditionAdded{Unit: "A", Condition: combat.Condition{Name: "prone"}}, combat.ConditionAdded{Unit: "A", Condition: combat.Condition{Name: "dazed"}}, combat.ConditionAdded{Unit: "A", Condition: combat.Condition{Name: "charging"}}},
		"condition_removed": {combat.ConditionRemoved{Unit: "A", Name: "prone"}},
		"status": {combat.StatusChanged{Unit: "s", Status: combat.Down}, combat.StatusChanged{Unit: "s", Status: combat.Dead},
			combat.StatusChanged{Unit: "s", Status: combat.Fled}, combat.StatusChanged{Unit: "s", Status: combat.Active}},
		"readied":   {combat.ItemReadied{Unit: "A", Item: "sword"}},
		"stowed":    {combat.ItemStowed{Unit: "A", Item: "sword"}},
		"dropped":   {combat.ItemDropped{Unit: "A", Item: "sword", Pos: at(1, 1)}},
		"picked_up": {combat.ItemPickedUp{Unit: "A", Item: "sword", Pos: at(1, 1)}},
		"reaction":  {combat.Reacted{Unit: "A", Prompt: "leave"}},
		"morale":    {combat.MoraleBroken{Unit: "s"}, combat.MoraleBroken{Side: "Foes"}},
		"counter":   {combat.CounterSet{Name: "escalation", Value: 1}},
		"ended":     {combat.Ended{Winner: "Heroes"}, combat.Ended{Winner: "Foes"}},
		"note":      {combat.Note{Unit: "A", Text: "a note"}},
	}
	for _, s := range Sounds {
		evs, ok := samples[s.Type]
		if !ok {
			t.Errorf("no sample %s event", s.Type)
			continue
		}
		heard := map[Effect]bool{}
		for _, e := range evs {
			cues, _ := h.Beat([]play.Told{{N: 0, Event: e}})
			for _, c := range cues {
				heard[c.Effect] = true
				if !slices.Contains(s.Effects, c.Effect) {
					t.Errorf("%s %+v sounds %s, which its line in Sounds does not list", s.Type, e, c.Effect)
				}
			}
		}
		if len(s.Effects) > 0 && len(heard) == 0 {
			t.Errorf("no sample %s event sounds", s.Type)
		}
	}
	want := map[string][]Effect{ // the samples' sounds, by kind
		"moved":        {StepWood, StepStone, Shove},
		"attack":       {Swing, Hit, Bow, Crit, Swing, Block},
		"turn_started": {TurnOurs, TurnFoe},
		"status":       {Fall, Die, Flee, Rise},
		"ended":        {Victory, Defeat},
	}
	for kind, effs := range want {
		var got []Effect
		for _, e := range samples[kind] {
			cues, _ := h.Beat([]play.Told{{N: 0, Event: e}})
			got = append(got, effects(cues)...)
		}
		if !slices.Equal(got, effs) {
			t.Errorf("%s: the samples sound %v, want %v", kind, got, effs)
		}
	}
}
