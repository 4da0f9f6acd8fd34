package spell

// Distance and the nearest known words.

import (
	"slices"
	"strings"
)

// Distance is the edit distance (insertions, deletions and substitutions of runes) between a
// and b. Meant for short words: it takes time len(a)×len(b).
func Distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// MaxWord is the longest word Nearest looks at: a longer one is no misspelling of a name.
const MaxWord = 100

// Nearest is the known word the given one most likely misspells: one that differs only in
// case, else the nearest within an edit distance of 2 (the first in sorted order on a tie),
// else "".
func Nearest(word string, known []string) string {
	if len(word) > MaxWord {
		return ""
	}
	for _, k := range known {
		if strings.EqualFold(k, word) && k != word {
			return k
		}
	}
	best, bd := "", 3
	for _, k := range known {
		if k == word {
			return ""
		}
		if d := Distance(word, k); d < bd || d == bd && k < best {
			best, bd = k, d
		}
	}
	return best
}

// ByDistance returns the known words sorted by their distance from word, nearest first (the
// order of known among equals), for "known ids include ...". It does not change known.
func ByDistance(word string, known []string) []string {
	out := slices.Clone(known)
	if len(word) > MaxWord {
		return out
	}
	d := make(map[string]int, len(out))
	for _, k := range out {
		d[k] = Distance(word, k)
	}
	slices.SortStableFunc(out, func(a, b string) int { return d[a] - d[b] })
	return out
}
