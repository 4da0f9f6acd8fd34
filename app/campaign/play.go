package campaign

// Playing a campaign: each map's battle AI against AI with the party in the heroes' places, then a quick rest or a full heal-up, a report of each.

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"skirmish/ai"
	"skirmish/app/sim"
	"skirmish/combat"
	"skirmish/combat/rules/age13"
	"skirmish/grid"
	"skirmish/internal/quote"
)

// QuickRest is a report's Rest after a 13th Age quick rest; Rest after a battle of another
// ruleset that does not earn a full heal-up: a breather that heals nothing (Kept).
const (
	QuickRest = "quick rest"
	Rest      = "breather (no healing: the fallen get up at 1 hp)"
)

// Outcomes of a battle for the party.
const (
	Won      = "won"
	Fled     = "fled"
	Defeated = "defeated"
	Draw     = "draw"
)

// Start returns a new campaign's state.
func Start(f *File, seed uint64) (*State, error) { return newState(f, seed) }

// Play plays the campaign from st.Next until it ends: each map's battle AI against AI (the
// normal Tactician on both sides), the party in the places the map's hero spawns give, then
// the rest. It writes each battle's report to w and calls save, if not nil, with the state
// after each battle and its rest. A campaign ends after its last map, when the party is
// defeated (every hero down or dead, the foes holding the field), or when every hero is dead;
// a flee or a draw is a campaign loss, and a flee buys a full heal-up
// (13th-age-combat-rules.txt "Flee", "Full Heal-ups"). The client plays the same battles
// with NextBattle and Finish, the party in a player's hands.
func Play(f *File, st *State, w io.Writer, save func(*State) error) error {
	for !st.Over && st.Next < len(f.Maps) {
		nb, err := NextBattle(f, st)
		if err != nil {
			return err
		}
		b, err := combat.New(nb.Setup)
		if err != nil {
			return fmt.Errorf("battle %d: %s: %w", nb.Index+1, nb.Path, err)
		}
		var ctl []ai.Controller
		for s := range b.Sides {
			ctl = append(ctl, ai.NewTactician(ai.Normal, nb.Setup.Seed+uint64(s)))
		}
		if _, err := ai.Play(b, ctl, nb.MaxRounds); err != nil {
			return fmt.Errorf("battle %d: %s: %w", nb.Index+1, nb.Path, err)
		}
		rep, err := Finish(f, st, nb, b)
		if err != nil {
			return err
		}
		writeReport(w, f, st, nb.Index, rep)
		if save != nil {
			if err := save(st); err != nil {
				return err
			}
		}
	}
	writeSummary(w, f, st)
	return nil
}

// Battle is a campaign's next battle, set up and not yet fought: the map's spawns with the
// party in the heroes' places, each hero as it enters (its hit points, spent recoveries and
// powers, lasting wounds, potions), the campaign's options and the battle's seed.
type Battle struct {
	// Index is the map's index in the campaign's list; Path its file.
	Index int
	Path  string
	Map   *grid.Map
	// Setup builds the battle (combat.New); its Seed also seeds each side's AI (Seed + the
	// side's index), as Play's controllers are seeded.
	Setup combat.Setup
	// Party is the side the party fights on.
	Party string
	// MaxRounds is the battle's round cap: a battle still going after it is a draw.
	MaxRounds int
}

// NextBattle sets up the battle of map st.Next, as sim sets up a battle from the map's
// spawns (seeded by st.Seed + 7919 × the map's index), the party's living heroes in the
// places of the heroes the map spawns. It fails when the campaign is over, or the map does not
// load or spawns no heroes.
func NextBattle(f *File, st *State) (*Battle, error) {
	i := st.Next
	if st.Over || i >= len(f.Maps) {
		return nil, fmt.Errorf("the campaign %s is over: %s", quote.Quote(f.Title), st.Outcome)
	}
	path := f.MapPath(i)
	if msg := f.mapOutside(i); msg != "" {
		return nil, fmt.Errorf("campaign %s: battle %d: %s", f.Path, i+1, msg)
	}
	m, err := grid.Load(path)
	if err != nil {
		return nil, fmt.Errorf("campaign %s: battle %d: %w", f.Path, i+1, err)
	}
	seed := st.Seed + uint64(i)*7919
	rules, err := combat.Rules(f.Rules)
	if err != nil {
		return nil, fmt.Errorf("campaign %s: %w", f.Path, err)
	}
	setup, err := sim.Setup(m, rules, seed)
	if err != nil {
		return nil, fmt.Errorf("battle %d: %w", i+1, err)
	}
	side, err := placeParty(&setup, m, st)
	if err != nil {
		return nil, fmt.Errorf("battle %d: %s: %w", i+1, path, err)
	}
	setup.Options = maps.Clone(f.Options)
	setup.Seed = seed
	return &Battle{Index: i, Path: path, Map: m, Setup: setup, Party: side, MaxRounds: f.maxRounds()}, nil
}

