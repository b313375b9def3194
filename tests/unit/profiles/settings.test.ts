import { describe, expect, it } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { checkParams } from "@/lib/core/api/params";
import { privateArea } from "@/lib/core/store/private-items";
import { loadProfiles, profileListItem } from "@/lib/profiles/profiles";
import {
  activeConnection,
  deleteProfile,
  draftConnection,
  forgetOauthToken,
  type SaveResult,
  saveProfile,
  setActiveProfile,
} from "@/lib/profiles/profiles-with-secrets.worker";
import { type ProfileDraft, ProfileDraftSchema } from "@/lib/profiles/schema";
import { readSecrets } from "@/lib/profiles/secrets.worker";

const draft = {
  name: "Acme EU",
  region: "api",
  appId: "a1b2c3d4-app-id",
  appToken: "s3cr3t-app-token-value",
  oauthToken: "oauth-token-value-1234",
};

/** The options form as the worker reads it: parsed at the message boundary, then saved. */
async function submit(input: unknown): Promise<SaveResult> {
  const parsed = checkParams(ProfileDraftSchema, input);
  return parsed.ok ? saveProfile(parsed.value) : parsed;
}

async function saved(input: unknown = draft) {
  const result = await submit(input);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.profile;
}

/** The form as it reaches draftConnection: already parsed. */
function form(input: unknown): ProfileDraft {
  const parsed = checkParams(ProfileDraftSchema, input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.value;
}

describe("saving a profile", () => {
  it("keeps the App Token and OAuth token out of storage.local and storage.sync", async () => {
    const profile = await saved();
    const everything = JSON.stringify({
      local: await fakeBrowser.storage.local.get(null),
      sync: await fakeBrowser.storage.sync.get(null),
    });
    // Nothing at all: content scripts read and write both areas, so not even profile names go there.
    expect(everything).toBe(JSON.stringify({ local: {}, sync: {} }));
    expect((await loadProfiles()).profiles).toEqual([profile]);
    expect(await readSecrets(profile.id)).toEqual({ appToken: draft.appToken, oauthToken: draft.oauthToken });
  });

  it("makes the first profile active and builds its connection", async () => {
    const profile = await saved();
    const active = await activeConnection();
    expect(active).toEqual({
      ok: true,
      profile,
      connection: {
        baseUrl: "https://api.voucherify.io",
        credentials: { appId: draft.appId, appToken: draft.appToken, oauthToken: draft.oauthToken },
      },
    });
  });

  it.each([
    [{ ...draft, name: "  " }, "name", "Give the profile a name, for example the project or the client"],
    [{ ...draft, appId: "" }, "appId", "Paste the App ID from Project settings → Application keys"],
    [
      { ...draft, appToken: "has space" },
      "appToken",
      "App Token contains spaces or characters a key never has",
    ],
    [{ ...draft, appToken: undefined }, "appToken", "Paste the App Token that belongs to this App ID"],
    [{ ...draft, region: "mars" }, "region", "Choose a region"],
    [{ ...draft, region: "custom" }, "customUrl", "Paste the URL of your dedicated cluster"],
    [
      { ...draft, region: "custom", customUrl: "http://acme.example" },
      "customUrl",
      "The API URL must start with https://",
    ],
    [
      { ...draft, region: "custom", customUrl: "https://acme.example/v1" },
      "customUrl",
      "Leave out /v1 or /v2: give only the base URL",
    ],
  ])("refuses %j on the field %s, saving nothing", async (input, field, message) => {
    // The field and its English words; a refusal the worker means as a message also says which.
    expect(await submit(input)).toMatchObject({
      ok: false,
      error: { kind: "invalid_input", field, message },
    });
    expect(await loadProfiles()).toEqual({ profiles: [], activeProfileId: null });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it("stores a dedicated cluster's base URL without its trailing slash", async () => {
    const profile = await saved({ ...draft, region: "custom", customUrl: "https://acme.voucherify.io/" });
    expect(profile.customUrl).toBe("https://acme.voucherify.io");
    expect((await activeConnection()).ok && (await activeConnection())).toMatchObject({
      connection: { baseUrl: "https://acme.voucherify.io" },
    });
  });

  it("keeps saved secrets when an edit leaves the token fields empty", async () => {
    const profile = await saved();
    await saved({ id: profile.id, name: "Acme Europe", region: "api", appId: draft.appId });
    const settings = await loadProfiles();
    expect(settings.profiles).toEqual([{ ...profile, name: "Acme Europe" }]);
    expect(await readSecrets(profile.id)).toEqual({ appToken: draft.appToken, oauthToken: draft.oauthToken });
  });

  it.each([
    ["another region", { region: "us1.api" }],
    ["a dedicated cluster", { region: "custom", customUrl: "https://acme.example" }],
  ])("never sends or saves the saved tokens for %s: they must be entered again", async (_label, host) => {
    const profile = await saved();
    const moved = { id: profile.id, name: draft.name, appId: draft.appId, ...host };
    const refused = {
      ok: false,
      error: {
        kind: "invalid_input",
        field: "appToken",
        message: expect.stringContaining("The API host changed: paste the App Token again"),
        said: { words: "profiles", key: "appTokenHostChanged" },
      },
    };
    expect(await draftConnection(form(moved))).toEqual(refused);
    expect(await submit(moved)).toEqual(refused);
    // Nothing changed: the profile still points where its tokens were entered for.
    expect((await loadProfiles()).profiles).toEqual([profile]);
    expect(await readSecrets(profile.id)).toEqual({ appToken: draft.appToken, oauthToken: draft.oauthToken });
    // With the tokens typed again, the move is saved, and the OAuth token left behind is not carried over.
    const again = await submit({ ...moved, appToken: "new-app-token-value" });
    expect(again).toMatchObject({ ok: true });
    expect(await readSecrets(profile.id)).toEqual({ appToken: "new-app-token-value" });
  });

  it("forgets the OAuth token when asked, keeping the App Token", async () => {
    const profile = await saved();
    await saved({
      id: profile.id,
      name: draft.name,
      region: "api",
      appId: draft.appId,
      forgetOauthToken: true,
    });
    expect(await readSecrets(profile.id)).toEqual({ appToken: draft.appToken });
  });
});

describe("several profiles", () => {
  it("switches the active profile and deletes one with its secrets", async () => {
    const eu = await saved();
    const us = await saved({ ...draft, name: "Acme US", region: "us1.api", oauthToken: undefined });
    expect((await loadProfiles()).activeProfileId).toBe(eu.id);
    expect(await setActiveProfile(us.id)).toBe(true);
    expect(await activeConnection()).toMatchObject({
      connection: { baseUrl: "https://us1.api.voucherify.io" },
    });
    expect(await setActiveProfile("nope")).toBe(false);

    await deleteProfile(us.id);
    expect(await readSecrets(us.id)).toBeUndefined();
    expect(await loadProfiles()).toEqual({ profiles: [eu], activeProfileId: eu.id });
  });

  it("gives each lookup the profile and keys saved now: switched, edited in another way, or deleted", async () => {
    const eu = await saved();
    const us = await saved({ ...draft, name: "Acme US", region: "us1.api", oauthToken: undefined });
    expect(await activeConnection()).toMatchObject({ profile: { id: eu.id } });
    await setActiveProfile(us.id);
    expect(await activeConnection()).toMatchObject({
      profile: { id: us.id },
      connection: { baseUrl: "https://us1.api.voucherify.io", credentials: { appToken: draft.appToken } },
    });
    await saved({
      id: us.id,
      name: "Acme US",
      region: "us1.api",
      appId: draft.appId,
      appToken: "us-token-2",
    });
    expect(await activeConnection()).toMatchObject({
      connection: { credentials: { appToken: "us-token-2" } },
    });
    await deleteProfile(us.id);
    expect(await activeConnection()).toMatchObject({ profile: { id: eu.id } });
    await deleteProfile(eu.id);
    expect(await activeConnection()).toMatchObject({ ok: false, error: { field: "profile" } });
  });

  it("says what to do when no profile exists yet", async () => {
    expect(await activeConnection()).toEqual({
      ok: false,
      error: {
        kind: "invalid_input",
        field: "profile",
        message: "No profile is set up yet: add your API keys in Settings",
        said: { words: "api", key: "noProfileSetUp" },
      },
    });
  });

  it("keeps readable profiles when one stored entry is damaged", async () => {
    const eu = await saved();
    const settings = await profileListItem.read();
    // As an older version might have left it: one entry no longer a profile.
    await privateArea.put("profiles", {
      version: 2,
      value: { ...settings, profiles: [{ id: 7 }, ...settings.profiles] },
    });
    expect((await loadProfiles()).profiles).toEqual([eu]);
  });

  it("drops a revoked OAuth token so lookups fall back to the App keys", async () => {
    const eu = await saved();
    await forgetOauthToken(eu.id, "some-other-token");
    expect(await activeConnection()).toMatchObject({
      connection: { credentials: { oauthToken: draft.oauthToken } },
    });
    await forgetOauthToken(eu.id, draft.oauthToken);
    expect(await activeConnection()).toMatchObject({
      connection: { credentials: { oauthToken: undefined } },
    });
  });
});

describe("testing a connection before saving", () => {
  it("uses the form's keys, or the saved ones where the form leaves them empty", async () => {
    const eu = await saved();
    expect(
      await draftConnection(form({ id: eu.id, name: "x", region: "api", appId: "other" })),
    ).toMatchObject({
      ok: true,
      connection: {
        baseUrl: "https://api.voucherify.io",
        credentials: { appId: "other", appToken: draft.appToken, oauthToken: draft.oauthToken },
      },
    });
    expect(await draftConnection(form({ name: "x", region: "api", appId: "other" }))).toMatchObject({
      ok: false,
      error: { field: "appToken" },
    });
  });
});
