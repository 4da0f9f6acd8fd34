// Package spell suggests the word meant when a file misspells one of a known set (a field, a
// class, a unit id): edit distances and the nearest known words.
package spell
