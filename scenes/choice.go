package scenes

// Choice strip: the choices and weapons of the chosen action, picked by click or by its hot key again; the squares an action needs (a push, a throw, a far screen, a charge's end).

import (
	"fmt"
	"slices"
	"strings"

	"skirmish/combat"
	"skirmish/game"
	"skirmish/grid"
)

// chipGroup is what a chip of the strip does.
type chipGroup uint8

// The chips' groups.
const (
	chipChoice chipGroup = iota // picks the action's Option (index -1: the default)
	chipWeapon                  // picks its weapon (index -1: the default)
	chipAny                     // takes it now, at no target
	chipRun                     // takes one complete variant now (an action without a target)
)

// chip is one button of the choice strip; x, y are relative to the strip's box.
type chip struct {
	group      chipGroup
	index      int
	label      string
	x, y, w, h float64
}

// choiceStrip is the small popup above the chosen action's button: its choices and weapons
// when it has two or more that matter, picked before the click on the map; or, for an action
// without a target, the legal variants, each taken at once.
type choiceStrip struct {
	kind    string // the option kind it is for; "" when no strip shows
	label   string
	choices []string
	weapons []string
	// variants are an untargeted action's legal forms (run mode); any is set when the option
	// may be taken at no target (a ready action awaiting any foe).
	variants []combat.Action
	any      bool
	// choice and weapon are the picks (-1: the default, the first the rules accept).
	choice, weapon int
	// focus is the chip the hot key last picked (-1: none).
	focus int
	chips []chip
	// x, y, w, h is the box on the screen.
	x, y, w, h float64
	// gen counts changes, for the drawing's cache.
	gen int
}

// aimState is where the chosen action is being aimed when one click is not enough: a target
// waiting for its square (a push, a throw, screening from afar), or a square waiting for its
// target (a charge's end square among several foes), or the squares an untargeted action may go
// to (dragging a grappled foe).
type aimState struct {
	target  string
	squares []grid.Pos
	paths   [][]grid.Pos
	hasEnd  bool
	end     grid.Pos
	targets []string
	gen     int
}

// active reports whether the aim waits for a square or a target.
func (a *aimState) active() bool { return len(a.squares) > 0 || a.hasEnd }

// clearAim drops the aim.
func (s *Battle) clearAim() {
	g := s.aim.gen + 1
	s.aim = aimState{gen: g}
}

// Strip sizes.
const (
	stripPad   = 10.0
	stripHead  = 22.0
	chipH      = 26.0
	chipGap    = 6.0
	stripLabel = 44.0 // the width of a row's label
)

// choiceForms are the Option values to try for a choice: the choice, and for the first choice
// also no Option, which some rulesets mean by their default (dual wielding's "single" when
// not yet wielding two).
func choiceForms(o *combat.Offer, ch string) []string {
	if ch != "" && len(o.Choices) > 0 && ch == o.Choices[0] {
		return []string{ch, ""}
	}
	return []string{ch}
}

// probe is an action of o as the listing allows it: at its first target (on its listed path),
// else to its first square, else at nothing.
func (s *Battle) probe(o *combat.Offer) combat.Action {
	a := combat.Action{Kind: o.Kind, Unit: s.sel.Name}
	switch {
	case len(o.Targets) > 0:
		a.Target = o.Targets[0]
		if len(o.Paths) > 0 {
			a.Path = o.Paths[0]
		}
	case len(o.Squares) > 0:
		a.Path = []grid.Pos{o.Squares[0]}
	}
	if len(o.Choices) > 0 {
		a.Choice = o.Choices[0]
	}
	return a
}

// weaponsMatter reports whether o's weapon changes anything: the ruleset refuses a weapon
// it does not know (a ruleset that ignores the weapon of a move accepts any).
func (s *Battle) weaponsMatter(o *combat.Offer) bool {
	if len(o.Weapons) < 2 {
		return false
	}
	a := s.probe(o)
	a.Weapon = "\x00no such weapon"
	for _, form := range choiceForms(o, a.Choice) {
		a.Choice = form
		if s.B.Check(a) == nil {
			return false
		}
	}
	return true
}

