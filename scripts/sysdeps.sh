#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages Skirmish needs when they are missing, and says which.
#   scripts/sysdeps.sh play   X11 and OpenGL runtime libraries (the game loads them at run time)
#   scripts/sysdeps.sh test   the same, plus Xvfb to run the graphics tests without a screen,
#                             PulseAudio with its tools for the sound tests (a server of their own on
#                             a null sink, never the machine's), openbox, xdotool and ImageMagick
#                             for the test that drives the game in a real window (window-check.sh),
#                             and Tiled (Debian's tiled, about 15 MB to fetch) for the check that a
#                             map Tiled saves again plays identically
set -euo pipefail

play=(libgl1 libgl1-mesa-dri libx11-6 libxrandr2 libxcursor1 libxinerama1 libxi6 libxext6 libxrender1)
test=(xvfb xauth pulseaudio pulseaudio-utils xdotool openbox imagemagick tiled)

want=("${play[@]}")
if [ "${1:-play}" = test ]; then want+=("${test[@]}"); fi

if ! command -v go >/dev/null 2>&1; then
	echo "skirmish: Go is not installed. Install Go 1.26 or newer (https://go.dev/doc/install) and run make again." >&2
	exit 1
fi

if ! command -v dpkg-query >/dev/null 2>&1; then
	echo "skirmish: not a Debian-like system; make sure these are installed: ${want[*]}" >&2
	exit 0
fi

missing=()
for p in "${want[@]}"; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
		missing+=("$p")
	fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "skirmish: installing missing system packages: ${missing[*]}"
sudo=()
if [ "$(id -u)" -ne 0 ]; then
	if ! command -v sudo >/dev/null 2>&1; then
		echo "skirmish: need root to install ${missing[*]}; run as root or install sudo" >&2
		exit 1
	fi
	sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
echo "skirmish: installed ${missing[*]}"
