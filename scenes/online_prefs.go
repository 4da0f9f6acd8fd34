package scenes

// What the online menus remember between games, in the online folder's prefs.json: the
// community's server and the player's files for it (typed once, not at every match), the
// player's name, and the match this computer last hosted from the window, so that Host online
// offers to resume it without its code typed again.

import (
	"encoding/json"
	"os"
	"path/filepath"
)

// onlinePrefs are the online menus' remembered choices.
type onlinePrefs struct {
	// Server is a community's server (nats:// or tls:// URLs, comma-separated); HostKey the
	// host's key there (host.key) and Creds the player's credentials (member.creds).
	Server  string `json:"server,omitempty"`
	HostKey string `json:"host_key,omitempty"`
	Creds   string `json:"creds,omitempty"`
	// HostOn is the server the window last hosted on ("": its own), which Host online offers.
	HostOn string `json:"host_on,omitempty"`
	// Name is the player's name; Public whether the host lists its matches' codes in the lobby.
	Name   string `json:"name,omitempty"`
	Public bool   `json:"public,omitempty"`
	// Last is the match last hosted from the window while it is not over (nil: none).
	Last *lastHosted `json:"last_hosted,omitempty"`
}

// lastHosted is how a match was hosted from the window: enough to host it again (its record
// on the server, found by its code, rules the battle).
type lastHosted struct {
	Code string `json:"code"`
	// Map is the map's path; Seats each side's seat (an index in onlineSeatKinds); Observers
	// the observers' choice (an index in the host menu's).
	Map       string `json:"map"`
	Seats     []int  `json:"seats"`
	Observers int    `json:"observers,omitempty"`
	// Port is its own server's port; Server the community's server it was hosted on instead.
	Port   string `json:"port,omitempty"`
	Server string `json:"server,omitempty"`
}

// prefsFile is the prefs' file in the online folder beside the settings file.
func prefsFile(settings string) (string, error) {
	dir, err := onlineDir(settings)
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "prefs.json"), nil
}

// loadPrefs reads the prefs; a missing or unreadable file is no prefs (the menus' defaults).
func loadPrefs(settings string) onlinePrefs {
	var p onlinePrefs
	if path, err := prefsFile(settings); err == nil {
		if data, err := os.ReadFile(path); err == nil {
			if json.Unmarshal(data, &p) != nil {
				p = onlinePrefs{}
			}
		}
	}
	return p
}

// savePrefs writes the prefs (atomically: a file written beside, then renamed).
func savePrefs(settings string, p onlinePrefs) error {
	path, err := prefsFile(settings)
	if err != nil {
		return err
	}
	data, err := json.MarshalIndent(p, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, append(data, '\n'), 0o600); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// updatePrefs reads the prefs, changes them and writes them back; a failure to write is
// ignored (the prefs only save typing).
func updatePrefs(settings string, change func(p *onlinePrefs)) {
	p := loadPrefs(settings)
	change(&p)
	savePrefs(settings, p)
}
