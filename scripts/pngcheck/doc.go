// Command pngcheck fails unless a PNG has real content: a sane size and many colours.
package main