// usableWeapons are o's weapons that some listed target (or no target) accepts.
func (s *Battle) usableWeapons(o *combat.Offer) []string {
	var out []string
	for _, w := range o.Weapons {
		ok := false
		a := s.probe(o)
		a.Weapon = w
		tries := o.Targets
		if len(tries) == 0 {
			tries = []string{a.Target}
		}
		for i, t := range tries[:min(len(tries), 8)] {
			a.Target = t
			if i < len(o.Paths) {
				a.Path = o.Paths[i]
			}
			for _, ch := range append([]string{""}, o.Choices...) {
				for _, form := range choiceForms(o, ch) {
					a.Choice = form
					if s.B.Check(a) == nil {
						ok = true
						break
					}
				}
				if ok {
					break
				}
			}
			if ok {
				break
			}
		}
		if ok {
			out = append(out, w)
		}
	}
	return out
}

// variants are the legal forms of an untargeted option now: one per choice and (when they
// matter) weapon, each checked.
func (s *Battle) variants(o *combat.Offer) []combat.Action {
	choices := o.Choices
	if len(choices) == 0 {
		choices = []string{""}
	}
	weapons := []string{""}
	if s.weaponsMatter(o) {
		weapons = o.Weapons
	}
	var out []combat.Action
	for _, ch := range choices {
		for _, w := range weapons {
			for _, form := range choiceForms(o, ch) {
				a := combat.Action{Kind: o.Kind, Unit: s.sel.Name, Choice: form, Weapon: w}
				err := s.B.Check(a)
				if err != nil && w == "" && len(o.Weapons) > 0 {
					a.Weapon = o.Weapons[0]
					err = s.B.Check(a)
				}
				if err == nil && !slices.ContainsFunc(out, func(b combat.Action) bool { return b.Choice == a.Choice && b.Weapon == a.Weapon }) {
					out = append(out, a)
					break
				}
			}
		}
	}
	return out
}

// buildStrip makes the strip of the chosen action, keeping the picks when it is the same
// action as before; no strip when there is nothing to pick.
func (s *Battle) buildStrip() {
	old := s.strip
	s.strip = choiceStrip{choice: -1, weapon: -1, focus: -1, gen: old.gen + 1}
	if s.chosen < 0 || s.chosen >= len(s.opts) || s.sel == nil {
		return
	}
	o := &s.opts[s.chosen]
	st := &s.strip
	st.kind, st.label = o.Kind, o.Label
	untargeted := len(o.Targets) == 0 && len(o.Squares) == 0 && !s.aim.active()
	if untargeted {
		st.variants = s.variants(o)
		if len(st.variants) < 2 {
			st.variants = nil
		}
	} else {
		if len(o.Choices) >= 2 {
			st.choices = o.Choices
		}
		if s.weaponsMatter(o) {
			if ws := s.usableWeapons(o); len(ws) >= 2 {
				st.weapons = ws
			}
		}
		if len(o.Targets) > 0 {
			st.kind = o.Kind // compose reads no picks yet: the defaults
			_, err := s.compose(*o, "", nil)
			st.any = err == nil
		}
	}
	if old.kind == st.kind {
		if old.choice >= 0 && old.choice < len(st.choices) {
			st.choice = old.choice
		}
		if old.weapon >= 0 && old.weapon < len(st.weapons) {
			st.weapon = old.weapon
		}
		st.focus = old.focus
	}
	if len(st.choices) == 0 && len(st.weapons) == 0 && len(st.variants) == 0 && !st.any {
		st.kind = ""
		return
	}
	s.layoutStrip()
}

// shown reports whether the strip is on screen.
func (st *choiceStrip) shown() bool { return st.kind != "" }

