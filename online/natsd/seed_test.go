package natsd

import (
	"os"
	"path/filepath"
	"testing"
)

// writeSeed writes an nkey seed to a file of the test's and returns its path.
func writeSeed(t *testing.T, seed []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "user.nk")
	if err := os.WriteFile(p, seed, 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}
