package game

// Tests of the user's folders: made on first run under the configuration folder.

import (
	"os"
	"path/filepath"
	"testing"
)

func TestUserFolders(t *testing.T) {
	home := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", home) // os.UserConfigDir on Linux and the BSDs
	t.Setenv("HOME", home)            // on macOS: HOME/Library/Application Support
	t.Setenv("AppData", home)         // on Windows
	config, err := os.UserConfigDir()
	if err != nil {
		t.Skip("no configuration folder on this system:", err)
	}
	maps, err := UserMapsDir()
	if err != nil {
		t.Fatal(err)
	}
	campaigns, states, err := UserCampaignsDir()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ got, want string }{
		{maps, filepath.Join(config, "skirmish", "maps")},
		{campaigns, filepath.Join(config, "skirmish", "campaigns")},
		{states, filepath.Join(config, "skirmish", "campaigns", "state")},
	} {
		if c.got != c.want {
			t.Errorf("folder %s, want %s", c.got, c.want)
		}
		if fi, err := os.Stat(c.got); err != nil || !fi.IsDir() {
			t.Errorf("%s was not made: %v", c.got, err)
		}
	}
}
