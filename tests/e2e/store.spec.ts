import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { MINIMUM_CHROME_VERSION, storeProblems } from "../../lib/core/platform/store-rules";
import { ICON_PADDING, ICON_SIZES } from "../../scripts/store/images";
import { alphaAt, decodePng, type Picture } from "../../scripts/store/png";
import { EXTENSION_DIR, expect, test } from "./fixtures";

// The Chrome build as the Chrome Web Store reads it (the Firefox build: tests/firefox/firefox-build.test.ts).
test("the built Chrome manifest passes the store's rules and names the oldest Chrome the code needs", async () => {
  const manifest = JSON.parse(await readFile(join(EXTENSION_DIR, "manifest.json"), "utf8"));
  const languages = (await readdir(join(EXTENSION_DIR, "_locales"))).sort();
  expect(languages).toEqual(["de", "en", "es", "fr", "pl"]);
  const locales = Object.fromEntries(
    await Promise.all(
      languages.map(async (language) => [
        language,
        JSON.parse(await readFile(join(EXTENSION_DIR, "_locales", language, "messages.json"), "utf8")),
      ]),
    ),
  );
  expect(storeProblems(manifest, locales)).toEqual([]);
  // Each language's description is checked: one over the limit is named with its language.
  const german = { ...locales.de, extDescription: { message: "x".repeat(133) } };
  expect(storeProblems(manifest, { ...locales, de: german })).toEqual([
    "description (de) is 133 characters, over the stores' 132",
  ]);
  expect(manifest.minimum_chrome_version).toBe(MINIMUM_CHROME_VERSION);
  // The rule itself: the description the store refused (133 characters) is refused here too.
  expect(storeProblems({ ...manifest, description: "x".repeat(133) })).toEqual([
    "description is 133 characters, over the stores' 132",
  ]);
});

/** The painted pixels' bounds (alpha above a trace of anti-aliasing), or undefined for an empty image. */
function paintedBounds(icon: Picture) {
  let left = icon.width;
  let top = icon.height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < icon.height; y++) {
    for (let x = 0; x < icon.width; x++) {
      if (alphaAt(icon, x, y) <= 8) continue;
      left = Math.min(left, x);
      top = Math.min(top, y);
      right = Math.max(right, x);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? undefined : { left, top, right, bottom };
}

test("the built icons are the sizes the manifest names, the 128 px one 96 px of artwork inside 16 transparent px", async () => {
  const manifest = JSON.parse(await readFile(join(EXTENSION_DIR, "manifest.json"), "utf8"));
  expect(Object.keys(manifest.icons).map(Number)).toEqual([...ICON_SIZES]);
  for (const size of ICON_SIZES) {
    const icon = decodePng(await readFile(join(EXTENSION_DIR, manifest.icons[size])));
    expect({ size, width: icon.width, height: icon.height }).toEqual({ size, width: size, height: size });
    const pad = ICON_PADDING[size];
    const border: number[] = [];
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const inBorder = x < pad || y < pad || x >= size - pad || y >= size - pad;
        if (inBorder) border.push(alphaAt(icon, x, y));
      }
    }
    // Every pixel of the padding is fully transparent...
    expect({ size, opaqueBorderPixels: border.filter((alpha) => alpha > 0).length }).toEqual({
      size,
      opaqueBorderPixels: 0,
    });
    // ...and the artwork fills the square inside it, edge to edge in at least one direction.
    const bounds = paintedBounds(icon);
    expect(bounds, `the ${size} px icon is empty`).toBeDefined();
    const span = Math.max(bounds!.right - bounds!.left + 1, bounds!.bottom - bounds!.top + 1);
    expect(span, `the ${size} px icon's artwork spans ${span} px`).toBeGreaterThanOrEqual(size - 2 * pad - 2);
  }
  // The store's own numbers, whatever the table says: 128 px, 16 px of padding, 96 px of artwork.
  const storeIcon = decodePng(await readFile(join(EXTENSION_DIR, manifest.icons[128])));
  const bounds = paintedBounds(storeIcon)!;
  expect(Math.min(bounds.left, bounds.top)).toBeGreaterThanOrEqual(16);
  expect(Math.max(bounds.right, bounds.bottom)).toBeLessThanOrEqual(111);
  expect(alphaAt(storeIcon, 64, 64)).toBe(255);
});
