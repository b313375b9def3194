// What the side panel knows of its settings comes from the worker, which alone puts the policy over
// the agent's own: the active profile and its host, and the code patterns still waiting for their
// safety check. A change any context makes to what the answer is made of reaches an open panel.

import { renderHook, waitFor } from "@testing-library/preact";
import { beforeEach, describe, expect, it } from "vitest";
import { usePanelSettings } from "@/entrypoints/sidepanel/use-panel-settings";
import { writerOf as optionsWriterOf } from "@/lib/core/store/writes.options";
import { writerOf } from "@/lib/core/store/writes.worker";
import { detectionItem } from "@/lib/detection/detection-settings";
import { PATTERN_CHECK } from "@/lib/detection/pattern-check";
import { projectScope } from "@/lib/lookup/lookup-cache";
import { applyManagedPolicy } from "@/lib/policy/apply-policy.worker";
import { policyPatternChecksItem } from "@/lib/policy/pattern-check-results";
import { storeProfiles } from "@/lib/profiles/profile-list.worker";
import type { StoredProfile } from "@/lib/profiles/schema";
import { answerPagesAsWorker } from "../../helpers/worker-for-pages";

const PROFILES = {
  profiles: [
    { id: "p1", name: "EU shop", region: "api" as const, appId: "app-1" },
    { id: "p2", name: "US shop", region: "us1.api" as const, appId: "app-2" },
  ],
  activeProfileId: "p1",
};

beforeEach(async () => {
  answerPagesAsWorker();
  await storeProfiles(PROFILES);
});

describe("the side panel's settings", () => {
  it("are the active profile and the host its lookups go to, as the worker says", async () => {
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

  it("count the profile's and the policy's expressions not checked yet, and drop them once checked", async () => {
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
    const { result } = renderHook(() => usePanelSettings());
    await waitFor(() => expect(result.current.profile?.name).toBe("EU shop"));
    const first = result.current.profile;
    await writerOf(detectionItem).update((now) => ({ ...now, ownDomains: ["acme.de"] }));
    await waitFor(() => expect(result.current.autoCustomer.ownDomains).toEqual(["acme.de"]));
    expect(result.current.profile).toBe(first);
  });
});
