#!/usr/bin/env bash
# Prints the path of a Node.js binary of the given major version, installed from the npm registry's
# `node` package into a cache folder outside the project (so it never enters package.json).
# Usage: scripts/ci/node.sh 22
set -euo pipefail
major=$1
dir=${NODE_VERSIONS_DIR:-$HOME/.cache/avs-node}/$major
if [ ! -x "$dir/node_modules/.bin/node" ]; then
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-audit --no-fund --no-save "node@$major" >/dev/null 2>&1
fi
"$dir/node_modules/.bin/node" --version >/dev/null
echo "$dir/node_modules/.bin/node"
