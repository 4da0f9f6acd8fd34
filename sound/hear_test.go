package sound

import (
	"slices"
	"testing"
	"time"

	"skirmish/combat"
	"skirmish/grid"
	"skirmish/play"
)

// sealedRooms are two rooms with no way between them: Ann's warrior (A) and a skeleton (g) in
// the west one, Bo's warrior (X) and a skeleton (r) in the east one.
const sealedRooms = `
	#############
	#.....#.....#
	#.Ag..#.Xr..#
	#.....#.....#
	#############`

var sealedUnits = map[rune]who{'A': {"warrior", 0}, 'g': {"skeleton", 2}, 'X': {"warrior", 1}, 'r': {"skeleton", 2}}

// blows sorts the attacks of a battle's log by the room they were struck in.
func blows(t *testing.T, log []combat.Event) (west, east []int) {
	t.Helper()
	for i, e := range log {
		if a, ok := e.(combat.AttackRolled); ok {
			switch a.Attacker {
			case "A", "g":
				west = append(west, i)
			default:
				east = append(east, i)
			}
		}
	}
	if len(west) == 0 || len(east) == 0 {
		t.Fatalf("the battle should have blows in both rooms: west %v, east %v", west, east)
	}
	return west, east
}

// heard are the log's events that cues were called for by.
func heard(cues []Cue) map[int][]Effect {
	out := map[int][]Effect{}
	for _, c := range cues {
		out[c.Event] = append(out[c.Event], c.Effect)
	}
	return out
}

// TestHiddenFoesBlowsAreSilent: under fog, Ann (west room) hears the blows struck beside her
// warrior and none of the fight in the sealed east room; without fog she hears both.
func TestHiddenFoesBlowsAreSilent(t *testing.T) {
	sides, humans := []string{"Ann's", "Bo's", "Beasts"}, []bool{true, false, false}
	for _, fog := range []bool{true, false} {
		p := board(t, "delvers", sealedRooms, sealedUnits, sides, humans, fog)
		p.RunAI(4)
		west, east := blows(t, p.B.Log)
		h := &Hearer{}
		h.Listen(seat(p))
		if want := 0; h.Side != want {
			t.Fatalf("fog %v: the hearer listens as side %d, want %d", fog, h.Side, want)
		}
		cues, length := h.Timeline(seat(p).ToldSince(0))
		if length <= 0 {
			t.Fatalf("fog %v: the timeline is empty", fog)
		}
		by := heard(cues)
		for _, i := range west {
			if len(by[i]) < 2 {
				t.Errorf("fog %v: blow %d beside Ann's warrior sounds %v, want its launch and impact", fog, i, by[i])
			}
		}
		for _, i := range east {
			if fog && len(by[i]) > 0 {
				t.Errorf("under fog, blow %d in the sealed room (%+v) sounds %v to Ann", i, p.B.Log[i], by[i])
			}
			if !fog && len(by[i]) == 0 {
				t.Errorf("without fog, blow %d in the east room is silent", i)
			}
		}
		if fog {
			for _, c := range cues {
				if !p.Sight().Knows(0, c.Event) {
					t.Errorf("Ann hears %s for event %d, which she may not know of", c.Effect, c.Event)
				}
			}
		}
	}
}

// TestUnseenShooterIsHeardOnlyLanding: an arrow from an archer the listener does not see is
// heard landing on its unit, not leaving the bow.
func TestUnseenShooterIsHeardOnlyLanding(t *testing.T) {
	p := board(t, "delvers", sampleBoard, map[rune]who{'A': {"warrior", 0}, 'B': {"archer", 1}, 's': {"skeleton", 1}},
		[]string{"Heroes", "Foes"}, []bool{true, false}, true)
	h := &Hearer{}
	h.Listen(seat(p))
	h.Eyes = blindTo{"B"}
	shot := []play.Told{{N: 0, Event: combat.AttackRolled{Attacker: "B", Target: "A", Weapon: "longbow", Hit: true}}}
	cues, _ := h.Beat(shot)
	if got := effects(cues); !slices.Equal(got, []Effect{Hit}) {
		t.Errorf("an unseen archer's hit sounds %v, want only [hit]", got)
	}
	h.Eyes = p.Sight()
	cues, _ = h.Beat(shot)
	if got := effects(cues); !slices.Equal(got, []Effect{Bow, Hit}) {
		t.Errorf("a seen archer's hit sounds %v, want [bow hit]", got)
	}
	if cues[1].At-cues[0].At < minFlight {
		t.Errorf("the arrow lands %v after it leaves the bow, want its flight of at least %v", cues[1].At-cues[0].At, minFlight)
	}
}

