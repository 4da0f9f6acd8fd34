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
var headless = []string{module + "/combat", module + "/grid", module + "/ai"}

// forbiddenForHeadless are what headless packages may never depend on, even indirectly.
var forbiddenForHeadless = []string{"github.com/hajimehoshi/ebiten/v2", module + "/game", module + "/scenes", module + "/assets"}

// shared is where the module's internal packages live: shared by headless packages and the
// rest, they may depend on the standard library only.
const shared = module + "/internal"

// tiled is the Tiled library only grid may import.
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
				if !isStandard(d) {
					bad = append(bad, p.ImportPath+" depends on "+d+": internal packages use the standard library only")
				}
			}
		}
		if p.ImportPath != module+"/grid" {
			for _, imp := range p.Imports {
				if imp == tiled || strings.HasPrefix(imp, tiled+"/") {
					bad = append(bad, p.ImportPath+" imports "+imp+": only grid may see Tiled types")
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
		{"internal importing a library", listedPackage{ImportPath: shared + "/strictjson", Deps: []string{"golang.org/x/text/unicode/norm"}}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := len(layoutViolations([]listedPackage{c.pkg})) > 0; got != c.bad {
				t.Errorf("violation = %v, want %v", got, c.bad)
			}
		})
	}
}
