package campaign

// A campaign's state between battles: the party as each battle left it, where the campaign stands, what happened; saved atomically.

import (
	"encoding/json"
	"fmt"
	"slices"

	"skirmish/combat/rules/age13"
	"skirmish/internal/atomicfile"
	"skirmish/internal/quote"
	"skirmish/internal/strictjson"
	"skirmish/internal/userfile"
)

// StateVersion is the version of the state file this build writes and reads.
const StateVersion = 1

// State is where a campaign stands between battles.
type State struct {
	Version int `json:"version"`
	// Campaign is the campaign's title and Maps its map count, so that a state is not resumed
	// with another campaign.
	Campaign string `json:"campaign"`
	Maps     int    `json:"maps"`
	Seed     uint64 `json:"seed"`
	// Next is the index of the next map to play; SinceHealUp the battles since the last full
	// heal-up; Losses the campaign losses (flees and draws).
	Next        int `json:"next"`
	SinceHealUp int `json:"since_heal_up"`
	Losses      int `json:"losses"`
	// Over is set when the campaign has ended, Outcome says how.
	Over    bool   `json:"over,omitempty"`
	Outcome string `json:"outcome,omitempty"`
	Party   []Hero `json:"party" max:"12"`
	// Battles are the reports of the battles played, in order.
	Battles []Report `json:"battles" max:"50"`

	// file is the campaign the state is of (Start, LoadState), against which Save reads the
	// state back before writing it; nil for a state made otherwise.
	file *File
}

// Hero is a member of the party, as the campaign file gives it, and what it carries: a 13th
// Age hero its Carries, a Delvers, d20 or Realms hero its Kept.
type Hero struct {
	Member  Member     `json:"member"`
	Carries age13.Hero `json:"carries,omitzero"`
	Kept    *Kept      `json:"kept,omitempty"`
}

// Dead reports whether the hero has died.
func (h *Hero) Dead() bool {
	if h.Kept != nil {
		return h.Kept.Dead
	}
	return h.Carries.Dead
}

// HP is the hero's hit points now and MaxHP its maximum as it stands (13th Age's lasting
// wounds lower it).
func (h *Hero) HP() (hp, maxHP int) {
	s, err := h.Member.Sheet()
	if err != nil {
		return 0, 0
	}
	if h.Kept != nil {
		return h.Kept.HP, s.HP
	}
	return h.Carries.HP, h.Carries.MaxHP(&s)
}

// Report is what one battle and the rest after it did.
type Report struct {
	Map   string `json:"map"`
	Title string `json:"title,omitempty"`
	// Outcome is "won", "fled", "defeated" or "draw".
	Outcome string `json:"outcome"`
	Rounds  int    `json:"rounds"`
	// Fell, Died are the heroes who dropped to 0 hp or below, and who died.
	Fell []string `json:"fell,omitempty"`
	Died []string `json:"died,omitempty"`
	// Wounded are the heroes who took a lasting wound.
	Wounded []string `json:"wounded,omitempty"`
	// Rest is "quick rest", "full heal-up" or "" after the last battle or a defeat; Rests
	// what the quick rest did for each hero, by name.
	Rest  string                `json:"rest,omitempty"`
	Rests map[string]age13.Rest `json:"rests,omitempty"`
}

// newState is the state at the start of a campaign.
func newState(f *File, seed uint64) (*State, error) {
	st := &State{Version: StateVersion, Campaign: f.Title, Maps: len(f.Maps), Seed: seed, Battles: []Report{}, file: f}
	for _, m := range f.Party {
		s, err := m.Sheet()
		if err != nil {
			return nil, err
		}
		if f.Rules == age13.ID {
			st.Party = append(st.Party, Hero{Member: m, Carries: age13.NewHero(&s, m.Potions)})
		} else {
			k := newKept(&s)
			st.Party = append(st.Party, Hero{Member: m, Kept: &k})
		}
	}
	return st, nil
}

