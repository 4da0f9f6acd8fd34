#!/usr/bin/env bash
# Drives the real game in a real window under Xvfb with a window manager (openbox), by xdotool,
# and checks that resizing the window and changing the UI scale mid-battle keep the battle's
# controls on screen: title -> New battle -> the first map -> Setup -> Deploy (auto-place) ->
# battle at 1280x720; then the window resized to 1900x1000; then Esc -> Settings -> UI scale
# up twice -> Done -> Resume; then back to 1280x720. After each it takes a screenshot of the
# window (import) and looks for the End turn button's gold at the bottom right of the window.
#
#   scripts/window-check.sh BINARY OUTDIR
#
# Exits 0 when every check passed, 1 when one failed, 2 when a tool is missing (xdotool,
# Xvfb, openbox, ImageMagick's import and convert). Screenshots are left in OUTDIR.
set -uo pipefail

bin=${1:?usage: window-check.sh BINARY OUTDIR}
out=${2:?usage: window-check.sh BINARY OUTDIR}
for tool in Xvfb openbox xdotool import convert; do
	command -v "$tool" >/dev/null 2>&1 || { echo "window-check: $tool is missing (scripts/sysdeps.sh test installs it)" >&2; exit 2; }
done
mkdir -p "$out"
home=$(mktemp -d)
pids=()
cleanup() {
	for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done
	rm -rf "$home"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

# a free display number
d=90
while [ -e "/tmp/.X11-unix/X$d" ] || [ -e "/tmp/.X$d-lock" ]; do d=$((d + 1)); done
export DISPLAY=:$d
Xvfb "$DISPLAY" -screen 0 1920x1080x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
pids+=($!)
sleep 1
openbox >"$out/openbox.log" 2>&1 &
pids+=($!)
sleep 1
HOME=$home XDG_CONFIG_HOME=$home/.config "$bin" >"$out/game.log" 2>&1 &
pids+=($!)

win=""
for _ in $(seq 1 40); do
	win=$(xdotool search --name '^Skirmish$' 2>/dev/null | head -1)
	[ -n "$win" ] && break
	sleep 0.5
done
[ -n "$win" ] || { echo "window-check: the game's window never opened (see $out/game.log)" >&2; exit 1; }
sleep 3

key() { xdotool key --window "$win" "$1"; sleep "${2:-1.5}"; }
# click at (x, y) of the window's inside
click() {
	eval "$(xdotool getwindowgeometry --shell "$win")"
	xdotool mousemove $((X + $1)) $((Y + $2)) click 1
	sleep "${3:-1.5}"
}
size() {
	xdotool windowmove "$win" 0 0
	xdotool windowsize --sync "$win" "$1" "$2"
	sleep 2.5
}

failed=0
# gold NAME: the window's picture as NAME.png; prints the per cent of gold in its bottom-right
# corner (24% x 16% of the window: End turn stands there at any size and scale, gold while the
# player may end the turn) and in its top-left (10% x 6%: the battle's "Round N"), the lesser
gold() {
	eval "$(xdotool getwindowgeometry --shell "$win")"
	import -window "$win" "$out/$1.png"
	local fx='r>0.85 && g>0.70 && g<0.88 && b<0.45 ? 1 : 0'
	local cw=$((WIDTH * 24 / 100)) ch=$((HEIGHT * 16 / 100)) tw=$((WIDTH * 10 / 100)) th=$((HEIGHT * 6 / 100))
	local end round
	end=$(convert "$out/$1.png" -crop "${cw}x${ch}+$((WIDTH - cw))+$((HEIGHT - ch))" +repage -fx "$fx" -format '%[fx:mean*100]' info:)
	round=$(convert "$out/$1.png" -crop "${tw}x${th}+0+0" +repage -fx "$fx" -format '%[fx:mean*100]' info:)
	awk "BEGIN{print ($end < $round*3 ? $end : $round*3)}"
}

# check NAME: End turn is on screen, gold, in the window's bottom-right corner (the AI's turn
# hurried and its prompts declined until the player's turn comes, for a minute at most)
check() {
	local g=0
	for _ in $(seq 1 30); do
		g=$(gold "$1")
		awk "BEGIN{exit !($g > 3)}" && break
		key x 0.3 # decline a prompt
		key f 1.5 # hurry the AI
	done
	eval "$(xdotool getwindowgeometry --shell "$win")"
	if awk "BEGIN{exit !($g > 3)}"; then
		echo "window-check: $1 (${WIDTH}x${HEIGHT}): End turn and the round on screen (${g}% gold)"
	else
		echo "window-check: $1 (${WIDTH}x${HEIGHT}): no End turn at the bottom right or no round at the top left (${g}% gold)" >&2
		failed=1
	fi
}

key Return 4           # title: New battle
key Return 5           # the map picker: the first map
key Return 5           # setup: Start battle
click 1002 591 3       # deploy: Auto-place (1280x720 at 100%, in the window)
click 1162 691 6       # deploy: Start battle
check battle-1280x720
size 1900 1000
check battle-1900x1000
key Escape 1.5         # pause
import -window "$win" "$out/pause-1900x1000.png"
for _ in 1 2 3; do key Down 0.5; done
key Return 2.5         # Settings
import -window "$win" "$out/settings-before.png"
# the UI scale's cycler (the Display panel's first row, at 1900x1000 and 100%): a click on its
# right half steps it up
click 575 191 1.5
click 575 191 2.5
import -window "$win" "$out/settings-after.png"
key Escape 2           # leave Settings (saved)
key Escape 2.5         # resume the battle
check battle-1900x1000-scaled
size 1280 720
check battle-1280x720-scaled
exit $failed
