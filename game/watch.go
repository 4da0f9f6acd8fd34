package game

// Watching map files on disk: one fsnotify watcher for the client, on folders (Tiled saves by
// writing a temporary file and renaming it over the map), and the screens' interests in it.

import (
	"path/filepath"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"
)

// Settle is how long a changed file must stay untouched before a Watch reports it: a save is a
// burst of events (a temporary file written, renamed over the map, its tileset saved too).
const Settle = 150 * time.Millisecond

// FileWatcher watches the folders of the files screens are interested in and remembers what
// changed in them. It never stops watching a folder it was asked for (a player's maps use few).
// Its zero value, and a nil one, watch nothing.
type FileWatcher struct {
	mu      sync.Mutex
	w       *fsnotify.Watcher
	dirs    map[string]bool   // folders watched
	changes map[string]change // by absolute path, files and folders alike
	seq     uint64            // counts changes
	errs    []error           // what went wrong, for a screen that wants to say
	now     func() time.Time  // the clock (tests)
}

// change is the latest change of a path.
type change struct {
	seq uint64
	at  time.Time
}

// NewFileWatcher starts a watcher; an error means the system gives none (the screens then do
// without live reloading).
func NewFileWatcher() (*FileWatcher, error) {
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, err
	}
	fw := &FileWatcher{w: w, dirs: map[string]bool{}, changes: map[string]change{}, now: time.Now}
	go fw.run()
	return fw, nil
}

// run records the watcher's events until it is closed.
func (fw *FileWatcher) run() {
	for {
		select {
		case ev, ok := <-fw.w.Events:
			if !ok {
				return
			}
			if ev.Op == fsnotify.Chmod {
				continue
			}
			fw.mu.Lock()
			fw.seq++
			c := change{seq: fw.seq, at: fw.now()}
			fw.changes[ev.Name] = c
			fw.changes[filepath.Dir(ev.Name)] = c
			fw.mu.Unlock()
			// a resting game looks once the change has settled (Changed then reports it)
			time.AfterFunc(Settle+10*time.Millisecond, Wake)
		case err, ok := <-fw.w.Errors:
			if !ok {
				return
			}
			fw.mu.Lock()
			if len(fw.errs) < 16 {
				fw.errs = append(fw.errs, err)
			}
			fw.mu.Unlock()
		}
	}
}

// Close stops the watcher.
func (fw *FileWatcher) Close() error {
	if fw == nil || fw.w == nil {
		return nil
	}
	return fw.w.Close()
}

// addDir watches folder dir (absolute); the caller holds mu.
func (fw *FileWatcher) addDir(dir string) {
	if fw.w == nil || fw.dirs[dir] {
		return
	}
	if err := fw.w.Add(dir); err != nil {
		if len(fw.errs) < 16 {
			fw.errs = append(fw.errs, err)
		}
		return
	}
	fw.dirs[dir] = true
}

// Watch is one screen's interest: some files, and some folders in which any change counts.
type Watch struct {
	fw    *FileWatcher
	paths []string // absolute files and folders
	seen  uint64
}

// Watch returns an interest in files (a change to any of them) and folders (a change to
// anything in them, not below), watching their folders from now on. Changes before the call
// do not count.
func (fw *FileWatcher) Watch(files, folders []string) *Watch {
	w := &Watch{fw: fw}
	if fw == nil || fw.w == nil {
		return w
	}
	fw.mu.Lock()
	defer fw.mu.Unlock()
	for _, f := range files {
		if abs, err := filepath.Abs(f); err == nil {
			w.paths = append(w.paths, abs)
			fw.addDir(filepath.Dir(abs))
		}
	}
	for _, d := range folders {
		if abs, err := filepath.Abs(d); err == nil {
			w.paths = append(w.paths, abs)
			fw.addDir(abs)
		}
	}
	w.seen = fw.seq
	return w
}

// Changed reports whether anything the watch is interested in changed since the last time it
// said so (or since it was made), once that change has settled for Settle.
func (w *Watch) Changed() bool {
	if w == nil || w.fw == nil || w.fw.w == nil {
		return false
	}
	fw := w.fw
	fw.mu.Lock()
	defer fw.mu.Unlock()
	newest, latest := uint64(0), time.Time{}
	for _, p := range w.paths {
		if c, ok := fw.changes[p]; ok && c.seq > w.seen {
			newest = max(newest, c.seq)
			if c.at.After(latest) {
				latest = c.at
			}
		}
	}
	if newest == 0 || fw.now().Sub(latest) < Settle {
		return false
	}
	w.seen = fw.seq
	return true
}
