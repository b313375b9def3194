import { describe, expect, it, vi } from "vitest";
import { privateArea } from "@/lib/core/store/private-items";
import { loadProfiles, profileListItem } from "@/lib/profiles/profiles";

const EU = { id: "p-eu", name: "Acme EU", region: "api", appId: "app-eu" };
const US = { id: "p-us", name: "Acme US", region: "us1.api", appId: "app-us" };

/** Reads the database as it is, past the store's move: what is under the key now. */
async function rawRecord(key: string): Promise<unknown> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open("voucher-lens-settings");
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const value = await new Promise<unknown>((resolve, reject) => {
    const request = db.transaction("items").objectStore("items").get(key);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  db.close();
  return value;
}

describe("the profile list stored under its old key, `settings`, by 0.3", () => {
  it("is read, moved to `profiles`, and the old key removed", async () => {
    await privateArea.put("settings", { version: 2, value: { profiles: [EU, US], activeProfileId: US.id } });
    expect(await loadProfiles()).toEqual({ profiles: [EU, US], activeProfileId: US.id });
    expect(await rawRecord("profiles")).toEqual({
      version: 2,
      value: { profiles: [EU, US], activeProfileId: US.id },
    });
    expect(await rawRecord("settings")).toBeUndefined();
  });

  it("gives way to a list already saved under `profiles`, and still goes", async () => {
    await privateArea.put("settings", { version: 2, value: { profiles: [EU], activeProfileId: EU.id } });
    await privateArea.put("profiles", { version: 2, value: { profiles: [US], activeProfileId: US.id } });
    expect(await loadProfiles()).toEqual({ profiles: [US], activeProfileId: US.id });
    expect(await rawRecord("settings")).toBeUndefined();
  });

  it("is not brought back by a later read once the list was cleared", async () => {
    await privateArea.put("settings", { version: 2, value: { profiles: [EU], activeProfileId: EU.id } });
    await vi.waitFor(async () => expect((await loadProfiles()).profiles).toEqual([EU]));
    await privateArea.remove("profiles");
    expect((await loadProfiles()).profiles).toEqual([]);
    expect(profileListItem.key).toBe("profiles");
  });
});
