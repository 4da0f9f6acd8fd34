package scenes

// Viewer: shows one map at a time as the battle screen will, and switches between maps.

import (
	"fmt"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game"
	"skirmish/grid"
)

// footerHeight is the height of the hint bar at the bottom.
const footerHeight = 26

// Viewer is a scene that shows maps from a list.
type Viewer struct {
	paths    []string
	maps     []*grid.Map
	errs     []error
	cur      int
	view     *game.MapView
	showList bool
	msg      string // the last load error, shown until another map is picked
	clock    func() time.Duration
	live     liveMap // the map shown, reloaded when its files change (viewer_reload.go)
	crisp    bool    // the UI scale is not 100%: drawn at the device's pixels (DrawsAtDevicePixels)
}

// DrawsAtDevicePixels reports whether the viewer draws at the device's pixels (game.Crisp):
// at a UI scale other than 100%, its words through the paint helpers and the map from its
// baked chunks, as the battle draws it; at 100% the two are the same pixels.
func (v *Viewer) DrawsAtDevicePixels() bool { return v.crisp }

// NewViewer loads paths[start] and shows it; the other maps load when picked. It fails if the
// first map does not load.
func NewViewer(c *game.Context, paths []string, start int) (*Viewer, error) {
	if len(paths) == 0 {
		return nil, fmt.Errorf("no maps to show")
	}
	v := &Viewer{paths: paths, maps: make([]*grid.Map, len(paths)), errs: make([]error, len(paths)), crisp: c.Scale != 1}
	if err := v.open(c, start); err != nil {
		return nil, err
	}
	return v, nil
}

// open shows map i, loading it on first use.
func (v *Viewer) open(c *game.Context, i int) error {
	if i < 0 || i >= len(v.paths) {
		return nil
	}
	if v.maps[i] == nil && v.errs[i] == nil {
		v.maps[i], v.errs[i] = game.LoadMap(v.paths[i])
	}
	if v.errs[i] != nil {
		v.msg = v.errs[i].Error()
		return v.errs[i]
	}
	v.cur, v.msg = i, ""
	top := float64(game.HeaderHeight)
	v.view = game.NewMapView(v.maps[i], c.Theme, c.Fonts, 0, top, float64(c.Width), float64(c.Height)-top-footerHeight)
	v.view.PanSpeed = c.Settings.PanSpeed()
	v.view.Parallax = true // the viewer scrolls layers with a parallax factor as Tiled does
	v.view.Clock = v.clock
	v.live = newLiveMap(c, v.paths[i], v.maps[i])
	return nil
}

// ShowAt shows animated tiles as they are at time t, from now on (for shots).
func (v *Viewer) ShowAt(t time.Duration) {
	v.clock = func() time.Duration { return t }
	v.view.Clock = v.clock
}

// SetZoom sets the camera's zoom to the largest step not above z, keeping the map centred.
func (v *Viewer) SetZoom(z float64) { v.view.Cam.SetZoom(z) }

// Update switches maps on number keys, page keys and the list, and moves the camera; Back
// leaves the viewer (and quits when it is the only scene).
func (v *Viewer) Update(c *game.Context) error {
	in := c.Input
	v.crisp = c.Scale != 1
	switch {
	case in.Pressed(game.Back):
		c.Pop()
		return nil
	case in.Number() > 0:
		_ = v.open(c, in.Number()-1)
	case in.Pressed(game.NextMap):
		_ = v.open(c, (v.cur+1)%len(v.paths))
	case in.Pressed(game.PrevMap):
		_ = v.open(c, (v.cur+len(v.paths)-1)%len(v.paths))
	case in.Pressed(game.MapList):
		v.showList = !v.showList
	}
	if v.showList {
		if x, y, ok := in.Click(); ok {
			if i := listHit(c, len(v.paths), x, y); i >= 0 {
				_ = v.open(c, i)
				v.showList = v.msg != ""
			}
		}
	}
	v.reloadIfChanged(c)
	v.view.Update(in, c.Width, c.Height)
	return nil
}

// Draw paints the map, the header, the hints and the map list when open; instead of a map
// that is broken on disk now, what is wrong with it.
func (v *Viewer) Draw(screen *ebiten.Image, c *game.Context) {
	if v.live.broken != nil {
		drawBroken(screen, c, v.paths[v.cur], v.live.broken)
		drawFooter(screen, c, v.cur, len(v.paths))
		return
	}
	if v.crisp {
		v.view.DrawBaked(screen)
	} else {
		v.view.Draw(screen)
	}
	game.DrawHeader(screen, c, v.view.Map, v.view.Cam.Zoom())
	drawFooter(screen, c, v.cur, len(v.paths))
	if v.showList {
		drawList(screen, c, v.paths, v.maps, v.cur)
	}
	switch {
	case v.msg != "":
		drawMessage(screen, c, v.msg)
	case len(v.live.checked) > 0:
		drawMessage(screen, c, strings.Join(problemLines(v.live.checked), "\n"))
	}
}
