// The popup's masking switch: below the profile switch, as in force, and kept through the worker.

import { fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { App } from "@/entrypoints/popup/App";
import { applyManagedPolicy } from "@/lib/policy/apply-policy.worker";
import { privacyItem } from "@/lib/privacy/privacy";
import { storeProfiles } from "@/lib/profiles/profile-list.worker";
import { answerPagesAsWorker } from "../../helpers/worker-for-pages";

/** The page's first drawing loads its features' modules: a cold start takes a moment. */
const SLOW = { timeout: 5000 };

async function popup() {
  await storeProfiles({
    profiles: [{ id: "p1", name: "Acme EU", region: "api", appId: "app-id" }],
    activeProfileId: "p1",
  });
  vi.spyOn(fakeBrowser.commands, "getAll").mockResolvedValue([]);
  answerPagesAsWorker();
  render(<App />);
  return (await screen.findByRole("checkbox", { name: "Mask customer data" }, SLOW)) as HTMLInputElement;
}

describe("the popup's masking switch", () => {
  it("comes right below the profile switch, off until the agent switches it on", async () => {
    const masking = await popup();
    const profile = screen.getByLabelText("Profile");
    expect(profile.compareDocumentPosition(masking) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(profile.closest("section")!.nextElementSibling!.contains(masking)).toBe(true);
    expect(masking.checked).toBe(false);
  });

  it("keeps the agent's choice through the worker", async () => {
    const masking = await popup();
    fireEvent.click(masking);
    expect(masking.checked).toBe(true);
    await waitFor(async () => expect((await privacyItem.read()).masking).toBe(true));
  });

  it("shows masking held on by the organisation, and says so", async () => {
    await applyManagedPolicy({ maskPersonalData: true, locked: true });
    const masking = await popup();
    await waitFor(() => expect(masking.getAttribute("aria-disabled")).toBe("true"));
    expect(masking.checked).toBe(true);
    expect(screen.getByText("Your organisation keeps this on.")).toBeTruthy();
    fireEvent.click(masking);
    expect(masking.checked).toBe(true);
    expect((await privacyItem.read()).masking).toBeUndefined();
  });
});