// Finish ends nb, played as b to its end or its round cap: each hero's end is carried into the
// party (age13.AfterBattle: hit points, recoveries, powers, potions, lasting wounds, death),
// the outcome decided for the party (won, fled, defeated, draw), the rest after it taken (or
// the campaign ended), the report appended to st.Battles and the next map made next. It
// refuses a battle that is not the campaign's next (one already finished).
func Finish(f *File, st *State, nb *Battle, b *combat.Battle) (Report, error) {
	i := nb.Index
	if st.Over || i != st.Next {
		return Report{}, fmt.Errorf("battle %d of %s is not the campaign's next (%d): it was finished already", i+1, quote.Quote(f.Title), st.Next+1)
	}
	if !b.Over && b.Round <= nb.MaxRounds {
		return Report{}, fmt.Errorf("battle %d of %s is still being fought (round %d of %d)", i+1, quote.Quote(f.Title), b.Round, nb.MaxRounds)
	}
	rep := Report{Map: f.Maps[i], Title: nb.Map.Title, Rounds: b.RoundsFought(nb.MaxRounds)}
	fled := false
	for k := range st.Party {
		h := &st.Party[k]
		u := b.Unit(h.Member.Name)
		if u == nil || h.Dead() {
			continue
		}
		wounds := h.Carries.Wounds
		var fell bool
		if h.Kept != nil {
			s, err := h.Member.Sheet()
			if err != nil {
				return Report{}, err
			}
			fell = h.Kept.afterBattle(b, u, &s, b.Winner == nb.Party)
		} else {
			fell = age13.AfterBattle(b, u, &h.Carries)
		}
		if fell {
			rep.Fell = append(rep.Fell, h.Member.Name)
		}
		if h.Dead() {
			rep.Died = append(rep.Died, h.Member.Name)
		}
		if h.Carries.Wounds > wounds {
			rep.Wounded = append(rep.Wounded, h.Member.Name)
		}
		fled = fled || u.Status == combat.Fled
	}
	switch {
	case b.Winner == nb.Party:
		rep.Outcome = Won
	case fled:
		rep.Outcome = Fled
	case b.Winner != "":
		rep.Outcome = Defeated
	default:
		rep.Outcome = Draw
	}
	st.Next++
	st.SinceHealUp++
	rest(f, st, &rep, i)
	st.Battles = append(st.Battles, rep)
	return rep, nil
}

// placeParty puts the party's living heroes in the places of the heroes the map spawns, on
// the side that spawns heroes, and returns that side; more heroes than places stand on the
// nearest open squares around them.
func placeParty(s *combat.Setup, m *grid.Map, st *State) (string, error) {
	side := ""
	var places []grid.Pos
	var kept []combat.UnitSetup
	for _, u := range s.Units {
		if u.Sheet.Hero && (side == "" || u.Side == side) {
			side = u.Side
			places = append(places, u.Pos)
			continue
		}
		kept = append(kept, u)
	}
	if side == "" {
		return "", fmt.Errorf("the map spawns no heroes: the party takes the places of a side's hero spawns (such as the delver group)")
	}
	var living []*Hero
	for k := range st.Party {
		if !st.Party[k].Dead() {
			living = append(living, &st.Party[k])
		}
	}
	taken := make([]bool, m.Width*m.Height)
	for _, u := range kept {
		taken[m.Index(u.Pos)] = true
		for _, h := range living {
			if h.Member.Name == u.Name {
				return "", fmt.Errorf("the hero %s has the name of a creature the map spawns: rename the hero in the campaign file", u.Name)
			}
		}
	}
	if len(living) > len(places) {
		places = append(places, around(m, places, taken, len(living)-len(places))...)
		if len(living) > len(places) {
			return "", fmt.Errorf("room for only %d of the party's %d heroes", len(places), len(living))
		}
	}
	for k, h := range living {
		sheet, err := h.Member.Sheet()
		if err != nil {
			return "", err
		}
		var (
			sh    combat.Sheet
			hp    int
			conds []combat.Condition
		)
		if h.Kept != nil {
			sh, hp = h.Kept.setup(sheet)
		} else {
			sh, hp, conds = h.Carries.Setup(sheet)
		}
		kept = append(kept, combat.UnitSetup{Name: h.Member.Name, Kind: h.Member.Kind, Side: side, Pos: places[k], Sheet: sh, HP: hp, Conditions: conds})
	}
	s.Units = kept
	return side, nil
}