// layoutStrip places the strip's chips in rows (one per group) and its box above the chosen
// action's button, kept over the map.
func (s *Battle) layoutStrip() {
	st := &s.strip
	f := s.fonts
	st.chips = st.chips[:0]
	y := stripPad + stripHead
	w := 0.0
	row := func(group chipGroup, labels []string, auto bool) {
		x := stripPad + stripLabel
		if auto {
			labels = append([]string{"Auto"}, labels...)
		}
		for i, l := range labels {
			cw := game.TextWidth(l, f.SmallBold) + 28
			idx := i
			if auto {
				idx = i - 1
			}
			st.chips = append(st.chips, chip{group: group, index: idx, label: l, x: x, y: y, w: cw, h: chipH})
			x += cw + chipGap
		}
		w = max(w, x-chipGap+stripPad)
		y += chipH + chipGap
	}
	if len(st.variants) > 0 {
		labels := make([]string, len(st.variants))
		for i, a := range st.variants {
			labels[i] = variantLabel(a)
		}
		row(chipRun, labels, false)
	}
	if len(st.choices) > 0 {
		labels := make([]string, len(st.choices))
		for i, c := range st.choices {
			labels[i] = choiceLabel(c)
		}
		row(chipChoice, labels, true)
	}
	if len(st.weapons) > 0 {
		row(chipWeapon, st.weapons, true)
	}
	if st.any {
		row(chipAny, []string{anyLabel(st.kind)}, false)
	}
	w = max(w, game.TextWidth(st.label, f.Bold)+game.TextWidth(s.stripHint(), f.Small)+3*stripPad+12)
	st.w, st.h = w, y-chipGap+stripPad
	l := s.lay
	bx, _, _, _ := l.button(s.chosen)
	st.x = max(l.mapX+8, min(bx, l.mapX+l.mapW-st.w-8))
	st.y = l.barY - st.h - 8
}

// stripHint is the strip's header hint: how to pick by key.
func (s *Battle) stripHint() string {
	key := ""
	if s.chosen >= 0 && s.chosen < len(game.HotKeys) {
		key = s.keyOf(game.HotKeys[s.chosen])
	}
	switch {
	case len(s.strip.variants) > 0:
		if key != "" {
			return "click one · " + key + " again: the first"
		}
		return "click one"
	case key != "":
		return key + " again: next choice"
	}
	return "click a choice"
}

// keyOf is the first key bound to a meaning ("" when none), read from the key map kept for
// the screen.
func (s *Battle) keyOf(a game.Action) string {
	if s.keys == nil {
		return ""
	}
	if ks := s.keys.KeysOf(a); len(ks) > 0 {
		return ks[0]
	}
	return ""
}

// choiceLabel is a choice as its chip says it ("first_aid" → "First aid").
func choiceLabel(c string) string {
	if c == "" {
		return "Default"
	}
	c = strings.ReplaceAll(c, "_", " ")
	return strings.ToUpper(c[:1]) + c[1:]
}

// variantLabel names an untargeted variant by its choice and weapon.
func variantLabel(a combat.Action) string {
	switch {
	case a.Choice != "" && a.Weapon != "":
		return choiceLabel(a.Choice) + " · " + a.Weapon
	case a.Weapon != "":
		return a.Weapon
	}
	return choiceLabel(a.Choice)
}

// anyLabel is the label of the chip that takes an action at no target.
func anyLabel(kind string) string {
	if kind == "ready" {
		return "Ready for any foe"
	}
	return "No target: do it now"
}

// chipAt is the strip's chip under a screen point, or -1.
func (s *Battle) chipAt(x, y int) int {
	st := &s.strip
	if !st.shown() {
		return -1
	}
	fx, fy := float64(x)-st.x, float64(y)-st.y
	for i, ch := range st.chips {
		if fx >= ch.x && fx < ch.x+ch.w && fy >= ch.y && fy < ch.y+ch.h {
			return i
		}
	}
	return -1
}

// inStrip reports whether a screen point is over the strip's box.
func (s *Battle) inStrip(x, y int) bool {
	st := &s.strip
	fx, fy := float64(x), float64(y)
	return st.shown() && fx >= st.x && fx < st.x+st.w && fy >= st.y && fy < st.y+st.h
}

