package scenes

// Enchanted Realms battle tests under Xvfb, on the bundled hex maps: a human side plays a few
// actions on each through injected input, and a hot-seat battle of two human sides hands over
// between them (app/sim's soak plays each map to its end, AI against AI).

import (
	"path/filepath"
	"sort"
	"strings"
	"testing"

	_ "skirmish/combat/rules/realms" // the ruleset these battles are played with
)

func TestRealmsBattleOnEveryHexMap(t *testing.T) {
	needDisplay(t)
	maps, _ := filepath.Glob(filepath.Join("..", "maps", "hex", "*.tmx"))
	sort.Strings(maps)
	if len(maps) < 3 {
		t.Fatalf("want the three bundled hex maps, found %v", maps)
	}
	for _, path := range maps {
		name := strings.TrimSuffix(filepath.Base(path), ".tmx")
		t.Run(name, func(t *testing.T) { playFewActions(t, path, "realms", "realms-"+name) })
	}
}

func TestRealmsHotSeatOnHexes(t *testing.T) {
	needDisplay(t)
	playHotSeat(t, filepath.Join("..", "maps", "hex", "cairn-hill.tmx"), "realms", "realms-hotseat")
}
