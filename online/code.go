package online

// Match codes: the short code a host gives its friends, and the match's id derived from it.

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base32"
	"fmt"
	"strings"
)

// codeAlphabet is the match code's letters: no 0, O, 1 or I, which read alike.
const codeAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"

// codeLen is the length of a code NewCode makes (50 bits); a code a host chooses may be
// between minCode and maxCode letters and digits.
const (
	codeLen = 10
	minCode = 4
	maxCode = 64
)

// NewCode makes a random match code, written in two halves: "K7QXM-4P2RZ".
func NewCode() string {
	b := make([]byte, codeLen)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand never fails on the systems Go supports
	}
	for i := range b {
		b[i] = codeAlphabet[int(b[i])%len(codeAlphabet)]
	}
	return string(b[:codeLen/2]) + "-" + string(b[codeLen/2:])
}

// NormalCode is a code as typed (any case, spaces and dashes anywhere) in the one form the
// host compares: capitals and digits only. A code with other characters, or too short or long,
// is an error that says so.
func NormalCode(code string) (string, error) {
	var b strings.Builder
	for _, r := range strings.ToUpper(code) {
		switch {
		case r == '-' || r == ' ' || r == '\t':
		case r >= 'A' && r <= 'Z' || r >= '0' && r <= '9':
			b.WriteRune(r)
		default:
			return "", fmt.Errorf("a match code has letters and digits only, not %q", r)
		}
	}
	n := b.Len()
	if n < minCode || n > maxCode {
		return "", fmt.Errorf("a match code has %d to %d letters and digits, not %d", minCode, maxCode, n)
	}
	return b.String(), nil
}

// MatchID is the id of the match of a code (normal), the name of its subjects and streams:
// twelve lower-case letters and digits from the code's hash, so that the code itself appears
// nowhere a server's users could read it.
func MatchID(code string) string {
	sum := sha256.Sum256([]byte("skirmish online match " + code))
	return strings.ToLower(base32.StdEncoding.EncodeToString(sum[:])[:12])
}
