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
