package scenes

// Rest tests: a menu or the deploy screen asks for frames only while something on it changes
// by itself (game.Animator), so that a player reading it costs no CPU.

import (
	"testing"

	"github.com/ebitenui/ebitenui/widget"
)

func TestMenusAndDeployRestWhenNothingChanges(t *testing.T) {
	needDisplay(t)
	g := newTestGame(t, nil)
	c := g.Context()

	p := NewMapPicker(c)
	c.Push(p)
	frames(t, g, 3)
	if p.Animating(c) {
		t.Error("the map picker at rest asks for frames")
	}

	s := cryptSetup(t, c)
	c.Push(s)
	frames(t, g, 3)
	if s.Animating(c) {
		t.Error("the setup screen at rest asks for frames")
	}
	n := s.m.active()
	typing := false
	for _, it := range n.items {
		if _, ok := it.w.(*widget.TextInput); ok {
			n.selectItem(it)
			typing = true
			break
		}
	}
	if !typing {
		t.Fatal("the setup screen has no text field")
	}
	frames(t, g, 2)
	if !s.Animating(c) {
		t.Error("with a player's name being typed the caret's blink gets no frames")
	}

	d, err := NewDeploy(c, s.Spec())
	if err != nil {
		t.Fatal(err)
	}
	c.Push(d)
	frames(t, g, 3)
	if d.pick < 0 || !d.Animating(c) {
		t.Errorf("deploy with a unit in hand (pick %d) does not pulse its zone", d.pick)
	}
	clickOn(t, g, "auto")
	d.msgT = 0
	if d.pick >= 0 || d.Animating(c) {
		t.Errorf("deploy with every unit placed and no notice (pick %d) still asks for frames", d.pick)
	}
}
