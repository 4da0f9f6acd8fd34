package game

// Game: the ebiten.Game with a scene stack, the shared context scenes draw with, and Run.

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"skirmish/game/audio"
)

// Logical screen size of the client's window when it opens.
const (
	ScreenWidth  = 1280
	ScreenHeight = 720
)

// The smallest logical screen the screens are laid out for. A UI scale that would make the
// logical screen smaller than this (150% on a 1280×720 window) is capped at the largest the
// window allows (Context.Scale says which), and a window smaller than this at 100% is drawn
// scaled down rather than laid out smaller.
const (
	MinWidth  = 1024
	MinHeight = 576
)

// Scene is one screen of the client (map view, title, battle…).
type Scene interface {
	// Update advances the scene one tick; it reads input only through c.Input.
	Update(c *Context) error
	// Draw paints the scene on the whole screen.
	Draw(screen *ebiten.Image, c *Context)
}

// Context is what every scene shares: input, theme, fonts, the screen size, the settings,
// where files live, and the stack.
type Context struct {
	Input  *Input
	Theme  *Theme
	Fonts  *Fonts
	Width  int // logical screen width
	Height int // logical screen height
	// Scale is the UI scale in force: the settings' UIScale, or less when the window is too
	// small for it (the logical screen is never smaller than MinWidth×MinHeight).
	Scale float64
	// Settings are the settings in force (change them with Apply).
	Settings Settings
	// SettingsErr says why the settings file could not be read, so that the defaults are in
	// use and the file is left alone; nil when it was read or did not exist.
	SettingsErr error
	// Files says where maps, the catalog and the settings are.
	Files Files
	// Sound is the mixer every sound plays through (game/audio): silent until the window opens
	// and a sound device is found, silent for good without one.
	Sound *audio.Mixer
	// Rand is the client's own generator for what is not a battle's dice: cosmetic effects
	// and the seed offered for a new battle.
	Rand *rand.Rand
	game *Game
	// watcher watches map files for the screens that reload them (Watcher).
	watcher     *FileWatcher
	watcherMade bool
}

// Watcher is the client's file watcher, started on first use; nil (which watches nothing)
// when the system gives none.
func (c *Context) Watcher() *FileWatcher {
	if !c.watcherMade {
		c.watcherMade = true
		c.watcher, _ = NewFileWatcher()
	}
	return c.watcher
}

// Files are where the client finds maps and keeps its files.
type Files struct {
	// Bundled are the bundled maps' paths.
	Bundled []string
	// UserMaps is the user's maps folder (created on first run).
	UserMaps string
	// Campaigns are the bundled campaign files; UserCampaigns the user's campaigns folder and
	// CampaignStates the folder of each campaign's saved progress (both created on first run,
	// "" for none).
	Campaigns                     []string
	UserCampaigns, CampaignStates string
	// Catalog is the user's catalog file, merged over the built-in ones; it need not exist.
	Catalog string
	// Settings is the settings file; "" means settings are not saved.
	Settings string
	// Saves is the saved battles' folder; "" for none.
	Saves string
}

// Quit ends the game after this frame.
func (c *Context) Quit() { c.game.quit = true }

// Reset empties the stack and puts s on it.
func (c *Context) Reset(s Scene) {
	c.game.stack = append(c.game.stack[:0], s)
}

// Apply puts settings in force: the key map, the side palette, the UI scale (the logical
// screen shrinks as the scale grows) and, in a real window, fullscreen.
func (c *Context) Apply(s Settings) {
	g := c.game
	c.Settings = s.Clone()
	c.Input.Keys = s.Keys.Clone()
	c.Sound.SetVolumes(s.Volumes())
	c.Theme.UsePalette(s.ColourBlind)
	c.layOut(g.baseW, g.baseH)
	if g.live && ebiten.IsFullscreen() != s.Fullscreen {
		ebiten.SetFullscreen(s.Fullscreen)
	}
}

// layOut sets the logical screen for a window of w×h at the settings' UI scale, capped so
// that the logical screen is at least MinWidth×MinHeight (FitScale); a real window smaller
// than that is laid out at MinWidth×MinHeight and drawn shrunk, a shot as asked.
func (c *Context) layOut(w, h int) {
	c.Scale = FitScale(c.Settings.UIScale, w, h)
	c.Width = int(math.Round(float64(w) / c.Scale))
	c.Height = int(math.Round(float64(h) / c.Scale))
	if c.game.live { // a window smaller than the screens are laid out for is drawn shrunk
		c.Width, c.Height = max(MinWidth, c.Width), max(MinHeight, c.Height)
	}
	c.Input.Scale = c.Scale
}

