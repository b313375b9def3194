import * as v from "valibot";
import { parseCustomBaseUrl } from "@/lib/core/api/regions";
import {
  draftEntries,
  FIELD_MESSAGES,
  POLICY_FIELD_NAMES,
  secretEntries,
  storedProfileEntries,
} from "./profile-fields";

/** A profile as stored where every context can read it: no secret in here (see profile-fields.ts). */
export const StoredProfileSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  ...storedProfileEntries(),
  /**
   * Set by the organisation's policy (read-policy.ts): the policy's own id for it, and the
   * fields the policy gives. The agent adds the tokens; the policy alone removes it.
   */
  managed: v.optional(
    v.object({
      policyId: v.string(),
      fields: v.array(v.picklist(POLICY_FIELD_NAMES)),
    }),
  ),
});
export type StoredProfile = v.InferOutput<typeof StoredProfileSchema>;

export const ProfileListSchema = v.object({
  profiles: v.array(StoredProfileSchema),
  activeProfileId: v.nullable(v.string()),
});
export type ProfileList = v.InferOutput<typeof ProfileListSchema>;

export const EMPTY_PROFILE_LIST: ProfileList = { profiles: [], activeProfileId: null };

/** The secrets of one profile, kept only in the extension's own IndexedDB. */
export const ProfileSecretsSchema = v.object(secretEntries());
export type ProfileSecrets = v.InferOutput<typeof ProfileSecretsSchema>;

/**
 * What the options form submits. Empty secret fields on an existing profile keep the saved value,
 * so a saved token never has to be shown again to be kept.
 */
export const ProfileDraftSchema = v.pipe(
  v.strictObject({
    id: v.optional(v.string()),
    ...draftEntries(),
    forgetOauthToken: v.optional(v.boolean()),
  }),
  // Reported on the URL field, where the agent can fix it.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value.region !== "custom") return;
    const url = dataset.value.customUrl;
    const parsed = parseCustomBaseUrl(url ?? "");
    const message = !url ? FIELD_MESSAGES.customUrlMissing : parsed.ok ? undefined : parsed.reason;
    if (message)
      addIssue({
        message,
        path: [{ type: "object", origin: "value", input: dataset.value, key: "customUrl", value: url }],
      });
  }),
);
export type ProfileDraft = v.InferOutput<typeof ProfileDraftSchema>;
