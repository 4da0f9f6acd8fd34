#!/bin/sh
# Re-makes grid/testdata/tiled/json: the bundled maps, their tileset and the encoding fixtures
# exported to Tiled's JSON format by Tiled itself (Debian's package `tiled`, headless). The
# test TestJSONExportsLoadLikeTMX (grid) loads each export and its .tmx and wants the same map,
# so run this after changing a bundled map (tools/genmaps) or a fixture.
set -eu
export QT_QPA_PLATFORM=offscreen
: "${XDG_RUNTIME_DIR:=$(mktemp -d)}"
export XDG_RUNTIME_DIR
root=$(cd "$(dirname "$0")/.." && pwd)
out=$root/grid/testdata/tiled/json
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rm -rf "$out"
mkdir -p "$out/bundled/tiles" "$out/encodings"

# The bundled maps, exported beside a copy of them so that the tileset path stays inside.
cp "$root"/maps/*.tmx "$work/"
mkdir "$work/tiles"
cp "$root"/maps/tiles/dungeon.tsx "$root"/maps/tiles/dungeon.png "$work/tiles/"
for f in "$work"/*.tmx; do
	tiled --export-map json "$f" "${f%.tmx}.tmj"
done
# One map with its tileset embedded, one naming the tileset exported as JSON (.tsj).
tiled --export-map json --embed-tilesets "$work/fort.tmx" "$work/fort-embedded.tmj"
tiled --export-tileset json "$work/tiles/dungeon.tsx" "$work/tiles/dungeon.tsj"
sed 's/dungeon\.tsx/dungeon.tsj/' "$work/crypt.tmx" > "$work/crypt-tsj.tmx"
tiled --export-map json "$work/crypt-tsj.tmx" "$work/crypt-tsj.tmj"
cp "$work"/*.tmj "$out/bundled/"
cp "$work/tiles/dungeon.tsj" "$work/tiles/dungeon.tsx" "$work/tiles/dungeon.png" "$out/bundled/tiles/"

# The tile layer encodings: Tiled keeps each one's format (CSV as a list, base64 as text).
cp "$root/grid/testdata/tiled/terrain.tsx" "$root/grid/testdata/tiled/terrain.png" "$work/"
for e in csv base64 base64-zlib base64-gzip; do
	cp "$root/grid/testdata/tiled/encoding-$e.tmx" "$work/"
	tiled --export-map json "$work/encoding-$e.tmx" "$work/encoding-$e.tmj"
	cp "$work/encoding-$e.tmj" "$out/encodings/"
done
cp "$work/terrain.tsx" "$work/terrain.png" "$out/encodings/"

# Two of the drawing examples of game/tiledref, exported beside their .tmx: the test draws
# them from JSON against tmxrasterizer's picture of the .tmx.
ex=$root/game/tiledref/testdata/examples
tiled --export-map json "$ex/features/features.tmx" "$ex/features/features.tmj"
tiled --export-map json "$ex/sticker-knight/sandbox.tmx" "$ex/sticker-knight/sandbox.tmj"
