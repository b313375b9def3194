// Where the keyboard goes when a button of the profile list goes with what it did: "Use for
// lookups" gives way to the Active badge once the profile is in use, Delete goes with its row.

import { act, fireEvent, render, screen } from "@testing-library/preact";
import { useState } from "preact/hooks";
import { afterEach, describe, expect, it, vi } from "vitest";
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
  const [profiles, setProfiles] = useState([EU, US]);
  const list: ProfileList = {
    profiles,
    activeId,
    problem: undefined,
    refresh: async () => undefined,
    activate: async (id) => {
      setActiveId(id);
      return { ok: true, value: { activeProfileId: id } };
    },
    save: async () => ({ ok: false, error: invalidInput("appToken", "not answered") }),
    remove: async (id) => {
      setProfiles((now) => now.filter((p) => p.id !== id));
      return { ok: true, value: { deleted: true } };
    },
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

afterEach(() => vi.unstubAllGlobals());

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

  it("keeps the keyboard in the list when a profile is deleted, not at the top of the page", async () => {
    // The browser asks once more before anything goes; the agent says yes.
    vi.stubGlobal("confirm", () => true);
    render(<Profiles />);
    const remove = screen.getByRole("button", { name: "Delete “Acme US”" });
    remove.focus();
    fireEvent.click(remove);
    await act(() => new Promise((done) => setTimeout(done, 10)));
    expect(screen.queryByRole("button", { name: "Delete “Acme US”" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Profiles" }));
  });
});