// pickChip does what chip i says: pick a choice or a weapon (picking the picked one again
// goes back to the default), or take the action now.
func (s *Battle) pickChip(c *game.Context, i int) {
	st := &s.strip
	if i < 0 || i >= len(st.chips) {
		return
	}
	ch := st.chips[i]
	switch ch.group {
	case chipChoice:
		if st.choice == ch.index {
			st.choice = -1
		} else {
			st.choice = ch.index
		}
	case chipWeapon:
		if st.weapon == ch.index {
			st.weapon = -1
		} else {
			st.weapon = ch.index
		}
	case chipAny:
		s.takeAny(c)
		return
	case chipRun:
		a := st.variants[ch.index]
		s.run(c, a)
		return
	}
	st.gen++
	s.reaim()
}

// takeAny takes the chosen action at no target, with the strip's picks (Confirm, or its chip).
func (s *Battle) takeAny(c *game.Context) {
	if !s.strip.any || s.chosen < 0 || s.chosen >= len(s.opts) {
		return
	}
	a, err := s.compose(s.opts[s.chosen], "", nil)
	if err != nil {
		s.say(err.Error())
		return
	}
	s.run(c, a)
}

// cycleStrip is the hot key of the chosen action pressed again: it picks the next choice or
// weapon chip in order (after the last, the defaults again); with untargeted variants it takes
// the first.
func (s *Battle) cycleStrip(c *game.Context) {
	st := &s.strip
	if len(st.variants) > 0 {
		s.run(c, st.variants[0])
		return
	}
	var order []int
	for i, ch := range st.chips {
		if (ch.group == chipChoice || ch.group == chipWeapon) && ch.index >= 0 {
			order = append(order, i)
		}
	}
	if len(order) == 0 {
		return
	}
	next := 0
	if k := slices.Index(order, st.focus); k >= 0 {
		next = k + 1
	}
	if next >= len(order) {
		st.focus, st.choice, st.weapon = -1, -1, -1
		st.gen++
		s.reaim()
		return
	}
	st.focus = order[next]
	ch := st.chips[st.focus]
	if ch.group == chipChoice {
		st.choice = ch.index
	} else {
		st.weapon = ch.index
	}
	st.gen++
	s.reaim()
}

// reaim works the aim out again after a pick changed: the squares of a target waiting for one,
// or of an untargeted action.
func (s *Battle) reaim() {
	if s.chosen < 0 || s.chosen >= len(s.opts) {
		return
	}
	o := s.opts[s.chosen]
	switch {
	case s.aim.target != "":
		t := s.aim.target
		s.clearAim()
		sq, paths := s.aimSquares(o, t)
		if len(sq) > 0 {
			s.aim.target, s.aim.squares, s.aim.paths = t, sq, paths
		}
	case len(o.Targets) == 0 && len(o.Squares) == 0 && len(s.aim.squares) > 0:
		s.clearAim()
		s.aim.squares, s.aim.paths = s.aimSquares(o, "")
	case s.aim.hasEnd:
		s.clearAim()
	}
}

// aimSquares are the squares an action of o at target (or at nothing) may take as its path
// now, with the path each sends: the squares within two of the unit (a drag takes two steps)
// and those next to the target (a push, a throw, a screen from afar), each checked.
func (s *Battle) aimSquares(o combat.Offer, target string) ([]grid.Pos, [][]grid.Pos) {
	u := s.sel
	var sq []grid.Pos
	var paths [][]grid.Pos
	seen := map[grid.Pos]bool{}
	try := func(p grid.Pos) {
		if seen[p] || !s.B.Map.In(p) || p == u.Pos {
			return
		}
		seen[p] = true
		if _, err := s.compose(o, target, []grid.Pos{p}); err == nil {
			sq, paths = append(sq, p), append(paths, []grid.Pos{p})
			return
		}
		if max(abs(u.Pos.X-p.X), abs(u.Pos.Y-p.Y)) != 2 {
			return
		}
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				m := grid.Pos{X: u.Pos.X + dx, Y: u.Pos.Y + dy}
				if m == u.Pos || !m.Adjacent(p) {
					continue
				}
				if _, err := s.compose(o, target, []grid.Pos{m, p}); err == nil {
					sq, paths = append(sq, p), append(paths, []grid.Pos{m, p})
					return
				}
			}
		}
	}
	for dy := -2; dy <= 2; dy++ {
		for dx := -2; dx <= 2; dx++ {
			try(grid.Pos{X: u.Pos.X + dx, Y: u.Pos.Y + dy})
		}
	}
	if t := s.B.Unit(target); t != nil {
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				try(grid.Pos{X: t.Pos.X + dx, Y: t.Pos.Y + dy})
			}
		}
	}
	return sq, paths
}

