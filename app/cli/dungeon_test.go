package cli

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	_ "skirmish/combat/rules/delvers"
)

// TestDungeon_BadFlags: each bad flag exits 2 and says what is wrong.
func TestDungeon_BadFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		says string
	}{
		{nil, "--out FILE.tmx is required"},
		{[]string{"--out", "x.png"}, "name it FILE.tmx"},
		{[]string{"--out", "x.tmx", "--size", "huge"}, `unknown dungeon size "huge"`},
		{[]string{"--out", "x.tmx", "--theme", "moon"}, `unknown dungeon theme "moon"`},
		{[]string{"--out", "x.tmx", "--level", "godlike"}, `unknown AI level "godlike"`},
		{[]string{"--out", "x.tmx", "--heroes", "0"}, "--heroes must be from 1 to 12"},
	} {
		var out, errs bytes.Buffer
		if code := Dungeon(c.args, &out, &errs); code != 2 || !strings.Contains(errs.String(), c.says) {
			t.Errorf("dungeon %v: exit %d, %q; want exit 2 saying %q", c.args, code, errs.String(), c.says)
		}
	}
}

// TestDungeon_WritesAMapThatValidates: a dungeon tuned on few battles is written with its
// tileset beside it, says what it measured, and validate accepts it.
func TestDungeon_WritesAMapThatValidates(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "d.tmx")
	var out, errs bytes.Buffer
	if code := Dungeon([]string{"--out", file, "--seed", "2", "--win", "0.5", "--probe", "10", "--verify", "10"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	if !strings.Contains(out.String(), "of 10 fresh battles") {
		t.Errorf("the report does not say the verification's battles: %s", out.String())
	}
	var v bytes.Buffer
	if !Validate(&v, []string{file}, ValidateOptions{Catalog: "-", Strict: true}) {
		t.Errorf("validate refuses the generated map:\n%s", v.String())
	}
}
