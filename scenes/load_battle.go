package scenes

// Saving the battle in play: its save with who plays each side, quicksave and quickload, and the autosave of each round.

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"time"
	"unicode"

	"skirmish/ai"
	"skirmish/app/sim"
	"skirmish/combat/save"
	"skirmish/game"
)

// quickSaveName is the quicksave's file name in the saves folder, without .json.
const quickSaveName = "quicksave"

// AutosavesKept is how many autosaves the saves folder keeps.
const AutosavesKept = 3

// SpecOfSave is the battle spec of a save: its map, rules, seed and units, and who plays each
// side as the save's client part says. A save without one (written by the simulator, or
// before the client wrote it) gets the first side played by a human, "Player 1", the others
// by the AI at normal level, and fog off.
func SpecOfSave(f *save.File) BattleSpec {
	spec := BattleSpec{Map: f.Map.Path, Rules: f.Rules.ID, Options: maps.Clone(f.Rules.Options), Seed: f.Seed,
		Fog: f.Client != nil && f.Client.Fog}
	for i, name := range f.Sides {
		ss := SideSpec{Name: name, Level: ai.Normal}
		if p, ok := f.Client.Player(name); ok {
			ss.Human, ss.Player = p.Human, p.Name
			if lv, err := sim.ParseLevel(p.Level); !p.Human && err == nil {
				ss.Level = lv
			}
		} else if f.Client == nil && i == 0 {
			ss.Human, ss.Player = true, "Player 1"
		}
		for _, u := range f.Units {
			if u.Side == name {
				ss.Units = append(ss.Units, UnitSpec{Kind: u.Kind, Name: u.Name, Pos: u.Pos})
			}
		}
		spec.Sides = append(spec.Sides, ss)
	}
	return spec
}

// LoadBattle opens a loaded save on the battle screen, to go on playing it: the sides played
// as the save says (SpecOfSave), the combat log told from the first event.
func LoadBattle(c *game.Context, g *save.Game) (*Battle, error) {
	spec := SpecOfSave(g.File)
	var lost error
	if g.File.Client != nil && g.File.Client.Campaign != nil {
		spec.campaign, lost = rejoinCampaign(c.Files, g.File.Client.Campaign)
	}
	s, err := openBattle(c, spec, g.Setup, g.Battle)
	if err == nil && lost != nil {
		s.say("Played as a battle of its own: " + lost.Error())
	}
	return s, err
}

// clientOf is what a save keeps of spec beyond the battle: who plays each side, and fog.
func clientOf(spec BattleSpec, sides []string) *save.Client {
	cl := &save.Client{Fog: spec.Fog, Players: []save.Player{}}
	for _, ss := range spec.Sides {
		if !slices.Contains(sides, ss.Name) {
			continue
		}
		p := save.Player{Side: ss.Name, Human: ss.Human, Name: strings.TrimSpace(ss.Player)}
		if !ss.Human {
			p.Name, p.Level = "", sim.LevelName(ss.Level)
		} else if p.Name == "" {
			p.Name = "Player"
		}
		cl.Players = append(cl.Players, p)
	}
	cl.Campaign = spec.campaign.ref()
	return cl
}

// saveFile is the save of the battle in play, titled title.
func (s *Battle) saveFile(title string) (*save.File, error) {
	if s.P.Busy() {
		return nil, fmt.Errorf("an action is under way: save once it is done")
	}
	names := make([]string, len(s.B().Sides))
	for i, side := range s.B().Sides {
		names[i] = side.Name
	}
	return save.New(s.Setup, s.B(), save.Info{Title: title, Client: clientOf(s.Spec, names)})
}

// mapTitle is the map's title, else its file's name.
func (s *Battle) mapTitle() string {
	if t := s.B().Map.Title; t != "" {
		return t
	}
	return filepath.Base(s.Spec.Map)
}

// SaveTo writes the battle in play to the saves folder under name (a file name ending in
// .json), titled title, and returns its path.
func (s *Battle) SaveTo(c *game.Context, name, title string) (string, error) {
	f, err := s.saveFile(title)
	if err != nil {
		return "", err
	}
	dir, err := saveDir(c)
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, name)
	return path, save.Write(path, f)
}

