import * as v from "valibot";
import { CLUSTER_URL_REFUSALS, REGION_IDS } from "@/lib/core/api/regions";
import { REPLY_LANGUAGES } from "@/lib/core/intl/reply-languages";
import { isTimeZone } from "@/lib/core/intl/time-zone";
import type en from "./words/en";

// --- The checks of one field's value -------------------------------------------------------------

/**
 * What the checks say when they refuse a value, by key. The worker checks the form's draft and
 * answers in these English words (it loads no others); the options page shows each in the agent's
 * language under the same key of the profiles' words (refusal-words.ts).
 */
export const FIELD_MESSAGES = {
  chooseRegion: "Choose a region",
  customUrlMissing: "Paste the URL of your dedicated cluster",
  nameMissing: "Give the profile a name, for example the project or the client",
  nameTooLong: "Keep the profile name under 60 characters",
  appIdTooLong: "App ID is too long",
  appIdUnlikeKey: "App ID contains spaces or characters a key never has",
  appIdMissing: "Paste the App ID from Project settings → Application keys",
  appTokenTooLong: "App Token is too long",
  appTokenUnlikeKey: "App Token contains spaces or characters a key never has",
  oauthTokenTooLong: "OAuth token is too long",
  oauthTokenUnlikeKey: "OAuth token contains spaces or characters a key never has",
  timeZoneTooLong: "A time zone name is shorter",
  timeZoneUnknown: "Use a time zone name such as Europe/Warsaw or America/New_York",
  chooseReplyLanguage: "Choose a reply language",
  languageKeyTooLong: "A metadata key is shorter",
  languageKeyUnlike: "Write the metadata key as it is in Voucherify, such as locale or language",
} as const satisfies { readonly [K in keyof typeof en]?: string };

/** A dedicated cluster's URL refused (regions.ts), by the profiles' key that says it. */
export const CLUSTER_URL_MESSAGES = {
  customUrlNotUrl: CLUSTER_URL_REFUSALS.notUrl,
  customUrlNotHttps: CLUSTER_URL_REFUSALS.notHttps,
  customUrlCredentials: CLUSTER_URL_REFUSALS.credentials,
  customUrlQuery: CLUSTER_URL_REFUSALS.query,
  customUrlVersion: CLUSTER_URL_REFUSALS.version,
} as const satisfies { readonly [K in keyof typeof en]?: string };

export type FieldMessageKey = keyof typeof FIELD_MESSAGES | keyof typeof CLUSTER_URL_MESSAGES;

export const RegionSchema = v.picklist([...REGION_IDS, "custom"], FIELD_MESSAGES.chooseRegion);

export const ProfileNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, FIELD_MESSAGES.nameMissing),
  v.maxLength(60, FIELD_MESSAGES.nameTooLong),
);

// App IDs and tokens are printable, without spaces: a space or a newline is a copy-paste accident.
export const keyText = (messages: { tooLong: string; unlikeKey: string }) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(512, messages.tooLong),
    v.regex(/^[\x21-\x7e]*$/, messages.unlikeKey),
  );

const APP_ID_TEXT = { tooLong: FIELD_MESSAGES.appIdTooLong, unlikeKey: FIELD_MESSAGES.appIdUnlikeKey };

export const TimeZoneSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(64, FIELD_MESSAGES.timeZoneTooLong),
  v.check((zone) => zone === "" || isTimeZone(zone), FIELD_MESSAGES.timeZoneUnknown),
);

export const ReplyLanguageSchema = v.picklist(REPLY_LANGUAGES, FIELD_MESSAGES.chooseReplyLanguage);

/** A customer metadata key, as Voucherify allows them: letters, digits, _ and -. */
export const LanguageKeySchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(64, FIELD_MESSAGES.languageKeyTooLong),
  v.regex(/^[\w.-]*$/, FIELD_MESSAGES.languageKeyUnlike),
);

// --- The table -----------------------------------------------------------------------------------

type FieldRow =
  | {
      secret: false;
      /** How the options form's draft is checked, in the worker. */
      draft: v.GenericSchema;
      /** How the stored profile is read: leniently where an old value must not hide the profile. */
      stored: v.GenericSchema;
      /** An organisation's policy may set it: under this key, checked so. */
      policy?: { key: string; schema: v.GenericSchema };
    }
  | {
      /** Kept only in the worker's secrets store, never in the profile list; never in a policy. */
      secret: true;
      draft: v.GenericSchema;
      stored: v.GenericSchema;
    };

/**
 * Every field of a profile, once, in the order the form shows them. The stored profile, the
 * secrets, the form's draft and the policy's profile are all built from it (schema.ts,
 * stored-policy.ts); what the form and the admin's schema say of each is in profile-field-words.ts.
 */
