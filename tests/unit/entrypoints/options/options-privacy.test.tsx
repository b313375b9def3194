// The options page and privacy: a new agent reads what Voucher Lens reads, sends and keeps in the
// setup; an agent who updated is told at the top until they say they have read it; the Privacy
// section holds the masking switch and the lookup log.

import { fireEvent, render, screen, waitFor, within } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { App } from "@/entrypoints/options/App";
import { welcome } from "@/lib/onboarding/welcome";
import { DISCLOSURE_VERSION, privacyItem } from "@/lib/privacy/privacy";
import { answerPagesAsWorker } from "../../helpers/worker-for-pages";

const NOTICE = "What Voucher Lens keeps has changed";
const DISCLOSURE = "What Voucher Lens reads, sends and keeps";

function optionsPage() {
  vi.spyOn(fakeBrowser.commands, "getAll").mockResolvedValue([]);
  answerPagesAsWorker();
  return render(<App />);
}

describe("the options page after an install", () => {
  it("opens the setup with what Voucher Lens reads, sends and keeps, and no notice of a change", async () => {
    vi.spyOn(fakeBrowser.tabs, "create").mockResolvedValue({} as never);
    await welcome({ reason: "install" }, "0.5.0");
    optionsPage();
    const setup = await screen.findByRole("region", { name: "Get started" });
    expect(within(setup).getByRole("region", { name: DISCLOSURE })).toBeTruthy();
    // The worker's answer in force has come: the switch shows once it has.
    await screen.findByRole("checkbox", { name: "Mask customer data" });
    expect(screen.queryByRole("region", { name: NOTICE })).toBeNull();
  });
});

describe("the options page of an agent who updated from a version without the disclosure", () => {
  it("says at the top what Voucher Lens keeps, until the agent presses Got it", async () => {
    await welcome({ reason: "update", previousVersion: "0.3.2" }, "0.4.0");
    const page = optionsPage();
    const notice = await screen.findByRole("region", { name: NOTICE });
    // First under the page's heading, before the setup or any section.
    expect(screen.getByRole("heading", { level: 1 }).nextElementSibling).toBe(notice);
    expect(notice.textContent).toContain("Nothing of the page leaves your browser.");
    expect(notice.textContent).toContain("to the Voucherify API host of your active profile");
    expect(notice.textContent).toContain("the lookup log (30 days unless your organisation sets otherwise)");
    expect(notice.textContent).toContain("Sends no telemetry");
    expect(
      within(notice)
        .getByRole("link", { name: "Your privacy settings and the lookup log" })
        .getAttribute("href"),
    ).toBe("#privacy");

    fireEvent.click(within(notice).getByRole("button", { name: "Got it" }));
    expect(screen.queryByRole("region", { name: NOTICE })).toBeNull();
    await waitFor(async () => expect((await privacyItem.read()).disclosureSeen).toBe(DISCLOSURE_VERSION));

    // Opened again: not shown again.
    page.unmount();
    optionsPage();
    await screen.findByRole("checkbox", { name: "Mask customer data" });
    expect(screen.queryByRole("region", { name: NOTICE })).toBeNull();
  });
});

describe("the options page's Privacy section", () => {
  it("holds the masking switch and the lookup log, where the disclosure's link leads", async () => {
    optionsPage();
    const privacy = await screen.findByRole("region", { name: "Privacy" });
    expect(privacy.id).toBe("privacy");
    expect(await within(privacy).findByRole("checkbox", { name: "Mask customer data" })).toBeTruthy();
    const log = within(privacy).getByRole("region", { name: "Lookup log" });
    expect(await within(log).findByText("No lookups logged yet.")).toBeTruthy();
    expect(within(log).getByText(/Kept for 30 days\./)).toBeTruthy();
  });
});
