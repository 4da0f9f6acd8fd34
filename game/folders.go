package game

// Folders: where the user's files live, and opening a folder in the system's file manager.

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
)

// UserMapsDir is the user's maps folder, os.UserConfigDir()/skirmish/maps, made if missing.
func UserMapsDir() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	maps := filepath.Join(dir, "skirmish", "maps")
	if err := os.MkdirAll(maps, 0o755); err != nil {
		return "", err
	}
	return maps, nil
}

// UserCampaignsDir is the user's campaigns folder, os.UserConfigDir()/skirmish/campaigns,
// and the folder of every campaign's saved progress, its state/ folder; both made if missing.
func UserCampaignsDir() (campaigns, states string, err error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", "", err
	}
	campaigns = filepath.Join(dir, "skirmish", "campaigns")
	states = filepath.Join(campaigns, "state")
	if err := os.MkdirAll(states, 0o755); err != nil {
		return "", "", err
	}
	return campaigns, states, nil
}

// OpenFolder shows dir in the system's file manager (xdg-open, open or explorer) and returns
// without waiting for it.
func OpenFolder(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	var cmd *exec.Cmd
	switch runtime.GOOS {
	case "windows":
		cmd = exec.Command("explorer", dir)
	case "darwin":
		cmd = exec.Command("open", dir)
	default:
		cmd = exec.Command("xdg-open", dir)
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("cannot open %s with %s: %w", dir, cmd.Path, err)
	}
	go cmd.Wait() // reap it; a file manager that fails later has shown its own message
	return nil
}
