package client

// Shot command tests: what it refuses before opening a window.

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestShotRefuses(t *testing.T) {
	out := filepath.Join(t.TempDir(), "x.png")
	cases := []struct {
		name string
		o    ShotOptions
		want string
	}{
		{"no output file", ShotOptions{Scene: "title"}, "--out"},
		{"the viewer without a map", ShotOptions{Out: out}, "--map"},
		{"an unknown scene", ShotOptions{Scene: "duel", Out: out}, `unknown scene "duel"`},
		{"a UI scale the settings do not offer", ShotOptions{Scene: "title", Out: out, UIScale: 3}, "--ui-scale 3"},
		{"setup on a missing map", ShotOptions{Scene: "setup", Map: filepath.Join(t.TempDir(), "none.tmx"), Out: out}, "none.tmx"},
	}
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := Shot(c.o)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("Shot(%+v) = %v, want an error containing %q", c.o, err, c.want)
			}
		})
	}
}
