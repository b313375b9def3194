/**
 * An earlier version of the extension, built from git, for the before/after rows (the panel's, the
 * content script's incremental detection, and with --before every section's): the bench measures it
 * in its own Chromium, in the same run and against the same local API, so machine load affects both
 * builds alike. Each commit is built once and kept in the bench's cache (node_modules/.cache, never
 * tracked): a commit's build does not change, and building it took a minute of every run.
 */
import { execFile } from "node:child_process";
import { cp, mkdir, rename, rm, stat, symlink, unlink } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { copyBuild } from "./browser";

const run = promisify(execFile);

/**
 * The last commit of version 0.2.0, before the work of #16 (one contract between contexts, a faster
 * panel): `npm run bench` and `npm run bench:panel` pass it as --panel-baseline.
 */
export const RELEASE_0_2_0 = "37aa508";

/** How the rows name the baseline: "0.2.0" for that commit, else the ref as given. */
export const baselineLabel = (ref: string): string => (ref === RELEASE_0_2_0 ? "0.2.0" : ref);

/** Where the bench keeps each commit's Chrome build, by its full hash. */
export const CACHE = resolve(import.meta.dirname, "../node_modules/.cache/voucher-lens-bench");

/**
 * `ref`'s Chrome build, copied to `work`/`name`-extension: from the cache when that commit was built
 * before, else built (buildFromGit) and kept there. `whileCheckedOut`, for what the bench takes from
 * a commit's sources rather than its build, always checks the commit out.
 */
export async function buildBaseline(
  ref: string,
  work: string,
  log: (line: string) => void,
  name = "baseline",
  whileCheckedOut?: (tree: string) => Promise<void>,
): Promise<string> {
  const here = resolve(import.meta.dirname, "..");
  const commit = (
    await run("git", ["rev-parse", "--verify", `${ref}^{commit}`], { cwd: here })
  ).stdout.trim();
  const kept = join(CACHE, commit, "chrome-mv3");
  const cached = await stat(join(kept, "manifest.json")).then(
    () => true,
    () => false,
  );
  if (cached && !whileCheckedOut) {
    log(`  baseline ${ref} from the bench's cache (${commit.slice(0, 12)})`);
    return copyBuild(work, kept, `${name}-extension`);
  }
  const dir = await buildFromGit(ref, work, log, name, whileCheckedOut);
  if (!cached) {
    // Written beside, then renamed: a run stopped halfway never leaves half a build to be read.
    const partial = `${kept}.partial-${process.pid}`;
    await mkdir(join(CACHE, commit), { recursive: true });
    await cp(dir, partial, { recursive: true });
    await rename(partial, kept).catch(() => rm(partial, { recursive: true, force: true }));
  }
  return dir;
}

/**
 * Checks `ref` out in a temporary worktree under `work`, builds it there with this checkout's
 * node_modules (`npx wxt build` writes the worktree's own .output, never this one's), copies the
 * Chrome build to `work`/`name`-extension and removes the worktree, whatever happened. Each
 * baseline of a run has its own `name`. `whileCheckedOut` runs on the built worktree before its
 * removal.
 */
async function buildFromGit(
  ref: string,
  work: string,
  log: (line: string) => void,
  name: string,
  whileCheckedOut?: (tree: string) => Promise<void>,
): Promise<string> {
  const here = resolve(import.meta.dirname, "..");
  const root = (await run("git", ["rev-parse", "--show-toplevel"], { cwd: here })).stdout.trim();
  const tree = join(work, name);
  const started = performance.now();
  try {
    await run("git", ["-C", root, "worktree", "add", "--detach", tree, ref]);
    await symlink(join(root, "node_modules"), join(tree, "node_modules"), "dir");
    await run("npx", ["wxt", "build"], { cwd: tree, maxBuffer: 16 * 1024 * 1024 }).catch((error) => {
      throw new Error(`\`npx wxt build\` of ${ref} failed:\n${error.stdout ?? ""}${error.stderr ?? ""}`, {
        cause: error,
      });
    });
    const dir = await copyBuild(work, join(tree, ".output/chrome-mv3"), `${name}-extension`);
    await whileCheckedOut?.(tree);
    log(`  baseline ${ref} built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return dir;
  } finally {
    // The link first: the worktree's removal must never reach into this checkout's node_modules.
    await unlink(join(tree, "node_modules")).catch(() => undefined);
    await run("git", ["-C", root, "worktree", "remove", "--force", tree]).catch(async () => {
      await rm(tree, { recursive: true, force: true });
      await run("git", ["-C", root, "worktree", "prune"]).catch(() => undefined);
    });
  }
}
