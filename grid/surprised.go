package grid

// The `surprised` map property: which sides a map catches unawares (delvers-combat.md "Surprise").

import (
	"fmt"
	"slices"
	"strings"
)

// PropSurprised is the map property naming the sides caught unawares, comma-separated.
const PropSurprised = "surprised"

// readSurprised reads the `surprised` property against the map's sides (the `sides`
// property and the sides objects name). Names are trimmed, empty ones and repeats are
// dropped. msg is set, naming the first name that is not a side of the map, when the
// property cannot be used.
func readSurprised(value string, sides []string) (surprised []string, msg string) {
	for _, s := range strings.Split(value, ",") {
		s = strings.TrimSpace(s)
		if s == "" || slices.Contains(surprised, s) {
			continue
		}
		if !slices.Contains(sides, s) {
			if len(sides) == 0 {
				return nil, fmt.Sprintf("%q is not a side of this map, which names none; list the sides in the map property sides", s)
			}
			return nil, fmt.Sprintf("%q is not one of the map's sides (%s); name sides exactly as the sides property spells them, comma-separated", s, strings.Join(sides, ", "))
		}
		surprised = append(surprised, s)
	}
	return surprised, ""
}
