#!/usr/bin/env bash
# The oldest Chromium Debian offers (bookworm's own, not its security updates), for the second run of
# the Chromium end-to-end suite: its packages, fetched with apt-get download (checked against the
# archive's signed index) and unpacked into .browsers/ of this clone (gitignored). Nothing is
# installed on the machine: it uses the libraries of the Chromium apt already installed, which needs
# the same ones. Running it again once it is there does nothing.
#   bash scripts/get-chromium-150.sh        prints the binary's path
set -euo pipefail

VERSION=150.0.7871.100-1~deb12u1

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DEST="$ROOT/.browsers/chromium-150"
BINARY="$DEST/usr/lib/chromium/chromium"

fail() {
  echo "get-chromium-150: $*" >&2
  exit 1
}

# With its translations (chromium-l10n): the suite runs the browser in German and Polish.
installed() {
  [ -x "$BINARY" ] && [ -f "$DEST/version" ] && [ "$(cat "$DEST/version")" = "$VERSION" ] &&
    [ -f "$DEST/usr/lib/chromium/locales/pl.pak" ]
}
if installed; then
  echo "$BINARY"
  exit 0
fi

command -v apt-get >/dev/null 2>&1 || fail "needs Debian's apt-get (it fetches Debian's chromium $VERSION)"
mkdir -p "$ROOT/.browsers"
work="$(mktemp -d "$ROOT/.browsers/download.XXXXXX")"
trap 'rm -rf "$work"' EXIT
log="$work/log"

fetch() {
  (cd "$work" && apt-get download "chromium=$VERSION" "chromium-common=$VERSION" "chromium-l10n=$VERSION") >>"$log" 2>&1
}
# A machine whose package lists are older than the version, or were never fetched, gets them first
# (root only).
if ! fetch; then
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update >>"$log" 2>&1 || true
  fi
  fetch || {
    cat "$log" >&2
    fail "could not download chromium $VERSION (is bookworm/main among apt's sources? run apt-get update as root)"
  }
fi

staged="$work/chromium-150"
mkdir -p "$staged"
for deb in "$work"/*.deb; do
  dpkg-deb -x "$deb" "$staged"
done
"$staged/usr/lib/chromium/chromium" --headless=new --no-sandbox --version >>"$log" 2>&1 || {
  cat "$log" >&2
  fail "the unpacked chromium $VERSION does not start here (apt-get install -y chromium brings its libraries); nothing was kept"
}
echo "$VERSION" >"$staged/version"

rm -rf "$DEST"
mv "$staged" "$DEST"
echo "$BINARY"
