import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { MINIMUM_CHROME_VERSION, storeProblems } from "../../lib/platform/store-rules";
import { EXTENSION_DIR, expect, test } from "./fixtures";

// The Chrome build as the Chrome Web Store reads it (the Firefox build: tests/firefox/firefox-build.test.ts).
test("the built Chrome manifest passes the store's rules and names the oldest Chrome the code needs", async () => {
  const manifest = JSON.parse(await readFile(join(EXTENSION_DIR, "manifest.json"), "utf8"));
  expect(storeProblems(manifest)).toEqual([]);
  expect(manifest.minimum_chrome_version).toBe(MINIMUM_CHROME_VERSION);
  // The rule itself: the description the store refused (133 characters) is refused here too.
  expect(storeProblems({ ...manifest, description: "x".repeat(133) })).toEqual([
    "description is 133 characters, over the stores' 132",
  ]);
});