export const PROFILE_FIELDS = {
  name: {
    secret: false,
    draft: ProfileNameSchema,
    stored: ProfileNameSchema,
    policy: { key: "name", schema: ProfileNameSchema },
  },
  region: {
    secret: false,
    draft: RegionSchema,
    stored: RegionSchema,
    // A dedicated cluster comes as clusterUrl in a policy, so its region is one of the public ones.
    policy: {
      key: "region",
      schema: v.optional(v.picklist(REGION_IDS, `Use a region: ${REGION_IDS.join(", ")}`)),
    },
  },
  customUrl: {
    secret: false,
    draft: v.optional(v.pipe(v.string(), v.trim())),
    stored: v.optional(v.string()),
    policy: { key: "clusterUrl", schema: v.optional(v.string("A cluster URL is text")) },
  },
  appId: {
    secret: false,
    draft: v.pipe(keyText(APP_ID_TEXT), v.minLength(1, FIELD_MESSAGES.appIdMissing)),
    stored: v.string(),
    policy: {
      key: "appId",
      schema: v.optional(v.pipe(keyText(APP_ID_TEXT), v.minLength(1, "An App ID cannot be empty"))),
    },
  },
  appToken: {
    secret: true,
    draft: v.optional(
      keyText({ tooLong: FIELD_MESSAGES.appTokenTooLong, unlikeKey: FIELD_MESSAGES.appTokenUnlikeKey }),
    ),
    stored: v.string(),
  },
  oauthToken: {
    secret: true,
    draft: v.optional(
      keyText({ tooLong: FIELD_MESSAGES.oauthTokenTooLong, unlikeKey: FIELD_MESSAGES.oauthTokenUnlikeKey }),
    ),
    stored: v.optional(v.string()),
  },
  /** The customers' time zone, when the team serves one region: answers give times in it too. */
  timeZone: {
    secret: false,
    draft: v.optional(TimeZoneSchema),
    stored: v.optional(v.fallback(TimeZoneSchema, "")),
    policy: { key: "timeZone", schema: v.optional(TimeZoneSchema) },
  },
  /** The language of suggested replies when the customer's own is not known. */
  replyLanguage: {
    secret: false,
    draft: v.optional(ReplyLanguageSchema),
    stored: v.optional(v.fallback(ReplyLanguageSchema, "en")),
    policy: { key: "replyLanguage", schema: v.optional(ReplyLanguageSchema) },
  },
  /** The customer metadata key that holds their language, e.g. `locale`. */
  languageKey: {
    secret: false,
    draft: v.optional(LanguageKeySchema),
    stored: v.optional(v.fallback(LanguageKeySchema, "")),
    policy: { key: "languageKey", schema: v.optional(LanguageKeySchema) },
  },
} as const satisfies Record<string, FieldRow>;

type Rows = typeof PROFILE_FIELDS;
export type ProfileFieldName = keyof Rows;
/** A field an organisation's policy may set, named as the form names it. */
export type PolicyFieldName = {
  [K in ProfileFieldName]: Rows[K] extends { policy: object } ? K : never;
}[ProfileFieldName];

export const PROFILE_FIELD_NAMES = Object.keys(PROFILE_FIELDS) as ProfileFieldName[];

/** A field of the profile list, which every extension page may read: not a secret. */
export type StoredFieldName = {
  [K in ProfileFieldName]: Rows[K]["secret"] extends false ? K : never;
}[ProfileFieldName];

export const STORED_FIELD_NAMES = PROFILE_FIELD_NAMES.filter(
  (name): name is StoredFieldName => !PROFILE_FIELDS[name].secret,
);

/** The fields a policy may set, in the table's order. */
export const POLICY_FIELD_NAMES = PROFILE_FIELD_NAMES.filter(
  (name): name is PolicyFieldName => "policy" in PROFILE_FIELDS[name],
) as [PolicyFieldName, ...PolicyFieldName[]];

/** The key a policy gives a field under ("clusterUrl" for customUrl). */
export const policyKeyOf = (name: PolicyFieldName) => PROFILE_FIELDS[name].policy.key;

type Entries<Part extends "draft" | "stored", Secret extends boolean> = {
  [K in ProfileFieldName as Rows[K]["secret"] extends Secret ? K : never]: Rows[K][Part];
};

/** One schema of each field, by field name: the draft's (every field) or the stored copy's. */
function entriesOf<Part extends "draft" | "stored", Secret extends boolean>(
  part: Part,
  keep: (row: Rows[ProfileFieldName]) => boolean,
): Entries<Part, Secret> {
  const entries = PROFILE_FIELD_NAMES.filter((name) => keep(PROFILE_FIELDS[name])).map(
    (name) => [name, PROFILE_FIELDS[name][part]] as const,
  );
  // The mapped type says which schema sits under which name; the loop above puts them there.
  return Object.fromEntries(entries) as Entries<Part, Secret>;
}

/** The profile list's fields: every field but the secrets. */
export const storedProfileEntries = () => entriesOf<"stored", false>("stored", (row) => !row.secret);
/** The secrets store's fields. */
export const secretEntries = () => entriesOf<"stored", true>("stored", (row) => row.secret);
/** What the form sends: every field, the secrets included. */
export const draftEntries = () => entriesOf<"draft", boolean>("draft", () => true);

type PolicyEntries = {
  [K in PolicyFieldName as Rows[K]["policy"]["key"]]: Rows[K]["policy"]["schema"];
};

/** The fields of a profile as a policy gives them, under the policy's keys. */
export function policyProfileEntries(): PolicyEntries {
  const entries = POLICY_FIELD_NAMES.map((name) => [policyKeyOf(name), PROFILE_FIELDS[name].policy.schema]);
  // As entriesOf: the mapped type names each key's schema.
  return Object.fromEntries(entries) as PolicyEntries;
}
