import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { act, fireEvent, render, renderHook, screen, waitFor } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { notesOf } from "@/lib/onboarding/changelog";
import { releaseNotes } from "@/lib/onboarding/release-notes";
import { useWhatsNew } from "@/lib/onboarding/use-whats-new";
import { WhatsNew } from "@/lib/onboarding/WhatsNew";
import { welcome } from "@/lib/onboarding/welcome";
import { dismissWhatsNew, whatsNewWaiting } from "@/lib/onboarding/whats-new";
import { noteUpdate } from "@/lib/onboarding/whats-new.worker";
import { PROJECT_ROOT } from "../helpers/paths";
import { answerPagesAsWorker } from "../helpers/worker-for-pages";

const ROOT = PROJECT_ROOT;

const SAMPLE = `# Changelog

Intro for maintainers.

## [Unreleased]

Not out yet.

### Added

- Something coming.

## [0.3.0] - 2026-12-01

Ready for a whole team: a setup on install,
and a count on the toolbar icon.

A second paragraph that is not the summary.

### Added

- A first-run setup in the **options page**: the profile, \`Test connection\`
  and the keyboard shortcuts.
- The count on the toolbar icon; see [the README](README.md#toolbar).

### Fixed

* Ids in frames no longer replace each other.

## 0.2.0

### Changed

- Settings moved.
`;

describe("the release notes of a version, read from the changelog", () => {
  it("has the version's date, its first paragraph as the summary and its entries by group", () => {
    expect(releaseNotes(SAMPLE, "0.3.0")).toEqual({
      version: "0.3.0",
      date: "2026-12-01",
      summary: "Ready for a whole team: a setup on install, and a count on the toolbar icon.",
      groups: [
        {
          title: "Added",
          items: [
            "A first-run setup in the options page: the profile, Test connection and the keyboard shortcuts.",
            "The count on the toolbar icon; see the README.",
          ],
        },
        { title: "Fixed", items: ["Ids in frames no longer replace each other."] },
      ],
    });
  });

  it("takes the first entry as the summary of a section that has none", () => {
    expect(releaseNotes(SAMPLE, "0.2.0")).toMatchObject({
      summary: "Settings moved.",
      groups: [{ title: "Changed" }],
    });
  });

  it("gives nothing for a version the changelog has no section for, never another version's notes", () => {
    expect(releaseNotes(SAMPLE, "0.4.0")).toBeUndefined();
    expect(releaseNotes(SAMPLE, "0.3")).toBeUndefined();
    expect(releaseNotes("", "0.3.0")).toBeUndefined();
  });

  it("reads Windows line ends as well", () => {
    expect(releaseNotes(SAMPLE.replace(/\n/g, "\r\n"), "0.3.0")?.groups[0]?.items).toHaveLength(2);
  });

  it("has notes for the version being built, with a summary an agent can read in one line", () => {
    const { version } = JSON.parse(readFileSync(resolve(ROOT, "package.json"), "utf8")) as {
      version: string;
    };
    const notes = notesOf(version);
    expect(notes, `CHANGELOG.md has no section for ${version}`).toBeDefined();
    expect(notes!.summary.length).toBeGreaterThan(20);
    expect(notes!.summary.length).toBeLessThanOrEqual(140);
    expect(notes!.groups.flatMap((g) => g.items).length).toBeGreaterThan(0);
  });
});

describe("the note after an update", () => {
  it("waits for the panel once the extension is updated, until the agent dismisses it", async () => {
    answerPagesAsWorker();
    expect(await whatsNewWaiting("0.3.0")).toBe(false);
    await welcome({ reason: "update" }, "0.3.0");
    expect(await whatsNewWaiting("0.3.0")).toBe(true);
    await dismissWhatsNew("0.3.0");
    expect(await whatsNewWaiting("0.3.0")).toBe(false);
    // The next update brings the next version's note; the dismissed one stays dismissed.
    await noteUpdate("0.4.0");
    expect(await whatsNewWaiting("0.4.0")).toBe(true);
    expect(await whatsNewWaiting("0.3.0")).toBe(false);
  });

  it("is not shown by a new install or by the browser's own update", async () => {
    const opened = vi.spyOn(fakeBrowser.tabs, "create").mockResolvedValue({} as never);
    await welcome({ reason: "install" }, "0.3.0");
    await welcome({ reason: "chrome_update" }, "0.3.0");
    expect(await whatsNewWaiting("0.3.0")).toBe(false);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it("shows in the panel for the running version, and goes for good when dismissed", async () => {
    answerPagesAsWorker();
    vi.spyOn(fakeBrowser.runtime, "getManifest").mockReturnValue({
      manifest_version: 3,
      name: "Voucher Lens",
      version: "0.2.0",
    });
    const { result } = renderHook(() => useWhatsNew());
    expect(result.current).toBeUndefined();
    await act(() => noteUpdate("0.2.0"));
    await waitFor(() => expect(result.current?.notes.version).toBe("0.2.0"));
    expect(result.current?.notes.summary).toBe(notesOf("0.2.0")?.summary);
    act(() => result.current!.dismiss());
    expect(result.current).toBeUndefined();
    await waitFor(async () => expect(await whatsNewWaiting("0.2.0")).toBe(false));
  });

  it("is one line with the summary, the full notes behind What's new, and Dismiss", () => {
    const onDismiss = vi.fn();
    render(<WhatsNew notes={releaseNotes(SAMPLE, "0.3.0")!} onDismiss={onDismiss} />);
    const note = screen.getByRole("region", { name: "Updated to 0.3.0" });
    expect(note.querySelector("p")?.textContent).toBe(
      "Updated to 0.3.0: Ready for a whole team: a setup on install, and a count on the toolbar icon.",
    );
    const details = note.querySelector("details")!;
    expect(details.open).toBe(false);
    expect(details.querySelector("summary")?.textContent).toBe("What's new");
    expect([...details.querySelectorAll("li")].map((li) => li.textContent)).toHaveLength(3);
    fireEvent.click(screen.getByRole("button", { name: "Dismiss what's new" }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
