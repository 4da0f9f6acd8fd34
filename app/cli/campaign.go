package cli

// The campaign command: plays a campaign file AI against AI and reports each battle and the rests between them.

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"sort"

	"skirmish/app/campaign"
)

// Campaign plays the campaign file at path AI against AI from its first battle, or, with
// resume, from the state saved at statePath, writing each battle's report and the rest after
// it to w, then where the campaign stands. With a statePath the state is saved there
// (atomically) after every battle and its rest, replacing any state there. The seed fixes
// every battle and rest. The campaign's maps must lie beside it or in folders (the game's:
// the bundled maps' and the user's maps and campaigns folders; client.Campaign passes them).
func Campaign(w io.Writer, path string, folders []string, seed uint64, statePath string, resume bool) error {
	f, err := campaign.Load(path, folders...)
	if err != nil {
		return echoable(err)
	}
	var st *campaign.State
	if resume {
		if statePath == "" {
			return errors.New("campaign --resume needs --state FILE, the state to go on from")
		}
		if st, err = campaign.LoadState(statePath, f); err != nil {
			return err
		}
		if st.Over {
			fmt.Fprintf(w, "Resuming %s: the campaign is over.\n", path)
		} else {
			fmt.Fprintf(w, "Resuming %s at battle %d of %d (seed %d).\n", path, st.Next+1, len(f.Maps), st.Seed)
		}
	} else if st, err = campaign.Start(f, seed); err != nil {
		return err
	}
	var save func(*campaign.State) error
	if statePath != "" {
		save = func(s *campaign.State) error { return s.Save(statePath) }
	}
	return campaign.Play(f, st, w, save)
}

// BundledCampaigns returns the bundled campaign files, in name order: the campaigns/ folder
// beside the bundled maps (the repository's, the executable's, or the unpacked copy), whose
// maps they name relative to it ("../crypt.tmx").
func BundledCampaigns(bundledMaps []string) []string {
	if len(bundledMaps) == 0 {
		return nil
	}
	found, _ := filepath.Glob(filepath.Join(filepath.Dir(bundledMaps[0]), "campaigns", "*.json"))
	sort.Strings(found)
	return found
}
