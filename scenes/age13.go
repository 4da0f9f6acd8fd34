package scenes

// 13th Age on the battle screen: the escalation die, a unit's recoveries, death saves or skulls, temporary hit points and conditions with their saves, and the words of the reaction dialog.

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"skirmish/combat"
	"skirmish/combat/rules/age13"
	"skirmish/game"
)

// isAge13 reports whether the battle plays 13th Age.
func isAge13(b *combat.Battle) bool { return b.Rules != nil && b.Rules.ID() == age13.ID }

// edition13 is the 13th Age text the battle plays: 1 or 2.
func edition13(b *combat.Battle) int {
	if b.RuleOptions["edition"] == "2" {
		return 2
	}
	return 1
}

// escalationNote says what the escalation die does for the creature in turn: heroes add it,
// monsters do not, and fear blocks it (13th-age-combat-rules.txt "Escalation Die",
// "Conditions": Fear). blocked is true when the creature in turn does not add it.
func escalationNote(b *combat.Battle) (note string, blocked bool) {
	v := b.Counter(age13.Escalation)
	t, ok := b.Current()
	if ok {
		for _, name := range t.Units {
			u := b.Unit(name)
			if u == nil {
				continue
			}
			switch {
			case u.Is(age13.Fear):
				return "blocked for " + u.Name + ": fear", true
			case !u.Sheet.Hero && !u.Sheet.Has("escalator"):
				if v == 0 {
					return "heroes add it from round 2", false
				}
				return "monsters do not add it", true
			}
		}
	}
	if v == 0 {
		return "heroes add it from round 2", false
	}
	return fmt.Sprintf("+%d to heroes' attacks", v), false
}

// drawEscalation paints the escalation die in the top bar at x: a die face with its number and
// a line saying whom it helps or why it is blocked. It returns the width used.
func (s *Battle) drawEscalation(dst *ebiten.Image, c *game.Context, x float64) float64 {
	th, f := c.Theme, c.Fonts
	v := s.B.Counter(age13.Escalation)
	note, blocked := escalationNote(s.B)
	const size = 30
	y := 8.0
	face, edge, tc := th.SurfaceLow, th.Edge, th.TextDim
	if v > 0 {
		face, edge, tc = th.Accent, th.AccentDeep, th.AccentText
	}
	if blocked && v > 0 {
		face, edge = mix(th.Accent, th.SurfaceLow, 0.55), th.Danger
	}
	vector.FillRect(dst, float32(x)+2, float32(y)+2, size, size, th.Shadow, false)
	vector.FillRect(dst, float32(x), float32(y), size, size, face, false)
	vector.StrokeRect(dst, float32(x)+0.75, float32(y)+0.75, size-1.5, size-1.5, 1.5, edge, false)
	// the corner pips of a die face, under the number
	for _, p := range [][2]float32{{6, 6}, {size - 6, 6}, {6, size - 6}, {size - 6, size - 6}} {
		vector.FillCircle(dst, float32(x)+p[0], float32(y)+p[1], 1.6, game.WithAlpha(tc, 0x70), false)
	}
	num := fmt.Sprint(v)
	nw := game.TextWidth(num, f.Title)
	game.Text(dst, num, f.Title, x+size/2-nw/2, y+size/2-f.Title.Size*0.62, tc)
	tx := x + size + 8
	w := game.Text(dst, "Escalation die", f.SmallBold, tx, 7, th.TextDim)
	col := th.Text
	if blocked {
		col = th.Danger
	}
	w = max(w, game.Text(dst, note, f.Small, tx, 23, col))
	return size + 8 + w
}

// Counters and marks 13th Age keeps as conditions that the panel shows in words of their own,
// not as conditions.
var age13Counters = map[string]bool{
	age13.Recoveries: true, age13.DeathSaves: true, age13.Skulls: true, age13.Rallied: true,
	age13.TempHP: true, age13.HealingPotion: true, age13.FoughtInSpirit: true, age13.Staggered: true,
}

