// The bundled maps: sketches, properties and setup objects.
package main

// bundled lists every map genmaps writes.
var bundled = []mapDef{crypt, fort, field, bridge, cavern}

var crypt = mapDef{
	file: "crypt.tmx",
	seed: 1,
	props: map[string]string{
		"title":       "The Warden's Crypt",
		"description": "Narrow corridors and pillared halls under the old chapel. The dead wake as the Delvers come down the stairs.",
		"ruleset":     "delvers",
		"sides":       "Delvers,Undead",
	},
	sketch: []string{
		"####################################",
		"#####.....##########......##########",
		"#####.....##########.o..o.###.....##",
		">.........+........+......+.......##",
		">.....%...##########.o..o.###..*..##",
		"#####.....#####.####......###.....##",
		"#####.....#####.####..%...#####+####",
		"########+######.################.###",
		"########.######.#######.........####",
		"#####.......................%....###",
		"#####..o..o..o......~~...o..o..o.###",
		"#####.............*..............###",
		"#####..o..o..o...###+###.o..o..o.###",
		"#####............#.....#.........###",
		"##########+#######.....######+######",
		"#######.....######..o..#.......#####",
		"##WW~~.........+...*...+.......#####",
		"##WW~~~.....######.....######..#####",
		"#############################..#####",
		"####################################",
	},
	objects: []object{
		{class: "Deploy", name: "Delvers deploy", x: 5, y: 1, w: 5, h: 5, props: side("Delvers")},
		{class: "Deploy", name: "Undead deploy", x: 24, y: 9, w: 9, h: 5, props: side("Undead")},
		{class: "Exit", name: "Stairs up", x: 0, y: 3, w: 1, h: 2},
		{class: "Spawn", name: "Skeletons", x: 22, y: 3, props: spawn("Undead", "skeleton", 3)},
		{class: "Spawn", name: "Zombies", x: 30, y: 4, props: spawn("Undead", "zombie", 2)},
		{class: "Spawn", name: "Skeleton archers", x: 28, y: 11, props: spawn("Undead", "skeleton-archer", 2)},
		{class: "Spawn", name: "Ghoul", x: 9, y: 16, props: spawn("Undead", "ghoul", 1)},
		{class: "Spawn", name: "Delvers", x: 7, y: 3, props: spawn("Delvers", "delver", 4)},
		{class: "Objective", name: "Warden's tomb", x: 20, y: 16, props: []prop{{"name", "", "Warden's tomb"}, {"points", "int", "3"}}},
	},
}

var fort = mapDef{
	file: "fort.tmx",
	seed: 2,
	props: map[string]string{
		"title":       "Bandit Fort",
		"description": "A walled fort with arrow slits on every side. Bandit archers hold the walls; the gates face west and south.",
		"ruleset":     "delvers",
		"sides":       "Delvers,Bandits",
	},
	sketch: []string{
		",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
		",,,,,,,,,,,,,,,,,,####H####H####H####,",
		",,,,,,,,,,,,,,,,,,#.................#,",
		",,,,,,,,,,,,,,,,,,#..o...........o..#,",
		",,,,,,,,,,,,,,,,,,H.....:::::::.....H,",
		",,,,,,,,,,=,,,,,,,#....:::::::::....#,",
		",,,,,,,,,,,,,,,,,,#....::--:::::....#,",
		",,,,,,,,,=,,,,,,,,+....:::::::::....H,",
		",,,,,,,,,,,,,,,,,,+....:::::::::....#,",
		",,,,,,,,,=,,,,,,,,#....:::::--::....#,",
		",,,,,,,,,,,,,,,,,,H.....:::::::.....H,",
		",,,,,,,,,,=,,,,,,,#..o...........o..#,",
		",,,,,,,,,,,,,,,,,,#.................#,",
		",,,,,,,,,,,,,,,,,,#####H###+###H#####,",
		",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
		",,,,,,,,,,,,,,,%%,,,,,,,,=,,,,,,,,,,,,",
		",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
		",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
	},
	objects: []object{
		{class: "Deploy", name: "Delvers deploy", x: 1, y: 3, w: 5, h: 10, props: side("Delvers")},
		{class: "Deploy", name: "Bandits deploy", x: 19, y: 2, w: 17, h: 11, props: side("Bandits")},
		{class: "Exit", name: "West road", x: 0, y: 6, w: 1, h: 5},
		{class: "Exit", name: "Postern", x: 37, y: 14, w: 1, h: 4, props: side("Bandits")},
		{class: "Spawn", name: "Delvers", x: 3, y: 7, props: spawn("Delvers", "delver", 4)},
		{class: "Spawn", name: "North archers", x: 22, y: 2, props: spawn("Bandits", "bandit-archer", 3)},
		{class: "Spawn", name: "West archers", x: 19, y: 4, props: spawn("Bandits", "bandit-archer", 2)},
		{class: "Spawn", name: "Bandits", x: 30, y: 8, props: spawn("Bandits", "bandit", 4)},
		{class: "Objective", name: "Strongbox", x: 28, y: 6, props: []prop{{"name", "", "Strongbox"}, {"points", "int", "2"}}},
	},
}

