import * as v from "valibot";
import { parseCustomBaseUrl, REGION_IDS } from "@/core/api/regions";
import { isTimeZone } from "@/core/intl/time-zone";
import { REPLY_LANGUAGES } from "@/features/replies/languages";

export const RegionSchema = v.picklist([...REGION_IDS, "custom"], "Choose a region");

export const ProfileNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, "Give the profile a name, for example the project or the client"),
  v.maxLength(60, "Keep the profile name under 60 characters"),
);

// App IDs and tokens are printable, without spaces: a space or a newline is a copy-paste accident.
export const keyText = (name: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(512, `${name} is too long`),
    v.regex(/^[\x21-\x7e]*$/, `${name} contains spaces or characters a key never has`),
  );

export const TimeZoneSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(64, "A time zone name is shorter"),
  v.check(
    (zone) => zone === "" || isTimeZone(zone),
    "Use a time zone name such as Europe/Warsaw or America/New_York",
  ),
);

export const ReplyLanguageSchema = v.picklist(REPLY_LANGUAGES, "Choose a reply language");

/** A customer metadata key, as Voucherify allows them: letters, digits, _ and -. */
export const LanguageKeySchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(64, "A metadata key is shorter"),
  v.regex(/^[\w.-]*$/, "Write the metadata key as it is in Voucherify, such as locale or language"),
);

/** A profile as stored where every context can read it: no secret in here. */
export const StoredProfileSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: ProfileNameSchema,
  region: RegionSchema,
  customUrl: v.optional(v.string()),
  appId: v.string(),
  /** The customers' time zone, when the team serves one region: answers give times in it too. */
  timeZone: v.optional(v.fallback(TimeZoneSchema, "")),
  /** The language of suggested replies when the customer's own is not known. */
  replyLanguage: v.optional(v.fallback(ReplyLanguageSchema, "en")),
  /** The customer metadata key that holds their language, e.g. `locale`. */
  languageKey: v.optional(v.fallback(LanguageKeySchema, "")),
  /**
   * Set by the organisation's policy (managed-policy.ts): the policy's own id for it, and the
   * fields the policy gives. The agent adds the tokens; the policy alone removes it.
   */
  managed: v.optional(
    v.object({
      policyId: v.string(),
      fields: v.array(
        v.picklist(["name", "region", "customUrl", "appId", "timeZone", "replyLanguage", "languageKey"]),
      ),
    }),
  ),
});
export type StoredProfile = v.InferOutput<typeof StoredProfileSchema>;

export const SettingsSchema = v.object({
  profiles: v.array(StoredProfileSchema),
  activeProfileId: v.nullable(v.string()),
});
export type Settings = v.InferOutput<typeof SettingsSchema>;

export const EMPTY_SETTINGS: Settings = { profiles: [], activeProfileId: null };

/** The secrets of one profile, kept only in the extension's own IndexedDB. */
export const ProfileSecretsSchema = v.object({
  appToken: v.string(),
  oauthToken: v.optional(v.string()),
});
export type ProfileSecrets = v.InferOutput<typeof ProfileSecretsSchema>;

/**
 * What the options form submits. Empty secret fields on an existing profile keep the saved value,
 * so a saved token never has to be shown again to be kept.
 */
export const ProfileDraftSchema = v.pipe(
  v.strictObject({
    id: v.optional(v.string()),
    name: ProfileNameSchema,
    region: RegionSchema,
    customUrl: v.optional(v.pipe(v.string(), v.trim())),
    appId: v.pipe(
      keyText("App ID"),
      v.minLength(1, "Paste the App ID from Project settings → Application keys"),
    ),
    appToken: v.optional(keyText("App Token")),
    oauthToken: v.optional(keyText("OAuth token")),
    forgetOauthToken: v.optional(v.boolean()),
    timeZone: v.optional(TimeZoneSchema),
    replyLanguage: v.optional(ReplyLanguageSchema),
    languageKey: v.optional(LanguageKeySchema),
  }),
  // Reported on the URL field, where the agent can fix it.
  v.forward(
    v.check(
      (draft) => draft.region !== "custom" || parseCustomBaseUrl(draft.customUrl ?? "").ok,
      (issue) => {
        const url = (issue.input as { customUrl?: string }).customUrl;
        const parsed = parseCustomBaseUrl(url ?? "");
        return !url ? "Paste the URL of your dedicated cluster" : parsed.ok ? "" : parsed.reason;
      },
    ),
    ["customUrl"],
  ),
);
export type ProfileDraft = v.InferOutput<typeof ProfileDraftSchema>;