// DeviceSize is the screen's size in device pixels: the logical screen at the UI scale (the
// window's own size, unless the window is smaller than the screens are laid out for).
func (c *Context) DeviceSize() (w, h int) {
	return int(math.Round(float64(c.Width) * c.Scale)), int(math.Round(float64(c.Height) * c.Scale))
}

// FitScale is the UI scale shown in a window of w×h when scale is asked for: scale, or the
// largest scale at which the logical screen is still MinWidth×MinHeight (never below 1 for
// that: a small window at 100% is drawn shrunk, not laid out smaller).
func FitScale(scale float64, w, h int) float64 {
	if scale <= 0 || math.IsNaN(scale) {
		scale = 1
	}
	fit := math.Min(float64(w)/MinWidth, float64(h)/MinHeight)
	if scale > 1 && scale > fit {
		scale = math.Max(1, fit)
	}
	return scale
}

// SaveSettings writes the settings in force to Files.Settings (atomically); once written, the
// old file's problem (SettingsErr) is gone.
func (c *Context) SaveSettings() error {
	if c.Files.Settings == "" {
		return nil
	}
	if err := SaveSettings(c.Files.Settings, c.Settings); err != nil {
		return err
	}
	c.SettingsErr = nil
	return nil
}

// Push puts s on top of the scene stack.
func (c *Context) Push(s Scene) { c.game.stack = append(c.game.stack, s) }

// Pop removes the top scene; with none left the game ends.
func (c *Context) Pop() {
	if n := len(c.game.stack); n > 0 {
		c.game.stack = c.game.stack[:n-1]
	}
}

// Top returns the scene on top of the stack, or nil.
func (c *Context) Top() Scene { return c.game.Top() }

// Replace swaps the top scene for s.
func (c *Context) Replace(s Scene) {
	c.Pop()
	c.Push(s)
}

// Game is the ebiten.Game of the client.
type Game struct {
	ctx          Context
	stack        []Scene
	shot         *shot
	baseW, baseH int // the window's size in device pixels (the logical screen at UI scale 1)
	// flat is the logical screen a scene that is not Crisp is drawn on
	flat *ebiten.Image
	live bool // running in a real window (not a shot or a test)
	quit bool
	pace pace
	// kept is what the picture on the screen was drawn from (redraw.go)
	kept kept
	// device is the sound device looked for when the window opened; deviceTold is set once
	// the player was told there is none.
	device     *audio.Device
	deviceTold bool
	// notice shows over every screen until noticeEnd (Notify).
	notice    string
	noticeEnd time.Time
	// tracer writes the scene trace (SKIRMISH_SCENE_TRACE), nil without one
	tracer *sceneTrace
}

// New makes a game with a logical screen of w×h (0 for the default 1280×720), the default
// settings and no files: the caller sets Files, and Apply's the settings it loads.
func New(w, h int) (*Game, error) {
	if w <= 0 || h <= 0 {
		w, h = ScreenWidth, ScreenHeight
	}
	f, err := LoadFonts()
	if err != nil {
		return nil, fmt.Errorf("fonts: %w", err)
	}
	g := &Game{baseW: w, baseH: h}
	seed := uint64(time.Now().UnixNano())
	g.ctx = Context{Input: NewInput(DefaultKeyMap()), Theme: DefaultTheme.Clone(), Fonts: f, Width: w, Height: h,
		Rand: rand.New(rand.NewPCG(seed, seed>>32|1)), game: g}
	g.ctx.Sound = audio.NewMixer(audio.NewBank(), DefaultSettings().Volumes())
	g.ctx.Apply(DefaultSettings())
	useForUI(g.ctx.Input)
	return g, nil
}

// Context returns the context scenes are built with.
func (g *Game) Context() *Context { return &g.ctx }

// Top returns the scene on top of the stack, or nil.
func (g *Game) Top() Scene {
	if len(g.stack) == 0 {
		return nil
	}
	return g.stack[len(g.stack)-1]
}

// Update reads input once, then advances the top scene, then settles the pace of the next
// frames (pace.go). The game ends when a scene calls Quit or the stack is empty.
func (g *Game) Update() error {
	if (g.shot != nil && g.shot.over()) || g.quit || len(g.stack) == 0 {
		return ebiten.Termination
	}
	g.ctx.Input.Update()
	g.ctx.Input.WidgetsAtDevice = false // a menu drawn crisp says so in its Update
	g.sound()
	g.hold()
	// scenes update at scale 1: what they paint ahead (pictures of words, a new scene's) is
	// in logical pixels; only a Crisp scene's Draw paints at the device's
	uiScale = 1
	err := g.stack[len(g.stack)-1].Update(&g.ctx)
	g.settle()
	g.trace()
	return err
}

