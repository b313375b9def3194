// An organisation whose agents share a key tells them apart in Voucherify's own audit log by the
// tag its policy gives each agent: sent in X-Voucherify-Channel, and nothing else is.

import { describe, expect, it, vi } from "vitest";
import { createHandlers, handleMessage } from "@/entrypoints/background/handlers";
import { createApiClient } from "@/lib/core/api/client";
import { createVoucherify } from "@/lib/core/api/voucherify";
import { applyManagedPolicy } from "@/lib/policy/apply-policy.worker";
import { loadAppliedPolicy } from "@/lib/policy/stored-policy";
import { saveProfile } from "@/lib/profiles/profiles-with-secrets.worker";
import { workerServices } from "../helpers/worker-for-pages";

// The policy's read, as the worker makes it: a test can make one fail.
vi.mock("@/lib/policy/stored-policy", async (original) => {
  const actual = await original<typeof import("@/lib/policy/stored-policy")>();
  return { ...actual, loadAppliedPolicy: vi.fn(actual.loadAppliedPolicy) };
});

/** The worker as wired, its API client given a fetch that records each call's headers. */
function workerWithFetch() {
  const channels: (string | undefined)[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    channels.push((init.headers as Record<string, string>)["X-Voucherify-Channel"]);
    return new Response(JSON.stringify({ object: "list", redemptions: [], total: 0 }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  }) as typeof globalThis.fetch;
  const voucherify = createVoucherify(createApiClient({ channel: "Voucher-Lens-Extension/0.4.0", fetch }));
  const handlers = createHandlers(workerServices({ voucherify }));
  const list = () =>
    handleMessage(
      { type: "redemptions.list", input: { params: { customer: "cust_1", limit: 10 } } },
      { kind: "extension_page" },
      handlers,
    );
  return { channels, list };
}

describe("the agent's tag", () => {
  it("names the extension alone without a policy's tag", async () => {
    await saveProfile({ name: "EU", region: "api", appId: "app", appToken: "token" });
    const { channels, list } = workerWithFetch();
    expect(await list()).toMatchObject({ ok: true });
    expect(channels).toEqual(["Voucher-Lens-Extension/0.4.0"]);
  });

  it("adds the tag the policy sets to every lookup, and only that", async () => {
    await saveProfile({ name: "EU", region: "api", appId: "app", appToken: "token" });
    expect(await applyManagedPolicy({ agentTag: "team-b/anna" })).toBe("applied");
    const { channels, list } = workerWithFetch();
    expect(await list()).toMatchObject({ ok: true });
    expect(channels).toEqual(["Voucher-Lens-Extension/0.4.0; agent=team-b/anna"]);
  });

  it("follows the policy from one lookup to the next: a tag changed, or left out of it, goes at once", async () => {
    await saveProfile({ name: "EU", region: "api", appId: "app", appToken: "token" });
    expect(await applyManagedPolicy({ agentTag: "team-b/anna" })).toBe("applied");
    const { channels, list } = workerWithFetch();
    await list();
    expect(await applyManagedPolicy({ agentTag: "team-c/anna" })).toBe("applied");
    await list();
    expect(await applyManagedPolicy({ maskPersonalData: true })).toBe("applied");
    await list();
    expect(channels).toEqual([
      "Voucher-Lens-Extension/0.4.0; agent=team-b/anna",
      "Voucher-Lens-Extension/0.4.0; agent=team-c/anna",
      "Voucher-Lens-Extension/0.4.0",
    ]);
  });

  it("is never taken from a policy that does not read: a header line break refuses it whole", async () => {
    await saveProfile({ name: "EU", region: "api", appId: "app", appToken: "token" });
    expect(await applyManagedPolicy({ agentTag: "anna\r\nX-App-Token: stolen" })).not.toBe("applied");
    const { channels, list } = workerWithFetch();
    await list();
    expect(channels).toEqual(["Voucher-Lens-Extension/0.4.0"]);
  });

  it("with no profile set up, says so even when the policy cannot be read", async () => {
    vi.mocked(loadAppliedPolicy).mockRejectedValueOnce(new Error("The database could not be opened"));
    const { channels, list } = workerWithFetch();
    expect(await list()).toMatchObject({
      ok: false,
      error: { kind: "invalid_input", message: expect.stringContaining("No profile is set up yet") },
    });
    expect(channels).toEqual([]);
  });
});
