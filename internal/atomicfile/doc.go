// Package atomicfile replaces files so that a crash leaves either the old file or the new one, whole.
package atomicfile
