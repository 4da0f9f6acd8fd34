// Package cpubench measures a benchmark by what holds on a shared, busy machine: the CPU time
// of the benchmark's own thread, and the instructions it retired where the kernel lets a
// process count them, beside the wall time the testing package reports.
//
// Wall time swings two to four times between repeats when other programs share the cores; the
// CPU time a thread was given does not (only caches shared with the neighbours move it), and
// an instruction count hardly moves at all. A benchmark starts a Meter and loops on it:
//
//	m := cpubench.Start(b)
//	for m.Loop() {
//		work()
//	}
//
// Loop is b.Loop, and when the loop ends it reports cpu-ns/op (the thread's CPU clock,
// CLOCK_THREAD_CPUTIME_ID) and, where perf_event_open may count this thread's instructions,
// instr/op. Start locks the benchmark's goroutine to its thread for the rest of the benchmark,
// so the thread's clock is the benchmark's: the garbage collector's background workers run on
// other threads and are not counted (their share follows the allocations -benchmem reports),
// its assists on the benchmark's goroutine are. Where the kernel refuses the instruction
// counter (a virtual machine without one, perf_event_paranoid above 2), instr/op is left out
// silently; on systems without a thread clock, so is cpu-ns/op.
//
// `make bench` runs the budgets' benchmarks and writes their table (tools/benchtable).
package cpubench
