package main

// The package layout's hard lines (DESIGN.md "Layout"), checked over `go list -deps` and, for
// the dice, over the source.

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const module = "skirmish"

// The libraries the lines name.
const (
	ebiten = "github.com/hajimehoshi/ebiten/v2"
	tiled  = "github.com/lafriks/go-tiled"
	resolv = "github.com/solarlune/resolv"
	nats   = "github.com/nats-io"
)

// hardLine is one hard line of the layout: the packages it binds and what they never reach.
// Packages are written as `go list` patterns of this module's paths: "combat/..." is combat
// and every package below it, "grid" is grid alone; a path with a dot is a library's.
type hardLine struct {
	// says is the line in DESIGN.md's words.
	says string
	// binds are the packages the line holds, but those of spares.
	binds, spares []string
	// never are what they never depend on, even through another package.
	never []string
	// ownImports: only a package's own imports count, not what those depend on in turn.
	ownImports bool
	// standardOnly: they depend on the standard library and nothing else.
	standardOnly bool
	// spareDeps are the dependencies a standardOnly line allows besides the standard library.
	spareDeps []string
}

// hardLines are DESIGN.md's hard lines, every one.
var hardLines = []hardLine{
	{says: "combat, combat/rules/*, catalog, grid, ai and play never import ebiten, game, scenes or assets: they run headless, in tests, in the simulator and in the CLI",
		binds: []string{"combat/...", "catalog/...", "grid/...", "ai/...", "play/..."},
		never: []string{ebiten + "/...", "game/...", "scenes/...", "assets/...", "client/..."}},
	{says: "sound (what a side hears of the battle) runs headless like play, whose events it hears, and names no ruleset: game/audio plays it",
		binds: []string{"sound/..."},
		never: []string{ebiten + "/...", "game/...", "scenes/...", "assets/...", "client/...", "combat/rules/...", "app/..."}},
	{says: "nothing under app/ imports scenes or game: the commands run headless, and those that open a window live in client, beside main",
		binds: []string{"app/..."},
		never: []string{ebiten + "/...", "game/...", "scenes/...", "assets/...", "client/..."}},
	{says: "nothing imports upward: combat and its rulesets never reach the AI, the play layer or the application",
		binds: []string{"combat/..."},
		never: []string{"ai/...", "play/...", "app/...", "client/..."}},
	{says: "nothing imports upward: combat never imports a ruleset (rulesets register themselves; main pulls them in)",
		binds: []string{"combat/..."}, spares: []string{"combat/rules/..."},
		never: []string{"combat/rules/..."}},
	{says: "nothing imports upward: ai and play import no ruleset package; they choose among the listed actions by their meanings",
		binds: []string{"ai/...", "play/..."},
		never: []string{"combat/rules/..."}},
	{says: "nothing imports upward: scenes import no ruleset package; they read a ruleset through the engine's interfaces (an application package they use, such as the 13th Age campaign runner, may name one)",
		binds: []string{"scenes/..."}, ownImports: true,
		never: []string{"combat/rules/..."}},
	{says: "nothing imports upward: grid is the ground floor, below the engine, the catalogs, the AI, the play layer and the application",
		binds: []string{"grid/..."},
		never: []string{"combat/...", "catalog/...", "ai/...", "play/...", "app/..."}},
	{says: "nothing imports upward: the AI never reaches the play layer or the application",
		binds: []string{"ai/...", "catalog/..."},
		never: []string{"play/...", "app/..."}},
	{says: "nothing imports upward: the client's shell (game) never reaches its screens, the application or the commands",
		binds: []string{"game/..."},
		never: []string{"scenes/...", "app/...", "client/..."}},
	{says: "only grid imports go-tiled and resolv: the rest of the program sees grid.Map",
		binds: []string{"..."}, spares: []string{"grid"}, ownImports: true,
		never: []string{tiled + "/...", resolv + "/..."}},
	{says: "online play (online, its embedded server natsd) runs headless like play, whose messages and views it carries: no window, no screens, no ruleset",
		binds: []string{"online/..."},
		never: []string{ebiten + "/...", "game/...", "scenes/...", "assets/...", "client/...", "combat/rules/..."}},
	{says: "only online imports NATS (nats-server, nats.go and their keys): the rest of the program plays through online's seats",
		binds: []string{"..."}, spares: []string{"online/..."}, ownImports: true,
		never: []string{nats + "/..."}},
	{says: "the module's internal packages are shared by the headless packages and the rest: they use the standard library, golang.org/x/sys and each other only",
		binds: []string{"internal/..."}, standardOnly: true, spareDeps: []string{"internal/...", "golang.org/x/sys/..."}},
}

// matches reports whether an import path is one of pattern's packages.
func matches(pattern, path string) bool {
	if first, _, _ := strings.Cut(pattern, "/"); first == "..." || !strings.Contains(first, ".") {
		pattern = module + "/" + pattern
	}
	if base, ok := strings.CutSuffix(pattern, "/..."); ok {
		return path == base || strings.HasPrefix(path, base+"/")
	}
	return path == pattern
}

