import { existsSync } from "node:fs";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

/** Chromium or Chrome: CHROME_PATH (or CHROMIUM_PATH) first, then the usual places. */
export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH points to ${fromEnv}, which does not exist.`);
  }
  const found = CANDIDATES.find((path) => existsSync(path));
  if (found) return found;
  throw new Error(
    [
      "No Chromium or Chrome was found. Install one:",
      "  Debian/Ubuntu:  sudo apt-get install -y chromium",
      "  Fedora:         sudo dnf install -y chromium",
      "  macOS:          install Google Chrome, or brew install --cask chromium",
      "or point CHROME_PATH at a Chromium-based browser.",
    ].join("\n"),
  );
}
