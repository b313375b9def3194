import * as v from "valibot";
import { definePrivateItem } from "@/core/store/private-items";
import { EMPTY_SETTINGS, type Settings, StoredProfileSchema } from "./schema";

/** Profiles and which one is active; out of content scripts' reach (see private-items.ts). */
export const settingsItem = definePrivateItem("settings", EMPTY_SETTINGS);

/** Reads settings, keeping every profile that still parses: one damaged entry must not hide the rest. */
export async function loadSettings(): Promise<Settings> {
  const raw = (await settingsItem.getValue()) as Partial<Record<keyof Settings, unknown>> | null;
  const profiles = Array.isArray(raw?.profiles)
    ? raw.profiles.flatMap((entry) => {
        const parsed = v.safeParse(StoredProfileSchema, entry);
        return parsed.success ? [parsed.output] : [];
      })
    : [];
  const activeId = typeof raw?.activeProfileId === "string" ? raw.activeProfileId : null;
  return {
    profiles,
    activeProfileId: profiles.some((p) => p.id === activeId) ? activeId : (profiles[0]?.id ?? null),
  };
}

/** Writes the profile list; secrets are never part of it. */
export async function storeSettings(settings: Settings): Promise<void> {
  await settingsItem.setValue(settings);
}
