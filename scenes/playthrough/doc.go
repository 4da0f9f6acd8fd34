// Package playthrough holds the scenes tests that play whole battles through the screens under
// Xvfb: a human side's actions through injected input on every bundled map with each ruleset,
// and hot-seat battles with their hand-overs. They are a package of their own so that
// `go test ./...` runs them beside the scenes package's tests (each package is a test binary
// of its own, with its own ebiten loop, scenes/internal/harness). The package has no code:
// only its tests.
package playthrough
