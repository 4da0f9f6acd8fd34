package save

// Tests of writing: the backup, stale temporary files, a bad save never becoming the backup,
// and a writer killed (SIGKILL) at random moments losing at most the save it was writing.

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestWriteKeepsTheBackup(t *testing.T) {
	f, _ := saved(t, battle{Map: "field.tmx", Seed: 21, Rounds: 1})
	dir := t.TempDir()
	p := filepath.Join(dir, "game.json")
	titles := []string{"first", "second", "third"}
	for i, title := range titles {
		f.Title = title
		if err := Write(p, f); err != nil {
			t.Fatal(err)
		}
		if got := readTitle(t, p); got != title {
			t.Errorf("after save %d the save is %q, want %q", i+1, got, title)
		}
		_, err := os.Stat(BackupPath(p))
		switch {
		case i == 0 && err == nil:
			t.Error("the first save has a backup")
		case i > 0 && readTitle(t, BackupPath(p)) != titles[i-1]:
			t.Errorf("after save %d the backup is %q, want %q", i+1, readTitle(t, BackupPath(p)), titles[i-1])
		}
	}
	if left := leftovers(t, dir); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

func TestWriteNeverBacksUpABadSave(t *testing.T) {
	f, _ := saved(t, battle{Map: "field.tmx", Seed: 22, Rounds: 1})
	dir := t.TempDir()
	p := filepath.Join(dir, "game.json")
	f.Title = "good"
	writeSave(t, dir, "game.json", f)
	writeSave(t, dir, "game.json", f) // the backup is "good" now
	data, _ := os.ReadFile(p)
	writeBytes(t, dir, "game.json", data[:100]) // the save is damaged by something else
	f.Title = "new"
	if err := Write(p, f); err != nil {
		t.Fatal(err)
	}
	if got := readTitle(t, BackupPath(p)); got != "good" {
		t.Errorf("the backup is %q: the damaged save replaced the good backup", got)
	}
	if got := readTitle(t, p); got != "new" {
		t.Errorf("the save is %q, want new", got)
	}
}

func TestWriteRemovesStaleTemporaryFiles(t *testing.T) {
	f, _ := saved(t, battle{Map: "field.tmx", Seed: 23, Rounds: 1})
	dir := t.TempDir()
	stale := []string{".game.json.123" + tempSuffix, ".game.json.bak.456" + tempSuffix}
	for _, name := range stale {
		writeBytes(t, dir, name, []byte("{"))
	}
	other := writeBytes(t, dir, ".other.json.789"+tempSuffix, []byte("{"))
	writeSave(t, dir, "game.json", f)
	if left := leftovers(t, dir); len(left) != 1 || left[0] != filepath.Base(other) {
		t.Errorf("temporary files left: %v; want only another save's %s", left, filepath.Base(other))
	}
}

func TestWriteReportsAFolderItCannotWrite(t *testing.T) {
	f, _ := saved(t, battle{Map: "field.tmx", Seed: 24, Rounds: 1})
	p := filepath.Join(t.TempDir(), "no such folder", "game.json")
	err := Write(p, f)
	if err == nil || !strings.Contains(err.Error(), p) {
		t.Errorf("Write into a missing folder: %v; want an error naming %s", err, p)
	}
}

// readTitle reads the title of the save at p, which must read.
func readTitle(t *testing.T, p string) string {
	t.Helper()
	f, err := Read(p)
	if err != nil {
		t.Fatal(err)
	}
	return f.Title
}

// leftovers lists the temporary files in dir.
func leftovers(t *testing.T, dir string) []string {
	t.Helper()
	des, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, de := range des {
		if strings.HasSuffix(de.Name(), tempSuffix) {
			out = append(out, de.Name())
		}
	}
	return out
}

// crashEnv, when set, makes TestCrashWhileSaving the child: it saves over and over into the
// file named, numbering its saves from the number in crashFromEnv, and prints "saved N" after
// each save returns.
const (
	crashEnv     = "SKIRMISH_SAVE_CRASH_FILE"
	crashFromEnv = "SKIRMISH_SAVE_CRASH_FROM"
)

// crashRuns is how many times the crash test kills its writer: SKIRMISH_SOAK scales it.
func crashRuns() int {
	if m, err := strconv.Atoi(os.Getenv("SKIRMISH_SOAK")); err == nil && m > 0 {
		return m
	}
	return 30
}

func TestCrashWhileSaving(t *testing.T) {
	if p := os.Getenv(crashEnv); p != "" {
		crashChild(t, p)
		return
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "game.json")
	rng := rand.New(rand.NewPCG(6, 1))
	from, inFlight, sameBackup := 0, 0, 0
	for run := range crashRuns() {
		last := killWhileSaving(t, p, from, time.Duration(rng.IntN(20_000))*time.Microsecond)
		// The save is the last one the writer finished, or the one it was writing.
		n := saveNumber(t, p)
		if n != last && n != last+1 {
			t.Fatalf("run %d: the writer finished save %d, and the file holds save %d", run, last, n)
		}
		if n == last+1 {
			inFlight++
		}
		// The backup, if any, is the save before, or the same one (killed between keeping
		// the backup and renaming the new save into place).
		if _, err := os.Stat(BackupPath(p)); err == nil {
			if b := saveNumber(t, BackupPath(p)); b != n-1 && b != n {
				t.Fatalf("run %d: the save is %d and its backup %d", run, n, b)
			} else if b == n {
				sameBackup++
			}
		}
		if left := leftovers(t, dir); len(left) > 2 {
			t.Fatalf("run %d: temporary files pile up: %v", run, left)
		}
		from = n + 1
	}
	t.Logf("%d kills over %d saves: %d times the save being written had been renamed into place, %d times killed between the backup and the rename",
		crashRuns(), from, inFlight, sameBackup)
}

// killWhileSaving starts a writer saving over p from save number from, kills it (SIGKILL)
// after its first save and then after, and returns the number of the last save it reported
// finished.
func killWhileSaving(t *testing.T, p string, from int, after time.Duration) int {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestCrashWhileSaving$", "-test.count=1")
	cmd.Env = append(os.Environ(), crashEnv+"="+p, crashFromEnv+"="+strconv.Itoa(from))
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := bufio.NewScanner(out)
	last := -1
	for last < 0 && lines.Scan() {
		fmt.Sscanf(lines.Text(), "saved %d", &last)
	}
	if last < 0 {
		cmd.Wait()
		t.Fatalf("the writer saved nothing: %s", stderr.Bytes())
	}
	time.Sleep(after) // when to kill is random; nothing is asserted about time
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	for lines.Scan() {
		fmt.Sscanf(lines.Text(), "saved %d", &last)
	}
	io.Copy(io.Discard, out)
	cmd.Wait()
	return last
}

// saveNumber loads the save at p, which must load (and replay), and returns its number.
func saveNumber(t *testing.T, p string) int {
	t.Helper()
	g, err := Load(p, testPlaces)
	if err != nil {
		t.Fatal(err)
	}
	n, err := strconv.Atoi(strings.TrimPrefix(g.File.Title, "save "))
	if err != nil {
		t.Fatalf("%s: title %q", p, g.File.Title)
	}
	return n
}

// crashChild saves a battle at each of its actions into p, over and over, until killed.
func crashChild(t *testing.T, p string) {
	n, err := strconv.Atoi(os.Getenv(crashFromEnv))
	if err != nil {
		t.Fatal(err)
	}
	s, b := play(t, battle{Map: "crypt.tmx", Seed: 31, Random: true})
	whole, err := New(s, b, Info{Saved: when})
	if err != nil {
		t.Fatal(err)
	}
	g, err := whole.Load("whole", testPlaces)
	if err != nil {
		t.Fatal(err)
	}
	st, err := g.Stepper()
	if err != nil {
		t.Fatal(err)
	}
	// saves of the battle after every tenth action, so that the files differ in size
	var saves []*File
	for k := 0; k <= st.Len(); k += 10 {
		if err := st.Seek(k); err != nil {
			t.Fatal(err)
		}
		f, err := New(g.Setup, st.Battle(), Info{Saved: when})
		if err != nil {
			t.Fatal(err)
		}
		saves = append(saves, f)
	}
	for i := 0; ; i++ {
		f := *saves[i%len(saves)]
		f.Title = "save " + strconv.Itoa(n)
		if err := Write(p, &f); err != nil {
			t.Fatal(err)
		}
		fmt.Printf("saved %d\n", n)
		n++
	}
}