// saveName is a file name for a save of the battle made now: "the-wardens-crypt-20260314-150926.json":
// the map's title in lower-case letters and digits, words joined by hyphens (apostrophes and
// other marks dropped).
func (s *Battle) saveName() string {
	return fileSlug(s.mapTitle()) + time.Now().Format("-20060102-150405") + ".json"
}

// fileSlug is a title as a file name's part: its letters and digits in lower case, each run
// of anything else a hyphen between words, apostrophes dropped ("The Warden's Crypt" →
// "the-wardens-crypt"); "battle" when nothing is left.
func fileSlug(title string) string {
	var b strings.Builder
	gap := false
	for _, r := range strings.ToLower(title) {
		switch {
		case r == '\'' || r == '’':
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if gap && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			gap = false
		default:
			gap = true
		}
	}
	if b.Len() == 0 {
		return "battle"
	}
	slug := b.String()
	if len(slug) > maxSlug { // a file name has room for 255 bytes: the slug, its suffixes, a backup's temporary name
		cut := 0
		for i := range slug {
			if i > maxSlug {
				break
			}
			cut = i
		}
		slug = strings.TrimRight(slug[:cut], "-")
	}
	return slug
}

// maxSlug is the most bytes of a title fileSlug keeps.
const maxSlug = 80

// quickSave writes the battle to the quicksave (keeping the one before as its backup).
func (s *Battle) quickSave(c *game.Context) {
	if _, err := s.SaveTo(c, quickSaveName+".json", fmt.Sprintf("Quicksave: %s, round %d", s.mapTitle(), s.B().Round)); err != nil {
		s.say("Not saved: " + err.Error())
		return
	}
	s.tell(fmt.Sprintf("Quicksaved (round %d)", s.B().Round))
}

// quickLoad loads the quicksave in place of the battle in play; a quicksave that is missing
// or refused says why in a dialog, and the battle goes on.
func (s *Battle) quickLoad(c *game.Context) {
	if s.P.Busy() {
		s.say("Cannot quickload while an action is under way.")
		return
	}
	dir, err := saveDir(c)
	if err != nil {
		s.say("Cannot quickload: " + err.Error())
		return
	}
	path := filepath.Join(dir, quickSaveName+".json")
	g, err := save.Load(path, SavePlaces(c.Files))
	if err != nil {
		title, msg := refusal(path, err)
		if errors.Is(err, fs.ErrNotExist) {
			title, msg = "No quicksave yet", "Press "+keyHint(c, game.QuickSave)+" in battle to quicksave; "+
				keyHint(c, game.QuickLoad)+" loads it again. Quicksaves are kept in "+dir+"."
		}
		c.Push(newNotice(c, title, msg))
		return
	}
	nb, err := LoadBattle(c, g)
	if err != nil {
		c.Push(newNotice(c, "The quicksave cannot be loaded", err.Error()))
		return
	}
	c.Replace(nb)
	nb.handOver(c)
	nb.tell(fmt.Sprintf("Quickloaded (round %d)", nb.B().Round))
	if title, text, ok := g.MapNotice(); ok {
		c.Push(newNotice(c, title, text))
	}
}

// autosaveRound writes an autosave when a new round has begun since the last.
func (s *Battle) autosaveRound(c *game.Context) {
	if !s.saves.on || s.B().Round == s.saves.round || s.B().Over {
		return
	}
	s.writeAutosave(c)
}

// writeAutosave writes the next autosave of the saves folder (keeping AutosavesKept); without
// a saves folder, or for the replay viewer's battle, there is none.
func (s *Battle) writeAutosave(c *game.Context) {
	s.saves.round = s.B().Round
	if c.Files.Saves == "" || !s.saves.on {
		return
	}
	f, err := s.saveFile(fmt.Sprintf("Autosave: %s, round %d", s.mapTitle(), s.B().Round))
	if err == nil {
		_, err = save.Autosave(c.Files.Saves, f, AutosavesKept)
	}
	if err != nil {
		s.say("Autosave failed: " + err.Error())
	}
}