// around finds n open cells nearest the given ones by walking steps (to the map's neighbours), not taken and not
// among them, in order of distance, then y, then x.
func around(m *grid.Map, from []grid.Pos, taken []bool, n int) []grid.Pos {
	seen := make([]bool, m.Width*m.Height)
	ring := slices.Clone(from)
	for _, p := range from {
		seen[m.Index(p)] = true
	}
	var out []grid.Pos
	for len(ring) > 0 && len(out) < n {
		var next, nb []grid.Pos
		for _, p := range ring {
			for _, q := range m.AppendNeighbours(nb[:0], p) {
				if seen[m.Index(q)] {
					continue
				}
				if _, ok := m.StepCost(grid.Mover{}, nil, p, q); ok {
					seen[m.Index(q)] = true
					next = append(next, q)
				}
			}
		}
		slices.SortFunc(next, func(a, b grid.Pos) int {
			if a.Y != b.Y {
				return a.Y - b.Y
			}
			return a.X - b.X
		})
		for _, q := range next {
			if len(out) < n && !taken[m.Index(q)] && m.At(q).Move != grid.MoveBlocked {
				out = append(out, q)
			}
		}
		ring = next
	}
	return out
}

// rest ends the campaign or rests the party after battle i: a defeat, a dead party or the
// last map end it; a flee buys a full heal-up (and is a campaign loss, as a draw is); after
// every HealUpEvery battles a full heal-up; else a quick rest for each living hero.
func rest(f *File, st *State, rep *Report, i int) {
	alive := 0
	for _, h := range st.Party {
		if !h.Dead() {
			alive++
		}
	}
	if rep.Outcome == Fled || rep.Outcome == Draw {
		st.Losses++
	}
	switch {
	case alive == 0:
		st.Over, st.Outcome = true, fmt.Sprintf("lost: the whole party died on map %d", i+1)
		return
	case rep.Outcome == Defeated:
		st.Over, st.Outcome = true, fmt.Sprintf("lost: the party fell on map %d", i+1)
		return
	case st.Next == len(f.Maps):
		st.Over, st.Outcome = true, fmt.Sprintf("completed: %d battles, %s", len(f.Maps), plural(st.Losses, "campaign loss", "campaign losses"))
		return
	case rep.Outcome == Fled:
		rep.Rest = "full heal-up (the party retreated to heal: a campaign loss)"
		healUp(st)
	case st.SinceHealUp >= f.HealUpAfter():
		rep.Rest = fmt.Sprintf("full heal-up (%d battles since the last)", st.SinceHealUp)
		healUp(st)
	case f.Rules != age13.ID:
		rep.Rest = Rest // no healing between fights but the fallen getting up (Kept)
	default:
		rep.Rest = QuickRest
		quickRest(f, st, rep, i)
	}
}

// healUp gives every living hero a full heal-up.
func healUp(st *State) {
	st.SinceHealUp = 0
	for k := range st.Party {
		h := &st.Party[k]
		if sheet, err := h.Member.Sheet(); err == nil {
			if h.Kept != nil {
				h.Kept.healUp(&sheet)
			} else {
				age13.FullHealUp(&h.Carries, &sheet)
			}
		}
	}
}

// quickRest rests every living hero, with the campaign's seeded dice for battle i.
func quickRest(f *File, st *State, rep *Report, i int) {
	d := combat.NewDice(st.Seed^0x7e57+uint64(i), nil)
	ed := 1
	if f.Options["edition"] == "2" {
		ed = 2
	}
	rep.Rests = map[string]age13.Rest{}
	for k := range st.Party {
		h := &st.Party[k]
		sheet, err := h.Member.Sheet()
		if err != nil || h.Dead() {
			continue
		}
		r, _ := age13.QuickRest(d, &h.Carries, &sheet, ed, f.Options[age13.OptionRecoveries] == "average")
		rep.Rests[h.Member.Name] = r
	}
}

// writeReport writes battle i's report: the outcome, who fell, died or was wounded, and the
// rest after it, hero by hero.
func writeReport(w io.Writer, f *File, st *State, i int, rep Report) {
	title := rep.Title
	if title == "" {
		title = rep.Map
	}
	fmt.Fprintf(w, "Battle %d of %d, %s (%s): %s after %d rounds.\n", i+1, len(f.Maps), title, rep.Map, outcomeText(rep.Outcome), rep.Rounds)
	for _, l := range []struct {
		what  string
		names []string
	}{{"Fell", rep.Fell}, {"Died", rep.Died}, {"Lasting wound", rep.Wounded}} {
		if len(l.names) > 0 {
			fmt.Fprintf(w, "  %s: %s.\n", l.what, strings.Join(l.names, ", "))
		}
	}
	if rep.Rest == "" {
		return
	}
	fmt.Fprintf(w, "  Then a %s.\n", rep.Rest)
	for _, h := range st.Party {
		r, ok := rep.Rests[h.Member.Name]
		if !ok {
			continue
		}
		var parts []string
		for _, n := range r.Returned {
			parts = append(parts, n+" is back")
		}
		for _, c := range r.Recharges {
			word := "sits out the next battle"
			if c.Back {
				word = "back"
			}
			parts = append(parts, fmt.Sprintf("%s recharge d20 %d vs %d+: %s", c.Power, c.Roll, c.Need, word))
		}
		for _, rec := range r.Recoveries {
			parts = append(parts, "a recovery "+rec.Text)
		}
		if r.Skulls > 0 {
			parts = append(parts, fmt.Sprintf("%d skulls healed", r.Skulls))
		}
		if len(parts) == 0 {
			parts = append(parts, "rests")
		}
		sheet, _ := h.Member.Sheet()
		fmt.Fprintf(w, "    %s: %s; %d of %d hp, %s left.\n", h.Member.Name, strings.Join(parts, "; "),
			h.Carries.HP, h.Carries.MaxHP(&sheet), plural(h.Carries.RecoveriesLeft(&sheet), "recovery", "recoveries"))
	}
}

