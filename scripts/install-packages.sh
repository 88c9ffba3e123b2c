#!/usr/bin/env bash
# Installs those of the given Debian packages that are missing (root on Debian), quietly; the one
# way the repository's scripts and CI install system packages.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
missing=()
for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
