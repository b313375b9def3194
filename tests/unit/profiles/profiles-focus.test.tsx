// Where the keyboard goes when a button of the profile list goes with what it did: "Use for
// lookups" gives way to the Active badge once the profile is in use.

import { act, fireEvent, render, screen } from "@testing-library/preact";
import { useState } from "preact/hooks";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "@/components/use-words";
import { invalidInput } from "@/lib/core/api/errors";
import { ProfilesSection } from "@/lib/profiles/ProfilesSection";
import type { ProfileView } from "@/lib/profiles/profiles.messages";
import type { ProfileList } from "@/lib/profiles/use-profiles";

const EU: ProfileView = { id: "p-eu", name: "Acme EU", region: "api", appId: "app-eu", hasAppToken: true };
const US: ProfileView = {
  id: "p-us",
  name: "Acme US",
  region: "us1.api",
  appId: "app-us",
  hasAppToken: true,
};

/** The options page's list, the worker's answer read back as the page reads it again. */
function Profiles() {
  const [activeId, setActiveId] = useState<string | null>(EU.id);
  const list: ProfileList = {
    profiles: [EU, US],
    activeId,
    problem: undefined,
    refresh: async () => undefined,
    activate: async (id) => {
      setActiveId(id);
      return { ok: true, value: { activeProfileId: id } };
    },
    save: async () => ({ ok: false, error: invalidInput("appToken", "not answered") }),
    remove: async () => ({ ok: true, value: { deleted: true } }),
  };
  return (
    <LanguageProvider>
      <ProfilesSection
        list={list}
        edited={{ id: EU.id, profile: EU, edit: () => undefined }}
        policyLocked={false}
        managedDeletable
      />
    </LanguageProvider>
  );
}

describe("the profile list, used by keyboard", () => {
  it("keeps the keyboard on the profile just put in use, not at the top of the page", async () => {
    render(<Profiles />);
    const use = screen.getByRole("button", { name: "Use “Acme US” for lookups" });
    use.focus();
    fireEvent.click(use);
    await act(() => new Promise((done) => setTimeout(done, 10)));
    expect(screen.queryByRole("button", { name: "Use “Acme US” for lookups" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit “Acme US”" }));
  });
});
