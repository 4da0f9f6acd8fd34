package mapkit

// The kit's example map: a small Tiled map whose XML comments say what each part does.

import (
	"fmt"
	"strings"

	"skirmish/combat"
)

// exampleSketch is the example's layout: # wall, + door (in a north-south wall), ~ shallow
// water (animated), : rubble, > stairs (where the Goblins may leave), . floor.
var exampleSketch = []string{
	"############",
	"#.....#....#",
	"#.....#..:.#",
	"#.....+..~~#",
	"#......~~~.#",
	"#.....#...>#",
	"#.....#....#",
	"############",
}

// Local ids of the dungeon tileset's tiles the example uses (tools/gentiles, assets.Tile).
const (
	tileFloor1, tileFloor2 = 0, 1
	tileWallTop, tileWall  = 8, 9
	tileDoor               = 13
	tileRubble             = 15
	tileWater              = 18
	tileStairs             = 22
	gidTranspose           = 0x20000000 // Tiled's diagonal flip: a door turned into a north-south wall
)

// Example is the example map's .tmx: 12×8 squares of the dungeon tileset, two tile layers,
// a layer of game objects and the map properties, each part explained by a comment.
func Example() string {
	w, h := len(exampleSketch[0]), len(exampleSketch)
	ground := make([]string, 0, h)
	walls := make([]string, 0, h)
	for y, row := range exampleSketch {
		var g, f []string
		for x, c := range row {
			gid, top := tileFloor1+1, 0
			if (x*7+y*3)%5 == 0 {
				gid = tileFloor2 + 1
			}
			switch c {
			case '#':
				top = tileWallTop + 1
				if y+1 < h && exampleSketch[y+1][x] != '#' {
					top = tileWall + 1
				}
			case '+':
				top = (tileDoor + 1) | gidTranspose
			case '~':
				gid = tileWater + 1
			case ':':
				top = tileRubble + 1
			case '>':
				top = tileStairs + 1
			}
			g = append(g, fmt.Sprint(gid))
			f = append(f, fmt.Sprint(top))
		}
		ground = append(ground, strings.Join(g, ","))
		walls = append(walls, strings.Join(f, ","))
	}
	return fmt.Sprintf(exampleTMX, w, h, rulesetLines(), strings.Join(ground, ",\n"), strings.Join(walls, ",\n"))
}

// rulesetLines are the example's lines on the rulesets a map may name: each registered one's
// id, its line for map makers and the maps it plays on (combat.Description).
func rulesetLines() string {
	var b strings.Builder
	for _, id := range combat.RulesetIDs() {
		r, _ := combat.Rules(id)
		d := r.Describe()
		fmt.Fprintf(&b, "     %s: %s; %s\n", id, d.Kit, d.Maps())
	}
	return b.String()
}

// exampleTMX is the map with its comments; the %s are the rulesets' lines and its two layers'
// tiles.
const exampleTMX = `<?xml version="1.0" encoding="UTF-8"?>
<!--
  A first map for Skirmish, made to be opened in Tiled and changed. Tiled drops these comments
  when it saves the map; docs/maps.md (and the game's README) says all of it again.

  Check a map with "skirmish validate example.tmx" (in Tiled: the command Validate in Skirmish,
  once skirmish.tiled-project is open), look at it with "skirmish view example.tmx", and play it
  from the game's map picker, under "Your maps". The game reloads it while you edit.
-->
<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" width="%d" height="%d" tilewidth="32" tileheight="32" infinite="0" nextlayerid="4" nextobjectid="7">
 <!--
   Map properties: title and description show in the map picker; ruleset is one of these:
%s   sides lists the sides in order, and every object's side must be one of them.
 -->
 <properties>
  <property name="description" value="A first map to change: two rooms, a door and a flooded corner. Goblins hold the east room."/>
  <property name="ruleset" value="delvers"/>
  <property name="sides" value="Delvers, Goblins"/>
  <property name="title" value="My first map"/>
 </properties>
 <!--
   The tileset gives every tile its meaning for the rules (select a tile in Tiled's tileset
   view and look at its properties): walls block movement and sight, water and rubble are
   difficult ground, the door is a door. The water is animated.
 -->
 <tileset firstgid="1" source="tiles/dungeon.tsx"/>
 <!-- The floor and the water. -->
 <layer id="1" name="Ground" width="12" height="8">
  <data encoding="csv">
%s
</data>
 </layer>
 <!-- Walls, the door, rubble and the stairs, drawn over the ground: a tile on a later layer
      changes only what it says about the square. -->
 <layer id="2" name="Walls" width="12" height="8">
  <data encoding="csv">
%s
</data>
 </layer>
 <!--
   Game objects. Set each object's class (Tiled 1.9 and later) or type (Tiled 1.8): Spawn,
   Deploy, Exit, Objective or Terrain, spelled exactly so. Tiled 1.8 does not fill in a class's
   members: add the properties yourself (side, unit, count ...).
 -->
 <objectgroup id="3" name="Setup">
  <!-- Where the Delvers place their units before the battle. -->
  <object id="1" name="Delvers' hall" type="Deploy" x="32" y="32" width="96" height="192">
   <properties>
    <property name="side" value="Delvers"/>
   </properties>
  </object>
  <!-- Three goblins start here. unit is a catalog id: "skirmish catalog" lists them. -->
  <object id="2" name="Goblin band" type="Spawn" x="272" y="80">
   <properties>
    <property name="count" type="int" value="3"/>
    <property name="side" value="Goblins"/>
    <property name="unit" value="goblin"/>
   </properties>
   <point/>
  </object>
  <!-- The Delvers' own units: a group id stands for several units in turn. -->
  <object id="3" name="The party" type="Spawn" x="80" y="112">
   <properties>
    <property name="count" type="int" value="4"/>
    <property name="side" value="Delvers"/>
    <property name="unit" value="delver"/>
   </properties>
   <point/>
  </object>
  <!-- Routed goblins flee down the stairs. An Exit without a side is for everyone. -->
  <object id="4" name="Stairs" type="Exit" x="320" y="160" width="32" height="32">
   <properties>
    <property name="side" value="Goblins"/>
   </properties>
  </object>
  <!-- A place that matters to a scenario. -->
  <object id="5" name="Well" type="Objective" x="112" y="112">
   <properties>
    <property name="name" value="The old well"/>
    <property name="points" type="int" value="1"/>
   </properties>
   <point/>
  </object>
  <!-- A zone of terrain: a rectangle, ellipse or polygon of class Terrain gives the squares it
       covers (a quarter of a square or more) the terrain properties it says, over the tiles:
       here mud, difficult ground, in the goblins' room. -->
  <object id="6" name="Mud" type="Terrain" x="224" y="32" width="64" height="64">
   <properties>
    <property name="move" value="difficult"/>
   </properties>
  </object>
 </objectgroup>
</map>
`
