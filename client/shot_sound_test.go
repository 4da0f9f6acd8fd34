package client

// The shot's sound: what the side on screen hears of a battle's first turns, on a map of two
// rooms sealed apart (testdata/sealed-rooms): Ann's warrior fights two skeletons in the west
// room, Bo's warrior two more in the east one, under fog.

import (
	"math"
	"path/filepath"
	"testing"
	"time"

	"skirmish/combat"
	_ "skirmish/combat/rules/delvers" // the test map's ruleset
	"skirmish/game"
	"skirmish/game/audio"
	"skirmish/scenes"
	"skirmish/sound"
)

// sealedRooms is the test map.
var sealedRooms = filepath.Join("testdata", "sealed-rooms", "sealed-rooms.tmx")

// soundTurns are the turns played: a few rounds of the three sides.
const soundTurns = 9

// shotBattle builds the battle shot of sealedRooms after soundTurns turns, with settings st
// (fog on or off).
func shotBattle(t *testing.T, st game.Settings, fog bool) (*game.Context, *scenes.Battle) {
	t.Helper()
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	g, err := game.New(1280, 720)
	if err != nil {
		t.Fatal(err)
	}
	c := g.Context()
	c.Apply(st)
	if c.Files, err = Files(); err != nil {
		t.Fatal(err)
	}
	m, err := game.LoadMap(sealedRooms)
	if err != nil {
		t.Fatal(err)
	}
	setup, err := scenes.NewSetup(c, sealedRooms, m)
	if err != nil {
		t.Fatal(err)
	}
	spec := setup.Spec()
	spec.Fog = fog
	b, err := scenes.ShotBattle(c, spec, soundTurns)
	if err != nil {
		t.Fatal(err)
	}
	return c, b
}

// westBlows and eastBlows are the log's attacks struck in each room (by where the attacker
// stands: the rooms are sealed, so its target is in the same one).
func blowsByRoom(b *scenes.Battle) (west, east []int) {
	for i, e := range b.P.B.Log {
		if a, ok := e.(combat.AttackRolled); ok {
			if u := b.P.B.Unit(a.Attacker); u != nil && u.Pos.X < 6 {
				west = append(west, i)
			} else {
				east = append(east, i)
			}
		}
	}
	return west, east
}

// impacts are when the cues of each blow land (the last cue an attack event calls for).
func impacts(cues []sound.Cue) map[int]time.Duration {
	out := map[int]time.Duration{}
	for _, c := range cues {
		switch c.Effect {
		case sound.Hit, sound.Crit, sound.Miss, sound.Block:
			out[c.Event] = c.At
		}
	}
	return out
}

// loudness is the RMS of stereo frames from a to b.
func loudness(frames []float32, a, b time.Duration) float64 {
	i := 2 * int(a.Seconds()*audio.SampleRate)
	j := min(len(frames), 2*int(b.Seconds()*audio.SampleRate))
	sum := 0.0
	for _, s := range frames[i:j] {
		sum += float64(s) * float64(s)
	}
	return math.Sqrt(sum / float64(max(1, j-i)))
}

// effectsOnly are the default settings with no ambience nor music: the blows stand alone.
func effectsOnly() game.Settings {
	st := game.DefaultSettings()
	st.AmbienceVolume, st.MusicVolume = 0, 0
	return st
}

// TestShotSoundHearsTheBlowsItSees: Ann hears every blow struck in her room, each at its time in
// the mix (loud within 120 ms of its impact, against quiet before the first sound); under fog
// she hears none struck in the sealed east room, without fog she hears them too.
func TestShotSoundHearsTheBlowsItSees(t *testing.T) {
	c, b := shotBattle(t, effectsOnly(), true)
	west, east := blowsByRoom(b)
	if len(west) < 2 || len(east) < 2 {
		t.Fatalf("the battle should trade blows in both rooms: west %v, east %v", west, east)
	}
	snd := BattleSound(c, b)
	at := impacts(snd.Cues)
	frames := snd.Render(c)
	if loudness(frames, 0, snd.Length) < 0.01 {
		t.Fatalf("the shot's sound is silent: RMS %.4f", loudness(frames, 0, snd.Length))
	}
	for _, i := range west {
		t0, ok := at[i]
		if !ok {
			t.Errorf("Ann does not hear blow %d beside her warrior (%+v)", i, b.P.B.Log[i])
			continue
		}
		if l := loudness(frames, t0, t0+120*time.Millisecond); l < 0.03 {
			t.Errorf("blow %d lands at %v, but the mix there is quiet: RMS %.4f", i, t0, l)
		}
	}
	for _, i := range east {
		if _, ok := at[i]; ok {
			t.Errorf("under fog Ann hears blow %d struck in the sealed room (%+v)", i, b.P.B.Log[i])
		}
	}
	c, b = shotBattle(t, effectsOnly(), false)
	_, east = blowsByRoom(b)
	at = impacts(BattleSound(c, b).Cues)
	for _, i := range east {
		if _, ok := at[i]; !ok {
			t.Errorf("without fog blow %d in the east room is not heard", i)
		}
	}
}

// TestShotSoundFollowsEveryVolume: each volume setting, and mute, changes the shot's sound.
func TestShotSoundFollowsEveryVolume(t *testing.T) {
	c, b := shotBattle(t, game.DefaultSettings(), true)
	snd := BattleSound(c, b)
	if snd.Loops[sound.Ambience] != sound.AmbDungeon || snd.Loops[sound.Music] != sound.MusicBattle {
		t.Fatalf("the battle's loops are %v, want the map's dungeon ambience and the battle music", snd.Loops)
	}
	base := snd.Render(c)
	whole := snd.Length
	for _, v := range []struct {
		name string
		set  func(*game.Settings)
	}{
		{"master", func(s *game.Settings) { s.MasterVolume = 0.3 }},
		{"effects", func(s *game.Settings) { s.EffectsVolume = 0 }},
		{"ambience", func(s *game.Settings) { s.AmbienceVolume = 0 }},
		{"music", func(s *game.Settings) { s.MusicVolume = 0 }},
		{"interface", func(s *game.Settings) { s.InterfaceVolume = 0 }},
		{"mute", func(s *game.Settings) { s.Mute = true }},
	} {
		st := game.DefaultSettings()
		v.set(&st)
		c.Apply(st)
		got := snd.Render(c)
		if a, b := loudness(base, 0, whole), loudness(got, 0, whole); math.Abs(a-b) < 1e-4 {
			t.Errorf("%s: the sound is as loud as with the defaults (RMS %.4f)", v.name, b)
		}
		if v.name == "mute" && loudness(got, 0, whole) != 0 {
			t.Errorf("muted, the shot's sound is not silent")
		}
	}
}
