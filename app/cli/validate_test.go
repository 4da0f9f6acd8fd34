package cli

// Validate test: the bundled maps pass, and a broken map is reported with its file name.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestValidateBundledMaps(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("..", "..", "maps", "*.tmx"))
	if err != nil || len(paths) < 3 {
		t.Fatalf("want at least 3 bundled maps, got %v (%v)", paths, err)
	}
	var out strings.Builder
	if !Validate(&out, paths) {
		t.Fatalf("bundled maps have problems:\n%s", out.String())
	}
	for _, p := range paths {
		if !strings.Contains(out.String(), p+": ok (") {
			t.Errorf("no ok line for %s in:\n%s", p, out.String())
		}
	}
}

func TestValidateReportsBadMap(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.tmx")
	if err := os.WriteFile(bad, []byte("<map version=\"1.10\" width=\"-3\""), 0o644); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	if Validate(&out, []string{bad}) {
		t.Fatalf("a broken map passed:\n%s", out.String())
	}
	if !strings.Contains(out.String(), bad) {
		t.Errorf("the problem does not name the file %s:\n%s", bad, out.String())
	}
}

// A map the user may not read is reported as such, not as a file to copy into the map's
// folder (it is already there).
func TestValidateUnreadableMap(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "maps", "crypt.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "locked.tmx")
	if err := os.WriteFile(p, src, 0o000); err != nil {
		t.Fatal(err)
	}
	if _, err := os.ReadFile(p); err == nil {
		t.Skip("this user reads every file (root): no permission to deny")
	}
	var out strings.Builder
	if Validate(&out, []string{p}) {
		t.Fatal("an unreadable map passed")
	}
	if got := out.String(); !strings.Contains(got, "permission denied") || strings.Contains(got, "copy it there") {
		t.Errorf("want the permission named and no advice to copy the file, got:\n%s", got)
	}
}
