import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProfileList } from "@/lib/profiles/schema";

/** Whether the profile list's next write fails, as it does for a worker stopped before it. */
const stop = vi.hoisted(() => ({ beforeProfileList: false }));

vi.mock("@/lib/profiles/profile-list.worker", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/profiles/profile-list.worker")>();
  return {
    ...original,
    storeProfiles: async (settings: ProfileList) => {
      if (stop.beforeProfileList) throw new Error("The worker stopped");
      await original.storeProfiles(settings);
    },
  };
});

const { checkParams } = await import("@/lib/core/api/params");
const { activeConnection, saveProfile } = await import("@/lib/profiles/profiles-with-secrets.worker");
const { ProfileDraftSchema } = await import("@/lib/profiles/schema");

afterEach(() => {
  stop.beforeProfileList = false;
});

async function submit(input: unknown) {
  const parsed = checkParams(ProfileDraftSchema, input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return saveProfile(parsed.value);
}

const europe = { name: "Acme", region: "api", appId: "app-id-1", appToken: "token-for-europe" };

describe("moving a profile to another host", () => {
  it("never leaves the token typed for the new host with the old one when the save stops half-way", async () => {
    const saved = await submit(europe);
    if (!saved.ok) throw new Error("not saved");
    stop.beforeProfileList = true;
    await expect(
      submit({ ...europe, id: saved.profile.id, region: "us1.api", appToken: "token-for-us" }),
    ).rejects.toThrow();
    stop.beforeProfileList = false;

    // The profile still names Europe: whatever lookups use now, the US token never goes there.
    const now = await activeConnection();
    if (now.ok) {
      expect(now.connection.baseUrl).toBe("https://api.voucherify.io");
      expect(now.connection.credentials.appToken).toBe("token-for-europe");
    } else {
      expect(now.error).toMatchObject({ field: "profile" });
    }
  });
});
