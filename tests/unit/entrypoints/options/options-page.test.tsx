import { fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { App } from "@/entrypoints/options/App";
import { writerOf } from "@/lib/core/store/writes.worker";
import { detectionItem, loadDetection, PATTERN_CHECK } from "@/lib/detection/detection-settings";
import { applyManagedPolicy } from "@/lib/policy/apply-policy.worker";
import { storeProfiles } from "@/lib/profiles/profile-list.worker";
import { loadProfiles } from "@/lib/profiles/profiles";
import type { ProfileView } from "@/lib/profiles/profiles.messages";
import { answerPagesAsWorker } from "../../helpers/worker-for-pages";

const SAVED: ProfileView = {
  id: "p1",
  name: "Acme EU",
  region: "api",
  appId: "app-id",
  hasAppToken: true,
};

/**
 * The worker, answering the profile list only when `answer` is called, as a worker the browser is
 * still starting does.
 */
function slowWorker() {
  let answer: () => void = () => undefined;
  const listed = new Promise<void>((done) => {
    answer = done;
  });
  answerPagesAsWorker({
    profileViews: async () => {
      await listed;
      return [SAVED];
    },
  });
  return { answer };
}

describe("the options page while it reads the profiles", () => {
  it("shows no empty form to type into, and no “No profile yet”, until it knows them", async () => {
    const { id, name, region, appId } = SAVED;
    await storeProfiles({ profiles: [{ id, name, region, appId }], activeProfileId: id });
    vi.spyOn(fakeBrowser.commands, "getAll").mockResolvedValue([]);
    const worker = slowWorker();
    render(<App />);

    await screen.findByRole("heading", { name: "Profiles" });
    expect(screen.queryByText(/No profile yet/)).toBeNull();
    expect(screen.queryByRole("heading", { name: "New profile" })).toBeNull();
    // An empty form here would be replaced by the active profile's as soon as the list came,
    // taking with it whatever the agent had typed.
    expect(screen.queryByLabelText("Profile name")).toBeNull();
    expect(screen.getByText("Reading your profiles…").getAttribute("role")).toBe("status");

    worker.answer();
    await screen.findByRole("heading", { name: "Edit “Acme EU”" });
    const field = screen.getByLabelText("Profile name") as HTMLInputElement;
    expect(field.value).toBe("Acme EU");
    expect(screen.queryByText("Reading your profiles…")).toBeNull();

    // What the agent types now stays: the form is not started over under them.
    fireEvent.input(field, { target: { value: "Acme EU (night shift)" } });
    await new Promise((done) => setTimeout(done, 50));
    await waitFor(() =>
      expect((screen.getByLabelText("Profile name") as HTMLInputElement).value).toBe("Acme EU (night shift)"),
    );
  });
});

describe("the options page's detection settings", () => {
  it("keeps two changes made one right after the other: the second does not undo the first", async () => {
    const { id, name, region, appId } = SAVED;
    await storeProfiles({ profiles: [{ id, name, region, appId }], activeProfileId: id });
    vi.spyOn(fakeBrowser.commands, "getAll").mockResolvedValue([]);
    slowWorker().answer();
    render(<App />);
    await screen.findByRole("heading", { name: "Edit “Acme EU”" });
    const emails = screen.getByLabelText("Mark email addresses as customer source ids") as HTMLInputElement;
    await waitFor(() => expect(emails.checked).toBe(false));

    // Within one moment, before the first change is saved: the switch, then a pattern.
    fireEvent.click(emails);
    fireEvent.input(screen.getByLabelText("Code pattern"), { target: { value: "BF25-" } });
    fireEvent.click(screen.getByRole("button", { name: "Add pattern" }));

    await waitFor(async () => {
      const stored = await loadDetection();
      expect(stored.emails).toBe(true);
      expect(stored.codePatterns[id]?.map((p) => p.value)).toEqual(["BF25-"]);
    });
    expect(emails.checked).toBe(true);
    await screen.findByText("BF25-…");
  });
});

describe("the options page's detection settings, before they are read", () => {
  it("builds a change made before the stored settings are read on them, never on the defaults", async () => {
    const { id, name, region, appId } = SAVED;
    await storeProfiles({ profiles: [{ id, name, region, appId }], activeProfileId: id });
    const stored = await loadDetection();
    await writerOf(detectionItem).write({
      ...stored,
      ownDomains: ["acme.com"],
      codePatterns: { [id]: [{ kind: "prefix", value: "BF25-", checked: PATTERN_CHECK }] },
    });
    vi.spyOn(fakeBrowser.commands, "getAll").mockResolvedValue([]);
    slowWorker().answer();
    // The read takes its time (a busy disk); the agent clicks meanwhile.
    const read = detectionItem.read.bind(detectionItem);
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => {
      release = done;
    });
    vi.spyOn(detectionItem, "read").mockImplementation(async () => {
      await held;
      return read();
    });
    render(<App />);
    const emails = (await screen.findByLabelText(
      "Mark email addresses as customer source ids",
    )) as HTMLInputElement;
    fireEvent.click(emails);
    release();

    await waitFor(async () => expect((await loadDetection()).emails).toBe(true));
    const after = await loadDetection();
    expect(after.ownDomains).toEqual(["acme.com"]);
    expect(after.codePatterns[id]?.map((p) => p.value)).toEqual(["BF25-"]);
    await screen.findByText("BF25-…");
  });
});

