import * as v from "valibot";
import { defineStoredItem } from "@/lib/core/store/stored-item";
import { EMPTY_PROFILE_LIST, type ProfileList, StoredProfileSchema } from "./schema";

/** Every profile that still parses: one damaged entry must not hide the rest. */
const ReadableProfilesSchema = v.pipe(
  v.array(v.unknown()),
  v.transform((entries) =>
    entries.flatMap((entry) => {
      const parsed = v.safeParse(StoredProfileSchema, entry);
      return parsed.success ? [parsed.output] : [];
    }),
  ),
);

/** The profile list as stored; an active profile that is gone reads as the first one. */
const StoredProfileListSchema = v.pipe(
  v.object({
    profiles: v.fallback(ReadableProfilesSchema, []),
    activeProfileId: v.fallback(v.nullable(v.string()), null),
  }),
  v.transform(
    ({ profiles, activeProfileId }): ProfileList => ({
      profiles,
      activeProfileId: profiles.some((p) => p.id === activeProfileId)
        ? activeProfileId
        : (profiles[0]?.id ?? null),
    }),
  ),
);

/** Profiles and which one is active; out of content scripts' reach, never a secret in it. */
export const profileListItem = defineStoredItem("profiles", {
  schema: StoredProfileListSchema,
  fallback: EMPTY_PROFILE_LIST,
  version: 2,
});

export const loadProfiles = (): Promise<ProfileList> => profileListItem.read();
