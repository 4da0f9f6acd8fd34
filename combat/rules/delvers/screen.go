package delvers

// Screening an ally: the move to its side, the wards a screener keeps, and who takes an
// attack on a screened ally (delvers-combat.md "Screen an Ally").

import (
	"fmt"

	"skirmish/combat"
)

// checkScreen: Screen an Ally (Move): move up to the normal rate to end adjacent to an ally;
// screening needs a combat skill of at least 1 (delvers-combat.md "Screen an Ally").
func checkScreen(b *combat.Battle, u *combat.Unit, a combat.Action) *combat.RuleError {
	ward, err := screenWard(b, u, a)
	if err != nil {
		return err
	}
	end := u.Pos
	if len(a.Path) > 0 {
		if err := notHeld(u); err != nil {
			return err
		}
		if _, _, err := planPath(b, u, a.Path, moveBudget(u), ruleScreen); err != nil {
			return err
		}
		end = a.Path[len(a.Path)-1]
	}
	if !b.Map.Adjacent(end, ward.Pos) {
		return combat.Refuse(ruleScreen, "%s must end adjacent to %s to screen it", u.Name, ward.Name)
	}
	return nil
}

// screenWard returns the ally a screen is for, if u may screen it: an active ally, and u
// with a combat skill of at least 1.
func screenWard(b *combat.Battle, u *combat.Unit, a combat.Action) (*combat.Unit, *combat.RuleError) {
	ward := b.Unit(a.Target)
	switch {
	case ward == nil:
		return nil, combat.Refuse(ruleScreen, "say which ally %s screens", u.Name)
	case ward == u || ward.Side != u.Side || !ward.Active():
		return nil, combat.Refuse(ruleScreen, "%s can only screen an active ally", u.Name)
	case bestCombatSkill(u) < 1:
		return nil, combat.Refuse(ruleScreen, "%s needs at least level 1 in a combat skill to screen", u.Name)
	}
	return ward, nil
}

// doScreen moves (provoking if it does) and starts the screen until the start of u's next turn.
func doScreen(b *combat.Battle, u *combat.Unit, a combat.Action) {
	spend(b, u, costMove, "screen "+a.Target)
	if len(a.Path) > 0 {
		path, _, _ := planPath(b, u, a.Path, moveBudget(u), ruleScreen)
		if !walk(b, u, path, "screen", true) {
			return
		}
	}
	b.Emit(combat.ConditionAdded{Unit: a.Target, Condition: combat.Condition{Name: Screened, Source: u.Name,
		Ends: combat.StartOfTurn, Owner: u.Name}})
}

// Wards lists the active allies u screens now (combat.Warden).
func (*Rules) Wards(b *combat.Battle, u *combat.Unit) []*combat.Unit {
	var out []*combat.Unit
	for _, a := range b.Allies(u) {
		for _, c := range a.ConditionsNamed(Screened) {
			if c.Source == u.Name {
				out = append(out, a)
				break
			}
		}
	}
	return out
}

// screenFor returns who an attack on s.target really strikes: each screen still in force (the
// defender adjacent, active, with screens left this round) rolls an opposed STR/DEX combat
// skill check against the attacker; the worst-rolling successful defender takes the attack
// (delvers-combat.md "Screen an Ally").
func screenFor(b *combat.Battle, s *strike) *combat.Unit {
	ward := s.target
	var taker *combat.Unit
	worst := 0
	for _, c := range ward.ConditionsNamed(Screened) {
		d := b.Unit(c.Source)
		if d == nil || !d.Active() || !b.Map.Adjacent(d.Pos, ward.Pos) || d == s.attacker {
			continue
		}
		used := 0
		if uc, ok := d.Condition(ScreensUsed); ok {
			used = uc.Value
		}
		if used >= bestCombatSkill(d) {
			continue
		}
		setCount(b, d, ScreensUsed, used+1, combat.EndOfRound)
		skill := s.weapon.Skill
		if skill == "" {
			skill = "Stab"
		}
		at, _ := checkTerms(b, s.attacker, []string{"STR", "DEX"}, []string{skill}, "screen: "+s.attacker.Name+" vs "+d.Name)
		dt, _ := checkTerms(b, d, []string{"STR", "DEX"}, combatSkills, "screen: "+d.Name+" guards "+ward.Name)
		atk, def := combat.Sum(at), combat.Sum(dt)
		b.Emit(combat.Checked{Unit: d.Name, Skill: "screen", Why: "screens " + ward.Name, Terms: dt, Total: def,
			Opponent: s.attacker.Name, Against: atk, Success: def >= atk,
			Text: fmt.Sprintf("%s %s vs %s %s: %s", d.Name, combat.FormatTerms(dt), s.attacker.Name, combat.FormatTerms(at), winner(def >= atk, d, s.attacker))})
		if def >= atk && (taker == nil || def < worst) {
			taker, worst = d, def
		}
	}
	if taker == nil {
		return ward
	}
	b.Emit(combat.Note{Unit: taker.Name, Text: fmt.Sprintf("%s steps in front of %s and takes the attack", taker.Name, ward.Name)})
	return taker
}

// setCount replaces u's counter condition with a new value.
func setCount(b *combat.Battle, u *combat.Unit, name string, v int, ends combat.Ends) {
	if u.Is(name) {
		b.Emit(combat.ConditionRemoved{Unit: u.Name, Name: name, Why: "recounted"})
	}
	b.Emit(combat.ConditionAdded{Unit: u.Name, Condition: combat.Condition{Name: name, Value: v, Ends: ends}})
}
