package cpubench

import (
	"encoding/binary"
	"unsafe"

	"golang.org/x/sys/unix"
)

// clock is the calling thread's CPU clock.
type clock struct{}

func threadClock() counter { return clock{} }

func (clock) read() (int64, bool) {
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts) != nil {
		return 0, false
	}
	return ts.Nano(), true
}

func (clock) close() {}

// perfCounter is a hardware counter of the calling thread's user-space instructions.
type perfCounter struct {
	fd  int
	buf [8]byte
}

// instructions opens the thread's instruction counter, or returns nil where the kernel (or
// the machine: a virtual one often has no counters) refuses it.
func instructions() counter {
	attr := unix.PerfEventAttr{
		Type:   unix.PERF_TYPE_HARDWARE,
		Config: unix.PERF_COUNT_HW_INSTRUCTIONS,
		Bits:   unix.PerfBitExcludeKernel | unix.PerfBitExcludeHv,
	}
	attr.Size = uint32(unsafe.Sizeof(attr))
	fd, err := unix.PerfEventOpen(&attr, 0, -1, -1, unix.PERF_FLAG_FD_CLOEXEC)
	if err != nil {
		return nil
	}
	return &perfCounter{fd: fd}
}

func (p *perfCounter) read() (int64, bool) {
	if n, err := unix.Read(p.fd, p.buf[:]); err != nil || n != len(p.buf) {
		return 0, false
	}
	return int64(binary.LittleEndian.Uint64(p.buf[:])), true
}

func (p *perfCounter) close() { unix.Close(p.fd) }
