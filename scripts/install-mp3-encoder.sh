#!/usr/bin/env bash
# Compiles the MP3 part encoder (record 126: libmp3lame called as ffmpeg calls it, without ffmpeg's
# start of about 45 ms of CPU per run) into server/native/bin, git-ignored, with Debian's gcc and
# libmp3lame-dev, which it installs when missing. Run as root on Debian; the app uses it at its next
# start and encodes with ffmpeg without it.
set -euo pipefail

packages=(gcc libc6-dev libmp3lame-dev)
"$(dirname "$0")/install-packages.sh" "${packages[@]}"
native="$(cd "$(dirname "$0")/../server/native" && pwd)"
mkdir -p "$native/bin"
gcc -O2 -Wall -Wextra -Werror -o "$native/bin/mp3-encoder" "$native/mp3-encoder.c" -lmp3lame
echo "MP3 part encoder: $native/bin/mp3-encoder"
