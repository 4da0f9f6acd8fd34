package play

import (
	"slices"
	"strings"
	"testing"

	"skirmish/combat/rules/realms"
	"skirmish/grid"
)

// Hovering a foe with the pyromancer's area spell chosen, the preview holds the burst's cells
// (the same cells the ruleset resolves, grid.Map.AreaCells) and names the foes caught with
// their odds, and warns of the knight caught too (friendly fire); a foe the side does not see
// is not named.
func TestAreaPreviewOnHover(t *testing.T) {
	g := game{rules: "realms", humans: []bool{true, false}, forced: []int{10, 9, 1, 2}}
	tb := newTable(t, g, `
		P...K.o.g
		.........
		.........`, map[rune]who{'P': {name: "Ash", kind: "pyromancer"}, 'K': {name: "Kara", kind: "knight"},
		'o': {name: "Grub", kind: "orc", side: 1}, 'g': {name: "Snik", kind: "goblin", side: 1}})
	me := tb.Session(0)
	for _, m := range []Msg{Select("Ash"), Choose(realms.KindArea), Hover(tb.unit("Grub").Pos)} {
		if r := me.Send(m); r.Refused != "" {
			t.Fatalf("%+v: %s", m, r.Refused)
		}
	}
	h := me.View().Hover
	if h == nil {
		t.Fatal("no preview")
	}
	want := tb.B.Map.AreaCells(nil, grid.Area{Kind: grid.AreaBurst, Origin: tb.unit("Grub").Pos, Feet: 15})
	if len(want) == 0 || !slices.Equal(h.Area, want) {
		t.Errorf("area %v, want the burst's %v", h.Area, want)
	}
	text := strings.Join(h.Lines, " ")
	for _, w := range []string{"Area: ", "Foes caught: Grub ", "Snik "} {
		if !strings.Contains(text, w) {
			t.Errorf("the preview reads %q, want %q in it", text, w)
		}
	}
	if !strings.HasPrefix(h.Warn, "Friendly fire: Kara ") || !slices.Equal(h.AreaFriends, []grid.Pos{tb.unit("Kara").Pos}) {
		t.Errorf("warn %q, friends %v; want Kara caught", h.Warn, h.AreaFriends)
	}
}
