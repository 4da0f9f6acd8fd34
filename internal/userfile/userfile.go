package userfile

// Open and Read: a user's file checked to be a regular file before and after it is opened, and read within a limit.

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
)

var (
	// ErrNotRegular is what an *Error for a named pipe, a device, a socket or a folder wraps.
	ErrNotRegular = errors.New("not a regular file")
	// ErrTooBig is what an *Error for a file over the reader's limit wraps.
	ErrTooBig = errors.New("file too big")
)

// Error is a user's file that cannot be read: Path names it, Msg says why without the path
// ("is a named pipe, not a file"), Err is the cause (an *fs.PathError, ErrNotRegular or
// ErrTooBig), so that errors.Is(err, fs.ErrNotExist) tells a missing file.
type Error struct {
	Path string
	Msg  string
	Err  error
}

// Error is "PATH: MSG".
func (e *Error) Error() string { return e.Path + ": " + e.Msg }

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// Problem words err without the path it names, for a caller that names the file itself: an
// *Error's Msg, an *fs.PathError as "cannot open: permission denied", else err's text.
func Problem(err error) string {
	var ue *Error
	if errors.As(err, &ue) {
		return ue.Msg
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		op := pe.Op
		if op != "read" {
			op = "open" // stat, statat, openat: to a user, the file did not open
		}
		return "cannot " + op + ": " + pe.Err.Error()
	}
	return err.Error()
}

// Open opens the file at path for reading after checking that it is a regular file (a
// symbolic link is followed): a named pipe, a device, a socket or a folder is refused
// without being opened for reading, and the file is opened without blocking and checked
// again, so one swapped in between is refused too. The caller closes the file and reads it
// within its own limit (Read does both).
func Open(path string) (*os.File, fs.FileInfo, error) {
	return open(path, osFS{})
}

// OpenIn is Open for a file inside root (name is relative to it, with slashes); the root
// keeps it from leading out of its folder.
func OpenIn(root *os.Root, name string) (*os.File, fs.FileInfo, error) {
	return open(name, root)
}

// Read reads the regular file at path (Open), refusing it with an *Error wrapping ErrTooBig
// when it holds more than limit bytes; it never reads more than limit+1.
func Read(path string, limit int64) ([]byte, error) {
	f, fi, err := Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readAll(path, f, fi, limit)
}

// ReadIn is Read for a file inside root (OpenIn).
func ReadIn(root *os.Root, name string, limit int64) ([]byte, error) {
	f, fi, err := OpenIn(root, name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readAll(name, f, fi, limit)
}

// ReadFS is Read for a file of fsys (FS of a root, or files held in memory): a file that is
// not a regular one is refused, and one over limit bytes is refused with an *Error wrapping
// ErrTooBig, reading at most limit+1 bytes.
func ReadFS(fsys fs.FS, name string, limit int64) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		var ue *Error
		if errors.As(err, &ue) {
			return nil, err
		}
		return nil, &Error{Path: name, Msg: Problem(err), Err: err}
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, &Error{Path: name, Msg: Problem(err), Err: err}
	}
	if err := regular(name, fi); err != nil {
		return nil, err
	}
	return readAll(name, f, fi, limit)
}

// statOpener is what Open needs of a file system: os itself or an os.Root.
type statOpener interface {
	Stat(name string) (fs.FileInfo, error)
	OpenFile(name string, flag int, perm fs.FileMode) (*os.File, error)
}

// osFS is the whole file system as a statOpener.
type osFS struct{}

func (osFS) Stat(name string) (fs.FileInfo, error) { return os.Stat(name) }
func (osFS) OpenFile(name string, flag int, perm fs.FileMode) (*os.File, error) {
	return os.OpenFile(name, flag, perm)
}

// open is Open on fsys.
func open(name string, fsys statOpener) (*os.File, fs.FileInfo, error) {
	fi, err := fsys.Stat(name)
	if err != nil {
		return nil, nil, &Error{Path: name, Msg: Problem(err), Err: err}
	}
	if err := regular(name, fi); err != nil {
		return nil, nil, err
	}
	f, err := fsys.OpenFile(name, os.O_RDONLY|nonBlock, 0)
	if err != nil {
		return nil, nil, &Error{Path: name, Msg: Problem(err), Err: err}
	}
	fi, err = f.Stat()
	if err == nil {
		err = regular(name, fi)
	} else {
		err = &Error{Path: name, Msg: Problem(err), Err: err}
	}
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, fi, nil
}

// regular refuses what is not a regular file, saying what it is.
func regular(name string, fi fs.FileInfo) error {
	m := fi.Mode()
	if m.IsRegular() {
		return nil
	}
	what := "not a regular file"
	switch {
	case m.IsDir():
		what = "a folder, not a file; point to the file itself"
	case m&fs.ModeNamedPipe != 0:
		what = "a named pipe, not a file"
	case m&fs.ModeSocket != 0:
		what = "a socket, not a file"
	case m&fs.ModeDevice != 0:
		what = "a device, not a file"
	}
	return &Error{Path: name, Msg: "is " + what, Err: ErrNotRegular}
}

// readAll reads f, of info fi, refusing more than limit bytes.
func readAll(name string, f io.Reader, fi fs.FileInfo, limit int64) ([]byte, error) {
	if fi.Size() > limit {
		return nil, tooBig(name, fi.Size(), limit)
	}
	// The size is only a hint (files under /proc say 0, a file may grow): read to the limit
	// and one byte more.
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, &Error{Path: name, Msg: Problem(err), Err: err}
	}
	if int64(len(data)) > limit {
		return nil, tooBig(name, -1, limit)
	}
	return data, nil
}

// tooBig is the error for a file over limit; size is its size when known, else -1.
func tooBig(name string, size, limit int64) error {
	msg := "is over " + Size(limit) + ", the most this game reads for such a file"
	if size >= 0 && Size(size) != Size(limit) {
		msg = fmt.Sprintf("is %s, over the %s this game reads for such a file", Size(size), Size(limit))
	}
	return &Error{Path: name, Msg: msg, Err: ErrTooBig}
}

// Size words a number of bytes for people: "512 bytes", "64 KiB", "1.5 MiB", "2 GiB".
func Size(n int64) string {
	units := []string{"KiB", "MiB", "GiB", "TiB"}
	if n < 1024 {
		return fmt.Sprintf("%d bytes", n)
	}
	v, u := float64(n)/1024, 0
	for v >= 1024 && u < len(units)-1 {
		v, u = v/1024, u+1
	}
	s := fmt.Sprintf("%.1f", v)
	return strings.TrimSuffix(s, ".0") + " " + units[u]
}

// FS is root as an fs.FS for a library that opens files by itself (go-tiled): its Open is
// OpenIn, so it refuses what is not a regular file and never blocks.
func FS(root *os.Root) fs.FS { return rootFS{root} }

// rootFS is FS's type.
type rootFS struct{ root *os.Root }

// Open opens name inside the root (OpenIn).
func (r rootFS) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	f, _, err := OpenIn(r.root, name)
	if err != nil {
		return nil, err
	}
	return f, nil
}
