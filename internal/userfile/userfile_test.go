package userfile

// Tests: regular files read within their limit; pipes, devices and folders refused without blocking; big files refused unread.

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// noHang runs f and fails the test if it has not returned within a minute: a loader that
// blocks on a named pipe would otherwise hang the whole test run.
func noHang(t *testing.T, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatalf("%s blocked", what)
	}
}

// fifo makes a named pipe in a temporary folder, skipping where the system has none.
func fifo(t *testing.T, dir string) string {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("no named pipes in folders on Windows")
	}
	p := filepath.Join(dir, "pipe.json")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Skipf("cannot make a named pipe: %v", err)
	}
	return p
}

func TestReadRegularFile(t *testing.T) {
	p := filepath.Join(t.TempDir(), "a.json")
	os.WriteFile(p, []byte(`{"a":1}`), 0o644)
	got, err := Read(p, 7)
	if err != nil || string(got) != `{"a":1}` {
		t.Fatalf("Read = %q, %v; want the 7 bytes", got, err)
	}
}

func TestRefusals(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.json")
	f, _ := os.Create(big)
	if err := f.Truncate(1 << 30); err != nil { // a sparse 1 GiB file: no disk, all size
		t.Fatal(err)
	}
	f.Close()
	small := filepath.Join(dir, "small.json")
	os.WriteFile(small, []byte("0123456789"), 0o644)
	cases := []struct {
		name, path string
		limit      int64
		want       error
		msg        string
	}{
		{"a named pipe is refused, not waited on", fifo(t, dir), 1 << 20, ErrNotRegular, "is a named pipe, not a file"},
		{"a folder is refused", dir, 1 << 20, ErrNotRegular, "is a folder, not a file"},
		{"a sparse 1 GiB file is refused unread", big, 1 << 20, ErrTooBig, "is 1 GiB, over the 1 MiB"},
		{"a file one byte over the limit is refused", small, 9, ErrTooBig, "is 10 bytes, over the 9 bytes"},
		{"a missing file is fs.ErrNotExist", filepath.Join(dir, "none.json"), 1 << 20, fs.ErrNotExist, "cannot open: no such file"},
	}
	if _, err := os.Stat("/dev/zero"); err == nil {
		cases = append(cases, struct {
			name, path string
			limit      int64
			want       error
			msg        string
		}{"a device that never ends is refused", "/dev/zero", 1 << 20, ErrNotRegular, "is a device, not a file"})
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var data []byte
			var err error
			noHang(t, "Read of "+c.path, func() { data, err = Read(c.path, c.limit) })
			if !errors.Is(err, c.want) || data != nil {
				t.Fatalf("Read = %d bytes, %v; want %v", len(data), err, c.want)
			}
			if !strings.HasPrefix(err.Error(), c.path+": ") || !strings.Contains(err.Error(), c.msg) {
				t.Fatalf("error %q does not name the file and say %q", err, c.msg)
			}
		})
	}
}

func TestReadInKeepsToTheRoot(t *testing.T) {
	outer := t.TempDir()
	dir := filepath.Join(outer, "maps")
	os.Mkdir(dir, 0o755)
	os.WriteFile(filepath.Join(outer, "secret.txt"), []byte("secret"), 0o644)
	os.WriteFile(filepath.Join(dir, "tiles.tsx"), []byte("<tileset/>"), 0o644)
	p := fifo(t, dir)
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	if data, err := ReadIn(root, "tiles.tsx", 100); err != nil || string(data) != "<tileset/>" {
		t.Fatalf("ReadIn of a file in the folder = %q, %v", data, err)
	}
	if _, err := ReadIn(root, "../secret.txt", 100); err == nil {
		t.Fatal("ReadIn read a file outside its root")
	}
	noHang(t, "ReadIn of a named pipe", func() { _, err = ReadIn(root, filepath.Base(p), 100) })
	if !errors.Is(err, ErrNotRegular) {
		t.Fatalf("ReadIn of a named pipe: %v, want ErrNotRegular", err)
	}
}

func TestSize(t *testing.T) {
	for n, want := range map[int64]string{0: "0 bytes", 1023: "1023 bytes", 1024: "1 KiB", 64 << 10: "64 KiB",
		3 << 19: "1.5 MiB", 16 << 20: "16 MiB", 1 << 30: "1 GiB"} {
		if got := Size(n); got != want {
			t.Errorf("Size(%d) = %q, want %q", n, got, want)
		}
	}
}