// blindTo sees every unit but those named.
type blindTo []string

func (b blindTo) Sees(_ int, u *combat.Unit) bool { return !slices.Contains(b, u.Name) }

// TestCriticalHits: each ruleset's way of saying an attack was critical sounds a critical hit.
func TestCriticalHits(t *testing.T) {
	p := board(t, "delvers", sampleBoard, map[rune]who{'A': {"warrior", 0}, 'B': {"archer", 0}, 's': {"skeleton", 1}},
		[]string{"Heroes", "Foes"}, []bool{true, false}, false)
	h := &Hearer{}
	h.Listen(seat(p))
	hit := combat.AttackRolled{Attacker: "A", Target: "s", Weapon: "sword", Hit: true}
	dmg := func(label string) combat.DamageRolled {
		return combat.DamageRolled{Attacker: "A", Target: "s", Terms: []combat.Term{{Label: "d8", Value: 5}, {Label: label, Value: 5}}}
	}
	pool := func(n, of int, hit bool, text string) combat.AttackRolled {
		a := hit0(hit)
		a.Text = "die " + string(rune('0'+n)) + " of " + string(rune('0'+of)) + ": " + text
		return a
	}
	for _, c := range []struct {
		name string
		evs  []combat.Event
		want Effect
	}{
		{"a plain hit", []combat.Event{hit, dmg("STR")}, Hit},
		{"13th Age: crit: double", []combat.Event{hit, dmg("crit: double")}, Crit},
		{"d20: critical ×3 in the damage", []combat.Event{hit, dmg("critical ×3")}, Crit},
		{"d20: a critical hit in the roll", []combat.Event{combat.AttackRolled{Attacker: "A", Target: "s", Weapon: "sword", Hit: true, Text: "d20 20 = 21 vs AC 18: hit, a critical hit (threat 20–20, ×3)"}}, Crit},
		{"Realms: one critical die of a pool is one critical blow", []combat.Event{pool(1, 3, false, "miss"), pool(2, 3, true, "natural 20, hit (critical)"), pool(3, 3, true, "hit")}, Crit},
		{"Realms: a pool of misses is one miss", []combat.Event{pool(1, 2, false, "miss"), pool(2, 2, false, "miss")}, Miss},
	} {
		var told []play.Told
		for i, e := range c.evs {
			told = append(told, play.Told{N: i, Event: e})
		}
		cues, _ := h.Beat(told)
		if got := effects(cues); !slices.Equal(got, []Effect{Swing, c.want}) {
			t.Errorf("%s: sounds %v, want [swing %s]", c.name, got, c.want)
		}
	}
}

// hit0 is A's sword blow on s, a hit or not.
func hit0(hit bool) combat.AttackRolled {
	return combat.AttackRolled{Attacker: "A", Target: "s", Weapon: "sword", Hit: hit}
}

// TestSpellsByElement: each catalog spell sounds of its element.
func TestSpellsByElement(t *testing.T) {
	for _, c := range []struct{ name, element string }{
		{"firebolt", "fire"}, {"fiery breath", "fire"}, {"scorching ray", "fire"}, {"ray of frost", "frost"},
		{"lightning fork", "lightning"}, {"shocking grasp", "lightning"}, {"acid arrow", "acid"},
		{"shadow bolt", "shadow"}, {"inflict light wounds", "shadow"}, {"javelin of faith", "holy"},
		{"whispers of madness", "mind"}, {"alluring song", "mind"}, {"word of binding", "mind"}, {"magic missile", "arcane"},
	} {
		if got := ElementOf(combat.Weapon{Name: c.name, Kind: combat.Spell}); got != c.element {
			t.Errorf("%s sounds of %s, want %s", c.name, got, c.element)
		}
	}
}

