package main

// The game in a real window: scripts/window-check.sh runs the client under an X server of its
// own with a window manager, drives it with xdotool into a battle, resizes the window and raises
// the UI scale mid-battle (100, 125, 150%), and checks after each that the battle is laid out
// for the window it is in and End turn is on screen at the window's bottom right. Each step
// waits for the screen it leads to, told by the game's scene trace (SKIRMISH_SCENE_TRACE).
// `make window-check` runs it.

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

func TestRealWindowResizedAndRescaledMidBattle(t *testing.T) {
	// Each step waits for the screen it leads to (the game's scene trace), but a real window
	// takes a minute or two: it runs when asked (make window-check), not in every make test.
	if testing.Short() || os.Getenv("SKIRMISH_WINDOW_CHECK") == "" {
		t.Skip("a few minutes of a real window: SKIRMISH_WINDOW_CHECK=1 (make window-check) runs it")
	}
	for _, tool := range []string{"Xvfb", "openbox", "xdotool", "import", "convert", "bash"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed (scripts/sysdeps.sh test installs it)", tool)
		}
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "skirmish")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	shots := filepath.Join(dir, "window")
	if d := os.Getenv("SKIRMISH_TEST_SHOTS"); d != "" {
		shots = filepath.Join(d, "window")
	}
	out, err := exec.Command("bash", filepath.Join("scripts", "window-check.sh"), bin, shots).CombinedOutput()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit) && exit.ExitCode() == 2:
		t.Skipf("a tool is missing:\n%s", out)
	case err != nil:
		t.Fatalf("window-check: %v (pictures in %s)\n%s", err, shots, out)
	}
	t.Logf("%s", out)
}
