//go:build !linux

package cpubench

// Outside Linux the meter counts nothing: the benchmarks report wall time only.

type none struct{}

func threadClock() counter       { return none{} }
func instructions() counter      { return nil }
func (none) read() (int64, bool) { return 0, false }
func (none) close()              {}