// drawScale is the scale scene s is drawn at: the UI scale when it is Crisp (or the scale is
// 1), else 1 (it is drawn on the logical screen, which is scaled onto the window).
func (g *Game) drawScale(s Scene) float64 {
	if crisp, ok := s.(Crisp); g.ctx.Scale == 1 || ok && crisp.DrawsAtDevicePixels() {
		return g.ctx.Scale
	}
	return 1
}

// Crisp is a scene that draws at the device's pixels: every shape, picture and word through
// the paint helpers (FillRect, Text, Batch, DrawPicture, NewPicture …) in logical pixels, which
// draw them at the UI scale. A scene that is not Crisp is drawn in logical pixels on a picture
// of the logical screen, which is then scaled onto the window.
type Crisp interface {
	// DrawsAtDevicePixels reports whether the scene draws at the device's pixels now.
	DrawsAtDevicePixels() bool
}

// Draw paints the top scene on the screen, which has the device's pixels: a Crisp scene
// directly, at the UI scale; another on a picture of the logical screen, scaled onto it. Then
// it takes the shot, when one is asked for.
func (g *Game) Draw(screen *ebiten.Image) {
	c := &g.ctx
	var top Scene
	if len(g.stack) > 0 {
		top = g.stack[len(g.stack)-1]
	}
	if g.drawDamage(screen, top) {
		return
	}
	g.keep(screen, top)
	screen.Fill(c.Theme.Background)
	if g.drawScale(top) == c.Scale {
		uiScale = c.Scale
		if top != nil {
			top.Draw(screen, c)
		}
		g.drawNotice(screen)
		uiScale = 1
	} else {
		uiScale = 1
		if g.flat == nil || g.flat.Bounds().Dx() != c.Width || g.flat.Bounds().Dy() != c.Height {
			if g.flat != nil {
				g.flat.Deallocate()
			}
			g.flat = ebiten.NewImage(c.Width, c.Height)
		}
		g.flat.Fill(c.Theme.Background)
		if top != nil {
			top.Draw(g.flat, c)
		}
		g.drawNotice(g.flat)
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(float64(screen.Bounds().Dx())/float64(c.Width), float64(screen.Bounds().Dy())/float64(c.Height))
		screen.DrawImage(g.flat, op)
	}
	if g.shot != nil {
		g.shot.take(screen)
	}
}

// Layout lays the screens out from the window: in a real window the logical screen is the
// window's size over the UI scale (Context.layOut); in a shot or a test, the size the game was
// made with (or last Resized to). The screen it asks for has the device's pixels (the logical
// screen at the UI scale: the window's own size, but for a window smaller than the screens are
// laid out for, which ebiten shrinks the screen into).
func (g *Game) Layout(w, h int) (int, int) {
	if g.live {
		g.Resize(w, h)
	}
	return g.ctx.DeviceSize()
}

// Resize lays the screens out for a window of w×h device pixels (the window was resized or
// maximised): the context's logical size follows at the UI scale in force, and each screen
// lays itself out again on its next frame. A real window calls it from Layout; tests and
// shots call it to resize mid-game. Sizes under one pixel are ignored.
func (g *Game) Resize(w, h int) {
	if w > 0 && h > 0 && (w != g.baseW || h != g.baseH) {
		g.baseW, g.baseH = w, h
		g.ctx.layOut(w, h)
	}
}

// Run opens a resizable window titled title and runs the game until it quits.
func Run(g *Game, title string) error {
	ebiten.SetWindowSize(g.baseW, g.baseH)
	ebiten.SetWindowTitle(title)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	g.live = true
	// the screen keeps its picture between frames: a resting frame redraws only what changed
	// (redraw.go), and every other frame fills the whole screen first
	ebiten.SetScreenClearedEveryFrame(false)
	if g.tracer = openTrace(); g.tracer != nil {
		defer g.tracer.w.Close()
	}
	g.startSound()
	ebiten.SetFullscreen(g.ctx.Settings.Fullscreen)
	running.Store(true)
	defer running.Store(false)
	err := ebiten.RunGame(g)
	if errors.Is(err, ebiten.Termination) {
		return nil
	}
	return err
}
