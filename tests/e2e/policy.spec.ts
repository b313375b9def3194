/// <reference types="chrome" />
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { EXTENSION_DIR, expect, test, unpackedExtensionId } from "./fixtures";

/**
 * Store and security policy, checked on the build the browser loaded. Titles start with "policy:"
 * so `npm test` lists them in its reliability table.
 */
const POLICY = { tag: "@policy" };

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
const built = (extension: string) =>
  filesUnder(EXTENSION_DIR)
    .filter((file) => file.endsWith(extension))
    .map((file) => ({ name: relative(EXTENSION_DIR, file), text: readFileSync(file, "utf8") }));

test(
  "policy: the default MV3 content security policy, and no way in from web pages",
  POLICY,
  async ({ worker, extensionId }) => {
    // The id the fixtures compute when they must wake the worker is the one Chrome gave.
    expect(unpackedExtensionId(EXTENSION_DIR)).toBe(extensionId);
    const manifest = await worker.evaluate(() => chrome.runtime.getManifest());
    expect(manifest.manifest_version).toBe(3);
    // No override: MV3's default forbids eval and any script not packaged with the extension.
    expect(manifest).not.toHaveProperty("content_security_policy");
    expect(manifest).not.toHaveProperty("externally_connectable");
    // One file a page may load: the code that puts a reply into an editor, which the content script
    // loads at the agent's first Insert in a frame. Under a URL Chrome changes each session, so a
    // page can neither find it nor tell from it that Voucher Lens is installed; and it is code only.
    expect(manifest.web_accessible_resources).toEqual([
      { resources: ["put-text.js"], matches: ["https://*/*"], use_dynamic_url: true },
    ]);
    const putText = readFileSync(join(EXTENSION_DIR, "put-text.js"), "utf8");
    expect(putText).not.toMatch(/onMessage|sendMessage|storage\.|indexedDB/);
  },
);

test("policy: no eval, no Function constructor, no remote code in anything shipped", POLICY, async () => {
  const offending: string[] = [];
  for (const { name, text } of built(".js")) {
    if (/\beval\s*\(|new Function\s*\(|\bFunction\s*\(\s*["'`]/.test(text)) offending.push(`${name}: eval`);
    if (/import\s*\(\s*["'`]https?:|importScripts\s*\(\s*["'`]https?:/.test(text))
      offending.push(`${name}: remote import`);
  }
  for (const { name, text } of built(".html")) {
    if (/<script[^>]+src=["']?(https?:)?\/\//i.test(text)) offending.push(`${name}: remote script`);
    if (/<script(?![^>]*\bsrc=)[^>]*>\s*\S/i.test(text)) offending.push(`${name}: inline script`);
  }
  expect(offending).toEqual([]);
  // The same scan would have caught something: the build is there and has scripts.
  expect(built(".js").length).toBeGreaterThan(3);
});

test(
  "policy: every permission the manifest asks for is justified in PRIVACY.md",
  POLICY,
  async ({ worker }) => {
    const manifest = await worker.evaluate(() => chrome.runtime.getManifest());
    const privacy = readFileSync(join(import.meta.dirname, "../../PRIVACY.md"), "utf8");
    const rows = privacy.split("\n").filter((line) => line.startsWith("|"));
    const asked = [
      ...(manifest.permissions ?? []),
      ...(manifest.host_permissions ?? []),
      ...(manifest.optional_host_permissions ?? []),
    ];
    expect(asked.length).toBeGreaterThan(0);
    for (const permission of asked) {
      const row = rows.find((line) => line.includes(`\`${permission}\``));
      expect(row, `${permission} has a row in PRIVACY.md`).toBeDefined();
      // A reason, not just the name: the row's last cell says why.
      const why = row!.split("|").at(-2)?.trim() ?? "";
      expect(why.length, `${permission} is explained`).toBeGreaterThan(15);
    }
  },
);
