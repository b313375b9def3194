import { randomBytes } from "node:crypto";
import { mkdir, readdir, realpath, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

/**
 * Enterprise policies as the browsers read them on Linux, written for one test and removed after it:
 * Chromium reads every JSON file in /etc/chromium/policies/managed, Firefox the policies.json in its
 * installation's distribution folder. Both are machine-wide (CI runs as root on a fresh machine), so
 * each policy names only a copy of the extension made for the test (its own id), and nothing else
 * running meanwhile sees it.
 */

export const CHROMIUM_POLICY_DIR = "/etc/chromium/policies/managed";

/** Creates the folders missing on the way to `dir`; returns those it created, deepest first. */
async function makeFolders(dir: string): Promise<string[]> {
  const created: string[] = [];
  for (let at = dir; ; at = dirname(at)) {
    try {
      await readdir(at);
      break;
    } catch {
      created.unshift(at);
    }
  }
  await mkdir(dir, { recursive: true });
  return created.reverse();
}

/** Removes the folders a test created, if they are empty again. */
async function removeFolders(created: string[]): Promise<void> {
  for (const dir of created) await rmdir(dir).catch(() => undefined);
}

/** A policy for one Chromium extension id; `remove` deletes the file and the folders it needed. */
export async function writeChromiumPolicy(
  extensionId: string,
  policy: unknown,
): Promise<{ remove(): Promise<void> }> {
  const created = await makeFolders(CHROMIUM_POLICY_DIR);
  const file = join(CHROMIUM_POLICY_DIR, `voucher-lens-test-${randomBytes(6).toString("hex")}.json`);
  await writeFile(file, JSON.stringify({ "3rdparty": { extensions: { [extensionId]: policy } } }));
  return {
    async remove() {
      await rm(file, { force: true });
      await removeFolders(created);
    },
  };
}

/** Firefox's policies.json for one add-on id; `remove` puts back whatever was there before. */
export async function writeFirefoxPolicy(
  firefoxBinary: string,
  addonId: string,
  policy: unknown,
): Promise<{ file: string; remove(): Promise<void> }> {
  const dir = join(dirname(await realpath(firefoxBinary)), "distribution");
  const created = await makeFolders(dir);
  const file = join(dir, "policies.json");
  const kept = `${file}.voucher-lens-test-${randomBytes(6).toString("hex")}`;
  const hadOne = await rename(file, kept).then(
    () => true,
    () => false,
  );
  await writeFile(file, JSON.stringify({ policies: { "3rdparty": { Extensions: { [addonId]: policy } } } }));
  return {
    file,
    async remove() {
      await rm(file, { force: true });
      if (hadOne) await rename(kept, file);
      await removeFolders(created);
    },
  };
}