// LoadState reads a state file written by Save, refusing one of another version or for
// another campaign.
func LoadState(path string, f *File) (*State, error) {
	data, err := userfile.Read(path, MaxSize)
	if err != nil {
		return nil, fmt.Errorf("campaign state %w", err)
	}
	return ParseState(path, data, f)
}

// ParseState reads a state file's bytes (path names it in errors) as LoadState does.
func ParseState(path string, data []byte, f *File) (*State, error) {
	data = strictjson.TrimBOM(data) // a byte order mark some editors write
	if off := strictjson.InvalidUTF8(data); off >= 0 {
		line, msg := strictjson.NotUTF8(data, off)
		return nil, fmt.Errorf("campaign state %s:%d: %s", path, line, msg)
	}
	var st State
	if _, err := strictjson.Decode(data, &st, strictjson.Options{MaxKeys: 64, MaxList: 64}); err != nil {
		return nil, fmt.Errorf("campaign state %s: %w", path, err)
	}
	switch {
	case st.Version != StateVersion:
		return nil, fmt.Errorf("campaign state %s: version %d; this build reads version %d", path, st.Version, StateVersion)
	case st.Campaign != f.Title || st.Maps != len(f.Maps) || len(st.Party) != len(f.Party):
		return nil, fmt.Errorf("campaign state %s is for the campaign %s of %d maps, not %s of %d", path, quote.Quote(st.Campaign), st.Maps, quote.Quote(f.Title), len(f.Maps))
	case st.Next < 0 || st.Next > len(f.Maps):
		return nil, fmt.Errorf("campaign state %s: next %d: want 0 to %d, the index of the next of the campaign's %d battles (%d once all are played)", path, st.Next, len(f.Maps), len(f.Maps), len(f.Maps))
	case st.Next == len(f.Maps) && !st.Over:
		return nil, fmt.Errorf("campaign state %s: all %d battles played, yet the campaign is not over", path, len(f.Maps))
	case len(st.Battles) != st.Next:
		return nil, fmt.Errorf("campaign state %s: %d battles reported, but battle %d is next", path, len(st.Battles), st.Next+1)
	}
	for i := range st.Party {
		st.Party[i].Member.rules = f.Rules
		h := st.Party[i]
		if (h.Kept == nil) != (f.Rules == age13.ID) {
			return nil, fmt.Errorf("campaign state %s: hero %d carries what another ruleset's hero carries: this campaign plays %s", path, i+1, RulesName(f.Rules))
		}
		if h.Member != f.Party[i] {
			return nil, fmt.Errorf("campaign state %s: hero %d is %s the %s, not %s the %s", path, i+1, quote.Quote(h.Member.Name), quote.Quote(h.Member.Kind), quote.Quote(f.Party[i].Name), quote.Quote(f.Party[i].Kind))
		}
	}
	if err := st.check(f); err != nil {
		return nil, fmt.Errorf("campaign state %s: %w", path, err)
	}
	st.file = f
	return &st, nil
}

// maxLacked bounds the recoveries a hero may lack (each is −1 to its attacks and defences
// until a full heal-up): far more than any campaign gives, few enough to keep the sums sane.
const maxLacked = 100

