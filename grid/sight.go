// Line of sight and cover (placeholder until the sight code lands).
package grid

type sightIndex struct{}