// hurtful are the conditions drawn in red.
var hurtful = map[string]bool{
	age13.Dazed: true, age13.Weakened: true, age13.Fear: true, age13.Stunned: true, age13.Hampered: true,
	age13.Stuck: true, age13.Vulnerable: true, age13.Helpless: true, age13.Ongoing: true, age13.Grabbed: true,
	age13.Confused: true, age13.Charmed: true, age13.Hindered: true, age13.Shocked: true, age13.RallyFailed: true,
	"recoveries lacked": true, "prone": true, "grappled": true, "mortally injured": true,
}

// endsText says briefly when a condition ends, with its save: "save 11+", "to end of next turn".
func endsText(e combat.Ends) string {
	switch e {
	case age13.SaveEasy:
		return "save 6+"
	case age13.SaveNormal:
		return "save 11+"
	case age13.SaveHard:
		return "save 16+"
	case age13.EndOfNextTurn:
		return "to end of next turn"
	case age13.EndOfNextRound:
		return "to next round's end"
	case combat.EndOfTurn:
		return "this turn"
	case combat.EndOfRound:
		return "this round"
	case combat.StartOfTurn:
		return "until its turn"
	case combat.StartOfRound:
		return "until next round"
	case combat.Never, combat.EndOfBattle:
		return ""
	}
	return string(e)
}

// conditionChip is a condition as its chip says it ("ongoing 5 fire · save 11+", "grabbed by
// Ogre", "+2 AC in spirit"), and whether it hurts (red) or helps (green); ok is false for the
// counters the panel shows otherwise.
func conditionChip(cd combat.Condition) (text string, hurts, helps, ok bool) {
	if age13Counters[cd.Name] {
		return "", false, false, false
	}
	name := cd.Name
	switch {
	case cd.Name == age13.Ongoing:
		name = strings.TrimSpace(fmt.Sprintf("ongoing %d %s", cd.Value, cd.Note))
	case strings.HasPrefix(cd.Name, age13.InSpirit+": "):
		name = fmt.Sprintf("+%d %s in spirit", cd.Value, strings.TrimPrefix(cd.Name, age13.InSpirit+": "))
		helps = true
	case cd.Name == age13.Assisted:
		name = fmt.Sprintf("+%d assist", cd.Value)
		helps = true
	case cd.Name == age13.Expended:
		name = "used: " + cd.Source
	case cd.Name == age13.Readied:
		name = "readied " + cd.Note
		if cd.Source != "" {
			name += " for " + cd.Source
		}
		helps = true
	case cd.Name == age13.Delayed:
		name = "delays after " + cd.Source
	case cd.Name == age13.PoppedFree:
		name = "popped free of " + cd.Source
		helps = true
	case cd.Name == "recoveries lacked":
		name = fmt.Sprintf("no recoveries: −%d", cd.Value)
	case cd.Source != "" && (cd.Name == age13.Grabbed || cd.Name == "grappled" || cd.Name == "screened"):
		name += " by " + cd.Source
	case cd.Value != 0 && cd.Name != age13.Vulnerable:
		name += fmt.Sprintf(" %+d", cd.Value)
	}
	if e := endsText(cd.Ends); e != "" && cd.Name != age13.Readied {
		name += " · " + e
	}
	return name, hurtful[cd.Name], helps, true
}

// heroLine is a 13th Age hero's recoveries, rallies and potions: "Recoveries 7/8 · rallied
// once · 1 potion".
func heroLine(u *combat.Unit) string {
	cl, ok := age13.ClassOf(&u.Sheet)
	if !ok {
		return ""
	}
	parts := []string{fmt.Sprintf("Recoveries %d / %d (d%d × %d)", age13.RecoveriesLeft(u), cl.Recoveries, cl.RecoveryDie, max(u.Sheet.Level, 1))}
	if c, ok := u.Condition(age13.Rallied); ok && c.Value > 0 {
		parts = append(parts, map[bool]string{true: "rallied once", false: fmt.Sprintf("rallied %d×", c.Value)}[c.Value == 1])
	}
	if n := len(u.ConditionsNamed(age13.HealingPotion)); n > 0 {
		parts = append(parts, fmt.Sprintf("%d potion%s", n, map[bool]string{true: "", false: "s"}[n == 1]))
	}
	return strings.Join(parts, " · ")
}