// aimAt aims the chosen option o at a target that needs a square: with one square it is taken
// at once, with several the screen waits for the click on one. It reports whether o could be
// aimed so.
func (s *Battle) aimAt(c *game.Context, o combat.Offer, target string) bool {
	sq, paths := s.aimSquares(o, target)
	switch len(sq) {
	case 0:
		return false
	case 1:
		if a, err := s.compose(o, target, paths[0]); err == nil {
			s.run(c, a)
			return true
		}
		return false
	}
	s.clearAim()
	s.aim.target, s.aim.squares, s.aim.paths = target, sq, paths
	return true
}

// endTargets are the listed targets of o (a charge) that an action ending on square p may be
// aimed at.
func (s *Battle) endTargets(o *combat.Offer, p grid.Pos) []string {
	var out []string
	for _, t := range o.Targets {
		if _, err := s.compose(*o, t, []grid.Pos{p}); err == nil {
			out = append(out, t)
		}
	}
	return out
}

// aimHint says in the action bar what the chosen action waits for.
func (s *Battle) aimHint() string {
	if s.chosen < 0 || s.chosen >= len(s.opts) || s.busy {
		return ""
	}
	o := &s.opts[s.chosen]
	pick := ""
	if st := &s.strip; st.shown() {
		var parts []string
		if st.choice >= 0 {
			parts = append(parts, choiceLabel(st.choices[st.choice]))
		}
		if st.weapon >= 0 {
			parts = append(parts, st.weapons[st.weapon])
		}
		if len(parts) > 0 {
			pick = " (" + strings.Join(parts, ", ") + ")"
		}
	}
	switch {
	case s.aim.target != "":
		return fmt.Sprintf("%s%s → %s: click one of the marked squares", o.Label, pick, s.aim.target)
	case s.aim.hasEnd:
		return fmt.Sprintf("%s%s, ending on %v: click the foe (%s)", o.Label, pick, s.aim.end, strings.Join(s.aim.targets, ", "))
	case len(s.aim.squares) > 0:
		return o.Label + pick + ": click one of the marked squares"
	case len(s.strip.variants) > 0:
		return o.Label + ": pick one above"
	case len(o.Targets) > 0 && len(o.Squares) > 0:
		return o.Label + pick + ": click a foe, or first the square to end on"
	case len(o.Targets) > 0 && s.strip.any:
		if k := s.keyOf(game.Confirm); k != "" {
			return o.Label + pick + ": click a marked unit, or " + k + " for none"
		}
		return o.Label + pick + ": click a marked unit"
	case len(o.Targets) > 0:
		return o.Label + pick + ": click a marked unit"
	case len(o.Squares) > 0:
		return o.Label + pick + ": click a marked square"
	}
	return o.Label + pick + ": click the unit to aim at, then the square to act from"
}

