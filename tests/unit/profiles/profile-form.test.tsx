import { render, screen } from "@testing-library/preact";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ProfileForm } from "@/lib/profiles/ProfileForm";
import { PROFILE_FIELD_WORDS } from "@/lib/profiles/profile-field-words";
import { POLICY_FIELD_NAMES } from "@/lib/profiles/profile-fields";
import { formValuesOf, NEW_PROFILE, toDraft } from "@/lib/profiles/profile-form-values";
import type { ProfileView } from "@/lib/profiles/profiles.messages";
import { ProfileDraftSchema } from "@/lib/profiles/schema";

const SAVED: ProfileView = {
  id: "p1",
  name: "Acme Dedicated",
  region: "custom",
  customUrl: "https://acme.example.com",
  appId: "acme-app",
  timeZone: "Europe/Warsaw",
  replyLanguage: "es",
  languageKey: "locale",
  hasAppToken: true,
  oauthTokenEnd: "abcd",
};

const formProps = {
  saved: { hasAppToken: false },
  busy: false,
  onSave: () => undefined,
  onTest: () => undefined,
};

describe("the profile form's values", () => {
  it("start from a saved profile's fields, its tokens never shown, and send them back as they were", () => {
    const values = formValuesOf(SAVED);
    expect(values.appToken).toBe("");
    expect(values.oauthToken).toBe("");
    const draft = v.parse(ProfileDraftSchema, toDraft(values));
    expect(draft).toEqual({
      id: "p1",
      name: "Acme Dedicated",
      region: "custom",
      customUrl: "https://acme.example.com",
      appId: "acme-app",
      timeZone: "Europe/Warsaw",
      replyLanguage: "es",
      languageKey: "locale",
    });
  });

  it("leave out the fields left empty, so the saved tokens stay, and a public region's URL", () => {
    const draft = toDraft({
      ...NEW_PROFILE,
      name: "Acme EU",
      appId: "acme-app",
      customUrl: "https://left.over.example.com",
      appToken: "  ",
    });
    expect(draft).toEqual({ name: "Acme EU", region: "api", appId: "acme-app", replyLanguage: "en" });
  });

  it("send the App Token typed, and the wish to forget the saved OAuth token", () => {
    const draft = toDraft({ ...formValuesOf(SAVED), appToken: "typed", forgetOauthToken: true });
    expect(draft).toMatchObject({ appToken: "typed", forgetOauthToken: true });
    expect(draft).not.toHaveProperty("oauthToken");
  });
});

describe("the profile form", () => {
  it("says under Region why the region was refused, as part of the field's description", () => {
    const message = "Your organisation moved “Acme EU” to api.voucherify.io: reload Settings";
    render(<ProfileForm {...formProps} initial={formValuesOf(SAVED)} error={{ field: "region", message }} />);
    const region = screen.getByLabelText("Region");
    expect(region.getAttribute("aria-invalid")).toBe("true");
    const described = (region.getAttribute("aria-describedby") ?? "").split(" ");
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message);
  });

  it("shows every field a policy may set read-only under a locked policy, each saying why", () => {
    render(<ProfileForm {...formProps} initial={formValuesOf(SAVED)} lockedFields={POLICY_FIELD_NAMES} />);
    for (const name of POLICY_FIELD_NAMES) {
      const { label } = PROFILE_FIELD_WORDS[name];
      const field = screen.getByLabelText<HTMLInputElement>(label);
      expect({ label, readOnly: field.readOnly, disabled: field.disabled }).toEqual({
        label,
        readOnly: true,
        disabled: false,
      });
      expect((field.getAttribute("aria-describedby") ?? "").split(" ")).toContain("set-by-organisation");
    }
    // A secret is never the policy's.
    expect(screen.getByLabelText<HTMLInputElement>("App Token").readOnly).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>("OAuth token").readOnly).toBe(false);
  });

  it("writes the help's code as code, with the words around it spaced as in a sentence", () => {
    render(<ProfileForm {...formProps} initial={NEW_PROFILE} />);
    const hint = document.getElementById("profile-language-key-hint");
    expect([...(hint?.querySelectorAll("code") ?? [])].map((code) => code.textContent)).toEqual([
      'locale: "es-MX"',
      'language: "Spanish"',
    ]);
    expect(hint?.textContent).toContain('(for example locale: "es-MX" or language: "Spanish")');
  });
});
