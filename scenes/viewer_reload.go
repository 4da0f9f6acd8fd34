package scenes

// Live maps: a map on a screen reloaded when it, or a file it uses, changes on disk; the viewer
// keeps its camera, and shows what is wrong instead of a map that is broken now.

import (
	"errors"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/app/mapcheck"
	"skirmish/game"
	"skirmish/grid"
)

// liveMap is a map a screen shows, with the watch of its files and what is wrong with it.
type liveMap struct {
	path  string
	m     *grid.Map // the version shown: the last that loaded
	watch *game.Watch
	// checked is what mapcheck finds wrong with m (errors and warnings); broken, when the file
	// on disk does not load now, why (m is then the version before).
	checked, broken grid.Problems
}

// newLiveMap watches the map at path, loaded as m (nil when it did not load).
func newLiveMap(c *game.Context, path string, m *grid.Map) liveMap {
	l := liveMap{path: path, m: m}
	if m != nil {
		l.checked = mapcheck.Registered(c.Files.Catalog).Check(m)
	}
	l.watch = watchMap(c, path, m)
	return l
}

// watchMap is a watch of the files of the map at path: those it was read from, or, for a map
// that did not load, anything in its folder (a tileset it names may be the fault).
func watchMap(c *game.Context, path string, m *grid.Map) *game.Watch {
	files := []string{path}
	var folders []string
	if m != nil && len(m.Sources) > 0 {
		files = m.Sources
	} else {
		folders = []string{filepath.Dir(path)}
	}
	return c.Watcher().Watch(files, folders)
}

// reload loads the map again if its files changed; it reports whether it did. A version that
// loads replaces m (checked again); one that does not is kept in broken, and m stays.
func (l *liveMap) reload(c *game.Context) bool {
	if !l.watch.Changed() {
		return false
	}
	m, err := game.LoadMap(l.path)
	if err != nil {
		l.broken = grid.ProblemsOf(l.path, err)
		l.watch = watchMap(c, l.path, nil)
		return true
	}
	l.m, l.broken = m, nil
	l.checked = mapcheck.Registered(c.Files.Catalog).Check(m)
	l.watch = watchMap(c, l.path, m)
	return true
}

// reloadIfChanged reloads the viewer's map when its files changed on disk, keeping the camera.
func (v *Viewer) reloadIfChanged(c *game.Context) {
	if !v.live.reload(c) || v.live.broken != nil {
		return
	}
	cam := v.view.Cam
	v.maps[v.cur] = v.live.m
	v.view = game.NewMapView(v.live.m, c.Theme, c.Fonts, cam.ViewX, cam.ViewY, cam.ViewW, cam.ViewH)
	v.view.PanSpeed, v.view.Parallax, v.view.Clock = c.Settings.PanSpeed(), true, v.clock
	v.view.Cam = cam
	w, h := v.view.WorldSize()
	v.view.Cam.Clamp(w, h)
}

// problemLines are problems one to a line, without their file (the screen names the map),
// warnings marked.
func problemLines(ps grid.Problems) []string {
	out := make([]string, 0, len(ps))
	for _, p := range ps {
		line := p.Msg
		if p.Warning {
			line = "warning: " + line
		}
		if p.Place != "" {
			line = p.Place + ": " + line
		}
		out = append(out, line)
	}
	return out
}

// problemNotes are the lines of err for the screen: each problem of a grid.Problems as "place:
// message" (problemLines: the screen names the map already), else err's text.
func problemNotes(err error) []string {
	var ps grid.Problems
	if !errors.As(err, &ps) {
		return []string{err.Error()}
	}
	return problemLines(ps)
}

// drawBroken fills the screen with why the map at path does not load now.
func drawBroken(dst *ebiten.Image, c *game.Context, path string, ps grid.Problems) {
	th, f := c.Theme, c.Fonts
	game.Panel(dst, th, 24, 24, float32(c.Width-48), float32(c.Height-48-footerHeight), true)
	game.Text(dst, "This map does not load now: "+filepath.Base(path), f.Title, 44, 40, th.Danger)
	game.Text(dst, "Fix it in Tiled and save: the map comes back as soon as it loads.", f.Body, 44, 74, th.TextDim)
	y, maxW := 108.0, float64(c.Width-88)
	for _, p := range ps {
		line := p.Error()
		if p.File == path { // the title names the map; an ASCII map's message names it again
			line = strings.TrimSpace(strings.TrimPrefix(problemLines(grid.Problems{p})[0], path+":"))
			if line != "" && line[0] >= '0' && line[0] <= '9' {
				line = "line " + line
			}
		}
		for _, l := range wrap(strings.TrimSpace(line), f.Body, maxW) {
			if y > float64(c.Height-footerHeight-60) {
				game.Text(dst, "…", f.Body, 44, y, th.Text)
				return
			}
			game.Text(dst, l, f.Body, 44, y, th.Text)
			y += 20
		}
		y += 6
	}
}
