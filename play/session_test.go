package play

// The seam a network will be put on: a side's messages in, its view and the events it is told
// out, all plain values that travel as JSON; a side not in turn is refused; the threat preview
// is the play layer's.

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"skirmish/ai"
	"skirmish/combat"
	"skirmish/grid"
)

// roundTrip writes v as JSON, reads it into a new value of its type and writes that again:
// the two writings must be the same.
func roundTrip[T any](t *testing.T, v T) T {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("writing %T: %v", v, err)
	}
	var back T
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatalf("reading %T back: %v\n%s", v, err, data)
	}
	again, err := json.Marshal(back)
	if err != nil {
		t.Fatal(err)
	}
	if string(again) != string(data) {
		t.Fatalf("%T changed on its way through JSON:\n%s\n%s", v, data, again)
	}
	return back
}

func TestMessagesTravelAsJSON(t *testing.T) {
	p := grid.Pos{X: 3, Y: 4}
	for _, m := range []Msg{Select("Bram"), NextUnit(), Deselect(), Hover(p), Unhover(), Choose("charge"), PickChoice(2),
		PickWeapon(-1), TakeVariant(1), TakeAny(), Click(p), Cancel(), EndTurn(), Undo(), Redo(), Answer(-1), ShowThreats(true)} {
		if back := roundTrip(t, m); back != m {
			t.Errorf("%+v came back as %+v", m, back)
		}
	}
}

// eventTypeNames are the names every event type of package combat gives itself (its Type
// method's), read from the package's source.
func eventTypeNames(t *testing.T) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "../combat/event.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Recv == nil || fn.Name.Name != "Type" || len(fn.Body.List) != 1 {
			continue
		}
		if ret, ok := fn.Body.List[0].(*ast.ReturnStmt); ok && len(ret.Results) == 1 {
			if lit, ok := ret.Results[0].(*ast.BasicLit); ok {
				name, _ := strconv.Unquote(lit.Value)
				names = append(names, name)
			}
		}
	}
	if len(names) < 20 {
		t.Fatalf("found only %d event types in combat/event.go: %v", len(names), names)
	}
	return names
}

// Every kind of event the engine has can be read back from its JSON, and the events of a
// battle played a few rounds come back as they were.
func TestEveryEventTravelsAsJSON(t *testing.T) {
	for _, name := range eventTypeNames(t) {
		if eventTypes[name] == nil {
			t.Errorf("an event of type %q cannot be read back (wire.go's init lacks it)", name)
		}
	}
	tb := newTable(t, delvers(), melee, map[rune]who{'A': {name: "Bram", kind: "warrior"}, 'z': {name: "Rot", kind: "zombie", side: 1}})
	tb.RunAI(4)
	for i, e := range tb.B.Log {
		back := roundTrip(t, Told{N: i, Event: e})
		if back.N != i || !reflect.DeepEqual(back.Event, e) && !sameJSON(t, back.Event, e) {
			t.Errorf("event %d came back as %#v, was %#v", i, back.Event, e)
		}
	}
}

// sameJSON reports whether two events write the same JSON (an empty list and none do).
func sameJSON(t *testing.T, a, b combat.Event) bool {
	t.Helper()
	x, err1 := combat.MarshalEvent(a)
	y, err2 := combat.MarshalEvent(b)
	return err1 == nil && err2 == nil && string(x) == string(y)
}

// melee is a room with the hero and a zombie three squares apart.
const melee = `
	########
	#......#
	#.A..z.#
	#......#
	########`