var field = mapDef{
	file: "field.tmx",
	seed: 3,
	zlib: true,
	props: map[string]string{
		"title":       "Millbrook Field",
		"description": "Open pasture cut by a stream, with a bridge on the road and low field walls for cover. Both roads lead off the map.",
		"ruleset":     "delvers",
		"sides":       "Delvers,Orcs",
	},
	sketch: []string{
		",,,,,,,,,,,,,,,,,,,,,,~~,,,,,,,,,,,,,,,,",
		",,,,,,,,,,,,,,,,,,,,,~~W,,,,,,,,,,,,,,,,",
		",,,,-----,,,,,,,,,,,,~WW~,,,,,,,-----,,,",
		",,,,,,,,,,,,,,,,,,,,,,~W~,,,,,,,,,,,,,,,",
		",,,,,,,,,,,,,o,,,,,,,,~WW~,,,,,,,,,,,,,,",
		",,,,,,,,,,,,,,,,,,,,,,,~W~,,,,,,,,,,,,,,",
		",,,,,,,,,,,,,,,,,,,,,,,~WW,,,,,,,,%,,,,,",
		":::::::::::::::::::::::bbbb:::::::::::::",
		":::::::::::::::::::::::bbbb:::::::::::::",
		",,,,,,,,,,,,,,,,,,,,,,,~WW~,,,,,,,,,,,,,",
		",,,,,-,,,,,,,,,,,,,,,,,,~W~,,,,,,,,,,,,,",
		",,,,,-,,,,,,%%,,,,,,,,,,~W~~,,,,,-,,,,,,",
		",,,,,-,,,,,,,,,,,,,,,,,,,~WW~,,,,-,,,,,,",
		",,,,,,,,,,,,,,,,,,,,,,,,,~~W~,,,,-,,,,,,",
		",,,,,,,,,,,,,,,=,,,,,,,,,,~W~,,,,,,,,,,,",
		",,,,-----,,,,,,,,,,,,,,,,,~WW~,,,-----,,",
		",,,,,,,,,,,,,,,,,,,,,,,,,,,~W~,,,,,,,,,,",
		",,,,,,,,,,,,,,,,,,,,,,,,,,,~WW~,,,,,,,,,",
	},
	objects: []object{
		{class: "Deploy", name: "Delvers deploy", x: 1, y: 3, w: 6, h: 12, props: side("Delvers")},
		{class: "Deploy", name: "Orcs deploy", x: 33, y: 3, w: 6, h: 12, props: side("Orcs")},
		{class: "Exit", name: "West road", x: 0, y: 7, w: 1, h: 2},
		{class: "Exit", name: "East road", x: 39, y: 7, w: 1, h: 2},
		{class: "Spawn", name: "Delvers", x: 3, y: 8, props: spawn("Delvers", "delver", 4)},
		{class: "Spawn", name: "Orc warband", x: 36, y: 6, props: spawn("Orcs", "orc", 4)},
		{class: "Spawn", name: "Orc archers", x: 36, y: 11, props: spawn("Orcs", "orc-archer", 2)},
		{class: "Objective", name: "Bridge", x: 24, y: 7, w: 4, h: 2, props: []prop{{"name", "", "The bridge"}, {"points", "int", "2"}}},
	},
}