// matchesAny reports whether path is one of the patterns' packages.
func matchesAny(patterns []string, path string) bool {
	return slices.ContainsFunc(patterns, func(p string) bool { return matches(p, path) })
}

// listedPackage is the part of `go list -json` output the checks read.
type listedPackage struct {
	ImportPath string
	Dir        string
	GoFiles    []string
	Imports    []string
	Deps       []string
}

// layoutViolations returns one line per broken rule among pkgs.
func layoutViolations(pkgs []listedPackage) []string {
	var bad []string
	for _, p := range pkgs {
		for _, l := range hardLines {
			if !matchesAny(l.binds, p.ImportPath) || matchesAny(l.spares, p.ImportPath) {
				continue
			}
			reached := p.Deps
			if l.ownImports {
				reached = p.Imports
			}
			for _, d := range reached {
				if l.standardOnly && !isStandard(d) && !matchesAny(l.spareDeps, d) || !l.standardOnly && matchesAny(l.never, d) {
					bad = append(bad, p.ImportPath+" depends on "+d+": "+l.says)
				}
			}
		}
	}
	return bad
}

// isStandard reports whether an import path is the standard library's: no dot in its first
// element, and not this module's.
func isStandard(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".") && first != module
}

// listPackages lists the module's packages with `go list -json`.
func listPackages(t *testing.T) []listedPackage {
	out, err := exec.Command("go", "list", "-json", "./...").Output()
	if err != nil {
		var stderr []byte
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = ee.Stderr
		}
		t.Fatalf("go list: %v\n%s", err, stderr)
	}
	dec := json.NewDecoder(strings.NewReader(string(out)))
	var pkgs []listedPackage
	for {
		var p listedPackage
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, p)
	}
	if len(pkgs) < 3 {
		t.Fatalf("go list found only %d packages", len(pkgs))
	}
	return pkgs
}

func TestLayoutHardLines(t *testing.T) {
	for _, v := range layoutViolations(listPackages(t)) {
		t.Error(v)
	}
}

// seededRand are the names of math/rand (and math/rand/v2) that make or name a generator of
// one's own; every other function of the package reads its global source.
var seededRand = []string{"New", "NewPCG", "NewChaCha8", "NewSource", "NewZipf", "Rand", "Source", "PCG", "ChaCha8", "Zipf"}

// globalRandom lists each use of math/rand's global source in a Go file's source, as
// "file:line: rand.F".
func globalRandom(fset *token.FileSet, f *ast.File) []string {
	var names []string
	for _, imp := range f.Imports {
		path, _ := strconv.Unquote(imp.Path.Value)
		if path != "math/rand" && path != "math/rand/v2" {
			continue
		}
		name := "rand"
		if imp.Name != nil {
			name = imp.Name.Name
		}
		names = append(names, name)
	}
	var bad []string
	if len(names) == 0 {
		return nil
	}
	ast.Inspect(f, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		if x, ok := sel.X.(*ast.Ident); ok && slices.Contains(names, x.Name) && !slices.Contains(seededRand, sel.Sel.Name) {
			bad = append(bad, fset.Position(sel.Pos()).String()+": "+x.Name+"."+sel.Sel.Name)
		}
		return true
	})
	return bad
}

// TestNoGlobalRandomSource: "Nothing reads a global random source. Every roll goes through
// combat.Dice, seeded and recorded. Cosmetic randomness has its own generator in game." Each
// package's own Go files (tests aside) make their generators from seeds.
func TestNoGlobalRandomSource(t *testing.T) {
	fset := token.NewFileSet()
	for _, p := range listPackages(t) {
		for _, name := range p.GoFiles {
			f, err := parser.ParseFile(fset, filepath.Join(p.Dir, name), nil, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range globalRandom(fset, f) {
				t.Errorf("%s reads the global random source: nothing does (every roll through combat.Dice, cosmetic randomness from game's own generator)", v)
			}
		}
	}
}

func TestGlobalRandomIsFound(t *testing.T) {
	cases := []struct {
		name, src string
		bad       int
	}{
		{"a seeded generator", `package p; import "math/rand/v2"; var r = rand.New(rand.NewPCG(1, 2)); func f() int { return r.IntN(6) }`, 0},
		{"the global source", `package p; import "math/rand/v2"; func f() int { return rand.IntN(6) }`, 1},
		{"the old package, renamed", `package p; import mr "math/rand"; func f() { mr.Shuffle(2, func(i, j int) {}) }`, 1},
		{"another package called rand", `package p; import "crypto/rand"; func f() { rand.Read(nil) }`, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, "p.go", c.src, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			if got := globalRandom(fset, f); len(got) != c.bad {
				t.Errorf("found %v, want %d", got, c.bad)
			}
		})
	}
}

