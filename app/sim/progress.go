package sim

// Progress: a one-line progress bar, drawn only on a terminal.

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

// bar draws battles done out of total and the rate, redrawing one line with \r. A bar with
// no writer draws nothing.
type bar struct {
	w           io.Writer
	done, total int
	start, last time.Time
}

// barWidth is the bar's width in characters.
const barWidth = 30

// newBar returns a bar drawing on w if w is a terminal (a character device), else a silent one.
func newBar(w io.Writer, total int) *bar {
	b := &bar{total: total, start: time.Now()}
	if isTerminal(w) {
		b.w = w
	}
	return b
}

// isTerminal reports whether w is a file that is a character device.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok || f == nil {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// step counts one battle done and redraws at most ten times a second (and at the end).
func (b *bar) step() {
	b.done++
	if b.w == nil {
		return
	}
	now := time.Now()
	if b.done < b.total && now.Sub(b.last) < 100*time.Millisecond {
		return
	}
	b.last = now
	filled := barWidth * b.done / b.total
	rate := float64(b.done) / max(now.Sub(b.start).Seconds(), 1e-9)
	fmt.Fprintf(b.w, "\r[%s%s] %d/%d battles, %.1f/s ", strings.Repeat("#", filled),
		strings.Repeat(".", barWidth-filled), b.done, b.total, rate)
}

// clear erases the bar's line.
func (b *bar) clear() {
	if b.w != nil {
		fmt.Fprintf(b.w, "\r%s\r", strings.Repeat(" ", barWidth+50))
	}
}
