// The masking switch, in the popup and the options page: it shows masking as in force, keeps the
// agent's choice through the worker, and says why it cannot be changed when the organisation holds it.

import { fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { applyManagedPolicy } from "@/lib/policy/apply-policy.worker";
import { useSettingsInForce } from "@/lib/policy/use-settings-in-force";
import { MaskingSwitch } from "@/lib/privacy/MaskingSwitch";
import { PrivacySection } from "@/lib/privacy/PrivacySection";
import { privacyItem } from "@/lib/privacy/privacy";
import { answerPagesAsWorker } from "../helpers/worker-for-pages";

const HINT =
  "Names, emails, phone numbers and addresses show as L••• F••• until you reveal one. Ids, codes, amounts and points stay visible.";

const theSwitch = () => screen.getByRole("checkbox", { name: "Mask customer data" }) as HTMLInputElement;

describe("the masking switch", () => {
  it("is checked when masking is on, and described by what masking does", () => {
    render(<MaskingSwitch masking locked={false} onChange={vi.fn()} />);
    expect(theSwitch().checked).toBe(true);
    expect(theSwitch().getAttribute("aria-disabled")).toBeNull();
    const hint = document.getElementById(theSwitch().getAttribute("aria-describedby")!)!;
    expect(hint.textContent).toBe(HINT);
    expect(screen.queryByText("Your organisation keeps this on.")).toBeNull();
  });

  it("raises the agent's choice", () => {
    const onChange = vi.fn();
    render(<MaskingSwitch masking={false} locked={false} onChange={onChange} />);
    fireEvent.click(theSwitch());
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it("held on by the organisation: stays checked, reachable, and says why", () => {
    const onChange = vi.fn();
    render(<MaskingSwitch masking locked onChange={onChange} />);
    const box = theSwitch();
    expect(box.getAttribute("aria-disabled")).toBe("true");
    expect(box.getAttribute("aria-describedby")).toBe("masking-hint masking-locked");
    expect(document.getElementById("masking-locked")!.textContent).toBe("Your organisation keeps this on.");
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });
});

/** The Privacy section as the options page places it, with the settings in force the worker gives. */
function PrivacyAsPlaced() {
  const inForce = useSettingsInForce();
  return <PrivacySection privacy={inForce?.privacy} />;
}

describe("the masking switch, with the worker", () => {
  it("is in the Privacy section, and keeps the agent's choice through the worker", async () => {
    answerPagesAsWorker();
    const sent = vi.spyOn(fakeBrowser.runtime, "sendMessage");
    render(<PrivacyAsPlaced />);
    expect(screen.getByRole("region", { name: "Privacy" }).id).toBe("privacy");
    await waitFor(() => expect(theSwitch().checked).toBe(false));

    fireEvent.click(theSwitch());
    expect(theSwitch().checked).toBe(true);
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ type: "privacy.mask", input: { on: true } }));
    await waitFor(async () => expect((await privacyItem.read()).masking).toBe(true));
    // Still on once the worker's answer in force has come.
    await new Promise((done) => setTimeout(done, 100));
    expect(theSwitch().checked).toBe(true);

    fireEvent.click(theSwitch());
    await waitFor(async () => expect((await privacyItem.read()).masking).toBe(false));
    expect(theSwitch().checked).toBe(false);
  });

  it("starts from the policy's default when the policy does not lock it", async () => {
    await applyManagedPolicy({ maskPersonalData: true });
    answerPagesAsWorker();
    render(<PrivacyAsPlaced />);
    await waitFor(() => expect(theSwitch().checked).toBe(true));
    expect(theSwitch().getAttribute("aria-disabled")).toBeNull();
  });

  it("held on by a locked policy: asks the worker nothing when clicked", async () => {
    await applyManagedPolicy({ maskPersonalData: true, locked: true });
    answerPagesAsWorker();
    render(<PrivacyAsPlaced />);
    await waitFor(() => expect(theSwitch().getAttribute("aria-disabled")).toBe("true"));
    expect(screen.getByText("Your organisation keeps this on.")).toBeTruthy();
    const sent = vi.spyOn(fakeBrowser.runtime, "sendMessage");
    fireEvent.click(theSwitch());
    expect(theSwitch().checked).toBe(true);
    expect(sent.mock.calls.some(([message]) => JSON.stringify(message).includes("privacy.mask"))).toBe(false);
  });

  it("says so when the worker did not keep the choice, and shows masking as in force", async () => {
    answerPagesAsWorker({
      setMasking: async () => {
        throw new Error("the disk is full");
      },
    });
    render(<PrivacyAsPlaced />);
    await waitFor(() => expect(theSwitch().checked).toBe(false));
    fireEvent.click(theSwitch());
    expect(
      await screen.findByText("Masking was not changed. Try again.", {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(theSwitch().checked).toBe(false);
  });
});