var bridge = mapDef{
	file: "bridge.tmx",
	seed: 4,
	props: map[string]string{
		"title":       "Ambush at Kessel Bridge",
		"description": "The Delvers are halfway over the narrow bridge when the bandits spring their trap: bows in the old tollhouse and behind the walls ahead, blades at the bridge foot and in the stones behind. The Delvers are surprised. The river is deep but for the shallow ford upstream.",
		"ruleset":     "delvers",
		"sides":       "Delvers,Bandits",
		"surprised":   "Delvers",
	},
	sketch: []string{
		",,,,,,,,,,,,,,~~WWW~~,,,,,,,,,,,,,,,",
		",,,%,,,,,,,,,,~~WWW~~,,,,,,,,,,,,,,,",
		",,,,,,,,,,,,,~~~~~~~~~,,,,,,,,,,,,,,",
		",,,,,,,,,,,,,~~~~~~~~~,,,,,,,,,,,,,,",
		",,,,,,,,,,,,,,,~~WWW~~,,,,,#####,,,,",
		",,,,,,,,,,,,,,,~~WWW~~,,,,,H...#,,,,",
		",,,,,,,,,,,,,,,~~WWW~~,,,,,H...#,,,,",
		",,,,,,,,,,,,,,,~~WWW~~,,,,,#.%.#,,,,",
		",,,,,,,,,,,,,,,~~WWW~~,,,,,###+#,,,,",
		",,,,,,,%,,,,,,~~WWW~~,,%%,,,,,,,,,,,",
		"::::::::::::::bbbbbbb:::::::::::::::",
		"::::::::::::::~~WWW~~:::::::::::::::",
		",,,,,,,,,,,,,,~~WWW~~,%,,-,,,,,,,,,,",
		",,,,,,,,,%%,,~~WWW~~,,,,,-,,,,,,,,,,",
		",,,,,,,,,,,,,~~WWW~~,,,,,-,,,,,,,,,,",
		",,,,,,,,,,,,~~~WWW~~,,,,,-,,,,,,,,,,",
		",,,,,,,-----~~~WWW~~,,,,,,,,,,,,,,,,",
		",,,,,,,,,,,,,~~WWW~~,,,,,,,,,,,,,,,,",
		",,,,,,,,,,,,~~WWW~~,,,,,,,,,,,,,,,,,",
		",,,,,,,,,,,,~~WWW~~~,,,,,,,,,,,,,,,,",
		",,,,,,,,,,,,~~WWW~~~,,,,,,,,,,,,,,,,",
		",,,,,,,,,,,,~~WWW~~,,,,,,,,,,,,,,,,,",
	},
	objects: []object{
		{class: "Deploy", name: "Delvers deploy", x: 8, y: 9, w: 10, h: 3, props: side("Delvers")},
		{class: "Deploy", name: "Bandits deploy", x: 22, y: 3, w: 12, h: 15, props: side("Bandits")},
		{class: "Deploy", name: "Bandit cutthroats deploy", x: 6, y: 12, w: 6, h: 5, props: side("Bandits")},
		{class: "Exit", name: "West road", x: 0, y: 10, w: 1, h: 2, props: side("Delvers")},
		{class: "Exit", name: "East road", x: 35, y: 10, w: 1, h: 2, props: side("Bandits")},
		{class: "Spawn", name: "Delvers on the bridge", x: 13, y: 10, w: 4, h: 1, props: spawn("Delvers", "delver", 4)},
		{class: "Spawn", name: "Captain at the bridge foot", x: 23, y: 9, props: spawn("Bandits", "bandit-captain", 1)},
		{class: "Spawn", name: "Bridge-foot blades", x: 22, y: 12, props: spawn("Bandits", "bandit", 1)},
		{class: "Spawn", name: "Tollhouse bows", x: 28, y: 5, props: spawn("Bandits", "bandit-archer", 2)},
		{class: "Spawn", name: "Wall bows", x: 26, y: 13, props: spawn("Bandits", "bandit-archer", 1)},
		{class: "Spawn", name: "Cutthroats behind", x: 9, y: 14, props: spawn("Bandits", "bandit", 2)},
		{class: "Objective", name: "Kessel Bridge", x: 14, y: 10, w: 7, h: 1, props: []prop{{"name", "", "Kessel Bridge"}, {"points", "int", "2"}}},
	},
}

