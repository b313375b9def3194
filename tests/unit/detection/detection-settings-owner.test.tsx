import { fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { App } from "@/entrypoints/options/App";
import { writerOf } from "@/lib/core/store/writes.worker";
import { DEFAULT_DETECTION, detectionItem, loadDetection } from "@/lib/detection/detection-settings";
import { PATTERN_CHECK } from "@/lib/detection/pattern-check";
import { applyManagedPolicy } from "@/lib/policy/apply-policy.worker";
import { settingsInForce } from "@/lib/policy/settings-in-force.worker";
import { storeProfiles } from "@/lib/profiles/profile-list.worker";
import { answerPagesAsWorker } from "../helpers/worker-for-pages";

const EU = { id: "p-eu", name: "Acme EU", region: "api" as const, appId: "app-eu" };
const US = { id: "p-us", name: "Acme US", region: "us1.api" as const, appId: "app-us" };
const pattern = (value: string) => ({ kind: "prefix" as const, value, checked: PATTERN_CHECK });

/** The options page open, its worker answering, the profiles and detection settings stored first. */
async function openOptionsPage(worker: Parameters<typeof answerPagesAsWorker>[0] = {}) {
  vi.spyOn(fakeBrowser.commands, "getAll").mockResolvedValue([]);
  answerPagesAsWorker(worker);
  render(<App />);
  await screen.findByRole("heading", { name: "Edit “Acme EU”" });
  const emails = screen.getByLabelText("Mark email addresses as customer source ids") as HTMLInputElement;
  return { emails };
}

describe("the options page's detection settings, while the worker changes them", () => {
  it("keeps the email switch the agent turned on once it is saved, before the policy's overlay is read again", async () => {
    await storeProfiles({ profiles: [EU], activeProfileId: EU.id });
    // The settings in force answer once, at opening; asked again after the change, they are slow.
    let asked = 0;
    const { emails } = await openOptionsPage({
      settingsInForce: () =>
        asked++ === 0
          ? settingsInForce()
          : new Promise<Awaited<ReturnType<typeof settingsInForce>>>(() => {}),
    });
    await waitFor(() => expect(emails.checked).toBe(false));

    fireEvent.click(emails);

    await waitFor(async () => expect((await loadDetection()).emails).toBe(true));
    await waitFor(() => expect(emails.checked).toBe(true));
    // Still on a moment later: nothing puts the old overlay's value back.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(emails.checked).toBe(true);
  });

  it("never brings back the code patterns of a profile deleted while the page is open", async () => {
    await storeProfiles({ profiles: [EU, US], activeProfileId: EU.id });
    await writerOf(detectionItem).write({
      ...DEFAULT_DETECTION,
      codePatterns: { [EU.id]: [pattern("BF25-")], [US.id]: [pattern("GIFT-")] },
    });
    // happy-dom has no dialogs: the agent answers yes.
    vi.stubGlobal("confirm", () => true);
    const { emails } = await openOptionsPage();
    await screen.findByText("BF25-…");

    fireEvent.click(screen.getByRole("button", { name: "Delete “Acme EU”" }));
    await screen.findByText("Deleted “Acme EU”.");
    // Any detection change made on the page afterwards.
    fireEvent.click(emails);

    await waitFor(async () => expect((await loadDetection()).emails).toBe(true));
    // Deleting a profile forgets everything kept for it: its patterns stay gone.
    expect((await loadDetection()).codePatterns).toEqual({ [US.id]: [pattern("GIFT-")] });
  });

  it("shows the email switch an unlocked policy turned on while the page is open, and keeps it on", async () => {
    await storeProfiles({ profiles: [EU], activeProfileId: EU.id });
    const { emails } = await openOptionsPage();
    await waitFor(() => expect(emails.checked).toBe(false));

    await applyManagedPolicy({ detectEmails: true });
    // The agent's next detection change on the page: a pattern.
    fireEvent.input(screen.getByLabelText("Code pattern"), { target: { value: "BF25-" } });
    fireEvent.click(screen.getByRole("button", { name: "Add pattern" }));
    await screen.findByText("BF25-…");

    const stored = await loadDetection();
    expect(stored.codePatterns[EU.id]?.map((p) => p.value)).toEqual(["BF25-"]);
    expect(stored.emails).toBe(true);
    await waitFor(() => expect(emails.checked).toBe(true));
  });

  it("keeps what the agent is typing in the team's domains while another detection setting is saved", async () => {
    await storeProfiles({ profiles: [EU], activeProfileId: EU.id });
    await openOptionsPage();
    const domains = screen.getByLabelText("Our email domains") as HTMLInputElement;
    const auto = screen.getByLabelText(
      "Look up the ticket's customer when it shows exactly one (side panel open)",
    ) as HTMLInputElement;
    await waitFor(() => expect(auto.checked).toBe(true));

    fireEvent.click(auto);
    fireEvent.input(domains, { target: { value: "acme.com, https://nope" } });
    await waitFor(async () => expect((await loadDetection()).autoCustomer).toBe(false));
    await waitFor(() => expect(auto.checked).toBe(false));
    await new Promise((done) => setTimeout(done, 50));
    expect(domains.value).toBe("acme.com, https://nope");
  });
});
