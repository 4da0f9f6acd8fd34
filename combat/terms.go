package combat

// Terms: the parts of a roll's total, so every roll can explain itself in the log.

import (
	"strconv"
	"strings"
)

// Term is one part of a total: a die's face or a modifier, with what it is.
type Term struct {
	Label string `json:"label"`
	Value int    `json:"value"`
}

// Sum adds up the terms.
func Sum(ts []Term) int {
	n := 0
	for _, t := range ts {
		n += t.Value
	}
	return n
}

// FormatTerms writes terms as the log shows them: "d20 14 + STR 1 − half cover 2 = 13". The
// first term is written without a sign; zero modifiers after it are left out.
func FormatTerms(ts []Term) string {
	var b strings.Builder
	for i, t := range ts {
		if i > 0 && t.Value == 0 {
			continue
		}
		if i > 0 {
			if t.Value < 0 {
				b.WriteString(" − ")
			} else {
				b.WriteString(" + ")
			}
			b.WriteString(t.Label)
			b.WriteByte(' ')
			b.WriteString(strconv.Itoa(abs(t.Value)))
			continue
		}
		b.WriteString(t.Label)
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(t.Value))
	}
	b.WriteString(" = ")
	b.WriteString(strconv.Itoa(Sum(ts)))
	return b.String()
}

// abs returns the absolute value of n.
func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
