import { randomBytes } from "node:crypto";
import { mkdir, readdir, realpath, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

/**
 * Enterprise policies as the browsers read them on Linux, written for one test and removed after it:
 * Chromium reads every JSON file in /etc/chromium/policies/managed, Firefox the policies.json in its
 * installation's distribution folder. Both are machine-wide (CI runs as root on a fresh machine), so
 * each policy names only a copy of the extension made for the test (its own id), and nothing else
 * running meanwhile sees it.
 */

export const CHROMIUM_POLICY_DIR = "/etc/chromium/policies/managed";

/** Folders a test created on the way to a policy file: removed, if empty again, by the sweep. */
const createdFolders = new Set<string>();

/** Creates the folders missing on the way to `dir`, remembering them for the sweep. */
async function makeFolders(dir: string): Promise<void> {
  const created: string[] = [];
  for (let at = dir; ; at = dirname(at)) {
    try {
      await readdir(at);
      break;
    } catch {
      created.push(at);
    }
  }
  await mkdir(dir, { recursive: true });
  for (const folder of created) createdFolders.add(folder);
}

const CHROMIUM_FILE_PREFIX = "voucher-lens-test-";

/** A policy for one Chromium extension id, in its own file; removed by `sweepChromiumPolicies`. */
export function writeChromiumPolicy(extensionId: string, policy: unknown): Promise<void> {
  return writeChromiumPolicyText(JSON.stringify({ "3rdparty": { extensions: { [extensionId]: policy } } }));
}

/** A policy file as `text`, parsed or not, in its own file; removed by `sweepChromiumPolicies`. */
export async function writeChromiumPolicyText(text: string): Promise<void> {
  await makeFolders(CHROMIUM_POLICY_DIR);
  const file = join(CHROMIUM_POLICY_DIR, `${CHROMIUM_FILE_PREFIX}${randomBytes(6).toString("hex")}.json`);
  await writeFile(file, text);
}

/**
 * Removes every policy file a test wrote, and the folders created for them once empty: run after
 * each test (a hook runs after a timeout too), so a failed or stopped test leaves nothing behind.
 */
export async function sweepChromiumPolicies(): Promise<void> {
  const names = await readdir(CHROMIUM_POLICY_DIR).catch(() => []);
  for (const name of names)
    if (name.startsWith(CHROMIUM_FILE_PREFIX)) await rm(join(CHROMIUM_POLICY_DIR, name), { force: true });
  for (const folder of [...createdFolders].sort((a, b) => b.length - a.length)) {
    await rmdir(folder).then(
      () => createdFolders.delete(folder),
      () => undefined,
    );
  }
}

/** Where Firefox keeps the policies.json a test found there, while the test's own is in place. */
const backupOf = (file: string) => `${file}.voucher-lens-test-backup`;
/** Says the policies.json in place is a test's (there was none before it). */
const markerOf = (file: string) => `${file}.voucher-lens-test`;

/** Firefox's policies.json of the installation `firefoxBinary` belongs to. */
async function firefoxPolicyFile(firefoxBinary: string): Promise<string> {
  return join(dirname(await realpath(firefoxBinary)), "distribution", "policies.json");
}

/**
 * Firefox's policies.json for one add-on id. One that was there is kept aside under a fixed name,
 * so even a run stopped midway leaves it findable: `restoreFirefoxPolicy` (after each test, and
 * before writing) puts it back.
 */
export function writeFirefoxPolicy(firefoxBinary: string, addonId: string, policy: unknown): Promise<void> {
  return writeFirefoxPolicyText(
    firefoxBinary,
    JSON.stringify({ policies: { "3rdparty": { Extensions: { [addonId]: policy } } } }),
  );
}

/** Firefox's policies.json as `text`, parsed or not: a file an admin's typo left unreadable. */
export async function writeFirefoxPolicyText(firefoxBinary: string, text: string): Promise<void> {
  const file = await firefoxPolicyFile(firefoxBinary);
  await restoreFirefoxPolicy(firefoxBinary);
  await makeFolders(dirname(file));
  // In this order, a run stopped at any step leaves what restoreFirefoxPolicy undoes.
  await rename(file, backupOf(file)).catch(() => undefined);
  await writeFile(markerOf(file), "");
  await writeFile(file, text);
}

/** Removes the test's policies.json and puts back the one that was there, if any. */
export async function restoreFirefoxPolicy(firefoxBinary: string): Promise<void> {
  const file = await firefoxPolicyFile(firefoxBinary);
  const names = await readdir(dirname(file)).catch(() => [] as string[]);
  const kept = names.includes(basename(backupOf(file)));
  if (kept || names.includes(basename(markerOf(file)))) {
    await rm(file, { force: true });
    if (kept) await rename(backupOf(file), file);
    await rm(markerOf(file), { force: true });
  }
  for (const folder of [...createdFolders].sort((a, b) => b.length - a.length)) {
    await rmdir(folder).then(
      () => createdFolders.delete(folder),
      () => undefined,
    );
  }
}
