import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import {
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  realpath,
  rm,
  symlink,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_DIR } from "./firefox";
import { readZip } from "./read-zip";

const ROOT = resolve(import.meta.dirname, "../..");

/** `npm run build-for-amo` in a folder, as a reviewer runs it once `npm install` is done (here: linked). */
async function buildForAmo(dir: string): Promise<void> {
  await symlink(await realpath(join(ROOT, "node_modules")), join(dir, "node_modules"));
  const { code, output } = await new Promise<{ code: number | null; output: string }>((done) => {
    // Without the test runner's NODE_ENV=test, as in a reviewer's shell: Vite builds differently under it.
    const { NODE_ENV: _, ...env } = process.env;
    const child = spawn("npm", ["run", "build-for-amo"], {
      cwd: dir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (exitCode) => done({ code: exitCode, output }));
  });
  if (code !== 0) throw new Error(`npm run build-for-amo failed in ${dir}:\n${output}`);
}

async function writeFiles(dir: string, files: Map<string, Buffer>): Promise<void> {
  for (const [name, content] of files) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), content);
  }
}

async function readTree(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(dir.length + 1), await readFile(path));
  }
  return files;
}

/** Secrets and local leftovers planted in the clone: none may reach the sources zip. */
const PLANTED = {
  ".env.production": "VOUCHERIFY_APP_TOKEN=planted-secret",
  "signing-key.pem": "-----BEGIN PRIVATE KEY-----\nplanted\n-----END PRIVATE KEY-----\n",
  "demo-output/01-ticket.png": "not a picture",
  "firefox-debug.log": "planted log",
};

let work: string;
let packaged: Map<string, Buffer>;
let sources: Map<string, Buffer>;
let rebuilt: Map<string, Buffer>;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "voucher-lens-amo-"));
  // This checkout as a clone of it holds it: tracked files and new ones git does not ignore.
  const clone = join(work, "clone");
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  for (const name of listed.split("\0")) {
    if (!name || name === "node_modules" || !existsSync(join(ROOT, name))) continue;
    await mkdir(dirname(join(clone, name)), { recursive: true });
    await copyFile(join(ROOT, name), join(clone, name));
  }
  await writeFiles(clone, new Map(Object.entries(PLANTED).map(([name, text]) => [name, Buffer.from(text)])));
  await buildForAmo(clone);
  const { version } = JSON.parse(await readFile(join(clone, "package.json"), "utf8"));
  packaged = await readZip(join(clone, `.output/voucher-lens-${version}-firefox.zip`));
  sources = await readZip(join(clone, `.output/voucher-lens-${version}-sources.zip`));

  // The reviewer's side: the sources zip unpacked and built again.
  const review = join(work, "review");
  await writeFiles(review, sources);
  await buildForAmo(review);
  rebuilt = await readTree(join(review, ".output/firefox-mv3"));
}, 300_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe("the package for addons.mozilla.org (npm run build-for-amo)", () => {
  it("comes with a sources zip holding the reviewers' README, the exact Node and npm, the build script and the lockfile", () => {
    for (const name of ["SOURCE_CODE_REVIEW.md", "package.json", "package-lock.json", "wxt.config.ts"]) {
      expect(sources.has(name), `${name} is in the sources zip`).toBe(true);
    }
    const pkg = JSON.parse(sources.get("package.json")!.toString("utf8"));
    expect(pkg.scripts["build-for-amo"]).toBe("wxt zip -b firefox");
    const readme = sources.get("SOURCE_CODE_REVIEW.md")!.toString("utf8");
    expect(readme).toMatch(/\*\*Node\.js \d+\.\d+\.\d+\*\*/);
    expect(readme).toMatch(/\*\*npm \d+\.\d+\.\d+\*\*/);
    expect(readme).toContain("npm install\nnpm run build-for-amo\n");
    expect(readme).toContain(".output/firefox-mv3/");
    // Every source of the build is there: entry points, where the parts meet, the shared core, features, icons.
    const names = [...sources.keys()];
    for (const folder of ["entrypoints/", "components/", "lib/", "public/icon/"]) {
      expect(
        names.some((name) => name.startsWith(folder)),
        `${folder} is in the sources zip`,
      ).toBe(true);
    }
  });

  it("leaves secrets, keys, tests and local leftovers out of the sources zip", () => {
    const names = [...sources.keys()];
    for (const planted of Object.keys(PLANTED)) expect(names).not.toContain(planted);
    expect(
      names.filter((name) =>
        /(^|\/)\.|\.(pem|key|log|zip)$|^(tests|bench|node_modules|\.output)\//.test(name),
      ),
    ).toEqual([]);
  });

  it("rebuilds from its sources zip into the very files of the package, the manifest our Firefox tests load included", async () => {
    expect([...rebuilt.keys()].sort()).toEqual([...packaged.keys()].sort());
    const differing = [...packaged].filter(([name, content]) => !rebuilt.get(name)?.equals(content));
    expect(differing.map(([name]) => name)).toEqual([]);
    const manifest = JSON.parse(packaged.get("manifest.json")!.toString("utf8"));
    expect(JSON.parse(await readFile(join(BUILD_DIR, "manifest.json"), "utf8"))).toEqual(manifest);
    expect(manifest.browser_specific_settings.gecko.id).toBeTruthy();
  });
});
