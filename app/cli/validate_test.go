package cli

// Validate test: the bundled maps pass, and a broken map is reported with its file name.

import (
	"fmt"
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
	if !Validate(&out, paths, ValidateOptions{Catalog: "-"}) {
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
	if Validate(&out, []string{bad}, ValidateOptions{Catalog: "-"}) {
		t.Fatalf("a broken map passed:\n%s", out.String())
	}
	if !strings.Contains(out.String(), bad) {
		t.Errorf("the problem does not name the file %s:\n%s", bad, out.String())
	}
}

// writeMap writes a Tiled map of a 6×3 open room (no tileset) with the given objects.
func writeMap(t *testing.T, dir, name, props, objects string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	doc := `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" width="6" height="3" tilewidth="32" tileheight="32" infinite="0" nextlayerid="2" nextobjectid="9">
 <properties>` + props + `</properties>
 <objectgroup id="1" name="Setup">` + objects + `</objectgroup>
</map>
`
	if err := os.WriteFile(p, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// spawnXML is a Spawn object on square (x, 1).
func spawnXML(id, x int, side, unit string) string {
	return fmt.Sprintf(`<object id="%d" name="%s" type="Spawn" x="%d" y="48"><properties><property name="side" value="%s"/><property name="unit" value="%s"/></properties><point/></object>`, id, side, x*32+16, side, unit)
}

// validate runs Validate on paths and returns its verdict and output.
func validate(paths []string, strict bool) (bool, string) {
	var out strings.Builder
	ok := Validate(&out, paths, ValidateOptions{Strict: strict, Catalog: "-"})
	return ok, out.String()
}

// An error fails validate and names the file, the object and the fix; a warning is reported
// but passes, unless --strict.
func TestValidateErrorsAndWarnings(t *testing.T) {
	dir := t.TempDir()
	sides := `<property name="sides" value="Delvers, Goblins"/>`
	bad := writeMap(t, dir, "bad.tmx", sides, spawnXML(1, 0, "Delvers", "warrior")+spawnXML(2, 5, "Goblins", "harpy"))
	warned := writeMap(t, dir, "warned.tmx", sides, spawnXML(1, 0, "Delvers", "warrior")+spawnXML(2, 5, "Goblins", "goblin")+
		`<object id="3" type="Spwan" x="80" y="48"><point/></object>`)

	ok, out := validate([]string{bad}, false)
	want := bad + `: object 2 "Goblins": unit "harpy" is not in the delvers catalog but is in age13's: set the map property ruleset to age13`
	if ok || !strings.Contains(out, want) || !strings.Contains(out, bad+": 1 error (6×3") {
		t.Errorf("a 13th Age unit on a Delvers map: ok %v, output:\n%s\nwant a line starting %q", ok, out, want)
	}

	ok, out = validate([]string{warned}, false)
	want = warned + `: object 3: warning: class "Spwan" is not a class the game reads, so it ignores this object: did you mean Spawn?`
	if !ok || !strings.Contains(out, want) || !strings.Contains(out, warned+": ok, 1 warning (") {
		t.Errorf("a misspelled class: ok %v, output:\n%s\nwant a line starting %q", ok, out, want)
	}
	if ok, out = validate([]string{warned}, true); ok || !strings.Contains(out, "1 warning (errors with --strict)") {
		t.Errorf("--strict passed a warning: ok %v, output:\n%s", ok, out)
	}
}

// A folder stands for every map below it, subfolders and upper-case names included.
func TestValidateFolder(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	sides := `<property name="sides" value="Delvers, Goblins"/>`
	a := writeMap(t, dir, "A.TMX", sides, spawnXML(1, 0, "Delvers", "warrior")+spawnXML(2, 5, "Goblins", "goblin"))
	b := writeMap(t, dir, filepath.Join("sub", "b.tmx"), sides, spawnXML(1, 0, "Delvers", "warrior")+spawnXML(2, 5, "Goblins", "goblin"))
	ok, out := validate([]string{dir}, false)
	if !ok || !strings.Contains(out, a+": ok (") || !strings.Contains(out, b+": ok (") {
		t.Errorf("ok %v, output:\n%s", ok, out)
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
	ok, got := validate([]string{p}, false)
	if ok {
		t.Fatal("an unreadable map passed")
	}
	if !strings.Contains(got, "permission denied") || strings.Contains(got, "copy it there") {
		t.Errorf("want the permission named and no advice to copy the file, got:\n%s", got)
	}
}

// A folder with no maps in it fails validate (it once passed, silently), and a map's sides and
// ruleset are echoed quoted: a map may name them with escape sequences.
func TestValidateEmptyFolderAndHostileNames(t *testing.T) {
	empty := t.TempDir()
	ok, out := validate([]string{empty}, false)
	if ok || !strings.Contains(out, empty+": a folder with no maps in it") {
		t.Errorf("an empty folder: ok %v, output:\n%s", ok, out)
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "pwn.tmj")
	doc := `{"type": "map", "orientation": "orthogonal", "width": 4, "height": 4, "tilewidth": 16, "tileheight": 16,
 "properties": [{"name": "sides", "type": "string", "value": "\u001b]0;pwned\u0007, B"}], "layers": []}`
	if err := os.WriteFile(p, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	ok, out = validate([]string{p}, false)
	if !ok || !strings.Contains(out, `sides "\x1b]0;pwned\a", "B"`) || strings.ContainsAny(out, "\x1b\x07") {
		t.Errorf("escape sequences as a side: ok %v, output %q", ok, out)
	}
}
