package grid

// Tests of what the loaders read for drawing: tints and parallax folded through groups, image
// repeats, colour keys, object order, hidden objects, template tiles, the same from JSON.

import (
	"image/color"
	"path/filepath"
	"testing"
)

// drawMapXML is a 4×2 map with a group (tinted, with parallax) holding a tinted tile layer,
// a repeated image layer with a colour key, and an object layer of tile objects in index order.
const drawMapXML = `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="4" height="2" tilewidth="16" tileheight="16" infinite="0" backgroundcolor="#102030" parallaxoriginx="8" parallaxoriginy="4">
 <tileset firstgid="1" source="terrain.tsx"/>
 <group id="1" name="G" tintcolor="#80ff0000" parallaxx="0.5" parallaxy="0.25">
  <layer id="2" name="T" width="4" height="2" tintcolor="#ff00ff" parallaxx="0.5">
   <data encoding="csv">1,0,0,0,0,0,0,0</data>
  </layer>
 </group>
 <imagelayer id="3" name="I" repeatx="1" repeaty="true">
  <image source="terrain.png" trans="ff00ff"/>
 </imagelayer>
 <objectgroup id="4" name="O" draworder="index">
  <object id="1" gid="2" x="0" y="30"/>
  <object id="2" gid="3" x="0" y="10" width="32" height="8" rotation="45"/>
  <object id="3" gid="4" x="0" y="20" visible="0"/>
 </objectgroup>
 <objectgroup id="5" name="P">
  <object id="4" gid="2" x="0" y="30"/>
  <object id="5" gid="3" x="0" y="10"/>
 </objectgroup>
</map>`

// drawMapJSON is the same map in Tiled's JSON format.
const drawMapJSON = `{"type":"map","orientation":"orthogonal","width":4,"height":2,"tilewidth":16,"tileheight":16,"infinite":false,
 "backgroundcolor":"#102030","parallaxoriginx":8,"parallaxoriginy":4,
 "tilesets":[{"firstgid":1,"source":"terrain.tsx"}],
 "layers":[
  {"type":"group","id":1,"name":"G","tintcolor":"#80ff0000","parallaxx":0.5,"parallaxy":0.25,"layers":[
   {"type":"tilelayer","id":2,"name":"T","width":4,"height":2,"tintcolor":"#ff00ff","parallaxx":0.5,"data":[1,0,0,0,0,0,0,0]}]},
  {"type":"imagelayer","id":3,"name":"I","repeatx":true,"repeaty":true,"image":"terrain.png","transparentcolor":"#ff00ff"},
  {"type":"objectgroup","id":4,"name":"O","draworder":"index","objects":[
   {"id":1,"gid":2,"x":0,"y":30},
   {"id":2,"gid":3,"x":0,"y":10,"width":32,"height":8,"rotation":45},
   {"id":3,"gid":4,"x":0,"y":20,"visible":false}]},
  {"type":"objectgroup","id":5,"name":"P","draworder":"topdown","objects":[
   {"id":4,"gid":2,"x":0,"y":30},
   {"id":5,"gid":3,"x":0,"y":10}]}]}`

func TestLoadDrawingAttributes(t *testing.T) {
	dir := t.TempDir()
	copyFixture(t, "terrain.tsx", filepath.Join(dir, "terrain.tsx"))
	copyFixture(t, "terrain.png", filepath.Join(dir, "terrain.png"))
	writeFiles(t, dir, map[string]string{"m.tmx": drawMapXML, "m.tmj": drawMapJSON})
	for _, name := range []string{"m.tmx", "m.tmj"} {
		t.Run(name, func(t *testing.T) {
			m, err := Load(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			if m.Background != (color.NRGBA{0x10, 0x20, 0x30, 0xff}) || m.ParallaxOrigin != (Point{8, 4}) {
				t.Errorf("background %v, parallax origin %v", m.Background, m.ParallaxOrigin)
			}
			if len(m.Layers) != 4 {
				t.Fatalf("want 4 drawable layers (tiles, image, two of tile objects), got %d", len(m.Layers))
			}
			tl := m.Layers[0]
			// #80ff0000 (half-transparent red) times #ff00ff (magenta): half-transparent red
			if want := (color.NRGBA{0xff, 0, 0, 0x80}); tl.Tint != want {
				t.Errorf("tile layer's tint %v, want the group's times its own %v", tl.Tint, want)
			}
			if tl.Parallax == nil || *tl.Parallax != (Point{0.25, 0.25}) {
				t.Errorf("tile layer's parallax %v, want 0.5×0.5 and 0.25×1", tl.Parallax)
			}
			il := m.Layers[1]
			if il.Image == nil || !il.RepeatX || !il.RepeatY || il.Image.Trans == nil || *il.Image.Trans != (color.NRGBA{0xff, 0, 0xff, 0xff}) || il.Parallax != nil {
				t.Errorf("image layer %+v (image %+v)", il, il.Image)
			}
			ol := m.Layers[2]
			if len(ol.Objects) != 2 || ol.Objects[0].Tile.ID != 1 || ol.Objects[1].Tile.ID != 2 {
				t.Fatalf("index-ordered objects %+v, want tiles 1 then 2 and the hidden one left out", ol.Objects)
			}
			if o := ol.Objects[0]; o.W != 16 || o.H != 16 || o.AlignX != 0 || o.AlignY != 1 {
				t.Errorf("an object with no size takes its tile's, aligned bottom-left: %+v", o)
			}
			if o := ol.Objects[1]; o.W != 32 || o.H != 8 || o.Rotation != 45 {
				t.Errorf("a sized, turned object: %+v", o)
			}
			if pl := m.Layers[3]; len(pl.Objects) != 2 || pl.Objects[0].Y != 10 || pl.Objects[1].Y != 30 {
				t.Errorf("top-down objects %+v, want by y", pl.Objects)
			}
		})
	}
}

// A tile object from a template shows the template's tile, counted in the template's own
// tileset and found among the map's by its file.
func TestTemplateTileObject(t *testing.T) {
	dir := t.TempDir()
	copyFixture(t, "terrain.tsx", filepath.Join(dir, "tiles", "terrain.tsx"))
	copyFixture(t, "terrain.png", filepath.Join(dir, "tiles", "terrain.png"))
	writeFiles(t, dir, map[string]string{
		"tpl/crate.tx": `<template><tileset firstgid="1" source="../tiles/terrain.tsx"/><object gid="4" width="16" height="16"/></template>`,
		"m.tmx": tmx(4, 2, ` <tileset firstgid="1" source="other.tsx"/>
 <tileset firstgid="11" source="tiles/terrain.tsx"/>
 <objectgroup id="1" name="O"><object id="1" template="tpl/crate.tx" x="16" y="32"/></objectgroup>`),
		"other.tsx": `<tileset name="other" tilewidth="16" tileheight="16" tilecount="10" columns="2"><image source="tiles/terrain.png" width="64" height="64"/></tileset>`,
	})
	m, err := LoadTiled(filepath.Join(dir, "m.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Layers) != 1 || len(m.Layers[0].Objects) != 1 {
		t.Fatalf("layers %+v", m.Layers)
	}
	if got := m.Layers[0].Objects[0].Tile; got != (TileRef{Tileset: 2, ID: 3}) {
		t.Errorf("template's tile %+v, want tile 3 of the map's second tileset", got)
	}
}
