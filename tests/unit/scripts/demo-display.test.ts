import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { chooseDemoDisplay, type DisplayFacts, findOnPath, startXvfb } from "../../../scripts/demo/display";

const linuxWith = (env: DisplayFacts["env"], installed: string[] = []): DisplayFacts => ({
  headless: false,
  platform: "linux",
  env,
  findCommand: (name) => (installed.includes(name) ? `/usr/bin/${name}` : undefined),
});

describe("where npm run demo shows its browser", () => {
  it("opens the window on the screen when DISPLAY is set", () => {
    expect(chooseDemoDisplay(linuxWith({ DISPLAY: ":0" }, ["Xvfb"]))).toEqual({ kind: "screen" });
  });

  it("opens the window on a Wayland desktop, which sets only WAYLAND_DISPLAY", () => {
    expect(chooseDemoDisplay(linuxWith({ WAYLAND_DISPLAY: "wayland-0" }))).toEqual({ kind: "screen" });
  });

  it("runs the headless tour with no display and no Xvfb, and says so in one line", () => {
    const choice = chooseDemoDisplay(linuxWith({ DISPLAY: "" }));
    expect(choice.kind).toBe("tour");
    const notice = choice.kind === "tour" ? choice.notice : undefined;
    expect(notice).toBe(
      "No display (DISPLAY and WAYLAND_DISPLAY are unset) and no Xvfb: running the headless tour instead.",
    );
  });

  it("opens the window on Xvfb with no display when Xvfb is installed, naming the display in one line", () => {
    const choice = chooseDemoDisplay(linuxWith({}, ["Xvfb"]));
    expect(choice).toMatchObject({ kind: "xvfb", xvfb: "/usr/bin/Xvfb" });
    const notice = choice.kind === "xvfb" ? choice.notice(":99") : "";
    expect(notice).toBe(
      "No display (DISPLAY and WAYLAND_DISPLAY are unset): the browser opens on a virtual one from Xvfb, DISPLAY=:99.",
    );
  });

  it("runs the tour, without a notice, when --headless is asked for, display or not", () => {
    expect(chooseDemoDisplay({ ...linuxWith({ DISPLAY: ":0" }), headless: true })).toEqual({ kind: "tour" });
    expect(chooseDemoDisplay({ ...linuxWith({}, ["Xvfb"]), headless: true })).toEqual({ kind: "tour" });
  });

  it.each(["darwin", "win32"] as const)(
    "opens the window on %s, which has no DISPLAY to check",
    (platform) => {
      expect(chooseDemoDisplay({ ...linuxWith({}), platform })).toEqual({ kind: "screen" });
    },
  );
});

describe("finding a command on PATH", () => {
  let dir = "";
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = "";
  });

  it("finds the first executable of that name and skips a file that cannot run", async () => {
    dir = await mkdtemp(join(tmpdir(), "voucher-lens-path-"));
    const [first, second] = [join(dir, "a"), join(dir, "b")];
    await Promise.all([mkdir(first), mkdir(second)]);
    await writeFile(join(first, "Xvfb"), "not a program");
    await writeFile(join(second, "Xvfb"), "#!/bin/sh\n");
    await chmod(join(second, "Xvfb"), 0o755);
    expect(findOnPath("Xvfb", `${first}:${second}`)).toBe(join(second, "Xvfb"));
    expect(findOnPath("xvfb-run", `${first}:${second}`)).toBeUndefined();
  });
});

describe("starting Xvfb", () => {
  let dir = "";
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = "";
  });

  // A stand-in with Xvfb's -displayfd behaviour: it writes the number it picked to that descriptor.
  const fakeXvfb = async (script: string) => {
    dir = await mkdtemp(join(tmpdir(), "voucher-lens-xvfb-"));
    const path = join(dir, "Xvfb");
    await writeFile(path, `#!/bin/sh\n${script}\n`);
    await chmod(path, 0o755);
    return path;
  };

  it("gives the display number Xvfb picked, and stops it", async () => {
    const xvfb = await fakeXvfb(`echo $$ > "$(dirname "$0")/pid"\necho 42 >&3\nexec sleep 30`);
    const display = await startXvfb(xvfb);
    expect(display.display).toBe(":42");
    const pid = Number(await readFile(join(dir, "pid"), "utf8"));
    await display.stop();
    expect(() => process.kill(pid, 0)).toThrow();
  });

  it("says why when Xvfb cannot start, instead of waiting for it", async () => {
    const xvfb = await fakeXvfb('echo "(EE) Server is already active for display 0" >&2\nexit 1');
    await expect(startXvfb(xvfb)).rejects.toThrow(
      "Xvfb stopped (exit 1): (EE) Server is already active for display 0",
    );
  });
});