// drawAge13Unit paints the 13th Age part of the unit panel at y: the hero's recoveries, its
// death saves (edition 1, the fourth failure kills) or skulls (edition 2, the fifth kills) when
// it has any or is down, and what a fallen hero may still do. It returns the y below it.
func (s *Battle) drawAge13Unit(dst *ebiten.Image, c *game.Context, u *combat.Unit, x, y float64) float64 {
	th, f := c.Theme, c.Fonts
	if !u.Sheet.Hero {
		game.Text(dst, "Monster: no escalation die, no recoveries", f.Small, x, y, th.TextDim)
		return y + 20
	}
	game.Text(dst, heroLine(u), f.Small, x, y, th.Text)
	y += 20
	name, n, most, mark := age13.DeathSaves, 0, age13.DeathSavesToDie, "failed death saves"
	if edition13(s.B) == 2 {
		name, most, mark = age13.Skulls, age13.SkullsToDie, "skulls"
	}
	if cd, ok := u.Condition(name); ok {
		n = cd.Value
	}
	if n > 0 || u.Status == combat.Down {
		lw := game.Text(dst, strings.ToUpper(mark[:1])+mark[1:], f.SmallBold, x, y, th.TextDim)
		px := x + lw + 12
		for i := range most {
			cx, cy := float32(px)+float32(i)*16, float32(y)+8
			if i < n {
				vector.FillCircle(dst, cx, cy, 6, th.Danger, false)
				game.Text(dst, "✕", f.SmallBold, float64(cx)-4, float64(cy)-8, th.Text)
			} else {
				vector.StrokeCircle(dst, cx, cy, 6, 1.5, th.Edge, false)
			}
		}
		note := fmt.Sprintf("the %s kills", ordinalWord(most))
		if u.Is(age13.Stabilized) {
			note = "stabilized: failures stop counting"
		}
		game.Text(dst, note, f.Small, px+float64(most)*16+6, y, th.TextDim)
		y += 20
	}
	if s.actsFallen(u) {
		for _, ln := range wrap("Out of the fight, it may fight in spirit once a round: pick a bonus above the button, then click an ally still fighting.", f.Small, s.lay.sideW-30) {
			game.Text(dst, ln, f.Small, x, y, th.Accent)
			y += 15
		}
		y += 4
	} else if u.Active() {
		for _, v := range s.B.Units {
			if v.Side == u.Side && s.actsFallen(v) {
				game.Text(dst, "Fallen "+v.Name+" may fight in spirit: click it, or Tab", f.Small, x, y, th.Accent)
				y += 18
				break
			}
		}
	}
	return y
}

// ordinalWord writes 4 as "4th" in words up to ten ("fourth").
func ordinalWord(n int) string {
	words := []string{"zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"}
	if n >= 0 && n < len(words) {
		return words[n]
	}
	return fmt.Sprintf("%dth", n)
}

// reactionView is what the reaction dialog says: a title, what is happening, a button per
// reaction with a line of detail, and the label of the button that answers nothing.
type reactionView struct {
	title   string
	lines   []string
	buttons []reactionButton
	no      string
}

// reactionButton is one reaction's button: what it does and a detail line (the rule, the
// attack's effects).
type reactionButton struct {
	label, detail string
}

// natural is the natural d20 of a rolled attack, 0 when it is not known.
func natural(p combat.Prompt) int {
	if p.Attack == nil {
		return 0
	}
	for _, t := range p.Attack.Terms {
		if strings.HasPrefix(t.Label, "d20") || t.Label == "natural" {
			return t.Value
		}
	}
	return 0
}

// weaponEffects are the effects a unit's weapon or power lists, joined.
func weaponEffects(u *combat.Unit, name string) string {
	for _, w := range u.Sheet.Weapons {
		if w.Name == name {
			return strings.Join(w.Effects, "; ")
		}
	}
	return ""
}

