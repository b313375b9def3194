import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

/**
 * Where the demo shows its browser. A headed Chromium on Linux with no display dies with Playwright's
 * "headed browser without having a XServer" stack trace, so before launching the demo decides:
 * a screen when there is one, a virtual one from Xvfb when that is installed, else the headless tour.
 */
export type DemoDisplay =
  | { kind: "screen" }
  | { kind: "xvfb"; xvfb: string; notice(display: string): string }
  | { kind: "tour"; notice?: string };

export interface DisplayFacts {
  /** `--headless` was given: the tour, whatever the machine has. */
  headless: boolean;
  platform: NodeJS.Platform;
  env: Readonly<Record<string, string | undefined>>;
  /** The path of a command on PATH, or undefined. */
  findCommand(name: string): string | undefined;
}

export function chooseDemoDisplay(facts: DisplayFacts): DemoDisplay {
  if (facts.headless) return { kind: "tour" };
  // Playwright refuses a headed browser with no display on Linux only; macOS and Windows have their screen.
  if (facts.platform !== "linux") return { kind: "screen" };
  if (facts.env.DISPLAY || facts.env.WAYLAND_DISPLAY) return { kind: "screen" };
  // xvfb-run is a wrapper that starts Xvfb: when it is installed, so is Xvfb, which the demo starts itself.
  const xvfb = facts.findCommand("Xvfb");
  if (xvfb)
    return {
      kind: "xvfb",
      xvfb,
      notice: (display) =>
        `No display (DISPLAY and WAYLAND_DISPLAY are unset): the browser opens on a virtual one from Xvfb, DISPLAY=${display}.`,
    };
  return {
    kind: "tour",
    notice:
      "No display (DISPLAY and WAYLAND_DISPLAY are unset) and no Xvfb: running the headless tour instead.",
  };
}

/** The first executable called `name` in the PATH directories, like the shell's `command -v`. */
export function findOnPath(name: string, path = process.env.PATH ?? ""): string | undefined {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here, or not executable: the next directory.
    }
  }
  return undefined;
}

export interface VirtualDisplay {
  /** The value for DISPLAY, such as ":99". */
  display: string;
  /** Resolves once Xvfb has exited. */
  stop(): Promise<void>;
}

/**
 * Starts Xvfb on a display number it picks itself (-displayfd: no guessing at free numbers, no race
 * with another Xvfb), and resolves once it is ready to take a window.
 */
export function startXvfb(xvfb: string): Promise<VirtualDisplay> {
  return new Promise((resolve, reject) => {
    const child = spawn(xvfb, ["-displayfd", "3", "-screen", "0", "1280x800x24", "-nolisten", "tcp"], {
      stdio: ["ignore", "ignore", "pipe", "pipe"],
    });
    let errors = "";
    let number = "";
    const exited = new Promise<void>((done) => child.once("exit", () => done()));
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    };
    child.stderr?.on("data", (chunk) => (errors += chunk));
    child.stdio[3]?.on("data", (chunk) => {
      number += chunk;
      if (number.includes("\n")) resolve({ display: `:${number.trim()}`, stop });
    });
    child.on("error", reject);
    // Before it named a display: it could not start. After, this changes nothing.
    child.on("exit", (code) => reject(new Error(`Xvfb stopped (exit ${code}): ${errors.trim()}`)));
  });
}
