package rulestest

// The events of a test's actions: those of one type, their texts, and lists of texts compared.

import (
	"strings"
	"testing"

	"skirmish/combat"
)

// Of returns the events of one type among evs.
func Of[E combat.Event](evs []combat.Event) []E {
	var out []E
	for _, e := range evs {
		if x, ok := e.(E); ok {
			out = append(out, x)
		}
	}
	return out
}

// AttackTexts returns the texts of the attack rolls among evs.
func AttackTexts(evs []combat.Event) []string {
	var out []string
	for _, a := range Of[combat.AttackRolled](evs) {
		out = append(out, a.Text)
	}
	return out
}

// DamageTexts returns the texts of the damage rolls among evs.
func DamageTexts(evs []combat.Event) []string {
	var out []string
	for _, a := range Of[combat.DamageRolled](evs) {
		out = append(out, a.Text)
	}
	return out
}

// CheckTexts returns the texts of the checks and saves among evs.
func CheckTexts(evs []combat.Event) []string {
	var out []string
	for _, a := range Of[combat.Checked](evs) {
		out = append(out, a.Text)
	}
	return out
}

// WantTexts fails the test when two lists of texts (what names them) differ.
func WantTexts(t testing.TB, what string, got []string, want ...string) {
	t.Helper()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("%s:\n got %q\nwant %q", what, got, want)
	}
}
