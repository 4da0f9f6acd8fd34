package assets

// Unit icons: one white-on-transparent picture per catalog kind, rasterised from the
// game-icons.net set by tools/genicons (CC BY 3.0; CREDITS.md).

import (
	"embed"
	"path"
)

//go:embed icons/*.png
var icons embed.FS

// Icon returns the PNG of the icon of a catalog kind ("skeleton-archer"); ok is false for a
// kind without one (a user's own catalog entry).
func Icon(kind string) (png []byte, ok bool) {
	b, err := icons.ReadFile(path.Join("icons", kind+".png"))
	return b, err == nil
}
