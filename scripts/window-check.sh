#!/usr/bin/env bash
# Drives the real game in a real window under Xvfb with a window manager (openbox), by xdotool,
# and checks that resizing the window and changing the UI scale mid-battle keep the battle's
# controls on screen: title -> New battle -> the first map -> Setup -> Deploy (auto-place) ->
# battle at 1280x720; then the window resized to 1920x1080; then Esc -> Settings -> UI scale
# 100% -> 125% -> 150% (a screenshot of the battle at each) -> back to 100%; then back to
# 1280x720. Each step waits for the screen it leads to: the game writes what it shows to a
# trace file (SKIRMISH_SCENE_TRACE: the top screen, its size and scale, whose turn, whether the
# battle is laid out for the window), and a key is pressed again only while the screen it was
# meant to leave is still up. At each battle it takes a screenshot of the window (import) and
# looks for the End turn button's gold at the bottom right and the round at the top left.
#
#   scripts/window-check.sh BINARY OUTDIR
#
# Exits 0 when every check passed, 1 when one failed, 2 when a tool is missing (xdotool,
# Xvfb, openbox, ImageMagick's import and convert). Screenshots and the trace are left in OUTDIR.
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
# a screen larger than the largest window checked: a 1920×1080 window with its title bar fits whole
Xvfb "$DISPLAY" -screen 0 2560x1440x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
pids+=($!)
sleep 1
openbox >"$out/openbox.log" 2>&1 &
pids+=($!)
sleep 1
trace="$out/trace.log"
: >"$trace"
SKIRMISH_SCENE_TRACE=$trace SKIRMISH_AUDIO=off HOME=$home XDG_CONFIG_HOME=$home/.config "$bin" >"$out/game.log" 2>&1 &
pids+=($!)

win=""
for _ in $(seq 1 40); do
	win=$(xdotool search --name '^Skirmish$' 2>/dev/null | head -1)
	[ -n "$win" ] && break
	sleep 0.5
done
[ -n "$win" ] || { echo "window-check: the game's window never opened (see $out/game.log)" >&2; exit 1; }

# now: the trace's last line, what the game shows
now() { tail -n 1 "$trace" 2>/dev/null; }
# await REGEX [SECONDS]: waits until what the game shows matches REGEX (30 s by default)
await() {
	local n=$((${2:-30} * 5))
	for _ in $(seq 1 "$n"); do
		now | grep -Eq "$1" && return 0
		sleep 0.2
	done
	return 1
}
fail() {
	echo "window-check: $1 (the game shows: $(now))" >&2
	import -window "$win" "$out/failed.png" 2>/dev/null
	exit 1
}
# key KEY: presses KEY, held for a few frames (a press and release between two of the game's
# frames can go unseen)
key() {
	xdotool keydown --window "$win" "$1"
	sleep 0.1
	xdotool keyup --window "$win" "$1"
}
# step KEY REGEX: presses KEY and waits for a screen matching REGEX; presses it again (three
# times at most) only while the screen it was pressed on is still shown unchanged
step() {
	local before
	before=$(now)
	for _ in 1 2 3; do
		key "$1"
		await "$2" 20 && return 0
		[ "$(now)" = "$before" ] || break
	done
	fail "pressed $1, never reached $2"
}
# until_shows KEY REGEX: presses KEY, each time waiting for the screen to change, until it
# matches REGEX (ten presses at most)
until_shows() {
	local before
	for _ in $(seq 1 10); do
		now | grep -Eq "$2" && return 0
		before=$(now)
		key "$1"
		for _ in $(seq 1 25); do
			[ "$(now)" != "$before" ] && break
			sleep 0.2
		done
	done
	now | grep -Eq "$2"
}
size() {
	xdotool windowmove "$win" 0 0
	xdotool windowsize --sync "$win" "$1" "$2"
}

await 'scene=\*scenes.Title' 60 || fail "the title never showed"

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

# check NAME W H SCALE: the battle shows at W×H logical pixels and SCALE, laid out for them, on
# the player's turn (the AI's turns hurried, prompts declined); then End turn is on screen,
# gold, in the window's bottom-right corner and the round at its top left
check() {
	local want="scene=\*scenes.Battle size=$2x$3 scale=$4 "
	await "$want" 20 || fail "$1: the battle is not shown at $2x$3 and scale $4"
	for _ in $(seq 1 60); do
		await "${want}turn=human .*fits=true" 2 && break
		if now | grep -q 'turn=prompt'; then key x; else key f; fi # decline a prompt, hurry the AI
	done
	await "${want}turn=human .*fits=true" 1 || fail "$1: not the player's turn laid out for the window"
	sleep 0.5 # the frame after the layout
	local g=0
	for _ in 1 2 3 4 5; do
		g=$(gold "$1")
		awk "BEGIN{exit !($g > 3)}" && break
		sleep 1
	done
	eval "$(xdotool getwindowgeometry --shell "$win")"
	if awk "BEGIN{exit !($g > 3)}"; then
		echo "window-check: $1 (${WIDTH}x${HEIGHT} at $4): End turn and the round on screen (${g}% gold); $(now)"
	else
		echo "window-check: $1 (${WIDTH}x${HEIGHT} at $4): no End turn at the bottom right or no round at the top left (${g}% gold)" >&2
		failed=1
	fi
}

# scale NAME FROM TO W H: Esc -> Settings -> UI scale one step up or down (Right or Left) until
# it is TO -> Done -> back to the battle, checked at W×H logical pixels
scale() {
	step Escape 'scene=\*scenes.Pause'
	until_shows Down 'item=Settings' 
	await 'scene=\*scenes.Pause .*item=Settings' 2 || fail "the pause menu never selected Settings"
	step Return 'scene=\*scenes.Settings'
	local dir=Right
	awk "BEGIN{exit !($3 < $2)}" && dir=Left
	until_shows "$dir" "chosen=$3\$"
	await "scale=$3 chosen=$3\$" 5 || fail "the UI scale never became $3"
	sleep 0.5 # the trace is written as the frame is made, before it is drawn
	import -window "$win" "$out/settings-$3.png"
	step Escape 'scene=\*scenes.Pause'
	step Escape 'scene=\*scenes.Battle'
	check "$1" "$4" "$5" "$3"
}

step Return 'scene=\*scenes.MapPicker'   # title: New battle
step Return 'scene=\*scenes.Setup'       # the map picker: the first map
step Return 'scene=\*scenes.Deploy .*placed=0/' # setup: Start battle
step Return 'scene=\*scenes.Deploy .*placed=([0-9]+)/\1' # deploy: Auto-place (selected first)
sleep 0.5 # the trace is written as the frame is made, before it is drawn
import -window "$win" "$out/deploy-1280x720.png"
step Return 'scene=\*scenes.Battle'      # deploy: Start battle (selected once all stand)
check battle-1280x720 1280 720 1
size 1920 1080
check battle-1920x1080 1920 1080 1
scale battle-1920x1080-125 1 1.25 1536 864
scale battle-1920x1080-150 1.25 1.5 1280 720
scale battle-1920x1080-100 1.5 1 1920 1080
size 1280 720
check battle-1280x720-again 1280 720 1
scale battle-1280x720-125 1 1.25 1024 576
size 1920 1080
check battle-1920x1080-125-resized 1536 864 1.25
exit $failed
