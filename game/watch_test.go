package game

// Tests of the file watcher: Tiled's save (a temporary file written, then renamed over the map)
// is seen within a second, once, and only by the watches it concerns.

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// saveLikeTiled writes data to path as Tiled (Qt's QSaveFile) does: a temporary file beside
// it, renamed over it.
func saveLikeTiled(t *testing.T, path, data string) {
	t.Helper()
	tmp := path + ".Xq1234"
	if err := os.WriteFile(tmp, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, path); err != nil {
		t.Fatal(err)
	}
}

// waitChanged polls w for up to a second.
func waitChanged(w *Watch) bool {
	deadline := time.Now().Add(time.Second)
	for time.Now().Before(deadline) {
		if w.Changed() {
			return true
		}
		time.Sleep(20 * time.Millisecond)
	}
	return false
}

func TestWatchSeesWriteThenRename(t *testing.T) {
	fw, err := NewFileWatcher()
	if err != nil {
		t.Skipf("no file watching here: %v", err)
	}
	defer fw.Close()
	dir, other := t.TempDir(), t.TempDir()
	m := filepath.Join(dir, "map.tmx")
	saveLikeTiled(t, m, "v1")
	mapWatch := fw.Watch([]string{m}, nil)
	folderWatch := fw.Watch(nil, []string{dir})
	otherWatch := fw.Watch([]string{filepath.Join(other, "x.tmx")}, nil)
	if mapWatch.Changed() || folderWatch.Changed() {
		t.Fatal("a change reported before any")
	}
	saveLikeTiled(t, m, "v2")
	if !waitChanged(mapWatch) {
		t.Fatal("the map's watch did not see the save within a second")
	}
	if !waitChanged(folderWatch) {
		t.Fatal("the folder's watch did not see the save within a second")
	}
	if mapWatch.Changed() {
		t.Error("one save reported twice")
	}
	if otherWatch.Changed() {
		t.Error("a watch of another folder saw the save")
	}
	// a new file in the folder: the folder's watch sees it, the map's does not
	if err := os.WriteFile(filepath.Join(dir, "new.tmx"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if !waitChanged(folderWatch) {
		t.Error("the folder's watch missed a new map")
	}
	if mapWatch.Changed() {
		t.Error("the map's watch saw another file")
	}
}

// A change is reported only once it has settled: a save still going on is not reloaded half
// written.
func TestWatchWaitsForTheSaveToSettle(t *testing.T) {
	fw, err := NewFileWatcher()
	if err != nil {
		t.Skipf("no file watching here: %v", err)
	}
	defer fw.Close()
	now := time.Unix(1000, 0)
	fw.mu.Lock()
	fw.now = func() time.Time { return now }
	fw.mu.Unlock()
	dir := t.TempDir()
	m := filepath.Join(dir, "map.tmx")
	w := fw.Watch([]string{m}, nil)
	saveLikeTiled(t, m, "v1")
	deadline := time.Now().Add(time.Second)
	for {
		fw.mu.Lock()
		_, seen := fw.changes[m]
		fw.mu.Unlock()
		if seen || time.Now().After(deadline) {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	if w.Changed() {
		t.Fatal("reported at once, before the save settled")
	}
	fw.mu.Lock()
	now = now.Add(Settle)
	fw.mu.Unlock()
	if !w.Changed() {
		t.Fatal("not reported once settled")
	}
}
