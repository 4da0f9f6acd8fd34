package main

// The package layout's hard lines (DESIGN.md "Layout"), checked over `go list -deps`.

import (
	"encoding/json"
	"io"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

const module = "skirmish"

// headless are the packages that must run without a window: rules, maps and AI.
var headless = []string{module + "/combat", module + "/grid", module + "/ai", module + "/catalog", module + "/app/campaign", module + "/app/sim", module + "/app/mapcheck", module + "/play"}

// forbiddenForHeadless are what headless packages may never depend on, even indirectly.
var forbiddenForHeadless = []string{"github.com/hajimehoshi/ebiten/v2", module + "/game", module + "/scenes", module + "/assets", module + "/app/cli"}

// below are packages and what they may never depend on: nothing imports upward (the engine
// never reaches the AI or the application; the client's shell never reaches its screens).
var below = map[string][]string{
	module + "/combat":  {module + "/ai", module + "/app"},
	module + "/grid":    {module + "/combat", module + "/ai", module + "/app"},
	module + "/catalog": {module + "/ai", module + "/app"},
	module + "/ai":      {module + "/app"},
	module + "/game":    {module + "/scenes", module + "/app"},
}

// rulesets is where the rulesets live: they register themselves, and only main (and the
// application packages that choose a ruleset's own features, such as a 13th Age campaign)
// pull them in.
const rulesets = module + "/combat/rules"

// rulesetBlind are the packages that never depend on a ruleset package (DESIGN.md "Layout":
// the engine, the AI and the play layer choose among the listed actions by their meanings):
// each, with its packages below it but the rulesets' own.
var rulesetBlind = []string{module + "/combat", module + "/ai", module + "/play"}

// rulesetFree are the packages that import no ruleset package themselves: the screens read
// what a ruleset says through the engine's interfaces (its listing, its Presenter); an
// application package they use (app/campaign plays 13th Age) may name one.
var rulesetFree = []string{module + "/scenes"}

// shared is where the module's internal packages live: shared by headless packages and the
// rest, they may depend on the standard library only.
const shared = module + "/internal"

// gridOnly are the libraries only grid may import: Tiled's reader and the shapes' geometry.
var gridOnly = []string{"github.com/lafriks/go-tiled", "github.com/solarlune/resolv"}

// tiled is the Tiled library.
const tiled = "github.com/lafriks/go-tiled"

// listedPackage is the part of `go list -json` output the checks read.
type listedPackage struct {
	ImportPath string
	Imports    []string
	Deps       []string
}

// layoutViolations returns one line per broken rule among pkgs.
func layoutViolations(pkgs []listedPackage) []string {
	var bad []string
	for _, p := range pkgs {
		if isHeadless(p.ImportPath) {
			for _, d := range p.Deps {
				for _, f := range forbiddenForHeadless {
					if d == f || strings.HasPrefix(d, f+"/") {
						bad = append(bad, p.ImportPath+" depends on "+d+": headless packages must not")
					}
				}
			}
		}
		if p.ImportPath == shared || strings.HasPrefix(p.ImportPath, shared+"/") {
			for _, d := range p.Deps {
				if !isStandard(d) && !strings.HasPrefix(d, shared+"/") {
					bad = append(bad, p.ImportPath+" depends on "+d+": internal packages use the standard library and one another only")
				}
			}
		}
		if p.ImportPath != module+"/grid" {
			for _, imp := range p.Imports {
				for _, lib := range gridOnly {
					if imp == lib || strings.HasPrefix(imp, lib+"/") {
						bad = append(bad, p.ImportPath+" imports "+imp+": only grid may see it")
					}
				}
			}
		}
		if blind(p.ImportPath) {
			for _, d := range p.Deps {
				if d == rulesets || strings.HasPrefix(d, rulesets+"/") {
					bad = append(bad, p.ImportPath+" depends on "+d+": it must not know a ruleset, only the meanings of its kinds")
				}
			}
		}
		if slices.ContainsFunc(rulesetFree, func(r string) bool { return p.ImportPath == r || strings.HasPrefix(p.ImportPath, r+"/") }) {
			for _, imp := range p.Imports {
				if strings.HasPrefix(imp, rulesets+"/") {
					bad = append(bad, p.ImportPath+" imports "+imp+": it names no ruleset")
				}
			}
		}
		for pkg, never := range below {
			if p.ImportPath != pkg && !strings.HasPrefix(p.ImportPath, pkg+"/") {
				continue
			}
			for _, d := range p.Deps {
				for _, f := range never {
					if d == f || strings.HasPrefix(d, f+"/") {
						bad = append(bad, p.ImportPath+" depends on "+d+": nothing imports upward")
					}
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

// blind reports whether path is one of rulesetBlind or below one, and not a ruleset.
func blind(path string) bool {
	if path == rulesets || strings.HasPrefix(path, rulesets+"/") {
		return false
	}
	return slices.ContainsFunc(rulesetBlind, func(h string) bool { return path == h || strings.HasPrefix(path, h+"/") })
}

// isHeadless reports whether path is one of the headless packages or below one.
func isHeadless(path string) bool {
	return slices.ContainsFunc(headless, func(h string) bool { return path == h || strings.HasPrefix(path, h+"/") })
}

func TestLayoutHardLines(t *testing.T) {
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
	for _, v := range layoutViolations(pkgs) {
		t.Error(v)
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
		{"game importing go-tiled", listedPackage{ImportPath: module + "/game", Imports: []string{tiled}}, true},
		{"grid importing go-tiled", listedPackage{ImportPath: module + "/grid", Imports: []string{tiled}}, false},
		{"game importing ebiten", listedPackage{ImportPath: module + "/game", Deps: []string{"github.com/hajimehoshi/ebiten/v2"}}, false},
		{"a package named like grid is not grid", listedPackage{ImportPath: module + "/gridtools", Imports: []string{tiled}}, true},
		{"combat importing an internal package", listedPackage{ImportPath: module + "/combat", Deps: []string{shared + "/strictjson", "encoding/json"}}, false},
		{"internal on the standard library", listedPackage{ImportPath: shared + "/strictjson", Deps: []string{"encoding/json", "internal/abi", "vendor/golang.org/x/net/dns/dnsmessage"}}, false},
		{"internal importing a module package", listedPackage{ImportPath: shared + "/strictjson", Deps: []string{module + "/grid"}}, true},
		{"internal importing internal", listedPackage{ImportPath: shared + "/strictjson", Deps: []string{shared + "/quote"}}, false},
		{"grid importing resolv", listedPackage{ImportPath: module + "/grid", Imports: []string{"github.com/solarlune/resolv"}}, false},
		{"combat importing resolv", listedPackage{ImportPath: module + "/combat", Imports: []string{"github.com/solarlune/resolv"}}, true},
		{"combat reaching the AI", listedPackage{ImportPath: module + "/combat/save", Deps: []string{module + "/ai"}}, true},
		{"the campaign runner reaching the CLI", listedPackage{ImportPath: module + "/app/campaign", Deps: []string{module + "/app/cli"}}, true},
		{"game reaching scenes", listedPackage{ImportPath: module + "/game", Deps: []string{module + "/scenes"}}, true},
		{"the CLI reaching scenes", listedPackage{ImportPath: module + "/app/cli", Deps: []string{module + "/scenes"}}, false},
		{"internal importing a library", listedPackage{ImportPath: shared + "/strictjson", Deps: []string{"golang.org/x/text/unicode/norm"}}, true},
		{"the AI knowing 13th Age", listedPackage{ImportPath: module + "/ai", Deps: []string{module + "/combat/rules/age13"}}, true},
		{"the engine knowing Delvers", listedPackage{ImportPath: module + "/combat", Deps: []string{module + "/combat/rules/delvers"}}, true},
		{"saves knowing a ruleset", listedPackage{ImportPath: module + "/combat/save", Deps: []string{module + "/combat/rules/age13"}}, true},
		{"the play layer knowing a ruleset", listedPackage{ImportPath: module + "/play", Deps: []string{module + "/combat/rules/delvers"}}, true},
		{"a ruleset importing the engine", listedPackage{ImportPath: module + "/combat/rules/age13", Deps: []string{module + "/combat", module + "/combat/rules"}}, false},
		{"the campaign runner choosing 13th Age", listedPackage{ImportPath: module + "/app/campaign", Deps: []string{module + "/combat/rules/age13"}}, false},
		{"scenes importing a ruleset", listedPackage{ImportPath: module + "/scenes", Imports: []string{rulesets + "/age13"}}, true},
		{"scenes using the campaign runner, which plays 13th Age", listedPackage{ImportPath: module + "/scenes", Imports: []string{module + "/app/campaign"}, Deps: []string{rulesets + "/age13"}}, false},
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
