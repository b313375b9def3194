// An agent who updated from a version that did not say what Voucher Lens reads, sends and keeps is
// told once in the side panel too, until they acknowledge it there or in the options page.

import { fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { describe, expect, it } from "vitest";
import { type PrivacyInForce, privacyItem } from "@/lib/privacy";
import { DisclosureNoteOnDemand } from "@/lib/privacy/index.sidepanel";
import { answerPagesAsWorker } from "../helpers/worker-for-pages";

const NOTICE = "What Voucher Lens keeps has changed";
const privacy = (disclosureWaiting: boolean): PrivacyInForce => ({
  masking: false,
  maskingLocked: false,
  logDays: 30,
  disclosureWaiting,
});

describe("the side panel's note of what Voucher Lens keeps", () => {
  it("says it, points at the settings in a tab of their own, and goes once acknowledged", async () => {
    answerPagesAsWorker();
    render(<DisclosureNoteOnDemand privacy={privacy(true)} />);
    const notice = await screen.findByRole("region", { name: NOTICE });
    expect(notice.textContent).toContain("Nothing of the page leaves your browser.");
    const settings = screen.getByRole("link", { name: "Your privacy settings and the lookup log" });
    expect(settings.getAttribute("href")).toBe("/options.html#privacy");
    expect(settings.getAttribute("target")).toBe("_blank");
    fireEvent.click(screen.getByRole("button", { name: "Got it" }));
    expect(screen.queryByRole("region", { name: NOTICE })).toBeNull();
    await waitFor(async () => expect((await privacyItem.read()).disclosureSeen).toBe(1));
  });

  it("says nothing to an agent it is not due for", () => {
    const { container } = render(<DisclosureNoteOnDemand privacy={privacy(false)} />);
    expect(container.textContent).toBe("");
  });
});
