import { fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import type { ApiError } from "@/lib/core/api/errors";
import { explainError } from "@/lib/core/api/explain-error";
import { OPERATIONS, type Operation } from "@/lib/core/api/operations";
import { apiOriginOf } from "@/lib/core/api/regions";
import { isApiErrorAnswer } from "@/lib/core/api/schemas";
import { writerOf } from "@/lib/core/store/writes.worker";
import { DetectionSettings } from "@/lib/detection/DetectionSettings";
import {
  DEFAULT_DETECTION,
  detectionItem,
  loadDetection,
  PATTERN_CHECK,
} from "@/lib/detection/detection-settings";
import { removeProfile } from "@/lib/forget-profile/forget-profile.worker";
import { lookupOfToken } from "@/lib/lookup/classify";
import { cacheKey, projectScope, readCached, writeCached } from "@/lib/lookup/lookup-cache";
import { pendingLookupAfter } from "@/lib/lookup/pending-lookup";
import { queueLookup } from "@/lib/lookup/pending-lookup.worker";
import { recentLookups, rememberLookup } from "@/lib/lookup/recent-lookups";
import { loadLookupLog } from "@/lib/lookup-log/lookup-log";
import { clusterPattern, releaseUnusedClusterAccess } from "@/lib/profiles/cluster-access";
import { describeConnectionCheck } from "@/lib/profiles/connection-report";
import { lastCheck, recordCheck } from "@/lib/profiles/last-checks";
import { ProfileForm, type ProfileFormValues } from "@/lib/profiles/ProfileForm";
import { loadProfiles } from "@/lib/profiles/profiles";
import { activeConnection, draftConnection, saveProfile } from "@/lib/profiles/profiles-with-secrets.worker";
import { readSecrets } from "@/lib/profiles/secrets.worker";
import { loadFixture } from "../helpers/fixtures";
import { answerPagesAsWorker } from "../helpers/worker-for-pages";

const forbidden = (operation: Operation, body: Record<string, string> = {}): ApiError => ({
  kind: "http",
  status: 403,
  body: { code: 403, key: "missing_required_permission", ...body },
  operation,
  fromApi: true,
});

describe("a 403 names the operation and what the key lacks", () => {
  it.each([
    ["listRedemptions", "This key cannot list redemptions (403)", "read access to redemptions"],
    [
      "getMember",
      "This key cannot read loyalty cards (Get Member) (403)",
      "read access to loyalty campaigns and their members",
    ],
    [
      "expiringPoints",
      "This key cannot read a card's expiring points (403)",
      "read access to loyalty programs, members and cards (loyalty v2)",
    ],
    [
      "cardTransactions",
      "This key cannot read a card's history of points (403)",
      "read access to loyalty programs, members and cards (loyalty v2)",
    ],
    [
      "tierTransactions",
      "This key cannot read a member's tier changes (403)",
      "read access to loyalty programs and their members (loyalty v2)",
    ],
    [
      "rewardPurchases",
      "This key cannot read a member's reward purchases (403)",
      "read access to loyalty programs, members and rewards (loyalty v2)",
    ],
    [
      "memberTransactions",
      "This key cannot read a loyalty card's transactions (403)",
      "read access to loyalty campaigns and their members",
    ],
    [
      "revokeToken",
      "This key cannot revoke OAuth tokens (403)",
      "the right to manage the project's OAuth tokens",
    ],
  ] as const)("%s", (operation, title, needs) => {
    expect(explainError(forbidden(operation))).toMatchObject({
      title,
      action: `Ask your admin for a key with ${needs}.`,
    });
  });

  it("a resource outside the key's areas or stores is named, from the API's own 403 body", () => {
    const explained = explainError(
      forbidden("getMember", {
        key: "forbidden",
        details: "Resource campaign with id camp_7u3ZPLSByANMXjBkAs4kT2nS is not accessible in given context",
        resource_type: "campaign",
        resource_id: "camp_7u3ZPLSByANMXjBkAs4kT2nS",
      }),
    );
    expect(explained.title).toBe("This key cannot read loyalty cards (Get Member) (403)");
    expect(explained.action).toBe(
      "The campaign camp_7u3ZPLSByANMXjBkAs4kT2nS is outside the areas or stores this key's role covers: ask your admin to add it to the role, or for a key that covers it.",
    );
    expect(explained.detail).toContain("is not accessible in given context");
  });

  it("a 403 page that is not the API's (a proxy, a firewall) is not blamed on the key", () => {
    const proxy: ApiError = {
      kind: "http",
      status: 403,
      body: {},
      contentType: "text/html",
      operation: "listRedemptions",
      fromApi: false,
    };
    const explained = explainError(proxy, { host: "acme.example.com" });
    expect(explained.title).toBe(
      "acme.example.com refused the request (403), and not with Voucherify's own answer",
    );
    expect(explained.action).toContain("proxy, firewall or VPN");
  });

  it("every operation has its words", () => {
    for (const operation of OPERATIONS)
      expect(explainError(forbidden(operation)).title).not.toContain("may not do this");
  });
});

describe("the API's own error answer, told from a proxy's or a wrong path's", () => {
  it.each([
    [404, "application/json", "{}", true],
    [
      404,
      "application/json; charset=utf-8",
      '{"code":404,"key":"not_found","message":"Resource not found"}',
      true,
    ],
    // A web framework's own 404 and a gateway's: JSON, but not Voucherify's.
    [404, "application/json", '{"statusCode":404,"error":"Not Found","message":"Cannot POST /x"}', false],
    [404, "application/json", '{"message":"Not Found"}', false],
    [404, "text/html", "<h1>404</h1>", false],
    [404, undefined, "", false],
    [404, "application/json", "[]", false],
    [404, "application/json", '{"status":"missing"}', false],
    [404, "application/json", '{"code":500}', false],
    [404, "application/json", "{not json", false],
  ])("%i %s %s → %s", (status, type, text, expected) => {
    expect(isApiErrorAnswer(status, type, text)).toBe(expected);
  });
});

describe("the API's own error examples read as its own", () => {
  it.each([
    ["SIBLING-v1-error__404__not-found.json", 404],
    ["SIBLING-v1-error__401__unauthorized.json", 401],
    ["SIBLING-v2-pending-points__404__card-not-found.json", 404],
    ["SIBLING-v2-pending-points__400__invalid-cursor.json", 400],
  ])("%s", (name, status) => {
    const body = JSON.stringify(loadFixture(name));
    expect(isApiErrorAnswer(status, "application/json; charset=utf-8", body)).toBe(true);
    // The same body with another status, or as an HTML page, is not.
    expect(isApiErrorAnswer(status + 1, "application/json", body)).toBe(false);
    expect(isApiErrorAnswer(status, "text/html", body)).toBe(false);
  });
});

describe("Test connection's report, per operation", () => {
  it("says which operations this credential can call and which were not checked", () => {
    const report = describeConnectionCheck({
      profileName: "Acme",
      baseUrl: "https://api.voucherify.io",
      redemptionsVisible: 3,
      operations: [
        { operation: "listRedemptions", result: "allowed", credential: "oauth_token" },
        { operation: "getMember", result: "refused", error: forbidden("getMember"), credential: "app_keys" },
        {
          operation: "expiringPoints",
          result: "not_checked",
          note: "it needs a program, member and card id",
        },
      ],
    });
    expect(report.connected).toBe(true);
    expect(report.lines.map((line) => `${line.name}: ${line.text}`)).toEqual([
      "List Redemptions: allowed via the OAuth token",
      "Get Member: refused: This key cannot read loyalty cards (Get Member) (403)",
      "List card expiring points buckets: not checked: it needs a program, member and card id",
    ]);
  });
});

const saved: ProfileFormValues = {
  id: "p1",
  name: "Acme EU",
  region: "api",
  customUrl: "",
  appId: "app",
  appToken: "",
  oauthToken: "",
  forgetOauthToken: false,
  timeZone: "",
  replyLanguage: "en",
  languageKey: "",
};

describe("the profile form when the host changes", () => {
  const renderForm = () => {
    const onTest = vi.fn();
    render(
      <ProfileForm
        initial={saved}
        saved={{ hasAppToken: true, oauthTokenEnd: "abcd", origin: "https://api.voucherify.io" }}
        busy={false}
        onSave={() => undefined}
        onTest={onTest}
      />,
    );
    return onTest;
  };

  it("names the host Test will call", () => {
    renderForm();
    expect(screen.getByRole("button", { name: "Test https://api.voucherify.io" })).toBeTruthy();
    expect(screen.getByLabelText("App Token").getAttribute("placeholder")).toBe(
      "Saved: leave empty to keep it",
    );
  });

  it("says the saved tokens stay behind the moment the region changes, before anything is sent", () => {
    const onTest = renderForm();
    fireEvent.change(screen.getByLabelText("Region"), { target: { value: "us1.api" } });
    expect(
      screen.getByText(
        /^The API host changed from https:\/\/api\.voucherify\.io to https:\/\/us1\.api\.voucherify\.io/,
      ).textContent,
    ).toContain("paste the App Token and the OAuth token again");
    expect(screen.getByLabelText("App Token").getAttribute("placeholder")).toBe("");
    expect(screen.getByLabelText("OAuth token").getAttribute("placeholder")).toBe("Optional");
    expect(screen.queryByLabelText("Forget the saved OAuth token")).toBeNull();
    expect(screen.getByRole("button", { name: "Test https://us1.api.voucherify.io" })).toBeTruthy();
    expect(onTest).not.toHaveBeenCalled();
  });

  it("says it for a dedicated cluster URL too", () => {
    renderForm();
    fireEvent.input(screen.getByLabelText("Custom API URL"), {
      target: { value: "https://acme.example.com" },
    });
    expect(
      screen.getByText(
        /^The API host changed from https:\/\/api\.voucherify\.io to https:\/\/acme\.example\.com/,
      ),
    ).toBeTruthy();
  });
});

describe("the profile form while the page refreshes its profile list", () => {
  it("keeps what the agent typed when the same profile arrives again from a refreshed list", () => {
    const props = {
      saved: { hasAppToken: true, origin: "https://api.voucherify.io" },
      busy: false,
      onSave: () => undefined,
      onTest: () => undefined,
    };
    const { rerender } = render(<ProfileForm initial={saved} {...props} />);
    fireEvent.input(screen.getByLabelText("Profile name"), { target: { value: "Acme US" } });
    fireEvent.input(screen.getByLabelText("App Token"), { target: { value: "typed-token" } });
    // A refresh hands the form an equal, new object (the list read again after another change).
    rerender(<ProfileForm initial={{ ...saved }} {...props} />);
    expect(screen.getByLabelText<HTMLInputElement>("Profile name").value).toBe("Acme US");
    expect(screen.getByLabelText<HTMLInputElement>("App Token").value).toBe("typed-token");
  });
});

describe("the profile form under the organisation's locked policy", () => {
  it("shows what the policy sets read-only but reachable by Tab, each field saying why", () => {
    render(
      <ProfileForm
        initial={{ ...saved, replyLanguage: "es" }}
        saved={{ hasAppToken: false }}
        busy={false}
        onSave={() => undefined}
        onTest={() => undefined}
        lockedFields={["name", "region", "replyLanguage"]}
      />,
    );
    for (const [label, value] of [
      ["Profile name", "Acme EU"],
      ["Region", "Europe (default) — api.voucherify.io"],
      ["Default reply language", "Español"],
    ]) {
      const field = screen.getByLabelText<HTMLInputElement>(label!);
      expect({ label, value: field.value, readOnly: field.readOnly, disabled: field.disabled }).toEqual({
        label,
        value,
        readOnly: true,
        disabled: false,
      });
      const described = (field.getAttribute("aria-describedby") ?? "").split(" ");
      expect(described).toContain("set-by-organisation");
    }
    expect(document.getElementById("set-by-organisation")?.textContent).toContain("Set by your organisation");
    // What the policy leaves to the agent stays editable.
    expect(screen.getByLabelText<HTMLInputElement>("App Token").readOnly).toBe(false);
  });

  it("keeps a locked email switch where it is, announced as unavailable, whatever is clicked", () => {
    const onEmailsChange = vi.fn();
    render(
      <DetectionSettings
        emails
        emailsLocked
        patterns={[]}
        onEmailsChange={onEmailsChange}
        onAddPattern={() => undefined}
        onRemovePattern={() => undefined}
      />,
    );
    const box = screen.getByRole<HTMLInputElement>("checkbox", {
      name: "Mark email addresses as customer source ids",
    });
    expect(box.getAttribute("aria-disabled")).toBe("true");
    expect(box.disabled).toBe(false);
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(onEmailsChange).not.toHaveBeenCalled();
  });
});

describe("saved secrets and a changed host, where the connection is built", () => {
  it("never gives a saved token to a draft or a save that names another host", async () => {
    const result = await saveProfile({
      name: "Acme",
      region: "api",
      appId: "app",
      appToken: "saved-token",
      oauthToken: "saved-oauth",
    });
    if (!result.ok) throw new Error("not saved");
    const id = result.profile.id;
    for (const draft of [
      { id, name: "Acme", region: "us1.api" as const, appId: "app" },
      { id, name: "Acme", region: "custom" as const, customUrl: "https://evil.example", appId: "app" },
    ]) {
      expect(await draftConnection(draft)).toMatchObject({ ok: false, error: { field: "appToken" } });
      expect(await saveProfile(draft)).toMatchObject({ ok: false, error: { field: "appToken" } });
    }
    expect(
      await draftConnection({ id, name: "Acme", region: "us1.api", appId: "app", appToken: "new" }),
    ).toMatchObject({
      ok: true,
      connection: {
        baseUrl: "https://us1.api.voucherify.io",
        credentials: { appToken: "new", oauthToken: undefined },
      },
    });
    expect(await activeConnection()).toMatchObject({ connection: { baseUrl: "https://api.voucherify.io" } });
  });

  it("keeps the saved tokens behind when the saved host no longer reads as a URL, whatever the draft names", async () => {
    const result = await saveProfile({
      name: "Old",
      region: "custom",
      customUrl: "https://old.example.com",
      appId: "app",
      appToken: "saved-token",
    });
    if (!result.ok) throw new Error("not saved");
    // A profile stored by an older version, its URL unreadable by today's rules.
    const { storeProfiles } = await import("@/lib/profiles/profile-list.worker");
    await storeProfiles({
      profiles: [{ ...result.profile, customUrl: "https://old.example.com/v1" }],
      activeProfileId: result.profile.id,
    });
    const draft = {
      id: result.profile.id,
      name: "Old",
      region: "custom" as const,
      customUrl: "https://evil.example",
      appId: "app",
    };
    expect(await draftConnection(draft)).toMatchObject({ ok: false, error: { field: "appToken" } });
  });
});

describe("cluster host permissions", () => {
  it("asks for a cluster's host only when it is outside the public clusters", () => {
    expect(clusterPattern("https://acme.example.com/api")).toBe("https://acme.example.com/*");
    expect(clusterPattern("https://acme.voucherify.io")).toBeUndefined();
    expect(clusterPattern("http://acme.example.com")).toBeUndefined();
    expect(apiOriginOf("custom", "not a url")).toBeUndefined();
  });

  it("gives back the cluster hosts no profile uses, keeping sites where detection was enabled and the manifest's hosts", async () => {
    vi.spyOn(fakeBrowser.runtime, "getManifest").mockReturnValue({
      manifest_version: 3,
      name: "Voucher Lens",
      version: "0.3.0",
      host_permissions: ["https://*.voucherify.io/*"],
      content_scripts: [{ matches: ["https://*.zendesk.com/*"], js: [] }],
    });
    vi.spyOn(fakeBrowser.permissions, "getAll").mockResolvedValue({
      origins: [
        "https://*.voucherify.io/*",
        "https://*.zendesk.com/*",
        "https://old.example.com/*",
        "https://kept.example.com/*",
        "https://help.example.org/*",
      ],
    });
    const removed = vi.spyOn(fakeBrowser.permissions, "remove").mockResolvedValue(true);
    vi.spyOn(fakeBrowser.scripting, "getRegisteredContentScripts").mockResolvedValue([
      { id: "site:https://help.example.org", matches: ["https://help.example.org/*"], js: [] },
    ]);
    expect(await releaseUnusedClusterAccess(["https://kept.example.com"])).toEqual([
      "https://old.example.com/*",
    ]);
    expect(removed.mock.calls).toEqual([[{ origins: ["https://old.example.com/*"] }]]);
  });
});

describe("deleting a profile", () => {
  it("forgets its secrets, recent lookups, lookup log entries, code patterns, last check, cached answers and pending lookup, and nothing of another", async () => {
    // The panel and the popup ask the worker to keep these, as they do in the browser.
    answerPagesAsWorker();
    const a = await saveProfile({ name: "A", region: "api", appId: "a", appToken: "ta", oauthToken: "oa" });
    const b = await saveProfile({ name: "B", region: "api", appId: "b", appToken: "tb" });
    if (!a.ok || !b.ok) throw new Error("not saved");
    const [idA, idB] = [a.profile.id, b.profile.id];
    const scope = { [idA]: projectScope(a.profile), [idB]: projectScope(b.profile) };
    const lookup = lookupOfToken({ kind: "customer", text: "cust_tAED42tFhLM9v7GmZUaklJFd" })!;
    for (const id of [idA, idB]) {
      await rememberLookup(id, lookup);
      await recordCheck(id, { at: 1, ok: true, summary: "Connected" });
      await writeCached(cacheKey(scope[id]!, "redemptions.list", { customer: "x" }), { value: { total: 1 } });
    }
    const pattern = { kind: "prefix" as const, value: "GIFT-", checked: PATTERN_CHECK };
    await writerOf(detectionItem).write({
      ...DEFAULT_DETECTION,
      codePatterns: { [idA]: [pattern], [idB]: [pattern] },
    });
    await queueLookup(lookup, {});

    await removeProfile(idA);

    expect(await readSecrets(idA)).toBeUndefined();
    expect(await recentLookups(idA)).toEqual([]);
    expect((await loadLookupLog()).map((entry) => entry.profileId)).toEqual([idB]);
    expect(await lastCheck(idA)).toBeUndefined();
    expect((await loadDetection()).codePatterns).toEqual({ [idB]: [pattern] });
    // The panel's memory forgets them too, once told.
    await waitFor(async () =>
      expect(await readCached(cacheKey(scope[idA]!, "redemptions.list", { customer: "x" }))).toBeUndefined(),
    );
    expect(await pendingLookupAfter(0, undefined)).toBeUndefined();
    expect((await loadProfiles()).profiles.map((p) => p.id)).toEqual([idB]);

    expect(await readSecrets(idB)).toEqual({ appToken: "tb" });
    expect(await recentLookups(idB)).toEqual([lookup]);
    expect(await lastCheck(idB)).toMatchObject({ summary: "Connected" });
    expect(await readCached(cacheKey(scope[idB]!, "redemptions.list", { customer: "x" }))).toMatchObject({
      value: { total: 1 },
    });
  });
});
