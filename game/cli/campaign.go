// The campaign command: plays a campaign file AI against AI and reports each battle and the rests between them.
package cli

import (
	"errors"
	"fmt"
	"io"

	"skirmish/combat/campaign"
)

// Campaign plays the campaign file at path AI against AI from its first battle, or, with
// resume, from the state saved at statePath, writing each battle's report and the rest after
// it to w, then where the campaign stands. With a statePath the state is saved there
// (atomically) after every battle and its rest, replacing any state there. The seed fixes
// every battle and rest.
func Campaign(w io.Writer, path string, seed uint64, statePath string, resume bool) error {
	f, err := campaign.Load(path)
	if err != nil {
		return err
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