// TestTimelinePlaysBeatsInTurn: on the timeline each beat starts when the one before has
// sounded, the steps of a move are a step's gap apart, and a faster pace shortens it all.
func TestTimelinePlaysBeatsInTurn(t *testing.T) {
	p := board(t, "delvers", sampleBoard, map[rune]who{'A': {"warrior", 0}, 'B': {"archer", 0}, 's': {"skeleton", 1}},
		[]string{"Heroes", "Foes"}, []bool{true, false}, false)
	at := func(x, y int) grid.Pos { return grid.Pos{X: x, Y: y} }
	told := []play.Told{
		{N: 0, Event: combat.Acted{Action: combat.Action{Kind: "run", Unit: "B"}}},
		{N: 1, Event: combat.Moved{Unit: "B", From: at(1, 3), To: at(2, 3), Feet: 5}},
		{N: 2, Event: combat.Moved{Unit: "B", From: at(2, 3), To: at(3, 3), Feet: 10}},
		{N: 3, Event: combat.Acted{Action: combat.Action{Kind: "melee", Unit: "A", Target: "s"}}},
		{N: 4, Event: hit0(true)},
		{N: 5, Event: combat.StatusChanged{Unit: "s", Status: combat.Dead}},
	}
	h := &Hearer{}
	h.Listen(seat(p))
	cues, length := h.Timeline(told)
	if got := effects(cues); !slices.Equal(got, []Effect{StepStone, StepStone, Swing, Hit, Die}) {
		t.Fatalf("sounds %v", got)
	}
	if cues[1].At-cues[0].At != stepGap {
		t.Errorf("steps %v apart, want %v", cues[1].At-cues[0].At, stepGap)
	}
	if cues[2].At <= cues[1].At {
		t.Errorf("the blow's swing (%v) does not wait for the move's last step (%v)", cues[2].At, cues[1].At)
	}
	if cues[4].At <= cues[3].At {
		t.Errorf("the death (%v) comes before the blow lands (%v)", cues[4].At, cues[3].At)
	}
	h.Pace = 2
	fast, fastLength := h.Timeline(told)
	if fastLength != length/2 || fast[4].At != cues[4].At/2 {
		t.Errorf("at twice the speed the run lasts %v (the death at %v), want %v (%v)", fastLength, fast[4].At, length/2, cues[4].At/2)
	}
	if length > 3*time.Second {
		t.Errorf("a move and a blow last %v", length)
	}
}

// TestMapAmbience: a map's property names its ambience; without one, a walled map sounds like a
// dungeon and an open one like open ground; its ground follows.
func TestMapAmbience(t *testing.T) {
	for _, c := range []struct {
		name, text string
		want       Effect
		ground     string
	}{
		{"walled", "#####\n#...#\n#####", AmbDungeon, "stone"},
		{"open", ".....\n.....\n.....", AmbOutdoors, "earth"},
		{"said", "ambience: river\nground: grass\n#####\n#...#\n#####", AmbRiver, "grass"},
		{"silent", "ambience: none\n.....", "", "stone"},
	} {
		m, err := grid.ParseASCII(c.name, c.text)
		if err != nil {
			t.Fatal(err)
		}
		if got := MapAmbience(m); got != c.want {
			t.Errorf("%s: ambience %q, want %q", c.name, got, c.want)
		}
		if got := NewFloor(m).At(grid.Pos{X: 1, Y: 1}); got != c.ground {
			t.Errorf("%s: ground %q, want %q", c.name, got, c.ground)
		}
	}
}
