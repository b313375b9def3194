import type { PolicyFieldName, ProfileFieldName } from "./profile-fields";

/** How the form shows a field; its behaviour is the form's (ProfileForm.tsx). */
export type FieldControl =
  | { kind: "text"; placeholder?: string; spellcheck?: false }
  | { kind: "cluster-url"; placeholder: string }
  | { kind: "secret" }
  | { kind: "region" }
  | { kind: "reply-language" };

export interface FieldWords {
  /** The form field's element id, which the field's hint and error ids start with. */
  id: string;
  /** The form's label: the field's accessible name, which tests and agents rely on. */
  label: string;
  control: FieldControl;
  /** The help under the field; `code` between backticks. */
  help?: string;
  /** What the admin's policy schema (public/managed_schema.json) says of the field. */
  policyHelp?: string;
}

/**
 * The words of each field of PROFILE_FIELDS, for the form and the admin's schema. A table of its
 * own, in a module of its own, not columns of that one: the worker and the side panel bundle that
 * one, and never show the form.
 */
export const PROFILE_FIELD_WORDS = {
  name: {
    id: "profile-name",
    label: "Profile name",
    control: { kind: "text" },
    policyHelp: "The name agents see.",
  },
  region: {
    id: "profile-region",
    label: "Region",
    control: { kind: "region" },
    policyHelp:
      "The project's region: api, us1.api, as1.api, download, us1.download or as1.download (the API host's first part). Or clusterUrl.",
  },
  customUrl: {
    id: "profile-custom-url",
    label: "Custom API URL",
    control: { kind: "cluster-url", placeholder: "https://yourcompany.voucherify.io" },
    help: "Only for a dedicated cluster. Leave empty to use the region above.",
    policyHelp: "A dedicated cluster's API URL, https only. Or region.",
  },
  appId: {
    id: "profile-app-id",
    label: "App ID",
    control: { kind: "text", spellcheck: false },
    policyHelp: "The App ID (not a secret). Leave out to let agents enter it.",
  },
  appToken: {
    id: "profile-app-token",
    label: "App Token",
    control: { kind: "secret" },
    help: "Kept in this browser's extension storage, which web pages and helpdesk scripts cannot read. A read-only key is enough for lookups.",
  },
  oauthToken: {
    id: "profile-oauth-token",
    label: "OAuth token",
    control: { kind: "secret" },
    help: "Optional, and preferred: an OAuth token with the `api` and `redemptions` scopes is enough to list redemptions, and can be revoked on its own. Expiring points need one too.",
  },
  timeZone: {
    id: "profile-time-zone",
    label: "Customers' time zone (optional)",
    control: { kind: "text", placeholder: "Europe/Warsaw", spellcheck: false },
    help: "When your customers live in one time zone. Times such as when a code is next usable are given in it too, beside yours, and a reply names a time only in it. Codes' validity hours are read in it as well: the API does not say the project's time zone, so use the one your project is set to.",
    policyHelp: "The customers' time zone, e.g. Europe/Warsaw.",
  },
  replyLanguage: {
    id: "profile-reply-language",
    label: "Default reply language",
    control: { kind: "reply-language" },
    help: "Suggested replies are written in it when the customer's own language is not known.",
    policyHelp:
      "The language of suggested replies when the customer's own is not known: en, de, es, fr or pl.",
  },
  languageKey: {
    id: "profile-language-key",
    label: "Customer metadata key for their language (optional)",
    control: { kind: "text", placeholder: "locale", spellcheck: false },
    help: 'When your customers\' records in Voucherify keep their language (for example `locale: "es-MX"` or `language: "Spanish"`), name the key: a reply to them is then written in their language.',
    policyHelp: "The customer metadata key that holds their language, e.g. locale.",
  },
} as const satisfies {
  [K in ProfileFieldName]: FieldWords & (K extends PolicyFieldName ? { policyHelp: string } : unknown);
};
