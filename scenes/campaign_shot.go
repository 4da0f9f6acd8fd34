package scenes

// Campaign shots: the campaign screens for the shot command, a campaign played headless to the point asked (nothing saved).

import (
	"errors"
	"fmt"
	"io"

	"skirmish/app/campaign"
	"skirmish/game"
)

// errShotStop stops a campaign played for a shot.
var errShotStop = errors.New("stop")

// shotRun is a run of the campaign file at path (the first bundled campaign when ""), its
// progress not saved, played by the AI (campaign.Play) from seed until battles battles are
// done or it ends.
func shotRun(c *game.Context, path string, battles int, seed uint64) (*campaignRun, error) {
	bundled := path == ""
	if bundled {
		if len(c.Files.Campaigns) == 0 {
			return nil, errors.New("no bundled campaigns: give --map CAMPAIGN.json")
		}
		path = c.Files.Campaigns[0]
	}
	files := c.Files
	files.CampaignStates = "" // a shot saves nothing
	e := loadCampaignEntry(files, path, bundled)
	if e.f == nil {
		return nil, e.err
	}
	st, err := campaign.Start(e.f, seed)
	if err != nil {
		return nil, err
	}
	if battles > 0 {
		err := campaign.Play(e.f, st, io.Discard, func(s *campaign.State) error {
			if len(s.Battles) >= battles {
				return errShotStop
			}
			return nil
		})
		if err != nil && !errors.Is(err, errShotStop) {
			return nil, err
		}
	}
	e.st = st
	return &campaignRun{e: e, f: e.f, st: st}, nil
}

// ShotCampaigns is the campaigns list, for the shot command.
func ShotCampaigns(c *game.Context) (game.Scene, error) { return NewCampaignList(c), nil }

// ShotBriefing is the briefing of a campaign (the first bundled one when path is "") after
// battles battles played by the AI from seed.
func ShotBriefing(c *game.Context, path string, battles int, seed uint64) (game.Scene, error) {
	r, err := shotRun(c, path, battles, seed)
	if err != nil {
		return nil, err
	}
	if r.st.Over {
		return nil, fmt.Errorf("the campaign ended after %d battles: ask for fewer", len(r.st.Battles))
	}
	return newBriefing(c, r)
}

// ShotCampaignRest is the rest screen after the battles-th battle (at least the first) of a
// campaign played by the AI from seed; the campaign's end when it ended there.
func ShotCampaignRest(c *game.Context, path string, battles int, seed uint64) (game.Scene, error) {
	r, err := shotRun(c, path, max(1, battles), seed)
	if err != nil {
		return nil, err
	}
	if r.st.Over {
		return newCampaignEnd(c, r), nil
	}
	return newCampaignRest(c, r), nil
}

// ShotCampaignEnd is the end of a campaign played through by the AI from seed.
func ShotCampaignEnd(c *game.Context, path string, seed uint64) (game.Scene, error) {
	r, err := shotRun(c, path, campaign.MaxMaps, seed)
	if err != nil {
		return nil, err
	}
	return newCampaignEnd(c, r), nil
}
