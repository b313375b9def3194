import type { PlaceholdersOf } from "@/lib/core/i18n/message";
import type { PolicyFieldName, ProfileFieldName } from "./profile-fields";
import en from "./words/en";

/** A key of the profiles' words said as it is, with no values: a label's, a help's. */
type WordKey = {
  [K in keyof typeof en]: [PlaceholdersOf<(typeof en)[K]>] extends [never] ? K : never;
}[keyof typeof en];

/** How the form shows a field; its behaviour is the form's (ProfileForm.tsx). */
export type FieldControl =
  | { kind: "text"; placeholder?: string; spellcheck?: false }
  | { kind: "cluster-url" }
  | { kind: "secret" }
  | { kind: "region" }
  | { kind: "reply-language" };

export interface FieldWords {
  /** The form field's element id, which the field's hint and error ids start with. */
  id: string;
  /** The label's key in the profiles' words: the field's accessible name, which agents rely on. */
  labelKey: WordKey;
  /** The label in English, as tests and the admin's documentation name the field. */
  label: string;
  control: FieldControl;
  /** The help under the field, by its key in the profiles' words; `code` between backticks. */
  helpKey?: WordKey;
  /** What the admin's policy schema (public/managed_schema.json) says of the field: in English, as Chrome shows the file. */
  policyHelp?: string;
}

/**
 * The words of each field of PROFILE_FIELDS, for the form and the admin's schema. A table of its
 * own, in a module of its own, not columns of that one: the worker and the side panel bundle that
 * one, and never show the form. What the form shows is in the profiles' words (words/), in the
 * agent's language; a time zone's and a metadata key's placeholders are examples of values, the
 * same in every language.
 */
export const PROFILE_FIELD_WORDS = {
  name: {
    id: "profile-name",
    labelKey: "fieldName",
    label: en.fieldName,
    control: { kind: "text" },
    policyHelp: "The name agents see.",
  },
  region: {
    id: "profile-region",
    labelKey: "fieldRegion",
    label: en.fieldRegion,
    control: { kind: "region" },
    policyHelp:
      "The project's region: api, us1.api, as1.api, download, us1.download or as1.download (the API host's first part). Or clusterUrl.",
  },
  customUrl: {
    id: "profile-custom-url",
    labelKey: "fieldCustomUrl",
    label: en.fieldCustomUrl,
    control: { kind: "cluster-url" },
    helpKey: "helpCustomUrl",
    policyHelp: "A dedicated cluster's API URL, https only. Or region.",
  },
  appId: {
    id: "profile-app-id",
    labelKey: "fieldAppId",
    label: en.fieldAppId,
    control: { kind: "text", spellcheck: false },
    policyHelp: "The App ID (not a secret). Leave out to let agents enter it.",
  },
  appToken: {
    id: "profile-app-token",
    labelKey: "fieldAppToken",
    label: en.fieldAppToken,
    control: { kind: "secret" },
    helpKey: "helpAppToken",
  },
  oauthToken: {
    id: "profile-oauth-token",
    labelKey: "fieldOauthToken",
    label: en.fieldOauthToken,
    control: { kind: "secret" },
    helpKey: "helpOauthToken",
  },
  timeZone: {
    id: "profile-time-zone",
    labelKey: "fieldTimeZone",
    label: en.fieldTimeZone,
    control: { kind: "text", placeholder: "Europe/Warsaw", spellcheck: false },
    helpKey: "helpTimeZone",
    policyHelp: "The customers' time zone, e.g. Europe/Warsaw.",
  },
  replyLanguage: {
    id: "profile-reply-language",
    labelKey: "fieldReplyLanguage",
    label: en.fieldReplyLanguage,
    control: { kind: "reply-language" },
    helpKey: "helpReplyLanguage",
    policyHelp:
      "The language of suggested replies when the customer's own is not known: en, de, es, fr or pl.",
  },
  languageKey: {
    id: "profile-language-key",
    labelKey: "fieldLanguageKey",
    label: en.fieldLanguageKey,
    control: { kind: "text", placeholder: "locale", spellcheck: false },
    helpKey: "helpLanguageKey",
    policyHelp: "The customer metadata key that holds their language, e.g. locale.",
  },
} as const satisfies {
  [K in ProfileFieldName]: FieldWords & (K extends PolicyFieldName ? { policyHelp: string } : unknown);
};
