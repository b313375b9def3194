// What the side panel knows of its settings comes from the worker, which alone puts the policy over
// the agent's own: the active profile and its host, and the code patterns still waiting for their
// safety check. A change any context makes to what the answer is made of reaches an open panel.

import { act, renderHook, waitFor } from "@testing-library/preact";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { readPreferencesEarly, usePanelSettings } from "@/entrypoints/sidepanel/use-panel-settings";
import { ask } from "@/lib/core/contract/ask";
import { privateArea } from "@/lib/core/store/private-items";
import { writerOf as optionsWriterOf } from "@/lib/core/store/writes.options";
import { writerOf } from "@/lib/core/store/writes.worker";
import { detectionItem } from "@/lib/detection/detection-settings";
import { PATTERN_CHECK } from "@/lib/detection/pattern-check";
import { projectScope } from "@/lib/lookup/lookup-cache";
import { applyManagedPolicy } from "@/lib/policy/apply-policy.worker";
import { policyPatternChecksItem } from "@/lib/policy/pattern-check-results";
import { settingsInForce } from "@/lib/policy/settings-in-force.worker";
import { savePageSize } from "@/lib/preferences/page-size.sidepanel";
import { pageSizeItem, preferencesItem } from "@/lib/preferences/preferences";
import { savePreferences } from "@/lib/preferences/save-preferences.options";
import { chooseMasking } from "@/lib/privacy";
import { storeProfiles } from "@/lib/profiles/profile-list.worker";
import type { StoredProfile } from "@/lib/profiles/schema";
import { answerPagesAsWorker } from "../../helpers/worker-for-pages";

vi.mock("@/lib/core/contract/ask", async (original) => {
  const actual = await original<typeof import("@/lib/core/contract/ask")>();
  return { ask: vi.fn(actual.ask) };
});
const asked = () => vi.mocked(ask).mock.calls.filter(([type]) => type === "settings.inForce").length;

const PROFILES = {
  profiles: [
    { id: "p1", name: "EU shop", region: "api" as const, appId: "app-1" },
    { id: "p2", name: "US shop", region: "us1.api" as const, appId: "app-2" },
  ],
  activeProfileId: "p1",
};

beforeEach(async () => {
  vi.mocked(ask).mockClear();
  await storeProfiles(PROFILES);
});

