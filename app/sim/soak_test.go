package sim

// Soak: AI-against-AI battles on every bundled map, with every registered ruleset and every
// level, checking the battle's invariants after every event.

import (
	"fmt"
	"math"
	"path/filepath"
	"testing"

	"skirmish/ai"
	"skirmish/combat"
	_ "skirmish/combat/rules/age13"   // soaked with every ruleset
	_ "skirmish/combat/rules/d20lite" // soaked with every ruleset
	_ "skirmish/combat/rules/realms"  // soaked with every ruleset
	"skirmish/grid"
	"skirmish/internal/soak"
)

// TestSoakBundledMaps plays seeded AI battles on each bundled map with each ruleset and level,
// and after every event checks: hp within 0 and the maximum, no two units on one square,
// nobody inside a wall, the dead and the fled never act (but for what the ruleset lets the
// fallen do, such as fighting in spirit), move or attack; and every battle ends, by a side's
// defeat or at the round cap. Each ruleset is one soak (internal/soak) cycling through the
// maps and the levels: 3 battles of each map and level in `make test`, SKIRMISH_SOAK times as
// many, or SOAK_TIME of them, in `make soak`.
func TestSoakBundledMaps(t *testing.T) {
	files, err := filepath.Glob("../../maps/*.tmx")
	if err != nil || len(files) == 0 {
		t.Fatalf("no bundled maps: %v", err)
	}
	var maps []*grid.Map
	for _, f := range files {
		m, err := grid.Load(f)
		if err != nil {
			t.Fatal(err)
		}
		maps = append(maps, m)
	}
	levels := []ai.Level{ai.Easy, ai.Normal, ai.Hard}
	for _, id := range combat.RulesetIDs() {
		t.Run(id, func(t *testing.T) {
			rules, err := combat.Rules(id)
			if err != nil {
				t.Fatal(err)
			}
			bases := make([]combat.Setup, len(maps))
			for i, m := range maps {
				if bases[i], err = Setup(m, rules, 1); err != nil {
					t.Fatalf("%s: %v", files[i], err)
				}
			}
			soak.Run(t, id+" AI battles on the bundled maps", 3*len(maps)*len(levels), func(t *testing.T, n uint64) {
				i := int(n-1) % len(maps)
				level := levels[int(n-1)/len(maps)%len(levels)]
				rules, _ := combat.Rules(id) // a ruleset of its own: battles run at once
				soakOne(t, bases[i], rules, level, n+uint64(level)*100000)
			})
		})
	}
}

// soakOne plays one battle and fails the test at the first event that breaks an invariant.
func soakOne(t *testing.T, base combat.Setup, rules combat.Ruleset, level ai.Level, seed uint64) {
	t.Helper()
	b, err := combat.New(battleSetup(base, rules, seed))
	if err != nil {
		t.Fatal(err)
	}
	where := func() string {
		return fmt.Sprintf("%s, level %s, seed %d, round %d", b.Map.Title, LevelName(level), seed, b.Round)
	}
	var broken string
	b.Listen = func(e combat.Event) {
		if broken == "" {
			if msg := invariants(b, e); msg != "" {
				broken = fmt.Sprintf("%s: after %T %+v: %s", where(), e, e, msg)
			}
		}
	}
	ctl := []ai.Controller{}
	for s := range b.Sides {
		ctl = append(ctl, ai.NewTactician(level, seed+uint64(s)))
	}
	if _, err := ai.Play(b, ctl, DefaultMaxRounds); err != nil {
		t.Fatalf("%s: %v", where(), err)
	}
	if msg := invariants(b, nil); broken == "" && msg != "" {
		broken = where() + ": at the end: " + msg
	}
	if broken != "" {
		t.Fatal(broken)
	}
	if !b.Over && b.Round <= DefaultMaxRounds {
		t.Fatalf("%s: the battle stopped without ending", where())
	}
}

// hpFloor is the least hp a unit may have: 0 in Delvers; in 13th Age a hero lives on below
// 0 and dies at -half its maximum (edition 1) or -its maximum (edition 2); in d20 a combatant
// dies at -10
// (13th-age-combat-rules.txt "Death", 13th-age-2e-reference-sheet.txt), so -max bounds the
// living, and the blow that kills may take the dead lower still.
func hpFloor(b *combat.Battle, u *combat.Unit) int {
	switch {
	case b.Rules.ID() == "d20lite":
		return -10 // dying below 0, dead at −10 (d20-sunday-stats-combat.txt "Injury and Death")
	case b.Rules.ID() != "age13":
		return 0
	case u.Status == combat.Dead:
		return math.MinInt
	}
	return -u.MaxHP()
}

// invariants returns what the battle breaks just after event e, or "".
func invariants(b *combat.Battle, e combat.Event) string {
	gone := func(name string) bool {
		u := b.Unit(name)
		return u != nil && (u.Status == combat.Dead || u.Status == combat.Fled)
	}
	switch e := e.(type) {
	case combat.Acted:
		if u := b.Unit(e.Action.Unit); u != nil && !u.Active() && !b.ActsOutOfFight(e.Action.Kind) {
			return u.Name + " acts while " + string(u.Status)
		}
	case combat.Moved:
		if gone(e.Unit) {
			return e.Unit + " moves while dead or fled"
		}
	case combat.AttackRolled:
		if u := b.Unit(e.Attacker); u != nil && !u.Active() {
			return e.Attacker + " attacks while " + string(u.Status)
		}
	}
	// A mover passes through its allies' squares (delvers-combat.md "The Grid"), and foes may
	// strike it there, so squares are shared only mid-move: sharing is checked between
	// actions (when the next one starts, a turn ends, the battle ends), where every move is over.
	atRest := false
	switch e.(type) {
	case combat.Acted, combat.TurnEnded, combat.Ended, nil:
		atRest = true
	}
	seen := map[grid.Pos]string{}
	for _, u := range b.Units {
		// a blow's damage and the death it brings are two events: the floor holds at rest
		if atRest && u.HP < hpFloor(b, u) || u.HP > u.MaxHP() {
			return fmt.Sprintf("%s has %d of %d hp", u.Name, u.HP, u.MaxHP())
		}
		if u.Status != combat.Active && u.Status != combat.Down {
			continue
		}
		if o, dup := seen[u.Pos]; dup && atRest {
			return fmt.Sprintf("%s and %s share %v", u.Name, o, u.Pos)
		}
		seen[u.Pos] = u.Name
		if !b.Map.In(u.Pos) || b.Map.At(u.Pos).Move == grid.MoveBlocked {
			return fmt.Sprintf("%s stands in a wall at %v", u.Name, u.Pos)
		}
	}
	return ""
}