// check range-checks what the state carries, as the game could have written it: each hero's
// hit points within its maximum (below −maximum only once dead), at most one lasting wound a
// battle played, skulls short of death but for the dead, recoveries spent and lacked that add
// up, potions within the campaign's bound, expended and resting powers the hero has; each
// report's outcome and names; the counts of battles since a heal-up and of losses.
func (st *State) check(f *File) error {
	played := len(st.Battles)
	switch {
	case st.SinceHealUp < 0 || st.SinceHealUp > f.HealUpAfter():
		return fmt.Errorf("since_heal_up %d: want 0 to %d", st.SinceHealUp, f.HealUpAfter())
	case st.Losses < 0 || st.Losses > played:
		return fmt.Errorf("losses %d: want 0 to the %d battles played", st.Losses, played)
	}
	names := map[string]bool{}
	for i, h := range st.Party {
		names[h.Member.Name] = true
		s, err := h.Member.Sheet()
		if err != nil {
			return fmt.Errorf("party[%d]: %w", i, err)
		}
		if h.Kept != nil {
			if err := h.Kept.check(&s); err != nil {
				return fmt.Errorf("party[%d] (%s): %w", i, quote.Quote(h.Member.Name), err)
			}
			continue
		}
		c := &h.Carries
		at := func(field string, v int, format string, args ...any) error {
			return fmt.Errorf("party[%d] (%s): %s %d: %s", i, quote.Quote(h.Member.Name), field, v, fmt.Sprintf(format, args...))
		}
		class, _ := age13.ClassOf(&s)
		maxHP := c.MaxHP(&s)
		switch {
		case c.Wounds < 0 || c.Wounds > played:
			return at("lasting_wounds", c.Wounds, "want 0 to %d, one a battle at most (%d played)", played, played)
		case c.HP > maxHP || c.HP < -maxHP && !c.Dead || c.HP < -100*maxHP:
			return at("hp", c.HP, "want %d to its %d maximum", -maxHP, maxHP)
		case c.Skulls < 0 || c.Skulls > age13.SkullsToDie || c.Skulls == age13.SkullsToDie && !c.Dead:
			return at("skulls", c.Skulls, "want 0 to %d (%d kill)", age13.SkullsToDie-1, age13.SkullsToDie)
		case c.Lacked < 0 || c.Lacked > maxLacked || c.Lacked > c.Recoveries:
			return at("recoveries_lacked", c.Lacked, "want 0 to the %d recoveries used, at most %d", c.Recoveries, maxLacked)
		case c.Recoveries < 0 || c.Recoveries-c.Lacked > class.Recoveries:
			return at("recoveries_used", c.Recoveries, "a %s has %d recoveries; more are lacked (recoveries_lacked)", s.Class, class.Recoveries)
		case c.Potions < 0 || c.Potions > MaxPotions:
			return at("potions", c.Potions, "want 0 to %d", MaxPotions)
		}
		powers := map[string]bool{}
		for _, w := range s.Weapons {
			powers[w.Name] = true
		}
		for field, list := range map[string][]string{"expended": c.Expended, "resting": c.Resting} {
			seen := map[string]bool{}
			for _, p := range list {
				if !powers[p] || seen[p] {
					return fmt.Errorf("party[%d] (%s): %s: %s is not a power of the hero's, or is listed twice", i, quote.Quote(h.Member.Name), field, quote.Quote(p))
				}
				seen[p] = true
			}
		}
	}
	for i, r := range st.Battles {
		if !slices.Contains([]string{Won, Fled, Defeated, Draw}, r.Outcome) {
			return fmt.Errorf("battles[%d].outcome %s: want %s, %s, %s or %s", i, quote.Quote(r.Outcome), Won, Fled, Defeated, Draw)
		}
		if most := f.maxRounds() + 1; r.Rounds < 0 || r.Rounds > most {
			return fmt.Errorf("battles[%d].rounds %d: want 0 to %d", i, r.Rounds, most)
		}
		for _, n := range slices.Concat(r.Fell, r.Died, r.Wounded) {
			if !names[n] {
				return fmt.Errorf("battles[%d]: %s is not one of the party", i, quote.Quote(n))
			}
		}
	}
	return nil
}

// Save writes the state to path atomically: a temporary file beside it, synced, renamed over
// the old one, and the folder synced, so that path holds the old state or the new one, whole
// (internal/atomicfile, as saves are written). A state of a campaign (Start, LoadState) that
// would not load is not written: it is read back from its bytes first, as LoadState reads it,
// and the good state at path is never replaced by one that cannot load.
func (st *State) Save(path string) error {
	data, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return fmt.Errorf("campaign state %s: %w", path, err)
	}
	if st.file != nil {
		if _, err := ParseState(path, data, st.file); err != nil {
			return fmt.Errorf("%w; not written, since it would not load: the state there is left as it was", err)
		}
	}
	if err := atomicfile.Write(path, append(data, '\n'), nil); err != nil {
		return fmt.Errorf("campaign state %s: %w", path, err)
	}
	return nil
}