describe("the side panel's settings", () => {
  it("are the active profile and the host its lookups go to, as the worker says", async () => {
    answerPagesAsWorker();
    const { result } = renderHook(() => usePanelSettings());
    // Until the worker answers, the panel shows nothing of a profile.
    expect(result.current.profile).toBeUndefined();
    await waitFor(() => expect(result.current.profile?.name).toBe("EU shop"));
    expect(result.current.host).toBe("api.voucherify.io");
    // Its answers are kept under its project, as the worker forgets them.
    expect(result.current.project).toBe(projectScope(PROFILES.profiles[0] as StoredProfile));

    // The popup switches profiles: the open panel follows.
    await storeProfiles({ ...PROFILES, activeProfileId: "p2" });
    await waitFor(() => expect(result.current.profile?.name).toBe("US shop"));
    expect(result.current.host).toBe("us1.api.voucherify.io");
  });

  it("mask customers' personal data once the agent turns masking on, and show it once they turn it off", async () => {
    answerPagesAsWorker();
    const { result } = renderHook(() => usePanelSettings());
    // Off until the worker says otherwise: nothing waits on it.
    expect(result.current.masking).toBe(false);
    await waitFor(() => expect(result.current.profile?.name).toBe("EU shop"));
    expect(result.current.masking).toBe(false);

    // The options page turns it on, through the worker: the open panel masks.
    await chooseMasking(true);
    await waitFor(() => expect(result.current.masking).toBe(true));
    await chooseMasking(false);
    await waitFor(() => expect(result.current.masking).toBe(false));
  });

  it("count the profile's and the policy's expressions not checked yet, and drop them once checked", async () => {
    answerPagesAsWorker();
    await writerOf(detectionItem).update((now) => ({
      ...now,
      codePatterns: {
        p1: [
          { kind: "regex", value: "LT1-[A-Z0-9]{8}" },
          { kind: "regex", value: "GIFT-[0-9]{6}", checked: PATTERN_CHECK },
          { kind: "prefix", value: "BF25-" },
        ],
        // Another profile's waiting pattern is not this one's.
        p2: [{ kind: "regex", value: "US-[0-9]{4}" }],
      },
    }));
    await applyManagedPolicy({ codePatterns: ["/TEAM-[A-Z]{4}/"] });
    const { result } = renderHook(() => usePanelSettings());
    await waitFor(() => expect(result.current.patternsWaiting).toBe(2));

    // The options page checks the policy's expression: the open panel's hint counts one.
    await optionsWriterOf(policyPatternChecksItem).write({
      "TEAM-[A-Z]{4}": { ok: true, check: PATTERN_CHECK },
    });
    await waitFor(() => expect(result.current.patternsWaiting).toBe(1));
  });

  it("keep the profile's object while the profile stays the same, so nothing that depends on it starts again", async () => {
    answerPagesAsWorker();
    const { result } = renderHook(() => usePanelSettings());
    await waitFor(() => expect(result.current.profile?.name).toBe("EU shop"));
    const first = result.current.profile;
    await writerOf(detectionItem).update((now) => ({ ...now, ownDomains: ["acme.de"] }));
    await waitFor(() => expect(result.current.autoCustomer.ownDomains).toEqual(["acme.de"]));
    expect(result.current.profile).toBe(first);
  });

  it("are asked again when any item the worker's answer is read from changes", async () => {
    answerPagesAsWorker();
    // The items the worker reads to answer, as it reads them.
    const get = vi.spyOn(privateArea, "get");
    await settingsInForce();
    const read = [...new Set(get.mock.calls.map(([key]) => key))];
    get.mockRestore();
    expect(read.length).toBeGreaterThanOrEqual(5);

    const { result } = renderHook(() => usePanelSettings());
    await waitFor(() => expect(result.current.profile?.name).toBe("EU shop"));
    for (const key of read) {
      const before = asked();
      const record = await privateArea.get(key);
      // Written again as it was: the change is announced, as any context's write is.
      await privateArea.put(key, record ?? { version: 2, value: {} });
      await waitFor(() => expect(asked(), key).toBe(before + 1));
    }
  });

  it("never carry a profile's secrets", async () => {
    answerPagesAsWorker();
    const saved = await fakeBrowser.runtime.sendMessage({
      type: "profile.save",
      input: {
        profile: {
          id: "p1",
          name: "EU shop",
          region: "api",
          appId: "app-1",
          appToken: "secret-app-token-1234",
          oauthToken: "secret-oauth-token-5678",
        },
      },
    });
    expect(saved).toMatchObject({ ok: true });
    const answer = JSON.stringify(await ask("settings.inForce", {}));
    expect(answer).toContain("EU shop");
    expect(answer).not.toContain("secret-app-token");
    expect(answer).not.toContain("secret-oauth-token");
  });

  it("come once the worker answers, when it answered with an error first", async () => {
    // Each question tries the worker three times before it answers with an error.
    let failing = 3;
    answerPagesAsWorker({
      settingsInForce: async () => {
        if (failing-- > 0) throw new Error("The worker is starting");
        return settingsInForce();
      },
    });
    // The profile list's write has been announced everywhere: no change asks for this answer.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { result } = renderHook(() => usePanelSettings());
    await waitFor(() => expect(result.current.profile?.name).toBe("EU shop"), { timeout: 5000 });
    expect(asked()).toBe(2);
  });

  it("say why while the worker does not answer, and ask it again at once on Try again", async () => {
    let down = true;
    answerPagesAsWorker({
      settingsInForce: async () => {
        if (down) throw new Error("The worker is stuck");
        return settingsInForce();
      },
    });
    const { result } = renderHook(() => usePanelSettings());
    await waitFor(() => expect(result.current.settingsFailure?.error?.kind).toBe("network"), {
      timeout: 5000,
    });
    expect(result.current.profile).toBeUndefined();

    down = false;
    const before = asked();
    act(() => result.current.settingsFailure?.askAgain());
    // Asked at once, not at the end of the wait before the next try.
    expect(asked()).toBe(before + 1);
    await waitFor(() => expect(result.current.profile?.name).toBe("EU shop"));
    expect(result.current.settingsFailure).toBeUndefined();
  });
});

describe("the page size and display preferences, read as the panel's scripts start", () => {
  it("are read once: the panel takes the reads already on their way, and is ready with them", async () => {
    answerPagesAsWorker();
    await savePageSize(100);
    await savePreferences({ currency: "PLN", locale: "pl-PL" });
    const pageSizeReads = vi.spyOn(pageSizeItem, "read");
    const preferenceReads = vi.spyOn(preferencesItem, "read");
    readPreferencesEarly();
    expect(pageSizeReads).toHaveBeenCalledTimes(1);
    expect(preferenceReads).toHaveBeenCalledTimes(1);
    const { result } = renderHook(() => usePanelSettings());
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.pageSize).toBe(100);
    await waitFor(() => expect(result.current.preferences.currency).toBe("PLN"));
    expect(pageSizeReads).toHaveBeenCalledTimes(1);
    expect(preferenceReads).toHaveBeenCalledTimes(1);
  });

  it("are read afresh when the preferences change before the panel takes them: the early read would be stale", async () => {
    answerPagesAsWorker();
    await savePreferences({ currency: "EUR", locale: "" });
    readPreferencesEarly();
    // The options page saves other preferences while the panel is still loading.
    await savePreferences({ currency: "USD", locale: "en-US" });
    const { result } = renderHook(() => usePanelSettings());
    await waitFor(() => expect(result.current.ready).toBe(true));
    await waitFor(() => expect(result.current.preferences).toEqual({ currency: "USD", locale: "en-US" }));
  });

  it("are read afresh when another window's panel chooses a page size before this one takes them", async () => {
    answerPagesAsWorker();
    await savePageSize(25);
    readPreferencesEarly();
    await savePageSize(50);
    const { result } = renderHook(() => usePanelSettings());
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.pageSize).toBe(50);
  });
});
