package main

// Every loader of a file the game did not choose refuses what is not a file (a named pipe, a
// device, a folder) and a file far over its limit, naming the file, without blocking and
// without reading it (DESIGN "Bad input, and nothing lost"; internal/userfile).

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"skirmish/app/campaign"
	"skirmish/catalog"
	"skirmish/combat/save"
	"skirmish/combat/scenario"
	"skirmish/game"
	"skirmish/grid"
)

// loaders are every loader of a user's file, by what it reads.
var loaders = map[string]func(path string) error{
	"ASCII map":      func(p string) error { _, err := grid.Load(p); return err },
	"Tiled map":      func(p string) error { _, err := grid.LoadTiled(p); return err },
	"catalog":        func(p string) error { _, err := catalog.LoadFile(p); return err },
	"scenario":       func(p string) error { _, err := scenario.Load(p); return err },
	"save":           func(p string) error { _, err := save.Read(p); return err },
	"save's map":     func(p string) error { _, err := save.HashMapFile(p); return err },
	"campaign":       func(p string) error { _, err := campaign.Load(p); return err },
	"campaign state": func(p string) error { _, err := campaign.LoadState(p, &campaign.File{}); return err },
	"settings":       func(p string) error { _, err := game.LoadSettings(p); return err },
}

func TestEveryLoaderRefusesWhatIsNotAFile(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{"a folder": dir}
	if _, err := os.Stat("/dev/zero"); err == nil {
		files["a device without end"] = "/dev/zero"
	}
	if runtime.GOOS != "windows" {
		pipe := filepath.Join(dir, "pipe.json")
		if err := syscall.Mkfifo(pipe, 0o644); err == nil {
			files["a named pipe"] = pipe
		}
	}
	huge := filepath.Join(dir, "huge.json")
	f, err := os.Create(huge)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(1 << 30); err != nil { // 1 GiB of holes: no disk, all size
		t.Fatal(err)
	}
	f.Close()
	files["a 1 GiB file"] = huge
	for what, load := range loaders {
		for kind, path := range files {
			t.Run(what+" "+kind, func(t *testing.T) {
				var before, after runtime.MemStats
				runtime.ReadMemStats(&before)
				done := make(chan error, 1)
				go func() { done <- load(path) }()
				select {
				case err = <-done:
				case <-time.After(time.Minute):
					t.Fatalf("the %s loader blocked on %s", what, path)
				}
				runtime.ReadMemStats(&after)
				if err == nil || !strings.Contains(err.Error(), path) {
					t.Fatalf("error %v does not name %s", err, path)
				}
				if grew := after.TotalAlloc - before.TotalAlloc; grew > 8<<20 {
					t.Errorf("allocated %d MiB before refusing it", grew>>20)
				}
			})
		}
	}
}