// outcomeText says a battle's outcome for the party.
func outcomeText(o string) string {
	switch o {
	case Won:
		return "the party won"
	case Fled:
		return "the party fled, carrying its fallen (a campaign loss)"
	case Defeated:
		return "the party was defeated"
	}
	return "a draw at the round cap (a campaign loss)"
}

// writeSummary writes where the campaign stands and each hero's state.
func writeSummary(w io.Writer, f *File, st *State) {
	title := f.Title
	if title == "" {
		title = f.Path
	}
	how := st.Outcome
	if !st.Over {
		how = fmt.Sprintf("%d of %d battles played", st.Next, len(f.Maps))
	}
	fmt.Fprintf(w, "%s: %s.\n", title, how)
	for _, h := range st.Party {
		sheet, _ := h.Member.Sheet()
		if h.Dead() {
			fmt.Fprintf(w, "  %s the %s: dead.\n", h.Member.Name, h.Member.Kind)
			continue
		}
		if h.Kept != nil {
			short := ""
			if c := h.Kept.carried(&sheet); c != "" {
				short = "; short of weapons: " + c
			}
			fmt.Fprintf(w, "  %s the %s: %d of %d hp%s.\n", h.Member.Name, h.Member.Kind, h.Kept.HP, sheet.HP, short)
			continue
		}
		fmt.Fprintf(w, "  %s the %s: %d of %d hp, %s left, %s, %s.\n", h.Member.Name, h.Member.Kind,
			h.Carries.HP, h.Carries.MaxHP(&sheet), plural(h.Carries.RecoveriesLeft(&sheet), "recovery", "recoveries"),
			plural(h.Carries.Wounds, "lasting wound", "lasting wounds"), plural(h.Carries.Potions, "potion", "potions"))
	}
}

// plural writes a count with its noun: "1 potion", "2 potions".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// SpendRecovery spends one more recovery of the hero called name at the quick rest after the
// last battle, the player's choice beyond what the rest spent (age13.SpendRecovery), rolled
// with the campaign's dice (or its average, with the option recoveries: average); the
// battle's report records it with the rest's. It refuses when the last battle was not
// followed by a quick rest, and what age13.SpendRecovery refuses.
func SpendRecovery(f *File, st *State, name string) (age13.Recovered, error) {
	n := len(st.Battles)
	if f.Rules != age13.ID {
		return age13.Recovered{}, fmt.Errorf("recoveries are 13th Age's: a %s hero heals at a full heal-up", RulesName(f.Rules))
	}
	if n == 0 || st.Battles[n-1].Rest != QuickRest {
		return age13.Recovered{}, fmt.Errorf("recoveries are spent at a quick rest, after a battle")
	}
	k := slices.IndexFunc(st.Party, func(h Hero) bool { return h.Member.Name == name })
	if k < 0 {
		return age13.Recovered{}, fmt.Errorf("%s is not in the party", quote.Quote(name))
	}
	h := &st.Party[k]
	sheet, err := h.Member.Sheet()
	if err != nil {
		return age13.Recovered{}, err
	}
	rep := &st.Battles[n-1]
	r := rep.Rests[name]
	d := combat.NewDice(st.Seed^0x5e7d+uint64(n)*1009+uint64(k)*31+uint64(len(r.Recoveries)), nil)
	rec, err := age13.SpendRecovery(d, &h.Carries, &sheet, f.Options[age13.OptionRecoveries] == "average")
	if err != nil {
		return age13.Recovered{}, fmt.Errorf("%s: %w", name, err)
	}
	r.Recoveries = append(r.Recoveries, rec)
	r.HP = h.Carries.HP
	if rep.Rests == nil {
		rep.Rests = map[string]age13.Rest{}
	}
	rep.Rests[name] = r
	return rec, nil
}
