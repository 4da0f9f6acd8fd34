package grid

// The `surprised` map property: which sides a map catches unawares (delvers-combat.md "Surprise").

import (
	"fmt"
	"strings"

	"skirmish/internal/quote"
)

// PropSurprised is the map property naming the sides caught unawares, comma-separated.
const PropSurprised = "surprised"

// readSurprised reads the `surprised` property against the map's sides (the `sides`
// property and the sides objects name). Names are trimmed, empty ones and repeats are
// dropped. msg is set, naming the first name that is not a side of the map, when the
// property cannot be used. Names are looked up in sets: a property of n names costs n steps.
func readSurprised(value string, sides []string) (surprised []string, msg string) {
	known := make(map[string]bool, len(sides))
	for _, s := range sides {
		known[s] = true
	}
	seen := map[string]bool{}
	for s := range strings.SplitSeq(value, ",") {
		s = strings.TrimSpace(s)
		if s == "" || seen[s] {
			continue
		}
		if !known[s] {
			if len(sides) == 0 {
				return nil, fmt.Sprintf("%s is not a side of this map, which names none; list the sides in the map property sides", quote.Quote(s))
			}
			return nil, fmt.Sprintf("%s is not one of the map's sides (%s); name sides exactly as the sides property spells them, comma-separated", quote.Quote(s), SideList(sides))
		}
		seen[s] = true
		surprised = append(surprised, s)
	}
	return surprised, ""
}

// SideList names sides for a message: each quoted (quote.Quote), comma-separated, the first
// ten and how many more.
func SideList(sides []string) string {
	const most = 10
	var b strings.Builder
	for i, s := range sides {
		if i == most {
			fmt.Fprintf(&b, " and %d more", len(sides)-most)
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(quote.Quote(s))
	}
	return b.String()
}
