// Where the keyboard goes when the popup's question "Revoke the OAuth token …?" closes: its
// buttons go with it, and the keyboard must not fall back to the top of the popup.

import { fireEvent, render, screen } from "@testing-library/preact";
import { useState } from "preact/hooks";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "@/components/use-words";
import { RevokeToken } from "@/lib/tokens/RevokeToken";

/** The popup's Revoke: busy once the stored token is being revoked, as the popup's hook makes it. */
function Revoke() {
  const [busy, setBusy] = useState(false);
  return (
    <LanguageProvider>
      <RevokeToken
        profileName="Acme EU"
        profiles={[{ id: "p-eu", name: "Acme EU", host: "api.voucherify.io" }]}
        activeProfileId="p-eu"
        storedTokenEnd="abcd"
        busy={busy}
        onRevokeStored={() => setBusy(true)}
        onRevokePasted={() => undefined}
      />
    </LanguageProvider>
  );
}

const ask = () => {
  const revoke = screen.getByRole("button", { name: "Revoke token" });
  revoke.focus();
  fireEvent.click(revoke);
};

describe("the popup's Revoke question, used by keyboard", () => {
  it("puts the keyboard back on Revoke token after Cancel", () => {
    render(<Revoke />);
    ask();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Revoke token" }));
  });

  it("closes on Escape, the keyboard back on Revoke token and nothing revoked", () => {
    render(<Revoke />);
    ask();
    const yes = screen.getByRole("button", { name: "Yes, revoke it" });
    expect(document.activeElement).toBe(yes);
    fireEvent.keyDown(yes, { key: "Escape" });
    expect(screen.queryByRole("button", { name: "Yes, revoke it" })).toBeNull();
    expect(screen.getByText("Revoke token")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Revoke token" }));
  });

  it("leaves the keyboard on the section's heading after Yes, while Revoke token waits", () => {
    render(<Revoke />);
    ask();
    fireEvent.click(screen.getByRole("button", { name: "Yes, revoke it" }));
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Revoke token" }).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Revoke an OAuth token" }));
  });
});
