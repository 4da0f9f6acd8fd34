package cpubench

import (
	"runtime"
	"testing"
	"time"
)

// Meter measures one benchmark's loop in its thread's CPU time and instructions.
type Meter struct {
	b       *testing.B
	clock   counter // the thread's CPU time, in nanoseconds
	instr   counter // the thread's retired instructions (nil: not allowed here)
	started bool
	paused  bool
	// cpu and ins are what was counted while the loop ran and was not paused.
	cpu, ins int64
	// at0 and ins0 are the readings when the current stretch began.
	at0, ins0 int64
}

// counter reads one of the thread's counters.
type counter interface {
	read() (int64, bool)
	close()
}

// Start begins measuring b: it locks b's goroutine to its thread until the benchmark ends and
// opens the thread's counters. Loop on the Meter instead of on b.
func Start(b *testing.B) *Meter {
	b.Helper()
	runtime.LockOSThread()
	m := &Meter{b: b, clock: threadClock(), instr: instructions()}
	b.Cleanup(func() {
		if m.instr != nil {
			m.instr.close()
		}
		runtime.UnlockOSThread()
	})
	return m
}

// Loop is b.Loop: it reports whether to run the body again. The first call starts the
// counters (b.Loop resets the timer then, so setup before the loop is not counted); the call
// that ends the loop reports the counts per iteration as cpu-ns/op and instr/op.
func (m *Meter) Loop() bool {
	if !m.started {
		m.started = true
		more := m.b.Loop()
		m.resume()
		return more
	}
	if m.b.Loop() {
		return true
	}
	m.pause()
	m.report()
	return false
}

// Pause stops the timer and the counters (b.StopTimer) for work that is not the benchmark's,
// such as making the next case; Resume starts them again.
func (m *Meter) Pause() {
	m.b.StopTimer()
	m.pause()
}

// Resume starts the timer and the counters again after Pause.
func (m *Meter) Resume() {
	m.resume()
	m.b.StartTimer()
}

// CPU is the thread's CPU time counted so far: the loop's whole time, once it has ended (for
// rates per CPU-second, such as battles a CPU-second).
func (m *Meter) CPU() time.Duration {
	cpu := m.cpu
	if !m.paused && m.started {
		if now, ok := m.clock.read(); ok {
			cpu += now - m.at0
		}
	}
	return time.Duration(cpu)
}

// pause adds the stretch since resume to the counts.
func (m *Meter) pause() {
	if m.paused {
		return
	}
	m.paused = true
	if now, ok := m.clock.read(); ok {
		m.cpu += now - m.at0
	}
	if m.instr != nil {
		if now, ok := m.instr.read(); ok {
			m.ins += now - m.ins0
		}
	}
}

// resume begins a stretch.
func (m *Meter) resume() {
	m.paused = false
	m.at0, _ = m.clock.read()
	if m.instr != nil {
		m.ins0, _ = m.instr.read()
	}
}

// report gives the counts per iteration to the benchmark.
func (m *Meter) report() {
	n := m.b.N
	if n <= 0 {
		return
	}
	if _, ok := m.clock.read(); ok {
		m.b.ReportMetric(float64(m.cpu)/float64(n), "cpu-ns/op")
	}
	if m.instr != nil {
		m.b.ReportMetric(float64(m.ins)/float64(n), "instr/op")
	}
}

// Time runs f on the calling goroutine's thread and returns the thread's CPU time it took (0
// where there is no thread clock): for work a benchmark does not loop on itself, such as a
// scene's Update and Draw called from the graphics loop.
func Time(f func()) time.Duration {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	c := threadClock()
	t0, ok := c.read()
	f()
	if !ok {
		return 0
	}
	t1, _ := c.read()
	return time.Duration(t1 - t0)
}