func TestLayoutChecksCatchViolations(t *testing.T) {
	cases := []struct {
		name string
		pkg  listedPackage
		bad  bool
	}{
		{"rules importing ebiten indirectly", listedPackage{ImportPath: module + "/combat/rules/delvers", Deps: []string{"github.com/hajimehoshi/ebiten/v2/vector"}}, true},
		{"ai importing scenes", listedPackage{ImportPath: module + "/ai", Deps: []string{module + "/scenes"}}, true},
		{"grid importing assets", listedPackage{ImportPath: module + "/grid", Deps: []string{module + "/assets"}}, true},
		{"grid importing the engine", listedPackage{ImportPath: module + "/grid", Deps: []string{module + "/combat"}}, true},
		{"game importing go-tiled", listedPackage{ImportPath: module + "/game", Imports: []string{tiled}}, true},
		{"grid importing go-tiled", listedPackage{ImportPath: module + "/grid", Imports: []string{tiled}}, false},
		{"game importing ebiten", listedPackage{ImportPath: module + "/game", Deps: []string{"github.com/hajimehoshi/ebiten/v2"}}, false},
		{"a package named like grid is not grid", listedPackage{ImportPath: module + "/gridtools", Imports: []string{tiled}}, true},
		{"combat importing an internal package", listedPackage{ImportPath: module + "/combat", Deps: []string{module + "/internal/strictjson", "encoding/json"}}, false},
		{"internal on the standard library", listedPackage{ImportPath: module + "/internal/strictjson", Deps: []string{"encoding/json", "internal/abi", "vendor/golang.org/x/net/dns/dnsmessage"}}, false},
		{"internal importing a module package", listedPackage{ImportPath: module + "/internal/strictjson", Deps: []string{module + "/grid"}}, true},
		{"grid importing resolv", listedPackage{ImportPath: module + "/grid", Imports: []string{resolv}}, false},
		{"combat importing resolv", listedPackage{ImportPath: module + "/combat", Imports: []string{resolv}}, true},
		{"combat reaching the AI", listedPackage{ImportPath: module + "/combat/save", Deps: []string{module + "/ai"}}, true},
		{"a ruleset reaching the play layer", listedPackage{ImportPath: module + "/combat/rules/realms", Deps: []string{module + "/play"}}, true},
		{"the campaign runner reaching the CLI", listedPackage{ImportPath: module + "/app/campaign", Deps: []string{module + "/client"}}, true},
		{"game reaching scenes", listedPackage{ImportPath: module + "/game", Deps: []string{module + "/scenes"}}, true},
		{"the CLI reaching scenes", listedPackage{ImportPath: module + "/app/cli", Deps: []string{module + "/scenes"}}, true},
		{"the simulator reaching game", listedPackage{ImportPath: module + "/app/sim", Deps: []string{module + "/game"}}, true},
		{"the window's commands reaching scenes", listedPackage{ImportPath: module + "/client", Deps: []string{module + "/scenes", module + "/game", module + "/app/cli"}}, false},
		{"internal importing a library", listedPackage{ImportPath: module + "/internal/strictjson", Deps: []string{"golang.org/x/text/unicode/norm"}}, true},
		{"the AI knowing 13th Age", listedPackage{ImportPath: module + "/ai", Deps: []string{module + "/combat/rules/age13"}}, true},
		{"the AI reaching the play layer", listedPackage{ImportPath: module + "/ai", Deps: []string{module + "/play"}}, true},
		{"the engine knowing Delvers", listedPackage{ImportPath: module + "/combat", Deps: []string{module + "/combat/rules/delvers"}}, true},
		{"saves knowing a ruleset", listedPackage{ImportPath: module + "/combat/save", Deps: []string{module + "/combat/rules/age13"}}, true},
		{"the play layer knowing a ruleset", listedPackage{ImportPath: module + "/play", Deps: []string{module + "/combat/rules/delvers"}}, true},
		{"a ruleset importing the engine", listedPackage{ImportPath: module + "/combat/rules/age13", Deps: []string{module + "/combat", module + "/combat/rules"}}, false},
		{"the campaign runner choosing 13th Age", listedPackage{ImportPath: module + "/app/campaign", Deps: []string{module + "/combat/rules/age13"}}, false},
		{"scenes importing a ruleset", listedPackage{ImportPath: module + "/scenes", Imports: []string{module + "/combat/rules/age13"}}, true},
		{"scenes using the campaign runner, which plays 13th Age", listedPackage{ImportPath: module + "/scenes", Imports: []string{module + "/app/campaign"}, Deps: []string{module + "/combat/rules/age13"}}, false},
		{"play importing ebiten", listedPackage{ImportPath: module + "/play", Deps: []string{"github.com/hajimehoshi/ebiten/v2"}}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := len(layoutViolations([]listedPackage{c.pkg})) > 0; got != c.bad {
				t.Errorf("violation = %v, want %v", got, c.bad)
			}
		})
	}
}
