import { afterEach, describe, expect, it, vi } from "vitest";

/** Whether deleting a profile's tokens fails, as it does for a worker stopped before it. */
const stop = vi.hoisted(() => ({ beforeSecretsGo: false }));

vi.mock("@/lib/profiles/secrets.worker", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/profiles/secrets.worker")>();
  return {
    ...original,
    deleteSecrets: async (profileId: string) => {
      if (stop.beforeSecretsGo) throw new Error("The worker stopped");
      await original.deleteSecrets(profileId);
    },
  };
});

const { removeAgentProfile } = await import("@/entrypoints/background/profile-actions");
const { applyManagedPolicy, keepPolicyUnread } = await import("@/lib/policy/apply-policy.worker");
const { managedProfileId } = await import("@/lib/policy/managed-profiles");
const { activeConnection } = await import("@/lib/profiles/profiles-with-secrets.worker");
const { writeSecrets } = await import("@/lib/profiles/secrets.worker");

afterEach(() => {
  stop.beforeSecretsGo = false;
});

const EU = managedProfileId("eu");
const policyAt = (place: { region: string } | { clusterUrl: string }) => ({
  profiles: [{ id: "eu", name: "Acme EU", appId: "acme-eu-app", ...place }],
  locked: true,
});

describe("a profile the agent deleted while no policy could be read", () => {
  it("leaves no token behind for the profile the policy sets up again elsewhere", async () => {
    await applyManagedPolicy(policyAt({ region: "api" }));
    await writeSecrets(EU, { appToken: "token-for-europe" });
    await keepPolicyUnread(new Error("policies.json could not be read"));
    stop.beforeSecretsGo = true;
    await expect(removeAgentProfile(EU)).rejects.toThrow();
    stop.beforeSecretsGo = false;

    // The policy reads again and sets the profile up at the organisation's own cluster.
    await applyManagedPolicy(policyAt({ clusterUrl: "https://acme.example" }));
    const now = await activeConnection();
    if (now.ok) expect(now.connection.baseUrl).toBe("https://api.voucherify.io");
    else expect(now.error).toMatchObject({ field: "profile" });
  });
});