describe("saving a profile in the options page", () => {
  it("takes the last save's “Saved” away while the next is under way", async () => {
    const { id, name, region, appId } = SAVED;
    await storeProfiles({ profiles: [{ id, name, region, appId }], activeProfileId: id });
    vi.spyOn(fakeBrowser.commands, "getAll").mockResolvedValue([]);
    let answerSave: () => void = () => undefined;
    answerPagesAsWorker({
      profileViews: async () => [SAVED],
      saveProfile: async () => {
        await new Promise<void>((done) => {
          answerSave = done;
        });
        return { ok: true, profile: { id, name, region, appId }, credentialsChanged: false };
      },
    });
    render(<App />);
    await screen.findByRole("heading", { name: "Edit “Acme EU”" });
    const save = screen.getByRole("button", { name: "Save" });

    fireEvent.click(save);
    await screen.findByText("Saving “Acme EU”…");
    answerSave();
    await screen.findByText("Saved “Acme EU”.");

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Saving “Acme EU”…");
    expect(screen.queryByText("Saved “Acme EU”.")).toBeNull();
    answerSave();
    await screen.findByText("Saved “Acme EU”.");
  });
});

describe("saving a new profile while the list is read again", () => {
  it("keeps what the agent types as soon as it says “Saved”: the form does not start over when the list catches up", async () => {
    vi.spyOn(fakeBrowser.commands, "getAll").mockResolvedValue([]);
    const { id, name, region, appId } = SAVED;
    let saved = false;
    // The worker's readings of the list, held while `hold` is set, as a busy worker answers late.
    let hold = false;
    const held: (() => void)[] = [];
    answerPagesAsWorker({
      profileViews: async () => {
        if (hold) await new Promise<void>((done) => held.push(done));
        return saved ? [SAVED] : [];
      },
      saveProfile: async () => {
        saved = true;
        return { ok: true, profile: { id, name, region, appId }, credentialsChanged: false };
      },
    });
    render(<App />);
    await screen.findByRole("heading", { name: "New profile" });
    fireEvent.input(screen.getByLabelText("Profile name"), { target: { value: name } });
    fireEvent.input(screen.getByLabelText("App ID"), { target: { value: appId } });
    fireEvent.input(screen.getByLabelText("App Token"), { target: { value: "app-token" } });

    hold = true;
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    // The save's own reading of the list is under way when the worker's write is heard, which
    // starts another: the readings before the newest end first, overtaken. (On a busy machine a
    // change notice may start one more: the newest still ends last.)
    await waitFor(() => expect(held.length).toBeGreaterThanOrEqual(1));
    await storeProfiles({ profiles: [{ id, name, region, appId }], activeProfileId: id });
    await waitFor(() => expect(held.length).toBeGreaterThanOrEqual(2));
    hold = false;
    for (const answer of held.slice(0, -1)) answer();
    const newest = held.at(-1)!;
    setTimeout(newest, 50);

    // The agent adds the customers' time zone as soon as the page says it saved.
    await screen.findByText("Saved “Acme EU”.", undefined, { timeout: 2000 });
    const zone = screen.getByLabelText<HTMLInputElement>("Customers' time zone (optional)");
    fireEvent.input(zone, { target: { value: "Europe/Warsaw" } });
    await screen.findByRole("heading", { name: "Edit “Acme EU”" });
    await new Promise((done) => setTimeout(done, 100));
    expect(screen.getByLabelText<HTMLInputElement>("Customers' time zone (optional)").value).toBe(
      "Europe/Warsaw",
    );
  });
});

describe("the options page while the popup switches profile", () => {
  it("marks the profile switched to as the one in use, and keeps the form on the profile edited", async () => {
    const us = { id: "p2", name: "Acme US", region: "us1.api" as const, appId: "app-us" };
    const { id, name, region, appId } = SAVED;
    await storeProfiles({ profiles: [{ id, name, region, appId }, us], activeProfileId: id });
    vi.spyOn(fakeBrowser.commands, "getAll").mockResolvedValue([]);
    answerPagesAsWorker({ profileViews: async () => [SAVED, { ...us, hasAppToken: true }] });
    render(<App />);
    await screen.findByRole("heading", { name: "Edit “Acme EU”" });
    fireEvent.input(screen.getByLabelText("Profile name"), { target: { value: "Acme EU (typed)" } });

    // What the worker writes when the popup switches.
    await storeProfiles({ profiles: [{ id, name, region, appId }, us], activeProfileId: us.id });

    await screen.findByRole("button", { name: "Use “Acme EU” for lookups" });
    expect(screen.queryByRole("button", { name: "Use “Acme US” for lookups" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Edit “Acme EU”" })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Profile name").value).toBe("Acme EU (typed)");
  });
});

describe("the options page when a policy adds a profile after it opened", () => {
  it("edits the profile the policy added, ready for the agent's App Token", async () => {
    vi.spyOn(fakeBrowser.commands, "getAll").mockResolvedValue([]);
    answerPagesAsWorker({
      profileViews: async () => (await loadProfiles()).profiles.map((p) => ({ ...p, hasAppToken: false })),
    });
    render(<App />);
    await screen.findByRole("heading", { name: "New profile" });

    await applyManagedPolicy({
      profiles: [{ id: "eu", name: "Acme EU (team)", region: "api" }],
      locked: true,
    });

    await screen.findByRole("heading", { name: "Edit “Acme EU (team)”" });
    expect(screen.getByLabelText<HTMLInputElement>("Profile name").value).toBe("Acme EU (team)");
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>("Profile name").readOnly).toBe(true));
  });
});
