// The masking switch and the disclosure in the agent's language.

import { render, screen } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "@/components/use-words";
import { switchLanguage } from "@/lib/core/i18n/words";
import { DisclosureNotice } from "@/lib/privacy/DisclosureNotice";
import { MaskingSwitch } from "@/lib/privacy/MaskingSwitch";
import { privacyWords } from "@/lib/privacy/words";

afterEach(() => switchLanguage("en"));

async function renderIn(language: "de" | "fr" | "pl", view: preact.ComponentChildren) {
  await switchLanguage(language, [privacyWords]);
  render(<LanguageProvider>{view}</LanguageProvider>);
}

describe("the masking switch in the agent's language", () => {
  it("is named in German, and says the organisation holds it", async () => {
    await renderIn("de", <MaskingSwitch masking locked onChange={vi.fn()} />);
    expect(screen.getByRole("checkbox", { name: "Kundendaten maskieren" })).toBeTruthy();
    expect(screen.getByText("Ihre Organisation lässt dies eingeschaltet.")).toBeTruthy();
  });

  it("is named in Polish", async () => {
    await renderIn("pl", <MaskingSwitch masking={false} locked={false} onChange={vi.fn()} />);
    expect(screen.getByRole("checkbox", { name: "Maskuj dane klientów" })).toBeTruthy();
  });
});

describe("the notice of what Voucher Lens keeps, in the agent's language", () => {
  it("is headed, and acknowledged, in French", async () => {
    await renderIn("fr", <DisclosureNotice onAcknowledge={vi.fn()} />);
    expect(screen.getByRole("region", { name: "Ce que Voucher Lens conserve a changé" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Compris" })).toBeTruthy();
    expect(screen.getByText(/journal des recherches \(30 jours/)).toBeTruthy();
  });
});