// A turn played by messages alone: the side's view says it is its turn and who is selected;
// hovering a square previews the move; a click takes it, and the side is told its steps; the
// other side's messages of a turn are refused; the view travels as JSON.
func TestATurnPlayedByMessages(t *testing.T) {
	tb := newTable(t, game{rules: "delvers", humans: []bool{true, true}, forced: []int{8, 1}}, melee,
		map[rune]who{'A': {name: "Bram", kind: "warrior"}, 'z': {name: "Rot", kind: "zombie", side: 1}})
	me, them := tb.Session(0), tb.Session(1)
	me.Events()
	v := me.View()
	if !v.Mine || v.Act == nil || v.Act.Selected != "Bram" {
		t.Fatalf("side 0's view in its turn: mine %v, act %+v", v.Mine, v.Act)
	}
	if them.View().Mine || them.View().Act != nil {
		t.Error("side 1's view says it may act in side 0's turn")
	}
	if r := them.Send(Click(grid.Pos{X: 4, Y: 1})); r.Refused != errNotYours.Error() {
		t.Errorf("side 1's click in side 0's turn: %+v", r)
	}
	to := grid.Pos{X: 3, Y: 2}
	me.Send(Hover(to))
	h := me.View().Hover
	if h == nil || !strings.HasPrefix(h.Title, "Move · 5 ft") || !h.Walk || len(h.Path) != 2 {
		t.Fatalf("hovering %v previews %+v", to, h)
	}
	if r := me.Send(Click(to)); r.Refused != "" {
		t.Fatalf("the click was refused: %s", r.Refused)
	}
	f := roundTrip(t, me.Events())
	moved := false
	for _, e := range f.Events {
		if m, ok := e.Event.(combat.Moved); ok && m.Unit == "Bram" && m.To == to {
			moved = true
		}
	}
	if !moved {
		t.Errorf("side 0 was not told Bram's step: %+v", f.Events)
	}
	if u := me.View().Unit("Bram"); u == nil || u.Pos != to {
		t.Errorf("the view has Bram at %+v, want %v", u, to)
	}
	roundTrip(t, *me.View())
}

func TestThreatLineWords(t *testing.T) {
	orc, rot := &combat.Unit{Name: "Orc"}, &combat.Unit{Name: "Rot"}
	cases := []struct {
		name string
		ts   []ai.Threat
		want string
	}{
		{"two foes with odds: the total expected, then each, to hit said once", []ai.Threat{
			{Foe: orc, Worst: 9, Odds: true, Expect: combat.Estimate{Hit: 0.55, Damage: 4.44, Max: 9}},
			{Foe: rot, Worst: 6, Odds: true, Expect: combat.Estimate{Hit: 0.4, Damage: 1.6, Max: 6}}},
			"Next turn 2 foes could attack here, about 6 damage expected (up to 15): Orc 55% to hit, about 4 (up to 9); Rot 40%, about 2 (up to 6)"},
		{"one foe, a sliver of a chance: never a certain 0%", []ai.Threat{
			{Foe: orc, Worst: 9, Odds: true, Expect: combat.Estimate{Hit: 0.004, Damage: 0.02, Max: 9}}},
			"Next turn 1 foe could attack here, less than 1 damage expected (up to 9): Orc 1% to hit, less than 1 (up to 9)"},
		{"a foe whose rules give no odds: its worst blow only", []ai.Threat{
			{Foe: orc, Worst: 9, Odds: true, Expect: combat.Estimate{Hit: 0.999, Damage: 8, Max: 9}},
			{Foe: rot, Worst: 6, Expect: combat.Estimate{Max: 6}}},
			"Next turn 2 foes could attack here, up to 15 in all: Orc 99% to hit, about 8 (up to 9); Rot (up to 6)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := ThreatLine(c.ts); got != c.want {
				t.Errorf("got  %q\nwant %q", got, c.want)
			}
		})
	}
}

// Hovering a square the hero could walk to, beside an orc and a skeleton's walk away, the
// preview says what they are expected to deal it there, by the ruleset's own odds; hovering
// the orc shows the squares it could attack next turn, and the foes' reach at once counts it.
func TestThreatPreviewOnHover(t *testing.T) {
	tb := newTable(t, delvers(), `
		##########
		#....o...#
		#.H......#
		#......s.#
		#........#
		##########`, map[rune]who{'H': {name: "Hero", kind: "warrior"}, 'o': {name: "Orc", kind: "orc", side: 1},
		's': {name: "Skeleton", kind: "skeleton", side: 1}})
	me := tb.Session(0)
	me.Send(Hover(grid.Pos{X: 4, Y: 2}))
	h := me.View().Hover
	if h == nil {
		t.Fatal("no preview")
	}
	text := strings.Join(h.Lines, " ")
	for _, want := range []string{"Next turn 2 foes could attack here,", "damage expected (up to", "Orc ", "% to hit, about", "Skeleton "} {
		if !strings.Contains(text, want) {
			t.Errorf("the preview reads %q, want %q in it", text, want)
		}
	}
	me.Send(Hover(tb.unit("Orc").Pos))
	if r := me.View().Hover.Reach; len(r) == 0 {
		t.Error("hovering the orc shows no square it could attack")
	}
	me.Send(ShowThreats(true))
	d := me.View().Danger
	if d == nil || d[tb.B.Map.Index(grid.Pos{X: 4, Y: 2})] != 2 {
		t.Errorf("the foes' reach at once counts %v foes at (4,2), want 2", d)
	}
}
