package grid

// Files that are not map files: named pipes, devices and huge sparse files as a map, a tileset, a template or an image are
// refused by name without blocking or reading them (DESIGN "Bad input": never a hang or an unbounded allocation).

import (
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// loadNoHang loads path, failing the test if the loader has not returned within a minute (a
// loader that opens a named pipe for reading waits for a writer for ever).
func loadNoHang(t *testing.T, path string) (*Map, error) {
	t.Helper()
	type result struct {
		m   *Map
		err error
	}
	done := make(chan result, 1)
	go func() { m, err := Load(path); done <- result{m, err} }()
	select {
	case r := <-done:
		return r.m, r.err
	case <-time.After(time.Minute):
		t.Fatalf("loading %s blocked", path)
		return nil, nil
	}
}

// mkfifo replaces path with a named pipe, skipping the test where there are none.
func mkfifo(t *testing.T, path string) {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("no named pipes in folders on Windows")
	}
	os.Remove(path)
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skipf("cannot make a named pipe: %v", err)
	}
}

// copyFixtures copies the Tiled fixtures (full.tmx and what it names) into a new folder.
func copyFixtures(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, name := range []string{"full.tmx", "terrain.tsx", "terrain.png", "goblins.tx", "crate.png", "barrel.png", "fog.png", "tiny.png"} {
		data, err := os.ReadFile(fixture(name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestNamedPipesRefusedWithoutBlocking(t *testing.T) {
	tests := []struct {
		pipe string      // the file replaced by a named pipe
		want wantProblem // the problem reported
	}{
		{"full.tmx", wantProblem{"full.tmx", "", "is a named pipe, not a file"}},
		{"terrain.tsx", wantProblem{"full.tmx", `tileset "terrain"`, "is a named pipe, not a file"}},
		{"goblins.tx", wantProblem{"full.tmx", "", "is a named pipe, not a file"}},
		{"crate.png", wantProblem{"full.tmx", "", "is a named pipe, not a file"}},
		{"fog.png", wantProblem{"full.tmx", `image layer`, "is a named pipe, not a file"}},
	}
	for _, tt := range tests {
		t.Run(tt.pipe, func(t *testing.T) {
			dir := copyFixtures(t)
			mkfifo(t, filepath.Join(dir, tt.pipe))
			m, err := loadNoHang(t, filepath.Join(dir, "full.tmx"))
			if m != nil {
				t.Fatal("a map loaded with a named pipe in it")
			}
			checkProblems(t, err, tt.want)
		})
	}
}

func TestASCIIMapThatIsNoFileRefused(t *testing.T) {
	dir := t.TempDir()
	pipe := filepath.Join(dir, "pipe.txt")
	mkfifo(t, pipe)
	sparse := filepath.Join(dir, "huge.txt")
	f, err := os.Create(sparse)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(1 << 30); err != nil { // 1 GiB that takes no disk
		t.Fatal(err)
	}
	f.Close()
	cases := map[string]string{pipe: "is a named pipe, not a file", sparse: "is 1 GiB, over the", dir: "is a folder"}
	if _, err := os.Stat("/dev/zero"); err == nil {
		cases["/dev/zero"] = "is a device, not a file"
	}
	for path, want := range cases {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		m, err := loadNoHang(t, path)
		runtime.ReadMemStats(&after)
		if m != nil || err == nil || !strings.HasPrefix(err.Error(), path+": ") || !strings.Contains(err.Error(), want) {
			t.Errorf("Load(%s) = %v, %v; want an error naming the file and saying %q", path, m, err, want)
		}
		// Reading the 1 GiB file, or /dev/zero up to a limit, would allocate it; refusing it costs nothing.
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 4<<20 {
			t.Errorf("Load(%s) allocated %d MiB before refusing it", path, grew>>20)
		}
	}
}

// A file the map's folder holds but the user may not read is named as such, not as one
// outside the folder.
func TestOpenMessagePermissionDenied(t *testing.T) {
	err := &fs.PathError{Op: "openat", Path: "walls.tsx", Err: fs.ErrPermission}
	msg := openMessage(err, "/maps")
	if !strings.Contains(msg, "permission denied") || strings.Contains(msg, "copy it there") {
		t.Fatalf("openMessage(permission denied) = %q; want it to say the permission, not to copy the file", msg)
	}
}