// readiedMoves reports whether the readied actions offered are moves.
func readiedMoves(opts []combat.Action) bool {
	for _, o := range opts {
		if o.Kind == age13.KindReadied && o.Choice != age13.ReadiedMove {
			return false
		}
	}
	return true
}

// describeReaction words a prompt for the dialog: 13th Age's flexible attacks and two-weapon
// reroll (the attacker's own choice after its d20), intercepts, readied attacks and moves
// (interrupts), opportunity attacks; any other reaction by its kind.
func describeReaction(b *combat.Battle, a *reactAsk) reactionView {
	p, u := a.prompt, a.unit
	v := reactionView{title: "Reaction: " + u.Name, no: "No"}
	kinds := map[string]bool{}
	for _, o := range a.opts {
		kinds[o.Kind] = true
	}
	switch {
	case kinds[age13.KindFlexible]:
		v.title = "Flexible attack: " + u.Name
		nat := natural(p)
		v.lines = append(v.lines, fmt.Sprintf("The natural roll is %d: choose which attack it makes on %s (13th-age-combat-rules.txt \"Flexible Attacks\").", nat, p.Target))
		if p.Attack != nil && p.Attack.Text != "" {
			v.lines = append(v.lines, "As rolled: "+p.Attack.Text)
		}
		v.no = "Let the rules choose (the default)"
	case kinds[age13.KindReroll]:
		v.title = "Two-weapon fighting: " + u.Name
		v.lines = append(v.lines, fmt.Sprintf("A natural 2 against %s: reroll it, and the reroll counts (13th-age-combat-rules.txt \"Two-Weapon Fighting\").", p.Target))
		v.no = "Let the rules choose (reroll)"
	case kinds[age13.KindIntercept]:
		v.title = "Intercept: " + u.Name
		v.lines = append(v.lines, fmt.Sprintf("%s is moving past %s.", p.Actor, u.Name))
	case kinds[age13.KindReadied] && readiedMoves(a.opts):
		v.title = "Readied move: " + u.Name
		v.lines = append(v.lines, fmt.Sprintf("%s comes near %s, who readied a move for it (13th-age-combat-rules.txt \"Readying an Action\").", p.Actor, u.Name))
	case kinds[age13.KindReadied]:
		v.title = "Readied attack: " + u.Name
		v.lines = append(v.lines, fmt.Sprintf("%s moves within reach of %s's readied attack.", p.Actor, u.Name))
	default:
		v.lines = append(v.lines, promptText(p))
	}
	ed := edition13(b)
	for _, o := range a.opts {
		bt := reactionButton{label: reactionLabel(o)}
		switch o.Kind {
		case age13.KindFlexible:
			bt.label = "Use " + o.Weapon
			bt.detail = weaponEffects(u, o.Weapon)
		case age13.KindPlain:
			bt.label = "Plain attack with " + o.Weapon
			bt.detail = "No flexible attack: the attack as rolled"
		case age13.KindReroll:
			bt.label = "Reroll the natural 2"
			bt.detail = "Two weapons: the reroll counts, even if it is worse"
		case age13.KindKeep:
			bt.label = "Keep the natural 2"
			bt.detail = "The attack stands as rolled"
		case age13.KindIntercept:
			bt.label = "Intercept " + o.Target
			bt.detail = "It stops next to you (13th-age-combat-rules.txt \"Intercepting\"); a free action"
			if ed == 2 {
				bt.detail = "It stops next to you; it takes your interrupt action (13th-age-2e-reference-sheet.txt)"
			}
		case age13.KindReadied:
			bt.label = "Readied " + o.Choice + " attack on " + o.Target
			bt.detail = "With " + o.Weapon + "; you then act just before " + o.Target + " from the next round on"
			if o.Choice == age13.ReadiedMove && len(o.Path) > 0 {
				bt.label = "Take the readied move"
				bt.detail = "To the square you readied, as " + o.Target + " comes near; it draws what any move draws, and you then act just before " + o.Target + " from the next round on"
			}
		case combat.Opportunity:
			bt.label = "Opportunity attack on " + o.Target
			bt.detail = "A free basic melee attack with " + o.Weapon
		}
		v.buttons = append(v.buttons, bt)
	}
	return v
}
