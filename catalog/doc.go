// Package catalog reads and checks unit catalogs: the rulesets' embedded files and the user's
// own (docs/catalog.md). A catalog is a combat.Catalog; this package is its strict reader, the
// check of every entry, weapon and group, and where the user's file lives.
package catalog