// choiceSummaries say what each choice of an action does, by "kind/choice", citing the rule
// text's section.
var choiceSummaries = map[string]string{
	"swarm/strike":            "Strike the swarmed foe: +2 to hit and +1 damage for each other assailant, up to +6 and +3; its shock always applies. (delvers-combat.md \"Make a Swarm Attack\")",
	"swarm/join":              "Join the swarm on the foe without striking yet, so that an ally's strike gains your +2 and +1. (delvers-combat.md \"Make a Swarm Attack\")",
	"shove/prone":             "On a hit and a won opposed STR check, knock the foe prone instead of dealing damage. (delvers-combat.md \"Shoving\")",
	"shove/push":              "On a hit and a won opposed STR check, force the foe into the adjacent square you pick. (delvers-combat.md \"Shoving\")",
	"drag/drag":               "On a won opposed STR/Brawl check, move 10 ft and take the grappled foe with you. (delvers-combat.md \"Grappling\")",
	"drag/throw":              "On a won opposed STR/Brawl check, throw the grappled foe 5 ft: it lands prone. (delvers-combat.md \"Grappling\")",
	"wield/single":            "Go back to fighting with one weapon. (delvers-combat.md \"Dual Wielding Weapons\")",
	"skill/first_aid":         "Stabilise an adjacent mortally injured ally. (delvers-combat.md \"Use a Skill\")",
	"ready/melee":             "Ready a melee attack for a foe coming into reach; you then act just before it. (13th-age-combat-rules.txt \"Readying an Action\")",
	"ready/ranged":            "Ready a ranged attack for a foe coming into sight; you then act just before it. (13th-age-combat-rules.txt \"Readying an Action\")",
	"fight_in_spirit/attacks": "+1 to the ally's attacks (+2 the first time anyone fights in spirit this battle) this round and the next. (13th-age-combat-rules.txt \"Fight in Spirit\")",
	"fight_in_spirit/AC":      "+1 to the ally's AC (+2 the first time anyone fights in spirit this battle) this round and the next. (13th-age-combat-rules.txt \"Fight in Spirit\")",
	"fight_in_spirit/PD":      "+1 to the ally's Physical Defense (+2 the first time) this round and the next. (13th-age-combat-rules.txt \"Fight in Spirit\")",
	"fight_in_spirit/MD":      "+1 to the ally's Mental Defense (+2 the first time) this round and the next. (13th-age-combat-rules.txt \"Fight in Spirit\")",
}

// chipTip is the tooltip of a chip: its title and lines (the choice's rule, the weapon's
// numbers and effects).
func (s *Battle) chipTip(ch chip) (string, []string) {
	st := &s.strip
	switch ch.group {
	case chipChoice:
		if ch.index < 0 {
			return "Auto", []string{"The first choice the rules allow on the target you click."}
		}
		c := st.choices[ch.index]
		sum := choiceSummaries[st.kind+"/"+c]
		if sum == "" {
			sum = "Choose " + choiceLabel(c) + "."
		}
		return choiceLabel(c), wrap(sum, s.fonts.Small, 380)
	case chipWeapon:
		if ch.index < 0 {
			return "Auto", []string{"The first weapon the rules allow on the target you click."}
		}
		return st.weapons[ch.index], s.weaponLines(st.weapons[ch.index])
	case chipAny:
		return ch.label, []string{"Take the action now, aimed at no one in particular."}
	case chipRun:
		a := st.variants[ch.index]
		lines := []string{}
		if sum := choiceSummaries[st.kind+"/"+a.Choice]; sum != "" {
			lines = wrap(sum, s.fonts.Small, 380)
		}
		if a.Weapon != "" {
			lines = append(lines, s.weaponLines(a.Weapon)...)
		}
		return ch.label, append(lines, "Click to do it now.")
	}
	return ch.label, nil
}

// weaponLines describe the selected unit's weapon: damage, reach, defence, effects.
func (s *Battle) weaponLines(name string) []string {
	if s.sel == nil {
		return nil
	}
	for _, w := range s.sel.Sheet.Weapons {
		if w.Name != name {
			continue
		}
		line := fmt.Sprintf("%s, damage %s", w.Kind, w.Damage)
		if w.Range > 0 {
			line += fmt.Sprintf(", range %d ft", w.Range)
		}
		if w.Against != "" {
			line += " vs " + w.Against
		}
		out := []string{line}
		for _, e := range w.Effects {
			out = append(out, wrap(e, s.fonts.Small, 380)...)
		}
		return out
	}
	return nil
}