var cavern = mapDef{
	file:   "cavern.tmx",
	seed:   5,
	earthy: true,
	props: map[string]string{
		"title":       "The Gloamdeep",
		"description": "A goblin warren beyond a cold underground stream. Wading it, or climbing the fallen rock either side, costs double; the stone causeway is dry but one square wide. Goblin slingers, their rats and an ogre hold the far side.",
		"ruleset":     "delvers",
		"sides":       "Delvers,Goblins",
	},
	sketch: []string{
		"####################################",
		"##########::::####WWWW##############",
		"########:::%%:::##WWWWW##::::::::###",
		"######::::::%::::~~WWW~~:::o::::::##",
		"#####:::o:::::::~~~~W~~~::::%%::::::",
		"####::::::::::::~~~~~~~~:::::%::::::",
		"###:::%%::::::::~~~~~~~::::::::::###",
		"##:::%%%::::o:#####~~~####::o::::###",
		"##::::::::::::#####~~~####:::::::###",
		":::::::%::::::::::::::::::::%%:::###",
		":::::::%%:::::#####~~~####::::::####",
		"##::::::::::::#####~~~####::::::####",
		"###:::::::o:::%%%%~~~~~%%%%:::o:####",
		"####:::::::::%%%%~~~~~~~%%%::::#####",
		"#####::::::::%%%~~~WW~~~%%%:::######",
		"######:::::#::::~~WWWW~~:::::#######",
		"##########:#####~WWWWWW~############",
		"#########:::####WWWWWW##############",
		"########::%::#######################",
		"#######::%%%::######################",
		"#######:::%:::######################",
		"########:::::#######################",
		"#########:::########################",
		"####################################",
	},
	objects: []object{
		{class: "Deploy", name: "Delvers deploy", x: 2, y: 7, w: 5, h: 5, props: side("Delvers")},
		{class: "Deploy", name: "Goblins deploy", x: 23, y: 2, w: 9, h: 11, props: side("Goblins")},
		{class: "Exit", name: "Tunnel back", x: 0, y: 9, w: 1, h: 2, props: side("Delvers")},
		{class: "Exit", name: "Warren deeps", x: 35, y: 4, w: 1, h: 2, props: side("Goblins")},
		{class: "Spawn", name: "Delvers", x: 3, y: 10, props: spawn("Delvers", "delver", 4)},
		{class: "Spawn", name: "Goblin slingers", x: 28, y: 9, props: spawn("Goblins", "goblin", 5)},
		{class: "Spawn", name: "Ogre", x: 29, y: 5, props: spawn("Goblins", "ogre", 1)},
		{class: "Spawn", name: "Rat pens", x: 30, y: 11, props: spawn("Goblins", "giant-rat", 4)},
		{class: "Objective", name: "Hoard grotto", x: 8, y: 18, w: 5, h: 4, props: []prop{{"name", "", "The goblins' hoard"}, {"points", "int", "2"}}},
	},
}

// side is the one property of Deploy and Exit objects.
func side(s string) []prop { return []prop{{"side", "", s}} }

// spawn is the properties of a Spawn object.
func spawn(s, unit string, count int) []prop {
	return []prop{{"side", "", s}, {"unit", "", unit}, {"count", "int", itoa(count)}}
}

// itoa prints a small count.
func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + itoa(n%10)
}
