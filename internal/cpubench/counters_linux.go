package cpubench

import (
	"encoding/binary"
	"syscall"
	"unsafe"
)

// clockThreadCPUTime is CLOCK_THREAD_CPUTIME_ID, the calling thread's CPU clock.
const clockThreadCPUTime = 3

// clock is the calling thread's CPU clock.
type clock struct{}

func threadClock() counter { return clock{} }

func (clock) read() (int64, bool) {
	var ts syscall.Timespec
	if _, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
		return 0, false
	}
	return ts.Nano(), true
}

func (clock) close() {}

// perfEventAttr is the first version of the kernel's struct perf_event_attr (64 bytes,
// PERF_ATTR_SIZE_VER0), which every kernel with perf_event_open takes.
type perfEventAttr struct {
	typ, size    uint32
	config       uint64
	samplePeriod uint64
	sampleType   uint64
	readFormat   uint64
	flags        uint64
	wakeup       uint32
	bpType       uint32
	config1      uint64
}

// The counter asked for: a hardware count of instructions retired, in user space only (a
// process may count its own so even at perf_event_paranoid 2).
const (
	perfTypeHardware      = 0
	perfCountInstructions = 1
	perfExcludeKernel     = 1 << 5
	perfExcludeHV         = 1 << 6
	perfFlagFDCloexec     = 1 << 3
)

// perfCounter is a hardware counter of the calling thread's user-space instructions.
type perfCounter struct {
	fd  int
	buf [8]byte
}

// instructions opens the thread's instruction counter, or returns nil where the kernel (or
// the machine: a virtual one often has no counters) refuses it.
func instructions() counter {
	attr := perfEventAttr{typ: perfTypeHardware, config: perfCountInstructions, flags: perfExcludeKernel | perfExcludeHV}
	attr.size = uint32(unsafe.Sizeof(attr))
	// pid 0 and cpu -1: this thread, on whichever processor it runs
	fd, _, e := syscall.Syscall6(syscall.SYS_PERF_EVENT_OPEN, uintptr(unsafe.Pointer(&attr)), 0, ^uintptr(0), ^uintptr(0), perfFlagFDCloexec, 0)
	if e != 0 {
		return nil
	}
	return &perfCounter{fd: int(fd)}
}

func (p *perfCounter) read() (int64, bool) {
	if n, err := syscall.Read(p.fd, p.buf[:]); err != nil || n != len(p.buf) {
		return 0, false
	}
	return int64(binary.LittleEndian.Uint64(p.buf[:])), true
}

func (p *perfCounter) close() { syscall.Close(p.fd) }
