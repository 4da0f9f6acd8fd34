package grid

// A test helper: ASCII maps written in tests, which must parse.

// MustASCII parses an ASCII map and panics on error: the maps of tests.
func MustASCII(text string) *Map {
	m, err := ParseASCII("ascii", text)
	if err != nil {
		panic(err)
	}
	return m
}
